"""Golden runs: a run compared with the record kept in a file, written when missing, rewritten on request.

The files are the TypeScript helper's (`assertMatchesGolden`): the server gives the record's text, so both
languages write the same bytes, and the server diffs a run against a golden record, so both show the same diff.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Union

from .assertions import RunAssertionError
from .errors import SwarmsLocalError
from .runs import RunDiff, RunView

#: The environment variable that makes golden comparisons rewrite their files instead.
UPDATE_GOLDEN_ENV = "SWARMS_LOCAL_UPDATE_GOLDEN"

#: Where a golden file is: a path, relative ones from the current directory.
GoldenPath = Union[str, "os.PathLike[str]"]

# Set by the plugin from --swarms-local-update-golden (as vitest -u updates the TypeScript helper's files).
_update_by_option = False


def update_by_default(on: bool) -> None:
    """Makes every comparison without `update=` rewrite its file (the plugin calls it for --swarms-local-update-golden)."""
    global _update_by_option
    _update_by_option = on


def _truthy(value: Optional[str]) -> bool:
    return value not in (None, "", "0", "false")


@dataclass(frozen=True)
class GoldenOutcome:
    """How a golden comparison went: "matched", "written" (new file or update mode), "differs" or "missing" (under CI)."""

    passed: bool
    status: str
    #: The sentence to show, with the diff when the run differs.
    message: str
    #: The diff golden → this run, when the file was compared.
    diff: Optional[RunDiff] = None


def _read(path: Path) -> dict:
    """The record a golden file holds; a file that is not JSON is refused, saying how to rewrite it."""
    __tracebackhide__ = True
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise RunAssertionError(f"Golden run {path} is not a golden file this helper wrote ({error}); rewrite it with {UPDATE_GOLDEN_ENV}=1.") from None


def compare_with_golden(run: RunView, path: GoldenPath, update: Optional[bool] = None) -> GoldenOutcome:
    """Compares a run (from `swarms_local.run()`) with the golden file at `path`: ids, job ids, timestamps and
    latencies are left out, cost is rounded. A missing file is written (except under CI, where that fails);
    update mode (`update=True`, $SWARMS_LOCAL_UPDATE_GOLDEN=1 or --swarms-local-update-golden) rewrites it."""
    __tracebackhide__ = True
    if not isinstance(run, RunView) or run.compare is None:
        raise TypeError(f"A golden comparison needs a run view from swarms_local.run(), but was given {run!r}.")
    golden = Path(path)

    def write(done: str) -> GoldenOutcome:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(run.record_text, encoding="utf-8")
        return GoldenOutcome(True, "written", f"Golden run {golden} {done}.")

    if update if update is not None else (_update_by_option or _truthy(os.environ.get(UPDATE_GOLDEN_ENV))):
        return write("rewritten")
    if not golden.exists():
        if _truthy(os.environ.get("CI")):
            return GoldenOutcome(False, "missing", f"Golden run {golden} does not exist, and CI is set: write it locally (or with {UPDATE_GOLDEN_ENV}=1) and commit it.")
        return write("written")
    try:
        answer = run.compare(_read(golden))
    except SwarmsLocalError as error:
        raise RunAssertionError(f"Golden run {golden} is not a golden file this helper wrote ({error}); rewrite it with {UPDATE_GOLDEN_ENV}=1.") from None
    diff = RunDiff.from_json(answer["diff"], answer["text"])
    if diff.identical:
        return GoldenOutcome(True, "matched", f"The run matches golden run {golden}.", diff)
    message = f"The run differs from golden run {golden} (rewrite it with {UPDATE_GOLDEN_ENV}=1, or pytest --swarms-local-update-golden):\n{diff.text}"
    return GoldenOutcome(False, "differs", message, diff)


def assert_matches_golden(run: RunView, path: GoldenPath, update: Optional[bool] = None) -> None:
    """Asserts that a run matches its golden file (see compare_with_golden); fails with the diff when not."""
    __tracebackhide__ = True
    outcome = compare_with_golden(run, path, update)
    if not outcome.passed:
        raise RunAssertionError(outcome.message)
