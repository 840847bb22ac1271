"""Which server a test gets: the command line's settings, overridden by markers (closest first); same settings, same server."""

import json

MARKED_TESTS = """
import json, pytest

def record(swarms_local, name):
    with open({out!r}, "a") as out:
        out.write(json.dumps({{"test": name, "seed": swarms_local.seed, "mode": swarms_local.mode, "server": swarms_local.server_url}}) + "\\n")

def test_unmarked(swarms_local):
    record(swarms_local, "unmarked")

@pytest.mark.swarms_local(mode="synthetic")
def test_marked_with_the_same_settings(swarms_local):
    record(swarms_local, "same settings")

@pytest.mark.swarms_local(seed=5)
class TestMarkedClass:
    @pytest.mark.swarms_local(seed=4)
    def test_closest_marker_wins(self, swarms_local):
        record(swarms_local, "closest")

    def test_class_marker(self, swarms_local):
        record(swarms_local, "class")

@pytest.mark.swarms_local(sede=1)
def test_misspelt_argument(swarms_local):
    pass
"""


def test_markers_override_the_command_line_and_equal_settings_share_a_server(inner, tmp_path):
    out = tmp_path / "seen.jsonl"
    inner.makepyfile(MARKED_TESTS.format(out=str(out)))
    result = inner.runpytest_subprocess("--swarms-local-seed", "3")
    result.assert_outcomes(passed=4, errors=1)
    result.stdout.fnmatch_lines(["*@pytest.mark.swarms_local has no argument sede; its arguments are seed, mode, fixtures, config, allow_hosts."])
    seen = {record["test"]: record for record in map(json.loads, out.read_text().splitlines())}
    assert {name: record["seed"] for name, record in seen.items()} == {"unmarked": 3, "same settings": 3, "closest": 4, "class": 5}
    assert seen["unmarked"]["server"] == seen["same settings"]["server"]
    assert len({seen[name]["server"] for name in ("unmarked", "closest", "class")}) == 3
