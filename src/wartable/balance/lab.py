"""The balance lab: many agent-vs-agent games of slot-wars with random decks, and what each card
does to its deck's chance of winning.

**The pool.** The set's physical cards (every common twice) plus ``plain_sets`` copies of a
designer's set of plain cards (3 rares of value 7-9, 9 uncommons and 9 commons printed twice of
value 1-9, no text). The plain cards are the yardstick: a plain card's worth depends on its printed
value only, so they say what a card of a given value is worth without text.

**A game.** Each player is dealt 30 cards from its own shuffled copy of the pool, as the seed deals
(3 rares, 9 uncommons and 18 commons, from the three rarity piles), and keeps a random 21 of them as
its deck; the other 9 are its sideboard. Dealing each player from its own copy means the two hands
are independent and any set of 3 rares, 9 uncommons and 9 commons can fill them on its own. Since
the deck is a random draw, whether a card is in a deck is a randomised experiment: nothing else
about the deck (its other cards, the seat, the agent) is tied to it. By default the decks stay as
dealt for the whole game (every sideboard decision is "done"), so the deck is exactly the
treatment; ``swaps=True`` lets the agents exchange cards between rounds and the deck as dealt is
then an intent-to-treat measure. Both seats are played by the same agent (:data:`AGENT` by default:
the heuristic that judges each card by what its text does in a neutral round, without drawing
states to imagine the other's cards, so tens of thousands of games take minutes: the numbers say
what a card does in the hands of a player that reads the cards, not of an expert).

**The estimate.** Game ``g`` gives seat 1's score ``y`` (1 win, 1/2 draw, 0 loss) and, per term
(each card of the set; each printed value of the plain cards), the copies in seat 1's deck minus
those in seat 2's deck, ``d``. A linear probability model ``y = a + d·b`` is fitted by ridge
regression with a light penalty (:data:`RIDGE`), and the standard errors assume each result has the
largest variance a result in [0, 1] can have, 1/4 (:data:`RESULT_VARIANCE`), so the intervals are
never too narrow (see :func:`_fit`). ``b`` is defined only up to a constant (both decks hold 21
cards), so only differences are reported:

- a card's **effect**: its ``b`` minus that of a plain card of the same printed value (the
  **baseline** ``plain``), i.e. how much having the card in a deck instead of a plain card of its
  value changes the deck's chance to win: what its text is worth. With no plain cards in the pool
  the baseline is ``average``: the effect is the card's power (below).
- a card's **power**: its ``b`` minus the mean ``b`` of the pool's physical cards, i.e. the change
  in win chance from having it instead of an average card of the pool (printed value included).

A card is flagged **too strong** when its effect's 95% interval lies wholly above ``+threshold``
and **too weak** when it lies wholly below ``-threshold``.

**Reproducibility.** Game ``i`` of a run seeded ``s`` is dealt from ``derive_seed(s, "deal", i)``,
played from ``derive_seed(s, "game", i)``, with the agent of seat ``k`` seeded
``derive_seed(s, "agent", i, k)``. Chunks of games are played anywhere, in any order, and put back by
game index; the fit runs on all games in index order, so a report depends only on its
:class:`BalanceSpec`, never on the backend or the number of workers.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from wartable.agents import make_agent, seat_turn
from wartable.core.errors import WartableError
from wartable.core.record import play_out
from wartable.core.registry import get_variant
from wartable.core.rng import Rng, check_seed, derive_seed
from wartable.core.state import Action, Decision, GameState
from wartable.core.words import counted
from wartable.design.cardset import CardSet, CardSetError
from wartable.sim.arena import score_interval
from wartable.sim.backends import Backend, local_backend
from wartable.sim.collector import games_collector
from wartable.sim.stats import Z_95, IntHistogram
from wartable.variants.slot_wars import STARTER_SET
from wartable.variants.slot_wars.engine.options import SlotWarsOptions
from wartable.variants.slot_wars.engine.pool import (
    DECK_SIZE,
    PER_PLAYER,
    CardFace,
    Rarity,
    card,
    designer_set,
)
from wartable.variants.slot_wars.engine.state import Done, Place, SlotWarsState, Swap
from wartable.variants.slot_wars.generated import DESIGNERS, POOL_DESIGNERS, generated_set
from wartable.variants.slot_wars.text import CardTextError, parse

__all__ = [
    "AGENT",
    "GENERATED",
    "OPTIONS",
    "RESULT_VARIANCE",
    "RIDGE",
    "STARTER",
    "BalanceError",
    "BalanceReport",
    "BalanceResult",
    "BalanceSpec",
    "Baseline",
    "CardEffect",
    "Estimate",
    "Flag",
    "GamesChunk",
    "Term",
    "analyse",
    "balance_tasks",
    "deal_hands",
    "describe_method",
    "load_set",
    "play_game",
    "play_games",
    "run_balance",
]

AGENT = "heuristic(samples=0)"
"""The lab's agent by default: the heuristic that places each card by its worth against an average
card (see :mod:`wartable.agents.heuristics.slot_wars`), several times faster than with samples."""
OPTIONS = SlotWarsState.variant_id
"""The slot-wars options every game of the lab is played with: the defaults (cards play by their
text)."""
RIDGE = 1.0
"""The ridge penalty on the card terms, in games: it keeps the fit defined with fewer games than
cards and shrinks an estimate by about ``RIDGE / (RIDGE + its information)``, well under 1% once
a card has been in a few hundred decks."""
RESULT_VARIANCE = 0.25
"""The variance the intervals assume for a game's result: the most a result in [0, 1] can have."""
CHUNK_GAMES = (2, 50)
"""The fewest and most games in a chunk of work."""
MAX_PLAIN_SETS = 9
SEAT1_WIN, SEAT2_WIN, DRAW, UNPLAYED = 0, 1, 2, 255
"""A game's result as stored in :attr:`GamesChunk.outcomes`."""
PLAIN_PREFIX = "Plain "


class BalanceError(WartableError, ValueError):
    """A balance run that cannot be made: bad numbers, a set the pool cannot deal from, text that
    does not parse (the message names what and where)."""


class Flag(StrEnum):
    """A card's verdict when its effect's interval clears the threshold."""

    TOO_STRONG = "too strong"
    TOO_WEAK = "too weak"


class Baseline(StrEnum):
    """What a card's effect is measured against."""

    PLAIN = "plain"
    """A plain card of the same printed value (the pool holds plain cards)."""
    AVERAGE = "average"
    """The average physical card of the pool (the pool is the set alone)."""


@dataclass(frozen=True)
class Term:
    """One term of the fit: a card of the set (``index``, 1-based, in the set's order) or the plain
    cards of one printed value (``index`` None; plain cards of equal value play alike whatever
    their rarity)."""

    title: str
    value: int
    rarity: Rarity | None
    text: str
    index: int | None

    @property
    def plain(self) -> bool:
        """Whether the term stands for the plain cards of a value."""
        return self.index is None

    @property
    def label(self) -> str:
        """``Warlord (2)``: how reports name it."""
        return f"{self.title} ({self.value})"


@dataclass(frozen=True)
class BalanceSpec:
    """What a balance run plays: the set's cards, the games, the seed, the agent and the pool.

    Construction checks everything and raises :class:`BalanceError` (or the agent's
    :class:`~wartable.core.errors.OptionError`): no cards, text that does not parse, fewer than one
    game, a bad seed, a threshold outside [0, 1), a pool that cannot deal a player its 3 rares, 9
    uncommons and 18 commons. The agent is stored as :meth:`~wartable.agents.Agent.describe`
    writes it, so two specs that mean the same run are equal.
    """

    cards: tuple[CardFace, ...]
    games: int
    seed: int
    agent: str = AGENT
    plain_sets: int = 1
    threshold: float = 0.05
    swaps: bool = False
    name: str = ""
    """The set's name or file, for reports only."""

    def __post_init__(self) -> None:
        where = f"{self.name}: " if self.name else ""
        if not self.cards:
            raise BalanceError(f"{where}the set has no cards")
        unreadable = []
        for index, face in enumerate(self.cards, start=1):
            try:
                parse(face.text)
            except CardTextError as exc:
                unreadable.append(f"card {index} ({face.title!r}): text does not parse: {exc}")
        if unreadable:
            raise BalanceError(
                where
                + "; ".join(unreadable)
                + " (the engine would play it as a plain card; see `wartable cards check`)"
            )
        if self.games < 1:
            raise BalanceError(f"the number of games must be at least 1, got {self.games}")
        try:
            check_seed(self.seed)
        except ValueError as exc:
            raise BalanceError(str(exc)) from None
        if not 0 <= self.plain_sets <= MAX_PLAIN_SETS:
            raise BalanceError(f"plain sets must be 0 to {MAX_PLAIN_SETS}, got {self.plain_sets}")
        if not (math.isfinite(self.threshold) and 0 <= self.threshold < 1):
            raise BalanceError(
                f"the threshold is a win-probability difference, at least 0 and below 1, got {self.threshold}"
            )
        pool = self.pool()
        for rarity in (Rarity.RARE, Rarity.UNCOMMON, Rarity.COMMON):
            have = [term for face, term in pool if face.rarity is rarity]
            own = sum(1 for term in have if term < len(self.cards))
            need = PER_PLAYER[rarity.value]
            if len(have) < need:
                raise BalanceError(
                    f"{where}the pool cannot deal a player's cards: it holds"
                    f" {counted(len(have), f'{rarity} card')} ({own} from the set, commons counted"
                    " twice, and"
                    f" {len(have) - own} plain) and a player is dealt {need}; mix in plain cards"
                    " (plain sets 1 or more) or add cards to the set"
                )
        object.__setattr__(self, "agent", make_agent(self.agent).describe())

    @property
    def baseline(self) -> Baseline:
        """What the effects are measured against."""
        return Baseline.PLAIN if self.plain_sets else Baseline.AVERAGE

    def terms(self) -> tuple[Term, ...]:
        """The set's cards in order, then (with plain cards in the pool) the plain values 1-9."""
        terms = [
            Term(face.title, face.value, face.rarity, face.text, index)
            for index, face in enumerate(self.cards, start=1)
        ]
        if self.plain_sets:
            terms += [Term(f"plain {value}", value, None, "", None) for value in range(1, 10)]
        return tuple(terms)

    def plain_term(self, value: int) -> int:
        """The index in :meth:`terms` of the plain cards of ``value``."""
        return len(self.cards) + value - 1

    def pool(self) -> tuple[tuple[CardFace, int], ...]:
        """Every physical card of the pool with the index of its term."""
        cards = [
            (face, index)
            for index, face in enumerate(self.cards)
            for _ in range(2 if face.rarity is Rarity.COMMON else 1)
        ]
        for copy in range(self.plain_sets):
            prefix = PLAIN_PREFIX if copy == 0 else f"{PLAIN_PREFIX}{copy + 1} "
            cards += [(face, self.plain_term(face.value)) for face in designer_set(prefix)]
        return tuple(cards)

    def deal_seed(self, game: int) -> int:
        """The seed of game ``game``'s deal."""
        return derive_seed(self.seed, "deal", game)

    def game_seed(self, game: int) -> int:
        """The seed of game ``game``'s own chance (shuffles, cuts)."""
        return derive_seed(self.seed, "game", game)

    def agent_seed(self, game: int, seat: int) -> int:
        """The seed of the agent in ``seat`` (0-based) in game ``game``."""
        return derive_seed(self.seed, "agent", game, seat)


def deal_hands(
    pool: Sequence[tuple[CardFace, int]], rng: Rng
) -> tuple[tuple[list[int], list[int]], tuple[list[int], list[int]]]:
    """Deal each player 30 cards from its own copy of ``pool`` (3 rares, 9 uncommons, 18 commons,
    each from a shuffled rarity pile) and split them at random into a 21-card deck and a
    sideboard. Returns (decks, sideboards), each a pair of lists of indices into ``pool``."""
    piles = {
        rarity: [i for i, (face, _) in enumerate(pool) if face.rarity is rarity]
        for rarity in Rarity
    }
    decks: list[list[int]] = []
    sides: list[list[int]] = []
    for _ in (0, 1):
        hand: list[int] = []
        for rarity in (Rarity.RARE, Rarity.UNCOMMON, Rarity.COMMON):
            pile = list(piles[rarity])
            rng.shuffle(pile)
            hand += pile[: PER_PLAYER[rarity.value]]
        rng.shuffle(hand)
        decks.append(hand[:DECK_SIZE])
        sides.append(hand[DECK_SIZE:])
    return (decks[0], decks[1]), (sides[0], sides[1])


@dataclass(frozen=True)
class GamesChunk:
    """Games ``start`` to ``start + len(outcomes) - 1``: a chunk's work.

    ``decks`` holds, per game and seat, the copies of each term in the deck as dealt, and ``plays``
    the times the seat's agent placed a card of each term (uint8, shape games x 2 x terms, as
    bytes); ``outcomes`` one of :data:`SEAT1_WIN`, :data:`SEAT2_WIN`, :data:`DRAW` per game.
    """

    start: int
    outcomes: bytes
    decks: bytes
    plays: bytes
    rounds: IntHistogram
    seconds: float


def play_game(
    spec: BalanceSpec,
    options: SlotWarsOptions,
    pool: Sequence[tuple[CardFace, int]],
    game: int,
    decks: npt.NDArray[np.uint8],
    plays: npt.NDArray[np.uint8],
) -> tuple[int | None, int]:
    """Deal and play game ``game``; count each seat's copies of every term in ``decks`` and the
    cards its agent placed in ``plays`` (both shaped seats x terms). Return the winning seat
    (``None`` for a draw) and the rounds played."""
    dealt, sides = deal_hands(pool, Rng(spec.deal_seed(game)))
    term_of: dict[str, int] = {}
    for seat in (0, 1):
        for number, physical in enumerate([*dealt[seat], *sides[seat]]):
            term_of[f"p{seat}-{number:02d}"] = pool[physical][1]
        for physical in dealt[seat]:
            decks[seat, pool[physical][1]] += 1
    state = SlotWarsState.from_decks(
        options,
        ([pool[c][0] for c in dealt[0]], [pool[c][0] for c in dealt[1]]),
        ([pool[c][0] for c in sides[0]], [pool[c][0] for c in sides[1]]),
        seed=spec.game_seed(game),
        quiet=True,
    )
    agents = [make_agent(spec.agent, spec.agent_seed(game, seat)) for seat in (0, 1)]

    def choose(state: GameState, decision: Decision) -> Action:
        if not spec.swaps and isinstance(decision.actions[0], Done | Swap):
            return Done()
        action = agents[decision.player].choose(seat_turn(state, decision.player))
        if isinstance(action, Place) and action.card in term_of:
            plays[decision.player, term_of[action.card]] += 1
        return action

    outcome = play_out(state, choose)
    return outcome.winner, state.summary()["rounds"]


def play_games(spec: BalanceSpec, start: int, stop: int) -> GamesChunk:
    """Play games ``start`` to ``stop - 1`` (the function the backends run)."""
    began = time.perf_counter()
    options = get_variant(SlotWarsState.variant_id).parse_options(OPTIONS)
    assert isinstance(options, SlotWarsOptions)
    pool = spec.pool()
    size = len(spec.terms())
    count = stop - start
    decks = np.zeros((count, 2, size), dtype=np.uint8)
    plays = np.zeros((count, 2, size), dtype=np.uint8)
    outcomes = bytearray()
    rounds = IntHistogram()
    with games_collector():
        for row, game in enumerate(range(start, stop)):
            winner, played = play_game(spec, options, pool, game, decks[row], plays[row])
            outcomes.append(DRAW if winner is None else winner)
            rounds.add(played)
    return GamesChunk(
        start,
        bytes(outcomes),
        decks.tobytes(),
        plays.tobytes(),
        rounds,
        time.perf_counter() - began,
    )


def balance_tasks(spec: BalanceSpec, workers: int) -> list[tuple[BalanceSpec, int, int]]:
    """The run split into chunks ``(spec, start, stop)`` of consecutive games: about 16 a worker,
    so the load balances and progress shows, within :data:`CHUNK_GAMES`."""
    smallest, largest = CHUNK_GAMES
    size = max(smallest, min(largest, math.ceil(spec.games / (workers * 16))))
    return [(spec, start, min(spec.games, start + size)) for start in range(0, spec.games, size)]


@dataclass
class BalanceResult:
    """The games of a run so far, by game index; built by :func:`run_balance`."""

    spec: BalanceSpec
    outcomes: npt.NDArray[np.uint8]
    decks: npt.NDArray[np.uint8]
    plays: npt.NDArray[np.uint8]
    rounds: IntHistogram
    seconds: float = 0.0
    """Time spent playing, over all chunks (not part of the report)."""

    @staticmethod
    def empty(spec: BalanceSpec) -> BalanceResult:
        """A result with no game played yet."""
        size = len(spec.terms())
        return BalanceResult(
            spec,
            np.full(spec.games, UNPLAYED, dtype=np.uint8),
            np.zeros((spec.games, 2, size), dtype=np.uint8),
            np.zeros((spec.games, 2, size), dtype=np.uint8),
            IntHistogram(),
        )

    def add(self, part: GamesChunk) -> None:
        """Add a chunk's games; the order in which chunks are added does not matter."""
        size = self.decks.shape[2]
        stop = part.start + len(part.outcomes)
        self.outcomes[part.start : stop] = np.frombuffer(part.outcomes, dtype=np.uint8)
        shape = (len(part.outcomes), 2, size)
        self.decks[part.start : stop] = np.frombuffer(part.decks, dtype=np.uint8).reshape(shape)
        self.plays[part.start : stop] = np.frombuffer(part.plays, dtype=np.uint8).reshape(shape)
        self.rounds.merge(part.rounds)
        self.seconds += part.seconds

    @property
    def games(self) -> int:
        """The number of games played."""
        return int(np.count_nonzero(self.outcomes != UNPLAYED))


def run_balance(
    spec: BalanceSpec,
    *,
    backend: Backend | None = None,
    workers: int | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> BalanceResult:
    """Play every game of ``spec`` on ``backend`` (default: local processes, ``workers`` of them or
    one per core; one worker plays in this process). ``on_progress`` is called with the number of
    games of each finished chunk. The result does not depend on the backend or the workers."""
    result = BalanceResult.empty(spec)

    def done(task: tuple[BalanceSpec, int, int], part: GamesChunk) -> None:
        result.add(part)
        if on_progress is not None:
            on_progress(task[2] - task[1])

    with nullcontext(backend) if backend is not None else local_backend(workers) as chosen:
        chosen.run(play_games, balance_tasks(spec, chosen.workers), done)
    return result


# --------------------------------------------------------------------------------------------------
# The estimate


@dataclass(frozen=True)
class Estimate:
    """A difference in win probability with its standard error and 95% interval."""

    value: float
    se: float

    @property
    def low(self) -> float:
        """The lower end of the 95% interval."""
        return self.value - Z_95 * self.se

    @property
    def high(self) -> float:
        """The upper end of the 95% interval."""
        return self.value + Z_95 * self.se


@dataclass(frozen=True)
class CardEffect:
    """What the games say about one term.

    ``effect`` is measured against the spec's :attr:`~BalanceSpec.baseline` (``None`` for the plain
    cards, which are the baseline, and for a card never dealt into a deck); ``power`` against the
    pool's average card. ``decks`` counts the decks (two per game) holding at least one copy,
    ``copies`` the copies in all decks, ``plays`` the times an agent placed it. ``win_with`` and
    ``win_without`` are the plain score shares of the decks with and without it (``None`` when
    there are none), a check on the fit that does not separate one card from the others.
    """

    term: Term
    effect: Estimate | None
    power: Estimate | None
    decks: int
    copies: int
    plays: int
    win_with: float | None
    win_without: float | None
    flag: Flag | None


@dataclass(frozen=True)
class BalanceReport:
    """The outcome of a run: seat results, every card's effect and the flags."""

    spec: BalanceSpec
    games: int
    wins: tuple[int, int]
    """Games won by seat 1 and by seat 2."""
    draws: int
    cards: tuple[CardEffect, ...]
    """The set's cards, in the set's order."""
    plain: tuple[CardEffect, ...]
    """The plain cards by printed value (empty when the pool has none)."""
    residual_sd: float
    """The standard deviation of a game's result left unexplained by the decks and the seat."""
    effective_terms: float
    """The fit's effective number of parameters (the trace of its hat matrix)."""
    rounds: IntHistogram

    @property
    def seat1_score(self) -> tuple[float, float, float]:
        """Seat 1's score share ``(wins + draws / 2) / games`` with its 95% interval."""
        low, high = score_interval(self.wins[0], self.draws, self.games)
        return (self.wins[0] + self.draws / 2) / self.games, low, high

    def flagged(self, flag: Flag) -> tuple[CardEffect, ...]:
        """The set's cards with ``flag``, strongest effect first for too strong, weakest first
        for too weak."""
        chosen = [card for card in self.cards if card.flag is flag]
        sign = -1.0 if flag is Flag.TOO_STRONG else 1.0
        return tuple(sorted(chosen, key=lambda c: sign * c.effect.value if c.effect else 0.0))


def _fit(
    scores: npt.NDArray[np.float64], differences: npt.NDArray[np.float64]
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], float, float]:
    """Ridge fit of ``scores ~ 1 + differences`` (no penalty on the intercept): the coefficients,
    their covariance, the residual standard deviation (NaN with no degrees of freedom left) and the
    effective number of parameters.

    The covariance is ``RESULT_VARIANCE * (X'X + penalty)^-1``. A result lies in [0, 1], so each
    game's variance is at most 1/4 whatever the cards; then the estimator's covariance
    ``A X' V X A`` (``A`` the inverse above, ``V`` the games' variances) is at most ``A X'X A / 4``,
    itself at most ``A / 4``: the intervals are never too narrow, even in short runs where an
    estimated variance would be unreliable.
    """
    games, size = differences.shape
    design = np.column_stack([np.ones(games), differences])
    gram = design.T @ design
    penalty = np.full(size + 1, RIDGE)
    penalty[0] = 0.0
    inverse = np.linalg.inv(gram + np.diag(penalty))
    coefficients = inverse @ (design.T @ scores)
    residuals = scores - design @ coefficients
    effective = float(np.trace(inverse @ gram))
    freedom = games - effective
    residual_sd = math.sqrt(float(residuals @ residuals) / freedom) if freedom >= 1 else math.nan
    return coefficients, RESULT_VARIANCE * inverse, residual_sd, effective


def analyse(result: BalanceResult) -> BalanceReport:
    """Fit the played games and judge every card (every game must have been played)."""
    spec = result.spec
    if result.games != spec.games:
        raise BalanceError(f"{spec.games - result.games} of {spec.games} games are not played")
    terms = spec.terms()
    outcomes = result.outcomes
    scores = np.where(outcomes == SEAT1_WIN, 1.0, np.where(outcomes == SEAT2_WIN, 0.0, 0.5))
    decks = result.decks.astype(np.float64)
    coefficients, covariance, residual_sd, effective = _fit(scores, decks[:, 0] - decks[:, 1])

    weights = np.zeros(len(terms) + 1)
    for _, index in spec.pool():
        weights[index + 1] += 1.0
    weights /= weights.sum()

    def contrast(vector: npt.NDArray[np.float64]) -> Estimate:
        value = float(vector @ coefficients)
        return Estimate(value, math.sqrt(max(0.0, float(vector @ covariance @ vector))))

    held = result.decks > 0
    deck_scores = np.stack([scores, 1.0 - scores], axis=1)
    effects = []
    for index, term in enumerate(terms):
        unit = np.zeros(len(terms) + 1)
        unit[index + 1] = 1.0
        in_decks = int(held[:, :, index].sum())
        power = contrast(unit - weights) if in_decks else None
        effect: Estimate | None = None
        if not term.plain and in_decks:
            if spec.baseline is Baseline.PLAIN:
                reference = np.zeros(len(terms) + 1)
                reference[spec.plain_term(term.value) + 1] = 1.0
                effect = contrast(unit - reference)
            else:
                effect = power
        flag = None
        if effect is not None and effect.low > spec.threshold:
            flag = Flag.TOO_STRONG
        elif effect is not None and effect.high < -spec.threshold:
            flag = Flag.TOO_WEAK
        mask = held[:, :, index]
        effects.append(
            CardEffect(
                term=term,
                effect=effect,
                power=power,
                decks=in_decks,
                copies=int(result.decks[:, :, index].sum()),
                plays=int(result.plays[:, :, index].sum()),
                win_with=float(deck_scores[mask].mean()) if mask.any() else None,
                win_without=float(deck_scores[~mask].mean()) if (~mask).any() else None,
                flag=flag,
            )
        )
    return BalanceReport(
        spec=spec,
        games=result.games,
        wins=(
            int(np.count_nonzero(outcomes == SEAT1_WIN)),
            int(np.count_nonzero(outcomes == SEAT2_WIN)),
        ),
        draws=int(np.count_nonzero(outcomes == DRAW)),
        cards=tuple(e for e in effects if not e.term.plain),
        plain=tuple(e for e in effects if e.term.plain),
        residual_sd=residual_sd,
        effective_terms=effective,
        rounds=result.rounds,
    )


STARTER = "starter"
GENERATED = "generated"
"""The name of the generated designers' sets (``generated:SEED``)."""
"""The name that stands for the built-in starter set where a set file is expected."""


def load_set(source: str | Path) -> tuple[str, tuple[CardFace, ...]]:
    """The name and cards of a set file (any number of cards; :data:`STARTER` for the starter
    set, ``generated:S`` (:data:`GENERATED`) for the nine designers' sets that ``wartable event run
    --seed S`` generates, 189 cards). Raises :class:`~wartable.design.cardset.CardSetError` naming
    the file and the problem."""
    text = str(source)
    if text == GENERATED or text.startswith(f"{GENERATED}:"):
        seed_text = text.removeprefix(GENERATED).removeprefix(":") or "1"
        try:
            seed = check_seed(int(seed_text))
        except ValueError:
            raise CardSetError(
                f"{text!r}: the generated sets take a seed, a whole number from 0, as in"
                f" {GENERATED}:7; got {seed_text!r}"
            ) from None
        sets = (generated_set(designer, seed) for designer in DESIGNERS[:POOL_DESIGNERS])
        return f"{GENERATED}:{seed}", tuple(face for cards in sets for face in cards)
    if text == STARTER:
        with resources.as_file(STARTER_SET) as path:
            loaded = CardSet.load(path, any_size=True)
        name = STARTER
    else:
        loaded = CardSet.load(source, any_size=True)
        name = str(source)
    return name, tuple(card(c.title, c.value, c.rarity.value, c.text) for c in loaded.cards)


def describe_method(spec: BalanceSpec) -> dict[str, Any]:
    """The run's settings as JSON-ready data."""
    return {
        "agent": spec.agent,
        "games": spec.games,
        "seed": spec.seed,
        "options": OPTIONS,
        "plain_sets": spec.plain_sets,
        "pool": len(spec.pool()),
        "baseline": spec.baseline.value,
        "threshold": spec.threshold,
        "swaps": spec.swaps,
        "ridge": RIDGE,
        "result_variance": RESULT_VARIANCE,
    }
