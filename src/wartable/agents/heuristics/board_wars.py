"""The Board Wars heuristic: attack where the odds are good, race for the enemy spawn row, spawn
every turn, and go to war with the strongest decider it can field."""

from __future__ import annotations

from wartable.agents.base import Turn
from wartable.agents.heuristic import heuristic_for
from wartable.core.rng import Rng
from wartable.core.state import Action
from wartable.variants.board_wars import BoardWarsView, EndTurn, Move, Spawn, WarPlan
from wartable.variants.board_wars.state import HIGHEST, LOWEST, PieceView, square_name

ATTACK_ODDS = 0.55
"""The least chance of winning a battle for which the heuristic attacks (a tie counts half)."""
SPAWN_ROW_BONUS = 4.0
"""What standing on an enemy spawn space is worth, in rows advanced."""
AVERAGE_RANK = (LOWEST + HIGHEST) / 2


def win_chance(rank: int, enemy: PieceView) -> float:
    """The chance that a card of ``rank`` beats ``enemy``, each rank of its known range as likely;
    a tie (a war) counts as an even chance."""
    ranks = range(enemy.low, enemy.high + 1)
    if not ranks:
        return 0.5
    wins = sum(1.0 if rank > r else 0.5 if rank == r else 0.0 for r in ranks)
    return wins / len(ranks)


@heuristic_for("board-wars")
def board_wars_policy(turn: Turn, rng: Rng) -> Action:
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
        advance = (action.target[1] - action.origin[1]) * forward
        on_spawn = action.target[1] == enemy_row
        score = advance + (SPAWN_ROW_BONUS if on_spawn else 0.0)
        if target is not None:
            chance = win_chance(mover.card.rank, target)
            if chance < ATTACK_ODDS:
                continue
            score += 6 * chance - 3 * (1 - chance) + (1.0 if mover.spent else 0.0)
        elif mover.spent:
            score -= 2.0  # a counted move brings the card nearer its end
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
        decider = (
            float(ranks[square_name(plan.decider)]) if plan.decider is not None else AVERAGE_RANK
        )
        risked = sum(ranks[square_name(square)] for square in plan.spoils)
        return decider - risked / 20

    return max(legal, key=strength)
