"""``/api/events``: slot-wars events (tournaments) on the web, over the same storage as
``wartable event`` (:mod:`wartable.tournament.store`), and the pages ``/events`` and ``/events/{id}``.

Every command calls the event store's own operation (:mod:`wartable.tournament.store.operations`) in
one transaction, so the web and the CLI do exactly the same things and report the same problems.
Anyone may look at an event; only its **organiser** may change it. The organiser is the account that
created the event on the web, recorded in the web tables (``web_event_organisers``, by the event's
id and name). An event created with the CLI has no organiser there: it is shown read-only, and is
changed with ``wartable event``.

The event store is opened on the server's database when an event page is first used; its calls run
on a worker thread of their own, one at a time.
"""

from __future__ import annotations

import asyncio
import re
import secrets
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from fastapi import APIRouter, Depends, FastAPI, Request
from fastapi import Path as PathParam
from fastapi.responses import JSONResponse, Response
from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.datastructures import UploadFile
from starlette.requests import HTTPConnection

from wartable.core.errors import WartableError
from wartable.core.registry import get_variant
from wartable.design.cardset import CardSetError, CardSetModel, cards_from_bytes, validate
from wartable.sim.arena import split_agents
from wartable.tournament.decks import Deck
from wartable.tournament.distribution import DistributionMode
from wartable.tournament.errors import EventError
from wartable.tournament.export import EventSnapshot, standings_rows, write_csv, write_json
from wartable.tournament.matches import VARIANT
from wartable.tournament.pairings import PairingFormat
from wartable.tournament.store import EventStore
from wartable.tournament.store import operations as ops
from wartable.tournament.store.models import EventRow
from wartable.web import accounts
from wartable.web.accounts import Account
from wartable.web.errors import WebError
from wartable.web.hub import TableHub
from wartable.web.routers.accounts import AccountDep, CurrentAccountDep, render_page
from wartable.web.routers.deps import HubDep, SettingsDep
from wartable.web.schemas.common import ApiError, FieldError
from wartable.web.schemas.events import (
    EventChanged,
    EventCreate,
    EventDeck,
    EventDecks,
    EventDetail,
    EventPlay,
    EventPlayer,
    EventPool,
    EventRegistration,
    EventReport,
    EventRound,
    EventStanding,
    EventSummaryPublic,
    EventTable,
    EventTableResult,
)

router = APIRouter(tags=["events"])

T = TypeVar("T")

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ApiError} for code in (401, 403, 404, 409, 413, 422)
}
SEED_BITS = 53
"""Seeds drawn for web events stay below 2**53, so a browser reads them exactly."""
SET_BYTES = 1_000_000
"""The largest set file accepted."""
WEB_AGENTS = ("heuristic", "random", "first")
"""The agents the web lets play an event's tables: the quick ones (``wartable event play`` takes
any)."""
CSV_KINDS = ("standings", "pairings", "results")
EventId = Annotated[int, PathParam(ge=1, le=2**31 - 1, description="The event's id.")]


# -- the event store -------------------------------------------------------------------------------


class EventsBackend:
    """The event store of the server's database, and the one thread its calls run on."""

    def __init__(self, url: str) -> None:
        self.store = EventStore(url)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wartable-events")

    async def run(self, call: Callable[..., T], *args: Any) -> T:
        """Run ``call(*args)`` on the events thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, partial(call, *args))

    async def read(self, call: Callable[[Session], T]) -> T:
        """``call(session)`` in a reading transaction."""

        def work() -> T:
            with self.store.transaction(write=False) as session:
                return call(session)

        return await self.run(work)

    async def write(self, call: Callable[[Session], T]) -> T:
        """``call(session)`` in a writing transaction (all of it is stored, or none)."""

        def work() -> T:
            with self.store.transaction() as session:
                return call(session)

        return await self.run(work)

    def close(self) -> None:
        """Finish the running call and close the store."""
        self._executor.shutdown(wait=True)
        self.store.dispose()


async def get_backend(connection: HTTPConnection) -> EventsBackend:
    """The app's events backend, opened (and its tables migrated) on first use."""
    state = connection.app.state
    backend: EventsBackend | None = getattr(state, "events_backend", None)
    if backend is not None:
        return backend
    lock: asyncio.Lock | None = getattr(state, "events_lock", None)
    if lock is None:
        lock = state.events_lock = asyncio.Lock()
    async with lock:
        backend = getattr(state, "events_backend", None)
        if backend is None:
            url = connection.app.state.settings.db_url
            try:
                backend = await asyncio.to_thread(EventsBackend, url)
            except EventError as exc:
                raise WebError("conflict", f"the events cannot be opened: {exc}") from None
            state.events_backend = backend
    return backend


async def close_backend(app: FastAPI) -> None:
    """Close the app's events backend, if it was opened."""
    backend: EventsBackend | None = getattr(app.state, "events_backend", None)
    if backend is not None:
        app.state.events_backend = None
        await asyncio.to_thread(backend.close)


EventsDep = Annotated[EventsBackend, Depends(get_backend)]


# -- reading events --------------------------------------------------------------------------------


def _name_of(session: Session, event_id: int) -> str:
    name = session.scalar(select(EventRow.name).where(EventRow.id == event_id))
    if name is None:
        raise WebError("not_found", f"no event {event_id}", field="event_id")
    return name


def _result(snapshot: EventSnapshot, round_number: int, table: int) -> EventTableResult | None:
    round_ = snapshot.round_list[round_number - 1]
    found = round_.result_at(table)
    if found is None:
        return None
    record = found.record
    return EventTableResult(
        outcome=record.outcome.value,
        winner=record.winner,
        first_rounds=record.first_rounds,
        second_rounds=record.second_rounds,
        source=found.source,  # type: ignore[arg-type]
        termination=found.termination,
        turns=found.turns,
        agents=list(found.agents) if found.agents else None,
        revision=found.revision,
    )


def _next_steps(snapshot: EventSnapshot, players: list[EventPlayer]) -> list[str]:
    status = snapshot.status
    if status == ops.EventStatus.REGISTRATION:
        return ["register", "distribute"] if len(players) >= 2 else ["register"]
    if status == ops.EventStatus.FINAL:
        return []
    steps = ["decks"]
    current = snapshot.current_round
    if current is None or current.complete:
        if snapshot.rounds is None or len(snapshot.round_list) < snapshot.rounds:
            steps.append("pair")
        return steps
    steps.append("report")
    decks = {p.name for p in players if p.deck is not None}
    seated = {name for p in current.open_tables() for name in (p.first, p.second) if name}
    if seated <= decks:
        steps.append("play")
    return steps


def read_detail(session: Session, event_id: int) -> EventDetail:
    """An event as the pages show it (with no organiser yet: see :func:`_with_access`)."""
    name = _name_of(session, event_id)
    snapshot = ops.snapshot(session, name)
    row = ops.get_event(session, name)
    record = ops.distribution_of(row) if row.distribution_record is not None else None
    by_name = {p.name: p for p in row.players}
    players = []
    for player_name in snapshot.players:
        player = by_name[player_name]
        pool = None
        if record is not None:
            dealt = record.pool_of(player_name)
            counts = {rarity.value: n for rarity, n in dealt.rarity_counts().items()}
            pool = EventPool(
                cards=len(dealt.cards),
                rare=counts.get("rare", 0),
                uncommon=counts.get("uncommon", 0),
                common=counts.get("common", 0),
                own_designs=dealt.own_cards(),
            )
        deck = None
        if player.deck is not None:
            chosen = Deck.from_json(player.deck.deck)
            deck = EventDeck(
                source="chosen" if player.deck.source == "chosen" else "auto",
                cards=[face.label() for face in chosen.cards],
                sideboard=[face.label() for face in chosen.sideboard],
            )
        players.append(
            EventPlayer(
                name=player_name,
                designer=str(player.card_set.get("designer", "")),
                set_name=str(player.card_set.get("name", "")),
                cards=len(player.card_set.get("cards", [])),
                seat=player.seat,
                pool=pool,
                deck=deck,
            )
        )
    rounds = [
        EventRound(
            number=round_.number,
            complete=round_.complete,
            tables=[
                EventTable(
                    table=p.table,
                    first=p.first,
                    second=p.second,
                    result=_result(snapshot, round_.number, p.table),
                )
                for p in round_.pairings
            ],
        )
        for round_ in snapshot.round_list
    ]
    return EventDetail(
        id=event_id,
        name=snapshot.name,
        format=snapshot.format,
        rounds=snapshot.rounds,
        distribution=snapshot.distribution,
        seed=str(snapshot.seed),
        match_options=snapshot.match_options,
        status=snapshot.status,  # type: ignore[arg-type]
        organiser=None,
        can_edit=False,
        read_only_reason=None,
        players=players,
        round_list=rounds,
        standings=[EventStanding(**line) for line in standings_rows(snapshot)],
        next_steps=_next_steps(snapshot, players),  # type: ignore[arg-type]
    )


def _read_summaries(session: Session) -> list[tuple[int, ops.EventSummary]]:
    rows = session.execute(select(EventRow.name, EventRow.id)).all()
    ids = {row.name: row.id for row in rows}
    return [(ids[summary.name], summary) for summary in ops.list_events(session)]


# -- who may change an event -----------------------------------------------------------------------


def _access(
    organiser: accounts.Organiser | None, account: Account | None
) -> tuple[str | None, bool, str | None]:
    """(organiser's name, whether ``account`` may change the event, why not)."""
    if organiser is None:
        return (
            None,
            False,
            "this event was made outside the web pages (with `wartable event`); it is read-only"
            " here: change it with the `wartable event` commands",
        )
    if account is None:
        return (
            organiser.username,
            False,
            f"log in as {organiser.username}, its organiser, to change it",
        )
    if account.id != organiser.user_id:
        return organiser.username, False, f"only its organiser, {organiser.username}, may change it"
    return organiser.username, True, None


async def _with_access(hub: TableHub, detail: EventDetail, account: Account | None) -> EventDetail:
    organiser = await hub.persistence.db(
        accounts.organiser_of, hub.persistence.store, detail.id, detail.name
    )
    name, can_edit, reason = _access(organiser, account)
    return detail.model_copy(
        update={"organiser": name, "can_edit": can_edit, "read_only_reason": reason}
    )


async def _detail(
    hub: TableHub, backend: EventsBackend, event_id: int, account: Account | None
) -> EventDetail:
    detail = await backend.read(lambda session: read_detail(session, event_id))
    return await _with_access(hub, detail, account)


async def _organised(
    hub: TableHub, backend: EventsBackend, event_id: int, account: Account | None
) -> tuple[str, Account]:
    """The event's name and the account if it organises the event; else 401 (a guest, for an
    event with an organiser) or 403, saying why."""
    name = await backend.read(lambda session: _name_of(session, event_id))
    organiser = await hub.persistence.db(
        accounts.organiser_of, hub.persistence.store, event_id, name
    )
    _, can_edit, reason = _access(organiser, account)
    if not can_edit or account is None:
        code = "unauthorized" if account is None and organiser is not None else "forbidden"
        raise WebError(code, f"event {name!r}: {reason}")
    return name, account


async def _changed(
    hub: TableHub, backend: EventsBackend, event_id: int, account: Account, message: str
) -> EventChanged:
    return EventChanged(message=message, event=await _detail(hub, backend, event_id, account))


# -- the API ---------------------------------------------------------------------------------------


@router.get("/api/events", response_model=list[EventSummaryPublic], responses=ERRORS)
async def list_events(
    hub: HubDep, backend: EventsDep, account: CurrentAccountDep
) -> list[EventSummaryPublic]:
    """Every event, by name, with its organiser (null: made with the CLI, read-only here)."""
    summaries = await backend.read(_read_summaries)
    organisers = await hub.persistence.db(accounts.organisers, hub.persistence.store)
    listed = []
    for event_id, summary in summaries:
        organiser = organisers.get(event_id)
        if organiser is not None and organiser.event_name != summary.name:
            organiser = None
        name, can_edit, _ = _access(organiser, account)
        listed.append(
            EventSummaryPublic(
                id=event_id,
                name=summary.name,
                format=summary.format,
                status=summary.status,  # type: ignore[arg-type]
                players=summary.players,
                rounds_paired=summary.rounds_paired,
                rounds=summary.rounds,
                organiser=name,
                can_edit=can_edit,
            )
        )
    return listed


@router.post("/api/events", response_model=EventChanged, status_code=201, responses=ERRORS)
async def create_event(
    body: EventCreate, hub: HubDep, backend: EventsDep, account: AccountDep
) -> EventChanged:
    """A new event in registration; you are its organiser."""
    try:
        get_variant(VARIANT).parse_options(body.match_options)
    except WartableError as exc:
        raise WebError("invalid", str(exc), field="body.match_options") from None
    seed = body.seed if body.seed is not None else secrets.randbits(SEED_BITS)

    def create(session: Session) -> tuple[int, str]:
        row = ops.create_event(
            session,
            body.name,
            pairing_format=PairingFormat(body.format),
            rounds=body.rounds,
            distribution=DistributionMode(body.distribution),
            seed=seed,
            match_options=body.match_options,
        )
        return row.id, row.name

    try:
        event_id, name = await backend.write(create)
    except EventError as exc:
        code = "conflict" if "already exists" in str(exc) else "invalid"
        raise WebError(code, str(exc), field="body.name") from None
    await hub.persistence.db(
        accounts.set_organiser, hub.persistence.store, event_id, name, account.id
    )
    return await _changed(hub, backend, event_id, account, f"created event {name!r}")


@router.get("/api/events/{event_id}", response_model=EventDetail, responses=ERRORS)
async def show_event(
    event_id: EventId, hub: HubDep, backend: EventsDep, account: CurrentAccountDep
) -> EventDetail:
    """An event: settings, players, the deal, decks, rounds, results, standings, and whether you
    may change it."""
    return await _detail(hub, backend, event_id, account)


def _set_problems(player: str, model: CardSetModel) -> JSONResponse | None:
    problems = validate(model)
    if not problems:
        return None
    errors = [
        FieldError(field="set" if p.card is None else f"card {p.card}.{p.field}", message=p.message)
        for p in problems
    ]
    count = len(problems)
    body = ApiError(
        error="invalid",
        message=f"the set of {player!r} is not valid: {count} problem{'s' if count != 1 else ''}",
        field="file",
        errors=errors,
    )
    return JSONResponse(body.model_dump(), status_code=422)


async def _registration(request: Request) -> tuple[str, CardSetModel, bool]:
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("multipart/form-data"):
        form = await request.form(max_files=1, max_fields=10)
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise WebError("invalid", "choose the player's set file (YAML or JSON)", field="file")
        data = await upload.read(SET_BYTES + 1)
        if len(data) > SET_BYTES:
            raise WebError("too_large", f"a set file has at most {SET_BYTES} bytes", field="file")
        try:
            model = cards_from_bytes(data, upload.filename or "")
        except CardSetError as exc:
            raise WebError("invalid", str(exc), field="file") from None
        player = form.get("player")
        replace = str(form.get("replace", "")).lower() in ("1", "true", "on", "yes")
        return (player if isinstance(player, str) else "").strip(), model, replace
    try:
        body = EventRegistration.model_validate_json(await request.body())
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise WebError("invalid", f"{where}: {first['msg']}", field=f"body.{where}") from None
    try:
        model = CardSetModel.model_validate(body.card_set)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise WebError(
            "invalid", f"set: {where}: {first['msg']}", field=f"body.set.{where}"
        ) from None
    return (body.player or "").strip(), model, body.replace


@router.post(
    "/api/events/{event_id}/players",
    response_model=EventChanged,
    status_code=201,
    responses=ERRORS,
    openapi_extra={
        "requestBody": {
            "content": {
                "multipart/form-data": {
                    "schema": {
                        "type": "object",
                        "properties": {
                            "player": {"type": "string"},
                            "replace": {"type": "boolean"},
                            "file": {"type": "string", "format": "binary"},
                        },
                        "required": ["file"],
                    }
                },
                "application/json": {"schema": EventRegistration.model_json_schema()},
            }
        }
    },
)
async def register_player(
    event_id: EventId, request: Request, hub: HubDep, backend: EventsDep, account: CurrentAccountDep
) -> EventChanged | Response:
    """Register a player with its set: a YAML or JSON set file uploaded as the form field ``file``
    (with ``player``, default the set's designer, and ``replace``), or JSON
    :class:`~wartable.web.schemas.events.EventRegistration`. Every problem of an invalid set is listed
    in ``errors``."""
    name, user = await _organised(hub, backend, event_id, account)
    player, model, replace = await _registration(request)
    player = player or model.designer.strip()
    if not player:
        raise WebError("invalid", "name the player (the set names no designer)", field="player")
    refused = _set_problems(player, model)
    if refused is not None:
        return refused

    def register(session: Session) -> int:
        ops.register_player(session, name, player, model, replace=replace)
        return len(ops.get_event(session, name).players)

    count = await backend.write(register)
    verb = "replaced the set of" if replace else "registered"
    return await _changed(
        hub, backend, event_id, user, f"{verb} {player} ({count} player{'s' * (count != 1)})"
    )


@router.post("/api/events/{event_id}/distribute", response_model=EventChanged, responses=ERRORS)
async def distribute(
    event_id: EventId, hub: HubDep, backend: EventsDep, account: CurrentAccountDep
) -> EventChanged:
    """Deal every player's cards back to the players (the event's mode and seed); registration
    closes."""
    name, user = await _organised(hub, backend, event_id, account)
    record = await backend.write(lambda session: ops.distribute_cards(session, name))
    return await _changed(
        hub,
        backend,
        event_id,
        user,
        f"dealt {sum(len(p.cards) for p in record.pools)} cards to {len(record.pools)} players"
        f" ({record.mode.value}, seed {record.seed})",
    )


@router.post("/api/events/{event_id}/decks", response_model=EventChanged, responses=ERRORS)
async def set_decks(
    event_id: EventId, body: EventDecks, hub: HubDep, backend: EventsDep, account: CurrentAccountDep
) -> EventChanged:
    """Decks: the automatic deck (seeded by the event) of every player, or of ``player``; or the
    21 ``cards`` (titles) ``player`` chose from its pool."""
    name, user = await _organised(hub, backend, event_id, account)
    if body.cards is not None and body.player is None:
        raise WebError("invalid", "name the player whose cards these are", field="body.player")

    def decks(session: Session) -> str:
        if body.player is not None:
            deck = ops.set_deck(session, name, body.player, body.cards)
            how = "chosen" if body.cards is not None else "automatic"
            return f"{how} deck for {body.player}: {len(deck.cards)} cards"
        players = [p.name for p in ops.get_event(session, name).players]
        for player in players:
            ops.set_deck(session, name, player)
        return f"automatic decks for {len(players)} players"

    message = await backend.write(decks)
    return await _changed(hub, backend, event_id, user, message)


@router.post("/api/events/{event_id}/rounds", response_model=EventChanged, responses=ERRORS)
async def pair_round(
    event_id: EventId, hub: HubDep, backend: EventsDep, account: CurrentAccountDep
) -> EventChanged:
    """Pair the next round (the previous one must have every result)."""
    name, user = await _organised(hub, backend, event_id, account)
    round_ = await backend.write(lambda session: ops.pair_next_round(session, name))
    byes = [p.first for p in round_.pairings if p.second is None]
    tables = len(round_.pairings) - len(byes)
    message = f"paired round {round_.number}: {tables} table{'s' * (tables != 1)}"
    if byes:
        message += f", a bye for {', '.join(byes)}"
    return await _changed(hub, backend, event_id, user, message)


@router.post(
    "/api/events/{event_id}/rounds/{round_number}/tables/{table}",
    response_model=EventChanged,
    responses=ERRORS,
)
async def report_result(
    event_id: EventId,
    round_number: Annotated[int, PathParam(ge=1, le=1000)],
    table: Annotated[int, PathParam(ge=1, le=1000)],
    body: EventReport,
    hub: HubDep,
    backend: EventsDep,
    account: CurrentAccountDep,
) -> EventChanged:
    """Report a table's result: the winner (or ``draw``) and the rounds won, the winner's first."""
    name, user = await _organised(hub, backend, event_id, account)
    try:
        rounds = ops.parse_rounds(body.rounds)
    except EventError as exc:
        raise WebError("invalid", str(exc), field="body.rounds") from None
    done = await backend.write(
        lambda session: ops.report_result(
            session, name, round_number, table, body.winner, rounds, replace=body.replace
        )
    )
    message = f"round {round_number} table {table}: {done.description}"
    if done.event_final:
        message += "; every result is in: the event is final"
    elif done.round_complete:
        message += f"; round {round_number} is complete"
    return await _changed(hub, backend, event_id, user, message)


@router.post("/api/events/{event_id}/play", response_model=EventChanged, responses=ERRORS)
async def play_tables(
    event_id: EventId, body: EventPlay, hub: HubDep, backend: EventsDep, account: CurrentAccountDep
) -> EventChanged:
    """Let agents play the open tables of the current round (each result is stored as soon as its
    match is played). The web offers the quick agents: heuristic, random and first."""
    name, user = await _organised(hub, backend, event_id, account)
    names = split_agents(body.agents)
    if len(names) == 1:
        names = (names[0], names[0])
    if len(names) != 2 or any(n not in WEB_AGENTS for n in names):
        raise WebError(
            "invalid",
            f"agents: one or two of {', '.join(WEB_AGENTS)}, got {body.agents!r}"
            " (wartable event play takes any agent)",
            field="body.agents",
        )
    played = await backend.run(ops.play_open_matches, backend.store, name, (names[0], names[1]))
    lines = []
    for job, result in played:
        if result is None:
            continue
        if result.winner is None:
            lines.append(f"{job.first} and {job.second} drew")
            continue
        winner = (job.first, job.second)[result.winner]
        won, lost = result.rounds_won[result.winner], result.rounds_won[1 - result.winner]
        lines.append(f"{winner} won table {job.table} {won}-{lost}")
    count = len(lines)
    message = f"agents played {count} table{'s' * (count != 1)}: " + "; ".join(lines)
    return await _changed(hub, backend, event_id, user, message)


@router.get(
    "/api/events/{event_id}/standings", response_model=list[EventStanding], responses=ERRORS
)
async def standings(event_id: EventId, backend: EventsDep) -> list[EventStanding]:
    """The standings with their tie-breakers (OMW%, GW%, OGW%), best first."""

    def read(session: Session) -> list[EventStanding]:
        snapshot = ops.snapshot(session, _name_of(session, event_id))
        return [EventStanding(**line) for line in standings_rows(snapshot)]

    return await backend.read(read)


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-.") or "event"


async def _export(
    backend: EventsBackend, event_id: int, write: Callable[[EventSnapshot, Path], Path]
) -> tuple[str, bytes]:
    def run() -> tuple[str, bytes]:
        with backend.store.transaction(write=False) as session:
            snapshot = ops.snapshot(session, _name_of(session, event_id))
        with tempfile.TemporaryDirectory(prefix="wartable-export-") as directory:
            path = write(snapshot, Path(directory))
            return snapshot.name, path.read_bytes()

    return await backend.run(run)


@router.get(
    "/api/events/{event_id}/export.json",
    responses={**ERRORS, 200: {"content": {"application/json": {}}}},
    response_class=Response,
)
async def export_json(event_id: EventId, backend: EventsDep) -> Response:
    """The whole event as one JSON file, as ``wartable event export --json`` writes it."""
    name, data = await _export(
        backend, event_id, lambda snapshot, directory: write_json(snapshot, directory / "e.json")
    )
    return Response(
        data,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{_slug(name)}.json"'},
    )


@router.get(
    "/api/events/{event_id}/export/{kind}.csv",
    responses={**ERRORS, 200: {"content": {"text/csv": {}}}},
    response_class=Response,
)
async def export_csv(
    event_id: EventId, kind: Literal["standings", "pairings", "results"], backend: EventsDep
) -> Response:
    """``standings.csv``, ``pairings.csv`` or ``results.csv``, as ``wartable event export --csv``
    writes them."""

    def write(snapshot: EventSnapshot, directory: Path) -> Path:
        return next(p for p in write_csv(snapshot, directory) if p.stem == kind)

    name, data = await _export(backend, event_id, write)
    return Response(
        data,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{_slug(name)}-{kind}.csv"'},
    )


# -- pages -----------------------------------------------------------------------------------------


@router.get("/events", include_in_schema=False)
def events_page(request: Request, settings: SettingsDep) -> Response:
    """The list of events, and a new event for logged-in users."""
    return render_page(request, settings, "events.html")


@router.get("/events/{event_id}", include_in_schema=False)
def event_page(request: Request, event_id: EventId, settings: SettingsDep) -> Response:
    """One event: the organiser's desk, or a read-only view."""
    return render_page(request, settings, "event.html", event_id=event_id)
