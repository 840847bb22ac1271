"""The package: its version is the npm package's, and pip installs it so pytest finds the plugin by its entry point."""

import json
import os
import shutil
import subprocess
import sys

import swarms_local_pytest


def test_the_version_is_the_npm_packages(repository):
    assert swarms_local_pytest.__version__ == json.loads((repository / "package.json").read_text())["version"]


def test_pip_installs_it_and_pytest_loads_it_by_its_entry_point(pytester, tmp_path, monkeypatch, repository):
    # A copy: pip builds in place and would leave build/ and *.egg-info in the checkout.
    source = shutil.copytree(repository / "python", tmp_path / "source", ignore=shutil.ignore_patterns("tests", "__pycache__", "*.egg-info", "build"))
    target = tmp_path / "site"
    install = [sys.executable, "-m", "pip", "install", "--quiet", "--no-compile", "--disable-pip-version-check", "--no-deps", "--no-index", "--no-build-isolation", "--target", str(target), str(source)]
    subprocess.run(install, check=True, capture_output=True, env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"})
    # PEP 561: type checkers of the projects using it read its hints.
    assert (target / "swarms_local_pytest" / "py.typed").is_file()
    monkeypatch.setenv("PYTHONPATH", str(target))
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    pytester.makepyfile("def test_uses_the_fixture(swarms_local):\n    assert swarms_local.info()['version'] == " + repr(swarms_local_pytest.__version__) + "\n")
    # No -p: only the installed distribution's pytest11 entry point can bring the fixture in.
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["plugins: *swarms-local-pytest-" + swarms_local_pytest.__version__ + "*"])
