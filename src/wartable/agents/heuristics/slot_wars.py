"""The Slot Wars heuristics: ``heuristic`` reads what the cards' texts will do, ``baseline`` reads
printed values.

``heuristic`` judges each card by the variant's tactics (:mod:`wartable.variants.slot_wars.tactics`),
which play the card's text on copies of a neutral round. Placing, it imagines the opponent's cards
from a few states the sampler draws for its seat (the card it would place now: its highest printed
value; its cards for the rest of the round: its hand and deck) and places the card that brings the
most in this slot beyond what it would bring later
(:func:`~wartable.variants.slot_wars.tactics.placement_values`): a card that hides or takes the
opposing card goes where the opponent's best card is coming, a 9 waits for a slot it can win, a 1
that wins only in slot 1 goes there. A card's choice (which card, which slot, yes or no) is tried
on the sampled states, each answer played until the ability has resolved, and the answer that
leaves it the best standing is taken. Its deck, before round 1 and between rounds, is the 21
cards that bring the most over a round (:func:`~wartable.variants.slot_wars.tactics.card_strength`),
so the exchanges between rounds keep the deck it chose.

``heuristic(samples=0)`` draws no states: it places the card worth the most now rather than later
against an average card (:func:`~wartable.variants.slot_wars.tactics.prior_placement_values`, a
table per card) and answers a card's choice of cards as search agents first try it (the other's
best card for a text that harms, one's own for one that helps). Weaker, and several times faster:
the balance lab's player, which needs tens of thousands of games.

``baseline`` is the heuristic as it was before (kept to measure the new one against): the automatic
builder's deck; its highest card into every slot that can still change the round, its lowest once
the round is decided; for a card's choice the highest-valued card it can see (the lowest for a
discard), "yes" to every option and the first slot offered. It reads printed and current values,
not what the texts will do.
"""

from __future__ import annotations

from functools import cache

from wartable.agents.base import Turn
from wartable.agents.heuristic import HeuristicParams, baseline_for, heuristic_for
from wartable.core.rng import Rng
from wartable.core.state import Action
from wartable.variants.slot_wars.engine import (
    Answer,
    CardFace,
    CardInfo,
    Choose,
    ChooseSlot,
    Place,
    SlotWarsState,
    SlotWarsView,
    Swap,
    ToSideboard,
    card,
)
from wartable.variants.slot_wars.engine.pool import DECK_SIZE, SLOTS
from wartable.variants.slot_wars.engine.state import builder_step
from wartable.variants.slot_wars.tactics import (
    Opponents,
    choice_values,
    deck_keep,
    placement_values,
    prior_placement_values,
)

SAMPLES = 4
"""States drawn for the seat to imagine the opponent's cards when it places (the agent's
``samples`` by default)."""
CHOICE_SAMPLES = 2
"""States drawn to try a card's choice on (at most ``samples``)."""
LATER_CARDS = 24
"""The opponent's cards for the rest of the round, drawn from the samples' hands and decks."""


def _view(turn: Turn) -> SlotWarsView:
    """The seat's view (read only by the decisions that need it: making it is a fair part of a
    quick player's move)."""
    view = turn.observation.view
    assert isinstance(view, SlotWarsView)
    return view


def _face(info: CardInfo) -> CardFace:
    return _printed(info.title, info.value, info.rarity, info.text)


@cache
def _printed(title: str, value: int, rarity: str, text: str) -> CardFace:
    """The face printed so (made once: placing reads the hand's faces at every decision)."""
    return card(title, value, rarity, text)


@heuristic_for("slot-wars")
def slot_wars_policy(turn: Turn, rng: Rng, params: HeuristicParams) -> Action:
    """Places and chooses by what the texts will do; keeps the strongest 21 cards in its deck."""
    legal = turn.legal_actions
    if len(legal) == 1:
        return legal[0]
    samples = SAMPLES if params.samples < 0 else params.samples
    if isinstance(legal[0], Place):
        if not samples:
            return _place_by_worth(legal, _view(turn))
        return _place(turn, _view(turn), rng, samples)
    if any(isinstance(action, ToSideboard | Swap) for action in legal):
        view = _view(turn)
        faces = {c.id: _face(c) for c in (*view.deck, *view.sideboard)}
        deck, sideboard = [c.id for c in view.deck], [c.id for c in view.sideboard]
        return builder_step(faces, deck, sideboard, legal, deck_keep(faces, DECK_SIZE))
    if not samples:
        return turn.search_order[0]
    drawn = [turn.sample(rng.spawn()) for _ in range(min(samples, CHOICE_SAMPLES))]
    states = [s for s in drawn if isinstance(s, SlotWarsState)]
    for state in states:
        state.mute()
    values = choice_values(states, turn.seat, legal)
    return max(legal, key=lambda action: values[action])


def _place_by_worth(legal: tuple[Action, ...], view: SlotWarsView) -> Action:
    """The card of the hand that is worth the most placed now rather than later, each judged
    against an average card (:func:`~wartable.variants.slot_wars.tactics.prior_placement_values`)."""
    places = [a for a in legal if isinstance(a, Place)]
    infos = {c.id: c for c in view.hand}
    values = prior_placement_values([_face(infos[a.card]) for a in places], min(view.slot, SLOTS))
    return places[max(range(len(places)), key=lambda i: (values[i], -i))]


def _place(turn: Turn, view: SlotWarsView, rng: Rng, samples: int) -> Action:
    """The card of the hand that is worth the most placed now rather than later, against the
    other's cards in ``samples`` states drawn for the seat."""
    places = [a for a in turn.legal_actions if isinstance(a, Place)]
    infos = {c.id: c for c in view.hand}
    hand = [_face(infos[a.card]) for a in places]
    other = 1 - turn.seat
    now: list[tuple[CardFace | None, float]] = []
    later: list[CardFace] = []
    for _ in range(samples):
        state = turn.sample(rng.spawn())
        assert isinstance(state, SlotWarsState)
        held = state.hand(other)
        if held:
            now.append((max((state.face(c) for c in held), key=lambda f: f.value), 1.0))
        else:
            now.append((None, 1.0))
        later.extend(state.face(c) for c in (*held, *state.deck(other)))
    if len(later) > LATER_CARDS:
        later = rng.sample(later, LATER_CARDS)
    opponents: Opponents = [(face, 1.0) for face in later]
    values = placement_values(hand, min(view.slot, SLOTS), now, opponents)
    best = max(range(len(places)), key=lambda i: (values[i], -i))
    return places[best]


@baseline_for("slot-wars")
def printed_value_policy(turn: Turn, rng: Rng, params: HeuristicParams) -> Action:
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
        return _highest_seen(view, [a for a in legal if isinstance(a, Choose)])
    faces = {c.id: _face(c) for c in (*view.deck, *view.sideboard)}
    deck = [c.id for c in view.deck]
    sideboard = [c.id for c in view.sideboard]
    return builder_step(faces, deck, sideboard, legal)


def _highest_seen(view: SlotWarsView, choices: list[Choose]) -> Choose:
    """The highest-valued card it can see, or the lowest if the choice is of a discard."""
    known: list[CardInfo] = [c for stack in view.slots for t in stack if (c := t.card)]
    known.extend(view.hand)
    values = {c.id: c.value for c in known}
    if "discard" in view.prompt.lower():
        return min(choices, key=lambda a: values.get(a.card, 0))
    return max(choices, key=lambda a: values.get(a.card, 0))
