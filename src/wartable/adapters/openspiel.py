"""OpenSpiel games for every two-player variant: ``import wartable.adapters.openspiel`` registers
``python_wartable_<variant>`` (``python_wartable_classic``, ``python_wartable_hand_of_war``, ...).

- **Parameters**: every option of the variant, by name and with its default
  (``python_wartable_classic(chooser=both,max_turns=50,at_limit=most_cards)``), plus ``rng_seed``
  (default 0) and ``deals`` (default 65536): the chance node's outcomes are that many deals, deal
  ``k`` being the wartable game seeded ``derive_seed(rng_seed, "openspiel-deal", k)``; and
  ``max_game_length`` (default 100000: the bound on decisions OpenSpiel asks for; no variant comes
  near it within its turn limit). As in the PettingZoo adapter, the seats are the ones deciding,
  so the variant's options for people apply (classic War's chooser is on for both).
- **Dynamics**: sequential, imperfect information. Where the engine has both seats decide at once
  (Hand of War's deploy), the first seat acts, then the second, which does not see the first's
  choice (the engine keeps it secret until both have chosen), so the game is the same.
- **Chance**: explicit (``EXPLICIT_STOCHASTIC``), one chance node at the start that picks the deal
  (uniform over ``deals`` outcomes). A wartable game is deterministic given its seed (every later
  draw comes from the state's own seeded generator, played inside ``apply_action``), so that node
  is all the chance there is, and replaying a history gives the same state. (OpenSpiel's sampled
  chance mode needs a game-level RNG state that Python games cannot provide to its serialisation.)
- **Actions**: the variant's integer action ids (:meth:`~wartable.core.state.GameState.action_id`);
  ``num_distinct_actions`` is the size of its action space; action strings are the actions'
  notation.
- **Observations**: the observation tensor is the variant's encoding of what the seat may see
  (:mod:`wartable.adapters.encoding`, documented field by field in ``docs/adapters.md``); the
  observer's ``dict`` names each field. The observation string is the seat's view as text.
- **Information states** have perfect recall, as OpenSpiel means them: the information-state
  string is the seat's observation now (JSON) followed by the digest of its whole
  action-observation history: its observation after the deal, then for the deal and every action
  its own action's id and the events of the step as it sees them (every change of a wartable
  state emits events, redacted per seat: they are what the seat observes happen, such as a
  battle's cards turned face up). The games return their events (they are not quiet) so that the
  histories can be kept; a digest is worked out when asked for. A wartable view does not have
  perfect recall in any variant (it holds what the seat knows now, not the order of what it saw:
  see ``docs/research.md``), so the history is what tells information states apart. There is no
  information-state tensor (``provides_information_state_tensor`` is false): a whole history has
  no fixed size (games run to hundreds of rounds), and OpenSpiel's ``rl_environment`` then reads
  the observation tensor.
- **Returns**: +1 for the winner, -1 for the loser, 0 each for a draw, at the end (zero-sum).
- **Resampling**: ``state.resample_from_infostate(player, sampler)`` is wartable's
  :meth:`~wartable.core.state.GameState.resample`, seeded from ``sampler()`` (any callable giving a
  number in [0, 1), such as ``pyspiel.UniformProbabilitySampler(0, 1)``), so OpenSpiel's Python
  ISMCTS bot (:mod:`open_spiel.python.algorithms.ismcts`) searches these games. Where a seat has
  already made its secret choice of a simultaneous decision, the sample draws that choice
  uniformly among the seat's legal actions. The sample keeps ``player_id``'s history; the other
  seats' pasts in the sampled world are not drawn, so their histories start at the sample. The C++ bots
  (``pyspiel.ISMCTSBot``) call the C++ method, which Python games cannot provide.

Needs OpenSpiel: ``pip install 'wartable[rl]'``.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from wartable.extras import needs

with needs("rl", "the OpenSpiel games"):
    import numpy as np
    import pyspiel
    from numpy.typing import NDArray

from wartable.adapters.encoding import Encoding, encoding, has_encoding
from wartable.adapters.ids import ActionIds
from wartable.core.actions import ActionSpace
from wartable.core.events import Event, events_for
from wartable.core.options import OptionSpec, OptionValue, VariantOptions
from wartable.core.registry import VariantSpec, get_variant, module_name, variants
from wartable.core.rng import Rng, derive_seed
from wartable.core.state import Action, GameState

__all__ = ["GAME_NAMES", "WartableGame", "WartableState", "game_name", "load"]

SEATS = 2
DEALS = 1 << 16
"""The default of the ``deals`` parameter: how many deals the chance node chooses from."""
MAX_GAME_LENGTH = 100_000
"""The default of the ``max_game_length`` parameter."""
GAME_NAMES: dict[str, str] = {}
"""Each registered game's name by variant id."""


def deal_seed(rng_seed: int, deal: int) -> int:
    """The wartable game seed of chance outcome ``deal`` of a game with this ``rng_seed``."""
    return derive_seed(rng_seed, "openspiel-deal", deal)


def game_name(variant: str) -> str:
    """The OpenSpiel name of a variant's game: ``python_wartable_hand_of_war``."""
    return f"python_wartable_{module_name(get_variant(variant).id)}"


def _parameter(spec: OptionSpec) -> OptionValue:
    """An option's default as an OpenSpiel parameter: a bool, int, float or string."""
    default = spec.default
    if isinstance(default, bool | int | float) and not isinstance(default, str):
        return default
    return spec.format(default)


def _option_text(value: object) -> str:
    """An OpenSpiel parameter's value as option text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True)
class Table:
    """What every state of one game shares: the variant, options, action ids and encoding."""

    spec: VariantSpec
    options: VariantOptions
    space: ActionSpace
    ids: ActionIds
    encoding: Encoding

    def new_state(self, seed: int) -> tuple[GameState, tuple[Event, ...]]:
        """A new game with this seed, run to its first decision, and the events of that run. The
        game returns its events (it is not quiet): they are part of what each seat observes."""
        state = self.spec.new_game(self.options, seed)
        return state, state.run()


@cache
def _table(variant: str, options_text: str) -> Table:
    spec = get_variant(variant)
    options = spec.options_for_people(spec.parse_options(options_text), range(SEATS))
    space = spec.state_type.action_space(options)
    return Table(spec, options, space, ActionIds(space), encoding(spec.id, options))


def observation_text(state: GameState, seat: int) -> str:
    """``seat``'s whole observation (view, turn, legal actions, outcome) as compact JSON."""
    return _compact(state.observe(seat).to_json())


def _compact(data: object) -> str:
    """``data`` as canonical JSON: keys sorted, no spaces."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _recalled(history: bytes, entry: str) -> bytes:
    """A seat's history digest after one more step: the digest of the last one and the entry."""
    return hashlib.blake2b(history + entry.encode(), digest_size=20).digest()


Step = tuple[int | None, int | None, tuple[Event, ...]]
"""One step of a game: the seat that acted and the action's id (``None`` for the deal), and the
events of the step."""


class Engine:
    """A state's wartable game, in the Python ``__dict__`` OpenSpiel copies and pickles: a copy
    is :meth:`~wartable.core.state.GameState.clone`, a pickle is the state's JSON. ``state`` is
    ``None`` before the deal (the chance node).

    It also keeps each seat's action-observation history, as a running digest: the seat's
    observation after the deal, then for the deal and every action after it, the action's id for
    the seat that took it and the step's events as that seat sees them (wartable's events,
    redacted for the seat: everything it observes happen, such as the cards a battle turns face
    up, which are gone from its view by its next decision). Two histories give the same digest
    exactly when the seat did and saw the same things, step by step. Steps are kept as they come
    (:meth:`record`) and folded into a seat's digest when it is asked for (:meth:`history`), so
    play that nobody asks about (a search's rollouts) costs only the events."""

    __slots__ = ("folded", "histories", "options_text", "state", "steps", "table", "variant")

    def __init__(
        self,
        variant: str,
        options_text: str,
        state: GameState | None,
        histories: tuple[bytes, ...] = (b"",) * SEATS,
        steps: tuple[Step, ...] = (),
        folded: tuple[int, ...] = (0,) * SEATS,
    ) -> None:
        self.variant = variant
        self.options_text = options_text
        self.table = _table(variant, options_text)
        self.state = state
        self.histories = list(histories)
        """Each seat's digest of the steps before ``steps[folded[seat]]``."""
        self.steps = list(steps)
        self.folded = list(folded)

    def deal(self, state: GameState, events: tuple[Event, ...]) -> None:
        """The cards are dealt: each seat's history starts with what it sees of its hand."""
        self.state = state
        self.histories = [
            _recalled(b"", f"deal|{observation_text(state, seat)}") for seat in range(SEATS)
        ]
        self.steps = []
        self.folded = [0] * SEATS
        self.record(None, None, events)

    def record(self, player: int | None, action_id: int | None, events: tuple[Event, ...]) -> None:
        """A step: ``player``'s action ``action_id`` (or the deal) and its events."""
        self.steps.append((player, action_id, events))

    def history(self, seat: int) -> bytes:
        """``seat``'s history digest, up to now."""
        digest = self.histories[seat]
        for player, action_id, events in self.steps[self.folded[seat] :]:
            seen = _compact([event.to_json() for event in events_for(events, seat)])
            digest = _recalled(digest, f"{action_id if player == seat else ''}|{seen}")
        self.histories[seat] = digest
        self.folded[seat] = len(self.steps)
        done = min(self.folded)
        if done:
            del self.steps[:done]
            self.folded = [count - done for count in self.folded]
        return digest

    def __deepcopy__(self, memo: dict[int, Any]) -> Engine:
        state = None if self.state is None else self.state.clone()
        return Engine(
            self.variant,
            self.options_text,
            state,
            tuple(self.histories),
            tuple(self.steps),
            tuple(self.folded),
        )

    def __reduce__(
        self,
    ) -> tuple[Callable[[str, str, str, str], Engine], tuple[str, str, str, str]]:
        data = "null" if self.state is None else json.dumps(self.state.to_json())
        histories = ",".join(self.history(seat).hex() for seat in range(SEATS))
        return _restore, (self.variant, self.options_text, data, histories)


def _restore(variant: str, options_text: str, data: str, histories: str) -> Engine:
    """An engine from its pickle: the state read back from its JSON, and the seats' histories."""
    table = _table(variant, options_text)
    loaded = json.loads(data)
    state = None if loaded is None else table.spec.state_type.from_json(loaded)
    recalled = tuple(bytes.fromhex(history) for history in histories.split(","))
    return Engine(variant, options_text, state, recalled)


class WartableState(pyspiel.State):  # type: ignore[misc]
    """A state of a wartable game (see the module docstring)."""

    def __init__(self, game: WartableGame, engine: Engine) -> None:
        super().__init__(game)
        self.engine = engine
        self.deals = game.deals
        self.rng_seed = game.rng_seed

    @property
    def game_state(self) -> GameState:
        """The wartable game (an error before the deal)."""
        state = self.engine.state
        if state is None:
            raise ValueError("the cards are not dealt yet: this is the chance node")
        return state

    # --- the game ---------------------------------------------------------------------------------

    def current_player(self) -> int:
        """The first seat with a pending decision, ``pyspiel.PlayerId.CHANCE`` before the deal or
        ``pyspiel.PlayerId.TERMINAL``."""
        state = self.engine.state
        if state is None:
            return int(pyspiel.PlayerId.CHANCE)
        if state.is_terminal:
            return int(pyspiel.PlayerId.TERMINAL)
        return state.decisions()[0].player

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Before the deal: each of the ``deals`` deals, equally likely."""
        if self.engine.state is not None:
            return []
        chance = 1.0 / self.deals
        return [(deal, chance) for deal in range(self.deals)]

    def _legal_actions(self, player: int) -> list[int]:
        if self.engine.state is None:
            return list(range(self.deals)) if player == pyspiel.PlayerId.CHANCE else []
        if player != self.current_player():
            return []
        ids = self.engine.table.ids
        return sorted(ids.ids_of(self.game_state.legal_actions(player)))

    def _action(self, player: int, action_id: int) -> Action | None:
        return self.engine.table.ids.find(self.game_state.legal_actions(player), action_id)

    def _apply_action(self, action_id: int) -> None:
        if self.engine.state is None:
            if not 0 <= action_id < self.deals:
                raise ValueError(f"deal {action_id} is outside 0-{self.deals - 1}")
            dealt, events = self.engine.table.new_state(deal_seed(self.rng_seed, action_id))
            self.engine.deal(dealt, events)
            return
        player = self.current_player()
        action = self._action(player, action_id)
        if action is None:
            raise ValueError(f"action {action_id} is not legal for player {player} now")
        state = self.game_state
        events = state.act(player, action) + state.run()
        self.engine.record(player, action_id, events)

    def _action_to_string(self, player: int, action_id: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action_id}"
        action = None if self.engine.state is None else self._action(player, action_id)
        if action is not None:
            return str(action)
        space = self.engine.table.space
        return f"{space.segment_of(action_id).kind}#{action_id}"

    def is_terminal(self) -> bool:
        return self.engine.state is not None and self.engine.state.is_terminal

    def returns(self) -> list[float]:
        outcome = None if self.engine.state is None else self.engine.state.outcome
        if outcome is None:
            return [0.0] * SEATS
        return [outcome.payoff(seat) for seat in range(SEATS)]

    def __str__(self) -> str:
        if self.engine.state is None:
            return "(the cards are not dealt yet)"
        return json.dumps(self.engine.state.to_json(), sort_keys=True, separators=(",", ":"))

    # --- search -----------------------------------------------------------------------------------

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> WartableState:
        """A state ``player_id`` cannot tell from this one (wartable's ``resample``), drawn with a
        generator seeded from ``probability_sampler()`` (a number in [0, 1))."""
        rng = Rng(int(float(probability_sampler()) * (1 << 53)))
        engine = self.engine
        state = self.game_state
        sampled = state.resample(player_id, rng)
        # A seat that has already made a secret choice of a simultaneous decision here has it
        # drawn anew by ``resample``, which leaves it to decide again; in this sequential game it
        # has already acted, so it acts now, uniformly at random among its legal actions.
        acted = {d.player for d in sampled.decisions()} - {d.player for d in state.decisions()}
        for seat in sorted(acted):
            sampled.act(seat, rng.choice(sampled.legal_actions(seat)))
        # The player's history is its own, and the same in every state it cannot tell apart; the
        # other seats' pasts in the sampled world are not drawn: their histories start here.
        histories = tuple(
            engine.history(seat)
            if seat == player_id
            else _recalled(b"resampled", observation_text(sampled, seat))
            for seat in range(SEATS)
        )
        resampled = Engine(engine.variant, engine.options_text, sampled, histories)
        return WartableState(self.get_game(), resampled)


class Observer:
    """A seat's observation tensor and string, or (``information_state``) its information-state
    string (see the module docstring); ``dict`` names each field of the observation tensor. The
    information state has no tensor (``tensor`` is empty): see the module docstring."""

    def __init__(self, table: Table, information_state: bool) -> None:
        self.table = table
        self.information_state = information_state
        size = 0 if information_state else table.encoding.size
        self.tensor: NDArray[np.float32] = np.zeros(size, np.float32)
        self.dict: dict[str, NDArray[np.float32]] = (
            {}
            if information_state
            else {field.name: self.tensor[field.slice] for field in table.encoding.layout.fields}
        )

    def set_from(self, state: WartableState, player: int) -> None:
        """Fill :attr:`tensor` with ``player``'s encoded view (zeros before the deal)."""
        if self.information_state:
            raise ValueError(
                "wartable games provide no information-state tensor (a seat's whole history has"
                " no fixed size): use the observation tensor, the encoding of what it knows now"
            )
        if state.engine.state is None:
            self.tensor[:] = 0.0
            return
        view = state.engine.state.observe(player).view
        self.tensor[:] = self.table.encoding.encode(view)

    def string_from(self, state: WartableState, player: int) -> str:
        """The seat's view as text, or its information state: its observation now as JSON, then
        the digest of its whole action-observation history; before the deal, an empty string."""
        engine = state.engine
        if engine.state is None:
            return ""
        if self.information_state:
            recalled = engine.history(player).hex()
            return f"{observation_text(engine.state, player)}\nhistory {recalled}"
        return engine.state.observe(player).text


class WartableGame(pyspiel.Game):  # type: ignore[misc]
    """A wartable variant as an OpenSpiel game (see the module docstring)."""

    def __init__(self, variant: str, params: Mapping[str, Any] | None = None) -> None:
        spec = get_variant(variant)
        game_type = _game_type(spec.id)
        values = {**game_type.parameter_specification, **(params or {})}
        option_names = {option.name for option in spec.options_type.specs()}
        options = spec.options_type.from_mapping(
            {k: _option_text(v) for k, v in values.items() if k in option_names}
        )
        self.options_text = options.to_string(full=True)
        self.variant = spec.id
        self.table = _table(spec.id, self.options_text)
        self.rng_seed = int(values["rng_seed"])
        self.deals = int(values["deals"])
        if self.deals < 1:
            raise ValueError(f"deals must be at least 1, got {self.deals}")
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table.space.size,
            max_chance_outcomes=self.deals,
            num_players=SEATS,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=int(values["max_game_length"]),
        )
        super().__init__(game_type, info, dict(params or {}))

    def new_initial_state(self) -> WartableState:
        """The chance node that deals the cards."""
        return WartableState(self, Engine(self.variant, self.options_text, None))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> Observer:
        """An observer: the information state for perfect-recall requests (a string only),
        else the observation (tensor and string)."""
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return Observer(self.table, perfect_recall)


@cache
def _game_type(variant: str) -> Any:
    spec = get_variant(variant)
    parameters: dict[str, Any] = {o.name: _parameter(o) for o in spec.options_type.specs()}
    parameters["rng_seed"] = 0
    parameters["deals"] = DEALS
    parameters["max_game_length"] = MAX_GAME_LENGTH
    return pyspiel.GameType(
        short_name=game_name(variant),
        long_name=f"wartable {spec.id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=SEATS,
        min_num_players=SEATS,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


def _creator(variant: str) -> Callable[..., WartableGame]:
    def create(params: Mapping[str, Any] | None = None) -> WartableGame:
        return WartableGame(variant, params)

    return create


_CREATORS: dict[str, Callable[..., WartableGame]] = {}


def register_all() -> None:
    """Register every two-player variant with an encoding (done on import; idempotent)."""
    for spec in variants():
        if spec.id in GAME_NAMES or spec.state_type.num_players != SEATS:
            continue
        if not has_encoding(spec.id):
            continue
        # OpenSpiel's registry outlives the interpreter: it must not hold the last reference to a
        # creator, or the creator is freed without the GIL at exit (and the process aborts). So
        # each creator keeps one reference that is never given back.
        creator = _CREATORS[spec.id] = _creator(spec.id)
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(creator))
        pyspiel.register_game(_game_type(spec.id), creator)
        GAME_NAMES[spec.id] = game_name(spec.id)


def load(variant: str, **params: Any) -> Any:
    """``pyspiel.load_game`` of a variant's game with these parameters (options by name)."""
    return pyspiel.load_game(game_name(variant), params)


register_all()
