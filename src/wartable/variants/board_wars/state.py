"""The Board Wars engine (seed 000: Card Wars on a board).

Hidden information, exactly: a player sees the values of its own cards only. Every card that leaves
a deck gets a public number (``#uid``), so both players can follow it; what a player learns of an
enemy card is what the battles and wars it fought against its own cards tell: a range of values
(``low``-``high``), a single value after a tie. A card's move count is public as it is spent, so a
card still on the board after ``k`` counted moves cannot be one whose count is ``k`` or less (an ace
that attacked has expired). Discard piles are face up; captured cards stay face down unless the
``reveal_captures`` option says otherwise. ``resample`` draws every hidden enemy card (and the
order of both decks) so that all of that still holds, starting from sorted lists and consuming the
generator in an order fixed by what the player sees, so its result depends only on the observation.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from itertools import combinations
from typing import Any, Self

from wartable.core.cards import Card, Deck, format_cards
from wartable.core.errors import IllegalActionError, OptionError, RecordError
from wartable.core.events import EVERYONE, NOBODY, Audience, Event, Viewer
from wartable.core.outcome import Outcome, Termination
from wartable.core.rng import Rng, check_seed
from wartable.core.state import Action, Decision, GameState, Observation, View
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
    ValuesCompared,
    WarDecided,
    WarPlanChosen,
    seat_name,
)
from wartable.variants.board_wars.options import AtLimit, BoardWarsOptions

COLUMNS = 5
LETTERS = "abcde"
LOWEST, HIGHEST = 2, 14
TURN_PROMPT = "Spawn, move, or end your turn"
WAR_PROMPT = "Choose how to prepare for war"

Square = tuple[int, int]
"""(column 0-4, row 0-based from the first player's side)."""

Hidden = tuple[Card, int]
"""A face-down card away from the board and its public number."""


def square_name(square: Square) -> str:
    """``c3`` for column 2, row 2."""
    return f"{LETTERS[square[0]]}{square[1] + 1}"


def parse_square(text: str, rows: int) -> Square:
    """Read ``c3``; raise IllegalActionError naming the board's size if it is off the board."""
    text = text.strip().lower()
    if len(text) < 2 or text[0] not in LETTERS or not text[1:].isdigit():
        raise IllegalActionError(f"cannot read square {text!r}: expected a column a-e and a row")
    row = int(text[1:]) - 1
    if not 0 <= row < rows:
        raise IllegalActionError(f"square {text!r} is off the board (rows 1-{rows})")
    return LETTERS.index(text[0]), row


@cache
def neighbour_table(rows: int, diagonal: bool, forward: int) -> Mapping[Square, tuple[Square, ...]]:
    """The squares adjacent to each square of a board with ``rows`` rows (orthogonally, and
    diagonally too if ``diagonal``), the step ``forward`` (+1 or -1 in rows) listed first and the
    way back last, so that the first legal move of a card is its advance."""
    steps = [(0, forward), (-1, 0), (1, 0), (0, -forward)]
    if diagonal:
        steps[1:1] = [(-1, forward), (1, forward)]
        steps += [(-1, -forward), (1, -forward)]
    return {
        (column, row): tuple(
            (column + dx, row + dy)
            for dx, dy in steps
            if 0 <= column + dx < COLUMNS and 0 <= row + dy < rows
        )
        for column in range(COLUMNS)
        for row in range(rows)
    }


def move_count(rank: int) -> int:
    """Counted moves a card has once it has attacked: ace 1, jack to king 2, others 3."""
    if rank == HIGHEST:
        return 1
    return 2 if rank >= 11 else 3


@dataclass(frozen=True, slots=True)
class Piece:
    """A card on the board: its owner, value, public number and counted moves spent."""

    owner: int
    card: Card
    uid: int
    spent: int = 0


@dataclass(frozen=True, slots=True)
class Spawn(Action):
    """Put the top card of the deck on the spawn space of this column. Text: ``spawn c``."""

    column: int

    def __str__(self) -> str:
        return f"spawn {LETTERS[self.column]}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move a card to an adjacent square, attacking an enemy card there. Text: ``c2-c3``."""

    origin: Square
    target: Square

    def __str__(self) -> str:
        return f"{square_name(self.origin)}-{square_name(self.target)}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn. Text: ``end``."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class WarPlan(Action):
    """How a player prepares for a war.

    Method 1 (``war1 a1 b2 c3``): three board cards as spoils, the deck's top card decides.
    Method 2 (``war2 d4``): the deck's top three as spoils, this board card decides.
    Neither possible (``war0 d4`` or ``war0 deck``): up to three deck cards as spoils, and a board
    card or the deck's top card decides.
    """

    method: int
    spoils: tuple[Square, ...] = ()
    decider: Square | None = None

    def __str__(self) -> str:
        squares = [square_name(s) for s in self.spoils]
        if self.method != 1:
            squares.append("deck" if self.decider is None else square_name(self.decider))
        return " ".join([f"war{self.method}", *squares])


@dataclass
class War:
    """A war in progress: where it is fought, its round, the secret plans and what is set aside."""

    origin: Square
    target: Square
    attacker: int
    depth: int = 1
    plans: dict[int, WarPlan] = field(default_factory=dict)
    aside: tuple[list[Hidden], list[Hidden]] = field(default_factory=lambda: ([], []))
    deck_deciders: tuple[list[Hidden], list[Hidden]] = field(default_factory=lambda: ([], []))

    def warring(self, player: int) -> Square:
        """The square of ``player``'s card in this war."""
        return self.origin if player == self.attacker else self.target


@dataclass(frozen=True, slots=True)
class PieceView:
    """A card on the board as one viewer sees it: its value if it is the viewer's own, else the
    range the viewer has narrowed it to."""

    square: str
    owner: int
    uid: int
    spent: int
    card: Card | None
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class HiddenView:
    """A card off the board (captured or set aside) as one viewer sees it."""

    uid: int
    card: Card | None
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class WarView:
    """A war in progress as one viewer sees it."""

    origin: str
    target: str
    attacker: int
    depth: int
    chosen: bool
    aside: tuple[tuple[HiddenView, ...], tuple[HiddenView, ...]]
    deck_deciders: tuple[tuple[HiddenView, ...], tuple[HiddenView, ...]]


@dataclass(frozen=True, slots=True)
class BoardWarsView(View):
    """What one viewer knows: the board, deck sizes, discards (face up), the capture piles
    (``captured[p]`` is the pile of player ``p``'s captures), and any war in progress."""

    seat: int | None
    rows: int
    turn: int
    active: int
    spawned: bool
    moved: bool
    pieces: tuple[PieceView, ...]
    deck_counts: tuple[int, int]
    discards: tuple[tuple[Card, ...], tuple[Card, ...]]
    captured: tuple[tuple[HiddenView, ...], tuple[HiddenView, ...]]
    war: WarView | None

    def describe(self) -> str:
        lines = [f"Turn {self.turn + 1}, {seat_name(self.active)} to play"]
        lines.extend(board_picture(self))
        for player in (0, 1):
            you = " (you)" if player == self.seat else ""
            lines.append(
                f"{seat_name(player)}{you}: deck {self.deck_counts[player]},"
                f" captured {len(self.captured[player])}, discard"
                f" {format_cards(self.discards[player]) or '-'}"
            )
        if self.war is not None:
            lines.append(f"War at {self.war.origin}-{self.war.target}, round {self.war.depth}")
        return "\n".join(lines)


def board_picture(view: BoardWarsView) -> list[str]:
    """The board as text, the second player's spawn row on top; own cards by value, enemy cards as
    ``?`` with their number, e.g. ``Q1`` (yours) or ``?7`` (player 2's card #7)."""
    cells = {p.square: p for p in view.pieces}
    lines = []
    for row in reversed(range(view.rows)):
        marks = []
        for column in range(COLUMNS):
            piece = cells.get(square_name((column, row)))
            if piece is None:
                marks.append(" .  ")
            elif piece.card is not None:
                marks.append(f"{piece.card!s:>3}{'ab'[piece.owner]}")
            else:
                marks.append(f"?{piece.uid:<2}{'ab'[piece.owner]}")
        lines.append(f"{row + 1:>2} {' '.join(marks)}")
    lines.append("    " + "    ".join(LETTERS))
    return lines


class BoardWarsState(GameState):
    """A game of Board Wars. Create it with ``new_game("board-wars", options, seed)``."""

    variant_id = "board-wars"
    version = 1
    length_metric = "turns"
    search_horizon = 2

    __slots__ = (
        "_active",
        "_board",
        "_bounds",
        "_captured",
        "_counters",
        "_decks",
        "_discards",
        "_moved",
        "_next_uid",
        "_options",
        "_outcome",
        "_quiet",
        "_rng",
        "_seed",
        "_spawned",
        "_turn",
        "_war",
    )

    def __init__(self, options: BoardWarsOptions, seed: int, rng: Rng, *, quiet: bool) -> None:
        self._options = options
        self._seed = seed
        self._rng = rng
        self._quiet = quiet
        self._decks: tuple[list[Card], list[Card]] = ([], [])
        self._board: dict[Square, Piece] = {}
        self._discards: tuple[list[Card], list[Card]] = ([], [])
        self._captured: tuple[list[Hidden], list[Hidden]] = ([], [])
        self._bounds: tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int]]] = ({}, {})
        self._war: War | None = None
        self._next_uid = 1
        self._active = 0
        self._spawned = False
        self._moved = False
        self._turn = 0
        self._counters = {"battles": 0, "wars": 0}
        self._outcome: Outcome | None = None

    @classmethod
    def new(cls, options: Any, seed: int, *, quiet: bool = False) -> Self:
        if not isinstance(options, BoardWarsOptions):
            raise OptionError(f"board-wars needs BoardWarsOptions, got {type(options).__name__}")
        state = cls(options, check_seed(seed), Rng(seed), quiet=quiet)
        for deck in state._decks:
            deck.extend(Deck.standard().cards)
            state._rng.shuffle(deck)
        state._active = options.first_player.seat(state._rng)
        return state

    @classmethod
    def from_position(
        cls,
        options: BoardWarsOptions,
        *,
        pieces: Mapping[str, tuple[int, str]] | None = None,
        decks: tuple[Sequence[Card], Sequence[Card]] = ((), ()),
        active: int = 0,
        seed: int = 0,
    ) -> Self:
        """A game from a given position, for scripted tests: ``pieces`` maps squares to (owner,
        card), decks are top first. Cards need not make whole decks."""
        state = cls(options, check_seed(seed), Rng(seed), quiet=False)
        for name, (owner, card) in sorted((pieces or {}).items()):
            square = parse_square(name, options.rows)
            state._board[square] = Piece(owner, Card.parse(card), state._new_uid())
        for player in (0, 1):
            state._decks[player].extend(decks[player])
        state._active = active
        return state

    # -- facts --------------------------------------------------------------------------------

    @property
    def options(self) -> BoardWarsOptions:
        return self._options

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def turn(self) -> int:
        return self._turn

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def active(self) -> int:
        """Whose turn it is."""
        return self._active

    @property
    def board(self) -> dict[str, Piece]:
        """The board by square name (the whole truth; not for agents)."""
        return {square_name(s): p for s, p in sorted(self._board.items())}

    def deck(self, player: int) -> tuple[Card, ...]:
        """A deck, top first (the whole truth)."""
        return tuple(self._decks[player])

    def discard(self, player: int) -> tuple[Card, ...]:
        """A discard pile (face up)."""
        return tuple(self._discards[player])

    def captured(self, player: int) -> tuple[Card, ...]:
        """The cards ``player`` has captured."""
        return tuple(card for card, _ in self._captured[player])

    def summary(self) -> Mapping[str, int]:
        return {
            "turns": self._turn,
            **self._counters,
            "captured": len(self._captured[0]) + len(self._captured[1]),
        }

    def evaluate(self, player: int) -> float:
        """The payoff once over; else the lead in captures, spawn spaces held and ground gained
        (each card's rows advanced, a whole crossing worth half a capture), squashed into
        (-0.9, 0.9). Search agents call it on sampled states, where every value is known."""
        if self._outcome is not None:
            return self._outcome.payoff(player)
        lead = self._standing(player) - self._standing(1 - player)
        return 0.9 * math.tanh(lead / 12)

    def _standing(self, player: int) -> float:
        home = self._home_row(player)
        crossing = self._options.rows - 1
        ground = sum(
            abs(square[1] - home) / crossing
            for square, piece in self._board.items()
            if piece.owner == player
        )
        return len(self._captured[player]) + 3 * self._spawns_held(player) + ground / 2

    def mute(self) -> None:
        self._quiet = True

    def _home_row(self, player: int) -> int:
        return 0 if player == 0 else self._options.rows - 1

    def _spawns_held(self, player: int) -> int:
        row = self._home_row(1 - player)
        return sum(
            1
            for column in range(COLUMNS)
            if (piece := self._board.get((column, row))) is not None and piece.owner == player
        )

    def _new_uid(self) -> int:
        uid = self._next_uid
        self._next_uid += 1
        return uid

    # -- decisions ----------------------------------------------------------------------------

    def decisions(self) -> tuple[Decision, ...]:
        if self._outcome is not None:
            return ()
        war = self._war
        if war is not None:
            plans = [self._war_plans(player) for player in (0, 1)]
            if not all(player in war.plans or plans[player] for player in (0, 1)):
                return ()  # a side that cannot prepare loses the war: nothing to choose
            return tuple(
                Decision(player, WAR_PROMPT, plans[player])
                for player in (0, 1)
                if player not in war.plans
            )
        return (Decision(self._active, TURN_PROMPT, self._turn_actions()),)

    def _turn_actions(self) -> tuple[Action, ...]:
        player = self._active
        actions: list[Action] = []
        if not self._spawned and self._decks[player]:
            row = self._home_row(player)
            actions.extend(
                Spawn(column) for column in range(COLUMNS) if (column, row) not in self._board
            )
        if not self._moved:
            board = self._board
            neighbours = self._neighbours()
            enemy_row = self._home_row(1 - player)
            ahead = sorted(board.items(), key=lambda item: (abs(item[0][1] - enemy_row), item[0]))
            for square, piece in ahead:
                if piece.owner == player:
                    actions.extend(
                        Move(square, target)
                        for target in neighbours[square]
                        if (occupant := board.get(target)) is None or occupant.owner != player
                    )
        actions.append(EndTurn())
        return tuple(actions)

    def _can_do_more(self) -> bool:
        """Whether the active player can still spawn or move (``_turn_actions`` is more than the
        end of the turn), found without listing the actions."""
        player = self._active
        board = self._board
        if not self._spawned and self._decks[player]:
            row = self._home_row(player)
            if any((column, row) not in board for column in range(COLUMNS)):
                return True
        if not self._moved:
            neighbours = self._neighbours()
            for square, piece in board.items():
                if piece.owner == player and any(
                    (occupant := board.get(target)) is None or occupant.owner != player
                    for target in neighbours[square]
                ):
                    return True
        return False

    def _neighbours(self) -> Mapping[Square, tuple[Square, ...]]:
        forward = 1 if self._active == 0 else -1
        return neighbour_table(self._options.rows, self._options.diagonal, forward)

    def _war_plans(self, player: int) -> tuple[WarPlan, ...]:
        war = self._war
        assert war is not None
        warring = war.warring(player)
        others = [s for s, p in sorted(self._board.items()) if p.owner == player and s != warring]
        deck = len(self._decks[player])
        plans: list[WarPlan] = []
        if len(others) >= 3 and deck >= 1:
            plans.extend(WarPlan(1, trio) for trio in combinations(others, 3))
        if deck >= 3 and others:
            plans.extend(WarPlan(2, decider=square) for square in others)
        if plans:
            return tuple(plans)
        fallback = [WarPlan(0, decider=square) for square in others]
        if deck:
            fallback.append(WarPlan(0))
        return tuple(fallback)

    def parse_action(self, player: int, text: str) -> Action:
        """Read ``spawn c``, ``c2-c3``, ``end``, ``war1 a1 b2 c3``, ``war2 d4``, ``war0 deck``."""
        legal = self.legal_actions(player)
        if not legal:
            raise IllegalActionError(f"{seat_name(player)} has nothing to decide now")
        words = text.strip().lower().replace("-", " - ").split()
        rows = self._options.rows
        action: Action
        if words == ["end"]:
            action = EndTurn()
        elif len(words) == 2 and words[0] == "spawn":
            action = Spawn(parse_square(words[1] + "1", rows)[0])
        elif len(words) == 3 and words[1] == "-":
            action = Move(parse_square(words[0], rows), parse_square(words[2], rows))
        elif words and words[0] in ("war0", "war1", "war2"):
            method = int(words[0][-1])
            squares = [None if w == "deck" else parse_square(w, rows) for w in words[1:]]
            if method == 1:
                spoils = tuple(sorted(s for s in squares if s is not None))
                action = WarPlan(1, spoils)
            else:
                action = WarPlan(method, decider=squares[0] if squares else None)
        else:
            raise IllegalActionError(
                f"cannot read action {text!r}: expected e.g. 'spawn c', 'c2-c3', 'end' or a war plan"
            )
        if action not in legal:
            shown = ", ".join(str(a) for a in legal[:12]) + (", ..." if len(legal) > 12 else "")
            raise IllegalActionError(
                f"{action} is not legal for {seat_name(player)} now; legal: {shown}"
            )
        return action

    # -- acting -------------------------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        events: list[Event] | None = None if self._quiet else []
        if isinstance(action, WarPlan):
            war = self._war
            assert war is not None
            war.plans[player] = action
            if events is not None:
                events.append(WarPlanChosen(player, audience=Audience.only(player)))
            if not self.decisions():
                self._fight_war(events)
        elif isinstance(action, Spawn):
            self._spawn(player, action.column, events)
        elif isinstance(action, Move):
            self._move(player, action, events)
        else:
            self._end_turn(events)
        return () if events is None else tuple(events)

    def _advance(self) -> tuple[Event, ...]:
        events: list[Event] | None = None if self._quiet else []
        self._fight_war(events)
        return () if events is None else tuple(events)

    def _spawn(self, player: int, column: int, events: list[Event] | None) -> None:
        card = self._decks[player].pop(0)
        square = (column, self._home_row(player))
        piece = Piece(player, card, self._new_uid())
        self._board[square] = piece
        self._spawned = True
        if events is not None:
            events.append(
                Spawned(
                    player, square_name(square), piece.uid, card, audience=Audience.only(player)
                )
            )
        self._after_action(events)

    def _move(self, player: int, move: Move, events: list[Event] | None) -> None:
        piece = self._board[move.origin]
        defender = self._board.get(move.target)
        self._moved = True
        if defender is None:
            del self._board[move.origin]
            self._board[move.target] = piece
            if events is not None:
                events.append(
                    Moved(player, piece.uid, square_name(move.origin), square_name(move.target))
                )
            if piece.spent:
                self._spend(move.target, events)
            self._after_action(events)
            return
        self._counters["battles"] += 1
        result = _compare(piece.card, defender.card)
        self._learn(player, defender.uid, piece.card.rank, result, attacker_side=True)
        self._learn(1 - player, piece.uid, defender.card.rank, result, attacker_side=False)
        if events is not None:
            events.append(
                BattleFought(
                    player,
                    square_name(move.origin),
                    square_name(move.target),
                    piece.uid,
                    defender.uid,
                    result,
                )
            )
            events.append(ValuesCompared((piece.card, defender.card), audience=NOBODY))
        if result is Result.TIE:
            self._war = War(move.origin, move.target, player)
            self._counters["wars"] += 1
            if not self.decisions():
                self._fight_war(events)
            return
        self._end_battle(move.origin, move.target, result, events)

    def _end_battle(
        self, origin: Square, target: Square, result: Result, events: list[Event] | None
    ) -> None:
        """The loser's card is captured; a winning attacker takes the square; then the attacker's
        move is counted and the turn goes on."""
        attacker = self._board[origin]
        if result is Result.ATTACKER:
            self._capture(attacker.owner, target, events)
            del self._board[origin]
            self._board[target] = attacker
            self._spend(target, events)
        else:
            self._capture(1 - attacker.owner, origin, events)
        self._after_action(events)

    def _capture(self, captor: int, square: Square, events: list[Event] | None) -> None:
        piece = self._board.pop(square)
        self._captured[captor].append((piece.card, piece.uid))
        self._bounds[captor].pop(piece.uid, None)
        if events is not None:
            events.append(self._captured_event(captor, piece.card, piece.uid))

    def _captured_event(self, captor: int, card: Card, uid: int) -> Captured:
        audience = EVERYONE if self._options.reveal_captures else Audience.only(1 - captor)
        return Captured(captor, uid, card, audience=audience)

    def _spend(self, square: Square, events: list[Event] | None) -> None:
        piece = replace(self._board[square], spent=self._board[square].spent + 1)
        self._board[square] = piece
        if piece.spent >= move_count(piece.card.rank):
            del self._board[square]
            self._discard(piece.owner, [piece.card], "its moves are spent", events)

    def _discard(
        self, player: int, cards: list[Card], reason: str, events: list[Event] | None
    ) -> None:
        self._discards[player].extend(cards)
        if events is not None and cards:
            events.append(Discarded(player, tuple(cards), reason))

    def _learn(
        self, player: int, uid: int, own_rank: int, result: Result, *, attacker_side: bool
    ) -> None:
        """Narrow what ``player`` knows of enemy card ``uid`` after it met a card of ``own_rank``."""
        low, high = self._bounds[player].get(uid, (LOWEST, HIGHEST))
        own_won = (result is Result.ATTACKER) == attacker_side
        if result is Result.TIE:
            low = high = own_rank
        elif own_won:
            high = min(high, own_rank - 1)
        else:
            low = max(low, own_rank + 1)
        self._bounds[player][uid] = (low, high)

    def _fight_war(self, events: list[Event] | None) -> None:
        """Play war rounds until one is decided or a player must choose a plan."""
        war = self._war
        assert war is not None
        while True:
            able = [bool(war.plans.get(p)) or bool(self._war_plans(p)) for p in (0, 1)]
            if all(able) and len(war.plans) < 2:
                return
            if not any(able):
                self._mutual_capture(war, events)
                return
            if not all(able):
                loser = able.index(False)
                self._finish_war(war, 1 - loser, events)
                return
            deciders = [self._set_aside(war, p, war.plans[p], events) for p in (0, 1)]
            result = _compare(deciders[war.attacker][0], deciders[1 - war.attacker][0])
            for player in (0, 1):
                own, theirs = deciders[player], deciders[1 - player]
                attacker_side = player == war.attacker
                self._learn(player, theirs[1], own[0].rank, result, attacker_side=attacker_side)
            if events is not None:
                events.append(WarDecided(result, war.depth))
                events.append(
                    ValuesCompared(
                        (deciders[war.attacker][0], deciders[1 - war.attacker][0]), audience=NOBODY
                    )
                )
            if result is not Result.TIE:
                winner = war.attacker if result is Result.ATTACKER else 1 - war.attacker
                self._finish_war(war, winner, events)
                return
            war.depth += 1
            war.plans = {}

    def _set_aside(
        self, war: War, player: int, plan: WarPlan, events: list[Event] | None
    ) -> Hidden:
        """Carry out a plan: spoils set aside face down; return the decider (card, number)."""
        deck = self._decks[player]
        decider: Hidden
        if plan.decider is None and plan.method != 2:
            decider = (deck.pop(0), self._new_uid())
            war.deck_deciders[player].append(decider)
        else:
            assert plan.decider is not None
            piece = self._board[plan.decider]
            decider = (piece.card, piece.uid)
        for square in plan.spoils:
            piece = self._board.pop(square)
            war.aside[player].append((piece.card, piece.uid))
        drawn = 0
        if plan.method != 1:
            drawn = min(3, len(deck))
            war.aside[player].extend((deck.pop(0), self._new_uid()) for _ in range(drawn))
        if events is not None:
            where = "the deck's top card" if plan.decider is None else square_name(plan.decider)
            events.append(
                SpoilsSetAside(player, tuple(square_name(s) for s in plan.spoils), drawn, where)
            )
        return decider

    def _finish_war(self, war: War, winner: int, events: list[Event] | None) -> None:
        """The winner's spoils return to its discard pile, the loser's become its captures; deck
        deciders go to their owners' discards; then the war's winner wins the battle."""
        self._war = None
        loser = 1 - winner
        self._discard(winner, [card for card, _ in war.aside[winner]], "its war spoils", events)
        for card, uid in war.aside[loser]:
            self._captured[winner].append((card, uid))
            if events is not None:
                events.append(self._captured_event(winner, card, uid))
        for player in (0, 1):
            cards = [card for card, _ in war.deck_deciders[player]]
            self._discard(player, cards, "its war decider", events)
        result = Result.ATTACKER if winner == war.attacker else Result.DEFENDER
        self._end_battle(war.origin, war.target, result, events)

    def _mutual_capture(self, war: War, events: list[Event] | None) -> None:
        """Neither side can decide a war: each captures the other's warring card."""
        self._war = None
        attacker = war.attacker
        self._capture(attacker, war.target, events)
        self._capture(1 - attacker, war.origin, events)
        self._after_action(events)

    def _after_action(self, events: list[Event] | None) -> None:
        """End the turn once the player can do nothing but end it."""
        if self._outcome is None and self._war is None and not self._can_do_more():
            self._end_turn(events)

    def _end_turn(self, events: list[Event] | None) -> None:
        """End the active player's turn: check its wins, then the turn limit; then the other
        player's turn starts (and ends at once, for as long as a player can do nothing)."""
        while True:
            player = self._active
            other = 1 - player
            if events is not None:
                events.append(TurnEnded(player))
            if self._spawns_held(player) == COLUMNS:
                self._finish(player, Termination.SPAWNS_TAKEN, events)
                return
            if self._out_of_cards(other):
                if self._out_of_cards(player):
                    self._finish(self._most_captured(), Termination.EXHAUSTED, events)
                else:
                    self._finish(player, Termination.ALL_CAPTURED, events)
                return
            self._turn += 1
            if self._turn >= self._options.max_turns:
                at_limit = self._options.at_limit
                winner = self._most_captured() if at_limit is AtLimit.MOST_CAPTURED else None
                self._finish(winner, Termination.TURN_LIMIT, events)
                return
            self._active = other
            self._spawned = self._moved = False
            if events is not None:
                events.append(TurnStarted(other, self._turn + 1))
            if self._can_do_more():
                return

    def _out_of_cards(self, player: int) -> bool:
        """Whether ``player`` has no card on the board and none in its deck."""
        return not self._decks[player] and not any(
            piece.owner == player for piece in self._board.values()
        )

    def _most_captured(self) -> int | None:
        """The player who captured more cards; ``None`` if both captured as many."""
        first, second = len(self._captured[0]), len(self._captured[1])
        return None if first == second else int(second > first)

    def _finish(
        self, winner: int | None, termination: Termination, events: list[Event] | None
    ) -> None:
        scores = (float(len(self._captured[0])), float(len(self._captured[1])))
        self._outcome = Outcome(winner, termination, scores)
        if events is not None:
            events.append(GameOver(self._outcome))

    # -- views and copies ---------------------------------------------------------------------

    def _hidden_view(
        self, viewer: Viewer, owner: int, card: Card, uid: int, face_up: bool
    ) -> HiddenView:
        if face_up or owner == viewer:
            return HiddenView(uid, card, card.rank, card.rank)
        low, high = (
            self._bounds[viewer].get(uid, (LOWEST, HIGHEST))
            if viewer is not None
            else (
                LOWEST,
                HIGHEST,
            )
        )
        return HiddenView(uid, None, low, high)

    def observe(self, viewer: Viewer) -> Observation[BoardWarsView]:
        pieces = []
        for square, piece in sorted(self._board.items()):
            seen = self._hidden_view(viewer, piece.owner, piece.card, piece.uid, False)
            pieces.append(
                PieceView(
                    square_name(square),
                    piece.owner,
                    piece.uid,
                    piece.spent,
                    seen.card,
                    seen.low,
                    seen.high,
                )
            )
        reveal = self._options.reveal_captures
        captured = tuple(
            tuple(
                self._hidden_view(viewer, 1 - captor, c, u, reveal)
                for c, u in self._captured[captor]
            )
            for captor in (0, 1)
        )
        war_view = None
        if self._war is not None:
            war = self._war

            def hidden(pile: list[Hidden], owner: int) -> tuple[HiddenView, ...]:
                return tuple(self._hidden_view(viewer, owner, c, u, False) for c, u in pile)

            war_view = WarView(
                square_name(war.origin),
                square_name(war.target),
                war.attacker,
                war.depth,
                viewer in war.plans,
                (hidden(war.aside[0], 0), hidden(war.aside[1], 1)),
                (hidden(war.deck_deciders[0], 0), hidden(war.deck_deciders[1], 1)),
            )
        view = BoardWarsView(
            seat=viewer,
            rows=self._options.rows,
            turn=self._turn,
            active=self._active,
            spawned=self._spawned,
            moved=self._moved,
            pieces=tuple(pieces),
            deck_counts=(len(self._decks[0]), len(self._decks[1])),
            discards=(tuple(self._discards[0]), tuple(self._discards[1])),
            captured=(captured[0], captured[1]),
            war=war_view,
        )
        legal = self.legal_actions(viewer) if viewer is not None else ()
        return Observation(self.variant_id, viewer, self._turn, view, legal, self._outcome)

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        copy._options = self._options
        copy._seed = self._seed
        copy._quiet = self._quiet
        copy._rng = Rng()
        copy._rng.setstate(self._rng.getstate())
        copy._decks = (list(self._decks[0]), list(self._decks[1]))
        copy._board = dict(self._board)
        copy._discards = (list(self._discards[0]), list(self._discards[1]))
        copy._captured = (list(self._captured[0]), list(self._captured[1]))
        copy._bounds = (dict(self._bounds[0]), dict(self._bounds[1]))
        copy._war = None
        if self._war is not None:
            war = self._war
            copy._war = War(
                war.origin,
                war.target,
                war.attacker,
                war.depth,
                dict(war.plans),
                (list(war.aside[0]), list(war.aside[1])),
                (list(war.deck_deciders[0]), list(war.deck_deciders[1])),
            )
        copy._next_uid = self._next_uid
        copy._active = self._active
        copy._spawned = self._spawned
        copy._moved = self._moved
        copy._turn = self._turn
        copy._counters = dict(self._counters)
        copy._outcome = self._outcome
        return copy

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self.clone()
        copy._rng = rng.spawn()
        other = 1 - player
        war = copy._war
        if war is not None and player not in war.plans:
            war.plans.pop(other, None)
        bounds = copy._bounds[player]
        places: list[tuple[int, tuple[int, int], int, Any]] = []
        for square, piece in copy._board.items():
            if piece.owner == other:
                places.append(
                    (piece.uid, bounds.get(piece.uid, (LOWEST, HIGHEST)), piece.spent, square)
                )
        piles: list[list[Hidden]] = []
        if not copy._options.reveal_captures:
            piles.append(copy._captured[player])
        if war is not None:
            piles += [war.aside[other], war.deck_deciders[other]]
        for pile in piles:
            for index, (_, uid) in enumerate(pile):
                places.append((uid, bounds.get(uid, (LOWEST, HIGHEST)), 0, (pile, index)))
        places.sort(key=lambda place: place[0])
        cards = sorted(
            [card for _, card, _ in _cards_at(copy, places)] + copy._decks[other], key=_order
        )
        chosen = _draw_consistent(places, cards, rng)
        if chosen is None:
            raise RuntimeError(
                "no hidden cards fit what the player knows; the state is inconsistent"
            )
        for (uid, _, _, where), card in zip(places, chosen, strict=True):
            if isinstance(where, tuple) and isinstance(where[0], list):
                pile, index = where
                pile[index] = (card, uid)
            else:
                copy._board[where] = replace(copy._board[where], card=card)
            cards.remove(card)
        rng.shuffle(cards)
        copy._decks[other][:] = cards
        own = sorted(copy._decks[player], key=_order)
        rng.shuffle(own)
        copy._decks[player][:] = own
        return copy

    def to_json(self) -> dict[str, Any]:
        def hidden(pile: list[Hidden]) -> list[list[Any]]:
            return [[str(card), uid] for card, uid in pile]

        war = self._war
        return {
            "variant": self.variant_id,
            "version": self.version,
            "options": self._options.to_string(full=True),
            "seed": self._seed,
            "rng": self._rng.to_json(),
            "decks": [format_cards(d) for d in self._decks],
            "board": [
                [square_name(s), p.owner, str(p.card), p.uid, p.spent]
                for s, p in sorted(self._board.items())
            ],
            "discards": [format_cards(d) for d in self._discards],
            "captured": [hidden(c) for c in self._captured],
            "bounds": [
                [[uid, low, high] for uid, (low, high) in sorted(b.items())] for b in self._bounds
            ],
            "war": None
            if war is None
            else {
                "origin": square_name(war.origin),
                "target": square_name(war.target),
                "attacker": war.attacker,
                "depth": war.depth,
                "plans": {str(p): str(plan) for p, plan in sorted(war.plans.items())},
                "aside": [hidden(a) for a in war.aside],
                "deck_deciders": [hidden(d) for d in war.deck_deciders],
            },
            "next_uid": self._next_uid,
            "active": self._active,
            "spawned": self._spawned,
            "moved": self._moved,
            "turn": self._turn,
            "counters": dict(self._counters),
            "outcome": None if self._outcome is None else self._outcome.to_json(),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        try:
            if data["variant"] != cls.variant_id:
                raise RecordError(f"state is of variant {data['variant']!r}, not board-wars")
            if data["version"] != cls.version:
                raise RecordError(f"state has rules version {data['version']}, not {cls.version}")
            options = BoardWarsOptions.parse(data["options"])
            rows = options.rows

            def cards(text: str) -> list[Card]:
                return [Card.parse(t) for t in text.split()]

            def hidden(items: Any) -> list[Hidden]:
                return [(Card.parse(card), int(uid)) for card, uid in items]

            state = cls(options, check_seed(data["seed"]), Rng.from_json(data["rng"]), quiet=False)
            state._decks = (cards(data["decks"][0]), cards(data["decks"][1]))
            for name, owner, card, uid, spent in data["board"]:
                state._board[parse_square(name, rows)] = Piece(
                    int(owner), Card.parse(card), int(uid), int(spent)
                )
            state._discards = (cards(data["discards"][0]), cards(data["discards"][1]))
            state._captured = (hidden(data["captured"][0]), hidden(data["captured"][1]))
            state._bounds = (
                {int(u): (int(lo), int(hi)) for u, lo, hi in data["bounds"][0]},
                {int(u): (int(lo), int(hi)) for u, lo, hi in data["bounds"][1]},
            )
            war = data["war"]
            if war is not None:
                state._war = War(
                    parse_square(war["origin"], rows),
                    parse_square(war["target"], rows),
                    int(war["attacker"]),
                    int(war["depth"]),
                    {},
                    (hidden(war["aside"][0]), hidden(war["aside"][1])),
                    (hidden(war["deck_deciders"][0]), hidden(war["deck_deciders"][1])),
                )
            state._next_uid = int(data["next_uid"])
            state._active = int(data["active"])
            state._spawned = bool(data["spawned"])
            state._moved = bool(data["moved"])
            state._turn = int(data["turn"])
            state._counters = {k: int(data["counters"][k]) for k in ("battles", "wars")}
            outcome = data["outcome"]
            state._outcome = None if outcome is None else Outcome.from_json(outcome)
            if war is not None:
                for seat, text in war["plans"].items():
                    state._war.plans[int(seat)] = state._plan_from_text(int(seat), text)  # type: ignore[union-attr]
        except (RecordError, IllegalActionError) as exc:
            raise RecordError(f"corrupt board-wars state: {exc}") from None
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"corrupt board-wars state: {type(exc).__name__}: {exc}") from None
        if state._active not in (0, 1):
            raise RecordError("corrupt board-wars state: the active player must be 0 or 1")
        return state

    def _plan_from_text(self, player: int, text: str) -> WarPlan:
        plan = None
        for candidate in self._war_plans(player):
            if str(candidate) == text:
                plan = candidate
        if plan is None:
            raise RecordError(f"war plan {text!r} of player {player + 1} is not possible here")
        return plan


def _compare(attacker: Card, defender: Card) -> Result:
    if attacker.rank > defender.rank:
        return Result.ATTACKER
    if attacker.rank < defender.rank:
        return Result.DEFENDER
    return Result.TIE


def _cards_at(
    state: BoardWarsState, places: list[tuple[int, tuple[int, int], int, Any]]
) -> Iterator[tuple[int, Card, Any]]:
    for uid, _, _, where in places:
        if isinstance(where, tuple) and isinstance(where[0], list):
            pile, index = where
            yield uid, pile[index][0], where
        else:
            yield uid, state._board[where].card, where


def _rank_range(bounds: tuple[int, int], spent: int) -> tuple[int, int]:
    """The ranks a hidden card may have: within what its battles showed, and with moves left after
    ``spent`` counted moves (a card whose count ran out would have left the board)."""
    low, high = bounds
    alive = [rank for rank in range(LOWEST, HIGHEST + 1) if move_count(rank) > spent]
    return low, min(high, max(alive, default=LOWEST - 1))


def _can_match(ranges: Sequence[tuple[int, int]], ranks: Sequence[int]) -> bool:
    """Whether each range can get a rank of its own from ``ranks`` (ascending): every rank in turn
    goes to the open range that closes first, the greedy choice that is optimal for intervals."""
    ordered = sorted(ranges)
    closing: list[int] = []
    opened = 0
    for rank in ranks:
        while opened < len(ordered) and ordered[opened][0] <= rank:
            heapq.heappush(closing, ordered[opened][1])
            opened += 1
        if closing and closing[0] < rank:
            return False
        if closing:
            heapq.heappop(closing)
    return opened == len(ordered) and not closing


def _draw_consistent(
    places: list[tuple[int, tuple[int, int], int, Any]], cards: list[Card], rng: Rng
) -> list[Card] | None:
    """A card for each place, drawn at random among the sorted ``cards`` that fit the place's
    range and counted moves, never one that would leave a later place without a card."""
    pool = sorted(cards, key=_order)
    ranges = [_rank_range(bounds, spent) for _, bounds, spent, _ in places]
    chosen: list[Card] = []
    for index, (low, high) in enumerate(ranges):
        later = ranges[index + 1 :]
        candidates = [card for card in pool if low <= card.rank <= high]
        while candidates:
            card = candidates[rng.randrange(len(candidates))]
            rest = list(pool)
            rest.remove(card)
            if _can_match(later, [c.rank for c in rest]):
                pool = rest
                chosen.append(card)
                break
            candidates = [c for c in candidates if c.rank != card.rank]
        else:
            return None
    return chosen


def _order(card: Card) -> int:
    """A fast sort key for cards (rank, then suit)."""
    return card.code
