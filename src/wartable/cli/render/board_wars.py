"""Board Wars at the terminal: the board with your cards by value, the enemy's as numbered backs
with what you have learned of them, spawn rows marked, the last move highlighted."""

from __future__ import annotations

from typing import Any

from rich.rule import Rule
from rich.table import Table

from wartable.cli.render.base import TableRenderer, card_markup, or_list, renders
from wartable.core.events import Event
from wartable.core.state import Decision, Observation
from wartable.core.words import counted
from wartable.variants.board_wars import BoardWarsView
from wartable.variants.board_wars.events import (
    BattleFought,
    Captured,
    Discarded,
    GameOver,
    Moved,
    Result,
    Spawned,
    SpoilsSetAside,
    TurnEnded,
    TurnStarted,
    WarDecided,
    WarPlanChosen,
)
from wartable.variants.board_wars.state import COLUMNS, LETTERS, PieceView, WarPlan
from wartable.variants.board_wars.tactics import HIGHEST, LOWEST

RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}


def rank_text(rank: int) -> str:
    """``7``, ``J`` ... ``A``."""
    return RANK_TEXT.get(rank, str(rank))


def piece_markup(piece: PieceView, seat: int) -> str:
    """A card on the board with its counted moves spent (``·1``, public): yours by value, an
    enemy's as ``#uid`` and the range of values it may have (what battles and wars showed,
    narrowed by its moves spent: the observation's ``low``-``high``), none when it may be any."""
    spent = f"[muted]·{piece.spent}[/]" if piece.spent else ""
    if piece.card is not None and piece.owner == seat:
        return f"{card_markup(piece.card)}{spent}"
    if piece.card is not None:
        return f"[magenta]{card_markup(piece.card)}[/]{spent}"
    known = ""
    if (piece.low, piece.high) != (LOWEST, HIGHEST):
        low, high = rank_text(piece.low), rank_text(piece.high)
        known = f" {low}" if low == high else f" {low}-{high}"
    return f"[on blue] #{piece.uid} [/][magenta]{known}[/]{spent}"


def is_war(decision: Decision) -> bool:
    """Whether ``decision`` is a war's secret plan (its actions are :class:`WarPlan`)."""
    return bool(decision.actions) and isinstance(decision.actions[0], WarPlan)


def plan_examples(decision: Decision) -> list[str]:
    """One plan of each method the war offers, as examples to type."""
    first: dict[int, str] = {}
    for plan in decision.actions:
        assert isinstance(plan, WarPlan)
        first.setdefault(plan.method, str(plan))
    return [first[method] for method in sorted(first, key=lambda m: (m == 0, -m))]


@renders("board-wars")
class BoardWarsRenderer(TableRenderer):
    """The Board Wars table in the terminal."""

    last_squares: frozenset[str] = frozenset()

    def board(self, view: BoardWarsView) -> Table:
        """The board as a Rich table: the other side's spawn row on top, yours at the bottom."""
        seat = 0 if view.seat is None else view.seat
        rows = range(view.rows - 1, -1, -1) if seat == 0 else range(view.rows)
        home = 0 if seat == 0 else view.rows - 1
        enemy_home = view.rows - 1 - home
        table = Table(show_header=True, header_style="muted", box=None, padding=(0, 1))
        table.add_column("", style="muted", justify="right")
        for letter in LETTERS[:COLUMNS]:
            table.add_column(letter, justify="center", min_width=9)
        pieces = {piece.square: piece for piece in view.pieces}
        for row in rows:
            cells = []
            for column in range(COLUMNS):
                square = f"{LETTERS[column]}{row + 1}"
                piece = pieces.get(square)
                if piece is None:
                    cell = "[muted]spawn[/]" if row in (home, enemy_home) else "[muted]·[/]"
                else:
                    cell = piece_markup(piece, seat)
                if square in self.last_squares:
                    cell = f"[reverse]{cell}[/]"
                cells.append(cell)
            label = f"{row + 1}" + (" you" if row == home else " them" if row == enemy_home else "")
            table.add_row(label, *cells)
        return table

    def _status(self, view: BoardWarsView) -> None:
        for player in (0, 1):
            discard = " ".join(card_markup(c) for c in view.discards[player][-8:])
            self.console.print(
                f"[bold]{self.names[player]}[/]: deck {view.deck_counts[player]} · captured"
                f" {len(view.captured[player])} · discard {discard or '[muted]-[/]'}"
            )

    def show_start(self, observation: Observation[Any]) -> None:
        self.console.print(Rule("[heading]Board Wars[/]"))
        self.console.print(
            "[muted]Spawn the top card of your deck on your row, move one card a turn; moving onto"
            " an enemy card battles it, and you learn only who won. An enemy card shows its"
            " number (#7), the values it may still have (7-K) and its counted moves spent (·1).[/]"
        )

    def show_decision(self, observation: Observation[Any], decision: Decision) -> None:
        view = observation.view
        assert isinstance(view, BoardWarsView)
        if view.war is not None:
            war = view.war
            self.console.print(
                Rule(f"War at {war.origin}-{war.target}, round {war.depth}", style="yellow")
            )
            self.console.print(self.board(view))
            self.console.print(
                "[muted]war1 X Y Z: three board cards as spoils, your deck's top card decides ·"
                " war2 X: your deck's top three as spoils, board card X decides · war0: what you"
                " have. Type your plan: Enter plays none for you.[/]"
            )
            return
        self.console.print(Rule(f"Turn {view.turn + 1}", style="muted"))
        self._status(view)
        self.console.print(self.board(view))
        done = [word for word, flag in (("spawned", view.spawned), ("moved", view.moved)) if flag]
        if done:
            self.console.print(f"[muted]This turn you have {' and '.join(done)}.[/]")

    def prompt(self, observation: Observation[Any], decision: Decision) -> str:
        """At a war with a choice, no default (the engine's: a plan is never taken for the
        player): the plans to type, one of each method as examples. Else Enter takes the
        default, and up to three other actions are shown as examples."""
        if decision.default is None:
            examples = or_list(plan_examples(decision))
            return f"Your war plan? [type one, e.g. {examples}; q = quit]: "
        others = [str(a) for a in decision.actions[1:4]]
        more = " ..." if len(decision.actions) > 4 else ""
        examples = f"; or {', '.join(others)}{more}" if others else ""
        return f"Your move [Enter = {decision.default}{examples}; q = quit]: "

    def show_events(self, events: tuple[Event, ...]) -> None:
        for event in events:
            self._show(event)

    def _show(self, event: Event) -> None:
        out = self.console.print
        if isinstance(event, TurnStarted | TurnEnded | GameOver | WarPlanChosen):
            return
        if isinstance(event, Spawned):
            self.last_squares = frozenset({event.square})
            shown = f" {card_markup(event.card)}" if event.card is not None else ""
            out(f"  {self.says(event.player, 'spawn')} #{event.uid}{shown} on {event.square}")
        elif isinstance(event, Moved):
            self.last_squares = frozenset({event.origin, event.target})
            out(f"  {self.says(event.player, 'move')} #{event.uid} {event.origin}-{event.target}")
        elif isinstance(event, BattleFought):
            self.last_squares = frozenset({event.origin, event.target})
            self.pause()
            attacker, defender = event.attacker, 1 - event.attacker
            result = {
                Result.ATTACKER: f"[{self._style(attacker)}]{self.says(attacker, 'win')}[/]",
                Result.DEFENDER: f"[{self._style(defender)}]{self.says(defender, 'win')}[/]",
                Result.TIE: "[bold yellow]a tie: WAR![/]",
            }[event.result]
            out(
                f"{self.says(attacker, 'attack')} {event.origin}-{event.target}"
                f" (#{event.attacker_uid} against #{event.defender_uid}): {result}"
            )
        elif isinstance(event, SpoilsSetAside):
            parts = [f"board cards {' '.join(event.from_board)}"] if event.from_board else []
            if event.from_deck:
                parts.append(
                    f"{counted(event.from_deck, 'card')} from {self.its(event.player)} deck"
                )
            spoils = " and ".join(parts) or "nothing"
            out(
                f"  [muted]{self.says(event.player, 'set')} aside {spoils}; the decider is"
                f" {event.decider}[/]"
            )
        elif isinstance(event, WarDecided):
            self.pause()
            out(f"  [yellow]{event.describe()}[/]")
        elif isinstance(event, Captured):
            shown = f" {card_markup(event.card)}" if event.card is not None else ""
            out(f"  [muted]{self.says(event.captor, 'capture')} #{event.uid}[/]{shown}")
        elif isinstance(event, Discarded):
            cards = " ".join(card_markup(card) for card in event.cards)
            out(
                f"  [muted]{self.says(event.player, 'discard')}[/] {cards} [muted]({event.reason})[/]"
            )
        else:
            out(event.describe())

    def _style(self, player: int) -> str:
        return "win" if player == self.seat else "loss"
