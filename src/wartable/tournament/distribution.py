"""Dealing an event's cards: every designer's physical cards, shuffled into piles, dealt to players.

The seed's event: each of the players designs a 21-card set (3 rares, 9 uncommons, 9 commons; every
common printed twice, so 30 physical cards). All the physical cards are pooled and dealt so that each
player gets 30 cards back: 3 rares, 9 uncommons and 18 commons. Two ways are offered
(:class:`DistributionMode`):

``shuffled`` (the seed)
    The cards form three rarity piles; each pile is shuffled and dealt one card at a time, round the
    table, to the players in name order.

``by_designer`` (the seed's future suggestion: "randomized by designer, but not by number")
    The uncommons form nine piles by printed value and the commons nine more; each pile is shuffled
    and dealt round the table, so every player gets one uncommon and two commons of each value 1-9,
    whoever designed them. The rares are dealt as in ``shuffled``. This needs exactly one uncommon
    and two commons of each value per player in the whole pool (e.g. every set has uncommons 1-9 and
    commons 1-9); otherwise :func:`distribute` fails naming the values that are short and the sets
    that do not have one card of each value.

**Reproducible and auditable.** The deal depends only on the sets, the seed and the mode, never on
the order the sets are given: the players are taken in name order, each pile is first sorted (by
card, then designer) and then shuffled with ``Rng(derive_seed(seed, "distribution", mode))``, one
generator for all piles in the order rares, uncommons, commons (by value 1-9 in ``by_designer``).
The :class:`DistributionRecord` holds the seed, the mode and every player's pool, and every card in
it keeps its **designer**: the name of the player who submitted the set the card came from (the
event's name for that player, not the free-text ``designer`` field of the set file). The record alone
shows who got which card; :func:`verify_distribution` deals again from the sets and says whether a
record is that deal. With sets that pass :func:`~wartable.design.cardset.validate`, the piles hold
exactly what the players need, so every physical card is dealt exactly once.

**Titles are the cards' names in an event**: a title may name only one design among all the sets
(a common's two printed copies share it), so that a deck can be chosen by title
(:func:`~wartable.tournament.decks.build_deck`) and a record read without doubt.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from wartable.core.errors import did_you_mean
from wartable.core.rng import Rng, check_seed, derive_seed
from wartable.design.cardset import COPIES, CardSetModel, validate
from wartable.tournament.errors import EventError
from wartable.variants.slot_wars.engine.pool import PER_PLAYER, CardFace, Rarity, card

__all__ = [
    "DEAL_ORDER",
    "RECORD_FORMAT",
    "DealtCard",
    "DistributionMode",
    "DistributionRecord",
    "PlayerPool",
    "distribute",
    "physical_cards",
    "verify_distribution",
]

RECORD_FORMAT = "wartable-distribution"
RECORD_FORMAT_VERSION = 1
CARD_FIELDS = ("title", "value", "rarity", "text", "designer")
"""A dealt card in a record: a list of these fields, in this order."""
DEAL_ORDER = (Rarity.RARE, Rarity.UNCOMMON, Rarity.COMMON)
"""The order the rarity piles are shuffled and dealt in."""
VALUES = range(1, 10)
BY_VALUE_COPIES = {Rarity.UNCOMMON: 1, Rarity.COMMON: 2}
"""``by_designer``: cards of each printed value every player gets, by rarity."""


class DistributionMode(StrEnum):
    """How an event's pooled cards are dealt to the players."""

    SHUFFLED = "shuffled"
    """Three shuffled rarity piles; each player gets 3 rares, 9 uncommons, 18 commons (the seed)."""
    BY_DESIGNER = "by_designer"
    """One uncommon and two commons of each value 1-9, three random rares (the seed's suggestion)."""


@dataclass(frozen=True, order=True)
class DealtCard:
    """One physical card as dealt: its face and the player who designed it."""

    face: CardFace
    designer: str

    def to_json(self) -> list[object]:
        """``[title, value, rarity, text, designer]``."""
        return [*self.face.to_json(), self.designer]


@dataclass(frozen=True)
class PlayerPool:
    """The physical cards one player was dealt (30 in an event), sorted by card then designer.

    ``designers`` runs parallel to ``cards``: ``designers[i]`` designed ``cards[i]`` (empty when the
    designers are not known). The constructor sorts the cards (and their designers with them).
    """

    player: str
    cards: tuple[CardFace, ...]
    designers: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.designers and len(self.designers) != len(self.cards):
            raise EventError(
                f"pool of {self.player!r}: {len(self.cards)} cards but"
                f" {len(self.designers)} designers"
            )
        if self.designers:
            pairs = sorted(zip(self.cards, self.designers, strict=True))
            object.__setattr__(self, "cards", tuple(face for face, _ in pairs))
            object.__setattr__(self, "designers", tuple(who for _, who in pairs))
        else:
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    @property
    def dealt(self) -> tuple[DealtCard, ...]:
        """The cards with their designers ("" where unknown)."""
        designers = self.designers or ("",) * len(self.cards)
        return tuple(DealtCard(f, d) for f, d in zip(self.cards, designers, strict=True))

    def rarity_counts(self) -> dict[Rarity, int]:
        """How many cards of each rarity the pool holds."""
        counts = Counter(face.rarity for face in self.cards)
        return {rarity: counts[rarity] for rarity in DEAL_ORDER}

    def own_cards(self) -> int:
        """How many of the pool's cards the player designed itself."""
        return sum(1 for who in self.designers if who == self.player)


@dataclass(frozen=True)
class DistributionRecord:
    """The deal of an event: seed, mode, players (in name order) and one pool per player, in the
    same order. Raises :class:`EventError` if the pools do not match the players."""

    seed: int
    mode: DistributionMode
    players: tuple[str, ...]
    pools: tuple[PlayerPool, ...]

    def __post_init__(self) -> None:
        duplicates = sorted(name for name, n in Counter(self.players).items() if n > 1)
        if duplicates:
            raise EventError(f"distribution: players {duplicates} appear more than once")
        owners = tuple(pool.player for pool in self.pools)
        if owners != self.players:
            raise EventError(
                f"distribution: the pools belong to {list(owners)}, which are not the players"
                f" {list(self.players)} in that order"
            )

    def pool_of(self, player: str) -> PlayerPool:
        """The pool dealt to ``player``; raise EventError naming the players if there is none."""
        for pool in self.pools:
            if pool.player == player:
                return pool
        raise EventError(
            f"distribution: no player {player!r}{did_you_mean(player, self.players)};"
            f" players are {', '.join(self.players)}"
        )

    def to_json(self) -> dict[str, Any]:
        """The record as JSON-ready data (cards as ``[title, value, rarity, text, designer]``)."""
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_FORMAT_VERSION,
            "seed": self.seed,
            "mode": self.mode.value,
            "players": list(self.players),
            "pools": [
                {"player": pool.player, "cards": [dealt.to_json() for dealt in pool.dealt]}
                for pool in self.pools
            ],
        }

    @classmethod
    def from_json(cls, data: Any) -> DistributionRecord:
        """Read :meth:`to_json` data; raise EventError naming the field at fault.

        Besides the shape, it checks that every pool holds 3 rares, 9 uncommons and 18 commons."""
        if not isinstance(data, Mapping):
            raise EventError(
                f"distribution record: expected a JSON object, got {type(data).__name__}"
            )
        if data.get("format") != RECORD_FORMAT:
            raise EventError(
                f"distribution record: field 'format' is {data.get('format')!r},"
                f" not {RECORD_FORMAT!r}"
            )
        if data.get("format_version") != RECORD_FORMAT_VERSION:
            raise EventError(
                "distribution record: unsupported field 'format_version'"
                f" {data.get('format_version')!r} (this version reads {RECORD_FORMAT_VERSION})"
            )
        seed = _seed_field(_field(data, "seed"))
        mode_text = _field(data, "mode")
        try:
            mode = DistributionMode(mode_text)
        except ValueError:
            known = ", ".join(m.value for m in DistributionMode)
            raise EventError(
                f"distribution record: field 'mode' is {mode_text!r}; modes are {known}"
            ) from None
        players_data = _field(data, "players")
        if not isinstance(players_data, list) or not all(isinstance(p, str) for p in players_data):
            raise EventError("distribution record: field 'players' must be a list of names")
        pools_data = _field(data, "pools")
        if not isinstance(pools_data, list):
            raise EventError("distribution record: field 'pools' must be a list")
        pools = tuple(_read_pool(item, f"pools[{i}]") for i, item in enumerate(pools_data))
        for index, pool in enumerate(pools):
            counts = pool.rarity_counts()
            for rarity in DEAL_ORDER:
                if counts[rarity] != PER_PLAYER[rarity.value] or len(pool.cards) != sum(
                    PER_PLAYER.values()
                ):
                    raise EventError(
                        f"distribution record: pools[{index}] ({pool.player!r}) holds"
                        f" {counts[rarity]} {rarity.value} cards of {len(pool.cards)};"
                        f" a pool holds {PER_PLAYER[rarity.value]} of 30"
                    )
        return cls(seed, mode, tuple(players_data), pools)


def _field(data: Mapping[str, Any], key: str, where: str = "") -> Any:
    if key not in data:
        place = f"{where}." if where else ""
        raise EventError(f"distribution record: field '{place}{key}' is missing")
    return data[key]


def _seed_field(value: Any) -> int:
    try:
        return check_seed(value)
    except ValueError as exc:
        raise EventError(f"distribution record: field 'seed': {exc}") from None


def _read_pool(item: Any, where: str) -> PlayerPool:
    if not isinstance(item, Mapping):
        raise EventError(f"distribution record: field '{where}' must be an object")
    player = _field(item, "player", where)
    if not isinstance(player, str):
        raise EventError(f"distribution record: field '{where}.player' must be a name")
    cards = _field(item, "cards", where)
    if not isinstance(cards, list):
        raise EventError(f"distribution record: field '{where}.cards' must be a list")
    dealt = [_read_card(entry, f"{where}.cards[{i}]") for i, entry in enumerate(cards)]
    return PlayerPool(player, tuple(d.face for d in dealt), tuple(d.designer for d in dealt))


def _read_card(entry: Any, where: str) -> DealtCard:
    if not isinstance(entry, list) or len(entry) != len(CARD_FIELDS):
        raise EventError(
            f"distribution record: field '{where}' must be [{', '.join(CARD_FIELDS)}],"
            f" got {entry!r}"
        )
    title, value, rarity, text, designer = entry
    if not all(isinstance(x, str) for x in (title, rarity, text, designer)):
        raise EventError(
            f"distribution record: field '{where}': title, rarity, text and designer must be"
            f" strings, got {entry!r}"
        )
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError(f"distribution record: field '{where}': value {value!r} is not a number")
    try:
        return DealtCard(card(title, value, rarity, text), designer)
    except ValueError as exc:
        raise EventError(f"distribution record: field '{where}': {exc}") from None


# --------------------------------------------------------------------------------------------------
# Dealing


def physical_cards(player: str, model: CardSetModel) -> list[DealtCard]:
    """The printed cards of ``player``'s set (commons twice), each with ``player`` as designer.

    The set must be valid (:func:`distribute` checks it first)."""
    return [
        DealtCard(card(c.title, c.value or 0, c.rarity.value, c.text), player)
        for c in model.cards
        for _ in range(COPIES[c.rarity])
    ]


def _check_sets(sets: Sequence[tuple[str, CardSetModel]]) -> None:
    if not sets:
        raise EventError("distribution: no sets were given; each player submits one")
    seen: set[str] = set()
    for index, entry in enumerate(sets):
        if not isinstance(entry, tuple) or len(entry) != 2:
            raise EventError(
                f"distribution: entry {index + 1} must be (player, set), got {entry!r}"
            )
        player, model = entry
        if not isinstance(player, str) or not player.strip():
            raise EventError(f"distribution: entry {index + 1} has no player name ({player!r})")
        if player in seen:
            raise EventError(f"distribution: player {player!r} submitted more than one set")
        seen.add(player)
        if not isinstance(model, CardSetModel):
            raise EventError(
                f"distribution: player {player!r}: expected a card set, got {type(model).__name__}"
            )
        problems = validate(model)
        if problems:
            raise EventError(
                f"distribution: the set of player {player!r} is not valid: "
                + "; ".join(str(p) for p in problems)
            )
    owners: dict[str, list[str]] = defaultdict(list)
    for player, model in sets:
        for c in model.cards:
            owners[c.title].append(player)
    for title, who in owners.items():
        if len(who) > 1:
            where = (
                f"twice in the set of {who[0]!r}"
                if len(set(who)) == 1
                else f"in the sets of {', '.join(repr(p) for p in sorted(set(who)))}"
            )
            raise EventError(
                f"distribution: title {title!r} is used {where}; a title names one card design"
                " in an event"
            )


def _deal_pile(pile: list[DealtCard], rng: Rng, hands: Mapping[str, list[DealtCard]]) -> None:
    """Sort, shuffle and deal ``pile`` one card at a time round the players (in the mapping's
    order)."""
    pile.sort()
    rng.shuffle(pile)
    players = list(hands)
    for index, dealt in enumerate(pile):
        hands[players[index % len(players)]].append(dealt)


def distribute(
    sets: Sequence[tuple[str, CardSetModel]],
    seed: int,
    mode: DistributionMode = DistributionMode.SHUFFLED,
) -> DistributionRecord:
    """Deal the physical cards of every player's set back to the players (see the module's notes).

    ``sets`` holds (player name, the set that player designed). Each set is validated first; an
    invalid set, a player named twice, a title used for two designs, a bad seed or (``by_designer``)
    a pool without the right cards of each value raise :class:`EventError`.
    """
    try:
        check_seed(seed)
    except ValueError as exc:
        raise EventError(f"distribution: {exc}") from None
    try:
        mode = DistributionMode(mode)
    except ValueError:
        known = ", ".join(m.value for m in DistributionMode)
        raise EventError(f"distribution: unknown mode {mode!r}; modes are {known}") from None
    _check_sets(sets)
    players = tuple(sorted(player for player, _ in sets))
    everything = [dealt for player, model in sets for dealt in physical_cards(player, model)]
    rng = Rng(derive_seed(seed, "distribution", mode.value))
    hands: dict[str, list[DealtCard]] = {player: [] for player in players}
    for rarity in DEAL_ORDER:
        of_rarity = [d for d in everything if d.face.rarity is rarity]
        if mode is DistributionMode.SHUFFLED or rarity not in BY_VALUE_COPIES:
            _deal_pile(of_rarity, rng, hands)
            continue
        piles: dict[int, list[DealtCard]] = defaultdict(list)
        for dealt in of_rarity:
            piles[dealt.face.value].append(dealt)
        _check_by_value(sets, rarity, piles, len(players))
        for value in VALUES:
            _deal_pile(piles[value], rng, hands)
    pools = tuple(
        PlayerPool(
            player,
            tuple(d.face for d in hands[player]),
            tuple(d.designer for d in hands[player]),
        )
        for player in players
    )
    return DistributionRecord(seed, mode, players, pools)


def _check_by_value(
    sets: Sequence[tuple[str, CardSetModel]],
    rarity: Rarity,
    piles: Mapping[int, list[DealtCard]],
    players: int,
) -> None:
    each = BY_VALUE_COPIES[rarity]
    wanted = each * players
    wrong = [
        f"value {value}: {len(piles.get(value, []))}"
        for value in VALUES
        if len(piles.get(value, [])) != wanted
    ]
    if not wrong:
        return
    uneven = sorted(
        player
        for player, model in sets
        if sorted(c.value or 0 for c in model.cards if c.rarity.value == rarity.value)
        != list(VALUES)
    )
    raise EventError(
        f"distribution by_designer: each player gets {each} {rarity.value} card(s) of each value"
        f" 1-9, so the pool needs {wanted} of each; it holds {', '.join(wrong)}"
        + (
            f" (sets without one {rarity.value} of each value 1-9: {', '.join(uneven)})"
            if uneven
            else ""
        )
    )


def verify_distribution(
    record: DistributionRecord, sets: Sequence[tuple[str, CardSetModel]]
) -> None:
    """Deal again from ``sets`` with the record's seed and mode; raise EventError naming the first
    player whose pool differs if the record is not that deal."""
    again = distribute(sets, record.seed, record.mode)
    if again.players != record.players:
        raise EventError(
            f"distribution record: players {list(record.players)} are not the players of the"
            f" sets {list(again.players)}"
        )
    for mine, theirs in zip(record.pools, again.pools, strict=True):
        if mine != theirs:
            raise EventError(
                f"distribution record: the pool of {mine.player!r} is not what seed {record.seed}"
                f" ({record.mode.value}) deals from these sets"
            )
