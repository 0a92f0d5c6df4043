"""A compiled batch simulator of classic War that plays many games from arrays of ranks.

The kernel plays the rules of :mod:`wartable.variants.classic.state` (see ``wartable rules classic``)
for every option except a ``chooser`` (decisions need agents; :func:`kernel_supports` says so). For
the options without chance after the deal (a fixed ``collect_order`` and no ``shuffle_on_refill``) it
reproduces the reference engine game for game: same winner, termination, battles, wars and double
wars, cycle detection (Brent's algorithm on the positions of ranks between battles) included. For the
options with chance it follows the same rules with its own random stream, specified below.

Suits never matter to the rules, so the kernel works on ranks only (``int8``).

Representation
--------------
A player's play stack and won pile are kept as one ring buffer: the stack (top first) followed by
the won pile (oldest first), plus the number of cards in the stack part. Won cards are appended at
the back, and turning the won pile over is just declaring all held cards the stack (after shuffling
the won part in place if ``shuffle_on_refill``): both keep the order the reference engine gives.

Random stream (part of the reproducibility contract)
----------------------------------------------------
All arithmetic is on unsigned 64-bit words, modulo 2**64.

* ``mix64(z)``: the splitmix64 output function: ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EB; return z ^ (z >> 31)``. With
  ``GAMMA = 0x9E3779B97F4A7C15``, splitmix64 started at state ``x`` outputs
  ``mix64(x + GAMMA), mix64(x + 2 * GAMMA), ...``.
* A game's generator is xoshiro256** (Blackman and Vigna, 2018) whose state words ``s[0..3]`` are
  the first four outputs of splitmix64 started at the game's seed ``g``:
  ``s[k] = mix64(g + (k + 1) * GAMMA)``.
* In :func:`simulate_games`, game ``i`` of the run seeded ``run_seed`` has the seed
  ``g = mix64(run_seed + GAMMA) ^ i`` (the first splitmix64 output from ``run_seed``, XOR the game
  index; see :func:`game_seed`). In :func:`play_deals`, game ``j`` has the seed ``g = seeds[j]``.
* ``below(n)``, a uniform integer in ``[0, n)`` for ``1 <= n < 2**32`` (Lemire's multiply-shift
  with rejection): ``x = next() >> 32; m = x * n; if m % 2**32 < n: t = (2**32 - n) % n, and while
  m % 2**32 < t draw x and m again``; the result is ``m >> 32``.
* ``shuffle(a)`` of a list of length ``L`` (Fisher–Yates): for ``i`` from ``L - 1`` down to 1,
  ``j = below(i + 1)`` and swap ``a[i]`` and ``a[j]``.

:func:`simulate_games` first shuffles the ranks of ``options.deck.deck().cards`` (in the deck's
order) and deals them: seat 0 gets positions 0, 2, 4, ... (top of its stack first), seat 1 the odd
positions. The game then goes on with the same generator (:func:`play_deals` starts with it). It is
drawn from only where the rules need chance, in the order the rules act:

* ``collect_order=random``: the list (winner's table cards in play order, then the loser's) is
  shuffled and appended to the winner's won pile (or under its stack with ``won_cards_to=bottom``);
* ``shuffle_on_refill``: when a won pile is turned over (in a war, seat 0's cards before seat 1's;
  after a battle, seat 0 before seat 1), the pile, oldest card first, is shuffled and becomes the
  stack, top first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, TypeVar, cast

import numba
import numpy as np
import numpy.typing as npt

from wartable.core.outcome import Termination
from wartable.core.rng import check_seed
from wartable.variants.classic.options import (
    AtLimit,
    Chooser,
    ClassicOptions,
    CollectOrder,
    WarShort,
    WonCardsTo,
)

__all__ = [
    "TERMINATIONS",
    "KernelResults",
    "deal_games",
    "game_seed",
    "kernel_supports",
    "play_deals",
    "simulate_games",
    "warm_up",
]

METRICS: Final = ("battles", "wars", "double_wars")
"""The per-game counters of :class:`KernelResults` that simulations report."""

TERMINATIONS: Final[tuple[str, ...]] = (
    "all_cards",
    "war_short",
    "exhausted",
    Termination.TURN_LIMIT.value,
    Termination.CYCLE.value,
)
"""The terminations the kernel returns; ``KernelResults.termination`` holds indexes into this."""

_ALL_CARDS: Final = 0
_WAR_SHORT: Final = 1
_EXHAUSTED: Final = 2
_TURN_LIMIT: Final = 3
_CYCLE: Final = 4

_RANDOM: Final = 0
_WINNER_FIRST: Final = 1
_LOSER_FIRST: Final = 2
_TABLE_ORDER: Final = 3
_COLLECT_CODES: Final = {
    CollectOrder.RANDOM: _RANDOM,
    CollectOrder.WINNER_FIRST: _WINNER_FIRST,
    CollectOrder.LOSER_FIRST: _LOSER_FIRST,
    CollectOrder.TABLE_ORDER: _TABLE_ORDER,
}

_MAX_COUNTER: Final = 2**31 - 1
_MAX_INDEX: Final = 2**62

_GAMMA: Final = np.uint64(0x9E3779B97F4A7C15)
_MIX1: Final = np.uint64(0xBF58476D1CE4E5B9)
_MIX2: Final = np.uint64(0x94D049BB133111EB)
_LOW32: Final = np.uint64(0xFFFFFFFF)
_TWO32: Final = np.uint64(2**32)
_U5: Final = np.uint64(5)
_U7: Final = np.uint64(7)
_U9: Final = np.uint64(9)
_U17: Final = np.uint64(17)
_U19: Final = np.uint64(19)
_U27: Final = np.uint64(27)
_U30: Final = np.uint64(30)
_U31: Final = np.uint64(31)
_U32: Final = np.uint64(32)
_U45: Final = np.uint64(45)
_U57: Final = np.uint64(57)

Int8s = npt.NDArray[np.int8]
Int32s = npt.NDArray[np.int32]
UInt64s = npt.NDArray[np.uint64]

_F = TypeVar("_F", bound=Callable[..., Any])

_ix = np.uint64
"""Kernels index arrays with unsigned integers: Numba then skips its negative-index wraparound."""


def _jit(function: _F) -> _F:
    return cast(_F, numba.njit(cache=True, nogil=True)(function))


@dataclass(frozen=True)
class KernelResults:
    """Per-game results of a batch, one entry per game in input order."""

    winner: np.ndarray
    """``int8``: the winning seat, 0 or 1, or -1 for a draw."""
    termination: np.ndarray
    """``int8``: index into :data:`TERMINATIONS`."""
    battles: np.ndarray
    """``int32``: battles played."""
    wars: np.ndarray
    """``int32``: ties that started or repeated a war."""
    double_wars: np.ndarray
    """``int32``: ties that repeated a war."""

    def __len__(self) -> int:
        return int(self.winner.shape[0])


# -- the random stream --------------------------------------------------------------------------


@_jit
def _mix64(z: np.uint64) -> np.uint64:
    z = (z ^ (z >> _U30)) * _MIX1
    z = (z ^ (z >> _U27)) * _MIX2
    return z ^ (z >> _U31)


@_jit
def _seed(state: UInt64s, seed: np.uint64) -> None:
    z = seed
    for k in range(4):
        z = z + _GAMMA
        state[k] = _mix64(z)


@_jit
def _next(state: UInt64s) -> np.uint64:
    s0: np.uint64 = state[0]
    s1: np.uint64 = state[1]
    s2: np.uint64 = state[2]
    s3: np.uint64 = state[3]
    x = s1 * _U5
    result = ((x << _U7) | (x >> _U57)) * _U9
    t = s1 << _U17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = (s3 << _U45) | (s3 >> _U19)
    state[0] = s0
    state[1] = s1
    state[2] = s2
    state[3] = s3
    return result


@_jit
def _below(state: UInt64s, n: int) -> np.int64:
    bound = np.uint64(n)
    m = (_next(state) >> _U32) * bound
    low = m & _LOW32
    if low < bound:
        threshold = (_TWO32 - bound) % bound
        while low < threshold:
            m = (_next(state) >> _U32) * bound
            low = m & _LOW32
    return np.int64(m >> _U32)


@_jit
def _shuffle(state: UInt64s, cards: Int8s, length: int) -> None:
    for i in range(length - 1, 0, -1):
        j = _below(state, i + 1)
        card = cards[_ix(i)]
        cards[_ix(i)] = cards[_ix(j)]
        cards[_ix(j)] = card


@_jit
def _shuffle_ring(
    state: UInt64s, ring: Int8s, base: int, mask: int, start: int, length: int
) -> None:
    for i in range(length - 1, 0, -1):
        j = _below(state, i + 1)
        a = base + ((start + i) & mask)
        b = base + ((start + j) & mask)
        card = ring[_ix(a)]
        ring[_ix(a)] = ring[_ix(b)]
        ring[_ix(b)] = card


# -- one game -----------------------------------------------------------------------------------


@_jit
def _play(
    deal: Int8s,
    ring: Int8s,
    cap: int,
    table: Int8s,
    snapshot: Int8s,
    state: UInt64s,
    face_down: int,
    short_loses: bool,
    collect: int,
    to_bottom: bool,
    refill_shuffle: bool,
    max_turns: int,
    most_cards: bool,
    watch_cycles: bool,
) -> tuple[int, int, int, int, int]:
    """Play one game from ``deal``; return (winner, termination code, battles, wars, double wars).

    ``ring`` holds two ring buffers of ``cap`` cards (a power of two at least the deal's length),
    seat 0's at 0 and seat 1's at ``cap``; ``table`` holds two table piles of ``n_cards`` cards,
    seat 0's at 0 and seat 1's at ``n_cards``; ``snapshot`` holds ``n_cards``. Their contents on
    entry do not matter.
    """
    n_cards = deal.shape[0]
    mask = cap - 1
    n0 = (n_cards + 1) // 2
    n1 = n_cards // 2
    for j in range(n0):
        ring[_ix(j)] = deal[_ix(2 * j)]
    for j in range(n1):
        ring[_ix(cap + j)] = deal[_ix(2 * j + 1)]
    # Per seat: h = ring index of the top card, n = cards held, s = how many of them (from the
    # top) are the play stack; the other n - s are the won pile.
    h0 = 0
    h1 = 0
    s0 = n0
    s1 = n1
    battles = 0
    wars = 0
    double_wars = 0
    needed = face_down + 1
    minimum = needed if short_loses else 1
    # Whether the winner's card goes first when a battle without war is won by seat 0 / seat 1
    # (the random order starts from the winner's cards too, then shuffles).
    own_first_0 = collect != _LOSER_FIRST
    own_first_1 = collect in (_WINNER_FIRST, _RANDOM)
    shuffle_taken = collect == _RANDOM
    to_stack = 1 if to_bottom else 0

    # Brent's cycle detection: the position saved in snapshot (seat 0's held cards, then seat
    # 1's) with its n0, s0 and s1; a position needs no more, as n1 = n_cards - n0.
    power = 1
    length = 0
    snap_n0 = n0
    snap_s0 = s0
    snap_s1 = s1
    if watch_cycles:
        for j in range(n0):
            snapshot[_ix(j)] = ring[_ix(j)]
        for j in range(n1):
            snapshot[_ix(n0 + j)] = ring[_ix(cap + j)]

    while True:
        battles += 1
        c0 = ring[_ix(h0)]
        h0 = (h0 + 1) & mask
        n0 -= 1
        s0 -= 1
        c1 = ring[_ix(cap + h1)]
        h1 = (h1 + 1) & mask
        n1 -= 1
        s1 -= 1
        if c0 > c1:
            tail = h0 + n0
            ring[_ix(tail & mask)] = c0 if own_first_0 else c1
            ring[_ix((tail + 1) & mask)] = c1 if own_first_0 else c0
            if shuffle_taken:
                _shuffle_ring(state, ring, 0, mask, tail, 2)
            n0 += 2
            s0 += 2 * to_stack
            if n1 == 0:
                return 0, _ALL_CARDS, battles, wars, double_wars
        elif c1 > c0:
            tail = h1 + n1
            ring[_ix(cap + (tail & mask))] = c1 if own_first_1 else c0
            ring[_ix(cap + ((tail + 1) & mask))] = c0 if own_first_1 else c1
            if shuffle_taken:
                _shuffle_ring(state, ring, cap, mask, tail, 2)
            n1 += 2
            s1 += 2 * to_stack
            if n0 == 0:
                return 1, _ALL_CARDS, battles, wars, double_wars
        else:
            table[0] = c0
            table[_ix(n_cards)] = c1
            k0 = 1
            k1 = 1
            depth = 0
            while c0 == c1:
                depth += 1
                wars += 1
                if depth > 1:
                    double_wars += 1
                short0 = n0 < minimum
                short1 = n1 < minimum
                if short0 and short1:
                    return -1, _EXHAUSTED, battles, wars, double_wars
                if short0:
                    return 1, (_WAR_SHORT if n0 > 0 else _ALL_CARDS), battles, wars, double_wars
                if short1:
                    return 0, (_WAR_SHORT if n1 > 0 else _ALL_CARDS), battles, wars, double_wars

                count = min(needed, n0)
                if count > s0:
                    if refill_shuffle:
                        _shuffle_ring(state, ring, 0, mask, h0 + s0, n0 - s0)
                    s0 = n0 - count
                else:
                    s0 -= count
                for j in range(count):
                    table[_ix(k0 + j)] = ring[_ix((h0 + j) & mask)]
                h0 = (h0 + count) & mask
                n0 -= count
                k0 += count
                c0 = table[_ix(k0 - 1)]

                count = min(needed, n1)
                if count > s1:
                    if refill_shuffle:
                        _shuffle_ring(state, ring, cap, mask, h1 + s1, n1 - s1)
                    s1 = n1 - count
                else:
                    s1 -= count
                for j in range(count):
                    table[_ix(n_cards + k1 + j)] = ring[_ix(cap + ((h1 + j) & mask))]
                h1 = (h1 + count) & mask
                n1 -= count
                k1 += count
                c1 = table[_ix(n_cards + k1 - 1)]

            taken = k0 + k1
            if c0 > c1:
                base = 0
                tail = h0 + n0
                mine, k_mine, theirs, k_theirs = 0, k0, n_cards, k1
            else:
                base = cap
                tail = h1 + n1
                mine, k_mine, theirs, k_theirs = n_cards, k1, 0, k0
            if collect == _TABLE_ORDER:
                common = min(k0, k1)
                for j in range(common):
                    ring[_ix(base + ((tail + 2 * j) & mask))] = table[_ix(j)]
                    ring[_ix(base + ((tail + 2 * j + 1) & mask))] = table[_ix(n_cards + j)]
                tail += 2 * common
                for j in range(common, k0):
                    ring[_ix(base + (tail & mask))] = table[_ix(j)]
                    tail += 1
                for j in range(common, k1):
                    ring[_ix(base + (tail & mask))] = table[_ix(n_cards + j)]
                    tail += 1
            else:
                if collect == _LOSER_FIRST:
                    mine, k_mine, theirs, k_theirs = theirs, k_theirs, mine, k_mine
                for j in range(k_mine):
                    ring[_ix(base + ((tail + j) & mask))] = table[_ix(mine + j)]
                for j in range(k_theirs):
                    ring[_ix(base + ((tail + k_mine + j) & mask))] = table[_ix(theirs + j)]
                if shuffle_taken:
                    _shuffle_ring(state, ring, base, mask, tail, taken)
            if c0 > c1:
                n0 += taken
                s0 += taken * to_stack
                if n1 == 0:
                    return 0, _ALL_CARDS, battles, wars, double_wars
            else:
                n1 += taken
                s1 += taken * to_stack
                if n0 == 0:
                    return 1, _ALL_CARDS, battles, wars, double_wars

        if s0 == 0:
            if refill_shuffle:
                _shuffle_ring(state, ring, 0, mask, h0, n0)
            s0 = n0
        if s1 == 0:
            if refill_shuffle:
                _shuffle_ring(state, ring, cap, mask, h1, n1)
            s1 = n1

        if battles >= max_turns:
            winner = -1
            if most_cards and n0 != n1:
                winner = 0 if n0 > n1 else 1
            return winner, _TURN_LIMIT, battles, wars, double_wars

        if watch_cycles:
            length += 1
            if n0 == snap_n0 and s0 == snap_s0 and s1 == snap_s1:
                same = True
                for j in range(n0):
                    if ring[_ix((h0 + j) & mask)] != snapshot[_ix(j)]:
                        same = False
                        break
                if same:
                    for j in range(n1):
                        if ring[_ix(cap + ((h1 + j) & mask))] != snapshot[_ix(n0 + j)]:
                            same = False
                            break
                if same:
                    return -1, _CYCLE, battles, wars, double_wars
            if length == power:
                for j in range(n0):
                    snapshot[_ix(j)] = ring[_ix((h0 + j) & mask)]
                for j in range(n1):
                    snapshot[_ix(n0 + j)] = ring[_ix(cap + ((h1 + j) & mask))]
                snap_n0 = n0
                snap_s0 = s0
                snap_s1 = s1
                power *= 2
                length = 0


# -- batches ------------------------------------------------------------------------------------


@_jit
def _play_deals_kernel(
    deals: Int8s,
    seeds: UInt64s,
    cap: int,
    face_down: int,
    short_loses: bool,
    collect: int,
    to_bottom: bool,
    refill_shuffle: bool,
    max_turns: int,
    most_cards: bool,
    watch_cycles: bool,
    winner: Int8s,
    termination: Int8s,
    battles: Int32s,
    wars: Int32s,
    double_wars: Int32s,
) -> None:
    n_cards = deals.shape[1]
    ring = np.empty(2 * cap, dtype=np.int8)
    table = np.empty(2 * n_cards, dtype=np.int8)
    snapshot = np.empty(n_cards, dtype=np.int8)
    state = np.empty(4, dtype=np.uint64)
    for g in range(deals.shape[0]):
        _seed(state, seeds[g])
        result = _play(
            deals[g],
            ring,
            cap,
            table,
            snapshot,
            state,
            face_down,
            short_loses,
            collect,
            to_bottom,
            refill_shuffle,
            max_turns,
            most_cards,
            watch_cycles,
        )
        winner[g] = result[0]
        termination[g] = result[1]
        battles[g] = result[2]
        wars[g] = result[3]
        double_wars[g] = result[4]


@_jit
def _deal_kernel(ranks: Int8s, key: np.uint64, start: int, deals: Int8s) -> None:
    state = np.empty(4, dtype=np.uint64)
    n_cards = ranks.shape[0]
    for g in range(deals.shape[0]):
        _seed(state, key ^ np.uint64(start + g))
        deck = deals[g]
        for j in range(n_cards):
            deck[j] = ranks[j]
        _shuffle(state, deck, n_cards)


@_jit
def _simulate_kernel(
    ranks: Int8s,
    key: np.uint64,
    start: int,
    cap: int,
    face_down: int,
    short_loses: bool,
    collect: int,
    to_bottom: bool,
    refill_shuffle: bool,
    max_turns: int,
    most_cards: bool,
    watch_cycles: bool,
    winner: Int8s,
    termination: Int8s,
    battles: Int32s,
    wars: Int32s,
    double_wars: Int32s,
) -> None:
    n_cards = ranks.shape[0]
    ring = np.empty(2 * cap, dtype=np.int8)
    table = np.empty(2 * n_cards, dtype=np.int8)
    snapshot = np.empty(n_cards, dtype=np.int8)
    deck = np.empty(n_cards, dtype=np.int8)
    state = np.empty(4, dtype=np.uint64)
    for g in range(winner.shape[0]):
        _seed(state, key ^ np.uint64(start + g))
        for j in range(n_cards):
            deck[j] = ranks[j]
        _shuffle(state, deck, n_cards)
        result = _play(
            deck,
            ring,
            cap,
            table,
            snapshot,
            state,
            face_down,
            short_loses,
            collect,
            to_bottom,
            refill_shuffle,
            max_turns,
            most_cards,
            watch_cycles,
        )
        winner[g] = result[0]
        termination[g] = result[1]
        battles[g] = result[2]
        wars[g] = result[3]
        double_wars[g] = result[4]


# -- the Python interface -----------------------------------------------------------------------

_Config = tuple[int, bool, int, bool, bool, int, bool, bool]


def kernel_supports(options: ClassicOptions) -> bool:
    """Whether the kernel can play games with these options (not when a player chooses cards)."""
    return options.chooser is Chooser.NONE


def _config(options: ClassicOptions) -> _Config:
    """The rule switches in the order the kernels take them; ValueError if unsupported."""
    if not kernel_supports(options):
        raise ValueError(
            f"the classic kernel cannot play chooser={options.chooser.value}: choices need agents"
        )
    if options.max_turns > _MAX_COUNTER:
        raise ValueError(f"the classic kernel needs max_turns <= {_MAX_COUNTER}")
    return (
        options.war_face_down,
        options.war_short is WarShort.LOSE,
        _COLLECT_CODES[options.collect_order],
        options.won_cards_to is WonCardsTo.BOTTOM,
        options.shuffle_on_refill,
        options.max_turns,
        options.at_limit is AtLimit.MOST_CARDS,
        options.deterministic_after_deal,
    )


def _capacity(n_cards: int) -> int:
    return 1 << max(n_cards - 1, 1).bit_length()


def _results(count: int) -> KernelResults:
    return KernelResults(
        winner=np.empty(count, dtype=np.int8),
        termination=np.empty(count, dtype=np.int8),
        battles=np.empty(count, dtype=np.int32),
        wars=np.empty(count, dtype=np.int32),
        double_wars=np.empty(count, dtype=np.int32),
    )


def _deck_ranks(options: ClassicOptions) -> Int8s:
    return np.array([card.rank for card in options.deck.deck().cards], dtype=np.int8)


def _check_range(start: int, count: int) -> None:
    if start < 0 or count < 0 or start + count > _MAX_INDEX:
        raise ValueError(
            f"games start={start}, count={count} must be >= 0 and end by index {_MAX_INDEX}"
        )


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: ``mix64(run_seed + GAMMA) ^ index`` (module docstring).

    Passing it in ``seeds`` to :func:`play_deals` gives that game's generator as it stands before
    :func:`simulate_games` shuffles the deck with it.
    """
    check_seed(run_seed)
    _check_range(index, 0)
    z = (run_seed + int(_GAMMA)) % 2**64
    z = ((z ^ (z >> 30)) * int(_MIX1)) % 2**64
    z = ((z ^ (z >> 27)) * int(_MIX2)) % 2**64
    return (z ^ (z >> 31)) ^ index


def play_deals(deals: np.ndarray, options: ClassicOptions, seeds: np.ndarray) -> KernelResults:
    """Play one game per row of ``deals`` with ``options``; seeds only matter for chance.

    ``deals`` is an ``int8`` array ``(n_games, n_cards)`` of ranks in deck order (``n_cards >= 2``):
    seat 0 gets ``deals[g, 0::2]`` and seat 1 ``deals[g, 1::2]``, top of the play stack first.
    ``seeds`` is a ``uint64`` array ``(n_games,)``: game ``g``'s generator is seeded from
    ``seeds[g]`` (module docstring). Raise ValueError for malformed arrays or unsupported options.
    """
    config = _config(options)
    if not isinstance(deals, np.ndarray) or deals.dtype != np.int8 or deals.ndim != 2:
        raise ValueError("deals must be a 2-D int8 numpy array (n_games, n_cards) of ranks")
    if deals.shape[1] < 2:
        raise ValueError(f"each deal needs at least 2 cards, got {deals.shape[1]}")
    if not isinstance(seeds, np.ndarray) or seeds.dtype != np.uint64 or seeds.ndim != 1:
        raise ValueError("seeds must be a 1-D uint64 numpy array (n_games,)")
    if seeds.shape[0] != deals.shape[0]:
        raise ValueError(f"{deals.shape[0]} deals but {seeds.shape[0]} seeds")
    results = _results(deals.shape[0])
    _play_deals_kernel(
        np.require(deals, requirements=("C", "A", "W")),
        np.require(seeds, requirements=("C", "A", "W")),
        _capacity(deals.shape[1]),
        *config,
        results.winner,
        results.termination,
        results.battles,
        results.wars,
        results.double_wars,
    )
    return results


def deal_games(options: ClassicOptions, run_seed: int, start: int, count: int) -> Int8s:
    """The deals of games ``start`` to ``start + count - 1`` of a run, as :func:`simulate_games`
    plays them: an ``int8`` array ``(count, n_cards)`` of ranks for :func:`play_deals`.

    With options that have no chance after the deal, ``play_deals`` on these deals gives the same
    results as ``simulate_games``; with chance, the generator differs (it has not shuffled a deck).
    """
    check_seed(run_seed)
    _check_range(start, count)
    ranks = _deck_ranks(options)
    deals = np.empty((count, ranks.shape[0]), dtype=np.int8)
    key = np.uint64(game_seed(run_seed, 0))
    _deal_kernel(ranks, key, start, deals)
    return deals


def simulate_games(options: ClassicOptions, run_seed: int, start: int, count: int) -> KernelResults:
    """Play games ``start`` to ``start + count - 1`` of the run seeded ``run_seed``.

    Game ``i`` shuffles and deals ``options.deck`` with its own generator, seeded by
    :func:`game_seed` ``(run_seed, i)``, and plays on with it (module docstring), so a game's
    result depends only on ``(options, run_seed, i)``, not on how a run is split into calls.
    ``run_seed`` is from 0 to 2**64-1. Raise ValueError for unsupported options or a bad range.
    """
    config = _config(options)
    check_seed(run_seed)
    _check_range(start, count)
    ranks = _deck_ranks(options)
    results = _results(count)
    key = np.uint64(game_seed(run_seed, 0))
    _simulate_kernel(
        ranks,
        key,
        start,
        _capacity(ranks.shape[0]),
        *config,
        results.winner,
        results.termination,
        results.battles,
        results.wars,
        results.double_wars,
    )
    return results


def warm_up() -> None:
    """Compile (or load from Numba's cache) every kernel specialization, on a tiny input."""
    options = ClassicOptions(max_turns=5)
    simulate_games(options, 0, 0, 1)
    deals = deal_games(options, 0, 0, 1)
    play_deals(deals, options, np.zeros(1, dtype=np.uint64))
