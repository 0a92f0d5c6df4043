"""The structured meaning of slot-wars card text: the contract between the parser and the engine.

A card's rules text parses to a :class:`CardText`: one or more :class:`Ability` values, each a
**trigger** (when it fires), an optional **condition** (checked when it fires; if false, nothing
happens; "While ..." checks it at every moment for lasting changes: :attr:`Ability.throughout`) and
one or more **effects** (done in the order written). Everything here is a frozen,
hashable dataclass or a :class:`~enum.StrEnum`; nothing refers to the parser. Every value prints back
as canonical card text with ``str()`` (see :mod:`wartable.variants.slot_wars.text.printer`), and
parsing that text gives the same value again.

Words the engine must read the same way everywhere (the seed's glossary, and the rulings of
``docs/cards.md``):

* **this card** is the card that carries the text; **you** are its controller; **opp.** the other
  player. "Your cards" on the table are the cards you *control*; "your hand / deck / pile" are yours.
* **Value** is the current (modified) value; **printed value** the number printed. Values are layers
  computed on demand: printed value, plus counters, then continuous effects of cards in play, applied in
  the conflict order (lower printed value of the source first, unless a :class:`ResolveOrder` says
  otherwise). An unrevealed card has value 0 (plus counters and modifiers) and no text.
* **Slots** are 1-9. Relative slots (:class:`SlotKind`) are counted from the slot of this card; if this
  card is not on the table, or the slot does not exist (the slot after S9), the set is empty.
* A **choice** (:attr:`Pick.CHOOSE`, :attr:`Pick.UP_TO`, a destination that is a set of several slots)
  is made by this card's controller when the effect resolves, among the cards that match at that
  moment; if fewer match, it takes what there is ("Destroy a card" with no card on the table does
  nothing). Discards are chosen by the player who discards.
* **One-shot** effects (``continuous = False``) happen once each time the ability fires. **Continuous**
  effects (``continuous = True``) start when the ability fires and last as their :class:`Duration` says;
  the default, :attr:`Duration.WHILE_IN_PLAY`, ends when this card leaves the table or is turned face
  down. Counters are not continuous effects: they stay on the card until it leaves the table.
* Nothing lasts past the end of the round: temporary control returns, modifiers end, counters go with
  the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import ClassVar, get_args

# --------------------------------------------------------------------------------------------------
# Enumerations


class Phase(StrEnum):
    """A point of the turn sequence at which a timed trigger fires (the seed's bracket tags)."""

    TURN_START = "BT"
    """The beginning of a turn ([BT]). Turn n is the turn whose cards go into slot n."""
    PLACEMENT = "P"
    """After a placement phase ends ([P])."""
    REVEAL = "R"
    """After a reveal phase ends ([R])."""
    DRAW = "D"
    """After a draw phase ends ([D])."""
    SCORING_START = "SSCORE"
    """The start of the scoring phase ([SSCORE]); once per round, takes no number."""
    SCORING_END = "ESCORE"
    """The end of the scoring phase ([ESCORE]); once per round, takes no number."""

    @property
    def numbered(self) -> bool:
        """Whether the phase happens once per turn (so a tag may name turns 1-9)."""
        return self not in (Phase.SCORING_START, Phase.SCORING_END)


class GameEvent(StrEnum):
    """Something that happens to a card or a player, for :class:`OnEvent` triggers."""

    DESTROYED = "destroyed"
    """A card went from the table to its owner's pile."""
    REVEALED = "revealed"
    """A face-down card on the table was turned face up."""
    PLACED = "placed"
    """A card was put from a hand (or deck, pile) onto the table."""
    DRAWN = "drawn"
    """A player took the top card of its deck into its hand (every card of a multiple draw)."""
    DISCARDED = "discarded"
    """A player put a card from its hand into its pile."""
    SLOT_WON = "wins its slot"
    """The card's slot was scored and its controller won it."""
    SLOT_LOST = "loses its slot"
    """The card's slot was scored and its controller's opponent won it (a tie is neither)."""

    @property
    def about_players(self) -> bool:
        """Whether the event is done by a player (draw, discard) rather than to a card."""
        return self in (GameEvent.DRAWN, GameEvent.DISCARDED)


class Party(StrEnum):
    """Whose card (or which player) an event trigger listens to."""

    ANY = "any"
    """Any card, or either player."""
    THIS = "this"
    """This card only (card events only)."""
    YOURS = "yours"
    """A card you control, or you."""
    OPPONENTS = "opponents"
    """A card your opponent controls, or your opponent."""


class Owner(StrEnum):
    """Whose cards a target may select."""

    ANY = "any"
    """Both players' cards."""
    YOURS = "yours"
    """Cards you control (on the table) or in your hand, deck or pile."""
    OPPONENTS = "opponents"
    """Cards your opponent controls, or in its hand, deck or pile."""


class Zone(StrEnum):
    """Where the cards of a target are."""

    TABLE = "table"
    """In a slot (the default)."""
    HAND = "hand"
    """In a hand."""
    DECK = "deck"
    """In a deck (cards not drawn yet)."""
    PILE = "pile"
    """In a discard pile (where discarded and destroyed cards go)."""


class Pick(StrEnum):
    """How many of the matching cards a target means."""

    ALL = "all"
    """Every matching card."""
    CHOOSE = "choose"
    """Exactly ``count`` of them (or all, if fewer), chosen by this card's controller."""
    UP_TO = "up_to"
    """Zero to ``count`` of them, chosen by this card's controller."""
    TOP = "top"
    """The top ``count`` cards of a deck (zone DECK only)."""
    HIGHEST = "highest"
    """The matching card of the highest current value (a choice among those tied for it)."""
    LOWEST = "lowest"
    """The matching card of the lowest current value (a choice among those tied for it)."""
    RANDOM = "random"
    """``count`` of them drawn at random (by the game's seeded chance)."""


class CardState(StrEnum):
    """A state of a card on the table that a target or condition may require."""

    REVEALED = "revealed"
    """Face up."""
    UNREVEALED = "unrevealed"
    """Face down (value 0, no text)."""
    TAPPED = "tapped"
    """Tapped (the seed gives tapping no meaning of its own; cards may refer to it)."""
    UNTAPPED = "untapped"
    """Not tapped."""


class TargetKind(StrEnum):
    """The base of a target."""

    THIS_CARD = "this_card"
    """This card ("this card", "it")."""
    OPPOSING = "opposing"
    """OC: the opposing card or cards in this card's slot (all of them)."""
    STACKED = "stacked"
    """The other cards of this card's controller in this card's slot ("stacked with it")."""
    THAT_CARD = "that_card"
    """The card the trigger is about ("When a card is placed: tap it" taps the card placed): the
    card destroyed, revealed, placed, drawn or discarded; none for other triggers."""
    ROLLED = "rolled"
    """Not cards: the number a die rolled, as the count of a "for each" (:data:`ROLLED`)."""
    AFFECTED = "affected"
    """The cards the effect before acted on ("for each of them", "that many", "this way"), as
    the count of a "for each" (:data:`AFFECTED`)."""
    CARDS = "cards"
    """Cards selected by owner, zone, state, value and slots."""


class SlotKind(StrEnum):
    """A set of slots, absolute or counted from this card's slot."""

    NUMBERED = "numbered"
    """Slots ``first``..``last`` (S3, S3-S6)."""
    THIS = "this"
    """This card's slot."""
    PREVIOUS = "previous"
    """Every lower-numbered slot ("prev. slots")."""
    NEXT = "next"
    """Every higher-numbered slot ("next slots")."""
    ADJACENT = "adjacent"
    """The slots on either side (n-1 and n+1)."""
    PREVIOUS_ONE = "previous_one"
    """The slot just before ("the prev. slot", n-1)."""
    NEXT_ONE = "next_one"
    """The slot just after ("the next slot", n+1)."""
    ALL = "all"
    """Every slot, 1-9."""
    LISTED = "listed"
    """The slots ``listed`` ("S1 and S9"), not a range."""
    EMPTY = "empty"
    """As a destination only: a slot with no card on either side ("move OC to an empty slot")."""


class Player(StrEnum):
    """Who does a player action (draw, discard, score, skip)."""

    YOU = "you"
    """This card's controller."""
    OPPONENT = "opponent"
    """The other player."""
    EACH = "each"
    """Both players (you first)."""
    THAT_OWNER = "that_owner"
    """The owner of the card the trigger is about ("When a card is destroyed, its owner draws a
    card"); nobody where there is no such card."""


class Duration(StrEnum):
    """How long a continuous effect (or temporary control) lasts."""

    WHILE_IN_PLAY = "while_in_play"
    """Until this card leaves the table or is turned face down (the default; end of round at most)."""
    UNTIL_END_OF_TURN = "until_end_of_turn"
    """Until the end of the current turn, even if this card leaves."""
    UNTIL_END_OF_ROUND = "until_end_of_round"
    """Until the end of the round, even if this card leaves."""


class Relation(StrEnum):
    """How the opposing card's value compares with this card's value."""

    HIGHER = "higher"
    LOWER = "lower"
    EQUAL = "equal"
    NOT_HIGHER = "not higher"
    """Lower or equal (what "otherwise" after "if OC is higher" means)."""
    NOT_LOWER = "not lower"


class HandRelation(StrEnum):
    """How your hand's size compares with your opponent's."""

    MORE = "more"
    FEWER = "fewer"
    SAME = "same"
    NOT_MORE = "no more"
    """As many or fewer."""
    NOT_FEWER = "no fewer"


class Standing(StrEnum):
    """Where you stand in the round's score (see :class:`ScoreIs`)."""

    AHEAD = "ahead"
    BEHIND = "behind"
    TIED = "tied"
    NOT_AHEAD = "not ahead"
    """Tied or behind."""
    NOT_BEHIND = "not behind"
    NOT_TIED = "not tied"


class CountRelation(StrEnum):
    """A comparison of a count with a number."""

    AT_LEAST = "at_least"
    AT_MOST = "at_most"
    EXACTLY = "exactly"

    def accepts(self, found: int, count: int) -> bool:
        """Whether ``found`` is at least (at most, exactly) ``count``."""
        if self is CountRelation.AT_LEAST:
            return found >= count
        if self is CountRelation.AT_MOST:
            return found <= count
        return found == count


class Parity(StrEnum):
    """Odd or even, of a value."""

    ODD = "odd"
    EVEN = "even"


class Subject(StrEnum):
    """The card a condition looks at."""

    THIS_CARD = "this_card"
    """This card."""
    OPPOSING = "opposing"
    """OC (with several opposing cards, the highest value counts; false without OC)."""
    THAT_CARD = "that_card"
    """The card the trigger is about."""
    MOVED = "moved"
    """The card the effect before drew or discarded (in an :class:`IfThen`)."""


class Action(StrEnum):
    """What a protection keeps from happening to a card."""

    DESTROY = "destroyed"
    MOVE = "moved"
    RETURN = "returned"
    HIDE = "hidden"
    TAP = "tapped"
    CONTROL = "controlled"
    UNTAP = "untapped"
    COUNTERS = "given counters"
    REVEAL = "revealed"
    CHOOSE = "targeted"
    """Chosen by an effect ("can't be targeted"): a choice never offers the card."""


class TieRule(StrEnum):
    """Who a tie goes to under :class:`TiesSettled`."""

    MORE_CARDS = "more cards in hand"
    """The player holding more cards in hand."""
    FEWER_CARDS = "fewer cards in hand"
    FEWER_POINTS = "fewer points"
    """The player with fewer points this round (before the tied slot is scored)."""
    MORE_POINTS = "more points"
    SLOT_WINNER = "slot winner"
    """The player who won another slot (:attr:`TiesSettled.winner_of`)."""


class Order(StrEnum):
    """The conflict order: which printed values resolve first."""

    LOWER_FIRST = "lower_first"
    """The seed's rule."""
    HIGHER_FIRST = "higher_first"
    """Reversed."""


# --------------------------------------------------------------------------------------------------
# Slots and targets


@dataclass(frozen=True, slots=True)
class Slots:
    """A set of slots; ``first``/``last`` are used only by :attr:`SlotKind.NUMBERED` (else 0),
    ``listed`` only by :attr:`SlotKind.LISTED`."""

    kind: SlotKind
    first: int = 0
    last: int = 0
    listed: tuple[int, ...] = ()

    def resolve(self, this_slot: int | None) -> tuple[int, ...]:
        """The slot numbers (1-9, ascending) meant, seen from a card in ``this_slot``.

        ``this_slot`` is None when this card is not on the table: relative sets are then empty.
        """
        if self.kind is SlotKind.NUMBERED:
            return tuple(range(self.first, self.last + 1))
        if self.kind is SlotKind.ALL:
            return tuple(range(1, 10))
        if self.kind is SlotKind.LISTED:
            return self.listed
        if self.kind is SlotKind.EMPTY:  # which of them are empty, the table says
            return tuple(range(1, 10))
        if this_slot is None:
            return ()
        n = this_slot
        wanted = {
            SlotKind.THIS: [n],
            SlotKind.PREVIOUS: list(range(1, n)),
            SlotKind.NEXT: list(range(n + 1, 10)),
            SlotKind.ADJACENT: [n - 1, n + 1],
            SlotKind.PREVIOUS_ONE: [n - 1],
            SlotKind.NEXT_ONE: [n + 1],
        }[self.kind]
        return tuple(s for s in wanted if 1 <= s <= 9)

    def __str__(self) -> str:
        from wartable.variants.slot_wars.text.printer import slots_text  # noqa: PLC0415

        return slots_text(self)


THIS_SLOT = Slots(SlotKind.THIS)


@dataclass(frozen=True, slots=True)
class ValueTest:
    """A test of a value: at least ``low`` and at most ``high`` (None: no bound) and of ``parity``
    (None: either). ``ValueTest(5, 5)`` is "exactly 5"."""

    low: int | None = None
    high: int | None = None
    parity: Parity | None = None

    def accepts(self, value: int) -> bool:
        """Whether ``value`` passes the test."""
        if self.low is not None and value < self.low:
            return False
        if self.high is not None and value > self.high:
            return False
        if self.parity is Parity.ODD:
            return value % 2 == 1
        if self.parity is Parity.EVEN:
            return value % 2 == 0
        return True

    def __str__(self) -> str:
        from wartable.variants.slot_wars.text.printer import value_test_text  # noqa: PLC0415

        return value_test_text(self)


@dataclass(frozen=True, slots=True)
class Target:
    """A set of cards an effect acts on.

    ``kind`` THIS_CARD, OPPOSING, THAT_CARD and STACKED ignore every other field except
    ``pick``/``count`` for STACKED. For CARDS, a card matches when it is in ``zone``, belongs to
    ``owner``, is in ``slots`` (table only; None = any slot), has ``state`` (None = any), has
    current value ``value`` and printed value ``printed`` (None = any), and passes ``value_test``
    (on its current value) and ``printed_test`` (on its printed value); then ``pick``/``count``
    say how many of the matches are meant. This card itself is among the matches unless the filters
    exclude it, or ``other`` ("other cards", "except this card") leaves it out.
    """

    kind: TargetKind = TargetKind.CARDS
    pick: Pick = Pick.ALL
    count: int = 1
    owner: Owner = Owner.ANY
    zone: Zone = Zone.TABLE
    state: CardState | None = None
    value: int | None = None
    printed: int | None = None
    slots: Slots | None = None
    value_test: ValueTest | None = None
    printed_test: ValueTest | None = None
    other: bool = False

    @property
    def single(self) -> bool:
        """Whether the target means at most one card (this card, or a choice of one)."""
        return self.kind in (TargetKind.THIS_CARD, TargetKind.THAT_CARD) or (
            self.pick in (Pick.CHOOSE, Pick.UP_TO, Pick.TOP, Pick.HIGHEST, Pick.LOWEST, Pick.RANDOM)
            and self.count == 1
        )

    def __str__(self) -> str:
        from wartable.variants.slot_wars.text.printer import target_text  # noqa: PLC0415

        return target_text(self)


AFFECTED = Target(TargetKind.AFFECTED)
"""The ``per`` of an effect that counts the cards the effect before it acted on ("Destroy adj.
cards. Draw a card for each of them."; "Discard any number of cards, then draw that many")."""
ROLLED = Target(TargetKind.ROLLED)
"""The ``per`` of an effect that counts a die's roll ("OC gets minus the roll": -1 per pip)."""
THIS_CARD = Target(TargetKind.THIS_CARD)
OPPOSING = Target(TargetKind.OPPOSING)
THAT_CARD = Target(TargetKind.THAT_CARD)


# --------------------------------------------------------------------------------------------------
# Triggers


@dataclass(frozen=True, slots=True)
class WhenRevealed:
    """When this card is turned face up (also what a text without a trigger means)."""

    def __str__(self) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class AtPhase:
    """At a point of the turn sequence: every turn (``first`` None) or turns ``first``..``last``.

    The trigger fires only while this card is revealed on the table.
    """

    phase: Phase
    first: int | None = None
    last: int | None = None
    next_turn: bool = False
    """Only in the turn after this card's slot's turn (the turn after it was placed, n+1):
    "At the start of the next turn" (``first`` and ``last`` None)."""

    def covers(self, turn: int) -> bool:
        """Whether the trigger fires in turn ``turn`` (always true for the scoring phases)."""
        if self.first is None or self.last is None:
            return True
        return self.first <= turn <= self.last

    def __str__(self) -> str:
        from wartable.variants.slot_wars.text.printer import trigger_text  # noqa: PLC0415

        return trigger_text(self)


@dataclass(frozen=True, slots=True)
class OnEvent:
    """After an event: ``party`` says whose card (card events) or which player (draw, discard).

    Fires once per card concerned, after the event is done, while this card is revealed on the
    table; ``OnEvent(DESTROYED, THIS)`` fires as this card goes to the pile (its last act).
    ``OnEvent(REVEALED, THIS)`` is never built: that is :class:`WhenRevealed`. With ``slots``
    (card events), only for a card in those slots ("When OC is destroyed": an opp. card in this
    slot; "When a card in adj. slots is placed").
    """

    event: GameEvent
    party: Party
    slots: Slots | None = None

    def __str__(self) -> str:
        from wartable.variants.slot_wars.text.printer import trigger_text  # noqa: PLC0415

        return trigger_text(self)


Trigger = WhenRevealed | AtPhase | OnEvent
"""When an ability fires."""


# --------------------------------------------------------------------------------------------------
# Conditions


@dataclass(frozen=True, slots=True)
class CompareOpposing:
    """OC's value compared with this card's value; with several OC, the highest counts; false if
    there is no OC. ``printed``: the printed values (of an OC this card's controller can see:
    false if none)."""

    relation: Relation
    printed: bool = False


@dataclass(frozen=True, slots=True)
class ScoreIs:
    """Your standing in the round: points scored so far this round, plus one per slot not yet
    scored where your highest card currently beats the opponent's highest (as scoring would count it
    now), compared with the same count for your opponent."""

    standing: Standing
    by: int = 1
    """For ahead and behind: by at least this many points ("behind by 2 or more")."""


@dataclass(frozen=True, slots=True)
class InSlot:
    """This card is in one of ``slots``."""

    slots: Slots


@dataclass(frozen=True, slots=True)
class HandSize:
    """The number of cards in ``player``'s hand (YOU or OPPONENT) compared with ``count``."""

    player: Player
    relation: CountRelation
    count: int


@dataclass(frozen=True, slots=True)
class HasState:
    """This card (``opposing`` False) or OC (True; any of them) has ``state``; false if no OC."""

    opposing: bool
    state: CardState


@dataclass(frozen=True, slots=True)
class NoOpposing:
    """There is no opposing card in this card's slot."""


@dataclass(frozen=True, slots=True)
class ValueIs:
    """The value of ``subject`` (its printed value if ``printed``) passes ``test``; false if there
    is no such card (no OC, no card the trigger is about)."""

    subject: Subject
    test: ValueTest
    printed: bool = False


@dataclass(frozen=True, slots=True)
class HandCompare:
    """Your hand holds more, fewer or as many cards as your opponent's."""

    relation: HandRelation


@dataclass(frozen=True, slots=True)
class CardCount:
    """The number of cards ``cards`` selects (the cards on the table, by default) compared with
    ``count`` ("If there are 3 or more tapped cards", "If opp. has no cards in play")."""

    cards: Target
    relation: CountRelation
    count: int


@dataclass(frozen=True, slots=True)
class WinsSlot:
    """``player`` wins every slot of ``slots`` as the cards there stand now (as scoring would
    count it; after scoring, as it was scored): "If this card won its slot"."""

    slots: Slots
    player: Player = Player.YOU


@dataclass(frozen=True, slots=True)
class IsExtreme:
    """``subject`` (this card or OC) has the highest (``highest``) or the lowest value of the
    cards on the table (its printed value if ``printed``; face-down cards count 0); a card tied
    for it is too. False if there is no such card."""

    subject: Subject
    highest: bool
    printed: bool = False


@dataclass(frozen=True, slots=True)
class AllOf:
    """Every one of ``conditions`` holds ("If OC is tapped and odd")."""

    conditions: tuple[Condition, ...]


Condition = (
    CompareOpposing
    | ScoreIs
    | InSlot
    | HandSize
    | HasState
    | NoOpposing
    | ValueIs
    | HandCompare
    | CardCount
    | WinsSlot
    | IsExtreme
    | AllOf
)
"""Checked when an ability fires (and, for continuous effects, at every moment they apply)."""


# --------------------------------------------------------------------------------------------------
# Effects


WHOLE_HAND = 99
"""The count of a discard of the whole hand ("Discard your hand")."""


@dataclass(frozen=True, slots=True)
class Draw:
    """``player`` draws ``count`` cards (an empty deck: draws what there is); with ``per``, that
    many for each card of ``per`` when the ability resolves."""

    continuous: ClassVar[bool] = False
    player: Player
    count: int
    per: Target | None = None
    up_to: bool = False
    """The player chooses how many, at most ``count`` ("Draw up to 2 cards")."""


@dataclass(frozen=True, slots=True)
class Discard:
    """``player`` discards ``count`` cards of its choice from its hand (``at_random``: cards
    drawn at random, by the game's seeded chance; ``count`` :data:`WHOLE_HAND`: all of them)."""

    continuous: ClassVar[bool] = False
    player: Player
    count: int
    at_random: bool = False
    up_to: bool = False
    """The player chooses how many, at most ``count`` (:data:`ANY_NUMBER` for any number)."""
    yours_to_choose: bool = False
    """You choose the cards of the other player's hand, seeing them ("Opp. discards a card of
    your choice")."""
    extreme: Pick | None = None
    """:attr:`Pick.HIGHEST` or :attr:`Pick.LOWEST`: the cards of the highest (lowest) printed
    value in the hand ("Opp. discards its highest card"); the discarding player chooses among
    cards tied for it."""
    cards: ValueTest | None = None
    """Only cards of the hand whose value (in a hand, the printed value) passes this test ("Discard
    a card with value 5 or more", "Opp. discards its lowest card under 4"); fewer such cards
    than ``count``: those there are (none: nothing is discarded)."""


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """``player`` destroys ``count`` of the cards it controls, of its own choice ("Opp.
    sacrifices a card")."""

    continuous: ClassVar[bool] = False
    player: Player
    count: int = 1


@dataclass(frozen=True, slots=True)
class Destroy:
    """Each card of ``target`` on the table goes to its owner's pile (never out of the game)."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class Place:
    """Put ``source`` (cards in your hand, deck or pile) into a slot of ``to`` on your side, face
    down unless ``face_up`` (a face-up placement counts as a reveal). Several slots in ``to``: you
    choose."""

    continuous: ClassVar[bool] = False
    source: Target
    to: Slots
    face_up: bool = False


@dataclass(frozen=True, slots=True)
class Reveal:
    """Turn the face-down cards of ``target`` face up (their "when revealed" abilities fire)."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class Hide:
    """Turn the cards of ``target`` face down (value 0, no text; their effects end)."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class LookAt:
    """You see the cards of ``target`` (a hand, the top of a deck, face-down cards); only you."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class AddCounters:
    """Put ``count`` counters of ``amount`` (e.g. +1, -2) on each card of ``target`` (with ``per``,
    that many for each card of ``per`` when the ability resolves). Counters change the value until
    the card leaves the table, even after this card is gone."""

    continuous: ClassVar[bool] = False
    target: Target
    amount: int
    count: int = 1
    per: Target | None = None
    sized: bool = False
    """With ``per``: one counter of ``amount`` times what ``per`` counts, instead of that many
    counters ("Put a counter equal to the roll on this card": one +N counter, N rolled)."""


@dataclass(frozen=True, slots=True)
class Modify:
    """The cards of ``target`` get ``amount`` added to their value, for ``duration``. Which cards
    match is decided continuously ("your cards get +1" includes cards placed later). With ``per``,
    the amount counts once for each card ``per`` matches ("+1 for each card in opp.'s hand")."""

    continuous: ClassVar[bool] = True
    target: Target
    amount: int
    duration: Duration = Duration.WHILE_IN_PLAY
    per: Target | None = None


@dataclass(frozen=True, slots=True)
class SetValue:
    """The cards of ``target`` have value ``value`` (replaces printed value and counters), for
    ``duration``."""

    continuous: ClassVar[bool] = True
    target: Target
    value: int
    duration: Duration = Duration.WHILE_IN_PLAY
    per: Target | None = None
    """:data:`ROLLED`: the value is the number a die rolled ("has value equal to the roll";
    ``value`` is then 0)."""


@dataclass(frozen=True, slots=True)
class MultiplyValue:
    """The value of the cards of ``target`` is multiplied by ``factor`` (2 = double), for
    ``duration``."""

    continuous: ClassVar[bool] = True
    target: Target
    factor: int
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class HalveValue:
    """The value of the cards of ``target`` is halved, rounded down, for ``duration`` (in the
    layer of effects that add or multiply, in their order)."""

    continuous: ClassVar[bool] = True
    target: Target
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class ResetValue:
    """The cards of ``target`` have their printed value (0 face down), for ``duration``: the
    effects that set their value, their counters and the value changes that resolve before this
    one in the conflict order no longer count ("Reset OC to its printed value"); changes that
    resolve after it still do."""

    continuous: ClassVar[bool] = True
    target: Target
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class ValueLimit:
    """The value of the cards of ``target`` is kept at least (``upper``: at most) ``bound``, or
    their printed value (0 face down) with ``bound`` None, for ``duration``: a bound applied
    after every other change ("OC's value can't be lowered": never below its printed value;
    "can't go above 5"; "can't be changed" is both bounds of the printed value)."""

    continuous: ClassVar[bool] = True
    target: Target
    upper: bool
    bound: int | None = None
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class CopyValue:
    """The cards of ``target`` take the value ``source`` (one card) has when the ability resolves
    (its printed value if ``printed``, and only one its controller can see), as a set value, for
    ``duration`` ("This card has OC's value")."""

    continuous: ClassVar[bool] = True
    target: Target
    source: Target
    printed: bool = False
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class MultiplyByValue:
    """The value of the cards of ``target`` is multiplied by the current value of ``by`` (a choice
    made when the ability fires, then kept); if ``by`` selects no card, nothing changes. For
    ``duration``."""

    continuous: ClassVar[bool] = True
    target: Target
    by: Target
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class SwapSlots:
    """``first`` and ``second`` (one card each) exchange slots. Control does not change: each card
    stays on its controller's side of its new slot."""

    continuous: ClassVar[bool] = False
    first: Target
    second: Target


@dataclass(frozen=True, slots=True)
class SwapValues:
    """``first`` and ``second`` (one card each) take each other's current value, measured when the
    ability fires, as a set value for ``duration``."""

    continuous: ClassVar[bool] = True
    first: Target
    second: Target
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class Move:
    """The cards of ``target`` move to a slot of ``to`` (you choose if several), same side, same
    face."""

    continuous: ClassVar[bool] = False
    target: Target
    to: Slots


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """The cards of ``target`` go from the table to their owner's hand (counters are lost)."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class ToDeck:
    """The cards of ``target`` (on the table, or in a pile or hand) go on top of their owner's
    deck (at the bottom if ``bottom``); counters are lost. A protection from being returned keeps
    a card on the table."""

    continuous: ClassVar[bool] = False
    target: Target
    bottom: bool = False


@dataclass(frozen=True, slots=True)
class TakeControl:
    """You control the cards of ``target`` for ``duration``; they go back to their owner's side at
    the end of it, and at the end of the round in any case (meta rule 2)."""

    continuous: ClassVar[bool] = True
    target: Target
    duration: Duration


@dataclass(frozen=True, slots=True)
class Trade:
    """Permanent one-for-one exchange (meta rule 2's allowed form): ``yours`` (one card of yours)
    and ``theirs`` (one of the opponent's) swap owners and places. If either side has no card,
    nothing happens."""

    continuous: ClassVar[bool] = False
    yours: Target
    theirs: Target


@dataclass(frozen=True, slots=True)
class Points:
    """``player`` scores ``amount`` points this round (negative: loses them); with ``per``, that
    many for each card of ``per`` when the ability resolves."""

    continuous: ClassVar[bool] = False
    player: Player
    amount: int
    per: Target | None = None


@dataclass(frozen=True, slots=True)
class SkipDraw:
    """``player`` does not draw in its next draw phase."""

    continuous: ClassVar[bool] = False
    player: Player


@dataclass(frozen=True, slots=True)
class Tap:
    """Tap the cards of ``target`` (no meaning of its own)."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class Untap:
    """Untap the cards of ``target``."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Every counter on the cards of ``target`` goes."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class Chance:
    """A coin is tossed when the ability resolves (by the game's seeded chance, seen by both
    players): ``effects`` happen on heads, ``tails`` on tails."""

    continuous: ClassVar[bool] = False
    effects: tuple[Effect, ...]
    tails: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class RollOutcome:
    """What happens when a die shows a number that ``test`` accepts (``None``: any number)."""

    test: ValueTest | None
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Roll:
    """A six-sided die is rolled when the ability resolves (by the game's seeded chance, seen by
    both players): the effects of each outcome whose test accepts the number happen, in order;
    an effect counted ``per`` :data:`ROLLED` counts the number rolled."""

    continuous: ClassVar[bool] = False
    outcomes: tuple[RollOutcome, ...]


@dataclass(frozen=True, slots=True)
class OneOf:
    """``chooser`` picks one of ``options`` when the ability resolves ("Choose one: destroy OC or
    draw 2 cards"); that option's effects happen, in order."""

    continuous: ClassVar[bool] = False
    options: tuple[tuple[Effect, ...], ...]
    chooser: Player = Player.YOU


@dataclass(frozen=True, slots=True)
class CantScore:
    """Restriction: ``player`` scores no points (``losing``: loses none), while this card is in
    play or for ``duration``. With ``slots``, only no points for winning those slots ("You can't
    lose this slot": opp. scores nothing for it)."""

    continuous: ClassVar[bool] = True
    player: Player
    losing: bool = False
    duration: Duration = Duration.WHILE_IN_PLAY
    slots: Slots | None = None


@dataclass(frozen=True, slots=True)
class CantDiscard:
    """Restriction: ``player`` discards no cards, while this card is in play or for
    ``duration``."""

    continuous: ClassVar[bool] = True
    player: Player
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class TiesTo:
    """Rule change: in ``slots``, a tie goes to ``player`` (you or opp.) instead of nobody, while
    this card is in play or for ``duration``."""

    continuous: ClassVar[bool] = True
    slots: Slots
    player: Player
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class TiesSettled:
    """Rule change: in ``slots``, a tie (equal values on both sides) goes to the player ``by``
    names: the one with more (fewer) cards in hand or with fewer (more) points this round, as
    they stand when the slot is scored (before its point), or the player who won the slot
    ``winner_of`` (one slot, scored before it; not scored yet, or tied: nobody). If the players
    are equal in that too, nobody scores the slot ("Ties in this slot go to the player with more
    cards in hand"). While this card is in play or for ``duration``."""

    continuous: ClassVar[bool] = True
    slots: Slots
    by: TieRule
    winner_of: Slots | None = None
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class ReverseScoring:
    """Rule change: the round's slots are scored from S9 down to S1 instead of from S1 up, if
    this card is face up on the table when scoring begins (after the abilities of the start of
    scoring resolve), or, with ``duration`` ("this round"), if it was revealed this round (it
    need not stay); once begun, the order holds to the end of scoring."""

    continuous: ClassVar[bool] = True
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class Unaffected:
    """Rule change: the cards of ``target`` (this card) are unaffected by the effects of other
    cards (with ``by``, only of those cards: "unaffected by OC"), while this card is in play:
    those effects do not act on them (destroy, move, return, hide, reveal, tap, untap, control,
    counters) nor choose them, and their value changes (lasting changes, set values) do not
    count on them; an effect on several cards still acts on the others. The rules' own acts
    (the reveal phase, scoring) and other cards' rule changes (how slots score, silences) still
    apply ("This card is unaffected by other cards")."""

    continuous: ClassVar[bool] = True
    target: Target
    by: Target | None = None


@dataclass(frozen=True, slots=True)
class Shield:
    """Rule change: the first time a card of ``target`` (this card or OC) would be destroyed
    while this card is in play, it is not (that destroy does nothing to it); later destroys work.
    Each card's shield is used once while it stays on the table face up: a card that leaves the
    table, or is turned face down, and comes back has it again ("The first time this card would
    be destroyed, it isn't")."""

    continuous: ClassVar[bool] = True
    target: Target


@dataclass(frozen=True, slots=True)
class SlotWorth:
    """Rule change: winning ``slots`` scores ``points`` points instead of one; with ``margin``,
    only for a win by at least that much (the winner's highest value less the other side's, an
    empty side counting 0), and with ``winner``, only for that player's win ("If you win this
    slot by 3 or more, it scores double")."""

    continuous: ClassVar[bool] = True
    slots: Slots
    points: int
    margin: int = 0
    winner: Player = Player.EACH


@dataclass(frozen=True, slots=True)
class ShowHand:
    """``player`` shows its hand: both players see every card in it."""

    continuous: ClassVar[bool] = False
    player: Player


@dataclass(frozen=True, slots=True)
class Silence:
    """Rule change: the cards of ``target`` have no text (no triggers, effects or rule changes;
    they keep their value), while this card is in play or for ``duration``. Cards that silence
    each other are settled in the conflict order: a card silenced by one that resolves before it
    silences nothing."""

    continuous: ClassVar[bool] = True
    target: Target
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class Shuffle:
    """``player`` puts every card of its ``zones`` (hand, pile) into its deck and shuffles the
    deck (by the game's seeded chance)."""

    continuous: ClassVar[bool] = False
    player: Player
    zones: tuple[Zone, ...] = ()


@dataclass(frozen=True, slots=True)
class Redraw:
    """``player`` (each player on its own) shuffles its hand into its deck, then draws as many
    cards as its hand held, plus ``extra`` ("Each player shuffles its hand into its deck and
    draws that many")."""

    continuous: ClassVar[bool] = False
    player: Player
    extra: int = 0


@dataclass(frozen=True, slots=True)
class Mill:
    """``player`` puts the top ``count`` cards of its deck into its pile (as many as there are);
    they are not discarded ("when a card is discarded" does not fire) and every player sees
    them."""

    continuous: ClassVar[bool] = False
    player: Player
    count: int


@dataclass(frozen=True, slots=True)
class GiveCards:
    """``player`` (each player, with :attr:`Player.EACH`: both choose, then both give) puts
    ``count`` cards of its choice from its hand into the other player's hand. The cards keep
    their owner: they go back to it at the end of the round, as every card does (meta rule 2:
    a card taken for good must be traded one for one; this is not for good)."""

    continuous: ClassVar[bool] = False
    player: Player
    count: int = 1


@dataclass(frozen=True, slots=True)
class SwapHands:
    """The players exchange hands: every card of each hand goes into the other player's hand.
    The cards keep their owner and go back to it at the end of the round (as with
    :class:`GiveCards`)."""

    continuous: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class RevealCompare:
    """Each player reveals the top card of its deck (both players see them; they stay on top);
    the player whose card has the higher printed value (the lower, with ``lower``) does
    ``effects``, in which :attr:`Player.THAT_OWNER` is that player (equal values, or a player
    with no deck: nothing). Like :class:`IfThen`, its effects need no choice."""

    continuous: ClassVar[bool] = False
    effects: tuple[Effect, ...]
    lower: bool = False


@dataclass(frozen=True, slots=True)
class FaceUpPlacement:
    """Rule change: ``player`` places its cards in ``slots`` face up (they are revealed as they
    are placed, before the reveal phase), while this card is in play or for ``duration``."""

    continuous: ClassVar[bool] = True
    player: Player
    slots: Slots
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class Dig:
    """You look at the top ``count`` cards of your deck and put ``keep`` of them (your choice)
    into your hand; the rest stay on top in their order, or go to the bottom (``bottom``)."""

    continuous: ClassVar[bool] = False
    count: int
    keep: int
    bottom: bool = False


@dataclass(frozen=True, slots=True)
class ShowCards:
    """The cards of ``target`` (in a hand or a deck: "Reveal the top card of your deck") are
    shown to both players; they stay where they are."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class Rearrange:
    """You look at the cards of ``target`` (the top cards of a deck) and put them back in the
    order you choose, one card at a time from the top."""

    continuous: ClassVar[bool] = False
    target: Target


@dataclass(frozen=True, slots=True)
class Scry:
    """You look at the cards of ``target`` (the top cards of a deck) and put any number of them
    (every one, with ``every``) on the bottom of that deck, then the rest back on top; both in
    the order you choose ("Look at the top 3 cards of your deck and put any of them on the
    bottom")."""

    continuous: ClassVar[bool] = False
    target: Target
    every: bool = False


@dataclass(frozen=True, slots=True)
class IfThen:
    """Once the effects before it in its ability are done: if ``condition`` holds then (about
    the cards as they are then, "it" being the card those effects named, drew or discarded),
    ``effects`` happen. They need no choice ("Draw a card. If it's a 1, draw another.")."""

    continuous: ClassVar[bool] = False
    condition: Condition
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class DrawTo:
    """``player`` draws until it holds ``size`` cards (none if it holds that many already); with
    ``matching`` (``size`` 0), until it holds as many cards as the other player holds then
    ("Draw until you have as many cards in hand as opp.")."""

    continuous: ClassVar[bool] = False
    player: Player
    size: int
    matching: bool = False


@dataclass(frozen=True, slots=True)
class DiscardTo:
    """``player`` discards cards of its choice until it holds ``size`` ("discard down to 2")."""

    continuous: ClassVar[bool] = False
    player: Player
    size: int


@dataclass(frozen=True, slots=True)
class Optional:
    """``chooser`` may have ``effects`` happen: asked when the ability resolves. With a ``cost``
    ("Lose a point: draw 2 cards"), the cost's effects happen first, and only if the chooser
    takes the option."""

    continuous: ClassVar[bool] = False
    effects: tuple[Effect, ...]
    cost: tuple[Effect, ...] = ()
    chooser: Player = Player.YOU
    declined: tuple[Effect, ...] = ()
    """What happens if the chooser says no (or cannot pay): "If you don't, ..."."""


@dataclass(frozen=True, slots=True)
class CantPlace:
    """Restriction: ``player`` places no card in ``slots`` (its turn there passes with nothing
    placed), while this card is in play or for ``duration``. With ``cards``, only no card whose
    printed value passes that test (a card in hand has no other value): the player places one
    of its other cards, or nothing if it holds none."""

    continuous: ClassVar[bool] = True
    player: Player
    slots: Slots
    duration: Duration = Duration.WHILE_IN_PLAY
    cards: ValueTest | None = None


@dataclass(frozen=True, slots=True)
class CantDraw:
    """Restriction: ``player`` draws no cards, while this card is in play or for ``duration``."""

    continuous: ClassVar[bool] = True
    player: Player
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class Protect:
    """Restriction: the cards of ``target`` cannot be ``actions`` (destroyed, moved, ...), while
    this card is in play or for ``duration``; an effect that would do it leaves them as they
    are. With ``by``, only that player's effects are stopped ("Opp. can't untap cards"); without,
    every effect, and the rules' own acts too (a card that cannot be revealed stays face down in
    its reveal phase)."""

    continuous: ClassVar[bool] = True
    target: Target
    actions: tuple[Action, ...]
    duration: Duration = Duration.WHILE_IN_PLAY
    by: Player | None = None


@dataclass(frozen=True, slots=True)
class LowestWins:
    """Rule change: in ``slots``, scoring gives the point to the lowest card instead of the
    highest (a card still beats an empty slot)."""

    continuous: ClassVar[bool] = True
    slots: Slots


@dataclass(frozen=True, slots=True)
class ResolveOrder:
    """Rule change: conflicts resolve in ``order`` of printed value (the seed: lower first)."""

    continuous: ClassVar[bool] = True
    order: Order


@dataclass(frozen=True, slots=True)
class TieBreak:
    """Rule change: in ``slots``, equal values are not a tie: the card of higher printed value
    wins (``order`` HIGHER_FIRST) or of lower (LOWER_FIRST), while this card is in play or for
    ``duration``."""

    continuous: ClassVar[bool] = True
    slots: Slots
    order: Order
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class PrintedWins:
    """Rule change: in ``slots``, cards score by their printed value, not their current value
    (an unrevealed card still counts 0)."""

    continuous: ClassVar[bool] = True
    slots: Slots


@dataclass(frozen=True, slots=True)
class NoFizzle:
    """Rule change: abilities that conflict no longer fizzle; they resolve in an order a coin toss
    both players see decides, or with ``slot_order`` in the order of their cards' slots, the
    lower slot first (the coin toss only between cards of one slot: "Conflicts resolve in slot
    order")."""

    continuous: ClassVar[bool] = True
    slot_order: bool = False


@dataclass(frozen=True, slots=True)
class WinSlot:
    """Rule change: ``player`` wins ``slots`` whatever the cards there (if both players are given
    the same slot, it is scored as usual)."""

    continuous: ClassVar[bool] = True
    slots: Slots
    player: Player = Player.YOU


@dataclass(frozen=True, slots=True)
class EmptyWins:
    """Rule change: in ``slots``, an empty side beats a side with cards (two empty sides, or two
    sides with cards, score as usual)."""

    continuous: ClassVar[bool] = True
    slots: Slots


@dataclass(frozen=True, slots=True)
class EmptyValue:
    """Rule change: when ``slots`` are scored (or judged), an empty side of ``owner``'s (every
    side, with :attr:`Owner.ANY`) counts as a card of ``value`` (no text, no printed value)
    instead of nothing: a card must beat it, an equal value ties it, and two empty sides tie
    ("Empty slots count as 5"). While this card is in play or for ``duration``; of several, the
    highest counts."""

    continuous: ClassVar[bool] = True
    value: int
    owner: Owner = Owner.ANY
    slots: Slots = field(default_factory=lambda: Slots(SlotKind.ALL))
    duration: Duration = Duration.WHILE_IN_PLAY


@dataclass(frozen=True, slots=True)
class TiesScoreBoth:
    """Rule change: a tie in ``slots`` (equal values on both sides) scores a point for each
    player instead of none."""

    continuous: ClassVar[bool] = True
    slots: Slots


@dataclass(frozen=True, slots=True)
class RoundTieTo:
    """Rule change: a round that ends with equal points is won by ``player`` instead of being
    replayed (this card must be face up on the table when the round ends)."""

    continuous: ClassVar[bool] = True
    player: Player = Player.YOU


@dataclass(frozen=True, slots=True)
class FewerPointsWin:
    """Rule change: the player with fewer points wins the round (this card must be face up on
    the table when the round ends)."""

    continuous: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class WinRound:
    """Rule change: ``player`` wins the round whatever the points (this card must be face up on
    the table when the round ends; its condition is checked then); with ``slots``, only if it
    won every slot of them ("Whoever wins S9 wins the round": :attr:`Player.EACH`, the player
    who won them). If both players would win the round so, it is decided by points."""

    continuous: ClassVar[bool] = True
    player: Player = Player.YOU
    slots: Slots | None = None


@dataclass(frozen=True, slots=True)
class DestroyedToHand:
    """Rule change: a card of ``target`` that would be destroyed goes to its owner's hand instead
    of the pile (it is not destroyed: "when destroyed" does not fire)."""

    continuous: ClassVar[bool] = True
    target: Target


@dataclass(frozen=True, slots=True)
class Unscored:
    """Rule change: the cards of ``target`` do not count when their slot is scored (a side with
    only such cards is empty)."""

    continuous: ClassVar[bool] = True
    target: Target


@dataclass(frozen=True, slots=True)
class StackedValuesAdd:
    """Rule change: when scoring ``slots`` (None = every slot), the stacked cards of ``owner``
    count as one card whose value is the sum of theirs (instead of the single highest)."""

    continuous: ClassVar[bool] = True
    owner: Owner = Owner.ANY
    slots: Slots | None = None


Effect = (
    Draw
    | Discard
    | Sacrifice
    | Destroy
    | Place
    | Reveal
    | Hide
    | LookAt
    | AddCounters
    | Modify
    | SetValue
    | MultiplyValue
    | HalveValue
    | CopyValue
    | MultiplyByValue
    | SwapSlots
    | SwapValues
    | Move
    | ReturnToHand
    | ToDeck
    | TakeControl
    | Trade
    | Points
    | SkipDraw
    | Tap
    | Untap
    | ShowHand
    | Rearrange
    | Scry
    | Optional
    | IfThen
    | DrawTo
    | DiscardTo
    | CantPlace
    | CantDraw
    | Protect
    | LowestWins
    | ResolveOrder
    | StackedValuesAdd
    | TieBreak
    | PrintedWins
    | NoFizzle
    | RemoveCounters
    | Chance
    | CantScore
    | CantDiscard
    | TiesTo
    | SlotWorth
    | Roll
    | OneOf
    | WinSlot
    | Silence
    | Shuffle
    | Dig
    | FaceUpPlacement
    | ShowCards
    | EmptyWins
    | EmptyValue
    | TiesScoreBoth
    | RoundTieTo
    | FewerPointsWin
    | DestroyedToHand
    | Unscored
    | ResetValue
    | Redraw
    | Mill
    | RevealCompare
    | ValueLimit
    | WinRound
    | GiveCards
    | SwapHands
    | TiesSettled
    | Shield
    | Unaffected
    | ReverseScoring
)
"""Everything an ability can do."""


def groups_of(effect: Effect) -> tuple[tuple[Effect, ...], ...]:
    """The effects an effect holds, by group: an option's cost and effects, a coin's heads, a
    die's outcomes, a choice's options (none for other effects)."""
    match effect:
        case Optional(effects, cost, _, declined):
            return (cost, effects, declined)
        case Chance(effects, tails):
            return (effects, tails)
        case Roll(outcomes):
            return tuple(o.effects for o in outcomes)
        case OneOf(options, _):
            return options
        case IfThen(_, effects) | RevealCompare(effects):
            return (effects,)
    return ()


def regrouped(effect: Effect, groups: tuple[tuple[Effect, ...], ...]) -> Effect:
    """``effect`` holding ``groups`` instead of its own (as :func:`groups_of` lists them)."""
    match effect:
        case Optional():
            return replace(effect, cost=groups[0], effects=groups[1], declined=groups[2])
        case Chance():
            return Chance(groups[0], groups[1])
        case Roll(outcomes):
            return Roll(tuple(replace(o, effects=g) for o, g in zip(outcomes, groups, strict=True)))
        case OneOf():
            return replace(effect, options=groups)
        case IfThen() | RevealCompare():
            return replace(effect, effects=groups[0])
    return effect


def within(effect: Effect, change: Callable[[Effect], Effect]) -> Effect:
    """``effect`` with ``change`` made to each effect it holds (:func:`groups_of`); ``effect``
    itself if it holds none."""
    groups = groups_of(effect)
    if not groups:
        return effect
    return regrouped(effect, tuple(tuple(change(e) for e in group) for group in groups))


EFFECT_TYPES: tuple[type, ...] = get_args(Effect)
CONDITION_TYPES: tuple[type, ...] = get_args(Condition)
TRIGGER_TYPES: tuple[type, ...] = get_args(Trigger)
RULE_CHANGES: tuple[type, ...] = (
    LowestWins,
    ResolveOrder,
    StackedValuesAdd,
    TieBreak,
    PrintedWins,
    NoFizzle,
    CantPlace,
    CantDraw,
    Protect,
    CantScore,
    CantDiscard,
    TiesTo,
    TiesSettled,
    Shield,
    Unaffected,
    ReverseScoring,
    SlotWorth,
    WinSlot,
    Silence,
    FaceUpPlacement,
    EmptyWins,
    EmptyValue,
    TiesScoreBoth,
    RoundTieTo,
    FewerPointsWin,
    DestroyedToHand,
    Unscored,
    WinRound,
)
"""Effects that change the rules while their card is face up on the table (the engine asks
for them when it needs them)."""


@dataclass(frozen=True, slots=True)
class Ability:
    """One sentence of card text: when ``trigger`` fires and ``condition`` (if any) holds, do
    ``effects`` in order.

    ``throughout`` ("While ...", "As long as ...") says that the condition of the ability's live
    changes (:func:`is_live`, :func:`is_live_rule`) is checked at every moment they apply, so they
    come and go with it. Without it ("If ...", the default), the condition is checked once, when
    the ability resolves at reveal: if it held, the changes start and last while the card is in
    play; if not, they never start. It is False wherever it would change nothing (no condition,
    no live change), so that each meaning has one value and one canonical text."""

    trigger: Trigger
    condition: Condition | None
    effects: tuple[Effect, ...]
    throughout: bool = False

    def __post_init__(self) -> None:
        if self.throughout and not self.conditions_live_change:
            object.__setattr__(self, "throughout", False)  # frozen: normalised once, when made

    @property
    def conditions_live_change(self) -> bool:
        """Whether the ability has a condition and a live value or rule change (so whether the
        condition is checked once or throughout matters)."""
        return self.condition is not None and any(
            is_live(self, e) or is_live_rule(self, e) for e in self.effects
        )

    def canonical(self) -> str:
        """The canonical text of this ability (one sentence, with its period)."""
        from wartable.variants.slot_wars.text.printer import ability_text  # noqa: PLC0415

        return ability_text(self)

    def __str__(self) -> str:
        return self.canonical()


@dataclass(frozen=True, slots=True)
class CardText:
    """The parsed rules text of a card: its abilities, in the order written. An empty text (a
    vanilla card) has no abilities. ``notes`` say how the reading understood what the text did not
    spell out (a misspelt word read as the word it misspells); they take no part in equality."""

    abilities: tuple[Ability, ...]
    notes: tuple[str, ...] = field(default=(), compare=False)

    def canonical(self) -> str:
        """The canonical text: each ability as one sentence, separated by a space."""
        return " ".join(a.canonical() for a in self.abilities)

    def noted(self, note: str) -> CardText:
        """This reading with ``note`` added to its notes (once)."""
        return replace(self, notes=tuple(dict.fromkeys((*self.notes, note))))

    def explain(self) -> str:
        """A one-line plain-English explanation of what the text does."""
        from wartable.variants.slot_wars.text.printer import explain  # noqa: PLC0415

        return explain(self)

    def __str__(self) -> str:
        return self.canonical()


LIVE_CHANGES = (Modify, SetValue, MultiplyValue, HalveValue, ResetValue, ValueLimit)
"""Continuous value changes worked out live while their card is in play."""


def is_live(ability: Ability, effect: Effect) -> bool:
    """Whether ``effect`` is a live continuous value change of a "when revealed" ability (the
    cards it reaches are found at every moment it applies; its condition, if any, is checked once
    at reveal or, with :attr:`Ability.throughout`, at every moment). A change of cards picked
    (chosen, at random, the highest or lowest: "One of your cards gets +2") is not: they are
    picked once, when the ability resolves, and keep it while this card is in play. Nor is a change
    counted by the effect before it ("Discard your hand. This card gets +1 for each of them."):
    its size is fixed when it resolves, and kept while this card is in play."""
    return (
        isinstance(ability.trigger, WhenRevealed)
        and isinstance(effect, LIVE_CHANGES)
        and getattr(effect, "duration", None) is Duration.WHILE_IN_PLAY
        and not picks_cards(effect)
        and getattr(effect, "per", None) != AFFECTED
    )


def picks_cards(effect: Effect) -> bool:
    """Whether ``effect`` acts on some of the cards its target matches, picked when it resolves
    (a choice, at random, the highest or lowest), rather than on all of them."""
    target = getattr(effect, "target", None)
    return isinstance(target, Target) and target.pick is not Pick.ALL


def is_live_rule(ability: Ability, effect: Effect) -> bool:
    """Whether ``effect`` is a rule change of a "when revealed" ability in force whenever its
    card is face up on the table (its condition checked as for :func:`is_live`); rule changes of
    other triggers, or with a duration, are put in force when they fire."""
    return (
        isinstance(ability.trigger, WhenRevealed)
        and isinstance(effect, RULE_CHANGES)
        and getattr(effect, "duration", Duration.WHILE_IN_PLAY) is Duration.WHILE_IN_PLAY
    )
