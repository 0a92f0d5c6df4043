"""No message a player receives shows a card that player may not see.

Two checks, over seeded random games of every variant:

* End to end: games are played over WebSockets (against an agent, and between two friends in the
  simultaneous-move variants); afterwards the game is replayed from its record with the core alone,
  and for each step the cards the seat may know by then are collected: those its own observations
  have shown and those of the events ``events_for`` lets it see. Every card named anywhere in a
  message the seat received (in data or in text) must be among the cards it may know at the step
  that message describes; and some cards must have been hidden, so the check is not vacuous.
* Twins: the messages built for a seat from a state and from ``state.resample(seat)`` (a state that
  differs only in what the seat cannot see) are identical.
"""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.web import client, connect, create, play_both, play_to_end, settings
from wartable.core import get_variant
from wartable.core.events import Event, events_for
from wartable.core.record import GameRecord
from wartable.core.rng import Rng
from wartable.web.schemas.games import GameStatus
from wartable.web.tables import Seat, Table, event_public

__all__ = ["client", "settings"]

CARD = re.compile(r"(?<![\w])(10|[2-9JQKA])([SHDC♠♥♦♣])(?![\w])")
CUSTOM_CARD = re.compile(r"(?<![\w-])p\d+-\d+(?![\w-])")
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}

CASES = [
    ("classic", "classic(chooser=both,max_turns=40)"),
    ("hand-of-war", "hand-of-war(max_turns=30)"),
    ("board-wars", "board-wars(rows=5,max_turns=40)"),
    ("warzone", "warzone(files=4,max_turns=30)"),
    ("slot-wars", "slot-wars(max_turns=30)"),
]


def cards_in(data: Any) -> set[str]:
    """Every card named in ``data`` (JSON-ready), as ``QH`` or a custom card's id."""
    text = json.dumps(data, ensure_ascii=False)
    found = {rank + SUITS.get(suit, suit) for rank, suit in CARD.findall(text)}
    found.update(CUSTOM_CARD.findall(text))
    return found


def event_cards(events: tuple[Event, ...] | list[Event]) -> set[str]:
    """The cards named by events, in their data and in their text."""
    return cards_in([event_public(e).model_dump() for e in events])


def known_by_step(record: GameRecord, seat: int) -> tuple[list[set[str]], list[set[str]]]:
    """For each step of a recorded game: the cards ``seat`` may know by then, and every card of the
    whole truth (the full state and every event) at that step."""
    spec = get_variant(record.variant)
    state = spec.new_game(record.options, record.seed)
    events = list(state.run())
    known = cards_in(state.observe(seat).to_json()) | event_cards(events_for(events, seat))
    truth = cards_in(state.to_json()) | event_cards(events)
    allowed, everything = [set(known)], [truth]
    for step in record.actions:
        new = list(state.act(step.player, state.parse_action(step.player, step.action)))
        new.extend(state.run())
        known |= cards_in(state.observe(seat).to_json()) | event_cards(events_for(new, seat))
        allowed.append(set(known))
        everything.append(cards_in(state.to_json()) | event_cards(new))
    return allowed, everything


def check_messages(record: GameRecord, seat: int, messages: list[dict[str, Any]]) -> int:
    """Assert that no message to ``seat`` names a card it may not know; return how many cards were
    hidden from it at some point (to show the check had something to catch)."""
    allowed, everything = known_by_step(record, seat)
    for number, message in enumerate(messages):
        step = message["game"]["moves"]
        leaked = cards_in(message) - allowed[step]
        assert not leaked, (
            f"{record.variant}: message {number} ({message['type']}, step {step}) to seat {seat}"
            f" names {sorted(leaked)}, which that seat has not seen"
        )
        if message["game"]["status"] not in ("finished", "abandoned"):
            assert message["game"]["seed"] is None, "the seed would give away every card"
    return sum(len(truth - known) for truth, known in zip(everything, allowed, strict=True))


@pytest.mark.parametrize(("variant", "options"), CASES)
@pytest.mark.parametrize("seed", [1, 2])
def test_no_message_to_a_seat_names_a_card_it_has_not_seen(
    client: TestClient, variant: str, options: str, seed: int
) -> None:
    seat = seed % 2
    created = create(client, variant=variant, options=options, seed=seed, seat=seat)
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        messages = play_to_end(ws, random.Random(seed))
    record = GameRecord.from_json(client.get(f"/api/games/{created['game_id']}/record").json())
    hidden = check_messages(record, seat, messages)
    assert hidden > 0, f"{variant}: nothing was ever hidden from seat {seat}; the check is vacuous"


@pytest.mark.parametrize(
    "options",
    ["hand-of-war(max_turns=20)", "slot-wars(max_turns=14)", "classic(chooser=both,max_turns=25)"],
)
def test_friends_never_see_each_others_secret_choices(client: TestClient, options: str) -> None:
    variant = options.split("(", maxsplit=1)[0]
    created = create(client, variant=variant, options=options, opponent={"kind": "friend"})
    game_id = created["game_id"]
    friend = client.post(f"/api/games/{game_id}/join", json={"invite": created["invite"]}).json()
    with (
        connect(client, game_id, created["seat_token"]) as first,
        connect(client, game_id, friend["seat_token"]) as second,
    ):
        results = play_both(first, second)
    record = GameRecord.from_json(client.get(f"/api/games/{game_id}/record").json())
    for seat in (0, 1):
        assert check_messages(record, seat, results[seat]) > 0


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_messages_are_identical_for_states_that_differ_only_in_hidden_cards(
    variant: str, options: str
) -> None:
    spec = get_variant(variant)
    rng = random.Random(3)
    state = spec.new_game(options, 3)
    events = list(state.run())
    actions: list[tuple[int, str]] = []
    checked = differed = 0
    for step in range(150):
        if state.is_terminal:
            break
        if step % 4 == 0:
            for seat in (0, 1):
                twin = state.resample(seat, Rng(step * 2 + seat))
                differed += twin.to_json() != state.to_json()
                real, other = (_table(s, spec, events, actions) for s in (state, twin))
                for viewer in (seat, None) if seat == 0 else (seat,):
                    assert real.snapshot(viewer) == other.snapshot(viewer), (
                        f"{variant}: the snapshot for {viewer} at step {step} depends on hidden cards"
                    )
                    since = max(0, len(events) - 7)
                    assert real.update(viewer, since) == other.update(viewer, since)
                checked += 1
        decision = state.decisions()[0]
        action = rng.choice(decision.actions)
        events.extend(state.act(decision.player, action))
        events.extend(state.run())
        actions.append((decision.player, str(action)))
    assert checked and differed, f"{variant}: no hidden information was ever resampled"


def _table(state: Any, spec: Any, events: list[Event], actions: list[tuple[int, str]]) -> Table:
    seats = [
        Seat(0, "human", "Ann", token_hash="a"),
        Seat(1, "agent", "random", agent_text="random"),
    ]
    for seat, _ in actions:
        seats[seat].moves += 1
    table = Table(
        game_id="twin",
        spec=spec,
        state=state,
        seed=3,
        seats=seats,
        status=GameStatus.ACTIVE,
        events=events,
        actions=[],
        salt="5" * 64,
        seed_source="server",
    )
    table.created_at = table.updated_at = _EPOCH
    return table


_EPOCH = datetime(2026, 1, 1, tzinfo=UTC)


def card_refs(data: Any) -> list[dict[str, Any]]:
    """Every card reference (Slot Wars' ``CardRef``, ``{"type": "CardRef", ...}``) in ``data``."""
    found: list[dict[str, Any]] = []
    if isinstance(data, dict):
        if data.get("type") == "CardRef":
            found.append(data)
        for value in data.values():
            found.extend(card_refs(value))
    elif isinstance(data, list):
        for value in data:
            found.extend(card_refs(value))
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_slot_wars_events_name_cards_by_structured_references_that_hide_what_is_hidden(
    client: TestClient, seed: int
) -> None:
    """The events a seat receives name cards as data (id, title, owner, slot): a card the seat may
    not identify comes as a reference with neither id nor title, only where it is (a slot, or
    whose hand or deck); a card it may identify comes with its own title, owner and slot."""
    seat = seed % 2
    created = create(
        client, variant="slot-wars", options="slot-wars(max_turns=30)", seed=seed, seat=seat
    )
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        messages = play_to_end(ws, random.Random(seed))
    record = GameRecord.from_json(client.get(f"/api/games/{created['game_id']}/record").json())
    state = get_variant("slot-wars").new_game(record.options, record.seed)
    titles = {info["id"]: info["title"] for info in card_refs(_all_refs_truth(state, record))}
    refs = [ref for m in messages for e in m.get("events", []) for ref in card_refs(e)]
    hidden = [ref for ref in refs if not ref["id"]]
    named = [ref for ref in refs if ref["id"]]
    assert hidden and named, "the game showed both kinds of reference"
    for ref in hidden:
        assert ref["title"] == "", f"a hidden card's title reached seat {seat}: {ref}"
        assert ref["slot"] is not None or ref["zone"] or ref == _EMPTY_REF, ref
    for ref in named:
        assert ref["title"] == titles[ref["id"]], ref
        assert ref["owner"] in (0, 1) and ref["zone"] == "", ref
    placed = [
        (e["card"], e["slot"])
        for m in messages
        for e in m.get("events", [])
        if e["type"] == "CardPlaced"
    ]
    mine = [ref for ref, slot in placed if ref is not None and ref["slot"] == slot]
    assert mine and all(ref["id"] and ref["owner"] == seat for ref in mine), (
        "the seat's own face-down card is named to it, in the slot it was placed in"
    )
    assert None in (ref for ref, _ in placed), "the other's is not named at all"


_EMPTY_REF = {"type": "CardRef", "id": "", "title": "", "owner": None, "slot": None, "zone": ""}


def _all_refs_truth(state: Any, record: GameRecord) -> list[Any]:
    """Every event of the recorded game, whole, as JSON: the truth the references are checked
    against."""
    truth = [event_public(e).model_dump() for e in state.run()]
    for step in record.actions:
        events = list(state.act(step.player, state.parse_action(step.player, step.action)))
        events.extend(state.run())
        truth.extend(event_public(e).model_dump() for e in events)
    return truth
