"""The protocol every variant's game state follows.

A state says who must decide now (:meth:`GameState.decisions`): nobody (call :meth:`advance` and the
engine moves on by itself), one player, or several at once (simultaneous choices; each calls
:meth:`act`, and the state resolves when the last one has chosen). Every change returns the events it
caused. :meth:`observe` is the single place where hidden information is redacted: agents and user
interfaces receive observations and :func:`~wartable.core.events.events_for` views of events, never
the state itself.

Following PokerKit, ``verify_act`` raises a specific error, ``can_act`` returns a bool and ``act``
acts.

A variant's state derives from :class:`DeclaredState`, which declares its fields once (PokerKit's
model, with :mod:`wartable.core.fields`) and gets ``clone``, ``to_json``/``from_json`` and equality
made from the declarations, the facts every state has (``options``, ``seed``, ``turn``,
``outcome``) and the one way to emit events (:meth:`DeclaredState._emit`). A state may also derive
from :class:`GameState` directly and write all of that by hand.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, ParamSpec, Self, TypeVar, cast, get_args, get_origin

from wartable.core.actions import Action, ActionInfo, ActionSpace
from wartable.core.errors import IllegalActionError, OptionError, RecordError
from wartable.core.events import Event, Viewer
from wartable.core.fields import (
    INT,
    OUTCOME,
    READ_ERRORS,
    Code,
    Codec,
    Declared,
    converted,
    optional,
    stored,
    transient,
)
from wartable.core.jsonable import JSON, to_jsonable
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome
from wartable.core.rng import Rng, check_seed

__all__ = ["Action", "Decision", "DeclaredState", "GameState", "Observation", "View", "ViewT"]


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice: which player decides, what is being decided, the legal actions and the
    one to take when the player just confirms (Enter in the terminal and the browser), if any.

    ``default`` is the one source of truth for "what Enter plays": ``None`` where every choice
    matters too much to be made for the player (a card to deploy, a war plan)."""

    player: int
    prompt: str
    actions: tuple[Action, ...]
    default: Action | None = None


class View(ABC):
    """A variant's data for one viewer (a frozen dataclass); it can also describe itself in text."""

    __slots__ = ()

    @abstractmethod
    def describe(self) -> str:
        """The view as a few lines of plain text."""

    def label(self, action: Action) -> str:
        """``action`` in words for the viewer ("Place Pebble Thrower (3)"), from what it may see.
        The default is the action's notation."""
        return str(action)


ViewT = TypeVar("ViewT", bound=View)


@dataclass(frozen=True, slots=True)
class Observation(Generic[ViewT]):
    """What one viewer may know of a state, with the actions open to it (the action mask)."""

    variant: str
    viewer: Viewer
    turn: int
    view: ViewT
    legal_actions: tuple[Action, ...]
    outcome: Outcome | None
    default_action: Action | None = None
    """What the viewer's decision plays when confirmed without a choice (see :class:`Decision`)."""

    @property
    def text(self) -> str:
        """The view as plain text."""
        return self.view.describe()

    def actions_info(self, space: ActionSpace) -> tuple[ActionInfo, ...]:
        """The legal actions as front ends receive them: id in ``space``, notation, structured form
        and the view's label."""
        return tuple(
            ActionInfo(space.index(a), str(a), a.data(), self.view.label(a))
            for a in self.legal_actions
        )

    def to_json(self) -> JSON:
        """JSON-ready data (actions as their text)."""
        return {
            "variant": self.variant,
            "viewer": self.viewer,
            "turn": self.turn,
            "view": to_jsonable(self.view),
            "legal_actions": [str(a) for a in self.legal_actions],
            "default_action": None if self.default_action is None else str(self.default_action),
            "outcome": None if self.outcome is None else self.outcome.to_json(),
        }


class GameState(ABC):
    """Base of every variant's mutable game state. See the module docstring for the contract.

    States are created with :meth:`new` (normally through ``wartable.core.new_game``). A state made
    with ``quiet=True`` plays exactly the same game but returns no events, for fast simulation.
    """

    __slots__ = ()

    variant_id: ClassVar[str]
    """The registered id of the variant this state plays."""
    version: ClassVar[int] = 1
    """Bumped whenever a change to the rules would make old records replay differently."""
    num_players: ClassVar[int] = 2
    length_metric: ClassVar[str] = "turns"
    """The :meth:`summary` counter that measures a game's length."""
    search_horizon: ClassVar[int] = 8
    """How many decision points a search agent's rollout plays before it trusts :meth:`evaluate`
    (the ``ismcts`` agent's ``rollout_depth=-1``, its default)."""
    search_widening: ClassVar[float] = 0.0
    """How fast a search agent widens its choice among a decision's actions, taken in the order of
    :meth:`search_order`: with ``w`` above 0, a player who has chosen ``n`` times at a node of the
    search considers only its first ``ceil(w * sqrt(n))`` actions (progressive unpruning); 0
    considers them all from the start (the ``ismcts`` agent's ``widening=-1``, its default)."""
    search_others_by_rank: ClassVar[bool] = False
    """Whether a search agent keys another player's choices by their rank in :meth:`search_order`
    (its best action by its own judgement, its second...) rather than by the actions themselves:
    for a variant whose samples give another player's unseen cards new identities, so that the
    same action names a different card in each sample and its statistics would mix them."""

    @classmethod
    @abstractmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        """A new game with these options, its chance seeded by ``seed``."""

    @classmethod
    @abstractmethod
    def action_space(cls, options: VariantOptions) -> ActionSpace:
        """The integer ids of every action a game with ``options`` can offer (see
        :mod:`wartable.core.actions`); the same object for equal options."""

    # -- facts --------------------------------------------------------------------------------

    @property
    @abstractmethod
    def options(self) -> VariantOptions:
        """The options this game is played with."""

    @property
    @abstractmethod
    def seed(self) -> int:
        """The seed the game was created with."""

    @property
    @abstractmethod
    def turn(self) -> int:
        """How many turns (in classic War: battles) have been completed."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The outcome once the game is over, else ``None``."""

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.outcome is not None

    @abstractmethod
    def decisions(self) -> tuple[Decision, ...]:
        """The choices pending now, one per player who still has to choose; empty if none."""

    @abstractmethod
    def mute(self) -> None:
        """From now on return no events (as if created with ``quiet=True``); the game is unchanged.
        Search agents mute the states they imagine."""

    def evaluate(self, player: int) -> float:
        """How well ``player`` stands, from -1 (lost) to +1 (won): the payoff once the game is over,
        else the variant's estimate (0 if it has none). Search agents use it to cut rollouts short."""
        outcome = self.outcome
        return 0.0 if outcome is None else outcome.payoff(player)

    def search_order(self, decision: Decision) -> tuple[Action, ...]:
        """``decision``'s actions, the most promising first, as search agents should try them (its
        rollouts play the first; widening reaches the last ones late). It may use only what
        ``decision.player`` knows, so that the order is the same in every state that player cannot
        tell apart. The default keeps the order of :meth:`decisions`."""
        return decision.actions

    def search_default(self, decision: Decision) -> Action | None:
        """The action search agents take at ``decision`` without searching it, or ``None`` (the
        default) to search it: for a choice the variant settles better by a rule of its own than
        a short search could (Slot Wars: which cards make the deck, by its automatic builder).
        Like :meth:`search_order` it may use only what ``decision.player`` knows, and it must be
        one of ``decision.actions``."""
        return None

    def initial_deal(self) -> dict[str, JSON]:
        """Where every card is when the game starts, called on a state :meth:`new` has just made:
        each place (``"stacks"``) with its cards in order, written as actions write them, one list
        per seat (seat 0 first), and any other chance drawn at creation (``"first_player"``).
        Records keep it, so a person or another tool can follow a game from its record alone
        (``docs/records.md`` describes each variant's places). Every variant implements it (the
        conformance suite checks); the default raises NotImplementedError."""
        raise NotImplementedError(f"{self.variant_id} does not give its initial deal")

    def summary(self) -> Mapping[str, int]:
        """Counters describing the game so far, for statistics; one is :attr:`length_metric`."""
        return {"turns": self.turn}

    # -- acting -------------------------------------------------------------------------------

    def legal_actions(self, player: int) -> tuple[Action, ...]:
        """The actions ``player`` may take now (empty if it has nothing to decide)."""
        for decision in self.decisions():
            if decision.player == player:
                return decision.actions
        return ()

    def decision_for(self, player: int) -> Decision | None:
        """``player``'s pending decision, if it has one."""
        for decision in self.decisions():
            if decision.player == player:
                return decision
        return None

    def action_id(self, action: Action) -> int:
        """``action``'s id in this game's action space."""
        return type(self).action_space(self.options).index(action)

    def legal_action_ids(self, player: int) -> tuple[int, ...]:
        """The ids of ``player``'s legal actions, in the order of :meth:`legal_actions`."""
        space = type(self).action_space(self.options)
        return tuple(space.index(a) for a in self.legal_actions(player))

    def action_for_id(self, player: int, action_id: int) -> Action:
        """``player``'s legal action with this id; raise IllegalActionError if it has none."""
        space = type(self).action_space(self.options)
        for action in self.legal_actions(player):
            if space.index(action) == action_id:
                return action
        if not 0 <= action_id < space.size:
            raise IllegalActionError(f"action id {action_id} is outside 0-{space.size - 1}")
        raise IllegalActionError(
            f"action id {action_id} ({space.segment_of(action_id).kind}) is not a legal action"
            f" for player {player + 1} now"
        )

    def verify_act(self, player: int, action: Action) -> None:
        """Raise IllegalActionError unless ``player`` may take ``action`` now."""
        if self.is_terminal:
            raise IllegalActionError(f"the game is over; player {player + 1} cannot act")
        legal = self.legal_actions(player)
        if not legal:
            raise IllegalActionError(f"player {player + 1} has nothing to decide now")
        # Agents hand back one of the listed actions: looked for by identity first (compared in
        # C), by value (a dataclass __eq__ call for each action listed before it) only if not.
        if id(action) not in map(id, legal) and action not in legal:
            shown = ", ".join(str(a) for a in legal[:12]) + (", ..." if len(legal) > 12 else "")
            raise IllegalActionError(
                f"{action} is not a legal action for player {player + 1}; legal: {shown}"
            )

    def can_act(self, player: int, action: Action) -> bool:
        """Whether ``player`` may take ``action`` now."""
        try:
            self.verify_act(player, action)
        except IllegalActionError:
            return False
        return True

    def act(self, player: int, action: Action) -> tuple[Event, ...]:
        """Take ``player``'s action; resolve if it was the last pending choice; return the events."""
        self.verify_act(player, action)
        return self._apply(player, action)

    def act_unchecked(self, player: int, action: Action) -> tuple[Event, ...]:
        """``act`` without the legality check, for search agents that only ever play actions taken
        from this very state's ``decisions()`` on states of their own. Anything else must use
        :meth:`act`."""
        return self._apply(player, action)

    def verify_advance(self) -> None:
        """Raise IllegalActionError unless the engine may move on by itself now."""
        if self.is_terminal:
            raise IllegalActionError("the game is over")
        pending = self.decisions()
        if pending:
            who = ", ".join(f"player {d.player + 1}" for d in pending)
            raise IllegalActionError(f"cannot advance: waiting for {who} to decide")

    def can_advance(self) -> bool:
        """Whether nobody has to decide and the game is not over."""
        return not self.is_terminal and not self.decisions()

    def advance(self) -> tuple[Event, ...]:
        """Play the next step that needs no decision; return the events."""
        self.verify_advance()
        return self._advance()

    def run(self) -> tuple[Event, ...]:
        """Advance until a decision is pending or the game is over; return all the events.

        Variants may override this with a faster loop; the game played must be the same.
        """
        events: list[Event] = []
        while self.can_advance():
            events.extend(self._advance())
        return tuple(events)

    def parse_action(self, player: int, text: str) -> Action:
        """Read one of ``player``'s legal actions from its text (case-insensitive)."""
        wanted = text.strip().lower()
        legal = self.legal_actions(player)
        for action in legal:
            if str(action).lower() == wanted:
                return action
        if not legal:
            raise IllegalActionError(f"player {player + 1} has nothing to decide now")
        shown = ", ".join(str(a) for a in legal[:12]) + (", ..." if len(legal) > 12 else "")
        raise IllegalActionError(
            f"{text!r} is not a legal action for player {player + 1}; legal: {shown}"
        )

    @abstractmethod
    def _apply(self, player: int, action: Action) -> tuple[Event, ...]:
        """Apply a verified action."""

    @abstractmethod
    def _advance(self) -> tuple[Event, ...]:
        """Play a verified automatic step."""

    # -- views and copies ---------------------------------------------------------------------

    @abstractmethod
    def observe(self, viewer: Viewer) -> Observation[Any]:
        """What ``viewer`` (a seat, or ``None`` for a spectator) may know now. Never leaks."""

    def _observation(self, viewer: Viewer, turn: int, view: ViewT) -> Observation[ViewT]:
        """The observation of ``view`` with ``viewer``'s pending decision (for :meth:`observe`)."""
        decision = None if viewer is None else self.decision_for(viewer)
        if decision is None:
            return Observation(self.variant_id, viewer, turn, view, (), self.outcome)
        return Observation(
            self.variant_id, viewer, turn, view, decision.actions, self.outcome, decision.default
        )

    @abstractmethod
    def clone(self) -> Self:
        """An independent deep copy: acting on either never changes the other."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole state, including its random generator, as JSON-ready data."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Restore a state written by :meth:`to_json`; raise RecordError if it is malformed."""

    @abstractmethod
    def resample(self, player: int, rng: Rng) -> Self:
        """A full state that ``player`` cannot tell apart from this one.

        Everything ``player`` has not seen (hidden cards, the other players' committed but
        unrevealed choices, the future of the random generator) is drawn from ``rng``, so
        ``resample(p, rng).observe(p) == observe(p)``; its :attr:`seed` is 0, since the game's
        seed decides every hidden card. Used by search agents and for analysis.
        """


OptionsT = TypeVar("OptionsT", bound=VariantOptions)
P = ParamSpec("P")


class _Options(Codec[Any]):
    """A state's options, written as their full option string and read by the state's
    ``options_type``."""

    shares = True

    def write(self, value: str, code: Code) -> str:
        return f"{value}.to_string(full=True)"

    def read(self, data: object) -> Any:
        raise TypeError("options are read by the class that holds them")

    def for_class(self, owner: type) -> Codec[Any]:
        def read(text: object) -> Any:
            # looked up when read: a class's options_type is set after its fields are processed
            return owner.options_type.parse(text)  # type: ignore[attr-defined]

        return converted(lambda options: options.to_string(full=True), read)


class _EventSink(Codec[list[Event] | None]):
    """Where a state collects the events of the change under way: a list, or ``None`` in a quiet
    state. Copies get an empty list of their own, or stay quiet."""

    def copy(self, value: str, code: Code) -> str:
        return f"([] if {value} is not None else None)"

    def write(self, value: str, code: Code) -> str:
        raise TypeError("the event sink is not written")

    def read(self, data: object) -> list[Event] | None:
        raise TypeError("the event sink is not read")


class DeclaredState(Declared, GameState, Generic[OptionsT]):
    """Base of the variants' states: each declares its fields once, in its class body, with
    :func:`~wartable.core.fields.stored`, :func:`~wartable.core.fields.transient` and
    :func:`~wartable.core.fields.derived`, and ``__slots__``, ``clone``, ``to_json``,
    ``from_json`` and ``==`` are made from the declarations (see :mod:`wartable.core.fields`).
    For example, in classic War::

        class ClassicState(DeclaredState[ClassicOptions]):
            _rng: Rng = stored(RNG, "rng")
            _stacks: tuple[deque[int], deque[int]] = stored(
                pair(deque_of(CARD_CODE, text=True)), "stacks"
            )
            _chosen: dict[int, int] = stored(dict_of(INT, keys=INT), "chosen", factory=dict)
            _turn: int = stored(INT, "battles", default=0)

            @derived
            def _choosers(self) -> tuple[int, ...]:
                return self._options.chooser.seats()

    The options class comes from the brackets (:attr:`options_type`). Every state has the fields
    declared here: ``_options``, ``_seed``, ``_outcome`` (written last) and ``_out``, where the
    events of the change under way go (``None`` in a quiet state). Each variant declares its
    generator ``_rng`` (:meth:`_sample_copy` leaves it to ``resample``) and its turn counter
    ``_turn``, under keys of its own. JSON holds ``variant`` and ``version`` first, then the
    stored fields; ``from_json`` checks the two, reads the fields and calls
    :meth:`_verify_loaded`, and raises RecordError naming the field at fault.

    A constructor calls ``super().__init__(options, seed, quiet=quiet)``, which checks the options
    and the seed and sets every field that has an initial value, then sets the rest. Changes emit
    their events with :meth:`_emit` and return :meth:`_take_events`.

    A variant lists its pending decisions in :meth:`_decide`; :meth:`decisions` keeps what it
    listed until the state next changes, so that the observation, the legality check of ``act``
    and the caller's own look at the decisions (an environment's action mask, an agent's turn)
    build a decision's actions once between two changes. Every change ends in
    :meth:`_take_events`, which forgets them; code that edits a state's fields otherwise (a test
    setting up a position after looking at it) must set ``_decided = None`` itself.
    """

    options_type: ClassVar[type[VariantOptions]]
    """The class of the options this state is played with."""

    _options: OptionsT = stored(_Options(), "options")
    _seed: int = stored(INT, "seed")
    _outcome: Outcome | None = stored(optional(OUTCOME), "outcome", default=None, last=True)
    _out: list[Event] | None = transient(factory=list, clone=_EventSink())
    _decided: tuple[Decision, ...] | None = transient(default=None, clone="share")
    """The pending decisions once :meth:`_decide` has listed them; forgotten at the end of every
    change (:meth:`_take_events`)."""
    _turn: int
    """The turn counter behind :attr:`turn`, declared by each variant."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for base in cls.__dict__.get("__orig_bases__", ()):
            if get_origin(base) is DeclaredState:
                (cls.options_type,) = get_args(base)

    def __init__(self, options: VariantOptions, seed: int, *, quiet: bool = False) -> None:
        if not isinstance(options, self.options_type):
            raise OptionError(
                f"{self.variant_id} needs {self.options_type.__name__},"
                f" got {type(options).__name__}"
            )
        self._options = cast(OptionsT, options)  # the class named in the brackets, just checked
        self._seed = check_seed(seed)
        self._initialize_fields()
        self._out = None if quiet else []

    @classmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        """A game as the constructor makes it; variants that deal at creation override this."""
        return cls(options, seed, quiet=quiet)

    # -- facts --------------------------------------------------------------------------------

    @property
    def options(self) -> OptionsT:
        return self._options

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def turn(self) -> int:
        return self._turn

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def mute(self) -> None:
        self._out = None

    def decisions(self) -> tuple[Decision, ...]:
        """The pending decisions, as :meth:`_decide` lists them once per change of the state."""
        decided = self._decided
        if decided is None:
            decided = self._decided = self._decide()
        return decided

    @abstractmethod
    def _decide(self) -> tuple[Decision, ...]:
        """The choices pending now, listed afresh (:meth:`decisions` keeps them until a change)."""

    @property
    def _quiet(self) -> bool:
        """Whether the state returns no events."""
        return self._out is None

    # -- events -------------------------------------------------------------------------------

    def _emit(self, make: Callable[P, Event], /, *args: P.args, **kwargs: P.kwargs) -> None:
        """Emit the event ``make(*args, **kwargs)``, built only if the state is not quiet.

        ``make`` is an event class and ``args`` its fields, or a function that builds the event
        from a few values when working out its fields costs more than reading them (the arguments
        are evaluated even when nobody listens). Where a quiet state passes an emit at every step
        of a search's rollouts, test ``self._out is not None`` first: a quiet state then spends
        nothing at all on the event, not even this call.
        """
        out = self._out
        if out is not None:
            out.append(make(*args, **kwargs))

    def _take_events(self) -> tuple[Event, ...]:
        """The events emitted since the last call, in order (none in a quiet state). Every change
        ends by returning them, so this is also where the decisions listed before the change are
        forgotten."""
        self._decided = None
        out = self._out
        if not out:
            return ()
        events = tuple(out)
        out.clear()
        return events

    # -- copies -------------------------------------------------------------------------------

    def _sample_copy(self) -> Self:
        """The start of :meth:`resample`: a deep copy that keeps neither the generator nor the
        seed, which would tell the hidden cards. The caller gives the copy a generator of its
        own, drawn from its sampler."""
        copy = self._copy_without_rng()
        copy._seed = 0
        copy._decided = None  # resampling changes what the others may do
        return copy

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant_id, "version": self.version, **self._fields_to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        try:
            if data["variant"] != cls.variant_id:
                raise RecordError(f"state is of variant {data['variant']!r}, not {cls.variant_id}")
            if data["version"] != cls.version:
                raise RecordError(f"state has rules version {data['version']}, not {cls.version}")
            state = cls._fields_from_json(data)
            state._verify_loaded()
        except RecordError as exc:
            raise RecordError(f"corrupt {cls.variant_id} state: {exc}") from None
        except READ_ERRORS as exc:
            raise RecordError(
                f"corrupt {cls.variant_id} state: {type(exc).__name__}: {exc}"
            ) from None
        return state

    def _verify_loaded(self) -> None:
        """Raise RecordError unless the state just read by :meth:`from_json` hangs together (every
        card in its place, seats in range...). By default, accept it."""
