"""Game records: (variant, rules version, options, seed, initial deal, actions), saved as JSON
lines and replayed exactly.

A record file holds one game per line (``docs/records.md`` describes the format and
``docs/schemas/record.schema.json`` is its JSON Schema). Besides what is needed to replay the game,
a record keeps the initial deal in the variant's notation (so the game can be followed without the
engine), the outcome and a SHA-256 digest of the full event stream, so :func:`replay` can say
whether the game reproduces exactly. A record whose outcome is ``null`` is an unfinished game (a
player quit). Records of format version 1 (no deal) are still read and replayed.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wartable.core.errors import RecordError, WartableError
from wartable.core.events import Event
from wartable.core.files import atomic_file
from wartable.core.jsonable import JSON
from wartable.core.outcome import Outcome
from wartable.core.registry import VariantSpec, get_variant
from wartable.core.rng import check_seed
from wartable.core.state import Action, Decision, GameState

RECORD_FORMAT = "wartable-record"
RECORD_FORMAT_VERSION = 2
"""The version written: 2 added ``deal``."""
READABLE_VERSIONS = (1, 2)

Chooser = Callable[[GameState, Decision], Action]
"""Picks the action for a pending decision (a trusted runner: it may look at the state)."""


@dataclass(frozen=True, slots=True)
class RecordedAction:
    """One action as recorded: the seat that took it and the action's text."""

    player: int
    action: str


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to replay a game, plus what it led to."""

    variant: str
    options: str
    seed: int
    actions: tuple[RecordedAction, ...] = ()
    outcome: Outcome | None = None
    events_sha256: str | None = None
    rules_version: int = 1
    players: tuple[str, ...] = ()
    meta: dict[str, Any] = field(default_factory=dict)
    deal: dict[str, JSON] | None = None
    """Where every card started (:meth:`GameState.initial_deal`); ``None`` in a record of format
    version 1, which did not keep it."""

    def to_json(self) -> dict[str, Any]:
        """The record as JSON-ready data."""
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_FORMAT_VERSION,
            "variant": self.variant,
            "rules_version": self.rules_version,
            "options": self.options,
            "seed": self.seed,
            "deal": self.deal,
            "players": list(self.players),
            "actions": [[a.player, a.action] for a in self.actions],
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "events_sha256": self.events_sha256,
            "meta": self.meta,
        }

    def to_line(self) -> str:
        """The record as one line of JSON (no newline)."""
        return json.dumps(self.to_json(), separators=(",", ":"))

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """Read a record (format version 1 or 2); raise RecordError naming the field at fault."""
        if not isinstance(data, dict):
            raise RecordError(f"a record must be a JSON object, got {type(data).__name__}")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"not a wartable record (format is {data.get('format')!r})")
        version = data.get("format_version")
        if version not in READABLE_VERSIONS:
            raise RecordError(
                f"unsupported record format version {version!r} (this wartable reads"
                f" {', '.join(map(str, READABLE_VERSIONS))}; a newer wartable wrote it?)"
            )
        for key in ("variant", "options", "seed", "actions"):
            if key not in data:
                raise RecordError(f"record has no {key!r} field")
        for key in ("variant", "options"):
            if not isinstance(data[key], str):
                raise RecordError(f"record field {key!r} must be a string, got {data[key]!r}")
        try:
            seed = check_seed(data["seed"])
        except ValueError as exc:
            raise RecordError(f"record field 'seed': {exc}") from None
        if not isinstance(data["actions"], list):
            raise RecordError("record field 'actions' must be a list of [seat, action] pairs")
        actions = tuple(
            _read_action(number, item) for number, item in enumerate(data["actions"], start=1)
        )
        try:
            outcome = None if data.get("outcome") is None else Outcome.from_json(data["outcome"])
        except RecordError as exc:
            raise RecordError(f"record field 'outcome': {exc}") from None
        digest = data.get("events_sha256")
        if digest is not None and not isinstance(digest, str):
            raise RecordError("record field 'events_sha256' must be a string")
        meta = data.get("meta") or {}
        if not isinstance(meta, dict):
            raise RecordError("record field 'meta' must be an object")
        rules_version = data.get("rules_version", 1)
        if isinstance(rules_version, bool) or not isinstance(rules_version, int):
            raise RecordError(
                f"record field 'rules_version' must be a whole number, got {rules_version!r}"
            )
        players = data.get("players") or []
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise RecordError("record field 'players' must be a list of names")
        deal = data.get("deal")
        if deal is not None and not isinstance(deal, dict):
            raise RecordError(f"record field 'deal' must be an object, got {type(deal).__name__}")
        return GameRecord(
            variant=data["variant"],
            options=data["options"],
            seed=seed,
            actions=actions,
            outcome=outcome,
            events_sha256=digest,
            rules_version=rules_version,
            players=tuple(players),
            meta=meta,
            deal=deal,
        )


def _read_action(number: int, item: Any) -> RecordedAction:
    if (
        not isinstance(item, list)
        or len(item) != 2
        or isinstance(item[0], bool)
        or not isinstance(item[0], int)
        or not isinstance(item[1], str)
    ):
        raise RecordError(
            f"record field 'actions', action {number}: expected [seat, action], got {item!r}"
        )
    return RecordedAction(item[0], item[1])


class EventDigest:
    """A running SHA-256 of an event stream, in the canonical JSON of each event."""

    def __init__(self) -> None:
        self._hash = hashlib.sha256()

    def update(self, events: Iterable[Event]) -> None:
        """Add events, in order."""
        for event in events:
            self._hash.update(json.dumps(event.to_json(), sort_keys=True).encode())
            self._hash.update(b"\n")

    def hexdigest(self) -> str:
        """The digest so far, as hex."""
        return self._hash.hexdigest()


def play_out(
    state: GameState,
    choose: Chooser,
    *,
    on_events: Callable[[tuple[Event, ...]], None] | None = None,
    actions: list[RecordedAction] | None = None,
) -> Outcome:
    """Play ``state`` to its end: advance when nobody decides, else ask ``choose``.

    Returns the outcome; appends every action taken to ``actions`` when given.
    """
    while (outcome := state.outcome) is None:
        pending = state.decisions()
        if not pending:
            events = state.run()
        else:
            decision = pending[0]
            action = choose(state, decision)
            events = state.act(decision.player, action)
            if actions is not None:
                actions.append(RecordedAction(decision.player, str(action)))
        if on_events is not None and events:
            on_events(events)
    return outcome


@dataclass
class ReplayResult:
    """A replayed record: the final state, all events, and whether it matched the record."""

    record: GameRecord
    state: GameState
    events: list[Event]
    problems: list[str]

    @property
    def reproduced(self) -> bool:
        """Whether the replay matched the recorded outcome and event digest exactly."""
        return not self.problems


def replay(
    record: GameRecord, *, check_digest: bool = True, spec: VariantSpec | None = None
) -> ReplayResult:
    """Re-create the game of ``record`` from its seed and actions; compare it with the record.

    Raise RecordError if the record names an unknown variant, bad options, an action that is
    illegal where it stands (a corrupt record), or another rules version than the engine plays (a
    game of other rules would be misplayed, so it is not replayed at all); differences in outcome
    or events are reported in the result's ``problems`` instead. ``spec`` replays with a variant
    that is not registered.
    """
    try:
        spec = spec or get_variant(record.variant)
    except WartableError as exc:
        raise RecordError(f"cannot replay record: {exc}") from None
    check_rules_version(spec, record.rules_version)
    try:
        state = spec.new_game(record.options, record.seed)
    except WartableError as exc:
        raise RecordError(f"cannot replay record: {exc}") from None
    events: list[Event] = []
    remaining = list(record.actions)
    problems: list[str] = []
    if record.deal is not None and record.deal != state.initial_deal():
        problems.append("the recorded deal differs from the one the seed deals")
    while not state.is_terminal:
        pending = state.decisions()
        if not pending:
            events.extend(state.advance())
            continue
        if not remaining:
            break
        step = remaining.pop(0)
        number = len(record.actions) - len(remaining)
        if not 0 <= step.player < state.num_players:
            raise RecordError(
                f"action {number} ({step.action!r}) cannot be replayed: its seat {step.player} is"
                f" not one of the game's seats 0-{state.num_players - 1}"
            )
        try:
            action = state.parse_action(step.player, step.action)
            events.extend(state.act(step.player, action))
        except WartableError as exc:
            raise RecordError(
                f"action {number} ({step.action!r}) cannot be replayed: {exc}"
            ) from None
    if remaining:
        problems.append(f"{len(remaining)} recorded actions were left over after the game ended")
    if state.outcome != record.outcome:
        found = "unfinished" if state.outcome is None else state.outcome.describe()
        wanted = "unfinished" if record.outcome is None else record.outcome.describe()
        problems.append(f"outcome differs: recorded {wanted}, replayed {found}")
    if check_digest and record.events_sha256 is not None:
        digest = EventDigest()
        digest.update(events)
        if digest.hexdigest() != record.events_sha256:
            problems.append("event stream differs from the recorded digest")
    return ReplayResult(record, state, events, problems)


def check_rules_version(spec: VariantSpec, version: int) -> None:
    """Raise RecordError unless a game recorded under rules ``version`` is one ``spec`` plays."""
    if version != spec.version:
        raise RecordError(
            f"this {spec.id} game was recorded under rules version {version}; this wartable plays"
            f" version {spec.version}, whose rules differ (see its rules document), so the game"
            f" cannot be replayed or resumed here; use the wartable release that recorded it"
        )


def record_game(
    state: GameState,
    actions: Sequence[RecordedAction],
    events: Iterable[Event],
    *,
    players: tuple[str, ...] = (),
    meta: dict[str, Any] | None = None,
    deal: dict[str, JSON] | None = None,
) -> GameRecord:
    """A record of a game played from a new state to ``state`` with ``actions`` and ``events``.

    ``deal`` is the initial deal, by default the one a new game with ``state``'s options and seed
    deals (a game set up otherwise, from given decks, passes its own)."""
    digest = EventDigest()
    digest.update(events)
    if deal is None:
        deal = type(state).new(state.options, state.seed, quiet=True).initial_deal()
    return GameRecord(
        variant=state.variant_id,
        options=state.options.to_string(full=True),
        seed=state.seed,
        actions=tuple(actions),
        outcome=state.outcome,
        events_sha256=digest.hexdigest(),
        rules_version=state.version,
        players=players,
        meta=dict(meta or {}),
        deal=deal,
    )


def read_records(path: str | os.PathLike[str]) -> Iterator[GameRecord]:
    """The records of a JSON-lines file; raise RecordError naming the file and line at fault."""
    path = Path(path)
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot open record file {str(path)!r}: {exc.strerror}") from None
    with handle:
        try:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    data = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise RecordError(
                        f"{path}, line {number}: not valid JSON ({exc.msg})"
                    ) from None
                try:
                    yield GameRecord.from_json(data)
                except RecordError as exc:
                    raise RecordError(f"{path}, line {number}: {exc}") from None
        except UnicodeDecodeError:
            raise RecordError(f"{path}: not a text file") from None


def write_records(path: str | os.PathLike[str], records: Iterable[GameRecord]) -> int:
    """Write records to ``path`` atomically (a crash leaves the old file whole); return the count."""
    count = 0
    with atomic_file(path, "w") as handle:
        for record in records:
            handle.write(record.to_line() + "\n")
            count += 1
    return count


def append_record(path: str | os.PathLike[str], record: GameRecord) -> None:
    """Append one record to ``path`` in a single write."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as handle:
        handle.write(record.to_line() + "\n")
