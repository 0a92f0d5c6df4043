"""The classic War heuristic: card counting for a player who chooses its cards."""

from __future__ import annotations

from wartable.agents.base import Turn
from wartable.agents.heuristic import HeuristicParams, heuristic_for
from wartable.core.cards import Deck
from wartable.core.rng import Rng
from wartable.core.state import Action
from wartable.variants.classic import ClassicView, PlayCard


@heuristic_for("classic")
def classic_policy(turn: Turn, rng: Rng, params: HeuristicParams) -> Action:
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
