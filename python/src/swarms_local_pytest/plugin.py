"""The pytest plugin: options, the `swarms_local` marker, the server and per-test fixtures, the network guard."""

from __future__ import annotations

import itertools
import os
import re
from typing import Iterator

import pytest

from . import golden
from .command import find_command
from .errors import SwarmsLocalError
from .golden import UPDATE_GOLDEN_ENV
from .handle import SwarmsLocal
from .network_guard import NetworkGuard
from .pool import ServerPool
from .server import LocalServer, ServerSettings
from .settings import marker_arguments, session_defaults, settings_for

POOL = pytest.StashKey[ServerPool]()
GUARD = pytest.StashKey[NetworkGuard]()
# Numbers the tests of this process, so two tests never share a namespace even with the same name.
_test_numbers = itertools.count(1)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("swarms-local", "swarms-local (a local Swarms API server for tests)")
    group.addoption("--swarms-local-bin", metavar="PATH", help="the swarms-local command, bin/swarms-local.js of a checkout, or the checkout's folder (default: $PYTEST_SWARMS_LOCAL_BIN, ./node_modules/.bin, PATH, npx)")
    group.addoption("--swarms-local-timeout", type=float, default=60.0, metavar="SECONDS", help="how long a server may take to start (default 60)")
    group.addoption("--swarms-local-seed", type=int, default=0, metavar="N", help="seed of synthetic answers and ids for tests without a marker (default 0)")
    group.addoption("--swarms-local-mode", default="synthetic", metavar="MODE", help="provider mode for tests without a marker: synthetic, replay, record, replay-or-synthetic, live")
    group.addoption("--swarms-local-fixtures", metavar="DIR", help="fixtures folder of record/replay for tests without a marker")
    group.addoption("--swarms-local-config", metavar="FILE", help="a swarms-local config file (JSON/YAML) for tests without a marker, e.g. routes to record from")
    group.addoption("--swarms-local-update-golden", action="store_true", default=False, help=f"rewrite golden run files instead of comparing with them (as ${UPDATE_GOLDEN_ENV}=1 does)")
    group.addoption("--swarms-local-block-network", action="store_true", default=None, help="fail a test whose code connects anywhere but loopback")
    group.addoption("--swarms-local-allow-host", action="append", default=[], metavar="HOST", help="a host the network guard lets through (repeatable)")
    parser.addini("swarms_local_block_network", type="bool", default=False, help="same as --swarms-local-block-network")
    parser.addini("swarms_local_allow_hosts", type="linelist", default=[], help="hosts the network guard lets through")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "swarms_local(seed=0, mode='synthetic', fixtures=None, config=None, allow_hosts=()): the server settings of this test "
        "(tests with the same settings share a server) and hosts the network guard lets through",
    )
    golden.update_by_default(config.getoption("swarms_local_update_golden"))
    rootdir = config.rootpath
    config.stash[POOL] = ServerPool(lambda: find_command(config.getoption("swarms_local_bin"), rootdir), rootdir, config.getoption("swarms_local_timeout"))


def pytest_unconfigure(config: pytest.Config) -> None:
    if POOL in config.stash:
        config.stash[POOL].stop_all()


def _started(config: pytest.Config, settings: ServerSettings) -> LocalServer:
    """The pool's server with these settings; a failed start fails the test with the server's own output."""
    try:
        return config.stash[POOL].get(settings)
    except SwarmsLocalError as error:
        problem = str(error)
    pytest.fail(problem, pytrace=False)


@pytest.fixture(scope="session")
def swarms_local_server(request: pytest.FixtureRequest) -> LocalServer:
    """The session's swarms-local with the command line's settings (one per xdist worker); tests use `swarms_local`."""
    return _started(request.config, session_defaults(request.config))


def _namespace(item: pytest.Item) -> str:
    """t<number>.<xdist worker>.<test name>, cut to the 64 characters a namespace may have."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", item.name)
    return f"t{next(_test_numbers)}.{worker}.{name}"[:64]


@pytest.fixture
def swarms_local(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[SwarmsLocal]:
    """This test's namespace and user on swarms-local; SWARMS_API_KEY, SWARMS_CLIENT_BASE_URL, OPENAI_BASE_URL and OPENAI_API_KEY point at it."""
    server = _started(request.config, settings_for(request.node, session_defaults(request.config)))
    handle = SwarmsLocal(server, _namespace(request.node))
    for name, value in handle.env.items():
        monkeypatch.setenv(name, value)
    yield handle
    # Free what the test left on the shared server; a server that died is reported by the test itself.
    if handle.server.running():
        handle.reset()


def _guard_hosts(item: pytest.Item) -> list[str] | None:
    """The hosts the guard allows for this test, or None when the guard is off."""
    config = item.config
    on = config.getoption("swarms_local_block_network")
    if not (config.getini("swarms_local_block_network") if on is None else on):
        return None
    marked = marker_arguments(item).get("allow_hosts", ())
    return [*config.getoption("swarms_local_allow_host"), *config.getini("swarms_local_allow_hosts"), *([marked] if isinstance(marked, str) else marked)]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    hosts = _guard_hosts(item)
    if hosts is None:
        yield
        return
    guard = item.stash[GUARD] = NetworkGuard()
    guard.start(hosts)
    try:
        yield
    finally:
        guard.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    guard = item.stash.get(GUARD, None)
    # Code that caught the guard's error (a broad except, a retry loop) still fails the test.
    if guard and guard.blocked and report.when == "call" and report.passed:
        report.outcome = "failed"
        report.longrepr = guard.message(guard.blocked[0])
    # A server that died under a test explains the connection errors that follow with its own last words.
    handle = getattr(item, "funcargs", {}).get("swarms_local")
    if report.failed and isinstance(handle, SwarmsLocal) and not handle.server.running():
        report.sections.append((f"swarms-local exited (code {handle.server.exit_code}); its output", handle.server.log()))
