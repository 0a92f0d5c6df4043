"""The ``text`` interpreter: cards do what their rules text says.

Every slot-wars game plays its cards by their text: :data:`TEXT` parses each face's text once (with
:func:`~wartable.variants.slot_wars.text.parser.parse`, cached by text) and turns the resulting
:class:`~wartable.variants.slot_wars.text.effects.CardText` into an engine
:class:`~wartable.variants.slot_wars.engine.hooks.Ability`. A text that does not parse plays vanilla.
What the interpreter reads of each part of a text at every resolution (an effect's targets and how
each picks its cards, whether a target filters what it finds, what a set of slots means from each
slot, which effects an ability carries out when it fires) is worked out once for that part
(:func:`compiled`), and effects are carried out through a table by their type (:data:`_DO`).

What is implemented (see ``wartable rules slot-wars``, "Abilities"):

* triggers: when revealed, ``[BT]``/``[P]``/``[R]``/``[D]`` (with turn ranges), start and end of
  scoring, and "when a card is destroyed / revealed / placed / drawn / discarded" for any card, this
  card, yours or the opponent's;
* every condition (the score standing: points so far plus the unscored slots as they stand);
* targets (this card, OC, stacked cards, cards by owner, zone, state, value, printed value and
  slots), with choices (:class:`~hooks.Ask`, one card or slot per answer): of cards, by the card's
  controller ("up to" may stop early); of the destination slot of a move or place, by the
  controller; of the cards to discard, by the player who discards; of one of several opposing
  cards where an effect needs one (swap, trade, multiply by);
* every effect: counters, value changes (add, set, multiply, multiply by another card's value,
  swap values) with their durations, destroy, discard, draw, points, reveal, hide, return to hand,
  move, place, swap slots, take control, trade (owners change for good), skip draw, tap, untap,
  look at, and the rule changes (lowest wins, stacked values add, higher printed values resolve
  first: :meth:`TextAbility.rule_changes`);
* an effect that turns, taps or untaps cards offers only the cards it would change ("Reveal a
  card" chooses among face-down cards).

Conflicts are the engine's business: it resolves activations of equal printed value in both
orders on copies of the game and compares what they leave.

Continuous value changes of a "when revealed" ability that last while the card is in play are
worked out live (:meth:`TextAbility.modifiers`) once the card's reveal has resolved (a fizzled one
never starts): which cards match is decided at every moment, and the change ends when the card
leaves the table or is turned face down. The ability's condition, said with "If", is checked once,
as the reveal resolves: :meth:`TextAbility.resolve` marks the abilities whose condition held
(:meth:`~hooks.GameApi.activate`), and only their changes apply. Said with "While"
(:attr:`~fx.Ability.throughout`), it is checked at every moment instead; one on the score standing
reads :meth:`~hooks.GameApi.standing_points`, which leaves such effects out (they cannot feed their
own condition). Rule changes of a "when revealed" ability (:meth:`TextAbility.rule_changes`) are in
force while the card is face up, under the same two kinds of condition. Those of timed or event
triggers, those with another
duration, "swap values" and "multiply by" are stored when the ability resolves, on the cards that
match then (with the factor measured then); they end when the card leaves the table (or at the end
of their turn or round), and at the end of the round in any case.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from operator import attrgetter
from typing import Any, NamedTuple, TypeVar, cast

from wartable.core.errors import WartableError
from wartable.variants.slot_wars.engine.hooks import (
    BOTH_SEATS,
    HEADS,
    NO,
    STOP,
    TAILS,
    YES,
    Ability,
    Activation,
    Address,
    Ask,
    GameApi,
    Lasting,
    Moment,
    Protected,
    RuleChange,
    RuleKind,
    Trigger,
    answered_slot,
)
from wartable.variants.slot_wars.engine.pool import CardFace
from wartable.variants.slot_wars.engine.values import Modifier, ModOp
from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import parse
from wartable.variants.slot_wars.text.printer import effect_text as sentence
from wartable.variants.slot_wars.text.printer import option_text

K = TypeVar("K")
V = TypeVar("V")

MOST_COMPILED = 50_000
"""How many parts of card texts :func:`compiled` keeps what it worked out for, at most (beyond,
it starts again: texts made on the fly, by a designer's tools, are not kept forever)."""


def compiled(work_out: Callable[[K], V]) -> Callable[[K], V]:
    """``work_out(part)`` for a part of a card text (a target, an effect, a slot set), worked out
    once for each part and then found by the part's identity: cheaper than its hash, which goes
    through every field. The part is kept with what was worked out, so that its identity is not
    reused while it is kept."""
    found: dict[int, tuple[K, V]] = {}

    def look_up(part: K) -> V:
        kept = found.get(id(part))
        if kept is None:
            if len(found) >= MOST_COMPILED:
                found.clear()
            kept = found[id(part)] = (part, work_out(part))
        return kept[1]

    return look_up


MOST_OPTIONS = 9
"""Options a "choose one" may offer (its answers are numbered: the action ids count them)."""


def option_answer(number: int, text: str) -> str:
    """The answer that takes option ``number`` (from 1) of a "choose one": ``2: Draw a card.``."""
    if not 1 <= number <= MOST_OPTIONS:
        raise ValueError(f"a choice offers at most {MOST_OPTIONS} options")
    return f"{number}: {text}"


def option_number(answer: str) -> int | None:
    """The option an answer of :func:`option_answer` takes, or ``None`` for another word."""
    number, colon, _ = answer.partition(": ")
    return int(number) if colon and number.isdigit() else None


DIE_FACES = ("1", "2", "3", "4", "5", "6")
"""The answers of a die roll (a chance answer: the game draws it)."""

PHASES: dict[fx.Phase, Trigger] = {
    fx.Phase.TURN_START: Trigger.BEGIN_TURN,
    fx.Phase.PLACEMENT: Trigger.AFTER_PLACE,
    fx.Phase.REVEAL: Trigger.AFTER_REVEAL,
    fx.Phase.DRAW: Trigger.AFTER_DRAW,
    fx.Phase.SCORING_START: Trigger.START_SCORING,
    fx.Phase.SCORING_END: Trigger.END_SCORING,
}
"""The engine's trigger point for each phase tag."""

EVENTS: dict[fx.GameEvent, Trigger] = {
    fx.GameEvent.DESTROYED: Trigger.CARD_DESTROYED,
    fx.GameEvent.REVEALED: Trigger.CARD_REVEALED,
    fx.GameEvent.PLACED: Trigger.CARD_PLACED,
    fx.GameEvent.DRAWN: Trigger.CARD_DRAWN,
    fx.GameEvent.DISCARDED: Trigger.CARD_DISCARDED,
    fx.GameEvent.SLOT_WON: Trigger.SLOT_WON,
    fx.GameEvent.SLOT_LOST: Trigger.SLOT_LOST,
}
"""The engine's trigger for each card event."""


class Context(NamedTuple):
    """Who and where an ability acts from: its card, the card's controller and slot, and the card
    its trigger is about ("that card": the card destroyed, placed, drawn ...; None if none). (A
    named tuple: one is made whenever an ability is asked anything.)"""

    source: str
    controller: int
    slot: int | None
    that_card: str | None = None
    that_owner: int | None = None
    """The owner of "that card" ("its owner draws a card")."""
    moved: str | None = None
    """The card the effect before drew or discarded (for a check after it: "if it's a 1")."""

    @property
    def opponent(self) -> int:
        return 1 - self.controller


def context(
    source: str, game: GameApi, controller: int | None = None, moment: Moment | None = None
) -> Context:
    """The context of ``source`` now (off the table, its owner controls it), firing at
    ``moment`` (whose card is "that card")."""
    if controller is None:
        controller = game.controller(source)
    if controller is None:
        controller = game.owner(source)
    that = moment.card if moment is not None else None
    owner = game.owner(that) if that is not None else None
    return Context(source, controller, game.slot_of(source), that, owner)


def players(who: fx.Player, ctx: Context) -> tuple[int, ...]:
    """The seats a player word means (you first)."""
    if who is fx.Player.YOU:
        return (ctx.controller,)
    if who is fx.Player.OPPONENT:
        return (ctx.opponent,)
    if who is fx.Player.THAT_OWNER:
        return () if ctx.that_owner is None else (ctx.that_owner,)
    return (ctx.controller, ctx.opponent)


# --------------------------------------------------------------------------------------------------
# Targets


@compiled
def _slot_table(slots: fx.Slots) -> tuple[tuple[int, ...], ...]:
    """What ``slots`` means seen from a card off the table (index 0) and from each slot."""
    return tuple(slots.resolve(this or None) for this in range(10))


def resolve_slots(slots: fx.Slots, this_slot: int | None) -> tuple[int, ...]:
    """``slots.resolve(this_slot)``, worked out once for each set and slot."""
    return _slot_table(slots)[this_slot or 0]


def _has_state(card: str, state: fx.CardState, game: GameApi) -> bool:
    if state is fx.CardState.REVEALED:
        return game.is_revealed(card)
    if state is fx.CardState.UNREVEALED:
        return game.slot_of(card) is not None and not game.is_revealed(card)
    tapped = game.slot_of(card) is not None and game.is_tapped(card)
    return tapped if state is fx.CardState.TAPPED else not tapped


def opposing(ctx: Context, game: GameApi) -> tuple[str, ...]:
    """OC: the cards of the other player in this card's slot."""
    if ctx.slot is None:
        return ()
    opponent = ctx.opponent
    return tuple(c for c, _, seat in game.placed(ctx.slot) if seat == opponent)


def stacked(ctx: Context, game: GameApi) -> tuple[str, ...]:
    """The other cards of this card's controller in its slot."""
    if ctx.slot is None:
        return ()
    return tuple(
        c for c, _, seat in game.placed(ctx.slot) if c != ctx.source and seat == ctx.controller
    )


IMPLIED_STATE: dict[type, fx.CardState] = {
    fx.Reveal: fx.CardState.UNREVEALED,
    fx.Hide: fx.CardState.REVEALED,
    fx.Tap: fx.CardState.UNTAPPED,
    fx.Untap: fx.CardState.TAPPED,
}
"""The cards an effect can change: "Reveal a card" means a face-down card, "Tap a card" an
untapped one, and so on (a choice never offers a card the effect would leave as it is)."""


_WHICH_CARDS = frozenset({"kind", "pick", "count", "owner", "zone", "slots"})
"""The fields of a target that say where its cards are and how many it takes; the others filter
them (:func:`matches`)."""
_FILTERS = attrgetter(*(f.name for f in fields(fx.Target) if f.name not in _WHICH_CARDS))
_UNFILTERED = tuple(f.default for f in fields(fx.Target) if f.name not in _WHICH_CARDS)
"""The filters of a target that keeps every card found."""


@compiled
def _filtered(target: fx.Target) -> bool:
    """Whether a target filters the cards it finds (worked out once for each target)."""
    return bool(_FILTERS(target) != _UNFILTERED)


def matches(
    target: fx.Target, ctx: Context, game: GameApi, effect: fx.Effect | None = None
) -> tuple[str, ...]:
    """Every card that matches ``target`` now (before ``pick`` chooses among them); with the
    ``effect`` that acts on them, only the cards it would change (:data:`IMPLIED_STATE`)."""
    implied = IMPLIED_STATE.get(type(effect))
    if implied is not None and target.kind is fx.TargetKind.CARDS:
        return tuple(c for c in matches(target, ctx, game) if _has_state(c, implied, game))
    if target.kind is fx.TargetKind.THIS_CARD:
        return (ctx.source,)
    if target.kind is fx.TargetKind.THAT_CARD:
        return (ctx.that_card,) if ctx.that_card is not None else ()
    if target.kind is fx.TargetKind.OPPOSING:
        return opposing(ctx, game)
    if target.kind is fx.TargetKind.STACKED:
        return stacked(ctx, game)
    owner = target.owner
    if owner is fx.Owner.ANY:
        owners: tuple[int, ...] = (ctx.controller, 1 - ctx.controller)
    else:
        owners = (ctx.controller if owner is fx.Owner.YOURS else 1 - ctx.controller,)
    if target.zone is fx.Zone.TABLE:
        slots = None if target.slots is None else set(resolve_slots(target.slots, ctx.slot))
        found: list[str] = [
            c
            for c, slot, seat in game.placed()
            if seat in owners and (slots is None or slot in slots)
        ]
    else:
        zone = game.hand if target.zone is fx.Zone.HAND else game.deck
        if target.zone is fx.Zone.PILE:
            zone = game.pile
        found = [c for p in sorted(owners) for c in zone(p)]
        if target.pick is fx.Pick.TOP:
            found = [c for p in owners for c in game.deck(p)[: target.count]]
    if not _filtered(target):
        return tuple(found)
    return tuple(
        c
        for c in found
        if not (target.other and c == ctx.source)
        and (target.state is None or _has_state(c, target.state, game))
        and (target.value is None or _value(c, game) == target.value)
        and (target.value_test is None or target.value_test.accepts(_value(c, game)))
        and (
            (target.printed is None and target.printed_test is None)
            or (
                _face_seen(c, ctx.controller, game)
                and (target.printed is None or game.face(c).value == target.printed)
                and (target.printed_test is None or target.printed_test.accepts(game.face(c).value))
            )
        )
    )


def extreme(found: tuple[str, ...], pick: fx.Pick, game: GameApi) -> tuple[str, ...]:
    """The cards of ``found`` with the highest (``Pick.HIGHEST``) or lowest current value."""
    if not found:
        return ()
    values = {c: _value(c, game) for c in found}
    best = max(values.values()) if pick is fx.Pick.HIGHEST else min(values.values())
    return tuple(c for c in found if values[c] == best)


def _face_seen(card: str, viewer: int, game: GameApi) -> bool:
    """Whether ``viewer`` can see the printed face of ``card``: revealed on the table, in a (face
    up) pile, or its own card in hand or face down on the table. A printed-value filter only
    matches such cards, so the choices it offers never tell a player what it may not see."""
    if game.slot_of(card) is not None:
        return game.is_revealed(card) or game.controller(card) == viewer
    owner = game.owner(card)
    return card in game.pile(owner) or (owner == viewer and card in game.hand(viewer))


def _value(card: str, game: GameApi) -> int:
    """The current value of a table card; the printed value elsewhere."""
    return game.value(card) if game.slot_of(card) is not None else game.face(card).value


# --------------------------------------------------------------------------------------------------
# Triggers and conditions


def trigger_matches(
    trigger: fx.Trigger, moment: Moment, source: str, ctx: Context, game: GameApi
) -> bool:
    """Whether ``trigger`` of ``source``'s text fires at ``moment``."""
    if isinstance(trigger, fx.WhenRevealed):
        return moment.trigger is Trigger.CARD_REVEALED and moment.card == source
    if isinstance(trigger, fx.AtPhase):
        if moment.trigger is not PHASES[trigger.phase] or not game.is_revealed(source):
            return False
        if trigger.next_turn:
            return ctx.slot is not None and moment.slot == ctx.slot + 1
        return not trigger.phase.numbered or trigger.covers(moment.slot or 0)
    if moment.trigger is not EVENTS[trigger.event]:
        return False
    if trigger.party is fx.Party.THIS:
        return moment.card == source
    if not game.is_revealed(source):
        return False
    if trigger.slots is not None and moment.slot not in resolve_slots(trigger.slots, ctx.slot):
        return False
    if trigger.party is fx.Party.ANY:
        return True
    who = moment.player
    if who is None and moment.card is not None:
        who = game.owner(moment.card)
    return (who == ctx.controller) == (trigger.party is fx.Party.YOURS)


def moment_trigger(trigger: fx.Trigger) -> Trigger:
    """The trigger of the moments at which ``trigger`` may fire (:func:`trigger_matches`)."""
    if isinstance(trigger, fx.WhenRevealed):
        return Trigger.CARD_REVEALED
    if isinstance(trigger, fx.AtPhase):
        return PHASES[trigger.phase]
    return EVENTS[trigger.event]


def own_card(trigger: fx.Trigger) -> bool:
    """Whether ``trigger`` fires only at moments about its own card (:func:`trigger_matches`):
    "when revealed", "when this card is destroyed" ..."""
    return isinstance(trigger, fx.WhenRevealed) or (
        isinstance(trigger, fx.OnEvent) and trigger.party is fx.Party.THIS
    )


def lead(ctx: Context, game: GameApi, *, lasting: bool = False) -> int:
    """By how many points the controller leads (negative: trails): points this round, plus the
    slots not scored yet as they would score now. For a lasting effect (``lasting``), without the
    effects that depend on the standing themselves (:meth:`~hooks.GameApi.standing_points`); for an
    ability firing now, as the table stands, every effect included."""
    if lasting:
        score = list(game.standing_points())
    else:
        points, _ = game.round_score()
        score = list(points)
        for slot in game.unscored():
            winner = game.slot_result(slot)[0]
            if winner is not None:
                score[winner] += 1
    return score[ctx.controller] - score[ctx.opponent]


def score_is(condition: fx.ScoreIs, ctx: Context, game: GameApi, *, lasting: bool) -> bool:
    """Whether the controller is ahead, behind (by at least ``condition.by``) or tied."""
    ahead = lead(ctx, game, lasting=lasting)
    return {
        fx.Standing.AHEAD: ahead >= condition.by,
        fx.Standing.BEHIND: -ahead >= condition.by,
        fx.Standing.TIED: ahead == 0,
        fx.Standing.NOT_AHEAD: ahead < condition.by,
        fx.Standing.NOT_BEHIND: -ahead < condition.by,
        fx.Standing.NOT_TIED: ahead != 0,
    }[condition.standing]


_COMPARE: dict[fx.Relation | fx.HandRelation, Callable[[int, int], bool]] = {
    fx.Relation.HIGHER: operator.gt,
    fx.Relation.LOWER: operator.lt,
    fx.Relation.EQUAL: operator.eq,
    fx.Relation.NOT_HIGHER: operator.le,
    fx.Relation.NOT_LOWER: operator.ge,
    fx.HandRelation.MORE: operator.gt,
    fx.HandRelation.FEWER: operator.lt,
    fx.HandRelation.SAME: operator.eq,
    fx.HandRelation.NOT_MORE: operator.le,
    fx.HandRelation.NOT_FEWER: operator.ge,
}
"""A comparison of two numbers (the first is OC's value, or your hand's size)."""


def holds(
    condition: fx.Condition | None, ctx: Context, game: GameApi, *, lasting: bool = False
) -> bool:
    """Whether ``condition`` holds now (no condition always holds); ``lasting`` for the condition
    of a lasting effect, checked at every moment it applies."""
    if condition is None:
        return True
    if isinstance(condition, fx.CompareOpposing):
        oc = opposing(ctx, game)
        if not oc:
            return False
        theirs, mine = max(game.value(c) for c in oc), _value(ctx.source, game)
        if condition.printed:  # the printed values (of an OC its controller can see)
            seen = [game.face(c).value for c in oc if _face_seen(c, ctx.controller, game)]
            if not seen:
                return False
            theirs, mine = max(seen), game.face(ctx.source).value
        return _COMPARE[condition.relation](theirs, mine)
    if isinstance(condition, fx.ScoreIs):
        return score_is(condition, ctx, game, lasting=lasting)
    if isinstance(condition, fx.InSlot):
        return ctx.slot is not None and ctx.slot in resolve_slots(condition.slots, ctx.slot)
    if isinstance(condition, fx.HandSize):
        (seat,) = players(condition.player, ctx)[:1]
        return condition.relation.accepts(len(game.hand(seat)), condition.count)
    if isinstance(condition, fx.CardCount):
        found = len(matches(condition.cards, ctx, game))
        return condition.relation.accepts(found, condition.count)
    if isinstance(condition, fx.WinsSlot):
        (seat,) = players(condition.player, ctx)[:1]
        slots = resolve_slots(condition.slots, ctx.slot)
        return bool(slots) and all(game.slot_result(s)[0] == seat for s in slots)
    if isinstance(condition, fx.AllOf):
        return all(holds(c, ctx, game, lasting=lasting) for c in condition.conditions)
    if isinstance(condition, fx.HasState):
        cards = opposing(ctx, game) if condition.opposing else (ctx.source,)
        return any(_has_state(c, condition.state, game) for c in cards)
    if isinstance(condition, fx.ValueIs):
        return value_is(condition, ctx, game)
    if isinstance(condition, fx.HandCompare):
        mine, theirs = len(game.hand(ctx.controller)), len(game.hand(ctx.opponent))
        return _COMPARE[condition.relation](mine, theirs)
    if isinstance(condition, fx.IsExtreme):
        return is_extreme(condition, ctx, game)
    return not opposing(ctx, game)


def is_extreme(condition: fx.IsExtreme, ctx: Context, game: GameApi) -> bool:
    """Whether the subject (this card on the table, or the highest OC) has the highest (lowest)
    value of the cards on the table, ties included; a printed value counts only face up (0
    face down)."""

    def worth(card: str) -> int:
        if condition.printed:
            return game.face(card).value if game.is_revealed(card) else 0
        return game.value(card)

    if condition.subject is fx.Subject.OPPOSING:
        cards = opposing(ctx, game)
    else:
        cards = (ctx.source,) if ctx.slot is not None else ()
    if not cards:
        return False
    mine = max(worth(c) for c in cards)
    table = [worth(c) for c in game.table_cards()]
    return mine >= max(table) if condition.highest else mine <= min(table)


def value_is(condition: fx.ValueIs, ctx: Context, game: GameApi) -> bool:
    """Whether the subject's value (the highest OC's; printed if asked, and only one the controller
    may see) passes the test; false without a subject."""
    if condition.subject is fx.Subject.OPPOSING:
        cards = opposing(ctx, game)
    elif condition.subject is fx.Subject.THAT_CARD:
        cards = (ctx.that_card,) if ctx.that_card is not None else ()
    elif condition.subject is fx.Subject.MOVED:
        cards = (ctx.moved,) if ctx.moved is not None else ()
    else:
        cards = (ctx.source,)
    if condition.printed:
        seen = [game.face(c).value for c in cards if _face_seen(c, ctx.controller, game)]
        return bool(seen) and condition.test.accepts(max(seen))
    return bool(cards) and condition.test.accepts(max(_value(c, game) for c in cards))


# --------------------------------------------------------------------------------------------------
# Effects


LIVE = fx.LIVE_CHANGES
"""Continuous value changes worked out live while the card is in play."""

ONE_EACH = (fx.SwapSlots, fx.SwapValues, fx.Trade)
"""Effects that need exactly one card of each of their targets."""


def checked_once(ability: fx.Ability) -> bool:
    """Whether the condition of an ability's live changes is checked once, when it resolves at
    reveal ("If ..."), rather than at every moment ("While ...")."""
    return ability.condition is not None and not ability.throughout


def depends_on_standing(ability: fx.Ability) -> bool:
    """Whether an ability's condition is the score standing (its lasting effects are left out
    while the standing is judged)."""
    return isinstance(ability.condition, fx.ScoreIs)


def _modifier(
    effect: fx.Effect, source: str, target: str, note: str, times: int = 1
) -> Modifier | None:
    if isinstance(effect, fx.Modify):
        return Modifier(source, target, ModOp.ADD, effect.amount * times, note)
    if isinstance(effect, fx.SetValue):  # "has value equal to the roll": the number rolled
        value = times if effect.per is not None else effect.value
        return Modifier(source, target, ModOp.SET, value, note)
    if isinstance(effect, fx.MultiplyValue):
        return Modifier(source, target, ModOp.MULTIPLY, effect.factor, note)
    if isinstance(effect, fx.HalveValue):
        return Modifier(source, target, ModOp.HALVE, 2, note)
    if isinstance(effect, fx.ResetValue):
        return Modifier(source, target, ModOp.RESET, 0, note)
    if isinstance(effect, fx.ValueLimit):
        if effect.bound is None:
            op = ModOp.NOT_RAISED if effect.upper else ModOp.NOT_LOWERED
            return Modifier(source, target, op, 0, note)
        op = ModOp.AT_MOST if effect.upper else ModOp.AT_LEAST
        return Modifier(source, target, op, effect.bound, note)
    return None


def _targets(effect: fx.Effect) -> tuple[fx.Target, ...]:
    """The targets of an effect whose cards are picked when it resolves, in the order asked."""
    if isinstance(effect, fx.MultiplyByValue):
        return (effect.target, effect.by)
    if isinstance(effect, fx.CopyValue):
        return (effect.target, effect.source)
    if isinstance(effect, fx.SwapSlots | fx.SwapValues):
        return (effect.first, effect.second)
    if isinstance(effect, fx.Trade):
        return (effect.yours, effect.theirs)
    if isinstance(effect, fx.Place):
        return (effect.source,)
    target = getattr(effect, "target", None)
    return (target,) if isinstance(target, fx.Target) else ()


def _needs_one(effect: fx.Effect, target: fx.Target) -> bool:
    """Whether ``target`` of ``effect`` must come down to a single card."""
    return isinstance(effect, ONE_EACH) or (
        (isinstance(effect, fx.MultiplyByValue) and target is effect.by)
        or (isinstance(effect, fx.CopyValue) and target is effect.source)
    )


class NeedAnswer(Exception):
    """Planning needs an answer not given yet."""

    def __init__(self, ask: Ask) -> None:
        super().__init__(ask.prompt)
        self.ask = ask


Prompt = str | Callable[[], str]
"""A question's prompt, or a function that words it (only a question asked needs its words)."""


def _worded(prompt: Prompt) -> str:
    return prompt if isinstance(prompt, str) else prompt()


class _Prompt:
    """A prompt worded when asked: the effect's words (``head()``), then ``words`` with
    ``detail`` (a target, a place) in it."""

    __slots__ = ("detail", "head", "words")

    def __init__(self, head: Callable[[], str], words: str, detail: object) -> None:
        self.head = head
        self.words = words
        self.detail = detail

    def __call__(self) -> str:
        return f"{self.head()} {self.words.format(_detail_text(self.detail))}"


@lru_cache(maxsize=4096)
def _detail_text(detail: object) -> str:
    """A prompt's detail (a target, a place) in words, written once for each."""
    return str(detail)


class Answers:
    """The answers given so far, read in the order planning asks its questions; a question with
    no answer left raises :class:`NeedAnswer`."""

    def __init__(self, answers: Sequence[str]) -> None:
        self._left = list(answers)

    def _next(self) -> str | None:
        return self._left.pop(0) if self._left else None

    def cards(
        self,
        prompt: Prompt,
        found: tuple[str, ...],
        count: int,
        *,
        up_to: bool = False,
        chooser: int | None = None,
        shown: bool = False,
        chance: bool = False,
    ) -> tuple[str, ...]:
        """``count`` of ``found``, one answer each: all of them if there are no more (unless
        ``up_to``, where the chooser may also stop early; then nothing found asks nothing).
        ``shown``: the chooser sees the cards (:attr:`Ask.shown`)."""
        if not up_to and len(found) <= count:
            return found
        chosen: list[str] = []
        while len(chosen) < min(count, len(found)):
            answer = self._next()
            if answer is None:
                left = tuple(c for c in found if c not in chosen)
                ask = Ask(
                    _worded(prompt),
                    left,
                    chooser=chooser,
                    optional=up_to,
                    shown=shown,
                    chance=chance,
                )
                raise NeedAnswer(ask)
            if answer == STOP:
                break
            chosen.append(answer)
        return tuple(chosen)

    def word(
        self,
        prompt: Prompt,
        words: tuple[str, ...],
        chooser: int | None = None,
        chance: bool = False,
    ) -> str:
        """One of ``words`` (an option's yes or no; with ``chance``, a coin's heads or tails)."""
        answer = self._next()
        if answer is None:
            raise NeedAnswer(Ask(_worded(prompt), words=words, chooser=chooser, chance=chance))
        assert answer in words, f"{answer!r} is not one of {words}"
        return answer

    def slot(self, prompt: Prompt, slots: tuple[int, ...]) -> int:
        """One of ``slots`` (no question if there is only one)."""
        if len(slots) == 1:
            return slots[0]
        answer = self._next()
        if answer is None:
            raise NeedAnswer(Ask(_worded(prompt), slots=slots))
        slot = answered_slot(answer)
        assert slot in slots, f"{answer!r} is not one of the slots {slots}"
        return slot


@dataclass(frozen=True, slots=True)
class Planned:
    """One effect of a firing ability with everything chosen for it: the cards of each of its
    targets, the destination slot (move, place) and each discarding player's cards."""

    effect: fx.Effect
    cards: tuple[tuple[str, ...], ...] = ()
    slot: int | None = None
    discards: tuple[tuple[int, tuple[str, ...]], ...] = ()
    counted: int = 0
    """What an effect that counts a die's roll (:data:`fx.ROLLED`) or the cards the effect before
    acted on (:data:`fx.AFFECTED`) counts."""
    drawn: tuple[tuple[int, int], ...] = ()
    """How many cards each drawing player chose to draw ("Draw up to 2 cards")."""

    @property
    def acted_on(self) -> int:
        """How many cards the effect acts on (as chosen when planned)."""
        if self.discards:
            return sum(len(cards) for _, cards in self.discards)
        if self.drawn:
            return sum(count for _, count in self.drawn)
        if isinstance(self.effect, fx.Draw | fx.Discard):
            return self.effect.count
        return len(self.first)

    @property
    def first(self) -> tuple[str, ...]:
        """The cards of the first target (none if it has no target)."""
        return self.cards[0] if self.cards else ()


@lru_cache(maxsize=4096)
def _sentence(effect: fx.Effect) -> str:
    """An effect in words, as prompts quote it (written once for each effect)."""
    return sentence(effect)


class _Targeting(NamedTuple):
    """A target of an effect as planning reads it (:func:`_targeting`)."""

    target: fx.Target
    needs_one: bool
    """Whether it must come down to one card (:func:`_needs_one`)."""
    extreme: bool
    """Whether it picks the highest or lowest."""
    chosen: bool
    """Whether its cards are chosen ("choose", "up to"): a card that can't be targeted is not."""


@compiled
def _targeting(effect: fx.Effect) -> tuple[_Targeting, ...]:
    """The targets of ``effect`` in the order asked, as planning reads them (worked out once for
    each effect)."""
    return tuple(
        _Targeting(
            target,
            _needs_one(effect, target),
            target.pick in (fx.Pick.HIGHEST, fx.Pick.LOWEST),
            target.pick in (fx.Pick.CHOOSE, fx.Pick.UP_TO),
        )
        for target in _targets(effect)
    )


def plan_effect(effect: fx.Effect, ctx: Context, game: GameApi, answers: Answers) -> Planned:
    """Pick the cards, slot and discards of one effect, asking for what is a choice (prompts are
    worded only for a question asked)."""

    def head() -> str:
        return f"{game.face(ctx.source).title}: {_sentence(effect)}."

    cards: list[tuple[str, ...]] = []
    for target, needs_one, picks_extreme, chosen in _targeting(effect):
        found = matches(target, ctx, game, effect)
        if picks_extreme:
            found = extreme(found, target.pick, game)
        one = needs_one and len(found) > 1
        if (one or chosen) and found:  # "can't be targeted"
            found = game.unprotected(found, Protected.CHOOSE, ctx.source)
        if one and len(found) > 1:
            cards.append(answers.cards(_Prompt(head, "Choose one of {}", target), found, 1))
        elif target.pick is fx.Pick.CHOOSE:
            cards.append(answers.cards(_Prompt(head, "Choose {}", target), found, target.count))
        elif target.pick is fx.Pick.UP_TO:
            cards.append(
                answers.cards(
                    _Prompt(head, "Choose {}, or stop choosing", target),
                    found,
                    target.count,
                    up_to=True,
                )
            )
        elif isinstance(effect, fx.Rearrange):
            cards.append(_order(head, found, answers))
        elif isinstance(effect, fx.Scry):
            cards.extend(_scry(head, effect, found, answers))
        elif target.pick is fx.Pick.RANDOM:
            cards.append(
                answers.cards(
                    lambda: f"{head()} A card at random", found, target.count, chance=True
                )
            )
        elif target.pick in (fx.Pick.HIGHEST, fx.Pick.LOWEST):
            cards.append(
                answers.cards(lambda: f"{head()} Choose one of the cards tied for it", found, 1)
            )
        else:
            cards.append(found)
    if isinstance(effect, fx.Dig):
        top = game.deck(ctx.controller)[: effect.count]
        cards.append(
            answers.cards(
                lambda: f"{head()} Choose the cards to keep", top, effect.keep, shown=True
            )
        )
    kind = type(effect)
    if kind not in _PLANNED_FURTHER:
        return Planned(effect, tuple(cards))
    slot = None
    if isinstance(effect, fx.Move | fx.Place) and cards[0]:
        slots = resolve_slots(effect.to, ctx.slot)
        if effect.to.kind is fx.SlotKind.EMPTY:
            slots = tuple(s for s in slots if not game.table_cards(s))
        if slots:
            slot = answers.slot(lambda: f"{head()} Choose the slot", slots)
    discards: list[tuple[int, tuple[str, ...]]] = []
    if isinstance(effect, fx.Discard) and effect.extreme is not None:
        for seat in players(effect.player, ctx):
            chooser = None if seat == ctx.controller else seat
            tied = _Prompt(head, "Choose the card to discard among those tied{}", "")
            held = _discardable(effect, seat, game)
            discards.append((seat, _extremes(held, effect, tied, chooser, game, answers)))
    elif isinstance(effect, fx.Discard) and not effect.at_random:
        for seat in players(effect.player, ctx):
            mine = seat == ctx.controller
            whose = "your hand" if mine or not effect.yours_to_choose else "opp.'s hand"
            stop = ", or stop choosing" if effect.up_to else ""
            prompt = _Prompt(head, f"Choose a card of {whose} to discard{{}}", stop)
            chooser = None if mine or effect.yours_to_choose else seat
            shown = effect.yours_to_choose and not mine  # you see the hand you choose from
            picked = answers.cards(
                prompt,
                _discardable(effect, seat, game),
                effect.count,
                chooser=chooser,
                up_to=effect.up_to,
                shown=shown,
            )
            discards.append((seat, picked))
    if isinstance(effect, fx.DiscardTo):
        for seat in players(effect.player, ctx):
            hand = game.hand(seat)
            chooser = None if seat == ctx.controller else seat
            excess = max(0, len(hand) - effect.size)
            down_to = _Prompt(head, "Choose a card of {} hand to discard", "your")
            discards.append((seat, answers.cards(down_to, hand, excess, chooser=chooser)))
    if isinstance(effect, fx.GiveCards):
        for seat in players(effect.player, ctx):
            chooser = None if seat == ctx.controller else seat
            given = _Prompt(head, "Choose a card of {} hand to give", "your")
            discards.append(
                (seat, answers.cards(given, game.hand(seat), effect.count, chooser=chooser))
            )
    if isinstance(effect, fx.Sacrifice):
        for seat in players(effect.player, ctx):
            held = tuple(c for c, _, controller in game.placed() if controller == seat)
            chooser = None if seat == ctx.controller else seat
            destroyed = _Prompt(head, "Choose a card of {} on the table to destroy", "yours")
            discards.append((seat, answers.cards(destroyed, held, effect.count, chooser=chooser)))
    return Planned(effect, tuple(cards), slot, tuple(discards))


_PLANNED_FURTHER = frozenset(
    {fx.Move, fx.Place, fx.Discard, fx.DiscardTo, fx.Sacrifice, fx.GiveCards}
)
"""The effects planned beyond their targets' cards: a destination slot, or cards to discard."""


def _discardable(effect: fx.Discard, seat: int, game: GameApi) -> tuple[str, ...]:
    """The cards of ``seat``'s hand ``effect`` may discard: those whose printed value passes
    its test, if it has one."""
    test = effect.cards
    held = game.hand(seat)
    return held if test is None else tuple(c for c in held if test.accepts(game.face(c).value))


def _extremes(
    hand: tuple[str, ...],
    effect: fx.Discard,
    prompt: Prompt,
    chooser: int | None,
    game: GameApi,
    answers: Answers,
) -> tuple[str, ...]:
    """The ``effect.count`` cards of ``hand`` of the highest (lowest) printed values: those
    beyond the last value taken go, and the discarding player chooses among the cards of that
    value."""
    highest = effect.extreme is fx.Pick.HIGHEST
    ranked = sorted(hand, key=lambda c: game.face(c).value, reverse=highest)
    if len(ranked) <= effect.count:
        return tuple(ranked)
    edge = game.face(ranked[effect.count - 1]).value
    sure = tuple(
        c for c in ranked if (game.face(c).value > edge) == highest and game.face(c).value != edge
    )
    tied = tuple(c for c in ranked if game.face(c).value == edge)
    return sure + answers.cards(prompt, tied, effect.count - len(sure), chooser=chooser)


def _how_many(effect: fx.Draw, ctx: Context, game: GameApi, answers: Answers) -> Planned:
    """ "Draw up to 2 cards": each drawing player says how many (a numbered answer)."""
    drawn: list[tuple[int, int]] = []
    for seat in players(effect.player, ctx):
        said = tuple(
            option_answer(n + 1, f"draw {n} card{'s' if n != 1 else ''}")
            for n in range(min(effect.count, MOST_OPTIONS - 1) + 1)
        )
        chooser = None if seat == ctx.controller else seat
        picked = answers.word(f"{game.face(ctx.source).title}: draw how many?", said, chooser)
        number = option_number(picked)
        assert number is not None
        drawn.append((seat, number - 1))
    return Planned(effect, drawn=tuple(drawn))


def _order(
    head: Callable[[], str], found: tuple[str, ...], answers: Answers, *, bottom: bool = False
) -> tuple[str, ...]:
    """The cards of ``found`` in the order the controller puts them (first: on top; with
    ``bottom``, first: the highest of those put on the bottom), one card at a time; the
    controller sees them."""
    order: list[str] = []
    left = list(found)
    while len(left) > 1:
        if bottom:
            place = "on the bottom" if not order else "under it"
        else:
            place = "on top" if not order else f"next ({len(order) + 1} from the top)"
        (card,) = answers.cards(
            _Prompt(head, "Choose the card to put {}", place),
            tuple(left),
            1,
            shown=True,
        )
        order.append(card)
        left.remove(card)
    return (*order, *left)


def _scry(
    head: Callable[[], str], effect: fx.Scry, found: tuple[str, ...], answers: Answers
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cards of ``found`` that stay on top, in the order put back, and those that go to the
    bottom, in the order put there (the last one the bottom card): the controller picks the
    cards for the bottom (all of them, with ``every``) and orders both, seeing them."""
    if effect.every:
        down = found
    else:
        down = answers.cards(
            _Prompt(head, "Choose a card to put on the bottom{}, or stop choosing", ""),
            found,
            len(found),
            up_to=True,
            shown=True,
        )
    top = tuple(c for c in found if c not in down)
    return _order(head, top, answers), _order(head, down, answers, bottom=True)


def payable(cost: fx.Effect, ctx: Context, game: GameApi) -> bool:
    """Whether the cost of an option can be paid in full (a discard needs the cards in hand, an
    effect on cards needs a card to act on; a whole hand is paid whatever it holds)."""
    if isinstance(cost, fx.Discard) and cost.count == fx.WHOLE_HAND:
        return True
    if isinstance(cost, fx.Discard):
        return all(
            len(_discardable(cost, seat, game)) >= cost.count for seat in players(cost.player, ctx)
        )
    if isinstance(cost, fx.Sacrifice):
        held = [controller for _, _, controller in game.placed()]
        return all(held.count(seat) >= cost.count for seat in players(cost.player, ctx))
    return all(matches(target, ctx, game, cost) for target in _targets(cost))


def _flat(effects: tuple[fx.Effect, ...]) -> list[fx.Effect]:
    """Effects with those they hold (options, coins, dice, choices)."""
    return [
        inner
        for effect in effects
        for inner in (effect, *(e for g in fx.groups_of(effect) for e in _flat(g)))
    ]


def _plan_all(
    effects: tuple[fx.Effect, ...], ctx: Context, game: GameApi, answers: Answers
) -> list[Planned]:
    return [p for inner in effects for p in plan_effects(inner, ctx, game, answers)]


def plan_effects(effect: fx.Effect, ctx: Context, game: GameApi, answers: Answers) -> list[Planned]:
    """Plan one effect of a firing ability, with the effects it leads to (:func:`_branch`: an
    option asks its chooser first, and is offered only if its cost can be paid)."""
    taken = _branch(effect, ctx, game, answers)
    if taken is not None:
        groups = fx.groups_of(effect)
        return _plan_all(tuple(e for g in taken for e in groups[g]), ctx, game, answers)
    if isinstance(effect, fx.Roll):  # its effects count the number rolled
        rolled = _rolled(ctx, game, answers)
        return [
            replace(planned, counted=rolled)
            for group in _outcomes(effect, rolled)
            for planned in _plan_all(effect.outcomes[group].effects, ctx, game, answers)
        ]
    if isinstance(effect, fx.Draw) and effect.up_to:
        return [_how_many(effect, ctx, game, answers)]
    if isinstance(effect, fx.IfThen | fx.RevealCompare):  # once the effects before it are done
        return [Planned(effect)]
    return [plan_effect(effect, ctx, game, answers)]


def _option_taken(effect: fx.OneOf, ctx: Context, game: GameApi, answers: Answers) -> int:
    """The index of the option of a choice of one that its chooser takes."""
    said = tuple(
        option_answer(number, option_text(o, effect.chooser))
        for number, o in enumerate(effect.options, 1)
    )
    chooser = None if effect.chooser is fx.Player.YOU else ctx.opponent
    return said.index(answers.word(f"{game.face(ctx.source).title}: choose one", said, chooser))


def _option_accepted(effect: fx.Optional, ctx: Context, game: GameApi, answers: Answers) -> bool:
    """Whether the chooser of an option ("you may ...") takes it: asked only if its cost can be
    paid (else declined)."""
    if not all(payable(cost, ctx, game) for cost in effect.cost):
        return False
    chooser = None if effect.chooser is fx.Player.YOU else ctx.opponent

    def prompt() -> str:
        return f"{game.face(ctx.source).title}: {_sentence(replace(effect, declined=()))}?"

    return answers.word(prompt, (YES, NO), chooser) == YES


_BRANCHING = (fx.Optional, fx.Chance, fx.OneOf, fx.Roll)
"""Effects that hold others and take some groups of them by a choice, a toss or a roll: the effects
of the groups taken are planned one at a time, as they come (:func:`_branch`)."""


@compiled
def _counts_roll(effect: fx.Effect) -> bool:
    """Whether an effect a die's roll leads to counts the number rolled ("Draw that many")."""
    return any(getattr(inner, "per", None) == fx.ROLLED for inner in _flat((effect,)))


def _branch(
    effect: fx.Effect, ctx: Context, game: GameApi, answers: Answers
) -> tuple[int, ...] | None:
    """For an option, a coin toss, a choice of one or a die roll: the groups of its effects
    (``effects.groups_of``) that happen, once its chooser has answered, the coin has fallen or the
    die has rolled; else ``None`` (an effect planned whole by :func:`plan_effects`: one that is
    not of these, or a roll whose effects count the number rolled, which they keep)."""
    if isinstance(effect, fx.Chance):
        side = answers.word(
            f"{game.face(ctx.source).title}: a coin toss", (HEADS, TAILS), chance=True
        )
        return (1,) if side == TAILS else (0,)
    if isinstance(effect, fx.OneOf):
        return (_option_taken(effect, ctx, game, answers),)
    if isinstance(effect, fx.Optional):
        return (0, 1) if _option_accepted(effect, ctx, game, answers) else (2,)
    if isinstance(effect, fx.Roll) and not _counts_roll(effect):
        return _outcomes(effect, _rolled(ctx, game, answers))
    return None


def _rolled(ctx: Context, game: GameApi, answers: Answers) -> int:
    """The number a die rolls for the ability (a chance answer the game draws)."""
    return int(answers.word(f"{game.face(ctx.source).title}: a die roll", DIE_FACES, chance=True))


def _outcomes(effect: fx.Roll, rolled: int) -> tuple[int, ...]:
    """The outcomes of a die roll (by index) whose test accepts the number ``rolled``."""
    return tuple(
        group
        for group, outcome in enumerate(effect.outcomes)
        if outcome.test is None or outcome.test.accepts(rolled)
    )


def _held(effects: tuple[fx.Effect, ...], address: Address) -> fx.Effect:
    """The effect at ``address`` among an activation's ``effects``."""
    effect = effects[address[0]]
    for depth in range(1, len(address), 2):
        effect = fx.groups_of(effect)[address[depth]][address[depth + 1]]
    return effect


@compiled
def _counts_affected(effect: fx.Effect) -> bool:
    """Whether ``effect`` counts the cards the effect before it acted on ("for each of them")."""
    return bool(getattr(effect, "per", None) == fx.AFFECTED)


def _counted(plan: list[Planned]) -> list[Planned]:
    """``plan`` with each effect that counts the cards the effect before acted on ("for each of
    them") given that count."""
    if len(plan) < 2 or not any(_counts_affected(p.effect) for p in plan):
        return plan
    return [
        replace(p, counted=plan[i - 1].acted_on) if i and _counts_affected(p.effect) else p
        for i, p in enumerate(plan)
    ]


class Plan(NamedTuple):
    """What an activation carries out now, and the rest of it (``None``: nothing more), planned
    once these are done."""

    planned: list[Planned]
    rest: Activation | None


class TextAbility(Ability):
    """The abilities of one card text."""

    def __init__(self, text: fx.CardText) -> None:
        self.text = text
        self._live = [
            (index, a, [e for e in a.effects if fx.is_live(a, e)])
            for index, a in enumerate(text.abilities)
            if any(fx.is_live(a, e) for e in a.effects)
        ]
        self._rules = [
            (index, a, [e for e in a.effects if fx.is_live_rule(a, e)])
            for index, a in enumerate(text.abilities)
            if any(fx.is_live_rule(a, e) for e in a.effects)
        ]
        self._index = {id(a): index for index, a in enumerate(text.abilities)}
        self._once = tuple(
            index
            for index, a in enumerate(text.abilities)
            if checked_once(a) and a.conditions_live_change
        )
        """The abilities (by index) whose live changes start only if their condition holds when
        the card's "when revealed" ability resolves (:meth:`resolve` marks those that do)."""
        self.silences = any(
            isinstance(e, fx.Silence) for a in text.abilities for e in _flat(a.effects)
        )
        self.modifies = bool(self._live)
        self.changes_rules = bool(self._rules)
        self.rule_kinds = rule_kinds(e for _, _, effects in self._rules for e in effects)
        kinds = [(a, moment_trigger(a.trigger)) for a in text.abilities]
        self.triggers = frozenset(
            {kind for _, kind in kinds}
            | ({Trigger.CARD_REVEALED} if self._live or self._once else set())
        )
        self.own_triggers = frozenset(
            trigger
            for trigger in self.triggers
            if all(own_card(a.trigger) for a, kind in kinds if kind is trigger)
        )
        self._at: dict[Trigger, tuple[tuple[fx.Ability, bool], ...]] = {
            trigger: tuple((a, own_card(a.trigger)) for a, kind in kinds if kind is trigger)
            for trigger in self.triggers
        }
        """The abilities that may fire at a moment of each trigger, in order, each with whether
        it fires only at moments about its own card."""
        self._one_shot: dict[int, tuple[fx.Effect, ...]] = {
            id(a): tuple(e for e in a.effects if not fx.is_live(a, e) and not fx.is_live_rule(a, e))
            for a in text.abilities
        }
        """The effects of each ability (by its identity) that are carried out when it fires: not
        the live value and rule changes of "when revealed", in force while the card is."""

    def candidates(self, moment: Moment, source: str) -> Iterator[fx.Ability]:
        """The abilities of the text whose trigger is of ``moment``'s kind (and, for one that fires
        only for its own card, about ``source``), in order: those that may fire."""
        for ability, own in self._at.get(moment.trigger, ()):
            if not own or moment.card == source:
                yield ability

    def _firing(
        self, moment: Moment, source: str, game: GameApi, ctx: Context | None = None
    ) -> Iterator[fx.Ability]:
        """The abilities of the text that fire at ``moment``, in order (the context, unless
        given, is worked out once an ability's trigger is of the moment's kind)."""
        for ability in self.candidates(moment, source):
            if ctx is None:
                ctx = context(source, game, None, moment)
            if trigger_matches(ability.trigger, moment, source, ctx, game) and holds(
                ability.condition, ctx, game
            ):
                yield ability

    def starts_live(self, moment: Moment, source: str) -> bool:
        """Whether ``moment`` is the reveal of ``source`` and starts its live value changes (and
        the live rule changes whose condition is checked once, now)."""
        return (
            bool(self._live or self._once)
            and moment.trigger is Trigger.CARD_REVEALED
            and moment.card == source
        )

    def started_now(self, ctx: Context, game: GameApi) -> tuple[int, ...]:
        """The abilities (by index) whose condition is checked once and holds now, as the card's
        "when revealed" ability resolves: those whose live changes start."""
        abilities = self.text.abilities
        return tuple(i for i in self._once if holds(abilities[i].condition, ctx, game))

    def fires(self, moment: Moment, source: str, game: GameApi) -> bool:
        if self.starts_live(moment, source):
            return True
        ctx: Context | None = None
        for ability, own in self._at.get(moment.trigger, ()):  # as _firing, without a generator
            if own and moment.card != source:
                continue
            if ctx is None:
                ctx = context(source, game, None, moment)
            if trigger_matches(ability.trigger, moment, source, ctx, game) and holds(
                ability.condition, ctx, game
            ):
                return True
        return False

    # -- planning: which cards each effect acts on ------------------------------------------

    def fired(self, activation: Activation, ctx: Context, game: GameApi) -> tuple[int, ...]:
        """The abilities (by index) that fire for ``activation``: those that fired when it
        started, for the rest of one (:attr:`Activation.fired`)."""
        if activation.fired is not None:
            return activation.fired
        index = self._index
        return tuple(
            index[id(a)] for a in self._firing(activation.moment, activation.source, game, ctx)
        )

    def plan(self, activation: Activation, ctx: Context, game: GameApi) -> Plan:
        """The next firing one-shot (or stored) effect of the activation with its choices, as
        it resolves now (``ctx``: its context), with the effects after it that count what it
        acted on ("for each of them"); and the rest of the activation, planned once these are
        done (a choice is made when its effect comes). Raises :class:`NeedAnswer` for a choice
        not answered yet."""
        answers = Answers(activation.answers)
        fired = self.fired(activation, ctx, game)
        abilities, one_shot = self.text.abilities, self._one_shot
        if len(fired) == 1:
            effects = one_shot[id(abilities[fired[0]])]
            if (
                len(effects) == 1 and not activation.step and not isinstance(effects[0], _BRANCHING)
            ):  # most abilities: one effect
                return Plan(_counted(plan_effects(effects[0], ctx, game, answers)), None)
        else:
            effects = tuple(e for index in fired for e in one_shot[id(abilities[index])])
        step = activation.step
        held = list(activation.inner)
        plan: list[Planned] = []
        while held or step < len(effects):
            address = held[0] if held else (step,)
            effect = _held(effects, address)
            if plan and not _counts_affected(effect):
                break
            if held:
                del held[0]
            else:
                step += 1
            taken = _branch(effect, ctx, game, answers)
            if taken is None:
                plan.extend(plan_effects(effect, ctx, game, answers))
            else:  # its effects come next, each planned when it comes
                groups = fx.groups_of(effect)
                held[:0] = [(*address, g, i) for g in taken for i in range(len(groups[g]))]
        more = held or step < len(effects)
        return Plan(
            _counted(plan), activation.continued(step, fired, tuple(held)) if more else None
        )

    def resolve(self, activation: Activation, game: GameApi) -> Ask | Activation | None:
        """Plan and carry out the effects one at a time, in order; a choice of an effect after
        the first one carried out returns the rest of the activation, which asks it."""
        ctx = context(activation.source, game, activation.controller, activation.moment)
        starting = activation.fired is None
        moved: str | None = None
        rest: Activation | None = activation
        while rest is not None:
            try:
                plan, later = self.plan(rest, ctx, game)
            except NeedAnswer as need:
                return need.ask if rest is activation else rest
            if starting and self.starts_live(activation.moment, activation.source):
                game.activate(activation.source, activation.source, self.started_now(ctx, game))
            starting = False
            for planned in plan:
                if isinstance(planned.effect, fx.IfThen):
                    _check(planned.effect, ctx._replace(moved=moved), game)
                    continue
                if isinstance(planned.effect, fx.RevealCompare):
                    _compare(planned.effect, ctx, game)
                    continue
                moved = _moving(planned, ctx, game)
            rest = later
        return None

    # -- continuous -------------------------------------------------------------------------

    def _applies(self, index: int, ability: fx.Ability, ctx: Context, game: GameApi) -> bool:
        """Whether the live changes of an ability apply now: if its condition is checked once,
        whether it started; if throughout, whether it holds now (one on the score standing is
        left out while the standing is judged)."""
        if index in self._once:
            return game.has_started(ctx.source, index)
        if ability.throughout and depends_on_standing(ability) and game.judging_standing():
            return False
        return holds(ability.condition, ctx, game, lasting=True)

    def modifiers(self, source: str, game: GameApi) -> tuple[Modifier, ...]:
        if not self._live or not game.is_active(source):  # not resolved yet, or fizzled
            return ()
        ctx = context(source, game)
        out: list[Modifier] = []
        for index, ability, live in self._live:
            if not self._applies(index, ability, ctx, game):
                continue
            for effect in live:
                assert isinstance(effect, LIVE)
                times = _times(effect, ctx, game)
                for card in matches(effect.target, ctx, game):
                    mod = _modifier(effect, source, card, game.face(source).title, times)
                    if mod is not None:
                        out.append(mod)
        return tuple(out)

    def rule_changes(self, source: str, game: GameApi) -> tuple[RuleChange, ...]:
        if not self._rules:
            return ()
        ctx = context(source, game)
        out: list[RuleChange] = []
        for index, ability, effects in self._rules:
            changes = [rule_change(e, ctx, game) for e in effects]
            if any(changes) and self._applies(index, ability, ctx, game):
                out.extend(c for c in changes if c is not None)
        return tuple(out)


PROTECTED: dict[fx.Action, Protected] = {
    fx.Action.DESTROY: Protected.DESTROY,
    fx.Action.MOVE: Protected.MOVE,
    fx.Action.RETURN: Protected.RETURN,
    fx.Action.HIDE: Protected.HIDE,
    fx.Action.TAP: Protected.TAP,
    fx.Action.CONTROL: Protected.CONTROL,
    fx.Action.UNTAP: Protected.UNTAP,
    fx.Action.COUNTERS: Protected.COUNTERS,
    fx.Action.REVEAL: Protected.REVEAL,
    fx.Action.CHOOSE: Protected.CHOOSE,
}


LASTING: dict[fx.Duration | None, Lasting] = {
    None: Lasting.IN_PLAY,
    fx.Duration.WHILE_IN_PLAY: Lasting.IN_PLAY,
    fx.Duration.UNTIL_END_OF_TURN: Lasting.TURN,
    fx.Duration.UNTIL_END_OF_ROUND: Lasting.ROUND,
}


def _times(effect: fx.Effect, ctx: Context, game: GameApi, counted: int = 0) -> int:
    """How many times a "+N for each ..." applies now (once without "for each"); a die's
    number ``counted`` for an effect that counts a roll or the cards the effect before acted on."""
    per = getattr(effect, "per", None)
    if per in (fx.ROLLED, fx.AFFECTED):
        return counted
    return 1 if per is None else len(matches(per, ctx, game))


TIES_SETTLED: dict[fx.TieRule, RuleKind] = {
    fx.TieRule.MORE_CARDS: RuleKind.TIES_MORE_HAND,
    fx.TieRule.FEWER_CARDS: RuleKind.TIES_FEWER_HAND,
    fx.TieRule.MORE_POINTS: RuleKind.TIES_MORE_POINTS,
    fx.TieRule.FEWER_POINTS: RuleKind.TIES_FEWER_POINTS,
    fx.TieRule.SLOT_WINNER: RuleKind.TIES_WINNER_OF,
}


RULE_KINDS: dict[type, frozenset[RuleKind]] = {
    fx.TieBreak: frozenset({RuleKind.TIES_HIGHER, RuleKind.TIES_LOWER}),
    fx.PrintedWins: frozenset({RuleKind.PRINTED_WINS}),
    fx.NoFizzle: frozenset({RuleKind.NO_FIZZLE, RuleKind.SLOT_ORDER}),
    fx.CantScore: frozenset({RuleKind.NO_SLOT_SCORE, RuleKind.NO_LOSE, RuleKind.NO_SCORE}),
    fx.WinSlot: frozenset({RuleKind.SLOT_TO}),
    fx.EmptyWins: frozenset({RuleKind.EMPTY_WINS}),
    fx.EmptyValue: frozenset({RuleKind.EMPTY_VALUE}),
    fx.TiesScoreBoth: frozenset({RuleKind.TIES_BOTH}),
    fx.FaceUpPlacement: frozenset({RuleKind.FACE_UP}),
    fx.RoundTieTo: frozenset({RuleKind.ROUND_TIE_TO}),
    fx.FewerPointsWin: frozenset({RuleKind.FEWER_WINS}),
    fx.WinRound: frozenset({RuleKind.ROUND_TO}),
    fx.DestroyedToHand: frozenset({RuleKind.DESTROYED_TO_HAND}),
    fx.Shield: frozenset({RuleKind.SHIELD}),
    fx.Unaffected: frozenset({RuleKind.UNAFFECTED}),
    fx.ReverseScoring: frozenset({RuleKind.SCORE_DOWN}),
    fx.Unscored: frozenset({RuleKind.UNSCORED}),
    fx.Silence: frozenset({RuleKind.SILENCE}),
    fx.CantDiscard: frozenset({RuleKind.NO_DISCARD}),
    fx.TiesTo: frozenset({RuleKind.TIES_TO}),
    fx.TiesSettled: frozenset(TIES_SETTLED.values()),
    fx.SlotWorth: frozenset({RuleKind.SLOT_WORTH}),
    fx.CantPlace: frozenset({RuleKind.NO_PLACE, RuleKind.NO_PLACE_VALUES}),
    fx.CantDraw: frozenset({RuleKind.NO_DRAW}),
    fx.Protect: frozenset({RuleKind.PROTECT}),
    fx.LowestWins: frozenset({RuleKind.LOWEST_WINS}),
    fx.StackedValuesAdd: frozenset({RuleKind.STACKED_ADD}),
    fx.ResolveOrder: frozenset({RuleKind.HIGHER_FIRST}),
}
"""The kinds of rule change :func:`rule_change` may make of each rule-changing effect (an effect
missing here may make any: :attr:`~hooks.Ability.rule_kinds`)."""


def rule_kinds(effects: Iterable[fx.Effect]) -> frozenset[RuleKind] | None:
    """The kinds of rule change ``effects`` may make (``None``: any, for an effect not in
    :data:`RULE_KINDS`)."""
    kinds: set[RuleKind] = set()
    for effect in effects:
        found = RULE_KINDS.get(type(effect))
        if found is None:
            return None
        kinds |= found
    return frozenset(kinds)


def rule_change(effect: fx.Effect, ctx: Context, game: GameApi) -> RuleChange | None:
    """The engine's rule change for a rule-changing effect (``None`` for other effects)."""
    if isinstance(effect, fx.TieBreak | fx.PrintedWins):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        if not slots:
            return None
        if isinstance(effect, fx.PrintedWins):
            return RuleChange(RuleKind.PRINTED_WINS, slots)
        higher = effect.order is fx.Order.HIGHER_FIRST
        return RuleChange(RuleKind.TIES_HIGHER if higher else RuleKind.TIES_LOWER, slots)
    if isinstance(effect, fx.NoFizzle):
        return RuleChange(RuleKind.SLOT_ORDER if effect.slot_order else RuleKind.NO_FIZZLE)
    if isinstance(effect, fx.CantScore):
        seats = frozenset(players(effect.player, ctx))
        if effect.slots is not None:
            slots = frozenset(resolve_slots(effect.slots, ctx.slot))
            return RuleChange(RuleKind.NO_SLOT_SCORE, slots, seats) if slots else None
        kind = RuleKind.NO_LOSE if effect.losing else RuleKind.NO_SCORE
        return RuleChange(kind, players=seats)
    return _rule_change_more(effect, ctx, game)


def _rule_change_more(effect: fx.Effect, ctx: Context, game: GameApi) -> RuleChange | None:
    """The rule changes of scoring slots and rounds, and of cards that rules single out."""
    if isinstance(effect, fx.WinSlot | fx.EmptyWins | fx.TiesScoreBoth):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        if not slots:
            return None
        if isinstance(effect, fx.WinSlot):
            return RuleChange(RuleKind.SLOT_TO, slots, frozenset(players(effect.player, ctx)))
        kind = RuleKind.EMPTY_WINS if isinstance(effect, fx.EmptyWins) else RuleKind.TIES_BOTH
        return RuleChange(kind, slots)
    if isinstance(effect, fx.EmptyValue):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        seats = {
            fx.Owner.ANY: BOTH_SEATS,
            fx.Owner.YOURS: frozenset({ctx.controller}),
            fx.Owner.OPPONENTS: frozenset({ctx.opponent}),
        }[effect.owner]
        return (
            RuleChange(RuleKind.EMPTY_VALUE, slots, seats, amount=effect.value) if slots else None
        )
    if isinstance(effect, fx.FaceUpPlacement):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        seats = frozenset(players(effect.player, ctx))
        return RuleChange(RuleKind.FACE_UP, slots, seats) if slots else None
    if isinstance(effect, fx.RoundTieTo):
        return RuleChange(RuleKind.ROUND_TIE_TO, players=frozenset(players(effect.player, ctx)))
    if isinstance(effect, fx.FewerPointsWin):
        return RuleChange(RuleKind.FEWER_WINS)
    if isinstance(effect, fx.WinRound):
        slots = frozenset() if effect.slots is None else frozenset(effect.slots.resolve(ctx.slot))
        if effect.slots is not None and not slots:
            return None
        return RuleChange(RuleKind.ROUND_TO, slots, frozenset(players(effect.player, ctx)))
    if isinstance(effect, fx.DestroyedToHand | fx.Unscored | fx.Silence | fx.Shield):
        cards = frozenset(matches(effect.target, ctx, game))
        kind = {
            fx.Shield: RuleKind.SHIELD,
            fx.Unscored: RuleKind.UNSCORED,
            fx.Silence: RuleKind.SILENCE,
            fx.DestroyedToHand: RuleKind.DESTROYED_TO_HAND,
        }[type(effect)]
        return RuleChange(kind, cards=cards) if cards else None
    return _rule_change_rest(effect, ctx, game)


def _rule_change_rest(effect: fx.Effect, ctx: Context, game: GameApi) -> RuleChange | None:
    """The rule changes of discards, ties, slot worth, places, draws, protection and order."""
    if isinstance(effect, fx.CantDiscard):
        return RuleChange(RuleKind.NO_DISCARD, players=frozenset(players(effect.player, ctx)))
    if isinstance(effect, fx.TiesTo | fx.SlotWorth):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        if not slots:
            return None
        if isinstance(effect, fx.SlotWorth):
            seats = frozenset(players(effect.winner, ctx))
            return RuleChange(
                RuleKind.SLOT_WORTH, slots, seats, amount=effect.points, margin=effect.margin
            )
        return RuleChange(RuleKind.TIES_TO, slots, frozenset(players(effect.player, ctx)))
    if isinstance(effect, fx.ReverseScoring):
        return RuleChange(RuleKind.SCORE_DOWN)
    if isinstance(effect, fx.Unaffected):
        cards = frozenset(matches(effect.target, ctx, game))
        sources = frozenset() if effect.by is None else frozenset(matches(effect.by, ctx, game))
        if not cards or (effect.by is not None and not sources):
            return None
        return RuleChange(RuleKind.UNAFFECTED, cards=cards, sources=sources)
    if isinstance(effect, fx.TiesSettled):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        other = () if effect.winner_of is None else resolve_slots(effect.winner_of, ctx.slot)
        if not slots or (effect.winner_of is not None and len(other) != 1):
            return None
        return RuleChange(TIES_SETTLED[effect.by], slots, values=frozenset(other))
    if isinstance(effect, fx.CantPlace):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        seats = frozenset(players(effect.player, ctx))
        if not slots:
            return None
        if effect.cards is not None:
            test = effect.cards
            barred = frozenset(v for v in range(1, 10) if test.accepts(v))
            return RuleChange(RuleKind.NO_PLACE_VALUES, slots, seats, values=barred)
        return RuleChange(RuleKind.NO_PLACE, slots, seats)
    if isinstance(effect, fx.CantDraw):
        return RuleChange(RuleKind.NO_DRAW, players=frozenset(players(effect.player, ctx)))
    if isinstance(effect, fx.Protect):
        cards = frozenset(matches(effect.target, ctx, game))
        actions = frozenset(PROTECTED[a] for a in effect.actions)
        seats = BOTH_SEATS if effect.by is None else frozenset(players(effect.by, ctx))
        return (
            RuleChange(RuleKind.PROTECT, players=seats, cards=cards, actions=actions)
            if cards
            else None
        )
    if isinstance(effect, fx.LowestWins):
        slots = frozenset(resolve_slots(effect.slots, ctx.slot))
        return RuleChange(RuleKind.LOWEST_WINS, slots) if slots else None
    if isinstance(effect, fx.StackedValuesAdd):
        slots = (
            frozenset()
            if effect.slots is None
            else frozenset(resolve_slots(effect.slots, ctx.slot))
        )
        if effect.slots is not None and not slots:
            return None
        seats = {
            fx.Owner.ANY: frozenset({0, 1}),
            fx.Owner.YOURS: frozenset({ctx.controller}),
            fx.Owner.OPPONENTS: frozenset({ctx.opponent}),
        }[effect.owner]
        return RuleChange(RuleKind.STACKED_ADD, slots, seats)
    if isinstance(effect, fx.ResolveOrder) and effect.order is fx.Order.HIGHER_FIRST:
        return RuleChange(RuleKind.HIGHER_FIRST)
    return None


def _add(modifier: Modifier, duration: fx.Duration, game: GameApi) -> None:
    """Store a continuous effect for its duration."""
    if duration is fx.Duration.WHILE_IN_PLAY:
        game.add_modifier(modifier)
    else:
        turn_only = duration is fx.Duration.UNTIL_END_OF_TURN
        game.add_timed_modifier(modifier, turn_only=turn_only)


def _moving(planned: Planned, ctx: Context, game: GameApi) -> str | None:
    """Carry out a planned effect; the one card it drew or discarded, if it did that."""
    effect = planned.effect
    if isinstance(effect, fx.ShowCards | fx.LookAt):  # "Reveal the top card of your deck."
        do(planned, ctx, game)
        return planned.first[0] if len(planned.first) == 1 else None
    if not isinstance(effect, fx.Draw | fx.Discard):
        do(planned, ctx, game)
        return None
    seats = players(effect.player, ctx)
    zone = game.hand if isinstance(effect, fx.Draw) else game.pile
    before = {seat: set(zone(seat)) for seat in seats}
    do(planned, ctx, game)
    arrived = [c for seat in seats for c in zone(seat) if c not in before[seat]]
    return arrived[0] if len(arrived) == 1 else None


def _compare(effect: fx.RevealCompare, ctx: Context, game: GameApi) -> None:
    """Both players' top cards are shown to both; the player whose card has the higher (lower)
    printed value does the effects (which ask nothing); equal values, or an empty deck: nothing."""
    tops = {seat: game.deck(seat)[:1] for seat in (ctx.controller, ctx.opponent)}
    shown = tuple(card for top in tops.values() for card in top)
    for seat in (ctx.controller, ctx.opponent):
        game.look_at(seat, shown, ctx.source)
    if not all(tops.values()):
        return
    mine, theirs = (game.face(tops[seat][0]).value for seat in (ctx.controller, ctx.opponent))
    if mine == theirs:
        return
    winner = ctx.controller if (mine > theirs) != effect.lower else ctx.opponent
    who = fx.Player.YOU if winner == ctx.controller else fx.Player.OPPONENT
    for inner in effect.effects:
        acted = replace(cast(Any, inner), player=who)
        for planned in plan_effects(acted, ctx, game, Answers(())):
            do(planned, ctx, game)


def _check(effect: fx.IfThen, ctx: Context, game: GameApi) -> None:
    """A check after the effects before it: if its condition holds now, its effects (which ask
    nothing) happen."""
    if not holds(effect.condition, ctx, game):
        return
    for inner in effect.effects:
        for planned in plan_effects(inner, ctx, game, Answers(())):
            do(planned, ctx, game)


def _copy_value(effect: fx.CopyValue, planned: Planned, ctx: Context, game: GameApi) -> None:
    """The cards take the value the source card has now (its printed value only if the
    controller can see it; otherwise nothing changes)."""
    source = [c for c in planned.cards[1] if game.slot_of(c) is not None]
    if not source:
        return
    if effect.printed and not _face_seen(source[0], ctx.controller, game):
        return
    value = game.face(source[0]).value if effect.printed else game.value(source[0])
    for card in planned.first:
        if game.slot_of(card) is not None and card != source[0]:
            mod = Modifier(ctx.source, card, ModOp.SET, value, game.face(ctx.source).title)
            _add(mod, effect.duration, game)


def do(planned: Planned, ctx: Context, game: GameApi) -> None:
    """Carry out one planned effect (:data:`_DO`; an effect that holds others is planned into
    them and never carried out itself)."""
    done = _DO.get(type(planned.effect))
    if done is not None:
        done(planned, ctx, game)


def _on_table(planned: Planned, game: GameApi) -> list[str]:
    """The cards of the first target that are on the table."""
    return [c for c in planned.first if game.slot_of(c) is not None]


def _do_counters(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.AddCounters)
    times = _times(effect, ctx, game, planned.counted)
    for card in _on_table(planned, game):
        if effect.sized:  # one counter the size of the count ("a counter equal to the roll")
            game.add_counter(card, effect.amount * times, ctx.source)
            continue
        for _ in range(effect.count * times):
            game.add_counter(card, effect.amount, ctx.source)


def _do_live(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, LIVE)
    on_table = _on_table(planned, game)
    note = game.face(ctx.source).title
    times = _times(effect, ctx, game, planned.counted)
    for card in on_table:
        mod = _modifier(effect, ctx.source, card, note, times)
        assert mod is not None
        _add(mod, effect.duration, game)


def _do_copy(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.CopyValue)
    _copy_value(effect, planned, ctx, game)


def _do_multiply_by(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.MultiplyByValue)
    on_table = _on_table(planned, game)
    note = game.face(ctx.source).title
    by = [c for c in planned.cards[1] if game.slot_of(c) is not None]
    if by:
        factor = game.value(by[0])
        for card in on_table:
            mod = Modifier(ctx.source, card, ModOp.MULTIPLY, factor, note)
            _add(mod, effect.duration, game)


def _do_destroy(planned: Planned, ctx: Context, game: GameApi) -> None:
    for card in _on_table(planned, game):
        game.destroy(card, ctx.source)


def _do_discard(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Discard)
    if effect.at_random and effect.extreme is None:
        for seat in players(effect.player, ctx):
            game.discard_at_random(seat, effect.count, ctx.source)
        return
    _discard_planned(planned, ctx, game)


def _discard_planned(planned: Planned, ctx: Context, game: GameApi) -> None:
    """Discard the cards planned for each player (chosen, highest, lowest or "down to N")."""
    for _, discarded in planned.discards:
        for card in discarded:
            game.discard(card, ctx.source)


def _do_draw(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Draw)
    if effect.up_to:
        for seat, count in planned.drawn:
            game.draw(seat, count, ctx.source)
        return
    for seat in players(effect.player, ctx):
        game.draw(seat, effect.count * _times(effect, ctx, game, planned.counted), ctx.source)


def _do_sacrifice(planned: Planned, ctx: Context, game: GameApi) -> None:
    for _, chosen in planned.discards:
        for card in chosen:
            game.destroy(card, ctx.source)


def _do_draw_to(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.DrawTo)
    for seat in players(effect.player, ctx):
        size = len(game.hand(1 - seat)) if effect.matching else effect.size
        game.draw(seat, max(0, size - len(game.hand(seat))), ctx.source)


def _do_points(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Points)
    times = _times(effect, ctx, game, planned.counted)
    for seat in players(effect.player, ctx):
        if times:
            game.score(seat, effect.amount * times, ctx.source)


def _do_reveal(planned: Planned, ctx: Context, game: GameApi) -> None:
    for card in _on_table(planned, game):
        game.reveal(card, ctx.source)


def _do_hide(planned: Planned, ctx: Context, game: GameApi) -> None:
    for card in _on_table(planned, game):
        game.hide(card, ctx.source)


def _do_return(planned: Planned, ctx: Context, game: GameApi) -> None:
    for card in planned.first:
        game.return_to_hand(card, ctx.source)


def _do_to_deck(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.ToDeck)
    for card in planned.first:
        game.to_deck(card, effect.bottom, ctx.source)


def _do_remove_counters(planned: Planned, ctx: Context, game: GameApi) -> None:
    for card in _on_table(planned, game):
        game.remove_counters(card, ctx.source)


def _do_move(planned: Planned, ctx: Context, game: GameApi) -> None:
    if planned.slot is not None:
        for card in _on_table(planned, game):
            game.move(card, planned.slot, ctx.source)


def _do_place(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Place)
    if planned.slot is not None:
        for card in planned.first:
            game.place_card(card, planned.slot, ctx.controller, ctx.source, face_up=effect.face_up)


def _one_each(planned: Planned, game: GameApi) -> list[str]:
    """The one card of each target, of those on the table."""
    return [group[0] for group in planned.cards if group and game.slot_of(group[0]) is not None]


def _do_swap_slots(planned: Planned, ctx: Context, game: GameApi) -> None:
    pair = _one_each(planned, game)
    if len(pair) == 2 and pair[0] != pair[1]:
        game.swap_slots(pair[0], pair[1], ctx.source)


def _do_swap_values(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.SwapValues)
    pair = _one_each(planned, game)
    if len(pair) == 2 and pair[0] != pair[1]:
        first, second = game.own_value(pair[0]), game.own_value(pair[1])
        note = game.face(ctx.source).title
        _add(Modifier(ctx.source, pair[0], ModOp.SET, second, note), effect.duration, game)
        _add(Modifier(ctx.source, pair[1], ModOp.SET, first, note), effect.duration, game)


def _do_trade(planned: Planned, ctx: Context, game: GameApi) -> None:
    one_each = [group[0] for group in planned.cards if group]
    if len(one_each) == 2:
        game.trade(one_each[0], one_each[1], ctx.source)


def _do_take_control(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.TakeControl)
    for card in _on_table(planned, game):
        turn_only = effect.duration is fx.Duration.UNTIL_END_OF_TURN
        game.take_control(card, ctx.controller, ctx.source, turn_only=turn_only)


def _do_skip_draw(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.SkipDraw)
    for seat in players(effect.player, ctx):
        game.skip_draw(seat, ctx.source)


def _do_tap(planned: Planned, ctx: Context, game: GameApi) -> None:
    tapping = isinstance(planned.effect, fx.Tap)
    for card in _on_table(planned, game):
        game.tap(card, tapping, ctx.source)


def _do_look_at(planned: Planned, ctx: Context, game: GameApi) -> None:
    if planned.first:
        game.look_at(ctx.controller, planned.first, ctx.source)


def _do_dig(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Dig)
    cards = planned.first
    looked = game.deck(ctx.controller)[: effect.count]
    rest = [c for c in looked if c not in cards]
    game.take_from_deck(ctx.controller, cards, rest, ctx.source, bottom=effect.bottom)


def _do_shuffle(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Shuffle)
    for seat in players(effect.player, ctx):
        zones = {fx.Zone.HAND: game.hand(seat), fx.Zone.PILE: game.pile(seat)}
        moving = [c for zone in effect.zones for c in zones.get(zone, ())]
        game.shuffle_into_deck(seat, moving, ctx.source)


def _do_redraw(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Redraw)
    for seat in players(effect.player, ctx):
        held = game.hand(seat)
        game.shuffle_into_deck(seat, held, ctx.source)
        game.draw(seat, len(held) + effect.extra, ctx.source)


def _do_give(planned: Planned, ctx: Context, game: GameApi) -> None:
    """Every giver's cards (all chosen first) go to the other player's hand."""
    for seat, given in planned.discards:
        for card in given:
            game.give(card, 1 - seat, ctx.source)


def _do_swap_hands(planned: Planned, ctx: Context, game: GameApi) -> None:
    """Both hands, as they are now, go to the other player."""
    hands = {seat: game.hand(seat) for seat in (ctx.controller, ctx.opponent)}
    for seat, held in hands.items():
        for card in held:
            game.give(card, 1 - seat, ctx.source)


def _do_mill(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Mill)
    for seat in players(effect.player, ctx):
        game.mill(seat, effect.count, ctx.source)


def _do_show_cards(planned: Planned, ctx: Context, game: GameApi) -> None:
    if planned.first:
        for seat in (ctx.controller, ctx.opponent):
            game.look_at(seat, planned.first, ctx.source)


def _do_show_hand(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.ShowHand)
    for seat in players(effect.player, ctx):
        game.show_hand(seat, ctx.source)


def _do_rearrange(planned: Planned, ctx: Context, game: GameApi) -> None:
    cards = planned.first
    if cards:
        for seat in (ctx.controller, ctx.opponent):
            top = [c for c in cards if c in game.deck(seat)]
            if top:
                game.reorder_top(seat, top, ctx.source)


def _do_scry(planned: Planned, ctx: Context, game: GameApi) -> None:
    top, bottom = planned.cards
    for seat in (ctx.controller, ctx.opponent):
        if any(c in game.deck(seat) for c in (*top, *bottom)):
            game.reorder_top(seat, top, ctx.source, bottom)


def _do_rule(planned: Planned, ctx: Context, game: GameApi) -> None:
    effect = planned.effect
    rule = rule_change(effect, ctx, game)
    if rule is not None:
        game.add_rule(rule, ctx.source, LASTING[getattr(effect, "duration", None)])


_DO: dict[type, Callable[[Planned, Context, GameApi], None]] = {
    fx.AddCounters: _do_counters,
    **dict.fromkeys(LIVE, _do_live),
    fx.CopyValue: _do_copy,
    fx.MultiplyByValue: _do_multiply_by,
    fx.Destroy: _do_destroy,
    fx.Discard: _do_discard,
    fx.Draw: _do_draw,
    fx.Sacrifice: _do_sacrifice,
    fx.DiscardTo: _discard_planned,
    fx.DrawTo: _do_draw_to,
    fx.Points: _do_points,
    fx.Reveal: _do_reveal,
    fx.Hide: _do_hide,
    fx.ReturnToHand: _do_return,
    fx.ToDeck: _do_to_deck,
    fx.RemoveCounters: _do_remove_counters,
    fx.Move: _do_move,
    fx.Place: _do_place,
    fx.SwapSlots: _do_swap_slots,
    fx.SwapValues: _do_swap_values,
    fx.Trade: _do_trade,
    fx.TakeControl: _do_take_control,
    fx.SkipDraw: _do_skip_draw,
    fx.Tap: _do_tap,
    fx.Untap: _do_tap,
    fx.LookAt: _do_look_at,
    fx.Dig: _do_dig,
    fx.Shuffle: _do_shuffle,
    fx.Redraw: _do_redraw,
    fx.Mill: _do_mill,
    fx.GiveCards: _do_give,
    fx.SwapHands: _do_swap_hands,
    fx.ShowCards: _do_show_cards,
    fx.ShowHand: _do_show_hand,
    fx.Rearrange: _do_rearrange,
    fx.Scry: _do_scry,
    **dict.fromkeys(fx.RULE_CHANGES, _do_rule),
}
"""How each effect is carried out, by its type (each a single dictionary look-up away)."""


class TextInterpreter:
    """Abilities from card text; a text that does not parse is vanilla."""

    def __init__(self) -> None:
        self._cache: dict[str, TextAbility | None] = {}

    def ability(self, face: CardFace) -> Ability | None:
        if face.text not in self._cache:
            try:
                text = parse(face.text)
            except WartableError:
                self._cache[face.text] = None
            else:
                self._cache[face.text] = TextAbility(text) if text.abilities else None
        return self._cache[face.text]


TEXT = TextInterpreter()
"""The interpreter every game uses: cards do what their text says."""
