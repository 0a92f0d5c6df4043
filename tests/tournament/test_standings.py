"""Standings: match points and the three tie-breakers, checked against examples worked by hand."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wartable.tournament.errors import EventError
from wartable.tournament.standings import (
    FLOOR,
    MatchRecord,
    Outcome,
    StandingsRow,
    percent,
    standings,
)

FIRST, SECOND, DRAW = Outcome.FIRST_WON, Outcome.SECOND_WON, Outcome.DRAW


def match(round_: int, table: int, first: str, second: str, score: str) -> MatchRecord:
    """``score`` is the first seat's rounds, then the second's; the higher wins."""
    a, b = (int(n) for n in score.split("-"))
    outcome = FIRST if a > b else SECOND if b > a else DRAW
    return MatchRecord(round_, table, first, second, outcome, a, b)


def by_player(rows: tuple[StandingsRow, ...]) -> dict[str, StandingsRow]:
    return {row.player: row for row in rows}


def test_a_four_player_round_robin_worked_by_hand() -> None:
    """R1: A beats B 2-0, C beats D 2-1. R2: A beats C 2-1, D beats B 2-0. R3: D beats A 2-1,
    B beats C 2-0.

    Points: A 6, D 6, B 3, C 3. Match-win %: A, D 2/3; B, C 1/3 (above the 0.33 floor).
    Games: A 5-3 (5/8), D 5-3 (5/8), C 3-5 (3/8), B 2-4 (1/3).
    OMW: A faced B, C, D: (1/3 + 1/3 + 2/3) / 3 = 4/9; D the same; B and C (2/3 + 2/3 + 1/3) / 3
    = 5/9. OGW: A: (1/3 + 3/8 + 5/8) / 3 = 4/9; D the same.
    A and D are equal on everything: both rank 1, A listed first (given first). C and B are equal
    on points and OMW; C's game-win % is higher: C 3rd, B 4th.
    """
    results = [
        match(1, 1, "A", "B", "2-0"),
        match(1, 2, "C", "D", "2-1"),
        match(2, 1, "A", "C", "2-1"),
        match(2, 2, "D", "B", "2-0"),
        match(3, 1, "D", "A", "2-1"),
        match(3, 2, "B", "C", "2-0"),
    ]
    rows = standings(["A", "B", "C", "D"], results)
    assert [(r.rank, r.player, r.match_points) for r in rows] == [
        (1, "A", 6),
        (1, "D", 6),
        (3, "C", 3),
        (4, "B", 3),
    ]
    table = by_player(rows)
    assert table["A"].opponents_match_win == F(4, 9) == table["D"].opponents_match_win
    assert table["B"].opponents_match_win == F(5, 9) == table["C"].opponents_match_win
    assert (table["A"].game_win, table["C"].game_win, table["B"].game_win) == (
        F(5, 8),
        F(3, 8),
        F(1, 3),
    )
    assert table["A"].opponents_game_win == F(4, 9) == table["D"].opponents_game_win
    assert (table["A"].games_won, table["A"].games_lost) == (5, 3)
    assert table["A"].record == "2-0-1"


def test_byes_and_the_floor_worked_by_hand() -> None:
    """Five players, two rounds. R1: A beats B 2-0, C beats D 2-0, E has a bye. R2: A beats E 2-1,
    C beats B 2-0, D has a bye.

    Match-win %: A, C 1; D, E 1/2; B 0, floored to 0.33.
    OMW (byes left out): A faced B, E: (0.33 + 1/2) / 2 = 83/200; C faced D, B: the same.
    Games (a bye is 2-0): A 4-1 (4/5), C 4-0 (1), E 3-2 (3/5), D 2-2 (1/2), B 0-4 (0 -> 0.33).
    C and A tie on points and OMW; C's game-win % is higher. E and D: 3 points, OMW 1 each
    (their only opponents won everything); E's game-win % is higher.
    OGW: A: (0.33 + 3/5) / 2 = 93/200; C: (1/2 + 0.33) / 2 = 83/200; B: (4/5 + 1) / 2 = 9/10.
    """
    results = [
        match(1, 1, "A", "B", "2-0"),
        match(1, 2, "C", "D", "2-0"),
        MatchRecord.bye(1, 3, "E"),
        match(2, 1, "A", "E", "2-1"),
        match(2, 2, "C", "B", "2-0"),
        MatchRecord.bye(2, 3, "D"),
    ]
    rows = standings(["A", "B", "C", "D", "E"], results)
    assert [(r.rank, r.player, r.match_points) for r in rows] == [
        (1, "C", 6),
        (2, "A", 6),
        (3, "E", 3),
        (4, "D", 3),
        (5, "B", 0),
    ]
    table = by_player(rows)
    assert table["A"].opponents_match_win == F(83, 200) == table["C"].opponents_match_win
    assert table["E"].opponents_match_win == 1 == table["D"].opponents_match_win
    assert table["B"].match_win == FLOOR and table["B"].game_win == FLOOR
    assert (table["C"].game_win, table["A"].game_win) == (F(1), F(4, 5))
    assert (table["E"].game_win, table["D"].game_win) == (F(3, 5), F(1, 2))
    assert table["A"].opponents_game_win == F(93, 200)
    assert table["C"].opponents_game_win == F(83, 200)
    assert table["B"].opponents_game_win == F(9, 10)
    assert (table["E"].byes, table["E"].wins, table["E"].record) == (1, 1, "1-0-1")
    assert (table["E"].games_won, table["E"].games_lost) == (3, 2)


def test_opponents_match_win_decides_with_the_floor() -> None:
    """R1: A beats B 2-0, C beats D 2-0. R2: B beats D 2-0, C beats A 2-0.
    A and B have 3 points and 2-2 in games; A's opponents (B 1/2, C 1) average 3/4, B's (A 1/2,
    D 0 floored to 0.33) 83/200, so A is ahead. Without the floor B's would be 1/4."""
    results = [
        match(1, 1, "A", "B", "2-0"),
        match(1, 2, "C", "D", "2-0"),
        match(2, 1, "B", "D", "2-0"),
        match(2, 2, "C", "A", "2-0"),
    ]
    rows = standings(["B", "A", "C", "D"], results)
    assert [r.player for r in rows] == ["C", "A", "B", "D"]
    table = by_player(rows)
    assert table["A"].opponents_match_win == F(3, 4)
    assert table["B"].opponents_match_win == F(83, 200)
    assert table["A"].game_win == table["B"].game_win == F(1, 2)


def test_a_draw_is_one_point_each_and_its_rounds_count() -> None:
    rows = by_player(standings(["A", "B"], [match(1, 1, "A", "B", "1-1")]))
    for name in "AB":
        assert rows[name].match_points == 1
        assert rows[name].record == "0-1-0"
        assert rows[name].game_win == F(1, 2)
        assert rows[name].match_win == F(1, 3)
        assert rows[name].rank == 1


def test_players_who_have_not_played_are_listed_at_the_floor() -> None:
    rows = standings(["A", "B", "C"], [match(1, 1, "B", "C", "0-2")])
    # A and B both have 0 points; B's one opponent won everything (OMW 1), A has the floor.
    assert [(r.rank, r.player) for r in rows] == [(1, "C"), (2, "B"), (3, "A")]
    idle = by_player(rows)["A"]
    assert idle.matches == 0
    assert idle.opponents_match_win == idle.game_win == idle.opponents_game_win == FLOOR


def test_bad_results_are_refused() -> None:
    with pytest.raises(EventError, match="'Zed', who is not a player"):
        standings(["A", "B"], [match(1, 1, "A", "Zed", "2-0")])
    with pytest.raises(EventError, match="a bye has no second player"):
        MatchRecord(1, 1, "A", "B", Outcome.BYE, 2, 0)
    with pytest.raises(EventError, match="a bye is recorded as 2-0"):
        MatchRecord(1, 1, "A", None, Outcome.BYE, 1, 0)
    with pytest.raises(EventError, match="listed more than once"):
        standings(["A", "A"], [])


@pytest.mark.parametrize(
    ("value", "text"),
    [(F(2, 3), "66.67%"), (FLOOR, "33.00%"), (F(83, 200), "41.50%"), (F(1), "100.00%")],
)
def test_percent(value: F, text: str) -> None:
    assert percent(value) == text


@settings(deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from("ABCDEF"),
            st.sampled_from("ABCDEF"),
            st.sampled_from(["2-0", "2-1", "1-2", "0-2", "1-1"]),
        ),
        max_size=20,
    )
)
def test_points_add_up_and_ranks_follow_the_order(
    games: list[tuple[str, str, str]],
) -> None:
    results = [
        match(index + 1, 1, a, b, score) for index, (a, b, score) in enumerate(games) if a != b
    ]
    rows = standings(list("ABCDEF"), results)
    decisive = sum(r.outcome is not DRAW for r in results)
    draws = len(results) - decisive
    assert sum(row.match_points for row in rows) == 3 * decisive + 2 * draws
    assert [row.rank for row in rows] == sorted(row.rank for row in rows)
    points = [row.match_points for row in rows]
    assert points == sorted(points, reverse=True)
    assert all(FLOOR <= row.game_win <= 1 and FLOOR <= row.opponents_match_win <= 1 for row in rows)
