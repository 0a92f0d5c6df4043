"""Activations that commute, found without trying both orders.

Two activations of one moment with the same printed value **conflict** when resolving them in one
order can leave other games than the other order; the engine finds out by resolving both orders
on copies of the game, every choice answered every way (:meth:`SlotWarsState._settle`). That is
the one sure test, and a costly one: two copies and four resolutions for two activations that ask
nothing. This module proves many pairs independent without it. For each activation it works out,
from its card's text and the game as it stands, a :class:`Footprint`: everything its resolution
may read and everything it may change, named as resources (:data:`VALUES`, ``("card", id)`` ...).
When neither activation asks anything and what each may change is nothing the other may read or
change (but for changes that add up in any order: counters and effects put on cards, points,
cards going to a pile), each resolves the same way whichever goes first, and both orders leave
the same game: they do not conflict, and no copy is needed.

A footprint is a superset of what a resolution touches, and ``None`` where this module cannot
tell: an ability that is not played by its text, a choice or a chance to come (the activation is
planned as it would resolve now, and any question it would ask gives ``None``), an effect, target,
trigger or condition it does not know. Then the engine tries both orders, as it always did. So an
effect added to the card language is safe before this module knows it; it is only not sped up.
What each :class:`~hooks.GameApi` method reads and changes is written out here (:func:`_done`);
a change to one must be reflected here. ``tests/slot_wars/engine/test_commute.py`` plays many
games in which every pair this module calls independent is also tried both ways.

The resources:

- ``("card", c)``: where card ``c`` is (zone, slot), face up or down, whether its "when revealed"
  ability resolved (and which of its abilities started), the effects and rule changes stored
  with it, whether it waits to be revealed. Read by anything that asks about ``c``; changed by
  anything that moves or turns it.
- ``("control", c)``, ``("owner", c)``, ``("tapped", c)``: who controls ``c`` on the table, who
  owns it, whether it is tapped.
- ``("slot", s)``: which cards are in slot ``s``, under whose control, face up or down; read by
  anything that looks at the cards of a slot ("OC", "cards in adj. slots"); changed along with
  those of a card in it. ``("taps", s)``: which of them are tapped.
- :data:`VALUES`: everything worked out from the game (values, slot results, the standing, the
  rules in force, silences). Every change changes it; an activation that reads a value, the
  standing, a printed value it may or may not see, or a rule that a face-up card may be making
  reads it, and so commutes with nothing that changes anything.
- :data:`RULES`: which rules may be in force at all (kept rule changes, and what the face-up
  cards' texts may change): read where a rule no card may be changing is asked for (such a rule
  is as printed, whatever the values); changed by a card coming face up on the table (turned or
  placed so) and by every rule change kept. A card turning face down or leaving the table only
  takes away rules that may be in force, which none of these reads can see: each asks about a
  rule that no card may be making, and none will after it.
- ``("hand", p)``, ``("deck", p)``, ``("pile", p)``: a player's zones; cards going to a pile add up.
- :data:`POINTS` (adds up), ``("skip", p)`` (a skipped draw, the same however often), and
  :data:`CHANCE` (the game's generator).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field, fields, is_dataclass, replace
from functools import cache

from wartable.variants.slot_wars.engine.hooks import (
    STOP,
    Ability,
    Activation,
    Ask,
    GameApi,
    Lasting,
    Moment,
    Protected,
    RuleKind,
    slot_answer,
)
from wartable.variants.slot_wars.engine.interpreter import (
    IMPLIED_STATE,
    LASTING,
    LIVE,
    Context,
    NeedAnswer,
    Planned,
    TextAbility,
    _needs_one,
    _targets,
    checked_once,
    context,
    players,
)
from wartable.variants.slot_wars.text import effects as fx

VALUES = "values"
RULES = "rules"
POINTS = "points"
CHANCE = "chance"
ALL_SLOTS = tuple(range(1, 10))


@dataclass(frozen=True, slots=True)
class Footprint:
    """What an activation's resolution may read, change, and change in a way that adds up with
    other such changes (in any order: the same game), whichever way its questions are answered;
    ``answers``: how many answers its questions offer in all (0: it asks nothing)."""

    reads: frozenset[Hashable]
    writes: frozenset[Hashable]
    adds: frozenset[Hashable] = field(default=frozenset())
    answers: int = 0
    inert: bool = False
    """Whether it changes nothing and asks nothing, whatever the game (it only looks at cards,
    or does nothing at all)."""


def commute(first: Footprint, second: Footprint) -> bool:
    """Whether two activations leave the same games in either order, each question answered
    every way: what either changes (its questions included), the other neither reads nor
    changes (two changes that add up may meet), so that each asks the same questions and does
    the same whichever goes first; or one of them changes nothing and asks nothing."""
    if first.inert or second.inert:
        return True
    return not (
        first.writes & (second.reads | second.writes | second.adds)
        or second.writes & (first.reads | first.adds)
        or first.adds & second.reads
        or second.adds & first.reads
    )


class _Unknown(Exception):
    """Something this module cannot tell: the activation gets no footprint."""


@dataclass(slots=True)
class _Tally:
    """A footprint being worked out."""

    game: GameApi
    may_rule: Callable[[RuleKind], bool]
    ctx: Context
    reads: set[Hashable] = field(default_factory=set)
    writes: set[Hashable] = field(default_factory=set)
    adds: set[Hashable] = field(default_factory=set)

    def rule(self, kind: RuleKind) -> None:
        """Asking whether a rule change of ``kind`` is in force."""
        self.reads.add(VALUES if self.may_rule(kind) else RULES)

    def card(self, card: str) -> None:
        """Asking about ``card`` (where it is, face up or down ...)."""
        self.reads.add(("card", card))

    def protected(self, card: str, action: Protected) -> None:
        """:meth:`~hooks.GameApi.protected` (whose effect the activation is: its source's)."""
        source = self.ctx.source
        self.reads.update((("card", card), ("control", source), ("owner", source)))
        self.rule(RuleKind.PROTECT)
        self.rule(RuleKind.UNAFFECTED)

    def turned(self, card: str, slot: int, *, face_up: bool) -> None:
        """``card`` on the table in ``slot`` turns face up or down."""
        self.writes.add(("card", card))
        self.adds.update((("slot", slot), VALUES))
        if face_up:
            self.adds.add(RULES)

    def left(self, card: str, slot: int) -> None:
        """``card`` leaves the table from ``slot`` (or its place in it)."""
        self.writes.update((("card", card), ("control", card), ("tapped", card)))
        self.adds.update((("slot", slot), ("taps", slot), VALUES))

    def changed(self) -> None:
        """A value may change (a counter, an effect put on a card, points)."""
        self.adds.add(VALUES)

    def zone(self, name: str, player: int) -> None:
        """A zone is read and changed (a draw, a discard)."""
        self.reads.add((name, player))
        self.writes.add((name, player))
        self.adds.add(VALUES)


def footprint(
    ability: Ability,
    activation: Activation,
    game: GameApi,
    may_rule: Callable[[RuleKind], bool],
    blind: Callable[[Ask, int], bool],
    most_answers: int,
) -> Footprint | None:
    """What resolving ``activation`` of ``ability`` now may read and change, its questions
    answered every way (the engine adds what it reads before: the source's text and whether it
    is still face up), or ``None`` if that cannot be told (see the module's notes) or its
    questions offer more than ``most_answers`` answers in all. ``may_rule(kind)``: whether a rule
    change of ``kind`` may be in force; ``blind(ask, chooser)``: whether asking draws the order of
    the candidates its chooser cannot see."""
    if not isinstance(ability, TextAbility):
        return None
    moment, source = activation.moment, activation.source
    ctx = context(source, game, activation.controller, moment)
    tally = _Tally(game, may_rule, ctx)
    tally.card(source)
    answered = 0
    starts = ability.starts_live(moment, source)
    inert = not starts
    try:
        for candidate in ability.candidates(moment, source):
            if starts and checked_once(candidate) and candidate.conditions_live_change:
                _condition(candidate.condition, tally)  # whether its live changes start
            planned = [
                effect
                for effect in candidate.effects
                if not fx.is_live(candidate, effect) and not fx.is_live_rule(candidate, effect)
            ]
            if not planned:
                continue  # whether it fires changes nothing more: it has nothing to carry out
            inert = inert and all(_only_looks(effect) for effect in planned)
            _trigger(candidate.trigger, moment, tally)
            _condition(candidate.condition, tally)
            if moment.card is not None and _names_its_owner(candidate):
                tally.reads.add(("owner", moment.card))
            for effect in planned:
                _planning(effect, tally)
        # Which of its abilities fire does not hang on the answers: worked out once.
        activation = replace(activation, fired=ability.fired(activation, ctx, game))
        ways = [activation.answers]
        while ways:
            answers = ways.pop()
            try:
                plan, rest = ability.plan(activation.with_answers(answers), ctx, game)
            except NeedAnswer as need:
                ask = need.ask
                if ask.chance or not ask.has_options:
                    return None
                options = _options(ask)
                answered += len(options)
                if answered > most_answers:
                    return None
                if blind(ask, activation.controller if ask.chooser is None else ask.chooser):
                    tally.writes.add(CHANCE)
                ways.extend((*answers, option) for option in options)
                continue
            for planned_effect in (
                plan if rest is None else [*plan, *_later(ability, rest, ctx, game)]
            ):
                _done(planned_effect, tally)
        if starts:
            tally.changed()
    except _Unknown:
        return None
    return Footprint(
        frozenset(tally.reads),
        frozenset(tally.writes),
        frozenset(tally.adds),
        answered,
        inert and not answered,
    )


def _later(
    ability: TextAbility, rest: Activation | None, ctx: Context, game: GameApi
) -> list[Planned]:
    """The effects after the first of an activation (``rest``), planned as the game stands:
    what they act on is told only if they ask nothing and pick no card (their choices are
    made of the game the effects before leave)."""
    later: list[Planned] = []
    while rest is not None:
        try:
            plan, rest = ability.plan(rest, ctx, game)
        except NeedAnswer:
            raise _Unknown from None
        if any(any(planned.cards) or planned.discards for planned in plan):
            raise _Unknown
        later.extend(plan)
    return later


def _only_looks(effect: fx.Effect) -> bool:
    """Whether ``effect`` only shows cards, choosing none, whatever the game."""
    return _DONE.get(type(effect)) is _looked and all(
        target.pick in (fx.Pick.ALL, fx.Pick.TOP) for target in _targets(effect)
    )


def _options(ask: Ask) -> tuple[str, ...]:
    """Every answer to ``ask``, as the engine offers them (its decision's actions)."""
    stop = (STOP,) if ask.optional else ()
    return (*ask.candidates, *(slot_answer(slot) for slot in ask.slots), *ask.words, *stop)


_TAP_STATES = (fx.CardState.TAPPED, fx.CardState.UNTAPPED)


@cache
def _names_its_owner(ability: fx.Ability) -> bool:
    """Whether the ability speaks of the owner of the card its trigger is about ("its owner")."""
    return _mentions(ability, fx.Player.THAT_OWNER)


def _mentions(value: object, wanted: object) -> bool:
    if value is wanted:
        return True
    if isinstance(value, tuple):
        return any(_mentions(item, wanted) for item in value)
    if is_dataclass(value):
        return any(_mentions(getattr(value, f.name), wanted) for f in fields(value))
    return False


def _trigger(trigger: fx.Trigger, moment: Moment, tally: _Tally) -> None:
    """What checking ``trigger`` reads (:func:`~interpreter.trigger_matches`)."""
    if isinstance(trigger, fx.WhenRevealed):
        return
    if isinstance(trigger, fx.AtPhase):
        tally.card(tally.ctx.source)
        return
    if not isinstance(trigger, fx.OnEvent):
        raise _Unknown
    if trigger.party is fx.Party.THIS:
        return
    tally.card(tally.ctx.source)
    if moment.player is None and moment.card is not None:
        tally.reads.add(("owner", moment.card))


def _condition(condition: fx.Condition | None, tally: _Tally) -> None:
    """What checking ``condition`` reads (:func:`~interpreter.holds`)."""
    ctx = tally.ctx
    if condition is None or isinstance(condition, fx.InSlot):
        return
    if isinstance(condition, fx.CompareOpposing | fx.ScoreIs | fx.ValueIs | fx.IsExtreme):
        tally.reads.add(VALUES)
    elif isinstance(condition, fx.HandSize):
        tally.reads.update(("hand", seat) for seat in players(condition.player, ctx)[:1])
    elif isinstance(condition, fx.HandCompare):
        tally.reads.update((("hand", 0), ("hand", 1)))
    elif isinstance(condition, fx.NoOpposing | fx.HasState):
        if ctx.slot is not None:
            tally.reads.add(("slot", ctx.slot))
        if isinstance(condition, fx.HasState) and condition.state in _TAP_STATES:
            tally.reads.add(("tapped", ctx.source))
            if ctx.slot is not None:
                tally.reads.add(("taps", ctx.slot))
    else:
        raise _Unknown


def _planning(effect: fx.Effect, tally: _Tally) -> None:
    """What planning ``effect`` reads, beyond the context (:func:`~interpreter.plan_effect`);
    effects that hold others (but options), or that this module does not know, give no
    footprint."""
    if isinstance(effect, fx.Optional):
        # Whether its cost can be paid reads what planning the cost reads; the question is
        # answered every way (footprint()); what follows any answer is planned in its turn.
        for inner in (*effect.cost, *effect.effects, *effect.declined):
            _planning(inner, tally)
        return
    if type(effect) not in _DONE:
        raise _Unknown
    for target in _targets(effect):
        _target(target, tally, effect)
        if target.pick in (fx.Pick.CHOOSE, fx.Pick.UP_TO) or _needs_one(effect, target):
            tally.rule(RuleKind.PROTECT)  # "can't be targeted"
            tally.rule(RuleKind.UNAFFECTED)
    per = getattr(effect, "per", None)
    if isinstance(per, fx.Target) and per not in (fx.ROLLED, fx.AFFECTED):
        _target(per, tally)
    if isinstance(effect, fx.Discard):
        tally.reads.update(("hand", seat) for seat in players(effect.player, tally.ctx))
    if isinstance(effect, fx.Move | fx.Place) and effect.to.kind is fx.SlotKind.EMPTY:
        tally.reads.update(("slot", slot) for slot in effect.to.resolve(tally.ctx.slot))


def _target(target: fx.Target, tally: _Tally, effect: fx.Effect | None = None) -> None:
    """What finding the cards of ``target`` (of ``effect``) reads (:func:`~interpreter.matches`)."""
    ctx = tally.ctx
    kind = target.kind
    if kind in (fx.TargetKind.THIS_CARD, fx.TargetKind.THAT_CARD):
        return
    if kind in (fx.TargetKind.OPPOSING, fx.TargetKind.STACKED):
        if ctx.slot is not None:
            tally.reads.add(("slot", ctx.slot))
        return
    if kind is not fx.TargetKind.CARDS:
        raise _Unknown
    if target.zone is fx.Zone.TABLE:
        slots = ALL_SLOTS if target.slots is None else target.slots.resolve(ctx.slot)
        tally.reads.update(("slot", slot) for slot in slots)
        if target.state in _TAP_STATES or IMPLIED_STATE.get(type(effect)) in _TAP_STATES:
            tally.reads.update(("taps", slot) for slot in slots)
    else:
        zone = {fx.Zone.HAND: "hand", fx.Zone.DECK: "deck", fx.Zone.PILE: "pile"}[target.zone]
        seats = {
            fx.Owner.ANY: (0, 1),
            fx.Owner.YOURS: (ctx.controller,),
            fx.Owner.OPPONENTS: (ctx.opponent,),
        }[target.owner]
        tally.reads.update((zone, seat) for seat in seats)
        tally.reads.update(("deck", seat) for seat in seats if target.pick is fx.Pick.TOP)
    if target.pick in (fx.Pick.HIGHEST, fx.Pick.LOWEST) or any(
        test is not None
        for test in (target.value, target.value_test, target.printed, target.printed_test)
    ):
        tally.reads.add(VALUES)


def _on_table(cards: Iterable[str], tally: _Tally) -> list[tuple[str, int]]:
    """The cards of ``cards`` on the table now, with their slots (asking where each is)."""
    found = []
    for card in cards:
        tally.card(card)
        slot = tally.game.slot_of(card)
        if slot is not None:
            found.append((card, slot))
    return found


def _counters(planned: Planned, tally: _Tally) -> None:
    for card, _ in _on_table(planned.first, tally):
        tally.protected(card, Protected.COUNTERS)
        tally.changed()


def _stored_value(planned: Planned, tally: _Tally) -> None:
    """A value change stored when it resolves (on the source while it is on the table, or
    until the end of the turn or round while the target is)."""
    effect = planned.effect
    assert isinstance(effect, LIVE)
    for card, _ in _on_table(planned.first, tally):
        tally.card(card if effect.duration is not fx.Duration.WHILE_IN_PLAY else tally.ctx.source)
        tally.changed()


def _destroy(planned: Planned, tally: _Tally) -> None:
    if tally.may_rule(RuleKind.DESTROYED_TO_HAND) or tally.may_rule(RuleKind.SHIELD):
        raise _Unknown  # it may go to its owner's hand instead, or use up a shield
    tally.reads.add(RULES)
    for card, slot in _on_table(planned.first, tally):
        tally.protected(card, Protected.DESTROY)
        tally.reads.add(("owner", card))
        tally.left(card, slot)
        tally.adds.add(("pile", tally.game.owner(card)))


def _turn(action: Protected) -> Callable[[Planned, _Tally], None]:
    """Hide, reveal: each card on the table turns face down or up."""
    face_up = action is Protected.REVEAL

    def turn(planned: Planned, tally: _Tally) -> None:
        for card, slot in _on_table(planned.first, tally):
            tally.protected(card, action)
            tally.turned(card, slot, face_up=face_up)

    return turn


def _tap(action: Protected) -> Callable[[Planned, _Tally], None]:
    """Tap, untap: each card on the table is tapped or untapped."""

    def tap(planned: Planned, tally: _Tally) -> None:
        for card, slot in _on_table(planned.first, tally):
            tally.protected(card, action)
            tally.reads.add(("tapped", card))
            tally.writes.add(("tapped", card))
            tally.adds.update((("taps", slot), VALUES))

    return tap


def _take(planned: Planned, tally: _Tally) -> None:
    """Take control: each card on the table changes sides."""
    for card, slot in _on_table(planned.first, tally):
        tally.protected(card, Protected.CONTROL)
        tally.reads.add(("control", card))
        tally.writes.add(("control", card))
        tally.adds.update((("slot", slot), VALUES))


def _clear(planned: Planned, tally: _Tally) -> None:
    """Remove the counters of each card on the table."""
    for card, _ in _on_table(planned.first, tally):
        tally.writes.add(("card", card))
        tally.changed()


def _return(planned: Planned, tally: _Tally) -> None:
    for card in planned.first:
        tally.card(card)
        tally.reads.add(("owner", card))
        owner = tally.game.owner(card)
        slot = tally.game.slot_of(card)
        tally.zone("hand", owner)
        tally.zone("pile", owner)  # a card in its pile comes back from there
        if slot is not None:
            tally.protected(card, Protected.RETURN)
            tally.left(card, slot)


def _trade(planned: Planned, tally: _Tally) -> None:
    """A trade of two cards on the table: they change owners and controllers, and places if
    they are in different slots (of cards elsewhere: no footprint)."""
    pair = [group[0] for group in planned.cards if group]
    if len(pair) != 2:
        return
    places = _on_table(pair, tally)
    if len(places) != 2:
        raise _Unknown
    for card, slot in places:
        for kept in ("owner", "control"):
            tally.reads.add((kept, card))
            tally.writes.add((kept, card))
        tally.adds.update((("slot", slot), VALUES))
        if places[0][1] != places[1][1]:
            tally.writes.add(("card", card))
            tally.adds.update((("taps", slot), RULES))


def _move(planned: Planned, tally: _Tally) -> None:
    """Each card on the table moves to the slot chosen."""
    if planned.slot is None:
        return
    for card, slot in _on_table(planned.first, tally):
        tally.protected(card, Protected.MOVE)
        tally.left(card, slot)
        tally.adds.update((("slot", planned.slot), ("taps", planned.slot)))


def _swap_places(planned: Planned, tally: _Tally) -> None:
    """Two cards on the table swap places."""
    pair = [group[0] for group in planned.cards if group]
    for card, slot in _on_table(pair, tally):
        tally.protected(card, Protected.MOVE)
        tally.left(card, slot)


def _place(planned: Planned, tally: _Tally) -> None:
    """Each card (from a hand, deck or pile) goes to the slot chosen, on the controller's side."""
    effect = planned.effect
    assert isinstance(effect, fx.Place)
    if planned.slot is None:
        return
    game = tally.game
    for card in planned.first:
        tally.card(card)
        for seat in (0, 1):
            for name, zone in (("hand", game.hand), ("deck", game.deck), ("pile", game.pile)):
                if card in zone(seat):
                    tally.zone(name, seat)
        tally.writes.update((("card", card), ("control", card)))
        tally.adds.update((("slot", planned.slot), VALUES))
        if effect.face_up:
            tally.adds.add(RULES)


def _draw(planned: Planned, tally: _Tally) -> None:
    """Cards from the top of a deck to its owner's hand. Draws of one card each from one deck
    add up: the top cards go to the hand whichever draws first, each with its own moment
    waiting (a draw of several cards waits with all its cards' moments at once, which the order
    splits differently); which card each drew matters only to a check after it, and an ability
    with a check gets no footprint."""
    effect = planned.effect
    assert isinstance(effect, fx.Draw)
    one = effect.count == 1 and effect.per is None
    for seat in players(effect.player, tally.ctx):
        tally.rule(RuleKind.NO_DRAW)
        if one:
            tally.adds.update((("deck", seat), ("hand", seat), VALUES))
        else:
            tally.zone("deck", seat)
            tally.zone("hand", seat)


def _discard(planned: Planned, tally: _Tally) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Discard)
    seats = players(effect.player, tally.ctx)
    if effect.at_random:
        tally.writes.add(CHANCE)
    for seat in seats:
        tally.rule(RuleKind.NO_DISCARD)
        tally.zone("hand", seat)
        tally.reads.add(("pile", seat))  # which card it discarded, for a check after it
        tally.adds.add(("pile", seat))
    for _, cards in planned.discards:
        for card in cards:
            tally.reads.add(("owner", card))
            tally.adds.add(("pile", tally.game.owner(card)))


def _mill(planned: Planned, tally: _Tally) -> None:
    """The top cards of a deck go to its owner's pile (in order: not a change that adds up)."""
    effect = planned.effect
    assert isinstance(effect, fx.Mill)
    for seat in players(effect.player, tally.ctx):
        tally.zone("deck", seat)
        tally.zone("pile", seat)


def _scry(planned: Planned, tally: _Tally) -> None:
    """The top cards of a deck put back, some on its bottom (in order: not a change that adds
    up)."""
    for seat in (tally.ctx.controller, tally.ctx.opponent):
        if any(c in tally.game.deck(seat) for cards in planned.cards for c in cards):
            tally.zone("deck", seat)


def _points(planned: Planned, tally: _Tally) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.Points)
    tally.rule(RuleKind.NO_SCORE if effect.amount > 0 else RuleKind.NO_LOSE)
    tally.adds.add(POINTS)
    tally.changed()


def _skip(planned: Planned, tally: _Tally) -> None:
    effect = planned.effect
    assert isinstance(effect, fx.SkipDraw)
    tally.adds.update(("skip", seat) for seat in players(effect.player, tally.ctx))


def _looked(planned: Planned, tally: _Tally) -> None:
    """Looking at cards or a hand changes nothing but what a player has seen (no rule reads it)."""


def _rule(planned: Planned, tally: _Tally) -> None:
    """A rule change put in force when the ability fires."""
    if LASTING[getattr(planned.effect, "duration", None)] is Lasting.IN_PLAY:
        tally.card(tally.ctx.source)
    tally.adds.update((RULES, VALUES))


_DONE: dict[type, Callable[[Planned, _Tally], None]] = {
    fx.AddCounters: _counters,
    **dict.fromkeys(LIVE, _stored_value),
    fx.Destroy: _destroy,
    fx.Hide: _turn(Protected.HIDE),
    fx.Reveal: _turn(Protected.REVEAL),
    fx.Tap: _tap(Protected.TAP),
    fx.Untap: _tap(Protected.UNTAP),
    fx.TakeControl: _take,
    fx.RemoveCounters: _clear,
    fx.ReturnToHand: _return,
    fx.Move: _move,
    fx.SwapSlots: _swap_places,
    fx.Place: _place,
    fx.Trade: _trade,
    fx.Draw: _draw,
    fx.Discard: _discard,
    fx.Points: _points,
    fx.Mill: _mill,
    fx.Scry: _scry,
    fx.SkipDraw: _skip,
    fx.LookAt: _looked,
    fx.ShowHand: _looked,
    **dict.fromkeys(fx.RULE_CHANGES, _rule),
}
"""What carrying out each known effect reads and changes (:func:`~interpreter.do`), beyond
planning it."""


def _done(planned: Planned, tally: _Tally) -> None:
    """What carrying out ``planned`` reads and changes."""
    done = _DONE.get(type(planned.effect))
    if done is None:
        raise _Unknown
    done(planned, tally)


__all__ = ["CHANCE", "POINTS", "RULES", "VALUES", "Footprint", "commute", "footprint"]
