"""Warzone at the terminal: both Boards across the table, the enemy's face-down cards hidden, files
numbered, the last attack highlighted, and the WarCards of each war as they turn up."""

from __future__ import annotations

from typing import Any

from rich.rule import Rule
from rich.table import Table

from wartable.cli.render.base import TableRenderer, card_markup, or_list, renders
from wartable.core.cards import Card
from wartable.core.events import Event
from wartable.core.state import Action, Decision, Observation
from wartable.core.words import counted
from wartable.variants.warzone import (
    Arrange,
    Attack,
    Phase,
    Place,
    PlaceView,
    Retreat,
    WarzoneView,
)
from wartable.variants.warzone.events import (
    Attacked,
    AttackNext,
    BattleWon,
    BoardArranged,
    BoardChosen,
    BoardsAnnounced,
    CardArranged,
    ColourChosen,
    DefendCancelled,
    DefendLooked,
    DefendPlaced,
    GameOver,
    Retreated,
    TurnEnded,
    TurnStarted,
    WarCardsRecycled,
    WarCardsRevealed,
    WarStandOff,
    WarStarted,
    WarWon,
    suits_text,
)
from wartable.variants.warzone.state import BoardView

QUESTIONS = {
    Phase.COLOUR: "Your colour?",
    Phase.BOARD: "Which suit goes on your Board?",
    Phase.ARRANGE: "Which card goes here?",
    Phase.BEFORE: "Before the attack?",
    Phase.ATTACK: "Attack?",
    Phase.AFTER: "After the attack?",
}
PATTERNS: dict[type[Action], str] = {
    Attack: "attack N M: your file N against its file M",
    Place: "place N",
    Retreat: "retreat N R: file N, rank R",
}
"""How the prompt writes the actions that come in many versions."""


def choices_text(actions: tuple[Action, ...]) -> str:
    """The kinds of action offered, each once, as English: ``skip, defend or retreat N R: ...``;
    an arrangement as ``a card like QH``."""
    if isinstance(actions[0], Arrange):
        return f"a card like {actions[0]}"
    kinds = dict.fromkeys(PATTERNS.get(type(a), str(a)) for a in actions)
    return or_list(list(kinds))


def depth(board: BoardView) -> int:
    """The cards in the deepest file of a Board."""
    return max((len(file) for file in board), default=0)


def cards_markup(cards: tuple[Card, ...]) -> str:
    """Cards in colour, or a muted dash."""
    return " ".join(card_markup(card) for card in cards) or "[muted]-[/]"


@renders("warzone")
class WarzoneRenderer(TableRenderer):
    """The Warzone table in the terminal. Your Board is at the bottom, its front rank facing the
    enemy's; the enemy's files are numbered from its own left, so they run right to left. Every
    card of every file is drawn, whatever its depth, each rank behind the front (rank 1) numbered
    as ``retreat N R`` names them."""

    last_attack: tuple[int, int, int] | None = None
    """(attacking player, its file, the target file) of the latest attack."""

    def _cell(self, place: PlaceView, highlight: bool) -> str:
        if place.card is None:
            text = "[on blue] ?d[/]" if place.defended else card_markup(None)
        elif place.face_up:
            text = card_markup(place.card)
        else:
            text = f"[dim]{place.card.pretty()}[/]"
        return f"[reverse]{text}[/]" if highlight else text

    def _board(self, view: WarzoneView) -> None:
        me = view.seat if view.seat is not None else 0
        enemy = 1 - me
        files = view.files
        table = Table(box=None, show_header=False, padding=(0, 1))
        table.add_column(justify="right", style="muted")
        for _ in range(files):
            table.add_column(justify="center", min_width=4)
        marked: set[tuple[int, int]] = set()
        if self.last_attack is not None:
            attacker, file, target = self.last_attack
            marked = {(attacker, file - 1), (1 - attacker, target - 1)}

        def numbers(player: int, order: list[int]) -> list[str]:
            return [f"[reverse]{i + 1}[/]" if (player, i) in marked else str(i + 1) for i in order]

        enemy_order = list(reversed(range(files)))
        own_order = list(range(files))
        table.add_row(f"{self.names[enemy]} file", *numbers(enemy, enemy_order))

        def rank_row(player: int, rank: int, order: list[int]) -> None:
            board = view.boards[player]
            table.add_row(
                "front" if rank == 0 else f"rank {rank + 1}",
                *(
                    self._cell(board[i][rank], rank == 0 and (player, i) in marked)
                    if rank < len(board[i])
                    else ""
                    for i in order
                ),
            )

        if view.boards[enemy]:
            for rank in reversed(range(depth(view.boards[enemy]))):
                rank_row(enemy, rank, enemy_order)
        else:
            table.add_row("", "[muted](not laid out yet)[/]")
        table.add_row("", *(["[muted]───[/]"] * files))
        for rank in range(depth(view.boards[me])):
            rank_row(me, rank, own_order)
        table.add_row(f"{self.names[me]} file", *numbers(me, own_order))
        self.console.print(table)

    def _status(self, view: WarzoneView) -> None:
        out = self.console.print
        for player in (1 - (view.seat or 0), view.seat or 0):
            suits = view.board_suits[player]
            colour = view.colours[player]
            side = (colour.value + " · ") if colour is not None else ""
            board = f"Board {suits_text(suits)} · " if suits else ""
            out(
                f"[bold]{self.names[player]}[/] {side}{board}WarZone {view.zone_sizes[player]}"
                f" · holds {view.cards_held[player]} · discards {cards_markup(view.discards[player])}"
            )
            if view.seen_hidden[player] and player != view.seat:
                out(
                    f"  [muted]known to be in its WarZone or defended:[/] "
                    f"{cards_markup(view.seen_hidden[player])}"
                )
        if view.own_zone:
            out(f"Your WarZone holds [muted](order unknown)[/]: {cards_markup(view.own_zone)}")
        if view.in_hand:
            out(f"Your cards to place: {cards_markup(view.in_hand)}")
        if view.looking_at is not None:
            out(f"[bold]You look at {card_markup(view.looking_at)} on top of your WarZone.[/]")

    def show_start(self, observation: Observation[Any]) -> None:
        view = observation.view
        assert isinstance(view, WarzoneView)
        self.console.print(Rule("[heading]Warzone[/]"))
        self.console.print(f"{self.says(view.first, 'take')} the first turn.")

    def show_decision(self, observation: Observation[Any], decision: Decision) -> None:
        view = observation.view
        assert isinstance(view, WarzoneView)
        title = (
            f"Turn {view.turn + 1}"
            if view.phase not in (Phase.COLOUR, Phase.BOARD, Phase.ARRANGE)
            else "Setting up"
        )
        self.console.print(Rule(title, style="muted"))
        if view.phase not in (Phase.COLOUR, Phase.BOARD):
            self._board(view)
        self._status(view)
        shown = ", ".join(str(a) for a in decision.actions[:16])
        more = ", ..." if len(decision.actions) > 16 else ""
        self.console.print(f"[muted]{decision.prompt}: {shown}{more}[/]")

    def prompt(self, observation: Observation[Any], decision: Decision) -> str:
        view = observation.view
        assert isinstance(view, WarzoneView)
        question = "Place it?" if view.defending else QUESTIONS.get(view.phase, "Your move?")
        return (
            f"{question} [{choices_text(decision.actions)}; Enter = {decision.default}, q = quit]: "
        )

    def show_events(self, events: tuple[Event, ...]) -> None:
        for event in events:
            self._show(event)

    def _whose(self, player: int) -> str:
        return "your" if player == self.seat else f"{self.names[player]}'s"

    def _show(self, event: Event) -> None:
        out = self.console.print
        if isinstance(event, GameOver | TurnEnded | CardArranged | BoardChosen | AttackNext):
            return
        if isinstance(event, TurnStarted):
            self.pause(0.3)
            return
        if isinstance(event, ColourChosen):
            out(f"{self.says(event.player, 'take')} {event.colour.value}.")
        elif isinstance(event, BoardsAnnounced):
            first, second = event.suits
            out(
                f"Boards: {self.names[0]} {suits_text(first)}, {self.names[1]}"
                f" {suits_text(second)}. The other cards are shuffled into the WarZones."
            )
        elif isinstance(event, BoardArranged):
            if event.files:
                out("[muted]Your Board is laid out.[/]")
        elif isinstance(event, Retreated):
            what = card_markup(event.card) if event.card is not None else "a face-down card"
            out(
                f"  {self.says(event.player, 'retreat')} {what} from file {event.file}, rank"
                f" {event.rank} into {self.its(event.player)} WarZone."
            )
        elif isinstance(event, DefendLooked):
            if event.player != self.seat:
                out(f"  {self.names[event.player]} defends: it looks at the top of its WarZone.")
        elif isinstance(event, DefendPlaced):
            what = card_markup(event.card) if event.card is not None else "a face-down card"
            out(f"  {self.says(event.player, 'place')} {what} at the back of file {event.file}.")
        elif isinstance(event, DefendCancelled):
            out(f"  {self.says(event.player, 'cancel')} the defence.")
        elif isinstance(event, Attacked):
            self.last_attack = (event.player, event.file, event.target)
            self.pause(0.5)
            out(
                f"{self.says(event.player, 'attack')} with file {event.file}"
                f" {card_markup(event.attacker)} against {self._whose(1 - event.player)} file"
                f" {event.target} {card_markup(event.defender)}"
            )
        elif isinstance(event, BattleWon):
            self.pause()
            style = "win" if event.player == self.seat else "loss"
            out(
                f"[{style}]{card_markup(event.winner)} beats {card_markup(event.loser)}[/]:"
                f" {card_markup(event.loser)} goes into {self._whose(1 - event.player)} WarZone."
            )
        elif isinstance(event, WarStarted):
            self.pause()
            counts = event.war_cards
            out(
                f"[bold yellow]WAR![/] WarCards: {self.names[0]} {counts[0]},"
                f" {self.names[1]} {counts[1]}."
            )
        elif isinstance(event, WarCardsRevealed):
            self.pause(0.5)
            shown = event.cards
            out(
                f"  {self.names[0]} {card_markup(shown[0])}   {self.names[1]}"
                f" {card_markup(shown[1])}"
            )
        elif isinstance(event, WarCardsRecycled):
            player = event.player
            out(
                f"  [muted]{self.says(player, 'keep')}[/] {card_markup(event.kept)}[muted],"
                f" {self.verb(player, 'shuffle')}"
                f" back {len(event.returned)} and {self.verb(player, 'take')}"
                f" {counted(event.drawn, 'new WarCard')}.[/]"
            )
        elif isinstance(event, WarWon):
            self.pause()
            style = "win" if event.player == self.seat else "loss"
            out(
                f"[{style}]{self.says(event.player, 'win')} the war.[/]"
                f" {self.says(1 - event.player, 'discard')} {cards_markup(event.discarded)}."
            )
        elif isinstance(event, WarStandOff):
            out("[yellow]Stand-off:[/] both cards stay; every WarCard goes back.")
        else:
            out(event.describe())
