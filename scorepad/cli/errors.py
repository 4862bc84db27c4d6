"""The one kind of error the command line reports: a message for the user and an exit code."""


class CliError(Exception):
    """A failure to report as one line (already in the user's language)."""

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code
