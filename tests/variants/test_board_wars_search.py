"""Board Wars for search agents: the order in which the search tries actions, and the war plans
``ismcts`` picks with it (a war offers up to a few hundred plans)."""

from __future__ import annotations

from tests.variants.test_board_wars_rules import move, position, tie_position
from wartable.agents import make_agent, seat_turn
from wartable.core import Rng
from wartable.variants.board_wars import BoardWarsState, EndTurn, Move, Spawn, WarPlan
from wartable.variants.board_wars.state import parse_square


def _ordered(state: BoardWarsState, player: int) -> list[str]:
    decision = next(d for d in state.decisions() if d.player == player)
    order = state.search_order(decision)
    assert sorted(map(str, order)) == sorted(map(str, decision.actions)), "the same actions"
    return [str(action) for action in order]


def _big_war() -> BoardWarsState:
    """A war in which the first player has an ace, a queen and six small cards on the board."""
    own = {"a1": "2H", "b1": "3H", "d1": "4H", "e1": "5H", "a2": "AH", "b2": "6D", "d2": "QH"}
    own["e2"] = "3D"
    state = tie_position(own, {"a7": "KC", "e7": "5C"}, ("JH 2S 9S 8S", "9C 8C 3C 6D"))
    move(state, 0, "c3-c4")
    return state


def test_war_plans_are_tried_strongest_decider_first() -> None:
    state = _big_war()
    order = _ordered(state, 0)
    assert len(order) == 56 + 8, "every trio of the 8 other cards, and each as method 2 decider"
    assert order[:2] == ["war2 a2", "war2 d2"], "the ace, then the queen decides"
    first_trio = next(plan for plan in order if plan.startswith("war1"))
    assert first_trio == "war1 a1 b1 e2", "method 1 risks the three weakest: 2, 3 and 3"
    assert order[-1] == "war2 a1", "a 2 deciding is the worst plan"


def test_the_order_uses_only_what_the_player_knows() -> None:
    """Resampled states hide the enemy's cards and both decks from the player differently; its
    order of plans and moves stays the same."""
    state = _big_war()
    expected = _ordered(state, 0)
    rng = Rng(5)
    for _ in range(10):
        assert _ordered(state.resample(0, rng), 0) == expected
    turn = position(
        {"c3": (0, "9H"), "c4": (1, "4C"), "a1": (0, "2H"), "b5": (1, "KD")}, ("3H 4H", "5C 6C")
    )
    expected = _ordered(turn, 0)
    for _ in range(10):
        assert _ordered(turn.resample(0, rng), 0) == expected


def test_turn_actions_are_tried_good_moves_first_and_bad_attacks_last() -> None:
    state = position(
        {"c3": (0, "9H"), "c4": (1, "4C"), "b4": (0, "3H"), "b5": (1, "KD")}, ("5H 6H", "5C 6C")
    )
    # What player 1 knows of c4: below 9, from a battle it lost to a 9.
    state._bounds[0][state.board["c4"].uid] = (2, 8)
    state._changing()
    order = list(state.search_order(state.decisions()[0]))
    assert order[0] == Move(parse_square("c3", 7), parse_square("c4", 7)), "a sure win first"
    spawns = [action for action in order if isinstance(action, Spawn)]
    assert [spawn.column for spawn in spawns[:3]] == [2, 1, 3], "middle spawn spaces first"
    end = order.index(EndTurn())
    assert all(order.index(spawn) < end for spawn in spawns), "spawning beats doing nothing"
    b4 = parse_square("b4", 7)
    assert set(order[-2:]) == {Move(b4, parse_square("b5", 7)), Move(b4, parse_square("c4", 7))}, (
        "a 3 attacking an unknown card or one below 9 has poor odds: tried last"
    )


def test_ismcts_goes_to_war_with_its_ace() -> None:
    """Among 64 plans, 400 iterations without widening would barely try each; with the variant's
    order and widening the search settles on the ace deciding."""
    state = _big_war()
    for seed in range(3):
        plan = make_agent("ismcts", seed).choose(seat_turn(state, 0))
        assert isinstance(plan, WarPlan)
        assert str(plan) == "war2 a2", (seed, str(plan))
