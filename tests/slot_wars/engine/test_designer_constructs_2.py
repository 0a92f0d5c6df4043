"""Scripted games of the second batch of constructs held-out designers asked for: the top cards
of a deck looked at and some or all put on its bottom (scry), triggers on a slot won or lost,
discards limited by value, slots worth more when won by a margin."""

from __future__ import annotations

from tests.slot_wars.engine.helpers import (
    fire,
    play_round,
    scripted,
    table,
    text_card,
    with_hand,
)
from wartable.variants.slot_wars.engine import CardFace, SlotWarsState
from wartable.variants.slot_wars.engine.events import CardsDrawn, SlotScored
from wartable.variants.slot_wars.engine.hooks import STOP, Ask


def seer(text: str) -> tuple[SlotWarsState, tuple[str, ...]]:
    """Player 1's card with ``text`` revealed in S1, and the top 4 cards of its deck."""
    state = table([(text_card("Seer", 3, text), 1)])
    return state, state.deck(0)[:4]


# -- scry ------------------------------------------------------------------------------------------


def test_a_scry_puts_the_chosen_cards_on_the_bottom_and_the_rest_back_in_the_chosen_order() -> None:
    state, top = seer("Look at the top 3 cards of your deck. Put any number of them on the bottom.")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.shown and ask.optional and ask.candidates == top[:3]
    ask = fire(state, "p0-00", top[1], STOP)
    assert isinstance(ask, Ask) and "on top" in ask.prompt and ask.candidates == (top[0], top[2])
    assert fire(state, "p0-00", top[1], STOP, top[2]) is None
    deck = state.deck(0)
    assert deck[:3] == (top[2], top[0], top[3]) and deck[-1] == top[1]


def test_a_scry_of_every_card_asks_only_their_order_under_the_deck() -> None:
    state, top = seer(
        "Look at the top 2 cards of your deck and put them on the bottom in any order."
    )
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and "on the bottom" in ask.prompt and ask.candidates == top[:2]
    assert fire(state, "p0-00", top[1]) is None
    assert state.deck(0)[-2:] == (top[1], top[0]) and state.deck(0)[0] == top[2]


def test_a_scry_of_the_opponents_deck_and_one_putting_nothing_down() -> None:
    state = table([(text_card("Seer", 3, "Scry 2."), 1)])
    before = state.deck(0)
    assert fire(state, "p0-00", STOP, before[0]) is None
    assert state.deck(0) == before
    theirs = table(
        [
            (
                text_card(
                    "Spy", 3, "Look at the top card of opp's deck. You may put it on the bottom."
                ),
                1,
            )
        ]
    )
    top = theirs.deck(1)[0]
    assert fire(theirs, "p0-00", top) is None
    assert theirs.deck(1)[-1] == top and theirs.deck(0)[0] != top


# -- a slot won or lost ----------------------------------------------------------------------------


def scored(text: str, theirs: int) -> list[tuple[str, int, int]]:
    """Player 1's card with ``text`` (printed 2) in S1 against a card of ``theirs`` there (1s
    elsewhere): the slots scored and the cards drawn at scoring, in order."""
    mine: list[int | CardFace] = [text_card("Duelist", 2, text), *[1] * 25]
    state = scripted(mine, [theirs, *[1] * 25])
    events = play_round(state, ([2] + [1] * 8, [theirs] + [1] * 8))
    start = next(i for i, e in enumerate(events) if isinstance(e, SlotScored))
    return [
        ("scored", e.slot, -1 if e.winner is None else e.winner)
        if isinstance(e, SlotScored)
        else ("drawn", e.player, e.count)
        for e in events[start:]
        if isinstance(e, SlotScored | CardsDrawn)
    ]


def test_a_card_that_loses_its_slot_fires_as_the_slot_is_scored() -> None:
    seen = scored("If this card loses its slot, draw 2 cards.", 5)
    assert seen[:3] == [("scored", 1, 1), ("drawn", 0, 2), ("scored", 2, -1)]
    assert ("drawn", 0, 2) not in scored("If this card loses its slot, draw 2 cards.", 1)


def test_a_card_that_wins_its_slot_fires_only_then_and_a_tie_is_neither() -> None:
    text = "When you win this slot: draw a card."
    assert scored(text, 1)[:2] == [("scored", 1, 0), ("drawn", 0, 1)]
    assert scored(text, 2)[:2] == [("scored", 1, -1), ("scored", 2, -1)]
    assert scored(text, 5)[:2] == [("scored", 1, 1), ("scored", 2, -1)]


# -- discards limited by value -----------------------------------------------------------------


def test_a_discard_by_value_offers_only_the_cards_that_pass() -> None:
    state = with_hand("Opp. discards a card with value 5 or more.", [9, 3, 6, 2])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    assert set(ask.candidates) == {"p1-00", "p1-02"}
    assert fire(state, "p0-00", "p1-02") is None
    assert state.pile(1) == ("p1-02",)


def test_a_discard_by_value_takes_what_there_is_and_nothing_from_a_hand_without_one() -> None:
    state = with_hand("Opp. discards 2 even cards.", [9, 3, 6, 5])
    assert fire(state, "p0-00") is None
    assert state.pile(1) == ("p1-02",)
    state = with_hand("Opp. discards a card higher than 6.", [1, 3, 6])
    assert fire(state, "p0-00") is None
    assert state.pile(1) == () and len(state.hand(1)) == 3


def test_the_lowest_card_under_a_value_is_the_lowest_of_those_under_it() -> None:
    state = with_hand("Opp. discards their highest card under 6.", [9, 3, 5, 2])
    assert fire(state, "p0-00") is None
    assert state.pile(1) == ("p1-02",)


# -- a slot worth more when won by a margin --------------------------------------------------------


def points_for(text: str, theirs: int, *, mine: int = 6) -> tuple[int, int]:
    """The points of a round where player 1's card with ``text`` (printed ``mine``) meets a
    ``theirs`` in S1 and 1s meet 1s elsewhere (nobody scores there)."""
    deck: list[int | CardFace] = [text_card("Bully", mine, text), *[1] * 25]
    state = scripted(deck, [theirs, *[1] * 25])
    events = play_round(state, ([mine] + [1] * 8, [theirs] + [1] * 8))
    (scored,) = [e for e in events if isinstance(e, SlotScored) and e.slot == 1]
    assert scored.values == (mine, theirs)
    return state.points


def test_a_slot_won_by_the_margin_scores_double_and_by_less_scores_one() -> None:
    text = "If you win this slot by 3 or more, it scores double."
    assert points_for(text, 3) == (2, 0)
    assert points_for(text, 4) == (1, 0)


def test_a_margin_rewards_only_the_player_it_names() -> None:
    text = "If opp. wins this slot by 3 or more, this slot is worth 4 points."
    assert points_for(text, 2) == (1, 0)
    assert points_for(text, 9, mine=5) == (0, 4)


# -- cards picked once, when the ability resolves ------------------------------------------------


def test_a_bonus_for_one_chosen_card_goes_to_that_card_alone_and_stays_with_it() -> None:
    state = table([(text_card("Chooser", 5, "Choose one of your cards. It gets +2."), 1), (2, 2)])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and set(ask.candidates) == {"p0-00", "p0-01"}
    assert fire(state, "p0-00", "p0-01") is None
    assert (state.value("p0-00"), state.value("p0-01")) == (5, 4)


def test_the_highest_card_is_picked_once_not_again_when_the_change_makes_another_highest() -> None:
    state = table([(text_card("Leveller", 5, "Opp.'s highest card gets -3."), 1)], [(6, 1), (5, 2)])
    assert fire(state, "p0-00") is None
    assert (state.value("p1-00"), state.value("p1-01")) == (3, 5)
    state.destroy("p0-00", "test")
    assert state.value("p1-00") == 6  # the change lasts while its card is in play
