"""Classic War at the terminal: your cards, the PC's reveal after a pause, wars step by step."""

from __future__ import annotations

from typing import Any

from rich.columns import Columns
from rich.rule import Rule
from rich.text import Text

from wartable.cli.render.base import TableRenderer, card_markup, numbers_text, renders
from wartable.core.events import Event
from wartable.core.state import Decision, Observation
from wartable.core.words import counted
from wartable.variants.classic import ClassicView
from wartable.variants.classic.events import (
    BattleStarted,
    BattleWon,
    CardPlayed,
    CardsCollected,
    ChoiceMade,
    GameOver,
    PileTurnedOver,
    PlayerShort,
    WarStarted,
)
from wartable.variants.classic.state import PlayCard


@renders("classic")
class ClassicRenderer(TableRenderer):
    """The seed's "War in Solitaire" table in the terminal."""

    def _counts(self, view: ClassicView) -> str:
        parts = []
        for player in (0, 1):
            stack, won = view.stack_counts[player], view.won_counts[player]
            parts.append(
                f"[bold]{self.names[player]}[/] {stack + won} cards"
                f" [muted](stack {stack} · won {won})[/]"
            )
        return "    ".join(parts)

    def show_start(self, observation: Observation[Any]) -> None:
        view = observation.view
        assert isinstance(view, ClassicView)
        self.console.print(Rule("[heading]War[/]"))
        if not view.chooses:
            self.console.print(self._counts(view))
            self.console.print("[muted]Both players play their top card each battle.[/]")

    def show_decision(self, observation: Observation[Any], decision: Decision) -> None:
        view = observation.view
        assert isinstance(view, ClassicView)
        self.console.print(Rule(f"Battle {view.battles + 1}", style="muted"))
        self.console.print(self._counts(view))
        if view.own_stack is not None:
            self.console.print("Your play stack, top first:")
            cells = [
                f"[muted]{i:>2}[/] {card_markup(card)}" for i, card in enumerate(view.own_stack, 1)
            ]
            self.console.print(Columns(cells, padding=(0, 2)))
        if view.own_won:
            won = " ".join(card_markup(c) for c in view.own_won)
            self.console.print(f"Your won pile [muted](comes up in this order)[/]: {won}")

    def prompt(self, observation: Observation[Any], decision: Decision) -> str:
        top = decision.default
        assert isinstance(top, PlayCard)
        count = len(decision.actions)
        card = str(top.card)
        return (
            f"Play which card? [Enter = top ({card}), {numbers_text(count)}, a card like {card},"
            " q = quit]: "
        )

    def show_events(self, events: tuple[Event, ...]) -> None:
        for event in events:
            self._show(event)

    def _show(self, event: Event) -> None:
        out = self.console.print
        if isinstance(event, BattleStarted | ChoiceMade | GameOver):
            return
        if isinstance(event, CardPlayed):
            mine = event.player == self.seat
            if event.face_up:
                if not mine:
                    self.pause(0.5)
                verb = "play" if mine else "reveal"
                out(f"  {self.says(event.player, verb)} {card_markup(event.card)}")
            else:
                shown = card_markup(event.card)
                out(f"  [muted]{self.says(event.player, 'put')} face down[/] {shown}")
            return
        if isinstance(event, WarStarted):
            self.pause()
            kind = {1: "WAR", 2: "DOUBLE WAR", 3: "TRIPLE WAR"}.get(event.depth, "WAR")
            out(f"[bold yellow]{kind}![/] Both played a {event.rank_label}.")
            return
        if isinstance(event, PlayerShort):
            out(
                f"  [yellow]{self.says(event.player, 'have')} only {counted(event.cards_left, 'card')} for"
                f" the war.[/]"
            )
            return
        if isinstance(event, BattleWon):
            self.pause()
            style = "win" if event.player == self.seat else "loss"
            text = Text.from_markup(
                f"[{style}]{self.says(event.player, 'win')}"
                f"[/] {card_markup(event.winning_card)} beats {card_markup(event.losing_card)}"
                f" [muted]({event.cards_taken} cards)[/]"
            )
            out(text)
            return
        if isinstance(event, PileTurnedOver):
            how = (
                self.says(event.player, "shuffle and turn over", "shuffles and turns over")
                if event.shuffled
                else self.says(event.player, "turn over")
            )
            out(f"  [muted]{how} {self.its(event.player)} won pile ({event.cards} cards).[/]")
            return
        if isinstance(event, CardsCollected):
            return
        out(event.describe())
