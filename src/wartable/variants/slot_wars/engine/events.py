"""Events of Slot Wars. Private ones (a card placed face down, cards drawn, sideboard exchanges)
are seen whole only by their player.

Events name cards by :class:`CardRef`: the card's id, title, owner and slot as data, which front
ends use as they are (the browser finds the card it draws by its id), and the one way a card reads
in text. An event that names a card some player cannot identify (a face-down card, a card in a hand)
is seen whole only by those who can; the others get a copy whose ``hidden`` reference, which says
only where the card is ("a face-down card in S3"), stands for the card. Descriptions name seats
neutrally ("Player 1"); the terminal table says "You".
"""

from __future__ import annotations

from dataclasses import dataclass

from wartable.core.events import Event, GameOver, Importance, public_copy, seat_name
from wartable.core.jsonable import JSON
from wartable.core.words import counted

__all__ = [
    "AbilityFizzled",
    "AbilityResolved",
    "AbilityStopped",
    "CardChanged",
    "CardChosen",
    "CardDestroyed",
    "CardPlaced",
    "CardRef",
    "CardSetAside",
    "CardsDrawn",
    "CardsExchanged",
    "CardsRevealed",
    "CardsSeen",
    "CardsTraded",
    "ChanceDrawn",
    "ChoiceAnswered",
    "ChoiceStopped",
    "ConflictTossed",
    "CounterPlaced",
    "DeckChosen",
    "DeckRearranged",
    "DeckShuffled",
    "DrawSkipped",
    "GameOver",
    "HandShown",
    "PointsScored",
    "RoundStarted",
    "RoundTied",
    "RoundWon",
    "SideboardReady",
    "SlotChosen",
    "SlotOpened",
    "SlotScored",
    "seat_name",
]


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card as an event names it.

    For those who may identify the card: its ``id`` and ``title``, its ``owner`` and, while it is
    on the table, its ``slot``. For the others (a hidden reference: no id, no title): only where
    the card is, face down in ``slot``, or in ``owner``'s ``zone`` (``hand``, ``deck``,
    ``sideboard``). ``str()`` is how every event's text reads it: ``Pebble Thrower [p0-07]``,
    ``a face-down card in S3``, ``a card in Player 2's hand``.
    """

    id: str = ""
    title: str = ""
    owner: int | None = None
    slot: int | None = None
    zone: str = ""

    @property
    def hidden(self) -> bool:
        """Whether the reference leaves the card unnamed (it says only where the card is)."""
        return not self.id

    def __jsonable__(self, structured: bool) -> JSON:
        """For front ends (``structured``) the fields; in records (whose event digests were made
        when events named cards by text) the text, ``""`` for no card."""
        if structured:
            return {
                "type": "CardRef",
                "id": self.id,
                "title": self.title,
                "owner": self.owner,
                "slot": self.slot,
                "zone": self.zone,
            }
        return str(self) if self != _NO_CARD else ""

    def __str__(self) -> str:
        if self.id:
            return f"{self.title} [{self.id}]"
        if self.slot is not None:
            return f"a face-down card in S{self.slot}"
        if self.zone and self.owner is not None:
            return f"a card in {seat_name(self.owner)}'s {self.zone}"
        return "a card"


_NO_CARD = CardRef()


def _listed(cards: tuple[CardRef, ...]) -> str:
    return ", ".join(str(card) for card in cards)


@dataclass(frozen=True, slots=True)
class CardSetAside(Event):
    """Before round 1 a player put one of its 30 cards in its sideboard. Secret: the other player
    learns nothing of the choice, not even when it is made."""

    importance = Importance.DETAIL

    player: int
    card: CardRef

    def describe(self) -> str:
        return f"{seat_name(self.player)} puts {self.card} in the sideboard"


@dataclass(frozen=True, slots=True)
class DeckChosen(Event):
    """A player finished choosing its deck (secret, as :class:`CardSetAside`)."""

    player: int
    deck: int
    sideboard: int

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} has chosen a deck of {self.deck} cards"
            f" (sideboard {self.sideboard})"
        )


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """A round begins; ``round`` counts every round played, replays included."""

    round: int
    replay: bool

    def describe(self) -> str:
        return f"Round {self.round}" + (" (replay of a tied round)" if self.replay else "")


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """A player shuffled its deck and the opponent cut it after ``cut`` cards."""

    importance = Importance.DETAIL

    player: int
    cut: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} shuffles; {seat_name(1 - self.player)} cuts at {self.cut}"


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """A player drew cards; only it sees which (``cards`` are titles with ids)."""

    player: int
    count: int
    cards: tuple[CardRef, ...] = ()

    def describe(self) -> str:
        shown = f": {_listed(self.cards)}" if self.cards else ""
        return f"{seat_name(self.player)} draws {counted(self.count, 'card')}{shown}"

    def redacted(self) -> Event:
        return public_copy(self, cards=())


@dataclass(frozen=True, slots=True)
class SlotOpened(Event):
    """Turn ``slot`` (1-9) of a round begins."""

    importance = Importance.DETAIL

    round: int
    slot: int

    def describe(self) -> str:
        return f"Slot {self.slot}"


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    """A player placed a card face down; only it knows which."""

    player: int
    slot: int
    card: CardRef | None = None

    def describe(self) -> str:
        what = "a card" if self.card is None else self.card
        return f"{seat_name(self.player)} places {what} face down in slot {self.slot}"

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Cards turned face up in a slot: ``(player, card, value)`` each."""

    slot: int
    cards: tuple[tuple[int, CardRef, int], ...]

    def describe(self) -> str:
        shown = ", ".join(f"{seat_name(p)} {card} = {value}" for p, card, value in self.cards)
        return f"Slot {self.slot} revealed: {shown or 'nothing'}"


@dataclass(frozen=True, slots=True)
class SlotScored(Event):
    """A slot was scored: the highest value each player holds there (``None``: no card)."""

    slot: int
    winner: int | None
    values: tuple[int | None, int | None]

    def describe(self) -> str:
        shown = " vs ".join("-" if v is None else str(v) for v in self.values)
        who = "nobody" if self.winner is None else seat_name(self.winner)
        return f"Slot {self.slot} ({shown}): point to {who}"


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    """A round was won; ``rounds_won`` is the tally after it."""

    round: int
    player: int
    points: tuple[int, int]
    rounds_won: tuple[int, int]

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} wins round {self.round},"
            f" {self.points[0]}-{self.points[1]} (rounds {self.rounds_won[0]}-{self.rounds_won[1]})"
        )


@dataclass(frozen=True, slots=True)
class RoundTied(Event):
    """A round ended level: it does not count and is replayed (if replays are left)."""

    round: int
    points: tuple[int, int]
    replays: int

    def describe(self) -> str:
        return (
            f"Round {self.round} tied {self.points[0]}-{self.points[1]}; it does not count"
            f" (replays so far: {self.replays})"
        )


@dataclass(frozen=True, slots=True)
class CardsExchanged(Event):
    """Between rounds a player moved ``card_in`` from its sideboard into its deck and ``card_out``
    the other way. Secret: nobody else learns even that it happened."""

    player: int
    card_in: CardRef
    card_out: CardRef

    def describe(self) -> str:
        return f"{seat_name(self.player)} swaps in {self.card_in} for {self.card_out}"


@dataclass(frozen=True, slots=True)
class SideboardReady(Event):
    """A player finished exchanging cards (private)."""

    player: int
    swaps: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} is ready ({counted(self.swaps, 'swap')})"


TRIGGER_WORDS = {
    "begin_turn": "at the start of the turn",
    "after_place": "after the cards are placed",
    "after_reveal": "after the reveal",
    "after_draw": "after the draw",
    "start_scoring": "as scoring starts",
    "end_scoring": "as scoring ends",
    "card_revealed": "a card was revealed",
    "card_destroyed": "a card was destroyed",
    "card_drawn": "a card was drawn",
    "card_discarded": "a card was discarded",
    "card_placed": "a card was placed",
    "slot_won": "its slot was won",
    "slot_lost": "its slot was lost",
}
"""What set off an ability, in words, by its trigger (the engine's ``Trigger`` values)."""


@dataclass(frozen=True, slots=True)
class AbilityResolved(Event):
    """A card's ability resolved; ``trigger`` is what set it off (a ``Trigger`` value)."""

    card: CardRef
    trigger: str

    def describe(self) -> str:
        why = TRIGGER_WORDS.get(self.trigger, self.trigger.replace("_", " "))
        return f"{self.card}'s ability resolves ({why})"


@dataclass(frozen=True, slots=True)
class AbilityFizzled(Event):
    """Abilities of equal printed value that fired at one moment conflict: resolving the two of
    a pair in one order would leave a different game than in the other. All of them fizzle."""

    cards: tuple[CardRef, ...]
    printed: int = 0
    pairs: tuple[tuple[CardRef, CardRef], ...] = ()

    def describe(self) -> str:
        if not self.pairs:
            return f"Conflict: {_listed(self.cards)} fizzle"
        pairs = "; ".join(f"{a} and {b}" for a, b in self.pairs)
        return (
            f"Conflict: {pairs} (both printed {self.printed}) would change the game differently"
            " depending on which resolves first, so their abilities fizzle"
        )


@dataclass(frozen=True, slots=True)
class AbilityStopped(Event):
    """A card's ability did not resolve: the card left the table, or was turned face down, after
    it fired and before its turn came."""

    card: CardRef

    def describe(self) -> str:
        return (
            f"The ability of {self.card} does nothing: the card is no longer face up on the table"
        )


@dataclass(frozen=True, slots=True)
class ConflictTossed(Event):
    """Abilities of equal printed value whose conflict the engine could not settle (too many ways
    to answer their choices to compare): a coin toss decided that ``first``'s resolve first."""

    cards: tuple[CardRef, ...]
    first: int

    def describe(self) -> str:
        return (
            f"Unsettled: whether {_listed(self.cards)} conflict cannot be told;"
            f" a coin toss decides that {seat_name(self.first)}'s abilities resolve first"
        )


@dataclass(frozen=True, slots=True)
class CardChosen(Event):
    """A player chose a card for an ability (``hidden``: the card as those who cannot identify it
    read it)."""

    player: int
    card: CardRef
    source: CardRef
    hidden: CardRef = CardRef()

    def describe(self) -> str:
        return f"{seat_name(self.player)} chooses {self.card} for {self.source}"

    def redacted(self) -> Event:
        return public_copy(self, card=self.hidden)


@dataclass(frozen=True, slots=True)
class SlotChosen(Event):
    """A player chose a slot for an ability (where a card goes)."""

    player: int
    slot: int
    source: CardRef

    def describe(self) -> str:
        return f"{seat_name(self.player)} chooses slot {self.slot} for {self.source}"


@dataclass(frozen=True, slots=True)
class ChoiceStopped(Event):
    """A player chose no more cards for an "up to" choice."""

    player: int
    source: CardRef

    def describe(self) -> str:
        return f"{seat_name(self.player)} chooses no more for {self.source}"


@dataclass(frozen=True, slots=True)
class ChanceDrawn(Event):
    """The game drew a chance for an ability: a coin's side, or a card picked at random
    (``hidden`` for those who may not see which)."""

    result: str | CardRef
    source: CardRef
    hidden: str | CardRef = ""

    def describe(self) -> str:
        return f"{self.source}: at random, {self.result}"

    def redacted(self) -> Event:
        return public_copy(self, result=self.hidden)


@dataclass(frozen=True, slots=True)
class ChoiceAnswered(Event):
    """A player answered an option ("you may ...") of an ability: ``answer`` is yes or no."""

    player: int
    answer: str
    source: CardRef

    def describe(self) -> str:
        return f"{seat_name(self.player)} answers {self.answer} to {self.source}"


@dataclass(frozen=True, slots=True)
class CounterPlaced(Event):
    """A counter was put on a card on the table."""

    card: CardRef
    amount: int
    value: int
    hidden: CardRef = CardRef()

    def describe(self) -> str:
        return f"{self.card} gets a {self.amount:+d} counter (value {self.value})"

    def redacted(self) -> Event:
        return public_copy(self, card=self.hidden)


@dataclass(frozen=True, slots=True)
class CardDestroyed(Event):
    """A card left the table (destroyed) or a hand (discarded) for its owner's pile."""

    card: CardRef
    discarded: bool = False

    def describe(self) -> str:
        return f"{self.card} is {'discarded' if self.discarded else 'destroyed'}"


@dataclass(frozen=True, slots=True)
class CardChanged(Event):
    """A card's ability moved, hid, returned, tapped or took control of a card: ``change`` says
    what, ending with ``player``'s seat name when it names one ("is controlled by Player 1")."""

    card: CardRef
    change: str
    player: int | None = None
    hidden: CardRef = CardRef()

    def describe(self) -> str:
        who = "" if self.player is None else f" {seat_name(self.player)}"
        return f"{self.card} {self.change}{who}"

    def redacted(self) -> Event:
        return public_copy(self, card=self.hidden)


@dataclass(frozen=True, slots=True)
class CardsTraded(Event):
    """A trade: ``card`` now belongs to ``player`` and ``other_card`` to ``other_player``, for
    good. Both players see both cards."""

    card: CardRef
    player: int
    other_card: CardRef
    other_player: int

    def describe(self) -> str:
        return (
            f"Trade: {self.card} now belongs to {seat_name(self.player)},"
            f" {self.other_card} to {seat_name(self.other_player)}"
        )


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    """A card's ability gave (or took) points this round."""

    player: int
    amount: int
    source: CardRef
    points: tuple[int, ...]

    def describe(self) -> str:
        verb = "scores" if self.amount >= 0 else "loses"
        return (
            f"{seat_name(self.player)} {verb} {counted(abs(self.amount), 'point')} from {self.source}"
            f" (points {self.points[0]}-{self.points[1]})"
        )


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    """A player will skip (``pending``) or just skipped its draw."""

    player: int
    pending: bool

    def describe(self) -> str:
        when = "will skip its next draw" if self.pending else "skips its draw"
        return f"{seat_name(self.player)} {when}"


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """A player showed its hand to everyone."""

    player: int
    cards: tuple[CardRef, ...]

    def describe(self) -> str:
        shown = _listed(self.cards) if self.cards else "no cards"
        return f"{seat_name(self.player)} shows its hand: {shown}"


@dataclass(frozen=True, slots=True)
class CardsShuffledIn(Event):
    """A player put ``count`` cards from its hand or pile into its deck and shuffled it."""

    player: int
    count: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} shuffles {counted(self.count, 'card')} into its deck"


@dataclass(frozen=True, slots=True)
class DeckRearranged(Event):
    """A player put the top ``count`` cards of ``owner``'s deck back in an order it chose,
    ``bottom`` of them on the bottom of that deck (a scry)."""

    player: int
    owner: int
    count: int
    bottom: int = 0

    def describe(self) -> str:
        whose = "its" if self.owner == self.player else f"{seat_name(self.owner)}'s"
        top = "the top card" if self.count == 1 else f"the top {self.count} cards"
        if self.bottom:
            moved = "all of them" if self.bottom == self.count else counted(self.bottom, "card")
            return f"{seat_name(self.player)} looks at {top} of {whose} deck and puts {moved} on the bottom"
        return f"{seat_name(self.player)} rearranges {top} of {whose} deck"


@dataclass(frozen=True, slots=True)
class CardsSeen(Event):
    """A player looked at cards; only it sees which."""

    player: int
    count: int
    cards: tuple[CardRef, ...] = ()

    def describe(self) -> str:
        shown = f": {_listed(self.cards)}" if self.cards else ""
        return f"{seat_name(self.player)} looks at {counted(self.count, 'card')}{shown}"

    def redacted(self) -> Event:
        return public_copy(self, cards=())
