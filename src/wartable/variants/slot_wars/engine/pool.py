"""Card faces and the built-in pools of physical cards, with the seed's deal.

A :class:`CardFace` is what is printed on a card: title, printed value, rarity and rules text. A
**pool** is the multiset of physical cards a tournament deals from. The ``vanilla`` pool is nine
designers' sets of plain cards (the seed's tournament had nine players): each designer prints 3
rares (values 7, 8, 9), 9 uncommons (values 1-9) and 9 commons (values 1-9) printed twice, 30
physical cards each. :func:`deal` follows the seed: the pool is shuffled into three rarity piles and
each player is dealt 3 rares, 9 uncommons and 18 commons (``distribution=shuffled``), or the seed's
future suggestion (``by_designer``: two commons and one uncommon of each value, three random rares).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, lru_cache

import yaml

from wartable.core.errors import OptionError
from wartable.core.jsonable import JSON
from wartable.core.rng import Rng

DECK_SIZE = 21
POOL_SIZE = 30
SLOTS = 9
PER_PLAYER = {"rare": 3, "uncommon": 9, "common": 18}
"""How many cards of each rarity a player is dealt."""


class Rarity(StrEnum):
    """A card's rarity, which limits its rules text (180 / 60 / 30 characters)."""

    COMMON = "common"
    UNCOMMON = "uncommon"
    RARE = "rare"


@dataclass(frozen=True, slots=True, order=True)
class CardFace:
    """What is printed on a card (the engine's own minimal card model).

    Ordered by value, then title, rarity and text, so sorted hands read from low to high.
    """

    value: int
    title: str
    rarity: Rarity = Rarity.COMMON
    text: str = ""
    _hash: int = field(init=False, repr=False, compare=False)
    """The hash of the face, worked out once (faces are looked up in dicts all the time)."""

    def __post_init__(self) -> None:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise ValueError(f"card {self.title!r}: the printed value must be a whole number")
        if not 1 <= self.value <= 9:
            raise ValueError(f"card {self.title!r}: printed value {self.value} is not 1-9")
        if not self.title.strip():
            raise ValueError("a card needs a title")
        object.__setattr__(self, "_hash", hash((self.value, self.title, self.rarity, self.text)))

    def __hash__(self) -> int:
        return self._hash

    def to_json(self) -> list[JSON]:
        """``[title, value, rarity, text]``."""
        return [self.title, self.value, self.rarity.value, self.text]

    @staticmethod
    def from_json(data: Sequence[object]) -> CardFace:
        """Read :meth:`to_json` data."""
        title, value, rarity, text = data
        assert isinstance(value, int)
        return CardFace(value, str(title), Rarity(str(rarity)), str(text))

    def label(self) -> str:
        """``Common 4 (4)``: the title with the printed value."""
        return f"{self.title} ({self.value})"


def card(title: str, value: int, rarity: str | Rarity = Rarity.COMMON, text: str = "") -> CardFace:
    """A card face, argument order as on the card: title, value, rarity, text."""
    return CardFace(value, title, Rarity(rarity), text)


def designer_set(prefix: str = "") -> list[CardFace]:
    """One designer's 30 plain physical cards (commons printed twice)."""
    faces = [card(f"{prefix}Rare {v}", v, Rarity.RARE) for v in (7, 8, 9)]
    faces += [card(f"{prefix}Uncommon {v}", v, Rarity.UNCOMMON) for v in range(1, 10)]
    faces += [card(f"{prefix}Common {v}", v, Rarity.COMMON) for v in range(1, 10) for _ in (0, 1)]
    return faces


def vanilla_pool() -> tuple[CardFace, ...]:
    """Nine designers' plain sets: 270 physical cards."""
    return tuple(face for _ in range(9) for face in designer_set())


def starter_pool() -> tuple[CardFace, ...]:
    """The 64 cards of the starter set (``starter.yaml``, cards with rules text), commons printed
    twice: 12 rares, 24 uncommons and 56 commons (28 printed twice), 92 physical cards."""
    from wartable.variants.slot_wars import STARTER_SET  # noqa: PLC0415
    from wartable.variants.slot_wars.cards import Rarity as PrintedRarity  # noqa: PLC0415

    written = yaml.safe_load(STARTER_SET.read_text(encoding="utf-8"))["cards"]
    return tuple(
        card(c["title"], c["value"], c["rarity"], c["text"])
        for c in written
        for _ in range(PrintedRarity(c["rarity"]).copies)
    )


def generated_pool(seed: int) -> tuple[CardFace, ...]:
    """Nine designers' generated sets (:func:`wartable.variants.slot_wars.generated.generated_pool`)."""
    from wartable.variants.slot_wars.generated import generated_pool as nine_sets  # noqa: PLC0415

    return nine_sets(seed)


POOLS: dict[str, Callable[[int], tuple[CardFace, ...]]] = {
    "vanilla": lambda seed: vanilla_pool(),
    "starter": lambda seed: starter_pool(),
    "generated": generated_pool,
}
"""Built-in pools by name (the ``pool`` option), made from the ``pool_seed`` option (which only the
generated pool reads)."""


@cache
def pool_faces(name: str, seed: int = 1) -> tuple[CardFace, ...]:
    """The physical cards of a built-in pool (made once)."""
    return POOLS[name](seed)


@cache
def pool_counts(name: str, seed: int = 1) -> tuple[tuple[CardFace, int], ...]:
    """A built-in pool as (face, copies), sorted by face."""
    return tuple(sorted(Counter(pool_faces(name, seed)).items()))


def deal(
    faces: Sequence[CardFace], rng: Rng, *, by_designer: bool = False
) -> tuple[list[CardFace], list[CardFace]]:
    """Deal two players 30 cards each from ``faces`` (3 rares, 9 uncommons, 18 commons).

    ``shuffled``: each rarity pile is shuffled and dealt alternately. ``by_designer``: each player
    gets two commons and one uncommon of each value 1-9 (the first such cards of the pool), and
    three rares dealt from the shuffled rare pile.
    """
    if by_designer:
        check_by_designer(faces)
    piles = {rarity: list(pile) for rarity, pile in _sorted_piles(tuple(faces)).items()}
    hands: tuple[list[CardFace], list[CardFace]] = ([], [])
    for rarity in (Rarity.RARE, Rarity.UNCOMMON, Rarity.COMMON):
        pile = piles[rarity]
        need = PER_PLAYER[rarity.value]
        if by_designer and rarity is not Rarity.RARE:
            copies = 2 if rarity is Rarity.COMMON else 1
            for player in (0, 1):
                for value in range(1, 10):
                    for _ in range(copies):
                        face = next(f for f in pile if f.value == value)
                        pile.remove(face)
                        hands[player].append(face)
            continue
        if len(pile) < 2 * need:
            raise OptionError(
                f"slot-wars: the pool has {len(pile)} {rarity} cards; a deal needs {2 * need}"
            )
        rng.shuffle(pile)
        for index in range(need):
            for player in (0, 1):
                hands[player].append(pile[2 * index + player])
    return hands


@lru_cache(maxsize=16)
def _sorted_piles(faces: tuple[CardFace, ...]) -> dict[Rarity, tuple[CardFace, ...]]:
    """``faces`` by rarity, each pile sorted: worked out once for a pool that deals many games
    (sorting compares faces field by field, about 1% of a random game)."""
    return {r: tuple(sorted(f for f in faces if f.rarity is r)) for r in Rarity}


BY_DESIGNER = {Rarity.COMMON: 2, Rarity.UNCOMMON: 1}
"""Cards of each value 1-9 that ``by_designer`` deals each player, by rarity (rares are random)."""


def check_by_designer(faces: Sequence[CardFace]) -> None:
    """Raise OptionError, naming every shortfall, if ``faces`` cannot be dealt ``by_designer`` to
    two players (two commons and one uncommon of each value each, and 3 rares each)."""
    missing: list[str] = []
    for rarity, copies in BY_DESIGNER.items():
        counts = Counter(f.value for f in faces if f.rarity is rarity)
        short = [f"{v} (has {counts[v]})" for v in range(1, 10) if counts[v] < 2 * copies]
        if short:
            missing.append(f"{2 * copies} {rarity}s of value " + ", ".join(short))
    rares = sum(f.rarity is Rarity.RARE for f in faces)
    if rares < 2 * PER_PLAYER["rare"]:
        missing.append(f"{2 * PER_PLAYER['rare']} rares (has {rares})")
    if missing:
        raise OptionError(
            "slot-wars: distribution=by_designer deals each player two commons and one uncommon"
            " of every value 1-9 and three rares; for two players the pool needs "
            + "; ".join(missing)
        )


def starting_deck(faces: Iterable[tuple[str, CardFace]]) -> list[str]:
    """The ids of the 21 highest cards (ties by title, then id): the deck before any choice."""
    ranked = sorted(faces, key=lambda item: (-item[1].value, item[1].title, item[0]))
    return [card_id for card_id, _ in ranked[:DECK_SIZE]]


def subtract(pool: Iterable[CardFace], used: Iterable[CardFace]) -> list[CardFace]:
    """The multiset ``pool`` without ``used`` (sorted); raise ValueError if ``used`` is not in it."""
    counts = Counter(pool)
    counts.subtract(Counter(used))
    if any(n < 0 for n in counts.values()):
        raise ValueError("cards are used that the pool does not hold")
    return sorted(counts.elements())


__all__ = [
    "BY_DESIGNER",
    "DECK_SIZE",
    "POOLS",
    "POOL_SIZE",
    "SLOTS",
    "CardFace",
    "Rarity",
    "card",
    "check_by_designer",
    "deal",
    "designer_set",
    "pool_counts",
    "pool_faces",
    "starter_pool",
    "starting_deck",
    "subtract",
    "vanilla_pool",
]
