"""Faults and stubs of one namespace: rules built from keywords or a dict, checked for typos, used as context managers."""

from __future__ import annotations

import difflib
import re
from typing import Any, Callable, Collection, Mapping, Optional, TypeVar

#: The rule a test gives: the admin plane's JSON, keys in snake_case or camelCase.
RuleInput = Mapping[str, Any]


def camel(name: str) -> str:
    """A Python keyword as the admin plane spells it: retry_after → retryAfter."""
    return re.sub(r"_([a-z])", lambda match: match.group(1).upper(), name)


def snake(name: str) -> str:
    """An admin-plane field as a Python keyword: retryAfter → retry_after."""
    return re.sub(r"([A-Z])", lambda match: f"_{match.group(1).lower()}", name)


class RuleFields:
    """The fields the server's rules take (camelCase, from its OpenAPI document), to catch typos before sending."""

    def __init__(self, fault: Collection[str], stub: Collection[str], match: Collection[str]):
        self.fault = frozenset(fault)
        self.stub = frozenset(stub)
        self.match = frozenset(match)

    @classmethod
    def from_openapi(cls, document: dict) -> Optional[RuleFields]:
        """The fields of FaultRule, StubRule and FaultMatch; None when the document lacks them (nothing is checked then)."""
        schemas = document.get("components", {}).get("schemas", {})
        try:
            return cls(*(schemas[name]["properties"].keys() for name in ("FaultRule", "StubRule", "FaultMatch")))
        except KeyError:
            return None


def _checked(what: str, given: Mapping[str, Any], allowed: Optional[frozenset]) -> dict:
    """The keys of `given` in camelCase; a key the rule does not have is refused with the nearest one, spelled as
    the caller spells keys (snake_case keywords get snake_case suggestions)."""
    __tracebackhide__ = True
    converted = {camel(key): value for key, value in given.items()}
    if allowed is None:
        return converted
    for key in given:
        if camel(key) in allowed:
            continue
        spell = (lambda name: name) if re.search(r"[A-Z]", key) else snake
        names = sorted(spell(name) for name in allowed)
        near = difflib.get_close_matches(key, names, n=1, cutoff=0.6)
        hint = f"; did you mean {near[0]!r}?" if near else "."
        raise TypeError(f"{what} has no field {key!r}{hint} Its fields: {', '.join(names)}.")
    return converted


def rule_body(what: str, rule: RuleInput, fields: Optional[RuleFields], allowed: Optional[frozenset]) -> dict:
    """The JSON of a rule (a fault's or a stub's): keys camelCased and checked, `match` too, None values left out."""
    __tracebackhide__ = True
    body = _checked(what, {key: value for key, value in rule.items() if value is not None}, allowed)
    if body.get("match"):
        body["match"] = _checked(f"{what}'s match", body["match"], fields.match if fields else None)
    else:
        body.pop("match", None)
    return body


def merged_rule(first: Any, keywords: Mapping[str, Any], what: str, positional: str) -> dict:
    """A rule given as a dict, as keywords, or both (keywords win); `first`, when not a dict, is the `positional` field."""
    __tracebackhide__ = True
    keywords = {key: value for key, value in keywords.items() if value is not None}
    if first is None:
        return keywords
    if isinstance(first, Mapping):
        return {**first, **keywords}
    if isinstance(first, str):
        return {positional: first, **keywords}
    raise TypeError(f"{what} takes a rule dict or the {positional} as a string, not {first!r}.")


_Rule = TypeVar("_Rule", bound="ActiveRule")


class ActiveRule:
    """A rule active in the namespace: removed when its `with` block ends, by `remove()`, or with the test's namespace."""

    def __init__(self, view: dict, remove: Callable[[str], None], state: Callable[[str], Optional[dict]]):
        #: The id the server gave it.
        self.id: str = view["id"]
        #: The rule as the server holds it, defaults included.
        self.rule: dict = view
        self._remove = remove
        self._state = state

    def _count(self, counter: str) -> int:
        """One of the server's counters of this rule: "matched_calls" or "fired" (0 once removed)."""
        state = self._state(self.id)
        return state[counter] if state else 0

    @property
    def matched_calls(self) -> int:
        """How many calls matched it so far, hit or not (0 once removed)."""
        return self._count("matched_calls")

    def remove(self) -> None:
        """Takes it out of the namespace."""
        __tracebackhide__ = True
        self._remove(self.id)

    def __enter__(self: _Rule) -> _Rule:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.remove()


class Fault(ActiveRule):
    """An active fault (see ActiveRule)."""

    @property
    def fired(self) -> int:
        """How many calls it has hit so far (0 once removed)."""
        return self._count("fired")

    def __repr__(self) -> str:
        return f"Fault({self.id}, {self.rule['kind']})"


class Stub(ActiveRule):
    """An active stub: a canned answer given instead of the model's to calls that match (see ActiveRule)."""

    @property
    def answered(self) -> int:
        """How many calls it has answered so far (0 once removed)."""
        return self._count("fired")

    def __repr__(self) -> str:
        return f"Stub({self.id}, match={self.rule.get('match', {})})"
