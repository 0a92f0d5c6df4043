"""The protocol every variant's game state follows.

A state says who must decide now (:meth:`GameState.decisions`): nobody (call :meth:`advance` and the
engine moves on by itself), one player, or several at once (simultaneous choices; each calls
:meth:`act`, and the state resolves when the last one has chosen). Every change returns the events it
caused. :meth:`observe` is the single place where hidden information is redacted: agents and user
interfaces receive observations and :func:`~wartable.core.events.events_for` views of events, never
the state itself.

Following PokerKit, ``verify_act`` raises a specific error, ``can_act`` returns a bool and ``act``
acts.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar

from wartable.core.errors import IllegalActionError
from wartable.core.events import Event, Viewer
from wartable.core.jsonable import JSON, to_jsonable
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome
from wartable.core.rng import Rng


class Action(ABC):
    """A player's move: a frozen, hashable value whose ``str`` is its canonical text.

    The text is what game records store; the state's :meth:`GameState.parse_action` reads it back.
    """

    __slots__ = ()

    @abstractmethod
    def __str__(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice: which player decides, what is being decided, and the legal actions."""

    player: int
    prompt: str
    actions: tuple[Action, ...]


class View(ABC):
    """A variant's data for one viewer (a frozen dataclass); it can also describe itself in text."""

    __slots__ = ()

    @abstractmethod
    def describe(self) -> str:
        """The view as a few lines of plain text."""


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

    @property
    def text(self) -> str:
        """The view as plain text."""
        return self.view.describe()

    def to_json(self) -> JSON:
        """JSON-ready data (actions as their text)."""
        return {
            "variant": self.variant,
            "viewer": self.viewer,
            "turn": self.turn,
            "view": to_jsonable(self.view),
            "legal_actions": [str(a) for a in self.legal_actions],
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

    @classmethod
    @abstractmethod
    def new(cls, options: VariantOptions, seed: int, *, quiet: bool = False) -> Self:
        """A new game with these options, its chance seeded by ``seed``."""

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

    def verify_act(self, player: int, action: Action) -> None:
        """Raise IllegalActionError unless ``player`` may take ``action`` now."""
        if self.is_terminal:
            raise IllegalActionError(f"the game is over; player {player + 1} cannot act")
        legal = self.legal_actions(player)
        if not legal:
            raise IllegalActionError(f"player {player + 1} has nothing to decide now")
        if action not in legal:
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
