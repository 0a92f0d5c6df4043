"""Exact checks of Board Wars' rules on scripted positions.

Squares are ``c3``: column a-e, row 1 is the first player's spawn row; the second player's spawn row
is the last row (row 7 by default).
"""

from __future__ import annotations

import pytest

from wartable.agents import make_agent, seat_turn
from wartable.core import (
    Card,
    Deck,
    IllegalActionError,
    Rng,
    derive_seed,
    events_for,
    new_game,
    parse_cards,
    parse_options,
)
from wartable.core.events import Event
from wartable.variants.board_wars import (
    BoardWarsOptions,
    BoardWarsState,
    EndTurn,
    Move,
    Spawn,
    WarPlan,
)
from wartable.variants.board_wars.events import (
    BattleFought,
    Captured,
    Discarded,
    Result,
    Spawned,
    ValuesCompared,
    WarAbandoned,
)
from wartable.variants.board_wars.state import parse_square


def options(text: str = "") -> BoardWarsOptions:
    parsed = parse_options(f"board-wars({text})")
    assert isinstance(parsed, BoardWarsOptions)
    return parsed


def position(
    pieces: dict[str, tuple[int, str]],
    decks: tuple[str, str] = ("", ""),
    *,
    text: str = "",
    active: int = 0,
) -> BoardWarsState:
    return BoardWarsState.from_position(
        options(text),
        pieces=pieces,
        decks=(parse_cards(decks[0]), parse_cards(decks[1])),
        active=active,
    )


def move(state: BoardWarsState, player: int, text: str) -> list[Event]:
    return list(state.act(player, state.parse_action(player, text)))


def squares(state: BoardWarsState) -> dict[str, tuple[int, str]]:
    return {name: (piece.owner, str(piece.card)) for name, piece in state.board.items()}


def of_type(events: list[Event], kind: type[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


# -- set-up, spawning and moving ------------------------------------------------------------------


def test_new_game_gives_each_player_a_shuffled_deck_and_an_empty_board() -> None:
    state = new_game("board-wars", None, 3)
    assert isinstance(state, BoardWarsState)
    for player in (0, 1):
        assert sorted(state.deck(player)) == sorted(Deck.standard().cards)
    assert state.deck(0) != state.deck(1)
    assert state.board == {}
    first = state.decisions()[0]
    assert first.player == state.active
    assert [str(a) for a in first.actions] == [
        "spawn a",
        "spawn b",
        "spawn c",
        "spawn d",
        "spawn e",
        "end",
    ]


def test_coin_toss_and_fixed_first_player() -> None:
    firsts = {new_game("board-wars", None, seed).decisions()[0].player for seed in range(20)}
    assert firsts == {0, 1}
    assert new_game("board-wars", "first_player=second", 1).decisions()[0].player == 1
    assert new_game("board-wars", "first_player=first", 1).decisions()[0].player == 0


def test_spawn_puts_the_deck_top_on_an_own_empty_spawn_space_and_only_the_owner_sees_it() -> None:
    state = position({"c1": (1, "5H")}, decks=("QS 2H", "3C"))
    events = move(state, 0, "spawn b")
    assert squares(state)["b1"] == (0, "QS")
    assert state.deck(0) == parse_cards("2H")
    spawned = of_type(events, Spawned)[0]
    assert isinstance(spawned, Spawned) and spawned.card == Card.parse("QS")
    assert spawned.audience.includes(0) and not spawned.audience.includes(1)
    seen_by_other = [e for e in events_for(events, 1) if isinstance(e, Spawned)]
    assert isinstance(seen_by_other[0], Spawned) and seen_by_other[0].card is None
    # Only one spawn a turn, and never onto an occupied spawn space (c1 holds an enemy card).
    legal = {str(a) for a in state.legal_actions(0)}
    assert not any(a.startswith("spawn") for a in legal)
    fresh = position({"c1": (1, "5H")}, decks=("QS", ""))
    assert "spawn c" not in {str(a) for a in fresh.legal_actions(0)}


def test_spawn_and_move_in_either_order_then_the_turn_ends_by_itself() -> None:
    state = position({"b1": (0, "9H"), "e7": (1, "4C")}, decks=("QS", "3C"))
    move(state, 0, "b1-b2")
    assert squares(state)["b2"] == (0, "9H")
    assert state.active == 0  # the spawn is still open
    move(state, 0, "spawn a")
    assert state.active == 1, "nothing left to do: the turn passed"
    assert state.turn == 1


def test_moves_go_to_adjacent_squares_not_holding_an_own_card() -> None:
    state = position({"c2": (0, "9H"), "c3": (0, "2H"), "d7": (1, "4C")})
    targets = {str(a) for a in state.legal_actions(0) if isinstance(a, Move) and str(a)[:2] == "c2"}
    assert targets == {"c2-c1", "c2-b2", "c2-d2"}
    diagonal = position({"c2": (0, "9H"), "c3": (0, "2H"), "d7": (1, "4C")}, text="diagonal=true")
    targets = {
        str(a) for a in diagonal.legal_actions(0) if isinstance(a, Move) and str(a)[:2] == "c2"
    }
    assert targets == {"c2-c1", "c2-b2", "c2-d2", "c2-b1", "c2-d1", "c2-b3", "c2-d3"}


def test_passing_is_allowed() -> None:
    state = position({"c2": (0, "9H"), "d7": (1, "4C")}, decks=("QS", "3C"))
    move(state, 0, "end")
    assert state.active == 1 and squares(state) == {"c2": (0, "9H"), "d7": (1, "4C")}


# -- battles --------------------------------------------------------------------------------------


def test_attacker_wins_captures_the_defender_and_takes_its_square() -> None:
    state = position({"c3": (0, "9H"), "c4": (1, "4C"), "a7": (1, "2D")}, decks=("5S", "5C"))
    events = move(state, 0, "c3-c4")
    assert squares(state)["c4"] == (0, "9H") and "c3" not in squares(state)
    assert state.captured(0) == parse_cards("4C")
    battle = of_type(events, BattleFought)[0]
    assert isinstance(battle, BattleFought) and battle.result is Result.ATTACKER
    # Each side learns the outcome only: the values are in an event nobody sees.
    for viewer in (0, 1, None):
        assert not any(isinstance(e, ValuesCompared) for e in events_for(events, viewer))
    mine = {p.square: p for p in state.observe(0).view.pieces}
    theirs = {p.square: p for p in state.observe(1).view.pieces}
    # It beat a 4, and it is still on the board after a counted move: a 5 to a king.
    assert theirs["c4"].card is None and (theirs["c4"].low, theirs["c4"].high) == (5, 13)
    assert mine["c4"].card == Card.parse("9H") and mine["c4"].spent == 1
    # The capture is face down to its captor unless captures are revealed.
    captured = [e for e in events_for(events, 0) if isinstance(e, Captured)]
    assert isinstance(captured[0], Captured) and captured[0].card is None


def test_defender_wins_and_captures_the_attacker() -> None:
    state = position({"c3": (0, "4H"), "c4": (1, "9C"), "a7": (1, "2D")}, decks=("5S", "5C"))
    events = move(state, 0, "c3-c4")
    assert squares(state) == {"c4": (1, "9C"), "a7": (1, "2D")}
    assert state.captured(1) == parse_cards("4H")
    battle = of_type(events, BattleFought)[0]
    assert isinstance(battle, BattleFought) and battle.result is Result.DEFENDER
    seen = {p.square: p for p in state.observe(0).view.pieces}
    assert (seen["c4"].low, seen["c4"].high) == (5, 14)
    # Being attacked does not start the defender's move count.
    assert state.board["c4"].spent == 0


def test_reveal_captures_shows_the_captured_card() -> None:
    state = position(
        {"c3": (0, "9H"), "c4": (1, "4C"), "a7": (1, "2D")},
        decks=("5S", "5C"),
        text="reveal_captures=true",
    )
    events = move(state, 0, "c3-c4")
    captured = [e for e in events_for(events, 0) if isinstance(e, Captured)]
    assert isinstance(captured[0], Captured) and captured[0].card == Card.parse("4C")
    assert state.observe(0).view.captured[0][0].card == Card.parse("4C")


# -- wars -----------------------------------------------------------------------------------------


def tie_position(
    own: dict[str, str], enemy: dict[str, str], decks: tuple[str, str], text: str = ""
) -> BoardWarsState:
    pieces = {"c3": (0, "7H"), "c4": (1, "7C")}
    pieces.update({square: (0, card) for square, card in own.items()})
    pieces.update({square: (1, card) for square, card in enemy.items()})
    return position(pieces, decks=decks, text=text)


def test_a_tie_is_war_chosen_secretly_by_both_method_one_against_method_two() -> None:
    state = tie_position(
        {"a1": "2H", "b1": "3H", "e1": "4H"}, {"a7": "KC", "e7": "5C"}, ("JH 2S", "9C 8C 3C 6D")
    )
    events = move(state, 0, "c3-c4")
    battle = of_type(events, BattleFought)[0]
    assert isinstance(battle, BattleFought) and battle.result is Result.TIE
    pending = {d.player: {str(a) for a in d.actions} for d in state.decisions()}
    assert pending[0] == {"war1 a1 b1 e1"}, "two deck cards: method 2 is not open"
    assert pending[1] == {"war2 a7", "war2 e7"}
    # Player 2 has only two other board cards (method 1 needs three) and four deck cards.
    move(state, 1, "war2 e7")
    assert [d.player for d in state.decisions()] == [0], "the plan stays secret until both chose"
    seen = state.observe(0)
    assert seen.view.war is not None and seen.view.war.chosen is False
    events = move(state, 0, "war1 a1 b1 e1")
    # Deciders: player 1's deck top JH (11) against player 2's board card e7 (5C): player 1 wins.
    assert state.discard(0) == parse_cards("2H 3H 4H JH"), "own spoils back, deck decider too"
    assert sorted(state.captured(0)) == sorted(parse_cards("9C 8C 3C 7C"))
    assert squares(state) == {"c4": (0, "7H"), "a7": (1, "KC"), "e7": (1, "5C")}
    assert state.deck(1) == parse_cards("6D") and state.deck(0) == parse_cards("2S")
    assert state.board["c4"].spent == 1, "the war's winner wins the battle and its move counts"
    assert not any(isinstance(e, ValuesCompared) for e in events_for(events, 1))


def test_equal_deciders_repeat_the_war() -> None:
    state = tie_position(
        {"a1": "5H"}, {"a7": "5C"}, ("9H 2S 3S 4S QH 6S 7S 8S", "9D 2C 3C 4C 3D 6C 7C 8C")
    )
    move(state, 0, "c3-c4")
    move(state, 0, "war2 a1")
    move(state, 1, "war2 a7")
    war = state.observe(0).view.war
    assert war is not None and war.depth == 2, "5 against 5: the war goes on"
    move(state, 0, "war2 a1")
    move(state, 1, "war2 a7")
    # Still 5 against 5; both run out of deck cards for method 2 after the third round.
    war = state.observe(0).view.war
    assert war is not None and war.depth == 3


def test_a_war_still_tied_after_max_war_rounds_ends_undecided() -> None:
    # Empty decks, one ace each on the board: both can only field their ace, round after round.
    state = tie_position({"a1": "AH"}, {"a7": "AC"}, ("", ""), text="max_war_rounds=3")
    move(state, 0, "c3-c4")
    for _ in range(2):
        move(state, 0, "war0 a1")
        move(state, 1, "war0 a7")
        war = state.observe(0).view.war
        assert war is not None, "ace against ace: the war goes on"
    move(state, 0, "war0 a1")
    events = move(state, 1, "war0 a7")
    abandoned = of_type(events, WarAbandoned)
    assert len(abandoned) == 1 and "still tied after 3 rounds" in abandoned[0].describe()
    assert state.observe(0).view.war is None
    assert state.captured(0) == parse_cards("7C") and state.captured(1) == parse_cards("7H")
    assert squares(state) == {"a1": (0, "AH"), "a7": (1, "AC")}, "board deciders stay"


def test_an_undecided_war_returns_the_spoils_set_aside_in_earlier_rounds() -> None:
    state = tie_position({"a1": "5H"}, {"a7": "5C"}, ("2S 3S 4S", "2C 3C 4C"))
    move(state, 0, "c3-c4")
    move(state, 0, "war2 a1")
    move(state, 1, "war2 a7")
    # 5 against 5 again; now neither side has a deck card or another way to decide but its 5,
    # and with max_war_rounds at its default the war goes on until the cap.
    for _ in range(8):
        move(state, 0, "war0 a1")
        move(state, 1, "war0 a7")
    events = move(state, 0, "war0 a1") + move(state, 1, "war0 a7")
    assert of_type(events, WarAbandoned), "the tenth tied round ends the war"
    assert state.discard(0) == parse_cards("2S 3S 4S") and state.discard(1) == parse_cards(
        "2C 3C 4C"
    )
    assert state.captured(0) == parse_cards("7C") and state.captured(1) == parse_cards("7H")


def test_heuristic_games_end_even_when_both_sides_keep_fielding_aces() -> None:
    # Deal 1 of 77 did it until the heuristic learned that a card with a counted move spent is no
    # ace (the ranges it sees narrowed by the moves spent); deal 7 now does.
    state = new_game("board-wars", "board-wars", derive_seed(77, 7))
    agents = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    abandoned = 0
    for _ in range(5_000):
        if state.outcome is not None:
            break
        pending = state.decisions()
        if not pending:
            abandoned += len(of_type(list(state.run()), WarAbandoned))
            continue
        for decision in pending:
            action = agents[decision.player].choose(seat_turn(state, decision.player))
            abandoned += len(of_type(list(state.act(decision.player, action)), WarAbandoned))
    assert state.outcome is not None, "this deal would loop in a war of aces for ever"
    assert abandoned == 1


def test_war_with_neither_method_uses_what_it_has() -> None:
    # Player 1: one other board card and two deck cards (neither method); player 2: method 2.
    state = tie_position({"a1": "QH"}, {"a7": "5C"}, ("2S 3S", "9C 8C 3C"))
    move(state, 0, "c3-c4")
    pending = {d.player: {str(a) for a in d.actions} for d in state.decisions()}
    assert pending[0] == {"war0 a1", "war0 deck"}
    move(state, 0, "war0 a1")
    move(state, 1, "war2 a7")
    # QH beats 5C: player 1's two deck cards return to its discard, player 2's three are captured.
    assert state.discard(0) == parse_cards("2S 3S")
    assert sorted(state.captured(0)) == sorted(parse_cards("9C 8C 3C 7C"))
    assert squares(state)["a1"] == (0, "QH"), "a decider from the board stays there"


def test_a_side_with_nothing_to_decide_loses_the_war_at_once() -> None:
    state = tie_position({}, {"a7": "5C"}, ("", "9C 8C 3C"))
    move(state, 0, "c3-c4")
    assert state.captured(1) == parse_cards("7H")
    assert squares(state) == {"c4": (1, "7C"), "a7": (1, "5C")}
    assert state.deck(1) == parse_cards("9C 8C 3C"), "the winner set nothing aside"
    assert state.active == 1, "player 1 had nothing left to do; its turn ended"
    move(state, 1, "end")
    assert state.outcome is not None
    assert state.outcome.winner == 1 and state.outcome.ending == "all_captured"


def test_neither_side_can_decide_each_captures_the_other() -> None:
    state = tie_position({}, {}, ("", ""))
    move(state, 0, "c3-c4")
    assert state.captured(0) == parse_cards("7C") and state.captured(1) == parse_cards("7H")
    assert squares(state) == {}
    assert state.outcome is not None, "nobody has a card left"
    assert state.outcome.ending == "exhausted"
    assert state.outcome.winner is None, "one capture each"


# -- move counts ----------------------------------------------------------------------------------


def test_an_ace_expires_right_after_attacking() -> None:
    state = position({"c3": (0, "AH"), "c4": (1, "4C"), "a7": (1, "2D")}, decks=("5S", "5C"))
    events = move(state, 0, "c3-c4")
    assert "c4" not in squares(state) and "c3" not in squares(state)
    assert state.discard(0) == parse_cards("AH")
    assert state.captured(0) == parse_cards("4C")
    assert of_type(events, Discarded)


def test_move_counts_start_with_the_first_attack() -> None:
    state = position(
        {"c2": (0, "KH"), "c4": (1, "4C"), "a7": (1, "2D")}, decks=("5S 6S 7S", "5C 6C 7C")
    )
    move(state, 0, "c2-c3")
    assert state.board["c3"].spent == 0, "moving before any attack costs nothing"
    move(state, 0, "end")
    move(state, 1, "end")
    move(state, 0, "c3-c4")
    assert state.board["c4"].spent == 1
    move(state, 0, "end")
    move(state, 1, "end")
    move(state, 0, "c4-c5")
    assert "c5" not in squares(state), "a king has two counted moves"
    assert state.discard(0) == parse_cards("KH")


def test_counted_moves_narrow_what_the_enemy_knows_of_a_card() -> None:
    """Counts spent are public: a card still on the board after one counted move is no ace, after
    two no J, Q or K either. The enemy's view says so, with the moves spent."""
    state = position(
        {"c2": (0, "9H"), "c3": (1, "4C"), "a7": (1, "2D")}, decks=("5S 6S 7S", "5C 6C 7C")
    )

    def seen_by_enemy() -> tuple[int, int, int]:
        (piece,) = [p for p in state.observe(1).view.pieces if p.owner == 0]
        assert piece.card is None
        return piece.spent, piece.low, piece.high

    move(state, 0, "c2-c1")
    assert seen_by_enemy() == (0, 2, 14), "moving before any attack tells nothing"
    move(state, 0, "end")
    move(state, 1, "end")
    move(state, 0, "c1-c2")
    move(state, 0, "end")
    move(state, 1, "end")
    move(state, 0, "c2-c3")
    assert seen_by_enemy() == (1, 5, 13), "it beat the 4 and lives on: not an ace"
    move(state, 0, "end")
    move(state, 1, "end")
    move(state, 0, "c3-c4")
    assert seen_by_enemy() == (2, 5, 10), "two counted moves: not a face card either"
    for seed in range(20):
        twin = state.resample(1, Rng(seed))
        assert 5 <= twin.board["c4"].card.rank <= 10


def test_numbered_cards_have_three_counted_moves() -> None:
    state = position(
        {"c2": (0, "9H"), "c3": (1, "4C"), "a7": (1, "2D")}, decks=("5S 6S 7S", "5C 6C 7C")
    )
    move(state, 0, "c2-c3")
    for expected in (2, 3):
        move(state, 0, "end")
        move(state, 1, "end")
        target = f"c{expected + 2}"
        move(state, 0, f"c{expected + 1}-{target}")
    assert state.discard(0) == parse_cards("9H")


# -- winning --------------------------------------------------------------------------------------


def test_all_five_enemy_spawn_spaces_win_at_the_end_of_the_turn() -> None:
    pieces = {f"{c}7": (0, "9H" if c != "e" else "8H") for c in "abcd"}
    pieces["e6"] = (0, "8S")
    pieces["c1"] = (1, "2C")
    state = position(pieces, decks=("5S", "5C"))
    move(state, 0, "e6-e7")
    assert state.outcome is None, "the turn is not over: the spawn is still open"
    move(state, 0, "end")
    assert state.outcome is not None
    assert state.outcome.winner == 0 and state.outcome.ending == "spawns_taken"


def test_capturing_every_enemy_card_wins() -> None:
    state = position({"c3": (0, "9H"), "c4": (1, "4C")}, decks=("5S", ""))
    move(state, 0, "c3-c4")
    move(state, 0, "end")
    assert state.outcome is not None
    assert state.outcome.winner == 0 and state.outcome.ending == "all_captured"
    assert state.outcome.scores == (1.0, 0.0)


def test_turn_limit_scores_by_captures_or_draws() -> None:
    for text, winner in (("max_turns=2", 0), ("max_turns=2,at_limit=draw", None)):
        state = position(
            {"c3": (0, "9H"), "c4": (1, "4C"), "a7": (1, "2D")},
            decks=("5S 6S", "5C 6C"),
            text=text,
        )
        move(state, 0, "c3-c4")
        move(state, 0, "end")
        move(state, 1, "end")
        assert state.outcome is not None
        assert state.outcome.ending == "turn_limit"
        assert state.outcome.winner == winner


# -- knowledge and input --------------------------------------------------------------------------


def test_resample_keeps_every_range_the_player_has_learned() -> None:
    state = position(
        {"c3": (0, "9H"), "c4": (1, "JC"), "a7": (1, "2D"), "b6": (1, "QD")},
        decks=("5S", "5C 6C"),
    )
    move(state, 0, "c3-c4")  # player 1 loses: c4 is 10 or more
    sampler = Rng(5)
    for _ in range(30):
        other = state.resample(0, sampler)
        assert other.board["c4"].card.rank >= 10
        assert other.observe(0) == state.observe(0)


def test_bad_actions_name_what_is_wrong() -> None:
    state = position({"c3": (0, "9H"), "e7": (1, "4C")}, decks=("5S", "5C"))
    with pytest.raises(IllegalActionError, match="off the board"):
        state.parse_action(0, "c3-c9")
    with pytest.raises(IllegalActionError, match="cannot read action"):
        state.parse_action(0, "fly away")
    with pytest.raises(IllegalActionError, match="not legal"):
        state.parse_action(0, "c3-e5")
    with pytest.raises(IllegalActionError, match="nothing to decide"):
        state.parse_action(1, "end")
    assert state.parse_action(0, " SPAWN A ") == Spawn(0)
    assert state.parse_action(0, "C3-C4") == Move(parse_square("c3", 7), parse_square("c4", 7))
    assert state.parse_action(0, "end") == EndTurn()
    assert str(WarPlan(1, (parse_square("a1", 7), parse_square("b2", 7), parse_square("c3", 7))))
