"""The interface between the engine and card abilities.

The engine knows *when* things happen; an **interpreter** (the card-text interpreter; tests of the
hooks plug in their own) knows what a card's text *does*. At every trigger point the engine builds
a :class:`Moment` and asks each candidate card's :class:`Ability` whether it
:meth:`~Ability.fires`. The activations of one moment are put in the seed's order by
:func:`resolution_groups` (lower printed value first) and queued; a group of equal printed value
from several cards is settled by the engine when the queue reaches it: two of its activations
**conflict** when resolving them in one order leaves a different game than in the other, and
conflicting ones all fizzle. The engine resolves the queue one activation per automatic step,
calling :meth:`Ability.resolve` with the :class:`GameApi` (the state).

**Choices.** ``resolve`` may return an :class:`Ask` instead of acting: a prompt and the cards
(``Choose``) or slots (``ChooseSlot``) to choose from, who chooses (the activation's controller
unless the ask names another player, e.g. an opponent choosing its own discards) and whether the
chooser may stop early (``Done``, for "up to"). The engine pauses on a decision of that player; once
made, ``resolve`` is called again on the activation with the answer appended to
:attr:`Activation.answers` (a card id, :func:`slot_answer` or :data:`STOP`). So ``resolve`` must
not change the game in a call that returns an ``Ask``; it acts once it has all its answers (it may
ask several times), and asking again with the same answers must give the same ``Ask``. Effects
happen in the order written and a choice is made when its effect comes: so ``resolve`` may do the
effects before a choice and return the rest of the activation (:meth:`Activation.continued`),
which the engine resolves at once, asking its choices of the game as it is then.

**Where abilities come from.** Candidates at a moment are the revealed cards on the table, plus the
moment's own card for event triggers (a card drawn, discarded, destroyed, placed or revealed);
unrevealed cards have no text. Continuous effects are asked of revealed cards on the table
(:meth:`Ability.modifiers`), so they end by themselves when their source leaves the table.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, TypeVar

from wartable.variants.slot_wars.engine.pool import CardFace
from wartable.variants.slot_wars.engine.values import Modifier


class Trigger(StrEnum):
    """The trigger points of a round (the seed's [BT], [P], [R], [D], [SSCORE], [ESCORE]) and the
    event triggers."""

    BEGIN_TURN = "begin_turn"
    """[BT#]: the beginning of turn ``slot``."""
    AFTER_PLACE = "after_place"
    """[P#]: after the place phase of turn ``slot``."""
    AFTER_REVEAL = "after_reveal"
    """[R#]: after the reveal phase of turn ``slot``."""
    AFTER_DRAW = "after_draw"
    """[D#]: after the draw phase of turn ``slot``."""
    START_SCORING = "start_scoring"
    """[SSCORE]."""
    END_SCORING = "end_scoring"
    """[ESCORE]."""
    CARD_REVEALED = "card_revealed"
    """``card`` was turned face up (a card's default trigger is its own reveal)."""
    CARD_DESTROYED = "card_destroyed"
    """``card`` was destroyed (from the table to its owner's pile)."""
    CARD_DRAWN = "card_drawn"
    """``player`` drew ``card``."""
    CARD_DISCARDED = "card_discarded"
    """``card`` was discarded (from hand to the pile)."""
    CARD_PLACED = "card_placed"
    """``card`` was placed in ``slot``."""
    SLOT_WON = "slot_won"
    """``slot`` was scored and ``player``, who controls ``card`` there, won it."""
    SLOT_LOST = "slot_lost"
    """``slot`` was scored and the opponent of ``player``, who controls ``card`` there, won it."""


PHASE_TRIGGERS = frozenset(
    {
        Trigger.BEGIN_TURN,
        Trigger.AFTER_PLACE,
        Trigger.AFTER_REVEAL,
        Trigger.AFTER_DRAW,
        Trigger.START_SCORING,
        Trigger.END_SCORING,
    }
)


@dataclass(frozen=True, slots=True)
class Moment:
    """A trigger point: what happened, in which slot (the turn number for phase triggers), to which
    card and player (event triggers)."""

    trigger: Trigger
    slot: int | None = None
    card: str | None = None
    player: int | None = None

    def to_json(self) -> list[Any]:
        return [self.trigger.value, self.slot, self.card, self.player]

    @staticmethod
    def from_json(data: Sequence[Any]) -> Moment:
        trigger, slot, card, player = data
        return Moment(Trigger(trigger), slot, card, player)


Address = tuple[int, ...]
"""Where an effect held by another stands in an activation's effects: the index of the effect
that holds it among them, then, for each level, the index of the group that holds it in
``effects.groups_of`` of its holder and its index in that group (``(2, 1, 0)``: the first effect
of the second group of the third effect)."""


@dataclass(frozen=True, slots=True)
class Activation:
    """One ability firing: its source card, the source's controller (who makes its choices), the
    moment, and the answers to the choices made so far. ``on_table``: it fired from a card face
    up on the table, so it resolves only if the card is still there, face up (a card that left
    the table, or was turned face down, before its turn came has no text to resolve).

    ``step``, ``fired`` and ``inner``: the rest of an ability whose first effects are done (a
    continuation, :meth:`continued`): the effects held by an effect already begun (``inner``: the
    coin side, option or choice taken; each by its :data:`Address`), then the effects from the
    ``step``-th (counted over the firing abilities of the text, in order) of the abilities that
    fired (``fired``: their indices in the text; ``None`` for an activation not started yet)."""

    source: str
    controller: int
    moment: Moment
    answers: tuple[str, ...] = ()
    on_table: bool = False
    step: int = 0
    fired: tuple[int, ...] | None = None
    inner: tuple[Address, ...] = ()

    def with_answers(self, answers: tuple[str, ...]) -> Activation:
        """This activation with ``answers`` (``dataclasses.replace`` costs twice as much, and
        conflict trials and choices make thousands a game)."""
        return Activation(
            self.source,
            self.controller,
            self.moment,
            answers,
            self.on_table,
            self.step,
            self.fired,
            self.inner,
        )

    def continued(
        self, step: int, fired: tuple[int, ...], inner: tuple[Address, ...] = ()
    ) -> Activation:
        """The rest of this activation: the held effects ``inner``, then the effects from the
        ``step``-th, once those before are done: no answers yet (its choices are made as its
        effects come), and it resolves even if its source has left the table meanwhile (the
        ability has started)."""
        return Activation(self.source, self.controller, self.moment, (), False, step, fired, inner)

    def to_json(self) -> list[Any]:
        data = [self.source, self.controller, self.moment.to_json(), list(self.answers)]
        if self.fired is not None:
            begun = [*data, self.on_table, self.step, list(self.fired)]
            return [*begun, [list(a) for a in self.inner]] if self.inner else begun
        return [*data, True] if self.on_table else data

    @staticmethod
    def from_json(data: Sequence[Any]) -> Activation:
        source, controller, moment, answers, *rest = data
        fired = tuple(int(i) for i in rest[2]) if len(rest) > 2 else None
        inner = tuple(tuple(int(i) for i in a) for a in rest[3]) if len(rest) > 3 else ()
        return Activation(
            str(source),
            int(controller),
            Moment.from_json(moment),
            tuple(answers),
            bool(rest and rest[0]),
            int(rest[1]) if len(rest) > 1 else 0,
            fired,
            inner,
        )


@dataclass(frozen=True, slots=True)
class Simultaneous:
    """Activations of one moment with the same printed value, from two or more cards: the engine
    settles which of them conflict when the queue reaches them."""

    activations: tuple[Activation, ...]

    def to_json(self) -> list[Any]:
        return [a.to_json() for a in self.activations]

    @staticmethod
    def from_json(data: Sequence[Any]) -> Simultaneous:
        return Simultaneous(tuple(Activation.from_json(a) for a in data))


STOP = "stop"
"""The answer of a chooser who stops an "up to" choice early."""

HEADS = "heads"
"""A coin toss's heads (a chance answer: the game draws it)."""

TAILS = "tails"
"""A coin toss's tails."""

YES = "yes"
"""The answer of a chooser who takes an option ("you may ...")."""

NO = "no"
"""The answer of a chooser who declines an option."""


def slot_answer(slot: int) -> str:
    """The answer that names a slot (``S5``)."""
    return f"S{slot}"


def answered_slot(answer: str) -> int | None:
    """The slot an answer names (``S5`` → 5), else ``None`` (a card id or :data:`STOP`)."""
    if answer.startswith("S") and answer[1:].isdigit():
        return int(answer[1:])
    return None


@dataclass(frozen=True, slots=True)
class Ask:
    """A choice an ability needs: one of ``candidates`` (card ids) or of ``slots`` (1-9).

    ``chooser`` is the player who decides (``None``: the activation's controller); with
    ``optional`` the chooser may also stop choosing (the answer :data:`STOP`). ``words`` are
    answers in words instead (:data:`YES` / :data:`NO` for "you may"); with ``shown`` the chooser
    sees the candidates even where they are hidden from it (rearranging a deck's top cards).
    With ``chance`` nobody chooses: the game draws the answer with its seeded generator (a coin
    toss, a card picked at random) and both players see what it drew."""

    prompt: str
    candidates: tuple[str, ...] = ()
    slots: tuple[int, ...] = ()
    chooser: int | None = None
    optional: bool = False
    words: tuple[str, ...] = ()
    shown: bool = False
    chance: bool = False

    @property
    def has_options(self) -> bool:
        """Whether there is anything to choose."""
        return bool(self.candidates or self.slots or self.words)

    def to_json(self) -> list[Any]:
        data = [self.prompt, list(self.candidates), list(self.slots), self.chooser, self.optional]
        if self.words or self.shown or self.chance:
            data.extend((list(self.words), self.shown, self.chance))
        return data

    @staticmethod
    def from_json(data: Sequence[Any]) -> Ask:
        """Read :meth:`to_json` data (also the older ``[prompt, candidates]``)."""
        prompt, candidates, *rest = data
        slots, chooser, optional = rest[:3] or ([], None, False)
        words, shown, *chance = rest[3:6] or ([], False)
        return Ask(
            str(prompt),
            tuple(str(c) for c in candidates),
            tuple(int(s) for s in slots),
            None if chooser is None else int(chooser),
            bool(optional),
            tuple(str(w) for w in words),
            bool(shown),
            bool(chance and chance[0]),
        )


class RuleKind(StrEnum):
    """A change to the rules of scoring or conflicts that a revealed card may make."""

    LOWEST_WINS = "lowest_wins"
    """In ``slots``, each side counts its lowest card and the lower scores."""
    STACKED_ADD = "stacked_add"
    """In ``slots``, the cards of each player of ``players`` count as one card: their sum."""
    HIGHER_FIRST = "higher_first"
    """Activations of a moment resolve higher printed value first."""
    TIES_HIGHER = "ties_higher"
    """In ``slots``, equal values go to the card of higher printed value."""
    TIES_LOWER = "ties_lower"
    """In ``slots``, equal values go to the card of lower printed value."""
    PRINTED_WINS = "printed_wins"
    """In ``slots``, cards count their printed value (face down still 0)."""
    NO_FIZZLE = "no_fizzle"
    """Conflicting activations do not fizzle: a coin toss orders them."""
    SLOT_ORDER = "slot_order"
    """Conflicting activations do not fizzle: the lower slot's resolve first (a coin toss orders
    those of one slot)."""
    NO_PLACE = "no_place"
    """``players`` place no card in ``slots``."""
    NO_PLACE_VALUES = "no_place_values"
    """``players`` place no card of a printed value of ``values`` in ``slots``."""
    NO_DRAW = "no_draw"
    """``players`` draw no cards."""
    PROTECT = "protect"
    """``cards`` cannot be the object of ``actions`` (:class:`Protected`)."""
    NO_SCORE = "no_score"
    """``players`` score no points."""
    NO_LOSE = "no_lose"
    """``players`` lose no points."""
    NO_DISCARD = "no_discard"
    """``players`` discard no cards."""
    TIES_TO = "ties_to"
    """In ``slots``, a tie goes to the one player of ``players``."""
    TIES_MORE_HAND = "ties_more_hand"
    """In ``slots``, a tie goes to the player with more cards in hand (equal: nobody)."""
    TIES_FEWER_HAND = "ties_fewer_hand"
    """In ``slots``, a tie goes to the player with fewer cards in hand."""
    TIES_MORE_POINTS = "ties_more_points"
    """In ``slots``, a tie goes to the player with more points this round."""
    TIES_FEWER_POINTS = "ties_fewer_points"
    """In ``slots``, a tie goes to the player with fewer points this round."""
    TIES_WINNER_OF = "ties_winner_of"
    """In ``slots``, a tie goes to the player who won the slot of ``values`` (scored before)."""
    SLOT_WORTH = "slot_worth"
    """Winning a slot of ``slots`` scores ``amount`` points."""
    NO_SLOT_SCORE = "no_slot_score"
    """``players`` score no points for winning a slot of ``slots``."""
    SLOT_TO = "slot_to"
    """A slot of ``slots`` goes to the one player of ``players`` whatever the cards."""
    EMPTY_WINS = "empty_wins"
    """In ``slots``, an empty side beats a side with cards."""
    EMPTY_VALUE = "empty_value"
    """In ``slots``, an empty side of one of ``players`` counts as a card of value ``amount``."""
    TIES_BOTH = "ties_both"
    """A tie in ``slots`` scores a point for each player."""
    ROUND_TIE_TO = "round_tie_to"
    """A round of equal points goes to the one player of ``players``."""
    FEWER_WINS = "fewer_wins"
    """The player with fewer points wins the round."""
    ROUND_TO = "round_to"
    """The round goes to the one player of ``players`` (that won every slot of ``slots``)."""
    UNAFFECTED = "unaffected"
    """``cards`` are unaffected by the effects of the cards of ``sources`` (none named: of every
    other card): those effects neither act on them nor change their value."""
    SCORE_DOWN = "score_down"
    """The slots are scored from S9 down to S1."""
    SHIELD = "shield"
    """The first time one of ``cards`` would be destroyed, it is not (once each)."""
    DESTROYED_TO_HAND = "destroyed_to_hand"
    """``cards`` that would be destroyed go to their owner's hand instead."""
    UNSCORED = "unscored"
    """``cards`` do not count when their slot is scored."""
    SILENCE = "silence"
    """``cards`` have no text."""
    FACE_UP = "face_up"
    """``players`` place their cards in ``slots`` face up."""


BOTH_SEATS = frozenset({0, 1})
"""Both players (a rule change that concerns either)."""


class Protected(StrEnum):
    """What a protected card cannot have done to it."""

    DESTROY = "destroy"
    MOVE = "move"
    RETURN = "return"
    HIDE = "hide"
    TAP = "tap"
    CONTROL = "control"
    UNTAP = "untap"
    COUNTERS = "counters"
    REVEAL = "reveal"
    CHOOSE = "choose"
    """Being chosen by an effect ("can't be targeted")."""


@dataclass(frozen=True, slots=True)
class RuleChange:
    """A rule change in force: ``slots`` (empty: every slot) and ``players`` it concerns; for
    :attr:`RuleKind.PROTECT` the ``cards``, what they are safe from, and ``players`` whose
    effects it stops (both: any effect, and the rules' own acts)."""

    kind: RuleKind
    slots: frozenset[int] = frozenset()
    players: frozenset[int] = BOTH_SEATS
    cards: frozenset[str] = frozenset()
    actions: frozenset[Protected] = frozenset()
    amount: int = 0
    values: frozenset[int] = frozenset()
    """For :attr:`RuleKind.NO_PLACE_VALUES`: the printed values barred; for
    :attr:`RuleKind.TIES_WINNER_OF`, the slot whose winner takes the ties."""
    margin: int = 0
    """For :attr:`RuleKind.SLOT_WORTH`: the least margin of the win it rewards."""
    sources: frozenset[str] = frozenset()
    """For :attr:`RuleKind.UNAFFECTED`: the cards whose effects do not reach ``cards`` (none:
    every other card)."""

    def reaches(self, card: str, source: str) -> bool:
        """For :attr:`RuleKind.UNAFFECTED`: whether an effect of ``source`` still reaches
        ``card`` (it is not one of the cards kept from it, or comes from itself or a card not
        named)."""
        if card not in self.cards or source == card:
            return True
        return bool(self.sources) and source not in self.sources

    def covers(self, slot: int) -> bool:
        return not self.slots or slot in self.slots

    def to_json(self) -> list[Any]:
        saved = [
            self.kind.value,
            sorted(self.slots),
            sorted(self.players),
            sorted(self.cards),
            sorted(a.value for a in self.actions),
            self.amount,
        ]
        if self.sources:
            return [*saved, sorted(self.values), self.margin, sorted(self.sources)]
        if self.margin:
            return [*saved, sorted(self.values), self.margin]
        return [*saved, sorted(self.values)] if self.values else saved

    @staticmethod
    def from_json(data: Sequence[Any]) -> RuleChange:
        kind, slots, seats, cards, actions, *rest = data
        return RuleChange(
            RuleKind(kind),
            frozenset(int(s) for s in slots),
            frozenset(int(p) for p in seats),
            frozenset(str(c) for c in cards),
            frozenset(Protected(a) for a in actions),
            int(rest[0]) if rest else 0,
            frozenset(int(v) for v in rest[1]) if len(rest) > 1 else frozenset(),
            int(rest[2]) if len(rest) > 2 else 0,
            frozenset(str(c) for c in rest[3]) if len(rest) > 3 else frozenset(),
        )


class Lasting(StrEnum):
    """How long a rule change an ability made when it fired lasts."""

    IN_PLAY = "in_play"
    """While its source is face up on the table."""
    TURN = "turn"
    """To the end of the turn (even if its source leaves the table)."""
    ROUND = "round"
    """To the end of the round."""


class GameApi(Protocol):
    """What an ability may ask of and do to the game (the state implements it)."""

    def face(self, card: str) -> CardFace:
        """The printed face of a card."""
        ...

    def owner(self, card: str) -> int:
        """The seat that owns a card (it changes only by a trade)."""
        ...

    def controller(self, card: str) -> int | None:
        """Who controls a card on the table (``None`` elsewhere)."""
        ...

    def slot_of(self, card: str) -> int | None:
        """The slot (1-9) of a card on the table, else ``None``."""
        ...

    def is_revealed(self, card: str) -> bool:
        """Whether a card is face up on the table."""
        ...

    def value(self, card: str) -> int:
        """A card's current (modified) value."""
        ...

    def own_value(self, card: str) -> int:
        """A table card's value before its counters and the effects that add to or multiply it:
        its printed value (0 face down) or what an effect set it to. "Swap values" swaps these."""
        ...

    def protected(self, card: str, action: Protected, source: str) -> bool:
        """Whether a card in force keeps ``action`` from being done to ``card`` by the effect of
        ``source``."""
        ...

    def unprotected(
        self, cards: tuple[str, ...], action: Protected, source: str
    ) -> tuple[str, ...]:
        """The cards of ``cards``, in order, that no card in force keeps ``action`` from being
        done to by the effect of ``source`` (:meth:`protected`)."""
        ...

    def table_cards(self, slot: int | None = None) -> tuple[str, ...]:
        """The cards on the table (of one slot), in slot order, each slot in placing order."""
        ...

    def placed(self, slot: int | None = None) -> tuple[tuple[str, int, int], ...]:
        """:meth:`table_cards`, each card with its slot and its controller."""
        ...

    def slot_result(self, slot: int) -> tuple[int | None, tuple[int | None, int | None]]:
        """Who would score ``slot`` now (``None``: nobody) and each side's counted value."""
        ...

    def round_score(self) -> tuple[tuple[int, int], int]:
        """The points each player has this round, and how many slots have been scored."""
        ...

    def unscored(self) -> tuple[int, ...]:
        """The slots not scored yet this round, in slot order (scoring may go down from S9)."""
        ...

    def standing_points(self) -> tuple[int, int]:
        """Each player's points this round plus the slots not scored yet as they would score now,
        counted without the effects that themselves depend on this count (so that "this card gets
        +2 if you are behind" can be worked out at every moment without feeding on itself)."""
        ...

    def judging_standing(self) -> bool:
        """Whether :meth:`standing_points` is being worked out: an effect that depends on the
        standing must not apply meanwhile."""
        ...

    def add_counter(self, card: str, amount: int, source: str) -> None:
        """Put a counter on a card on the table."""
        ...

    def add_modifier(self, modifier: Modifier) -> None:
        """Add a stored continuous effect; it ends when its source leaves the table."""
        ...

    def add_timed_modifier(self, modifier: Modifier, *, turn_only: bool) -> None:
        """Add a continuous effect that lasts until the end of the turn (``turn_only``) or of the
        round, even if its source leaves the table; it ends if its target leaves."""
        ...

    def add_rule(self, rule: RuleChange, source: str, lasting: Lasting) -> None:
        """Put a rule change in force from now, for as long as ``lasting`` says (a card's rule
        changes that hold whenever it is face up come from :meth:`Ability.rule_changes`)."""
        ...

    def destroy(self, card: str, source: str) -> None:
        """Move a card from the table to its owner's pile."""
        ...

    def discard(self, card: str, source: str) -> None:
        """Move a card from a hand to its owner's pile."""
        ...

    def hand(self, player: int) -> tuple[str, ...]:
        """A player's hand."""
        ...

    def deck(self, player: int) -> tuple[str, ...]:
        """A player's deck, top first."""
        ...

    def pile(self, player: int) -> tuple[str, ...]:
        """A player's discard pile."""
        ...

    def draw(self, player: int, count: int, source: str) -> None:
        """``player`` draws ``count`` cards (what there is, if the deck runs out)."""
        ...

    def score(self, player: int, amount: int, source: str) -> None:
        """``player`` scores ``amount`` points this round (negative: loses them)."""
        ...

    def is_tapped(self, card: str) -> bool:
        """Whether a card on the table is tapped."""
        ...

    def activate(self, card: str, source: str, started: Iterable[int] = ()) -> None:
        """Mark a card on the table as having resolved its "when revealed" ability, so that its
        lasting effects apply (a fizzled ability never starts them), and ``started`` (indices in
        its text) as the abilities whose condition, checked once, held then. The marks go when
        the card leaves the table or turns face down."""
        ...

    def is_active(self, card: str) -> bool:
        """Whether :meth:`activate` marked the card (and it has not left the table since)."""
        ...

    def has_started(self, card: str, ability: int) -> bool:
        """Whether :meth:`activate` marked ability ``ability`` (its index in the text) of the
        card as started (and the card has not left the table since)."""
        ...

    def reveal(self, card: str, source: str) -> None:
        """Turn a face-down card on the table face up (its reveal triggers fire)."""
        ...

    def hide(self, card: str, source: str) -> None:
        """Turn a card on the table face down (value 0, no text; its stored effects end)."""
        ...

    def return_to_hand(self, card: str, source: str) -> None:
        """Move a card from the table to its owner's hand (counters and effects on it are lost)."""
        ...

    def to_deck(self, card: str, bottom: bool, source: str) -> None:
        """Put a card (on the table, in its owner's pile or hand) on top of its owner's deck (at
        the bottom if ``bottom``)."""
        ...

    def move(self, card: str, slot: int, source: str) -> None:
        """Move a card on the table to another slot (same side, same face)."""
        ...

    def swap_slots(self, first: str, second: str, source: str) -> None:
        """Two cards on the table exchange places (each keeps its controller)."""
        ...

    def take_control(self, card: str, player: int, source: str, *, turn_only: bool = False) -> None:
        """``player`` controls a card on the table until the end of the turn (``turn_only``) or of
        the round."""
        ...

    def trade(self, first: str, second: str, source: str) -> None:
        """Two cards of different owners exchange owners and places for good (the meta rules'
        one-for-one trade); a card on the table is controlled by its new owner."""
        ...

    def skip_draw(self, player: int, source: str) -> None:
        """``player`` does not draw in its next draw phase (this round)."""
        ...

    def tap(self, card: str, tapped: bool, source: str) -> None:
        """Tap (``tapped``) or untap a card on the table."""
        ...

    def place_card(
        self, card: str, slot: int, player: int, source: str, *, face_up: bool = False
    ) -> None:
        """Put a card from a hand, deck or pile into ``slot`` on ``player``'s side (face down unless
        ``face_up``, which counts as a reveal)."""
        ...

    def look_at(self, player: int, cards: Sequence[str], source: str) -> None:
        """``player`` (only) sees ``cards``."""
        ...

    def remove_counters(self, card: str, source: str) -> None:
        """Take every counter off a card on the table."""
        ...

    def show_hand(self, player: int, source: str) -> None:
        """``player`` shows its hand: everyone sees the cards in it."""
        ...

    def take_from_deck(
        self, player: int, kept: Sequence[str], rest: Sequence[str], source: str, *, bottom: bool
    ) -> None:
        """``player`` puts ``kept`` (cards of the top of its deck) into its hand; ``rest`` (the
        other cards it looked at) go to the bottom of the deck if ``bottom``."""
        ...

    def shuffle_into_deck(self, player: int, cards: Sequence[str], source: str) -> None:
        """Put ``cards`` (``player``'s, from its hand or pile) into its deck and shuffle it."""
        ...

    def discard_at_random(self, player: int, count: int, source: str) -> None:
        """``player`` discards ``count`` cards of its hand drawn at random (all if it has fewer)."""
        ...

    def give(self, card: str, player: int, source: str) -> None:
        """``card`` (in the other player's hand) goes into ``player``'s hand; its owner does
        not change (it goes back to it at the end of the round)."""
        ...

    def mill(self, player: int, count: int, source: str) -> None:
        """``player`` puts the top ``count`` cards of its deck (all if it has fewer) into its
        pile, face up (not a discard)."""
        ...

    def reorder_top(
        self, player: int, cards: Sequence[str], source: str, bottom: Sequence[str] = ()
    ) -> None:
        """Put ``cards`` (the top cards of ``player``'s deck) back on top in this order, first on
        top; with ``bottom`` (the cards just under them), those go to the bottom of the deck in
        this order, the last the bottom card."""
        ...


class Ability(ABC):
    """The behaviour of one card's text. Subclass it in the interpreter."""

    silences: bool = False
    """Whether it may take the text of cards away (:attr:`RuleKind.SILENCE`): the engine works
    out which cards are silenced from these first."""
    triggers: frozenset[Trigger] | None = None
    """The triggers of the moments at which :meth:`fires` may answer yes (the engine asks it at
    no others), or ``None``: ask it at every moment."""
    own_triggers: frozenset[Trigger] = frozenset()
    """Triggers at which :meth:`fires` answers yes only for a moment about the card itself
    (``moment.card == source``): the engine asks it at no other moment of these."""
    modifies: bool = True
    """Whether :meth:`modifiers` may give any effect (``False``: the engine never asks it)."""
    changes_rules: bool = True
    """Whether :meth:`rule_changes` may give any change (``False``: the engine never asks it)."""
    rule_kinds: frozenset[RuleKind] | None = None
    """The kinds of the changes :meth:`rule_changes` may give (``None``: any kind): while no card
    face up may change a rule of a kind, the engine knows that rule is as printed without asking."""

    def fires(self, moment: Moment, source: str, game: GameApi) -> bool:
        """Whether the ability fires at ``moment``. Default: when the card itself is revealed."""
        return moment.trigger is Trigger.CARD_REVEALED and moment.card == source

    @abstractmethod
    def resolve(self, activation: Activation, game: GameApi) -> Ask | Activation | None:
        """Do what the text says, or return an :class:`Ask` (changing nothing) for a choice; or
        do its first effects and return the rest (an :class:`Activation` the engine resolves
        at once), whose choices are made once those are done."""

    def modifiers(self, source: str, game: GameApi) -> tuple[Modifier, ...]:
        """Continuous effects while ``source`` is revealed on the table (default: none)."""
        return ()

    def rule_changes(self, source: str, game: GameApi) -> tuple[RuleChange, ...]:
        """Rule changes in force while ``source`` is revealed on the table (default: none)."""
        return ()


class Interpreter(Protocol):
    """Gives a card face its ability (``None``: the card is vanilla)."""

    def ability(self, face: CardFace) -> Ability | None: ...


T = TypeVar("T")


def resolution_groups(
    items: Sequence[T], printed: Callable[[T], int], *, lower_first: bool = True
) -> list[list[T]]:
    """The seed's order of the activations of one moment: groups of equal printed value, lower
    values first (higher first with ``lower_first=False``, for a card that reverses it); each
    group keeps the given order."""
    groups: dict[int, list[T]] = {}
    for item in items:
        groups.setdefault(printed(item), []).append(item)
    return [groups[value] for value in sorted(groups, reverse=not lower_first)]
