"""Deck building: a player's choice by title, the default deck and the automatic builder."""

from __future__ import annotations

import json

import pytest

from tests.tournament.helpers import nine_sets
from wartable.tournament import (
    Deck,
    EventError,
    auto_deck,
    build_deck,
    card_worth,
    distribute,
    highest_deck,
    text_worth,
)
from wartable.tournament.decks import placement_slot
from wartable.variants.slot_wars.engine.pool import CardFace, card, starter_pool


def _pool(player: str = "Ann", seed: int = 42) -> tuple[CardFace, ...]:
    return distribute(nine_sets(), seed).pool_of(player).cards


def _twice_held(pool: tuple[CardFace, ...]) -> str:
    return next(f.title for f in pool if pool.count(f) == 2)


# -- build_deck -------------------------------------------------------------------------------------


def test_build_deck_takes_21_titles_and_keeps_the_rest_as_sideboard() -> None:
    pool = _pool()
    chosen = [f.title for f in pool[-21:]]
    deck = build_deck(pool, chosen)
    assert len(deck.cards) == 21 and len(deck.sideboard) == 9
    assert sorted(deck.pool) == sorted(pool)
    assert sorted(deck.titles()) == sorted(chosen)


def test_a_title_held_twice_may_be_named_twice_but_not_three_times() -> None:
    pool = _pool()
    twice = _twice_held(pool)
    others = [f.title for f in pool if f.title != twice]
    deck = build_deck(pool, [twice, twice, *others[:19]])
    assert deck.titles().count(twice) == 2
    with pytest.raises(EventError, match=rf"'{twice}' is named 3 times, the pool holds 2 copies"):
        build_deck(pool, [twice, twice, twice, *others[:18]])


def test_build_deck_names_every_problem() -> None:
    pool = _pool()
    titles = [f.title for f in pool]
    with pytest.raises(EventError) as caught:
        build_deck(pool, ["Nothing Like It", titles[0].upper() + "x", *titles[1:20]])
    message = str(caught.value)
    assert "no card titled 'Nothing Like It' in the pool" in message
    assert f"did you mean {titles[0]!r}" in message
    with pytest.raises(EventError, match="a deck needs 21 cards, 20 were named"):
        build_deck(pool, titles[:20])
    with pytest.raises(EventError, match="a deck needs 21 cards, 22 were named"):
        build_deck(pool, titles[:22])


def test_titles_match_regardless_of_case_and_spaces() -> None:
    pool = _pool()
    chosen = [f.title for f in pool[:21]]
    loose = [f"  {chosen[0].lower()} ", *chosen[1:]]
    assert build_deck(pool, loose) == build_deck(pool, chosen)


def test_a_title_on_two_different_cards_is_ambiguous() -> None:
    pool = [card(f"C{i}", 1 + i % 9) for i in range(28)] + [card("Twin", 3), card("Twin", 4)]
    with pytest.raises(EventError, match="title 'Twin' names different cards"):
        build_deck(pool, ["Twin", *[f"C{i}" for i in range(20)]])


# -- Deck -------------------------------------------------------------------------------------------


def test_deck_json_round_trip_and_errors() -> None:
    deck = auto_deck(_pool())
    data = json.loads(json.dumps(deck.to_json()))
    assert Deck.from_json(data) == deck
    with pytest.raises(EventError, match="field 'sideboard' is missing"):
        Deck.from_json({"cards": data["cards"]})
    broken = [*data["cards"][:3], ["x", 10, "common", ""], *data["cards"][4:]]
    with pytest.raises(EventError, match=r"field 'cards\[3\]'.*not 1-9"):
        Deck.from_json({**data, "cards": broken})
    data["cards"] = data["cards"][:20]
    with pytest.raises(EventError, match="a deck holds 21 cards, this one 20"):
        Deck.from_json(data)
    with pytest.raises(EventError, match="expected a JSON object"):
        Deck.from_json([1, 2])


def test_decks_of_the_same_cards_are_equal_whatever_the_order() -> None:
    deck = highest_deck(_pool())
    assert Deck(tuple(reversed(deck.cards)), deck.sideboard) == deck


# -- the default and the automatic deck --------------------------------------------------------------


def test_highest_deck_keeps_the_21_highest_values() -> None:
    pool = _pool()
    deck = highest_deck(pool)
    assert min(f.value for f in deck.cards) >= max(f.value for f in deck.sideboard)


def test_text_worth_reads_the_parsed_text() -> None:
    assert text_worth(card("Plain", 5)) == 0
    assert text_worth(card("Squire", 1, "common", "This card gets +2.")) == 2
    assert text_worth(card("Doubler", 2, "common", "Double this card's value.")) == 2
    assert text_worth(card("Coward", 9, "common", "Lose a point.")) == -4.5
    assert text_worth(card("Gambler", 7, "common", "[ESCORE]: Opp. scores a point.")) == -4.5
    assert text_worth(card("Pebble", 3, "common", "Put a -1 counter on OC.")) == 1
    assert text_worth(card("Sleepy", 8, "common", "Skip your next draw.")) == -2.5
    assert text_worth(card("Bouncer", 3, "common", "Return OC to hand.")) == 4
    assert text_worth(card("Exterminator", 5, "uncommon", "Destroy all 1s")) == 0
    assert text_worth(card("Unreadable", 4, "common", "Frobnicate.")) == 0
    assert card_worth(card("Squire", 1, "common", "This card gets +2.")) == 3


def test_text_worth_follows_where_the_card_is_placed() -> None:
    warlord = text_worth(card("Warlord", 2, "uncommon", "Your cards get +1"))
    banner = text_worth(card("Banner", 2, "uncommon", "Place a +1 counter on all of your cards"))
    early_banner = text_worth(
        card("Banner", 9, "uncommon", "Place a +1 counter on all of your cards")
    )
    assert warlord == 8 and banner == 8 and early_banner == 1
    guard = text_worth(
        card("Guard", 3, "uncommon", "All your revealed cards in prev. slots get +1.")
    )
    assert guard == placement_slot(3) - 1
    late = text_worth(card("Skin", 3, "common", "[R4]: This card has value 6."))
    early = text_worth(card("Skin", 5, "common", "[R4]: This card has value 6."))
    assert late < early
    assert text_worth(card("Sniper", 2, "common", "If OC is lower, destroy OC.")) < text_worth(
        card("Sniper", 8, "common", "If OC is lower, destroy OC.")
    )
    hex_worth = text_worth(card("Hex", 6, "uncommon", "Put a -1 counter on up to 2 cards."))
    assert hex_worth == 2


def test_every_starter_text_gets_a_finite_worth() -> None:
    worths = {face.title: card_worth(face) for face in starter_pool()}
    assert all(-20 < w < 40 for w in worths.values())
    assert worths["Gambler"] < worths["Squire"] < worths["Warlord"] < worths["Last Stand"]


def test_auto_deck_leaves_out_high_cards_whose_text_costs_more_than_they_bring() -> None:
    coward = card("Coward", 9, "common", "Lose a point.")
    pool = [coward, *[card(f"Plain {i}", 5 + i % 4) for i in range(21)]]
    pool += [card(f"Low {i}", 1) for i in range(8)]
    assert coward in auto_deck(pool).sideboard
    assert coward in highest_deck(pool).cards


def test_auto_deck_keeps_the_better_text_among_cards_of_a_value() -> None:
    zealot = card("Zealot", 5, "common", "This card gets +2.")
    pool = [zealot, *[card(f"Plain {i}", 6 + i % 4) for i in range(14)]]
    pool += [card(f"Plain 5-{i}", 5) for i in range(15)]
    assert zealot in auto_deck(pool).cards
    assert zealot in highest_deck(pool).sideboard


def test_high_cards_are_placed_first() -> None:
    assert [placement_slot(v) for v in (9, 5, 1)] == [1, 5, 9]


def test_auto_deck_is_valid_and_deterministic() -> None:
    for player in ("Ann", "Eve", "Ivy"):
        pool = _pool(player)
        deck = auto_deck(pool)
        assert len(deck.cards) == 21 and len(deck.sideboard) == 9
        assert sorted(deck.pool) == sorted(pool)
        assert auto_deck(pool) == deck
        assert auto_deck(tuple(reversed(pool))) == deck
        assert build_deck(pool, deck.titles()) == deck
        worst_in = min(card_worth(f) for f in deck.cards)
        assert all(card_worth(f) <= worst_in for f in deck.sideboard)


def test_auto_deck_breaks_ties_by_the_seed() -> None:
    pool = [card(f"Plain {i}", 5) for i in range(30)]
    decks = {auto_deck(pool, seed=seed) for seed in range(6)}
    assert len(decks) > 1
    assert auto_deck(pool, seed=3) == auto_deck(pool, seed=3)


def test_auto_deck_needs_21_cards() -> None:
    with pytest.raises(EventError, match="the pool holds 20 cards; a deck needs 21"):
        auto_deck([card(f"C{i}", 5) for i in range(20)])
