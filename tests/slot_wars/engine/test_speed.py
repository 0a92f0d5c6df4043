"""The fast engine plays the games the plain one played: states written before read and write back
to the letter, and a fixed-seed game of the search agent takes the recorded actions.

The files in ``recorded/`` were written at revision 80ff1f1, before the engine was made fast. A
change meant to alter the search agent's play in Slot Wars (its evaluation, horizon or search
order) changes the recorded game: rewrite it with ``WARTABLE_UPDATE_RECORDED=1 pytest
tests/slot_wars/engine/test_speed.py``.
"""

from __future__ import annotations

import json
import os
import pickle
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests.slot_wars.engine.helpers import corpus_faces
from wartable.agents import make_agent, seat_turn
from wartable.core import get_variant, new_game
from wartable.core.errors import RecordError
from wartable.core.events import Event
from wartable.core.jsonable import to_jsonable
from wartable.core.record import RecordedAction, play_out
from wartable.core.rng import Rng
from wartable.core.state import GameState
from wartable.variants.slot_wars.engine import (
    Ability,
    Moment,
    Rarity,
    SlotWarsOptions,
    SlotWarsState,
    Trigger,
    card,
)
from wartable.variants.slot_wars.engine.hooks import RuleKind
from wartable.variants.slot_wars.engine.interpreter import RULE_KINDS, TEXT
from wartable.variants.slot_wars.engine.state import Step, TableCard
from wartable.variants.slot_wars.text import effects as fx

T = TypeVar("T")

RECORDED = Path(__file__).parent / "recorded"
WRITTEN: list[dict[str, Any]] = json.loads((RECORDED / "states_v3.json").read_text("utf-8"))
"""States of rules version 3 as the engine wrote them before its fields were declared: every
phase, pending choices, queued moments, effects, rule changes, tapped and traded cards."""
STATES = [{**state, "version": SlotWarsState.version} for state in WRITTEN]
"""The same states, marked with today's rules version: versions 4 to 8 changed when conditions
are checked and how some texts read, not what a state holds (the engine refuses a state of another
version)."""
LATER_KEYS = {
    "traded": {},
    "skip_draw": [False, False],
    "tapped": [],
    "active": [],
    "timed_modifiers": [],
    "borrowed": [],
    "rules": [],
    "started": [],
    "shields_used": [],
    "scoring_down": False,
}
"""Keys that states written by earlier engines lack, with what stands for them."""
ADDED_SINCE = {"started": "active", "shields_used": "rules", "scoring_down": "scored"}
"""Keys added since the recorded states were written, each with the key it is written after."""


def written_now(data: dict[str, Any]) -> dict[str, Any]:
    """A recorded state as the engine writes it now: the keys added since at their defaults."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        out[key] = value
        out.update((k, LATER_KEYS[k]) for k, after in ADDED_SINCE.items() if after == key)
    return out


def test_a_state_of_an_earlier_rules_version_is_refused() -> None:
    assert WRITTEN[0]["version"] < SlotWarsState.version
    with pytest.raises(RecordError, match="rules version 3, not 8"):
        SlotWarsState.from_json(WRITTEN[0])


@pytest.mark.parametrize("index", range(len(STATES)))
def test_a_state_written_before_reads_and_writes_back_to_the_letter(index: int) -> None:
    text = json.dumps(written_now(STATES[index]))
    state = SlotWarsState.from_json(STATES[index])
    assert json.dumps(state.to_json()) == text
    assert json.dumps(state.clone().to_json()) == text
    assert state.clone() == state


def test_a_state_without_the_keys_added_later_reads_with_their_defaults() -> None:
    data = next(s for s in STATES if s["traded"] and s["tapped"] and s["rules"])
    older = {k: v for k, v in data.items() if k not in LATER_KEYS}
    state = SlotWarsState.from_json(older)
    written = state.to_json()
    assert {k: written[k] for k in LATER_KEYS} == LATER_KEYS
    assert {k: v for k, v in written.items() if k not in LATER_KEYS} == older


def test_the_abilities_started_at_reveal_are_written_and_read_back() -> None:
    state = SlotWarsState.from_json(next(s for s in STATES if s["active"]))
    card = sorted(state.to_json()["active"])[0]
    state.activate(card, card, (0, 2))
    again = SlotWarsState.from_json(json.loads(json.dumps(state.to_json())))
    assert again.has_started(card, 2) and not again.has_started(card, 1)
    assert again == state


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.__setitem__("slots", d["slots"][:8]), "a state has 9 slots, not 8"),
        (lambda d: d["deck"][0].append(d["hand"][1][0]), "exactly one place"),
        (lambda d: d.__setitem__("step", "nap"), "step: ValueError"),
        (lambda d: d.__setitem__("traded", {"p0-01": "one"}), "traded: expected a whole number"),
        (lambda d: d.pop("shown"), "shown: KeyError"),
    ],
)
def test_a_malformed_state_is_refused_naming_what_is_wrong(change: Any, message: str) -> None:
    data = json.loads(json.dumps(STATES[0]))
    change(data)
    with pytest.raises(RecordError, match="corrupt slot-wars state: ") as info:
        SlotWarsState.from_json(data)
    assert message in str(info.value)


def test_a_fixed_seed_search_game_takes_the_recorded_actions() -> None:
    path = RECORDED / "ismcts_game.json"
    recorded = json.loads(path.read_text("utf-8"))
    state = new_game(recorded["variant"], recorded["options"], recorded["seed"])
    agents = [make_agent(recorded["agent"], seed) for seed in recorded["agent_seeds"]]
    actions: list[RecordedAction] = []
    outcome = play_out(
        state,
        lambda s, decision: agents[decision.player].choose(seat_turn(s, decision.player)),
        actions=actions,
    )
    played = [f"{a.player} {a.action}" for a in actions]
    if os.environ.get("WARTABLE_UPDATE_RECORDED"):
        recorded.update(actions=played, outcome=outcome.to_json())
        path.write_text(json.dumps(recorded, indent=1) + "\n", "utf-8")
    assert played == recorded["actions"]
    assert outcome.to_json() == recorded["outcome"]


# -- the fast paths against the plain engine ----------------------------------------------------


class PlainSlotWarsState(SlotWarsState):
    """The engine without what it keeps between questions: every question (a value, a slot's
    result, the rules in force) is worked out anew, remembering results only within itself;
    cards are found on the table by looking through the slots; abilities are read from the
    interpreter every time and silences always worked out; every revealed card is asked whether
    it fires at every moment, and for its effects and rule changes (of every kind); slots are
    judged by the general rules; lists of actions are made afresh; the game runs by the generic
    loop; and conflicts compare games by their whole JSON. Whatever the fast engine keeps must give the
    same games."""

    def _recall(self, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
        if self._memo is not None:
            return super()._recall(key, compute)
        self._memo = {}
        try:
            return super()._recall(key, compute)
        finally:
            self._memo = None

    def _entry(self, card: str) -> tuple[int, TableCard] | None:
        for index, stack in enumerate(self._slots, 1):
            for entry in stack:
                if entry.card == card:
                    return index, entry
        return None

    @staticmethod
    def _may_fire(ability: Ability, trigger: Trigger) -> bool:
        return True

    @classmethod
    def _asked(cls, ability: Ability, moment: Moment, source: str) -> bool:
        return True

    def run(self) -> tuple[Event, ...]:
        return GameState.run(self)

    def _listed(self, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
        return compute()

    def _may_rule(self, kind: RuleKind | None = None) -> bool:
        return True

    def _revealed_with(self, power: str) -> tuple[str, ...]:
        return tuple(entry.card for stack in self._slots for entry in stack if entry.revealed)

    def _listening(self, trigger: Trigger) -> tuple[tuple[str, int], ...]:
        return tuple(
            (entry.card, entry.controller)
            for stack in self._slots
            for entry in stack
            if entry.revealed
        )

    def _plain_slot(self, slot: int) -> tuple[int | None, tuple[int | None, int | None]]:
        return self._ruled_slot(slot, [])

    def _trial_key(self) -> Hashable:
        data = self.to_json()
        del data["rng"], data["asking"]
        data["queue"] = sorted(json.dumps(item, sort_keys=True) for item in data["queue"])
        for key in ("modifiers", "timed_modifiers", "borrowed", "placed_now", "rules"):
            data[key] = sorted(json.dumps(item) for item in data[key])
        data["pile"] = [sorted(pile) for pile in data["pile"]]
        data["slots"] = [
            sorted(
                json.dumps([card, controller, revealed, sorted(amount for amount, _ in counters)])
                for card, controller, revealed, counters in stack
            )
            for stack in data["slots"]
        ]
        return json.dumps(data, sort_keys=True)

    def _ability(self, card: str) -> Ability | None:
        if self._interp is None:
            return None
        ability = self._interp.ability(self._faces[card])
        if ability is not None and not self._silencing and card in self._silenced():
            return None
        return ability


def assert_same_game(fast: SlotWarsState, plain: SlotWarsState, seed: int) -> None:
    """Play both with the same seeded random choices, asking the fast one every question before
    each step (what it remembers then must not outlive the step), and compare everything."""
    assert type(plain) is PlainSlotWarsState
    chooser = Rng(seed)
    steps = 0
    while not fast.is_terminal:
        for seat in (0, 1, None):
            observed = fast.observe(seat)
            assert observed == plain.observe(seat)
        assert [fast.evaluate(p) for p in (0, 1)] == [plain.evaluate(p) for p in (0, 1)]
        pending = fast.decisions()
        assert pending == plain.decisions()
        if steps % 7 == 3:
            for seat in (0, 1):
                sampled = fast.resample(seat, Rng(steps))
                assert sampled.to_json() == plain.resample(seat, Rng(steps)).to_json()
                assert sampled.decisions() == sampled.clone().decisions()
        if pending:
            decision = pending[chooser.randrange(len(pending))]
            action = chooser.choice(decision.actions)
            events = fast.act(decision.player, action)
            assert events == plain.act(decision.player, action)
        else:
            assert fast.advance() == plain.advance()
        assert fast.to_json() == plain.to_json()
        steps += 1
    assert plain.is_terminal and fast.outcome == plain.outcome


@pytest.mark.parametrize(
    ("options", "seed"),
    [("slot-wars", 1), ("slot-wars", 2), ("slot-wars(draw_first=true,max_replays=0)", 3)],
)
def test_the_fast_engine_plays_the_plain_engines_games(options: str, seed: int) -> None:
    parsed = get_variant("slot-wars").parse_options(options)
    fast = SlotWarsState.new(parsed, seed)
    plain = PlainSlotWarsState.new(parsed, seed)
    assert_same_game(fast, plain, seed)


@pytest.mark.parametrize("seed", [4, 5, 6, 8])
def test_the_fast_engine_plays_the_plain_engines_games_with_every_kind_of_text(seed: int) -> None:
    faces = corpus_faces(seed)
    options = SlotWarsOptions()
    decks, sides = (faces[0][:21], faces[1][:21]), (faces[0][21:], faces[1][21:])
    fast = SlotWarsState.from_decks(options, decks, sides, seed=seed)
    plain = PlainSlotWarsState.from_decks(options, decks, sides, seed=seed)
    assert_same_game(fast, plain, seed)


def test_every_rule_changing_effect_says_which_kinds_of_rule_it_may_change() -> None:
    """An effect missing from RULE_KINDS may change any rule (correct, but the engine then asks
    every card that carries it about every kind of rule)."""
    assert set(fx.RULE_CHANGES) <= set(RULE_KINDS)
    lowest = TEXT.ability(card("Low", 3, Rarity.COMMON, "Lowest card wins in this slot."))
    plus = TEXT.ability(card("Plus", 3, Rarity.COMMON, "This card gets +2."))
    assert lowest is not None and lowest.rule_kinds == frozenset({RuleKind.LOWEST_WINS})
    assert plus is not None and plus.rule_kinds == frozenset()


@pytest.mark.parametrize("seed", [4, 5])
def test_a_view_read_after_the_game_moved_on_shows_the_game_as_observed(seed: int) -> None:
    """observe() leaves the table, piles, cards seen, deck and sideboard to be worked out when
    read; the game works them out before it changes, so they read as at the observation."""
    faces = corpus_faces(seed)
    decks, sides = (faces[0][:21], faces[1][:21]), (faces[0][21:], faces[1][21:])
    game = SlotWarsState.from_decks(SlotWarsOptions(), decks, sides, seed=seed)
    chooser = Rng(seed)
    while not game.is_terminal:
        kept = [game.observe(seat).view for seat in (0, 1, None)]
        snapshots = [to_jsonable(game.clone().observe(seat).view) for seat in (0, 1, None)]
        pending = game.decisions()
        if pending:
            decision = pending[chooser.randrange(len(pending))]
            game.act(decision.player, chooser.choice(decision.actions))
        else:
            game.advance()
        assert [to_jsonable(view) for view in kept] == snapshots


def test_a_view_keeps_equality_copies_and_its_reading() -> None:
    game = SlotWarsState.new(SlotWarsOptions(), 3)
    while game.step is not Step.REVEAL or not game.table_cards():
        pending = game.decisions()
        if pending:
            game.act(pending[0].player, pending[0].actions[-1])
        else:
            game.advance()
    view = game.observe(0).view
    copied = pickle.loads(pickle.dumps(view))
    assert copied == view == game.clone().observe(0).view
    assert copied.slots[game.slot - 1] and view.describe() == copied.describe()


def test_a_view_first_read_after_a_change_between_steps_says_so() -> None:
    game = SlotWarsState.new(SlotWarsOptions(), 3)
    view = game.observe(0).view
    game.draw(0, 1, "p0-00")  # a GameApi call, not a step: the view can no longer be worked out
    with pytest.raises(RuntimeError, match="read after the game changed"):
        _ = view.deck
    assert game.observe(0).view.hand  # a view observed after the change reads as always
