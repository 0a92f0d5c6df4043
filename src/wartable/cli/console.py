"""The one pair of Rich consoles all command output goes through, and the error line format."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.theme import Theme

THEME = Theme(
    {
        "red_suit": "bold red",
        "black_suit": "bold",
        "win": "bold green",
        "loss": "bold red",
        "muted": "dim",
        "heading": "bold cyan",
        "error": "bold red",
    }
)

console = Console(theme=THEME, highlight=False)
"""Results and the game table (standard output)."""

err_console = Console(theme=THEME, stderr=True, highlight=False)
"""Progress bars, prompts' side notes and errors (standard error)."""


def print_error(message: str) -> None:
    """Print one clear error line to standard error."""
    err_console.print(f"[error]error:[/error] {escape(message)}", soft_wrap=True, markup=True)
