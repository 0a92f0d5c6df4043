"""The built-in pools: the generated one is the nine designers' sets of ``pool_seed``, and the option
strings of the other pools read as they did before ``pool_seed`` was added."""

from __future__ import annotations

import pytest

from wartable.core import new_game
from wartable.core.errors import OptionError
from wartable.variants.slot_wars.engine import SlotWarsOptions, SlotWarsState
from wartable.variants.slot_wars.generated import generated_pool


def dealt_faces(options: str, seed: int) -> set[object]:
    state = new_game("slot-wars", options, seed)
    assert isinstance(state, SlotWarsState)
    cards = (*state.deck(0), *state.sideboard(0), *state.deck(1), *state.sideboard(1))
    return {state.face(c) for c in cards}


def test_the_generated_pool_deals_the_designers_sets_of_its_seed() -> None:
    dealt = dealt_faces("pool=generated,pool_seed=7", 3)
    assert len(dealt) > 20
    assert dealt <= set(generated_pool(7))
    assert not dealt <= set(generated_pool(8))
    assert dealt_faces("pool=generated,pool_seed=7", 3) == dealt


def test_pool_seed_is_written_only_with_the_generated_pool() -> None:
    starter = SlotWarsOptions().to_string(full=True)
    assert "pool_seed" not in starter
    assert SlotWarsOptions.parse(starter) == SlotWarsOptions()
    generated = SlotWarsOptions.parse("pool=generated,pool_seed=7")
    assert "pool=generated,pool_seed=7" in generated.to_string(full=True)
    assert SlotWarsOptions.parse(generated.to_string(full=True)) == generated
    assert SlotWarsOptions.parse("pool=generated").to_string() == "slot-wars(pool=generated)"


def test_pool_seed_with_another_pool_is_refused() -> None:
    with pytest.raises(OptionError, match="pool_seed makes the generated pool; with pool=vanilla"):
        SlotWarsOptions.parse("pool=vanilla,pool_seed=3")
