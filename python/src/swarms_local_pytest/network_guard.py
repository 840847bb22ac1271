"""An opt-in guard that fails a test whose code connects anywhere but loopback (socket level: every client library)."""

from __future__ import annotations

import ipaddress
import socket
from typing import Any, Iterable

#: Host names that always mean this machine.
LOCAL_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"}


class NetworkBlockedError(RuntimeError):
    """A test tried to reach a host the network guard does not allow; not an OSError, so retry loops do not swallow it."""


def is_loopback(host: Any) -> bool:
    """Whether a host (name or address) is this machine."""
    if host in (None, "", b""):
        return True
    if isinstance(host, bytes):
        host = host.decode()
    name = str(host).lower().rstrip(".")
    if name in LOCAL_NAMES or name.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(name.split("%")[0])
    except ValueError:
        return False
    mapped = getattr(address, "ipv4_mapped", None)
    return address.is_loopback or address.is_unspecified or (mapped is not None and mapped.is_loopback)


class NetworkGuard:
    """Patches socket connections and name lookups while a test runs; records what it blocked."""

    def __init__(self) -> None:
        self._allowed: set[str] = set()
        #: "host:port" of each blocked attempt, in order.
        self.blocked: list[str] = []
        self._saved: tuple | None = None

    def message(self, target: str) -> str:
        """What a blocked attempt says: the host, and how to allow it."""
        host = target.rsplit(":", 1)[0] if target.count(":") == 1 else target
        return (
            f"swarms-local network guard: this test tried to connect to {target}; only loopback is allowed "
            "(--swarms-local-block-network is on). Point the client at swarms_local.url, or allow the host: "
            f"@pytest.mark.swarms_local(allow_hosts=[{host!r}]) or --swarms-local-allow-host {host}."
        )

    def _check(self, host: Any, port: Any) -> None:
        __tracebackhide__ = True  # pytest shows the test's line, not the guard's insides
        if is_loopback(host):
            return
        name = host.decode() if isinstance(host, bytes) else str(host)
        if name.lower() in self._allowed:
            return
        target = f"{name}:{port}" if port not in (None, "", 0) else name
        self.blocked.append(target)
        raise NetworkBlockedError(self.message(target))

    def _allow_addresses_of(self, host: Any, answers: list) -> None:
        """An allowed host name allows the addresses it resolves to: clients look a name up, then connect to an address."""
        name = host.decode() if isinstance(host, bytes) else str(host)
        if name.lower() in self._allowed:
            self._allowed.update(str(answer[4][0]).lower() for answer in answers)

    def start(self, allowed: Iterable[str]) -> None:
        """Blocks non-loopback connections and look-ups until stop(), except to `allowed` hosts."""
        self._allowed = {host.lower() for host in allowed}
        self.blocked = []
        original_connect, original_connect_ex, original_getaddrinfo = socket.socket.connect, socket.socket.connect_ex, socket.getaddrinfo
        self._saved = (original_connect, original_connect_ex, original_getaddrinfo)
        guard = self

        def checked(sock: socket.socket, address: Any) -> None:
            __tracebackhide__ = True
            if sock.family in (socket.AF_INET, socket.AF_INET6) and isinstance(address, tuple):
                guard._check(address[0], address[1])

        def connect(sock: socket.socket, address: Any) -> None:
            __tracebackhide__ = True
            checked(sock, address)
            return original_connect(sock, address)

        def connect_ex(sock: socket.socket, address: Any) -> int:
            __tracebackhide__ = True
            checked(sock, address)
            return original_connect_ex(sock, address)

        def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> list:
            __tracebackhide__ = True
            guard._check(host, port)
            answers = original_getaddrinfo(host, port, *args, **kwargs)
            guard._allow_addresses_of(host, answers)
            return answers

        socket.socket.connect = connect  # type: ignore[method-assign]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]
        socket.getaddrinfo = getaddrinfo  # type: ignore[assignment]

    def stop(self) -> None:
        """Restores the socket module."""
        if self._saved is not None:
            socket.socket.connect, socket.socket.connect_ex, socket.getaddrinfo = self._saved  # type: ignore[method-assign]
            self._saved = None
