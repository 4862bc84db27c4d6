"""Starting the app: a desktop window, or the web server with --web."""


def run_app(args, lang: str) -> int:
    """Open the app (added with the table app)."""
    from scorepad.cli.errors import CliError

    raise CliError("the app is not built yet")
