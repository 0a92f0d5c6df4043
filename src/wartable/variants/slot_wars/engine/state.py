"""The Slot Wars engine: rounds of nine slots, simultaneous face-down placement, scoring, best of 3.

Every physical card has a stable id, ``p0-07`` (the seat it was dealt to, then its number in that
seat's 30 cards; the numbers are given after the deal is shuffled, so an id says nothing about the
card). A card's **owner** is kept in a map: it starts as the seat of the id and changes only by a
trade (the meta rules' one-for-one exchange), which lasts for the rest of the game.

Hidden information, exactly (see ``wartable rules slot-wars``):

- A player sees its own hand, its own face-down cards and its own choice this turn, its deck's
  composition (not its order) and its sideboard; all revealed cards, both piles and every count.
- The opponent's deck list is secret: of the opponent's cards a player knows only those that have
  been face up (on the table or in a pile) or traded, and where they are while they are there.
- Events that name a card some player cannot identify are seen whole only by its owner; the others
  read where it is (:meth:`SlotWarsState._naming`). A choice among the other player's held cards
  is blind (``#1``, ``#2`` … in an order drawn when asked).

``resample(p)`` redraws the opponent's cards in all of its hidden places (face-down cards, hand,
deck, sideboard, a choice it made this turn, which is withdrawn to its hand) from its hidden ids in a
sorted list; with a built-in pool the faces of the opponent's never-seen ids are redrawn too, from
the pool without ``p``'s cards and the opponent's seen ones (by rarity). ``p``'s own deck order is
reshuffled, the opponent's sideboard progress is reset, a pending choice of an ability is asked again
in the new state (:meth:`SlotWarsState._ask_again`), and the future of the generator is
``rng.spawn()``. So the result depends only on what ``p`` can see.

**What the engine keeps, and the rule that keeps it right.** Values, slot results, the rule
changes in force and silences are worked out on demand (:meth:`SlotWarsState._recall`) and kept
until the game changes; what follows from the table alone (where each card is, which revealed
cards listen to each trigger) until the table changes (:meth:`SlotWarsState._table_recall`); the
lists of actions and the builder's choice by the cards they come from
(:meth:`SlotWarsState._listed`). Copies share all of it until either changes. So **every change to
the game calls** :meth:`SlotWarsState._changed` **after it is made, before anything is asked
again** (a new ``GameApi`` method that changes the game must too): ``table=False`` where the cards
on the table, their places, faces and controllers stay as they were, ``only=`` where only the
zones or the points changed (what did not read them, through ``hand``, ``deck``, ``pile``,
``round_score`` and ``standing_points``, still holds). ``tests/slot_wars/engine/test_speed.py``
plays games with this engine and with one that keeps nothing, asking every question before each
step, and compares them step by step; ``bench/slot_wars.py`` measures the speed against a revision.
"""

from __future__ import annotations

import random
import weakref
from collections import Counter
from collections.abc import (
    Callable,
    Collection,
    Hashable,
    Iterable,
    Iterator,
    Mapping,
    Sequence,
)
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from functools import cache, lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Self, TypeVar

from wartable.core.actions import ActionSpace, Segment
from wartable.core.errors import IllegalActionError, RecordError
from wartable.core.events import EVERYONE, Audience, Event, Viewer
from wartable.core.fields import (
    BOOL,
    INT,
    RNG,
    STR,
    Codec,
    converted,
    derived,
    dict_of,
    enum_of,
    fixed,
    list_of,
    optional,
    pair,
    per_seat,
    set_of,
    stored,
    transient,
)
from wartable.core.jsonable import JSON
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome, Termination
from wartable.core.rng import Rng
from wartable.core.state import Action, Decision, DeclaredState, Observation, View
from wartable.variants.slot_wars.builder import suggest_deck
from wartable.variants.slot_wars.engine.commute import (
    RULES,
    VALUES,
    Footprint,
    commute,
    footprint,
)
from wartable.variants.slot_wars.engine.events import (
    AbilityFizzled,
    AbilityResolved,
    AbilityStopped,
    CardChanged,
    CardChosen,
    CardDestroyed,
    CardPlaced,
    CardRef,
    CardsDrawn,
    CardSetAside,
    CardsExchanged,
    CardsRevealed,
    CardsSeen,
    CardsShuffledIn,
    CardsTraded,
    ChanceDrawn,
    ChoiceAnswered,
    ChoiceStopped,
    ConflictTossed,
    CounterPlaced,
    DeckChosen,
    DeckRearranged,
    DeckShuffled,
    DrawSkipped,
    GameOver,
    HandShown,
    PointsScored,
    RoundStarted,
    RoundTied,
    RoundWon,
    SideboardReady,
    SlotChosen,
    SlotOpened,
    SlotScored,
    seat_name,
)
from wartable.variants.slot_wars.engine.hooks import (
    BOTH_SEATS,
    PHASE_TRIGGERS,
    STOP,
    Ability,
    Activation,
    Ask,
    Interpreter,
    Lasting,
    Moment,
    Protected,
    RuleChange,
    RuleKind,
    Simultaneous,
    Trigger,
    resolution_groups,
    slot_answer,
)
from wartable.variants.slot_wars.engine.interpreter import (
    MOST_OPTIONS,
    TEXT,
    TIES_SETTLED,
    option_number,
)
from wartable.variants.slot_wars.engine.options import Distribution, SlotWarsOptions
from wartable.variants.slot_wars.engine.pool import (
    DECK_SIZE,
    SLOTS,
    CardFace,
    Rarity,
    deal,
    pool_counts,
    pool_faces,
)
from wartable.variants.slot_wars.engine.values import (
    CounterMark,
    Layered,
    Modifier,
    layered_value,
    set_value,
)
from wartable.variants.slot_wars.tactics import (
    SEARCH_HORIZON,
    SEARCH_WIDENING,
    choice_aim,
    choice_order,
    deck_keep,
    estimate,
    search_placements,
)

ROUNDS_TO_WIN = 2
_TIES_SETTLING = frozenset(TIES_SETTLED.values())
"""The rule changes that give a tie to a player by what else it has (hand, points, a slot)."""
_SLOT_RULES = frozenset(
    {
        RuleKind.LOWEST_WINS,
        RuleKind.STACKED_ADD,
        RuleKind.UNSCORED,
        RuleKind.PRINTED_WINS,
        RuleKind.SLOT_TO,
        RuleKind.EMPTY_WINS,
        RuleKind.EMPTY_VALUE,
        RuleKind.TIES_HIGHER,
        RuleKind.TIES_LOWER,
        RuleKind.TIES_TO,
        *_TIES_SETTLING,
    }
)
"""The rule changes that change who wins a slot (:meth:`SlotWarsState._ruled_slot`)."""
T = TypeVar("T")
_UNKNOWN: Any = object()
"""What a dict of remembered results gives for a question not asked yet (``None`` may be a
result)."""
_READ_ZONES = 1
"""A worked-out value read the hands, decks or piles."""
_READ_POINTS = 2
"""A worked-out value read the round's points or how many slots have been scored."""


class Step(StrEnum):
    """Where the game stands (the next automatic step, or the pending decision)."""

    SELECT = "select"
    """Before round 1: each player chooses the 21 cards of its deck (the other 9 are its
    sideboard)."""
    SETUP = "setup"
    BEGIN = "begin"
    DRAW = "draw"
    PLACE = "place"
    REVEAL = "reveal"
    SCORE_START = "score_start"
    SCORE = "score"
    SCORE_END = "score_end"
    ROUND_END = "round_end"
    SWAP = "swap"
    OVER = "over"


# -- actions ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place this card of the hand face down in the current slot. Text: ``place p0-07``."""

    card: str

    def __str__(self) -> str:
        return f"place {self.card}"


@dataclass(frozen=True, slots=True)
class ToSideboard(Action):
    """Before round 1: put this card of the 30 in the sideboard (nine times; the 21 left are the
    deck). Text: ``sideboard p0-07``."""

    card: str

    def __str__(self) -> str:
        return f"sideboard {self.card}"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Between rounds: ``card_in`` from the sideboard into the deck, ``card_out`` the other way.
    Text: ``swap p0-25 p0-03``."""

    card_in: str
    card_out: str

    def __str__(self) -> str:
        return f"swap {self.card_in} {self.card_out}"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Between rounds: no (more) exchanges. In an "up to" choice: no more cards. Text: ``done``
    (``keep`` reads the same between rounds, ``stop`` in a choice)."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer an ability's choice: a card id, or ``S3.2`` (slot 3, second card) for a face-down
    card the chooser may not identify. Text: ``choose p1-04``."""

    card: str

    def __str__(self) -> str:
        return f"choose {self.card}"

    def data(self) -> dict[str, JSON]:
        """The structured form, by what the chooser knows of the card: ``{"card": "p1-04"}`` for
        a card it can identify, ``{"slot": 3, "place": 2}`` for a face-down card (the second card
        in slot 3), ``{"blind": 2}`` for the second of the other player's held cards."""
        token = self.card
        if token.startswith("S"):
            slot, _, place = token[1:].partition(".")
            return {"kind": self.kind, "slot": int(slot), "place": int(place)}
        if token.startswith("#"):
            return {"kind": self.kind, "blind": int(token[1:])}
        return {"kind": self.kind, "card": token}


@dataclass(frozen=True, slots=True)
class Answer(Action):
    """Answer an ability's question in words: ``yes`` or ``no`` to "you may ...". Text: the word
    (``y`` and ``n`` read too)."""

    word: str

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class ChooseSlot(Action):
    """Answer an ability's choice of a slot (where a card goes). Text: ``slot 5``."""

    slot: int

    def __str__(self) -> str:
        return f"slot {self.slot}"


CARDS_PER_SEAT = 30
"""Cards a player is dealt (seed: "Each player ends up with 30 cards"); ids ``p0-00`` to ``p1-29``."""
ANSWER_WORDS = ("yes", "no", "heads", "tails")
"""The words an ability's question may take as its answer, besides the numbered options of a
"choose one" (:func:`~wartable.variants.slot_wars.engine.interpreter.option_answer`)."""


def _answer_number(word: str) -> int:
    number = option_number(word)
    return ANSWER_WORDS.index(word) if number is None else len(ANSWER_WORDS) + number - 1


_MOST_IN_A_SLOT = 2 * CARDS_PER_SEAT


def card_number(card: str) -> int:
    """The card id ``p1-04`` as a number, 0-59 (``p0-00`` = 0, ``p1-00`` = 30)."""
    seat, _, index = card[1:].partition("-")
    return int(seat) * CARDS_PER_SEAT + int(index)


def _token_number(token: str) -> int:
    """A choice's token as a number: a card id (0-59), then a face-down card by its place (``S3.2``),
    then a blind pick (``#2``)."""
    cards = 2 * CARDS_PER_SEAT
    if token.startswith("S"):
        slot, _, index = token[1:].partition(".")
        return cards + (int(slot) - 1) * _MOST_IN_A_SLOT + int(index) - 1
    if token.startswith("#"):
        return cards + SLOTS * _MOST_IN_A_SLOT + int(token[1:]) - 1
    return card_number(token)


def _action_space() -> ActionSpace:
    cards = 2 * CARDS_PER_SEAT
    return ActionSpace(
        [
            Segment(
                ToSideboard, cards, lambda a: card_number(a.card), "card id: p0-07 = 7, p1-00 = 30"
            ),
            Segment(Place, cards, lambda a: card_number(a.card), "card id"),
            Segment(
                Swap,
                cards * cards,
                lambda a: card_number(a.card_in) * cards + card_number(a.card_out),
                f"card in × {cards} + card out",
            ),
            Segment(Done, 1, lambda a: 0, "-"),
            Segment(
                Choose,
                cards + SLOTS * _MOST_IN_A_SLOT + cards,
                lambda a: _token_number(a.card),
                f"card id; then {cards} + (slot - 1) × {_MOST_IN_A_SLOT} + (place - 1) for a"
                f" face-down card S<slot>.<place>; then {cards + SLOTS * _MOST_IN_A_SLOT} + n - 1"
                " for a blind pick #n",
            ),
            Segment(
                Answer,
                len(ANSWER_WORDS) + MOST_OPTIONS,
                lambda a: _answer_number(a.word),
                f"{', '.join(ANSWER_WORDS)}, then option 1-{MOST_OPTIONS} of a 'choose one'",
            ),
            Segment(ChooseSlot, SLOTS, lambda a: a.slot - 1, "slot - 1"),
        ]
    )


_SPACE = _action_space()
_NO_CARD = CardRef()
_KEEP = Done()
_place = lru_cache(maxsize=4096)(Place)
_to_sideboard = lru_cache(maxsize=4096)(ToSideboard)
_choose = lru_cache(maxsize=4096)(Choose)
_choose_slot = lru_cache(maxsize=None)(ChooseSlot)
_answer = lru_cache(maxsize=256)(Answer)
"""The engine's actions, made once for each card (or pair, token, slot, word) and handed out
again: decisions list them over and over."""
_phase_moment = lru_cache(maxsize=None)(Moment)
"""A phase's trigger point (trigger and slot), made once: every slot dispatches four."""


class _SwapsOf(dict[str, Swap]):
    """The exchanges of one card from the sideboard, by the card it would replace, each made
    once (a list of exchanges reads them with ``map``, the cheapest way to hand out hundreds)."""

    __slots__ = ("card_in",)

    def __init__(self, card_in: str) -> None:
        super().__init__()
        self.card_in = card_in

    def __missing__(self, card_out: str) -> Swap:
        made = self[card_out] = Swap(self.card_in, card_out)
        return made


_SWAPS: dict[str, _SwapsOf] = {}
"""The :class:`_SwapsOf` of each card id (ids are few: two seats' numbered cards)."""


def _swaps_of(card_in: str) -> _SwapsOf:
    found = _SWAPS.get(card_in)
    if found is None:
        found = _SWAPS[card_in] = _SwapsOf(card_in)
    return found


# -- views --------------------------------------------------------------------------------------


def _read_too_late() -> Any:
    raise RuntimeError(
        "this Slot Wars view was first read after the game changed outside a step (a GameApi"
        " call): read what it shows before changing the game"
    )


@dataclass(frozen=True, slots=True)
class CardInfo:
    """A card the viewer can identify: id and face."""

    id: str
    title: str
    value: int
    rarity: str
    text: str

    def label(self) -> str:
        return f"{self.title} ({self.value})"


@dataclass(frozen=True, slots=True)
class TableView:
    """A card on the table: ``card`` is ``None`` when the viewer cannot identify it (face down);
    ``value`` is its current value and ``explain`` how it is reached (printed value, counters,
    effects by their source's title)."""

    card: CardInfo | None
    controller: int
    revealed: bool
    value: int
    explain: str
    owner: int
    tapped: bool


@dataclass(frozen=True)
class SlotWarsView(View):
    """What one viewer knows. Per seat pairs: ``hand_counts``, ``deck_counts``, ``sideboard_counts``,
    ``piles`` (public) and ``seen`` (cards of that seat that have been face up, public). ``hand``,
    ``chosen``, ``deck`` (composition, sorted) and ``sideboard`` are the viewer's own.

    While the decks are chosen (phase ``select``) ``deck`` holds the viewer's cards not put in the
    sideboard yet and ``suggested`` the ids of the 21 cards the automatic builder would keep (a
    suggestion: the player decides); the other player's counts read 21 and 9 from the start, so
    nobody learns how far the other has got.

    :meth:`SlotWarsState.observe` leaves the parts that cost the most to work out
    (:data:`_LATER`: the table with every card's value, the piles, the cards seen, the viewer's
    deck and sideboard) to be worked out when first read: a player that reads only its hand does
    not pay for them. They are worked out from the game as it was observed (the game works out
    the views still unread before it changes), so a view reads the same whenever it is read;
    equality, ``repr``, copies and JSON read every field as always."""

    seat: int | None
    options: str
    phase: str
    round: int
    replays: int
    rounds_won: tuple[int, int]
    points: tuple[int, int]
    slot: int
    slots: tuple[tuple[TableView, ...], ...]
    scored: tuple[int | None, ...]
    hand: tuple[CardInfo, ...]
    chosen: CardInfo | None
    deck: tuple[CardInfo, ...]
    sideboard: tuple[CardInfo, ...]
    swaps: tuple[tuple[str, str], ...]
    hand_counts: tuple[int, int]
    deck_counts: tuple[int, int]
    sideboard_counts: tuple[int, int]
    piles: tuple[tuple[CardInfo, ...], tuple[CardInfo, ...]]
    seen: tuple[tuple[CardInfo, ...], tuple[CardInfo, ...]]
    prompt: str
    suggested: tuple[str, ...] = ()

    @classmethod
    def _partly(cls, later: dict[str, Callable[[], Any]], **known: Any) -> SlotWarsView:
        """A view with the fields ``known``, and those of ``later`` worked out by their function
        when first read."""
        view = object.__new__(cls)
        view.__dict__.update(known, _later=later)
        return view

    if not TYPE_CHECKING:  # read only for a field left for later (the others are attributes)

        def __getattr__(self, name: str) -> Any:
            later = self.__dict__.get("_later")
            if later is None or name not in later:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            value = later.pop(name)()
            self.__dict__[name] = value
            return value

    def _read_all(self) -> None:
        """Work out every field left for later (before the game it reads changes)."""
        for name in tuple(self.__dict__.get("_later", ())):
            getattr(self, name)

    def _stale(self) -> None:
        later = self.__dict__.get("_later", {})
        for name in later:
            later[name] = _read_too_late

    def __reduce__(self) -> tuple[type[SlotWarsView], tuple[Any, ...]]:
        return type(self), tuple(getattr(self, f.name) for f in fields(self))

    def _named(self, card: str) -> str:
        """A card the viewer can identify by its title and value; else where it is."""
        if card.startswith("#"):
            return f"card {card[1:]} of the other player's hand (blind)"
        if card.startswith("S"):
            slot, _, place = card[1:].partition(".")
            there = "" if place == "1" else f" (card {place} there)"
            return f"the face-down card in slot {slot}{there}"
        for info in self._known():
            if info.id == card:
                return info.label()
        return card

    def _known(self) -> Iterator[CardInfo]:
        yield from self.hand
        yield from self.deck
        yield from self.sideboard
        for stack in self.slots:
            yield from (entry.card for entry in stack if entry.card is not None)
        for pile in (*self.piles, *self.seen):
            yield from pile
        if self.chosen is not None:
            yield self.chosen

    def label(self, action: Action) -> str:
        match action:
            case Place(card):
                return f"Place {self._named(card)}"
            case ToSideboard(card):
                return f"Put {self._named(card)} in your sideboard"
            case Swap(card_in, card_out):
                return f"Swap {self._named(card_in)} in for {self._named(card_out)}"
            case Done():
                return "Keep this deck" if self.phase == "swap" else "Stop choosing"
            case Choose(card):
                return f"Choose {self._named(card)}"
            case Answer(word):
                return word.capitalize()
            case ChooseSlot(slot):
                return f"Slot {slot}"
        return str(action)

    def describe(self) -> str:
        lines = [
            f"Round {self.round} · rounds won {self.rounds_won[0]}-{self.rounds_won[1]}"
            f" · replays {self.replays} · {self.phase}"
            + (f" slot {self.slot}" if self.slot else "")
            + f" · points {self.points[0]}-{self.points[1]}"
        ]
        for index, stack in enumerate(self.slots, 1):
            if not stack:
                continue
            shown = ", ".join(
                f"{seat_name(t.controller)} "
                + (t.card.title if t.card is not None else "face down")
                + f" {t.explain}"
                for t in stack
            )
            lines.append(f"  S{index}: {shown}")
        for player in (0, 1):
            you = " (you)" if player == self.seat else ""
            lines.append(
                f"{seat_name(player)}{you}: hand {self.hand_counts[player]}, deck"
                f" {self.deck_counts[player]}, sideboard {self.sideboard_counts[player]},"
                f" pile {len(self.piles[player])}"
            )
        if self.seat is not None:
            lines.append("Your hand: " + (", ".join(c.label() for c in self.hand) or "-"))
            if self.chosen is not None:
                lines.append(f"You chose {self.chosen.label()} for slot {self.slot}")
        if self.prompt:
            lines.append(self.prompt)
        return "\n".join(lines)


class TableCard:
    """A card on the table (mutable, owned by the state)."""

    __slots__ = ("card", "controller", "counters", "revealed")

    def __init__(
        self, card: str, controller: int, revealed: bool, counters: tuple[CounterMark, ...] = ()
    ) -> None:
        self.card = card
        self.controller = controller
        self.revealed = revealed
        self.counters = counters
        """The counters on the card, in the order they were put there (replaced, never changed:
        copies share them)."""

    def copy(self) -> TableCard:
        return TableCard(self.card, self.controller, self.revealed, self.counters)

    def to_json(self) -> list[Any]:
        return [self.card, self.controller, self.revealed, [m.to_json() for m in self.counters]]

    @staticmethod
    def from_json(data: Sequence[Any]) -> TableCard:
        card, controller, revealed, counters = data
        return TableCard(
            str(card),
            int(controller),
            bool(revealed),
            tuple(CounterMark(int(a), str(s)) for a, s in counters),
        )


def owner_of(card: str) -> int:
    """The seat a card id was dealt to (``p1-04`` → 1): its owner until a trade."""
    return int(card[1])


Pair = tuple[list[str], list[str]]
_ABILITY_CACHE: dict[int, tuple[Interpreter, dict[CardFace, Ability | None]]] = {}
"""Each interpreter's abilities by face (the interpreter is kept with them, so that its id stays
its own)."""
_POOLS_READ: set[tuple[int, str, int]] = set()
"""The built-in pools whose texts an interpreter (by its id, kept in :data:`_ABILITY_CACHE`) has
read (:func:`_read_pool`)."""
_MOST_LISTED = 512
"""How many lists a game and its copies remember (:meth:`SlotWarsState._listed`)."""
_MOST_REVEALED = 4096
"""How many sets of revealed cards :meth:`SlotWarsState._revealed_facts` remembers at most."""
_MOST_UNREAD = 64
"""How many views a game keeps track of before it forgets those no longer held."""
_EVERY_TRIGGER = tuple(Trigger)
_EVERY_RULE_KIND = frozenset(RuleKind)

Queued = Activation | Simultaneous | tuple[Moment, ...]
"""What waits in the queue: an activation, a group to settle, or moments to work out."""


def _queued_json(item: Queued) -> dict[str, Any]:
    if isinstance(item, Activation):
        return {"activation": item.to_json()}
    if isinstance(item, Simultaneous):
        return {"group": item.to_json()}
    return {"moments": [m.to_json() for m in item]}


def _queued_from_json(data: Mapping[str, Any]) -> Queued:
    if "activation" in data:
        return Activation.from_json(data["activation"])
    if "group" in data:
        return Simultaneous.from_json(data["group"])
    return tuple(Moment.from_json(m) for m in data["moments"])


_FACE: Codec[CardFace] = converted(CardFace.to_json, CardFace.from_json)
_FACES: Codec[dict[str, CardFace]] = converted(
    lambda faces: {card: face.to_json() for card, face in sorted(faces.items())},
    lambda data: {str(card): CardFace.from_json(face) for card, face in data.items()},
)
"""The faces by card id: copies share them (a game's faces change only when a copy is drawn for
resampling, which gives the copy a new dict)."""
_ZONES: Codec[Pair] = pair(list_of(STR))
"""A zone of each seat (deck, hand, sideboard, pile): card ids, in order."""
_TABLE_CARD: Codec[TableCard] = converted(
    TableCard.to_json, TableCard.from_json, copy=TableCard.copy, comparable=TableCard.to_json
)
_MODIFIER: Codec[Modifier] = converted(Modifier.to_json, Modifier.from_json)
_RULE: Codec[RuleChange] = converted(RuleChange.to_json, RuleChange.from_json)
_ACTIVATION: Codec[Activation] = converted(Activation.to_json, Activation.from_json)
_ASK: Codec[Ask] = converted(Ask.to_json, Ask.from_json)
_QUEUED: Codec[Queued] = converted(_queued_json, _queued_from_json)
_TWO_FLAGS: Codec[list[bool]] = list_of(BOOL)
_TWO_COUNTS: Codec[list[int]] = list_of(INT)


@dataclass(frozen=True, slots=True)
class _Revealed:
    """What the revealed cards on the table can do (silences aside), each list in slot order:
    the cards (with their controllers) whose abilities may fire at each trigger, the cards whose
    abilities may change values, those whose abilities may change the rules, and the kinds of
    rule change these may make."""

    listening: dict[Trigger, tuple[tuple[str, int], ...]]
    modifying: tuple[str, ...]
    ruling: tuple[str, ...]
    rule_kinds: frozenset[RuleKind]


def _abilities_of(state: SlotWarsState) -> dict[str, Ability | None]:
    """Each card's ability, as the game's interpreter reads its text (none without one)."""
    return _read_abilities(state._interp, state._faces, state._faces)


def _read_abilities(
    interp: Interpreter | None, faces: Mapping[str, CardFace], cards: Iterable[str]
) -> dict[str, Ability | None]:
    """The abilities of ``cards``, as ``interp`` reads their faces' texts."""
    if interp is None:
        return {}
    known = _ABILITY_CACHE.setdefault(id(interp), (interp, {}))[1]
    abilities = {}
    for card in cards:
        face = faces[card]
        ability = known.get(face, _UNKNOWN)
        if ability is _UNKNOWN:
            ability = known[face] = interp.ability(face)
        abilities[card] = ability
    return abilities


def _read_pool(interp: Interpreter | None, pool: str, seed: int) -> None:
    """Read the texts of every face of a built-in pool, once in a process, the first time a game
    is dealt from it: the games that follow find them read (as :func:`_read_abilities` does for
    the faces a game is dealt)."""
    if interp is None or (id(interp), pool, seed) in _POOLS_READ:
        return
    known = _ABILITY_CACHE.setdefault(id(interp), (interp, {}))[1]
    for face in pool_faces(pool, seed):
        if face not in known:
            known[face] = interp.ability(face)
    _POOLS_READ.add((id(interp), pool, seed))


def _face_numbering(state: SlotWarsState) -> dict[CardFace, int]:
    """A number for each face of the game: equal faces get the same one."""
    numbering: dict[CardFace, int] = {}
    for face in state._faces.values():
        numbering.setdefault(face, len(numbering))
    return numbering


def _numbered_faces(state: SlotWarsState) -> dict[str, int]:
    """Each card's face as a number (:func:`_face_numbering`)."""
    numbering = state._numbering
    return {card: numbering[face] for card, face in state._faces.items()}


def _sort_keys_of(state: SlotWarsState) -> dict[str, tuple[int, str, str]]:
    """Each card's place in sorted hands: value, title, id."""
    return {card: (face.value, face.title, card) for card, face in state._faces.items()}


@cache
def _pool_by_rarity(pool: str, seed: int) -> dict[Rarity, tuple[tuple[CardFace, int], ...]]:
    """A built-in pool's faces and copies (:func:`pool_counts`, in its order), by rarity."""
    counts = pool_counts(pool, seed)
    return {
        rarity: tuple((face, copies) for face, copies in counts if face.rarity is rarity)
        for rarity in Rarity
    }


def _options_text_of(state: SlotWarsState) -> str:
    return state._options.to_string()


def _may_silence(state: SlotWarsState) -> bool:
    """Whether a card of the game has an ability that may take the text of cards away."""
    return any(ability.silences for ability in state._abilities.values() if ability is not None)


def _owners(state: SlotWarsState) -> dict[str, int]:
    """Each card's owner: the seat its id was dealt to, unless a trade changed it."""
    traded = state._traded
    return {card: traded.get(card, owner_of(card)) for card in state._faces}


class SlotWarsState(DeclaredState[SlotWarsOptions]):
    """A game of Slot Wars. Create it with ``new_game("slot-wars", options, seed)`` or, for scripted
    decks, :meth:`from_decks`."""

    variant_id = "slot-wars"
    version = 8
    length_metric = "rounds"
    search_horizon = SEARCH_HORIZON
    search_widening = SEARCH_WIDENING
    search_others_by_rank = True

    _rng: Rng = stored(RNG, "rng")
    _faces: dict[str, CardFace] = stored(_FACES, "faces", factory=dict)
    """Each card's face by its id; shared by copies, so replaced, never changed, once dealt."""
    _traded: dict[str, int] = stored(
        dict_of(INT, keys=STR, sort=True), "traded", factory=dict, absent={}
    )
    """The owner of each card a trade gave to the other seat (only those)."""
    _redraw: bool = stored(BOOL, "redraw", default=False)
    """Whether resampling redraws the faces of the opponent's unseen cards (a built-in pool)."""
    _scripted: bool = stored(BOOL, "scripted", default=False)
    """Whether decks are drawn in the given order, never shuffled (scripted games)."""
    _deck: Pair = stored(_ZONES, "deck", factory=per_seat(list))
    _hand: Pair = stored(_ZONES, "hand", factory=per_seat(list))
    _side: Pair = stored(_ZONES, "sideboard", factory=per_seat(list))
    _pile: Pair = stored(_ZONES, "pile", factory=per_seat(list))
    _slots: list[list[TableCard]] = stored(
        list_of(list_of(_TABLE_CARD)), "slots", factory=lambda: [[] for _ in range(SLOTS)]
    )
    """The cards of each slot, in placing order."""
    _mods: list[Modifier] = stored(list_of(_MODIFIER), "modifiers", factory=list)
    """Stored continuous effects (while their source is on the table)."""
    _skip: list[bool] = stored(
        _TWO_FLAGS, "skip_draw", factory=lambda: [False, False], absent=[False, False]
    )
    _tapped: set[str] = stored(set_of(STR), "tapped", factory=set, absent=[])
    _active: set[str] = stored(set_of(STR), "active", factory=set, absent=[])
    """The table cards whose "when revealed" ability has resolved (their lasting effects apply)."""
    _started: set[tuple[str, int]] = stored(
        set_of(fixed(STR, INT)), "started", factory=set, absent=[]
    )
    """The abilities (card, index in its text) of active cards whose condition, checked once
    when the card's "when revealed" ability resolved, held: their lasting changes apply."""
    _timed: list[tuple[Modifier, bool]] = stored(
        list_of(fixed(_MODIFIER, BOOL)), "timed_modifiers", factory=list, absent=[]
    )
    """Continuous effects until the end of the turn (``True``) or of the round."""
    _borrowed: list[tuple[str, int]] = stored(
        list_of(fixed(STR, INT)), "borrowed", factory=list, absent=[]
    )
    """Table cards controlled by another player until the end of the turn, with who gets them back."""
    _kept_rules: list[tuple[RuleChange, str, Lasting]] = stored(
        list_of(fixed(_RULE, STR, enum_of(Lasting))), "rules", factory=list, absent=[]
    )
    """Rule changes put in force when an ability fired: the rule, its source, how long it lasts."""
    _shields_used: set[str] = stored(set_of(STR), "shields_used", factory=set, absent=[])
    """The table cards whose shield (:attr:`RuleKind.SHIELD`) a destroy has used; a card
    that leaves the table or turns face down has it again."""
    _shown: set[str] = stored(set_of(STR), "shown", factory=set)
    """Every card that has been face up (or traded): both players know it."""
    _step: Step = stored(enum_of(Step), "step", default=Step.SETUP)
    _slot: int = stored(INT, "slot", default=0)
    _chosen: list[str | None] = stored(
        list_of(optional(STR)), "chosen", factory=lambda: [None, None]
    )
    """Each player's card chosen for this turn's slot, until both have chosen."""
    _placed_now: list[str] = stored(list_of(STR), "placed_now", factory=list)
    """The cards placed this turn that the reveal phase turns face up."""
    _queue: list[Queued] = stored(list_of(_QUEUED), "queue", factory=list)
    """What waits to be worked out or resolved, first first."""
    _asking: tuple[Activation, Ask] | None = stored(
        optional(fixed(_ACTIVATION, _ASK)), "asking", default=None
    )
    """The activation waiting for an answer, and its question."""
    _swapped: Pair = stored(_ZONES, "swapped", factory=per_seat(list))
    """The cards each player has exchanged between rounds (in, out, in, out...)."""
    _ready: list[bool] = stored(_TWO_FLAGS, "ready", factory=lambda: [False, False])
    _round: int = stored(INT, "round", default=0)
    _replays: int = stored(INT, "replays", default=0)
    _tied_last: bool = stored(BOOL, "tied_last", default=False)
    _rounds_won: list[int] = stored(_TWO_COUNTS, "rounds_won", factory=lambda: [0, 0])
    _points: list[int] = stored(_TWO_COUNTS, "points", factory=lambda: [0, 0])
    _total_points: list[int] = stored(_TWO_COUNTS, "total_points", factory=lambda: [0, 0])
    _scored: list[int | None] = stored(list_of(optional(INT)), "scored", factory=list)
    """Who scored each slot scored so far this round (``None``: nobody), in the order scored
    (in slot order once scoring is over)."""
    _scoring_down: bool = stored(BOOL, "scoring_down", default=False, absent=False)
    """Whether the slots are being scored from S9 down (a card reversed the order)."""
    _turn: int = stored(INT, "turn", default=0)
    _owner: dict[str, int] = derived(_owners)
    """Each card's owner (see :func:`_owners`); replaced, never changed, since copies share it."""
    _abilities: dict[str, Ability | None] = derived(_abilities_of)
    """Each card's ability by its text (before silences); shared, like the faces."""
    _can_silence: bool = derived(_may_silence)
    """Whether a card of the game may take the text of cards away (else nothing is silenced)."""
    _numbering: dict[CardFace, int] = derived(_face_numbering)
    """A number for each face, equal for equal faces; shared, like the faces."""
    _face_numbers: dict[str, int] = derived(_numbered_faces)
    """Each card's face as a number, equal for equal faces; shared, like the faces."""
    _sort_keys: dict[str, tuple[int, str, str]] = derived(_sort_keys_of)
    """Each card's :meth:`_key`; shared, like the faces."""
    _card_infos: dict[str, CardInfo] = transient(factory=dict, clone="share")
    """Each card's :class:`CardInfo` once made: shared by copies, and replaced when the faces
    are."""
    _revealed_store: dict[tuple[tuple[str, ...], tuple[int, ...]], _Revealed] = transient(
        factory=dict, clone="share"
    )
    """:meth:`_revealed_facts` by the revealed cards and their controllers, in slot order: shared
    by copies, and replaced when the faces are."""
    _faces_seen: object = transient(factory=object, clone="share")
    """A token of the faces as they are: copies that share the faces share it, and a copy given
    new faces gets a new one (keys of :meth:`_listed` hold it)."""
    _options_text: str = derived(_options_text_of)
    """The options as the views write them (``to_string``), once."""
    _lists: dict[tuple[Any, ...], Any] = transient(factory=dict, clone="share")
    """What :meth:`_listed` remembers: the builder's choice of a player's cards, the exchanges
    open to a player between rounds, a player's decision on its deck, by the cards (and faces)
    they come from; shared by copies."""
    _interp: Interpreter | None = transient(default=TEXT, clone="share")
    """What cards' texts do; ``None`` in a game whose cards all lack text (nothing to ask)."""
    # What is worked out (never saved): remembered results, and while a value is worked out, the
    # sources whose own effects are being computed and whether the standing is being judged.
    _memo: dict[tuple[Any, ...], tuple[Any, int]] | None = transient(default=None, clone="share")
    """What :meth:`_recall` remembers, with what each value read. A copy shares it (it holds for
    the copy as long as neither changes, and a change replaces it rather than editing it), so a
    copy made to try something out asks nothing again until it changes."""
    _reads: int = transient(default=0)
    """What the value being worked out has read so far (:data:`_READ_ZONES`, :data:`_READ_POINTS`)."""
    _places: dict[str, tuple[int, TableCard]] | None = transient(default=None)
    """Where each card on the table is (slot, entry), once asked; forgotten on every change to
    the table."""
    _table_memo: dict[str, Any] | None = transient(default=None, clone="share")
    """What :meth:`_table_recall` worked out from the table (card ids and seats, which hold for a
    copy too); forgotten on every change to it."""
    _unread: list[weakref.ref[SlotWarsView]] = transient(factory=list)
    """The views :meth:`observe` gave out with parts left to work out when read: worked out
    before the game changes (:meth:`_begin`), if they are still held."""
    _excluded: frozenset[tuple[str, str]] = transient(default=frozenset())
    _judging: bool = transient(default=False)
    _silencing: bool = transient(default=False)

    def __init__(self, options: VariantOptions, seed: int, *, quiet: bool = False) -> None:
        super().__init__(options, seed, quiet=quiet)
        self._rng = Rng(seed)

    @classmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        state = cls(options, seed, quiet=quiet)
        rules = state._options
        by_designer = rules.distribution is Distribution.BY_DESIGNER
        pool = pool_faces(rules.pool.value, rules.pool_seed)
        dealt = deal(pool, state._rng, by_designer=by_designer)
        for player, faces in enumerate(dealt):
            state._rng.shuffle(faces)
            ids = [f"p{player}-{index:02d}" for index in range(len(faces))]
            state._faces.update(zip(ids, faces, strict=True))
        state._dealt()
        _read_pool(state._interp, rules.pool.value, rules.pool_seed)
        for player in (0, 1):
            state._deck[player].extend(sorted(state._owned(player), key=state._key))
        state._redraw = True
        state._step = Step.SELECT
        return state

    @classmethod
    def from_decks(
        cls,
        options: SlotWarsOptions,
        decks: tuple[Sequence[CardFace], Sequence[CardFace]],
        sideboards: tuple[Sequence[CardFace], Sequence[CardFace]] = ((), ()),
        *,
        seed: int = 0,
        shuffle: bool = True,
        quiet: bool = False,
        interpreter: Interpreter | None = None,
    ) -> Self:
        """A game with given decks and sideboards (for scripted tests and tournaments, whose
        players chose their decks beforehand): it starts at round 1.

        Ids are ``p0-00`` … in the order given, deck first. With ``shuffle=False`` decks are never
        shuffled or cut: each round draws them in the given order (top first), for scripted play.
        The opponent's unseen cards are exchangeable among its hidden places when resampling.
        ``interpreter`` replaces the card-text interpreter, for tests of the engine's hooks (a
        state restored from JSON reads card text again).
        """
        state = cls(options, seed, quiet=quiet)
        state._scripted = not shuffle
        for player in (0, 1):
            faces = [*decks[player], *sideboards[player]]
            ids = [f"p{player}-{index:02d}" for index in range(len(faces))]
            state._faces.update(zip(ids, faces, strict=True))
        state._dealt(interpreter)
        for player in (0, 1):
            ids = state._owned(player)
            state._deck[player].extend(ids[: len(decks[player])])
            state._side[player].extend(sorted(ids[len(decks[player]) :], key=state._key))
        return state

    def _owned(self, player: int) -> list[str]:
        """The ids of the cards dealt to ``player``, in order."""
        return [card for card in self._faces if owner_of(card) == player]

    def _dealt(self, interpreter: Interpreter | None = None) -> None:
        """The cards are dealt: work out who owns them and what their texts do (``interpreter``
        replaces the card-text interpreter). Without rules text on any card of the game,
        abilities are never asked for."""
        if not any(face.text for face in self._faces.values()):
            self._interp = None
        if interpreter is not None:
            self._interp = interpreter
        self._owner = _owners(self)
        self._faces_changed()

    def _faces_changed(self, cards: Collection[str] | None = None) -> None:
        """Work out again what follows from the faces (of ``cards``, or of all cards)."""
        if cards is None:
            self._abilities = _abilities_of(self)
            self._numbering = _face_numbering(self)
            self._face_numbers = _numbered_faces(self)
            self._sort_keys = _sort_keys_of(self)
        else:
            faces = self._faces
            self._abilities = {
                **self._abilities,
                **_read_abilities(self._interp, faces, cards),
            }
            numbering, numbers = dict(self._numbering), dict(self._face_numbers)
            for card in cards:
                numbers[card] = numbering.setdefault(faces[card], len(numbering))
            self._numbering, self._face_numbers = numbering, numbers
            self._sort_keys = {
                **self._sort_keys,
                **{card: (faces[card].value, faces[card].title, card) for card in cards},
            }
        self._can_silence = _may_silence(self)
        self._card_infos = {}
        self._revealed_store = {}
        self._faces_seen = object()

    # -- facts --------------------------------------------------------------------------------

    @property
    def step(self) -> Step:
        """The current step of the round."""
        return self._step

    @property
    def slot(self) -> int:
        """The current slot (1-9; 0 before the first turn of a round)."""
        return self._slot

    @property
    def rounds_won(self) -> tuple[int, int]:
        return self._rounds_won[0], self._rounds_won[1]

    @property
    def points(self) -> tuple[int, int]:
        """Points scored so far in the current (or last) round."""
        return self._points[0], self._points[1]

    @property
    def replays(self) -> int:
        return self._replays

    def hand(self, player: int) -> tuple[str, ...]:
        """A player's hand (ids, sorted by value; the whole truth, not for agents)."""
        self._reads |= _READ_ZONES
        return tuple(self._hand[player])

    def deck(self, player: int) -> tuple[str, ...]:
        """A player's deck, top first (the whole truth)."""
        self._reads |= _READ_ZONES
        return tuple(self._deck[player])

    def sideboard(self, player: int) -> tuple[str, ...]:
        return tuple(self._side[player])

    def pile(self, player: int) -> tuple[str, ...]:
        self._reads |= _READ_ZONES
        return tuple(self._pile[player])

    def initial_deal(self) -> dict[str, JSON]:
        """Each seat's dealt cards by id (``"p0-07"``, as actions name them), in deck order, and
        what is printed on each."""
        faces = self._faces
        return {
            "decks": [list(self.deck(seat)) for seat in (0, 1)],
            "cards": {
                card: {"title": f.title, "value": f.value, "rarity": f.rarity.value, "text": f.text}
                for card, f in sorted(faces.items())
            },
        }

    def summary(self) -> Mapping[str, int]:
        return {
            "rounds": self._round,
            "replays": self._replays,
            "turns": self._turn,
            "rounds_won_p1": self._rounds_won[0],
            "rounds_won_p2": self._rounds_won[1],
            "points_p1": self._total_points[0],
            "points_p2": self._total_points[1],
        }

    def evaluate(self, player: int) -> float:
        """The payoff once over; else the search's judgement of the position
        (:func:`~wartable.variants.slot_wars.tactics.estimate`). Search agents call it on sampled
        states, where every card is known."""
        if self._outcome is not None:
            return self._outcome.payoff(player)
        return self._estimate(player)

    def _estimate(self, player: int) -> float:
        return estimate(self, player)

    def search_order(self, decision: Decision) -> tuple[Action, ...]:
        """Placements by what the cards will do in this slot for the player who places them
        (:func:`~wartable.variants.slot_wars.tactics.search_placements`); a card's choice of cards
        by what its text does to them (:func:`~wartable.variants.slot_wars.tactics.choice_order`:
        the other's best card first for a text that harms, one's own for one that helps); other
        decisions as offered."""
        actions = decision.actions
        if len(actions) < 2:
            return actions
        faces = self._faces
        if isinstance(actions[0], Place):
            hand = [(action, faces[action.card]) for action in actions if isinstance(action, Place)]
            return search_placements(hand, self._slot)
        stop = Done()
        if self._asking is None or not all(isinstance(a, Choose) or a == stop for a in actions):
            return actions
        aim = choice_aim(faces[self._asking[0].source])
        options = [
            (action, *self._seen_as(decision.player, action.card))
            for action in actions
            if isinstance(action, Choose)
        ]
        return choice_order(aim, options, stop if stop in actions else None)

    def _seen_as(self, player: int, token: str) -> tuple[bool | None, int]:
        """Whether the card a choice names is ``player``'s own, and its value as ``player`` sees
        it: a face-down card it may not identify (``S3.2``) or a blind pick (``#2``) is the other's,
        of no known value."""
        if token[0] in "S#":
            return False, 0
        found = self._entry(token)
        if found is None:
            return self._owner[token] == player, self._faces[token].value
        return found[1].controller == player, self._layers(found[1]).value

    # -- the deck a player keeps ----------------------------------------------------------------

    def suggested_deck(self, player: int) -> tuple[str, ...]:
        """The ids of the 21 cards of ``player``'s deck and sideboard the automatic builder would
        keep (:func:`~wartable.variants.slot_wars.builder.suggest_deck`), in the order of
        :meth:`deck` then :meth:`sideboard`. Only the player's own cards: anyone may ask."""
        keep = self._builder_keeps(player)
        return tuple(card for card in (*self._deck[player], *self._side[player]) if card in keep)

    def _builder_keeps(self, player: int) -> frozenset[str]:
        """The cards of ``player``'s deck and sideboard that the builder keeps (worked out once
        for each set of cards: they only move between the two while the deck is chosen)."""
        cards = frozenset((*self._deck[player], *self._side[player]))
        faces = self._faces
        return self._listed(
            ("kept", self._faces_seen, cards),
            lambda: _suggested(frozenset((card, faces[card]) for card in cards)),
        )

    def _listed(self, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
        """``compute()``, remembered by ``key``, which must hold everything it depends on (the
        cards, and :attr:`_faces_seen` for their faces): shared by copies, which may hold other
        cards."""
        found: T | None = self._lists.get(key)
        if found is None:
            if len(self._lists) >= _MOST_LISTED:
                self._lists.clear()
            found = self._lists[key] = compute()
        return found

    def search_default(self, decision: Decision) -> Action | None:
        """Which cards make the deck is settled for search agents: the 21 that bring the most over
        a round (:func:`~wartable.variants.slot_wars.tactics.deck_keep`), before round 1 and
        between rounds; other decisions are searched."""
        if self._asking is not None or self._step not in (Step.SELECT, Step.SWAP):
            return None
        player = decision.player
        return _toward(
            self._face_numbers, self._strongest(player), self._deck[player], decision.actions
        )

    def _strongest(self, player: int) -> frozenset[str]:
        """The cards of ``player``'s deck and sideboard that search agents keep
        (:func:`~wartable.variants.slot_wars.tactics.deck_keep`; worked out once for each set of
        cards)."""
        cards = frozenset((*self._deck[player], *self._side[player]))
        faces = self._faces
        return self._listed(
            ("strongest", self._faces_seen, cards),
            lambda: frozenset(deck_keep({card: faces[card] for card in cards}, DECK_SIZE)),
        )

    @classmethod
    def action_space(cls, options: VariantOptions) -> ActionSpace:
        return _SPACE

    # -- the GameApi abilities use --------------------------------------------------------------

    def face(self, card: str) -> CardFace:
        return self._faces[card]

    def owner(self, card: str) -> int:
        return self._owner[card]

    def _entry(self, card: str) -> tuple[int, TableCard] | None:
        """Where ``card`` is on the table (its slot and entry), if it is."""
        places = self._places
        if places is None:
            places = self._places = {
                entry.card: (index, entry)
                for index, stack in enumerate(self._slots, 1)
                for entry in stack
            }
        return places.get(card)

    def controller(self, card: str) -> int | None:
        found = self._entry(card)
        return None if found is None else found[1].controller

    def slot_of(self, card: str) -> int | None:
        found = self._entry(card)
        return None if found is None else found[0]

    def is_revealed(self, card: str) -> bool:
        found = self._entry(card)
        return found is not None and found[1].revealed

    def table_cards(self, slot: int | None = None) -> tuple[str, ...]:
        stacks = self._table_recall("stacks", self._stacks)
        return stacks[0] if slot is None else stacks[slot]

    def _stacks(self) -> tuple[tuple[str, ...], ...]:
        """The cards on the table: all of them in slot order, then those of each slot."""
        slots = tuple(tuple(entry.card for entry in stack) for stack in self._slots)
        return (tuple(card for stack in slots for card in stack), *slots)

    def placed(self, slot: int | None = None) -> tuple[tuple[str, int, int], ...]:
        stacks = self._table_recall("placed", self._placed_stacks)
        return stacks[0] if slot is None else stacks[slot]

    def _placed_stacks(self) -> tuple[tuple[tuple[str, int, int], ...], ...]:
        """:meth:`_stacks`, each card with its slot and controller."""
        slots = tuple(
            tuple((entry.card, index, entry.controller) for entry in stack)
            for index, stack in enumerate(self._slots, 1)
        )
        return (tuple(placed for stack in slots for placed in stack), *slots)

    # -- values, worked out on demand ----------------------------------------------------------
    #
    # A value depends on the continuous effects of the cards in play, whose conditions may read
    # values, the score standing or the rules in force. Results are remembered until the game
    # changes (:meth:`_changed`), keyed by the context that can change them: which sources are
    # working out their own effects (they do not see those effects), whether the standing is being
    # judged (effects that depend on it are left out) and whether silences are being worked out.

    def _recall(self, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
        """``compute()`` in the current context, remembered until the game changes in a way
        that can change it: with what it read of the zones and points (:data:`_READ_ZONES`,
        :data:`_READ_POINTS`), which counts as read by whatever asks for it."""
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        # Keys of the plain context (nothing left out, the standing not being judged, silences
        # not being worked out) are the bare key: the most asked, and they cannot meet the others.
        if self._excluded or self._judging or self._silencing:
            full: tuple[Any, ...] = (key, self._excluded, self._judging, self._silencing)
        else:
            full = key
        found = memo.get(full)
        if found is None:
            outer, self._reads = self._reads, 0
            try:
                value = compute()
            finally:
                reads, self._reads = self._reads, outer
            memo[full] = (value, reads)
        else:
            value, reads = found
        self._reads |= reads
        kept: T = value
        return kept

    def _table_recall(self, key: str, compute: Callable[[], T]) -> T:
        """``compute()``, which reads only which cards are on the table, where, face up or down
        and under whose control: remembered until that changes."""
        memo = self._table_memo
        if memo is None:
            memo = self._table_memo = {}
        found: T = memo.get(key, _UNKNOWN)
        if found is _UNKNOWN:
            found = memo[key] = compute()
        return found

    def _changed(self, *, table: bool = True, only: int = 0, face_down: bool = False) -> None:
        """The game changed: what was worked out for it no longer holds. Called after every
        change to what values, rules and decisions depend on (the table and its effects, the
        zones, the points), before anything is asked again; ``table=False`` where the cards on
        the table, their places, faces up or down and controllers stay as they were,
        ``face_down=True`` where the table changed by a face-down card only (what the revealed
        cards can do holds), and ``only`` (:data:`_READ_ZONES`, :data:`_READ_POINTS`) where
        nothing changed but these (what did not read them holds)."""
        self._decided = None
        if self._unread:  # changed by a GameApi call between steps: too late to work them out
            self._stale_views()
        memo = self._memo
        if only and memo:
            self._memo = {key: kept for key, kept in memo.items() if not kept[1] & only}
        else:
            self._memo = None
        if table:
            self._places = None
            kept = self._table_memo
            facts = kept.get("revealed") if face_down and kept else None
            self._table_memo = None if facts is None else {"revealed": facts}

    def layers(self, card: str) -> Layered:
        """A table card's value with its layers (printed or 0, counters, continuous effects)."""
        found = self._entry(card)
        if found is None:
            face = self._faces[card]
            return Layered(face.value, face.value, True)
        return self._layers(found[1])

    def value(self, card: str) -> int:
        return self.layers(card).value

    def own_value(self, card: str) -> int:
        found = self._entry(card)
        if found is None:
            return self._faces[card].value
        printed = self._faces[card].value
        return set_value(printed, found[1].revealed, self._modifiers_on(card))

    def _layers(self, entry: TableCard) -> Layered:
        if not entry.counters and entry.card not in self._modifiers_by_target():
            return _plain_layers(self._faces[entry.card].value, entry.revealed)
        return self._recall(("layers", entry.card), lambda: self._work_out(entry))

    def _work_out(self, entry: TableCard) -> Layered:
        printed = self._faces[entry.card].value
        mods = self._modifiers_on(entry.card)
        if not mods and not entry.counters:
            return Layered(printed if entry.revealed else 0, printed, entry.revealed)
        return layered_value(printed, entry.revealed, entry.counters, mods)

    def _modifiers_on(self, card: str) -> Sequence[tuple[int, Modifier]]:
        """The continuous effects on a card, each with its source's printed value: stored ones
        (while their source is in play, or timed, whose note says until when), then those of the
        revealed cards' abilities."""
        return self._modifiers_by_target().get(card, ())

    def _modifiers_by_target(self) -> dict[str, list[tuple[int, Modifier]]]:
        """:meth:`_modifiers_on` of every card that has any."""

        def collect() -> dict[str, list[tuple[int, Modifier]]]:
            faces = self._faces
            found: dict[str, list[tuple[int, Modifier]]] = {}
            for mod in self._mods:
                found.setdefault(mod.target, []).append((faces[mod.source].value, mod))
            for mod, turn_only in self._timed:
                until = "until end of turn" if turn_only else "until end of round"
                note = f"{mod.note or mod.source}, {until}"
                found.setdefault(mod.target, []).append(
                    (faces[mod.source].value, replace(mod, note=note))
                )
            for target, live in self._live_modifiers().items():
                found.setdefault(target, []).extend(live)
            for rule in self._rules_of(RuleKind.UNAFFECTED):
                for card in rule.cards & found.keys():
                    found[card] = [(p, m) for p, m in found[card] if rule.reaches(card, m.source)]
            return found

        return self._recall(("modifiers on",), collect)

    def _live_modifiers(self) -> dict[str, list[tuple[int, Modifier]]]:
        """The continuous effects of the revealed cards' abilities, by target. A source working
        out its own effects (a condition of them reads values) is left out meanwhile."""

        def collect() -> dict[str, list[tuple[int, Modifier]]]:
            by_target: dict[str, list[tuple[int, Modifier]]] = {}
            for card in self._revealed_with("modifies"):
                ability = self._ability(card)
                if ability is None or ("modifiers", card) in self._excluded:
                    continue
                for mod in self._excluding(("modifiers", card), ability.modifiers):
                    printed = self._faces[mod.source].value
                    by_target.setdefault(mod.target, []).append((printed, mod))
            return by_target

        if self._interp is None:
            return {}
        return self._recall(("live",), collect)

    def _excluding(
        self, key: tuple[str, str], ask: Callable[[str, Any], tuple[T, ...]]
    ) -> tuple[T, ...]:
        """``ask(card, self)`` while ``key`` (what a card is working out) is left out."""
        saved = self._excluded
        self._excluded = saved | {key}
        try:
            return ask(key[1], self)
        finally:
            self._excluded = saved

    def standing_points(self) -> tuple[int, int]:
        def judge() -> tuple[int, int]:
            self._reads |= _READ_POINTS
            saved = self._excluded, self._judging
            self._excluded, self._judging = frozenset(), True
            try:
                score = list(self._points)
                for slot in self._unscored():
                    winner = self.slot_result(slot)[0]
                    if winner is not None:
                        score[winner] += 1
            finally:
                self._excluded, self._judging = saved
            return score[0], score[1]

        if self._judging:  # only an effect that ignores judging_standing() asks from within
            self._reads |= _READ_POINTS
            return self._points[0], self._points[1]
        saved = self._excluded
        self._excluded = frozenset()  # the standing is the same whoever asks
        try:
            return self._recall(("standing",), judge)
        finally:
            self._excluded = saved

    def judging_standing(self) -> bool:
        return self._judging

    def add_counter(self, card: str, amount: int, source: str) -> None:
        found = self._entry(card)
        if found is None:
            raise IllegalActionError(f"{card} is not on the table; only table cards get counters")
        if self._protected(card, Protected.COUNTERS, source):
            return
        found[1].counters = (*found[1].counters, CounterMark(amount, source))
        self._changed(table=False)
        if self._out is not None:
            label, audience, hidden = self._naming(card)
            value = self._layers(found[1]).value
            self._emit(CounterPlaced, label, amount, value, hidden, audience=audience)

    def add_timed_modifier(self, modifier: Modifier, *, turn_only: bool) -> None:
        if self._entry(modifier.target) is not None:
            self._timed.append((modifier, turn_only))
            self._changed(table=False)

    def add_rule(self, rule: RuleChange, source: str, lasting: Lasting) -> None:
        if lasting is not Lasting.IN_PLAY or self.is_revealed(source):
            self._kept_rules.append((rule, source, lasting))
            self._changed(table=False)

    def add_modifier(self, modifier: Modifier) -> None:
        if self._entry(modifier.source) is not None:
            self._mods.append(modifier)
            self._changed(table=False)

    def destroy(self, card: str, source: str) -> None:
        found = self._entry(card)
        if found is None or self._protected(card, Protected.DESTROY, source):
            return
        if card not in self._shields_used and any(
            card in r.cards for r in self._rules_of(RuleKind.SHIELD)
        ):
            self._shields_used.add(card)
            self._changed(table=False)
            self._changed_card(card, "is not destroyed (its shield is used up)")
            return
        if any(card in r.cards for r in self._rules_of(RuleKind.DESTROYED_TO_HAND)):
            self.return_to_hand(card, source)
            return
        slot, entry = found
        self._slots[slot - 1].remove(entry)
        self._pile[self._owner[card]].append(card)
        self._shown.add(card)
        self._leave(card)
        self._changed()
        if self._out is not None:
            self._emit(CardDestroyed, self._label(card))
        self._dispatch(Moment(Trigger.CARD_DESTROYED, slot, card, entry.controller))

    def discard(self, card: str, source: str) -> None:
        if self._ruled(RuleKind.NO_DISCARD, self._owner[card]):
            return
        for hand in self._hand:
            if card in hand:
                hand.remove(card)
                break
        else:
            return
        owner = self._owner[card]
        self._pile[owner].append(card)
        self._shown.add(card)
        self._changed(table=False, only=_READ_ZONES)
        if self._out is not None:
            self._emit(CardDestroyed, self._label(card), discarded=True)
        self._dispatch(Moment(Trigger.CARD_DISCARDED, self._slot, card, owner))

    def draw(self, player: int, count: int, source: str) -> None:
        self._draw(player, count)

    def score(self, player: int, amount: int, source: str) -> None:
        if self._ruled(RuleKind.NO_SCORE if amount > 0 else RuleKind.NO_LOSE, player):
            return
        self._points[player] += amount
        self._total_points[player] += amount
        self._changed(table=False, only=_READ_POINTS)
        if self._out is not None:
            self._emit(PointsScored, player, amount, self._public(source), tuple(self._points))

    def is_tapped(self, card: str) -> bool:
        return card in self._tapped

    def activate(self, card: str, source: str, started: Iterable[int] = ()) -> None:
        if self._entry(card) is not None:
            self._active.add(card)
            self._started.update((card, index) for index in started)
            self._changed(table=False)

    def is_active(self, card: str) -> bool:
        return card in self._active

    def has_started(self, card: str, ability: int) -> bool:
        return (card, ability) in self._started

    # -- how events name cards ----------------------------------------------------------------

    def _visible_to_all(self, card: str) -> bool:
        """Whether every player can identify a card where it is: face up on the table, or in a
        pile."""
        found = self._entry(card)
        if found is not None:
            return found[1].revealed
        return any(card in pile for pile in self._pile)

    def _whereabouts(self, card: str) -> CardRef:
        """A card as those who cannot identify it read it: where it is."""
        found = self._entry(card)
        if found is not None:
            return CardRef(slot=found[0])
        zones = (("hand", self._hand), ("deck", self._deck), ("sideboard", self._side))
        for name, zone in zones:
            for player in (0, 1):
                if card in zone[player]:
                    return CardRef(owner=player, zone=name)
        return CardRef()  # pragma: no cover - every card is somewhere

    def _naming(self, card: str) -> tuple[CardRef, Audience, CardRef]:
        """How an event names a card: its reference, who may read it (everyone, or only its owner
        for a face-down or held card) and what the others read instead."""
        if self._visible_to_all(card):
            return self._label(card), EVERYONE, _NO_CARD
        return self._label(card), Audience.only(self._owner[card]), self._whereabouts(card)

    def _public(self, card: str) -> CardRef:
        """A card's reference if everyone can identify it, else where it is."""
        return self._label(card) if self._visible_to_all(card) else self._whereabouts(card)

    def _changed_card(self, card: str, change: str, player: int | None = None) -> None:
        """Emit that ``card`` changed (named as :meth:`_naming` says, before the change)."""
        if self._out is None:
            return
        label, audience, hidden = self._naming(card)
        self._emit(CardChanged, label, change, player, hidden, audience=audience)

    def _leave(self, card: str) -> None:
        """Forget what belonged to a card on the table that leaves it or turns face down."""
        self._mods = [m for m in self._mods if card not in (m.source, m.target)]
        self._timed = [(m, turn) for m, turn in self._timed if m.target != card]
        self._forget_rules(card)
        self._tapped.discard(card)
        self._shields_used.discard(card)
        self._forget_started(card)
        if card in self._placed_now:
            self._placed_now.remove(card)

    def _forget_started(self, card: str) -> None:
        """Forget that ``card`` resolved its "when revealed" ability, and which of its abilities
        that checked their condition once started."""
        self._active.discard(card)
        if self._started:
            self._started.difference_update([key for key in self._started if key[0] == card])

    def _forget_rules(self, card: str) -> None:
        """End the rule changes ``card`` made that last while it is face up on the table."""
        self._kept_rules = [
            (r, s, lasting)
            for r, s, lasting in self._kept_rules
            if s != card or lasting is not Lasting.IN_PLAY
        ]

    def reveal(self, card: str, source: str) -> None:
        found = self._entry(card)
        if found is None or found[1].revealed or self._protected(card, Protected.REVEAL, source):
            return
        slot, entry = found
        entry.revealed = True
        self._shown.add(card)
        if card in self._placed_now:
            self._placed_now.remove(card)
        self._changed()
        if self._out is not None:
            shown = ((entry.controller, self._label(card), self.value(card)),)
            self._emit(CardsRevealed, slot, shown)
        self._dispatch(Moment(Trigger.CARD_REVEALED, slot, card, entry.controller))

    def hide(self, card: str, source: str) -> None:
        found = self._entry(card)
        if found is None or not found[1].revealed or self._protected(card, Protected.HIDE, source):
            return
        self._changed_card(card, "is turned face down")
        found[1].revealed = False
        self._mods = [m for m in self._mods if m.source != card]
        self._forget_started(card)
        self._forget_rules(card)
        self._changed()

    def remove_counters(self, card: str, source: str) -> None:
        found = self._entry(card)
        if found is None or not found[1].counters:
            return
        self._changed_card(card, "loses its counters")
        found[1].counters = ()
        self._changed(table=False)

    def return_to_hand(self, card: str, source: str) -> None:
        found = self._entry(card)
        owner = self._owner[card]
        if found is None and card in self._pile[owner]:
            self._pile[owner].remove(card)
            self._hand[owner].append(card)
            self._hand[owner].sort(key=self._key)
            self._changed(table=False, only=_READ_ZONES)
            self._emit(CardChanged, self._label(card), "returns from the pile to its owner's hand")
            return
        if found is None or self._protected(card, Protected.RETURN, source):
            return
        slot, entry = found
        self._changed_card(card, f"returns from S{slot} to its owner's hand")
        self._slots[slot - 1].remove(entry)
        self._leave(card)
        owner = self._owner[card]
        self._hand[owner].append(card)
        self._hand[owner].sort(key=self._key)
        self._changed()

    def to_deck(self, card: str, bottom: bool, source: str) -> None:
        owner = self._owner[card]
        found = self._entry(card)
        if found is None:
            zone = next((z for z in (self._pile[owner], self._hand[owner]) if card in z), None)
            if zone is None:
                return
            zone.remove(card)
            self._emit(CardChanged, self._label(card), "goes to its owner's deck")
        else:
            if self._protected(card, Protected.RETURN, source):
                return
            slot, entry = found
            self._changed_card(card, f"goes from S{slot} to its owner's deck")
            self._slots[slot - 1].remove(entry)
            self._leave(card)
        deck = self._deck[owner]
        deck.insert(len(deck) if bottom else 0, card)
        self._changed(table=found is not None)

    def move(self, card: str, slot: int, source: str) -> None:
        found = self._entry(card)
        if found is None or found[0] == slot or not 1 <= slot <= SLOTS:
            return
        if self._protected(card, Protected.MOVE, source):
            return
        self._changed_card(card, f"moves from S{found[0]} to S{slot}")
        self._slots[found[0] - 1].remove(found[1])
        self._slots[slot - 1].append(found[1])
        self._changed()

    def swap_slots(self, first: str, second: str, source: str) -> None:
        a, b = self._entry(first), self._entry(second)
        if a is None or b is None or a[0] == b[0]:
            return
        if self._protected(first, Protected.MOVE, source) or self._protected(
            second, Protected.MOVE, source
        ):
            return
        self._changed_card(first, f"swaps places: from S{a[0]} to S{b[0]}")
        self._changed_card(second, f"swaps places: from S{b[0]} to S{a[0]}")
        stack_a, stack_b = self._slots[a[0] - 1], self._slots[b[0] - 1]
        index_a, index_b = stack_a.index(a[1]), stack_b.index(b[1])
        stack_a[index_a], stack_b[index_b] = b[1], a[1]
        self._changed()

    def take_control(self, card: str, player: int, source: str, *, turn_only: bool = False) -> None:
        found = self._entry(card)
        if found is None or found[1].controller == player:
            return
        if self._protected(card, Protected.CONTROL, source):
            return
        if turn_only:
            self._borrowed.append((card, found[1].controller))
        found[1].controller = player
        self._changed()
        self._changed_card(card, "is controlled by", player)

    def trade(self, first: str, second: str, source: str) -> None:
        giver, taker = self._owner[first], self._owner[second]
        if giver == taker or first == second:
            return
        place_first, place_second = self._place(first), self._place(second)
        if place_first is None or place_second is None:
            return
        on_table = self._entry(first), self._entry(second)
        self._put(first, on_table[0], place_second, taker)
        self._put(second, on_table[1], place_first, giver)
        self._owner = {**self._owner, first: taker, second: giver}
        for card, seat in ((first, taker), (second, giver)):
            if seat == owner_of(card):
                self._traded.pop(card, None)
            else:
                self._traded[card] = seat
        self._borrowed = [(c, p) for c, p in self._borrowed if c not in (first, second)]
        self._shown.update((first, second))
        for zone in (*self._hand, *self._side):
            zone.sort(key=self._key)
        self._changed()
        if self._out is not None:
            self._emit(CardsTraded, self._label(first), taker, self._label(second), giver)

    def _place(self, card: str) -> tuple[list[Any], int] | None:
        """Where a card is: its table stack or zone, and its index there."""
        found = self._entry(card)
        if found is not None:
            stack = self._slots[found[0] - 1]
            return stack, stack.index(found[1])
        for zone in (*self._hand, *self._deck, *self._side, *self._pile):
            if card in zone:
                return zone, zone.index(card)
        return None

    def _put(
        self,
        card: str,
        found: tuple[int, TableCard] | None,
        place: tuple[list[Any], int],
        owner: int,
    ) -> None:
        """Put ``card`` (now ``owner``'s; ``found``: where it was on the table) where another card
        was. On the table it keeps its face and counters if it comes from the table, else it
        arrives face down; either way its new owner controls it."""
        container, index = place
        if any(container is stack for stack in self._slots):
            entry = found[1] if found is not None else TableCard(card, owner, False)
            entry.controller = owner
            container[index] = entry
        else:
            if found is not None:
                self._leave(card)
            container[index] = card

    def skip_draw(self, player: int, source: str) -> None:
        self._skip[player] = True
        self._changed(table=False, only=_READ_ZONES)
        self._emit(DrawSkipped, player, pending=True)

    def tap(self, card: str, tapped: bool, source: str) -> None:
        if self._entry(card) is None or (card in self._tapped) == tapped:
            return
        if self._protected(card, Protected.TAP if tapped else Protected.UNTAP, source):
            return
        if tapped:
            self._tapped.add(card)
        else:
            self._tapped.discard(card)
        self._changed(table=False)
        self._changed_card(card, "is tapped" if tapped else "is untapped")

    def place_card(
        self, card: str, slot: int, player: int, source: str, *, face_up: bool = False
    ) -> None:
        for zone in (*self._hand, *self._deck, *self._pile):
            if card in zone:
                zone.remove(card)
                break
        else:
            return
        self._slots[slot - 1].append(TableCard(card, player, face_up))
        if face_up:
            self._shown.add(card)
        self._changed()
        if self._out is None:
            pass
        elif face_up:
            shown = ((player, self._label(card), self.value(card)),)
            self._emit(CardsRevealed, slot, shown)
        else:
            self._emit(CardPlaced, player, slot, self._label(card), audience=Audience.only(player))
        self._dispatch(Moment(Trigger.CARD_PLACED, slot, card, player))
        if face_up:
            self._dispatch(Moment(Trigger.CARD_REVEALED, slot, card, player))

    def look_at(self, player: int, cards: Sequence[str], source: str) -> None:
        if self._out is not None:
            labels = tuple(self._label(c) for c in cards)
            self._emit(CardsSeen, player, len(labels), labels, audience=Audience.only(player))

    def show_hand(self, player: int, source: str) -> None:
        if self._out is not None:
            self._emit(HandShown, player, tuple(self._label(c) for c in self._hand[player]))

    def take_from_deck(
        self, player: int, kept: Sequence[str], rest: Sequence[str], source: str, *, bottom: bool
    ) -> None:
        deck, hand = self._deck[player], self._hand[player]
        taken = [c for c in kept if c in deck]
        for card in taken:
            deck.remove(card)
        hand.extend(taken)
        hand.sort(key=self._key)
        if bottom:
            moved = [c for c in rest if c in deck]
            deck[:] = [c for c in deck if c not in moved] + moved
        self._changed(table=False, only=_READ_ZONES)
        if self._out is not None:
            labels = tuple(self._label(c) for c in taken)
            self._emit(CardsDrawn, player, len(taken), labels, audience=Audience.only(player))

    def shuffle_into_deck(self, player: int, cards: Sequence[str], source: str) -> None:
        moving = [c for c in cards if c in self._hand[player] or c in self._pile[player]]
        for card in moving:
            zone = self._hand[player] if card in self._hand[player] else self._pile[player]
            zone.remove(card)
        deck = self._deck[player]
        deck.extend(moving)
        deck[:] = self._rng.sample(sorted(deck), len(deck))
        self._changed(table=False, only=_READ_ZONES)
        self._emit(CardsShuffledIn, player, len(moving))

    def give(self, card: str, player: int, source: str) -> None:
        giver = 1 - player
        if card not in self._hand[giver]:
            return
        self._hand[giver].remove(card)
        self._hand[player].append(card)
        self._hand[player].sort(key=self._key)
        self._changed(table=False, only=_READ_ZONES)
        self._emit(CardChanged, self._label(card), "goes to the hand of", player)

    def mill(self, player: int, count: int, source: str) -> None:
        deck = self._deck[player]
        milled = deck[:count]
        if not milled:
            return
        del deck[:count]
        self._pile[player].extend(milled)
        self._shown.update(milled)
        self._changed(table=False, only=_READ_ZONES)
        for card in milled:
            self._emit(CardChanged, self._label(card), "goes from its owner's deck to the pile")

    def discard_at_random(self, player: int, count: int, source: str) -> None:
        hand = sorted(self._hand[player])
        for card in self._rng.sample(hand, min(count, len(hand))):
            self.discard(card, source)

    def reorder_top(
        self, player: int, cards: Sequence[str], source: str, bottom: Sequence[str] = ()
    ) -> None:
        deck = self._deck[player]
        count = len(cards) + len(bottom)
        if sorted(deck[:count]) != sorted([*cards, *bottom]):
            return
        deck[:count] = cards
        deck.extend(bottom)
        self._changed(table=False, only=_READ_ZONES)
        chooser = self.controller(source)
        chooser = self._owner[source] if chooser is None else chooser
        self._emit(DeckRearranged, chooser, player, count, len(bottom))

    def put_on_table(
        self, card: str, slot: int, *, controller: int | None = None, revealed: bool = True
    ) -> None:
        """Move a card from a hand, deck or sideboard onto the table (scripted positions: stacks,
        unrevealed cards). Not part of the rules."""
        for zone in (*self._hand, *self._deck, *self._side):
            if card in zone:
                zone.remove(card)
                break
        else:
            raise IllegalActionError(f"{card} is not in a hand, deck or sideboard")
        who = self._owner[card] if controller is None else controller
        self._slots[slot - 1].append(TableCard(card, who, revealed))
        if revealed:
            self._shown.add(card)
        self._changed()

    # -- decisions ----------------------------------------------------------------------------

    def _decide(self) -> tuple[Decision, ...]:
        if self._outcome is not None:
            return ()
        if self._asking is not None:
            _, ask = self._asking
            chooser = self._chooser()
            actions: list[Action] = [_choose(self._token(chooser, c)) for c in ask.candidates]
            actions.extend(_choose_slot(slot) for slot in ask.slots)
            actions.extend(_answer(word) for word in ask.words)
            if ask.optional:
                actions.append(Done())
            return (Decision(chooser, ask.prompt, tuple(actions)),)
        if self._queue:
            return ()
        if self._step is Step.SELECT:
            return tuple(self._deck_choice(p) for p in (0, 1) if not self._ready[p])
        if self._step is Step.PLACE:
            prompt = f"Place a card face down in slot {self._slot}"
            return tuple(
                Decision(p, prompt, placeable)
                for p in (0, 1)
                if self._chosen[p] is None
                and self._hand[p]
                and not self._barred(p)
                and (placeable := self._place_actions(p))
            )
        if self._step is Step.SWAP:
            prompt = "Exchange cards between your deck and sideboard, or keep this deck"
            return tuple(
                Decision(p, prompt, self._swap_actions(p), _KEEP)
                for p in (0, 1)
                if not self._ready[p]
            )
        return ()

    def _chooser(self) -> int:
        """Who answers the pending choice: the one it names, else the activation's controller."""
        assert self._asking is not None
        activation, ask = self._asking
        return activation.controller if ask.chooser is None else ask.chooser

    def _place_actions(self, player: int) -> tuple[Action, ...]:
        seen: set[int] = set()
        actions: list[Action] = []
        numbers = self._face_numbers
        barred = self._barred_values(player)
        for card in self._hand[player]:
            number = numbers[card]
            if number not in seen:
                seen.add(number)
                if not barred or self._faces[card].value not in barred:
                    actions.append(_place(card))
        return tuple(actions)

    def _barred_values(self, player: int) -> frozenset[int]:
        """The printed values a revealed card keeps ``player`` from placing in this turn's
        slot."""
        if self._interp is None:
            return frozenset()
        rules = self._rules_of(RuleKind.NO_PLACE_VALUES)
        return frozenset(
            value
            for r in rules
            if player in r.players and r.covers(self._slot)
            for value in r.values
        )

    def _deck_choice(self, player: int) -> Decision:
        """``player``'s decision before round 1: the next card to put in its sideboard, the
        builder's choice first (remembered by its cards: a turn of the other player leaves it
        as it is)."""
        deck, side = tuple(self._deck[player]), tuple(self._side[player])

        def compute() -> Decision:
            aside = self._aside_actions(player)
            keep = self._builder_keeps(player)
            suggested = _toward(self._face_numbers, keep, self._deck[player], aside)
            return Decision(player, self._select_prompt(player), aside, suggested)

        return self._listed(("deck choice", self._faces_seen, player, deck, side), compute)

    def _select_prompt(self, player: int) -> str:
        left = len(self._deck[player]) - DECK_SIZE
        return (
            f"Choose your deck: put {left} more of your cards in your sideboard"
            f" (deck {len(self._deck[player])}, sideboard {len(self._side[player])})"
        )

    def _aside_actions(self, player: int) -> tuple[Action, ...]:
        return tuple(_to_sideboard(card) for card in self._distinct(self._deck[player]))

    def _swap_actions(self, player: int) -> tuple[Action, ...]:
        side, deck, swapped = self._side[player], self._deck[player], self._swapped[player]

        def compute() -> tuple[Action, ...]:
            moved = set(swapped)
            numbers = self._face_numbers
            listed: list[Action] = [_KEEP]
            into = tuple(self._distinct(c for c in deck if c not in moved))
            # One card out of the deck for each face: a card in is exchanged for all but the
            # one of its own face, if the deck has it.
            at = {numbers[out]: index for index, out in enumerate(into)}
            for card_in in self._distinct(card for card in side if card not in moved):
                same = at.get(numbers[card_in])
                outs = into if same is None else into[:same] + into[same + 1 :]
                listed.extend(map(_swaps_of(card_in).__getitem__, outs))
            return tuple(listed)

        key = ("exchanges", self._faces_seen, tuple(side), tuple(deck), tuple(swapped))
        return self._listed(key, compute)

    def _distinct(self, cards: Any) -> list[str]:
        """The cards, in order of :meth:`_key`, with the first card of each face only."""
        best: dict[int, str] = {}
        numbers = self._face_numbers
        for card in sorted(cards, key=self._sort_keys.__getitem__):
            best.setdefault(numbers[card], card)
        return list(best.values())

    @property
    def _key(self) -> Callable[[str], tuple[int, str, str]]:
        """How cards are ordered in hands and sideboards: by value, then title, then id (a
        lookup, the cheapest key for sorting)."""
        return self._sort_keys.__getitem__

    def _token(self, chooser: int, card: str) -> str:
        """How a candidate appears to the chooser: its id if the chooser can identify it; a
        face-down card by its place (``S3.2``: slot 3, second card); a card held by the other
        player by its number among the pending choice's held candidates (``#2``), which are in
        an order drawn when the choice was asked."""
        if self._asking is not None and self._asking[1].shown:
            return card
        if self._held_from(card, chooser):
            return f"#{self._held_candidates().index(card) + 1}"
        found = self._entry(card)
        if found is None or found[1].revealed or self._owner[card] == chooser:
            return card
        slot, entry = found
        return f"S{slot}.{self._slots[slot - 1].index(entry) + 1}"

    def _untoken(self, token: str) -> str:
        if token.startswith("S") and "." in token:
            slot, index = token[1:].split(".")
            return self._slots[int(slot) - 1][int(index) - 1].card
        if token.startswith("#"):
            return self._held_candidates()[int(token[1:]) - 1]
        return token

    def _held_from(self, card: str, player: int) -> bool:
        """Whether ``card`` is in another player's hand, deck or sideboard (``player`` cannot see
        it, nor tell it from the others there)."""
        if self._owner[card] == player or self._entry(card) is not None:
            return False
        return not any(card in pile for pile in self._pile)

    def _held_candidates(self) -> list[str]:
        """The pending choice's candidates that its chooser cannot see, in their drawn order."""
        assert self._asking is not None
        chooser = self._chooser()
        return [c for c in self._asking[1].candidates if self._held_from(c, chooser)]

    def parse_action(self, player: int, text: str) -> Action:
        """Read an action: its exact text, or forgiving forms. Placing: ``place 3`` / ``3`` (the 3rd
        card of the sorted hand), a card id or a title. Choosing a card: an index, id or title;
        a slot: ``slot 5``, ``S5`` or ``5``; ``done`` / ``stop`` ends an "up to" choice. Between
        rounds: ``done``/``keep``, ``swap IN OUT`` by ids, by indexes (sideboard, then deck, as
        listed) or ``swap TITLE for TITLE``."""
        legal = self.legal_actions(player)
        if not legal:
            raise IllegalActionError(f"{seat_name(player)} has nothing to decide now")
        wanted = " ".join(text.strip().lower().split())
        for action in legal:
            if str(action).lower() == wanted:
                return action
        if self._asking is not None:
            return self._parse_choose(wanted, legal, text)
        if isinstance(legal[-1], Place):
            return self._parse_place(player, wanted, legal, text)
        if isinstance(legal[-1], ToSideboard):
            return self._parse_aside(player, wanted, legal, text)
        return self._parse_swap(player, wanted, legal, text)

    def _illegal(self, text: str, legal: tuple[Action, ...], why: str) -> IllegalActionError:
        shown = ", ".join(str(a) for a in legal[:12]) + (", ..." if len(legal) > 12 else "")
        return IllegalActionError(f"{text.strip()!r}: {why}; legal: {shown}")

    def _match(self, word: str, cards: Sequence[str]) -> str | None:
        if word.isdigit():
            index = int(word) - 1
            return cards[index] if 0 <= index < len(cards) else None
        for card in cards:
            if card == word or self._faces[card].title.lower() == word:
                return card
        return None

    def _parse_place(
        self, player: int, wanted: str, legal: tuple[Action, ...], text: str
    ) -> Action:
        word = wanted.removeprefix("place").strip()
        hand = self._hand[player]
        card = self._match(word, hand)
        if card is None:
            raise self._illegal(text, legal, f"not a card of the hand (1-{len(hand)}, id or title)")
        face = self._faces[card]
        for action in legal:
            assert isinstance(action, Place)
            if self._faces[action.card] == face:
                return action
        raise self._illegal(text, legal, "not a card you may place")  # pragma: no cover

    def _parse_aside(
        self, player: int, wanted: str, legal: tuple[Action, ...], text: str
    ) -> Action:
        word = wanted.removeprefix("sideboard").strip()
        deck = self._deck[player]
        card = self._match(word, deck)
        if card is None:
            raise self._illegal(
                text, legal, f"not a card of your deck (1-{len(deck)}, an id or a title)"
            )
        face = self._faces[card]
        for action in legal:
            assert isinstance(action, ToSideboard)
            if self._faces[action.card] == face:
                return action
        raise self._illegal(
            text, legal, "not a card you may put in the sideboard"
        )  # pragma: no cover

    def _parse_choose(self, wanted: str, legal: tuple[Action, ...], text: str) -> Action:
        word = wanted.removeprefix("choose").strip()
        if word in ("done", "stop", "none", "no more") and Done() in legal:
            return Done()
        words = {a.word: a for a in legal if isinstance(a, Answer)}
        if words:
            for full, action in words.items():
                if word in (full, full[:1]):
                    return action
            raise self._illegal(text, legal, f"answer {' or '.join(words)}")
        slots = [a.slot for a in legal if isinstance(a, ChooseSlot)]
        if slots:
            number = word.removeprefix("slot").strip().removeprefix("s")
            if number.isdigit() and int(number) in slots:
                return ChooseSlot(int(number))
            raise self._illegal(text, legal, "not one of the slots to choose from")
        tokens = [a.card for a in legal if isinstance(a, Choose)]
        if word.isdigit() and 0 < int(word) <= len(tokens):
            return Choose(tokens[int(word) - 1])
        for token in tokens:
            if token.lower() == word or (
                token in self._faces and self._faces[token].title.lower() == word
            ):
                return Choose(token)
        raise self._illegal(text, legal, "not one of the cards to choose from")

    def _parse_swap(self, player: int, wanted: str, legal: tuple[Action, ...], text: str) -> Action:
        if wanted in ("done", "keep", "ready", "none", ""):
            return Done()
        body = wanted.removeprefix("swap").strip()
        if " for " in body:
            first, second = (part.strip() for part in body.split(" for ", 1))
        else:
            parts = body.split()
            if len(parts) != 2:
                raise self._illegal(text, legal, "write 'swap IN OUT' (ids) or 'swap X for Y'")
            first, second = parts
        moved = set(self._swapped[player])
        open_side = [c for c in self._side[player] if c not in moved]
        open_deck = [c for c in self._deck[player] if c not in moved]
        card_in = self._match(first, open_side)
        card_out = self._match(second, open_deck)
        if card_in is None or card_out is None:
            which = "sideboard" if card_in is None else "deck"
            raise self._illegal(
                text, legal, f"no such card in your {which} (or it was already moved)"
            )
        face_in, face_out = self._faces[card_in], self._faces[card_out]
        for action in legal:
            if (
                isinstance(action, Swap)
                and self._faces[action.card_in] == face_in
                and self._faces[action.card_out] == face_out
            ):
                return action
        raise self._illegal(
            text, legal, "that exchange is not open (a card moves at most once between rounds)"
        )

    # -- acting -------------------------------------------------------------------------------

    def run(self) -> tuple[Event, ...]:
        events: list[Event] = []
        while self._outcome is None and self._asking is None:
            # With work queued nobody decides (the queue goes first), so no need to ask.
            if not self._queue and self.decisions():
                break
            events.extend(self._advance())
        return tuple(events)

    def _begin(self) -> None:
        if self._out:  # what was emitted between steps (by GameApi calls) is no step's
            self._out.clear()
        self._decided = None
        if self._unread:
            self._read_views()

    def _read_views(self) -> None:
        """Work out what the views still held left for later, from the game as it is (as it was
        observed: every change to the game begins here)."""
        for held in self._unread:
            view = held()
            if view is not None:
                view._read_all()
        self._unread = []

    def _stale_views(self) -> None:
        """The views still held can no longer work out what they left for later: reading it
        raises an error rather than show the game as it is now."""
        for held in self._unread:
            view = held()
            if view is not None:
                view._stale()
        self._unread = []

    def _end(self) -> tuple[Event, ...]:
        return self._take_events()

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        listed = self._decided
        self._begin()
        if self._asking is not None:
            self._answer(player, action)
        elif isinstance(action, Place):
            self._chosen[player] = action.card
            if listed is not None:  # nothing else changed: the other player decides as listed
                self._decided = tuple(d for d in listed if d.player != player)
            if not self.decisions():
                self._place_all()
        elif isinstance(action, ToSideboard):
            self._set_aside(player, action.card)
        elif isinstance(action, Swap):
            self._side[player].remove(action.card_in)
            self._deck[player].remove(action.card_out)
            self._deck[player].append(action.card_in)
            self._side[player].append(action.card_out)
            self._deck[player].sort(key=self._key)
            self._side[player].sort(key=self._key)
            self._swapped[player].extend((action.card_in, action.card_out))
            self._changed(table=False, only=_READ_ZONES)
            if self._out is not None:
                self._emit(
                    CardsExchanged,
                    player,
                    self._label(action.card_in),
                    self._label(action.card_out),
                    audience=Audience.only(player),
                )
        else:
            assert isinstance(action, Done)
            self._ready[player] = True
            swaps = len(self._swapped[player]) // 2
            self._emit(SideboardReady, player, swaps, audience=Audience.only(player))
            if all(self._ready):
                self._step = Step.SETUP
        return self._end()

    def _set_aside(self, player: int, card: str) -> None:
        """Before round 1: ``card`` goes from the cards ``player`` keeps to its sideboard."""
        self._deck[player].remove(card)
        self._side[player].append(card)
        self._side[player].sort(key=self._key)
        self._changed(table=False, only=_READ_ZONES)
        only = Audience.only(player)
        if self._out is not None:
            self._emit(CardSetAside, player, self._label(card), audience=only)
        if len(self._deck[player]) <= DECK_SIZE:
            self._ready[player] = True
            self._emit(
                DeckChosen, player, len(self._deck[player]), len(self._side[player]), audience=only
            )
            if all(self._ready):
                self._step = Step.SETUP

    def _answer(self, player: int, action: Action) -> None:
        """Answer the pending choice with a card, a slot or (``Done``) no more cards."""
        assert self._asking is not None
        activation, _ = self._asking
        chosen = self._untoken(action.card) if isinstance(action, Choose) else ""
        self._asking = None
        if isinstance(action, Choose):
            answer = chosen
        elif isinstance(action, ChooseSlot):
            answer = slot_answer(action.slot)
        elif isinstance(action, Answer):
            answer = action.word
        else:
            assert isinstance(action, Done)
            answer = STOP
        if self._out is not None:
            source = self._public(activation.source)
            if isinstance(action, Choose):
                label, audience, hidden = self._naming(chosen)
                self._emit(CardChosen, player, label, source, hidden, audience=audience)
            elif isinstance(action, ChooseSlot):
                self._emit(SlotChosen, player, action.slot, source)
            elif isinstance(action, Answer):
                self._emit(ChoiceAnswered, player, action.word, source)
            else:
                self._emit(ChoiceStopped, player, source)
        self._activate(activation.with_answers((*activation.answers, answer)))

    def _advance(self) -> tuple[Event, ...]:
        self._begin()
        queue = self._queue
        if queue:
            item = queue.pop(0)
            if type(item) is tuple:  # moments, the most common step
                # Moments at which nothing fires leave the game as it was: the moments queued
                # next are worked out in the same step.
                while not self._fire(item) and queue and type(after := queue[0]) is tuple:
                    item = after
                    del queue[0]
            elif isinstance(item, Activation):
                self._activate(item)
            else:
                assert isinstance(item, Simultaneous)
                self._settle(item)
        else:
            step = self._step
            if step is Step.SETUP:
                self._setup()
            elif step is Step.BEGIN:
                self._begin_turn()
            elif step is Step.DRAW:
                self._draw_phase()
            elif step is Step.PLACE:
                self._place_all()
            elif step is Step.REVEAL:
                self._reveal()
            elif step is Step.SCORE_START:
                self._dispatch(Moment(Trigger.START_SCORING))
                self._slot = 0
                self._step = Step.SCORE
            elif step is Step.SCORE:
                self._score_slot()
            elif step is Step.SCORE_END:
                self._dispatch(Moment(Trigger.END_SCORING))
                self._step = Step.ROUND_END
            elif step is Step.ROUND_END:
                self._round_end()
            else:  # pragma: no cover - verify_advance rules these out
                raise IllegalActionError(f"nothing to advance at step {step}")
        return self._end()

    # -- the round ----------------------------------------------------------------------------

    def _setup(self) -> None:
        self._round += 1
        self._emit(RoundStarted, self._round, self._tied_last)
        for player in (0, 1):
            deck = self._deck[player]
            deck.sort()
            if not self._scripted:
                self._rng.shuffle(deck)
                cut = self._rng.randint(1, len(deck) - 1) if len(deck) > 1 else 0
                deck[:] = deck[cut:] + deck[:cut]
                self._emit(DeckShuffled, player, cut)
        self._changed(table=False, only=_READ_ZONES)
        start = self._options.hand_size - (1 if self._options.draw_first else 0)
        for player in (0, 1):
            self._draw(player, start)
        self._points = [0, 0]
        self._scored = []
        self._changed(table=False, only=_READ_POINTS)
        self._slot = 0
        self._step = Step.BEGIN

    def _begin_turn(self) -> None:
        if self._turn >= self._options.max_turns:
            self._finish(self._cut_short(Termination.TURN_LIMIT))
            return
        self._slot += 1
        self._chosen = [None, None]
        self._placed_now = []
        self._emit(SlotOpened, self._round, self._slot)
        self._dispatch(_phase_moment(Trigger.BEGIN_TURN, self._slot))
        self._step = Step.DRAW if self._options.draw_first else Step.PLACE

    def _draw_phase(self) -> None:
        for player in (0, 1):
            if self._skip[player]:
                self._skip[player] = False
                self._emit(DrawSkipped, player, pending=False)
                continue
            self._draw(player, 1)
        self._dispatch(_phase_moment(Trigger.AFTER_DRAW, self._slot))
        if self._options.draw_first:
            self._step = Step.PLACE
        else:
            self._end_turn()

    def _draw(self, player: int, count: int) -> None:
        if self._interp is not None and self._ruled(RuleKind.NO_DRAW, player):
            self._emit(DrawSkipped, player, pending=False)
            return
        deck, hand = self._deck[player], self._hand[player]
        drawn = deck[:count]
        if not drawn:
            return
        del deck[:count]
        hand.extend(drawn)
        hand.sort(key=self._key)
        self._changed(table=False, only=_READ_ZONES)
        if self._out is not None:
            labels = tuple(self._label(c) for c in drawn)
            self._emit(CardsDrawn, player, len(drawn), labels, audience=Audience.only(player))
        if self._interp is not None:
            self._dispatch(*(Moment(Trigger.CARD_DRAWN, self._slot, c, player) for c in drawn))

    def _place_all(self) -> None:
        stack = self._slots[self._slot - 1]
        placed: dict[int, str] = {}
        face_up: list[str] = []
        for player in (0, 1):
            card = self._chosen[player]
            if card is None:
                continue
            self._hand[player].remove(card)
            entry = TableCard(card, player, False)
            stack.append(entry)
            places = self._places
            self._changed(face_down=True)
            if places is not None:  # where the others are holds
                places[card] = (self._slot, entry)
                self._places = places
            placed[player] = card
            if self._ruled(RuleKind.FACE_UP, player, self._slot):
                face_up.append(card)
            if self._out is not None:
                label = self._label(card)
                self._emit(CardPlaced, player, self._slot, label, audience=Audience.only(player))
        self._chosen = [None, None]
        if self._interp is not None:
            self._dispatch(
                *(Moment(Trigger.CARD_PLACED, self._slot, c, p) for p, c in placed.items())
            )
        self._placed_now = list(placed.values())
        for card in face_up:  # placed face up: revealed now, before the reveal phase
            self.reveal(card, card)
        self._dispatch(_phase_moment(Trigger.AFTER_PLACE, self._slot))
        self._step = Step.REVEAL

    def _reveal(self) -> None:
        revealed = []
        for card in self._placed_now:
            found = self._entry(card)
            if found is None or found[1].revealed or self._protected(card, Protected.REVEAL, None):
                continue
            found[1].revealed = True
            self._shown.add(card)
            self._changed()
            revealed.append(found[1])
        self._placed_now = []
        if self._out is not None:
            shown = tuple(
                (e.controller, self._label(e.card), self._layers(e).value) for e in revealed
            )
            self._emit(CardsRevealed, self._slot, shown)
        if self._interp is not None:
            self._dispatch(
                *(Moment(Trigger.CARD_REVEALED, self._slot, e.card, e.controller) for e in revealed)
            )
        self._dispatch(_phase_moment(Trigger.AFTER_REVEAL, self._slot))
        if self._options.draw_first:
            self._end_turn()
        else:
            self._step = Step.DRAW

    def _end_turn(self) -> None:
        self._timed = [(m, turn) for m, turn in self._timed if not turn]
        self._kept_rules = [k for k in self._kept_rules if k[2] is not Lasting.TURN]
        self._changed(table=False)
        borrowed, self._borrowed = self._borrowed, []
        for card, player in reversed(borrowed):
            found = self._entry(card)
            if found is not None and found[1].controller != player:
                found[1].controller = player
                self._changed()
                if self._out is not None:
                    self._emit(CardChanged, self._public(card), f"returns to {seat_name(player)}")
        self._turn += 1
        self._step = Step.BEGIN if self._slot < SLOTS else Step.SCORE_START

    def slot_result(self, slot: int) -> tuple[int | None, tuple[int | None, int | None]]:
        """Who holds the single highest value in a slot, and each player's highest (``None``: no
        card). Any card beats an empty side; equal highest values score nobody. Revealed cards may
        change this: the lowest wins, or a player's stacked cards count as their sum."""
        return self._recall(("slot", slot), lambda: self._judge_slot(slot))

    def _judge_slot(self, slot: int) -> tuple[int | None, tuple[int | None, int | None]]:
        rules = [r for r in self.rule_changes() if r.kind in _SLOT_RULES and r.covers(slot)]
        return self._ruled_slot(slot, rules) if rules else self._plain_slot(slot)

    def _ruled_slot(
        self, slot: int, rules: list[RuleChange]
    ) -> tuple[int | None, tuple[int | None, int | None]]:
        """:meth:`_judge_slot` under the rule changes that cover the slot."""
        kinds: set[RuleKind] = set()
        adds: set[int] = set()
        unscored: set[str] = set()
        given: set[int] = set()
        takers: set[int] = set()
        settling: list[RuleChange] = []
        empty_value: dict[int, int] = {}  # "Empty slots count as 5": what an empty side counts
        for rule in rules:
            kind = rule.kind
            kinds.add(kind)
            if kind is RuleKind.STACKED_ADD:
                adds |= rule.players
            elif kind is RuleKind.UNSCORED:
                unscored |= rule.cards
            elif kind is RuleKind.SLOT_TO:
                given |= rule.players
            elif kind is RuleKind.TIES_TO:
                takers |= rule.players
            elif kind in _TIES_SETTLING:
                settling.append(rule)
            elif kind is RuleKind.EMPTY_VALUE:
                for seat in rule.players:
                    empty_value[seat] = max(empty_value.get(seat, rule.amount), rule.amount)
        lowest = RuleKind.LOWEST_WINS in kinds
        sides: list[list[tuple[int, int]]] = [[], []]
        for entry in self._slots[slot - 1]:
            if entry.card in unscored:
                continue
            printed = self._faces[entry.card].value if entry.revealed else 0
            value = printed if RuleKind.PRINTED_WINS in kinds else self._layers(entry).value
            sides[entry.controller].append((value, printed))
        best: list[int | None] = [None, None]
        tie_break: list[int] = [0, 0]
        for player, found in enumerate(sides):
            if found:
                values = [value for value, _ in found]
                best[player] = sum(values) if player in adds else (min if lowest else max)(values)
                tie_break[player] = max(p for v, p in found if player in adds or v == best[player])
        for player, value in empty_value.items():
            if best[player] is None:
                best[player] = value
        first, second = best
        empty_wins = RuleKind.EMPTY_WINS in kinds
        if len(given) == 1:
            (winner,) = given
        elif first is None and second is None:
            winner = None
        elif second is None:
            winner = 1 if empty_wins else 0
        elif first is None:
            winner = 0 if empty_wins else 1
        elif first == second:
            winner = self._break_tie(kinds, tie_break)
            if winner is None and len(takers) == 1:
                (winner,) = takers
            if winner is None and settling:
                winner = self._settle_tie(settling)
        else:
            winner = int((second < first) if lowest else (second > first))
        return winner, (first, second)

    def _plain_slot(self, slot: int) -> tuple[int | None, tuple[int | None, int | None]]:
        """:meth:`_judge_slot` where no rule change covers the slot: each side's highest value,
        the higher one wins, equal ones score nobody."""
        best: list[int | None] = [None, None]
        for entry in self._slots[slot - 1]:
            value = self._layers(entry).value
            held = best[entry.controller]
            if held is None or value > held:
                best[entry.controller] = value
        first, second = best
        if first is None:
            winner = None if second is None else 1
        elif second is None:
            winner = 0
        else:
            winner = None if first == second else int(second > first)
        return winner, (first, second)

    def _settle_tie(self, rules: list[RuleChange]) -> int | None:
        """Who takes a tied slot under rules that give ties to the player with more (fewer) cards
        in hand or points, or to the winner of another slot: the one player they agree on, else
        nobody (a rule whose players are equal in what it compares names nobody)."""
        named: set[int | None] = set()
        for rule in rules:
            kind = rule.kind
            if kind is RuleKind.TIES_WINNER_OF:
                (other,) = rule.values
                self._reads |= _READ_POINTS
                named.add(self._scored_winner(other)[1])
                continue
            if kind in (RuleKind.TIES_MORE_HAND, RuleKind.TIES_FEWER_HAND):
                counts = (len(self.hand(0)), len(self.hand(1)))
            else:
                counts = self.round_score()[0]
            more = kind in (RuleKind.TIES_MORE_HAND, RuleKind.TIES_MORE_POINTS)
            named.add(None if counts[0] == counts[1] else int((counts[1] > counts[0]) == more))
        return named.pop() if len(named) == 1 else None

    @staticmethod
    def _break_tie(kinds: set[RuleKind], printed: list[int]) -> int | None:
        """Who takes a slot of equal values under a tie-break rule: the higher (or lower) printed
        value of each side's counted card; still a tie if those are equal or no rule says."""
        higher, lower = RuleKind.TIES_HIGHER in kinds, RuleKind.TIES_LOWER in kinds
        if higher == lower or printed[0] == printed[1]:
            return None
        return int((printed[1] > printed[0]) == higher)

    def _ruled(self, kind: RuleKind, player: int, slot: int | None = None) -> bool:
        """Whether a rule change of ``kind`` in force concerns ``player`` (in ``slot``)."""
        if self._interp is None:
            return False
        return any(
            player in r.players and (slot is None or r.covers(slot)) for r in self._rules_of(kind)
        )

    def _barred(self, player: int) -> bool:
        """Whether a revealed card keeps ``player`` from placing in this turn's slot."""
        return self._interp is not None and self._ruled(RuleKind.NO_PLACE, player, self._slot)

    def protected(self, card: str, action: Protected, source: str) -> bool:
        return self._protected(card, action, source)

    def unprotected(
        self, cards: tuple[str, ...], action: Protected, source: str
    ) -> tuple[str, ...]:
        if self._interp is None or not (
            self._may_rule(RuleKind.PROTECT) or self._may_rule(RuleKind.UNAFFECTED)
        ):
            return cards
        return tuple(card for card in cards if not self._protected(card, action, source))

    def _protected(self, card: str, action: Protected, source: str | None) -> bool:
        """Whether a revealed card keeps ``action`` from happening to ``card``, done by the
        effect of ``source`` (``None``: by the rules themselves, which only a protection from
        every player's effects stops)."""
        if self._interp is None:
            return False
        if source is not None and not all(
            r.reaches(card, source) for r in self._rules_of(RuleKind.UNAFFECTED)
        ):
            return True
        protections = self._rules_of(RuleKind.PROTECT)
        if not protections:
            return False
        doer = None if source is None or source not in self._owner else self._doer(source)
        return any(
            card in r.cards
            and action in r.actions
            and (doer in r.players if doer is not None else r.players == BOTH_SEATS)
            for r in protections
        )

    def _doer(self, source: str) -> int:
        """The player whose effect a card's ability is: its controller (its owner off the
        table)."""
        controller = self.controller(source)
        return self._owner[source] if controller is None else controller

    def round_score(self) -> tuple[tuple[int, int], int]:
        self._reads |= _READ_POINTS
        return (self._points[0], self._points[1]), len(self._scored)

    def unscored(self) -> tuple[int, ...]:
        self._reads |= _READ_POINTS
        return self._unscored()

    def _unscored(self) -> tuple[int, ...]:
        scored = len(self._scored)
        if self._scoring_down:
            return tuple(range(1, SLOTS + 1 - scored))
        return tuple(range(scored + 1, SLOTS + 1))

    def _scored_winner(self, slot: int) -> tuple[bool, int | None]:
        """Whether ``slot`` has been scored this round, and who won it (``None``: nobody)."""
        index = SLOTS - slot if self._scoring_down else slot - 1
        if index < len(self._scored):
            return True, self._scored[index]
        return False, None

    def _rules_of(self, kind: RuleKind) -> tuple[RuleChange, ...]:
        """The rule changes of ``kind`` among :meth:`rule_changes`, in their order."""
        if not self._may_rule(kind):
            return ()

        def collect() -> dict[RuleKind, tuple[RuleChange, ...]]:
            by_kind: dict[RuleKind, list[RuleChange]] = {}
            for rule in self.rule_changes():
                by_kind.setdefault(rule.kind, []).append(rule)
            return {found: tuple(rules) for found, rules in by_kind.items()}

        return self._recall(("rules by kind",), collect).get(kind, ())

    def _may_rule(self, kind: RuleKind | None = None) -> bool:
        """Whether a rule change (of ``kind``) may be in force: one kept from an ability that
        fired, or one a revealed card's ability may make (:attr:`~hooks.Ability.rule_kinds`)."""
        if self._kept_rules:
            return True
        facts = self._revealed_facts()
        return bool(facts.ruling) if kind is None else kind in facts.rule_kinds

    def _revealed_with(self, power: str) -> tuple[str, ...]:
        """The revealed cards on the table, in slot order, whose ability (silences aside) has
        ``power``: ``"modifies"`` or ``"changes_rules"`` (:class:`~hooks.Ability`)."""

        facts = self._revealed_facts()
        return facts.modifying if power == "modifies" else facts.ruling

    def rule_changes(self) -> tuple[RuleChange, ...]:
        """The rule changes of the revealed cards on the table (a card working out whether its
        own rule change holds is left out meanwhile)."""

        def collect() -> tuple[RuleChange, ...]:
            found: list[RuleChange] = [rule for rule, _, _ in self._kept_rules]
            for card in self._revealed_with("changes_rules"):
                ability = self._ability(card)
                if ability is not None and ("rules", card) not in self._excluded:
                    found.extend(self._excluding(("rules", card), ability.rule_changes))
            return tuple(found)

        if self._interp is None or not self._may_rule():
            return ()
        return self._recall(("rules",), collect)

    def _score_slot(self) -> None:
        if not self._scored and self._rules_of(RuleKind.SCORE_DOWN):
            self._scoring_down, self._slot = True, SLOTS + 1  # "Score from S9 to S1"
        down = self._scoring_down
        self._slot += -1 if down else 1
        winner, values = self.slot_result(self._slot)
        tied = values[0] is not None and values[0] == values[1] and winner is None
        if tied and self._ruled(RuleKind.TIES_BOTH, 0, self._slot):
            scorers = [0, 1]
        else:
            scorers = [] if winner is None else [winner]
        for scorer in scorers:
            if self._ruled(RuleKind.NO_SCORE, scorer):
                continue
            if self._ruled(RuleKind.NO_SLOT_SCORE, scorer, self._slot):
                continue
            margin = abs((values[0] or 0) - (values[1] or 0))
            worth = [
                r.amount
                for r in self._rules_of(RuleKind.SLOT_WORTH)
                if r.covers(self._slot) and scorer in r.players and margin >= r.margin
            ]
            points = max(worth, default=1)
            self._points[scorer] += points
            self._total_points[scorer] += points
            self._changed(table=False, only=_READ_POINTS)
        self._scored.append(winner)
        self._changed(table=False, only=_READ_POINTS)
        self._emit(SlotScored, self._slot, winner, values)
        if winner is not None:
            self._slot_decided(winner)
        if self._slot == (1 if down else SLOTS):
            if down:
                self._scored.reverse()  # in slot order, as an ascending scoring leaves it
                self._scoring_down = False
            self._step = Step.SCORE_END

    def _slot_decided(self, winner: int) -> None:
        """The moments of the cards of the slot just scored: won for the winner's, lost for the
        other player's (only if a face-up card listens: "When this card loses its slot")."""
        listening = self._revealed_facts().listening
        if Trigger.SLOT_WON not in listening and Trigger.SLOT_LOST not in listening:
            return
        self._dispatch(
            *(
                Moment(
                    Trigger.SLOT_WON if e.controller == winner else Trigger.SLOT_LOST,
                    self._slot,
                    e.card,
                    e.controller,
                )
                for e in self._slots[self._slot - 1]
            )
        )

    def _round_end(self) -> None:
        first, second = self._points
        points = (first, second)
        winner = self._round_winner(first, second)
        if winner is not None:
            self._rounds_won[winner] += 1
            self._tied_last = False
            rounds = (self._rounds_won[0], self._rounds_won[1])
            self._emit(RoundWon, self._round, winner, points, rounds)
            if self._rounds_won[winner] >= ROUNDS_TO_WIN:
                self._finish(Outcome.of(winner, "rounds_won", (float(rounds[0]), float(rounds[1]))))
        else:
            self._emit(RoundTied, self._round, points, self._replays)
            self._tied_last = True
            if self._replays >= self._options.max_replays:
                self._finish(self._cut_short("tied_rounds"))
            else:
                self._replays += 1
        self._return_cards()
        if self._outcome is None:
            self._step = Step.SWAP
            self._swapped = ([], [])
            self._ready = [False, False]

    def _round_winner(self, first: int, second: int) -> int | None:
        """Who wins a round of these points: the one player a card gives the round to (that won
        the slots it names); else the more points (fewer, if a card says so); a tie goes to the
        one player a card gives it to, or to nobody."""
        given = {
            p
            for r in self._rules_of(RuleKind.ROUND_TO)
            for p in r.players
            if all(self._scored_winner(s) == (True, p) for s in r.slots)
        }
        if len(given) == 1:
            return next(iter(given))
        if first != second:
            fewer = bool(self._rules_of(RuleKind.FEWER_WINS))
            return int((second > first) != fewer)
        takers = {p for r in self._rules_of(RuleKind.ROUND_TIE_TO) for p in r.players}
        return next(iter(takers)) if len(takers) == 1 else None

    def _return_cards(self) -> None:
        """Every card goes back to its owner: the sideboard stays, all else is the deck list."""
        returning = [entry.card for stack in self._slots for entry in stack]
        for stack in self._slots:
            stack.clear()
        for zone in (*self._hand, *self._pile, *self._deck):
            returning.extend(zone)
            zone.clear()
        for card in returning:
            self._deck[self._owner[card]].append(card)
        for player in (0, 1):
            self._deck[player].sort(key=self._key)
        self._mods.clear()
        self._skip = [False, False]
        self._tapped.clear()
        self._shields_used.clear()
        self._active.clear()
        self._started.clear()
        self._timed.clear()
        self._kept_rules.clear()
        self._borrowed.clear()
        self._queue.clear()
        self._asking = None
        self._slot = 0
        self._changed()

    def _cut_short(self, ending: Termination | str) -> Outcome:
        """A game ended before anyone won 2 rounds (too many tied rounds, or the turn limit): the
        player who has won more rounds wins it, as a match cut short goes to the player ahead in
        games; with equal rounds it is a draw."""
        won = self._rounds_won
        winner = None if won[0] == won[1] else int(won[1] > won[0])
        return Outcome.of(winner, ending, (float(won[0]), float(won[1])))

    def _finish(self, outcome: Outcome) -> None:
        self._outcome = outcome
        self._step = Step.OVER
        self._queue.clear()
        self._asking = None
        self._emit(GameOver, outcome)

    # -- abilities ----------------------------------------------------------------------------

    def _ability(self, card: str) -> Ability | None:
        """A card's ability (``None``: no text, or its text taken away by a revealed card)."""
        ability = self._abilities.get(card)
        if (
            ability is not None
            and self._can_silence
            and not self._silencing
            and card in self._silenced()
        ):
            return None
        return ability

    def _silenced(self) -> frozenset[str]:
        """The cards whose text revealed cards take away: the silencing cards in the conflict
        order (lower printed value first), each one's silence only if it is not silenced by
        one before it; and the cards of silences that outlast their card."""

        def collect() -> frozenset[str]:
            kept = {
                c for r, _, _ in self._kept_rules if r.kind is RuleKind.SILENCE for c in r.cards
            }
            silencers = [
                entry
                for stack in self._slots
                for entry in stack
                if entry.revealed and getattr(self._ability(entry.card), "silences", False)
            ]
            silencers.sort(key=lambda e: self._faces[e.card].value)
            silenced = set(kept)
            for entry in silencers:
                ability = self._ability(entry.card)
                if entry.card in silenced or ability is None:
                    continue
                for rule in self._excluding(("rules", entry.card), ability.rule_changes):
                    if rule.kind is RuleKind.SILENCE:
                        silenced |= rule.cards
            return frozenset(silenced)

        if self._silencing:
            return frozenset()
        self._silencing = True
        try:
            return self._recall(("silenced",), collect)
        finally:
            self._silencing = False

    def _dispatch(self, *moments: Moment) -> None:
        """The single entry point of the trigger points: queue the moments; their activations are
        worked out when the queue reaches them (so earlier abilities have resolved)."""
        if self._interp is not None and moments:
            self._queue.append(tuple(moments))

    def _fire(self, moments: tuple[Moment, ...]) -> bool:
        """Work out which abilities fire at the moments and queue them (before what was queued
        already) in the seed's order: lower printed value first (higher first while a revealed
        card says so); activations of equal printed value from several cards go as a group,
        settled when the queue reaches it (:meth:`_settle`). Whether any fired."""
        activations = self._firing(moments)
        if not activations:
            return False
        higher = bool(self._rules_of(RuleKind.HIGHER_FIRST))
        groups = resolution_groups(
            activations, lambda a: self._faces[a.source].value, lower_first=not higher
        )
        items: list[Activation | Simultaneous] = []
        for group in groups:
            if len({a.source for a in group}) > 1:
                items.append(Simultaneous(tuple(group)))
            else:
                items.extend(group)
        self._queue[:0] = items
        return True

    def _firing(self, moments: tuple[Moment, ...]) -> list[Activation]:
        """The activations of the moments: the revealed cards on the table in slot order, and
        for an event of a card not on the table, that card."""
        activations: list[Activation] = []
        for moment in moments:
            trigger = moment.trigger
            # Those listening may fire at moments of this trigger: asked only whether they fire
            # for cards other than their own.
            for source, controller in self._listening(trigger):
                ability = self._ability(source)
                if (
                    ability is not None
                    and (moment.card == source or trigger not in ability.own_triggers)
                    and ability.fires(moment, source, self)
                ):
                    activations.append(Activation(source, controller, moment, on_table=True))
            card = moment.card
            if trigger not in PHASE_TRIGGERS and card is not None and self._entry(card) is None:
                ability = self._ability(card)
                if (
                    ability is not None
                    and self._asked(ability, moment, card)
                    and ability.fires(moment, card, self)
                ):
                    activations.append(Activation(card, self._owner[card], moment, on_table=False))
        return activations

    def _listening(self, trigger: Trigger) -> tuple[tuple[str, int], ...]:
        """The revealed cards on the table (and their controllers), in slot order, whose
        abilities (silences aside) may fire at a moment of ``trigger``."""

        return self._revealed_facts().listening.get(trigger, ())

    def _revealed_facts(self) -> _Revealed:
        """What the revealed cards on the table can do (silences aside), in one pass (remembered,
        by the revealed cards and their controllers, for every copy with the same faces)."""
        memo = self._table_memo  # asked at every moment: looked up here before anything else
        if memo is not None:
            facts: _Revealed | None = memo.get("revealed")
            if facts is not None:
                return facts

        def look_up() -> _Revealed:
            cards: list[str] = []
            controllers: list[int] = []
            for stack in self._slots:
                for entry in stack:
                    if entry.revealed:
                        cards.append(entry.card)
                        controllers.append(entry.controller)
            key = (tuple(cards), tuple(controllers))
            store = self._revealed_store
            found = store.get(key)
            if found is None:
                if len(store) >= _MOST_REVEALED:
                    store.clear()
                found = store[key] = collect(cards, controllers)
            return found

        def collect(cards: list[str], controllers: list[int]) -> _Revealed:
            abilities = self._abilities
            listening: dict[Trigger, list[tuple[str, int]]] = {}
            modifying: list[str] = []
            ruling: list[str] = []
            kinds: set[RuleKind] = set()
            for card, controller in zip(cards, controllers, strict=True):
                ability = abilities.get(card)
                if ability is None:
                    continue
                seat = (card, controller)
                triggers = ability.triggers
                for trigger in _EVERY_TRIGGER if triggers is None else triggers:
                    listening.setdefault(trigger, []).append(seat)
                if ability.modifies:
                    modifying.append(card)
                if ability.changes_rules:
                    ruling.append(card)
                    may = ability.rule_kinds
                    kinds.update(_EVERY_RULE_KIND if may is None else may)
            return _Revealed(
                {trigger: tuple(seats) for trigger, seats in listening.items()},
                tuple(modifying),
                tuple(ruling),
                frozenset(kinds),
            )

        return self._table_recall("revealed", look_up)

    @classmethod
    def _asked(cls, ability: Ability, moment: Moment, source: str) -> bool:
        """Whether ``ability`` of ``source`` may fire at ``moment`` at all (its triggers, and
        those at which it fires only for its own card), before asking it."""
        return cls._may_fire(ability, moment.trigger) and (
            moment.card == source or moment.trigger not in ability.own_triggers
        )

    @staticmethod
    def _may_fire(ability: Ability, trigger: Trigger) -> bool:
        """Whether ``ability`` may fire at a moment of ``trigger`` at all, before asking it."""
        triggers = ability.triggers
        return triggers is None or trigger in triggers

    # -- conflicts ------------------------------------------------------------------------------
    #
    # Two activations of one moment with the same printed value conflict when the order in which
    # they resolve matters: resolving A then B leaves a different game than B then A. The engine
    # finds out by doing both on copies of the game: every choice either asks is answered in
    # every way it can be, and the two orders conflict unless they can lead to the same games.

    def _settle(self, group: Simultaneous) -> None:
        """Resolve a group of equal printed value: conflicting activations of different cards
        fizzle (a card does not conflict with itself); the others are queued in the given order,
        except that where the engine cannot tell whether two of them conflict, a coin toss both
        players see decides whose go first."""
        acts = group.activations
        conflicts: list[tuple[int, int]] = []
        unsettled: list[tuple[int, int]] = []
        footprints: dict[int, Footprint | None] = {}
        for i in range(len(acts)):
            for j in range(i + 1, len(acts)):
                if acts[i].source == acts[j].source:
                    continue
                for index in (i, j):
                    if index not in footprints:
                        footprints[index] = self._footprint(acts[index])
                verdict = self._conflict(acts[i], acts[j], footprints[i], footprints[j])
                if verdict is None:
                    unsettled.append((i, j))
                elif verdict:
                    conflicts.append((i, j))
        slot_order = bool((conflicts or unsettled) and self._rules_of(RuleKind.SLOT_ORDER))
        if conflicts and (slot_order or self._rules_of(RuleKind.NO_FIZZLE)):
            unsettled, conflicts = unsettled + conflicts, []
        fizzled = {index for pair in conflicts for index in pair}
        if fizzled and self._out is not None:
            printed = self._faces[acts[0].source].value
            pairs = tuple(
                (self._public(acts[i].source), self._public(acts[j].source)) for i, j in conflicts
            )
            self._emit(
                AbilityFizzled, tuple(dict.fromkeys(c for p in pairs for c in p)), printed, pairs
            )
        keep = [index for index in range(len(acts)) if index not in fizzled]
        tossed = [(i, j) for i, j in unsettled if i in keep and j in keep]
        slot = [self._slot_order_key(a.source) for a in acts] if slot_order else []
        if slot_order:  # pairs in different slots are ordered by them: no toss
            tossed = [(i, j) for i, j in tossed if slot[i] == slot[j]]
        first: int | None = None
        if any(acts[i].controller != acts[j].controller for i, j in tossed):
            first = self._rng.randrange(2)
            cards = {acts[index].source for pair in tossed for index in pair}
            if self._out is not None:
                self._emit(ConflictTossed, tuple(self._public(c) for c in sorted(cards)), first)
        if slot_order:
            keep.sort(
                key=lambda index: (
                    slot[index],
                    first is not None and acts[index].controller != first,
                )
            )
        elif first is not None:
            keep.sort(key=lambda index: acts[index].controller != first)
        self._queue[:0] = [acts[index] for index in keep]

    def _slot_order_key(self, card: str) -> int:
        """Where ``card`` comes when conflicts resolve in slot order: its slot (a card no longer
        on the table after every slot)."""
        slot = self.slot_of(card)
        return SLOTS + 1 if slot is None else slot

    def _conflict(
        self,
        first: Activation,
        second: Activation,
        first_print: Footprint | None,
        second_print: Footprint | None,
    ) -> bool | None:
        """Whether ``first`` and ``second`` conflict (``None``: too many ways to answer their
        choices to tell), without trying both orders where their footprints prove them
        independent."""
        if (
            first_print is None
            or second_print is None
            or not commute(first_print, second_print)
            # Trying both orders makes at most this many copies, and finds out nothing if more
            # than TRIAL_BRANCHES: then the trial says so.
            or (1 + first_print.answers) * (1 + second_print.answers) > TRIAL_BRANCHES
        ):
            return self._order_matters(first, second)
        return False

    def _footprint(self, activation: Activation) -> Footprint | None:
        """What resolving ``activation`` now may read and change (:mod:`.commute`; ``None``: it
        cannot be told), with what :meth:`_activate` reads first: whether the source's text is
        taken away and whether it is still face up."""
        source = activation.source
        first: set[Hashable] = {("card", source)}
        if self._can_silence:
            first.add(VALUES if self._may_rule(RuleKind.SILENCE) else RULES)
        ability = self._ability(source)
        if ability is None or (activation.on_table and not self.is_revealed(source)):
            return Footprint(frozenset(first), frozenset())
        found = footprint(
            ability, activation, self, self._may_rule, self._draws_order, TRIAL_BRANCHES
        )
        if found is None:
            return None
        return replace(found, reads=found.reads | first)

    def _draws_order(self, ask: Ask, chooser: int) -> bool:
        """Whether asking ``ask`` of ``chooser`` draws an order for candidates it cannot see
        (:meth:`_blind`)."""
        return not ask.shown and sum(self._held_from(c, chooser) for c in ask.candidates) > 1

    def _order_matters(self, first: Activation, second: Activation) -> bool | None:
        """Whether resolving ``first`` then ``second`` can leave other games than the other order
        (``None``: too many ways to answer their choices to tell)."""
        one = self._outcomes((first, second))
        other = self._outcomes((second, first)) if one is not None else None
        if one is None or other is None:
            return None
        return one != other

    def _outcomes(self, order: tuple[Activation, ...]) -> frozenset[Hashable] | None:
        """Every game (as :meth:`_trial_key`) that resolving ``order`` on a copy can leave, each
        choice answered in every way; ``None`` if that takes more than :data:`TRIAL_BRANCHES`
        different positions (answers that lead to the same position are followed once)."""
        start = self._copy_without_rng()
        start._rng = _TrialRng.of(self._rng)
        start.mute()
        start._queue = []
        start._asking = None
        frontier: list[tuple[SlotWarsState, int]] = [(start, 0)]
        visited: set[tuple[Hashable, int]] = set()
        found: set[Hashable] = set()
        copies = 1
        while frontier:
            trial, next_index = frontier.pop()
            trial._decided = None  # copies share the decisions of what they copy
            if trial._asking is not None:
                (decision,) = trial.decisions()
                copies += len(decision.actions)
                if copies > TRIAL_BRANCHES:
                    return None
                last = len(decision.actions) - 1
                for index, action in enumerate(decision.actions):
                    # The last answer is tried on the trial itself: no copy of it is left to make.
                    branch = trial if index == last else trial.clone()
                    branch._answer(decision.player, action)
                    frontier.append((branch, next_index))
                continue
            if copies == 1 and next_index < len(order):
                # Nothing has branched: the only position at this point, so none to merge with.
                trial._activate(order[next_index])
                frontier.append((trial, next_index + 1))
                continue
            key = trial._trial_key()
            if (key, next_index) in visited:
                continue
            visited.add((key, next_index))
            if next_index < len(order):
                trial._activate(order[next_index])
                frontier.append((trial, next_index + 1))
            else:
                found.add(key)
        return frozenset(found)

    def _trial_key(self) -> Hashable:
        """The game as conflicts compare it: every stored field but those no resolution changes
        (:data:`_SAME_IN_EVERY_TRIAL`), with the order of what has no order (piles, the cards of a
        slot, effects, the moments waiting to be worked out) and who put a counter on a card left
        out."""
        key = list(_TRIAL_VALUES(self))
        for index, read in _TRIAL_READ_AT:
            key[index] = read(key[index])
        return tuple(key)

    def _activate(self, activation: Activation) -> None:
        ability = self._ability(activation.source)
        if ability is None:
            return
        if activation.on_table and not self.is_revealed(activation.source):
            if self._out is not None:
                self._emit(AbilityStopped, self._public(activation.source))
            return
        ask = ability.resolve(activation, self)
        while isinstance(ask, Activation) or (ask is not None and ask.chance and ask.has_options):
            if isinstance(ask, Activation):  # its first effects done: the rest asks of the game now
                activation = ask
            else:
                answer = self._draw_chance(activation.source, ask)
                activation = activation.with_answers((*activation.answers, answer))
            ask = ability.resolve(activation, self)
        if ask is not None and ask.has_options:
            self._asking = (activation, self._blind(activation, ask))
            return
        if self._out is not None:
            self._emit(AbilityResolved, self._public(activation.source), activation.moment.trigger)

    def _draw_chance(self, source: str, ask: Ask) -> str:
        """Draw a chance answer (a coin's side, a card at random) and say what was drawn."""
        if ask.words:
            answer = self._rng.choice(ask.words)
            if self._out is not None:
                self._emit(ChanceDrawn, answer, self._public(source), answer)
            return answer
        card = self._rng.choice(sorted(ask.candidates))
        if self._out is not None:
            label, audience, hidden = self._naming(card)
            self._emit(ChanceDrawn, label, self._public(source), hidden, audience=audience)
        return card

    def _blind(self, activation: Activation, ask: Ask) -> Ask:
        """The ask with the candidates its chooser cannot see (cards held by the other player)
        last, in an order drawn now, so that picking one is a blind pick."""
        chooser = activation.controller if ask.chooser is None else ask.chooser
        if ask.shown:
            self.look_at(chooser, ask.candidates, activation.source)
            return ask
        held = [c for c in ask.candidates if self._held_from(c, chooser)]
        if len(held) < 2:
            return ask
        seen = [c for c in ask.candidates if c not in held]
        held.sort()
        self._rng.shuffle(held)
        return replace(ask, candidates=(*seen, *held))

    # -- views and copies ---------------------------------------------------------------------

    def _label(self, card: str) -> CardRef:
        """How events name ``card`` to those who may identify it: id, title, owner and slot."""
        found = self._entry(card)
        slot = None if found is None else found[0]
        return CardRef(card, self._faces[card].title, self._owner[card], slot)

    def _info(self, card: str) -> CardInfo:
        info = self._card_infos.get(card)
        if info is None:
            face = self._faces[card]
            info = CardInfo(card, face.title, face.value, face.rarity.value, face.text)
            self._card_infos[card] = info
        return info

    def _infos(self, cards: Collection[str]) -> tuple[CardInfo, ...]:
        """The cards' infos in the order of hands (worked out once for each set of cards)."""
        return self._listed(
            ("infos", self._faces_seen, frozenset(cards)),
            lambda: tuple(self._info(c) for c in sorted(cards, key=self._key)),
        )

    def _table_view(self, entry: TableCard, known: bool) -> TableView:
        """A card on the table as a viewer sees it (``known``: one who may identify it)."""
        layers = self._layers(entry)
        return TableView(
            card=self._info(entry.card) if known else None,
            controller=entry.controller,
            revealed=entry.revealed,
            value=layers.value,
            explain=layers.explain(),
            owner=self._owner[entry.card],
            tapped=entry.card in self._tapped,
        )

    def _table_views(self, viewer: Viewer) -> tuple[tuple[TableView, ...], ...]:
        """The table as ``viewer`` sees it, slot by slot (worked out once until the game
        changes)."""
        owner = self._owner

        def views() -> tuple[tuple[TableView, ...], ...]:
            return tuple(
                tuple(
                    self._table_view(entry, entry.revealed or owner[entry.card] == viewer)
                    for entry in stack
                )
                for stack in self._slots
            )

        return self._recall(("table views", viewer), views)

    def observe(self, viewer: Viewer) -> Observation[SlotWarsView]:
        hand_counts = [len(h) for h in self._hand]
        mine = viewer is not None
        prompt = ""
        if mine:
            for decision in self.decisions():
                if decision.player == viewer:
                    prompt = decision.prompt
        chosen = self._chosen[viewer] if viewer is not None else None
        deck_counts = [len(self._deck[0]), len(self._deck[1])]
        side_counts = [len(self._side[0]), len(self._side[1])]
        suggested: tuple[str, ...] = ()
        if self._step is Step.SELECT:
            for player in (0, 1):
                if player != viewer:  # how far a player has got choosing its deck is its secret
                    total = deck_counts[player] + side_counts[player]
                    deck_counts[player], side_counts[player] = DECK_SIZE, total - DECK_SIZE
            if viewer is not None:
                suggested = self.suggested_deck(viewer)
        owner = self._owner
        view = SlotWarsView._partly(
            {
                "slots": lambda: self._table_views(viewer),
                "deck": lambda: self._infos(self._deck[viewer]) if viewer is not None else (),
                "sideboard": lambda: self._infos(self._side[viewer]) if viewer is not None else (),
                "piles": lambda: _pair(tuple(self._info(c) for c in self._pile[p]) for p in (0, 1)),
                "seen": lambda: _pair(
                    self._infos([c for c in self._shown if owner[c] == p]) for p in (0, 1)
                ),
            },
            seat=viewer,
            options=self._options_text,
            phase=self._step.value,
            round=self._round,
            replays=self._replays,
            rounds_won=(self._rounds_won[0], self._rounds_won[1]),
            points=(self._points[0], self._points[1]),
            slot=self._slot,
            scored=tuple(self._scored),
            hand=self._infos(self._hand[viewer]) if viewer is not None else (),
            chosen=self._info(chosen) if chosen is not None else None,
            swaps=tuple(
                (self._swapped[viewer][i], self._swapped[viewer][i + 1])
                for i in range(0, len(self._swapped[viewer]), 2)
            )
            if viewer is not None
            else (),
            hand_counts=(hand_counts[0], hand_counts[1]),
            deck_counts=(deck_counts[0], deck_counts[1]),
            sideboard_counts=(side_counts[0], side_counts[1]),
            prompt=prompt,
            suggested=suggested,
        )
        if len(self._unread) >= _MOST_UNREAD:  # observed again and again without a change
            self._unread = [held for held in self._unread if held() is not None]
        self._unread.append(weakref.ref(view))
        return self._observation(viewer, self._turn, view)

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self._sample_copy()
        copy._rng = rng.spawn()
        other = 1 - player
        # The opponent's choice this turn goes back to its hand; its sideboard work is forgotten.
        copy._chosen[other] = None
        if copy._step is Step.SWAP:
            copy._swapped[other].clear()
            copy._ready[other] = False
        if copy._step is Step.SELECT:
            copy._deck[other].extend(copy._side[other])
            copy._side[other].clear()
            copy._ready[other] = False
        # The opponent's hidden places, in an order everyone can see.
        face_down = [
            entry
            for stack in copy._slots
            for entry in stack
            if not entry.revealed and copy._owner[entry.card] == other
        ]
        hidden = sorted(
            [e.card for e in face_down] + copy._hand[other] + copy._deck[other] + copy._side[other]
        )
        if copy._redraw:
            copy._redraw_faces(player, [c for c in hidden if c not in copy._shown], rng)
        shuffled = list(hidden)
        rng.shuffle(shuffled)
        mapping: dict[str, str] = {}
        for entry in face_down:
            new = shuffled.pop()
            mapping[entry.card] = new
            entry.card = new
        waiting = [*copy._queue, *([copy._asking[0]] if copy._asking is not None else [])]
        named = list(dict.fromkeys(card for item in waiting for card in _named(item)))
        for zone in (copy._hand[other], copy._deck[other], copy._side[other]):
            old = list(zone)
            zone[:] = [shuffled.pop() for _ in old]
            # A waiting moment may name a hidden card (one the opponent drew): it becomes one of
            # the zone's new cards chosen by its place among the moments, not by the old card.
            first = [card for card in named if card in old]
            rest = [card for card in old if card not in first]
            mapping.update(zip(first + rest, sorted(zone), strict=True))
        copy._hand[other].sort(key=copy._key)
        copy._side[other].sort(key=copy._key)
        between_rounds = copy._step in (Step.SELECT, Step.SWAP)
        if between_rounds:
            copy._deck[other].sort(key=copy._key)
        copy._queue = [_queued_moved(item, mapping) for item in copy._queue]
        if mapping:
            copy._placed_now = [mapping.get(c, c) for c in copy._placed_now]
            copy._mods = [replace(m, target=mapping.get(m.target, m.target)) for m in copy._mods]
            copy._timed = [
                (replace(m, target=mapping.get(m.target, m.target)), turn)
                for m, turn in copy._timed
            ]
            copy._borrowed = [(mapping.get(c, c), p) for c, p in copy._borrowed]
            copy._tapped = {mapping.get(c, c) for c in copy._tapped}
        # The player's own deck order is unknown to it (between rounds the deck is a list).
        reshuffled = not between_rounds
        if reshuffled:
            own = sorted(copy._deck[player])
            rng.shuffle(own)
            copy._deck[player][:] = own
        copy._changed()
        if copy._asking is not None:
            copy._ask_again(self, other, mapping, reshuffled=reshuffled)
        return copy

    def _ask_again(
        self, before: SlotWarsState, other: int, mapping: Mapping[str, str], *, reshuffled: bool
    ) -> None:
        """After a resample, ask the pending choice again here (``before`` is the state that was
        resampled). Answers naming the opponent's face-down cards follow them to their new ids;
        answers naming cards of its hand, deck or sideboard (its own choices, which only it saw)
        stand for as many cards of the same zone here, the first not named yet, and so do answers
        naming cards of the resampling player's own deck when its order was drawn again
        (``reshuffled``: the opponent rearranging the top of that deck); so the choice goes on
        from the same point, with candidates of this state."""
        assert self._asking is not None
        activation, _ = self._asking
        self._asking = None
        zones = [
            (before._hand[other], self._hand[other]),
            (before._deck[other], self._deck[other]),
            (before._side[other], self._side[other]),
        ]
        if reshuffled:
            zones.append((before._deck[1 - other], self._deck[1 - other]))
        answers: list[str] = []
        for answer in activation.answers:
            now = mapping.get(answer, answer)
            for old_zone, new_zone in zones:
                if answer in old_zone:
                    now = next(c for c in new_zone if c not in answers)
                    break
            answers.append(now)
        moved = _activation_moved(activation, mapping)
        self._activate(replace(moved, answers=tuple(answers)))
        self._changed()

    def _redraw_faces(self, player: int, unseen: list[str], rng: Rng) -> None:
        """Give the opponent's never-seen ids new faces: from the pool without ``player``'s cards
        and the opponent's seen ones, rarity by rarity."""
        needed = Counter(self._faces[c].rarity for c in unseen)
        drawn: list[CardFace] = []
        unknown = self._listed(
            (
                "unknown faces",
                self._faces_seen,
                player,
                frozenset(self._shown),
                frozenset(self._traded.items()),
            ),
            lambda: self._unknown_faces(player),
        )
        for rarity in Rarity:
            if needed[rarity]:
                drawn.extend(rng.sample(unknown[rarity], needed[rarity]))
        rng.shuffle(drawn)
        self._faces = {**self._faces, **dict(zip(unseen, drawn, strict=True))}
        self._faces_changed(unseen)

    def _unknown_faces(self, player: int) -> dict[Rarity, list[CardFace]]:
        """The faces of the pool, a face for each copy, that the opponent's never-seen cards may
        have for ``player``: without ``player``'s cards and the opponent's seen ones."""
        other = 1 - player
        known = Counter(f for c, f in self._faces.items() if self._owner[c] == player)
        known.update(self._faces[c] for c in self._shown if self._owner[c] == other)
        rules = self._options
        pool = _pool_by_rarity(rules.pool.value, rules.pool_seed)
        return {
            rarity: [face for face, copies in pool[rarity] for _ in range(copies - known[face])]
            for rarity in Rarity
        }

    def _verify_loaded(self) -> None:
        if len(self._slots) != SLOTS:
            raise RecordError(f"a state has {SLOTS} slots, not {len(self._slots)}")
        places = [
            *(c for zone in (*self._deck, *self._hand, *self._side, *self._pile) for c in zone),
            *(e.card for stack in self._slots for e in stack),
        ]
        if Counter(places) != Counter(list(self._faces)):
            raise RecordError("every card of the game must be in exactly one place")


def _moved(moment: Moment, mapping: Mapping[str, str]) -> Moment:
    """A moment whose card is renamed by ``mapping`` (if it names one)."""
    if moment.card is None or moment.card not in mapping:
        return moment
    return replace(moment, card=mapping[moment.card])


def builder_step(
    faces: Mapping[str, CardFace],
    deck: Sequence[str],
    sideboard: Sequence[str],
    actions: Sequence[Action],
    keep: Collection[str] | None = None,
) -> Action:
    """One of ``actions`` (a decision on the deck: choosing it before round 1, or exchanges
    between rounds) that takes the deck towards the cards ``keep`` (ids of deck and sideboard;
    default: the automatic builder's suggestion,
    :func:`~wartable.variants.slot_wars.builder.suggest_deck` of deck and sideboard): before
    round 1 the next card it leaves out; between rounds an exchange that brings in a card it keeps
    for one it leaves out, or ``done`` once there is none."""
    if keep is None:
        keep = _suggested(frozenset((card, faces[card]) for card in (*deck, *sideboard)))
    return _toward(faces, keep, deck, actions)


@lru_cache(maxsize=256)
def _suggested(cards: frozenset[tuple[str, CardFace]]) -> frozenset[str]:
    """The ids :func:`suggest_deck` keeps of ``cards`` (worked out once for each set)."""
    return frozenset(suggest_deck(sorted(cards)))


def _toward(
    kinds: Mapping[str, Hashable],
    keep: Collection[str],
    deck: Sequence[str],
    actions: Sequence[Action],
) -> Action:
    """:func:`builder_step` once the builder's choice ``keep`` is known; ``kinds`` tells cards of
    the same face (the faces themselves, or numbers for them)."""
    wanted = Counter(map(kinds.__getitem__, keep))
    held = Counter(map(kinds.__getitem__, deck))
    missing = {kind for kind, count in wanted.items() if count > held[kind]}
    surplus = {kind for kind, count in held.items() if count > wanted[kind]}
    for action in actions:
        if isinstance(action, ToSideboard) and kinds[action.card] in surplus:
            return action
        if (
            isinstance(action, Swap)
            and kinds[action.card_in] in missing
            and kinds[action.card_out] in surplus
        ):
            return action
    return Done() if Done() in actions else actions[0]


def _frozen(value: Any) -> Hashable:
    """A field's value as a key: lists as tuples, sets as frozensets, dicts as their items."""
    if isinstance(value, list | tuple):
        items = tuple(value)
        try:
            hash(items)
        except TypeError:
            return tuple(_frozen(item) for item in items)
        return items
    if isinstance(value, set):
        return frozenset(value)
    if isinstance(value, dict):
        return frozenset(value.items())
    kept: Hashable = value
    return kept


def _multiset(items: Sequence[Hashable]) -> Hashable:
    """Items whose order does not count, each as many times as it is there."""
    if not items:
        return ()
    return frozenset(Counter(_frozen(item) for item in items).items())


def _table_key(slots: list[list[TableCard]]) -> Hashable:
    """The table as a key: each slot's cards in no order (card ids are unique), counters by
    amount only."""
    return tuple(
        frozenset(
            (
                e.card,
                e.controller,
                e.revealed,
                tuple(sorted(m.amount for m in e.counters)) if e.counters else (),
            )
            for e in stack
        )
        if stack
        else ()
        for stack in slots
    )


def _pair_key(pair: Pair) -> Hashable:
    return tuple(pair[0]), tuple(pair[1])


_SAME_IN_EVERY_TRIAL = frozenset(
    {"_options", "_seed", "_rng", "_faces", "_redraw", "_scripted", "_asking"}
    | {"_side", "_swapped", "_ready", "_rounds_won", "_round", "_turn", "_replays", "_tied_last"}
)
"""The stored fields conflicts leave out: the pending choice, the generator, and what no resolution
changes (so every trial of a conflict has the same): the sideboards and what the steps between
turns and rounds keep."""
_TRIAL_FIELDS = tuple(
    f.name
    for f in SlotWarsState._declared_fields
    if f.key is not None and f.name not in _SAME_IN_EVERY_TRIAL
)
_TRIAL_READERS: dict[str, Callable[[Any], Hashable]] = {
    "_pile": lambda piles: (frozenset(piles[0]), frozenset(piles[1])),
    "_slots": _table_key,
    "_placed_now": frozenset,
    **dict.fromkeys(("_mods", "_timed", "_borrowed", "_kept_rules", "_queue"), _multiset),
    **dict.fromkeys(("_deck", "_hand", "_side", "_swapped"), _pair_key),
    **dict.fromkeys(("_tapped", "_active", "_started", "_shown"), frozenset),
    **dict.fromkeys(
        ("_skip", "_chosen", "_ready", "_rounds_won", "_points", "_total_points", "_scored"),
        tuple,
    ),
}
"""How :meth:`SlotWarsState._trial_key` reads the fields it does not read with :func:`_frozen`:
those whose order does not count (card ids are unique, so sets serve for them) and, read faster,
the lists of each seat's cards and of numbers."""
_TRIAL_VALUES = attrgetter(*_TRIAL_FIELDS)
_SCALARS = frozenset(
    {"_outcome", "_step", "_slot", "_round", "_replays", "_tied_last", "_turn", "_scoring_down"}
)
"""Fields whose values are keys as they are."""
_TRIAL_READ_AT = tuple(
    (index, _TRIAL_READERS.get(name, _frozen))
    for index, name in enumerate(_TRIAL_FIELDS)
    if name not in _SCALARS
)
"""Where :meth:`SlotWarsState._trial_key` reads a field's value into a key, and how."""


class _TrialRng(Rng):
    """The generator of a trial of a conflict (:meth:`SlotWarsState._outcomes`): a copy of the
    game's, made only when the trial first draws (most never do). The game draws nothing while
    its trials run, so the copy made then is the copy made at the start."""

    _game: Rng | None

    @classmethod
    def of(cls, game: Rng) -> _TrialRng:
        rng: _TrialRng = random.Random.__new__(cls)
        rng._game = game
        return rng

    def _own(self) -> None:
        game = self._game
        if game is not None:
            self._game = None
            self.setstate(game.getstate())

    def getrandbits(self, k: int, /) -> int:
        self._own()
        return super().getrandbits(k)

    def random(self) -> float:
        self._own()
        return super().random()

    def getstate(self) -> tuple[Any, ...]:
        self._own()
        return super().getstate()

    def copy(self) -> Rng:
        return Rng.restored(self.getstate()) if self._game is None else _TrialRng.of(self._game)


TRIAL_BRANCHES = 400
"""How many copies of the game the engine may make, for one order of two activations, to find out
whether they conflict (their choices answered every way); past it, the rules do not settle it."""


def _queued_moved(item: Queued, mapping: Mapping[str, str]) -> Queued:
    """A queued item whose moments' cards are renamed by ``mapping``. Moments waiting to be worked
    out together come out in a fixed order: the order they had (the order in which the other
    player drew its cards, say) could tell which renamed card was which."""
    if isinstance(item, Activation):
        return _activation_moved(item, mapping)
    if isinstance(item, Simultaneous):
        return Simultaneous(tuple(_activation_moved(a, mapping) for a in item.activations))
    return tuple(sorted((_moved(m, mapping) for m in item), key=_moment_order))


def _activation_moved(activation: Activation, mapping: Mapping[str, str]) -> Activation:
    """An activation whose source and moment are renamed by ``mapping``."""
    source = mapping.get(activation.source, activation.source)
    return replace(activation, source=source, moment=_moved(activation.moment, mapping))


def _named(item: Queued) -> list[str]:
    """The cards the moments of a queued item name, in order."""
    if isinstance(item, Activation | Simultaneous):
        activations = (item,) if isinstance(item, Activation) else item.activations
        return [c for a in activations for c in (a.source, a.moment.card) if c is not None]
    return [m.card for m in item if m.card is not None]


def _moment_order(moment: Moment) -> tuple[str, int, int, str]:
    player = -1 if moment.player is None else moment.player
    return moment.trigger.value, moment.slot or 0, player, moment.card or ""


@cache
def _plain_layers(printed: int, revealed: bool) -> Layered:
    """The value of a card with no counters and no effects on it."""
    return Layered(printed if revealed else 0, printed, revealed)


def _pair(items: Any) -> Any:
    first, second = items
    return (first, second)


__all__ = [
    "DECK_SIZE",
    "Answer",
    "CardInfo",
    "Choose",
    "ChooseSlot",
    "Done",
    "Place",
    "SlotWarsState",
    "SlotWarsView",
    "Step",
    "Swap",
    "TableCard",
    "TableView",
    "builder_step",
    "owner_of",
]
