"""``heuristic``: a hand-written player for each variant, from what its seat has seen.

Each variant registers a function here; the agent calls the one for the variant of the observation.
"""

from __future__ import annotations

from collections.abc import Callable

from wartable.agents.base import Agent, Turn
from wartable.agents.registry import register_agent
from wartable.core.cards import Deck
from wartable.core.errors import OptionError
from wartable.core.rng import Rng
from wartable.core.state import Action
from wartable.variants.classic import ClassicView, PlayCard

Policy = Callable[[Turn, Rng], Action]
POLICIES: dict[str, Policy] = {}


def heuristic_for(variant: str) -> Callable[[Policy], Policy]:
    """Register the heuristic policy of a variant (a decorator)."""

    def register(policy: Policy) -> Policy:
        POLICIES[variant] = policy
        return policy

    return register


@register_agent
class HeuristicAgent(Agent):
    """Plays each variant's hand-written heuristic (card counting where cards can be counted)."""

    name = "heuristic"
    summary = "hand-written play per variant, counting the cards it has seen"

    def choose(self, turn: Turn) -> Action:
        policy = POLICIES.get(turn.observation.variant)
        if policy is None:
            raise OptionError(f"no heuristic for variant {turn.observation.variant!r}")
        return policy(turn, self.rng)


@heuristic_for("classic")
def classic_policy(turn: Turn, rng: Rng) -> Action:
    """Counts cards: the opponent's next card is one of the cards this seat does not hold, each as
    likely as any other. Plays the card with the best expected exchange: win, and gain the other
    card's rank in value; lose, and give up one's own."""
    view = turn.observation.view
    assert isinstance(view, ClassicView)
    theirs = list(Deck.named(view.deck).cards)
    for card in (*(view.own_stack or ()), *(view.own_won or ())):
        theirs.remove(card)
    best: Action | None = None
    best_value = float("-inf")
    for action in turn.legal_actions:
        assert isinstance(action, PlayCard)
        card = action.card
        value = sum(
            other.rank if card.rank > other.rank else -card.rank if card.rank < other.rank else 0
            for other in theirs
        )
        if value > best_value:
            best, best_value = action, value
    assert best is not None
    return best
