"""The Warzone engine (seed 001).

Each player has a **Board** of face-down cards in files (a file's front card faces the enemy) and a
**WarZone**: the rest of its cards, shuffled face down. A turn is an optional Retreat or Defend, one
attack between two front cards, and another optional Retreat or Defend.

Hidden information is modelled so that every player's knowledge is exact. What everyone can follow:

- which cards of a player have ever been face up (``seen``): they are known for good, though once
  back in the WarZone nobody knows where they lie;
- each face-down Board card's origin: the initial arrangement (``defended=False``), or the top of the
  WarZone put there by Defend (``defended=True``).

Everyone knows each player's Board suit(s), so for the opponent of player ``p``:

1. the cards of ``p``'s Board suit(s) never seen lie, in an assignment unknown to the opponent, on
   the face-down places of the initial arrangement and (after Retreats of such cards) somewhere in
   ``p``'s **WarZone group**;
2. the WarZone group, i.e. the WarZone and the defended face-down places (a defended card is a
   WarZone card taken from a uniformly shuffled pile), is in an order nobody but ``p`` knows (and
   ``p`` knows only the defended places, and the top card while it looks at it).

``p`` itself knows its Board, its WarZone's contents, never its order. ``resample`` redraws exactly
what the player cannot see, starting from sorted lists, so its result depends only on what the
player can see. During the simultaneous choices at the start (Board suits, the arrangement), the
other player's choices so far are hidden, and ``resample`` takes them back.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache
from typing import Self

from wartable.core.actions import ActionSpace, Segment
from wartable.core.cards import Card, Colour, Deck, Suit, format_cards, parse_cards
from wartable.core.errors import CardParseError, IllegalActionError, OptionError, RecordError
from wartable.core.events import EVERYONE, Audience, Event, Viewer
from wartable.core.fields import (
    BOOL,
    CARD,
    INT,
    RNG,
    Counters,
    enum_of,
    list_of,
    optional,
    pair,
    per_seat,
    record,
    set_of,
    stored,
    tuple_of,
)
from wartable.core.jsonable import JSON
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome, Termination
from wartable.core.rng import Rng
from wartable.core.state import Action, Decision, DeclaredState, Observation, View
from wartable.core.words import counted
from wartable.variants.warzone.events import (
    SUIT_NAMES,
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
    seat_name,
    suits_text,
)
from wartable.variants.warzone.options import Arrangement, AtLimit, WarzoneOptions

WAR_CARDS = 4
"""WarCards each side takes face down when a war starts."""
RECYCLED_WAR_CARDS = 3
"""New face-down WarCards a side takes when it has none left and the war is still tied."""
WAR_REVEAL_CAP = 1000
"""Reveals per side after which a still-tied war is a stand-off (never reached in practice)."""

COLOUR_SUITS = {Colour.RED: (Suit.HEARTS, Suit.DIAMONDS), Colour.BLACK: (Suit.SPADES, Suit.CLUBS)}

COLOUR_PROMPT = "Choose your colour (the other player takes the other one)"
BOARD_PROMPT = "Choose which of your cards lie on your Board (the rest are your WarZone)"
BEFORE_PROMPT = "Before your attack: retreat, defend, or skip to the attack"
ATTACK_PROMPT = "Attack: one of your front cards against an enemy front card"
AFTER_PROMPT = "After your attack: retreat, defend, or end your turn"


class Phase(StrEnum):
    """Where the game stands."""

    COLOUR = "colour"
    """The first player chooses its colour (one deck only)."""
    BOARD = "board"
    """Both players choose their Board suit(s), at once."""
    ARRANGE = "arrange"
    """Both players lay out their Boards, at once and in secret."""
    BEFORE = "before"
    """The active player may retreat or defend before its attack."""
    ATTACK = "attack"
    """The active player must attack."""
    AFTER = "after"
    """The active player may retreat or defend, or end its turn."""
    OVER = "over"
    """The game is over."""


# -- actions ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseColour(Action):
    """The first player takes this colour. Text: ``red`` or ``black``."""

    colour: Colour

    def __str__(self) -> str:
        return self.colour.value


@dataclass(frozen=True, slots=True)
class ChooseBoard(Action):
    """These suit(s) lie on the Board. Text: a suit (``hearts``), or a colour with two decks."""

    suits: tuple[Suit, ...]

    def __str__(self) -> str:
        return suits_text(self.suits)


@dataclass(frozen=True, slots=True)
class Arrange(Action):
    """This card goes in the next position of the Board. Text: the card, e.g. ``QH``."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Go straight to the attack. Text: ``skip``."""

    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn. Text: ``end``."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    """Shuffle the card at this ``rank`` of this ``file`` into the WarZone: any card behind the
    front one (both numbered from 1: the front card is rank 1, so ``rank`` is 2 or more). Text:
    ``retreat 3 2`` (file 3, rank 2); ``retreat 3`` is read as the back card of file 3."""

    file: int
    rank: int

    def __str__(self) -> str:
        return f"retreat {self.file} {self.rank}"


@dataclass(frozen=True, slots=True)
class Defend(Action):
    """Look at the top card of the WarZone (then place it or cancel). Text: ``defend``."""

    def __str__(self) -> str:
        return "defend"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put the looked-at card face down as the new back card of this file. Text: ``place 5``."""

    file: int

    def __str__(self) -> str:
        return f"place {self.file}"


@dataclass(frozen=True, slots=True)
class Cancel(Action):
    """Shuffle the looked-at card back into the WarZone; this ends the phase. Text: ``cancel``."""

    def __str__(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """The front card of own ``file`` attacks the front card of the enemy's ``target`` file (both
    numbered from their owner's left, from 1). Text: ``attack 2 4``."""

    file: int
    target: int

    def __str__(self) -> str:
        return f"attack {self.file} {self.target}"


_BOARD_CHOICES = (*((suit,) for suit in Suit), *COLOUR_SUITS.values())
"""Every Board choice: one suit (one deck each), or a colour's two suits (two decks each)."""


@cache
def _action_space(files: int, decks: int) -> ActionSpace:
    deepest = 26 * decks  # a file can hold every card its player has
    return ActionSpace(
        [
            Segment(ChooseColour, 2, lambda a: tuple(Colour).index(a.colour), "red, black"),
            Segment(
                ChooseBoard,
                len(_BOARD_CHOICES),
                lambda a: _BOARD_CHOICES.index(a.suits),
                "clubs, diamonds, hearts, spades; hearts and diamonds; spades and clubs",
            ),
            Segment(
                Arrange,
                len(Deck.standard().distinct),
                lambda a: Deck.standard().card_id(a.card),
                "the card among the 52, 2-A in clubs, diamonds, hearts, spades (2C = 0)",
            ),
            Segment(Skip, 1, lambda a: 0, "-"),
            Segment(EndTurn, 1, lambda a: 0, "-"),
            Segment(Defend, 1, lambda a: 0, "-"),
            Segment(Cancel, 1, lambda a: 0, "-"),
            Segment(
                Retreat,
                files * (deepest - 1),
                lambda a: (a.file - 1) * (deepest - 1) + a.rank - 2,
                f"(file - 1) × {deepest - 1} + (rank - 2)",
            ),
            Segment(Place, files, lambda a: a.file - 1, "file - 1"),
            Segment(
                Attack,
                files * files,
                lambda a: (a.file - 1) * files + a.target - 1,
                "(own file - 1) × files + (enemy file - 1)",
            ),
        ]
    )


# -- board and views --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Placed:
    """A card on a Board: face up (known to all), or face down and where it came from."""

    card: Card
    face_up: bool = False
    defended: bool = False
    """Put there by Defend (from the WarZone), rather than by the initial arrangement."""


@dataclass(frozen=True, slots=True)
class PlaceView:
    """A Board card as one viewer sees it: ``card`` is ``None`` when hidden from the viewer."""

    card: Card | None
    face_up: bool
    defended: bool

    def text(self) -> str:
        """``QH`` (face up), ``qh`` (own, face down), ``??`` (hidden), ``?d`` (hidden, defended)."""
        if self.card is None:
            return "?d" if self.defended else "??"
        return str(self.card) if self.face_up else str(self.card).lower()


BoardView = tuple[tuple[PlaceView, ...], ...]
"""A Board as one viewer sees it: files from the owner's left, each front card first."""


@dataclass(frozen=True, slots=True)
class WarzoneView(View):
    """What one viewer knows between two moves (hashable; agents key their search on it).

    Per seat: ``boards`` (empty until that Board is laid out for the viewer; during the secret
    arrangement only the viewer's own is shown), ``zone_sizes``, ``seen_hidden`` (cards of that seat
    that have been face up and now lie face down again somewhere in its WarZone or behind a
    defended place, known to everyone), ``discards`` (face up). The viewer's own WarZone contents
    (``own_zone``, sorted, never its order), its cards still to arrange (``in_hand``) and the card it
    looks at while defending (``looking_at``).
    """

    seat: int | None
    options: str
    files: int
    phase: Phase
    turn: int
    first: int
    active: int
    defending: bool
    colours: tuple[Colour | None, Colour | None]
    board_suits: tuple[tuple[Suit, ...], tuple[Suit, ...]]
    boards: tuple[BoardView, BoardView]
    zone_sizes: tuple[int, int]
    own_zone: tuple[Card, ...]
    seen_hidden: tuple[tuple[Card, ...], tuple[Card, ...]]
    discards: tuple[tuple[Card, ...], tuple[Card, ...]]
    in_hand: tuple[Card, ...]
    looking_at: Card | None
    cards_held: tuple[int, int]

    def describe(self) -> str:
        lines = [f"Turn {self.turn + 1}, {seat_name(self.active)} to play ({self.phase.value})"]
        for player in (1 - (self.seat or 0), self.seat or 0):
            you = " (you)" if player == self.seat else ""
            suits = suits_text(self.board_suits[player]) if self.board_suits[player] else "?"
            lines.append(
                f"{seat_name(player)}{you}: Board {suits}, WarZone {self.zone_sizes[player]},"
                f" discards {format_cards(self.discards[player]) or '-'}"
            )
            board = self.boards[player]
            for index, file in enumerate(board, 1):
                cards = " ".join(place.text() for place in file) or "-"
                lines.append(f"  file {index}: {cards}")
        if self.seat is not None:
            if self.own_zone:
                lines.append(f"Your WarZone holds: {format_cards(self.own_zone)}")
            if self.in_hand:
                lines.append(f"To place: {format_cards(self.in_hand)}")
            if self.looking_at is not None:
                lines.append(f"You look at {self.looking_at} on top of your WarZone")
        return "\n".join(lines)

    def _front(self, player: int, file: int) -> str:
        places = self.boards[player][file - 1] if len(self.boards[player]) >= file else ()
        card = places[0].card if places else None
        return "a face-down card" if card is None else card.pretty()

    def label(self, action: Action) -> str:
        own = self.seat if self.seat is not None else self.active
        match action:
            case ChooseColour(colour):
                return f"Take {colour.value}"
            case ChooseBoard(suits):
                return "Board: " + " and ".join(f"{s.symbol} {s.name.lower()}" for s in suits)
            case Arrange(card):
                return f"Place {card.pretty()} next on your Board"
            case Skip():
                return "Go to the attack"
            case EndTurn():
                return "End your turn"
            case Defend():
                return "Defend: look at the top card of your WarZone"
            case Cancel():
                return "Shuffle it back into your WarZone"
            case Place(file):
                return f"Place it at the back of file {file}"
            case Retreat(file, rank):
                return f"Retreat the card at rank {rank} of file {file}"
            case Attack(file, target):
                return (
                    f"Attack with {self._front(own, file)} (file {file}) against"
                    f" {self._front(1 - own, target)} (their file {target})"
                )
        return str(action)


Files = list[list[Placed]]

COUNTERS = (
    "attacks",
    "wars",
    "war_reveals",
    "stand_offs",
    "discarded",
    "retreats",
    "defends",
    "cancelled_defends",
)
"""The counters of :meth:`WarzoneState.summary` besides ``turns``."""


def _decision(player: int, prompt: str, actions: tuple[Action, ...]) -> Decision:
    """A decision whose first action is what Enter plays: the actions are listed best first (the
    strongest sure attack, skipping and ending before the optional moves, cancel while
    defending, the highest card to arrange)."""
    return Decision(player, prompt, actions, actions[0] if actions else None)


_COUNTERS = Counters(*COUNTERS)
_PLACED = record(Placed, CARD, BOOL, BOOL)
"""A Board card as JSON: ``["QH", true, false]`` (card, face up, defended)."""
_PILES = pair(list_of(CARD, text=True))


class WarzoneState(DeclaredState[WarzoneOptions]):
    """A game of Warzone. Create it with ``new_game("warzone", options, seed)``."""

    variant_id = "warzone"
    version = 2
    length_metric = "turns"

    _rng: Rng = stored(RNG, "rng")
    _phase: Phase = stored(enum_of(Phase), "phase", default=Phase.COLOUR)
    _first: int = stored(INT, "first", default=0)
    _active: int = stored(INT, "active", default=0)
    _looking: bool = stored(BOOL, "looking", default=False)
    _colours: list[Colour | None] = stored(
        list_of(optional(enum_of(Colour))), "colours", factory=lambda: [None, None]
    )
    _board_suits: list[tuple[Suit, ...] | None] = stored(
        list_of(optional(tuple_of(enum_of(Suit)))), "board_suits", factory=lambda: [None, None]
    )
    _boards: tuple[Files, Files] = stored(pair(list_of(list_of(_PLACED))), "boards")
    """Each player's Board: its files from the owner's left, each front card first."""
    _zones: tuple[list[Card], list[Card]] = stored(_PILES, "zones", factory=per_seat(list))
    """Each player's WarZone, top first."""
    _discards: tuple[list[Card], list[Card]] = stored(_PILES, "discards", factory=per_seat(list))
    _unplaced: tuple[list[Card], list[Card]] = stored(_PILES, "unplaced", factory=per_seat(list))
    """Each player's cards not yet on the table."""
    _seen: tuple[set[Card], set[Card]] = stored(
        pair(set_of(CARD, text=True)), "seen", factory=per_seat(set)
    )
    """Each player's cards that have been face up."""
    _turn: int = stored(INT, "turn", default=0)
    _counters: dict[str, int] = stored(_COUNTERS, "counters", factory=_COUNTERS.zeros)

    def __init__(self, options: VariantOptions, seed: int, *, quiet: bool = False) -> None:
        super().__init__(options, seed, quiet=quiet)
        self._rng = Rng(seed)
        files = self._options.files
        self._boards = ([[] for _ in range(files)], [[] for _ in range(files)])

    @classmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        state = cls(options, seed, quiet=quiet)
        state._first = state._options.first_player.seat(state._rng)
        state._active = state._first
        if state._options.decks == 2:
            for player in (0, 1):
                state._unplaced[player].extend(sorted(Deck.standard().cards))
            state._phase = Phase.BOARD
        return state

    @classmethod
    def from_position(
        cls,
        options: WarzoneOptions,
        *,
        boards: tuple[Sequence[str | Sequence[Card]], Sequence[str | Sequence[Card]]],
        zones: tuple[str | Sequence[Card], str | Sequence[Card]] = ("", ""),
        face_up: tuple[str | Sequence[Card], str | Sequence[Card]] = ("", ""),
        discards: tuple[str | Sequence[Card], str | Sequence[Card]] = ("", ""),
        board_suits: tuple[Sequence[Suit], Sequence[Suit]] | None = None,
        active: int = 0,
        seed: int = 0,
        quiet: bool = False,
    ) -> Self:
        """A game in play from a given position, for scripted tests and analysis.

        ``boards`` are given file by file from the owner's left, each file front first (a file is a
        string such as ``"QH 2H"`` or a sequence of cards); WarZones top first. Board cards are face
        down from the initial arrangement unless listed in ``face_up``. Board suits default to the
        suits on each Board. It is ``active``'s turn, before its attack. Cards need not make whole
        decks (such a state cannot be restored by :meth:`from_json`, which checks the decks).
        """
        state = cls(options, seed, quiet=quiet)
        state._phase = Phase.BEFORE
        state._first = state._active = active
        for player in (0, 1):
            if len(boards[player]) > options.files:
                raise OptionError(
                    f"{seat_name(player)}'s board has more than {options.files} files"
                )
            up = set(_cards(face_up[player]))
            for index, file in enumerate(boards[player]):
                state._boards[player][index].extend(
                    Placed(card, face_up=card in up) for card in _cards(file)
                )
            state._zones[player].extend(_cards(zones[player]))
            state._discards[player].extend(_cards(discards[player]))
            state._seen[player].update(up, state._discards[player])
            if board_suits is not None:
                suits = tuple(board_suits[player])
            else:
                on_board = {p.card.suit for file in state._boards[player] for p in file}
                suits = tuple(s for s in Suit if s in on_board)
            state._board_suits[player] = suits
            if options.decks == 1 and suits:
                state._colours[player] = suits[0].colour
        return state

    # -- facts --------------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the game stands."""
        return self._phase

    @property
    def active(self) -> int:
        """Whose turn it is (before the first turn: who will take it)."""
        return self._active

    @property
    def first(self) -> int:
        """Who takes the first turn."""
        return self._first

    @property
    def looking(self) -> bool:
        """Whether the active player is looking at the top of its WarZone (defending)."""
        return self._looking

    def colour(self, player: int) -> Colour | None:
        """A player's colour with one deck, once chosen."""
        return self._colours[player]

    def board_suits(self, player: int) -> tuple[Suit, ...] | None:
        """A player's Board suit(s), once chosen (the whole truth; during the simultaneous choice
        the other player does not see it)."""
        return self._board_suits[player]

    def board(self, player: int) -> tuple[tuple[Placed, ...], ...]:
        """A player's Board, files from its left, each front first (the whole truth)."""
        return tuple(tuple(file) for file in self._boards[player])

    def board_cards(self, player: int) -> tuple[tuple[Card, ...], ...]:
        """The cards of a player's Board, files from its left, each front first."""
        return tuple(tuple(p.card for p in file) for file in self._boards[player])

    def zone(self, player: int) -> tuple[Card, ...]:
        """A player's WarZone, top first (the whole truth; nobody knows this order)."""
        return tuple(self._zones[player])

    def discards(self, player: int) -> tuple[Card, ...]:
        """A player's discarded WarCards (face up)."""
        return tuple(self._discards[player])

    def unplaced(self, player: int) -> tuple[Card, ...]:
        """A player's cards not yet on the table (before and during the arrangement)."""
        return tuple(self._unplaced[player])

    def seen(self, player: int) -> frozenset[Card]:
        """The cards of ``player`` that have been face up (known to everyone)."""
        return frozenset(self._seen[player])

    def cards_held(self) -> tuple[int, int]:
        """Cards each player holds: its Board, its WarZone, and any it has yet to place."""
        return (self._held(0), self._held(1))

    def _held(self, player: int) -> int:
        on_board = sum(len(file) for file in self._boards[player])
        return on_board + len(self._zones[player]) + len(self._unplaced[player])

    def _board_count(self, player: int) -> int:
        return sum(len(file) for file in self._boards[player])

    def initial_deal(self) -> dict[str, JSON]:
        """The seat that plays first, and each seat's cards still to be placed on its Board
        (``"QH"``, as placements are written; none until colours are chosen in a one-deck game,
        whose WarZones are shuffled as the game goes)."""
        return {
            "first_player": self._first,
            "unplaced": [[str(card) for card in self._unplaced[seat]] for seat in (0, 1)],
        }

    def summary(self) -> Mapping[str, int]:
        return {"turns": self._turn, **self._counters}

    def evaluate(self, player: int) -> float:
        """The payoff once over; else the lead in Board cards (and, half as much, in cards held),
        over 13, clipped to [-0.9, 0.9]."""
        if self._outcome is not None:
            return self._outcome.payoff(player)
        other = 1 - player
        lead: float = self._board_count(player) - self._board_count(other)
        lead += (self._held(player) - self._held(other)) / 2
        return max(-0.9, min(0.9, lead / 13))

    def _cards_of(self, player: int) -> tuple[Card, ...]:
        """Every card ``player`` plays with (none before its colour is known)."""
        if self._options.decks == 2:
            return Deck.standard().cards
        colour = self._colours[player]
        if colour is None:
            return ()
        suits = COLOUR_SUITS[colour]
        return tuple(c for c in Deck.standard().cards if c.suit in suits)

    # -- decisions ----------------------------------------------------------------------------

    def _decide(self) -> tuple[Decision, ...]:
        if self._outcome is not None:
            return ()
        phase = self._phase
        if phase is Phase.COLOUR:
            choices = (ChooseColour(Colour.RED), ChooseColour(Colour.BLACK))
            return (_decision(self._first, COLOUR_PROMPT, choices),)
        if phase is Phase.BOARD:
            return tuple(
                _decision(player, BOARD_PROMPT, self._board_choices(player))
                for player in (0, 1)
                if self._board_suits[player] is None
            )
        if phase is Phase.ARRANGE:
            return tuple(
                _decision(player, self._arrange_prompt(player), self._arrange_choices(player))
                for player in (0, 1)
                if self._unplaced[player]
            )
        player = self._active
        if self._looking:
            top = self._zones[player][0]
            prompt = f"You see {top} on top of your WarZone: place it behind a file, or cancel"
            return (_decision(player, prompt, self._defend_choices()),)
        if phase is Phase.ATTACK:
            return (_decision(player, ATTACK_PROMPT, self._attacks(player)),)
        prompt = BEFORE_PROMPT if phase is Phase.BEFORE else AFTER_PROMPT
        return (_decision(player, prompt, self._optional_actions(player)),)

    @classmethod
    def action_space(cls, options: VariantOptions) -> ActionSpace:
        assert isinstance(options, WarzoneOptions)
        return _action_space(options.files, options.decks)

    def _board_choices(self, player: int) -> tuple[Action, ...]:
        if self._options.decks == 2:
            return tuple(ChooseBoard(COLOUR_SUITS[c]) for c in (Colour.RED, Colour.BLACK))
        colour = self._colours[player]
        assert colour is not None
        return tuple(ChooseBoard((suit,)) for suit in COLOUR_SUITS[colour])

    def _arrange_prompt(self, player: int) -> str:
        placed = self._board_count(player)
        file, depth = placed % self._options.files + 1, placed // self._options.files + 1
        return f"Choose the card for file {file}, rank {depth} of your Board (rank 1 is the front)"

    def _arrange_choices(self, player: int) -> tuple[Action, ...]:
        return tuple(Arrange(card) for card in sorted(self._unplaced[player], reverse=True))

    def _defend_choices(self) -> tuple[Action, ...]:
        return (Cancel(), *(Place(file) for file in range(1, self._options.files + 1)))

    def _optional_actions(self, player: int) -> tuple[Action, ...]:
        actions: list[Action] = [Skip() if self._phase is Phase.BEFORE else EndTurn()]
        if self._zones[player]:
            actions.append(Defend())
        actions.extend(
            Retreat(index, rank)
            for index, file in enumerate(self._boards[player], 1)
            for rank in range(2, len(file) + 1)
        )
        return tuple(actions)

    def _attacks(self, player: int) -> tuple[Action, ...]:
        """Every attack, ordered by what the attacker knows: sure wins first (against the highest
        enemy card, with the lowest card that beats it), then attacks on face-down cards (highest
        own card first), then known ties, then sure losses (lowest own card first)."""
        own = self._boards[player]
        enemy = self._boards[1 - player]
        ranked: list[tuple[tuple[int, ...], Attack]] = []
        for index, file in enumerate(own, 1):
            if not file:
                continue
            mine = file[0].card.rank
            for target, enemy_file in enumerate(enemy, 1):
                if not enemy_file:
                    continue
                front = enemy_file[0]
                if not front.face_up:
                    key = (1, -mine, 0)
                elif mine > front.card.rank:
                    key = (0, -front.card.rank, mine)
                elif mine == front.card.rank:
                    key = (2, -mine, 0)
                else:
                    key = (3, mine, front.card.rank)
                ranked.append(((*key, index, target), Attack(index, target)))
        ranked.sort(key=lambda item: item[0])
        return tuple(action for _, action in ranked)

    # -- reading actions ----------------------------------------------------------------------

    def parse_action(self, player: int, text: str) -> Action:
        """Read an action forgivingly: any case and spacing, ``attack 2 4``, ``attack 2-4`` or
        ``2 4`` in the attack, ``retreat 3 2``/``r 3 2`` (file 3, rank 2), ``retreat 3`` (the back
        card of file 3), ``defend``/``d``, ``place 5``/``5`` while
        defending, ``cancel``/``c``, ``skip``, ``end`` (``pass`` for either), a colour, a suit
        (``hearts``, ``h``, ``♥``), or a card such as ``QH`` while arranging."""
        legal = self.legal_actions(player)
        if not legal:
            if self._outcome is not None:
                raise IllegalActionError(f"the game is over; {seat_name(player)} cannot act")
            raise IllegalActionError(f"{seat_name(player)} has nothing to decide now")
        words = [w for w in re.split(r"[\s,;:/\-]+", text.strip().lower()) if w]
        wanted = " ".join(words)
        for action in legal:
            if str(action) == wanted:
                return action
        action = self._read(words, text)
        if action not in legal:
            raise IllegalActionError(self._why_illegal(player, action, legal))
        return action

    def _read(self, words: list[str], text: str) -> Action:
        phase = self._phase
        if not words:
            raise IllegalActionError("empty action: " + self._expected())
        if phase is Phase.COLOUR:
            colour = _COLOUR_WORDS.get(words[0])
            if colour is None or len(words) > 1:
                raise IllegalActionError(f"cannot read {text!r}: " + self._expected())
            return ChooseColour(colour)
        if phase is Phase.BOARD:
            if words[0] == "board":
                words = words[1:]
            choice = _read_suits(words)
            if choice is None:
                raise IllegalActionError(f"cannot read {text!r}: " + self._expected())
            return ChooseBoard(choice)
        if phase is Phase.ARRANGE:
            try:
                return Arrange(Card.parse(text))
            except CardParseError as exc:
                raise IllegalActionError(f"cannot read {text!r}: {exc}") from None
        verb, numbers = words[0], words[1:]
        if verb.isdigit():
            verb, numbers = ("place" if self._looking else "attack"), words
        if not all(n.isdigit() for n in numbers):
            raise IllegalActionError(f"cannot read {text!r}: " + self._expected())
        files = [int(n) for n in numbers]
        if len(files) == 1 and "retreat".startswith(verb):
            return Retreat(files[0], self._back_rank(files[0]))
        for name, arity, make in _VERBS:
            if name.startswith(verb) and len(files) == arity:
                if make is None:
                    return Skip() if phase is Phase.BEFORE else EndTurn()
                return make(files)
        raise IllegalActionError(f"cannot read {text!r}: " + self._expected())

    def _expected(self) -> str:
        phase = self._phase
        if phase is Phase.COLOUR:
            return "expected a colour, 'red' or 'black'"
        if phase is Phase.BOARD:
            if self._options.decks == 2:
                return "expected the colour for your Board, 'red' or 'black'"
            return "expected the suit for your Board, e.g. 'hearts' or 'spades'"
        if phase is Phase.ARRANGE:
            return "expected one of your Board cards, e.g. 'QH'"
        if self._looking:
            return "expected 'place N' (N a file) or 'cancel'"
        if phase is Phase.ATTACK:
            return "expected 'attack N M' (your file N against the enemy's file M)"
        closing = "skip" if phase is Phase.BEFORE else "end"
        return f"expected '{closing}', 'defend' or 'retreat N R' (file N, rank R from the front)"

    def _why_illegal(self, player: int, action: Action, legal: tuple[Action, ...]) -> str:
        """A sentence saying why a readable action is not legal now."""
        reason = (
            self._reason(player, action) or f"{action} is not possible now ({self._expected()})"
        )
        shown = ", ".join(str(a) for a in legal[:12]) + (", ..." if len(legal) > 12 else "")
        return f"{reason}; legal for {seat_name(player)}: {shown}"

    def _reason(self, player: int, action: Action) -> str | None:
        """Why an action of a kind that fits the moment is still not legal (``None``: the kind
        does not fit the moment)."""
        if type(action) not in self._kinds_now():
            return None
        files = self._options.files
        own = self._boards[player]
        numbers: list[int] = []
        if isinstance(action, Retreat | Place):
            numbers = [action.file]
        elif isinstance(action, Attack):
            numbers = [action.file, action.target]
        bad = [n for n in numbers if not 1 <= n <= files]
        if bad:
            return f"there is no file {bad[0]}: files are numbered 1-{files}"
        if isinstance(action, Retreat):
            held = len(own[action.file - 1])
            if held < 2:
                return (
                    f"file {action.file} holds {counted(held, 'card')}; only a card behind the front card"
                    " of a file of 2 or more can retreat"
                )
            ranks = "rank 2" if held == 2 else f"ranks 2-{held}"
            if action.rank == 1:
                return f"the front card of file {action.file} cannot retreat ({ranks} can)"
            return f"file {action.file} has no rank {action.rank}: {ranks} can retreat"
        if isinstance(action, Defend):
            return "your WarZone is empty: there is no card to defend with"
        if isinstance(action, Attack):
            if not own[action.file - 1]:
                return f"your file {action.file} is empty"
            return f"the enemy's file {action.target} is empty"
        if isinstance(action, Arrange):
            return f"{action.card} is not one of your Board cards still to place"
        return f"{action} is not one of your choices"

    def _kinds_now(self) -> frozenset[type[Action]]:
        """The kinds of action the moment calls for."""
        phase = self._phase
        kinds: dict[Phase, tuple[type[Action], ...]] = {
            Phase.COLOUR: (ChooseColour,),
            Phase.BOARD: (ChooseBoard,),
            Phase.ARRANGE: (Arrange,),
            Phase.BEFORE: (Skip, Defend, Retreat),
            Phase.ATTACK: (Attack,),
            Phase.AFTER: (EndTurn, Defend, Retreat),
        }
        if self._looking:
            return frozenset((Place, Cancel))
        return frozenset(kinds.get(phase, ()))

    # -- acting -------------------------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        if isinstance(action, ChooseColour):
            self._choose_colour(player, action.colour)
        elif isinstance(action, ChooseBoard):
            self._choose_board(player, action.suits)
        elif isinstance(action, Arrange):
            self._arrange(player, action.card)
        elif isinstance(action, Skip):
            self._phase = Phase.ATTACK
            self._emit(AttackNext, player)
        elif isinstance(action, EndTurn):
            self._end_turn()
        elif isinstance(action, Retreat):
            self._retreat(player, action.file, action.rank)
        elif isinstance(action, Defend):
            self._looking = True
            top = self._zones[player][0]
            self._emit(DefendLooked, player, top, audience=Audience.only(player))
        elif isinstance(action, Place):
            self._place(player, action.file)
        elif isinstance(action, Cancel):
            self._cancel(player)
        else:
            assert isinstance(action, Attack)
            self._attack(player, action)
        return self._take_events()

    def _advance(self) -> tuple[Event, ...]:
        raise IllegalActionError("warzone never moves on by itself")  # pragma: no cover

    def _choose_colour(self, player: int, colour: Colour) -> None:
        other = Colour.BLACK if colour is Colour.RED else Colour.RED
        self._colours[player] = colour
        self._colours[1 - player] = other
        for seat in (0, 1):
            self._unplaced[seat][:] = sorted(self._cards_of(seat))
        self._phase = Phase.BOARD
        self._emit(ColourChosen, player, colour)

    def _choose_board(self, player: int, suits: tuple[Suit, ...]) -> None:
        self._board_suits[player] = suits
        self._emit(BoardChosen, player, suits, audience=Audience.only(player))
        if any(s is None for s in self._board_suits):
            return
        chosen: list[tuple[Suit, ...]] = []
        for seat in (0, 1):
            board = self._board_suits[seat]
            assert board is not None
            chosen.append(board)
            hand = self._unplaced[seat]
            zone = self._zones[seat]
            zone[:] = [c for c in hand if c.suit not in board]
            self._rng.shuffle(zone)
            hand[:] = [c for c in hand if c.suit in board]
        self._emit(BoardsAnnounced, (chosen[0], chosen[1]))
        if self._options.arrangement is Arrangement.AUTO:
            for seat in (0, 1):
                cards = list(self._unplaced[seat])
                self._rng.shuffle(cards)
                for card in cards:
                    self._put_next(seat, card)
            self._start_play()
        else:
            self._phase = Phase.ARRANGE

    def _put_next(self, player: int, card: Card) -> tuple[int, int]:
        """Put ``card`` in the next position of ``player``'s Board (front rank first, files from
        the left); return its (file, depth), both from 1."""
        placed = self._board_count(player)
        index = placed % self._options.files
        self._unplaced[player].remove(card)
        self._boards[player][index].append(Placed(card))
        return index + 1, placed // self._options.files + 1

    def _arrange(self, player: int, card: Card) -> None:
        file, depth = self._put_next(player, card)
        self._emit(CardArranged, player, card, file, depth, audience=Audience.only(player))
        if not self._unplaced[0] and not self._unplaced[1]:
            self._start_play()

    def _start_play(self) -> None:
        auto = self._options.arrangement is Arrangement.AUTO
        for seat in (0, 1):
            self._emit(self._board_arranged, seat, auto)
        self._phase = Phase.BEFORE
        self._active = self._first
        self._emit(TurnStarted, self._active, self._turn + 1)

    def _board_arranged(self, seat: int, auto: bool) -> BoardArranged:
        """The event of ``seat``'s Board laid out, which only that seat sees."""
        return BoardArranged(seat, self.board_cards(seat), auto, audience=Audience.only(seat))

    def _end_phase(self) -> None:
        """A Retreat or a Defend ends its phase: on to the attack, or the end of the turn."""
        if self._phase is Phase.BEFORE:
            self._phase = Phase.ATTACK
        else:
            self._end_turn()

    def _to_zone(self, player: int, cards: Iterable[Card]) -> None:
        zone = self._zones[player]
        zone.extend(cards)
        self._rng.shuffle(zone)

    def _back_rank(self, file: int) -> int:
        """The rank of the back card of the active player's ``file`` (0 if there is no such file
        or it is empty)."""
        files = self._boards[self._active]
        return len(files[file - 1]) if 1 <= file <= len(files) else 0

    def _retreat(self, player: int, file: int, rank: int) -> None:
        placed = self._boards[player][file - 1].pop(rank - 1)
        self._to_zone(player, [placed.card])
        self._counters["retreats"] += 1
        audience = EVERYONE if placed.face_up else Audience.only(player)
        self._emit(Retreated, player, file, rank, placed.card, placed.face_up, audience=audience)
        self._end_phase()

    def _place(self, player: int, file: int) -> None:
        card = self._zones[player].pop(0)
        self._boards[player][file - 1].append(Placed(card, defended=True))
        self._looking = False
        self._counters["defends"] += 1
        self._emit(DefendPlaced, player, file, card, audience=Audience.only(player))
        self._end_phase()

    def _cancel(self, player: int) -> None:
        card = self._zones[player][0]
        self._rng.shuffle(self._zones[player])
        self._looking = False
        self._counters["cancelled_defends"] += 1
        self._emit(DefendCancelled, player, card, audience=Audience.only(player))
        self._end_phase()

    def _attack(self, player: int, attack: Attack) -> None:
        other = 1 - player
        own = self._boards[player][attack.file - 1]
        enemy = self._boards[other][attack.target - 1]
        mine, theirs = own[0].card, enemy[0].card
        own[0] = replace(own[0], face_up=True)
        enemy[0] = replace(enemy[0], face_up=True)
        self._seen[player].add(mine)
        self._seen[other].add(theirs)
        self._counters["attacks"] += 1
        self._phase = Phase.AFTER
        self._emit(Attacked, player, attack.file, attack.target, mine, theirs)
        if mine.rank != theirs.rank:
            winner = player if mine.rank > theirs.rank else other
            loser_file = enemy if winner == player else own
            beaten = loser_file.pop(0).card
            self._to_zone(1 - winner, [beaten])
            self._emit(BattleWon, winner, mine if winner == player else theirs, beaten)
            return
        self._war(mine.rank, (own, enemy) if player == 0 else (enemy, own))

    def _war(self, rank: int, fronts: tuple[list[Placed], list[Placed]]) -> None:
        """Fight a war over a tie (automatic: chance only) and settle it. ``fronts`` are the two
        files whose front cards tied, in seat order."""
        self._counters["wars"] += 1
        war_cards: tuple[list[tuple[Card, bool]], list[tuple[Card, bool]]] = ([], [])
        for seat in (0, 1):
            zone = self._zones[seat]
            taken = min(WAR_CARDS, len(zone))
            war_cards[seat].extend((card, False) for card in zone[:taken])
            del zone[:taken]
        self._emit(WarStarted, rank, (len(war_cards[0]), len(war_cards[1])))
        reveals = 0
        winner: int | None = None
        forfeit = False
        while True:
            able = [self._ready_to_reveal(seat, war_cards[seat]) for seat in (0, 1)]
            if not all(able):
                if any(able):
                    winner, forfeit = able.index(True), True
                break
            shown: list[Card] = []
            for seat in (0, 1):
                hidden = [i for i, (_, up) in enumerate(war_cards[seat]) if not up]
                index = hidden[self._rng.randrange(len(hidden))]
                card = war_cards[seat][index][0]
                war_cards[seat][index] = (card, True)
                self._seen[seat].add(card)
                shown.append(card)
            reveals += 1
            self._counters["war_reveals"] += 1
            self._emit(WarCardsRevealed, (shown[0], shown[1]))
            if shown[0].rank != shown[1].rank:
                winner = 0 if shown[0].rank > shown[1].rank else 1
                break
            if reveals >= WAR_REVEAL_CAP:
                break
        if winner is None:
            self._counters["stand_offs"] += 1
            for seat in (0, 1):
                if war_cards[seat]:
                    self._to_zone(seat, [card for card, _ in war_cards[seat]])
            self._emit(WarStandOff, (len(war_cards[0]), len(war_cards[1])))
            return
        loser = 1 - winner
        if war_cards[winner]:
            self._to_zone(winner, [card for card, _ in war_cards[winner]])
        lost = [card for card, _ in war_cards[loser]]
        self._discards[loser].extend(lost)
        self._seen[loser].update(lost)
        self._counters["discarded"] += len(lost)
        beaten = fronts[loser].pop(0).card
        self._to_zone(loser, [beaten])
        self._emit(WarWon, winner, tuple(lost), len(war_cards[winner]), beaten, forfeit)

    def _ready_to_reveal(self, seat: int, war_cards: list[tuple[Card, bool]]) -> bool:
        """Whether ``seat`` has a face-down WarCard to reveal. A side with none left but some
        revealed keeps its highest revealed card, shuffles the others back into its WarZone and
        takes up to 3 new face-down WarCards from the top first."""
        if any(not up for _, up in war_cards):
            return True
        if not war_cards:
            return False
        kept = max(card for card, _ in war_cards)
        returned = [card for card, _ in war_cards if card != kept]
        if returned:
            self._to_zone(seat, returned)
        zone = self._zones[seat]
        drawn = min(RECYCLED_WAR_CARDS, len(zone))
        war_cards[:] = [(kept, True), *((card, False) for card in zone[:drawn])]
        del zone[:drawn]
        self._emit(WarCardsRecycled, seat, tuple(returned), kept, drawn)
        return drawn > 0

    def _end_turn(self) -> None:
        """End the active player's turn: a player with no Board card loses (both: a draw); then
        the turn limit; else the other player's turn begins."""
        player = self._active
        self._turn += 1
        self._emit(TurnEnded, player)
        empty = [self._board_count(seat) == 0 for seat in (0, 1)]
        if any(empty):
            winner = None if all(empty) else empty.index(False)
            self._finish(winner, "board_cleared")
            return
        if self._turn >= self._options.max_turns:
            held = self.cards_held()
            winner = None
            if self._options.at_limit is AtLimit.MOST_CARDS and held[0] != held[1]:
                winner = int(held[1] > held[0])
            self._finish(winner, Termination.TURN_LIMIT)
            return
        self._active = 1 - player
        self._phase = Phase.BEFORE
        self._emit(TurnStarted, self._active, self._turn + 1)

    def _finish(self, winner: int | None, ending: Termination | str) -> None:
        held = self.cards_held()
        outcome = self._outcome = Outcome.of(winner, ending, (float(held[0]), float(held[1])))
        self._phase = Phase.OVER
        self._looking = False
        self._emit(GameOver, outcome)

    # -- views and copies ---------------------------------------------------------------------

    def observe(self, viewer: Viewer) -> Observation[WarzoneView]:
        phase = self._phase

        def board_view(player: int) -> BoardView:
            laid_out = phase not in (Phase.COLOUR, Phase.BOARD, Phase.ARRANGE)
            if not laid_out and not (phase is Phase.ARRANGE and player == viewer):
                return ()
            return tuple(
                tuple(
                    PlaceView(
                        p.card if p.face_up or player == viewer else None, p.face_up, p.defended
                    )
                    for p in file
                )
                for file in self._boards[player]
            )

        def suits_view(player: int) -> tuple[Suit, ...]:
            suits = self._board_suits[player]
            if suits is None or (phase is Phase.BOARD and player != viewer):
                return ()
            return suits

        def seen_hidden(player: int) -> tuple[Card, ...]:
            seen = self._seen[player]
            hidden = [*self._zones[player]]
            hidden.extend(p.card for f in self._boards[player] for p in f if not p.face_up)
            return tuple(sorted(c for c in hidden if c in seen))

        own = viewer is not None
        looking = self._looking and viewer == self._active
        view = WarzoneView(
            seat=viewer,
            options=self._options.to_string(),
            files=self._options.files,
            phase=phase,
            turn=self._turn,
            first=self._first,
            active=self._active,
            defending=self._looking,
            colours=(self._colours[0], self._colours[1]),
            board_suits=(suits_view(0), suits_view(1)),
            boards=(board_view(0), board_view(1)),
            zone_sizes=(len(self._zones[0]), len(self._zones[1])),
            own_zone=tuple(sorted(self._zones[viewer])) if viewer is not None else (),
            seen_hidden=(seen_hidden(0), seen_hidden(1)),
            discards=(tuple(self._discards[0]), tuple(self._discards[1])),
            in_hand=tuple(sorted(self._unplaced[viewer])) if viewer is not None else (),
            looking_at=self._zones[self._active][0] if looking and own else None,
            cards_held=self.cards_held(),
        )
        return self._observation(viewer, self._turn, view)

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self._sample_copy()
        copy._rng = rng.spawn()
        other = 1 - player
        if copy._phase is Phase.BOARD:
            copy._board_suits[other] = None
        elif copy._phase is Phase.ARRANGE:
            withdrawn = [p.card for file in copy._boards[other] for p in file]
            copy._unplaced[other][:] = sorted([*copy._unplaced[other], *withdrawn])
            for file in copy._boards[other]:
                file.clear()
        own = copy._zones[player]
        keep = 1 if copy._looking and copy._active == player else 0
        rest = sorted(own[keep:])
        rng.shuffle(rest)
        own[keep:] = rest
        copy._redraw_hidden(other, rng)
        return copy

    def _redraw_hidden(self, player: int, rng: Rng) -> None:
        """Redraw what the opponent of ``player`` cannot see of ``player``'s cards (see the module
        docstring): first which unseen Board-suit card lies on which face-down place of the
        initial arrangement (the rest are somewhere in the WarZone group), then the order of the
        WarZone group over the WarZone and the defended face-down places."""
        suits = self._board_suits[player] or ()
        seen = self._seen[player]
        zone = self._zones[player]
        arranged: list[tuple[list[Placed], int]] = []
        defended: list[tuple[list[Placed], int]] = []
        for file in self._boards[player]:
            for index, placed in enumerate(file):
                if not placed.face_up:
                    (defended if placed.defended else arranged).append((file, index))
        group = [*zone, *(file[index].card for file, index in defended)]

        def unseen_board_card(card: Card) -> bool:
            return card.suit in suits and card not in seen

        board_cards = sorted(
            [*(file[index].card for file, index in arranged), *filter(unseen_board_card, group)]
        )
        rng.shuffle(board_cards)
        for (file, index), card in zip(arranged, board_cards, strict=False):
            file[index] = replace(file[index], card=card)
        in_group = sorted(card for card in group if not unseen_board_card(card))
        in_group.extend(board_cards[len(arranged) :])
        rng.shuffle(in_group)
        zone[:] = in_group[: len(zone)]
        for (file, index), card in zip(defended, in_group[len(zone) :], strict=True):
            file[index] = replace(file[index], card=card)

    def _verify_loaded(self) -> None:
        def fail(message: str) -> None:
            raise RecordError(message)

        for name, entries in (("colours", self._colours), ("board_suits", self._board_suits)):
            if len(entries) != 2:
                fail(f"{name}: expected one entry per seat, got {entries!r}")
        for name, seat in (("first", self._first), ("active", self._active)):
            if seat not in (0, 1):
                fail(f"{name} must be seat 0 or 1, got {seat!r}")
        for seat, files in enumerate(self._boards):
            if len(files) != self._options.files:
                fail(f"{seat_name(seat)}'s board has {len(files)} files")
        decks = self._options.decks
        colours = {self._colours[0], self._colours[1]}
        if decks == 1 and self._phase is not Phase.COLOUR and colours != set(COLOUR_SUITS):
            fail("with one deck the players must hold one colour each")
        for seat in (0, 1):
            everywhere = [
                *(p.card for file in self._boards[seat] for p in file),
                *self._zones[seat],
                *self._discards[seat],
                *self._unplaced[seat],
            ]
            if Counter(everywhere) != Counter(self._cards_of(seat)):
                fail(f"{seat_name(seat)}'s cards are not exactly its {_deck_text(decks)}")
            if not self._seen[seat] <= set(everywhere):
                fail(f"{seat_name(seat)} has seen cards it does not hold")
            suits = self._board_suits[seat]
            if suits is not None and ChooseBoard(suits) not in self._board_choices(seat):
                fail(f"{seat_name(seat)}'s Board suits {suits_text(suits)} are not its own")
        in_play = self._phase in (Phase.BEFORE, Phase.ATTACK, Phase.AFTER)
        if in_play and any(s is None for s in self._board_suits):
            fail(f"phase {self._phase.value} needs both Board suits chosen")
        if self._looking and (self._phase not in (Phase.BEFORE, Phase.AFTER)):
            fail("a player can only be defending before or after its attack")
        if self._looking and not self._zones[self._active]:
            fail("a defending player must have a WarZone card to look at")
        if (self._phase is Phase.OVER) != (self._outcome is not None):
            fail("the phase and the outcome disagree")


_COLOUR_WORDS = {"red": Colour.RED, "r": Colour.RED, "black": Colour.BLACK, "b": Colour.BLACK}
_SUIT_WORDS = {
    **{name: suit for suit, name in SUIT_NAMES.items()},
    **{name[:-1]: suit for suit, name in SUIT_NAMES.items()},
    **{suit.value.lower(): suit for suit in Suit},
    **{suit.symbol: suit for suit in Suit},
}
_VERBS: tuple[tuple[str, int, Callable[[list[int]], Action] | None], ...] = (
    ("attack", 2, lambda f: Attack(f[0], f[1])),
    ("retreat", 2, lambda f: Retreat(f[0], f[1])),
    ("place", 1, lambda f: Place(f[0])),
    ("defend", 0, lambda f: Defend()),
    ("cancel", 0, lambda f: Cancel()),
    ("skip", 0, lambda f: Skip()),
    ("end", 0, lambda f: EndTurn()),
    ("pass", 0, None),
)
"""Verbs in the order their one-letter abbreviations are tried (``a``, ``r``, ``p``, ...)."""


def _read_suits(words: list[str]) -> tuple[Suit, ...] | None:
    if len(words) != 1:
        return None
    word = words[0]
    colour = _COLOUR_WORDS.get(word)
    if colour is not None and len(word) > 1:
        return COLOUR_SUITS[colour]
    suit = _SUIT_WORDS.get(word)
    return None if suit is None else (suit,)


def _cards(cards: str | Sequence[Card]) -> tuple[Card, ...]:
    return parse_cards(cards) if isinstance(cards, str) else tuple(cards)


def _deck_text(decks: int) -> str:
    return "52-card deck" if decks == 2 else "26 cards of its colour"
