"""Board Wars tactics: how promising a move or a war plan looks to the player who makes it.

The judgements use only what that player knows (its own values, the ranges it has narrowed enemy
cards to), so the ``heuristic`` agent plays by them and the search tries moves in their order
(``BoardWarsState.search_order``) without learning anything hidden.
"""

from __future__ import annotations

from collections.abc import Iterable

LOWEST, HIGHEST = 2, 14
AVERAGE_RANK = (LOWEST + HIGHEST) / 2
"""What an unseen card is worth on average, as a war's decider from the deck."""
ATTACK_ODDS = 0.55
"""The least chance of winning a battle for which an attack looks promising (a tie counts half)."""
SPAWN_ROW_BONUS = 4.0
"""What standing on an enemy spawn space is worth, in rows advanced."""


def win_chance(rank: int, low: int, high: int) -> float:
    """The chance that a card of ``rank`` beats an enemy card known to be between ``low`` and
    ``high``, each of those as likely; a tie (a war) counts as an even chance."""
    if high < low:
        return 0.5
    wins = sum(
        1.0 if rank > other else 0.5 if rank == other else 0.0 for other in range(low, high + 1)
    )
    return wins / (high - low + 1)


def move_promise(
    rank: int, spent: int, advance: int, onto_spawn: bool, enemy: tuple[int, int] | None
) -> float | None:
    """How good a move of a card of ``rank`` (``spent`` counted moves) looks: rows advanced, a bonus
    for reaching an enemy spawn space, and for an attack on an ``enemy`` card of that known range
    the odds (``None`` below :data:`ATTACK_ODDS`); a counted move of a card that has not attacked
    brings it nearer its end."""
    score = advance + (SPAWN_ROW_BONUS if onto_spawn else 0.0)
    if enemy is not None:
        chance = win_chance(rank, *enemy)
        if chance < ATTACK_ODDS:
            return None
        return score + (6 * chance - 3 * (1 - chance) + (1.0 if spent else 0.0))
    return score - 2.0 if spent else score


def plan_promise(decider: int | None, spoils: Iterable[int]) -> float:
    """How good a war plan looks: its decider's value (:data:`AVERAGE_RANK` for the deck's unseen
    top card), less a little for each board card it risks as spoils."""
    strength = AVERAGE_RANK if decider is None else float(decider)
    return strength - sum(spoils) / 20
