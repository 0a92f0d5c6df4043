"""The conformance checks every registered variant must pass (they ship with the library).

Each check takes a variant, an option string and a seed, plays games with seeded random choices,
and raises AssertionError with an explanation if the variant breaks the state protocol. The test suite
runs them over every registered variant and each of its ``examples``; a new variant joins by
registering. A plugin author can run them on a plugin's variant the same way.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from wartable.core.errors import IllegalActionError
from wartable.core.events import Event
from wartable.core.record import EventDigest, RecordedAction, record_game, replay
from wartable.core.registry import VariantSpec, get_variant
from wartable.core.rng import Rng, derive_seed
from wartable.core.state import Action, GameState

MAX_STEPS = 200_000


def _random_step(state: GameState, rng: Rng) -> tuple[tuple[Event, ...], RecordedAction | None]:
    """One step: advance, or a seeded random legal action for the first pending player."""
    pending = state.decisions()
    if not pending:
        return state.advance(), None
    decision = pending[0]
    action = rng.choice(decision.actions)
    return state.act(decision.player, action), RecordedAction(decision.player, str(action))


def _steps(state: GameState, rng: Rng, limit: int = MAX_STEPS) -> Iterator[tuple[Event, ...]]:
    for _ in range(limit):
        if state.is_terminal:
            return
        events, _ = _random_step(state, rng)
        yield events
    raise AssertionError(f"{state.variant_id}: no end after {limit} steps")


Variant = str | VariantSpec
"""A registered variant's id, or a spec (which need not be registered, e.g. a plugin under test)."""


def _spec(variant: Variant) -> VariantSpec:
    return variant if isinstance(variant, VariantSpec) else get_variant(variant)


def _new(variant: Variant, options: str, seed: int, *, quiet: bool = False) -> GameState:
    return _spec(variant).new_game(options, seed, quiet=quiet)


def _roundtrip(state: GameState) -> GameState:
    data = json.loads(json.dumps(state.to_json()))
    return type(state).from_json(data)


def check_random_play(variant: Variant, options: str, seed: int) -> None:
    """Random legal play ends with a well-formed outcome; every action is legal and parses back."""
    state = _new(variant, options, seed)
    rng = Rng(seed)
    for _ in range(MAX_STEPS):
        if state.is_terminal:
            break
        for decision in state.decisions():
            assert decision.actions, f"{variant}: player {decision.player} has no legal action"
            for action in decision.actions[:50]:
                parsed = state.parse_action(decision.player, str(action))
                assert parsed == action, f"{variant}: {action} parses back as {parsed}"
        _random_step(state, rng)
        json.dumps(state.observe(0).to_json())
    outcome = state.outcome
    assert outcome is not None, f"{variant}: game did not end"
    assert outcome.winner in (None, *range(state.num_players)), outcome
    assert len(outcome.scores) == state.num_players, outcome
    assert state.decisions() == (), "a finished game must have no pending decisions"


def check_clone_independence(variant: Variant, options: str, seed: int) -> None:
    """A clone is unaffected by play on the original, and plays on identically."""
    state = _new(variant, options, seed)
    rng = Rng(seed)
    for _, _events in zip(range(7), _steps(state, rng), strict=False):
        pass
    copy = state.clone()
    frozen = json.dumps(copy.to_json(), sort_keys=True)
    original_rng_state = rng.getstate()
    for _, _events in zip(range(25), _steps(state, rng), strict=False):
        pass
    assert json.dumps(copy.to_json(), sort_keys=True) == frozen, (
        "playing the original changed the clone"
    )
    rng.setstate(original_rng_state)
    for _, _events in zip(range(25), _steps(copy, rng), strict=False):
        pass
    assert copy.to_json() == state.to_json(), "the clone did not play on like the original"


def check_json_round_trip(variant: Variant, options: str, seed: int) -> None:
    """``from_json(to_json(s))`` equals ``s``, lists the same decisions and continues identically, at
    every step of a game."""
    state = _new(variant, options, seed)
    rng = Rng(seed)
    steps = 0
    while not state.is_terminal and steps < 400:
        restored = _roundtrip(state)
        assert restored.to_json() == state.to_json(), (
            f"{variant}: JSON round trip differs at step {steps}"
        )
        # The restored state lists its decisions afresh: a state that keeps its decisions must
        # have forgotten them when it last changed.
        assert restored.decisions() == state.decisions(), (
            f"{variant}: the pending decisions at step {steps} are not those of the state read"
            " back from its JSON (decisions kept from before a change?)"
        )
        _random_step(state, rng)
        steps += 1
    restored = _roundtrip(state)
    fork = Rng(seed + 1)
    fork_copy = Rng(seed + 1)
    for _ in range(30):
        if state.is_terminal:
            break
        first, _ = _random_step(state, fork)
        second, _ = _random_step(restored, fork_copy)
        assert [e.to_json() for e in first] == [e.to_json() for e in second]
    assert restored.to_json() == state.to_json()


def check_replay(variant: Variant, options: str, seed: int) -> None:
    """A record of a random game replays to the same outcome, events and final state."""
    state = _new(variant, options, seed)
    rng = Rng(seed)
    actions: list[RecordedAction] = []
    events: list[Event] = []
    for _ in range(MAX_STEPS):
        if state.is_terminal:
            break
        step_events, action = _random_step(state, rng)
        events.extend(step_events)
        if action is not None:
            actions.append(action)
    record = record_game(state, actions, events)
    result = replay(type(record).from_json(json.loads(record.to_line())), spec=_spec(variant))
    assert result.reproduced, f"{variant}: replay differs: {result.problems}"
    assert result.state.to_json() == state.to_json(), f"{variant}: replayed final state differs"


def check_initial_deal(variant: Variant, options: str, seed: int) -> None:
    """The initial deal is a JSON object, the same for the same seed, kept by records, and checked
    by replay (a record whose deal was altered does not reproduce)."""
    state = _new(variant, options, seed)
    deal = state.initial_deal()
    assert isinstance(deal, dict), f"{variant}: initial_deal() must give a dict"
    try:
        text = json.dumps(deal)
    except TypeError as exc:
        raise AssertionError(f"{variant}: the deal is not plain JSON: {exc}") from None
    assert json.loads(text) == deal, f"{variant}: the deal is not plain JSON (tuples?)"
    assert _new(variant, options, seed, quiet=True).initial_deal() == deal
    record = record_game(state, [], [])
    assert record.deal == deal, f"{variant}: the record does not keep the deal"
    altered = type(record).from_json({**record.to_json(), "deal": {**deal, "extra": []}})
    problems = replay(altered, spec=_spec(variant)).problems
    assert any("deal" in p for p in problems), f"{variant}: replay missed an altered deal"


def check_no_leaks(variant: Variant, options: str, seed: int, samples: int = 3) -> None:
    """Each player's observation is the same in any state it cannot tell apart (``resample``).

    Also checks that resampling really changes hidden information somewhere in the game, so the
    check cannot pass vacuously.
    """
    state = _new(variant, options, seed)
    rng = Rng(seed)
    sampler = Rng(derive_seed(seed, "resample"))
    differed = False
    steps = 0
    while not state.is_terminal and steps < 300:
        for player in range(state.num_players):
            seen = state.observe(player)
            for _ in range(samples):
                other = state.resample(player, sampler)
                assert other.observe(player) == seen, (
                    f"{variant}: player {player + 1}'s observation changed when only hidden"
                    f" information was resampled (step {steps})"
                )
                assert other.legal_actions(player) == state.legal_actions(player)
                differed = differed or other.to_json() != state.to_json()
        _random_step(state, rng)
        steps += 1
    assert differed, f"{variant}: resample never changed anything; nothing is hidden?"


def check_encoding_no_leaks(
    variant: Variant, options: str, seed: int, samples: int = 2, steps: int = 200
) -> None:
    """:func:`check_no_leaks` for the research adapters' observation vectors: each player's
    encoded observation (:mod:`wartable.adapters.encoding`) is the same in every state it cannot
    tell apart. Not in :data:`CHECKS`: a variant need not have an encoding."""
    import numpy as np  # noqa: PLC0415 - only the adapters' checks need NumPy

    from wartable.adapters.encoding import encoding  # noqa: PLC0415 - an adapter, not the core

    state = _new(variant, options, seed)
    encoder = encoding(state.variant_id, state.options)
    rng = Rng(seed)
    sampler = Rng(derive_seed(seed, "resample encoded"))
    differed = False
    for step in range(steps):
        if state.is_terminal:
            break
        for player in range(state.num_players):
            seen = encoder.encode(state.observe(player).view)
            assert seen.shape == (encoder.size,), f"{variant}: the vector's size changed"
            for _ in range(samples):
                other = state.resample(player, sampler)
                assert np.array_equal(encoder.encode(other.observe(player).view), seen), (
                    f"{variant}: player {player + 1}'s encoded observation changed when only"
                    f" hidden information was resampled (step {step})"
                )
                differed = differed or other.to_json() != state.to_json()
        _random_step(state, rng)
    assert differed, f"{variant}: resample never changed anything; nothing is hidden?"


def check_resample_is_blind(variant: Variant, options: str, seed: int) -> None:
    """``resample(p, rng)`` depends only on what ``p`` can see: two states that differ only in
    what ``p`` cannot see resample to the same state, which does not carry the game's seed. So a
    search agent, which only ever gets resampled states, acts the same in both and cannot learn a
    hidden card."""
    state = _new(variant, options, seed)
    rng = Rng(seed)
    steps = 0
    while not state.is_terminal and steps < 120:
        for player in range(state.num_players):
            twin = state.resample(player, Rng(derive_seed(seed, steps, player)))
            resampled = state.resample(player, Rng(7))
            assert resampled.seed == 0, f"{variant}: a resampled state keeps the game's seed"
            first = resampled.to_json()
            second = twin.resample(player, Rng(7)).to_json()
            assert first == second, (
                f"{variant}: resample for player {player + 1} depends on hidden information"
                f" (step {steps})"
            )
        _random_step(state, rng)
        steps += 1


def check_search_order_is_blind(variant: Variant, options: str, seed: int) -> None:
    """``search_order`` lists exactly the decision's actions and changes nothing, and its order
    depends only on what the deciding player knows: it is the same in every state resampled for
    that player. So the order in which a search tries moves cannot carry a hidden card. The same
    holds of ``search_default``, which must also be one of the decision's actions (or ``None``)."""
    state = _new(variant, options, seed)
    rng = Rng(seed)
    sampler = Rng(derive_seed(seed, "search order"))
    steps = 0
    while not state.is_terminal and steps < 150:
        for decision in state.decisions():
            before = json.dumps(state.to_json(), sort_keys=True)
            order = state.search_order(decision)
            settled = state.search_default(decision)
            assert sorted(map(str, order)) == sorted(map(str, decision.actions)), (
                f"{variant}: search_order is not the decision's actions (step {steps})"
            )
            assert settled is None or settled in decision.actions, (
                f"{variant}: search_default {settled} is not one of the actions (step {steps})"
            )
            assert json.dumps(state.to_json(), sort_keys=True) == before, (
                f"{variant}: search_order changed the state (step {steps})"
            )
            for _ in range(2):
                other = state.resample(decision.player, sampler)
                mine = next(d for d in other.decisions() if d.player == decision.player)
                assert other.search_order(mine) == order, (
                    f"{variant}: player {decision.player + 1}'s search order depends on hidden"
                    f" information (step {steps})"
                )
                assert other.search_default(mine) == settled, (
                    f"{variant}: player {decision.player + 1}'s search default depends on hidden"
                    f" information (step {steps})"
                )
        _random_step(state, rng)
        steps += 1


def check_determinism(variant: Variant, options: str, seed: int) -> None:
    """The same seed and choices give the same game even when global RNGs are disturbed."""
    import numpy as np  # noqa: PLC0415 - only this check needs NumPy

    def digest(disturb: Callable[[int], None]) -> tuple[str, dict[str, Any]]:
        state = _new(variant, options, seed)
        rng = Rng(seed)
        hasher = EventDigest()
        for step, events in enumerate(_steps(state, rng)):
            hasher.update(events)
            disturb(step)
        return hasher.hexdigest(), state.to_json()

    def shake(step: int) -> None:
        random.seed(step * 7919)
        random.random()
        np.random.seed(step % 2**32)
        np.random.random(3)

    assert digest(lambda step: None) == digest(shake), (
        f"{variant}: global RNG state changed the game"
    )


def check_quiet_equivalence(variant: Variant, options: str, seed: int) -> None:
    """A quiet state (no events) plays exactly the same game as a normal one."""
    loud = _new(variant, options, seed)
    quiet = _new(variant, options, seed, quiet=True)
    loud_rng, quiet_rng = Rng(seed), Rng(seed)
    for _ in range(MAX_STEPS):
        if loud.is_terminal:
            break
        _random_step(loud, loud_rng)
        silent, _ = _random_step(quiet, quiet_rng)
        assert silent == (), f"{variant}: a quiet state returned events"
    assert quiet.is_terminal
    assert quiet.outcome == loud.outcome
    assert quiet.summary() == loud.summary()


def check_illegal_actions(variant: Variant, options: str, seed: int) -> None:
    """Illegal actions and untimely calls raise IllegalActionError and change nothing."""
    state = _new(variant, options, seed)
    rng = Rng(seed)

    class Bogus(Action):
        def __str__(self) -> str:
            return "bogus"

    for _ in range(60):
        if state.is_terminal:
            break
        before = json.dumps(state.to_json(), sort_keys=True)
        pending = state.decisions()
        if pending:
            first = pending[0]
            _expect_illegal(state.advance)
            _expect_illegal(partial(state.act, first.player, Bogus()))
            _expect_illegal(partial(state.parse_action, first.player, "no such action"))
            for player in range(state.num_players):
                if not state.legal_actions(player):
                    _expect_illegal(partial(state.act, player, first.actions[0]))
        else:
            for player in range(state.num_players):
                _expect_illegal(partial(state.act, player, Bogus()))
        assert json.dumps(state.to_json(), sort_keys=True) == before, (
            "a refused call changed the state"
        )
        _random_step(state, rng)
    while not state.is_terminal:
        _random_step(state, rng)
    _expect_illegal(state.advance)


def _expect_illegal(call: Callable[[], object]) -> None:
    try:
        call()
    except IllegalActionError:
        return
    raise AssertionError("an illegal call was accepted")


def check_action_space(variant: Variant, options: str, seed: int) -> None:
    """Every action a game offers has an id in the variant's action space, the ids of one
    decision differ, each id gives its action back, the structured form is JSON with the action's
    kind, the view labels every action, and a decision's default is one of its actions."""
    state = _new(variant, options, seed)
    space = type(state).action_space(state.options)
    assert space is type(state).action_space(state.options), "the space must be made once"
    rng = Rng(seed)
    for _ in range(300):
        if state.is_terminal:
            break
        for decision in state.decisions():
            ids = [space.index(action) for action in decision.actions]
            assert len(set(ids)) == len(ids), f"{variant}: two actions share an id: {ids}"
            assert all(0 <= i < space.size for i in ids)
            assert decision.default is None or decision.default in decision.actions, (
                f"{variant}: default {decision.default} is not a legal action"
            )
            observation = state.observe(decision.player)
            assert observation.default_action == decision.default
            for info in observation.actions_info(space)[:60]:
                assert state.action_for_id(decision.player, info.id) == state.parse_action(
                    decision.player, info.text
                )
                assert info.data["kind"] == space.segment_of(info.id).kind
                assert info.label.strip(), f"{variant}: {info.text} has no label"
                json.dumps(info.to_json())
        _random_step(state, rng)
    unused = space.size  # an id outside the space is refused, not misread
    _expect_illegal(lambda: state.action_for_id(0, unused))


def check_options_round_trip(variant: Variant, options: str, seed: int) -> None:
    """Options print to strings that parse back to equal options."""
    spec = _spec(variant)
    parsed = spec.parse_options(options)
    assert spec.parse_options(parsed.to_string()) == parsed
    assert spec.parse_options(parsed.to_string(full=True)) == parsed
    assert spec.options_type.parse(parsed.to_string(full=True)) == parsed


CHECKS: dict[str, Callable[[Variant, str, int], None]] = {
    "random_play": check_random_play,
    "clone_independence": check_clone_independence,
    "json_round_trip": check_json_round_trip,
    "replay": check_replay,
    "initial_deal": check_initial_deal,
    "no_leaks": check_no_leaks,
    "resample_is_blind": check_resample_is_blind,
    "search_order_is_blind": check_search_order_is_blind,
    "determinism": check_determinism,
    "quiet_equivalence": check_quiet_equivalence,
    "illegal_actions": check_illegal_actions,
    "options_round_trip": check_options_round_trip,
    "action_space": check_action_space,
}
"""Every conformance check by name."""
