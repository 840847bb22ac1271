"""Tests never see each other's journal, faults or clock: not in one session, not across xdist workers."""

import json

import pytest

# Each test dirties its namespace, then writes what it saw; run in any order, on any worker.
DIRTYING_TESTS = """
import json, os, httpx, pytest

def run(swarms_local, name):
    body = {{"agent_config": {{"agent_name": name, "max_tokens": 24}}, "task": "Say hello."}}
    return httpx.post(f"{{swarms_local.url}}/v1/agent/completions", json=body, headers={{"x-api-key": swarms_local.api_key}}, timeout=60)

@pytest.mark.parametrize("index", range({count}))
def test_dirty(swarms_local, index):
    seen = {{
        "index": index,
        "worker": os.environ.get("PYTEST_XDIST_WORKER", "main"),
        "server": swarms_local.server_url,
        "namespace": swarms_local.namespace,
        "journal_before": len(swarms_local.journal()),
        "faults_before": len(swarms_local.faults()),
        "frozen_before": swarms_local.clock.frozen,
    }}
    swarms_local.clock.freeze("2030-01-0{{}}T00:00:00Z".format(index % 9 + 1))
    swarms_local.fault("refusal", message="refused " + str(index), match={{"agent": "agent-" + str(index)}})
    answer = run(swarms_local, "agent-" + str(index)).json()
    seen["answer"] = answer["outputs"][0]["content"]
    seen["timestamp"] = answer["timestamp"]
    seen["journal_agents"] = [request.children[0].name for request in swarms_local.journal()]
    with open({out!r}, "a") as out:
        out.write(json.dumps(seen) + "\\n")
"""


def records(path):
    return sorted((json.loads(line) for line in path.read_text().splitlines()), key=lambda seen: seen["index"])


def assert_isolated(seen):
    """Every test started clean and saw only its own request, fault and clock."""
    assert len({record["namespace"] for record in seen}) == len(seen)
    for record in seen:
        index = record["index"]
        assert (record["journal_before"], record["faults_before"], record["frozen_before"]) == (0, 0, False)
        assert record["answer"] == f"refused {index}"
        assert record["timestamp"].startswith(f"2030-01-0{index % 9 + 1}")
        assert record["journal_agents"] == [f"agent-{index}"]


def test_two_tests_of_one_session_share_a_server_but_nothing_else(inner, tmp_path):
    out = tmp_path / "seen.jsonl"
    inner.makepyfile(DIRTYING_TESTS.format(count=2, out=str(out)))
    inner.runpytest_subprocess("-p", "no:xdist").assert_outcomes(passed=2)
    seen = records(out)
    assert len({record["server"] for record in seen}) == 1
    assert_isolated(seen)


def test_xdist_workers_get_a_server_each_and_their_tests_stay_apart(inner, tmp_path):
    pytest.importorskip("xdist")
    out = tmp_path / "seen.jsonl"
    inner.makepyfile(DIRTYING_TESTS.format(count=6, out=str(out)))
    # load sends the first tests to every worker, then the rest as they free up.
    inner.runpytest_subprocess("-n", "2", "--dist", "load").assert_outcomes(passed=6)
    seen = records(out)
    workers = {record["worker"] for record in seen}
    assert workers == {"gw0", "gw1"}
    servers_by_worker = {worker: {record["server"] for record in seen if record["worker"] == worker} for worker in workers}
    assert all(len(servers) == 1 for servers in servers_by_worker.values())
    assert servers_by_worker["gw0"] != servers_by_worker["gw1"]
    assert_isolated(seen)
