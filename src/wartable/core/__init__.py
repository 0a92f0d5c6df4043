"""The pure rules core: cards, decks, seeded chance, options, the state protocol, events, outcomes,
the variant registry and game records. It knows nothing of how games are driven or shown."""

from wartable.core.cards import Card, Colour, Deck, Suit, format_cards, parse_cards
from wartable.core.errors import (
    CardParseError,
    IllegalActionError,
    OptionError,
    RecordError,
    UnknownVariantError,
    WartableError,
)
from wartable.core.events import EVERYONE, NOBODY, Audience, Event, Viewer, event_for, events_for
from wartable.core.options import OptionSet, OptionSpec, VariantOptions, option
from wartable.core.outcome import Outcome, Termination
from wartable.core.record import (
    EventDigest,
    GameRecord,
    RecordedAction,
    ReplayResult,
    append_record,
    play_out,
    read_records,
    record_game,
    replay,
    write_records,
)
from wartable.core.registry import (
    VariantSpec,
    get_variant,
    new_game,
    parse_options,
    register_variant,
    variants,
)
from wartable.core.rng import Rng, derive_seed
from wartable.core.state import Action, Decision, GameState, Observation, View

__all__ = [
    "EVERYONE",
    "NOBODY",
    "Action",
    "Audience",
    "Card",
    "CardParseError",
    "Colour",
    "Decision",
    "Deck",
    "Event",
    "EventDigest",
    "GameRecord",
    "GameState",
    "IllegalActionError",
    "Observation",
    "OptionError",
    "OptionSet",
    "OptionSpec",
    "Outcome",
    "RecordError",
    "RecordedAction",
    "ReplayResult",
    "Rng",
    "Suit",
    "Termination",
    "UnknownVariantError",
    "VariantOptions",
    "VariantSpec",
    "View",
    "Viewer",
    "WartableError",
    "append_record",
    "derive_seed",
    "event_for",
    "events_for",
    "format_cards",
    "get_variant",
    "new_game",
    "option",
    "parse_cards",
    "parse_options",
    "play_out",
    "read_records",
    "record_game",
    "register_variant",
    "replay",
    "variants",
    "write_records",
]
