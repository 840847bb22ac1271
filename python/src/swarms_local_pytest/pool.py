"""The servers of one pytest process (a session, or one xdist worker): one per distinct settings, started when first needed."""

from __future__ import annotations

import atexit
from pathlib import Path
from typing import Callable

from .errors import SwarmsLocalError
from .server import LocalServer, ServerSettings


class ServerPool:
    """Starts a server for each distinct ServerSettings on first use and stops them all at the end."""

    def __init__(self, command: Callable[[], list[str]], cwd: Path, startup_timeout: float):
        self._command = command
        self._cwd = cwd
        self._startup_timeout = startup_timeout
        self._servers: dict[ServerSettings, LocalServer] = {}
        # A server that failed to start fails every test asking for it with the same explanation, without retrying.
        self._failures: dict[ServerSettings, SwarmsLocalError] = {}
        # Belt and braces: an interpreter that exits without pytest's session end still stops its servers.
        atexit.register(self.stop_all)

    def get(self, settings: ServerSettings) -> LocalServer:
        """The running server with these settings, started now if it is the first ask."""
        if settings in self._failures:
            raise self._failures[settings]
        server = self._servers.get(settings)
        if server is not None and not server.running():
            # It died under an earlier test, whose report holds its output; the tests after it get a new one.
            server.stop()
            server = None
        if server is None:
            try:
                server = LocalServer(self._command(), settings, self._cwd, self._startup_timeout)
            except SwarmsLocalError as error:
                self._failures[settings] = error
                raise
            self._servers[settings] = server
        return server

    def stop_all(self) -> None:
        """Stops every server this pool started."""
        while self._servers:
            _, server = self._servers.popitem()
            server.stop()
