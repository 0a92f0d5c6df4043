"""The standings of an event: match points, then tie-breakers, as in Magic's tournament rules.

A **match** is one slot-wars game (best of three rounds); a **game**, for the game-win percentages,
is one *decided* round of it. A tied round is replayed and does not count, so a match won 2-1 is
three games, two won.

**Match points:** a win (a bye included) is 3, a draw 1, a loss 0.

**Tie-breakers**, in order, after match points (Magic Tournament Rules, appendix C):

1. *opponents' match-win %* (OMW): the mean, over the player's matches against an opponent (byes
   left out), of that opponent's match-win %;
2. *game-win %* (GW): game points over three times the games played, where a won game is worth 3
   (no game is drawn: tied rounds do not count);
3. *opponents' game-win %* (OGW): the mean, over the same matches, of the opponent's game-win %.

A player's *match-win %* is match points over three times the matches played (byes count as
played). Both match-win % and game-win % are raised to a **floor of 33%** (0.33, as in Magic's
rules) wherever they are used, so that opponents who did badly do not drag a player's tie-breakers
down without limit. A bye counts as a match won **2-0** for the game-win %. With nothing to average
(no match, no game, no opponent yet), a percentage is the floor.

Players equal on match points and all three tie-breakers share a rank and are listed in the order
they were given (an event gives its seating order).

All percentages are exact fractions (:class:`fractions.Fraction`), so results are the same on every
machine and hand-worked examples can be checked exactly; :func:`percent` formats one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction

from wartable.core.errors import did_you_mean
from wartable.tournament.errors import EventError

__all__ = [
    "BYE_GAMES",
    "FLOOR",
    "MATCH_POINTS",
    "MatchRecord",
    "Outcome",
    "StandingsRow",
    "percent",
    "standings",
]

WIN_POINTS = 3
DRAW_POINTS = 1
MATCH_POINTS = {"win": WIN_POINTS, "draw": DRAW_POINTS, "loss": 0}
"""Match points for a win (a bye too), a draw and a loss."""
GAME_POINTS = 3
"""Points of one won game (a decided round) for the game-win percentage."""
FLOOR = Fraction(33, 100)
"""The lowest match-win or game-win percentage used in a tie-breaker (Magic's 0.33)."""
BYE_GAMES = (2, 0)
"""A bye counts as a match won 2-0 for the game-win percentage."""


class Outcome(StrEnum):
    """How a match ended, from the point of view of its table (first seat, second seat)."""

    FIRST_WON = "first"
    """The first-seated player won."""
    SECOND_WON = "second"
    """The second-seated player won."""
    DRAW = "draw"
    """Neither won (tied rounds past the replay limit, or the turn limit)."""
    BYE = "bye"
    """The first player had no opponent: a win worth 3 match points, counted 2-0 in games."""


@dataclass(frozen=True)
class MatchRecord:
    """The result of one table: who sat where, how it ended and the rounds each player won.

    ``second`` is ``None`` exactly for a bye. ``first_rounds`` and ``second_rounds`` are the decided
    slot-wars rounds each player won (a bye is recorded 2-0)."""

    round: int
    table: int
    first: str
    second: str | None
    outcome: Outcome
    first_rounds: int
    second_rounds: int

    def __post_init__(self) -> None:
        where = f"round {self.round} table {self.table}"
        if (self.second is None) != (self.outcome is Outcome.BYE):
            raise EventError(f"{where}: a bye has no second player, and a match has one")
        if self.first_rounds < 0 or self.second_rounds < 0:
            raise EventError(f"{where}: rounds won cannot be negative")
        if self.outcome is Outcome.BYE and (self.first_rounds, self.second_rounds) != BYE_GAMES:
            raise EventError(f"{where}: a bye is recorded as 2-0")

    @classmethod
    def bye(cls, round_number: int, table: int, player: str) -> MatchRecord:
        """The record of a bye."""
        return cls(round_number, table, player, None, Outcome.BYE, *BYE_GAMES)

    @property
    def winner(self) -> str | None:
        """The winner's name (the player with a bye wins), or ``None`` for a draw."""
        if self.outcome in (Outcome.FIRST_WON, Outcome.BYE):
            return self.first
        if self.outcome is Outcome.SECOND_WON:
            return self.second
        return None


@dataclass(frozen=True)
class StandingsRow:
    """One player's line in the standings (percentages are exact, floored as documented)."""

    rank: int
    player: str
    match_points: int
    wins: int
    """Matches won, byes included."""
    draws: int
    losses: int
    byes: int
    games_won: int
    """Decided rounds won (a bye counts 2)."""
    games_lost: int
    match_win: Fraction
    opponents_match_win: Fraction
    game_win: Fraction
    opponents_game_win: Fraction

    @property
    def matches(self) -> int:
        """Matches played, byes included."""
        return self.wins + self.draws + self.losses

    @property
    def record(self) -> str:
        """``wins-draws-losses``, e.g. ``5-1-2``."""
        return f"{self.wins}-{self.draws}-{self.losses}"


@dataclass
class _Tally:
    points: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    games_won: int = 0
    games_lost: int = 0

    @property
    def matches(self) -> int:
        return self.wins + self.draws + self.losses

    def match_win(self) -> Fraction:
        if not self.matches:
            return FLOOR
        return max(FLOOR, Fraction(self.points, WIN_POINTS * self.matches))

    def game_win(self) -> Fraction:
        games = self.games_won + self.games_lost
        if not games:
            return FLOOR
        return max(FLOOR, Fraction(GAME_POINTS * self.games_won, GAME_POINTS * games))


def _mean(values: Sequence[Fraction]) -> Fraction:
    return sum(values, Fraction(0)) / len(values) if values else FLOOR


def percent(value: Fraction) -> str:
    """A percentage with two decimals, e.g. ``Fraction(2, 3)`` -> ``66.67%``."""
    hundredths = round(value * 10_000)
    return f"{hundredths // 100}.{hundredths % 100:02d}%"


def standings(players: Sequence[str], results: Iterable[MatchRecord]) -> tuple[StandingsRow, ...]:
    """The standings of ``players`` after ``results``, best first (see the module's notes).

    Every player is listed, whether or not it has played. A result naming a player who is not in
    ``players`` raises :class:`EventError`.
    """
    order = {player: index for index, player in enumerate(players)}
    if len(order) != len(players):
        raise EventError("standings: a player is listed more than once")
    tallies = {player: _Tally() for player in players}
    opponents: dict[str, list[str]] = {player: [] for player in players}
    for record in results:
        seats = [record.first] if record.second is None else [record.first, record.second]
        for name in seats:
            if name not in tallies:
                raise EventError(
                    f"standings: round {record.round} table {record.table} names {name!r},"
                    f" who is not a player{did_you_mean(name, players)}"
                )
        first = tallies[record.first]
        first.games_won += record.first_rounds
        first.games_lost += record.second_rounds
        if record.second is None:
            first.points += WIN_POINTS
            first.wins += 1
            first.byes += 1
            continue
        second = tallies[record.second]
        second.games_won += record.second_rounds
        second.games_lost += record.first_rounds
        opponents[record.first].append(record.second)
        opponents[record.second].append(record.first)
        if record.outcome is Outcome.DRAW:
            for tally in (first, second):
                tally.points += DRAW_POINTS
                tally.draws += 1
            continue
        winner, loser = (first, second) if record.outcome is Outcome.FIRST_WON else (second, first)
        winner.points += WIN_POINTS
        winner.wins += 1
        loser.losses += 1
    rows = []
    for player in players:
        tally = tallies[player]
        faced = opponents[player]
        rows.append(
            StandingsRow(
                rank=0,
                player=player,
                match_points=tally.points,
                wins=tally.wins,
                draws=tally.draws,
                losses=tally.losses,
                byes=tally.byes,
                games_won=tally.games_won,
                games_lost=tally.games_lost,
                match_win=tally.match_win(),
                opponents_match_win=_mean([tallies[o].match_win() for o in faced]),
                game_win=tally.game_win(),
                opponents_game_win=_mean([tallies[o].game_win() for o in faced]),
            )
        )

    def strength(row: StandingsRow) -> tuple[int, Fraction, Fraction, Fraction]:
        return (row.match_points, row.opponents_match_win, row.game_win, row.opponents_game_win)

    rows.sort(key=lambda row: (tuple(-x for x in strength(row)), order[row.player]))
    ranked: list[StandingsRow] = []
    for index, row in enumerate(rows):
        tied = ranked and strength(ranked[-1]) == strength(row)
        rank = ranked[-1].rank if tied else index + 1
        ranked.append(replace(row, rank=rank))
    return tuple(ranked)
