"""The opt-in network guard: loopback passes, anything else fails the test naming the host and the way to allow it."""

import socket

import pytest

from swarms_local_pytest.network_guard import NetworkBlockedError, NetworkGuard, is_loopback

GUARDED_TESTS = """
import socket, httpx, pytest

def test_reaches_out():
    socket.create_connection(("api.openai.com", 443), timeout=1)

def test_swallows_the_error():
    try:
        httpx.get("https://api.swarms.world/health")
    except Exception:
        pass

def test_talks_to_swarms_local(swarms_local):
    assert swarms_local.request("GET", "/health")

def test_connects_to_an_address():
    sock = socket.socket()
    try:
        sock.connect(("203.0.113.9", 80))
    finally:
        sock.close()
"""


def test_a_test_connecting_beyond_loopback_fails_naming_the_host_and_how_to_allow_it(inner):
    inner.makepyfile(GUARDED_TESTS)
    result = inner.runpytest_subprocess("--swarms-local-block-network")
    result.assert_outcomes(passed=1, failed=3)
    output = result.stdout.str()
    assert (
        "NetworkBlockedError: swarms-local network guard: this test tried to connect to api.openai.com:443; only loopback is allowed "
        "(--swarms-local-block-network is on). Point the client at swarms_local.url, or allow the host: "
        "@pytest.mark.swarms_local(allow_hosts=['api.openai.com']) or --swarms-local-allow-host api.openai.com." in output
    )
    # The traceback ends at the test's own line, not inside the guard.
    assert "network_guard.py" not in output
    # Caught and swallowed by the code under test, the attempt still fails the test.
    result.stdout.fnmatch_lines(["*_ test_swallows_the_error _*", "swarms-local network guard: this test tried to connect to api.swarms.world:443;*"])
    assert "tried to connect to 203.0.113.9:80;" in output


def test_the_guard_is_off_unless_asked_for():
    # This suite runs without --swarms-local-block-network.
    assert socket.getaddrinfo.__module__ == "socket"
    assert socket.socket.connect.__qualname__ == "socket.connect"


def test_the_ini_setting_turns_it_on_and_a_marker_allows_a_host(inner):
    inner.makeini("[pytest]\naddopts = -p swarms_local_pytest.plugin\nswarms_local_block_network = true\n")
    inner.makepyfile(
        """
import socket, pytest

# Every name resolves to loopback here, so nothing this file looks up leaves the machine.
resolve = socket.getaddrinfo
socket.getaddrinfo = lambda host, port, *args, **kwargs: resolve("127.0.0.1", port, *args, **kwargs)

@pytest.mark.swarms_local(allow_hosts=["allowed.example"])
def test_allowed_host():
    assert socket.getaddrinfo("allowed.example", 80)

def test_other_host():
    socket.getaddrinfo("example.com", 80)
"""
    )
    result = inner.runpytest_subprocess()
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*_ test_other_host _*", "E *NetworkBlockedError: *tried to connect to example.com:80;*"])


def test_an_allowed_host_name_can_be_connected_to_at_the_addresses_it_resolves_to(inner):
    inner.makepyfile(
        """
import socket, pytest

# allowed.example resolves to a documentation address, and connecting records the address instead of leaving the machine.
resolve = socket.getaddrinfo
socket.getaddrinfo = lambda host, port, *args, **kwargs: (
    [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("203.0.113.7", port))] if host == "allowed.example" else resolve(host, port, *args, **kwargs)
)
connected = []
socket.socket.connect = lambda sock, address: connected.append(address)

@pytest.mark.swarms_local(allow_hosts=["allowed.example"])
def test_allowed_host():
    socket.create_connection(("allowed.example", 80)).close()
    assert connected == [("203.0.113.7", 80)]

def test_same_address_without_the_allowance():
    socket.socket().connect(("203.0.113.7", 80))
"""
    )
    result = inner.runpytest_subprocess("--swarms-local-block-network")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*_ test_same_address_without_the_allowance _*", "*tried to connect to 203.0.113.7:80;*"])


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "0.0.0.0", "app.localhost", None])
def test_loopback_names_and_addresses_are_loopback(host):
    assert is_loopback(host)


@pytest.mark.parametrize("host", ["example.com", "10.0.0.1", "203.0.113.9", "::ffff:10.0.0.1", "localhost.example.com"])
def test_other_names_and_addresses_are_not(host):
    assert not is_loopback(host)


def test_stop_restores_the_socket_module():
    saved = (socket.socket.connect, socket.socket.connect_ex, socket.getaddrinfo)
    guard = NetworkGuard()
    guard.start([])
    with pytest.raises(NetworkBlockedError):
        socket.getaddrinfo("example.com", 443)
    guard.stop()
    assert (socket.socket.connect, socket.socket.connect_ex, socket.getaddrinfo) == saved
    assert guard.blocked == ["example.com:443"]
