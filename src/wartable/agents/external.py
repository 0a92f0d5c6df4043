"""Agents from outside wartable: ``py:package.module:make`` specs and the ``wartable.agents`` group.

A **py: spec** names a Python object as ``py:MODULE:ATTRIBUTE`` (``ATTRIBUTE`` may be dotted). The
object may be:

- a subclass of :class:`~wartable.agents.Agent`: it is built as ``cls(None, seed)``;
- a callable taking no required argument (a factory): it is called, with ``seed=`` if it accepts a
  ``seed`` parameter, and must return an :class:`~wartable.agents.Agent`;
- a callable taking exactly one required argument (a policy): it is called with each
  :class:`~wartable.agents.Turn` and must return one of ``turn.legal_actions``; wartable wraps it
  in a :class:`PolicyAgent`.

The agent describes itself as the spec text, so the spec (a string) is what travels to the arena's
worker processes, each of which imports the module again. The current directory is searched last
for the module, as ``python -m`` would.

An installed package adds agents by name with an entry point in the group ``wartable.agents``: the
entry point's name is the agent's name and its value any of the objects above
(``mybot = "mybot.agent:MyAgent"``).
"""

from __future__ import annotations

import inspect
import os
import sys
from collections.abc import Callable
from functools import cache
from importlib import import_module
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from wartable.agents.base import Agent, Turn
from wartable.core.errors import OptionError
from wartable.core.state import Action

PREFIX = "py:"
GROUP = "wartable.agents"


class PolicyAgent(Agent):
    """Wraps a function from a :class:`Turn` to an action as an agent."""

    name = "policy"
    summary = "a Python function from a turn to an action"

    def __init__(self, policy: Callable[[Turn], Action], origin: str, seed: int = 0) -> None:
        super().__init__(None, seed)
        self.policy = policy
        self.origin = origin

    def choose(self, turn: Turn) -> Action:
        action = self.policy(turn)
        if action not in turn.legal_actions:
            raise OptionError(
                f"agent {self.origin!r} returned {action!r}, which is not a legal action here"
            )
        return action


def is_py_spec(text: str) -> bool:
    """Whether ``text`` is a ``py:`` spec."""
    return text.strip().lower().startswith(PREFIX)


def _import(module: str, spec: str) -> Any:
    try:
        return import_module(module)
    except ModuleNotFoundError as exc:
        missing = exc.name or module
        cwd = os.getcwd()
        if (missing == module.partition(".")[0]) and cwd not in sys.path and "" not in sys.path:
            sys.path.append(cwd)
            try:
                return import_module(module)
            except ModuleNotFoundError:
                pass
        raise OptionError(
            f"agent {spec!r}: module {missing!r} not found"
            + ("" if missing == module else f" (importing {module!r})")
        ) from None
    except Exception as exc:
        raise OptionError(
            f"agent {spec!r}: importing module {module!r} failed: {type(exc).__name__}: {exc}"
        ) from None


def resolve(text: str) -> Any:
    """The object a ``py:MODULE:ATTRIBUTE`` spec names; raise OptionError saying what is wrong."""
    spec = text.strip()
    body = spec[len(PREFIX) :]
    module, colon, attribute = body.partition(":")
    if not colon or not module.strip() or not attribute.strip():
        raise OptionError(
            f"cannot read agent {spec!r}: expected py:MODULE:ATTRIBUTE, e.g. py:mybot.agent:make"
        )
    found = _import(module.strip(), spec)
    for part in attribute.strip().split("."):
        if not hasattr(found, part):
            raise OptionError(
                f"agent {spec!r}: {getattr(found, '__name__', module)!r} has no attribute {part!r}"
            )
        found = getattr(found, part)
    return found


def build(found: Any, origin: str, seed: int) -> Agent:
    """An agent from what a spec or entry point names (see the module's documentation)."""
    if isinstance(found, type) and issubclass(found, Agent):
        agent = found(None, seed)
        agent.origin = origin
        return agent
    if not callable(found):
        raise OptionError(
            f"agent {origin!r} names {found!r} ({type(found).__name__}), not an Agent class or a"
            " callable"
        )
    try:
        signature = inspect.signature(found)
    except (TypeError, ValueError):
        signature = None
    required = (
        []
        if signature is None
        else [
            p
            for p in signature.parameters.values()
            if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
        ]
    )
    if len(required) == 1 and required[0].kind != required[0].KEYWORD_ONLY:
        return PolicyAgent(found, origin, seed)
    if required:
        raise OptionError(
            f"agent {origin!r}: {found.__name__}{signature} takes {len(required)} required"
            " arguments; expected a factory taking none (or seed=) or a policy taking a turn"
        )
    takes_seed = signature is not None and (
        "seed" in signature.parameters
        or any(p.kind == p.VAR_KEYWORD for p in signature.parameters.values())
    )
    try:
        made = found(seed=seed) if takes_seed else found()
    except Exception as exc:
        raise OptionError(
            f"agent {origin!r}: calling {getattr(found, '__name__', 'it')} failed:"
            f" {type(exc).__name__}: {exc}"
        ) from None
    if not isinstance(made, Agent):
        raise OptionError(
            f"agent {origin!r}: {getattr(found, '__name__', 'the factory')} returned"
            f" {made!r:.60} ({type(made).__name__}), not a wartable Agent"
        )
    made.origin = origin
    return made


def make_py_agent(text: str, seed: int = 0) -> Agent:
    """The agent of a ``py:`` spec; raise OptionError naming what is wrong."""
    return build(resolve(text), text.strip(), seed)


@cache
def entry_point_agents() -> dict[str, EntryPoint]:
    """The agents installed packages declare in the ``wartable.agents`` group, by lower-case name."""
    return {entry.name.lower(): entry for entry in entry_points(group=GROUP)}


def make_entry_point_agent(name: str, seed: int = 0) -> Agent:
    """The agent of an installed entry point ``name``; raise OptionError if it cannot be loaded."""
    entry = entry_point_agents()[name.lower()]
    try:
        found = entry.load()
    except Exception as exc:
        raise OptionError(
            f"agent {name!r} (entry point {entry.value!r}) cannot be loaded:"
            f" {type(exc).__name__}: {exc}"
        ) from None
    return build(found, entry.name, seed)
