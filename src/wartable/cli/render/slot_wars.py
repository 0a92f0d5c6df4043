"""Slot Wars at the terminal: first your deck (all 30 cards with their text, the builder's
suggestion marked: Enter keeps it, numbers change it card by card), then the nine slots in a row,
every card on the table with its value explained and its rules text, your hand with its rules
text, rounds won and points.

Events describe seats neutrally ("Player 1"); the table says "You" for the viewer's seat and the
other seat's name (as the rest of the table does) everywhere.
"""

from __future__ import annotations

import re
from typing import Any

from rich.markup import escape
from rich.rule import Rule
from rich.table import Table

from wartable.cli.render.base import TableRenderer, renders
from wartable.core.events import Event
from wartable.core.state import Action, Decision, Observation
from wartable.core.words import counted
from wartable.variants.slot_wars.engine import (
    Answer,
    CardInfo,
    Choose,
    ChooseSlot,
    SlotWarsView,
    TableView,
)
from wartable.variants.slot_wars.engine.events import (
    CardChanged,
    CardChosen,
    CardPlaced,
    CardsDrawn,
    CardSetAside,
    CardsExchanged,
    CardsRevealed,
    CardsSeen,
    CardsTraded,
    ChoiceStopped,
    DeckChosen,
    DeckShuffled,
    DrawSkipped,
    GameOver,
    PointsScored,
    RoundStarted,
    RoundTied,
    RoundWon,
    SideboardReady,
    SlotChosen,
    SlotOpened,
    SlotScored,
)
from wartable.variants.slot_wars.engine.pool import DECK_SIZE

SEAT = re.compile(r"(^|\b)Player ([12])('s)?")
"""A seat as events name it: ``Player 2``, ``Player 2's``."""


def table_markup(card: TableView) -> str:
    """A card on the table: its value (and title), or a face-down back."""
    if card.card is None:
        return "[on blue] ? [/]" + (f" {card.value}" if card.value else "")
    face = "" if card.revealed else "[muted]v[/]"
    return f"{face}[bold]{card.value}[/]\n[muted]{escape(card.card.title[:7])}[/]"


def card_line(index: int, card: CardInfo) -> str:
    """A hand card: number, value, title, rarity and text."""
    text = f" — {escape(card.text)}" if card.text else ""
    return f"[muted]{index}[/] [bold]{card.value}[/] {escape(card.title)} [muted]({card.rarity}){text}[/]"


def is_choice(decision: Decision) -> bool:
    """Whether a decision answers a card's choice (of cards, slots or yes/no)."""
    return any(isinstance(a, Choose | ChooseSlot | Answer) for a in decision.actions)


SUGGEST_WORDS = frozenset({"suggest", "suggested", "reset", "builder"})


@renders("slot-wars")
class SlotWarsRenderer(TableRenderer):
    """The Slot Wars table in the terminal."""

    keep: set[str] | None = None
    """While the deck is chosen: the ids of the cards the person means to keep (the builder's
    suggestion at first), changed card by card before it is played."""

    # -- seats -------------------------------------------------------------------------------

    def _name(self, player: int, *, start: bool = True) -> str:
        """The viewer's seat is "You" ("you" inside a sentence); the other goes by its name."""
        if player == self.seat:
            return "You" if start else "you"
        return self.names[player]

    def _whose(self, player: int) -> str:
        return "your" if player == self.seat else f"{self.names[player]}'s"

    def _seats(self, text: str) -> str:
        """A neutral description with the seats named for the viewer."""

        def name(match: re.Match[str]) -> str:
            player = int(match.group(2)) - 1
            if match.group(3):
                return match.group(1) + self._whose(player)
            return match.group(1) + self._name(player, start=match.start() == 0)

        return SEAT.sub(name, text)

    # -- the table ---------------------------------------------------------------------------

    def _slots(self, view: SlotWarsView) -> None:
        grid = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        grid.add_column("")
        for index in range(1, 10):
            mark = "*" if index == view.slot and view.phase in ("place", "reveal", "draw") else ""
            grid.add_column(f"S{index}{mark}", justify="center")
        for player in (1 - self.seat, self.seat):
            row = [self.names[player]]
            for stack in view.slots:
                cards = [table_markup(t) for t in stack if t.controller == player]
                row.append("\n".join(cards) or "[muted]·[/]")
            grid.add_row(*row)
        if view.scored:
            marks = []
            for winner in view.scored:
                marks.append(
                    "[muted]=[/]"
                    if winner is None
                    else "[win]you[/]"
                    if winner == self.seat
                    else "[loss]opp[/]"
                )
            grid.add_row("point", *marks)
        self.console.print(grid)
        self._cards_on_table(view)

    def _cards_on_table(self, view: SlotWarsView) -> None:
        """Every card on the table: whose side, its value with how it is reached (printed value,
        counters, each effect by its source's title) and its rules text."""
        listing = Table(box=None, pad_edge=False, show_header=True, header_style="muted")
        for column in ("slot", "side", "card", "value", "text"):
            listing.add_column(column, overflow="fold")
        rows = 0
        for slot, stack in enumerate(view.slots, 1):
            for entry in stack:
                listing.add_row(
                    f"S{slot}",
                    self._name(entry.controller),
                    self._card_label(entry),
                    f"[bold]{entry.explain.split(' = ')[0]}[/] = "
                    + escape(entry.explain.split(" = ", 1)[1]),
                    escape(entry.card.text) if entry.card is not None else "",
                )
                rows += 1
        if rows:
            self.console.print(listing)

    def _card_label(self, entry: TableView) -> str:
        """A table card's title and marks: face down, tapped, owned by the other seat."""
        title = escape(entry.card.title) if entry.card is not None else "[muted]?[/]"
        marks = [] if entry.revealed else ["face down"]
        if entry.tapped:
            marks.append("tapped")
        if entry.owner != entry.controller:
            marks.append(f"{self._whose(entry.owner)} card")
        return title + (f" [muted]({', '.join(marks)})[/]" if marks else "")

    def _status(self, view: SlotWarsView) -> None:
        me, other = self.seat, 1 - self.seat
        self.console.print(
            f"Round {view.round} · rounds won: you {view.rounds_won[me]}, {self.names[other]}"
            f" {view.rounds_won[other]} · points this round {view.points[me]}-{view.points[other]}"
            + (f" · replays {view.replays}" if view.replays else "")
        )
        self.console.print(
            f"[muted]{self.names[other]}: hand {view.hand_counts[other]}, deck"
            f" {view.deck_counts[other]} · you: deck {view.deck_counts[me]}, sideboard"
            f" {view.sideboard_counts[me]}[/]"
        )

    def show_start(self, observation: Observation[Any]) -> None:
        self.console.print(Rule("[heading]Slot Wars[/]"))

    # -- choosing the deck ------------------------------------------------------------------------

    @staticmethod
    def _all_cards(view: SlotWarsView) -> list[CardInfo]:
        """The viewer's 30 cards, low to high."""
        return sorted((*view.deck, *view.sideboard), key=lambda c: (c.value, c.title, c.id))

    def _kept(self, view: SlotWarsView) -> set[str]:
        if self.keep is None:
            self.keep = set(view.suggested)
        return self.keep

    def _show_deck_choice(self, view: SlotWarsView) -> None:
        keep = self._kept(view)
        open_ids = {c.id for c in view.deck}
        self.console.print(Rule("[heading]Choose your deck[/]"))
        self.console.print(
            f"Keep {DECK_SIZE} of your {len(open_ids) + len(view.sideboard)} cards; the others"
            " are your sideboard (you may exchange cards between rounds). The automatic"
            " builder's suggestion is marked [bold]deck[/]."
        )
        for index, card in enumerate(self._all_cards(view), 1):
            if card.id not in open_ids:
                mark = "[muted]side ✓[/]"
            else:
                mark = "[win]deck  [/]" if card.id in keep else "[muted]side  [/]"
            self.console.print(f"  {mark} " + card_line(index, card))
        kept = len(keep & open_ids)
        side = len(open_ids) - kept + len(view.sideboard)
        style = "win" if kept == DECK_SIZE else "error"
        self.console.print(f"[{style}]Deck {kept}/{DECK_SIZE} · sideboard {side}/9[/]")

    def read_input(
        self, answer: str, observation: Observation[Any], decision: Decision
    ) -> list[str] | None:
        view = observation.view
        assert isinstance(view, SlotWarsView)
        if view.phase != "select" or answer.lower().startswith("sideboard "):
            return None
        keep = self._kept(view)
        open_ids = [c.id for c in view.deck]
        if not answer:
            kept = [c for c in open_ids if c in keep]
            if len(kept) != DECK_SIZE:
                gap = abs(len(kept) - DECK_SIZE)
                change = f"take {gap} out" if len(kept) > DECK_SIZE else f"put {gap} in"
                self.console.print(
                    f"[error]Your deck has {len(kept)} cards: {change} (type their numbers).[/]"
                )
                return []
            self.keep = None
            return [f"sideboard {c}" for c in open_ids if c not in keep]
        if answer.lower() in SUGGEST_WORDS:
            self.keep = set(view.suggested)
            return []
        cards = self._all_cards(view)
        words = answer.replace(",", " ").split()
        if all(w.isdigit() for w in words):
            picked = [cards[int(w) - 1] for w in words if 0 < int(w) <= len(cards)]
            if len(picked) != len(words):
                self.console.print(f"[error]Numbers go from 1 to {len(cards)}.[/]")
                return []
        else:
            found = [c for c in cards if c.title.lower() == answer.lower()]
            if not found:
                self.console.print(f"[error]You have no card titled {answer!r}.[/]")
                return []
            # a title held twice: the copy to move is one on the side it leaves
            kept_copy = [c for c in found if c.id in keep]
            picked = [kept_copy[0] if kept_copy else found[0]]
        for card in picked:
            if card.id not in open_ids:
                self.console.print(f"[error]{escape(card.title)} is in your sideboard already.[/]")
            elif card.id in keep:
                keep.discard(card.id)
            else:
                keep.add(card.id)
        return []

    def show_decision(self, observation: Observation[Any], decision: Decision) -> None:
        view = observation.view
        assert isinstance(view, SlotWarsView)
        if view.phase == "select":
            self._show_deck_choice(view)
            return
        if view.phase == "swap" and not is_choice(decision):
            self.console.print(Rule(f"Between rounds (after round {view.round})", style="muted"))
            self._status(view)
            self.console.print("Your deck:")
            for index, card in enumerate(self._open(view, view.deck), 1):
                self.console.print("  " + card_line(index, card))
            self.console.print("Your sideboard:")
            for index, card in enumerate(self._open(view, view.sideboard), 1):
                self.console.print("  " + card_line(index, card))
            return
        self.console.print(Rule(f"Round {view.round} · slot {view.slot}", style="muted"))
        self._slots(view)
        self._status(view)
        if is_choice(decision):
            self.console.print(f"[bold]{escape(decision.prompt)}[/]")
            for index, action in enumerate(decision.actions, 1):
                self.console.print(f"  [muted]{index}[/] {self._choice_label(view, action)}")
            return
        self.console.print("Your hand:")
        for index, card in enumerate(view.hand, 1):
            self.console.print("  " + card_line(index, card))

    @staticmethod
    def _choice_label(view: SlotWarsView, action: Action) -> str:
        """A choice as the person reads it: the card's title and value when it can be seen."""
        if not isinstance(action, Choose):
            return escape(str(action))
        known = [t.card for stack in view.slots for t in stack if t.card is not None]
        known.extend((*view.hand, *view.piles[0], *view.piles[1]))
        card = next((c for c in known if c.id == action.card), None)
        if card is None:  # a face-down card or a blind pick: the view's words for it
            return f"{escape(str(action))} [muted]({escape(view.label(action).removeprefix('Choose '))})[/]"
        return f"{escape(str(action))} [muted]({escape(card.label())})[/]"

    @staticmethod
    def _open(view: SlotWarsView, cards: tuple[CardInfo, ...]) -> list[CardInfo]:
        moved = {card for pair in view.swaps for card in pair}
        return [c for c in cards if c.id not in moved]

    def prompt(self, observation: Observation[Any], decision: Decision) -> str:
        view = observation.view
        assert isinstance(view, SlotWarsView)
        count = len(decision.actions)
        if any(isinstance(a, ChooseSlot) for a in decision.actions):
            return "Which slot? [slot N or its number in the list, q = quit]: "
        words = [a.word for a in decision.actions if isinstance(a, Answer)]
        if words and set(words) <= {"yes", "no"}:
            return "Yes or no? [y/n, q = quit]: "
        if words:
            return f"Which? [1-{len(words)}, q = quit]: "
        if is_choice(decision):
            stop = ", done = no more" if any(str(a) == "done" for a in decision.actions) else ""
            return f"Choose which? [1-{count}{stop}, q = quit]: "
        if view.phase == "select":
            return (
                "Enter = play the deck marked · numbers (3 17) or a title move cards in or out ·"
                " suggest = the builder's deck · q = quit: "
            )
        if view.phase == "swap":
            return "Exchange? [swap N M (sideboard N for deck M), Enter = done, q = quit]: "
        return (
            f"Place which card in slot {view.slot}? [1-{len(view.hand)}, a title or id, q = quit]: "
        )

    # -- events ------------------------------------------------------------------------------

    def show_events(self, events: tuple[Event, ...]) -> None:
        for event in events:
            self._show(event)

    def _show(self, event: Event) -> None:
        out = self.console.print
        you = self.seat
        if isinstance(event, GameOver | SlotOpened | DeckShuffled | CardSetAside):
            return
        if isinstance(event, DeckChosen):
            out(
                f"  [muted]Your deck is chosen: {event.deck} cards, {event.sideboard} in your"
                " sideboard.[/]"
            )
            return
        if isinstance(event, RoundStarted):
            replay = " (replay)" if event.replay else ""
            out(Rule(f"[heading]Round {event.round}{replay}[/]"))
        elif isinstance(event, CardsDrawn):
            if event.player == you and event.cards:
                out(f"  [muted]You draw {escape(', '.join(map(str, event.cards)))}[/]")
        elif isinstance(event, CardPlaced):
            if event.player == you:
                out(f"  You place {escape(str(event.card))} face down in slot {event.slot}.")
            else:
                out(f"  [muted]{self.names[event.player]} places a card face down.[/]")
        elif isinstance(event, CardsRevealed):
            self.pause(0.5)
            shown = "   ".join(
                f"{self._name(p)} [bold]{value}[/] {escape(str(card))}"
                for p, card, value in event.cards
            )
            out(f"  Slot {event.slot}: {shown}")
        elif isinstance(event, SlotScored):
            values = " vs ".join("-" if v is None else str(v) for v in event.values)
            who = (
                "nobody"
                if event.winner is None
                else "[win]you[/]"
                if event.winner == you
                else f"[loss]{self.names[event.winner]}[/]"
            )
            out(f"  Slot {event.slot} ({values}): point to {who}")
        elif isinstance(event, RoundWon):
            self.pause()
            style = "win" if event.player == you else "loss"
            verb = "win" if event.player == you else "wins"
            out(
                f"[{style}]{self._name(event.player)} {verb} round {event.round}[/]"
                f" {event.points[0]}-{event.points[1]}; rounds {event.rounds_won[0]}-"
                f"{event.rounds_won[1]}"
            )
        elif isinstance(event, RoundTied):
            self.pause()
            out(f"Round {event.round} tied {event.points[0]}-{event.points[1]}: it does not count.")
        elif isinstance(event, CardsExchanged):
            out(f"  You swap in {escape(str(event.card_in))} for {escape(str(event.card_out))}.")
        elif isinstance(event, SideboardReady):
            out(f"  [muted]Your deck is ready ({counted(event.swaps, 'exchange')}).[/]")
        else:
            out("  " + escape(self._ability_line(event)))

    def _ability_line(self, event: Event) -> str:
        """What a card's ability did, with the seats named for the viewer."""
        if isinstance(event, PointsScored):
            verb = "score" if event.amount >= 0 else "lose"
            me, other = self.seat, 1 - self.seat
            return (
                f"{self.says(event.player, verb)} {counted(abs(event.amount), 'point')} from"
                f" {self._seats(str(event.source))} (points: you {event.points[me]},"
                f" {self.names[other]} {event.points[other]})"
            )
        if isinstance(event, DrawSkipped):
            its = self.its(event.player)
            if event.pending:
                return f"{self._name(event.player)} will skip {its} next draw"
            return f"{self.says(event.player, 'skip')} {its} draw"
        if isinstance(event, CardsSeen):
            shown = f": {', '.join(map(str, event.cards))}" if event.cards else ""
            return f"{self.says(event.player, 'look')} at {counted(event.count, 'card')}{shown}"
        if isinstance(event, CardChosen):
            chosen = f"{self._seats(str(event.card))} for {self._seats(str(event.source))}"
            return f"{self.says(event.player, 'choose')} {chosen}"
        if isinstance(event, SlotChosen):
            where = f"slot {event.slot} for {self._seats(str(event.source))}"
            return f"{self.says(event.player, 'choose')} {where}"
        if isinstance(event, ChoiceStopped):
            return (
                f"{self.says(event.player, 'choose')} no more for {self._seats(str(event.source))}"
            )
        if isinstance(event, CardsTraded):
            return (
                f"Trade: {event.card} now belongs to {self._name(event.player, start=False)},"
                f" {event.other_card} to {self._name(event.other_player, start=False)}"
            )
        if isinstance(event, CardChanged) and event.player is not None:
            card = self._seats(str(event.card))
            return f"{card} {event.change} {self._name(event.player, start=False)}"
        return self._seats(event.describe())
