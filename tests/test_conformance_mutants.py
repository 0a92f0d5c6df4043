"""The conformance checks catch broken variants: each deliberately broken classic state fails."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Self

import pytest

from wartable.core import Action, Decision, Event, Observation, VariantSpec, Viewer
from wartable.core.jsonable import JSON
from wartable.testing import (
    check_clone_independence,
    check_determinism,
    check_initial_deal,
    check_json_round_trip,
    check_no_leaks,
    check_quiet_equivalence,
    check_resample_is_blind,
    check_search_order_is_blind,
)
from wartable.variants.classic import SPEC, ClassicState, ClassicView


class LeakyState(ClassicState):
    """Shows a chooser the opponent's play stack."""

    def observe(self, viewer: Viewer) -> Observation[ClassicView]:
        seen = super().observe(viewer)
        if viewer is None or seen.view.own_stack is None:
            return seen
        leaked = replace(seen.view, own_won=self.stacks[1 - viewer][:1])
        return replace(seen, view=leaked)


class SharedCloneState(ClassicState):
    """A clone that shares its piles with the original."""

    def clone(self) -> Self:
        copy = super().clone()
        copy._stacks = self._stacks
        return copy


class ForgetfulJsonState(ClassicState):
    """Saves everything but its random generator, which it re-seeds on loading."""

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        data["rng"] = None
        return data

    @classmethod
    def from_json(cls, data: Any) -> Self:
        fixed = dict(data)
        fixed["rng"] = ClassicState.new(SPEC.default_options(), data["seed"])._rng.to_json()
        return super().from_json(fixed)


class GlobalRandomState(ClassicState):
    """Draws the collect order from the module-level random generator."""

    def _advance(self) -> tuple[Event, ...]:
        self._rng = type(self._rng)(random.getrandbits(32))
        return super()._advance()


class ChattyQuietState(ClassicState):
    """Counts wars differently when nobody listens."""

    def summary(self) -> Any:
        counts = dict(super().summary())
        if self._quiet:
            counts["wars"] += 1
        return counts


class TellTaleResampleState(ClassicState):
    """Shuffles the hidden cards starting from where they really are, so the sample carries a
    trace of the truth (the hidden order leaks through the shuffle)."""

    def resample(self, player: int, rng: Any) -> Self:
        copy = self.clone()
        copy._rng = rng.spawn()
        hidden = [copy._stacks[1 - player], copy._won[1 - player]]
        cards = [card for pile in hidden for card in pile]
        rng.shuffle(cards)
        for pile in hidden:
            size = len(pile)
            pile.clear()
            pile.extend(cards[:size])
            del cards[:size]
        return copy


class PeekingOrderState(ClassicState):
    """Tells the search to try first the card that the opponent's top card decides: the order of
    moves carries a hidden card."""

    def search_order(self, decision: Decision) -> tuple[Action, ...]:
        actions = decision.actions
        stack = self._stacks[1 - decision.player]
        shift = stack[0] % len(actions) if stack else 0
        return actions[shift:] + actions[:shift]


class PeekingDefaultState(ClassicState):
    """Tells the search which card to play without searching by the opponent's top card."""

    def search_default(self, decision: Decision) -> Action | None:
        stack = self._stacks[1 - decision.player]
        return decision.actions[stack[0] % len(decision.actions)] if stack else None


class ShiftingDealState(ClassicState):
    """Gives a different deal each time it is asked (it draws from the global generator)."""

    def initial_deal(self) -> dict[str, JSON]:
        return {"stacks": [[str(random.random())], []]}


class UnkeptDealState(ClassicState):
    """Gives a deal that is not plain JSON (tuples and cards, not lists of text)."""

    def initial_deal(self) -> dict[str, JSON]:
        return {"stacks": self.stacks}  # type: ignore[dict-item]


def broken(state_type: type[ClassicState]) -> VariantSpec:
    return replace(SPEC, state_type=state_type)


@pytest.mark.parametrize(
    ("state_type", "check", "options"),
    [
        (LeakyState, check_no_leaks, "classic(chooser=first)"),
        (SharedCloneState, check_clone_independence, "classic"),
        (ForgetfulJsonState, check_json_round_trip, "classic"),
        (GlobalRandomState, check_determinism, "classic"),
        (ChattyQuietState, check_quiet_equivalence, "classic"),
        (TellTaleResampleState, check_resample_is_blind, "classic(chooser=first)"),
        (PeekingOrderState, check_search_order_is_blind, "classic(chooser=first)"),
        (PeekingDefaultState, check_search_order_is_blind, "classic(chooser=first)"),
        (ShiftingDealState, check_initial_deal, "classic"),
        (UnkeptDealState, check_initial_deal, "classic"),
    ],
)
def test_check_fails_on_broken_variant(
    state_type: type[ClassicState], check: Any, options: str
) -> None:
    with pytest.raises(AssertionError):
        check(broken(state_type), options, 7)


def test_checks_pass_on_the_real_variant() -> None:
    for check in (
        check_no_leaks,
        check_clone_independence,
        check_json_round_trip,
        check_initial_deal,
    ):
        check(SPEC, "classic(chooser=first)", 7)
