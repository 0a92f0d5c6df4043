"""Pairings: the round-robin circle method and Swiss rounds, by property and by example."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wartable.tournament.errors import EventError
from wartable.tournament.pairings import (
    Pairing,
    default_swiss_rounds,
    had_bye,
    played_pairs,
    round_robin_rounds,
    round_robin_schedule,
    swiss_pairs,
    swiss_round,
)


def names(count: int) -> list[str]:
    return [f"P{index:02d}" for index in range(count)]


def check_round(round_: Sequence[Pairing], players: Sequence[str]) -> None:
    """Every player sits exactly once; tables are 1..k with the bye (if any) last."""
    seated = [player for pairing in round_ for player in pairing.players]
    assert sorted(seated) == sorted(players)
    assert [p.table for p in round_] == list(range(1, len(round_) + 1))
    byes = [p for p in round_ if p.is_bye]
    assert len(byes) == len(players) % 2
    if byes:
        assert round_[-1].is_bye


# --------------------------------------------------------------------------------------------------
# Round robin


@settings(deadline=None)
@given(st.integers(min_value=2, max_value=30))
def test_round_robin_meets_everyone_exactly_once(count: int) -> None:
    players = names(count)
    schedule = round_robin_schedule(players)
    assert len(schedule) == round_robin_rounds(count)
    for round_ in schedule:
        check_round(round_, players)
    meetings = Counter(frozenset(p.players) for r in schedule for p in r if not p.is_bye)
    assert set(meetings.values()) == {1}
    assert len(meetings) == count * (count - 1) // 2


@settings(deadline=None)
@given(st.integers(min_value=2, max_value=30))
def test_round_robin_byes_once_each_for_odd_counts_only(count: int) -> None:
    byes = Counter(p.first for r in round_robin_schedule(names(count)) for p in r if p.is_bye)
    if count % 2:
        assert byes == Counter(names(count))
    else:
        assert not byes


@settings(deadline=None)
@given(st.integers(min_value=2, max_value=30))
def test_round_robin_seats_are_balanced(count: int) -> None:
    firsts: Counter[str] = Counter()
    seconds: Counter[str] = Counter()
    for round_ in round_robin_schedule(names(count)):
        for pairing in round_:
            if pairing.second is not None:
                firsts[pairing.first] += 1
                seconds[pairing.second] += 1
    assert all(abs(firsts[p] - seconds[p]) <= 1 for p in names(count))


@settings(deadline=None)
@given(st.permutations(names(7)))
def test_round_robin_depends_only_on_the_seating(order: list[str]) -> None:
    """Renaming the players renames the schedule: nothing depends on the names themselves."""
    base = round_robin_schedule(names(7))
    renamed = round_robin_schedule(order)
    rename = dict(zip(names(7), order, strict=True))
    assert renamed == tuple(
        tuple(Pairing(p.table, rename[p.first], rename[p.second] if p.second else None) for p in r)
        for r in base
    )


def test_nine_players_the_seed_event() -> None:
    schedule = round_robin_schedule(names(9))
    assert len(schedule) == 9
    assert all(sum(not p.is_bye for p in r) == 4 for r in schedule)
    assert sum(not p.is_bye for r in schedule for p in r) == 36


def test_three_players_by_hand() -> None:
    schedule = round_robin_schedule(["Ann", "Bob", "Cy"])
    assert schedule == (
        (Pairing(1, "Bob", "Cy"), Pairing(2, "Ann", None)),
        (Pairing(1, "Cy", "Ann"), Pairing(2, "Bob", None)),
        (Pairing(1, "Ann", "Bob"), Pairing(2, "Cy", None)),
    )


@pytest.mark.parametrize("players", [[], ["Ann"], ["Ann", "Bob", "Ann"]])
def test_bad_player_lists_are_refused(players: list[str]) -> None:
    with pytest.raises(EventError):
        round_robin_schedule(players)
    with pytest.raises(EventError):
        swiss_round(players)


# --------------------------------------------------------------------------------------------------
# Swiss


def can_pair_without_rematch(players: Sequence[str], played: set[frozenset[str]]) -> bool:
    """Brute force: is there a perfect matching of ``players`` avoiding ``played``?"""
    if not players:
        return True
    head, rest = players[0], players[1:]
    return any(
        frozenset((head, other)) not in played
        and can_pair_without_rematch([p for p in rest if p != other], played)
        for other in rest
    )


SwissCase = tuple[list[str], list[Pairing], list[str], dict[str, int]]


@st.composite
def swiss_histories(draw: st.DrawFn, most: int = 10) -> SwissCase:
    """A field, the pairings of some Swiss rounds played with random results, the standings order
    (by points, ties by seat) before the next round, and the match points."""
    count = draw(st.integers(min_value=2, max_value=most))
    rounds = draw(st.integers(min_value=0, max_value=round_robin_rounds(count) - 1))
    rng = random.Random(draw(st.integers(min_value=0, max_value=2**32)))
    players = names(count)
    points = dict.fromkeys(players, 0)
    history: list[Pairing] = []
    for _ in range(rounds):
        ranked = sorted(players, key=lambda p: (-points[p], players.index(p)))
        for pairing in swiss_round(ranked, history, points):
            history.append(pairing)
            if pairing.second is None:
                points[pairing.first] += 3
                continue
            result = rng.choice(("first", "second", "draw"))
            if result == "draw":
                points[pairing.first] += 1
                points[pairing.second] += 1
            else:
                points[pairing.first if result == "first" else pairing.second] += 3
    ranked = sorted(players, key=lambda p: (-points[p], players.index(p)))
    return players, history, ranked, points


@settings(max_examples=200, deadline=None)
@given(swiss_histories())
def test_swiss_round_properties(case: SwissCase) -> None:
    players, history, ranked, points = case
    round_ = swiss_round(ranked, history, points)
    check_round(round_, players)
    byes = [p.first for p in round_ if p.is_bye]
    earlier_byes = had_bye(history)
    if byes:
        without = [p for p in ranked if p not in earlier_byes]
        assert byes[0] == (without or ranked)[-1]
    played = played_pairs(history)
    rest = [p for p in ranked if p not in byes]
    rematches = [p for p in round_ if not p.is_bye and frozenset(p.players) in played]
    if can_pair_without_rematch(rest, played):
        assert not rematches


@settings(max_examples=100, deadline=None)
@given(swiss_histories())
def test_swiss_seats_go_to_whoever_sat_first_less(case: SwissCase) -> None:
    _players, history, ranked, points = case
    firsts = Counter(p.first for p in history if not p.is_bye)
    for pairing in swiss_round(ranked, history, points):
        if pairing.second is not None:
            assert firsts[pairing.first] <= firsts[pairing.second]


def test_first_swiss_round_pairs_neighbours_in_the_standings() -> None:
    ranked = ["Ann", "Bob", "Cy", "Dee", "Eve"]
    assert swiss_round(ranked) == (
        Pairing(1, "Ann", "Bob"),
        Pairing(2, "Cy", "Dee"),
        Pairing(3, "Eve", None),
    )


def test_swiss_pairs_by_points_and_avoids_rematches() -> None:
    """After round 1 (Ann beat Bob, Cy beat Dee), the winners meet and the losers meet."""
    history = [Pairing(1, "Ann", "Bob"), Pairing(2, "Cy", "Dee")]
    ranked = ["Ann", "Cy", "Bob", "Dee"]
    # Ann and Cy have each sat first once: the higher-ranked takes the first seat.
    assert swiss_round(ranked, history) == (Pairing(1, "Ann", "Cy"), Pairing(2, "Bob", "Dee"))
    # Had Ann already met Cy, she meets the best player she has not met, and the search goes on.
    history.append(Pairing(1, "Ann", "Cy"))
    history.append(Pairing(2, "Bob", "Dee"))
    third = swiss_round(ranked, history)
    assert {frozenset(p.players) for p in third} == {
        frozenset({"Ann", "Dee"}),
        frozenset({"Cy", "Bob"}),
    }


def test_bye_goes_to_the_lowest_ranked_player_without_one() -> None:
    history = [Pairing(1, "Ann", "Bob"), Pairing(2, "Cy", None)]
    round_ = swiss_round(["Ann", "Cy", "Bob"], history)
    assert round_[-1] == Pairing(2, "Bob", None)
    everyone = [*history, Pairing(1, "Ann", None), Pairing(1, "Bob", None)]
    assert swiss_round(["Ann", "Cy", "Bob"], everyone)[-1] == Pairing(2, "Bob", None)


def test_when_every_pairing_is_a_rematch_it_pairs_anyway() -> None:
    history = [Pairing(1, "Ann", "Bob")]
    assert swiss_round(["Ann", "Bob"], history) == (Pairing(1, "Bob", "Ann"),)


def matchings(players: Sequence[str]) -> Iterator[list[tuple[str, str]]]:
    """Every way to pair an even number of players (brute force)."""
    if not players:
        yield []
        return
    head, rest = players[0], players[1:]
    for index, other in enumerate(rest):
        for tail in matchings([*rest[:index], *rest[index + 1 :]]):
            yield [(head, other), *tail]


def pairing_cost(
    pairs: Sequence[tuple[str, str]],
    ranked: Sequence[str],
    played: set[frozenset[str]],
    points: Mapping[str, int],
) -> tuple[int, int, int]:
    """What Swiss pairing minimises, in order: rematches, squared point differences, squared
    differences in standing."""
    place = {player: index for index, player in enumerate(ranked)}
    return (
        sum(frozenset(pair) in played for pair in pairs),
        sum((points[a] - points[b]) ** 2 for a, b in pairs),
        sum((place[a] - place[b]) ** 2 for a, b in pairs),
    )


@settings(max_examples=150, deadline=None)
@given(swiss_histories(most=9))
def test_swiss_finds_the_best_pairing_there_is(case: SwissCase) -> None:
    """Against every possible pairing (brute force, up to 8 players besides the bye): no other has
    fewer rematches; none with as few has smaller point differences; and so on. Standing is measured
    among the players being paired (the bye sits out, so the players either side of it are
    neighbours)."""
    _players, history, ranked, points = case
    round_ = swiss_round(ranked, history, points)
    played = played_pairs(history)
    rest = [p for p in ranked if not any(b.is_bye and b.first == p for b in round_)]
    found = [(p.first, p.second) for p in round_ if p.second is not None]
    best = min(pairing_cost(m, rest, played, points) for m in matchings(rest))
    assert pairing_cost(found, rest, played, points) == best


def test_swiss_keeps_a_point_group_together_when_it_can() -> None:
    """Four players on 3 points, two on 0; Ann has met Bob and Bob has met Dee. Pairing the best
    with the next one it has not met (Ann-Cy) leaves Bob only the 0-point players, so a search
    that takes the first rematch-free pairing in that order floats two players out of their group
    (Ann-Cy, Bob-Eve, Dee-Fay); the best pairing keeps both groups whole."""
    ranked = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    points = {"Ann": 3, "Bob": 3, "Cy": 3, "Dee": 3, "Eve": 0, "Fay": 0}
    history = [Pairing(1, "Ann", "Bob"), Pairing(1, "Bob", "Dee")]
    round_ = swiss_round(ranked, history, points)
    assert {frozenset(p.players) for p in round_} == {
        frozenset({"Ann", "Dee"}),
        frozenset({"Bob", "Cy"}),
        frozenset({"Eve", "Fay"}),
    }


def test_swiss_pairing_is_the_same_for_the_same_inputs() -> None:
    rng = random.Random(5)
    players = names(12)
    points = {p: rng.choice((0, 1, 3, 4, 6)) for p in players}
    ranked = sorted(players, key=lambda p: -points[p])
    history = [
        Pairing(1, a, b) for a, b in itertools.combinations(players, 2) if rng.random() < 0.2
    ]
    first = swiss_round(ranked, history, points)
    assert all(swiss_round(ranked, history, points) == first for _ in range(3))
    with pytest.raises(EventError, match="no points given"):
        swiss_round(ranked, history, {"P00": 3})
    with pytest.raises(EventError, match="even number"):
        swiss_pairs(ranked[:3], set())


@pytest.mark.parametrize(("count", "rounds"), [(2, 1), (3, 2), (4, 2), (8, 3), (9, 4), (33, 6)])
def test_default_swiss_rounds(count: int, rounds: int) -> None:
    assert default_swiss_rounds(count) == rounds
