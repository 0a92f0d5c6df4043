"""``ismcts``: information-set Monte Carlo tree search, for every variant, from the seat's view only.

The search is single-observer ISMCTS (Cowling, Powley & Whitehouse 2012). Each iteration draws one
determinization with ``turn.sample`` (a full state consistent with what the seat can see, drawn in
a way that depends only on that) and descends one tree of the searcher's information sets:

* **Nodes are keyed by what the searcher observes.** The child reached from a node is keyed by the
  searcher's own action at that step (``None`` if it did not act) and by its observation once the
  step and any automatic play after it are over: the :class:`~wartable.core.state.Observation`
  itself, a frozen hashable value, so lookups are exact (a variant whose observation does not hash
  is keyed by its JSON text). A path from the root is then a history of the searcher's own actions
  and observations, that is, one of its information sets. The tree never branches on a hidden
  card, on another player's unseen choice or on unseen chance; what the searcher does see of them
  (cards it wins, counts, a revealed choice) separates nodes, as it must, since its later choices
  depend on it. Keying by actions alone would merge information sets the searcher can tell apart
  (having won or lost the battle just fought) and mix their statistics. Observations are built
  only for the few tree steps of an iteration, never during rollouts.
* **Every pending player selects from its own statistics.** A node keeps, for each player who had
  a decision there, per-action statistics: visits, the sum of that player's values, and
  availability (how often the action was legal when the node was visited). UCB1 uses availability
  in place of the parent's visits, since legal actions differ between determinizations:
  ``mean + c * sqrt(ln(available) / visits)``; an action never tried is tried first (at random
  among such). Each player's values are its own ``evaluate`` (the payoff once the game is over), so
  every player maximises its own payoff (in two-player zero-sum games, the usual negation). Other
  players' statistics live in the searcher's nodes, keyed by their actions: the single-observer
  opponent model, which knows what the searcher knows plus its own legal actions. A variant whose
  samples give another player's unseen cards new identities (``search_others_by_rank``: Slot
  Wars, where ``place p1-15`` is an 8 in one sample and a 4 in the next) has them keyed by their
  rank in that player's search order instead: "its best card by its own judgement" is one
  statistic over all samples, where keyed by name they would mix unrelated cards and the other
  player would seem to choose at random.
* **Simultaneous decisions are decoupled.** When several players are pending at once, each one's
  action is selected from that player's statistics at the node alone (decoupled UCT), then all are
  applied and play goes on; no selection sees another player's choice. Decoupled UCT is sound but
  need not find mixed equilibria: deterministic UCB selections can fall into step with each other
  where a player should mix.
* **Actions are tried in the variant's order, widening progressively.** Every selection and the
  ``first`` rollout take a decision's actions in ``state.search_order(decision)``, the variant's
  ranking from what the deciding player knows (by default the legal order). With ``widening``
  ``w`` above 0, a player who has chosen ``n`` times at a node considers only the first
  ``ceil(w * sqrt(n))`` of them (progressive unpruning, Chaslot et al. 2008). Without it a
  decision with more actions than the budget has iterations gets one look at each: a war in Board
  Wars offers up to a few hundred plans, and the search, picking among plans tried once or twice,
  won 3 or 4 of some 25 wars against the heuristic's strongest decider.
* **Choices the variant settles itself are not searched.** Where ``state.search_default(decision)``
  names an action (Slot Wars: which cards make the deck, by its automatic builder), the tree and
  the rollouts take it for that player, and at the root the searcher plays it after one iteration.
* **Rollouts** play each player's first action in the search order by default (``rollout=first``;
  variants rank the cautious move first, e.g. the lowest card of a hand, so both sides keep their
  strong cards as careful players do; measured in hand-of-war: 59% against the heuristic where
  uniformly random rollouts scored 50%), or uniformly random legal actions (``rollout=random``;
  simultaneous players again choosing independently) until the game ends or ``rollout_depth``
  decision points have been played; then ``state.evaluate(player)`` is each player's value, backed
  up into that player's statistics.
* **Exploration follows the scale of the values.** Variants estimate unfinished positions on a far
  smaller scale than won or lost games (classic War's card share moves by 2/52 a battle). With
  ``scaled_exploration``, ``c`` is ``exploration`` times the spread of the values seen so far for
  that player over the payoff range 2: unchanged when rollouts end in wins and losses, smaller when
  they are cut off, so exploration does not drown the differences between moves.

States with no pending decision are advanced with ``state.run()``; sampled states are muted. All
randomness comes from the agent's own generator, each determinization from a generator spawned from
it, so with an iteration budget (``seconds=0``) the same seed and the same observation give the
same action, whatever the hidden cards are. The move played is the searcher's most visited root
action (ties: the higher mean value, then the earlier legal action); a lone legal action is played
without search.

The defaults come from measurements (``bench/agents.py``) and small trials. A variant declares its
own horizon (``GameState.search_horizon``), since how far rollouts should look depends on how well
its ``evaluate`` judges a position: 8 decision points by default (in Hand of War scored by cards
held alone, 8 did better than 4 against random play and as well as 20 or 40, at a fraction of their
cost); 2 in Board Wars, whose games last hundreds of turns (rollouts of 8, or random rollouts of 6,
lost to the heuristic there); 1 in Hand of War, whose evaluation weighs the strength of each hand
(against the heuristic, the lead in cards after 40 rounds went from -13% of the deck with rollouts
of 8 scored by cards held to about even); 2 in Slot Wars, about two slots, whose evaluation weighs
the cards each player has left by what their texts do (rollouts of 8 cost 2.6 times as much a
move; against the heuristic on a generated pool they scored 53% over 32 games, and rollouts of 2,
with the other player keyed by rank, 56% and 70% over 32 and 20). Scaled exploration won more
games of classic War with a chooser than the raw constant.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Hashable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import ClassVar

from wartable.agents.base import Agent, AgentParams, Turn
from wartable.agents.registry import register_agent
from wartable.core.options import option
from wartable.core.rng import Rng
from wartable.core.state import Action, Decision, GameState


class RolloutPolicy(StrEnum):
    """How rollouts choose moves."""

    RANDOM = "random"
    FIRST = "first"


@dataclass(frozen=True)
class IsmctsParams(AgentParams):
    """Parameters of the ``ismcts`` agent."""

    owner: ClassVar[str] = "ismcts"

    iterations: int = option(
        400, "Search iterations (sampled playouts) per move", minimum=1, maximum=100_000_000
    )
    seconds: float = option(
        0.0,
        "Time limit per move in seconds, 0 for none; the search then stops at whichever of the"
        " two budgets runs out first (raise iterations to search for the whole time) and is no"
        " longer exactly reproducible",
        minimum=0.0,
    )
    exploration: float = option(
        0.7, "UCB exploration constant, for payoffs from -1 to 1", minimum=0.0, maximum=100.0
    )
    scaled_exploration: bool = option(
        True,
        "Scale exploration by the spread of the values seen for each player (over the payoff"
        " range), so that small estimates of unfinished games are not drowned by it",
    )
    rollout_depth: int = option(
        -1,
        "Decision points played by the rollout policy after the tree before the position is"
        " scored with the variant's evaluation; 0 plays every rollout to the end of the game, -1"
        " takes the variant's own search horizon (8 decision points; 2 in Board Wars, whose long"
        " games a short look ahead judges better; 1 in Hand of War, whose evaluation weighs the"
        " hands; 2 in Slot Wars)",
        minimum=-1,
    )
    widening: float = option(
        -1.0,
        "Progressive unpruning: a player who has chosen n times at a node considers only the first"
        " ceil(widening * sqrt(n)) actions in the variant's search order; 0 considers all from the"
        " start, -1 takes the variant's own setting (0; 1 in Board Wars, whose war plans number"
        " in the hundreds, and in Slot Wars, whose hands reach a dozen cards)",
        minimum=-1.0,
        maximum=1000.0,
    )
    rollout: RolloutPolicy = option(
        RolloutPolicy.FIRST,
        "How rollouts choose moves",
        choices={
            RolloutPolicy.FIRST: "each player's first action in the variant's search order (the"
            " cautious move: the lowest card of a hand, the top card of a stack); no randomness",
            RolloutPolicy.RANDOM: "uniformly random legal actions",
        },
    )


@register_agent
class IsmctsAgent(Agent):
    """Information-set Monte Carlo tree search over states sampled from the seat's observation."""

    name = "ismcts"
    summary = "information-set Monte Carlo tree search over sampled hidden cards"
    Params = IsmctsParams

    def __init__(self, params: AgentParams | None = None, seed: int = 0) -> None:
        super().__init__(params, seed)
        if not isinstance(self.params, IsmctsParams):
            raise TypeError(f"ismcts takes IsmctsParams, got {type(self.params).__name__}")
        self.settings: IsmctsParams = self.params
        self.last_iterations = 0
        """How many iterations the last move searched (0 if it had a lone legal action)."""

    def choose(self, turn: Turn) -> Action:
        """The most visited of ``turn.legal_actions`` after the search; a lone action at once."""
        legal = turn.legal_actions
        if not legal:
            raise ValueError("ismcts was asked to choose with no legal action")
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        search = _Search(turn, self.settings, self.rng)
        settings = self.settings
        deadline = time.perf_counter() + settings.seconds if settings.seconds > 0 else math.inf
        for done in range(1, settings.iterations + 1):
            search.iterate()
            self.last_iterations = done
            if search.settled is not None:
                return search.settled
            if time.perf_counter() >= deadline:
                break
        return search.best()


class _Edge:
    """One player's statistics for one action at one node."""

    __slots__ = ("available", "total", "visits")

    def __init__(self) -> None:
        self.available = 0
        self.visits = 0
        self.total = 0.0


class _Stats:
    """One player's statistics at one node, by action.

    ``edges`` is aligned with ``actions``, the legal actions of the last visit. The searcher's legal
    actions are part of its observation, hence the same on every visit of its nodes, so selecting
    its moves needs no hashing; other players' legal actions vary between determinizations.
    """

    __slots__ = ("actions", "by_action", "chosen", "edges")

    def __init__(self) -> None:
        self.by_action: dict[Hashable, _Edge] = {}
        self.actions: tuple[Hashable, ...] = ()
        self.edges: list[_Edge] = []
        self.chosen = 0

    def aligned(self, actions: tuple[Hashable, ...]) -> list[_Edge]:
        """The edges of ``actions`` (or of the ranks that stand for them), in their order (created
        for those not seen before)."""
        if actions != self.actions:
            by_action = self.by_action
            edges = []
            for action in actions:
                edge = by_action.get(action)
                if edge is None:
                    edge = by_action[action] = _Edge()
                edges.append(edge)
            self.actions, self.edges = actions, edges
        return self.edges


class _Node:
    """One information set of the searcher: per-player statistics and the children it has seen."""

    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.stats: dict[int, _Stats] = {}
        self.children: dict[tuple[Action | None, Hashable], _Node] = {}

    def of(self, player: int) -> _Stats:
        """The statistics of ``player`` here (created empty on first use)."""
        stats = self.stats.get(player)
        if stats is None:
            stats = self.stats[player] = _Stats()
        return stats


def _settle(state: GameState) -> tuple[Decision, ...]:
    """Run ``state`` until a decision is pending or the game is over; return the pending ones."""
    while state.outcome is None:
        pending = state.decisions()
        if pending:
            return pending
        state.run()
    return ()


@cache
def _ranks(count: int) -> tuple[int, ...]:
    """The keys of ``count`` actions by their rank in the search order."""
    return tuple(range(count))


def _fingerprint(state: GameState, player: int) -> Hashable:
    """What ``player`` observes of ``state``, as a dictionary key."""
    observation = state.observe(player)
    try:
        hash(observation)
    except TypeError:
        return json.dumps(observation.to_json(), sort_keys=True, separators=(",", ":"))
    return observation


class _Search:
    """The search for one move: the tree, each player's range of values, and the generator."""

    __slots__ = (
        "by_rank",
        "high",
        "low",
        "rng",
        "root",
        "searcher",
        "settings",
        "settled",
        "turn",
        "widening",
    )

    def __init__(self, turn: Turn, settings: IsmctsParams, rng: Rng) -> None:
        self.turn = turn
        self.searcher = turn.seat
        self.settings = settings
        self.rng = rng
        self.root = _Node()
        self.low: list[float] = []
        self.high: list[float] = []
        self.widening = settings.widening
        self.by_rank = False
        """Whether other players' choices are keyed by their rank in the search order (set from the
        variant's ``search_others_by_rank`` on the first sample)."""
        self.settled: Action | None = None
        """The searcher's move if the variant settles its decision at the root itself."""

    def iterate(self) -> None:
        """Sample a state, descend the tree adding one node, roll out, and back up the values."""
        searcher = self.searcher
        state = self.turn.sample(self.rng.spawn())
        state.mute()
        if self.widening < 0:
            self.widening = state.search_widening
        self.by_rank = state.search_others_by_rank
        node = self.root
        path: list[list[tuple[int, _Edge]]] = []
        pending = _settle(state)
        while pending:
            picks: list[tuple[int, _Edge]] = []
            moves: list[tuple[int, Action]] = []
            mine: Action | None = None
            for decision in pending:
                settled = state.search_default(decision)
                if settled is not None:
                    action = settled
                    if decision.player == searcher and node is self.root:
                        self.settled = settled
                else:
                    order = state.search_order(decision)
                    keys = (
                        _ranks(len(order))
                        if self.by_rank and decision.player != searcher
                        else order
                    )
                    action, edge = self.select(node, decision.player, order, keys)
                    picks.append((decision.player, edge))
                moves.append((decision.player, action))
                if decision.player == searcher:
                    mine = action
            for player, action in moves:
                state.act_unchecked(player, action)
            path.append(picks)
            pending = _settle(state)
            key = (mine, _fingerprint(state, searcher))
            child = node.children.get(key)
            if child is None:
                node.children[key] = _Node()
                break
            node = child
        values = self.rollout(state, pending)
        self.widen(values)
        for picks in path:
            for player, edge in picks:
                edge.visits += 1
                edge.total += values[player]

    def select(
        self, node: _Node, player: int, actions: tuple[Action, ...], keys: tuple[Hashable, ...]
    ) -> tuple[Action, _Edge]:
        """``player``'s action at ``node`` among ``actions`` (in search order, cut by widening),
        its statistics kept under ``keys`` (the actions, or their ranks): an untried one, else the
        best by UCB."""
        stats = node.of(player)
        edges = stats.aligned(keys)
        if self.widening > 0:
            stats.chosen += 1
            edges = edges[: math.ceil(self.widening * math.sqrt(stats.chosen))]
        untried: list[int] = []
        for index, edge in enumerate(edges):
            edge.available += 1
            if not edge.visits:
                untried.append(index)
        if untried:
            chosen = self.rng.choice(untried)
            return actions[chosen], edges[chosen]
        exploration = self.settings.exploration
        if self.settings.scaled_exploration:
            exploration *= (self.high[player] - self.low[player]) / 2
        log, sqrt = math.log, math.sqrt
        chosen, best = 0, -math.inf
        for index, edge in enumerate(edges):
            visits = edge.visits
            score = edge.total / visits + exploration * sqrt(log(edge.available) / visits)
            if score > best:
                chosen, best = index, score
        return actions[chosen], edges[chosen]

    def rollout(self, state: GameState, pending: tuple[Decision, ...]) -> list[float]:
        """Play the rollout policy for up to ``rollout_depth`` decision points; each player's
        value."""
        depth: float = self.settings.rollout_depth
        if depth < 0:
            depth = state.search_horizon
        depth = depth or math.inf
        choice = self.rng.choice
        first = self.settings.rollout is RolloutPolicy.FIRST
        played = 0
        while pending and played < depth:
            moves = [
                (
                    decision.player,
                    state.search_default(decision)
                    or (state.search_order(decision)[0] if first else choice(decision.actions)),
                )
                for decision in pending
            ]
            for player, action in moves:
                state.act_unchecked(player, action)
            played += 1
            pending = _settle(state)
        return [state.evaluate(player) for player in range(state.num_players)]

    def widen(self, values: list[float]) -> None:
        """Extend each player's range of values seen to include ``values``."""
        if not self.low:
            self.low, self.high = list(values), list(values)
            return
        low, high = self.low, self.high
        for player, value in enumerate(values):
            if value < low[player]:
                low[player] = value
            elif value > high[player]:
                high[player] = value

    def best(self) -> Action:
        """The searcher's most visited legal action; ties to the higher mean, then the earlier."""
        edges = self.root.of(self.searcher).by_action
        legal = self.turn.legal_actions
        best = legal[0]
        best_rank = (0, -math.inf)
        for action in legal:
            edge = edges.get(action)
            if edge is None or not edge.visits:
                continue
            rank = (edge.visits, edge.total / edge.visits)
            if rank > best_rank:
                best, best_rank = action, rank
        return best
