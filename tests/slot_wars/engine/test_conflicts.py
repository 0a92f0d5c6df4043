"""Conflicts by the seed's rules as the rulings read them: abilities that fire at the same moment
resolve lower printed value first; two of equal printed value conflict when the order in which they
resolve matters, and then all fizzle; where the engine cannot tell, a coin toss both players see
decides whose go first."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tests.slot_wars.engine.helpers import play_round, scripted, text_card, turn, values
from wartable.core.events import EVERYONE, Event
from wartable.variants.slot_wars.engine import CardFace, SlotWarsState, card
from wartable.variants.slot_wars.engine.events import (
    AbilityFizzled,
    AbilityStopped,
    ConflictTossed,
)
from wartable.variants.slot_wars.engine.pool import starter_pool

FILL = [card("Filler", 1)] * 16


def facing(first: CardFace, second: CardFace) -> tuple[SlotWarsState, list[Event]]:
    """Player 1 places ``first`` and player 2 ``second`` in slot 1; both are revealed at once."""
    state = scripted([first, 1, 1, 1, 1, *FILL], [second, 1, 1, 1, 1, *FILL])
    return state, turn(state, "p0-00", "p1-00")


def assassin(value: int) -> CardFace:
    return text_card("Assassin", value, "Destroy OC.")


def test_two_facing_destroy_oc_of_equal_value_both_survive() -> None:
    state, events = facing(assassin(5), assassin(5))
    assert state.table_cards(1) == ("p0-00", "p1-00")
    assert state.pile(0) == state.pile(1) == ()
    (fizzled,) = [e for e in events if isinstance(e, AbilityFizzled)]
    assert [c.id for c in fizzled.cards] == ["p0-00", "p1-00"]
    assert str(fizzled.cards[0]) == "Assassin [p0-00]"
    assert fizzled.printed == 5
    text = fizzled.describe()
    assert "Assassin [p0-00] and Assassin [p1-00] (both printed 5)" in text
    assert "depending on which resolves first" in text and "fizzle" in text


@pytest.mark.parametrize(("low_seat", "high_seat"), [(0, 1), (1, 0)])
def test_of_unequal_value_the_lower_destroys_the_other(low_seat: int, high_seat: int) -> None:
    """Whichever seat holds it, the lower printed value resolves first; the higher card is gone
    before its turn comes, so its ability does nothing."""
    cards = {low_seat: assassin(3), high_seat: assassin(6)}
    state, events = facing(cards[0], cards[1])
    low, high = f"p{low_seat}-00", f"p{high_seat}-00"
    assert state.table_cards(1) == (low,)
    assert state.pile(high_seat) == (high,) and state.pile(low_seat) == ()
    assert not any(isinstance(e, AbilityFizzled) for e in events)
    (stopped,) = [e for e in events if isinstance(e, AbilityStopped)]
    assert (stopped.card.id, stopped.card.title) == (high, "Assassin")


def test_two_plus_one_to_your_cards_of_equal_value_both_apply() -> None:
    warlord = text_card("Warlord", 2, "Your cards get +1.")
    state, events = facing(warlord, warlord)
    assert not any(isinstance(e, AbilityFizzled | ConflictTossed) for e in events)
    assert values(state) == {"p0-00": 3, "p1-00": 3}
    turn(state, "p0-01", "p1-01")
    assert values(state) == {"p0-00": 3, "p1-00": 3, "p0-01": 2, "p1-01": 2}
    assert state.layers("p0-01").explain() == "2 = printed 1 + 1 (Warlord)"


def test_a_card_does_not_conflict_with_itself() -> None:
    """Two abilities of one card firing at one moment both resolve, in the order written."""
    bell = text_card("Bell", 2, "Reveal all cards. Put a +1 counter on this card.")
    state, events = facing(bell, card("Plain", 2))
    assert not any(isinstance(e, AbilityFizzled) for e in events)
    assert values(state) == {"p0-00": 3, "p1-00": 2}


def test_an_unsettled_pair_is_ordered_by_a_coin_toss_both_see() -> None:
    """Two "up to 2 cards" choices against each other on a full table have too many answers to
    compare: the engine does not guess which seat goes first, it tosses a seeded coin and says
    so; both abilities resolve."""
    hexer = text_card("Hex", 6, "Put a -1 counter on up to 2 cards.")
    state = scripted([3, 2, 4, hexer, *FILL], [2, 4, 1, hexer, *FILL])
    for mine, theirs in (("p0-00", "p1-00"), ("p0-01", "p1-01"), ("p0-02", "p1-02")):
        turn(state, mine, theirs)
    events = turn(state, "p0-03", "p1-03")
    (tossed,) = [e for e in events if isinstance(e, ConflictTossed)]
    assert [str(c) for c in tossed.cards] == ["Hex [p0-03]", "Hex [p1-03]"]
    assert tossed.audience == EVERYONE
    assert "coin toss" in tossed.describe()
    (decision,) = state.decisions()
    assert decision.player == tossed.first  # the toss's winner chooses first


# -- every starter card against a copy of itself -----------------------------------------------------

SELF_CONFLICTS = {
    "Puppeteer": "each takes control of the other's card: the second to resolve ends with both",
    "Late Blade": "[BT9] each may destroy the other's Late Blade, which stops the other",
    "Trickster": "the first turns the other face down, and a face-down card has no text",
    "Shove": "the first moves the other away, which then has no card opposite to move",
    "Bouncer": "the first returns the other to its owner's hand",
}
"""Starter cards that conflict with a copy of themselves in the position of
:func:`self_duel`, with why: resolving one copy first stops or changes what the other does."""
UNSETTLED = {"Hex": "two choices of up to 2 of 9 cards each: too many ways to compare"}


def _starter_faces() -> list[CardFace]:
    seen: dict[str, CardFace] = {}
    for face in starter_pool():
        seen.setdefault(face.title, face)
    return list(seen.values())


def self_duel(face: CardFace) -> list[Event]:
    """A round in which both players hold plain cards in slots 1-3 (1s, 2s, 3s and a 4, for
    cards that look for values or neighbours) and both place ``face`` in slot 4, then play plain
    cards to the end of the round, every choice answered with the first option."""

    def deck(values: Sequence[int], rest: int, seat: str) -> list[CardFace]:
        plain = [card(f"{seat}{v}", v) for v in values]
        return [*plain[:3], face, *plain[3:], *[card(f"{seat}{rest}", rest)] * 12]

    state = scripted(deck([1, 2, 3, 5, 1, 6, 2, 7], 4, "A"), deck([2, 1, 4, 5, 2, 6, 1, 7], 3, "B"))
    events: list[Event] = []
    for index in range(4):
        events.extend(turn(state, f"p0-0{index}", f"p1-0{index}"))
    events.extend(play_round(state))
    return events


@pytest.mark.parametrize("face", _starter_faces(), ids=lambda f: f.title)
def test_every_starter_card_against_a_copy_of_itself(face: CardFace) -> None:
    events = self_duel(face)
    fizzled = [e for e in events if isinstance(e, AbilityFizzled)]
    tossed = [e for e in events if isinstance(e, ConflictTossed)]
    copies = [f"{face.title} [p0-03]", f"{face.title} [p1-03]"]
    if face.title in SELF_CONFLICTS:
        assert fizzled and all(list(map(str, e.cards)) == copies for e in fizzled), SELF_CONFLICTS[
            face.title
        ]
        assert not tossed
    elif face.title in UNSETTLED:
        assert not fizzled and tossed and list(map(str, tossed[0].cards)) == copies
    else:
        assert not fizzled and not tossed, f"{face.title} conflicts with itself: {fizzled}"


def test_a_card_that_reverses_the_order_still_works() -> None:
    """While "Cards with higher printed values resolve first." is face up, the higher of two
    facing "Destroy OC." goes first and destroys the lower."""
    usurper = text_card("The Usurper", 7, "Cards with higher printed values resolve first.")
    state = scripted([usurper, assassin(3), 1, 1, 1, *FILL], [2, assassin(6), 1, 1, 1, *FILL])
    turn(state, "p0-00", "p1-00")
    events = turn(state, "p0-01", "p1-01")
    assert state.table_cards(2) == ("p1-01",) and state.pile(0) == ("p0-01",)
    assert not any(isinstance(e, AbilityFizzled) for e in events)
