"""An OpenSpiel game: OpenSpiel's own ISMCTS bot against a uniformly random player.

Usage: python examples/openspiel_ismcts.py [VARIANT] [GAMES] [SIMULATIONS]
(needs ``pip install 'wartable[rl]'``)

The bot samples the hidden cards through ``resample_from_infostate`` (wartable's ``resample``),
seeded from the example's generator so that the games replay exactly, and plays seat 1 in even
games, seat 2 in odd ones. Prints its mean return.
"""

from __future__ import annotations

import sys

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from wartable.adapters import openspiel


def play(variant: str = "hand-of-war", games: int = 4, simulations: int = 100) -> float:
    """The ISMCTS bot's mean return over ``games`` games against random play."""
    game = openspiel.load(variant, max_turns=30, rng_seed=1)
    random_state = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, random_state),
        uct_c=2.0,
        max_simulations=simulations,
        random_state=random_state,
    )
    # The bot's own resampling draws from a sampler seeded by the machine; drawing from the
    # seeded generator instead makes the games replay exactly.
    bot.set_resampler(
        lambda state, player: state.resample_from_infostate(player, random_state.random_sample)
    )
    total = 0.0
    for index in range(games):
        seat = index % 2
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, chances = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(random_state.choice(actions, p=chances)))
            elif state.current_player() == seat:
                state.apply_action(bot.step(state))
            else:
                state.apply_action(int(random_state.choice(state.legal_actions())))
        total += state.returns()[seat]
    return total / games


if __name__ == "__main__":
    variant = sys.argv[1] if len(sys.argv) > 1 else "hand-of-war"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    simulations = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    mean = play(variant, games, simulations)
    print(
        f"{variant}: OpenSpiel ISMCTS ({simulations} simulations) vs random, mean return {mean:+.2f}"
    )
