"""The run view, the run assertions, run diffs and stubs against the real CLI."""

import re
from unittest.mock import ANY

import httpx
import pytest

from swarms_local_pytest import (
    RunAssertionError,
    RunView,
    Stub,
    SwarmsLocalError,
    assert_agent_called,
    assert_agent_called_before,
    assert_cost_under,
    assert_run_ended,
    assert_tool_called,
    assert_turns_at_most,
)


def post(swarms_local, path, body):
    """A JSON POST in the test's namespace, as the test's user."""
    return httpx.post(f"{swarms_local.url}{path}", json=body, headers={"x-api-key": swarms_local.api_key}, timeout=60)


def agent(name, **extra):
    return {"agent_name": name, "model_name": "gpt-4.1", "max_tokens": 40, **extra}


def sequential(*names, task="Summarise the state of battery storage."):
    return {"name": "team", "swarm_type": "SequentialWorkflow", "task": task, "max_loops": 1, "agents": [agent(name) for name in names]}


def searching(task):
    """One agent with the built-in search tool, whose synthetic answer searches for the task."""
    return {"agent_config": agent("Searcher"), "tools_enabled": ["auto_search"], "task": task}


def test_the_run_view_is_the_newest_run_as_typed_records(swarms_local):
    answer = post(swarms_local, "/v1/swarm/completions", sequential("Planner", "Writer")).json()
    run = swarms_local.run()
    assert isinstance(run, RunView)
    assert (run.job_id, run.swarm_type, run.state, run.status) == (answer["job_id"], "SequentialWorkflow", "succeeded", 200)
    assert run.agent_names == ["Planner", "Writer"]
    assert [turn.agent for turn in run.turns] == ["Planner", "Writer"]
    assert run.tokens.input == answer["usage"]["input_tokens"]
    assert [call.model for call in run.model_calls] == ["gpt-4.1", "gpt-4.1"]
    assert "Planner" in run.picture
    # The repr stays short: assertion explanations show it.
    assert repr(run) == f"RunView({answer['job_id']}, /v1/swarm/completions, succeeded, status=200, agents=['Planner', 'Writer'], cost={run.cost:.6f})"


def test_a_run_is_found_by_its_job_id_and_an_unknown_one_is_refused(swarms_local):
    first = post(swarms_local, "/v1/swarm/completions", sequential("Planner", "Writer")).json()
    post(swarms_local, "/v1/swarm/completions", sequential("Critic"))
    assert swarms_local.run(first["job_id"]).agent_names == ["Planner", "Writer"]
    with pytest.raises(SwarmsLocalError, match="No run nope in namespace"):
        swarms_local.run("nope")


def test_the_run_assertions_pass_on_what_the_run_did(swarms_local):
    post(swarms_local, "/v1/swarm/completions", sequential("Planner", "Writer"))
    run = swarms_local.run()
    assert_agent_called(run, "Writer")
    assert_agent_called(run, "Planner", times=1)
    assert_agent_called_before(run, "Planner", "Writer")
    assert_turns_at_most(run, 1)
    assert_cost_under(run, 1)
    assert_run_ended(run, "succeeded")
    assert_run_ended(run, 200)


def test_a_failed_run_assertion_says_what_was_expected_what_happened_and_shows_the_run(swarms_local):
    post(swarms_local, "/v1/swarm/completions", sequential("Planner", "Writer"))
    run = swarms_local.run()
    with pytest.raises(RunAssertionError) as failure:
        assert_agent_called_before(run, "Writer", "Planner")
    message = str(failure.value)
    assert message.startswith('Expected the run to call agent "Writer" before agent "Planner", but "Writer" first ran at turn 2 and "Planner" at turn 1')
    assert message.endswith(run.picture)
    with pytest.raises(AssertionError, match=r'never called "Editor"; agents called: Planner, Writer\.'):
        assert_agent_called(run, "Editor")
    with pytest.raises(AssertionError, match=r'"Planner" took 1, "Writer" took 1\.'):
        assert_turns_at_most(run, 0)
    with pytest.raises(AssertionError, match=r"end with HTTP status 500, but it ended succeeded with HTTP status 200\."):
        assert_run_ended(run, 500)
    with pytest.raises(AssertionError, match=r"cost less than 0, but it cost \d+\.\d{6} \(\d+ in / \d+ out tokens; gpt-4\.1 "):
        assert_cost_under(run, 0)


def test_a_tool_call_matches_by_partial_arguments_regex_any_or_predicate(swarms_local):
    post(swarms_local, "/v1/agent/completions", searching("Search the web for solar panel prices"))
    run = swarms_local.run()
    [call] = run.tool_calls
    assert (call.agent, call.name) == ("Searcher", "auto_search")
    assert_tool_called(run, "auto_search", agent="Searcher", times=1)
    assert_tool_called(run, "auto_search", arguments={"query": re.compile("solar")})
    assert_tool_called(run, "auto_search", arguments={"query": ANY})
    assert_tool_called(run, "auto_search", arguments=lambda arguments: "solar" in arguments["query"])
    with pytest.raises(AssertionError, match=r'matching \{"query": "wind"\}, but 0 of its 1 call\(s\) of "auto_search" matched; the calls: Searcher: auto_search\('):
        assert_tool_called(run, "auto_search", arguments={"query": "wind"})
    with pytest.raises(AssertionError, match=r'it made no call of "fetch"; tools called: auto_search\.'):
        assert_tool_called(run, "fetch")


def test_an_assertion_given_something_else_than_a_run_view_says_so(swarms_local):
    post(swarms_local, "/v1/swarm/completions", sequential("Planner"))
    [request] = swarms_local.journal()
    with pytest.raises(TypeError, match=rf"but was given a journal node: pass swarms_local.run\('{request.id}'\)\."):
        assert_agent_called(request, "Planner")
    assert_agent_called(swarms_local.run(request.id), "Planner")
    with pytest.raises(TypeError, match=r"needs a run view \(swarms_local.run\(\)\), but was given None\."):
        assert_run_ended(None, 200)


def test_the_diff_of_two_runs_names_what_changed(swarms_local):
    a = post(swarms_local, "/v1/swarm/completions", sequential("Planner", "Writer")).json()["job_id"]
    b = post(swarms_local, "/v1/swarm/completions", sequential("Planner", "Writer", "Critic")).json()["job_id"]
    diff = swarms_local.diff(a, b)
    assert not diff.identical
    assert diff.agents["added"] == ["Critic"]
    assert str(diff).startswith(f"run {a} → run {b}:")
    assert repr(diff).startswith("RunDiff(identical=False, agents added: Critic; ")
    assert swarms_local.diff(a, a).identical


def test_a_stub_answers_the_calls_it_matches_and_counts_them(swarms_local):
    with swarms_local.stub("Rain all week.", match={"agent": "Writer"}, times=1) as stub:
        assert isinstance(stub, Stub)
        answer = post(swarms_local, "/v1/swarm/completions", sequential("Planner", "Writer")).json()
        assert answer["outputs"]["Writer"] == "Rain all week."
        assert swarms_local.run().turns[0].output != "Rain all week."
        assert (stub.answered, stub.matched_calls) == (1, 1)
        assert [listed["id"] for listed in swarms_local.stubs()] == [stub.id]
    assert swarms_local.stubs() == []


def test_a_stub_is_given_as_a_rule_dict_in_either_spelling_and_removed_by_id(swarms_local):
    stub = swarms_local.stub({"match": {"swarm_type": "SequentialWorkflow"}, "tool_calls": [{"name": "lookup", "arguments": {"id": 7}}]})
    assert stub.rule["toolCalls"] == [{"name": "lookup", "arguments": {"id": 7}}]
    assert stub.rule["match"] == {"swarmType": "SequentialWorkflow"}
    swarms_local.stub(text="Second.")
    assert swarms_local.remove_stub(stub.id) == 1
    assert swarms_local.remove_stub() == 1
    assert swarms_local.stubs() == []
