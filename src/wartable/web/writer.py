"""Where the web tables' changes are written: in order, many at once, before they are announced.

Changes are queued on the event loop and written by one thread, each batch in one transaction
(whatever has queued up while the previous batch was written: a group commit, so a busy server
writes many moves per transaction and an idle one writes each at once). On a SQLite file, where a
commit takes a fraction of a millisecond, the changes of a moment are written on the event loop
itself through a connection that never waits for a lock, which saves two thread hand-overs per
move; if another connection is writing just then, or the thread has writes still to do, they go
to the thread as above, in order. That connection leaves the log's checkpoints to the thread
(one every :data:`CHECKPOINT_EVERY` quick writes), so no commit on the loop pays for one.

:meth:`StoreWriter.stored` waits until everything queued so far is written: the tables call it
before they tell anyone about a change, so a move that was acknowledged is a move that was stored,
and a server killed at any moment loses no acknowledged move. A store call through
:meth:`StoreWriter.call` runs after every write queued before it.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any, TypeVar

from sqlalchemy.engine import Connection

from wartable.web.store import GameStore, Write

log = logging.getLogger("wartable.web")

T = TypeVar("T")

CHECKPOINT_EVERY = 500
"""Quick writes between two checkpoints of the SQLite log."""


class StoreWriter:
    """Writes and reads of ``store``, one at a time, on a thread of their own."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wartable-db")
        self._lock = threading.Lock()
        self._queue: list[Write] = []
        self._queued = 0
        """How many writes were ever queued (each write's number is its place in that count)."""
        self._draining = False
        self._written = 0
        """How many of the queued writes are done (stored, or failed), as the loop knows it."""
        self._failed: set[str] = set()
        """Games a write of which failed, until :meth:`stored` reports it."""
        self._waiters: list[tuple[int, asyncio.Future[None]]] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._quick: Connection | None = store.quick_writer() if store.local_file else None
        self._quick_soon = False
        self._quick_writes = 0

    def queue(self, *writes: Write) -> None:
        """Queue writes (from the event loop); they are written in order, soon."""
        self._loop = asyncio.get_running_loop()
        with self._lock:
            self._queue.extend(writes)
            self._queued += len(writes)
        if self._quick is None:
            self._start_draining()
        elif not self._quick_soon:
            self._quick_soon = True
            self._loop.call_soon(self._write_quickly)

    def _start_draining(self) -> None:
        with self._lock:
            start = bool(self._queue) and not self._draining
            if start:
                self._draining = True
        if start:
            self._executor.submit(self._drain)

    def _write_quickly(self) -> None:
        """On the loop: write what is queued at once, unless the thread is writing (or another
        connection holds the lock), in which case the thread writes it."""
        self._quick_soon = False
        assert self._quick is not None
        with self._lock:
            if not self._queue or self._draining:
                return
            writes, self._queue = self._queue, []
            through = self._queued
        try:
            self.store.write(writes, self._quick)
        except Exception:
            with self._lock:
                self._queue[:0] = writes
            self._start_draining()
            return
        self._done(through, set())
        self._quick_writes += 1
        if self._quick_writes % CHECKPOINT_EVERY == 0:
            self._executor.submit(self._checkpoint)

    async def stored(self, game_id: str) -> bool:
        """Wait until every write queued so far is done; whether all of ``game_id``'s were
        stored (a failure is reported once)."""
        if self._quick is not None:
            self._write_quickly()
        with self._lock:
            wanted = self._queued
        if self._written < wanted:
            waiter = asyncio.get_running_loop().create_future()
            self._waiters.append((wanted, waiter))
            await waiter
        if game_id in self._failed:
            self._failed.discard(game_id)
            return False
        return True

    async def call(self, call: Callable[..., T], *args: Any) -> T:
        """Run a store call on the store's thread, after every write queued before it."""
        if self._quick is not None:
            self._write_quickly()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, partial(call, *args))

    async def flush(self) -> None:
        """Wait until every queued write is done."""
        await self.call(lambda: None)

    def close(self) -> None:
        """Finish the queued writes and stop the thread."""
        if self._quick is not None:
            self._start_draining()
        self._executor.shutdown(wait=True)
        if self._quick is not None:
            self._quick.close()
            self._quick = None

    # -- on the store's thread -----------------------------------------------------------------

    def _drain(self) -> None:
        while True:
            with self._lock:
                if not self._queue:
                    self._draining = False
                    return
                writes, self._queue = self._queue, []
                through = self._queued
            failed = self._write(writes)
            loop = self._loop
            if loop is not None and not loop.is_closed():
                loop.call_soon_threadsafe(self._done, through, failed)

    def _checkpoint(self) -> None:
        try:
            self.store.checkpoint()
        except Exception as exc:
            log.warning("could not checkpoint the database's log: %s", type(exc).__name__)

    def _write(self, writes: list[Write]) -> set[str]:
        """Store ``writes`` in one transaction, or else one by one; the games whose writes
        failed."""
        try:
            self.store.write(writes)
        except Exception as exc:
            log.error("could not store %d changes at once: %s", len(writes), type(exc).__name__)
        else:
            return set()
        failed = set()
        for write in writes:
            try:
                self.store.write([write])
            except Exception as single:
                failed.add(write.game_id)
                log.error(
                    "could not store a change of game %s: %s", write.game_id, type(single).__name__
                )
        return failed

    # -- back on the event loop ----------------------------------------------------------------

    def _done(self, through: int, failed: set[str]) -> None:
        self._written = max(self._written, through)
        self._failed |= failed
        waiting = []
        for wanted, waiter in self._waiters:
            if wanted <= self._written:
                if not waiter.done():
                    waiter.set_result(None)
            else:
                waiting.append((wanted, waiter))
        self._waiters = waiting
