"""How a game ended: a typed :class:`Outcome` with its :class:`Termination`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from wartable.core.errors import RecordError


class Termination(StrEnum):
    """Why a game ended, in terms every variant shares. An ending by a variant's own rule (one
    player holds every card, the Board is cleared, two rounds won) is ``VARIANT_WIN`` or
    ``VARIANT_DRAW``, and :attr:`Outcome.reason` names the rule."""

    VARIANT_WIN = "variant_win"
    """A player won by a rule of the variant (the outcome's ``reason`` says which)."""
    VARIANT_DRAW = "variant_draw"
    """The game ended in a draw by a rule of the variant (the outcome's ``reason`` says which)."""
    TURN_LIMIT = "turn_limit"
    """The game reached its ``max_turns`` cap."""
    CYCLE = "cycle"
    """A position repeated in a game with no chance after the deal, so it would never end."""
    RESIGNED = "resigned"
    """A player quit the game."""


_BY_RULE = (Termination.VARIANT_WIN, Termination.VARIANT_DRAW)
_GENERIC = frozenset(t.value for t in Termination)
_REASON = re.compile(r"[a-z][a-z_]*")
"""A variant's reason: a word in snake case. Records written before terminations were generic
name the reason where the termination now stands; they still read."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    ``winner`` is a seat or ``None`` for a draw; ``scores`` are the variant's end-of-game scores per
    seat (in classic War, the cards each player holds); ``reason`` is the variant's own rule that
    ended the game (``all_cards``), for the endings ``VARIANT_WIN`` and ``VARIANT_DRAW``.
    """

    winner: int | None
    termination: Termination
    scores: tuple[float, ...]
    reason: str = ""

    @staticmethod
    def of(winner: int | None, ending: Termination | str, scores: tuple[float, ...]) -> Outcome:
        """An outcome from a generic :class:`Termination`, or from a variant's own rule named by
        ``ending`` (then ``VARIANT_WIN``, or ``VARIANT_DRAW`` without a winner)."""
        if isinstance(ending, Termination):
            return Outcome(winner, ending, scores)
        termination = Termination.VARIANT_DRAW if winner is None else Termination.VARIANT_WIN
        return Outcome(winner, termination, scores, ending)

    @property
    def ending(self) -> str:
        """How the game ended in one word: the variant's rule, else the generic termination."""
        return self.reason or self.termination.value

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
        """A short English sentence, e.g. ``Player 1 wins (all cards)``: the ending in words."""
        ending = self.ending.replace("_", " ")
        if self.winner is None:
            return f"Draw ({ending})"
        name = names[self.winner] if names else f"Player {self.winner + 1}"
        verb = "win" if name.lower() == "you" else "wins"
        return f"{name} {verb} ({ending})"

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data."""
        data: dict[str, Any] = {
            "winner": self.winner,
            "termination": self.termination.value,
            "scores": list(self.scores),
        }
        if self.reason:
            data["reason"] = self.reason
        return data

    @staticmethod
    def from_json(data: Any) -> Outcome:
        """Read data written by :meth:`to_json`; raise RecordError if it is malformed."""
        try:
            winner = data["winner"]
            if winner is not None and (isinstance(winner, bool) or not isinstance(winner, int)):
                raise ValueError(f"winner must be a seat number or null, got {winner!r}")
            scores = tuple(float(s) for s in data["scores"])
            termination, reason = data["termination"], data.get("reason", "")
            if termination not in _GENERIC and _REASON.fullmatch(str(termination)):
                return Outcome.of(winner, str(termination), scores)
            outcome = Outcome(winner, Termination(termination), scores, str(reason))
            if (outcome.termination in _BY_RULE) != bool(_REASON.fullmatch(outcome.reason)):
                raise ValueError("a variant's own ending needs its reason, and only it has one")
            return outcome
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"corrupt outcome {data!r}: {exc}") from None
