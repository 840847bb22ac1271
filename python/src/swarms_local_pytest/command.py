"""Where the swarms-local command is: an option, an environment variable, the project, PATH, or npx."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from .errors import SwarmsLocalError

#: The environment variable naming the command (as --swarms-local-bin does); not SWARMS_LOCAL_*, which the server itself reads and checks.
BIN_VARIABLE = "PYTEST_SWARMS_LOCAL_BIN"

#: Every way to give the plugin swarms-local.
WAYS_TO_PROVIDE = (
    "Install it in this project (npm install -D ./swarms-local-<version>.tgz, made by npm pack in a checkout, "
    "or npm install -D git+https://<host>/<owner>/swarms-local.git), put the swarms-local command on PATH, "
    f"or name it with --swarms-local-bin PATH or ${BIN_VARIABLE} (the command, bin/swarms-local.js of a checkout, or the checkout's folder)."
)


def _as_command(path: str, origin: str) -> list[str]:
    """A path as the arguments that run it: a checkout's folder runs its bin/, a .js file runs under node."""
    resolved = Path(path).expanduser()
    if resolved.is_dir():
        resolved = resolved / "bin" / "swarms-local.js"
    if not resolved.exists():
        raise SwarmsLocalError(f"{origin} names {path}, which does not exist: give the swarms-local command, bin/swarms-local.js of a checkout, or the checkout's folder.")
    if resolved.suffix == ".js":
        node = shutil.which("node")
        if node is None:
            raise SwarmsLocalError(f"{origin} names {resolved}, which needs Node.js 20 or later, and `node` is not on PATH.")
        return [node, str(resolved)]
    return [str(resolved)]


def _node_directly(command: Path) -> list[str]:
    """A command that links to a .js file (npm's bin links) as node running that file: the server is then the
    process the plugin starts, so the kill-on-pytest-death set on that process applies to the server itself."""
    target = command.resolve()
    node = shutil.which("node")
    if target.suffix == ".js" and node is not None:
        return [node, str(target)]
    return [str(command)]


def find_command(option: str | None, rootdir: Path) -> list[str]:
    """The command that starts swarms-local, first found of: the option, $PYTEST_SWARMS_LOCAL_BIN, node_modules/.bin here or in a parent folder, PATH, npx."""
    if option:
        return _as_command(option, "--swarms-local-bin")
    from_environment = os.environ.get(BIN_VARIABLE)
    if from_environment:
        return _as_command(from_environment, f"${BIN_VARIABLE}")
    # The project's install, or a parent folder's (where npx --no-install would find it): run without npx in between.
    for folder in [rootdir, *rootdir.resolve().parents]:
        project_bin = folder / "node_modules" / ".bin" / "swarms-local"
        if project_bin.exists():
            return _node_directly(project_bin)
    on_path = shutil.which("swarms-local")
    if on_path:
        return _node_directly(Path(on_path))
    npx = shutil.which("npx")
    if npx:
        # A package missing from the project is reported, never fetched mid-test (offline, npx would wait for the registry).
        return [npx, "--no-install", "--offline", "swarms-local"]
    raise SwarmsLocalError(f"swarms-local was not found. {WAYS_TO_PROVIDE}")


def failure_hint(command: list[str]) -> str:
    """What to add when a command failed to start: after npx, the ways to give the plugin a real swarms-local."""
    return f"\nnpx could not run swarms-local from this project. {WAYS_TO_PROVIDE}" if Path(command[0]).name == "npx" else ""

