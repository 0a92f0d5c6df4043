"""Scripted Slot Wars games for the engine tests."""

from __future__ import annotations

from collections.abc import Sequence

from tests.slot_wars.corpus import AMBIGUOUS, DEVELOPMENT, DEVELOPMENT_2, load
from wartable.core.events import Event
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import (
    Activation,
    Ask,
    CardFace,
    Done,
    Moment,
    Place,
    Rarity,
    SlotWarsOptions,
    SlotWarsState,
    Step,
    Trigger,
    card,
)
from wartable.variants.slot_wars.engine.hooks import Interpreter
from wartable.variants.slot_wars.engine.interpreter import TEXT, TextAbility
from wartable.variants.slot_wars.text import CardTextError, parse

FILL: list[int | CardFace] = [1] * 16


def faces(*values: int, prefix: str = "C") -> list[CardFace]:
    """Plain cards with these values, titled ``C5`` etc."""
    return [card(f"{prefix}{v}", v) for v in values]


def scripted(
    deck0: Sequence[int | CardFace],
    deck1: Sequence[int | CardFace],
    *,
    side0: Sequence[CardFace] = (),
    side1: Sequence[CardFace] = (),
    interpreter: Interpreter | None = None,
    engine: type[SlotWarsState] = SlotWarsState,
    **options: object,
) -> SlotWarsState:
    """A game whose decks are drawn in the given order (never shuffled); cards play by their text
    (or by ``interpreter``), on ``engine`` (a subclass that checks more)."""

    def as_faces(deck: Sequence[int | CardFace]) -> list[CardFace]:
        return [faces(c)[0] if isinstance(c, int) else c for c in deck]

    return engine.from_decks(
        SlotWarsOptions(**options),  # type: ignore[arg-type]
        (as_faces(deck0), as_faces(deck1)),
        (list(side0), list(side1)),
        shuffle=False,
        interpreter=interpreter,
    )


def keep_suggested(state: SlotWarsState) -> list[Event]:
    """Both players choose the deck the builder suggests (a game made by ``new_game`` starts with
    that choice); the game runs to the first placement."""
    events: list[Event] = []
    while state.step is Step.SELECT:
        for decision in state.decisions():
            action = decision.default  # the builder's next card to leave out
            assert action is not None
            events.extend(state.act(decision.player, action))
    events.extend(state.run())
    return events


def place_value(state: SlotWarsState, player: int, value: int) -> tuple[Event, ...]:
    """Place a card of this printed value from the player's hand."""
    for action in state.legal_actions(player):
        assert isinstance(action, Place)
        if state.face(action.card).value == value:
            return state.act(player, action)
    raise AssertionError(f"player {player + 1} holds no {value}: {state.hand(player)}")


def play_round(
    state: SlotWarsState, picks: tuple[Sequence[int] | None, Sequence[int] | None] = (None, None)
) -> list[Event]:
    """Play one round (from wherever it is to the end of scoring): each player places the value
    given for the slot, or its lowest card."""
    events: list[Event] = list(state.run())
    while state.step.value not in ("swap", "over"):
        for decision in state.decisions():
            player = decision.player
            wanted = picks[player]
            if wanted is None:
                events.extend(state.act(player, decision.actions[0]))
            else:
                events.extend(place_value(state, player, wanted[state.slot - 1]))
        events.extend(state.run())
    return events


def finish_break(state: SlotWarsState) -> list[Event]:
    """Both players keep their decks."""
    events: list[Event] = []
    for decision in state.decisions():
        events.extend(state.act(decision.player, Done()))
    events.extend(state.run())
    return events


def text_card(title: str, value: int, text: str) -> CardFace:
    """A rare card with rules text."""
    return card(title, value, "rare", text)


def table(
    mine: Sequence[tuple[int | CardFace, int]],
    theirs: Sequence[tuple[int | CardFace, int]] = (),
    *,
    hidden: tuple[str, ...] = (),
) -> SlotWarsState:
    """A position with the text interpreter: each player's (card, slot) put on the table
    (revealed unless its id is in ``hidden``); the rest of the decks are 1s. Ids are ``p0-00``…
    in the order given."""
    state = scripted([c for c, _ in mine] + [1] * 20, [c for c, _ in theirs] + [1] * 20)
    for player, cards in enumerate((mine, theirs)):
        for index, (_, slot) in enumerate(cards):
            cid = f"p{player}-{index:02d}"
            state.put_on_table(cid, slot, revealed=cid not in hidden)
    return state


def with_hand(text: str, theirs: list[int], *, value: int = 2) -> SlotWarsState:
    """Player 1's card with ``text`` revealed in S1; player 2 holds cards of ``theirs`` (ids
    ``p1-00``… in that order)."""
    state = scripted([text_card("Tester", value, text), *[1] * 20], [*theirs, *[1] * 20])
    state.put_on_table("p0-00", 1)
    state.draw(1, len(theirs), "test")
    return state


def fire(state: SlotWarsState, source: str, *answers: str) -> Ask | None:
    """Resolve ``source``'s "when revealed" ability as if it had just been revealed, as the
    engine does: the rest of the ability at once once its first effects are done, each choice
    answered with the next of ``answers``; the choice left unanswered, if any."""
    ability = TEXT.ability(state.face(source))
    assert isinstance(ability, TextAbility)
    controller = state.controller(source)
    assert controller is not None
    moment = Moment(Trigger.CARD_REVEALED, state.slot_of(source), source, controller)
    assert ability.fires(moment, source, state)
    activation = Activation(source, controller, moment)
    left = list(answers)
    result = ability.resolve(activation, state)
    while isinstance(result, Activation) or (result is not None and left):
        if isinstance(result, Activation):
            activation = result
        else:
            activation = activation.with_answers((*activation.answers, left.pop(0)))
        result = ability.resolve(activation, state)
    return result


def fire_if(state: SlotWarsState, source: str) -> bool:
    """Resolve ``source``'s "when revealed" ability if its condition holds; whether it did."""
    ability = TEXT.ability(state.face(source))
    assert ability is not None
    moment = Moment(Trigger.CARD_REVEALED, state.slot_of(source), source, 0)
    if not ability.fires(moment, source, state):
        return False
    assert ability.resolve(Activation(source, 0, moment), state) is None
    return True


def values(state: SlotWarsState) -> dict[str, int]:
    """The value of every card on the table."""
    return {c: state.value(c) for c in state.table_cards()}


def place_id(state: SlotWarsState, player: int, card_id: str) -> tuple[Event, ...]:
    """Place the card with this id (or one with the same face: they are one action)."""
    face = state.face(card_id)
    for action in state.legal_actions(player):
        if isinstance(action, Place) and state.face(action.card) == face:
            return state.act(player, action)
    raise AssertionError(f"player {player + 1} cannot place {card_id}: {state.hand(player)}")


def turn(state: SlotWarsState, mine: str | None, theirs: str | None) -> list[Event]:
    """Both players place these cards (``None``: the first legal card) and the game runs to the
    next decision."""
    events: list[Event] = list(state.run())
    for player, wanted in ((0, mine), (1, theirs)):
        if wanted is not None:
            events.extend(place_id(state, player, wanted))
        elif state.legal_actions(player):
            events.extend(state.act(player, state.legal_actions(player)[0]))
    events.extend(state.run())
    return events


def corpus_faces(seed: int, low: int = 1, high: int = 9) -> tuple[list[CardFace], list[CardFace]]:
    """Two players' 30 cards with texts of the designers' corpus that read (every kind of effect:
    silences, trades, swaps, choices ...), values (from ``low`` to ``high``) and rarities drawn."""
    texts = sorted(
        {
            entry.meaning
            for entry in load(DEVELOPMENT) + load(DEVELOPMENT_2)
            if entry.meaning not in (None, AMBIGUOUS) and readable(entry.meaning)
        }
    )
    rng = Rng(seed)
    chosen = rng.sample(texts, 60)
    faces = [
        card(f"Card {index}", rng.randint(low, high), rng.choice(list(Rarity)), text)
        for index, text in enumerate(chosen)
    ]
    return faces[:30], faces[30:]


def readable(text: str) -> bool:
    """Whether ``text`` reads as card text."""
    try:
        parse(text)
    except CardTextError:
        return False
    return True
