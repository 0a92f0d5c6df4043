"""How a game ended: a typed :class:`Outcome` with its :class:`Termination`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from wartable.core.errors import RecordError


class Termination(StrEnum):
    """Why a game ended."""

    ALL_CARDS = "all_cards"
    """One player holds every card."""
    WAR_SHORT = "war_short"
    """A player could not put down a full war and lost at once (a house rule)."""
    EXHAUSTED = "exhausted"
    """Both players ran out of cards at the same moment; nobody can go on."""
    TURN_LIMIT = "turn_limit"
    """The game reached its ``max_turns`` cap."""
    CYCLE = "cycle"
    """A position repeated in a game with no chance after the deal, so it would never end."""
    RESIGNED = "resigned"
    """A player quit the game."""
    RESERVES_EMPTY = "reserves_empty"
    """A player's Reserves ran out in a game that ends then (Hand of War's fourth variation)."""
    SPAWNS_TAKEN = "spawns_taken"
    """A player's cards stand on all of the other's spawn spaces (Board Wars)."""
    ALL_CAPTURED = "all_captured"
    """A player has no card left on the board or in its deck (Board Wars)."""
    BOARD_CLEARED = "board_cleared"
    """A player has no card left on its Board at the end of a turn (Warzone)."""
    ROUNDS_WON = "rounds_won"
    """A player won the rounds a game needs (Slot Wars: two of three)."""
    TIED_ROUNDS = "tied_rounds"
    """Rounds kept ending tied until no replay was left; the game is a draw (Slot Wars)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    ``winner`` is a seat or ``None`` for a draw; ``scores`` are the variant's end-of-game scores per
    seat (in classic War, the cards each player holds).
    """

    winner: int | None
    termination: Termination
    scores: tuple[float, ...]

    @property
    def is_draw(self) -> bool:
        """Whether nobody won."""
        return self.winner is None

    def payoff(self, player: int) -> float:
        """+1 for the winner, -1 for a loser, 0 for everyone in a draw."""
        if self.winner is None:
            return 0.0
        return 1.0 if player == self.winner else -1.0

    def describe(self, names: tuple[str, ...] | None = None) -> str:
        """A short English sentence, e.g. ``Player 1 wins (all_cards)``."""
        if self.winner is None:
            return f"Draw ({self.termination.value})"
        name = names[self.winner] if names else f"Player {self.winner + 1}"
        verb = "win" if name.lower() == "you" else "wins"
        return f"{name} {verb} ({self.termination.value})"

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "winner": self.winner,
            "termination": self.termination.value,
            "scores": list(self.scores),
        }

    @staticmethod
    def from_json(data: Any) -> Outcome:
        """Read data written by :meth:`to_json`; raise RecordError if it is malformed."""
        try:
            winner = data["winner"]
            if winner is not None and (isinstance(winner, bool) or not isinstance(winner, int)):
                raise ValueError(f"winner must be a seat number or null, got {winner!r}")
            return Outcome(
                winner,
                Termination(data["termination"]),
                tuple(float(s) for s in data["scores"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"corrupt outcome {data!r}: {exc}") from None
