"""The collector while a batch of games runs: the heap that exists is left out, the young are swept
less often, and everything is put back as it was afterwards (also when the batch fails)."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from wartable.sim.collector import YOUNG_SWEEP, games_collector


@pytest.fixture
def unfrozen() -> Iterator[None]:
    """A process that has frozen nothing (as a worker process is); as it was afterwards."""
    frozen = gc.get_freeze_count()
    gc.unfreeze()
    yield
    if frozen:
        gc.freeze()


def test_the_existing_heap_is_left_out_while_games_run_and_put_back_after(unfrozen: None) -> None:
    thresholds = gc.get_threshold()
    with games_collector():
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == (max(YOUNG_SWEEP, thresholds[0]), *thresholds[1:])
    assert gc.get_threshold() == thresholds
    assert gc.get_freeze_count() == 0


def test_a_failing_batch_puts_the_collector_back_too(unfrozen: None) -> None:
    thresholds = gc.get_threshold()
    with pytest.raises(RuntimeError, match="a game failed"), games_collector():
        raise RuntimeError("a game failed")
    assert gc.get_threshold() == thresholds
    assert gc.get_freeze_count() == 0


def test_cycles_made_while_games_run_are_still_collected() -> None:
    class Node:
        def __init__(self) -> None:
            self.other: Node | None = None

    with games_collector():
        first, second = Node(), Node()
        first.other, second.other = second, first
        del first, second
        assert gc.collect() >= 2


def test_a_process_that_froze_its_heap_itself_keeps_it_frozen(unfrozen: None) -> None:
    gc.freeze()
    with games_collector():
        pass
    assert gc.get_freeze_count() > 0
    gc.unfreeze()
