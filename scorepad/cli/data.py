"""The data commands (new, add, list, export, import): added with the storage layer."""


def register(commands) -> None:
    """Add the data commands to the command line (none yet)."""
