"""Scripted games of the constructs added for intents the held-out designers kept writing and the
language had no words for: a change kept while this card is in play whose size the effect before
it fixed ("You may discard your hand to give this card +1 for each of them"); conflicts that
resolve in slot order instead of fizzling ("Conflicts resolve in slot order")."""

from __future__ import annotations

import pytest

from tests.slot_wars.engine.helpers import FILL, fire, scripted, table, text_card, turn
from wartable.core.events import Event
from wartable.variants.slot_wars.engine import CardFace, SlotWarsState
from wartable.variants.slot_wars.engine.events import AbilityFizzled, ConflictTossed
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


# -- conflicts in slot order ----------------------------------------------------------------------

ORDER = text_card("Clockwork", 2, "Conflicts resolve in slot order.")


def sniper(slot: int) -> CardFace:
    """Printed 5: after each reveal phase, destroys every card in ``slot``."""
    return text_card("Sniper", 5, f"[R]: Destroy all cards in S{slot}.")


def snipers_in_s2_and_s3(first: CardFace, *, s2_mine: bool) -> tuple[SlotWarsState, list[Event]]:
    """Slot 1: ``first`` (player 1) against a plain card; S2 and S3 hold one sniper each, aimed
    at the other's slot (player 1's in S2 if ``s2_mine``, else in S3); both fire after the
    reveal phase of turn 3, at the same printed value."""
    s2, s3 = sniper(3), sniper(2)
    mine: list[int | CardFace] = [first, s2 if s2_mine else 1, 1 if s2_mine else s3, *FILL]
    theirs: list[int | CardFace] = [1, 1 if s2_mine else s2, s3 if s2_mine else 1, *FILL]
    state = scripted(mine, theirs)
    turn(state, "p0-00", "p1-00")
    turn(state, "p0-01", "p1-01")
    return state, turn(state, "p0-02", "p1-02")


@pytest.mark.parametrize("s2_mine", [True, False])
def test_conflicts_in_slot_order_resolve_the_lower_slot_first(s2_mine: bool) -> None:
    """Whichever player holds it, the sniper in S2 resolves first and destroys the one in S3,
    whose ability then does nothing: no fizzle, no coin toss."""
    state, events = snipers_in_s2_and_s3(ORDER, s2_mine=s2_mine)
    assert state.table_cards(3) == ()
    assert len(state.table_cards(2)) == 2
    assert not any(isinstance(e, AbilityFizzled | ConflictTossed) for e in events)


def test_without_slot_order_the_snipers_fizzle() -> None:
    state, events = snipers_in_s2_and_s3(text_card("Plain", 2, ""), s2_mine=True)
    assert len(state.table_cards(2)) == 2 and len(state.table_cards(3)) == 2
    assert any(isinstance(e, AbilityFizzled) for e in events)


def test_conflicts_of_one_slot_still_go_by_a_coin_toss() -> None:
    bomb = text_card("Bomb", 5, "Destroy OC.")
    state = scripted([ORDER, bomb, *FILL], [1, bomb, *FILL])
    turn(state, "p0-00", "p1-00")
    events = turn(state, "p0-01", "p1-01")
    assert not any(isinstance(e, AbilityFizzled) for e in events)
    assert any(isinstance(e, ConflictTossed) for e in events)
    assert len(state.table_cards(2)) == 1  # the first to resolve destroyed the other
