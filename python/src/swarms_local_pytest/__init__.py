"""swarms-local for pytest: a local Swarms API server per session, a namespace per test."""

from .assertions import (
    RunAssertionError,
    assert_agent_called,
    assert_agent_called_before,
    assert_cost_under,
    assert_run_ended,
    assert_tool_called,
    assert_turns_at_most,
)
from .clock import Clock
from .errors import SwarmsLocalError
from .faults import Fault, Stub
from .golden import UPDATE_GOLDEN_ENV, GoldenOutcome, assert_matches_golden, compare_with_golden
from .handle import SwarmsLocal
from .journal import JournalNode, Tokens
from .runs import AgentView, ModelCallView, RunDiff, RunStep, RunView, ToolCallView, TurnView
from .server import LocalServer, ServerSettings

# The npm package's version (package.json); tests/test_package.py keeps the two equal.
__version__ = "0.1.0"

__all__ = [
    "UPDATE_GOLDEN_ENV",
    "AgentView",
    "Clock",
    "Fault",
    "GoldenOutcome",
    "JournalNode",
    "LocalServer",
    "ModelCallView",
    "RunAssertionError",
    "RunDiff",
    "RunStep",
    "RunView",
    "ServerSettings",
    "Stub",
    "SwarmsLocal",
    "SwarmsLocalError",
    "Tokens",
    "ToolCallView",
    "TurnView",
    "__version__",
    "assert_agent_called",
    "assert_agent_called_before",
    "assert_cost_under",
    "assert_matches_golden",
    "assert_run_ended",
    "assert_tool_called",
    "assert_turns_at_most",
    "compare_with_golden",
]
