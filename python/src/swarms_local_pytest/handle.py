"""What a test gets as `swarms_local`: its own namespace and user on a running server, and the admin plane of both."""

from __future__ import annotations

import hashlib
from typing import Any, Mapping

from . import admin
from .clock import Clock, Instant, iso
from .faults import Fault, fault_rule
from .journal import JournalNode
from .server import LocalServer

#: Where the admin plane lives.
ADMIN = "/_swarms-local"


class SwarmsLocal:
    """One test's view of swarms-local: a namespace (journal, faults, clock, replay cursors) and a user (logs, usage) of its own."""

    def __init__(self, server: LocalServer, namespace: str):
        self.server = server
        #: The test's namespace, e.g. t3.gw0.test_retries_on_429.
        self.namespace = namespace
        #: The test user's key (open auth registers it on its first request); send it as x-api-key or a Bearer token.
        self.api_key = "sk-swarms-local-" + hashlib.sha256(namespace.encode()).hexdigest()[:32]
        #: The server's own base URL; requests to it need `headers` to land in this test's namespace.
        self.server_url = server.url
        #: The base URL of this test's namespace: `url + "/v1/agent/completions"` needs no namespace header.
        self.url = f"{server.url}{ADMIN}/ns/{namespace}"
        #: The OpenAI-compatible base URL (`/v1/chat/completions`, `/v1/models`) in this namespace.
        self.openai_base_url = f"{self.url}/v1"
        #: Headers for requests to `server_url`: the key and the namespace.
        self.headers = {"x-api-key": self.api_key, "x-swarms-local-namespace": namespace}
        #: This namespace's virtual clock.
        self.clock = Clock(lambda body: self._admin("POST", "/clock", body), lambda: self._admin("GET", "/clock"))

    @property
    def seed(self) -> int:
        """The seed of the server's synthetic answers and ids."""
        return self.server.settings.seed

    @property
    def mode(self) -> str:
        """The server's provider mode: synthetic, replay, record, ..."""
        return self.server.settings.mode

    @property
    def env(self) -> dict[str, str]:
        """The variables that point unchanged clients at this test's namespace (set for the test by the fixture)."""
        return {
            "SWARMS_API_KEY": self.api_key,
            # swarms-client (the Swarms API's Python SDK) reads its base URL here.
            "SWARMS_CLIENT_BASE_URL": self.url,
            "OPENAI_API_KEY": self.api_key,
            "OPENAI_BASE_URL": self.openai_base_url,
        }

    def _admin(self, method: str, path: str, body: Any = None, query: Mapping[str, Any] | None = None) -> Any:
        return admin.call(self.server_url, method, f"{ADMIN}{path}", self.headers, body, query)

    def request(self, method: str, path: str, body: Any = None) -> Any:
        """A JSON call to the API in this namespace, as this test's user (`request("GET", "/v1/models")`)."""
        return admin.call(self.server_url, method, path, self.headers, body)

    def info(self) -> dict:
        """Version, mode, store, namespace and user as the server sees this test."""
        return self._admin("GET", "/info")

    def journal(
        self,
        *,
        endpoint: str | None = None,
        status: int | None = None,
        job_id: str | None = None,
        agent: str | None = None,
        model: str | None = None,
        since: Instant | None = None,
        limit: int | None = None,
    ) -> list[JournalNode]:
        """This test's requests as trees, oldest first, optionally filtered."""
        query = {"endpoint": endpoint, "status": status, "job_id": job_id, "agent": agent, "model": model, "since": None if since is None else iso(since), "limit": limit}
        return [JournalNode.from_json(node) for node in self._admin("GET", "/journal", query=query)["requests"]]

    def fault(self, kind: str, *, match: Mapping[str, Any] | None = None, **fields: Any) -> Fault:
        """Injects a fault (`fault("http-status", status=429, retry_after=2, times=1)`); use it in a `with` block to remove it after."""
        answer = self._admin("POST", "/faults", fault_rule(kind, match, fields))
        return self._fault(answer["fault"])

    def scenario(self, name: str, faults: list[dict], description: str | None = None) -> list[Fault]:
        """Loads a named sequence of fault rules (JSON spelling, as in a scenario file)."""
        body = {"name": name, "faults": faults, **({"description": description} if description else {})}
        return [self._fault(view) for view in self._admin("POST", "/scenarios", body)["faults"]]

    def faults(self) -> list[dict]:
        """The active faults of this namespace, with how often each matched and fired."""
        return self._admin("GET", "/faults")["faults"]

    def clear_faults(self) -> None:
        """Removes every fault of this namespace."""
        self._admin("DELETE", "/faults")

    def reset(self) -> None:
        """Forgets this test's journal, faults, replay cursors and clock, and its user's logs and agents."""
        self._admin("POST", "/reset", {"scope": "namespace"})
        self._admin("POST", "/reset", {"scope": "user"})

    def _fault(self, view: dict) -> Fault:
        def state(fault_id: str) -> dict | None:
            return next((fault for fault in self.faults() if fault["id"] == fault_id), None)

        return Fault(view, lambda fault_id: self._admin("DELETE", f"/faults/{fault_id}"), state)

    def __repr__(self) -> str:
        return f"SwarmsLocal(url={self.url!r}, mode={self.mode!r}, seed={self.seed})"
