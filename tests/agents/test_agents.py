"""Every agent, on every variant where players decide: legal, reproducible, and unable to cheat."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from wartable.agents import Turn, agent_names, make_agent, seat_turn
from wartable.core import Decision, GameState, OptionError, Rng, derive_seed, new_game

CASES = [
    "classic(chooser=first)",
    "classic(chooser=both)",
    "hand-of-war",
    "hand-of-war(twins=same_rank)",
    "board-wars",
    "board-wars(rows=4,diagonal=true)",
    "warzone",
    "warzone(decks=2,arrangement=auto)",
    "slot-wars",
]


def agent_text(name: str) -> str:
    return "ismcts(iterations=30)" if name == "ismcts" else name


@pytest.mark.parametrize("options", CASES)
@pytest.mark.parametrize("name", sorted(set(agent_names())))
def test_agent_sees_only_what_its_seat_may_see(name: str, options: str) -> None:
    """Two states that differ only in what the seat cannot see get the same move, and a legal one."""
    checked = 0
    for step, state, decision in _decisions_met(options, seed=11, stepper=Rng(3)):
        seat = decision.player
        twin = state.resample(seat, Rng(derive_seed(7, step, seat)))
        here = make_agent(agent_text(name), 99).choose(seat_turn(state, seat))
        there = make_agent(agent_text(name), 99).choose(seat_turn(twin, seat))
        assert here == there, f"{name} on {options}: move depends on hidden cards"
        assert here in decision.actions
        checked += 1
    assert checked > 5


def _decisions_met(
    options: str, seed: int, stepper: Rng, steps: int = 40
) -> Iterator[tuple[int, GameState, Decision]]:
    """Each pending decision of the first ``steps`` steps of a game (with the step and the
    state), the game then moved on by a random legal action of the first one."""
    state = new_game(options.split("(", maxsplit=1)[0], options, seed)
    for step in range(steps):
        if state.is_terminal:
            return
        pending = state.decisions()
        if not pending:
            state.advance()
            continue
        for decision in pending:
            yield step, state, decision
        first = pending[0]
        state.act(first.player, stepper.choice(first.actions))


def test_agents_by_name_with_parameters() -> None:
    assert make_agent("random").describe() == "random"
    assert make_agent("ismcts(iterations=10,seconds=0.5)").describe() == (
        "ismcts(iterations=10,seconds=0.5)"
    )
    for bad, message in [
        ("genius", "unknown agent 'genius'"),
        ("random(x=1)", "takes no parameters"),
        ("ismcts(iterations=0)", "iterations must be integer"),
        ("ismcts(iteration=5)", "did you mean 'iterations'"),
        ("iterations=5", "cannot read agent"),
    ]:
        with pytest.raises(OptionError, match=message):
            make_agent(bad)


@pytest.mark.parametrize("options", CASES)
def test_a_turn_tells_the_variant_and_its_search_order_without_a_drawn_state(
    options: str,
) -> None:
    """``turn.search_order`` is the variant's order for the seat's decision, read from the game;
    a turn made without it reads the same order from a state its sampler draws."""
    variant = options.split("(", maxsplit=1)[0]
    checked = 0
    for _, state, decision in _decisions_met(options, seed=5, stepper=Rng(8)):
        turn = seat_turn(state, decision.player)
        assert turn.variant == turn.observation.variant == variant
        assert turn.search_order == state.search_order(decision)
        sampled = Turn(state.observe(decision.player), turn.sample, state.options)
        assert sampled.search_order == turn.search_order
        assert sorted(map(str, turn.search_order)) == sorted(map(str, decision.actions))
        checked += 1
    assert checked > 5
