"""No seat is told a card it may not see, with the cards' text in play.

Random games of ``slot-wars(pool=starter,abilities=text)`` with random legal actions. At every step
each seat (and a spectator) is checked:

* the events it may see (:func:`~wartable.core.events.events_for`) name no card that was hidden
  from it both before and after the step (a face-down card of the other player, a card of the other
  player's hand, deck or sideboard), except the cards an effect let it look at;
* its observation (the view and its legal actions) names no card hidden from it now;
* its observation is the same in a state that differs only in what it cannot see
  (:meth:`~wartable.core.state.GameState.resample`).
"""

from __future__ import annotations

import json
import re
from random import Random

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from wartable.core import new_game
from wartable.core.events import Event, Viewer, events_for
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import SlotWarsState, SlotWarsView
from wartable.variants.slot_wars.engine.events import CardsSeen

ID = re.compile(r"p[01]-\d\d")
STEPS = 160
"""Steps per game: a round and a half, choices of abilities included."""


def hidden_from(state: SlotWarsState, viewer: Viewer) -> set[str]:
    """The cards ``viewer`` cannot see now (a spectator: those hidden from either player)."""
    if viewer is None:
        return hidden_from(state, 0) | hidden_from(state, 1)
    other = 1 - viewer
    held = {*state.hand(other), *state.deck(other), *state.sideboard(other)}
    face_down = {
        c for c in state.table_cards() if not state.is_revealed(c) and state.owner(c) == other
    }
    return held | face_down


def named(event: Event) -> set[str]:
    """The card ids an event names, in its text and its data."""
    return set(ID.findall(event.describe())) | set(ID.findall(json.dumps(event.to_json())))


def view_ids(state: SlotWarsState, viewer: Viewer) -> set[str]:
    """The card ids a viewer's observation names (cards it was once shown, ``seen``, aside:
    those say nothing of where the cards are now)."""
    view = state.observe(viewer).view
    assert isinstance(view, SlotWarsView)
    cards = [t.card for stack in view.slots for t in stack if t.card is not None]
    cards.extend((*view.hand, *view.deck, *view.sideboard, *view.piles[0], *view.piles[1]))
    if view.chosen is not None:
        cards.append(view.chosen)
    actions = " ".join(str(a) for a in state.observe(viewer).legal_actions)
    return {c.id for c in cards} | set(ID.findall(actions)) | set(ID.findall(view.prompt))


def check_step(
    before: dict[Viewer, set[str]], state: SlotWarsState, events: tuple[Event, ...], rng: Rng
) -> None:
    for viewer in (0, 1, None):
        hidden = hidden_from(state, viewer)
        secret = before[viewer] & hidden
        for event in events_for(events, viewer):
            if isinstance(event, CardsSeen) and event.player == viewer:
                continue  # what an effect let it look at
            leaked = named(event) & secret
            assert not leaked, f"{viewer}: {event.describe()} names hidden {sorted(leaked)}"
        assert not view_ids(state, viewer) & hidden, f"{viewer}'s view names a hidden card"
        if viewer is not None:
            twin = state.resample(viewer, rng)
            assert twin.observe(viewer) == state.observe(viewer)


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
    phases=(Phase.explicit, Phase.generate),  # a seed and a generator do not shrink usefully
)
@given(seed=st.integers(0, 2**32 - 1), chooser=st.randoms(use_true_random=False))
def test_no_seat_is_told_a_card_it_may_not_see(seed: int, chooser: Random) -> None:
    state = new_game("slot-wars", "pool=starter,abilities=text", seed)
    assert isinstance(state, SlotWarsState)
    sampler = Rng(seed)
    for _ in range(STEPS):
        if state.is_terminal:
            break
        before = {viewer: hidden_from(state, viewer) for viewer in (0, 1, None)}
        pending = state.decisions()
        if pending:
            decision = pending[chooser.randrange(len(pending))]
            action = decision.actions[chooser.randrange(len(decision.actions))]
            events = state.act(decision.player, action)
        else:
            events = state.advance()
        check_step(before, state, events, sampler)
