"""The digest app against swarms-local: no code change, no network, no cost."""

import json
from pathlib import Path

import pytest

from swarms_local_pytest import assert_agent_called_before, assert_cost_under, assert_matches_golden, assert_run_ended

from research_digest import DigestUnavailable, write_digest

# Recorded once with swarms-local --mode record (see ../README.md); replayed offline from then on.
RECORDINGS = Path(__file__).parent / "recordings"
# The digest's run as it should stay: written by the first run, compared from then on (pytest --swarms-local-update-golden rewrites it).
GOLDEN = Path(__file__).parent / "golden"


def test_a_digest_is_the_writers_text_after_the_researcher_spoke(swarms_local):
    digest = write_digest("graphene")
    [request] = swarms_local.journal()
    assert [agent.name for agent in request.children] == ["Researcher", "Writer"]
    assert digest.text == request.children[1].find("provider-call")[0].output
    assert digest.job_id == request.attributes["jobId"]
    assert digest.cost_usd > 0


def test_a_busy_api_is_retried_once(swarms_local):
    swarms_local.fault("http-status", status=503, retry_after=0, times=1)
    digest = write_digest("perovskites")
    assert [request.attributes["status"] for request in swarms_local.journal()] == [503, 200]
    assert digest.text


def test_an_api_busy_twice_is_reported(swarms_local):
    with swarms_local.fault("http-status", status=429, retry_after=0):
        with pytest.raises(DigestUnavailable, match="429"):
            write_digest("fusion")
    assert len(swarms_local.journal(status=429)) == 2


def test_night_time_digests_are_discounted(swarms_local):
    swarms_local.clock.freeze("2026-03-10T23:30:00-07:00")
    night = write_digest("batteries")
    swarms_local.clock.set("2026-03-11T12:00:00-07:00")
    day = write_digest("batteries")
    assert (night.discounted, day.discounted) == (True, False)
    assert night.cost_usd < day.cost_usd
    assert night.written_at.startswith("2026-03-11T06:30:00")


@pytest.mark.swarms_local(mode="replay", fixtures="recordings")
def test_a_recorded_digest_replays_word_for_word(swarms_local):
    digest = write_digest("graphene")
    [request] = swarms_local.journal()
    researcher, writer = request.find("provider-call")
    assert researcher.fixture["hit"] and writer.fixture["hit"]
    recording = json.loads((RECORDINGS / "gpt-4.1" / f"{writer.fixture['key']}.json").read_text())
    assert digest.text == recording["recordings"][0]["result"]["content"][0]["text"]


def test_the_researcher_hands_over_to_the_writer_within_budget(swarms_local):
    write_digest("graphene")
    run = swarms_local.run()
    assert_agent_called_before(run, "Researcher", "Writer")
    assert_run_ended(run, "succeeded")
    assert_cost_under(run, 0.05)


def test_the_digest_is_the_writers_answer_whatever_the_model_says(swarms_local):
    with swarms_local.stub("Graphene conducts heat better than copper.", match={"agent": "Writer"}) as stub:
        assert write_digest("graphene").text == "Graphene conducts heat better than copper."
        assert stub.answered == 1


def test_the_digest_run_matches_its_golden_file(swarms_local):
    # Frozen in the day: night-time pricing would change the cost the golden file holds.
    swarms_local.clock.freeze("2026-03-10T12:00:00Z")
    write_digest("graphene")
    assert_matches_golden(swarms_local.run(), GOLDEN / "digest.json")
