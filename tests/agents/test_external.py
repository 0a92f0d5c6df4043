"""Agents from outside wartable: ``py:`` specs (classes, factories, policies) and bad specs."""

from __future__ import annotations

from importlib.metadata import EntryPoint

import pytest
from typer.testing import CliRunner

from wartable.agents import Agent, external, make_agent, registry, seat_turn
from wartable.agents.external import PolicyAgent
from wartable.cli.app import app
from wartable.core import OptionError, new_game
from wartable.core.record import play_out
from wartable.core.state import Action, Decision, GameState
from wartable.sim.arena import ArenaSpec, play_deal, run_arena

HERE = "py:tests.agents.external_agents"
SHORT = "max_turns=50,at_limit=most_cards"
BOTH = f"chooser=both,{SHORT}"


@pytest.mark.parametrize("attribute", ["Lowest", "make", "make_seeded", "last"])
def test_a_py_spec_gives_an_agent_that_describes_itself_as_the_spec(attribute: str) -> None:
    spec = f"{HERE}:{attribute}"
    agent = make_agent(f"  {spec} ", seed=3)
    assert agent.describe() == spec
    assert make_agent(agent.describe()).describe() == spec
    state = new_game("classic", BOTH, seed=1)
    play_out(state, lambda s, d: _choose(agent, s, d))
    assert state.outcome is not None


def _choose(agent: Agent, state: GameState, decision: Decision) -> Action:
    return agent.choose(seat_turn(state, decision.player))


def test_a_policy_is_wrapped_and_checked() -> None:
    agent = make_agent(f"{HERE}:last")
    assert isinstance(agent, PolicyAgent)
    cheat = make_agent(f"{HERE}:cheat")
    state = new_game("classic", BOTH, seed=1)
    with pytest.raises(OptionError, match="not a legal action"):
        play_out(state, lambda s, d: _choose(cheat, s, d))


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("py:", "expected py:MODULE:ATTRIBUTE"),
        ("py:tests.agents.external_agents", "expected py:MODULE:ATTRIBUTE"),
        ("py:no_such_module_xyz:make", "module 'no_such_module_xyz' not found"),
        ("py:tests.agents.no_such:make", "module 'tests.agents.no_such' not found"),
        (f"{HERE}:missing", "has no attribute 'missing'"),
        (f"{HERE}:NUMBER", "names 7 (int), not an Agent class or a callable"),
        (f"{HERE}:not_an_agent", "returned 42 (int), not a wartable Agent"),
        (f"{HERE}:two_arguments", "takes 2 required arguments"),
    ],
)
def test_bad_py_specs_say_what_is_wrong(spec: str, message: str) -> None:
    with pytest.raises(OptionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        make_agent(spec)
    with pytest.raises(OptionError, match="py:"):
        ArenaSpec("classic", BOTH, (spec, "random"), 2, 1)


def test_unknown_names_mention_py_specs() -> None:
    with pytest.raises(OptionError, match="py:MODULE:ATTRIBUTE"):
        make_agent("no-such-agent")


def test_a_py_agent_is_rated_on_the_same_duplicate_deals_in_parallel_workers() -> None:
    external = f"{HERE}:make"
    # Where nobody decides, the py: agent's games against random are those of any built-in agent:
    # the same deals, in the same seats.
    plain = run_arena(ArenaSpec("classic", SHORT, ("first", external, "random"), 6, 4), workers=1)
    assert plain.pairs[1].outcomes == plain.pairs[2].outcomes  # first-random, py-random
    spec = ArenaSpec("classic", BOTH, (external, "random"), 6, 4)
    assert spec.agents == (external, "random")
    assert play_deal(spec, 0, 3)[0].seed == spec.deal_seed(3)
    alone = run_arena(spec, workers=1)
    spread = run_arena(spec, workers=2)  # the spec string travels to spawned workers
    assert alone.decisions[0] > 0
    one, two = alone.report(), spread.report()
    del one["timing"], two["timing"]
    assert one == two


def test_installed_agents_are_found_by_entry_point_name(monkeypatch: pytest.MonkeyPatch) -> None:
    entries = {
        "lowest": EntryPoint("Lowest", f"{HERE[3:]}:make_seeded", external.GROUP),
        "broken": EntryPoint("broken", "tests.agents.no_such:make", external.GROUP),
    }
    monkeypatch.setattr(external, "entry_point_agents", lambda: entries)
    monkeypatch.setattr(registry, "entry_point_agents", lambda: entries)
    agent = make_agent("LOWEST", seed=2)
    assert agent.describe() == "Lowest"
    assert ArenaSpec("classic", BOTH, ("lowest", "random"), 1, 1).agents == ("Lowest", "random")
    with pytest.raises(OptionError, match="takes no parameters"):
        make_agent("lowest(x=1)")
    with pytest.raises(OptionError, match=r"'broken'.*cannot be loaded"):
        make_agent("broken")
    with pytest.raises(OptionError, match=r"agents are random, .*lowest"):
        make_agent("nobody")


def test_wartable_agents_shows_a_py_agent_and_mentions_py_specs() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["agents", f"{HERE}:make"])
    assert result.exit_code == 0, result.output
    flat = " ".join(result.stdout.split())
    assert f"{HERE}:make" in flat and "tests.agents.external_agents.Lowest" in flat
    result = runner.invoke(app, ["agents"])
    assert result.exit_code == 0, result.output
    assert "py:MODULE:ATTRIBUTE" in " ".join(result.stdout.split())
