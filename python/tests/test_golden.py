"""Golden runs: written when missing, compared with the server's diff, rewritten by option, argument or variable."""

import json

import httpx
import pytest

from swarms_local_pytest import UPDATE_GOLDEN_ENV, RunAssertionError, assert_matches_golden, compare_with_golden


def fresh_run(swarms_local, *names):
    """A SequentialWorkflow of `names` on a reset namespace with a frozen clock: the same request gives the same run."""
    swarms_local.reset()
    swarms_local.clock.freeze("2026-03-01T09:00:00Z")
    body = {"name": "team", "swarm_type": "SequentialWorkflow", "task": "Summarise battery storage.", "max_loops": 1, "agents": [{"agent_name": name, "model_name": "gpt-4.1", "max_tokens": 40} for name in names]}
    assert httpx.post(f"{swarms_local.url}/v1/swarm/completions", json=body, headers={"x-api-key": swarms_local.api_key}, timeout=60).status_code == 200
    return swarms_local.run()


@pytest.fixture(autouse=True)
def no_update_no_ci(monkeypatch):
    """Golden comparisons as on a developer's machine: neither the update variable nor CI set."""
    monkeypatch.delenv(UPDATE_GOLDEN_ENV, raising=False)
    monkeypatch.delenv("CI", raising=False)


def test_a_missing_golden_file_is_written_with_the_runs_record_and_no_ids_or_timestamps(swarms_local, tmp_path):
    run = fresh_run(swarms_local, "Planner", "Writer")
    path = tmp_path / "golden" / "team.json"
    assert compare_with_golden(run, path).status == "written"
    text = path.read_text()
    assert text == run.record_text and text.endswith("\n")
    assert json.loads(text)["agents"] == ["Planner", "Writer"]
    for leaked in (run.id, run.job_id, "2026-03-01", "latencyMs", "startedAt"):
        assert leaked not in text


def test_the_same_request_replayed_matches_its_golden_file(swarms_local, tmp_path):
    path = tmp_path / "team.json"
    assert_matches_golden(fresh_run(swarms_local, "Planner", "Writer"), path)
    outcome = compare_with_golden(fresh_run(swarms_local, "Planner", "Writer"), path)
    assert (outcome.status, outcome.passed, outcome.diff.identical) == ("matched", True, True)


def test_a_run_that_differs_fails_with_the_diff_golden_to_this_run(swarms_local, tmp_path):
    path = tmp_path / "team.json"
    assert_matches_golden(fresh_run(swarms_local, "Planner", "Writer"), path)
    changed = fresh_run(swarms_local, "Planner", "Writer", "Critic")
    with pytest.raises(RunAssertionError) as failure:
        assert_matches_golden(changed, path)
    message = str(failure.value)
    assert message.startswith(f"The run differs from golden run {path} (rewrite it with {UPDATE_GOLDEN_ENV}=1, or pytest --swarms-local-update-golden):\ngolden → this run:")
    assert "agents added: Critic" in message
    # The file is untouched until asked.
    assert json.loads(path.read_text())["agents"] == ["Planner", "Writer"]


def test_update_by_argument_or_variable_rewrites_the_file(swarms_local, tmp_path, monkeypatch):
    path = tmp_path / "team.json"
    assert_matches_golden(fresh_run(swarms_local, "Planner"), path)
    assert compare_with_golden(fresh_run(swarms_local, "Writer"), path, update=True).status == "written"
    assert json.loads(path.read_text())["agents"] == ["Writer"]
    monkeypatch.setenv(UPDATE_GOLDEN_ENV, "1")
    assert_matches_golden(fresh_run(swarms_local, "Critic"), path)
    assert json.loads(path.read_text())["agents"] == ["Critic"]


def test_under_ci_a_missing_golden_file_fails_instead_of_being_written(swarms_local, tmp_path, monkeypatch):
    monkeypatch.setenv("CI", "true")
    path = tmp_path / "team.json"
    with pytest.raises(RunAssertionError, match="does not exist, and CI is set"):
        assert_matches_golden(fresh_run(swarms_local, "Planner"), path)
    assert not path.exists()


def test_a_file_that_is_not_a_golden_run_is_refused_saying_how_to_rewrite_it(swarms_local, tmp_path):
    run = fresh_run(swarms_local, "Planner")
    broken, foreign = tmp_path / "broken.json", tmp_path / "foreign.json"
    broken.write_text("{not json")
    foreign.write_text('{"endpoint": "/v1/swarm/completions"}')
    with pytest.raises(RunAssertionError, match=f"not a golden file this helper wrote .*; rewrite it with {UPDATE_GOLDEN_ENV}=1"):
        assert_matches_golden(run, broken)
    with pytest.raises(RunAssertionError, match="it lacks agents, tokens, cost, steps"):
        assert_matches_golden(run, foreign)
