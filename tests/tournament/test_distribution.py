"""Generated sets and the deal of an event: composition, exactness, reproducibility, records."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tournament.helpers import PLAYERS, nine_sets
from wartable.design.cardset import CardModel, CardSetModel, validate
from wartable.tournament import (
    DealtCard,
    DistributionMode,
    DistributionRecord,
    EventError,
    PlayerPool,
    distribute,
    generate_set,
    verify_distribution,
)
from wartable.tournament.distribution import physical_cards
from wartable.variants.slot_wars.cards import Rarity as SetRarity
from wartable.variants.slot_wars.engine.pool import Rarity, card
from wartable.variants.slot_wars.text import parse

# -- generated sets ---------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    designer=st.text(min_size=1, max_size=40).filter(lambda s: s.strip()),
    seed=st.integers(min_value=0, max_value=2**64 - 1),
)
def test_generated_sets_are_always_valid(designer: str, seed: int) -> None:
    model = generate_set(designer, seed)
    assert validate(model) == []
    titles = [c.title for c in model.cards]
    assert len(set(titles)) == len(titles)
    prefix = designer.strip()[:10].rstrip()
    assert all(title.startswith(prefix) for title in titles)


def test_generated_set_has_values_one_to_nine_in_uncommons_and_commons() -> None:
    model = generate_set("Ann", 3)
    for rarity in (SetRarity.UNCOMMON, SetRarity.COMMON):
        assert sorted(c.value or 0 for c in model.cards if c.rarity is rarity) == list(range(1, 10))
    assert sum(1 for c in model.cards if c.rarity is SetRarity.RARE) == 3


def test_generated_sets_are_seeded() -> None:
    assert generate_set("Ann", 5) == generate_set("Ann", 5)
    assert generate_set("Ann", 5) != generate_set("Ann", 6)
    texts = {c.text for seed in range(20) for c in generate_set("Ann", seed).cards}
    assert "" in texts and len(texts) > 30
    assert all(parse(text) is not None for text in texts)


def test_generate_rejects_a_blank_designer_and_a_bad_seed() -> None:
    with pytest.raises(EventError, match="designer"):
        generate_set("  ", 1)
    with pytest.raises(EventError, match="seed"):
        generate_set("Ann", -1)


# -- the seed's deal --------------------------------------------------------------------------------


def _all_physical(sets: tuple[tuple[str, CardSetModel], ...]) -> Counter[DealtCard]:
    return Counter(d for player, model in sets for d in physical_cards(player, model))


def _dealt(record: DistributionRecord) -> Counter[DealtCard]:
    return Counter(d for pool in record.pools for d in pool.dealt)


def test_nine_sets_deal_nine_pools_of_3_9_18_and_every_card_once() -> None:
    sets = nine_sets()
    record = distribute(sets, 42)
    assert record.players == PLAYERS
    assert len(record.pools) == 9
    for pool in record.pools:
        assert len(pool.cards) == 30
        assert pool.rarity_counts() == {Rarity.RARE: 3, Rarity.UNCOMMON: 9, Rarity.COMMON: 18}
        assert list(pool.cards) == sorted(pool.cards)
    assert sum(_all_physical(sets).values()) == 270
    assert _dealt(record) == _all_physical(sets)


def test_the_deal_mixes_the_designers() -> None:
    record = distribute(nine_sets(), 42)
    own = [pool.own_cards() for pool in record.pools]
    assert sum(own) < 9 * 10  # about 30/9 each, far from keeping one's own set
    designers = {who for pool in record.pools for who in pool.designers}
    assert designers == set(PLAYERS)
    assert all(len(set(pool.designers)) >= 5 for pool in record.pools)


def test_the_deal_is_reproducible_and_does_not_depend_on_the_order_of_the_sets() -> None:
    sets = nine_sets()
    record = distribute(sets, 42)
    assert distribute(sets, 42) == record
    assert distribute(tuple(reversed(sets)), 42) == record
    assert distribute(sets, 43) != record
    verify_distribution(record, tuple(reversed(sets)))


def test_verify_distribution_finds_a_pool_that_is_not_the_deal() -> None:
    sets = nine_sets()
    record = distribute(sets, 42)
    other = distribute(sets, 43)
    forged = DistributionRecord(record.seed, record.mode, record.players, other.pools)
    with pytest.raises(EventError, match="the pool of 'Ann'"):
        verify_distribution(forged, sets)


def test_by_designer_gives_one_uncommon_and_two_commons_of_each_value() -> None:
    sets = nine_sets()
    record = distribute(sets, 42, DistributionMode.BY_DESIGNER)
    assert record.mode is DistributionMode.BY_DESIGNER
    for pool in record.pools:
        uncommons = sorted(f.value for f in pool.cards if f.rarity is Rarity.UNCOMMON)
        commons = sorted(f.value for f in pool.cards if f.rarity is Rarity.COMMON)
        assert uncommons == list(range(1, 10))
        assert commons == sorted(list(range(1, 10)) * 2)
        assert sum(1 for f in pool.cards if f.rarity is Rarity.RARE) == 3
        assert len(set(pool.designers)) >= 5
    assert _dealt(record) == _all_physical(sets)
    assert distribute(sets, 42, DistributionMode.BY_DESIGNER) == record
    assert distribute(sets, 42) != record


def _with_values(model: CardSetModel, rarity: SetRarity, values: list[int]) -> CardSetModel:
    cards = [c for c in model.cards if c.rarity is not rarity]
    of_rarity = [c for c in model.cards if c.rarity is rarity]
    cards += [c.model_copy(update={"value": v}) for c, v in zip(of_rarity, values, strict=True)]
    return model.model_copy(update={"cards": cards})


def test_by_designer_fails_clearly_when_the_pool_cannot_serve_it() -> None:
    sets = list(nine_sets())
    sets[2] = ("Cat", _with_values(sets[2][1], SetRarity.COMMON, [1, 1, 3, 4, 5, 6, 7, 8, 9]))
    with pytest.raises(EventError) as caught:
        distribute(sets, 1, DistributionMode.BY_DESIGNER)
    message = str(caught.value)
    assert "needs 18 of each" in message
    assert "value 1: 20" in message and "value 2: 16" in message
    assert "Cat" in message and "Ann" not in message
    assert distribute(sets, 1).pools  # the seed's shuffled deal does not care about values


def test_an_invalid_set_is_named_with_its_problems() -> None:
    sets = list(nine_sets())
    broken = sets[4][1].model_copy(update={"cards": sets[4][1].cards[:-1]})
    sets[4] = ("Eve", broken)
    with pytest.raises(EventError, match=r"player 'Eve'.*20 cards, not 21"):
        distribute(sets, 1)
    bad_text = sets[3][1].cards[0].model_copy(update={"text": "Frobnicate the slots."})
    sets[4] = ("Eve", nine_sets()[4][1])
    sets[3] = ("Dan", sets[3][1].model_copy(update={"cards": [bad_text, *sets[3][1].cards[1:]]}))
    with pytest.raises(EventError, match=r"player 'Dan'.*text"):
        distribute(sets, 1)


def test_players_and_titles_must_be_unambiguous() -> None:
    sets = list(nine_sets())
    with pytest.raises(EventError, match="'Ann' submitted more than one set"):
        distribute([*sets, ("Ann", sets[1][1])], 1)
    with pytest.raises(EventError, match=r"title .* in the sets of 'Ann', 'Bob'"):
        distribute([("Ann", sets[0][1]), ("Bob", sets[0][1])], 1)
    with pytest.raises(EventError, match="no sets"):
        distribute([], 1)
    with pytest.raises(EventError, match="seed"):
        distribute(sets, -5)
    with pytest.raises(EventError, match="unknown mode"):
        distribute(sets, 1, "dealt_by_hand")  # type: ignore[arg-type]


def test_a_set_with_a_title_twice_is_refused() -> None:
    model = generate_set("Ann", 1)
    twin = model.cards[5].model_copy(update={"title": model.cards[6].title})
    cards: list[CardModel] = [*model.cards[:5], twin, *model.cards[6:]]
    with pytest.raises(EventError, match="twice in the set of 'Ann'"):
        distribute([("Ann", model.model_copy(update={"cards": cards}))], 1)


# -- the record -------------------------------------------------------------------------------------


def test_record_json_round_trip() -> None:
    record = distribute(nine_sets(), 42, DistributionMode.BY_DESIGNER)
    data = json.loads(json.dumps(record.to_json()))
    assert DistributionRecord.from_json(data) == record
    assert data["pools"][0]["cards"][0][4] in PLAYERS
    pool = record.pool_of("Fay")
    assert pool.player == "Fay"
    with pytest.raises(EventError, match="no player 'Fey' \\(did you mean 'Fay'\\?\\)"):
        record.pool_of("Fey")


def _corrupt(path: str, value: object) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(distribute(nine_sets(), 42).to_json()))
    target = data
    keys = path.split("/")
    for key in keys[:-1]:
        target = target[int(key)] if isinstance(target, list) else target[key]
    last = keys[-1]
    if isinstance(target, list):
        target[int(last)] = value
    elif value is ...:
        del target[last]
    else:
        target[last] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("format", "something", "field 'format'"),
        ("seed", ..., "field 'seed' is missing"),
        ("seed", -1, "field 'seed'"),
        ("mode", "sorted", "field 'mode' is 'sorted'"),
        ("players", "Ann", "field 'players'"),
        ("pools/2/player", 7, r"field 'pools\[2\].player'"),
        ("pools/1/cards/4", ["x", 1, "common"], r"field 'pools\[1\].cards\[4\]'"),
        ("pools/1/cards/4", ["x", 12, "common", "", "Ann"], r"pools\[1\].cards\[4\].*not 1-9"),
        ("pools/1/cards/4", ["x", 2, "mythic", "", "Ann"], r"pools\[1\].cards\[4\].*mythic"),
        (
            "pools/0/cards/0",
            ["x", 2, "rare", "", "Ann"],
            r"pools\[0\] \('Ann'\) holds \d+ \w+ cards of 30",
        ),
        ("pools/3/player", "Zed", "not the players"),
    ],
)
def test_a_corrupt_record_names_the_field(path: str, value: object, message: str) -> None:
    with pytest.raises(EventError, match=message):
        DistributionRecord.from_json(_corrupt(path, value))


def test_a_record_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(EventError, match="expected a JSON object, got list"):
        DistributionRecord.from_json([])


def test_player_pool_keeps_designers_with_their_cards() -> None:
    low, high = card("Low", 1), card("High", 9, "rare")
    pool = PlayerPool("Ann", (high, low), ("Bob", "Cat"))
    assert pool.cards == (low, high)
    assert pool.designers == ("Cat", "Bob")
    assert pool.dealt == (DealtCard(low, "Cat"), DealtCard(high, "Bob"))
    with pytest.raises(EventError, match="2 cards but 1 designers"):
        PlayerPool("Ann", (high, low), ("Bob",))
