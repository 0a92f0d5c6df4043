"""How well the Slot Wars search judges a round: its chance of winning the round against who won it.

Search agents judge an unfinished game by ``tactics.estimate``, whose heart is the chance of winning
the round under way (``tactics.round_estimate``): the standing, plus :data:`PLAYS_WEIGHT` times the
difference in strength of the cards the two players have still to place, read as a normal variable
with :data:`SLOT_SPREAD` of variance for each slot still open. This plays games between two agents
(``heuristic`` by default), each deal on its own generated pool (the arena's ``--per-deal
pool_seed``), reads the round as ``estimate`` does (``tactics.round_reading``) at every placement of
seat 1, and once the round is over scores the chance against its result: log-loss (lower is
better) and the share of rounds whose winner the chance named, first with today's weights, then
over a grid of the two weights, best first. Tied rounds (played again) are left out.

Usage: python bench/slot_wars_judgement.py [--games G] [--seed S] [--agents A,B]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wartable.agents import Agent
    from wartable.core.state import Action, Decision, GameState

PLAYS_WEIGHTS = (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
SLOT_SPREADS = (0.25, 0.5, 1.0, 1.5, 2.0, 3.0)
CLIPPED = 1e-6
"""The chance is kept within this of 0 and 1, so that one sure but wrong judgement costs a
finite log-loss."""


@dataclass(frozen=True)
class Reading:
    """What the search reads of a round at a placement of seat 1, and whether seat 1 won it."""

    slot: int
    standing: float
    open_slots: int
    plays: tuple[float, float]
    won: bool


class RoundWatcher:
    """Plays one game with ``players`` and keeps a :class:`Reading` at each placement of seat 1,
    given its result when the round is over (a tied round's readings are dropped)."""

    def __init__(self, players: list[Agent]) -> None:
        self.players = players
        self.found: list[Reading] = []
        self._waiting: list[tuple[int, float, int, tuple[float, float]]] = []
        self._won = (0, 0)
        self._slot = 0

    def settle(self, won: tuple[int, int]) -> None:
        """Give the waiting readings their result once a player has won one more round."""
        if won != self._won:
            first_won = won[0] > self._won[0]
            self.found.extend(Reading(*reading, first_won) for reading in self._waiting)
            self._waiting.clear()

    def choose(self, game: GameState, decision: Decision) -> Action:
        """The deciding seat's agent chooses; a placement of seat 1 is read first."""
        from wartable.agents import seat_turn  # noqa: PLC0415
        from wartable.variants.slot_wars.engine import SlotWarsState  # noqa: PLC0415
        from wartable.variants.slot_wars.engine.state import Step  # noqa: PLC0415
        from wartable.variants.slot_wars.tactics import round_reading  # noqa: PLC0415

        assert isinstance(game, SlotWarsState)
        won = game.rounds_won
        self.settle(won)
        if won == self._won and game.slot < self._slot:
            self._waiting.clear()  # the round was tied and is played again
        self._won, self._slot = won, game.slot
        if decision.player == 0 and game.step is Step.PLACE:
            self._waiting.append((game.slot, *round_reading(game, 0)))
        return self.players[decision.player].choose(seat_turn(game, decision.player))


def readings(games: int, seed: int, agents: tuple[str, str]) -> list[Reading]:
    """The readings of ``games`` games: deal ``g`` is the arena's deal ``g`` of a run seeded
    ``seed`` with ``-o pool=generated --per-deal pool_seed``, seat ``k``'s agent seeded
    ``derive_seed(seed, "agent", g, k)``."""
    from wartable.agents import make_agent  # noqa: PLC0415
    from wartable.core.record import play_out  # noqa: PLC0415
    from wartable.core.registry import get_variant  # noqa: PLC0415
    from wartable.core.rng import derive_seed  # noqa: PLC0415
    from wartable.sim.arena import ArenaSpec  # noqa: PLC0415
    from wartable.variants.slot_wars.engine import SlotWarsState  # noqa: PLC0415

    # The arena's deals and pools (its agents play no part in them).
    deals = ArenaSpec(
        "slot-wars", "pool=generated", ("random", "first"), games, seed, ("pool_seed",)
    )
    variant = get_variant("slot-wars")
    found: list[Reading] = []
    for deal in range(games):
        state = variant.new_game(deals.deal_options(deal), deals.deal_seed(deal), quiet=True)
        watcher = RoundWatcher(
            [make_agent(agents[k], derive_seed(seed, "agent", deal, k)) for k in (0, 1)]
        )
        play_out(state, watcher.choose)
        assert isinstance(state, SlotWarsState)
        watcher.settle(state.rounds_won)
        found.extend(watcher.found)
    return found


def score(found: list[Reading], plays_weight: float, slot_spread: float) -> tuple[float, float]:
    """The mean log-loss of the round's chance with these weights, and the share of readings
    whose round went to the side the chance favoured."""
    from wartable.variants.slot_wars.tactics import round_estimate  # noqa: PLC0415

    loss = 0.0
    right = 0
    for reading in found:
        chance = round_estimate(
            reading.standing,
            reading.open_slots,
            reading.plays,
            plays_weight=plays_weight,
            slot_spread=slot_spread,
        )
        chance = min(max(chance, CLIPPED), 1 - CLIPPED)
        loss -= math.log(chance if reading.won else 1 - chance)
        right += (chance > 0.5) == reading.won
    return loss / len(found), right / len(found)


def main() -> None:
    from wartable.variants.slot_wars.tactics import PLAYS_WEIGHT, SLOT_SPREAD  # noqa: PLC0415

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games, each on its own pool")
    parser.add_argument("--seed", type=int, default=99, help="the run's seed (deals and pools)")
    parser.add_argument("--agents", default="heuristic,heuristic", help="the two seats' agents")
    args = parser.parse_args()
    first, second = (name.strip() for name in args.agents.split(","))
    found = readings(args.games, args.seed, (first, second))
    if not found:
        raise SystemExit("no round was decided in these games")
    today = score(found, PLAYS_WEIGHT, SLOT_SPREAD)
    grid = sorted(
        ((score(found, w, s), w, s) for w in PLAYS_WEIGHTS for s in SLOT_SPREADS),
        key=lambda item: item[0][0],
    )
    print(f"{len(found):,} placements of seat 1 in {args.games} games ({first} v {second})")
    print(f"today (plays weight {PLAYS_WEIGHT}, slot spread {SLOT_SPREAD}):", end=" ")
    print(f"log-loss {today[0]:.4f}, right {today[1]:.1%}")
    for (loss, right), weight, spread in grid[:5]:
        print(
            f"  plays weight {weight}, slot spread {spread}: log-loss {loss:.4f}, right {right:.1%}"
        )
    report: dict[str, Any] = {
        "games": args.games,
        "placements": len(found),
        "today": {"plays_weight": PLAYS_WEIGHT, "slot_spread": SLOT_SPREAD, "log_loss": today[0]},
        "grid": [
            {"plays_weight": w, "slot_spread": s, "log_loss": loss, "right": right}
            for (loss, right), w, s in grid
        ],
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
