"""The Board Wars heuristic: attack where the odds are good, race for the enemy spawn row, spawn
every turn, and go to war with the strongest decider it can field."""

from __future__ import annotations

from wartable.agents.base import Turn
from wartable.agents.heuristic import HeuristicParams, heuristic_for
from wartable.core.rng import Rng
from wartable.core.state import Action
from wartable.variants.board_wars import BoardWarsView, EndTurn, Move, Spawn, WarPlan
from wartable.variants.board_wars.state import square_name
from wartable.variants.board_wars.tactics import move_promise, plan_promise


@heuristic_for("board-wars")
def board_wars_policy(turn: Turn, rng: Rng, params: HeuristicParams) -> Action:
    """One step of a turn: a war plan during a war; else the best attack or advance, else a spawn,
    else the end of the turn."""
    view = turn.observation.view
    assert isinstance(view, BoardWarsView)
    legal = turn.legal_actions
    if isinstance(legal[0], WarPlan):
        return _war_plan(view, turn.seat, legal)
    me = turn.seat
    forward = 1 if me == 0 else -1
    enemy_row = view.rows - 1 if me == 0 else 0
    pieces = {piece.square: piece for piece in view.pieces}
    best: Action | None = None
    best_score = 0.0
    for action in legal:
        if not isinstance(action, Move):
            continue
        mover = pieces[square_name(action.origin)]
        assert mover.card is not None
        target = pieces.get(square_name(action.target))
        score = move_promise(
            mover.card.rank,
            mover.spent,
            (action.target[1] - action.origin[1]) * forward,
            action.target[1] == enemy_row,
            None if target is None else (target.low, target.high),
        )
        if score is None:
            continue
        if score > best_score or (score == best_score and best is not None and rng.random() < 0.5):
            best, best_score = action, score
    if best is not None:
        return best
    spawns = [action for action in legal if isinstance(action, Spawn)]
    if spawns:
        return min(spawns, key=lambda spawn: abs(spawn.column - 2) + rng.random() / 2)
    return next(action for action in legal if isinstance(action, EndTurn))


def _war_plan(view: BoardWarsView, me: int, legal: tuple[Action, ...]) -> Action:
    """The plan whose decider is likely strongest, risking the weakest board cards as spoils."""
    ranks = {piece.square: piece.card.rank for piece in view.pieces if piece.card is not None}

    def strength(plan: Action) -> float:
        assert isinstance(plan, WarPlan)
        decider = None if plan.decider is None else ranks[square_name(plan.decider)]
        return plan_promise(decider, (ranks[square_name(square)] for square in plan.spoils))

    return max(legal, key=strength)
