"""examples/python, a user's project: its own suite passes with the plugin, network guard on."""

import os


def test_the_example_projects_suite_passes(pytester, monkeypatch, repository):
    example = repository / "examples" / "python"
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(repository / "python" / "src"), str(example / "src")]))
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.chdir(example)
    result = pytester.runpytest_subprocess("-p", "swarms_local_pytest.plugin", "-p", "no:cacheprovider", str(example), "--rootdir", str(example))
    result.assert_outcomes(passed=8)
    result.stdout.fnmatch_lines([f"rootdir: {example}, configfile: pyproject.toml"])
