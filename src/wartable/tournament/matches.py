"""Playing one match of an event: a slot-wars game between two players' decks, with agents.

A match is one game (best of three rounds; tied rounds are replayed, see the rulings) built with
:meth:`SlotWarsState.from_decks` from the two players' decks and sideboards. Each seat is played by
the named agent; between rounds the agent may exchange cards with its sideboard (the engine asks).

**Seeds.** The game is seeded ``seed`` (it shuffles the decks each round); the agent in seat ``k``
is seeded ``derive_seed(seed, "agent", k)``. So a match depends only on the decks, the agents, the
options and the seed.

**Records.** :func:`record_match` plays the match and also returns its
:class:`~wartable.core.record.GameRecord`: the seed, every action, the outcome and the digest of the
event stream, with both decks kept in ``meta["decks"]`` (a match is not one of the engine's own
deals, so the decks are needed to replay it). :func:`replay_match` replays such a record and says
whether it reproduces exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from wartable.agents import make_agent, seat_turn
from wartable.core.errors import WartableError
from wartable.core.events import Event
from wartable.core.outcome import Outcome
from wartable.core.record import EventDigest, GameRecord, RecordedAction, play_out, record_game
from wartable.core.registry import get_variant
from wartable.core.rng import check_seed, derive_seed
from wartable.core.state import Action, Decision, GameState
from wartable.tournament.decks import Deck
from wartable.tournament.errors import EventError
from wartable.variants.slot_wars.engine import SlotWarsOptions, SlotWarsState

__all__ = [
    "DEFAULT_OPTIONS",
    "MatchResult",
    "match_state",
    "play_match",
    "record_match",
    "replay_match",
]

VARIANT = SlotWarsState.variant_id
DEFAULT_OPTIONS = VARIANT
"""Matches are the default slot-wars game: cards play by their text."""


@dataclass(frozen=True)
class MatchResult:
    """How a match ended.

    ``winner`` is 0 (the first deck's seat), 1 (the second) or None (a draw); ``rounds_won`` is per
    seat; ``rounds_played`` counts tied rounds too; ``termination`` is the engine's reason
    (``rounds_won``, ``tied_rounds``, ``turn_limit``); ``turns`` is the number of slots played."""

    seed: int
    agents: tuple[str, str]
    winner: int | None
    rounds_won: tuple[int, int]
    rounds_played: int
    termination: str
    turns: int

    def to_json(self) -> dict[str, Any]:
        """The result as JSON-ready data."""
        return {
            "seed": self.seed,
            "agents": list(self.agents),
            "winner": self.winner,
            "rounds_won": list(self.rounds_won),
            "rounds_played": self.rounds_played,
            "termination": self.termination,
            "turns": self.turns,
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchResult:
        """Read :meth:`to_json` data; raise EventError naming the field at fault."""
        if not isinstance(data, Mapping):
            raise EventError(f"match result: expected a JSON object, got {type(data).__name__}")
        for key in ("seed", "agents", "winner", "rounds_won", "rounds_played", "termination"):
            if key not in data:
                raise EventError(f"match result: field {key!r} is missing")
        try:
            seed = check_seed(data["seed"])
        except ValueError as exc:
            raise EventError(f"match result: field 'seed': {exc}") from None
        agents = data["agents"]
        if not _pair_of(agents, str):
            raise EventError(f"match result: field 'agents' must be two names, got {agents!r}")
        winner = data["winner"]
        if (winner is not None and winner not in (0, 1)) or isinstance(winner, bool):
            raise EventError(f"match result: field 'winner' must be 0, 1 or null, got {winner!r}")
        rounds_won = data["rounds_won"]
        if not _pair_of(rounds_won, int) or min(rounds_won) < 0:
            raise EventError(
                f"match result: field 'rounds_won' must be two counts, got {rounds_won!r}"
            )
        counts = {key: data.get(key, 0) for key in ("rounds_played", "turns")}
        for key, value in counts.items():
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise EventError(f"match result: field {key!r} must be a count, got {value!r}")
        termination = data["termination"]
        if not isinstance(termination, str) or not termination:
            raise EventError(
                f"match result: field 'termination' must be a reason, got {termination!r}"
            )
        return cls(
            seed=seed,
            agents=(agents[0], agents[1]),
            winner=winner,
            rounds_won=(rounds_won[0], rounds_won[1]),
            rounds_played=counts["rounds_played"],
            termination=termination,
            turns=counts["turns"],
        )


def _pair_of(value: Any, kind: type) -> bool:
    return (
        isinstance(value, list | tuple)
        and len(value) == 2
        and all(isinstance(x, kind) and not isinstance(x, bool) for x in value)
    )


def _options(options: str) -> SlotWarsOptions:
    try:
        parsed = get_variant(VARIANT).parse_options(options)
    except WartableError as exc:
        raise EventError(f"match: options {options!r}: {exc}") from None
    assert isinstance(parsed, SlotWarsOptions)
    return parsed


def match_state(
    first: Deck, second: Deck, seed: int, options: str = DEFAULT_OPTIONS, *, quiet: bool = True
) -> SlotWarsState:
    """The new game of a match: ``first``'s deck and sideboard in seat 0, ``second``'s in seat 1
    (``quiet``: no events are made, which is faster)."""
    try:
        check_seed(seed)
    except ValueError as exc:
        raise EventError(f"match: {exc}") from None
    try:
        return SlotWarsState.from_decks(
            _options(options),
            (first.cards, second.cards),
            (first.sideboard, second.sideboard),
            seed=seed,
            quiet=quiet,
        )
    except WartableError as exc:
        raise EventError(f"match: options {options!r}: {exc}") from None


def _play(
    first: Deck,
    second: Deck,
    agents: tuple[str, str],
    seed: int,
    options: str,
    *,
    keep: bool,
) -> tuple[SlotWarsState, Outcome, list[RecordedAction], list[Event]]:
    if len(agents) != 2:
        raise EventError(f"match: two agents are needed, got {list(agents)}")
    state = match_state(first, second, seed, options, quiet=not keep)
    try:
        players = [make_agent(name, derive_seed(seed, "agent", k)) for k, name in enumerate(agents)]
    except WartableError as exc:
        raise EventError(f"match: {exc}") from None

    def choose(state: GameState, decision: Decision) -> Action:
        return players[decision.player].choose(seat_turn(state, decision.player))

    actions: list[RecordedAction] = []
    events: list[Event] = []
    outcome = play_out(
        state,
        choose,
        on_events=events.extend if keep else None,
        actions=actions if keep else None,
    )
    return state, outcome, actions, events


def _result(state: SlotWarsState, outcome: Outcome, agents: tuple[str, str]) -> MatchResult:
    summary = state.summary()
    return MatchResult(
        seed=state.seed,
        agents=(agents[0], agents[1]),
        winner=outcome.winner,
        rounds_won=state.rounds_won,
        rounds_played=summary["rounds"],
        termination=outcome.ending,
        turns=state.turn,
    )


def play_match(
    first: Deck,
    second: Deck,
    agents: tuple[str, str],
    seed: int,
    options: str = DEFAULT_OPTIONS,
) -> MatchResult:
    """Play one slot-wars game: ``first`` in seat 0 played by ``agents[0]``, ``second`` in seat 1
    by ``agents[1]``; deterministic from the seed (see the module's notes). Raises EventError for
    an unknown agent, bad options or a bad seed."""
    state, outcome, _, _ = _play(first, second, agents, seed, options, keep=False)
    return _result(state, outcome, agents)


def record_match(
    first: Deck,
    second: Deck,
    agents: tuple[str, str],
    seed: int,
    options: str = DEFAULT_OPTIONS,
    *,
    players: tuple[str, str] | None = None,
) -> tuple[MatchResult, GameRecord]:
    """Play the match as :func:`play_match` does (same result) and also return its game record,
    with the decks in ``meta["decks"]`` and the agents in ``meta["agents"]``; ``players`` names the
    seats in the record (default: the agents)."""
    state, outcome, actions, events = _play(first, second, agents, seed, options, keep=True)
    record = record_game(
        state,
        actions,
        events,
        players=players or agents,
        meta={"decks": [first.to_json(), second.to_json()], "agents": list(agents)},
        deal=match_state(first, second, seed, options, quiet=True).initial_deal(),
    )
    return _result(state, outcome, agents), record


def replay_match(record: GameRecord) -> tuple[MatchResult, list[str]]:
    """Replay a record made by :func:`record_match` from its decks, seed and actions.

    Returns the replayed result and the differences from the record (outcome, event digest); an
    empty list means the match reproduced exactly. Raises EventError if the record has no decks or
    an action cannot be replayed."""
    if record.variant != VARIANT:
        raise EventError(f"match record: variant is {record.variant!r}, not {VARIANT!r}")
    decks_data = record.meta.get("decks")
    if not isinstance(decks_data, list) or len(decks_data) != 2:
        raise EventError("match record: field 'meta.decks' must hold the two decks")
    first, second = (Deck.from_json(item) for item in decks_data)
    state = match_state(first, second, record.seed, record.options, quiet=False)
    digest = EventDigest()
    remaining = list(record.actions)
    while state.outcome is None:
        pending = state.decisions()
        if not pending:
            digest.update(state.run())
            continue
        if not remaining:
            break
        step = remaining.pop(0)
        number = len(record.actions) - len(remaining)
        try:
            digest.update(state.act(step.player, state.parse_action(step.player, step.action)))
        except WartableError as exc:
            raise EventError(
                f"match record: action {number} ({step.action!r}) cannot be replayed: {exc}"
            ) from None
    problems: list[str] = []
    if remaining:
        problems.append(f"{len(remaining)} recorded actions were left over after the game ended")
    if state.outcome != record.outcome:
        found = "unfinished" if state.outcome is None else state.outcome.describe()
        wanted = "unfinished" if record.outcome is None else record.outcome.describe()
        problems.append(f"outcome differs: recorded {wanted}, replayed {found}")
    if record.events_sha256 is not None and digest.hexdigest() != record.events_sha256:
        problems.append("event stream differs from the recorded digest")
    agents_data = record.meta.get("agents")
    agents = (
        (str(agents_data[0]), str(agents_data[1]))
        if isinstance(agents_data, list) and len(agents_data) == 2
        else ("", "")
    )
    if state.outcome is None:
        raise EventError("match record: the replayed game is unfinished: " + "; ".join(problems))
    return _result(state, state.outcome, agents), problems
