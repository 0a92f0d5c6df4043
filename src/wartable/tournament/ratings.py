"""Player ratings across events: openskill's Plackett–Luce model, updated match by match.

A player is known by name in every event. A new player starts at openskill's defaults (``mu`` 25,
``sigma`` 25/3). When an event's results are final, each of its matches updates the two players'
ratings as a two-player game (the winner ranked first; a draw ties them; byes are not rated), in a
fixed order: round by round, table by table. Events are taken in the order they became final.
Since the order is fixed, rating the same events again gives exactly the same numbers, which
:func:`rate_events` makes easy to check. Players are ranked by the conservative ``ordinal``
``mu - 3 * sigma``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from wartable.tournament.standings import MatchRecord, Outcome

__all__ = ["PlayerRating", "ranked", "rate_event", "rate_events"]


@dataclass(frozen=True)
class PlayerRating:
    """A player's rating: mean ``mu``, uncertainty ``sigma`` and the rated matches behind it."""

    player: str
    mu: float
    sigma: float
    matches: int = 0

    @property
    def ordinal(self) -> float:
        """The conservative estimate ``mu - 3 * sigma`` that ranks players."""
        return self.mu - 3 * self.sigma


def _model() -> PlackettLuce:
    return PlackettLuce()


def new_rating(player: str) -> PlayerRating:
    """The rating of a player who has played no rated match."""
    model = _model()
    return PlayerRating(player, model.mu, model.sigma, 0)


def rate_event(
    before: Mapping[str, PlayerRating], results: Iterable[MatchRecord]
) -> dict[str, PlayerRating]:
    """The ratings after one event's ``results``, starting from ``before`` (players missing from it
    start new). Matches are rated sorted by (round, table), whatever order they come in; byes are
    skipped. Returns the ratings of every player who played a rated match, plus ``before``."""
    model = _model()
    current = dict(before)
    for record in sorted(results, key=lambda r: (r.round, r.table)):
        if record.second is None or record.outcome is Outcome.BYE:
            continue
        one = current.get(record.first) or new_rating(record.first)
        two = current.get(record.second) or new_rating(record.second)
        ranks = {
            Outcome.FIRST_WON: [1.0, 2.0],
            Outcome.SECOND_WON: [2.0, 1.0],
            Outcome.DRAW: [1.0, 1.0],
        }[record.outcome]
        [[new_one], [new_two]] = model.rate(
            [
                [model.create_rating([one.mu, one.sigma], name=one.player)],
                [model.create_rating([two.mu, two.sigma], name=two.player)],
            ],
            ranks=ranks,
        )
        current[one.player] = PlayerRating(one.player, new_one.mu, new_one.sigma, one.matches + 1)
        current[two.player] = PlayerRating(two.player, new_two.mu, new_two.sigma, two.matches + 1)
    return current


def rate_events(events: Iterable[Sequence[MatchRecord]]) -> dict[str, PlayerRating]:
    """Every player's rating after ``events`` (each a list of results), rated in the order given,
    from scratch."""
    ratings: dict[str, PlayerRating] = {}
    for results in events:
        ratings = rate_event(ratings, results)
    return ratings


def ranked(ratings: Iterable[PlayerRating]) -> list[PlayerRating]:
    """Ratings best first: by ordinal, then by name."""
    return sorted(ratings, key=lambda rating: (-rating.ordinal, rating.player))
