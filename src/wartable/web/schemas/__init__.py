"""The web protocol: every REST body and every WebSocket message, as pydantic models, one module
per resource beside its router (``schemas/games.py`` for ``routers/games.py``, and so on).

This package is the contract between the server (:mod:`wartable.web.app`) and the browser front end.
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
* ``turn`` of a :class:`~.games.DecisionPublic` is the number of actions *this seat* has taken so far.
  Echo it in :class:`~.ws.ActMessage`; an action sent with any other number is refused as stale (a
  double click, or a click on a board that has since changed). It is not ``observation.turn``.

WebSocket ``/ws/games/{game_id}?token=SEAT_TOKEN`` (no token: a spectator, who sees what
``observe(None)`` shows and may not act). The server sends a :class:`~.games.SnapshotMessage`
first, then an :class:`~.ws.UpdateMessage` after every change; the client sends
:class:`~.ws.ActMessage`, :class:`~.ws.RestartMessage` and :class:`~.ws.PingMessage`. A bad message
gets an :class:`~.ws.ErrorMessage` and
changes nothing; the socket stays open. An unknown game or a bad token gets an error message, then
the socket is closed with code 4404 or 4401.

The pages (``routers/pages.py``) take no body; an error of any request is an
:class:`~.common.ApiError`.
"""
