"""Scripted games of the constructs added for intents the held-out designers kept writing and the
language had no words for: a change kept while this card is in play whose size the effect before
it fixed ("You may discard your hand to give this card +1 for each of them")."""

from __future__ import annotations

from tests.slot_wars.engine.helpers import fire, table, text_card
from wartable.variants.slot_wars.engine.hooks import NO, YES, Ask

# -- a lasting change counted by the effect before it -----------------------------------------------


def test_discarding_the_whole_hand_for_a_bonus_per_card_discarded() -> None:
    text = "You may discard your hand to give this card +1 for each of them."
    state = table([(text_card("Gambler", 2, text), 1)])
    state.draw(0, 3, "test")
    held = state.hand(0)
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask)
    assert fire(state, "p0-00", YES) is None
    assert state.hand(0) == () and set(held) <= set(state.pile(0))
    assert state.value("p0-00") == 5
    state.draw(0, 2, "test")  # counted once, when it resolved: not the hand held now
    assert state.value("p0-00") == 5


def test_declining_the_discard_leaves_hand_and_value_as_they_were() -> None:
    text = "You may discard your hand to give this card +1 for each of them."
    state = table([(text_card("Gambler", 2, text), 1)])
    state.draw(0, 3, "test")
    assert fire(state, "p0-00", NO) is None
    assert len(state.hand(0)) == 3 and state.value("p0-00") == 2


def test_an_empty_hand_discarded_gives_nothing() -> None:
    text = "You may discard your hand to give this card +1 for each of them."
    state = table([(text_card("Gambler", 2, text), 1)])
    fire(state, "p0-00", YES)
    assert state.value("p0-00") == 2


def test_a_bonus_per_card_destroyed_is_kept_while_this_card_is_on_the_table() -> None:
    text = "Destroy opp. cards in adj. slots. This card gets +2 for each of them."
    state = table([(text_card("Reaper", 5, text), 2)], [(4, 1), (6, 3), (7, 5)])
    state.draw(1, 1, "test")
    assert fire(state, "p0-00") is None
    assert state.slot_of("p1-00") is None and state.slot_of("p1-01") is None
    assert state.value("p0-00") == 9
    state.put_on_table("p1-03", 3)  # counted once, when it resolved: not the cards there now
    assert state.value("p0-00") == 9


def test_a_penalty_per_card_counted_reaches_oc() -> None:
    text = "You may discard your hand to give OC -1 for each of them."
    state = table([(text_card("Curse", 2, text), 4)], [(8, 4)])
    state.draw(0, 2, "test")
    fire(state, "p0-00", YES)
    assert state.value("p1-00") == 6
