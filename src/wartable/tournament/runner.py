"""A whole event in one call: generated sets, the deal, automatic decks, every round played by
agents, final standings (what ``wartable event run`` does).

Everything follows from the seed: player ``i`` is :data:`PLAYER_NAMES` ``[i]`` and submits
``generate_set(name, seed)``; the event deals, seats, builds decks and seeds matches from the same
seed (see :mod:`wartable.tournament.store.operations`). So two runs with the same arguments give the
same event, result for result, in any database.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wartable.tournament.distribution import DistributionMode
from wartable.tournament.errors import EventError
from wartable.tournament.export import EventSnapshot, RoundSnapshot
from wartable.tournament.generate import generate_set
from wartable.tournament.matches import DEFAULT_OPTIONS
from wartable.tournament.pairings import PairingFormat
from wartable.tournament.store import EventStore
from wartable.tournament.store import operations as ops
from wartable.variants.slot_wars.generated import DESIGNERS

__all__ = ["PLAYER_NAMES", "RunSpec", "player_names", "run_event"]

PLAYER_NAMES = DESIGNERS
"""The names of generated players (the generated designers; the seed's event had nine); more are
``Player 13`` and on."""


def player_names(count: int) -> list[str]:
    """The first ``count`` generated players' names."""
    if count < 2:
        raise EventError(f"an event needs at least two players, got {count}")
    return [PLAYER_NAMES[i] if i < len(PLAYER_NAMES) else f"Player {i + 1}" for i in range(count)]


@dataclass(frozen=True)
class RunSpec:
    """What to run: the event's name, players, seed, the agent for every seat, and the event's
    format, rounds (None: the format's default), deal and match options."""

    name: str
    players: int
    seed: int
    agent: str = "heuristic"
    pairing_format: PairingFormat = PairingFormat.ROUND_ROBIN
    rounds: int | None = None
    distribution: DistributionMode = DistributionMode.SHUFFLED
    match_options: str = DEFAULT_OPTIONS


def run_event(
    store: EventStore,
    spec: RunSpec,
    *,
    on_round: Callable[[RoundSnapshot], None] | None = None,
) -> EventSnapshot:
    """Create the event and play it to the end; return the final event. ``on_round`` is called
    with each round once it has every result. Each step is its own transaction, as with the
    separate commands."""
    names = player_names(spec.players)
    with store.transaction() as session:
        ops.create_event(
            session,
            spec.name,
            pairing_format=spec.pairing_format,
            rounds=spec.rounds,
            distribution=spec.distribution,
            seed=spec.seed,
            match_options=spec.match_options,
        )
    with store.transaction() as session:
        for name in names:
            ops.register_player(session, spec.name, name, generate_set(name, spec.seed))
    with store.transaction() as session:
        ops.distribute_cards(session, spec.name)
        for name in names:
            ops.set_deck(session, spec.name, name)
    while True:
        with store.transaction() as session:
            paired = ops.pair_next_round(session, spec.name)
        if not paired.complete:
            ops.play_open_matches(store, spec.name, (spec.agent, spec.agent))
        with store.transaction(write=False) as session:
            event = ops.snapshot(session, spec.name)
        finished = event.round_list[-1]
        if on_round is not None:
            on_round(finished)
        if event.status == ops.EventStatus.FINAL:
            return event
