"""The swarms_local fixture against the real CLI: requests, journal, faults, clock, environment."""

import json
import os
import urllib.request
from datetime import datetime, timedelta, timezone

import httpx
import pytest

from swarms_local_pytest import JournalNode, SwarmsLocalError


def run_agent(swarms_local, name="Analyst", task="Name three uses of graphene."):
    """POST /v1/agent/completions the way an unchanged client would: base URL and key from the environment."""
    body = {"agent_config": {"agent_name": name, "model_name": "gpt-4.1", "max_tokens": 48}, "task": task}
    return httpx.post(
        f"{os.environ['SWARMS_CLIENT_BASE_URL']}/v1/agent/completions",
        json=body,
        headers={"x-api-key": os.environ["SWARMS_API_KEY"]},
        timeout=60,
    )


def test_the_environment_points_unchanged_clients_at_the_tests_namespace(swarms_local):
    assert os.environ["SWARMS_CLIENT_BASE_URL"] == swarms_local.url
    assert os.environ["OPENAI_BASE_URL"] == swarms_local.openai_base_url
    assert os.environ["SWARMS_API_KEY"] == os.environ["OPENAI_API_KEY"] == swarms_local.api_key
    # What openai.OpenAI() does with those variables: Bearer auth against OPENAI_BASE_URL.
    chat = httpx.post(
        f"{os.environ['OPENAI_BASE_URL']}/chat/completions",
        json={"model": "gpt-4.1", "messages": [{"role": "user", "content": "Hello"}], "max_tokens": 16},
        headers={"authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"},
        timeout=60,
    )
    assert chat.status_code == 200
    assert chat.json()["choices"][0]["message"]["content"]
    info = swarms_local.info()
    assert info["namespace"] == swarms_local.namespace
    assert [request.name for request in swarms_local.journal()] == ["POST /v1/chat/completions"]


def test_the_journal_is_typed_request_agent_provider_call_trees(swarms_local):
    answer = run_agent(swarms_local, name="Journalist").json()
    [request] = swarms_local.journal()
    assert isinstance(request, JournalNode)
    assert (request.kind, request.name, request.attributes["jobId"]) == ("request", "POST /v1/agent/completions", answer["job_id"])
    [agent] = request.children
    assert (agent.kind, agent.name) == ("agent", "Journalist")
    [call] = request.find("provider-call")
    assert call.name == "gpt-4.1"
    assert (call.tokens.input, call.tokens.output) == (answer["usage"]["input_tokens"], answer["usage"]["output_tokens"])
    assert call.output == answer["outputs"][0]["content"]
    assert swarms_local.journal(agent="Nobody") == []
    assert len(swarms_local.journal(endpoint="/v1/agent/completions", limit=1)) == 1


def test_a_fault_applies_inside_its_with_block_and_is_gone_after_it(swarms_local):
    with swarms_local.fault("http-status", status=503, retry_after=1, match={"agent": "Flaky"}) as fault:
        assert run_agent(swarms_local, name="Flaky").status_code == 503
        assert run_agent(swarms_local, name="Steady").status_code == 200
        assert (fault.fired, fault.rule["retryAfter"]) == (1, 1)
    assert swarms_local.faults() == []
    assert run_agent(swarms_local, name="Flaky").status_code == 200


def test_a_429_fault_refuses_the_request_as_the_rate_limiter_does_before_any_run(swarms_local):
    with swarms_local.fault("http-status", status=429, times=1):
        refused = run_agent(swarms_local)
    assert refused.status_code == 429
    assert refused.json()["detail"].startswith("Rate limit exceeded for minute window(s).")
    assert (refused.headers["x-ratelimit-remaining-minute"], refused.headers["x-swarms-local-fault"]) == ("0", "http-status 429 at request")
    assert swarms_local.journal(endpoint="/v1/agent/completions")[-1].children == []
    # The same fault on the run's model calls fails a call of the run instead.
    with swarms_local.fault("http-status", status=429, at="model-call", times=1):
        failed = run_agent(swarms_local)
    assert (failed.status_code, failed.json()["detail"]) == (429, "Injected fault: HTTP 429 for model gpt-4.1.")


def test_a_fault_with_times_fires_that_many_times(swarms_local):
    swarms_local.fault("refusal", message="I will not.", times=1)
    assert run_agent(swarms_local).json()["outputs"][0]["content"] == "I will not."
    assert run_agent(swarms_local).json()["outputs"][0]["content"] != "I will not."


def test_a_bad_fault_is_refused_with_the_servers_reason(swarms_local):
    with pytest.raises(SwarmsLocalError, match="latencyMs"):
        swarms_local.fault("latency")


def test_a_scenario_loads_its_faults_in_order(swarms_local):
    faults = swarms_local.scenario("flaky", [{"kind": "http-status", "status": 500, "times": 1}, {"kind": "refusal", "message": "No."}])
    assert [fault.rule["source"] for fault in faults] == ["flaky", "flaky"]
    assert run_agent(swarms_local).status_code == 500
    assert run_agent(swarms_local).json()["outputs"][0]["content"] == "No."


def test_a_scenarios_rules_take_snake_case_and_a_typo_names_its_rule(swarms_local):
    [fault] = swarms_local.scenario("slow", [{"kind": "latency", "latency_ms": 1, "match": {"call_index": 1}}])
    assert (fault.rule["latencyMs"], fault.rule["match"]) == (1, {"callIndex": 1})
    with pytest.raises(TypeError, match=r"scenario 'flaky', rule 2, has no field 'retry_afer'; did you mean 'retry_after'\?"):
        swarms_local.scenario("flaky", [{"kind": "refusal"}, {"kind": "http-status", "status": 503, "retry_afer": 1}])


def test_the_clock_freezes_advances_and_stamps_responses(swarms_local):
    frozen = swarms_local.clock.freeze(datetime(2030, 1, 2, 3, 4, 5, tzinfo=timezone.utc))
    assert frozen == datetime(2030, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    assert swarms_local.clock.frozen
    assert run_agent(swarms_local).json()["timestamp"].startswith("2030-01-02T03:04:05")
    assert swarms_local.clock.advance(timedelta(hours=2)) == frozen + timedelta(hours=2)
    assert swarms_local.clock.now() == frozen + timedelta(hours=2)
    assert run_agent(swarms_local).json()["timestamp"].startswith("2030-01-02T05:04:05")
    with pytest.raises(ValueError, match="no time zone"):
        swarms_local.clock.set(datetime(2030, 1, 1))


def test_headers_put_requests_to_the_server_url_in_the_tests_namespace(swarms_local):
    request = urllib.request.Request(f"{swarms_local.server_url}/v1/models", headers=swarms_local.headers)
    with urllib.request.urlopen(request) as response:
        assert json.load(response)
    # In this test's journal, which is its namespace's.
    assert [request.name for request in swarms_local.journal()] == ["GET /v1/models"]


def test_reset_forgets_the_tests_journal_faults_and_clock(swarms_local):
    run_agent(swarms_local)
    swarms_local.fault("refusal")
    swarms_local.clock.freeze("2031-01-01T00:00:00Z")
    swarms_local.reset()
    assert (swarms_local.journal(), swarms_local.faults(), swarms_local.clock.frozen) == ([], [], False)


@pytest.mark.swarms_local(seed=7)
def test_a_seed_marker_gets_a_server_with_that_seed(swarms_local, swarms_local_server):
    assert swarms_local.seed == 7
    assert swarms_local.server is not swarms_local_server
    assert swarms_local_server.settings.seed == 0


def test_a_fault_is_given_as_a_rule_dict_in_either_spelling_with_keywords_on_top(swarms_local):
    fault = swarms_local.fault({"kind": "http-status", "status": 503, "retry_after": 1, "match": {"agent": "Flaky"}}, times=1)
    assert (fault.rule["status"], fault.rule["retryAfter"], fault.rule["match"], fault.rule["times"]) == (503, 1, {"agent": "Flaky"}, 1)
    assert run_agent(swarms_local, name="Flaky").status_code == 503
    camel = swarms_local.fault({"kind": "latency", "latencyMs": 1, "match": {"callIndex": 2}})
    assert (camel.rule["latencyMs"], camel.rule["match"]) == (1, {"callIndex": 2})


def test_a_typo_in_a_fault_keyword_is_refused_with_the_snake_case_name(swarms_local):
    with pytest.raises(TypeError, match=r"fault\(\) has no field 'retry_afer'; did you mean 'retry_after'\? Its fields: .*latency_ms"):
        swarms_local.fault("http-status", status=429, retry_afer=2)
    with pytest.raises(TypeError, match=r"fault\(\)'s match has no field 'swarmtype'; did you mean 'swarm_type'\?"):
        swarms_local.fault("refusal", match={"swarmtype": "SequentialWorkflow"})
    # A camelCase key gets its suggestion in camelCase.
    with pytest.raises(TypeError, match=r"has no field 'retryAfer'; did you mean 'retryAfter'\?"):
        swarms_local.fault({"kind": "http-status", "status": 429, "retryAfer": 2})
    with pytest.raises(TypeError, match=r"stub\(\) has no field 'tims'; did you mean 'times'\?"):
        swarms_local.stub("Hello.", tims=1)
    with pytest.raises(TypeError, match="fault\\(\\) needs a kind"):
        swarms_local.fault({"status": 429})
    assert swarms_local.faults() == [] and swarms_local.stubs() == []
