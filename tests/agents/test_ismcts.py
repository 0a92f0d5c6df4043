"""The ``ismcts`` agent: legal, reproducible, blind to hidden cards, sound on simultaneous choices,
and stronger than plain War where there is something to choose."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any, Self

import pytest

import wartable
from wartable.agents import Agent, Turn, make_agent, seat_turn
from wartable.agents import ismcts as ismcts_module
from wartable.agents.ismcts import IsmctsAgent, IsmctsParams, _Search
from wartable.core import (
    Action,
    Decision,
    Event,
    GameState,
    Observation,
    OptionError,
    Outcome,
    Rng,
    VariantOptions,
    View,
    Viewer,
    new_game,
)
from wartable.core.actions import ActionSpace, Segment
from wartable.sim.match import play_match

CLASSIC_CHOOSERS = ("classic(chooser=first)", "classic(chooser=both)")


def _variants_under_test() -> list[tuple[str, str]]:
    cases = [("classic", options) for options in CLASSIC_CHOOSERS]
    if any(spec.id == "hand-of-war" for spec in wartable.variants()):
        cases.append(("hand-of-war", "hand-of-war"))
    return cases


def _decision_points(variant: str, options: str, seed: int, count: int) -> list[GameState]:
    """Copies of a seeded random game at ``count`` moments when someone must decide, including,
    with simultaneous choices, moments when one player has already (secretly) chosen."""
    state = new_game(variant, options, seed)
    rng = Rng(seed)
    points: list[GameState] = []
    steps = 0
    while state.outcome is None and len(points) < count:
        pending = state.decisions()
        if not pending:
            state.run()
            continue
        if steps % 3 == 0:
            points.append(state.clone())
        decision = pending[0]
        state.act(decision.player, rng.choice(decision.actions))
        steps += 1
    assert points, f"{options}: nobody ever decided"
    return points


def _ismcts(seed: int, iterations: int = 40) -> IsmctsAgent:
    agent = make_agent(f"ismcts(iterations={iterations})", seed)
    assert isinstance(agent, IsmctsAgent)
    return agent


# -- parameters --------------------------------------------------------------------------------


def test_parameters_parse_and_print_back() -> None:
    agent = make_agent("ismcts(iterations=10,seconds=0.2)", 3)
    assert isinstance(agent, IsmctsAgent)
    assert agent.settings == IsmctsParams(iterations=10, seconds=0.2)
    assert agent.describe() == "ismcts(iterations=10,seconds=0.2)"
    assert make_agent(agent.describe()).params == agent.params
    assert make_agent("ismcts").describe() == "ismcts"
    spec_names = [spec.name for spec in IsmctsParams.specs()]
    assert spec_names[:4] == ["iterations", "seconds", "exploration", "scaled_exploration"]
    assert "rollout_depth" in spec_names


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("ismcts(iterations=0)", "iterations"),
        ("ismcts(iterations=many)", "must be an integer"),
        ("ismcts(seconds=-1)", "seconds"),
        ("ismcts(exploration=nan)", "finite"),
        ("ismcts(rollout_depth=-2)", "rollout_depth"),
        ("ismcts(scaled_exploration=maybe)", "true or false"),
        ("ismcts(iteration=5)", "did you mean 'iterations'"),
        ("ismcts(iterations=5", "expected '\\)'"),
    ],
)
def test_bad_parameters_are_refused(text: str, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        make_agent(text)


# -- legal, reproducible, blind -----------------------------------------------------------------


@pytest.mark.parametrize("options", CLASSIC_CHOOSERS)
def test_choices_are_legal_and_reproducible(options: str) -> None:
    differed = False
    for state in _decision_points("classic", options, 11, 4):
        for decision in state.decisions():
            turn = seat_turn(state, decision.player)
            action = _ismcts(5, iterations=25).choose(turn)
            assert any(action is legal for legal in turn.legal_actions)
            again = _ismcts(5, iterations=25).choose(seat_turn(state, decision.player))
            assert again == action
            others = {_ismcts(seed, iterations=25).choose(turn) for seed in (6, 7)}
            differed = differed or others != {action}
    assert differed, "the seed never mattered; is the agent using its generator?"


def test_search_does_not_change_the_state() -> None:
    state = _decision_points("classic", "classic(chooser=both)", 4, 2)[-1]
    before = state.to_json()
    _ismcts(1).choose(seat_turn(state, state.decisions()[0].player))
    assert state.to_json() == before


def _peeking_turn(state: GameState, seat: int) -> Turn:
    """A turn whose sampler hands out the true state: how a cheating search would see it."""
    return Turn(state.observe(seat), lambda rng: state.clone(), state.options)


@pytest.mark.parametrize(("variant", "options"), _variants_under_test())
def test_choices_depend_only_on_what_the_seat_sees(variant: str, options: str) -> None:
    """Resampling what a seat cannot see (the other hands, the order of hidden cards, another
    player's secret choice) never changes the agent's move. The control: the same search given
    the true states (peeking) does tell some of them apart."""
    hidden_changed = peeking_differed = False
    for index, state in enumerate(_decision_points(variant, options, 21, 5)):
        for decision in state.decisions():
            seat = decision.player
            for key in (1, 2):
                twin = state.resample(seat, Rng(1000 * index + key))
                assert twin.observe(seat) == state.observe(seat)
                hidden_changed = hidden_changed or twin.to_json() != state.to_json()
                seed = 31 + index
                move = _ismcts(seed).choose(seat_turn(state, seat))
                assert _ismcts(seed).choose(seat_turn(twin, seat)) == move, (
                    f"{options}: seat {seat} at point {index} acted on hidden information"
                )
                peeked = _ismcts(seed).choose(_peeking_turn(state, seat))
                peeked_twin = _ismcts(seed).choose(_peeking_turn(twin, seat))
                peeking_differed = peeking_differed or peeked != peeked_twin
    assert hidden_changed, "the twins never differed; the check proved nothing"
    assert peeking_differed, "even a peeking search could not tell the twins apart"


def test_time_budget_stops_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search reads the clock after every iteration and stops at its budget: on a clock that
    moves 10 ms at each reading, a 50 ms budget allows five iterations, whatever the load."""
    readings = iter(range(1_000_000))
    monkeypatch.setattr(
        ismcts_module, "time", SimpleNamespace(perf_counter=lambda: next(readings) / 100)
    )
    state = _decision_points("classic", "classic(chooser=first)", 2, 1)[0]
    agent = make_agent("ismcts(iterations=10000000,seconds=0.05)", 1)
    assert isinstance(agent, IsmctsAgent)
    action = agent.choose(seat_turn(state, 0))
    assert action in state.legal_actions(0)
    assert agent.last_iterations == 5


# -- simultaneous choices ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """A move of the guessing game."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class GuessView(View):
    """The viewer's own choice (or, when choices are open, the first player's), and who chose."""

    known: str | None
    chosen: tuple[bool, bool]

    def describe(self) -> str:
        return f"known choice {self.known}, chosen {self.chosen}"


SAFE, X, Y = Pick("safe"), Pick("x"), Pick("y")


class GuessState(GameState):
    """A one-shot game of simultaneous choices. Player 1 plays ``x`` or ``y``, or ``safe``, which
    loses one time in five and is a draw otherwise (worth -0.2, settled by chance once both have
    chosen). Player 2 tries to match player 1's ``x`` or ``y``: a match wins for player 2, a
    mismatch for player 1. Choosing at the same time, player 1 should gamble (worth 0 against a
    50/50 guess); a search that let player 2 see player 1's choice would make it play safe. With
    ``open_choice``, player 2 does answer after seeing player 1's choice."""

    variant_id = "guess"
    __slots__ = ("_chosen", "_open", "_outcome", "_rng")

    @classmethod
    def action_space(cls, options: VariantOptions) -> ActionSpace:
        names = ["safe", "x", "y", *(f"p{index}" for index in range(30))]
        return ActionSpace([Segment(Pick, len(names), lambda a: names.index(a.name), "name")])

    def __init__(self, rng: Rng, *, open_choice: bool = False) -> None:
        self._rng = rng
        self._open = open_choice
        self._chosen: dict[int, Pick] = {}
        self._outcome: Outcome | None = None

    @classmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        return cls(Rng(seed))

    @property
    def options(self) -> VariantOptions:
        return VariantOptions()

    @property
    def seed(self) -> int:
        return 0

    @property
    def turn(self) -> int:
        return 0 if self._outcome is None else 1

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def decisions(self) -> tuple[Decision, ...]:
        if self._outcome is not None:
            return ()
        choices = {0: (SAFE, X, Y), 1: (X, Y)}
        pending = tuple(Decision(p, "guess", choices[p]) for p in (0, 1) if p not in self._chosen)
        return pending[:1] if self._open else pending

    def mute(self) -> None:
        pass

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        assert isinstance(action, Pick)
        self._chosen[player] = action
        return ()

    def _advance(self) -> tuple[Event, ...]:
        first, second = self._chosen[0], self._chosen[1]
        gamble_winner = 1 if first == second else 0
        winner = gamble_winner if first != SAFE else 1 if self._rng.random() < 0.2 else None
        self._outcome = Outcome.of(winner, "all_cards", (0.0, 0.0))
        return ()

    def observe(self, viewer: Viewer) -> Observation[GuessView]:
        known = self._chosen.get(viewer) if viewer is not None else None
        if self._open and viewer == 1:
            known = self._chosen.get(0)
        chosen = (0 in self._chosen, 1 in self._chosen)
        view = GuessView(None if known is None else known.name, chosen)
        legal = self.legal_actions(viewer) if viewer is not None else ()
        return Observation(self.variant_id, viewer, self.turn, view, legal, self._outcome)

    def clone(self) -> Self:
        copy = type(self)(Rng(), open_choice=self._open)
        copy._rng.setstate(self._rng.getstate())
        copy._chosen = dict(self._chosen)
        copy._outcome = self._outcome
        return copy

    def to_json(self) -> dict[str, Any]:
        return {"chosen": {str(p): str(a) for p, a in self._chosen.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        raise NotImplementedError

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self.clone()
        copy._rng = rng.spawn()
        for seat in list(copy._chosen):
            if seat != player and not self._open:
                copy._chosen[seat] = rng.choice((SAFE, X, Y) if seat == 0 else (X, Y))
        return copy


def _first_players_moves(state: GameState, seeds: int = 8) -> list[Action]:
    return [_ismcts(seed, iterations=400).choose(seat_turn(state, 0)) for seed in range(seeds)]


def test_a_choice_seen_before_answering_is_exploited() -> None:
    """The control: when player 2 answers after seeing player 1's choice, gambling loses, and
    the search plays safe."""
    assert set(_first_players_moves(GuessState(Rng(0), open_choice=True))) == {SAFE}


def test_a_secret_choice_made_first_is_not_seen() -> None:
    """Player 2 chose first, in secret: its choice is resampled, so player 1 gambles."""
    state = GuessState(Rng(0))
    state.act(1, X)
    moves = _first_players_moves(state)
    assert sum(move in (X, Y) for move in moves) >= 6, moves
    # Player 2's move, deciding after player 1's secret choice, is the same whatever that was.
    answers = set()
    for first in (SAFE, X, Y):
        state = GuessState(Rng(0))
        state.act(0, first)
        answers.add(_ismcts(4, iterations=200).choose(seat_turn(state, 1)))
    assert len(answers) == 1


def test_simultaneous_choices_are_decoupled() -> None:
    """Both pending at once: were player 2's selection to depend on player 1's, gambling would
    always lose in the search, as in the control. Decoupled UCT does gamble, though not from
    every seed: UCB selection is deterministic, and two UCB players at a node of mixed strategies
    can fall into step, so the search need not find the equilibrium."""
    moves = _first_players_moves(GuessState(Rng(0)))
    assert sum(move in (X, Y) for move in moves) >= 2, moves


# -- search order and widening ----------------------------------------------------------------


LINEUP = tuple(Pick(f"p{index}") for index in range(30))


class LineupState(GuessState):
    """Player 1 alone picks one of 30 cards; ``p29`` wins, the others lose. The variant's search
    order lists them backwards, the winner first."""

    variant_id = "lineup"
    __slots__ = ()
    search_widening = 1.0

    def decisions(self) -> tuple[Decision, ...]:
        return () if self._chosen else (Decision(0, "pick", LINEUP),)

    def search_order(self, decision: Decision) -> tuple[Action, ...]:
        return decision.actions[::-1]

    def _advance(self) -> tuple[Event, ...]:
        return ()

    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        super()._apply(player, action)
        winner = 0 if action == LINEUP[-1] else 1
        self._outcome = Outcome.of(winner, "all_cards", (0.0, 0.0))
        return ()

    def resample(self, player: int, rng: Rng) -> Self:
        return self.clone()


def _tried(params: str, iterations: int) -> set[Action]:
    """The root actions a search of ``iterations`` tried in the lineup game."""
    state = LineupState(Rng(0))
    agent = make_agent(f"ismcts({params})", 3)
    assert isinstance(agent.params, IsmctsParams)
    search = _Search(seat_turn(state, 0), agent.params, Rng(3))
    for _ in range(iterations):
        search.iterate()
    edges = search.root.of(0).by_action
    return {action for action, edge in edges.items() if edge.visits and isinstance(action, Action)}


def test_widening_tries_the_search_order_first() -> None:
    """With widening 1 a player who has chosen n times considers the first ceil(sqrt(n)) actions
    of the variant's search order: 25 iterations reach the first 5 of them, and nothing else."""
    assert _tried("widening=-1", 25) == set(LINEUP[-5:]), "the variant's own widening, 1"
    assert _tried("widening=1", 25) == set(LINEUP[-5:])
    assert _tried("widening=2", 25) == set(LINEUP[-10:])
    assert len(_tried("widening=0", 25)) == 25, "without widening every untried action comes first"
    agent = make_agent("ismcts(iterations=25)", 3)
    assert agent.choose(seat_turn(LineupState(Rng(0)), 0)) == LINEUP[-1]


# -- strength ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rollout", ["first", "random"])
def test_beats_plain_war_where_it_chooses_its_cards(rollout: str) -> None:
    """Seat 1 plays its top card; seat 0 chooses among its whole stack. Taking the top card, as
    plain War does, wins about half the games scored by the cards held after 10 battles (fewer:
    some are drawn); the search, with a small budget, wins clearly more of the same deals."""
    options = "classic(chooser=first,max_turns=10,at_limit=most_cards)"
    games = 40
    plain = searched = 0
    for game in range(games):
        first = play_match(new_game("classic", options, 500 + game), [_first(), _first()])
        plain += first.winner == 0
        agent = make_agent(f"ismcts(iterations=40,rollout_depth=1,rollout={rollout})", game)
        outcome = play_match(new_game("classic", options, 500 + game), [agent, _first()])
        searched += outcome.winner == 0
    assert plain / games < 0.55, plain
    assert searched / games >= 0.6, searched


def _first() -> Agent:
    return make_agent("first")


# -- other players' choices keyed by rank ------------------------------------------------------

CALL = X
LOW_OR_HIGH = (Pick("p0"), Pick("p1"))


class BluffState(GuessState):
    """Player 1 calls (``x``) or folds (``safe``, lost one time in three, a draw otherwise) while
    player 2 plays one of its two cards, whose values only it knows: a call wins against the low
    card and loses against the high one. Player 2 should always play high, so player 1 should
    fold (worth -1/3 against -1). A sample for player 1 deals player 2's values anew, so the card
    named ``p0`` is high in one sample and low in the next: keyed by the cards' names, player 2's
    statistics mix both and it seems to play either; keyed by their rank in player 2's own search
    order (high first), they are about its high card in every sample."""

    variant_id = "bluff"
    __slots__ = ("_high",)

    def __init__(self, rng: Rng, *, open_choice: bool = False) -> None:
        super().__init__(rng, open_choice=open_choice)
        self._high = 0

    def decisions(self) -> tuple[Decision, ...]:
        if self._outcome is not None:
            return ()
        choices = {0: (SAFE, CALL), 1: LOW_OR_HIGH}
        return tuple(Decision(p, "bluff", choices[p]) for p in (0, 1) if p not in self._chosen)

    def search_order(self, decision: Decision) -> tuple[Action, ...]:
        if decision.player == 0:
            return decision.actions
        return (LOW_OR_HIGH[self._high], LOW_OR_HIGH[1 - self._high])

    def _advance(self) -> tuple[Event, ...]:
        if self._chosen[0] == SAFE:
            winner = 1 if self._rng.random() < 1 / 3 else None
        else:
            winner = 1 if self._chosen[1] == LOW_OR_HIGH[self._high] else 0
        self._outcome = Outcome.of(winner, "all_cards", (0.0, 0.0))
        return ()

    def clone(self) -> Self:
        copy = super().clone()
        copy._high = self._high
        return copy

    def resample(self, player: int, rng: Rng) -> Self:
        copy = self.clone()
        copy._rng = rng.spawn()
        copy._high = rng.choice((0, 1))
        return copy


class RankedBluffState(BluffState):
    variant_id = "ranked-bluff"
    __slots__ = ()
    search_others_by_rank = True


def test_other_players_choices_keyed_by_rank_are_about_the_same_card() -> None:
    """Keyed by rank, player 2 learns to play high and player 1 folds; keyed by name (the
    control), player 2 seems to play either card and player 1 mostly calls."""
    assert _first_players_moves(RankedBluffState(Rng(0))).count(SAFE) >= 7
    assert _first_players_moves(BluffState(Rng(0))).count(CALL) >= 4
