"""The one error type of the plugin."""


class SwarmsLocalError(Exception):
    """swarms-local could not be found or started, or refused an admin call; the message says what to do."""
