"""One swarms-local process: started on a free port with an in-memory store, stopped with its whole process group."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from .command import failure_hint
from .errors import SwarmsLocalError

#: The CLI's first stdout line, made to be parsed: `swarms-local listening on http://127.0.0.1:PORT mode=… db=… auth=…`.
BANNER = re.compile(r"^swarms-local listening on (http://\S+)", re.MULTILINE)

#: Seconds a stopping server gets to drain before it is killed.
STOP_GRACE_SECONDS = 10


@dataclass(frozen=True)
class ServerSettings:
    """What a server is started with; tests asking for the same settings share a server."""

    seed: int = 0
    #: synthetic, replay, record, replay-or-synthetic or live.
    mode: str = "synthetic"
    #: The fixtures folder of record/replay (absolute).
    fixtures: str | None = None
    #: A swarms-local config file (JSON or YAML; absolute), e.g. routes to a backend to record from.
    config: str | None = None

    def arguments(self) -> list[str]:
        """The CLI flags: loopback, a free port, an in-memory database, the admin plane on."""
        arguments = ["--host", "127.0.0.1", "--port", "0", "--db", ":memory:", "--seed", str(self.seed), "--mode", self.mode]
        if self.fixtures:
            arguments += ["--fixtures", self.fixtures]
        if self.config:
            arguments += ["--config", self.config]
        return arguments


def _die_with_parent() -> None:
    """In the child, on Linux: SIGTERM when the process that started it dies, even by SIGKILL (no orphans)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _group_has_live_members(group: int) -> bool:
    """Whether a process group has a member that is not a zombie (Linux: /proc; elsewhere, any member counts)."""
    proc = Path("/proc")
    if not proc.is_dir():
        return True
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        # After the command's closing parenthesis: state, ppid, pgrp.
        if int(fields[2]) == group and fields[0] != "Z":
            return True
    return False


class LocalServer:
    """A running swarms-local; its output goes to a log file shown when it fails."""

    def __init__(self, command: list[str], settings: ServerSettings, cwd: Path, startup_timeout: float):
        self.settings = settings
        self.command = [*command, *settings.arguments()]
        self._log = tempfile.NamedTemporaryFile(prefix="swarms-local-", suffix=".log", delete=False)
        # The parent-death signal is tied to the starting thread: only the main thread's lifetime is the process's.
        on_linux_main_thread = os.name == "posix" and threading.current_thread() is threading.main_thread() and os.uname().sysname == "Linux"
        self._process = subprocess.Popen(
            self.command,
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            # Its own process group: Ctrl-C in the terminal reaches pytest, which stops the server in order,
            # and stop() signals the whole group (npx does not pass signals on to the server it starts).
            start_new_session=True,
            preexec_fn=_die_with_parent if on_linux_main_thread else None,
        )
        #: Base URL of the server, e.g. http://127.0.0.1:53412.
        self.url = self._wait_for_banner(startup_timeout)

    @property
    def pid(self) -> int:
        """The process id of what was started (npx, or the server itself)."""
        return self._process.pid

    def log(self) -> str:
        """Everything the server printed so far."""
        return Path(self._log.name).read_text(errors="replace")

    def running(self) -> bool:
        """Whether the process is still alive."""
        return self._process.poll() is None

    @property
    def exit_code(self) -> int | None:
        """How the process ended (negative: the signal that ended it), or None while it runs."""
        return self._process.poll()

    def _wait_for_banner(self, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while True:
            found = BANNER.search(self.log())
            if found:
                return found.group(1)
            exit_code = self._process.poll()
            if exit_code is not None:
                self._fail(f"exited with code {exit_code} before listening")
            if time.monotonic() > deadline:
                self._fail(f"did not print its listening line within {timeout:g} s (--swarms-local-timeout raises the limit)")
            time.sleep(0.05)

    def _fail(self, what: str) -> None:
        log = self.log().strip() or "(it printed nothing)"
        self.stop()
        raise SwarmsLocalError(f"swarms-local {what}.\ncommand: {' '.join(self.command)}\nits output:\n{log}{failure_hint(self.command)}")

    def stop(self) -> None:
        """SIGTERM to its process group, SIGKILL after the grace period; idempotent.

        The group is signalled even when the process started has exited already: npx (or a wrapper script)
        may end while the server it started, in the same group, still runs.
        """
        if self._group_alive():
            self._signal(signal.SIGTERM)
            deadline = time.monotonic() + STOP_GRACE_SECONDS
            while self._group_alive() and time.monotonic() < deadline:
                time.sleep(0.05)
            if self._group_alive():
                self._signal(signal.SIGKILL)
        self._process.wait()
        if not self._log.closed:
            self._log.close()
            os.unlink(self._log.name)

    def _group_alive(self) -> bool:
        """Whether any process of the server's group still runs (the process started, once reaped, no longer counts)."""
        self._process.poll()
        try:
            os.killpg(self._process.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        # The group leader, exited but not yet reaped, keeps the group alive as a zombie: it is not a process that runs.
        return self._process.returncode is None or _group_has_live_members(self._process.pid)

    def _signal(self, number: int) -> None:
        try:
            os.killpg(self._process.pid, number)
        except ProcessLookupError:
            pass
