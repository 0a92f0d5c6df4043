"""The automatic deck builder of Slot Wars: which 21 of a player's 30 cards to keep.

:func:`card_worth` ranks a card by its printed value plus an estimate of what its text is worth,
read from the parsed text (:func:`text_worth`), so that the builder leaves out high cards whose text
costs more than their value brings (``Coward``, a 9 that loses a point) and keeps low cards whose
text makes them strong (``Squire``, a 1 that gets +2). :func:`suggest_deck` is the suggestion the
engine offers each player when it chooses its deck (a suggestion only: the player decides), the
heuristic agent's choice, and what search agents play at that choice; the events' ``auto_deck``
ranks a pool the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from wartable.variants.slot_wars.engine.pool import DECK_SIZE, CardFace
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text import effects as fx

__all__ = ["card_worth", "placement_slot", "rank_key", "suggest_deck", "text_worth"]

# The constants below were checked against play: each starter text was put on a card of its printed
# value in a plain deck and played 16 games (heuristic agents, common seeds) against the plain deck,
# and the change in the round's point margin compared with what the estimate says (one unit of value
# moved the margin by about 0.18 points). Draws proved worth little, skipped draws much, effects on
# all of one's cards a lot (most cards are on the table when scoring comes), and effects that wait
# for an unrevealed card or an opposing card of a given value almost nothing.

POINT = 4.5
PER_GUESS = 2
"""How many cards a "for each" counts, as the builder guesses."""
HAND_GUESS = 4
"""How many cards a hand holds, as the builder guesses (a whole-hand discard)."""
"""What one point of the round is worth, in units of card value. Against an average opposing card
a card of value v wins its slot about (v - 1)/9 of the time and loses it about (9 - v)/9, so each
unit of value moves the slot's margin by 2/9 of a point: a point is worth 4.5 values (a 9 that
loses a point is about as good as a plain 5, which breaks even)."""
DRAWN_CARD = 0.3
"""One more card in hand: it only helps if it is better than the cards that would be placed."""
DISCARDED_CARD = 0.3
"""One card fewer in hand (the discarder gives up its worst card)."""
SKIPPED_DRAW = 2.5
"""A draw skipped: the hand shrinks for the rest of the round."""
OPPOSING_CARD = 5.0
"""The value of the average opposing card; removing, hiding or returning it is worth 0.8 of it."""
PLACED_CARD = 0.5
"""Putting one more card of the hand on the table (it joins a stack)."""
CONDITIONAL = 0.5
"""The share of its worth an ability keeps when its condition is one of even odds."""
RARELY = 0.1
"""The share kept when the ability needs something that seldom happens (an unrevealed card after
the reveal, no opposing card, this card in a slot it is seldom placed in)."""
TURNS = 9


def placement_slot(value: int) -> int:
    """The slot a card of this printed value is usually placed in: players place their highest
    cards first while the round is open, so a 9 tends to go to slot 1 and a 1 to slot 9."""
    return max(1, min(TURNS, TURNS + 1 - value))


@cache
def card_worth(face: CardFace) -> float:
    """The printed value plus :func:`text_worth` of the card's text (unreadable text counts 0: the
    card plays as vanilla, if at all)."""
    return face.value + text_worth(face)


def text_worth(face: CardFace) -> float:
    """An estimate, in units of card value, of what the card's text adds to the card.

    Each effect is valued by kind and aim: a bonus to this card counts its amount, a penalty to the
    opposing card its amount, a point :data:`POINT`, a card drawn :data:`DRAWN_CARD`, a skipped
    draw :data:`SKIPPED_DRAW`, removing or hiding the opposing card 0.8 of :data:`OPPOSING_CARD`;
    effects aimed the other way count against the card, effects of no clear worth (looking,
    tapping, moving) count 0. How many cards an effect reaches and how often its trigger fires
    follow from the slot the card is usually placed in (:func:`placement_slot`): a continuous bonus
    to all of one's cards reaches the eight others by the time of scoring; a bonus to the cards in
    previous slots, those already placed. An ability with a condition counts the share of the time
    the condition holds.
    """
    try:
        text = parse(face.text)
    except CardTextError:
        return 0.0
    slot = placement_slot(face.value)
    return sum(_ability_worth(ability, face, slot) for ability in text.abilities)


def _ability_worth(ability: fx.Ability, face: CardFace, slot: int) -> float:
    continuous = all(type(effect).continuous for effect in ability.effects)
    worth = sum(_effect_worth(effect, face, slot) for effect in ability.effects)
    worth *= _firings(ability.trigger, slot, continuous=continuous)
    if ability.condition is not None:
        worth *= _condition_share(ability.condition, face, slot)
    return worth


def _firings(trigger: fx.Trigger, slot: int, *, continuous: bool) -> float:
    """How many times a trigger fires in a round for a card placed in ``slot`` (a continuous
    effect counts once, or :data:`RARELY` if its turns are usually over when the card comes)."""
    if isinstance(trigger, fx.WhenRevealed):
        return 1.0
    if isinstance(trigger, fx.AtPhase):
        if not trigger.phase.numbered:
            return 1.0
        first = trigger.first if trigger.first is not None else 1
        last = trigger.last if trigger.last is not None else TURNS
        # One slot of slack: the card is sometimes placed a turn earlier.
        turns = sum(1 for turn in range(first, last + 1) if turn >= slot - 1)
        if continuous:
            return 1.0 if turns else RARELY
        return float(turns) if turns else RARELY
    later = TURNS - slot
    often = {
        fx.GameEvent.REVEALED: 2.0 * later + 1,
        fx.GameEvent.PLACED: 2.0 * later + 1,
        fx.GameEvent.DRAWN: 2.0 * later,
        fx.GameEvent.DESTROYED: CONDITIONAL,
        fx.GameEvent.DISCARDED: CONDITIONAL,
    }[trigger.event]
    share = {fx.Party.ANY: 1.0, fx.Party.YOURS: 0.5, fx.Party.OPPONENTS: 0.5, fx.Party.THIS: 0.2}
    fired = often * share[trigger.party]
    return min(1.0, fired) if continuous else fired


def _condition_share(condition: fx.Condition, face: CardFace, slot: int) -> float:
    """About how often a condition holds when its ability fires."""
    if isinstance(condition, fx.CompareOpposing):
        lower, higher = (face.value - 1) / TURNS, (TURNS - face.value) / TURNS
        return {fx.Relation.HIGHER: higher, fx.Relation.LOWER: lower, fx.Relation.EQUAL: 1 / TURNS}[
            condition.relation
        ]
    if isinstance(condition, fx.ScoreIs):
        return {fx.Standing.AHEAD: 0.4, fx.Standing.BEHIND: 0.4, fx.Standing.TIED: 0.15}[
            condition.standing
        ]
    if isinstance(condition, fx.InSlot):
        return 1.0 if slot in condition.slots.resolve(slot) else RARELY
    if isinstance(condition, fx.HasState) and condition.state is fx.CardState.UNREVEALED:
        return RARELY
    if isinstance(condition, fx.NoOpposing):
        return RARELY
    return CONDITIONAL


def _side(target: fx.Target) -> float:
    """+1 if the target means cards of this card's side, -1 the opponent's, 0 both or unclear."""
    if target.kind in (fx.TargetKind.THIS_CARD, fx.TargetKind.STACKED):
        return 1.0
    if target.kind is fx.TargetKind.OPPOSING:
        return -1.0
    return {fx.Owner.YOURS: 1.0, fx.Owner.OPPONENTS: -1.0, fx.Owner.ANY: 0.0}[target.owner]


def _chosen(target: fx.Target) -> bool:
    """Whether this card's controller picks the target's cards among both sides' cards."""
    return (
        target.kind is fx.TargetKind.CARDS
        and target.owner is fx.Owner.ANY
        and target.pick in (fx.Pick.CHOOSE, fx.Pick.UP_TO)
    )


def _breadth(target: fx.Target, slot: int, *, continuous: bool) -> float:
    """About how many cards on the table a target reaches, for a card placed in ``slot``."""
    if target.kind in (fx.TargetKind.THIS_CARD, fx.TargetKind.OPPOSING):
        return 1.0
    if target.kind is fx.TargetKind.STACKED:
        return RARELY
    rare = RARELY if target.state is fx.CardState.UNREVEALED else 1.0
    if target.pick is not fx.Pick.ALL:
        return float(target.count) * rare
    if target.value is not None or target.printed is not None:
        rare *= CONDITIONAL
    kind = target.slots.kind if target.slots is not None else fx.SlotKind.ALL
    # A continuous effect reaches what is on the table at scoring; a one-shot what is there now.
    reach = {
        fx.SlotKind.THIS: 1.0,
        fx.SlotKind.PREVIOUS_ONE: 1.0 if slot > 1 else 0.0,
        fx.SlotKind.NEXT_ONE: 1.0 if continuous and slot < TURNS else 0.0,
        fx.SlotKind.ADJACENT: 2.0 if continuous else 1.0,
        fx.SlotKind.PREVIOUS: float(slot - 1),
        fx.SlotKind.NEXT: float(TURNS - slot) if continuous else 0.0,
        fx.SlotKind.ALL: TURNS - 1.0 if continuous else float(slot),
    }
    if kind is fx.SlotKind.NUMBERED and target.slots is not None:
        return (target.slots.last - target.slots.first + 1) / 2 * rare
    return reach[kind] * rare


def _player_sign(player: fx.Player) -> float:
    return {fx.Player.YOU: 1.0, fx.Player.OPPONENT: -1.0, fx.Player.EACH: 0.0}[player]


def _value_change(target: fx.Target, amount: float, slot: int, *, continuous: bool) -> float:
    """The worth of adding ``amount`` to the value of the target's cards: a chosen target is aimed
    where it serves best (a bonus to ours or a penalty to theirs)."""
    reach = _breadth(target, slot, continuous=continuous)
    if _chosen(target):
        return abs(amount) * reach
    return amount * _side(target) * reach


def _harm(target: fx.Target, slot: int) -> float:
    """How many opposing cards an effect that harms its target reaches (negative: our own)."""
    reach = _breadth(target, slot, continuous=False)
    return reach if _chosen(target) else -_side(target) * reach


def _effect_worth(effect: fx.Effect, face: CardFace, slot: int) -> float:
    if isinstance(effect, fx.Modify):
        return _value_change(effect.target, effect.amount, slot, continuous=True)
    if isinstance(effect, fx.AddCounters):
        amount = effect.amount * effect.count
        return _value_change(effect.target, amount, slot, continuous=False)
    if isinstance(effect, fx.SetValue):
        if effect.target.kind is fx.TargetKind.THIS_CARD:
            return float(effect.value - face.value)
        change = effect.value - OPPOSING_CARD
        return _value_change(effect.target, change, slot, continuous=True)
    if isinstance(effect, fx.MultiplyValue):
        if effect.target.kind is fx.TargetKind.THIS_CARD:
            return face.value * (effect.factor - 1.0)
        change = OPPOSING_CARD * (effect.factor - 1.0)
        return _value_change(effect.target, change, slot, continuous=True)
    if isinstance(effect, fx.MultiplyByValue):
        by = _breadth(effect.by, slot, continuous=True)
        change = face.value * (OPPOSING_CARD - 1.0) * min(1.0, by)
        return _value_change(effect.target, change, slot, continuous=True)
    if isinstance(effect, fx.Optional):  # taken only when it is worth it
        inner = sum(_effect_worth(e, face, slot) for e in (*effect.cost, *effect.effects))
        return max(0.0, inner) if effect.chooser is fx.Player.YOU else min(0.0, inner)
    if isinstance(effect, fx.Chance):
        return 0.5 * sum(_effect_worth(e, face, slot) for e in effect.effects)
    if isinstance(effect, fx.Points):
        times = PER_GUESS if effect.per is not None else 1
        return POINT * effect.amount * times * _player_sign(effect.player)
    if isinstance(effect, fx.Draw):
        times = PER_GUESS if effect.per is not None else 1
        return DRAWN_CARD * effect.count * times * _player_sign(effect.player)
    if isinstance(effect, fx.Discard):
        count = HAND_GUESS if effect.count == fx.WHOLE_HAND else effect.count
        return -DISCARDED_CARD * count * _player_sign(effect.player)
    if isinstance(effect, fx.SlotWorth):
        worth = POINT * (effect.points - 1) * 0.5 * len(effect.slots.resolve(slot))
        if effect.winner is not fx.Player.EACH:  # one player's wins by a margin, now and then
            worth *= 0.5 * _player_sign(effect.winner)
        return worth
    if isinstance(effect, fx.TiesTo):
        share = 0.1 * len(effect.slots.resolve(slot)) * POINT
        return share if effect.player is fx.Player.YOU else -share
    if isinstance(effect, fx.SkipDraw):
        return -SKIPPED_DRAW * _player_sign(effect.player)
    if isinstance(effect, fx.Destroy | fx.Hide | fx.ReturnToHand):
        return 0.8 * OPPOSING_CARD * _harm(effect.target, slot)
    if isinstance(effect, fx.TakeControl):
        return OPPOSING_CARD * _harm(effect.target, slot)
    if isinstance(effect, fx.Trade):
        return OPPOSING_CARD - face.value if effect.theirs.kind is fx.TargetKind.OPPOSING else 0.0
    if isinstance(effect, fx.Place):
        return PLACED_CARD
    if isinstance(effect, fx.LowestWins):
        return (TURNS - 2.0 * face.value) / 2 if effect.slots.kind is fx.SlotKind.THIS else 0.0
    return 0.0


def rank_key(face: CardFace) -> tuple[float, int]:
    """How the builder ranks a card, best first when sorted: higher worth, then higher value."""
    return -card_worth(face), -face.value


def suggest_deck(cards: Iterable[tuple[str, CardFace]]) -> tuple[str, ...]:
    """The ids of the 21 cards (of ``(id, face)`` pairs) the builder keeps, in the order given:
    the best by :func:`rank_key`, ties broken by title, then by id."""
    listed = list(cards)
    ranked = sorted(listed, key=lambda item: (*rank_key(item[1]), item[1].title, item[0]))
    kept = {card for card, _ in ranked[:DECK_SIZE]}
    return tuple(card for card, _ in listed if card in kept)
