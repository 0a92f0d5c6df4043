"""Activations proved independent by their footprints (engine/commute.py) are independent: in many
fixed-seed games played with texts of every kind, every pair the module lets skip the trial of
both orders is also tried both ways, and the trial must find what the footprints told."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.slot_wars.engine.helpers import corpus_faces, scripted, text_card, turn
from wartable.core.events import Event
from wartable.core.record import play_out
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import CardFace, SlotWarsOptions, SlotWarsState, card
from wartable.variants.slot_wars.engine.commute import Footprint, commute
from wartable.variants.slot_wars.engine.events import AbilityFizzled
from wartable.variants.slot_wars.engine.hooks import Activation

CHECKED: Counter[str] = Counter()
"""How many pairs each kind of check met, over the games of this module."""


class CheckedSlotWarsState(SlotWarsState):
    """The engine, but every pair of activations its footprints call independent is also tried
    both ways, and the two verdicts must agree."""

    def _conflict(
        self,
        first: Activation,
        second: Activation,
        first_print: Footprint | None,
        second_print: Footprint | None,
    ) -> bool | None:
        verdict = super()._conflict(first, second, first_print, second_print)
        if first_print is None or second_print is None:
            CHECKED["untold"] += 1
            return verdict
        if not commute(first_print, second_print):
            CHECKED["dependent"] += 1
            return verdict
        tried = self._order_matters(first, second)
        assert tried == verdict, (
            f"{first.source} and {second.source} at {first.moment}: the footprints say "
            f"{verdict}, both orders tried say {tried}\n{first_print}\n{second_print}"
        )
        CHECKED["asking" if first_print.answers or second_print.answers else "independent"] += 1
        return verdict


def play(state: SlotWarsState, seed: int) -> None:
    """Play ``state`` out with seeded random choices."""
    chooser = Rng(seed)
    play_out(state, lambda _, decision: chooser.choice(decision.actions))


@pytest.mark.parametrize("seed", range(40))
def test_pairs_the_footprints_call_independent_are_independent_when_tried(seed: int) -> None:
    """Values drawn from 4 to 6 so that many activations of one moment share a printed value."""
    faces = corpus_faces(seed, low=4, high=6)
    decks, sides = (faces[0][:21], faces[1][:21]), (faces[0][21:], faces[1][21:])
    state = CheckedSlotWarsState.from_decks(SlotWarsOptions(), decks, sides, seed=seed)
    play(state, seed)


@pytest.mark.parametrize("seed", range(6))
def test_the_starter_pool_games_are_checked_the_same_way(seed: int) -> None:
    state = CheckedSlotWarsState.new(SlotWarsOptions(), seed)
    play(state, seed)


def test_the_games_met_pairs_of_every_kind() -> None:
    """The checks above are not empty: the games met independent pairs, pairs with a question,
    and pairs the footprints could not tell or found dependent (tried both ways as always).
    Where the games ran in another process (pytest-xdist), this one plays them until they have."""
    seeds = iter(range(40))
    while CHECKED["independent"] < 40 or CHECKED["asking"] < 5:
        seed = next(seeds)
        faces = corpus_faces(seed, low=4, high=6)
        decks, sides = (faces[0][:21], faces[1][:21]), (faces[0][21:], faces[1][21:])
        play(CheckedSlotWarsState.from_decks(SlotWarsOptions(), decks, sides, seed=seed), seed)
    assert CHECKED["dependent"] >= 10 and CHECKED["untold"] >= 10


class TrialCountingState(SlotWarsState):
    """The engine, counting the pairs it tries both ways."""

    trials: int = 0

    def _order_matters(self, first: Activation, second: Activation) -> bool | None:
        TrialCountingState.trials += 1
        return super()._order_matters(first, second)


FILL = [card("Filler", 1)] * 20


def facing(
    first: CardFace, second: CardFace, engine: type[SlotWarsState]
) -> tuple[SlotWarsState, list[Event]]:
    """Player 1 places ``first`` and player 2 ``second`` in slot 1; both are revealed at once."""
    state = scripted([first, *FILL], [second, *FILL], engine=engine)
    return state, turn(state, "p0-00", "p1-00")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Score a point.", "Score a point."),
        ("Score a point.", "Draw 2 cards."),
        ("Draw a card.", "Opp. draws a card."),
        ("Draw a card.", "Opp. draws up to 1 card."),
        ("Discard a card.", "Discard a card."),
        ("You may lose a point to draw a card.", "Score a point."),
        ("You may lose a point to draw a card.", "Opp. draws a card."),
        ("Score a point.", "Opp. draws up to 2 cards."),
        ("This card gets +2.", "Score a point."),
        ("If you have 4 or more cards in hand, this card gets +2.", "Score a point."),
    ],
)
def test_facing_cards_of_equal_value_that_touch_nothing_of_each_other_are_not_tried(
    first: str, second: str
) -> None:
    TrialCountingState.trials = 0
    state, events = facing(text_card("A", 5, first), text_card("B", 5, second), TrialCountingState)
    assert TrialCountingState.trials == 0
    assert not any(isinstance(e, AbilityFizzled) for e in events)
    checked, _ = facing(text_card("A", 5, first), text_card("B", 5, second), CheckedSlotWarsState)
    assert checked.to_json() == state.to_json()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Destroy OC.", "Destroy OC."),
        ("Destroy OC.", "Score a point."),
        ("Draw 2 cards.", "Opp. draws up to 2 cards."),
        ("Draw 2 cards.", "Opp. draws a card."),
        ("You may discard a card to destroy OC.", "Score a point."),
        ("You may lose a point to draw a card.", "Opp. discards a card."),
        ("Take control of OC.", "Return OC to its owner's hand."),
        # checked once, as the card resolves: the discard first and there is no +2
        ("If you have 4 or more cards in hand, this card gets +2.", "Opp. discards a card."),
    ],
)
def test_facing_cards_of_equal_value_that_touch_each_other_are_tried(
    first: str, second: str
) -> None:
    TrialCountingState.trials = 0
    facing(text_card("A", 5, first), text_card("B", 5, second), CheckedSlotWarsState)
    facing(text_card("A", 5, first), text_card("B", 5, second), TrialCountingState)
    assert TrialCountingState.trials == 1
