"""swarms-local for pytest: a local Swarms API server per session, a namespace per test."""

from .clock import Clock
from .errors import SwarmsLocalError
from .faults import Fault
from .handle import SwarmsLocal
from .journal import JournalNode, Tokens
from .server import LocalServer, ServerSettings

# The npm package's version (package.json); tests/test_package.py keeps the two equal.
__version__ = "0.1.0"

__all__ = ["Clock", "Fault", "JournalNode", "LocalServer", "ServerSettings", "SwarmsLocal", "SwarmsLocalError", "Tokens", "__version__"]
