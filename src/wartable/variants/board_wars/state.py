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

Search agents call ``resample``, ``decisions``, ``observe`` and ``evaluate`` hundreds of times a
move, so a state keeps what it works out (what resampling needs, the standings; the pending
decisions, as every state does) until it next changes: every change goes through ``_apply`` or
``_advance``, which forget it (``_changing``); code that edits a state's fields directly must call
``_changing`` too.
Observations carry a key of plain numbers to hash and compare by, and reuse the views of pieces
and captured cards they have seen before.
"""

from __future__ import annotations

import heapq
import math
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import combinations
from typing import Any, Self

from wartable.core.actions import ActionSpace, Segment
from wartable.core.cards import Card, Deck, format_cards
from wartable.core.errors import IllegalActionError, RecordError
from wartable.core.events import EVERYONE, NOBODY, Audience, Event, Viewer
from wartable.core.fields import (
    BOOL,
    CARD,
    INT,
    SHARED,
    Codec,
    Counters,
    converted,
    copy_rng,
    dict_of,
    fixed,
    generator_codec,
    list_of,
    optional,
    pair,
    per_seat,
    record,
    record_object,
    rows_of,
    stored,
    transient,
)
from wartable.core.jsonable import JSON
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome, Termination
from wartable.core.rng import Rng
from wartable.core.state import Action, Decision, DeclaredState, Observation, View
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
    WarAbandoned,
    WarDecided,
    WarPlanChosen,
    seat_name,
)
from wartable.variants.board_wars.options import AtLimit, BoardWarsOptions
from wartable.variants.board_wars.tactics import HIGHEST, LOWEST, move_promise, plan_promise

COLUMNS = 5
LETTERS = "abcde"
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


@cache
def _move_table(
    rows: int, diagonal: bool, player: int
) -> tuple[Mapping[Square, int], Mapping[Square, tuple[tuple[Square, Move], ...]]]:
    """For ``player``'s turn: each square's place in the order its cards' moves are listed (the
    card nearest the enemy spawn row first, then by square), and each square's moves (advance
    first) with their targets, made once."""
    forward = 1 if player == 0 else -1
    enemy_row = rows - 1 if player == 0 else 0
    neighbours = neighbour_table(rows, diagonal, forward)
    ahead = sorted(neighbours, key=lambda square: (abs(square[1] - enemy_row), square))
    order = {square: index for index, square in enumerate(ahead)}
    moves = {
        square: tuple((target, Move(square, target)) for target in targets)
        for square, targets in neighbours.items()
    }
    return order, moves


_TRIO_PLANS: dict[tuple[Square, ...], WarPlan] = {}
"""Method-1 war plans by their three spoils, made once (a board has few thousand trios)."""


@lru_cache(maxsize=4096)
def _war_plans_for(others: tuple[Square, ...], deck: int) -> tuple[WarPlan, ...]:
    """The war plans of a player whose other board cards are ``others`` (sorted) and whose deck
    holds ``deck`` cards (3 standing for 3 or more)."""
    plans: list[WarPlan] = []
    if len(others) >= 3 and deck >= 1:
        made = _TRIO_PLANS
        for trio in combinations(others, 3):
            plan = made.get(trio)
            if plan is None:
                plan = made[trio] = WarPlan(1, trio)
            plans.append(plan)
    if deck >= 3 and others:
        plans.extend(WarPlan(2, decider=square) for square in others)
    if plans:
        return tuple(plans)
    fallback = [WarPlan(0, decider=square) for square in others]
    if deck:
        fallback.append(WarPlan(0))
    return tuple(fallback)


def _war_decision(player: int, plans: tuple[WarPlan, ...]) -> Decision:
    """A war plan is the game's weightiest secret choice: any plan taken for the player (the
    first puts three of its board cards, home row included, at stake) would be a guess at its
    strategy, so only a single plan is played by just confirming."""
    return Decision(player, WAR_PROMPT, plans, plans[0] if len(plans) == 1 else None)


def move_count(rank: int) -> int:
    """Counted moves a card has once it has attacked: ace 1, jack to king 2, others 3."""
    if rank == HIGHEST:
        return 1
    return 2 if rank >= 11 else 3


_ALIVE_HIGH = tuple(
    max((rank for rank in range(LOWEST, HIGHEST + 1) if move_count(rank) > spent), default=-1)
    for spent in range(max(map(move_count, range(LOWEST, HIGHEST + 1))) + 1)
)
"""The highest rank a card can have with ``spent`` counted moves spent (-1: none can)."""


def possible_ranks(bounds: tuple[int, int], spent: int) -> tuple[int, int]:
    """The ranks a hidden card on the board may have: within ``bounds`` (what its battles and wars
    showed), and with moves left after ``spent`` counted moves, since a card whose count ran out
    would have left the board: after one, not an ace; after two, not a jack, queen or king either
    (see :func:`move_count`). The range is empty (``low > high``) for no card."""
    low, high = bounds
    alive = _ALIVE_HIGH[spent] if spent < len(_ALIVE_HIGH) else -1
    return low, min(high, alive if alive >= 0 else LOWEST - 1)


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

    def data(self) -> dict[str, JSON]:
        return {
            "kind": self.kind,
            "origin": square_name(self.origin),
            "target": square_name(self.target),
        }


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn. Text: ``end``."""

    def __str__(self) -> str:
        return "end"


_SPAWNS = tuple(Spawn(column) for column in range(COLUMNS))
_SPAWN_SQUARES = tuple(
    tuple(((column, row), spawn) for column, spawn in enumerate(_SPAWNS)) for row in range(15)
)
"""For each row, its squares with the spawn onto each."""
_END_TURN = EndTurn()


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

    def data(self) -> dict[str, JSON]:
        return {
            "kind": self.kind,
            "method": self.method,
            "spoils": [square_name(s) for s in self.spoils],
            "decider": None if self.decider is None else square_name(self.decider),
        }

    def __str__(self) -> str:
        squares = [square_name(s) for s in self.spoils]
        if self.method != 1:
            squares.append("deck" if self.decider is None else square_name(self.decider))
        return " ".join([f"war{self.method}", *squares])


_STEPS = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))
"""The eight steps a move can take, in the order of their action ids."""


@cache
def _action_space(rows: int) -> ActionSpace:
    squares = COLUMNS * rows

    def square_id(square: Square) -> int:
        return square[1] * COLUMNS + square[0]

    def move_id(move: Move) -> int:
        step = (move.target[0] - move.origin[0], move.target[1] - move.origin[1])
        return square_id(move.origin) * len(_STEPS) + _STEPS.index(step)

    trios = math.comb(squares, 3)

    def plan_id(plan: WarPlan) -> int:
        if plan.method == 1:  # the trio's place in the combinatorial number system
            a, b, c = sorted(square_id(s) for s in plan.spoils)
            return math.comb(a, 1) + math.comb(b, 2) + math.comb(c, 3)
        decider = squares if plan.decider is None else square_id(plan.decider)
        return trios + decider if plan.method == 2 else trios + squares + decider

    return ActionSpace(
        [
            Segment(Spawn, COLUMNS, lambda a: a.column, "the column, a = 0"),
            Segment(
                Move,
                squares * len(_STEPS),
                move_id,
                "square × 8 + step; square = row × 5 + column (a1 = 0); steps (column, row)"
                " (-1,-1) (0,-1) (1,-1) (-1,0) (1,0) (-1,1) (0,1) (1,1)",
            ),
            Segment(EndTurn, 1, lambda a: 0, "-"),
            Segment(
                WarPlan,
                trios + squares + squares + 1,
                plan_id,
                "method 1: the three spoils squares s1 < s2 < s3 as C(s1,1) + C(s2,2) + C(s3,3);"
                " then method 2 by decider square; then method 0 by decider square, the deck last",
            ),
        ]
    )


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
    range of values it may have (``low``-``high``): what the viewer's battles and wars against it
    showed, narrowed by the counted moves it has ``spent`` (public; see :func:`possible_ranks`)."""

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


PieceKey = tuple[str, int, int, int, int, int, int]
"""A :class:`PieceView` as plain numbers: square, owner, number, spent, card code (-1 if hidden),
low, high."""

HiddenKey = tuple[int, int, int, int]
"""A :class:`HiddenView` as plain numbers: number, card code (-1 if hidden), low, high."""


@dataclass(frozen=True, eq=False)
class BoardWarsView(View):
    """What one viewer knows: the board, deck sizes, discards (face up), the capture piles
    (``captured[p]`` is the pile of player ``p``'s captures), and any war in progress.

    Views compare and hash by :meth:`key`, the same facts as plain numbers (equal exactly when
    every field is equal), kept with the view: search agents key their trees by observations, and
    hashing nested dataclasses field by field is slow. ``observe`` hands it over ready-made.
    """

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

    def key(self) -> tuple[Any, ...]:
        """Every field as plain numbers and strings: equal keys, equal views."""
        key: tuple[Any, ...] | None = self.__dict__.get("_key")
        if key is None:
            key = _view_key(self)
            object.__setattr__(self, "_key", key)
        return key

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, BoardWarsView)
        return self is other or self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def label(self, action: Action) -> str:
        match action:
            case Spawn(column):
                row = 1 if self.seat in (None, 0) else self.rows
                return f"Spawn on {LETTERS[column]}{row}"
            case Move(origin, target):
                where = square_name(target)
                enemy = any(p.square == where and p.owner != self.seat for p in self.pieces)
                verb = "Attack" if enemy else "Move to"
                return f"{verb} {where} from {square_name(origin)}"
            case EndTurn():
                return "End your turn"
            case WarPlan(method, spoils, decider):
                decides = "your deck's top card" if decider is None else square_name(decider)
                if method == 1:
                    risked = ", ".join(square_name(s) for s in spoils)
                    return f"War: risk {risked}; your deck's top card decides"
                if method == 2:
                    return f"War: risk your deck's top 3 cards; {decides} decides"
                return f"War: {decides} decides"
        return str(action)

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


def _code(card: Card | None) -> int:
    return -1 if card is None else card.code


def _hidden_key(hidden: HiddenView) -> HiddenKey:
    return (hidden.uid, _code(hidden.card), hidden.low, hidden.high)


def _war_key(war: WarView | None) -> tuple[Any, ...] | None:
    if war is None:
        return None
    return (
        war.origin,
        war.target,
        war.attacker,
        war.depth,
        war.chosen,
        tuple(tuple(_hidden_key(h) for h in pile) for pile in war.aside),
        tuple(tuple(_hidden_key(h) for h in pile) for pile in war.deck_deciders),
    )


def _view_key(view: BoardWarsView) -> tuple[Any, ...]:
    """:meth:`BoardWarsView.key` worked out from the fields (``observe`` builds it as it goes)."""
    return (
        view.seat,
        view.rows,
        view.turn,
        view.active,
        view.spawned,
        view.moved,
        tuple(
            (p.square, p.owner, p.uid, p.spent, _code(p.card), p.low, p.high) for p in view.pieces
        ),
        view.deck_counts,
        tuple(tuple(card.code for card in pile) for pile in view.discards),
        tuple(tuple(_hidden_key(h) for h in pile) for pile in view.captured),
        _war_key(view.war),
    )


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


_SQUARE_NAMES = {
    (column, row): square_name((column, row)) for column in range(COLUMNS) for row in range(15)
}
_PIECE_VIEWS: dict[PieceKey, PieceView] = {}
"""Piece views by their key, shared: a piece looks the same in many observations."""
_CARD_CODES: dict[int, tuple[Card, int, int]] = {}
"""Each card's code and rank by its identity (``Card.code`` is a property, slow to read over and
over); the entry holds the card, so the identity stays its own."""
_MOST_PIECE_VIEWS = 100_000
_NO_VIEWS: tuple[tuple[HiddenView, ...], tuple[HiddenKey, ...]] = ((), ())


def _made_generator(rng: Rng | int) -> Rng:
    """The generator, made from its seed if that is what a state kept."""
    return rng if isinstance(rng, Rng) else Rng(rng)


_GENERATOR: Codec[Rng | int] = generator_codec(
    lambda rng: _made_generator(rng).to_json(),
    Rng.from_json,
    copy=lambda rng: copy_rng(rng) if isinstance(rng, Rng) else rng,
    comparable=lambda rng: _made_generator(rng).getstate(),
)
"""A generator or the seed to make it from, written as the generator's state."""
_PILES = pair(list_of(CARD, text=True))
_SQUARE = converted(square_name, lambda text: parse_square(text, len(_SQUARE_NAMES) // COLUMNS))
"""A square, written as its name (``c3``); read on the largest board (the state checks its own)."""
_HIDDEN = fixed(CARD, INT)
"""A card away from the board and its number: ``["QH", 7]``."""
_PLAN = converted(str, lambda text: _read_war_plan(text.split(), len(_SQUARE_NAMES) // COLUMNS))
_WAR = record_object(
    War,
    origin=_SQUARE,
    target=_SQUARE,
    attacker=INT,
    depth=INT,
    plans=dict_of(_PLAN, keys=INT, sort=True),
    aside=pair(list_of(_HIDDEN)),
    deck_deciders=pair(list_of(_HIDDEN)),
)
_COUNTERS = Counters("battles", "wars")


def _extended_codes(codes: tuple[int, ...], cards: list[Card]) -> tuple[int, ...]:
    """The codes of ``cards``, given those of a first part of them (a pile only grows)."""
    if len(codes) > len(cards):
        codes = ()
    return codes + tuple(card.code for card in cards[len(codes) :])


class BoardWarsState(DeclaredState[BoardWarsOptions]):
    """A game of Board Wars. Create it with ``new_game("board-wars", options, seed)``."""

    variant_id = "board-wars"
    version = 2
    length_metric = "turns"
    search_horizon = 2
    search_widening = 1.0

    _rng: Rng | int = stored(_GENERATOR, "rng")
    """The game's generator, or the seed it is to be made from when first needed: Board Wars
    draws on it only to deal, so a sampled state makes its own only if it is saved."""
    _decks: tuple[list[Card], list[Card]] = stored(_PILES, "decks", factory=per_seat(list))
    """Each player's deck, top first."""
    _board: dict[Square, Piece] = stored(
        rows_of(_SQUARE, record(Piece, INT, CARD, INT, INT)), "board", factory=dict
    )
    _discards: tuple[list[Card], list[Card]] = stored(_PILES, "discards", factory=per_seat(list))
    _captured: tuple[list[Hidden], list[Hidden]] = stored(
        pair(list_of(_HIDDEN)), "captured", factory=per_seat(list)
    )
    """The cards each player has captured."""
    _bounds: tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int]]] = stored(
        pair(rows_of(INT, fixed(INT, INT))), "bounds", factory=per_seat(dict)
    )
    """The ranks each player knows an enemy card (by its number) may have, when narrowed."""
    _war: War | None = stored(optional(_WAR), "war", default=None)
    _next_uid: int = stored(INT, "next_uid", default=1)
    _active: int = stored(INT, "active", default=0)
    _spawned: bool = stored(BOOL, "spawned", default=False)
    _moved: bool = stored(BOOL, "moved", default=False)
    _turn: int = stored(INT, "turn", default=0)
    _counters: dict[str, int] = stored(_COUNTERS, "counters", factory=_COUNTERS.zeros)
    _samplers: dict[int, _Sampler] | None = transient(default=None)
    """What resampling for each player needs, once worked out; forgotten on every change."""
    _standings: tuple[float, float] | None = transient(default=None, clone="share")
    """Each player's standing for ``evaluate``, once worked out; forgotten on every change."""
    _captured_views: dict[
        tuple[Viewer, int], tuple[tuple[HiddenView, ...], tuple[HiddenKey, ...]]
    ] = transient(factory=dict, clone=dict_of(SHARED, keys=SHARED))
    """The capture piles as each viewer sees them (see ``_captured_view``)."""
    _discard_keys: tuple[tuple[int, ...], tuple[int, ...]] = transient(
        default=((), ()), clone="share"
    )
    """The codes of the discard piles' cards, for the view's key."""

    def __init__(self, options: VariantOptions, seed: int, *, quiet: bool = False) -> None:
        super().__init__(options, seed, quiet=quiet)
        self._rng = Rng(seed)

    @classmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        state = cls(options, seed, quiet=quiet)
        rng = state._rng
        assert isinstance(rng, Rng)
        for deck in state._decks:
            deck.extend(Deck.standard().cards)
            rng.shuffle(deck)
        state._active = state._options.first_player.seat(rng)
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
        state = cls(options, seed)
        for name, (owner, card) in sorted((pieces or {}).items()):
            square = parse_square(name, options.rows)
            state._board[square] = Piece(owner, Card.parse(card), state._new_uid())
        for player in (0, 1):
            state._decks[player].extend(decks[player])
        state._active = active
        return state

    # -- facts --------------------------------------------------------------------------------

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

    def initial_deal(self) -> dict[str, JSON]:
        """Each seat's deck, top first (``"QH"``), and the seat that moves first."""
        return {
            "decks": [[str(card) for card in self.deck(seat)] for seat in (0, 1)],
            "first_player": self._active,
        }

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
        standings = self._standings
        if standings is None:
            standings = self._standings = (self._standing(0), self._standing(1))
        lead = standings[player] - standings[1 - player]
        return 0.9 * math.tanh(lead / 12)

    def _standing(self, player: int) -> float:
        home = self._home_row(player)
        crossing = self._options.rows - 1
        ground = sum(
            [
                abs(square[1] - home) / crossing
                for square, piece in self._board.items()
                if piece.owner == player
            ]
        )
        return len(self._captured[player]) + 3 * self._spawns_held(player) + ground / 2

    def search_order(self, decision: Decision) -> tuple[Action, ...]:
        """Turn actions by the mover's :mod:`tactics`: the moves that look better than standing
        still, best first; the spawns, middle columns first; the end of the turn; the other moves;
        attacks below the odds. War plans: the strongest decider risking the weakest spoils first
        (a war offers up to a few hundred plans, most of them poor)."""
        actions = decision.actions
        if len(actions) < 2:
            return actions
        board = self._board
        if type(actions[0]) is WarPlan:

            def plan_rank(plan: Action) -> float:
                assert isinstance(plan, WarPlan)
                decider = None if plan.decider is None else board[plan.decider].card.rank
                return -plan_promise(decider, [board[square].card.rank for square in plan.spoils])

            return tuple(sorted(actions, key=plan_rank))
        player = decision.player
        forward = 1 if player == 0 else -1
        enemy_row = self._home_row(1 - player)
        bounds = self._bounds[player]
        full = (LOWEST, HIGHEST)

        def turn_rank(action: Action) -> tuple[int, float]:
            if type(action) is Move:
                mover = board[action.origin]
                target = board.get(action.target)
                promise = move_promise(
                    mover.card.rank,
                    mover.spent,
                    (action.target[1] - action.origin[1]) * forward,
                    action.target[1] == enemy_row,
                    None if target is None else bounds.get(target.uid, full),
                )
                if promise is None:
                    return (4, 0.0)
                return (0, -promise) if promise > 0 else (3, -promise)
            if type(action) is Spawn:
                return (1, abs(action.column - COLUMNS // 2))
            return (2, 0.0)

        return tuple(sorted(actions, key=turn_rank))

    def _home_row(self, player: int) -> int:
        return 0 if player == 0 else self._options.rows - 1

    def _spawns_held(self, player: int) -> int:
        row = self._home_row(1 - player)
        board = self._board
        held = 0
        for column in range(COLUMNS):
            piece = board.get((column, row))
            if piece is not None and piece.owner == player:
                held += 1
        return held

    def _new_uid(self) -> int:
        uid = self._next_uid
        self._next_uid += 1
        return uid

    # -- decisions ----------------------------------------------------------------------------

    def _decide(self) -> tuple[Decision, ...]:
        if self._outcome is not None:
            return ()
        war = self._war
        if war is not None:
            if not all(player in war.plans or self._can_prepare(player) for player in (0, 1)):
                return ()  # a side that cannot prepare loses the war: nothing to choose
            return tuple(
                _war_decision(player, self._war_plans(player))
                for player in (0, 1)
                if player not in war.plans
            )
        actions = self._turn_actions()
        return (Decision(self._active, TURN_PROMPT, actions, actions[0]),)

    @classmethod
    def action_space(cls, options: VariantOptions) -> ActionSpace:
        assert isinstance(options, BoardWarsOptions)
        return _action_space(options.rows)

    def _turn_actions(self) -> tuple[Action, ...]:
        player = self._active
        board = self._board
        actions: list[Action] = []
        if not self._spawned and self._decks[player]:
            for square, spawn in _SPAWN_SQUARES[self._home_row(player)]:
                if square not in board:
                    actions.append(spawn)
        if not self._moved:
            options = self._options
            order, moves = _move_table(options.rows, options.diagonal, player)
            mine = [square for square, piece in board.items() if piece.owner == player]
            taken = set(mine)
            mine.sort(key=order.__getitem__)
            append = actions.append
            for square in mine:
                for target, move in moves[square]:
                    if target not in taken:
                        append(move)
        actions.append(_END_TURN)
        return tuple(actions)

    def _can_do_more(self) -> bool:
        """Whether the active player can still spawn or move (``_turn_actions`` is more than the
        end of the turn), found without listing the actions."""
        player = self._active
        board = self._board
        if not self._spawned and self._decks[player]:
            row = self._home_row(player)
            for column in range(COLUMNS):
                if (column, row) not in board:
                    return True
        if not self._moved:
            neighbours = self._neighbours()
            for square, piece in board.items():
                if piece.owner == player:
                    for target in neighbours[square]:
                        occupant = board.get(target)
                        if occupant is None or occupant.owner != player:
                            return True
        return False

    def _neighbours(self) -> Mapping[Square, tuple[Square, ...]]:
        forward = 1 if self._active == 0 else -1
        return neighbour_table(self._options.rows, self._options.diagonal, forward)

    def _war_waits(self) -> bool:
        """Whether the war in progress waits for a plan (``_decide`` would list one), found
        without listing the plans."""
        war = self._war
        assert war is not None
        if self._outcome is not None:
            return False
        plans = war.plans
        return all(p in plans or self._can_prepare(p) for p in (0, 1)) and len(plans) < 2

    def _can_prepare(self, player: int) -> bool:
        """Whether ``player`` has a war plan (``_war_plans`` is not empty): a card in its deck or
        another card of its own on the board."""
        if self._decks[player]:
            return True
        war = self._war
        assert war is not None
        warring = war.warring(player)
        return any(
            piece.owner == player and square != warring for square, piece in self._board.items()
        )

    def _war_plans(self, player: int) -> tuple[WarPlan, ...]:
        war = self._war
        assert war is not None
        warring = war.warring(player)
        others = sorted([s for s, p in self._board.items() if p.owner == player and s != warring])
        return _war_plans_for(tuple(others), min(len(self._decks[player]), 3))

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
            action = _read_war_plan(words, rows)
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

    def _changing(self) -> None:
        """Forget what was worked out from the state as it was: every change starts here."""
        self._decided = None
        self._samplers = None
        self._standings = None

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        self._changing()
        # exact types first: isinstance on an abstract base class's subclasses is slow
        if type(action) is Move:
            self._move(player, action)
        elif type(action) is EndTurn:
            self._end_turn()
        elif isinstance(action, WarPlan):
            war = self._war
            assert war is not None
            war.plans[player] = action
            self._emit(WarPlanChosen, player, audience=Audience.only(player))
            if not self._war_waits():
                self._fight_war()
        elif isinstance(action, Spawn):
            self._spawn(player, action.column)
        elif isinstance(action, Move):
            self._move(player, action)
        else:
            self._end_turn()
        return self._take_events()

    def _advance(self) -> tuple[Event, ...]:
        self._changing()
        self._fight_war()
        return self._take_events()

    def _spawn(self, player: int, column: int) -> None:
        card = self._decks[player].pop(0)
        square = (column, self._home_row(player))
        piece = Piece(player, card, self._new_uid())
        self._board[square] = piece
        self._spawned = True
        if self._out is not None:
            name = _SQUARE_NAMES[square]
            self._emit(Spawned, player, name, piece.uid, card, audience=Audience.only(player))
        self._after_action()

    def _move(self, player: int, move: Move) -> None:
        piece = self._board[move.origin]
        defender = self._board.get(move.target)
        self._moved = True
        if defender is None:
            del self._board[move.origin]
            self._board[move.target] = piece
            if self._out is not None:
                origin, target = _SQUARE_NAMES[move.origin], _SQUARE_NAMES[move.target]
                self._emit(Moved, player, piece.uid, origin, target)
            if piece.spent:
                self._spend(move.target)
            self._after_action()
            return
        self._counters["battles"] += 1
        result = _compare(piece.card, defender.card)
        self._learn(player, defender.uid, piece.card.rank, result, attacker_side=True)
        self._learn(1 - player, piece.uid, defender.card.rank, result, attacker_side=False)
        if self._out is not None:
            origin, target = _SQUARE_NAMES[move.origin], _SQUARE_NAMES[move.target]
            self._emit(BattleFought, player, origin, target, piece.uid, defender.uid, result)
            self._emit(ValuesCompared, (piece.card, defender.card), audience=NOBODY)
        if result is Result.TIE:
            self._war = War(move.origin, move.target, player)
            self._counters["wars"] += 1
            if not self._war_waits():
                self._fight_war()
            return
        self._end_battle(move.origin, move.target, result)

    def _end_battle(self, origin: Square, target: Square, result: Result) -> None:
        """The loser's card is captured; a winning attacker takes the square; then the attacker's
        move is counted and the turn goes on."""
        attacker = self._board[origin]
        if result is Result.ATTACKER:
            self._capture(attacker.owner, target)
            del self._board[origin]
            self._board[target] = attacker
            self._spend(target)
        else:
            self._capture(1 - attacker.owner, origin)
        self._after_action()

    def _capture(self, captor: int, square: Square) -> None:
        piece = self._board.pop(square)
        self._captured[captor].append((piece.card, piece.uid))
        self._bounds[captor].pop(piece.uid, None)
        if self._out is not None:
            self._emit(self._captured_event, captor, piece.card, piece.uid)

    def _captured_event(self, captor: int, card: Card, uid: int) -> Captured:
        audience = EVERYONE if self._options.reveal_captures else Audience.only(1 - captor)
        return Captured(captor, uid, card, audience=audience)

    def _spend(self, square: Square) -> None:
        moved = self._board[square]
        piece = Piece(moved.owner, moved.card, moved.uid, moved.spent + 1)
        self._board[square] = piece
        if piece.spent >= move_count(piece.card.rank):
            del self._board[square]
            self._discard(piece.owner, [piece.card], "its moves are spent")

    def _discard(self, player: int, cards: list[Card], reason: str) -> None:
        self._discards[player].extend(cards)
        if self._out is not None and cards:
            self._emit(Discarded, player, tuple(cards), reason)

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

    def _fight_war(self) -> None:
        """Play war rounds until one is decided or a player must choose a plan."""
        war = self._war
        assert war is not None
        while True:
            able = [p in war.plans or self._can_prepare(p) for p in (0, 1)]
            if all(able) and len(war.plans) < 2:
                return
            if not any(able):
                self._mutual_capture(war)
                return
            if not all(able):
                loser = able.index(False)
                self._finish_war(war, 1 - loser)
                return
            deciders = [self._set_aside(war, p, war.plans[p]) for p in (0, 1)]
            result = _compare(deciders[war.attacker][0], deciders[1 - war.attacker][0])
            for player in (0, 1):
                own, theirs = deciders[player], deciders[1 - player]
                attacker_side = player == war.attacker
                self._learn(player, theirs[1], own[0].rank, result, attacker_side=attacker_side)
            self._emit(WarDecided, result, war.depth)
            shown = (deciders[war.attacker][0], deciders[1 - war.attacker][0])
            self._emit(ValuesCompared, shown, audience=NOBODY)
            if result is not Result.TIE:
                winner = war.attacker if result is Result.ATTACKER else 1 - war.attacker
                self._finish_war(war, winner)
                return
            if war.depth >= self._options.max_war_rounds:
                self._emit(WarAbandoned, war.depth)
                self._mutual_capture(war)
                return
            war.depth += 1
            war.plans = {}

    def _set_aside(self, war: War, player: int, plan: WarPlan) -> Hidden:
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
        self._emit(_spoils_set_aside, player, plan, drawn)
        return decider

    def _finish_war(self, war: War, winner: int) -> None:
        """The winner's spoils return to its discard pile, the loser's become its captures; deck
        deciders go to their owners' discards; then the war's winner wins the battle."""
        self._war = None
        loser = 1 - winner
        self._discard(winner, [card for card, _ in war.aside[winner]], "its war spoils")
        for card, uid in war.aside[loser]:
            self._captured[winner].append((card, uid))
            self._emit(self._captured_event, winner, card, uid)
        for player in (0, 1):
            cards = [card for card, _ in war.deck_deciders[player]]
            self._discard(player, cards, "its war decider")
        result = Result.ATTACKER if winner == war.attacker else Result.DEFENDER
        self._end_battle(war.origin, war.target, result)

    def _mutual_capture(self, war: War) -> None:
        """Neither side can decide a war: each captures the other's warring card, and what was set
        aside in earlier rounds (spoils, deck deciders) goes back to its owner's discard pile."""
        self._war = None
        for player in (0, 1):
            self._discard(player, [card for card, _ in war.aside[player]], "its war spoils")
            cards = [card for card, _ in war.deck_deciders[player]]
            self._discard(player, cards, "its war decider")
        attacker = war.attacker
        self._capture(attacker, war.target)
        self._capture(1 - attacker, war.origin)
        self._after_action()

    def _after_action(self) -> None:
        """End the turn once the player can do nothing but end it."""
        if self._outcome is None and self._war is None and not self._can_do_more():
            self._end_turn()

    def _end_turn(self) -> None:
        """End the active player's turn: check its wins, then the turn limit; then the other
        player's turn starts (and ends at once, for as long as a player can do nothing)."""
        while True:
            player = self._active
            other = 1 - player
            if self._out is not None:
                self._emit(TurnEnded, player)
            if self._spawns_held(player) == COLUMNS:
                self._finish(player, "spawns_taken")
                return
            if self._out_of_cards(other):
                if self._out_of_cards(player):
                    self._finish(self._most_captured(), "exhausted")
                else:
                    self._finish(player, "all_captured")
                return
            self._turn += 1
            if self._turn >= self._options.max_turns:
                at_limit = self._options.at_limit
                winner = self._most_captured() if at_limit is AtLimit.MOST_CAPTURED else None
                self._finish(winner, Termination.TURN_LIMIT)
                return
            self._active = other
            self._spawned = self._moved = False
            if self._out is not None:
                self._emit(TurnStarted, other, self._turn + 1)
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

    def _finish(self, winner: int | None, ending: Termination | str) -> None:
        scores = (float(len(self._captured[0])), float(len(self._captured[1])))
        outcome = self._outcome = Outcome.of(winner, ending, scores)
        self._emit(GameOver, outcome)

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
        bounds = self._bounds[viewer] if viewer is not None else {}
        full = (LOWEST, HIGHEST)
        known = _PIECE_VIEWS
        codes = _CARD_CODES
        if len(known) > _MOST_PIECE_VIEWS or len(codes) > _MOST_PIECE_VIEWS:
            known.clear()
            codes.clear()
        pieces: list[PieceView] = []
        piece_keys: list[PieceKey] = []
        for square, piece in sorted(self._board.items()):
            owner = piece.owner
            card: Card | None
            if owner == viewer:
                card = piece.card
                known_card = codes.get(id(card))
                if known_card is None or known_card[0] is not card:
                    known_card = codes[id(card)] = (card, card.code, card.rank)
                _, code, rank = known_card
                key = (_SQUARE_NAMES[square], owner, piece.uid, piece.spent, code, rank, rank)
            else:
                card = None
                low, high = bounds.get(piece.uid, full)
                if piece.spent:
                    low, high = possible_ranks((low, high), piece.spent)
                key = (_SQUARE_NAMES[square], owner, piece.uid, piece.spent, -1, low, high)
            seen = known.get(key)
            if seen is None:
                seen = known[key] = PieceView(
                    key[0], owner, piece.uid, piece.spent, card, key[5], key[6]
                )
            pieces.append(seen)
            piece_keys.append(key)
        captured = (self._captured_view(viewer, 0), self._captured_view(viewer, 1))
        discards = self._discards
        discard_keys = self._discard_keys
        if len(discard_keys[0]) != len(discards[0]) or len(discard_keys[1]) != len(discards[1]):
            discard_keys = self._discard_keys = (
                _extended_codes(discard_keys[0], discards[0]),
                _extended_codes(discard_keys[1], discards[1]),
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
        deck_counts = (len(self._decks[0]), len(self._decks[1]))
        rows = self._options.rows
        view = BoardWarsView(
            viewer,
            rows,
            self._turn,
            self._active,
            self._spawned,
            self._moved,
            tuple(pieces),
            deck_counts,
            (tuple(discards[0]), tuple(discards[1])),
            (captured[0][0], captured[1][0]),
            war_view,
        )
        object.__setattr__(
            view,
            "_key",
            (
                viewer,
                rows,
                self._turn,
                self._active,
                self._spawned,
                self._moved,
                tuple(piece_keys),
                deck_counts,
                discard_keys,
                (captured[0][1], captured[1][1]),
                _war_key(war_view),
            ),
        )
        return self._observation(viewer, self._turn, view)

    def _captured_view(
        self, viewer: Viewer, captor: int
    ) -> tuple[tuple[HiddenView, ...], tuple[HiddenKey, ...]]:
        """The pile of ``captor``'s captures as ``viewer`` sees it, with its key. A captured card
        looks the same to a viewer for good (nothing more is learned of it) and piles only grow,
        so the views are kept and only new captures are added; sampled states start with their
        player's (their piles begin as the original's do)."""
        pile = self._captured[captor]
        views, keys = self._captured_views.get((viewer, captor), _NO_VIEWS)
        if len(views) != len(pile):
            if len(views) > len(pile):
                views, keys = (), ()
            reveal = self._options.reveal_captures
            added = [
                self._hidden_view(viewer, 1 - captor, card, uid, reveal)
                for card, uid in pile[len(views) :]
            ]
            views += tuple(added)
            keys += tuple(_hidden_key(seen) for seen in added)
            self._captured_views[viewer, captor] = (views, keys)
        return views, keys

    def resample(self, player: int, rng: Rng) -> Self:
        samplers = self._samplers
        if samplers is None:
            samplers = self._samplers = {}
        sampler = samplers.get(player)
        if sampler is None:
            sampler = samplers[player] = _Sampler(self, player)
        other = 1 - player
        copy = self._sample_copy()
        copy._decided = self._decided  # the moves and war plans open to both are public
        copy._rng = rng.getrandbits(64)  # as rng.spawn(), the generator made when needed
        drawn = sampler.draw(rng)
        if drawn is None:
            raise RuntimeError(
                "no hidden cards fit what the player knows; the state is inconsistent"
            )
        chosen, rest = drawn
        card_of = sampler.card_of
        board = copy._board
        for draw, square, made in sampler.board_places:
            code = chosen[draw]
            piece = made.get(code)
            if piece is None:
                piece = board[square]
                piece = made[code] = Piece(other, card_of[code], piece.uid, piece.spent)
            board[square] = piece
        war = copy._war
        piles = [copy._captured[player]]
        if war is not None:
            piles += [war.aside[other], war.deck_deciders[other]]
        for draw, number, index, entries in sampler.pile_places:
            code = chosen[draw]
            pile = piles[number]
            entry = entries.get(code)
            if entry is None:
                entry = entries[code] = (card_of[code], pile[index][1])
            pile[index] = entry
        rng.shuffle(rest)
        own = list(sampler.own)
        rng.shuffle(own)
        decks: list[list[Card]] = [[], []]
        decks[other] = list(map(card_of.__getitem__, rest))
        decks[player] = list(map(card_of.__getitem__, own))
        copy._decks = (decks[0], decks[1])
        if war is not None and player not in war.plans and other in war.plans:
            del war.plans[other]  # the enemy's secret plan is withdrawn: it chooses again
            copy._decided = None
        copy._standings = None
        copy._captured_views = {
            seen: views for seen, views in self._captured_views.items() if seen[0] == player
        }
        return copy

    def _verify_loaded(self) -> None:
        if self._active not in (0, 1):
            raise RecordError("the active player must be 0 or 1")
        rows = self._options.rows
        war = self._war
        squares = [*self._board, *(() if war is None else (war.origin, war.target))]
        for square in squares:
            if square[1] >= rows:
                raise RecordError(f"square {square_name(square)} is off the board (rows 1-{rows})")
        if war is not None:
            for seat, plan in war.plans.items():
                if plan not in self._war_plans(seat):
                    raise RecordError(f"war plan {plan} of player {seat + 1} is not possible here")


def _spoils_set_aside(player: int, plan: WarPlan, drawn: int) -> SpoilsSetAside:
    """The event of ``player`` carrying out ``plan``, with ``drawn`` cards from its deck."""
    where = "the deck's top card" if plan.decider is None else square_name(plan.decider)
    return SpoilsSetAside(player, tuple(square_name(s) for s in plan.spoils), drawn, where)


def _read_war_plan(words: list[str], rows: int) -> WarPlan:
    """A war plan from the words of its text (``war1 a1 b2 c3``, ``war2 d4``, ``war0 deck``)."""
    method = int(words[0][-1])
    squares = [None if w == "deck" else parse_square(w, rows) for w in words[1:]]
    if method == 1:
        return WarPlan(1, tuple(sorted(s for s in squares if s is not None)))
    return WarPlan(method, decider=squares[0] if squares else None)


def _compare(attacker: Card, defender: Card) -> Result:
    if attacker.rank > defender.rank:
        return Result.ATTACKER
    if attacker.rank < defender.rank:
        return Result.DEFENDER
    return Result.TIE


class _Sampler:
    """What drawing the hidden cards for one player needs, worked out once per state: the hidden
    places in order of their numbers with the ranks each may have, the hidden cards (as sorted
    codes) and the Hall conditions that say which rank a place may take so that the later places
    can still all be filled.

    The draw is the one :func:`_draw_consistent` makes, generator call for generator call: each
    place takes a random card among those of the pool in its range (sorted), and a card whose rank
    would leave a later place without one is struck out with every card of its rank and the draw
    made again among the rest. Which ranks those are is read from a few counters instead of a
    matching tried for each card: the later places can all be filled from a pool exactly when every
    window of ranks ``[a, b]`` holds at least as many cards as there are later places whose whole
    range lies in it (Hall's condition, for intervals), and only windows spanned by the range ends
    of places narrower than the full 2-A can ever fail (the full window always has one card more
    than there are later places: the enemy deck is drawn too, and it is never negative). So each
    such window keeps its slack, cards minus later places inside; a rank may be taken unless a
    window around it has no slack left. A state whose ranges fall outside 2-A or contradict each
    other is drawn the old way, by :func:`_draw_consistent`, which then fails as before.
    """

    __slots__ = (
        "board_places",
        "card_of",
        "cards",
        "exact",
        "keys",
        "own",
        "pile_places",
        "place_windows",
        "pool",
        "ranges",
        "rank_windows",
        "slack",
        "zero",
    )

    def __init__(self, state: BoardWarsState, player: int) -> None:
        other = 1 - player
        bounds = state._bounds[player]
        found: list[tuple[int, Square | tuple[int, int], int, Card]] = []
        for square, piece in state._board.items():
            if piece.owner == other:
                found.append((piece.uid, square, piece.spent, piece.card))
        board_count = len(found)
        piles: list[list[Hidden]] = [
            [] if state._options.reveal_captures else state._captured[player]
        ]
        war = state._war
        if war is not None:
            piles += [war.aside[other], war.deck_deciders[other]]
        for number, pile in enumerate(piles):
            for index, (card, uid) in enumerate(pile):
                found.append((uid, (number, index), 0, card))
        order = sorted(range(len(found)), key=lambda index: found[index][0])
        self.board_places: list[tuple[int, Square, dict[int, Piece]]] = []
        """Where each enemy board card's draw goes: (draw, square, pieces made by card code)."""
        self.pile_places: list[tuple[int, int, int, dict[int, Hidden]]] = []
        """Where each pile card's draw goes: (draw, pile, index, entries made by card code)."""
        for draw, index in enumerate(order):
            where = found[index][1]
            if index < board_count:
                self.board_places.append((draw, where, {}))
            else:
                number, position = where
                self.pile_places.append((draw, number, position, {}))
        full = (LOWEST, HIGHEST)
        self.ranges = [
            possible_ranks(bounds.get(found[index][0], full), found[index][2]) for index in order
        ]
        self.cards = sorted([card for *_, card in found] + state._decks[other], key=_order)
        own = sorted(state._decks[player], key=_order)
        self.card_of = {card.code: card for card in self.cards}
        self.card_of.update((card.code, card) for card in own)
        self.own = tuple(card.code for card in own)
        self.pool = tuple(card.code for card in self.cards)
        self.keys = tuple(
            None if span == full else (span[0] << 3, (span[1] + 1) << 3) for span in self.ranges
        )
        """Each place's range as bounds of card codes, ``None`` for the full range."""
        self.exact = all(LOWEST <= low <= high <= HIGHEST for low, high in self.ranges) and all(
            LOWEST <= card.rank <= HIGHEST for card in self.cards
        )
        narrow = [span for span in self.ranges if span != full]
        lows = sorted({low for low, _ in narrow})
        highs = sorted({high for _, high in narrow})
        windows = [(a, b) for a in lows for b in highs if a <= b and (a, b) != full]
        counts = [0] * (HIGHEST + 1)
        for card in self.cards:
            if LOWEST <= card.rank <= HIGHEST:
                counts[card.rank] += 1
        self.slack = [
            sum(counts[a : b + 1]) - sum(1 for low, high in narrow if a <= low and high <= b)
            for a, b in windows
        ]
        """Each window's cards less the places inside it (before any is drawn)."""
        if any(slack < 0 for slack in self.slack):
            self.exact = False  # no card for every place: _draw_consistent says so as before
        self.zero = self.slack.count(0)
        self.rank_windows = tuple(
            tuple(w for w, (a, b) in enumerate(windows) if a <= rank <= b)
            for rank in range(HIGHEST + 1)
        )
        self.place_windows = tuple(
            ()
            if (low, high) == full
            else tuple(w for w, (a, b) in enumerate(windows) if a <= low and high <= b)
            for low, high in self.ranges
        )

    def draw(self, rng: Rng) -> tuple[list[int], list[int]] | None:
        """The code of a card for each place (in order of the cards' numbers) and those of the
        cards left (sorted); ``None`` if the places cannot all be filled."""
        if not self.exact:
            drawn = _draw_consistent(self.ranges, self.cards, rng)
            if drawn is None:
                return None
            rest = list(self.cards)
            for card in drawn:
                rest.remove(card)
            return [card.code for card in drawn], [card.code for card in rest]
        pool = list(self.pool)
        randrange = rng.randrange
        chosen: list[int] = []
        if not self.slack:  # no window can run short: every place may take any card of its range
            for keys in self.keys:
                if keys is None:
                    chosen.append(pool.pop(randrange(len(pool))))
                else:
                    start = bisect_left(pool, keys[0])
                    end = bisect_left(pool, keys[1], start)
                    chosen.append(pool.pop(start + randrange(end - start)))
            return chosen, pool
        slack = list(self.slack)
        zero = self.zero
        rank_windows = self.rank_windows
        for keys, inside in zip(self.keys, self.place_windows, strict=True):
            for w in inside:  # this place is no longer a later one
                if not slack[w]:
                    zero -= 1
                slack[w] += 1
            if keys is None:
                start, end = 0, len(pool)
            else:
                start = bisect_left(pool, keys[0])
                end = bisect_left(pool, keys[1], start)
            index = start + randrange(end - start)
            code = pool[index]
            if zero and not all(slack[w] for w in rank_windows[code >> 3]):
                candidates = pool[start:end]
                while True:
                    rank = code >> 3
                    candidates = [c for c in candidates if c >> 3 != rank]
                    if not candidates:
                        return None
                    code = candidates[randrange(len(candidates))]
                    if all(slack[w] for w in rank_windows[code >> 3]):
                        break
                index = bisect_left(pool, code, start)
            del pool[index]
            chosen.append(code)
            for w in rank_windows[code >> 3]:
                slack[w] -= 1
                if not slack[w]:
                    zero += 1
        return chosen, pool


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
    ranges: list[tuple[int, int]], cards: list[Card], rng: Rng
) -> list[Card] | None:
    """A card for each place, drawn at random among the sorted ``cards`` that fit the place's
    range of ranks, never one that would leave a later place without a card (a matching tried for
    every card drawn: :class:`_Sampler` draws the same faster, and falls back on this)."""
    pool = sorted(cards, key=_order)
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
