"""What a test gets as `swarms_local`: its own namespace and user on a running server, and the admin plane of both."""

from __future__ import annotations

import hashlib
import urllib.parse
from functools import lru_cache
from typing import Any, Mapping, Optional, Union

from . import admin
from .clock import Clock, Instant, iso
from .faults import Fault, RuleFields, RuleInput, Stub, merged_rule, rule_body
from .journal import JournalNode
from .runs import RunDiff, RunView
from .server import LocalServer

#: Where the admin plane lives.
ADMIN = "/_swarms-local"


@lru_cache(maxsize=None)
def _rule_fields(server_url: str) -> Optional[RuleFields]:
    """The rule fields of the server at this URL (one look at its OpenAPI document per server)."""
    return RuleFields.from_openapi(admin.call(server_url, "GET", "/openapi.json", {}))


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
        __tracebackhide__ = True
        return admin.call(self.server_url, method, f"{ADMIN}{path}", self.headers, body, query)

    def request(self, method: str, path: str, body: Any = None) -> Any:
        """A JSON call to the API in this namespace, as this test's user (`request("GET", "/v1/models")`)."""
        __tracebackhide__ = True
        return admin.call(self.server_url, method, path, self.headers, body)

    def info(self) -> dict:
        """Version, mode, store, namespace and user as the server sees this test."""
        __tracebackhide__ = True
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
        __tracebackhide__ = True
        query = {"endpoint": endpoint, "status": status, "job_id": job_id, "agent": agent, "model": model, "since": None if since is None else iso(since), "limit": limit}
        return [JournalNode.from_json(node) for node in self._admin("GET", "/journal", query=query)["requests"]]

    def fault(self, kind: Union[str, RuleInput], *, match: Mapping[str, Any] | None = None, **fields: Any) -> Fault:
        """Injects a fault, given as keywords (`fault("http-status", status=429, retry_after=2, times=1)`), as a rule
        dict (`fault({"kind": "http-status", "status": 429})`), or both; use it in a `with` block to remove it after."""
        __tracebackhide__ = True
        rule = merged_rule(kind, {"match": match, **fields}, "fault()", "kind")
        if "kind" not in rule:
            raise TypeError("fault() needs a kind: fault(\"http-status\", status=429) or fault({\"kind\": \"http-status\", ...}).")
        fields_known = _rule_fields(self.server_url)
        body = rule_body("fault()", rule, fields_known, fields_known.fault if fields_known else None)
        answer = self._admin("POST", "/faults", body)
        return self._rule(Fault, answer["fault"], "/faults", self.faults)

    def stub(self, text: Union[str, RuleInput, None] = None, *, match: Mapping[str, Any] | None = None, **fields: Any) -> Stub:
        """Answers calls that match with canned text or tool calls instead of the model's
        (`stub("Rain all week.", match={"agent": "Forecaster"}, times=1)`, or a rule dict); a `with` block removes it after."""
        __tracebackhide__ = True
        rule = merged_rule(text, {"match": match, **fields}, "stub()", "text")
        fields_known = _rule_fields(self.server_url)
        body = rule_body("stub()", rule, fields_known, fields_known.stub if fields_known else None)
        return self._rule(Stub, self._admin("POST", "/stubs", body)["stub"], "/stubs", self.stubs)

    def stubs(self) -> list[dict]:
        """The stubs of this namespace, with how many calls each matched (`matched_calls`) and answered (`fired`)."""
        __tracebackhide__ = True
        return self._admin("GET", "/stubs")["stubs"]

    def remove_stub(self, stub_id: Optional[str] = None) -> int:
        """Removes one stub by id, or every stub of this namespace; returns how many went."""
        __tracebackhide__ = True
        return self._admin("DELETE", "/stubs" if stub_id is None else f"/stubs/{urllib.parse.quote(stub_id, safe='')}")["removed"]

    def run(self, run_id: str = "last") -> RunView:
        """A run of this namespace as a typed view, by job id, journal id or log id; the newest run by default."""
        __tracebackhide__ = True
        key = urllib.parse.quote(run_id, safe="")
        answer = self._admin("GET", f"/runs/{key}/view")
        return RunView.from_json(answer, lambda golden: self._admin("POST", f"/runs/{key}/compare", {"golden": golden}))

    def diff(self, a: str, b: str) -> RunDiff:
        """What changed from run `a` to run `b` (job ids, journal ids, log ids or "last"); `str()` of it is the text."""
        __tracebackhide__ = True
        answer = self._admin("GET", "/runs/diff", query={"a": a, "b": b})
        return RunDiff.from_json(answer["diff"], answer["text"])

    def scenario(self, name: str, faults: list[RuleInput], description: str | None = None) -> list[Fault]:
        """Loads a named sequence of fault rules (dicts as `fault()` takes them: a scenario file's JSON, or snake_case keys)."""
        __tracebackhide__ = True
        known = _rule_fields(self.server_url)
        rules = [rule_body(f"scenario {name!r}, rule {index + 1},", rule, known, known.fault if known else None) for index, rule in enumerate(faults)]
        body = {"name": name, "faults": rules, **({"description": description} if description else {})}
        return [self._rule(Fault, view, "/faults", self.faults) for view in self._admin("POST", "/scenarios", body)["faults"]]

    def faults(self) -> list[dict]:
        """The active faults of this namespace, with how often each matched and fired."""
        __tracebackhide__ = True
        return self._admin("GET", "/faults")["faults"]

    def clear_faults(self) -> None:
        """Removes every fault of this namespace."""
        __tracebackhide__ = True
        self._admin("DELETE", "/faults")

    def reset(self) -> None:
        """Forgets this test's journal, faults, replay cursors and clock, and its user's logs and agents."""
        __tracebackhide__ = True
        self._admin("POST", "/reset", {"scope": "namespace"})
        self._admin("POST", "/reset", {"scope": "user"})

    def _rule(self, kind: Any, view: dict, path: str, listed: Any) -> Any:
        """A Fault or Stub for a rule the server added, removed through `path` and counted from `listed()`."""

        def state(rule_id: str) -> dict | None:
            return next((rule for rule in listed() if rule["id"] == rule_id), None)

        def remove(rule_id: str) -> None:
            __tracebackhide__ = True
            self._admin("DELETE", f"{path}/{rule_id}")

        return kind(view, remove, state)

    def __repr__(self) -> str:
        return f"SwarmsLocal(url={self.url!r}, mode={self.mode!r}, seed={self.seed})"
