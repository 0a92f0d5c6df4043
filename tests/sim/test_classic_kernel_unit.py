"""The classic War kernel on hand-made deals, against the reference engine and its own contract."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

import wartable
from wartable.core import Card, Deck, Suit, Termination
from wartable.sim.kernels import classic
from wartable.sim.kernels.classic import (
    TERMINATIONS,
    KernelResults,
    deal_games,
    game_seed,
    kernel_supports,
    play_deals,
    simulate_games,
    warm_up,
)
from wartable.variants.classic import ClassicOptions, ClassicState
from wartable.variants.classic.options import (
    AtLimit,
    Chooser,
    CollectOrder,
    DeckName,
    WarShort,
    WonCardsTo,
)

Result = tuple[int, str, int, int, int]
FIELDS = ("winner", "termination", "battles", "wars", "double_wars")
SUITS = tuple(Suit)
FIXED_ORDERS = (CollectOrder.WINNER_FIRST, CollectOrder.LOSER_FIRST, CollectOrder.TABLE_ORDER)
ALL_CARDS = "all_cards"
WAR_SHORT = "war_short"
EXHAUSTED = "exhausted"
TURN_LIMIT = Termination.TURN_LIMIT.value
CYCLE = Termination.CYCLE.value


def kernel_games(
    options: ClassicOptions, deals: Sequence[Sequence[int]], seed: int = 0
) -> list[Result]:
    """The kernel's results, one per deal of ranks (seat 0 gets positions 0, 2, 4, ...)."""
    array = np.array(deals, dtype=np.int8)
    seeds = np.arange(seed, seed + len(deals), dtype=np.uint64)
    return unpack(play_deals(array, options, seeds))


def kernel_game(options: ClassicOptions, deal: Sequence[int], seed: int = 0) -> Result:
    return kernel_games(options, [deal], seed)[0]


def unpack(results: KernelResults) -> list[Result]:
    return [
        (int(w), TERMINATIONS[t], int(b), int(wa), int(d))
        for w, t, b, wa, d in zip(
            results.winner,
            results.termination,
            results.battles,
            results.wars,
            results.double_wars,
            strict=True,
        )
    ]


def reference_game(options: ClassicOptions, deal: Sequence[int]) -> Result:
    """The reference engine's result on the same deal (suits made up; they never matter)."""
    cards = [Card.of(int(rank), SUITS[i % 4]) for i, rank in enumerate(deal)]
    state = ClassicState.from_position(options, (cards[0::2], cards[1::2]), quiet=True)
    while not state.is_terminal:
        state.advance()
    outcome = state.outcome
    assert outcome is not None
    summary = state.summary()
    winner = -1 if outcome.winner is None else outcome.winner
    return (
        winner,
        outcome.ending,
        summary["battles"],
        summary["wars"],
        summary["double_wars"],
    )


def assert_same_arrays(first: KernelResults, second: KernelResults) -> None:
    for field in FIELDS:
        np.testing.assert_array_equal(getattr(first, field), getattr(second, field))


# -- the contract ---------------------------------------------------------------------------------


def test_terminations_and_result_types() -> None:
    assert wartable.__version__
    assert TERMINATIONS == (ALL_CARDS, WAR_SHORT, EXHAUSTED, TURN_LIMIT, CYCLE)
    warm_up()
    results = play_deals(
        np.array([[5, 3], [3, 5]], dtype=np.int8), ClassicOptions(), np.zeros(2, dtype=np.uint64)
    )
    assert len(results) == 2
    assert results.winner.dtype == np.int8
    assert results.termination.dtype == np.int8
    for field in ("battles", "wars", "double_wars"):
        assert getattr(results, field).dtype == np.int32


def test_one_compiled_specialization_whatever_the_input() -> None:
    warm_up()
    deals = np.array(random_deals(20, 1), dtype=np.int8)
    expected = play_deals(deals, ClassicOptions(), np.arange(20, dtype=np.uint64))
    wide = np.zeros((20, 104), dtype=np.int8)
    wide[:, ::2] = deals
    readonly_seeds = np.arange(20, dtype=np.uint64)
    readonly_seeds.flags.writeable = False
    assert_same_arrays(expected, play_deals(wide[:, ::2], ClassicOptions(), readonly_seeds))
    for options in (ClassicOptions(war_face_down=3), ClassicOptions(deck=DeckName.FORTY)):
        simulate_games(options, 2**64 - 1, 2**40, 3)
        deal_games(options, 0, 0, 3)
    dispatchers: list[Any] = [
        classic._simulate_kernel,
        classic._play_deals_kernel,
        classic._deal_kernel,
    ]
    for dispatcher in dispatchers:
        assert len(dispatcher.signatures) == 1


def test_kernel_supports_everything_but_choosers() -> None:
    assert kernel_supports(ClassicOptions())
    assert kernel_supports(ClassicOptions(shuffle_on_refill=True, deck=DeckName.FORTY))
    for chooser in (Chooser.FIRST, Chooser.SECOND, Chooser.BOTH):
        options = ClassicOptions(chooser=chooser)
        assert not kernel_supports(options)
        with pytest.raises(ValueError, match="chooser"):
            simulate_games(options, 1, 0, 1)
        with pytest.raises(ValueError, match="chooser"):
            play_deals(np.zeros((1, 4), dtype=np.int8), options, np.zeros(1, dtype=np.uint64))


@pytest.mark.parametrize(
    ("deals", "seeds", "message"),
    [
        (np.zeros((2, 4), dtype=np.int64), np.zeros(2, dtype=np.uint64), "int8"),
        (np.zeros(4, dtype=np.int8), np.zeros(1, dtype=np.uint64), "2-D"),
        (np.zeros((2, 1), dtype=np.int8), np.zeros(2, dtype=np.uint64), "at least 2"),
        (np.zeros((2, 4), dtype=np.int8), np.zeros(3, dtype=np.uint64), "2 deals but 3 seeds"),
        (np.zeros((2, 4), dtype=np.int8), np.zeros(2, dtype=np.int64), "uint64"),
        (np.zeros((2, 4), dtype=np.int8), np.zeros((2, 1), dtype=np.uint64), "1-D"),
    ],
)
def test_bad_arrays_are_refused(deals: np.ndarray, seeds: np.ndarray, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        play_deals(deals, ClassicOptions(), seeds)


def test_bad_ranges_are_refused() -> None:
    with pytest.raises(ValueError):
        simulate_games(ClassicOptions(), -1, 0, 1)
    with pytest.raises(ValueError):
        simulate_games(ClassicOptions(), 2**64, 0, 1)
    with pytest.raises(ValueError):
        simulate_games(ClassicOptions(), 1, -1, 1)
    with pytest.raises(ValueError):
        simulate_games(ClassicOptions(), 1, 0, -1)
    assert len(simulate_games(ClassicOptions(), 1, 5, 0)) == 0


# -- hand-made deals ------------------------------------------------------------------------------


@pytest.mark.parametrize("order", list(CollectOrder))
def test_a_single_battle(order: CollectOrder) -> None:
    options = ClassicOptions(collect_order=order)
    assert kernel_game(options, [5, 3]) == (0, ALL_CARDS, 1, 0, 0)
    assert kernel_game(options, [3, 5]) == (1, ALL_CARDS, 1, 0, 0)


# Seat 0 gets [7, 4, 2], seat 1 [4, 3, 7], one card face down in a war. By hand:
# winner_first: won piles [7 4 4 3] and [7 2]; battle 4 is 7-7 and seat 1 has a single card for
# the war (2) against seat 0's 4 4: seat 0 takes everything.
# loser_first: piles [4 7 3 4] and [2 7]; battle 4 is 4-2, battle 5 is 7-7 with seat 1 bare.
# table_order: piles [7 4 4 3] and [2 7]; battles 5 and 6 give seat 1 [4 7] back, battle 6 is 4-4,
# then 7-7 (seat 0 turning its won pile over mid-war) and seat 1 has nothing left.
ORDER_DEAL = (7, 4, 4, 3, 2, 7)
ORDER_RESULTS = {
    CollectOrder.WINNER_FIRST: (0, ALL_CARDS, 4, 1, 0),
    CollectOrder.LOSER_FIRST: (0, ALL_CARDS, 5, 1, 0),
    CollectOrder.TABLE_ORDER: (0, ALL_CARDS, 6, 2, 1),
}


@pytest.mark.parametrize("order", FIXED_ORDERS)
def test_collect_orders_on_a_deal_where_they_matter(order: CollectOrder) -> None:
    options = ClassicOptions(collect_order=order, war_face_down=1)
    result = kernel_game(options, ORDER_DEAL)
    assert result == ORDER_RESULTS[order]
    assert result == reference_game(options, ORDER_DEAL)


# Seat 0 [5, 2], seat 1 [3, 4]: with table_order the position after battle 4 is the deal again;
# Brent's snapshots are taken after battles 1 and 3, and battle 7 repeats battle 3's position.
CYCLE_DEAL = (5, 3, 2, 4)


def test_small_cycle_and_its_timing() -> None:
    options = ClassicOptions(collect_order=CollectOrder.TABLE_ORDER)
    assert kernel_game(options, CYCLE_DEAL) == (-1, CYCLE, 7, 0, 0)
    assert reference_game(options, CYCLE_DEAL) == (-1, CYCLE, 7, 0, 0)
    limited = ClassicOptions(collect_order=CollectOrder.TABLE_ORDER, max_turns=7)
    assert kernel_game(limited, CYCLE_DEAL) == (-1, TURN_LIMIT, 7, 0, 0)
    assert reference_game(limited, CYCLE_DEAL) == (-1, TURN_LIMIT, 7, 0, 0)
    for order in (CollectOrder.WINNER_FIRST, CollectOrder.LOSER_FIRST):
        options = ClassicOptions(collect_order=order)
        assert kernel_game(options, CYCLE_DEAL) == (0, ALL_CARDS, 4, 0, 0)


def test_random_order_deal_is_played_to_the_end() -> None:
    options = ClassicOptions(collect_order=CollectOrder.RANDOM, war_face_down=1)
    results = kernel_games(options, [ORDER_DEAL] * 50)
    assert all(r[1] in (ALL_CARDS, WAR_SHORT, EXHAUSTED, TURN_LIMIT) for r in results)
    assert len({r[2] for r in results}) > 1  # the random order does change the game


# Seat 0 [5, 9, 2, 8, 6], seat 1 [5, 3, 4, 7, 6]: a war at once, then more.
WAR_DEAL = (5, 5, 9, 3, 2, 4, 8, 7, 6, 6)


@pytest.mark.parametrize("face_down", [0, 1, 2, 3])
@pytest.mark.parametrize("order", FIXED_ORDERS)
def test_war_face_down(face_down: int, order: CollectOrder) -> None:
    options = ClassicOptions(collect_order=order, war_face_down=face_down)
    result = kernel_game(options, WAR_DEAL)
    assert result == reference_game(options, WAR_DEAL)
    assert result[3] >= 1


def test_war_face_down_by_hand() -> None:
    # Two face down: seat 0 lays 9 2 8 (8 up), seat 1 lays 3 4 7 (7 up); then 6-6 and seat 1 has
    # nothing left for the war.
    options = ClassicOptions(collect_order=CollectOrder.WINNER_FIRST, war_face_down=2)
    assert kernel_game(options, WAR_DEAL) == (0, ALL_CARDS, 2, 2, 0)
    # Three face down: 9 2 8 6 against 3 4 7 6 ties again; then both have nothing: a draw.
    options = ClassicOptions(collect_order=CollectOrder.WINNER_FIRST, war_face_down=3)
    assert kernel_game(options, WAR_DEAL) == (-1, EXHAUSTED, 1, 2, 1)


@pytest.mark.parametrize(
    ("deal", "last_card_up", "lose"),
    [
        # seat 0 [5, 9, 2, 8], seat 1 [5, 3, 4]: seat 1 has 2 cards for a 3-card war.
        ((5, 5, 9, 3, 2, 4, 8), (0, ALL_CARDS, 1, 1, 0), (0, WAR_SHORT, 1, 1, 0)),
        # seat 0 [5, 9, 2], seat 1 [5, 3, 4]: both have 2 cards; 2 up loses to 4 up.
        ((5, 5, 9, 3, 2, 4), (1, ALL_CARDS, 1, 1, 0), (-1, EXHAUSTED, 1, 1, 0)),
        # seat 0 [5, 2], seat 1 [5]: seat 1 has nothing; under lose both are short.
        ((5, 5, 2), (0, ALL_CARDS, 1, 1, 0), (-1, EXHAUSTED, 1, 1, 0)),
        # both bare at once.
        ((5, 5), (-1, EXHAUSTED, 1, 1, 0), (-1, EXHAUSTED, 1, 1, 0)),
        # seat 0 [5, 9, 2, 3], seat 1 [5, 3, 4, 3]: 3 up each, then seat 0 bare against 0 cards.
        ((5, 5, 9, 3, 2, 4, 3, 3), (-1, EXHAUSTED, 1, 2, 1), (-1, EXHAUSTED, 1, 2, 1)),
    ],
)
def test_war_short(deal: tuple[int, ...], last_card_up: Result, lose: Result) -> None:
    for rule, expected in ((WarShort.LAST_CARD_UP, last_card_up), (WarShort.LOSE, lose)):
        options = ClassicOptions(collect_order=CollectOrder.WINNER_FIRST, war_short=rule)
        assert kernel_game(options, deal) == expected, rule
        assert reference_game(options, deal) == expected, rule


def test_war_short_lose_with_one_face_down_card_short_of_nothing() -> None:
    # seat 0 [5, 2], seat 1 [5]: with no card face down, seat 0's one card is a full war.
    options = ClassicOptions(war_face_down=0, war_short=WarShort.LOSE)
    assert kernel_game(options, (5, 5, 2)) == (0, ALL_CARDS, 1, 1, 0)
    assert reference_game(options, (5, 5, 2)) == (0, ALL_CARDS, 1, 1, 0)


@pytest.mark.parametrize("order", FIXED_ORDERS)
def test_won_cards_to_bottom(order: CollectOrder) -> None:
    for deal in (ORDER_DEAL, CYCLE_DEAL, WAR_DEAL):
        for face_down in (1, 2):
            options = ClassicOptions(
                collect_order=order, won_cards_to=WonCardsTo.BOTTOM, war_face_down=face_down
            )
            assert kernel_game(options, deal) == reference_game(options, deal)


def test_turn_limit_scoring() -> None:
    # winner_first on seat 0 [5, 2], seat 1 [3, 4]: after 3 battles seat 0 holds 3 cards of 4,
    # after 2 battles each holds 2.
    for max_turns, draw, most_cards in (
        (3, (-1, TURN_LIMIT, 3, 0, 0), (0, TURN_LIMIT, 3, 0, 0)),
        (2, (-1, TURN_LIMIT, 2, 0, 0), (-1, TURN_LIMIT, 2, 0, 0)),
        (4, (0, ALL_CARDS, 4, 0, 0), (0, ALL_CARDS, 4, 0, 0)),
    ):
        for at_limit, expected in ((AtLimit.DRAW, draw), (AtLimit.MOST_CARDS, most_cards)):
            options = ClassicOptions(
                collect_order=CollectOrder.WINNER_FIRST, max_turns=max_turns, at_limit=at_limit
            )
            assert kernel_game(options, CYCLE_DEAL) == expected
            assert reference_game(options, CYCLE_DEAL) == expected
    # Seat 1 ahead at the limit: seat 0 [2, 5], seat 1 [3, 4] after one battle.
    options = ClassicOptions(max_turns=1, at_limit=AtLimit.MOST_CARDS)
    assert kernel_game(options, (2, 3, 5, 4)) == (1, TURN_LIMIT, 1, 0, 0)


def test_a_cycle_of_the_reference_engine() -> None:
    options = wartable.parse_options("classic(collect_order=table_order)")
    assert isinstance(options, ClassicOptions)
    state = wartable.new_game("classic", options, 9)
    assert isinstance(state, ClassicState)
    first, second = state.stacks
    deal = np.empty(len(first) + len(second), dtype=np.int8)
    deal[0::2] = [card.rank for card in first]
    deal[1::2] = [card.rank for card in second]
    while not state.is_terminal:
        state.advance()
    assert state.outcome is not None
    assert state.outcome.ending == CYCLE
    summary = state.summary()
    expected = (-1, CYCLE, summary["battles"], summary["wars"], summary["double_wars"])
    assert kernel_game(options, deal.tolist()) == expected


# -- against the reference engine on random deals -------------------------------------------------


def random_deals(count: int, seed: int) -> list[list[int]]:
    ranks = [card.rank for card in Deck.standard().cards]
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        rng.shuffle(ranks)
        deals.append(list(ranks))
    return deals


DIFFERENTIAL_DEALS = random_deals(300, 2024)


@pytest.mark.parametrize("face_down", [0, 1, 2, 3])
@pytest.mark.parametrize("won_to", list(WonCardsTo))
@pytest.mark.parametrize("order", FIXED_ORDERS)
def test_differential_against_the_reference_engine(
    order: CollectOrder, won_to: WonCardsTo, face_down: int
) -> None:
    for short in WarShort:
        options = ClassicOptions(
            collect_order=order,
            won_cards_to=won_to,
            war_face_down=face_down,
            war_short=short,
            max_turns=2000,
        )
        results = kernel_games(options, DIFFERENTIAL_DEALS)
        for deal, result in zip(DIFFERENTIAL_DEALS, results, strict=True):
            assert result == reference_game(options, deal), (options.to_string(), deal)


def test_differential_deals_reach_the_usual_endings() -> None:
    """ALL_CARDS, WAR_SHORT, TURN_LIMIT and CYCLE (EXHAUSTED needs the hand-made deals above)."""
    terminations: set[int] = set()
    for order, face_down, short in itertools.product(FIXED_ORDERS, range(4), WarShort):
        options = ClassicOptions(
            collect_order=order, war_face_down=face_down, war_short=short, max_turns=2000
        )
        deals = np.array(DIFFERENTIAL_DEALS, dtype=np.int8)
        results = play_deals(deals, options, np.zeros(len(deals), dtype=np.uint64))
        terminations.update(results.termination.tolist())
    assert {0, 1, 3, 4} <= terminations


# -- whole runs -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        ClassicOptions(),
        ClassicOptions(shuffle_on_refill=True, collect_order=CollectOrder.WINNER_FIRST),
        ClassicOptions(collect_order=CollectOrder.TABLE_ORDER, deck=DeckName.FORTY),
    ],
)
def test_simulate_games_is_reproducible_and_split_free(options: ClassicOptions) -> None:
    whole = simulate_games(options, 11, 0, 500)
    assert_same_arrays(whole, simulate_games(options, 11, 0, 500))
    first = simulate_games(options, 11, 0, 123)
    rest = simulate_games(options, 11, 123, 377)
    joined = KernelResults(*(np.concatenate([getattr(first, f), getattr(rest, f)]) for f in FIELDS))
    assert_same_arrays(whole, joined)
    other = simulate_games(options, 12, 0, 500)
    assert not np.array_equal(whole.battles, other.battles)


def test_simulate_games_plays_the_deals_it_deals() -> None:
    options = ClassicOptions(collect_order=CollectOrder.LOSER_FIRST, war_face_down=1)
    deals = deal_games(options, 5, 40, 200)
    ranks = sorted(card.rank for card in options.deck.deck().cards)
    assert deals.shape == (200, 52)
    assert all(sorted(row.tolist()) == ranks for row in deals)
    assert_same_arrays(
        simulate_games(options, 5, 40, 200),
        play_deals(deals, options, np.zeros(200, dtype=np.uint64)),
    )
    assert np.array_equal(deal_games(options, 5, 140, 1)[0], deals[100])


MASK = 2**64 - 1
GAMMA = 0x9E3779B97F4A7C15


def mix64(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


class Xoshiro:
    """xoshiro256** seeded from splitmix64, as the module docstring specifies."""

    def __init__(self, seed: int) -> None:
        self.s = [mix64((seed + (k + 1) * GAMMA) & MASK) for k in range(4)]

    def next(self) -> int:
        s = self.s
        x = (s[1] * 5) & MASK
        result = ((((x << 7) | (x >> 57)) & MASK) * 9) & MASK
        t = (s[1] << 17) & MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = ((s[3] << 45) | (s[3] >> 19)) & MASK
        return result

    def below(self, n: int) -> int:
        m = (self.next() >> 32) * n
        if m & 0xFFFFFFFF < n:
            threshold = (2**32 - n) % n
            while m & 0xFFFFFFFF < threshold:
                m = (self.next() >> 32) * n
        return m >> 32


def test_the_documented_random_stream() -> None:
    run_seed = 2**63 + 12345
    assert game_seed(run_seed, 0) == mix64((run_seed + GAMMA) & MASK)
    assert game_seed(run_seed, 7) == game_seed(run_seed, 0) ^ 7
    for deck in DeckName:
        options = ClassicOptions(deck=deck)
        deals = deal_games(options, run_seed, 3, 4)
        for offset, row in enumerate(deals):
            rng = Xoshiro(game_seed(run_seed, 3 + offset))
            cards = [card.rank for card in options.deck.deck().cards]
            for i in range(len(cards) - 1, 0, -1):
                j = rng.below(i + 1)
                cards[i], cards[j] = cards[j], cards[i]
            assert row.tolist() == cards


def test_seeds_only_matter_with_chance() -> None:
    deals = np.array(random_deals(100, 3), dtype=np.int8)
    zeros = np.zeros(100, dtype=np.uint64)
    ones = np.ones(100, dtype=np.uint64)
    fixed = ClassicOptions(collect_order=CollectOrder.TABLE_ORDER)
    assert_same_arrays(play_deals(deals, fixed, zeros), play_deals(deals, fixed, ones))
    chance = ClassicOptions()
    assert_same_arrays(play_deals(deals, chance, ones), play_deals(deals, chance, ones))
    assert not np.array_equal(
        play_deals(deals, chance, zeros).battles, play_deals(deals, chance, ones).battles
    )


def test_random_options_give_plausible_statistics() -> None:
    results = simulate_games(ClassicOptions(), 7, 0, 2000)
    assert 300 <= results.battles.mean() <= 400
    assert 0.45 <= (results.winner == 0).mean() <= 0.55
    assert set(results.termination.tolist()) <= {0, 1, 2, 3}
    assert 15 <= results.wars.mean() <= 30
    # A tie at the first battle happens with probability 3/51.
    first_war = simulate_games(ClassicOptions(max_turns=1), 7, 0, 20000).wars > 0
    assert 0.045 <= first_war.mean() <= 0.073


def test_shuffle_on_refill_games_end() -> None:
    for to in WonCardsTo:
        options = ClassicOptions(shuffle_on_refill=True, won_cards_to=to)
        results = simulate_games(options, 3, 0, 1000)
        assert (results.termination == 0).mean() > 0.95
        assert 0.45 <= (results.winner == 0).mean() <= 0.55
