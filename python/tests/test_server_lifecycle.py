"""The session's server: started once, stopped at the end (also on Ctrl-C and when pytest is killed), explained when it cannot start."""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from swarms_local_pytest import LocalServer, ServerSettings, SwarmsLocalError
from swarms_local_pytest.command import find_command
from swarms_local_pytest.pool import ServerPool

RECORD_SERVER = """
import json, pathlib

def test_{name}(swarms_local):
    with open({out!r}, "a") as out:
        out.write(json.dumps({{"url": swarms_local.server_url, "pid": swarms_local.server.pid}}) + "\\n")
"""


def gone(pid: int) -> bool:
    """Whether a process no longer runs (a zombie waiting for its reaper counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in state


def wait_until(condition, what: str, seconds: float = 30) -> None:
    """Waits for a condition (not a timing assertion: the deadline only stops a hung suite)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting: {what}"
        time.sleep(0.05)


def test_one_server_serves_the_session_and_is_stopped_at_its_end(inner, tmp_path):
    out = tmp_path / "servers.jsonl"
    inner.makepyfile(test_a=RECORD_SERVER.format(name="a", out=str(out)), test_b=RECORD_SERVER.format(name="b", out=str(out)))
    inner.runpytest_subprocess().assert_outcomes(passed=2)
    seen = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(seen) == 2 and seen[0] == seen[1]
    assert gone(seen[0]["pid"])


def test_ctrl_c_in_a_test_still_stops_the_server(inner, tmp_path):
    out = tmp_path / "servers.jsonl"
    inner.makepyfile(RECORD_SERVER.format(name="interrupted", out=str(out)) + "    raise KeyboardInterrupt\n")
    result = inner.runpytest_subprocess()
    assert result.ret == 2
    result.stdout.fnmatch_lines(["*KeyboardInterrupt*"])
    assert gone(json.loads(out.read_text())["pid"])


def test_a_killed_pytest_takes_its_server_with_it(inner, tmp_path):
    out = tmp_path / "servers.jsonl"
    never = tmp_path / "never"
    inner.makepyfile(RECORD_SERVER.format(name="hangs", out=str(out)) + f"    import time, os\n    while not os.path.exists({str(never)!r}): time.sleep(0.05)\n")
    process = subprocess.Popen([sys.executable, "-m", "pytest", "-p", "swarms_local_pytest.plugin"], cwd=inner.path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # The file exists from open() on; the line lands at close: wait for the whole line.
        wait_until(lambda: out.exists() and out.read_text().endswith("\n"), "the inner test to record its server")
        pid = json.loads(out.read_text())["pid"]
        assert not gone(pid)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    wait_until(lambda: gone(pid), f"server {pid} to exit after pytest was killed")


def test_a_server_that_cannot_start_fails_with_its_own_output_and_is_tried_once(tmp_path):
    attempts = tmp_path / "attempts"
    broken = tmp_path / "broken-swarms-local"
    broken.write_text(f"#!/bin/sh\necho start >> {attempts}\necho 'swarms-local: port 8000 is taken by another process' >&2\nexit 3\n")
    broken.chmod(0o755)
    pool = ServerPool(lambda: [str(broken)], tmp_path, startup_timeout=60)
    for _ in range(2):
        with pytest.raises(SwarmsLocalError) as failure:
            pool.get(ServerSettings())
        lines = str(failure.value).splitlines()
        assert lines[0] == "swarms-local exited with code 3 before listening."
        assert lines[1].startswith(f"command: {broken} --host 127.0.0.1 --port 0 --db :memory:")
        assert lines[2:] == ["its output:", "swarms-local: port 8000 is taken by another process"]
    assert attempts.read_text().splitlines() == ["start"]


def test_a_config_the_server_refuses_shows_the_servers_reason(inner):
    inner.makefile(".json", bad='{"baseUrl": "http://example.com"}')
    inner.makepyfile("import pytest\n\n@pytest.mark.swarms_local(config='bad.json')\ndef test_one(swarms_local): pass\n")
    result = inner.runpytest_subprocess()
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*swarms-local exited with code 1 before listening.", "*baseUrl*"])


def test_no_swarms_local_anywhere_says_every_way_to_provide_it(tmp_path, monkeypatch):
    monkeypatch.delenv("PYTEST_SWARMS_LOCAL_BIN")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(SwarmsLocalError, match=r"^swarms-local was not found\. Install it in this project .* or name it with --swarms-local-bin PATH or \$PYTEST_SWARMS_LOCAL_BIN"):
        find_command(None, tmp_path)


def test_a_checkout_folder_is_a_valid_swarms_local_bin(inner, monkeypatch, repository):
    monkeypatch.delenv("PYTEST_SWARMS_LOCAL_BIN")
    inner.makepyfile("def test_one(swarms_local):\n    assert swarms_local.info()['name'] == 'swarms-local'\n")
    inner.runpytest_subprocess(f"--swarms-local-bin={repository}").assert_outcomes(passed=1)


def test_npx_without_swarms_local_in_the_project_adds_the_ways_to_provide_it(tmp_path, monkeypatch):
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "npx").write_text("#!/bin/sh\necho 'npm error could not determine executable to run' >&2\nexit 1\n")
    (tools / "npx").chmod(0o755)
    monkeypatch.delenv("PYTEST_SWARMS_LOCAL_BIN")
    monkeypatch.setenv("PATH", str(tools))
    command = find_command(None, tmp_path)
    assert command == [str(tools / "npx"), "--no-install", "--offline", "swarms-local"]
    with pytest.raises(SwarmsLocalError) as failure:
        LocalServer(command, ServerSettings(), tmp_path, startup_timeout=60)
    assert "its output:\nnpm error could not determine executable to run\nnpx could not run swarms-local from this project. Install it" in str(failure.value)


def test_a_server_that_dies_under_a_test_adds_its_output_to_the_failure_and_the_next_test_gets_a_new_one(inner):
    inner.makepyfile(
        """
import os, signal, time, urllib.request

def test_server_dies(swarms_local):
    os.kill(swarms_local.server.pid, signal.SIGKILL)
    while swarms_local.server.running():
        time.sleep(0.01)
    urllib.request.urlopen(swarms_local.url + "/v1/models")

def test_after_it_gets_a_new_server(swarms_local):
    assert swarms_local.info()["name"] == "swarms-local"
"""
    )
    result = inner.runpytest_subprocess()
    result.assert_outcomes(failed=1, passed=1)
    result.stdout.fnmatch_lines(["*swarms-local exited (code -9); its output*", "swarms-local listening on http://127.0.0.1:*"])


# Starts a long-lived process in its group, says its pid and the listening line, and exits: as npx may, leaving the server.
WRAPPER = 'sleep 600 & echo "left behind $!"; echo "swarms-local listening on http://127.0.0.1:9"'


def test_stop_signals_the_process_group_after_the_process_it_started_has_exited(tmp_path):
    server = LocalServer(["sh", "-c", WRAPPER], ServerSettings(), tmp_path, startup_timeout=30)
    left_behind = int(re.search(r"left behind (\d+)", server.log()).group(1))
    try:
        server._process.wait(30)
        assert not gone(left_behind)
        server.stop()
        assert gone(left_behind)
    finally:
        if not gone(left_behind):
            os.kill(left_behind, 9)


def test_an_npm_bin_link_is_run_as_node_on_its_script(tmp_path, repository, monkeypatch):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not on PATH")
    bin_folder = tmp_path / "node_modules" / ".bin"
    bin_folder.mkdir(parents=True)
    (bin_folder / "swarms-local").symlink_to(repository / "bin" / "swarms-local.js")
    monkeypatch.delenv("PYTEST_SWARMS_LOCAL_BIN")
    script = str((repository / "bin" / "swarms-local.js").resolve())
    assert find_command(None, tmp_path) == [node, script]
    # A parent folder's install, which npx would have found, is run the same way rather than through npx.
    project = tmp_path / "packages" / "app"
    project.mkdir(parents=True)
    assert find_command(None, project) == [node, script]
