"""Events: the seed's tournament of designed cards — generating sets, dealing them, building decks,
playing matches (see ``docs/events.md``). Needs the ``events`` extra."""

from wartable.extras import needs

with needs("events", "tournaments"):
    from wartable.tournament.decks import (
        Deck,
        auto_deck,
        build_deck,
        card_worth,
        highest_deck,
        text_worth,
    )
    from wartable.tournament.distribution import (
        DealtCard,
        DistributionMode,
        DistributionRecord,
        PlayerPool,
        distribute,
        verify_distribution,
    )
    from wartable.tournament.errors import EventError
    from wartable.tournament.generate import generate_set
    from wartable.tournament.matches import MatchResult, play_match, record_match, replay_match

__all__ = [
    "DealtCard",
    "Deck",
    "DistributionMode",
    "DistributionRecord",
    "EventError",
    "MatchResult",
    "PlayerPool",
    "auto_deck",
    "build_deck",
    "card_worth",
    "distribute",
    "generate_set",
    "highest_deck",
    "play_match",
    "record_match",
    "replay_match",
    "text_worth",
    "verify_distribution",
]
