"""What a user's failing test prints: the plugin's frames hidden, the traceback ending at the test's own line."""

import re

SUITE = '''
import httpx
from swarms_local_pytest import assert_agent_called, assert_matches_golden

def sequential(swarms_local, *names):
    body = {"name": "team", "swarm_type": "SequentialWorkflow", "task": "Summarise battery storage.", "max_loops": 1,
            "agents": [{"agent_name": name, "model_name": "gpt-4.1", "max_tokens": 40} for name in names]}
    httpx.post(f"{swarms_local.url}/v1/swarm/completions", json=body, headers={"x-api-key": swarms_local.api_key}, timeout=60)
    return swarms_local.run()

def test_an_agent_that_did_not_run(swarms_local):
    run = sequential(swarms_local, "Planner", "Writer")
    assert_agent_called(run, "Editor")

def test_a_typo_in_a_fault(swarms_local):
    swarms_local.fault("http-status", status=429, retry_afer=2)

def test_a_run_that_is_not_there(swarms_local):
    swarms_local.run("nope")

def test_a_plain_assert_on_the_run_view(swarms_local):
    run = sequential(swarms_local, "Planner")
    assert run.cost > 1
'''

PLUGIN_FRAME = re.compile(r"swarms_local_pytest[/\\]\w+\.py:\d+")


def test_a_failing_tests_report_ends_at_its_own_line_and_shows_the_run(inner):
    inner.makepyfile(test_suite=SUITE)
    report = inner.runpytest_subprocess()
    report.assert_outcomes(failed=4)
    output = report.stdout.str()
    # No frame of the plugin's: every traceback ends at the line of the test that called it.
    assert not PLUGIN_FRAME.search(output), output
    report.stdout.fnmatch_lines(
        [
            '>       assert_agent_called(run, "Editor")',
            'E       swarms_local_pytest.assertions.RunAssertionError: Expected the run to call agent "Editor", but it never called "Editor"; agents called: Planner, Writer.',
            # The picture of the run follows the sentence.
            "E       ",
            "E       run swarms-*: /v1/swarm/completions, SequentialWorkflow, succeeded (200), *",
            "E         agent Planner",
            "test_suite.py:12: RunAssertionError",
            '>       swarms_local.fault("http-status", status=429, retry_afer=2)',
            "E       TypeError: fault() has no field 'retry_afer'; did you mean 'retry_after'? *",
            "test_suite.py:15: TypeError",
            '>       swarms_local.run("nope")',
            "E       swarms_local_pytest.errors.SwarmsLocalError: swarms-local refused GET /_swarms-local/runs/nope/view (404): No run nope in namespace *",
            "test_suite.py:18: SwarmsLocalError",
            # A plain assert on the view reads like any pytest comparison, with a short repr of the run.
            ">       assert run.cost > 1",
            "E       AssertionError: assert 0.* > 1",
            "E        +  where 0.* = RunView(*, /v1/swarm/completions, succeeded, status=200, agents=?'Planner'?, cost=0.*).cost",
        ]
    )


GOLDEN_SUITE = '''
import httpx
from swarms_local_pytest import assert_matches_golden

def test_the_team(swarms_local):
    swarms_local.clock.freeze("2026-03-01T09:00:00Z")
    body = {"name": "team", "swarm_type": "SequentialWorkflow", "task": "Summarise battery storage.", "max_loops": 1,
            "agents": [{"agent_name": name, "model_name": "gpt-4.1", "max_tokens": 40} for name in AGENTS]}
    httpx.post(f"{swarms_local.url}/v1/swarm/completions", json=body, headers={"x-api-key": swarms_local.api_key}, timeout=60)
    assert_matches_golden(swarms_local.run(), "golden/team.json")
'''


def test_the_update_option_rewrites_golden_files_that_a_plain_run_fails_on(inner, monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("SWARMS_LOCAL_UPDATE_GOLDEN", raising=False)
    inner.makepyfile(test_golden='AGENTS = ["Planner"]\n' + GOLDEN_SUITE)
    inner.runpytest_subprocess().assert_outcomes(passed=1)
    written = (inner.path / "golden" / "team.json").read_text()
    inner.makepyfile(test_golden='AGENTS = ["Planner", "Critic"]\n' + GOLDEN_SUITE)
    failed = inner.runpytest_subprocess()
    failed.assert_outcomes(failed=1)
    failed.stdout.fnmatch_lines([">       assert_matches_golden(swarms_local.run(), \"golden/team.json\")", "E       *agents added: Critic*"])
    assert (inner.path / "golden" / "team.json").read_text() == written
    inner.runpytest_subprocess("--swarms-local-update-golden").assert_outcomes(passed=1)
    assert '"Critic"' in (inner.path / "golden" / "team.json").read_text()
    inner.runpytest_subprocess().assert_outcomes(passed=1)
