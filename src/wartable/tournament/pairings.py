"""Who plays whom: round-robin schedules (the circle method) and Swiss rounds. Pure functions.

**Round robin** (the seed's event: "play each player once"). The players sit at the points of a
circle; the first stays put and the others turn one place each round (the *circle method*). With an
even number of players there are ``n - 1`` rounds; with an odd number a phantom player is added and
whoever meets it has a **bye** that round, so there are ``n`` rounds and every player has exactly one
bye. Every player meets every other exactly once. Seats alternate so that, over the schedule, each
player sits first (the ``first`` player of :func:`~wartable.tournament.matches.play_match`) as often as
second, give or take one.

**Swiss** (an option for large fields). With an odd number of players the bye goes first, to the
lowest-ranked player who has not had one (Magic's tournament rules). The others are paired by a
maximum-weight matching (Edmonds' blossom algorithm, ``networkx.max_weight_matching``) whose weights
rank every possible round by, in strict order of priority (no gain in a later criterion makes up
for a loss in an earlier one):

1. the fewest rematches (none whenever a round without one exists);
2. players on equal or nearby points: the smallest sum of the squared differences in match points
   of the pairs, so a pairing inside the point groups is always found when one exists, and a
   player who has to float goes to the nearest group;
3. neighbours in the standings: the smallest sum of the squared differences in standing of the
   pairs (the best meets the next best), counted among the players being paired (the bye sits
   out, so the players either side of it are neighbours);

and, between rounds that tie on all three, the same inputs always give the same round. Everyone but
the bye is paired.

**A bye is a win.** The player with the bye scores a match win (3 match points) and, for the game-win
percentage, two rounds to none, as in Magic's tournament rules; a bye is not counted as a match
against an opponent in the opponents' percentages (see :mod:`wartable.tournament.standings`).

>>> [[(p.first, p.second) for p in r] for r in round_robin_schedule(["Ann", "Bob", "Cy"])]
[[('Bob', 'Cy'), ('Ann', None)], [('Cy', 'Ann'), ('Bob', None)], [('Ann', 'Bob'), ('Cy', None)]]
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

import networkx as nx

from wartable.tournament.errors import EventError

__all__ = [
    "Pairing",
    "PairingFormat",
    "default_swiss_rounds",
    "had_bye",
    "played_pairs",
    "round_robin_rounds",
    "round_robin_schedule",
    "swiss_pairs",
    "swiss_round",
]


class PairingFormat(StrEnum):
    """How an event pairs its players."""

    ROUND_ROBIN = "round-robin"
    """Everyone meets everyone once (circle method); the seed's format."""
    SWISS = "swiss"
    """A set number of rounds, pairing players on equal or nearby points, without rematches."""


@dataclass(frozen=True, order=True)
class Pairing:
    """One table of a round: ``first`` plays the first seat against ``second``; ``second`` is
    ``None`` for a bye (which is given the round's last table number)."""

    table: int
    first: str
    second: str | None

    @property
    def is_bye(self) -> bool:
        """Whether this is a bye rather than a match."""
        return self.second is None

    @property
    def players(self) -> tuple[str, ...]:
        """The one or two players at the table."""
        return (self.first,) if self.second is None else (self.first, self.second)


def _check_players(players: Sequence[str]) -> None:
    if len(players) < 2:
        raise EventError(f"pairings need at least two players, got {len(players)}")
    repeated = sorted(name for name, count in Counter(players).items() if count > 1)
    if repeated:
        raise EventError(f"pairings: players {repeated} are listed more than once")


def round_robin_rounds(player_count: int) -> int:
    """The rounds of a full round robin: ``n - 1`` for an even ``n``, ``n`` for an odd one."""
    return player_count - 1 if player_count % 2 == 0 else player_count


def round_robin_schedule(players: Sequence[str]) -> tuple[tuple[Pairing, ...], ...]:
    """Every round of a round robin among ``players`` (circle method, see the module's notes).

    Round ``r`` (0-based) pairs circle position ``i`` with position ``n - 1 - i`` after ``r``
    turns; the player on the first half of the circle takes the first seat. The fixed player changes
    seat every round; each other player passes once through every position, so each player's first
    and second seats are within one of each other.
    """
    _check_players(players)
    circle: list[str | None] = [*players, None] if len(players) % 2 else list(players)
    size = len(circle)
    rounds: list[tuple[Pairing, ...]] = []
    for round_index in range(size - 1):
        matches: list[tuple[str, str]] = []
        byes: list[str] = []
        for position in range(size // 2):
            one, other = circle[position], circle[size - 1 - position]
            if position == 0 and round_index % 2 == 1:
                one, other = other, one
            seated = [player for player in (one, other) if player is not None]
            if len(seated) == 1:
                byes.append(seated[0])
            else:
                matches.append((seated[0], seated[1]))
        tables = [Pairing(number, a, b) for number, (a, b) in enumerate(matches, start=1)]
        tables += [Pairing(len(matches) + 1, player, None) for player in byes]
        rounds.append(tuple(tables))
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return tuple(rounds)


def default_swiss_rounds(player_count: int) -> int:
    """The usual number of Swiss rounds: enough to find a single unbeaten player,
    ``ceil(log2(n))`` (at least one)."""
    return max(1, math.ceil(math.log2(max(player_count, 2))))


def played_pairs(history: Iterable[Pairing]) -> set[frozenset[str]]:
    """Every pair of players that has met in ``history`` (byes excluded)."""
    return {frozenset(p.players) for p in history if p.second is not None}


def had_bye(history: Iterable[Pairing]) -> set[str]:
    """The players who have had a bye in ``history``."""
    return {p.first for p in history if p.second is None}


def swiss_pairs(
    ranked: Sequence[str],
    played: set[frozenset[str]],
    points: Mapping[str, int] | None = None,
) -> list[tuple[str, str]]:
    """The best pairing of ``ranked`` (an even number of players, best first), by the criteria of
    the module's notes: fewest rematches against ``played``, then the smallest sum of squared
    differences in ``points`` (all equal if not given), then in standing. Each pair is (higher
    ranked, lower ranked), the pairs in order of their higher-ranked player."""
    count = len(ranked)
    if count % 2:
        raise EventError(f"swiss pairs need an even number of players, got {count}")
    score = [0 if points is None else points[player] for player in ranked]
    spread = max(score, default=0) - min(score, default=0)
    # Weights in mixed radix: a total of a lower criterion never reaches one unit of a higher.
    standing_unit = 1
    points_unit = standing_unit * (count**3 + 1)
    rematch_unit = points_unit * (count * spread**2 + 1)
    ceiling = rematch_unit * 2
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(count))
    for i in range(count):
        for j in range(i + 1, count):
            rematch = frozenset((ranked[i], ranked[j])) in played
            cost = (
                rematch * rematch_unit
                + (score[i] - score[j]) ** 2 * points_unit
                + (i - j) ** 2 * standing_unit
            )
            graph.add_edge(i, j, weight=ceiling - cost)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    pairs = sorted((min(pair), max(pair)) for pair in matching)
    return [(ranked[i], ranked[j]) for i, j in pairs]


def swiss_round(
    ranked: Sequence[str],
    history: Sequence[Pairing] = (),
    points: Mapping[str, int] | None = None,
) -> tuple[Pairing, ...]:
    """The next Swiss round for ``ranked`` (the current standings order, best first) given every
    earlier pairing in ``history`` and the players' match ``points`` (see the module's notes;
    without ``points`` every player counts as level).

    The bye (odd counts) goes to the lowest-ranked player without a bye so far (or the lowest-ranked
    player, once everyone has had one); the others are paired by :func:`swiss_pairs`. Of two paired
    players, the one who has sat first less often takes the first seat; on equal counts, the
    higher-ranked one. Tables are numbered from the top of the standings; the bye takes the last
    table.
    """
    _check_players(ranked)
    if points is not None:
        missing = [player for player in ranked if player not in points]
        if missing:
            raise EventError(f"swiss pairing: no points given for {missing}")
    byes_so_far = had_bye(history)
    bye: str | None = None
    if len(ranked) % 2:
        without_bye = [p for p in ranked if p not in byes_so_far]
        bye = (without_bye or list(ranked))[-1]
    to_pair = [p for p in ranked if p != bye]
    pairs = swiss_pairs(to_pair, played_pairs(history), points)
    firsts = Counter(p.first for p in history if p.second is not None)
    tables: list[Pairing] = []
    for number, (higher, lower) in enumerate(pairs, start=1):
        first, second = (lower, higher) if firsts[lower] < firsts[higher] else (higher, lower)
        tables.append(Pairing(number, first, second))
    if bye is not None:
        tables.append(Pairing(len(tables) + 1, bye, None))
    return tuple(tables)
