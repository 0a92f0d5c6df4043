"""Slot Wars tactics: what a card's text will do in a slot, judged from what a player knows.

The ``heuristic`` agent places and chooses by these judgements, and search agents take them as the
variant's own (``SlotWarsState.evaluate``, ``search_order``, ``search_default``). They read cards
by playing them: :func:`matchup` plays a card on a copy of a neutral round (every other slot a tie
of plain 5s) against a plain opposing card of each value 1-9, with the engine itself, so whatever
its text does (hide the opposing card, double itself, count only in slot 1, lose a point, draw
cards, give the cards beside it +1) is measured as the rules play it, for any text the card
language reads. A card in hand is then worth what it will win in this slot against the card the
opponent is likely to play, minus what it would win later (:func:`placement_values`).

Only faces and what the deciding player can see enter these judgements; search agents call them on
sampled states, whose unseen faces are made up, only for the player whose own cards they are, or
with the priors :data:`PRIOR_NOW` and :data:`PRIOR_LATER` for the opponent.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING

from wartable.core.state import Action, Decision
from wartable.variants.slot_wars.engine.pool import SLOTS, CardFace, Rarity, card
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text import effects as fx

if TYPE_CHECKING:
    from wartable.variants.slot_wars.engine.state import SlotWarsState

FILLER_VALUE = 5
"""The plain value of the cards filling the other slots of the neutral round a card is tried in."""
VALUE_POINT = 0.2
"""What one unit of value on the table is worth in points of the round: against an average opposing
card a unit moves a slot's margin by about 2/9 (the builder's calibration found 0.18)."""
DRAW_POINT = 0.05
"""What one more card drawn in a round is worth in points: only a choice among more cards."""
LOOKAHEAD_VALUE_POINT = 0.05
"""The weight of the value lead and of the cards in hand in :func:`round_margin`, against one point
for each slot held: enough to prefer a choice that strengthens the table when no slot changes."""

Chooser = Callable[["SlotWarsState", int, tuple[Action, ...]], Action]
"""Answers a card's choice: (state, the choosing player, the actions) -> one of the actions."""


# -- a card tried in a neutral round -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Matchup:
    """What a card does when placed in one slot of a neutral round, from its controller's side.

    ``against[x - 1]`` is the slot's result against a plain opposing card of value ``x`` (+1 won,
    0 nobody scored, -1 lost); ``spill`` the value its text adds to its own side's other cards
    minus the value it adds to the other side's (destroying an opposing card counts its value),
    ``points`` the points it scores or costs besides the slot, and ``cards`` the cards it draws
    (or makes the opponent discard) net: each averaged over the opposing values."""

    against: tuple[float, ...]
    spill: float
    points: float
    cards: float

    def versus(self, value: int) -> float:
        """The slot's result against a plain opposing card of ``value`` (clamped to 1-9)."""
        return self.against[min(max(value, 1), 9) - 1]

    @property
    def extras(self) -> float:
        """What the card does beyond its own slot, in points of the round."""
        return VALUE_POINT * self.spill + self.points + DRAW_POINT * self.cards


_FILLER = card(f"Plain {FILLER_VALUE}", FILLER_VALUE)


def matchup(face: CardFace, slot: int) -> Matchup:
    """``face`` tried in ``slot`` (1-9) of a neutral round against a plain card of each value 1-9:
    every other slot is filled by both players with plain cards of :data:`FILLER_VALUE` (ties),
    the card's choices are answered by what its text does to the cards (:func:`choice_order`) or
    else by :func:`greedy_choice`, and the round is played to its end.
    A card whose text cannot care which slot it is in (:func:`slot_sensitive`) is tried in the
    middle slot only, a plain card not at all; one whose text may care is tried in the slots
    :func:`tried_slots` names, and judged in a slot between two of them by the straight line
    between their results. Results are remembered (the same card always gives the same result)."""
    if not face.text:
        return _plain_matchup(face.value)
    if not slot_sensitive(face):
        return _tried(face.value, face.rarity, face.text, MIDDLE_SLOT)
    return _judged(face, slot)


@cache
def _plain_matchup(value: int) -> Matchup:
    return Matchup(tuple(float((value > x) - (value < x)) for x in range(1, 10)), 0, 0, 0)


LANDMARK_SLOTS = (1, 2, 5, 8, 9)
"""The slots where a card whose text may care for its slot is always tried: the first and last
(nothing before or after them), their neighbours (one slot before or after) and the middle."""


@cache
def tried_slots(face: CardFace) -> tuple[int, ...]:
    """The slots ``face`` is tried in when its text may care for its slot: :data:`LANDMARK_SLOTS`
    and each slot its text names (S3, S3-S6, S1 and S9) with the slots beside it."""
    named: set[int] = set(LANDMARK_SLOTS)
    try:
        text = parse(face.text)
    except CardTextError:
        return LANDMARK_SLOTS
    for part in _parts(text):
        if isinstance(part, fx.Slots):
            ends = (part.first, part.last) if part.kind is fx.SlotKind.NUMBERED else part.listed
            named.update(n for end in ends for n in (end - 1, end, end + 1) if 1 <= n <= SLOTS)
    return tuple(sorted(named))


@cache
def _judged(face: CardFace, slot: int) -> Matchup:
    """:func:`matchup` of a card whose text may care for its slot."""
    slots = tried_slots(face)
    if slot in slots:
        return _tried(face.value, face.rarity, face.text, slot)
    below = max(s for s in slots if s < slot)
    above = min(s for s in slots if s > slot)
    low = _tried(face.value, face.rarity, face.text, below)
    high = _tried(face.value, face.rarity, face.text, above)
    share = (slot - below) / (above - below)

    def between(a: float, b: float) -> float:
        return a + (b - a) * share

    return Matchup(
        tuple(between(a, b) for a, b in zip(low.against, high.against, strict=True)),
        between(low.spill, high.spill),
        between(low.points, high.points),
        between(low.cards, high.cards),
    )


@cache
def _tried(value: int, rarity: Rarity, text: str, slot: int) -> Matchup:
    """The matchup of a card by what plays (its title does not: cards of different designers with
    the same value, rarity and text are tried once)."""
    face = CardFace(value, "Tried card", rarity, text)
    trials = [_neutral_round(face, slot, opposing) for opposing in range(1, 10)]
    count = len(trials)
    return Matchup(
        tuple(trial[0] for trial in trials),
        sum(trial[1] for trial in trials) / count,
        sum(trial[2] for trial in trials) / count,
        sum(trial[3] for trial in trials) / count,
    )


def _parts(node: object) -> Iterable[object]:
    """``node`` and every value inside it (fields of the text's dataclasses, items of tuples)."""
    yield node
    if isinstance(node, tuple):
        for item in node:
            yield from _parts(item)
    elif hasattr(node, "__dataclass_fields__"):
        for name in node.__dataclass_fields__:
            yield from _parts(getattr(node, name))


_SLOT_BLIND_CONDITIONS = (fx.CompareOpposing, fx.NoOpposing, fx.HasState, fx.ValueIs, fx.ScoreIs)
_ONCE_A_ROUND = (fx.Phase.SCORING_START, fx.Phase.SCORING_END)


@cache
def slot_sensitive(face: CardFace) -> bool:
    """Whether what ``face``'s text does may depend on the slot it is placed in: an ability that
    fires at other moments than its reveal or the start or end of scoring (turns, phases,
    events), a condition on something else than this card, the opposing one or the standing, a
    slot named or counted from this one, or an effect that acts once on cards of the table (how
    many there are depends on the slot). Looking at cards changes nothing. A text that does not
    read counts as not sensitive (the card plays as vanilla)."""
    try:
        text = parse(face.text)
    except CardTextError:
        return False
    for ability in text.abilities:
        if all(isinstance(effect, fx.LookAt) for effect in ability.effects):
            continue
        trigger = ability.trigger
        if not isinstance(trigger, fx.WhenRevealed) and not (
            isinstance(trigger, fx.AtPhase) and trigger.phase in _ONCE_A_ROUND
        ):
            return True
        if ability.condition is not None and not isinstance(
            ability.condition, _SLOT_BLIND_CONDITIONS
        ):
            return True
        for effect in ability.effects:
            one_shot = not getattr(type(effect), "continuous", True)
            for part in _parts(effect):
                if isinstance(part, fx.Slots) and part.kind is not fx.SlotKind.THIS:
                    return True
                if one_shot and isinstance(part, fx.Target) and part.kind is fx.TargetKind.CARDS:
                    return True
    return False


def _neutral_round(face: CardFace, slot: int, opposing: int) -> tuple[float, float, float, float]:
    """One neutral round: the slot's result, spill, points besides the slots, and cards in hand."""
    # The engine's state imports this module for its judgements; it is needed only here.
    from wartable.variants.slot_wars.engine.options import SlotWarsOptions  # noqa: PLC0415
    from wartable.variants.slot_wars.engine.state import Place, SlotWarsState, Step  # noqa: PLC0415

    decks = ([face] + [_FILLER] * 20, [card(f"Plain {opposing}", opposing)] + [_FILLER] * 20)
    state = SlotWarsState.from_decks(SlotWarsOptions(), decks, shuffle=False, quiet=True)
    tried = ("p0-00", "p1-00")
    aim = choice_aim(face)
    spill = 0.0
    cards = 0
    while state.step is not Step.SWAP and state.outcome is None:
        pending = state.decisions()
        if not pending:
            if state.step is Step.SCORE_END:
                spill = _spill(state, slot)
                cards = len(state.hand(0)) - len(state.hand(1))
            state.advance()
            continue
        for decision in pending:
            player = decision.player
            if not isinstance(decision.actions[0], Place):
                state.act(player, _tried_choice(state, decision, aim))
                continue
            wanted = tried[player] if state.slot == slot else None
            placed = [a for a in decision.actions if isinstance(a, Place)]
            action = next((a for a in placed if a.card == wanted), None) or next(
                (a for a in placed if state.face(a.card) == _FILLER), placed[0]
            )
            state.act(player, action)
    view = state.observe(0).view
    results = [0 if w is None else 1 if w == 0 else -1 for w in view.scored]
    result = float(results[slot - 1]) if len(results) >= slot else 0.0
    points = view.points[0] - view.points[1] - sum(results)
    return result, spill, float(points), float(cards)


def _tried_choice(state: SlotWarsState, decision: Decision, aim: Aim) -> Action:
    """The tried card's choice: of cards, by what its text does to them where that is known (the
    search agents' order, :func:`choice_order`: no trying needed); else by trying each answer
    (:func:`greedy_choice`)."""
    from wartable.variants.slot_wars.engine.state import Choose, Done  # noqa: PLC0415

    actions = decision.actions
    if aim is not Aim.NONE and all(isinstance(a, Choose | Done) for a in actions):
        return state.search_order(decision)[0]
    return greedy_choice(state, decision.player, actions)


def _spill(state: SlotWarsState, slot: int) -> float:
    """The value lead of seat 1 in the slots other than ``slot``, over the fillers' own."""
    lead = 0.0
    for index in range(1, SLOTS + 1):
        if index != slot:
            highest = state.slot_result(index)[1]
            lead += (highest[0] or 0) - (highest[1] or 0)
    return lead


# -- one card against another ------------------------------------------------------------------


MIDDLE_SLOT = 5
"""The slot where a card is judged when its own slot does not matter enough to try it there: the
opposing card's text, a card's worth in hand or in a deck, and the order search agents try."""


@cache
def plain_equivalent(face: CardFace) -> int:
    """The plain value (1-9) a card plays like, for comparing it with another card's text: the value
    whose plain card wins as many of the neutral matchups in the middle slot as it does."""
    if not face.text:
        return face.value
    score = sum(matchup(face, MIDDLE_SLOT).against)
    # A plain card of value v scores (v - 1) - (9 - v) = 2v - 10 over the nine opposing values.
    return min(max(round((score + 10) / 2), 1), 9)


def slot_result(mine: CardFace, theirs: CardFace | None, slot: int) -> float:
    """The expected result (+1 to -1) of ``mine`` against ``theirs`` in ``slot``: read from the
    matchup of whichever card has text (both: the mean of both readings; the opposing card's is
    read in the middle slot)."""
    if theirs is None:
        return 1.0
    if not theirs.text:
        return matchup(mine, slot).versus(theirs.value)
    if not mine.text:
        return -matchup(theirs, MIDDLE_SLOT).versus(mine.value)
    ours = matchup(mine, slot).versus(plain_equivalent(theirs))
    other = matchup(theirs, MIDDLE_SLOT).versus(plain_equivalent(mine))
    return (ours - other) / 2


Opponents = Sequence[tuple[CardFace | None, float]]
"""The cards the opponent may place, each with its weight (``None``: no card)."""


def play_value(mine: CardFace, theirs: Opponents, slot: int) -> float:
    """What ``mine`` is expected to bring, in points of the round, if placed in ``slot`` against
    one of ``theirs`` (by their weights; none: as if against no card)."""
    total = sum(weight for _, weight in theirs)
    extras = matchup(mine, slot).extras
    if not total:
        return 1.0 + extras
    return sum(w * slot_result(mine, other, slot) for other, w in theirs) / total + extras


def placement_values(
    hand: Sequence[CardFace], slot: int, now: Opponents, later: Opponents
) -> list[float]:
    """How good it is to place each card of ``hand`` in ``slot`` now: what it brings against the
    opponent's likely cards ``now``, minus what it would bring in a later slot against the
    opponent's later cards (only for the cards that will still be played: a card that would lose
    later, or that more than the slots left outrank, has nothing to lose by being played now)."""
    left = SLOTS - slot
    present = [play_value(face, now, slot) for face in hand]
    if not left:
        return present
    afterwards = min(SLOTS, slot + 2)
    future = [max(0.0, play_value(face, later, afterwards)) for face in hand]
    kept = sorted(range(len(hand)), key=lambda i: -future[i])[:left]
    return [present[i] - (future[i] if i in kept else 0.0) for i in range(len(hand))]


# -- what a player knows of the other's cards, without looking -----------------------------------

PRIOR_NOW: Opponents = tuple(
    (card(f"Plain {v}", v), float(v**5 - (v - 1) ** 5)) for v in range(1, 10)
)
"""The opponent's card in a slot when nothing else is known: the highest of five plain cards of
values 1-9 (the card a player who places its best card would place)."""
PRIOR_LATER: Opponents = tuple((card(f"Plain {v}", v), 1.0) for v in range(1, 10))
"""The opponent's cards over the rest of a round when nothing else is known: plain values 1-9."""


@cache
def prior_value(face: CardFace) -> float:
    """:func:`play_value` of ``face`` in the middle slot against :data:`PRIOR_NOW`: how good it is
    to place now, as far as a player can judge it without imagining the other's cards."""
    return play_value(face, PRIOR_NOW, MIDDLE_SLOT)


@cache
def card_strength(face: CardFace) -> float:
    """What a card brings when it is placed, in points of the round: its :func:`play_value` in the
    middle slot against :data:`PRIOR_LATER`. The worth of a card in hand or in a deck."""
    return play_value(face, PRIOR_LATER, MIDDLE_SLOT)


@cache
def _prior_worths(face: CardFace) -> tuple[float, float]:
    """:func:`prior_value` and what the card would bring later (:func:`card_strength`, at least 0)."""
    return prior_value(face), max(0.0, card_strength(face))


def prior_placement_values(hand: Sequence[CardFace], slot: int) -> list[float]:
    """:func:`placement_values` against the priors, each card judged in the middle slot: what a
    player can judge of its cards without imagining the other's (cheap: remembered per card)."""
    worths = [_prior_worths(face) for face in hand]
    left = SLOTS - slot
    if left >= len(hand):
        return [now - later for now, later in worths]
    kept = set(sorted(range(len(hand)), key=lambda i: -worths[i][1])[:left])
    return [now - (later if i in kept else 0.0) for i, (now, later) in enumerate(worths)]


# -- choices, by trying them -----------------------------------------------------------------


def round_margin(state: SlotWarsState, player: int) -> float:
    """How far ``player`` leads the round as it stands: points scored and slots held by current
    values, plus :data:`LOOKAHEAD_VALUE_POINT` for each unit of value it leads by on the table (the
    values that count in each slot, :meth:`~SlotWarsState.slot_result`) and each card it holds
    more. Zero between rounds."""
    from wartable.variants.slot_wars.engine.state import Step  # noqa: PLC0415 - see _neutral_round

    if state.outcome is not None or state.step in (Step.SWAP, Step.SETUP, Step.SELECT):
        return 0.0
    other = 1 - player
    points = state.standing_points()
    lead = 0
    for slot in range(1, SLOTS + 1):
        highest = state.slot_result(slot)[1]
        lead += (highest[player] or 0) - (highest[other] or 0)
    cards = len(state.hand(player)) - len(state.hand(other))
    return points[player] - points[other] + LOOKAHEAD_VALUE_POINT * (lead + cards)


def settle(state: SlotWarsState, chooser: Chooser | None = None) -> None:
    """Play on until the step of the round under way is over (the abilities it set off resolved)
    and nothing is left to decide in it, or until the next placement, the end of the round or of
    the game; choices on the way are answered by ``chooser`` (default: :func:`stop_or_first`)."""
    from wartable.variants.slot_wars.engine.state import Place, Step  # noqa: PLC0415

    answer = chooser or stop_or_first
    rounds, step = state.rounds_won, state.step
    while state.outcome is None and state.rounds_won == rounds and state.step is not Step.SWAP:
        pending = state.decisions()
        if not pending:
            if state.step is not step:
                return
            state.advance()
            continue
        if isinstance(pending[0].actions[0], Place):
            return
        for decision in pending:
            state.act_unchecked(decision.player, answer(state, decision.player, decision.actions))


def stop_or_first(state: SlotWarsState, player: int, actions: tuple[Action, ...]) -> Action:
    """A choice answered without looking: stop an "up to" choice, else take the first action."""
    from wartable.variants.slot_wars.engine.state import Done  # noqa: PLC0415

    stop = Done()
    return stop if stop in actions else actions[0]


def greedy_choice(state: SlotWarsState, player: int, actions: tuple[Action, ...]) -> Action:
    """The action whose outcome, once the card's ability has resolved (choices after it answered
    by :func:`stop_or_first`: each pick of an "up to" choice is judged on its own), leaves
    ``player`` the best :func:`round_margin`; ties to the earlier action."""
    values = choice_values((state,), player, actions)
    return max(actions, key=lambda action: values[action])


def choice_values(
    states: Iterable[SlotWarsState], player: int, actions: Sequence[Action]
) -> dict[Action, float]:
    """Each action's :func:`round_margin` for ``player``, summed over ``states`` (states in which
    ``player`` is asked this choice, e.g. sampled for it) once the ability has resolved, choices
    after it answered by :func:`stop_or_first`. An action a state does not offer scores nothing
    there."""
    totals = dict.fromkeys(actions, 0.0)
    for state in states:
        offered = next((d.actions for d in state.decisions() if d.player == player), ())
        for action in actions:
            if action in offered:
                trial = state.clone()
                trial.act_unchecked(player, action)
                settle(trial)
                totals[action] += round_margin(trial, player)
    return totals


# -- the deck -------------------------------------------------------------------------------------


def deck_keep(cards: Mapping[str, CardFace], size: int) -> set[str]:
    """The ids of the ``size`` cards of ``cards`` with the highest :func:`card_strength` (ties: the
    higher printed value, then the id)."""
    ranked = sorted(cards, key=lambda c: (-card_strength(cards[c]), -cards[c].value, c))
    return set(ranked[:size])


# -- how a player stands, for search agents --------------------------------------------------------

SLOT_SPREAD = 0.5
"""The variance one open slot adds to a round's final margin, in points squared."""
PLAYS_WEIGHT = 0.5
"""What the difference in strength of the cards the two players have still to place in a round
(:func:`expected_plays`) counts in the round's expected margin, against one point for each point
already standing. ``bench/slot_wars_judgement.py`` fits this weight and :data:`SLOT_SPREAD` to
who wins rounds in heuristic games (see docs/agents.md)."""
MARGIN_SPREAD = 0.25
"""The variance of a round's margin with no slot left open (abilities still to resolve)."""
NEAR_CERTAIN = 0.95
"""How close to a won (lost) game an estimate may come: below the payoff of a finished game."""


def game_chance(rounds: tuple[int, int], round_chance: float) -> float:
    """The chance of winning the game for a player who has won ``rounds[0]`` rounds to the other's
    ``rounds[1]`` and wins the current round with ``round_chance``; later rounds are even."""
    from wartable.variants.slot_wars.engine.state import ROUNDS_TO_WIN  # noqa: PLC0415

    def chance(mine: int, theirs: int, current: float) -> float:
        if mine >= ROUNDS_TO_WIN:
            return 1.0
        if theirs >= ROUNDS_TO_WIN:
            return 0.0
        return current * chance(mine + 1, theirs, 0.5) + (1 - current) * chance(
            mine, theirs + 1, 0.5
        )

    return chance(rounds[0], rounds[1], round_chance)


def expected_plays(hand: Iterable[CardFace], deck: Sequence[CardFace], slots: int) -> float:
    """The total :func:`card_strength` of the cards a player will place in ``slots`` more slots:
    the best of its hand and, for each draw to come, an average card of its deck."""
    if slots <= 0:
        return 0.0
    strengths = [card_strength(face) for face in hand]
    if deck:
        average = sum(card_strength(face) for face in deck) / len(deck)
        strengths.extend([average] * min(slots - 1, len(deck)))
    strengths.sort(reverse=True)
    return sum(strengths[:slots])


def round_chance(margin: float, open_slots: int, *, slot_spread: float | None = None) -> float:
    """The chance that a round stood at ``margin`` points (expected, with the slots still open
    counted in) is won, with the spread that ``open_slots`` slots leave (``slot_spread`` each,
    default :data:`SLOT_SPREAD`)."""
    each = SLOT_SPREAD if slot_spread is None else slot_spread
    spread = math.sqrt(each * open_slots + MARGIN_SPREAD)
    return 0.5 * (1 + math.erf(margin / (spread * math.sqrt(2))))


def round_estimate(
    standing: float,
    open_slots: int,
    plays: tuple[float, float],
    *,
    plays_weight: float | None = None,
    slot_spread: float | None = None,
) -> float:
    """The chance of winning the round under way, standing at ``standing`` points with
    ``open_slots`` slots to come, in which the player and the other expect to place cards of total
    strength ``plays``: :func:`round_chance` of the standing plus ``plays_weight`` (default
    :data:`PLAYS_WEIGHT`) times the difference of ``plays``."""
    weight = PLAYS_WEIGHT if plays_weight is None else plays_weight
    margin = standing + weight * (plays[0] - plays[1])
    return round_chance(margin, open_slots, slot_spread=slot_spread)


def position_value(
    rounds: tuple[int, int],
    standing: float,
    open_slots: int,
    plays: tuple[float, float],
) -> float:
    """A player's estimate, from -:data:`NEAR_CERTAIN` to +:data:`NEAR_CERTAIN`: the chance of
    winning the game (:func:`game_chance`) with rounds won ``rounds`` (its own, the other's), and
    the current round at ``standing`` points with ``open_slots`` slots to come, in which it and the
    other expect to place cards of total strength ``plays`` (:func:`expected_plays`)."""
    chance = game_chance(rounds, round_estimate(standing, open_slots, plays))
    return max(-NEAR_CERTAIN, min(NEAR_CERTAIN, 2 * chance - 1))


SEARCH_HORIZON = 2
"""How many decision points search agents' rollouts play before :func:`estimate` judges the
position (``GameState.search_horizon``): about two slots. Rollouts of 8 (the default, most of a
round) cost ismcts 1.0 s of CPU a move, of 2 0.38 s (measured in one run), and scored no worse
against the heuristic (see docs/agents.md)."""

SEARCH_WIDENING = 1.0
"""Search agents' progressive widening (``GameState.search_widening``): a player who has chosen
``n`` times at a node of the search considers the first ``ceil(n ** 0.5)`` of its actions in the
search order. Hands of 10 to 14 cards are common on generated pools (texts that draw), and 400
iterations spread over every placement leave each with means within noise of each other: the
search then picks nearly at random among them. Against the heuristic on generated pool 3 it
scored 64% over 32 games with widening 1 (seed 20), 56% without (seed 19)."""

_OPEN_SLOTS_AFTER = {"begin": 0, "draw": 1, "place": 1, "reveal": 0}
"""The slots still open in each step of a turn, beyond the slots after the current one."""


def round_reading(state: SlotWarsState, player: int) -> tuple[float, int, tuple[float, float]]:
    """What :func:`estimate` reads of the round under way for ``player``: the standing (points,
    and slots held by current values; 0 between rounds), the slots still open and the strength of
    the cards each player (``player`` first) has to place in them (:func:`expected_plays`)."""
    from wartable.variants.slot_wars.engine.state import Step  # noqa: PLC0415 - see _neutral_round

    other = 1 - player
    step = state.step
    standing = 0
    if step in (Step.SELECT, Step.SETUP, Step.SWAP):
        open_slots = SLOTS
    else:
        points = state.standing_points()
        standing = points[player] - points[other]
        after = _OPEN_SLOTS_AFTER.get(step.value)
        open_slots = 0 if after is None else SLOTS - state.slot + after
    plays = tuple(
        expected_plays(
            (state.face(c) for c in state.hand(p)),
            [state.face(c) for c in state.deck(p)],
            open_slots,
        )
        for p in (player, other)
    )
    return standing, open_slots, (plays[0], plays[1])


def estimate(state: SlotWarsState, player: int) -> float:
    """:func:`position_value` of an unfinished game for ``player``: the rounds won and what it
    reads of the current round (:func:`round_reading`). Search agents call it on sampled states,
    where every card is known."""
    standing, open_slots, plays = round_reading(state, player)
    won = state.rounds_won
    return position_value((won[player], won[1 - player]), standing, open_slots, plays)


def search_placements(hand: Sequence[tuple[Action, CardFace]], slot: int) -> tuple[Action, ...]:
    """The placements of ``hand`` (actions with their cards), the most promising first by
    :func:`prior_placement_values` (ties keep their order): the order search agents try them in."""
    values = prior_placement_values([face for _, face in hand], slot)
    order = sorted(range(len(hand)), key=lambda i: -values[i])
    return tuple(hand[i][0] for i in order)


# -- the order in which search agents try a card's choice -----------------------------------------


class Aim(Enum):
    """What the choices of a card's text are for, as far as its effects say."""

    HARM = "harm"
    """The chosen cards are destroyed, hidden, taken, lowered...: the other's best first."""
    HELP = "help"
    """The chosen cards are raised or untapped: one's own best first."""
    SHED = "shed"
    """One's own cards are discarded: the lowest first."""
    NONE = "none"
    """Nothing to say: the choices keep their order."""


_HARMFUL = (fx.Destroy, fx.Hide, fx.ReturnToHand, fx.TakeControl, fx.Tap)


def _effect_aims(effects: Iterable[fx.Effect]) -> Iterable[Aim]:
    for effect in effects:
        if isinstance(effect, fx.Optional):
            yield from _effect_aims((*effect.cost, *effect.effects))
        elif isinstance(effect, fx.Chance):
            yield from _effect_aims((*effect.effects, *effect.tails))
        elif isinstance(effect, fx.OneOf):
            yield from _effect_aims(e for option in effect.options for e in option)
        elif isinstance(effect, fx.Discard):
            if effect.player is fx.Player.YOU and not effect.at_random:
                yield Aim.SHED
        elif isinstance(effect, _HARMFUL):
            yield Aim.HARM
        elif isinstance(effect, fx.AddCounters | fx.Modify) and effect.amount:
            yield Aim.HELP if effect.amount > 0 else Aim.HARM
        elif isinstance(effect, fx.Untap):
            yield Aim.HELP


@cache
def choice_aim(face: CardFace) -> Aim:
    """What the choices ``face``'s text asks for are for: the one aim its effects agree on (an
    unreadable text, or effects of different aims: :attr:`Aim.NONE`)."""
    try:
        text = parse(face.text)
    except CardTextError:
        return Aim.NONE
    aims = set(_effect_aims(e for ability in text.abilities for e in ability.effects))
    return aims.pop() if len(aims) == 1 else Aim.NONE


def choice_order(
    aim: Aim, options: Sequence[tuple[Action, bool | None, int]], stop: Action | None
) -> tuple[Action, ...]:
    """Choices of cards in the order search agents should try them, for a text of ``aim``: each
    option is (action, whether the card is the chooser's own, ``None`` if not a card, its value as
    the chooser sees it). HARM: the other's cards, highest first, then ``stop``, then one's own,
    lowest first; HELP the reverse; SHED one's own cards lowest first. ``stop`` (the end of an "up
    to" choice) otherwise comes last."""
    if aim is Aim.NONE:
        return (*(action for action, _, _ in options), *((stop,) if stop is not None else ()))
    first_own = aim is not Aim.HARM

    def rank(option: tuple[Action, bool | None, int]) -> tuple[int, int]:
        _, own, value = option
        if own is None:
            return (1, 0)
        preferred = own is first_own
        if aim is Aim.SHED:
            return (0 if preferred else 2, value)
        return (0, -value) if preferred else (2, value)

    ordered = sorted(options, key=rank)
    head = [action for action, own, _ in ordered if own is not None and own is first_own]
    tail = [action for action, own, _ in ordered if own is None or own is not first_own]
    return (*head, *((stop,) if stop is not None else ()), *tail)
