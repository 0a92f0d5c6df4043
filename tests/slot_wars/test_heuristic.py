"""The Slot Wars heuristic reads what the cards' texts will do; the baseline reads printed values."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from wartable.agents import Turn, make_agent, seat_turn
from wartable.core import Rng, derive_seed, new_game
from wartable.core.record import RecordedAction, play_out
from wartable.core.state import Action, Decision, GameState
from wartable.variants.slot_wars.engine import (
    Answer,
    CardFace,
    Choose,
    ChooseSlot,
    Place,
    SlotWarsOptions,
    SlotWarsState,
    Step,
    Swap,
    card,
)
from wartable.variants.slot_wars.engine.pool import DECK_SIZE
from wartable.variants.slot_wars.tactics import deck_keep

TRICKSTER = card("Trickster", 1, "common", "Hide OC.")
LIMBO = card("Limbo Dancer", 1, "common", "Lowest card wins in this slot.")
COWARD = card("Coward", 9, "common", "Lose a point.")


def plain(value: int, count: int = 1) -> list[CardFace]:
    return [card(f"Plain {value}", value)] * count


def scripted(
    mine: Sequence[CardFace], theirs: Sequence[CardFace], **sides: Sequence[CardFace]
) -> SlotWarsState:
    """A game at round 1 whose decks are drawn in the given order."""
    return SlotWarsState.from_decks(
        SlotWarsOptions(),
        (list(mine), list(theirs)),
        (list(sides.get("side0", ())), list(sides.get("side1", ()))),
        shuffle=False,
    )


def choice(agent: str, state: SlotWarsState, seat: int = 0) -> Action:
    return make_agent(agent, 5).choose(seat_turn(state, seat))


def placed_face(state: SlotWarsState, action: Action) -> CardFace:
    assert isinstance(action, Place)
    return state.face(action.card)


def to_slot(state: SlotWarsState, slot: int) -> None:
    """Both players place their first filler (a plain 3, or any card) until ``slot`` opens."""
    state.run()
    while state.slot < slot:
        for decision in state.decisions():
            fillers: list[Action] = [
                a
                for a in decision.actions
                if isinstance(a, Place) and state.face(a.card).title == "Plain 3"
            ]
            state.act(decision.player, (fillers or list(decision.actions))[0])
        state.run()


def test_a_text_that_wins_the_slot_goes_before_a_higher_printed_value() -> None:
    """Against a deck of 9s, the 8 can only lose; Trickster hides the 9 and wins."""
    state = scripted([TRICKSTER, *plain(8), *plain(2, 19)], plain(9, 21))
    state.run()
    assert placed_face(state, choice("heuristic", state)) == TRICKSTER
    assert placed_face(state, choice("baseline", state)).value == 8


def test_lowest_wins_is_played_where_it_wins_and_kept_where_it_ties() -> None:
    mine = [LIMBO, *plain(7), *plain(3, 19)]
    against_nines = scripted(mine, plain(9, 21))
    to_slot(against_nines, 9)
    assert placed_face(against_nines, choice("heuristic", against_nines)) == LIMBO
    against_ones = scripted(mine, plain(1, 21))
    to_slot(against_ones, 9)
    assert placed_face(against_ones, choice("heuristic", against_ones)) != LIMBO  # 1 = 1: nobody


def test_between_rounds_good_texts_stay_and_a_costly_nine_goes() -> None:
    """A printed-value swapper would bring the 8s in for Trickster and Limbo Dancer."""
    deck = [TRICKSTER, LIMBO, COWARD, *plain(5, 18)]
    state = scripted(deck, plain(5, 21), side0=plain(8, 9))
    while state.step is not Step.SWAP:
        for decision in state.decisions():
            state.act(decision.player, decision.actions[0])
        state.run()
    agent = make_agent("heuristic", 5)
    swaps: list[Swap] = []
    while isinstance(action := agent.choose(seat_turn(state, 0)), Swap):
        swaps.append(action)
        state.act(0, action)
    out = [state.face(s.card_out) for s in swaps]
    assert COWARD in out
    assert TRICKSTER not in out
    assert LIMBO not in out
    assert all(state.face(s.card_in).value == 8 for s in swaps)


def test_the_deck_it_chooses_is_the_strongest_21() -> None:
    state = new_game("slot-wars", None, 12)
    assert isinstance(state, SlotWarsState)
    cards = {c: state.face(c) for c in state.deck(0)}
    agent = make_agent("heuristic", 1)
    while state.step is Step.SELECT:
        for decision in state.decisions():
            state.act(decision.player, agent.choose(seat_turn(state, decision.player)))
    assert set(state.deck(0)) | set(state.hand(0)) == deck_keep(cards, DECK_SIZE)


def play(agents: tuple[str, str], seed: int) -> list[str]:
    """A whole game between two agents; its moves."""
    state = new_game("slot-wars", None, seed)
    players = [make_agent(agents[0], seed), make_agent(agents[1], seed + 1)]
    moves: list[RecordedAction] = []
    play_out(state, lambda s, d: players[d.player].choose(seat_turn(s, d.player)), actions=moves)
    return [f"{move.player}:{move.action}" for move in moves]


def test_same_seeds_same_game() -> None:
    assert play(("heuristic", "baseline"), 3) == play(("heuristic", "baseline"), 3)


def test_its_own_number_of_samples_is_four() -> None:
    assert play(("heuristic", "baseline"), 3) == play(("heuristic(samples=4)", "baseline"), 3)
    assert play(("heuristic", "baseline"), 3) != play(("heuristic(samples=1)", "baseline"), 3)


def test_without_samples_it_places_by_the_cards_worth_and_reads_them_still() -> None:
    state = scripted([TRICKSTER, *plain(8), *plain(2, 19)], plain(9, 21))
    state.run()
    assert placed_face(state, choice("heuristic(samples=0)", state)) == TRICKSTER
    agent = make_agent("heuristic(samples=0)", 1)
    assert agent.describe() == "heuristic(samples=0)"
    moves = play(("heuristic(samples=0)", "baseline"), 5)
    assert moves == play(("heuristic(samples=0)", "baseline"), 5)
    assert moves != play(("heuristic", "baseline"), 5)


def test_it_sees_only_what_its_seat_may_see() -> None:
    """At every decision of a game, states resampled for the seat give the same choice."""
    state = new_game("slot-wars", None, 21)
    assert isinstance(state, SlotWarsState)
    stepper = Rng(4)
    checked = 0
    while not state.is_terminal and state.rounds_won == (0, 0):
        pending = state.decisions()
        if not pending:
            state.advance()
            continue
        for decision in pending:
            seat = decision.player
            if len(decision.actions) > 1:
                here = make_agent("heuristic", 9).choose(seat_turn(state, seat))
                for twin in range(2):
                    other = state.resample(seat, Rng(derive_seed(21, checked, twin)))
                    there = make_agent("heuristic", 9).choose(seat_turn(other, seat))
                    assert here == there, (
                        f"the heuristic's move depends on hidden cards: {decision}"
                    )
                checked += 1
        first = pending[0]
        state.act(first.player, stepper.choice(first.actions))
    assert checked > 20


def test_without_samples_a_choice_is_answered_from_the_search_order_alone() -> None:
    """``heuristic(samples=0)`` answers a card's choice by the search order's first answer, with
    neither a drawn state nor the observation (the lab's player pays for neither)."""

    def refused(*_: object) -> NoReturn:
        raise AssertionError("the quick heuristic drew a state or read the observation")

    state = new_game("slot-wars", None, 4)
    answered = 0
    agent = make_agent("heuristic(samples=0)", 2)

    def choose(game: GameState, decision: Decision) -> Action:
        nonlocal answered
        turn = seat_turn(game, decision.player)
        if len(decision.actions) > 1 and isinstance(
            decision.actions[0], Choose | ChooseSlot | Answer
        ):
            bare = Turn(
                refused,
                refused,
                game.options,
                seat=decision.player,
                legal_actions=decision.actions,
                variant=game.variant_id,
                search_order=lambda: turn.search_order,
            )
            assert agent.choose(bare) == game.search_order(decision)[0]
            answered += 1
        return agent.choose(turn)

    play_out(state, choose)
    assert answered > 3
