"""The one kind of error the command line reports: a message for the user and an exit code."""


class CliError(Exception):
    """A failure to report as one line (already in the user's language)."""

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


DAMAGED_DATA = 65  # sysexits' EX_DATAERR: the data folder's store.json names no version to trust (docs/storage.md)


def exit_code_of(error) -> int:
    """The exit code of a StorageError: 65 for a data folder that cannot be opened as it is damaged, else 1."""
    return DAMAGED_DATA if error.code == "damaged_store" else 1
