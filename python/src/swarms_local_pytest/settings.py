"""The server settings a test asks for: the command line's defaults, overridden by its `swarms_local` markers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .server import ServerSettings

#: The keyword arguments of @pytest.mark.swarms_local.
MARKER_ARGUMENTS = ("seed", "mode", "fixtures", "config", "allow_hosts")


def session_defaults(config: pytest.Config) -> ServerSettings:
    """The settings of tests without markers: --swarms-local-seed/-mode/-fixtures/-config (paths from where pytest was started)."""
    start = config.invocation_params.dir

    def path(value: str | None) -> str | None:
        return None if value is None else str((start / value).resolve())

    return ServerSettings(
        seed=config.getoption("swarms_local_seed"),
        mode=config.getoption("swarms_local_mode"),
        fixtures=path(config.getoption("swarms_local_fixtures")),
        config=path(config.getoption("swarms_local_config")),
    )


def marker_arguments(item: pytest.Item) -> dict[str, Any]:
    """The arguments of the item's swarms_local markers, the closest (function over class over module) winning per keyword."""
    merged: dict[str, Any] = {}
    for marker in item.iter_markers("swarms_local"):
        if marker.args:
            pytest.fail(f"@pytest.mark.swarms_local takes keywords only ({', '.join(MARKER_ARGUMENTS)}), not {marker.args!r}.", pytrace=False)
        unknown = sorted(set(marker.kwargs) - set(MARKER_ARGUMENTS))
        if unknown:
            pytest.fail(f"@pytest.mark.swarms_local has no argument {', '.join(unknown)}; its arguments are {', '.join(MARKER_ARGUMENTS)}.", pytrace=False)
        for key, value in marker.kwargs.items():
            merged.setdefault(key, value)
    return merged


def settings_for(item: pytest.Item, defaults: ServerSettings) -> ServerSettings:
    """The settings of this test's server; relative fixtures/config paths are relative to the test file's folder."""
    arguments = marker_arguments(item)
    folder = Path(str(item.fspath)).parent

    def path(key: str) -> str | None:
        value = arguments.get(key)
        return getattr(defaults, key) if value is None else str((folder / Path(value)).resolve())

    return ServerSettings(
        seed=int(arguments.get("seed", defaults.seed)),
        mode=str(arguments.get("mode", defaults.mode)),
        fixtures=path("fixtures"),
        config=path("config"),
    )
