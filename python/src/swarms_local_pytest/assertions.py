"""Run assertions: what the agents of a run did, with pytest-style failures that show the run.

Each helper raises a RunAssertionError (an AssertionError) whose message says what was expected, what the run
did, and the picture of the run; the helper's own frame is hidden, so the traceback ends at the test's line.
The sentences are the TypeScript assertions' (`swarms-local/testing`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Union

from .journal import JournalNode
from .runs import RunView, ToolCallView

#: What a tool call's arguments must be: a partial dict (values may be compiled regexes, `unittest.mock.ANY`,
#: `pytest.approx(...)`), or a predicate given the arguments.
ArgumentsExpectation = Union[Mapping[str, Any], Callable[[Any], bool]]

#: Longest a quoted value gets in a message before it is cut.
_QUOTE_LIMIT = 120


class RunAssertionError(AssertionError):
    """A run assertion that did not hold; its message carries the expectation, what the run did and the picture of the run."""


@dataclass(frozen=True)
class CheckResult:
    """The outcome of one check of a run: whether it held, what was expected and what the run did."""

    passed: bool
    #: Ends the sentence "expected the run to …".
    expected: str
    #: What the run did, as a sentence.
    actual: str


def quote(value: Any) -> str:
    """A value on one line, as JSON, cut to a readable length."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    line = re.sub(r"\s+", " ", text)
    return f"{line[: _QUOTE_LIMIT - 1]}…" if len(line) > _QUOTE_LIMIT else line


def matches_partially(actual: Any, expected: Any) -> bool:
    """Whether `actual` has every part `expected` names: dicts key by key (extra keys allowed), lists item by item
    with the same length, a compiled regex searched in text, anything else compared with ==."""
    if isinstance(expected, re.Pattern):
        return isinstance(actual, str) and expected.search(actual) is not None
    if isinstance(expected, Mapping):
        return isinstance(actual, Mapping) and all(key in actual and matches_partially(actual[key], value) for key, value in expected.items())
    if isinstance(expected, (list, tuple)):
        return isinstance(actual, (list, tuple)) and len(actual) == len(expected) and all(matches_partially(a, e) for a, e in zip(actual, expected))
    return bool(expected == actual)


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"


def _names_or_none(names: list[str]) -> str:
    return ", ".join(names) if names else "none"


def agent_called(run: RunView, agent: str, times: Optional[int] = None) -> CheckResult:
    """The agent took a turn (exactly `times` turns when given)."""
    turns = sum(1 for turn in run.turns if turn.agent == agent)
    return CheckResult(
        turns > 0 if times is None else turns == times,
        f'call agent "{agent}"' + ("" if times is None else f" {_times(times)}"),
        f'it called "{agent}" {_times(turns)}.' if turns else f'it never called "{agent}"; agents called: {_names_or_none(run.agent_names)}.',
    )


def agent_called_before(run: RunView, first: str, second: str) -> CheckResult:
    """`first` took its first turn before `second` took its first."""
    order = [turn.agent for turn in run.turns]
    missing = [name for name in (first, second) if name not in order]
    if missing:
        actual = f"it never called {' or '.join(f'{chr(34)}{name}{chr(34)}' for name in missing)}; call order: {' → '.join(order) or '(none)'}."
    else:
        actual = f'"{first}" first ran at turn {order.index(first) + 1} and "{second}" at turn {order.index(second) + 1}; call order: {" → ".join(order)}.'
    return CheckResult(not missing and order.index(first) < order.index(second), f'call agent "{first}" before agent "{second}"', actual)


def _arguments_match(call: ToolCallView, expectation: ArgumentsExpectation | None) -> bool:
    if expectation is None:
        return True
    return bool(expectation(call.arguments)) if callable(expectation) else matches_partially(call.arguments, expectation)


def tool_called(run: RunView, tool: str, arguments: ArgumentsExpectation | None = None, agent: Optional[str] = None, times: Optional[int] = None) -> CheckResult:
    """A tool was called (by `agent`, with matching `arguments`, exactly `times` times, when given)."""
    calls = [call for call in run.tool_calls if call.name == tool and (agent is None or call.agent == agent)]
    matching = [call for call in calls if _arguments_match(call, arguments)]
    by = "" if agent is None else f' by agent "{agent}"'
    described = "" if arguments is None else " with arguments matching a predicate" if callable(arguments) else f" with arguments matching {quote(arguments)}"
    seen = "; ".join(f"{call.agent or '(no agent)'}: {tool}({quote(call.arguments)})" for call in calls)
    tools = list(dict.fromkeys(call.name for call in run.tool_calls))
    return CheckResult(
        len(matching) > 0 if times is None else len(matching) == times,
        f'call tool "{tool}"{by}{described}' + ("" if times is None else f" {_times(times)}"),
        f'{len(matching)} of its {len(calls)} call(s) of "{tool}"{by} matched; the calls: {seen}.' if calls else f'it made no call of "{tool}"{by}; tools called: {_names_or_none(tools)}.',
    )


def turns_at_most(run: RunView, maximum: int) -> CheckResult:
    """No agent took more than `maximum` turns."""
    over = [agent for agent in run.agents if len(agent.turns) > maximum]
    busiest = max(run.agents, key=lambda agent: len(agent.turns), default=None)
    return CheckResult(
        not over,
        f"let no agent take more than {maximum} turn(s)",
        ", ".join(f'"{agent.name}" took {len(agent.turns)}' for agent in over) + "."
        if over
        else f'the most turns any agent took was {len(busiest.turns) if busiest else 0} ("{busiest.name if busiest else "(none)"}").',
    )


def cost_under(run: RunView, budget: float) -> CheckResult:
    """The run cost less than `budget` credits."""
    by_model: dict[str, float] = {}
    for call in run.model_calls:
        by_model[call.model] = by_model.get(call.model, 0.0) + call.cost
    breakdown = ", ".join(f"{model} {cost:.6f}" for model, cost in by_model.items())
    return CheckResult(
        run.cost < budget,
        f"cost less than {budget}",
        f"it cost {run.cost:.6f} ({run.tokens.input} in / {run.tokens.output} out tokens{f'; {breakdown}' if breakdown else ''}).",
    )


def ended(run: RunView, outcome: str | int) -> CheckResult:
    """The run ended in a state ("succeeded", "failed", "abandoned", "running") or with an HTTP status."""
    by_status = isinstance(outcome, int)
    return CheckResult(
        run.status == outcome if by_status else run.state == outcome,
        f"end with HTTP status {outcome}" if by_status else f"end {outcome}",
        f"it ended {run.state}" + ("" if run.status is None else f" with HTTP status {run.status}") + ".",
    )


def check_message(run: RunView, result: CheckResult) -> str:
    """The failure text of a check: the expectation, what the run did, and the picture of the run."""
    return f"Expected the run to {result.expected}, but {result.actual}\n\n{run.picture}"


def _hold(run: Any, check: Callable[..., CheckResult], *arguments: Any, **keywords: Any) -> None:
    __tracebackhide__ = True
    if isinstance(run, JournalNode):
        raise TypeError(f"A run assertion needs a run view (swarms_local.run()), but was given a journal node: pass swarms_local.run({run.id!r}).")
    if not isinstance(run, RunView):
        raise TypeError(f"A run assertion needs a run view (swarms_local.run()), but was given {run!r}.")
    result = check(run, *arguments, **keywords)
    if not result.passed:
        raise RunAssertionError(check_message(run, result))


def assert_agent_called(run: RunView, agent: str, times: Optional[int] = None) -> None:
    """Asserts that the agent took a turn (exactly `times` turns when given)."""
    __tracebackhide__ = True
    _hold(run, agent_called, agent, times)


def assert_agent_called_before(run: RunView, first: str, second: str) -> None:
    """Asserts that `first` took its first turn before `second` took its first."""
    __tracebackhide__ = True
    _hold(run, agent_called_before, first, second)


def assert_tool_called(run: RunView, tool: str, *, arguments: ArgumentsExpectation | None = None, agent: Optional[str] = None, times: Optional[int] = None) -> None:
    """Asserts that a tool was called (by an agent, with arguments matching a partial dict or a predicate, N times)."""
    __tracebackhide__ = True
    _hold(run, tool_called, tool, arguments=arguments, agent=agent, times=times)


def assert_turns_at_most(run: RunView, maximum: int) -> None:
    """Asserts that no agent took more than `maximum` turns."""
    __tracebackhide__ = True
    _hold(run, turns_at_most, maximum)


def assert_cost_under(run: RunView, budget: float) -> None:
    """Asserts that the run cost less than `budget` credits."""
    __tracebackhide__ = True
    _hold(run, cost_under, budget)


def assert_run_ended(run: RunView, outcome: str | int) -> None:
    """Asserts that the run ended in a state ("succeeded", "failed", "abandoned", "running") or with an HTTP status."""
    __tracebackhide__ = True
    _hold(run, ended, outcome)
