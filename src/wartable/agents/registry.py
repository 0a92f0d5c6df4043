"""Agents found by name with parameters, e.g. ``ismcts(iterations=2000,seconds=0.5)``."""

from __future__ import annotations

from importlib import import_module

from wartable.agents.base import Agent, FirstAgent, RandomAgent
from wartable.agents.external import (
    entry_point_agents,
    is_py_spec,
    make_entry_point_agent,
    make_py_agent,
)
from wartable.core.errors import OptionError, did_you_mean
from wartable.core.options import split_option_string

AGENTS: dict[str, type[Agent]] = {}
_BUILTIN_MODULES = ("wartable.agents.heuristic", "wartable.agents.ismcts")
_loaded = False


def register_agent(agent_type: type[Agent]) -> type[Agent]:
    """Register an agent class under its ``name`` (usable as a class decorator)."""
    if agent_type.Params.owner not in (agent_type.name, "options"):
        raise ValueError(f"agent {agent_type.name!r}: its Params must be owned by it")
    AGENTS[agent_type.name] = agent_type
    return agent_type


def _load() -> None:
    global _loaded  # noqa: PLW0603 - one-time import of the built-in agents
    if not _loaded:
        _loaded = True
        for module in _BUILTIN_MODULES:
            import_module(module)


def agent_names() -> tuple[str, ...]:
    """Every registered agent name (installed entry-point agents are not included)."""
    _load()
    return tuple(AGENTS)


def make_agent(text: str, seed: int = 0) -> Agent:
    """An agent from text such as ``random``, ``ismcts(iterations=500)``, ``py:mybot:make`` or the
    name of an installed ``wartable.agents`` entry point; raise OptionError.

    See :mod:`wartable.agents.external` for ``py:`` specs and entry points.
    """
    _load()
    if is_py_spec(text):
        return make_py_agent(text, seed)
    name, pairs = split_option_string(text)
    if name is None:
        raise OptionError(f"cannot read agent {text!r}: expected a name such as random")
    key = name.lower()
    agent_type = AGENTS.get(key)
    if agent_type is None and key in entry_point_agents():
        if pairs:
            raise OptionError(f"installed agent {name!r} takes no parameters, got {text!r}")
        return make_entry_point_agent(key, seed)
    if agent_type is None:
        known = [*AGENTS, *(k for k in entry_point_agents() if k not in AGENTS)]
        raise OptionError(
            f"unknown agent {name!r}{did_you_mean(key, known)}; agents are {', '.join(known)},"
            " or py:MODULE:ATTRIBUTE"
        )
    if pairs and not agent_type.Params.specs():
        raise OptionError(f"agent {agent_type.name!r} takes no parameters, got {text!r}")
    params = agent_type.Params.parse(text, names=(agent_type.name,))
    return agent_type(params, seed)


register_agent(RandomAgent)
register_agent(FirstAgent)
