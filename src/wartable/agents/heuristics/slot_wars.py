"""The Slot Wars heuristic: the builder's deck, and the highest card to a slot still open.

Its deck is the automatic builder's (:func:`~wartable.variants.slot_wars.engine.state.builder_step`):
chosen before round 1 and kept between rounds (a trade may make it exchange a card). A round's cards
all come back at its end, and of the 14 cards a player sees in a round it plays only 9, so every card
it will ever get to play should be played and the lowest ones are the surplus. Against
simultaneous, unseen placement the order of the cards that will be played does not change their
chances, so the heuristic plays its highest card, except when the round is already decided (the
lead or the deficit cannot change in the slots left), where it spends its lowest. It reads printed
values only, not what the texts do. For a card's choice it picks the highest-valued candidate it can
see (the lowest when it is choosing what to discard), never stops an "up to" choice early, and takes
the first slot offered.
"""

from __future__ import annotations

from wartable.agents.base import Turn
from wartable.agents.heuristic import heuristic_for
from wartable.core.rng import Rng
from wartable.core.state import Action
from wartable.variants.slot_wars.engine import (
    Answer,
    CardInfo,
    Choose,
    ChooseSlot,
    Place,
    SlotWarsView,
    card,
)
from wartable.variants.slot_wars.engine.state import builder_step


@heuristic_for("slot-wars")
def slot_wars_policy(turn: Turn, rng: Rng) -> Action:
    """Highest card to a live slot, lowest to a decided round; the builder's deck."""
    view = turn.observation.view
    assert isinstance(view, SlotWarsView)
    legal = turn.legal_actions
    first = legal[0]
    if isinstance(first, Place):
        me, other = turn.seat, 1 - turn.seat
        held = 0
        for stack in view.slots[: view.slot - 1]:
            mine = [t.value for t in stack if t.controller == me]
            theirs = [t.value for t in stack if t.controller == other]
            if mine and (not theirs or max(mine) > max(theirs)):
                held += 1
            elif theirs and (not mine or max(theirs) > max(mine)):
                held -= 1
        left = 10 - view.slot
        decided = abs(held) > left
        return legal[0] if decided else legal[-1]
    if isinstance(first, ChooseSlot):
        return first
    if isinstance(first, Answer):  # designers write "you may" for what helps: take it
        return first
    if isinstance(first, Choose):
        return _choose_card(view, [a for a in legal if isinstance(a, Choose)])
    faces = {c.id: card(c.title, c.value, c.rarity, c.text) for c in (*view.deck, *view.sideboard)}
    deck = [c.id for c in view.deck]
    sideboard = [c.id for c in view.sideboard]
    return builder_step(faces, deck, sideboard, legal)


def _choose_card(view: SlotWarsView, choices: list[Choose]) -> Choose:
    """The highest-valued card it can see, or the lowest if the choice is of a discard."""
    known: list[CardInfo] = [c for stack in view.slots for t in stack if (c := t.card)]
    known.extend(view.hand)
    values = {c.id: c.value for c in known}
    if "discard" in view.prompt.lower():
        return min(choices, key=lambda a: values.get(a.card, 0))
    return max(choices, key=lambda a: values.get(a.card, 0))
