"""The arena: every pair of agents plays the same deals in duplicate format; all are rated.

**Duplicate format.** Deal ``i`` of a run seeded ``s`` is the game seed ``derive_seed(s, "deal", i)``,
the same for every pair. Each pair (A, B) plays it twice: once with A in seat 1 and B in seat 2, once
swapped. Whatever the cards alone decide then falls to A in one game and to B in the other, so it
cancels, and what is left is the difference in play.

**Seeds.** In both games of deal ``i`` of pair (A, B), the agent in seat ``k`` (0-based) is seeded
``derive_seed(s, "agent", A, B, i, k)``: each seat's own randomness is the same in the two games and
only who sits there changes. A pair's games depend on its two agents, never on the other agents of
the run or on their order.

**Reproducibility.** Chunks of deals are played anywhere, in any order; their per-game results are
put back by deal index and their other numbers are integer counts, so a run's report depends only on
its :class:`ArenaSpec`. Ratings are computed afterwards from every game in a fixed order. Only the
decision times vary from run to run.

**Options drawn per deal.** A spec may name integer options (``per_deal``, e.g. ``pool_seed``) that
take a new value in each deal, ``derive_seed(s, "per-deal", NAME, i)`` brought into the option's
range (:meth:`ArenaSpec.deal_values`): both games of a deal, and every pair, play it with the same
value, so each deal can be played on its own generated pool of cards.

**Checkpoints.** Long runs (a game of Hand of War between searching agents takes a minute) can keep
a checkpoint file: a JSON-lines file whose first line is the run's spec and each further line one
finished chunk, appended and flushed to disk as the chunk finishes. Running the same spec with the
same file again plays only the deals not yet in it, so a run killed or cut short loses at most the
chunks being played, and the report of the resumed run is the report of an uninterrupted one.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import nullcontext
from dataclasses import MISSING, asdict, dataclass, field, fields
from itertools import combinations
from pathlib import Path
from typing import Any, TextIO

from openskill.models import PlackettLuce, PlackettLuceRating

from wartable.agents import Agent, make_agent, seat_turn
from wartable.core.errors import OptionError, RecordError
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome
from wartable.core.record import play_out
from wartable.core.registry import get_variant, parse_options
from wartable.core.rng import check_seed, derive_seed
from wartable.core.state import Action, Decision, GameState
from wartable.sim.backends import Backend, local_backend
from wartable.sim.stats import Z_95, IntHistogram, wilson_interval

SEATS = 2
CHUNK_DEALS = (2, 200)
"""The fewest and most deals of one pair in a chunk of work."""

PER_DEAL_SPAN = 1_000_000
"""The number of values an option drawn per deal ranges over when it declares no maximum: from its
minimum (or 0) up, so the values stay short enough to read and to type again."""

WIN, LOSS, DRAW, UNPLAYED = 0, 1, 2, 255
"""A game's result for the pair's first agent, as stored in :attr:`PairResult.outcomes`."""


def split_agents(text: str) -> tuple[str, ...]:
    """The agents of a comma-separated list, split on the commas outside parentheses, so that
    ``heuristic,ismcts(iterations=200,seconds=1)`` gives two agents. Empty items are dropped."""
    items: list[str] = []
    depth = 0
    current: list[str] = []
    for char in text:
        if char == "," and depth == 0:
            items.append("".join(current))
            current = []
            continue
        depth += {"(": 1, ")": -1}.get(char, 0)
        current.append(char)
    items.append("".join(current))
    return tuple(item.strip() for item in items if item.strip())


@dataclass(frozen=True)
class ArenaSpec:
    """What an arena plays: a two-player variant with options, the agents, the deals, the seed.

    Construction checks everything and raises a :class:`~wartable.core.errors.WartableError`
    (unknown variant or agent, bad options, fewer than two agents, the same agent twice, fewer than
    one deal, a bad seed). It stores each field in canonical form: the variant's id, the full option
    string and each agent as :meth:`~wartable.agents.Agent.describe` writes it, so two specs that
    mean the same arena are equal and play the same games.
    """

    variant: str
    options: str
    agents: tuple[str, ...]
    deals: int
    seed: int
    per_deal: tuple[str, ...] = ()
    """Integer options of the variant drawn anew for each deal (:meth:`deal_values`), replacing
    their values in :attr:`options`; kept sorted."""

    def __post_init__(self) -> None:
        variant = get_variant(self.variant)
        if variant.state_type.num_players != SEATS:
            raise OptionError(
                f"the arena plays two-player games; {variant.id} has"
                f" {variant.state_type.num_players} players"
            )
        options = (
            parse_options(self.options, variant.id)
            if self.options.strip()
            else variant.default_options()
        )
        if len(self.agents) < SEATS:
            raise OptionError(
                f"an arena needs at least two agents, got {len(self.agents)}: {list(self.agents)}"
            )
        agents = tuple(make_agent(name).describe() for name in self.agents)
        for index, name in enumerate(agents):
            if name in agents[:index]:
                raise OptionError(f"agent {name!r} is given twice; each agent may appear once")
        if self.deals < 1:
            raise OptionError(f"the number of deals must be at least 1, got {self.deals}")
        try:
            check_seed(self.seed)
        except ValueError as exc:
            raise OptionError(str(exc)) from None
        object.__setattr__(self, "variant", variant.id)
        object.__setattr__(self, "options", options.to_string(full=True))
        object.__setattr__(self, "agents", agents)
        object.__setattr__(self, "per_deal", _per_deal_names(options, self.per_deal))
        self.deal_options(0)  # the options must accept a drawn value (pool_seed needs its pool)

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        """Every pair of agents (as indices into :attr:`agents`), in the order the agents are given:
        (0, 1), (0, 2), ..., (1, 2), ..."""
        return tuple(combinations(range(len(self.agents)), 2))

    @property
    def games(self) -> int:
        """The number of games in the run: two per deal and pair."""
        return SEATS * self.deals * len(self.pairs)

    def deal_seed(self, deal: int) -> int:
        """The game seed of deal ``deal`` (the same for every pair)."""
        return derive_seed(self.seed, "deal", deal)

    def deal_values(self, deal: int) -> dict[str, int]:
        """The values of the options drawn for deal ``deal`` (:attr:`per_deal`): each uniform, by
        ``derive_seed(seed, "per-deal", name, deal)``, over the option's range, or over
        :data:`PER_DEAL_SPAN` values from its minimum (or 0) when it declares no maximum."""
        values = {}
        option_type = get_variant(self.variant).options_type
        for name in self.per_deal:
            spec = option_type.spec(name)
            low = 0 if spec.minimum is None else math.ceil(spec.minimum)
            high = low + PER_DEAL_SPAN - 1 if spec.maximum is None else math.floor(spec.maximum)
            values[name] = low + derive_seed(self.seed, "per-deal", name, deal) % (high - low + 1)
        return values

    def deal_options(self, deal: int) -> VariantOptions:
        """The options both games of deal ``deal`` are played with: :attr:`options` with the
        values drawn for the deal."""
        options = get_variant(self.variant).parse_options(self.options)
        values = self.deal_values(deal)
        return options.with_values({k: str(v) for k, v in values.items()}) if values else options

    def agent_seed(self, pair: int, deal: int, seat: int) -> int:
        """The seed of the agent in ``seat`` in either game of ``deal`` of ``pair``."""
        first, second = self.pairs[pair]
        return derive_seed(self.seed, "agent", self.agents[first], self.agents[second], deal, seat)


def _per_deal_names(options: VariantOptions, names: Sequence[str]) -> tuple[str, ...]:
    """``names`` checked (integer options of the variant, each once) and sorted; raise
    OptionError naming the one at fault."""
    for index, name in enumerate(names):
        spec = options.spec(name)
        if spec.kind is not int:
            raise OptionError(
                f"{options.owner}: option {name} ({spec.kind_text}) cannot be drawn per deal;"
                " only integer options can"
            )
        if name in names[:index]:
            raise OptionError(f"option {name} is drawn per deal twice; name it once")
    return tuple(sorted(names))


@dataclass(frozen=True)
class ArenaGame:
    """One game played in an arena. Agents are indices into :attr:`ArenaSpec.agents`; the tuples
    hold one entry per seat."""

    pair: int
    deal: int
    seed: int
    seats: tuple[int, int]
    winner: int | None
    """The agent that won, or ``None`` for a draw."""
    length: int
    """The variant's :attr:`~wartable.core.state.GameState.length_metric` counter at the end."""
    decisions: tuple[int, int]
    seconds: tuple[float, float]
    """Time spent in each seat's ``choose`` calls."""


def timed_play_out(
    state: GameState, agents: Sequence[Agent]
) -> tuple[Outcome, list[int], list[float]]:
    """Play ``state`` to its end with one agent per seat; return the outcome and, per seat, the
    number of decisions and the seconds spent in ``choose`` (the turn is built outside the clock)."""
    decisions = [0] * len(agents)
    seconds = [0.0] * len(agents)

    def choose(state: GameState, decision: Decision) -> Action:
        seat = decision.player
        turn = seat_turn(state, seat)
        began = time.perf_counter()
        action = agents[seat].choose(turn)
        seconds[seat] += time.perf_counter() - began
        decisions[seat] += 1
        return action

    return play_out(state, choose), decisions, seconds


def play_deal(spec: ArenaSpec, pair: int, deal: int) -> tuple[ArenaGame, ArenaGame]:
    """Play deal ``deal`` of pair ``pair`` twice: the pair's first agent in seat 1, then in seat 2."""
    variant = get_variant(spec.variant)
    options = spec.deal_options(deal)
    seed = spec.deal_seed(deal)
    first, second = spec.pairs[pair]
    games = []
    for seats in ((first, second), (second, first)):
        agents = [
            make_agent(spec.agents[agent], spec.agent_seed(pair, deal, seat))
            for seat, agent in enumerate(seats)
        ]
        state = variant.new_game(options, seed, quiet=True)
        outcome, decisions, seconds = timed_play_out(state, agents)
        games.append(
            ArenaGame(
                pair=pair,
                deal=deal,
                seed=seed,
                seats=seats,
                winner=None if outcome.winner is None else seats[outcome.winner],
                length=state.summary()[state.length_metric],
                decisions=(decisions[0], decisions[1]),
                seconds=(seconds[0], seconds[1]),
            )
        )
    return games[0], games[1]


@dataclass
class DealsResult:
    """Deals ``start`` to ``start + len(outcomes) // 2 - 1`` of one pair: a chunk's work.

    ``decisions`` and ``seconds`` are per agent of the pair, the pair's first agent first.
    """

    pair: int
    start: int
    outcomes: bytes
    lengths: IntHistogram
    decisions: tuple[int, int]
    seconds: tuple[float, float]

    @property
    def deals(self) -> range:
        """The deals of the chunk."""
        return range(self.start, self.start + len(self.outcomes) // SEATS)

    def to_json(self) -> dict[str, Any]:
        """The chunk as JSON-ready data (a checkpoint line)."""
        return {
            "pair": self.pair,
            "start": self.start,
            "outcomes": list(self.outcomes),
            "lengths": {str(value): count for value, count in sorted(self.lengths.counts.items())},
            "decisions": list(self.decisions),
            "seconds": list(self.seconds),
        }

    @staticmethod
    def from_json(data: Any, spec: ArenaSpec) -> DealsResult:
        """Read :meth:`to_json` data, checking it against ``spec``; raise ValueError if it does
        not fit (a pair or deal out of range, an unknown result, counts that do not add up)."""
        pair, start, outcomes = int(data["pair"]), int(data["start"]), bytes(data["outcomes"])
        if not 0 <= pair < len(spec.pairs):
            raise ValueError(f"pair {pair} is not a pair of this run")
        if len(outcomes) % SEATS or not outcomes or set(outcomes) - {WIN, LOSS, DRAW}:
            raise ValueError("the outcomes are not two results (0, 1 or 2) per deal")
        if start < 0 or start + len(outcomes) // SEATS > spec.deals:
            raise ValueError(f"deals {start}.. lie outside the run's {spec.deals} deals")
        lengths = IntHistogram()
        for value, count in data["lengths"].items():
            lengths.add(int(value), int(count))
        if lengths.total != len(outcomes):
            raise ValueError("the game lengths do not match the number of games")
        first, second = data["decisions"]
        one, two = data["seconds"]
        return DealsResult(
            pair, start, outcomes, lengths, (int(first), int(second)), (float(one), float(two))
        )


def play_deals(spec: ArenaSpec, pair: int, start: int, stop: int) -> DealsResult:
    """Play deals ``start`` to ``stop - 1`` of pair ``pair`` (the function the backends run)."""
    first, _ = spec.pairs[pair]
    outcomes = bytearray()
    lengths = IntHistogram()
    decisions = [0, 0]
    seconds = [0.0, 0.0]
    for deal in range(start, stop):
        for game in play_deal(spec, pair, deal):
            outcomes.append(WIN if game.winner == first else DRAW if game.winner is None else LOSS)
            lengths.add(game.length)
            for seat, agent in enumerate(game.seats):
                side = 0 if agent == first else 1
                decisions[side] += game.decisions[seat]
                seconds[side] += game.seconds[seat]
    return DealsResult(
        pair,
        start,
        bytes(outcomes),
        lengths,
        (decisions[0], decisions[1]),
        (seconds[0], seconds[1]),
    )


def score_interval(wins: int, draws: int, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a score share ``(wins + draws / 2) / games``.

    It treats each game as a trial worth 0, 1/2 or 1; since a draw varies less than a win or a loss,
    the interval is conservative when there are draws.
    """
    # Wilson's interval depends on the share, z and z^2 / n only: counting half points over 2n
    # trials with z * sqrt(2) gives exactly the interval of the score share over n games.
    return wilson_interval(2 * wins + draws, 2 * games, Z_95 * math.sqrt(2))


@dataclass
class PairResult:
    """The games of one pair (A, B) so far.

    ``outcomes`` holds A's result (:data:`WIN`, :data:`LOSS`, :data:`DRAW` or :data:`UNPLAYED`) in
    each game, two per deal in deal order: A in seat 1, then A in seat 2.
    """

    first: int
    second: int
    outcomes: bytearray
    lengths: IntHistogram = field(default_factory=IntHistogram)

    @property
    def games(self) -> int:
        """The number of games played."""
        return len(self.outcomes) - self.outcomes.count(UNPLAYED)

    @property
    def wins(self) -> tuple[int, int]:
        """A's wins and B's wins."""
        return self.outcomes.count(WIN), self.outcomes.count(LOSS)

    @property
    def draws(self) -> int:
        """The number of drawn games."""
        return self.outcomes.count(DRAW)

    def score(self) -> tuple[float, float, float]:
        """A's score share ``(wins + draws / 2) / games`` with its 95% Wilson interval."""
        wins, draws, games = self.wins[0], self.draws, self.games
        share = (wins + draws / 2) / games if games else math.nan
        low, high = score_interval(wins, draws, games)
        return share, low, high

    def played_deals(self) -> set[int]:
        """The deals whose two games have been played."""
        return {
            index // SEATS
            for index in range(0, len(self.outcomes), SEATS)
            if UNPLAYED not in self.outcomes[index : index + SEATS]
        }

    def deal_counts(self) -> dict[str, int]:
        """The played deals by A's results on the two seats: ``won_both``, ``split`` (one win, one
        loss), ``lost_both`` and ``with_draw`` (any deal with a drawn game)."""
        counts = {"won_both": 0, "split": 0, "lost_both": 0, "with_draw": 0}
        for index in range(0, len(self.outcomes), SEATS):
            results = (self.outcomes[index], self.outcomes[index + 1])
            if UNPLAYED in results:
                continue
            if DRAW in results:
                counts["with_draw"] += 1
            elif results == (WIN, WIN):
                counts["won_both"] += 1
            elif results == (LOSS, LOSS):
                counts["lost_both"] += 1
            else:
                counts["split"] += 1
        return counts

    def games_in_order(self) -> Iterator[tuple[tuple[int, int], int | None]]:
        """Each played game in canonical order (deal, then A's seat): its agents by seat and the
        winning agent (``None`` for a draw)."""
        for index, result in enumerate(self.outcomes):
            if result == UNPLAYED:
                continue
            seats = (self.first, self.second) if index % SEATS == 0 else (self.second, self.first)
            winner = None if result == DRAW else self.first if result == WIN else self.second
            yield seats, winner


@dataclass(frozen=True)
class AgentRating:
    """An agent's openskill rating: mean ``mu``, uncertainty ``sigma`` and the conservative
    ``ordinal`` ``mu - 3 * sigma`` that ranks agents."""

    agent: str
    mu: float
    sigma: float
    ordinal: float


@dataclass
class ArenaResult:
    """The results of an arena run, or of the part played so far; built by :func:`run_arena`."""

    spec: ArenaSpec
    pairs: list[PairResult]
    decisions: list[int]
    """Decisions made by each agent (in the order of :attr:`ArenaSpec.agents`)."""
    seconds: list[float]
    """Seconds each agent spent in ``choose``."""
    resumed: int = 0
    """Games read from a checkpoint rather than played by this run."""

    @staticmethod
    def empty(spec: ArenaSpec) -> ArenaResult:
        """A result with no game played yet."""
        return ArenaResult(
            spec,
            [
                PairResult(first, second, bytearray([UNPLAYED]) * (SEATS * spec.deals))
                for first, second in spec.pairs
            ],
            [0] * len(spec.agents),
            [0.0] * len(spec.agents),
        )

    def add(self, part: DealsResult) -> None:
        """Add a chunk's results; the order in which chunks are added does not matter."""
        pair = self.pairs[part.pair]
        start = SEATS * part.start
        pair.outcomes[start : start + len(part.outcomes)] = part.outcomes
        pair.lengths.merge(part.lengths)
        for agent, decisions, seconds in zip(
            (pair.first, pair.second), part.decisions, part.seconds, strict=True
        ):
            self.decisions[agent] += decisions
            self.seconds[agent] += seconds

    @property
    def games(self) -> int:
        """The number of games played."""
        return sum(pair.games for pair in self.pairs)

    @property
    def length_metric(self) -> str:
        """The name of the counter that measures a game's length."""
        return get_variant(self.spec.variant).state_type.length_metric

    def lengths(self) -> IntHistogram:
        """The lengths of every game played."""
        total = IntHistogram()
        for pair in self.pairs:
            total.merge(pair.lengths)
        return total

    def ratings(self) -> list[AgentRating]:
        """Every agent's openskill rating (Plackett–Luce, default settings), best ordinal first.

        Every game is one update, ranked by its result (a draw ties), fed in a fixed order: pair by
        pair, deal by deal, A's seat-1 game first. The same games give the same ratings.
        """
        model = PlackettLuce()
        current: list[PlackettLuceRating] = [model.rating(name=name) for name in self.spec.agents]
        for pair in self.pairs:
            for seats, winner in pair.games_in_order():
                ranks = (
                    [0.0, 0.0] if winner is None else [0.0 if a == winner else 1.0 for a in seats]
                )
                [[one], [two]] = model.rate([[current[seats[0]]], [current[seats[1]]]], ranks=ranks)
                current[seats[0]], current[seats[1]] = one, two
        ratings = [
            AgentRating(name, rating.mu, rating.sigma, rating.ordinal())
            for name, rating in zip(self.spec.agents, current, strict=True)
        ]
        return sorted(ratings, key=lambda rating: -rating.ordinal)

    def per_deal_values(self) -> dict[str, list[int]]:
        """Each option drawn per deal with its value in every deal, deal 0 first."""
        drawn = [self.spec.deal_values(deal) for deal in range(self.spec.deals)]
        return {name: [values[name] for values in drawn] for name in self.spec.per_deal}

    def seconds_per_decision(self, agent: int) -> float | None:
        """The mean time of one ``choose`` call of an agent, or ``None`` if it made no decision."""
        decisions = self.decisions[agent]
        return self.seconds[agent] / decisions if decisions else None

    def report(self) -> dict[str, Any]:
        """The results as JSON-ready data. Everything but the ``timing`` entry depends only on the
        spec; ``timing`` holds each agent's decision times."""
        agents = self.spec.agents
        lengths = self.lengths()
        pairs = []
        for pair in self.pairs:
            share, low, high = pair.score()
            pairs.append(
                {
                    "a": agents[pair.first],
                    "b": agents[pair.second],
                    "games": pair.games,
                    "wins": list(pair.wins),
                    "draws": pair.draws,
                    "a_score": {"share": share, "ci95": [low, high]},
                    "deals": pair.deal_counts(),
                    "length": pair.lengths.describe(),
                }
            )
        return {
            "variant": self.spec.variant,
            "options": self.spec.options,
            "agents": list(agents),
            "deals": self.spec.deals,
            "seed": self.spec.seed,
            "per_deal": self.per_deal_values(),
            "games": self.games,
            "length_metric": self.length_metric,
            "length": lengths.describe(),
            "pairs": pairs,
            "ratings": [
                {
                    "rank": rank,
                    "agent": rating.agent,
                    "mu": rating.mu,
                    "sigma": rating.sigma,
                    "ordinal": rating.ordinal,
                }
                for rank, rating in enumerate(self.ratings(), start=1)
            ],
            "decisions": dict(zip(agents, self.decisions, strict=True)),
            "timing": {
                "seconds_per_decision": {
                    name: self.seconds_per_decision(index) for index, name in enumerate(agents)
                },
                "decision_seconds": dict(zip(agents, self.seconds, strict=True)),
            },
        }


def arena_tasks(
    spec: ArenaSpec, workers: int, played: ArenaResult | None = None
) -> list[tuple[ArenaSpec, int, int, int]]:
    """The run split into chunks ``(spec, pair, start, stop)`` of consecutive deals of one pair:
    about 16 chunks a worker, so the load balances and progress shows, within :data:`CHUNK_DEALS`.
    Deals already in ``played`` are left out."""
    smallest, largest = CHUNK_DEALS
    size = max(smallest, min(largest, math.ceil(spec.deals * len(spec.pairs) / (workers * 16))))
    tasks = []
    for pair in range(len(spec.pairs)):
        done = played.pairs[pair].played_deals() if played is not None else set()
        start = 0
        while start < spec.deals:
            if start in done:
                start += 1
                continue
            stop = start + 1
            while stop < spec.deals and stop - start < size and stop not in done:
                stop += 1
            tasks.append((spec, pair, start, stop))
            start = stop
    return tasks


class ArenaCheckpoint:
    """A run's checkpoint file: the spec on the first line, then one finished chunk a line.

    :meth:`load` reads what an earlier run of the same spec finished; :meth:`append` adds a chunk
    and flushes it to disk before returning. A last line cut short (the process was killed while
    writing it) is dropped; any other damage, or a file made for another spec, raises
    :class:`~wartable.core.errors.RecordError` naming the file and the line, and the file is left
    as it was.
    """

    FORMAT = "wartable-arena-checkpoint/1"

    def __init__(self, path: str | Path, spec: ArenaSpec) -> None:
        self.path = Path(path)
        self.spec = spec
        self._file: TextIO | None = None

    def header(self) -> dict[str, Any]:
        """The first line: the format and the spec."""
        return {"format": self.FORMAT, "spec": {**asdict(self.spec), "agents": self.spec.agents}}

    def load(self) -> list[DealsResult]:
        """The chunks the file holds (none if it does not exist yet)."""
        if not self.path.exists():
            return []
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordError(f"{self.path}: cannot read the checkpoint: {exc}") from None
        lines = text.split("\n")
        complete = lines[:-1]  # the text after the last newline is a line cut short, if any
        if not complete:
            return []
        self._check_header(complete[0])
        parts = []
        seen: set[tuple[int, int]] = set()
        for number, line in enumerate(complete[1:], start=2):
            try:
                part = DealsResult.from_json(json.loads(line), self.spec)
            except (ValueError, KeyError, TypeError) as exc:
                raise RecordError(
                    f"{self.path}, line {number}: not a finished chunk: {exc}"
                ) from None
            deals = {(part.pair, deal) for deal in part.deals}
            if deals & seen:
                raise RecordError(f"{self.path}, line {number}: repeats deals of an earlier line")
            seen |= deals
            parts.append(part)
        return parts

    def _check_header(self, line: str) -> None:
        try:
            header = json.loads(line)
            stored = header["spec"]
            fmt = header["format"]
        except (ValueError, KeyError, TypeError):
            raise RecordError(f"{self.path}, line 1: not an arena checkpoint") from None
        if fmt != self.FORMAT:
            raise RecordError(f"{self.path}, line 1: unknown checkpoint format {fmt!r}")
        expected = json.loads(json.dumps(self.header()["spec"]))
        # A file written before a field was added to the spec holds the field's default.
        defaults = json.loads(
            json.dumps({f.name: f.default for f in fields(ArenaSpec) if f.default is not MISSING})
        )
        for key, value in expected.items():
            if stored.get(key, defaults.get(key)) != value:
                raise RecordError(
                    f"{self.path} belongs to another run: its {key} is {stored.get(key)!r},"
                    f" this run's is {value!r}; use another file or the same arguments"
                )

    def open(self) -> None:
        """Open for appending: write the header to a new file; cut a line left half-written."""
        if self.path.exists():
            text = self.path.read_bytes()
            kept = text[: text.rfind(b"\n") + 1]
            if len(kept) != len(text):
                with self.path.open("r+b") as damaged:
                    damaged.truncate(len(kept))
            if kept:
                self._file = self.path.open("a", encoding="utf-8")
                return
        self._file = self.path.open("w", encoding="utf-8")
        self._write(self.header())

    def append(self, part: DealsResult) -> None:
        """Add a finished chunk, on disk before this returns."""
        self._write(part.to_json())

    def _write(self, data: dict[str, Any]) -> None:
        assert self._file is not None, "open the checkpoint first"
        self._file.write(json.dumps(data, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        """Close the file."""
        if self._file is not None:
            self._file.close()
            self._file = None


def run_arena(
    spec: ArenaSpec,
    *,
    backend: Backend | None = None,
    workers: int | None = None,
    on_progress: Callable[[int], None] | None = None,
    checkpoint: str | Path | None = None,
) -> ArenaResult:
    """Play the whole arena on ``backend`` (default: local processes, ``workers`` of them or one per
    core; one worker plays in this process). ``on_progress`` is called with the number of games of
    each finished chunk, and first with those a ``checkpoint`` file already holds; only the rest is
    played, and each finished chunk is added to the file. The result's report does not depend on
    the backend, the workers or how often the run was resumed."""
    result = ArenaResult.empty(spec)
    saved = ArenaCheckpoint(checkpoint, spec) if checkpoint is not None else None
    if saved is not None:
        for part in saved.load():
            result.add(part)
        result.resumed = result.games
        if on_progress is not None and result.games:
            on_progress(result.games)

    def done(task: tuple[ArenaSpec, int, int, int], part: DealsResult) -> None:
        if saved is not None:
            saved.append(part)
        result.add(part)
        if on_progress is not None:
            _, _, start, stop = task
            on_progress(SEATS * (stop - start))

    try:
        if saved is not None:
            saved.open()
        with nullcontext(backend) if backend is not None else local_backend(workers) as chosen:
            chosen.run(play_deals, arena_tasks(spec, chosen.workers, result), done)
    finally:
        if saved is not None:
            saved.close()
    return result
