"""The web protocol: every REST body and every WebSocket message, as pydantic models.

This module is the contract between the server (:mod:`wartable.web.app`) and the browser front end.
Field names and message types here are stable; new optional fields may be added.

Conventions
-----------
* Seats are numbered from 0 (the engine's numbering); pages show them as "Player 1" and "Player 2".
* A **seat token** (``GameCreated.seat_token``, ``Joined.seat_token``) is the secret that lets a
  browser play a seat. Keep it client-side (e.g. ``localStorage["wartable.seat." + game_id]``), send
  it as the ``token`` query parameter of the WebSocket and as the ``X-Seat-Token`` header (or the
  ``token`` query parameter) of REST calls. The server stores only its hash and never logs it.
* A seat's ``observation`` is exactly ``Observation.to_json()`` of the engine for that seat, and its
  events are exactly ``events_for(events, seat)``: the server builds every message a player receives
  from these two, so nothing hidden can reach a player by another path. The seed of a game is
  secret until the game is over (it determines every hidden card).
* ``turn`` of a :class:`DecisionPublic` is the number of actions *this seat* has taken so far.
  Echo it in :class:`ActMessage`; an action sent with any other number is refused as stale (a
  double click, or a click on a board that has since changed). It is not ``observation.turn``.

WebSocket ``/ws/games/{game_id}?token=SEAT_TOKEN`` (no token: a spectator, who sees what
``observe(None)`` shows and may not act). The server sends a :class:`SnapshotMessage` first, then an
:class:`UpdateMessage` after every change; the client sends :class:`ActMessage`,
:class:`RestartMessage` and :class:`PingMessage`. A bad message gets an :class:`ErrorMessage` and
changes nothing; the socket stays open. An unknown game or a bad token gets an error message, then
the socket is closed with code 4404 or 4401.

Pages the server renders when the front end provides their templates (see :data:`PAGES`):
``/`` (``lobby.html``), ``/games/{game_id}`` (``game.html``), ``/games/{game_id}/join?invite=CODE``
(``join.html``, else ``game.html``), ``/games/{game_id}/replay`` (``replay.html``).
"""

from __future__ import annotations

import json
from datetime import datetime
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from wartable.core.rng import MAX_SEED

MAX_ACTION_LENGTH = 200
"""The longest action text a client may send."""
MAX_MESSAGE_BYTES = 4096
"""The largest WebSocket message a client may send."""
MAX_NAME_LENGTH = 40
"""The longest player name."""

WS_PATH = "/ws/games/{game_id}"
"""The WebSocket of a game (add ``?token=SEAT_TOKEN``)."""
GAME_PAGE = "/games/{game_id}"
"""The page of a game (the token is not in the address; the page keeps it)."""
JOIN_PAGE = "/games/{game_id}/join?invite={invite}"
"""The page a friend opens to take the free seat."""
REPLAY_PAGE = "/games/{game_id}/replay"
"""The replay page of a game."""
PAGES = {
    "/": "lobby.html",
    GAME_PAGE: "game.html",
    "/games/{game_id}/join": "join.html",
    REPLAY_PAGE: "replay.html",
}
"""Page address -> the template rendered there (with ``game_id`` and ``invite`` in its context)."""

JSONObject = dict[str, Any]
"""A JSON object whose shape is the engine's (an observation, for instance)."""


class Model(BaseModel):
    """Base of every protocol model: unknown fields are refused, so typos are reported."""

    model_config = ConfigDict(extra="forbid")


# -- shared pieces ----------------------------------------------------------------------------


class GameStatus(StrEnum):
    """Where a game stands."""

    WAITING = "waiting"
    """A friend's seat is not taken yet."""
    ACTIVE = "active"
    """Being played."""
    FINISHED = "finished"
    """Over; its record, seed and full replay are open to everyone."""
    ABANDONED = "abandoned"
    """Left unfinished (restarted, or uploaded unfinished); never resumes."""


class PlayerPublic(Model):
    """Who sits in a seat (public)."""

    seat: int
    kind: Literal["human", "agent"]
    name: str
    agent: str | None = Field(
        default=None, description="The agent's text, e.g. 'ismcts', for agents."
    )
    joined: bool = Field(description="False for a friend's seat still waiting for its player.")
    connected: bool = Field(default=False, description="Whether a browser is playing the seat now.")


class OutcomePublic(Model):
    """How a game ended: ``Outcome.to_json()`` plus a sentence."""

    winner: int | None
    termination: str
    scores: list[float]
    text: str = Field(description="e.g. 'Player 1 wins (all_cards)'.")


class DealPublic(Model):
    """How a game was dealt, and the proof that its deal was fixed before anyone saw a card.

    ``commitment`` is the SHA-256 of the text of a :class:`~wartable.core.fairness.Deal`: the
    lines ``wartable deal v1``, ``variant=``, ``rules_version=``, ``options=`` (these options, in
    full), ``seed=`` and ``salt=``, each ending in a newline. The seed and the salt are revealed
    once the game is over, so anyone can hash the text again and compare.
    """

    seed_source: Literal["server", "player", "record", "unknown"] = Field(
        description="Who chose the seed: the server (every game between people), the player (a"
        " game against the computer), an uploaded record, or unknown (a game made before"
        " commitments)."
    )
    commitment: str | None = Field(
        default=None, description="SHA-256 (hex) of the deal's text; null: no commitment."
    )
    rules_version: int
    options: str = Field(description="The options in full, as the deal's text has them.")
    seed: str | None = Field(
        default=None, description="The seed as decimal text, once the game is over."
    )
    salt: str | None = Field(default=None, description="64 hex digits, once the game is over.")


class GamePublic(Model):
    """A game as anyone may see it: no hidden information (the seed only once it is over)."""

    id: str
    variant: str
    variant_name: str
    options: str = Field(description="The options in play, e.g. 'classic(chooser=first)'.")
    status: GameStatus
    players: list[PlayerPublic]
    turn: int = Field(description="The engine's turn counter (observation.turn).")
    moves: int = Field(description="Actions taken by all seats so far.")
    outcome: OutcomePublic | None = None
    seed: int | None = Field(default=None, description="Only once the game is over.")
    deal: DealPublic | None = Field(
        default=None, description="Who chose the seed, and the commitment to the deal."
    )
    origin: Literal["played", "uploaded"] = "played"
    restarted_as: str | None = Field(default=None, description="The game that replaced this one.")
    created_at: datetime
    updated_at: datetime


class EventPublic(BaseModel):
    """One event as a seat may see it: ``{"type", "text": describe(), "importance",
    ...event.to_json()}``.

    The other fields are the event's own (``player``, ``card``, ``cards``, ...). ``audience`` is who
    sees the event whole ("everyone", or seats such as "0"); ``importance`` whether it is a
    headline of the game (a card played, a battle, a point) or a detail a log may fold away (a
    shuffle, a turn starting).
    """

    model_config = ConfigDict(extra="allow")

    type: str
    text: str
    audience: str
    importance: Literal["headline", "detail"]


class ActionInfoPublic(Model):
    """One legal action, as data: the engine's :class:`~wartable.core.actions.ActionInfo`."""

    id: int = Field(description="Its id in the variant's action space; send it back in 'act'.")
    text: str = Field(description="Its notation, as records and the command line write it.")
    kind: str = Field(description="What kind of action it is (deploy, move, attack, ...).")
    fields: dict[str, Any] = Field(
        description="The action's fields by name (card, square, file, ...), as JSON values."
    )
    label: str = Field(description="The action in words, as the seat sees it.")


class DecisionPublic(Model):
    """The choice a seat must make now."""

    seat: int
    prompt: str
    actions: list[ActionInfoPublic] = Field(
        description="The legal actions; send one back in 'act' by its id."
    )
    default: int | None = Field(
        description="The id of the action Enter plays (the engine's Decision.default), or null"
        " where every choice matters too much to be made for the player."
    )
    turn: int = Field(description="Echo in ActMessage.turn: actions this seat has taken so far.")


# -- REST: variants and agents --------------------------------------------------------------


class ChoicePublic(Model):
    """One allowed value of a choice option and what it means."""

    value: str
    help: str


class OptionPublic(Model):
    """One option of a variant (or parameter of an agent)."""

    name: str
    type: Literal["bool", "int", "float", "choice", "text"]
    default: str = Field(description="As it appears in an option string.")
    values: str = Field(description="A short description of the allowed values, e.g. '0-3'.")
    help: str
    minimum: float | None = None
    maximum: float | None = None
    choices: list[ChoicePublic] = Field(default_factory=list)


class VariantPublic(Model):
    """A variant: ``GET /api/variants``."""

    id: str
    name: str
    aliases: list[str]
    summary: str
    rules_version: int
    options: list[OptionPublic]
    examples: list[str] = Field(description="Option strings that exercise the variant's modes.")
    rules: str = Field(description="The rules document as Markdown ('' if not installed).")
    presets: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Options set for a person in seat '0' or '1' against the computer, or for"
        " two people ('friend').",
    )
    table_module: str = Field(default="", description="The browser module that draws the table.")


class AgentPublic(Model):
    """A computer opponent: ``GET /api/agents``."""

    name: str
    summary: str
    params: list[OptionPublic]
    default: bool = Field(default=False, description="The agent the lobby offers first.")


# -- REST: games ------------------------------------------------------------------------------


class AgentOpponent(Model):
    """Play against a computer opponent, named like ``ismcts`` or ``ismcts(iterations=400)``."""

    kind: Literal["agent"] = "agent"
    agent: str = Field(default="ismcts", min_length=1, max_length=200)


class FriendOpponent(Model):
    """Play against a friend, who joins with the invite."""

    kind: Literal["friend"]


Opponent = Annotated[AgentOpponent | FriendOpponent, Field(discriminator="kind")]


def _default_opponent() -> AgentOpponent | FriendOpponent:
    return AgentOpponent()


class GameCreate(Model):
    """``POST /api/games``: a new game."""

    variant: str = Field(min_length=1, max_length=60, description="Variant id or alias.")
    options: str = Field(
        default="", max_length=500, description="e.g. 'war_face_down=3' ('' = defaults)."
    )
    seed: int | None = Field(
        default=None,
        ge=0,
        le=MAX_SEED,
        description="Against the computer only: the deal you want (else the server draws one)."
        " A game against a friend is always dealt from a seed the server draws.",
    )
    seat: int = Field(default=0, ge=0, le=1, description="Your seat.")
    opponent: Opponent = Field(default_factory=_default_opponent)
    name: str | None = Field(default=None, max_length=MAX_NAME_LENGTH, description="Your name.")


class GameCreated(Model):
    """The answer to ``POST /api/games``."""

    game_id: str
    seat: int
    seat_token: str = Field(description="Secret: lets its holder play the seat.")
    invite: str | None = Field(default=None, description="Secret invite code (friend games).")
    invite_url: str | None = Field(default=None, description="The page to send to the friend.")
    game_url: str
    ws_url: str = Field(description="The WebSocket path; add ?token=SEAT_TOKEN.")
    game: GamePublic


class JoinRequest(Model):
    """``POST /api/games/{game_id}/join``: take the free seat of a friend game."""

    invite: str = Field(min_length=1, max_length=100)
    name: str | None = Field(default=None, max_length=MAX_NAME_LENGTH)


class Joined(Model):
    """The answer to a join: the friend's seat and its token."""

    game_id: str
    seat: int
    seat_token: str
    game_url: str
    ws_url: str
    game: GamePublic


class ActionPublic(Model):
    """An action in a replay, labelled from the acting seat's view as it was then; ``action`` is
    ``None`` where the viewer may not see it."""

    seat: int
    action: ActionInfoPublic | None


class Frame(Model):
    """One step of a replay: the views after an action (step 0: the start of the game)."""

    step: int
    turn: int
    action: ActionPublic | None
    observations: list[JSONObject | None] = Field(
        description="Per seat: the observation, or null for seats the view does not show."
    )
    events: list[EventPublic] = Field(description="The events of this step, as the view sees them.")


class Replay(Model):
    """``GET /api/games/{game_id}/replay?view=0|1|all``."""

    game: GamePublic
    view: Literal["0", "1", "all"]
    frames: list[Frame]


class RecordsImported(Model):
    """The answer to ``POST /api/records``: the games made from the uploaded records."""

    games: list[GamePublic]


class FieldError(Model):
    """One thing wrong with a request."""

    field: str | None = Field(description="e.g. 'body.variant', 'query.view', 'file: line 3'.")
    message: str


class ApiError(Model):
    """Every REST error (400, 401, 403, 404, 409, 413, 422): one message and the fields at fault."""

    error: str = Field(description="A short code: bad_request, not_found, forbidden, ...")
    message: str
    field: str | None = None
    errors: list[FieldError] = Field(default_factory=list)


# -- WebSocket: server -> client --------------------------------------------------------------


class SnapshotMessage(Model):
    """Everything a seat may know of a game; sent first, and by ``GET /api/games/{game_id}``."""

    type: Literal["snapshot"] = "snapshot"
    game: GamePublic
    seat: int | None = Field(description="Your seat, or null for a spectator.")
    observation: JSONObject = Field(description="Observation.to_json() for your seat.")
    observation_text: str = Field(description="The observation as plain text.")
    events: list[EventPublic] = Field(description="The game's events as your seat sees them.")
    events_omitted: int = Field(default=0, description="Older events left out of a very long log.")
    decision: DecisionPublic | None
    outcome: OutcomePublic | None


class UpdateMessage(Model):
    """What changed: sent to every seat after every change (an action, an agent's move, a join)."""

    type: Literal["update"] = "update"
    game: GamePublic
    seat: int | None
    observation: JSONObject
    observation_text: str
    events: list[EventPublic] = Field(description="Only the events new since the last message.")
    decision: DecisionPublic | None
    outcome: OutcomePublic | None


class ErrorMessage(Model):
    """A refused message; the game is unchanged."""

    type: Literal["error"] = "error"
    code: Literal[
        "bad_message",
        "illegal",
        "stale",
        "not_your_turn",
        "finished",
        "conflict",
        "unauthorized",
        "forbidden",
        "not_found",
    ] = Field(
        description="bad_message: not a protocol message; illegal: not a legal action now;"
        " stale: answers an earlier decision; not_your_turn: nothing to decide now; finished:"
        " the game is over; conflict: e.g. already restarted; unauthorized: bad token;"
        " forbidden: not allowed for you (spectators, restarts against a friend); not_found."
    )
    message: str = Field(description="What is wrong, in English.")
    field: str | None = None


class PongMessage(Model):
    """The answer to a ping."""

    type: Literal["pong"] = "pong"


class RestartedMessage(Model):
    """The game was replaced by a new one (same options, new seed); a snapshot of it follows.

    The old game is ``abandoned`` if it was unfinished. The socket now plays the new game; store the
    new token and show the new address.
    """

    type: Literal["restarted"] = "restarted"
    old_game_id: str
    game_id: str
    seat: int
    seat_token: str
    game_url: str
    ws_url: str


ServerMessage = Annotated[
    SnapshotMessage | UpdateMessage | ErrorMessage | PongMessage | RestartedMessage,
    Field(discriminator="type"),
]


# -- WebSocket: client -> server --------------------------------------------------------------


def _action_reference(value: Any) -> int | str:
    """An action as a client names it: its id (a whole number from 0) or its notation."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    if isinstance(value, str) and 0 < len(value) <= MAX_ACTION_LENGTH:
        return value
    text = json.dumps(value, default=str)
    shown = text if len(text) <= 40 else f"{text[:37]}..."
    raise ValueError(
        "an action is given by its id (a whole number from 0, as in the decision's actions) or"
        f" by its text (1 to {MAX_ACTION_LENGTH} characters), got {shown}"
    )


class ActMessage(Model):
    """Take one of your decision's legal actions: by its id (``DecisionPublic.actions[].id``), or
    by its notation (``text``), which is checked against the decision."""

    type: Literal["act"]
    action: Annotated[int | str, BeforeValidator(_action_reference)]
    turn: int = Field(ge=0, description="DecisionPublic.turn of the decision you answer.")


class RestartMessage(Model):
    """Start a new game with the same options and a new seed (against an agent only; no undo)."""

    type: Literal["restart"]


class PingMessage(Model):
    """Keep-alive; answered with a pong."""

    type: Literal["ping"]


ClientMessage = Annotated[ActMessage | RestartMessage | PingMessage, Field(discriminator="type")]


__all__ = [
    "GAME_PAGE",
    "JOIN_PAGE",
    "MAX_ACTION_LENGTH",
    "MAX_MESSAGE_BYTES",
    "MAX_NAME_LENGTH",
    "PAGES",
    "REPLAY_PAGE",
    "WS_PATH",
    "ActMessage",
    "ActionInfoPublic",
    "ActionPublic",
    "AgentOpponent",
    "AgentPublic",
    "ApiError",
    "ChoicePublic",
    "ClientMessage",
    "DealPublic",
    "DecisionPublic",
    "ErrorMessage",
    "EventPublic",
    "FieldError",
    "Frame",
    "FriendOpponent",
    "GameCreate",
    "GameCreated",
    "GamePublic",
    "GameStatus",
    "JSONObject",
    "JoinRequest",
    "Joined",
    "Model",
    "Opponent",
    "OptionPublic",
    "OutcomePublic",
    "PingMessage",
    "PlayerPublic",
    "RecordsImported",
    "Replay",
    "RestartMessage",
    "RestartedMessage",
    "ServerMessage",
    "SnapshotMessage",
    "UpdateMessage",
    "VariantPublic",
]


# -- REST: the card designer (slot-wars cards) ---------------------------------------------------

MAX_CARD_TITLE = 1000
"""The longest title a designer request may carry (the game's limit, 30, is reported as a problem)."""
MAX_CARD_TEXT = 5000
"""The longest rules text a designer request may carry (the rarity's limit is reported as a problem)."""
MAX_SET_CARDS = 200
"""The most cards a set in a designer request may hold."""

CardRarity = Literal["rare", "uncommon", "common"]
"""A slot-wars rarity: rare (180 characters of text), uncommon (60) or common (30)."""


class CardDraft(Model):
    """``POST /api/cards/parse``: one card as the designer is writing it."""

    title: str = Field(default="", max_length=MAX_CARD_TITLE)
    value: int | None = Field(default=None, description="The printed value, 1-9 (null: not yet).")
    rarity: CardRarity = "common"
    text: str = Field(default="", max_length=MAX_CARD_TEXT, description="The rules text.")


class CardProblem(Model):
    """One thing wrong with a card or a set, as ``wartable cards check`` words it."""

    card: int | None = Field(default=None, description="1-based card of the set; null: the set.")
    field: str = Field(description="composition, title, value, rarity or text.")
    message: str


class CardTextErrorPublic(Model):
    """Rules text that cannot be read: where (1-based line and column; 0-based ``offset`` and the
    ``length`` of the word at fault, in characters) and why, with what could have come there and
    the nearest valid phrasings. ``sentence_start``/``sentence_end`` (0-based, end exclusive) is the
    sentence at fault: the part of the text a suggestion replaces."""

    message: str = Field(description="The whole message, as `wartable cards check` prints it.")
    reason: str
    line: int
    column: int
    offset: int
    length: int
    word: str = Field(description="The word at fault ('' at the end of the text).")
    expected: list[str]
    suggestions: list[str]
    sentence_start: int
    sentence_end: int
    meta_rule: int | None = Field(default=None, description="The meta rule the text breaks.")


class CardParsed(Model):
    """The answer to ``POST /api/cards/parse``."""

    ok: bool = Field(description="True if the text reads and every limit holds.")
    canonical: str | None = Field(description="The canonical text ('' for a vanilla card).")
    meaning: str | None = Field(
        description="The one-line explanation `wartable cards check` prints."
    )
    length: int = Field(description="Characters of rules text.")
    limit: int = Field(description="Characters of rules text the rarity allows.")
    problems: list[CardProblem] = Field(description="Title, value and length limits broken.")
    error: CardTextErrorPublic | None


class CardBody(Model):
    """A card of a set, as in a set file (``docs/cardset.schema.json``)."""

    title: str = Field(default="", max_length=MAX_CARD_TITLE)
    value: int | None = None
    rarity: CardRarity
    text: str = Field(default="", max_length=MAX_CARD_TEXT)
    designer: str | None = Field(default=None, max_length=200)


class CardSetBody(Model):
    """A designer's set, as in a set file: 21 cards (3 rare, 9 uncommon, 9 common)."""

    designer: str = Field(default="", max_length=200)
    name: str = Field(default="", max_length=200)
    cards: list[CardBody] = Field(default_factory=list, max_length=MAX_SET_CARDS)


class CardChecked(Model):
    """One card of a checked set."""

    card: int = Field(description="1-based, in the order of the set.")
    title: str
    rarity: CardRarity
    value: int | None
    ok: bool
    canonical: str | None
    meaning: str | None
    problems: list[CardProblem]


class SetChecked(Model):
    """The answer to ``POST /api/cards/check-set``: every problem, by card and field."""

    ok: bool
    summary: str = Field(description="e.g. 'all 21 cards are valid', '3 problem(s) in 2 card(s)'.")
    problems: list[CardProblem]
    cards: list[CardChecked]


class PrintRequest(Model):
    """``POST /api/cards/pdf``: print a valid set (commons twice) as a PDF."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    card_set: CardSetBody = Field(alias="set")
    paper: Literal["a4", "letter"] = "a4"
    backs: bool = Field(default=True, description="Follow each page of fronts with its backs.")
    event: str = Field(default="", max_length=200, description="A name printed on every back.")
    any_size: bool = Field(default=False, description="Accept a set of any size.")


class CardReference(Model):
    """``GET /api/cards/reference``: the card language reference (``docs/cards.md``)."""

    markdown: str


__all__ += [
    "MAX_CARD_TEXT",
    "MAX_CARD_TITLE",
    "MAX_SET_CARDS",
    "CardBody",
    "CardChecked",
    "CardDraft",
    "CardParsed",
    "CardProblem",
    "CardRarity",
    "CardReference",
    "CardSetBody",
    "CardTextErrorPublic",
    "PrintRequest",
    "SetChecked",
]


# -- REST: accounts --------------------------------------------------------------------------------

USERNAME_MAX = 32
PASSWORD_MAX = 1024


class AccountPublic(Model):
    """A logged-in account, as its owner sees it."""

    username: str
    created_at: datetime


class AccountState(Model):
    """``GET /api/me``: who is logged in (null: a guest), and the CSRF token to send as the
    ``X-CSRF-Token`` header (or the ``csrf_token`` form field) with every request that changes
    something while logged in, and with the log-in and sign-up requests."""

    user: AccountPublic | None
    csrf_token: str


class Credentials(Model):
    """``POST /api/accounts`` (sign up) and ``POST /api/session`` (log in)."""

    username: str = Field(min_length=1, max_length=USERNAME_MAX)
    password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class PasswordChange(Model):
    """``POST /api/me/password``: the current password and the new one."""

    current_password: str = Field(min_length=1, max_length=PASSWORD_MAX)
    new_password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class AccountGame(Model):
    """A game saved to the account: the game and the seat the account plays in it."""

    game: GamePublic
    seat: int


# -- REST: events (slot-wars tournaments) --------------------------------------------------------

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


__all__ += [
    "AccountGame",
    "AccountPublic",
    "AccountState",
    "Credentials",
    "EventChanged",
    "EventCreate",
    "EventDeck",
    "EventDecks",
    "EventDetail",
    "EventPlay",
    "EventPlayer",
    "EventPool",
    "EventRegistration",
    "EventReport",
    "EventRound",
    "EventStanding",
    "EventSummaryPublic",
    "EventTable",
    "EventTableResult",
    "PasswordChange",
]
