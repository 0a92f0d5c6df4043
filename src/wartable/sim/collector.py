"""The cyclic garbage collector while a batch of games runs.

A process that plays many games holds a large heap that lives as long as it does (the grammar's
tables, the card texts read once, the variants' remembered judgements) and makes, while it plays,
many short-lived objects and almost no reference cycles (refcounting frees them). The collector
does not know that: every collection of the oldest generation walks the whole long-lived heap
again, and the youngest is swept every 700 new objects. In the balance lab that was about 7% of
a worker's time. :func:`games_collector` keeps the heap that exists when a batch starts out of the
collector's sweeps (``gc.freeze``) and sweeps the young objects less often while the batch runs,
then puts both back as they were, so the process is left as it was found (what was frozen is
swept again from then on: nothing is kept alive by it). In a process that has frozen its heap
itself (the web server, once warm) what the batch froze stays frozen, as that process chose.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_SWEEP = 10_000
"""New objects between two sweeps of the youngest generation while a batch runs (Python's default
is 700): few enough to keep a batch's memory bounded if some agent does make cycles."""


@contextmanager
def games_collector() -> Iterator[None]:
    """While the block runs, the objects that exist now are not swept and the youngest
    generation is swept every :data:`YOUNG_SWEEP` new objects; both restored afterwards."""
    thresholds = gc.get_threshold()
    frozen_before = gc.get_freeze_count() > 0
    gc.freeze()
    gc.set_threshold(max(YOUNG_SWEEP, thresholds[0]), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        if not frozen_before:
            gc.unfreeze()
