"""The repository's own suite: the plugin loaded from src/ (pythonpath in pyproject.toml), and pytest's pytester."""

pytest_plugins = ["swarms_local_pytest.plugin", "pytester"]
