"""OpenSpiel: every variant passes ``pyspiel.random_sim_test`` with serialisation, and OpenSpiel's
own ISMCTS bot searches one through ``resample_from_infostate``."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from wartable.adapters import openspiel  # noqa: E402
from wartable.adapters.encoding import encoding  # noqa: E402
from wartable.core.registry import get_variant  # noqa: E402

SHORT: dict[str, dict[str, Any]] = {
    "classic": {"chooser": "both", "max_turns": 40, "at_limit": "most_cards"},
    "hand-of-war": {"max_turns": 12},
    "board-wars": {"max_turns": 30},
    "warzone": {"max_turns": 30},
    "slot-wars": {"max_turns": 4},
    "three-card-war": {"cards": 5},  # the plugin of docs/new-variant.md: the generic encoding
}


def test_every_variant_is_registered() -> None:
    assert set(openspiel.GAME_NAMES) == set(SHORT)
    registered = set(pyspiel.registered_names())
    assert {f"python_wartable_{v.replace('-', '_')}" for v in SHORT} <= registered


@pytest.mark.parametrize("variant", sorted(SHORT))
def test_random_sim_test_with_serialisation(variant: str) -> None:
    game = openspiel.load(variant, deals=64, rng_seed=3, **SHORT[variant])
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("variant", sorted(SHORT))
def test_states_round_trip_and_tensors_are_the_encoding(variant: str) -> None:
    game = openspiel.load(variant, deals=8, **SHORT[variant])
    assert game.get_type().short_name == openspiel.game_name(variant)
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert len(state.chance_outcomes()) == 8
    state.apply_action(5)
    rng = np.random.default_rng(0)
    for _ in range(6):
        if state.is_terminal():
            break
        player = state.current_player()
        engine = state.engine.state
        view = engine.observe(player).view
        expected = encoding(get_variant(variant).id, state.engine.table.options).encode(view)
        assert np.array_equal(np.asarray(state.observation_tensor(player), np.float32), expected)
        again = game.deserialize_state(state.serialize())
        assert str(again) == str(state)
        assert again.legal_actions() == state.legal_actions()
        for seat in (0, 1):
            recalled = again.information_state_string(seat)
            assert recalled == state.information_state_string(seat)
            assert recalled == state.clone().information_state_string(seat)
        state.apply_action(int(rng.choice(state.legal_actions())))
    # The same deal index gives the same deal.
    one, two = game.new_initial_state(), game.new_initial_state()
    one.apply_action(2)
    two.apply_action(2)
    assert str(one) == str(two)


def test_there_is_no_information_state_tensor() -> None:
    game = openspiel.load("hand-of-war", deals=4)
    assert not game.get_type().provides_information_state_tensor
    assert game.get_type().provides_information_state_string


def _rank(state: Any, player: int, action: int) -> int:
    """The rank of the card ``player`` plays with ``action`` in classic War."""
    found = state.engine.table.ids.find(state.game_state.legal_actions(player), action)
    assert found is not None
    return int(found.card.rank)


def test_information_states_remember_what_the_observation_forgets() -> None:
    """Classic War (both choosing): seat 1 plays its lowest card and seat 2 beats it with one of
    two cards. Seat 1 saw different cards, but its view now is the same (it keeps pile sizes, not
    the cards the other played): only its information state tells the two apart."""
    game = openspiel.load("classic", deals=4, max_turns=40)
    dealt = game.new_initial_state()
    dealt.apply_action(1)
    low = min(dealt.legal_actions(0), key=lambda action: _rank(dealt, 0, action))
    low_rank = _rank(dealt, 0, low)
    dealt.apply_action(low)
    # Seat 2 has not played yet, and its information state does not tell seat 1's choice.
    other = game.new_initial_state()
    other.apply_action(1)
    other.apply_action(next(a for a in other.legal_actions(0) if a != low))
    assert other.information_state_string(1) == dealt.information_state_string(1)
    by_rank = {_rank(dealt, 1, a): a for a in dealt.legal_actions(1)}
    higher = sorted(rank for rank in by_rank if rank > low_rank)
    assert len(higher) >= 2, "the deal gives seat 2 two ranks above seat 1's lowest"
    branches = []
    for rank in higher[:2]:
        branch = dealt.clone()
        branch.apply_action(by_rank[rank])
        branches.append(branch)
    one, two = branches
    assert one.observation_string(0) == two.observation_string(0)
    assert one.observation_tensor(0) == two.observation_tensor(0)
    assert one.information_state_string(0) != two.information_state_string(0)


def test_resample_keeps_the_information_state() -> None:
    game = openspiel.load("hand-of-war", deals=16, **SHORT["hand-of-war"])
    state = game.new_initial_state()
    state.apply_action(1)
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    samples = [state.resample_from_infostate(player, sampler) for _ in range(5)]
    for sample in samples:
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert sample.current_player() == player
    assert len({str(s) for s in samples}) > 1, "the hidden cards are drawn anew"


def test_openspiels_ismcts_bot_plays_hand_of_war() -> None:
    game = openspiel.load("hand-of-war", deals=16, rng_seed=1, max_turns=6)
    random_state = np.random.RandomState(7)
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, random_state),
        uct_c=2.0,
        max_simulations=30,
        random_state=random_state,
    )
    state = game.new_initial_state()
    state.apply_action(3)
    moves = 0
    while not state.is_terminal() and moves < 4:
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves == 4


def test_the_example_game_runs() -> None:
    example = Path(__file__).parents[2] / "examples" / "openspiel_ismcts.py"
    play = runpy.run_path(str(example))["play"]
    result = play("hand-of-war", 1, 5)
    assert -1.0 <= result <= 1.0
    assert play("hand-of-war", 1, 5) == result, "the seeded example replays exactly"
