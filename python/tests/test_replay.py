"""Record mode writes a fixtures folder from a backend; replay mode answers from it with the backend out of the loop."""

import json

# The app's test: one agent run; it writes the answer and what the journal says about the provider call.
APP_TEST = """
import json, httpx, pytest

pytestmark = pytest.mark.swarms_local(mode={mode!r}, fixtures="recordings", config="route.json")

def test_ask(swarms_local):
    body = {{"agent_config": {{"agent_name": "Recorder", "model_name": "gpt-4.1", "max_tokens": 32}}, "task": "Name one use of graphene."}}
    answer = httpx.post(f"{{swarms_local.url}}/v1/agent/completions", json=body, headers={{"x-api-key": swarms_local.api_key}}, timeout=60).json()
    [call] = swarms_local.journal()[0].find("provider-call")
    with open("answers.jsonl", "a") as out:
        out.write(json.dumps({{"mode": swarms_local.mode, "content": answer["outputs"][0]["content"], "fixture": call.fixture}}) + "\\n")
"""


def test_a_run_recorded_from_a_backend_replays_from_the_fixtures_folder_without_it(swarms_local, inner, monkeypatch):
    # This test's own namespace plays the real backend: OpenAI-compatible, journaled, reachable on loopback.
    monkeypatch.setenv("UPSTREAM_KEY", swarms_local.api_key)
    # The marker's paths are relative to the test file's folder, wherever pytest starts.
    suite = inner.mkdir("suite")
    (suite / "route.json").write_text(json.dumps({"routes": [{"match": "*", "baseURL": swarms_local.openai_base_url, "apiKeyEnv": "UPSTREAM_KEY"}]}))

    (suite / "test_app.py").write_text(APP_TEST.format(mode="record"))
    inner.runpytest_subprocess().assert_outcomes(passed=1)
    [backend_call] = swarms_local.journal()
    assert backend_call.name == "POST /v1/chat/completions"
    assert list((suite / "recordings").rglob("*.json")), "record mode wrote no fixture"

    (suite / "test_app.py").write_text(APP_TEST.format(mode="replay"))
    inner.runpytest_subprocess().assert_outcomes(passed=1)
    recorded, replayed = [json.loads(line) for line in (inner.path / "answers.jsonl").read_text().splitlines()]
    assert (recorded["mode"], replayed["mode"]) == ("record", "replay")
    [backend_answer] = backend_call.find("provider-call")
    assert replayed["content"] == recorded["content"] == backend_answer.output
    assert replayed["fixture"]["hit"] is True
    assert len(swarms_local.journal()) == 1, "replay reached the backend"

