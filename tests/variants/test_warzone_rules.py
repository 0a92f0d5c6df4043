"""Exact checks of Warzone's rules on scripted positions."""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

import pytest

from wartable.core import (
    Card,
    Colour,
    Deck,
    IllegalActionError,
    RecordError,
    Rng,
    Suit,
    Termination,
    events_for,
    new_game,
    parse_cards,
    parse_options,
)
from wartable.core.events import Event
from wartable.variants.warzone import (
    Attack,
    Cancel,
    ChooseBoard,
    Defend,
    EndTurn,
    Phase,
    Place,
    PlaceView,
    Retreat,
    Skip,
    WarzoneOptions,
    WarzoneState,
)
from wartable.variants.warzone.events import (
    Attacked,
    BattleWon,
    BoardArranged,
    BoardsAnnounced,
    DefendCancelled,
    DefendLooked,
    DefendPlaced,
    GameOver,
    Retreated,
    WarCardsRecycled,
    WarCardsRevealed,
    WarStandOff,
    WarStarted,
    WarWon,
)

E = TypeVar("E", bound=Event)


def options(text: str = "") -> WarzoneOptions:
    parsed = parse_options(f"warzone({text})")
    assert isinstance(parsed, WarzoneOptions)
    return parsed


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def card(text: str) -> Card:
    return Card.parse(text)


def position(
    first: list[str],
    second: list[str],
    zones: tuple[str, str] = ("", ""),
    face_up: tuple[str, str] = ("", ""),
    text: str = "",
    active: int = 0,
) -> WarzoneState:
    return WarzoneState.from_position(
        options(text), boards=(first, second), zones=zones, face_up=face_up, active=active
    )


def attack(state: WarzoneState, file: int, target: int) -> list[Event]:
    player = state.active
    events = list(state.act(player, Skip()))
    events.extend(state.act(player, Attack(file, target)))
    return events


def of_type(events: list[Event] | tuple[Event, ...], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def places(state: WarzoneState, viewer: int | None, owner: int) -> list[list[PlaceView]]:
    view = state.observe(viewer).view
    return [list(file) for file in view.boards[owner]]


# -- attacks ----------------------------------------------------------------------------------


def test_attack_won_by_the_attacker() -> None:
    state = position(["KH", "3H 4H"], ["5S 6S", "9S"], zones=("2D", "2C"))
    events = attack(state, 1, 1)
    assert of_type(events, Attacked) == [Attacked(0, 1, 1, card("KH"), card("5S"))]
    assert of_type(events, BattleWon) == [BattleWon(0, card("KH"), card("5S"))]
    assert state.board_cards(1) == (cards("6S"), cards("9S")) + ((),) * 5
    assert sorted(state.zone(1)) == sorted(cards("2C 5S"))
    assert state.zone(0) == cards("2D")
    for viewer in (0, 1, None):
        assert places(state, viewer, 0)[0] == [PlaceView(card("KH"), True, False)]
    assert places(state, 0, 1)[0] == [PlaceView(None, False, False)], "6S is still hidden"
    assert state.phase is Phase.AFTER
    assert state.seen(1) == {card("5S")} and state.seen(0) == {card("KH")}


def test_attack_won_by_the_defender() -> None:
    state = position(["5H 6H"], ["QS"], zones=("", "2C"))
    events = attack(state, 1, 1)
    assert of_type(events, BattleWon) == [BattleWon(1, card("QS"), card("5H"))]
    assert state.board_cards(0)[0] == cards("6H")
    assert state.zone(0) == cards("5H")
    assert places(state, 0, 1)[0] == [PlaceView(card("QS"), True, False)]
    assert places(state, 0, 0)[0] == [PlaceView(card("6H"), False, False)]
    assert places(state, 1, 0)[0] == [PlaceView(None, False, False)]


def test_attacks_are_ordered_from_sure_wins_to_sure_losses() -> None:
    state = position(["9H", "3H", "QH"], ["10S", "2S", "3S"], face_up=("", "10S 3S"))
    state.act(0, Skip())
    assert [str(a) for a in state.legal_actions(0)] == [
        "attack 3 1",  # the 10 is the highest enemy card a queen beats for sure
        "attack 1 3",  # then the lowest card that beats the 3
        "attack 3 3",
        "attack 3 2",  # face-down enemy card: highest own card first
        "attack 1 2",
        "attack 2 2",
        "attack 2 3",  # a known tie
        "attack 2 1",  # sure losses, lowest own card first
        "attack 1 1",
    ]


# -- wars -------------------------------------------------------------------------------------


def test_tie_resolved_on_the_first_war_card() -> None:
    state = position(["8H"], ["8S 2S"], zones=("10D JD QD KD 2D", "2C 3C 4C 5C 6C"), text="files=1")
    events = attack(state, 1, 1)
    assert of_type(events, WarStarted) == [WarStarted(8, (4, 4))]
    revealed = of_type(events, WarCardsRevealed)
    assert len(revealed) == 1
    high, low = revealed[0].cards
    assert high in cards("10D JD QD KD") and low in cards("2C 3C 4C 5C")
    won = of_type(events, WarWon)
    assert [(w.player, w.forfeit, w.returned, w.beaten) for w in won] == [(0, False, 4, card("8S"))]
    assert sorted(state.discards(1)) == sorted(cards("2C 3C 4C 5C"))
    assert sorted(state.zone(0)) == sorted(cards("10D JD QD KD 2D"))
    assert sorted(state.zone(1)) == sorted(cards("6C 8S"))
    assert state.board_cards(0) == (cards("8H"),) and state.board_cards(1) == (cards("2S"),)
    assert state.board(0)[0][0].face_up
    assert state.seen(1) >= set(cards("8S 2C 3C 4C 5C")), "discards are face up"
    assert high in state.seen(0) and len(state.seen(0) & set(cards("10D JD QD KD"))) == 1
    assert state.summary()["wars"] == 1 and state.summary()["war_reveals"] == 1


def test_war_cards_tie_through_all_four_then_the_three_lowest_are_recycled() -> None:
    state = position(
        ["KH"], ["KS"], zones=("7H 7D 7S 7C 9H", "7H 7D 7S 7C"), text="decks=2,files=1"
    )
    events = attack(state, 1, 1)
    revealed = of_type(events, WarCardsRevealed)
    assert all(e.cards[0].rank == e.cards[1].rank == 7 for e in revealed[:4])
    recycled = of_type(events, WarCardsRecycled)
    assert [(r.player, sorted(r.returned), r.kept, r.drawn) for r in recycled[:2]] == [
        (0, sorted(cards("7H 7D 7C")), card("7S"), 3),
        (1, sorted(cards("7H 7D 7C")), card("7S"), 3),
    ]
    assert revealed[-1].cards[0] == card("9H"), "the 9 ends the war whenever it turns up"
    assert of_type(events, WarWon)[0].player == 0
    assert sorted(state.discards(1)) == sorted(cards("7H 7D 7S 7C"))
    assert sorted(state.zone(0)) == sorted(cards("7H 7D 7S 7C 9H"))
    assert state.zone(1) == cards("KS")
    assert state.board_cards(1) == ((),)


def test_a_side_with_fewer_than_four_war_cards_uses_what_it_has() -> None:
    state = position(["6H 2H"], ["6S"], zones=("9D", "2C 3C 4C 5C 7C"), text="files=1")
    events = attack(state, 1, 1)
    assert of_type(events, WarStarted) == [WarStarted(6, (1, 4))]
    assert of_type(events, WarCardsRevealed)[0].cards[0] == card("9D")
    assert of_type(events, WarWon)[0].player == 0
    assert state.zone(0) == cards("9D")
    assert len(state.discards(1)) == 4
    assert sorted(state.zone(1)) == sorted(cards("7C 6S"))


def test_a_side_whose_war_cards_run_out_loses_the_war() -> None:
    state = position(["5H 2H"], ["5S"], zones=("5D", "5C 9C"), text="files=1")
    events = attack(state, 1, 1)
    won = of_type(events, WarWon)
    assert [w.player for w in won] == [1]
    assert state.discards(0) == cards("5D")
    assert sorted(state.zone(1)) == sorted(cards("5C 9C"))
    assert state.zone(0) == cards("5H")
    if len(of_type(events, WarCardsRevealed)) == 2:  # the 5C came first: a tie, then a forfeit
        assert won[0].forfeit and of_type(events, WarCardsRecycled)[0].drawn == 0


def test_a_side_with_no_war_zone_card_loses_the_war() -> None:
    state = position(["JH 2H"], ["JS"], zones=("", "2C"))
    events = attack(state, 1, 1)
    assert of_type(events, WarStarted) == [WarStarted(11, (0, 1))]
    assert of_type(events, WarCardsRevealed) == []
    assert of_type(events, WarWon) == [WarWon(1, (), 1, card("JH"), True)]
    assert state.zone(1) == cards("2C") and card("2C") not in state.seen(1), "never revealed"
    assert state.zone(0) == cards("JH") and state.discards(0) == ()
    assert state.board_cards(1)[0] == cards("JS")


def test_stand_off_when_neither_side_can_reveal() -> None:
    state = position(["JH 2H"], ["JS"])
    events = attack(state, 1, 1)
    assert of_type(events, WarStandOff) == [WarStandOff((0, 0))]
    assert state.board_cards(0)[0] == cards("JH 2H") and state.board_cards(1)[0] == cards("JS")
    assert state.board(0)[0][0].face_up and state.board(1)[0][0].face_up
    assert state.summary()["stand_offs"] == 1


def test_stand_off_when_both_run_out_together_returns_every_war_card() -> None:
    state = position(["JH"], ["JS"], zones=("3D", "3C"))
    events = attack(state, 1, 1)
    assert len(of_type(events, WarCardsRevealed)) == 1
    assert of_type(events, WarStandOff) == [WarStandOff((1, 1))]
    assert state.zone(0) == cards("3D") and state.zone(1) == cards("3C")
    assert state.discards(0) == state.discards(1) == ()


def test_an_endless_war_stops_at_the_cap_of_reveals() -> None:
    state = position(["KH"], ["KS"], zones=("7H 7D 7S 7C", "7H 7D 7S 7C"), text="decks=2")
    events = attack(state, 1, 1)
    assert state.summary()["war_reveals"] == 1000
    assert of_type(events, WarStandOff) == [WarStandOff((4, 4))]
    assert sorted(state.zone(0)) == sorted(state.zone(1)) == sorted(cards("7H 7D 7S 7C"))


# -- retreat and defend -----------------------------------------------------------------------


def test_retreat_shuffles_a_back_card_into_the_war_zone() -> None:
    state = position(["KH 3H", "5H"], ["9S"], zones=("2D", ""))
    retreats = [a for a in state.legal_actions(0) if isinstance(a, Retreat)]
    assert retreats == [Retreat(1, 2)], "never a front card, so never from a file of one"
    events = state.act(0, Retreat(1, 2))
    assert events == (Retreated(0, 1, 2, card("3H"), False, audience=events[0].audience),)
    assert events_for(events, 1) == (Retreated(0, 1, 2, None, False),)
    assert state.board_cards(0)[0] == cards("KH")
    assert sorted(state.zone(0)) == sorted(cards("2D 3H"))
    assert state.phase is Phase.ATTACK, "a Retreat before the attack ends that phase"
    assert state.observe(1).view.zone_sizes == (2, 0)


def test_retreat_of_a_face_up_card_is_public() -> None:
    state = position(["KH 3H", "5H"], ["9S"], face_up=("3H", ""))
    events = state.act(0, Retreat(1, 2))
    assert events_for(events, 1) == (Retreated(0, 1, 2, card("3H"), True),)
    assert state.observe(1).view.seen_hidden[0] == cards("3H")


def test_retreat_from_a_middle_rank() -> None:
    """The seed: "One of any of the back ranks of any file can be Shuffled into the WarZone": any
    card behind the front, not only the last one. The cards behind it move up a rank."""
    state = position(["KH 3H 7H 4H", "5H 6H"], ["9S"], zones=("2D", ""), active=0)
    retreats = [a for a in state.legal_actions(0) if isinstance(a, Retreat)]
    assert retreats == [Retreat(1, 2), Retreat(1, 3), Retreat(1, 4), Retreat(2, 2)]
    assert state.parse_action(0, "retreat 1 3") == Retreat(1, 3)
    assert state.parse_action(0, "r 1") == Retreat(1, 4), "a file alone names its back card"
    events = state.act(0, state.parse_action(0, "retreat 1 3"))
    assert events == (Retreated(0, 1, 3, card("7H"), False, audience=events[0].audience),)
    assert events_for(events, 1) == (Retreated(0, 1, 3, None, False),)
    assert state.board_cards(0)[0] == cards("KH 3H 4H")
    assert sorted(state.zone(0)) == sorted(cards("2D 7H"))
    assert [len(file) for file in state.observe(1).view.boards[0][:2]] == [3, 2]
    assert state.phase is Phase.ATTACK
    # After the attack a middle card may retreat too, and the front card never.
    state.act(0, Attack(2, 1))
    assert Retreat(1, 2) in state.legal_actions(0) and Retreat(1, 1) not in state.legal_actions(0)
    with pytest.raises(IllegalActionError, match="the front card of file 1 cannot retreat"):
        state.parse_action(0, "retreat 1 1")
    with pytest.raises(IllegalActionError, match="file 1 has no rank 4: ranks 2-3 can retreat"):
        state.parse_action(0, "retreat 1 4")


def test_defend_places_the_top_card_as_a_new_back_card() -> None:
    state = position(["KH", "5H"], ["9S"], zones=("QD 2D", ""))
    events = state.act(0, Defend())
    assert events_for(events, 0) == (DefendLooked(0, card("QD"), audience=events[0].audience),)
    assert events_for(events, 1) == (DefendLooked(0, None),)
    assert state.observe(0).view.looking_at == card("QD")
    assert state.observe(1).view.looking_at is None and state.observe(1).view.defending
    assert state.legal_actions(0)[0] == Cancel()
    events = state.act(0, Place(1))
    assert events_for(events, 1) == (DefendPlaced(0, 1, None),)
    assert state.board_cards(0)[0] == cards("KH QD")
    assert state.zone(0) == cards("2D")
    assert places(state, 1, 0)[0][1] == PlaceView(None, False, True)
    assert places(state, 0, 0)[0][1] == PlaceView(card("QD"), False, True)
    assert state.phase is Phase.ATTACK


def test_defend_may_fill_an_empty_file_which_then_has_a_front_card() -> None:
    state = position(["KH"], ["9S"], zones=("QD", ""), text="files=3")
    state.act(0, Defend())
    state.act(0, Place(3))
    assert state.board_cards(0) == (cards("KH"), (), cards("QD"))
    assert Attack(3, 1) in state.legal_actions(0)


def test_cancelled_defend_before_the_attack_goes_on_to_the_attack() -> None:
    state = position(["KH"], ["9S"], zones=("QD 2D 3D", ""))
    state.act(0, Defend())
    events = state.act(0, Cancel())
    assert events_for(events, 1) == (DefendCancelled(0, None),)
    assert sorted(state.zone(0)) == sorted(cards("QD 2D 3D"))
    assert state.phase is Phase.ATTACK and not state.looking
    assert all(isinstance(a, Attack) for a in state.legal_actions(0))


def test_cancelled_defend_after_the_attack_ends_the_turn() -> None:
    state = position(["KH", "4H"], ["2S", "9S"], zones=("QD", "3C"))
    attack(state, 1, 1)
    assert state.legal_actions(0)[0] == EndTurn()
    state.act(0, Defend())
    state.act(0, Cancel())
    assert state.active == 1 and state.phase is Phase.BEFORE and state.turn == 1


# -- the end ----------------------------------------------------------------------------------


def test_clearing_the_enemy_board_wins_at_the_end_of_the_turn() -> None:
    state = position(["KH 2H"], ["5S"], zones=("3D", "4C"))
    attack(state, 1, 1)
    assert state.outcome is None, "the game ends only when the turn does"
    events = state.act(0, EndTurn())
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.ending) == (0, "board_cleared")
    assert state.outcome.scores == (3.0, 2.0)
    assert isinstance(events[-1], GameOver) and state.decisions() == ()


def test_a_player_who_loses_its_last_card_may_still_defend() -> None:
    state = position(["2H"], ["5S"], zones=("3D", "4C"))
    attack(state, 1, 1)
    assert state.board_cards(0) == ((),) * 7
    state.act(0, Defend())
    state.act(0, Place(4))
    assert state.outcome is None and state.active == 1


@pytest.mark.parametrize(("at_limit", "winner"), [("most_cards", 1), ("draw", None)])
def test_turn_limit(at_limit: str, winner: int | None) -> None:
    state = position(
        ["KH", "4H"], ["AS", "9S"], zones=("2D", "3C 4C"), text=f"max_turns=2,at_limit={at_limit}"
    )
    state.act(0, Skip())
    state.act(0, Attack(2, 2))  # 4H loses to 9S
    state.act(0, EndTurn())
    assert state.outcome is None
    state.act(1, Skip())
    state.act(1, Attack(2, 1))  # 9S loses to KH
    state.act(1, EndTurn())
    assert state.outcome is not None
    assert state.outcome.termination is Termination.TURN_LIMIT
    assert state.outcome.winner == winner
    assert state.outcome.scores == (3.0, 4.0)


# -- set-up -----------------------------------------------------------------------------------


def test_colour_and_board_suit_decisions() -> None:
    state = new_game("warzone", "first_player=second", 5)
    assert isinstance(state, WarzoneState)
    assert [(d.player, [str(a) for a in d.actions]) for d in state.decisions()] == [
        (1, ["red", "black"])
    ]
    state.act(1, state.parse_action(1, "Black"))
    assert (state.colour(0), state.colour(1)) == (Colour.RED, Colour.BLACK)
    assert [(d.player, [str(a) for a in d.actions]) for d in state.decisions()] == [
        (0, ["hearts", "diamonds"]),
        (1, ["spades", "clubs"]),
    ]
    before = state.observe(1)
    spectator = state.observe(None)
    events = state.act(0, state.parse_action(0, "h"))
    assert events_for(events, 1) == () and events_for(events, None) == ()
    assert state.observe(1) == before and state.observe(None) == spectator
    assert state.observe(0).view.board_suits == ((Suit.HEARTS,), ())
    events = state.act(1, ChooseBoard((Suit.CLUBS,)))
    assert of_type(list(events), BoardsAnnounced) == [
        BoardsAnnounced(((Suit.HEARTS,), (Suit.CLUBS,)))
    ]
    assert state.phase is Phase.ARRANGE
    assert sorted(state.zone(0)) == sorted(
        c for c in Deck.standard().cards if c.suit == Suit.DIAMONDS
    )
    assert sorted(state.zone(1)) == sorted(
        c for c in Deck.standard().cards if c.suit == Suit.SPADES
    )
    view = state.observe(0).view
    assert view.board_suits == ((Suit.HEARTS,), (Suit.CLUBS,))
    assert len(view.in_hand) == 13 and view.own_zone == tuple(sorted(state.zone(0)))


def test_arrangement_by_choice_is_secret_and_fills_the_board_rank_by_rank() -> None:
    state = new_game("warzone", "first_player=first", 2)
    assert isinstance(state, WarzoneState)
    state.act(0, state.parse_action(0, "red"))
    state.act(0, state.parse_action(0, "hearts"))
    state.act(1, state.parse_action(1, "spades"))
    hearts = sorted((c for c in Deck.standard().cards if c.suit == Suit.HEARTS), reverse=True)
    assert [str(a) for a in state.legal_actions(0)] == [str(c) for c in hearts]
    second_view = state.observe(1)
    for placed in hearts[:12]:
        events = state.act(0, state.parse_action(0, str(placed).lower()))
        assert events_for(events, 1) == ()
        assert state.observe(1) == second_view, "the other player sees nothing of it"
    assert state.decisions()[0].player == 0 and state.decisions()[0].prompt.startswith(
        "Choose the card for file 6, rank 2"
    )
    state.act(0, state.parse_action(0, str(hearts[12])))
    for placed in sorted(state.unplaced(1)):
        state.act(1, state.parse_action(1, str(placed)))
    assert state.phase is Phase.BEFORE and state.active == 0
    assert state.board_cards(0) == (
        cards("AH 7H"),
        cards("KH 6H"),
        cards("QH 5H"),
        cards("JH 4H"),
        cards("10H 3H"),
        cards("9H 2H"),
        cards("8H"),
    )
    assert all(file == [PlaceView(None, False, False)] * len(file) for file in places(state, 0, 1))


def test_arrangement_auto_shuffles_each_board_and_announces_it_privately() -> None:
    state = new_game("warzone", "arrangement=auto,first_player=first", 9)
    assert isinstance(state, WarzoneState)
    state.act(0, state.parse_action(0, "black"))
    state.act(0, state.parse_action(0, "spades"))
    events = list(state.act(1, state.parse_action(1, "diamonds")))
    arranged = of_type(events, BoardArranged)
    assert [a.player for a in arranged] == [0, 1]
    assert arranged[0].files == state.board_cards(0)
    assert [a.files for a in of_type(list(events_for(events, 1)), BoardArranged)] == [
        (),
        state.board_cards(1),
    ]
    assert [len(f) for f in state.board_cards(0)] == [2, 2, 2, 2, 2, 2, 1]
    assert {c.suit for f in state.board_cards(0) for c in f} == {Suit.SPADES}
    assert state.phase is Phase.BEFORE and state.legal_actions(0)[0] == Skip()


def test_two_decks_skip_the_colour_and_put_a_colour_on_the_board() -> None:
    state = new_game("warzone", "decks=2,files=5,arrangement=auto,first_player=first", 4)
    assert isinstance(state, WarzoneState)
    assert [[str(a) for a in d.actions] for d in state.decisions()] == [
        ["red", "black"],
        ["red", "black"],
    ]
    state.act(0, state.parse_action(0, "red"))
    state.act(1, state.parse_action(1, "red"))
    assert [len(f) for f in state.board_cards(1)] == [6, 5, 5, 5, 5]
    assert {c.colour for f in state.board_cards(1) for c in f} == {Colour.RED}
    assert len(state.zone(1)) == 26 and {c.colour for c in state.zone(1)} == {Colour.BLACK}


def test_files_option_shapes_the_board() -> None:
    state = new_game("warzone", "files=4,arrangement=auto,first_player=first", 1)
    assert isinstance(state, WarzoneState)
    for text in ("red", "hearts", "spades"):
        state.act(
            state.decisions()[0].player, state.parse_action(state.decisions()[0].player, text)
        )
    assert [len(f) for f in state.board_cards(0)] == [4, 3, 3, 3]
    assert len(state.observe(1).view.boards[0]) == 4


# -- reading actions and refusing illegal ones ------------------------------------------------


def test_actions_parse_forgivingly() -> None:
    state = position(["KH 3H", "5H"], ["9S", "8S"], zones=("2D", ""))
    assert state.parse_action(0, "  SKIP ") == Skip()
    assert state.parse_action(0, "pass") == Skip()
    assert state.parse_action(0, "r 1") == Retreat(1, 2)
    assert state.parse_action(0, "retreat 1 2") == Retreat(1, 2)
    assert state.parse_action(0, "d") == Defend()
    state.act(0, Skip())
    for text in ("attack 2 1", "Attack 2-1", "a 2,1", "2 1"):
        assert state.parse_action(0, text) == Attack(2, 1)
    state.act(0, Attack(1, 2))
    state.act(0, Defend())
    assert state.parse_action(0, "3") == Place(3) and state.parse_action(0, "c") == Cancel()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("attack 1 1", "attack 1 1 is not possible now"),
        ("defend", "your WarZone is empty"),
        ("retreat 2", "file 2 holds 1 card"),
        ("retreat 9", "there is no file 9: files are numbered 1-7"),
        ("place 1", "place 1 is not possible now"),
        ("dance", "cannot read 'dance': expected 'skip', 'defend' or 'retreat N R'"),
        ("QH", "cannot read 'QH'"),
    ],
)
def test_illegal_actions_are_refused_with_a_clear_message(text: str, message: str) -> None:
    state = position(["KH 3H", "5H"], ["9S"])
    before = state.to_json()
    with pytest.raises(IllegalActionError, match=message):
        state.parse_action(0, text)
    assert state.to_json() == before


def test_illegal_moves_in_the_attack_and_out_of_turn() -> None:
    state = position(["KH", ""], ["9S", ""])
    state.act(0, Skip())
    with pytest.raises(IllegalActionError, match="your file 2 is empty"):
        state.parse_action(0, "attack 2 1")
    with pytest.raises(IllegalActionError, match="the enemy's file 2 is empty"):
        state.parse_action(0, "attack 1 2")
    with pytest.raises(IllegalActionError, match="Player 2 has nothing to decide now"):
        state.parse_action(1, "skip")
    with pytest.raises(IllegalActionError, match="end is not a legal action for player 1"):
        state.act(0, EndTurn())


# -- what each player sees --------------------------------------------------------------------


def test_observations_hide_enemy_face_down_cards_and_war_zone_order() -> None:
    state = position(["KH 3H", "5H"], ["9S 8S", "2S"], zones=("4D 2D", "3C 4C"), face_up=("", "2S"))
    view = state.observe(0).view
    assert view.boards[1] == (
        (PlaceView(None, False, False), PlaceView(None, False, False)),
        (PlaceView(card("2S"), True, False),),
        *((),) * 5,
    )
    assert view.boards[0][0] == (
        PlaceView(card("KH"), False, False),
        PlaceView(card("3H"), False, False),
    )
    assert view.own_zone == cards("2D 4D"), "the WarZone's contents, sorted, never its order"
    assert view.zone_sizes == (2, 2)
    spectator = state.observe(None).view
    assert spectator.boards[0][0] == (PlaceView(None, False, False), PlaceView(None, False, False))
    assert spectator.own_zone == () and spectator.in_hand == ()
    twin = state.clone()  # differs only in what player 1 cannot see
    twin._zones[0].reverse()
    twin._boards[1][0].reverse()
    assert twin.observe(0) == state.observe(0)
    assert twin.observe(None) == state.observe(None)
    assert twin.observe(1) != state.observe(1)
    assert hash(twin.observe(0)) == hash(state.observe(0))


def test_resample_redraws_exactly_what_the_player_cannot_see() -> None:
    """Player 2 retreated one of its initial Board cards unseen and defended with another card:
    player 1 knows which 13 cards were on that Board and which it has seen, nothing more."""
    state = position(
        ["KH", "5H"],
        ["9S 8S 7S", "6S", "2S"],
        zones=("2C 3C 4C", "5C 6C 7C"),
        face_up=("", "2S"),
        active=1,
    )
    state.act(1, Retreat(1, 3))  # 7S goes into the WarZone face down
    state.act(1, Attack(3, 2))  # 2S loses to 5H: now in player 2's WarZone, known
    state.act(1, Defend())
    state.act(1, Place(1))
    seen = state.observe(0)
    assert seen.view.seen_hidden[1] == cards("2S")
    hidden_board: Counter[Card] = Counter()
    for seed in range(200):
        other = state.resample(0, Rng(seed))
        assert other.observe(0) == seen
        board = other.board_cards(1)
        assert board[1][0] in cards("9S 8S 7S 6S")
        assert board[0][0] in cards("9S 8S 7S 6S")
        everything = [c for f in board for c in f] + list(other.zone(1))
        assert sorted(everything) == sorted(cards("9S 8S 7S 6S 2S 5C 6C 7C"))
        hidden_board[board[0][2]] += 1
        assert sorted(other.zone(0)) == sorted(state.zone(0))
    assert card("2S") in hidden_board and card("7S") in hidden_board and card("5C") in hidden_board
    first = state.resample(0, Rng(7)).to_json()
    twin = state.resample(0, Rng(8))
    assert twin.resample(0, Rng(7)).to_json() == first


def test_resample_takes_back_the_other_players_secret_arrangement() -> None:
    state = new_game("warzone", "first_player=first", 3)
    assert isinstance(state, WarzoneState)
    for text in ("red", "hearts", "spades"):
        player = state.decisions()[0].player
        state.act(player, state.parse_action(player, text))
    for _ in range(5):
        state.act(1, state.legal_actions(1)[-1])
    other = state.resample(0, Rng(1))
    assert other.board_cards(1) == ((),) * 7 and len(other.unplaced(1)) == 13
    assert other.observe(0) == state.observe(0)


def test_from_json_checks_the_cards() -> None:
    state = new_game("warzone", "arrangement=auto", 8)
    assert isinstance(state, WarzoneState)
    for _ in range(3):
        decision = state.decisions()[0]
        state.act(decision.player, decision.actions[0])
    data = state.to_json()
    assert WarzoneState.from_json(data).to_json() == data
    broken = dict(data, zones=[data["zones"][0] + " AH", data["zones"][1]])
    with pytest.raises(RecordError, match="cards are not exactly"):
        WarzoneState.from_json(broken)
    with pytest.raises(RecordError, match="corrupt warzone state"):
        WarzoneState.from_json(dict(data, phase="nap"))
