"""The plugin's own suite runs the repository's built CLI (npm run build makes dist/)."""

import os
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
SOURCE = REPOSITORY / "python" / "src"
CLI = REPOSITORY / "bin" / "swarms-local.js"

os.environ.setdefault("PYTEST_SWARMS_LOCAL_BIN", str(CLI))


@pytest.fixture(scope="session")
def repository() -> Path:
    """The swarms-local checkout this suite belongs to."""
    return REPOSITORY


@pytest.fixture
def inner(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A scratch project whose pytest runs (in a subprocess) load the plugin from this checkout."""
    # A test file rewritten within the same second keeps its size and mtime: no bytecode cache to go stale.
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(SOURCE), os.environ.get("PYTHONPATH")])))
    pytester.makeini("[pytest]\naddopts = -p swarms_local_pytest.plugin -p no:cacheprovider\n")
    return pytester
