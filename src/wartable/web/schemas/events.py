"""Events in the browser (``/api/events``, ``routers/events.py``): slot-wars tournaments."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from wartable.core.rng import MAX_SEED
from wartable.web.schemas.common import JSONObject, Model

EVENT_NAME_MAX = 100


class EventCreate(Model):
    """``POST /api/events``: a new event; the account that creates it is its organiser."""

    name: str = Field(min_length=1, max_length=EVENT_NAME_MAX)
    format: Literal["round-robin", "swiss"] = Field(
        default="round-robin", description="round-robin: everyone meets everyone; swiss: by points."
    )
    rounds: int | None = Field(
        default=None, ge=1, le=50, description="Rounds to play (null: the format's default)."
    )
    distribution: Literal["shuffled", "by_designer"] = Field(
        default="shuffled",
        description="shuffled: three rarity piles dealt at random (the seed); by_designer: one"
        " uncommon and two commons of each value per player.",
    )
    seed: int | None = Field(default=None, ge=0, le=MAX_SEED, description="Random if not given.")
    match_options: str = Field(
        default="", max_length=200, description="slot-wars options of matches."
    )


class EventSummaryPublic(Model):
    """One event in ``GET /api/events``."""

    id: int
    name: str
    format: str
    status: Literal["registration", "dealt", "playing", "final"]
    players: int
    rounds_paired: int
    rounds: int | None = Field(
        description="Rounds planned (null until fixed by the first pairing)."
    )
    organiser: str | None = Field(
        description="The organiser's username; null: made outside the web."
    )
    can_edit: bool = Field(description="Whether you may change it (you are its organiser).")


class EventPool(Model):
    """The cards a player was dealt."""

    cards: int
    rare: int
    uncommon: int
    common: int
    own_designs: int = Field(description="How many of them the player designed.")


class EventDeck(Model):
    """A player's deck and sideboard, as card labels (``Title (value)``)."""

    source: Literal["auto", "chosen"]
    cards: list[str]
    sideboard: list[str]


class EventPlayer(Model):
    """A registered player and the set it submitted."""

    name: str
    designer: str
    set_name: str
    cards: int
    seat: int | None = Field(description="Seating order, from the first pairing on.")
    pool: EventPool | None = None
    deck: EventDeck | None = None


class EventTableResult(Model):
    """The result of a table."""

    outcome: Literal["first", "second", "draw", "bye"]
    winner: str | None
    first_rounds: int
    second_rounds: int
    source: Literal["reported", "played", "bye"]
    termination: str | None = None
    turns: int | None = None
    agents: list[str] | None = None
    revision: int = 1


class EventTable(Model):
    """A table of a round: who sits there (``second`` null: a bye) and its result so far."""

    table: int
    first: str
    second: str | None
    result: EventTableResult | None


class EventRound(Model):
    """A round and its tables."""

    number: int
    complete: bool
    tables: list[EventTable]


class EventStanding(Model):
    """A line of the standings (percentages as fractions of 1, as in the CSV export)."""

    rank: int
    player: str
    match_points: int
    wins: int
    draws: int
    losses: int
    byes: int
    games_won: int
    games_lost: int
    match_win: float
    opponents_match_win: float
    game_win: float
    opponents_game_win: float


class EventDetail(Model):
    """``GET /api/events/{id}``: everything about an event, and what its organiser can do next."""

    id: int
    name: str
    format: str
    rounds: int | None
    distribution: str
    seed: str = Field(description="As decimal text (seeds go beyond JavaScript's exact integers).")
    match_options: str
    status: Literal["registration", "dealt", "playing", "final"]
    organiser: str | None
    can_edit: bool
    read_only_reason: str | None = Field(description="Why you may not change it, if you may not.")
    players: list[EventPlayer]
    round_list: list[EventRound]
    standings: list[EventStanding]
    next_steps: list[Literal["register", "distribute", "decks", "pair", "report", "play"]] = Field(
        description="The commands that apply now (for the organiser)."
    )


class EventChanged(Model):
    """The answer to a command on an event: what happened, and the event now."""

    message: str
    event: EventDetail


class EventDecks(Model):
    """``POST /api/events/{id}/decks``: automatic decks for every player (``player`` null) or one;
    or the 21 chosen titles of one player's deck."""

    player: str | None = Field(default=None, max_length=EVENT_NAME_MAX)
    cards: list[str] | None = Field(default=None, max_length=60)


class EventReport(Model):
    """``POST /api/events/{id}/rounds/{round}/tables/{table}``: a table's result."""

    winner: str = Field(min_length=1, max_length=EVENT_NAME_MAX, description="A player or 'draw'.")
    rounds: str = Field(
        min_length=1, max_length=10, description="Rounds won, the winner's first: 2-0 or 2-1."
    )
    replace: bool = Field(default=False, description="Replace a result already reported.")


class EventPlay(Model):
    """``POST /api/events/{id}/play``: let agents play the current round's open tables."""

    agents: str = Field(
        default="heuristic",
        max_length=100,
        description="One agent for both seats or two, comma-separated: heuristic, random or first.",
    )


class EventRegistration(Model):
    """``POST /api/events/{id}/players`` as JSON: a player and its set (the set file's content).
    The same request may be a form upload: fields ``player``, ``replace`` and the file ``file``."""

    player: str | None = Field(
        default=None, max_length=EVENT_NAME_MAX, description="Default: the set's designer."
    )
    card_set: JSONObject = Field(alias="set", description="designer, name, cards: as a set file.")
    replace: bool = Field(default=False, description="Replace the set of a registered player.")
