"""Games (``/api/games``, ``routers/games.py``): creating and joining them, what a seat sees of
one (the snapshot, also the first message of the WebSocket), replays and uploaded records."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from wartable.core.rng import MAX_SEED
from wartable.web.schemas.common import JSONObject, Model

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
    """How a game ended: the winner (``None``: a draw), how it ended in one word, the scores and
    a sentence."""

    winner: int | None
    termination: str = Field(
        description="Outcome.ending: the variant's own rule that ended the game (all_cards),"
        " else the generic termination (turn_limit)."
    )
    scores: list[float]
    text: str = Field(description="e.g. 'Player 1 wins (all cards)'.")


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
    rules: str = Field(
        default="",
        description="The options in words, for people: 'chooser first · max turns 30',"
        " 'standard rules'.",
    )
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
    ...event.to_data()}``.

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
