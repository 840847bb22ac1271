"""Faults injected into one namespace's provider calls, as context managers."""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping


def camel(name: str) -> str:
    """A Python keyword as the admin plane spells it: retry_after → retryAfter."""
    return re.sub(r"_([a-z])", lambda match: match.group(1).upper(), name)


def fault_rule(kind: str, match: Mapping[str, Any] | None, fields: Mapping[str, Any]) -> dict:
    """The JSON rule of `fault(kind, match=..., **fields)`; keywords may be snake_case or camelCase."""
    rule: dict = {"kind": kind, **{camel(key): value for key, value in fields.items() if value is not None}}
    if match:
        rule["match"] = {camel(key): value for key, value in match.items()}
    return rule


class Fault:
    """An active fault: removed when its `with` block ends, by `remove()`, or with the test's namespace."""

    def __init__(self, view: dict, remove: Callable[[str], None], state: Callable[[str], dict | None]):
        #: The id the server gave it.
        self.id: str = view["id"]
        #: The rule as the server holds it, defaults included.
        self.rule: dict = view
        self._remove = remove
        self._state = state

    @property
    def fired(self) -> int:
        """How many calls it has hit so far (0 once removed)."""
        state = self._state(self.id)
        return state["fired"] if state else 0

    @property
    def matched_calls(self) -> int:
        """How many calls matched it so far, hit or not (0 once removed)."""
        state = self._state(self.id)
        return state["matched_calls"] if state else 0

    def remove(self) -> None:
        """Takes it out of the namespace."""
        self._remove(self.id)

    def __enter__(self) -> Fault:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.remove()

    def __repr__(self) -> str:
        return f"Fault({self.id}, {self.rule['kind']})"
