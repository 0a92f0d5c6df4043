"""What an organiser does to an event, one function per command, on a session of the store.

Each function runs inside the caller's transaction (:meth:`EventStore.transaction`) and either does
all of its work or raises :class:`EventError` with a message that says what to do instead. The
functions that change an event lock its row first, so the commands on one event run one after
another even when several processes run them at once.

An event goes through four states (:class:`EventStatus`): ``registration`` (players register
with their sets), ``dealt`` (the cards were distributed; players build decks), ``playing`` (from the
first pairing on) and ``final`` (every planned round has every result; the ratings are updated).

**Derived seeds.** Everything random in an event comes from its seed: the deal
(:func:`~wartable.tournament.distribution.distribute` with the event's seed), the seating
(``derive_seed(seed, "seating")``), automatic decks (``derive_seed(seed, "deck", player)``) and each
match played by agents (``derive_seed(seed, "match", round, table)``).
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from wartable.core.errors import did_you_mean
from wartable.core.rng import Rng, check_seed, derive_seed
from wartable.design.cardset import CardSetModel, validate
from wartable.tournament.decks import Deck, auto_deck, build_deck
from wartable.tournament.distribution import DistributionMode, DistributionRecord, distribute
from wartable.tournament.errors import EventError
from wartable.tournament.export import EventSnapshot, RoundSnapshot, TableResult
from wartable.tournament.matches import DEFAULT_OPTIONS, MatchResult, play_match
from wartable.tournament.pairings import (
    Pairing,
    PairingFormat,
    default_swiss_rounds,
    round_robin_rounds,
    round_robin_schedule,
    swiss_round,
)
from wartable.tournament.ratings import PlayerRating, ranked, rate_event
from wartable.tournament.standings import MatchRecord, Outcome
from wartable.tournament.store.database import RATINGS_LOCK, EventStore
from wartable.tournament.store.models import (
    NAME_LENGTH,
    DeckRow,
    DistributionRow,
    EventRow,
    PairingRow,
    PlayerRow,
    RatingRow,
    ResultRow,
    RoundRow,
)

__all__ = [
    "DRAW",
    "EventStatus",
    "EventSummary",
    "MatchJob",
    "RatingsCheck",
    "Reported",
    "ResultSource",
    "create_event",
    "current_ratings",
    "distribute_cards",
    "distribution_of",
    "get_event",
    "list_events",
    "open_matches",
    "pair_next_round",
    "parse_rounds",
    "play_open_matches",
    "rating_history",
    "recompute_ratings",
    "record_played",
    "register_player",
    "report_result",
    "set_deck",
    "snapshot",
]

DRAW = "draw"
"""The word that reports a drawn match (so no player may be named ``draw``)."""
ROUNDS_TO_WIN = 2
"""Rounds a player must win to win a best-of-three match."""


class EventStatus(StrEnum):
    """Where an event stands."""

    REGISTRATION = "registration"
    """Players register with their sets."""
    DEALT = "dealt"
    """The cards were distributed; players build their decks."""
    PLAYING = "playing"
    """At least one round was paired; results come in."""
    FINAL = "final"
    """Every planned round has every result; the ratings include the event."""


class ResultSource(StrEnum):
    """How a result came in."""

    REPORTED = "reported"
    PLAYED = "played"
    BYE = "bye"


# --------------------------------------------------------------------------------------------------
# Finding things


def _check_name(kind: str, name: str) -> str:
    cleaned = name.strip()
    if not cleaned:
        raise EventError(f"{kind} name is empty")
    if len(cleaned) > NAME_LENGTH:
        raise EventError(f"{kind} name {cleaned[:20]!r}… is longer than {NAME_LENGTH} characters")
    return cleaned


def get_event(session: Session, name: str, *, lock: bool = False) -> EventRow:
    """The event called ``name`` (its row locked for the transaction if ``lock``); raise
    EventError naming the events there are if there is none."""
    statement = select(EventRow).where(EventRow.name == name)
    if lock:
        statement = statement.with_for_update()
    row = session.scalars(statement).one_or_none()
    if row is None:
        names = list(session.scalars(select(EventRow.name).order_by(EventRow.name)))
        known = f"; events are {', '.join(names)}" if names else "; there are no events yet"
        raise EventError(f"no event named {name!r}{did_you_mean(name, names)}{known}")
    return row


def _player(event: EventRow, name: str) -> PlayerRow:
    for player in event.players:
        if player.name == name:
            return player
    names = [p.name for p in event.players]
    raise EventError(
        f"event {event.name!r} has no player {name!r}{did_you_mean(name, names)}"
        + (f"; players are {', '.join(names)}" if names else "; no one has registered yet")
    )


def _seated(event: EventRow) -> list[PlayerRow]:
    """The players in seating order once seated, else in order of registration."""
    if any(p.seat is None for p in event.players):
        return list(event.players)
    return sorted(event.players, key=lambda p: p.seat or 0)


def _shell(name: str) -> str:
    """A name as it is typed in a shell command."""
    return shlex.quote(name)


def _refuse_final(event: EventRow, doing: str) -> None:
    if event.status == EventStatus.FINAL:
        raise EventError(f"event {event.name!r} is final; cannot {doing}")


# --------------------------------------------------------------------------------------------------
# Creating, registering, dealing, decks


def create_event(
    session: Session,
    name: str,
    *,
    pairing_format: PairingFormat = PairingFormat.ROUND_ROBIN,
    rounds: int | None = None,
    distribution: DistributionMode = DistributionMode.SHUFFLED,
    seed: int = 0,
    match_options: str = DEFAULT_OPTIONS,
) -> EventRow:
    """A new event in registration. ``rounds`` None means the format's default (a full round robin;
    ``ceil(log2(players))`` Swiss rounds), fixed when the first round is paired."""
    name = _check_name("event", name)
    try:
        check_seed(seed)
    except ValueError as exc:
        raise EventError(f"event {name!r}: {exc}") from None
    if rounds is not None and rounds < 1:
        raise EventError(f"event {name!r}: --rounds must be at least 1, got {rounds}")
    if session.scalars(select(EventRow.id).where(EventRow.name == name)).first() is not None:
        raise EventError(f"an event named {name!r} already exists; choose another name")
    row = EventRow(
        name=name,
        format=PairingFormat(pairing_format).value,
        rounds=rounds,
        distribution=DistributionMode(distribution).value,
        seed=seed,
        match_options=match_options,
        status=EventStatus.REGISTRATION.value,
    )
    session.add(row)
    try:
        session.flush()
    except IntegrityError:
        raise EventError(f"an event named {name!r} already exists; choose another name") from None
    return row


def register_player(
    session: Session, event_name: str, player: str, card_set: CardSetModel, *, replace: bool = False
) -> PlayerRow:
    """Register ``player`` in the event with the set it designed (which must be valid and use no
    title another player's set uses). ``replace`` swaps the set of a registered player."""
    event = get_event(session, event_name, lock=True)
    player = _check_name("player", player)
    if player.casefold() == DRAW:
        raise EventError(f"{DRAW!r} cannot be a player's name: it reports a drawn match")
    if event.status != EventStatus.REGISTRATION:
        raise EventError(
            f"registration for event {event.name!r} is closed (the event is {event.status})"
        )
    problems = validate(card_set)
    if problems:
        raise EventError(
            f"the set of {player!r} is not valid: " + "; ".join(str(p) for p in problems)
        )
    existing = next((p for p in event.players if p.name == player), None)
    if existing is not None and not replace:
        raise EventError(
            f"{player!r} is already registered in event {event.name!r};"
            " add --replace to replace the set"
        )
    titles = {card.title for card in card_set.cards}
    for other in event.players:
        if other.name == player:
            continue
        clash = sorted(titles & {c["title"] for c in other.card_set["cards"]})
        if clash:
            raise EventError(
                f"the set of {player!r} uses title(s) {', '.join(map(repr, clash))}, already"
                f" in the set of {other.name!r}; a title names one card design in an event"
            )
    data = card_set.model_dump(mode="json")
    if existing is not None:
        existing.card_set = data
        return existing
    row = PlayerRow(event=event, name=player, card_set=data)
    session.add(row)
    session.flush()
    return row


def distribute_cards(session: Session, event_name: str) -> DistributionRecord:
    """Deal every registered player's cards back to the players (the event's mode and seed) and
    close the registration."""
    event = get_event(session, event_name, lock=True)
    if event.distribution_record is not None:
        raise EventError(f"event {event.name!r} has dealt its cards already")
    if event.status != EventStatus.REGISTRATION:
        raise EventError(
            f"event {event.name!r} is {event.status}: cards are dealt before the first pairing"
        )
    if len(event.players) < 2:
        raise EventError(
            f"event {event.name!r} has {len(event.players)} player(s); a deal needs at least two"
        )
    sets = [(p.name, CardSetModel.model_validate(p.card_set)) for p in event.players]
    record = distribute(sets, event.seed, DistributionMode(event.distribution))
    session.add(DistributionRow(event=event, record=record.to_json()))
    event.status = EventStatus.DEALT.value
    return record


def distribution_of(event: EventRow) -> DistributionRecord:
    """The event's deal; raise EventError if the cards have not been dealt."""
    if event.distribution_record is None:
        raise EventError(
            f"event {event.name!r} has not dealt its cards; run `wartable event distribute"
            f" {_shell(event.name)}` first"
        )
    return DistributionRecord.from_json(event.distribution_record.record)


def set_deck(
    session: Session, event_name: str, player: str, chosen: Sequence[str] | None = None
) -> Deck:
    """Set a player's deck from its dealt pool: the cards titled in ``chosen``, or, with ``None``,
    the automatic deck (seeded by the event). A deck may change until the event is final; matches
    are played with the deck a player has when they are played."""
    event = get_event(session, event_name, lock=True)
    _refuse_final(event, "change decks")
    row = _player(event, player)
    pool = distribution_of(event).pool_of(row.name).cards
    if chosen is None:
        deck = auto_deck(pool, seed=derive_seed(event.seed, "deck", row.name))
        source = "auto"
    else:
        deck = build_deck(pool, chosen)
        source = "chosen"
    if row.deck is None:
        row.deck = DeckRow(deck=deck.to_json(), source=source)
    else:
        row.deck.deck = deck.to_json()
        row.deck.source = source
    return deck


# --------------------------------------------------------------------------------------------------
# Reading an event


def _load(session: Session, event_name: str, *, lock: bool) -> EventRow:
    event = get_event(session, event_name, lock=lock)
    session.scalars(
        select(RoundRow)
        .where(RoundRow.event_id == event.id)
        .options(selectinload(RoundRow.pairings).selectinload(PairingRow.result))
    ).all()
    return event


def _table_result(round_number: int, pairing: PairingRow, names: dict[int, str]) -> TableResult:
    result = pairing.result
    assert result is not None
    second = names[pairing.second_player_id] if pairing.second_player_id is not None else None
    record = MatchRecord(
        round_number,
        pairing.table_number,
        names[pairing.first_player_id],
        second,
        Outcome(result.outcome),
        result.first_rounds,
        result.second_rounds,
    )
    agents = (result.agents[0], result.agents[1]) if result.agents else None
    return TableResult(
        record=record,
        source=result.source,
        rounds_played=result.rounds_played,
        termination=result.termination,
        turns=result.turns,
        agents=agents,
        match_seed=result.match_seed,
        revision=result.revision,
    )


def _snapshot(event: EventRow) -> EventSnapshot:
    names = {p.id: p.name for p in event.players}
    rounds = []
    for round_row in event.round_rows:
        pairings = tuple(
            Pairing(
                p.table_number,
                names[p.first_player_id],
                names[p.second_player_id] if p.second_player_id is not None else None,
            )
            for p in round_row.pairings
        )
        results = tuple(
            _table_result(round_row.number, p, names)
            for p in round_row.pairings
            if p.result is not None
        )
        rounds.append(RoundSnapshot(round_row.number, pairings, results))
    return EventSnapshot(
        name=event.name,
        format=event.format,
        rounds=event.rounds,
        distribution=event.distribution,
        seed=event.seed,
        match_options=event.match_options,
        status=event.status,
        players=tuple(p.name for p in _seated(event)),
        round_list=tuple(rounds),
    )


def snapshot(session: Session, event_name: str) -> EventSnapshot:
    """The event as data: settings, players, rounds, pairings and results (for standings and
    exports)."""
    return _snapshot(_load(session, event_name, lock=False))


@dataclass(frozen=True)
class EventSummary:
    """One line of ``wartable event list``."""

    name: str
    format: str
    status: str
    players: int
    rounds_paired: int
    rounds: int | None
    seed: int


def list_events(session: Session) -> list[EventSummary]:
    """Every event, by name."""
    players: dict[int, int] = dict(
        session.execute(
            select(PlayerRow.event_id, func.count(PlayerRow.id)).group_by(PlayerRow.event_id)
        ).all()
    )
    paired: dict[int, int] = dict(
        session.execute(
            select(RoundRow.event_id, func.count(RoundRow.id)).group_by(RoundRow.event_id)
        ).all()
    )
    return [
        EventSummary(
            e.name,
            e.format,
            e.status,
            players.get(e.id, 0),
            paired.get(e.id, 0),
            e.rounds,
            e.seed,
        )
        for e in session.scalars(select(EventRow).order_by(EventRow.name))
    ]


# --------------------------------------------------------------------------------------------------
# Pairing


def _planned_rounds(event: EventRow, player_count: int) -> int:
    most = round_robin_rounds(player_count)
    if event.format == PairingFormat.ROUND_ROBIN:
        wanted = event.rounds or most
        kind = "a round robin"
    else:
        wanted = event.rounds or min(most, default_swiss_rounds(player_count))
        kind = "Swiss pairings without rematches"
    if wanted > most:
        raise EventError(
            f"event {event.name!r}: {player_count} players have at most {most} rounds of {kind};"
            f" {wanted} were asked for"
        )
    return wanted


def _seat_players(event: EventRow) -> None:
    names = sorted(p.name for p in event.players)
    Rng(derive_seed(event.seed, "seating")).shuffle(names)
    seats = {name: index for index, name in enumerate(names)}
    for player in event.players:
        player.seat = seats[player.name]


def pair_next_round(session: Session, event_name: str) -> RoundSnapshot:
    """Pair the event's next round (round robin: the circle method's next round; Swiss: by the
    current standings). The first pairing closes registration, seats the players (shuffled by the
    event's seed) and fixes the number of rounds. Byes get their result at once."""
    event = _load(session, event_name, lock=True)
    _refuse_final(event, "pair another round")
    if len(event.players) < 2:
        raise EventError(
            f"event {event.name!r} has {len(event.players)} player(s); pairing needs at least two"
        )
    current = _snapshot(event)
    if current.current_round is not None and not current.current_round.complete:
        waiting = ", ".join(str(p.table) for p in current.current_round.open_tables())
        raise EventError(
            f"round {current.current_round.number} of event {event.name!r} is still open"
            f" (table(s) {waiting} have no result); report them or run `wartable event play`"
        )
    if not event.round_rows:
        event.rounds = _planned_rounds(event, len(event.players))
        _seat_players(event)
        event.status = EventStatus.PLAYING.value
        session.flush()
        current = _snapshot(event)
    number = len(current.round_list) + 1
    if event.rounds is not None and number > event.rounds:
        raise EventError(f"event {event.name!r} has played all its {event.rounds} rounds")
    if event.format == PairingFormat.ROUND_ROBIN:
        pairings = round_robin_schedule(current.players)[number - 1]
    else:
        standings = current.standings()
        order = [row.player for row in standings]
        points = {row.player: row.match_points for row in standings}
        pairings = swiss_round(order, current.history(), points)
    ids = {p.name: p.id for p in event.players}
    round_row = RoundRow(event=event, number=number)
    session.add(round_row)
    for pairing in pairings:
        row = PairingRow(
            round=round_row,
            table_number=pairing.table,
            first_player_id=ids[pairing.first],
            second_player_id=ids[pairing.second] if pairing.second is not None else None,
        )
        if pairing.second is None:
            row.result = ResultRow(
                outcome=Outcome.BYE.value,
                first_rounds=2,
                second_rounds=0,
                rounds_played=0,
                source=ResultSource.BYE.value,
            )
        session.add(row)
    try:
        session.flush()
    except IntegrityError:
        raise EventError(
            f"round {number} of event {event.name!r} was paired by another command at the same"
            " time; see `wartable event standings`"
        ) from None
    _settle(session, event)
    return RoundSnapshot(
        number,
        tuple(pairings),
        tuple(
            TableResult(MatchRecord.bye(number, p.table, p.first), ResultSource.BYE.value, 0)
            for p in pairings
            if p.second is None
        ),
    )


# --------------------------------------------------------------------------------------------------
# Results


def parse_rounds(text: str) -> tuple[int, int]:
    """``"2-1"`` -> ``(2, 1)``; raise EventError for anything else."""
    parts = text.replace("–", "-").split("-")
    if len(parts) != 2 or not all(part.strip().isdigit() for part in parts):
        raise EventError(f"cannot read rounds {text!r}; write the rounds won as e.g. 2-1")
    return int(parts[0]), int(parts[1])


def _pairing_at(event: EventRow, round_number: int, table: int) -> tuple[RoundRow, PairingRow]:
    round_row = next((r for r in event.round_rows if r.number == round_number), None)
    if round_row is None:
        paired = len(event.round_rows)
        raise EventError(
            f"event {event.name!r} has no round {round_number}"
            + (f"; rounds 1-{paired} are paired" if paired else "; no round is paired yet")
        )
    pairing = next((p for p in round_row.pairings if p.table_number == table), None)
    if pairing is None:
        raise EventError(
            f"round {round_number} of event {event.name!r} has no table {table};"
            f" tables are 1-{len(round_row.pairings)}"
        )
    return round_row, pairing


def _describe(result: ResultRow, first: str, second: str | None) -> str:
    if result.outcome == Outcome.BYE:
        return f"a bye for {first}"
    if result.outcome == Outcome.DRAW:
        return f"{first} and {second} drew {result.first_rounds}-{result.second_rounds}"
    if result.outcome == Outcome.FIRST_WON:
        return f"{first} beat {second} {result.first_rounds}-{result.second_rounds}"
    return f"{second} beat {first} {result.second_rounds}-{result.first_rounds}"


@dataclass(frozen=True)
class Reported:
    """What a report did: the result as words, whether it replaced one and whether the round or
    the event is now complete."""

    description: str
    replaced: bool
    round_complete: bool
    event_final: bool


def report_result(
    session: Session,
    event_name: str,
    round_number: int,
    table: int,
    winner: str,
    rounds: tuple[int, int],
    *,
    replace: bool = False,
) -> Reported:
    """Record the result of a table: ``winner`` is a player at it or ``draw``; ``rounds`` are the
    rounds won, the winner's first (for a draw: the first seat's first). A table that has a result
    is refused unless ``replace``. The rounds must agree with the result, as a game can end: a
    winner has won more rounds than the loser (2-0 or 2-1, or 1-0 in a game cut short by tied
    rounds or the turn limit); a draw has equal rounds (0-0 or 1-1)."""
    event = _load(session, event_name, lock=True)
    round_row, pairing = _pairing_at(event, round_number, table)
    names = {p.id: p.name for p in event.players}
    first = names[pairing.first_player_id]
    if pairing.second_player_id is None:
        raise EventError(
            f"round {round_number} table {table} is a bye for {first}; it needs no result"
        )
    second = names[pairing.second_player_id]
    where = f"round {round_number} table {table} ({first} v {second})"
    if winner.strip().casefold() == DRAW:
        if rounds[0] != rounds[1] or max(rounds) >= ROUNDS_TO_WIN:
            raise EventError(
                f"{where}: a draw {rounds[0]}-{rounds[1]} disagrees with its rounds: a drawn"
                f" match has equal rounds below {ROUNDS_TO_WIN} (0-0 or 1-1); with more rounds"
                " won, name the player who won them"
            )
        outcome, first_rounds, second_rounds = Outcome.DRAW, rounds[0], rounds[1]
    elif winner.strip() in (first, second):
        won, lost = rounds
        if not lost < won <= ROUNDS_TO_WIN:
            raise EventError(
                f"{where}: a win {won}-{lost} for {winner.strip()} disagrees with its rounds: the"
                f" winner has won more rounds than the loser, at most {ROUNDS_TO_WIN} (2-0, 2-1,"
                " or 1-0 when tied rounds or the turn limit cut the game short); give the"
                " winner's rounds first"
            )
        if winner.strip() == first:
            outcome, first_rounds, second_rounds = Outcome.FIRST_WON, won, lost
        else:
            outcome, first_rounds, second_rounds = Outcome.SECOND_WON, lost, won
    else:
        raise EventError(
            f"{where}: {winner!r} did not play at this table{did_you_mean(winner, [first, second])};"
            f" name {first}, {second} or {DRAW}"
        )
    values = {
        "outcome": outcome.value,
        "first_rounds": first_rounds,
        "second_rounds": second_rounds,
        "rounds_played": first_rounds + second_rounds,
        "source": ResultSource.REPORTED.value,
        "termination": None,
        "turns": None,
        "agents": None,
        "match_seed": None,
    }
    replaced = _store_result(session, event, pairing, values, where, replace=replace)
    assert pairing.result is not None
    final = _settle(session, event, changed_final=replaced)
    return Reported(
        _describe(pairing.result, first, second),
        replaced,
        all(p.result is not None for p in round_row.pairings),
        final,
    )


def _store_result(
    session: Session,
    event: EventRow,
    pairing: PairingRow,
    values: dict[str, Any],
    where: str,
    *,
    replace: bool,
) -> bool:
    """Write a result; return whether it replaced one. Refuses a second result unless
    ``replace``, and any change to a final event unless ``replace``."""
    existing = pairing.result
    if existing is not None:
        if not replace:
            names = {p.id: p.name for p in event.players}
            shown = _describe(
                existing,
                names[pairing.first_player_id],
                names.get(pairing.second_player_id or -1),
            )
            raise EventError(f"{where} already has a result ({shown}); add --replace to change it")
        for key, value in values.items():
            setattr(existing, key, value)
        existing.revision += 1
        return True
    _refuse_final(event, "add a result")
    pairing.result = ResultRow(**values)
    try:
        session.flush()
    except IntegrityError:
        raise EventError(
            f"{where} got a result from another command at the same time; see"
            " `wartable event standings`"
        ) from None
    return False


def _settle(session: Session, event: EventRow, *, changed_final: bool = False) -> bool:
    """Make the event final once every planned round has every result (and rate it); re-rate
    everything if a final event's result was replaced. Return whether the event is final."""
    session.flush()
    if event.status == EventStatus.FINAL:
        if changed_final:
            recompute_ratings(session)
        return True
    rounds = event.round_rows
    if event.rounds is None or len(rounds) < event.rounds:
        return False
    if not all(p.result is not None for r in rounds for p in r.pairings):
        return False
    _lock_ratings(session)
    last = session.scalar(select(func.max(EventRow.final_sequence)))
    event.status = EventStatus.FINAL.value
    event.final_sequence = (last or 0) + 1
    session.flush()
    _rate(session, event)
    return True


# --------------------------------------------------------------------------------------------------
# Playing with agents


@dataclass(frozen=True)
class MatchJob:
    """An open table to be played by agents: who sits where, with which decks, and the seed."""

    event: str
    round: int
    table: int
    first: str
    second: str
    first_deck: Deck
    second_deck: Deck
    seed: int
    options: str


def open_matches(session: Session, event_name: str) -> list[MatchJob]:
    """The tables of the current round without a result, ready to play; raise EventError if
    there are none or a player at one has no deck."""
    event = _load(session, event_name, lock=False)
    _refuse_final(event, "play more matches")
    if not event.round_rows:
        raise EventError(
            f"event {event.name!r} has no round paired; run `wartable event pair {_shell(event.name)}`"
        )
    round_row = event.round_rows[-1]
    open_tables = [p for p in round_row.pairings if p.result is None]
    if not open_tables:
        raise EventError(
            f"round {round_row.number} of event {event.name!r} has every result; run"
            f" `wartable event pair {_shell(event.name)}` for the next round"
        )
    players = {p.id: p for p in event.players}
    missing = sorted(
        {
            players[player_id].name
            for p in open_tables
            for player_id in (p.first_player_id, p.second_player_id)
            if player_id is not None and players[player_id].deck is None
        }
    )
    if missing:
        raise EventError(
            f"no deck for {', '.join(missing)}; run `wartable event deck {_shell(event.name)} PLAYER"
            " --auto` (or --cards FILE)"
        )
    jobs = []
    for pairing in open_tables:
        assert pairing.second_player_id is not None
        first, second = players[pairing.first_player_id], players[pairing.second_player_id]
        assert first.deck is not None and second.deck is not None
        jobs.append(
            MatchJob(
                event=event.name,
                round=round_row.number,
                table=pairing.table_number,
                first=first.name,
                second=second.name,
                first_deck=Deck.from_json(first.deck.deck),
                second_deck=Deck.from_json(second.deck.deck),
                seed=derive_seed(event.seed, "match", round_row.number, pairing.table_number),
                options=event.match_options,
            )
        )
    return jobs


def record_played(session: Session, job: MatchJob, result: MatchResult) -> bool:
    """Record a match played by agents; return False (and write nothing) if the table got a
    result meanwhile from another command."""
    event = _load(session, job.event, lock=True)
    _round_row, pairing = _pairing_at(event, job.round, job.table)
    if pairing.result is not None or event.status == EventStatus.FINAL:
        return False
    outcome = {0: Outcome.FIRST_WON, 1: Outcome.SECOND_WON, None: Outcome.DRAW}[result.winner]
    values = {
        "outcome": outcome.value,
        "first_rounds": result.rounds_won[0],
        "second_rounds": result.rounds_won[1],
        "rounds_played": result.rounds_played,
        "source": ResultSource.PLAYED.value,
        "termination": result.termination,
        "turns": result.turns,
        "agents": list(result.agents),
        "match_seed": result.seed,
    }
    where = f"round {job.round} table {job.table} ({job.first} v {job.second})"
    _store_result(session, event, pairing, values, where, replace=False)
    _settle(session, event)
    return True


def play_open_matches(
    store: EventStore,
    event_name: str,
    agents: tuple[str, str],
    *,
    on_result: Callable[[MatchJob, MatchResult | None], None] | None = None,
) -> list[tuple[MatchJob, MatchResult | None]]:
    """Play every open table of the current round with ``agents`` (seat 0, seat 1) and record
    each result in its own transaction as soon as it is played, so a stopped run keeps the matches
    already played. A table that got a result meanwhile keeps it (its entry's result is None)."""
    with store.transaction(write=False) as session:
        jobs = open_matches(session, event_name)
    done: list[tuple[MatchJob, MatchResult | None]] = []
    for job in jobs:
        result = play_match(job.first_deck, job.second_deck, agents, job.seed, job.options)
        with store.transaction() as session:
            kept = record_played(session, job, result)
        entry = (job, result if kept else None)
        done.append(entry)
        if on_result is not None:
            on_result(*entry)
    return done


# --------------------------------------------------------------------------------------------------
# Ratings


def _lock_ratings(session: Session) -> None:
    """Make rating updates run one at a time (SQLite's write lock already does)."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(select(func.pg_advisory_xact_lock(RATINGS_LOCK)))


def _ratings_before(session: Session, sequence: int) -> dict[str, PlayerRating]:
    rows = session.execute(
        select(RatingRow, EventRow.final_sequence)
        .join(EventRow, RatingRow.event_id == EventRow.id)
        .where(EventRow.final_sequence < sequence)
        .order_by(EventRow.final_sequence, RatingRow.player)
    )
    latest: dict[str, PlayerRating] = {}
    for row, _sequence in rows:
        latest[row.player] = PlayerRating(row.player, row.mu, row.sigma, row.matches)
    return latest


def _rate(session: Session, event: EventRow) -> None:
    assert event.final_sequence is not None
    before = _ratings_before(session, event.final_sequence)
    after = rate_event(before, _snapshot(event).results())
    for name in sorted(after):
        if after[name] is before.get(name):
            continue
        rating = after[name]
        session.add(
            RatingRow(
                event_id=event.id,
                player=name,
                mu=rating.mu,
                sigma=rating.sigma,
                matches=rating.matches,
            )
        )
    session.flush()


def current_ratings(session: Session) -> list[PlayerRating]:
    """Every rated player's latest rating, best first."""
    sequence = session.scalar(select(func.max(EventRow.final_sequence)))
    return ranked(_ratings_before(session, (sequence or 0) + 1).values())


@dataclass(frozen=True)
class RatingsCheck:
    """What :func:`recompute_ratings` found: the events rated and the ratings that changed (none
    when the stored ratings were already what the results give)."""

    events: int
    changed: tuple[str, ...]


def recompute_ratings(session: Session) -> RatingsCheck:
    """Rate every final event again from scratch, in the order they became final, and store the
    result; report which players' ratings differed from those stored."""
    _lock_ratings(session)
    stored = {
        (r.event_id, r.player): (r.mu, r.sigma, r.matches)
        for r in session.scalars(select(RatingRow))
    }
    session.execute(delete(RatingRow))
    events = list(
        session.scalars(
            select(EventRow)
            .where(EventRow.final_sequence.is_not(None))
            .order_by(EventRow.final_sequence)
        )
    )
    for event in events:
        _load(session, event.name, lock=False)
        _rate(session, event)
    fresh = {
        (r.event_id, r.player): (r.mu, r.sigma, r.matches)
        for r in session.scalars(select(RatingRow))
    }
    changed = sorted(
        {key[1] for key in stored.keys() | fresh.keys() if stored.get(key) != fresh.get(key)}
    )
    return RatingsCheck(len(events), tuple(changed))


def rating_history(session: Session, player: str) -> list[tuple[str, PlayerRating]]:
    """A player's rating after each final event it played, in order: (event name, rating)."""
    rows = session.execute(
        select(EventRow.name, RatingRow)
        .join(EventRow, RatingRow.event_id == EventRow.id)
        .where(RatingRow.player == player)
        .order_by(EventRow.final_sequence)
    )
    return [(name, PlayerRating(r.player, r.mu, r.sigma, r.matches)) for name, r in rows]
