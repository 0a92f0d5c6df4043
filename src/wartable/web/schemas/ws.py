"""Live play (``/ws/games/{game_id}``, ``routers/ws.py``): the messages the server sends after the
snapshot, and those the client sends."""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from wartable.web.schemas.common import JSONObject, Model
from wartable.web.schemas.games import (
    DecisionPublic,
    EventPublic,
    GamePublic,
    OutcomePublic,
    SnapshotMessage,
)

MAX_ACTION_LENGTH = 200
"""The longest action text a client may send."""
MAX_MESSAGE_BYTES = 4096
"""The largest WebSocket message a client may send."""


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


ErrorCode = Literal[
    "bad_message",
    "illegal",
    "stale",
    "not_your_turn",
    "finished",
    "conflict",
    "unauthorized",
    "forbidden",
    "not_found",
]
"""Why the server refused a message of the WebSocket."""


class ErrorMessage(Model):
    """A refused message; the game is unchanged."""

    type: Literal["error"] = "error"
    code: ErrorCode = Field(
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
