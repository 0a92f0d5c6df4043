"""``wartable play``: a person against a computer opponent at the terminal."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Annotated

import typer

from wartable.agents import make_agent, seat_turn
from wartable.cli.console import console, err_console
from wartable.cli.options import resolve
from wartable.cli.render import renderer_for
from wartable.cli.render.base import TableRenderer
from wartable.core.errors import IllegalActionError, OptionError
from wartable.core.events import Event, events_for
from wartable.core.record import RecordedAction, append_record, record_game
from wartable.core.registry import variants
from wartable.core.rng import derive_seed
from wartable.core.state import Action, Decision, GameState

QUIT_WORDS = frozenset({"q", "quit", "exit"})


class QuitGame(Exception):
    """The person asked to leave the game."""


def ask(
    state: GameState, decision: Decision, renderer: TableRenderer, planned: list[str]
) -> Action:
    """The person's next action: the next of ``planned`` (actions it chose together, as text)
    while it stays legal, else what it answers when asked, until it gives a legal action or
    quits. An answer the renderer reads as several actions leaves the rest in ``planned``."""
    while planned:
        try:
            return state.parse_action(decision.player, planned.pop(0))
        except IllegalActionError as exc:
            err_console.print(f"[error]{exc}[/]")
            planned.clear()
    observation = state.observe(decision.player)
    renderer.show_decision(observation, decision)
    while True:
        answer = console.input(renderer.prompt(observation, decision)).strip()
        if answer.lower() in QUIT_WORDS:
            raise QuitGame
        steps = renderer.read_input(answer, observation, decision)
        if steps is not None:
            if steps:
                planned.extend(steps)
                return ask(state, decision, renderer, planned)
            renderer.show_decision(observation, decision)
            continue
        if not answer:
            default = decision.default
            if default is not None:
                return default
            continue
        try:
            return state.parse_action(decision.player, answer)
        except IllegalActionError as exc:
            err_console.print(f"[error]{exc}[/]")


def play_command(
    variant: Annotated[
        str | None, typer.Argument(help="Variant id or alias, e.g. classic.", show_default=False)
    ] = None,
    seed: Annotated[
        int | None, typer.Option(help="Seed of the deal (random if not given).")
    ] = None,
    options: Annotated[
        str | None, typer.Option("--options", "-o", help="Options, e.g. 'war_face_down=3'.")
    ] = None,
    delay: Annotated[
        float,
        typer.Option(min=0.0, help="Seconds each reveal stays on screen before play goes on."),
    ] = 1.0,
    seat: Annotated[int, typer.Option(min=1, max=2, help="Your seat: 1 or 2.")] = 1,
    opponent: Annotated[str, typer.Option(help="The computer opponent's agent.")] = "random",
    record: Annotated[
        Path | None, typer.Option(help="Append the game's record to this JSON-lines file.")
    ] = None,
) -> None:
    """Play a game against the computer. In classic War you choose which of your cards to play.

    Press Enter to play the top card, type a position or a card (like QH) to choose, q to quit.
    """
    if variant is None:
        ids = ", ".join(spec.id for spec in variants())
        raise OptionError(f"which game? wartable play VARIANT, one of {ids} (wartable variants)")
    spec, parsed = resolve(variant, options)
    you = seat - 1
    parsed = spec.options_for_seat(parsed, you)
    game_seed = secrets.randbits(63) if seed is None else seed
    state = spec.new_game(parsed, game_seed)
    if state.num_players != 2:
        raise OptionError(f"{spec.id} is for {state.num_players} players; play supports 2")
    names = ("You", "PC") if you == 0 else ("PC", "You")
    agents = {p: make_agent(opponent, derive_seed(game_seed, "opponent", p)) for p in (0, 1)}
    renderer = renderer_for(spec.id)(console, you, names, delay)
    console.print(
        f"[muted]{spec.name} · {parsed.to_string()} · seed {game_seed} · you are seat {seat}[/]"
    )
    actions: list[RecordedAction] = []
    all_events: list[Event] = []
    planned: list[str] = []
    renderer.show_start(state.observe(you))
    try:
        while not state.is_terminal:
            pending = state.decisions()
            if not pending:
                events = state.advance()
            else:
                decision = next((d for d in pending if d.player == you), pending[0])
                if decision.player == you:
                    action = ask(state, decision, renderer, planned)
                else:
                    action = agents[decision.player].choose(seat_turn(state, decision.player))
                events = state.act(decision.player, action)
                actions.append(RecordedAction(decision.player, str(action)))
            all_events.extend(events)
            renderer.show_events(events_for(events, you))
    except (QuitGame, EOFError, KeyboardInterrupt):
        console.print()
        length = spec.state_type.length_metric.replace("_", " ")
        console.print(
            f"You left the game after {state.turn} {length}. No undo, but you may restart."
        )
    else:
        assert state.outcome is not None
        renderer.show_outcome(state.outcome)
    if record is not None:
        players = tuple(n if n != "PC" else f"agent:{opponent}" for n in names)
        append_record(record, record_game(state, actions, all_events, players=players))
        console.print(
            f"[muted]Record appended to {record}; replay it with: wartable replay {record}[/]"
        )


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("play")(play_command)
