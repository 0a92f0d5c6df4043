"""Matches: one slot-wars game between two decks, played by agents, deterministic and auditable."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from itertools import combinations

import pytest

from tests.tournament.helpers import PLAYERS, nine_sets
from wartable.core.record import GameRecord, RecordedAction
from wartable.core.rng import derive_seed
from wartable.tournament import (
    Deck,
    EventError,
    MatchResult,
    auto_deck,
    distribute,
    play_match,
    record_match,
    replay_match,
)
from wartable.tournament.matches import match_state
from wartable.variants.slot_wars.engine import SlotWarsOptions, SlotWarsState

HEURISTIC = ("heuristic", "heuristic")


def _decks(seed: int = 42) -> dict[str, Deck]:
    record = distribute(nine_sets(), seed)
    return {pool.player: auto_deck(pool.cards) for pool in record.pools}


def test_a_match_is_one_best_of_three_game_and_deterministic() -> None:
    decks = _decks()
    result = play_match(decks["Ann"], decks["Bob"], HEURISTIC, seed=7)
    assert result == play_match(decks["Ann"], decks["Bob"], HEURISTIC, seed=7)
    assert result.seed == 7 and result.agents == HEURISTIC
    if result.winner is not None:
        assert result.rounds_won[result.winner] == 2
        assert result.termination == "rounds_won"
    assert 2 <= result.rounds_played <= 6
    assert result.turns == 9 * result.rounds_played
    results = {play_match(decks["Ann"], decks["Bob"], HEURISTIC, seed=s) for s in range(8)}
    assert len(results) > 1


def test_the_match_state_holds_both_decks_and_sideboards() -> None:
    decks = _decks()
    state = match_state(decks["Cat"], decks["Dan"], seed=3)
    for seat, deck in enumerate((decks["Cat"], decks["Dan"])):
        assert sorted(state.face(c) for c in state.deck(seat)) == list(deck.cards)
        assert sorted(state.face(c) for c in state.sideboard(seat)) == list(deck.sideboard)
    assert state.options == SlotWarsOptions()  # the default game: cards play by their text


def test_play_match_agrees_with_a_game_played_by_hand_through_the_engine() -> None:
    decks = _decks()
    first, second = decks["Eve"], decks["Fay"]
    state = SlotWarsState.from_decks(
        SlotWarsOptions(),
        (first.cards, second.cards),
        (first.sideboard, second.sideboard),
        seed=11,
    )
    while state.outcome is None:
        pending = state.decisions()
        if not pending:
            state.run()
            continue
        # The "first" agent's choice: the first legal action (the lowest card, keep the deck).
        state.act(pending[0].player, pending[0].actions[0])
    result = play_match(first, second, ("first", "first"), seed=11)
    assert result.winner == state.outcome.winner
    assert result.rounds_won == state.rounds_won
    assert result.turns == state.turn
    assert result.termination == state.outcome.ending
    assert result.rounds_played == state.summary()["rounds"]


def test_record_match_gives_the_same_result_and_replays_exactly() -> None:
    decks = _decks()
    result, record = record_match(
        decks["Gus"], decks["Hal"], HEURISTIC, seed=5, players=("Gus", "Hal")
    )
    assert result == play_match(decks["Gus"], decks["Hal"], HEURISTIC, seed=5)
    assert record.players == ("Gus", "Hal")
    assert record.outcome is not None and record.outcome.winner == result.winner
    assert len(record.actions) >= result.turns * 2
    line = json.loads(record.to_line())
    replayed, problems = replay_match(GameRecord.from_json(line))
    assert problems == []
    assert replayed == result


def test_a_tampered_match_record_is_caught() -> None:
    decks = _decks()
    _, record = record_match(decks["Gus"], decks["Hal"], HEURISTIC, seed=5)
    swapped = dict(record.meta)
    swapped["decks"] = list(reversed(record.meta["decks"]))
    with pytest.raises(EventError, match="cannot be replayed"):
        replay_match(replace(record, meta=swapped))
    assert record.outcome is not None
    forged = replace(record, events_sha256="0" * 64)
    assert replay_match(forged)[1] == ["event stream differs from the recorded digest"]
    extra = replace(record, actions=(*record.actions, RecordedAction(0, "done")))
    assert "left over" in replay_match(extra)[1][0]
    with pytest.raises(EventError, match=r"meta\.decks"):
        replay_match(replace(record, meta={}))


def test_match_result_json_round_trip_and_errors() -> None:
    result = MatchResult(7, HEURISTIC, 1, (1, 2), 3, "rounds_won", 27)
    assert MatchResult.from_json(json.loads(json.dumps(result.to_json()))) == result
    draw = replace(result, winner=None, rounds_won=(1, 1), termination="tied_rounds")
    assert MatchResult.from_json(draw.to_json()) == draw
    for key, value, message in [
        ("winner", 2, "field 'winner'"),
        ("winner", True, "field 'winner'"),
        ("agents", ["heuristic"], "field 'agents'"),
        ("rounds_won", [1, -1], "field 'rounds_won'"),
        ("turns", "many", "field 'turns'"),
        ("seed", 2**64, "field 'seed'"),
    ]:
        with pytest.raises(EventError, match=message):
            MatchResult.from_json({**result.to_json(), key: value})
    data = result.to_json()
    del data["termination"]
    with pytest.raises(EventError, match="field 'termination' is missing"):
        MatchResult.from_json(data)


def test_bad_agents_options_and_seeds_are_event_errors() -> None:
    decks = _decks()
    ann, bob = decks["Ann"], decks["Bob"]
    with pytest.raises(EventError, match=r"unknown agent 'heuristc'.*did you mean 'heuristic'"):
        play_match(ann, bob, ("heuristc", "random"), seed=1)
    with pytest.raises(EventError, match="options 'abilities=magic'"):
        play_match(ann, bob, HEURISTIC, seed=1, options="abilities=magic")
    with pytest.raises(EventError, match="seed"):
        play_match(ann, bob, HEURISTIC, seed=-1)
    with pytest.raises(EventError, match="two agents"):
        play_match(ann, bob, ("heuristic",), seed=1)  # type: ignore[arg-type]


def test_a_nine_player_round_robin_with_the_heuristic_agent_is_quick() -> None:
    decks = _decks(seed=9)
    began = time.perf_counter()
    results = [
        play_match(decks[a], decks[b], HEURISTIC, seed=derive_seed(9, "match", a, b))
        for a, b in combinations(PLAYERS, 2)
    ]
    seconds = time.perf_counter() - began
    assert len(results) == 36
    wins = dict.fromkeys(PLAYERS, 0)
    for (a, b), result in zip(combinations(PLAYERS, 2), results, strict=True):
        if result.winner is not None:
            wins[(a, b)[result.winner]] += 1
    assert sum(wins.values()) == sum(1 for r in results if r.winner is not None) >= 30
    print(f"round robin: 36 matches in {seconds:.1f} s, {seconds / 36:.3f} s per match")
    assert seconds / 36 < 1.5


def test_the_seat_of_a_deck_is_its_own() -> None:
    dealt = distribute(nine_sets(), 1).pool_of("Ann").cards
    pool = sorted(replace(face, text="") for face in dealt)  # plain values
    strong, weak = Deck(tuple(pool[9:]), ()), Deck(tuple(pool[:21]), ())
    first = [play_match(strong, weak, HEURISTIC, seed=s).winner for s in range(6)]
    second = [play_match(weak, strong, HEURISTIC, seed=s).winner for s in range(6)]
    assert first.count(0) >= 5 and second.count(1) >= 5
