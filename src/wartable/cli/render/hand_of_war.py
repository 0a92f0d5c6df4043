"""Hand of War at the terminal: your hand, what you know of the other's, the reveal after a pause."""

from __future__ import annotations

from typing import Any

from rich.rule import Rule

from wartable.cli.render.base import TableRenderer, card_markup, numbers_text, renders
from wartable.core.cards import Card
from wartable.core.events import Event
from wartable.core.state import Decision, Observation
from wartable.core.words import counted
from wartable.variants.hand_of_war import HandOfWarView
from wartable.variants.hand_of_war.events import (
    BattleWon,
    CardDeployed,
    CardsDrawn,
    CardsRevealed,
    GameOver,
    Power,
    PowerUsed,
    ReservesSwapped,
    RoundStarted,
    SpoilsShuffledIn,
    Tied,
)

POWER_TEXT = {
    Power.RESEARCHER: ("look at the top of your Reserves", "looks at the top of its Reserves"),
    Power.SPY: ("spy on the top of the other Reserves", "spies on the top of your Reserves"),
    Power.ENGINEER: ("draw an extra card", "draws an extra card"),
}


def cards_markup(cards: tuple[Card | None, ...]) -> str:
    """Cards in colour; unknown ones as face-down backs."""
    return " ".join(card_markup(card) for card in cards) or "[muted]-[/]"


@renders("hand-of-war")
class HandOfWarRenderer(TableRenderer):
    """The Hand of War table in the terminal."""

    def _table(self, view: HandOfWarView) -> None:
        out = self.console.print
        for player in (0, 1):
            mine = player == self.seat
            name = self.names[player]
            reserves = view.reserves[player]
            known = sum(card is not None for card in reserves)
            out(
                f"[bold]{name}[/] {view.cards_held[player]} cards · hand {view.hand_counts[player]}"
                f" · reserves {len(reserves)} · spoils {len(view.spoils[player])}"
            )
            if known:
                out(f"  known on top of the reserves: {cards_markup(reserves[:8])}")
            if not mine and view.known_in_hand[player]:
                out(f"  you know its hand holds: {cards_markup(view.known_in_hand[player])}")
        if view.middle:
            out(f"Middle: {cards_markup(view.middle)}")

    def show_start(self, observation: Observation[Any]) -> None:
        view = observation.view
        assert isinstance(view, HandOfWarView)
        self.console.print(Rule("[heading]Hand of War[/]"))
        if view.seat is not None:
            other = 1 - view.seat
            shown = cards_markup(view.known_in_hand[other])
            self.console.print(f"{self.names[other]} showed you its hand: {shown}")

    def show_decision(self, observation: Observation[Any], decision: Decision) -> None:
        view = observation.view
        assert isinstance(view, HandOfWarView)
        self.console.print(Rule(f"Round {view.round + 1}", style="muted"))
        self._table(view)
        hand = "  ".join(f"[muted]{i}[/] {card_markup(c)}" for i, c in enumerate(view.hand, 1))
        self.console.print(f"Your hand: {hand}")

    def prompt(self, observation: Observation[Any], decision: Decision) -> str:
        count = len(decision.actions)
        return (
            f"Deploy which card? [{numbers_text(count)} or a card like {decision.actions[0]},"
            " q = quit]: "
        )

    def show_events(self, events: tuple[Event, ...]) -> None:
        for event in events:
            self._show(event)

    def _show(self, event: Event) -> None:
        out = self.console.print
        you = self.seat
        if isinstance(event, RoundStarted | GameOver):
            return
        if isinstance(event, CardDeployed):
            out(f"  {self.says(event.player, 'deploy')} {card_markup(event.card)} face down.")
        elif isinstance(event, CardsDrawn):
            who = self.says(event.player, "draw")
            shown = f": {cards_markup(event.cards)}" if event.cards else ""
            out(f"  [muted]{who} {counted(event.count, 'card')}[/]{shown}")
        elif isinstance(event, SpoilsShuffledIn):
            out(
                f"  [muted]{self.says(event.player, 'shuffle')} {event.count} spoils under"
                f" {self.its(event.player)} reserves.[/]"
            )
        elif isinstance(event, CardsRevealed):
            self.pause(0.5)
            first, second = event.cards
            out(f"  {self.names[0]} {card_markup(first)}   {self.names[1]} {card_markup(second)}")
        elif isinstance(event, BattleWon):
            self.pause()
            style = "win" if event.player == you else "loss"
            out(f"[{style}]{self.says(event.player, 'win')}[/] {event.cards_taken} cards.")
        elif isinstance(event, Tied):
            self.pause()
            kind = (
                "[bold yellow]Twins![/] The top 5 of both reserves swap." if event.twins else "Tie."
            )
            out(f"{kind} {event.middle} cards wait in the middle.")
        elif isinstance(event, ReservesSwapped):
            given, taken = event.counts
            out(f"  [muted]Swapped {given} for {taken} reserve cards.[/]")
        elif isinstance(event, PowerUsed):
            own, theirs = POWER_TEXT[event.power]
            if event.player == you:
                seen = f": {cards_markup(event.seen)}" if event.seen else ""
                out(f"  Your {event.power.value}: you {own}{seen}")
            else:
                out(f"  {self.names[event.player]}'s {event.power.value} {theirs}.")
        else:
            out(event.describe())
