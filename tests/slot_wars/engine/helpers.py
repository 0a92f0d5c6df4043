"""Scripted Slot Wars games for the engine tests."""

from __future__ import annotations

from collections.abc import Sequence

from wartable.core.events import Event
from wartable.variants.slot_wars.engine import (
    CardFace,
    Done,
    Place,
    SlotWarsOptions,
    SlotWarsState,
    card,
)


def faces(*values: int, prefix: str = "C") -> list[CardFace]:
    """Plain cards with these values, titled ``C5`` etc."""
    return [card(f"{prefix}{v}", v) for v in values]


def scripted(
    deck0: Sequence[int | CardFace],
    deck1: Sequence[int | CardFace],
    *,
    side0: Sequence[CardFace] = (),
    side1: Sequence[CardFace] = (),
    **options: object,
) -> SlotWarsState:
    """A game whose decks are drawn in the given order (never shuffled)."""

    def as_faces(deck: Sequence[int | CardFace]) -> list[CardFace]:
        return [faces(c)[0] if isinstance(c, int) else c for c in deck]

    return SlotWarsState.from_decks(
        SlotWarsOptions(**options),  # type: ignore[arg-type]
        (as_faces(deck0), as_faces(deck1)),
        (list(side0), list(side1)),
        shuffle=False,
    )


def place_value(state: SlotWarsState, player: int, value: int) -> tuple[Event, ...]:
    """Place a card of this printed value from the player's hand."""
    for action in state.legal_actions(player):
        assert isinstance(action, Place)
        if state.face(action.card).value == value:
            return state.act(player, action)
    raise AssertionError(f"player {player + 1} holds no {value}: {state.hand(player)}")


def play_round(
    state: SlotWarsState, picks: tuple[Sequence[int] | None, Sequence[int] | None] = (None, None)
) -> list[Event]:
    """Play one round (from wherever it is to the end of scoring): each player places the value
    given for the slot, or its lowest card."""
    events: list[Event] = list(state.run())
    while state.step.value not in ("swap", "over"):
        for decision in state.decisions():
            player = decision.player
            wanted = picks[player]
            if wanted is None:
                events.extend(state.act(player, decision.actions[0]))
            else:
                events.extend(place_value(state, player, wanted[state.slot - 1]))
        events.extend(state.run())
    return events


def finish_break(state: SlotWarsState) -> list[Event]:
    """Both players keep their decks."""
    events: list[Event] = []
    for decision in state.decisions():
        events.extend(state.act(decision.player, Done()))
    events.extend(state.run())
    return events
