"""The store's one worker thread: the web tables' changes written in order, many at once.

Changes are queued on the event loop and written by one thread, each batch in one transaction
(whatever has queued up while the previous batch was written: a group commit, so a busy server
writes many moves per transaction and an idle one writes each at once). :meth:`StoreWriter.stored`
waits until everything queued so far is written: the tables call it before they tell anyone about
a change, so a move that was acknowledged is a move that was stored, and a server killed at any
moment loses no acknowledged move. A store call through :meth:`StoreWriter.call` runs after every
write queued before it.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any, TypeVar

from wartable.web.store import GameStore, Write

log = logging.getLogger("wartable.web")

T = TypeVar("T")


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

    def queue(self, *writes: Write) -> None:
        """Queue writes (from the event loop); they are written in order, soon."""
        self._loop = asyncio.get_running_loop()
        with self._lock:
            self._queue.extend(writes)
            self._queued += len(writes)
            start = not self._draining
            self._draining = True
        if start:
            self._executor.submit(self._drain)

    async def stored(self, game_id: str) -> bool:
        """Wait until every write queued so far is done; whether all of ``game_id``'s were
        stored (a failure is reported once)."""
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
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, partial(call, *args))

    async def flush(self) -> None:
        """Wait until every queued write is done."""
        await self.call(lambda: None)

    def close(self) -> None:
        """Finish the queued writes and stop the thread."""
        self._executor.shutdown(wait=True)

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
