"""Seeded random numbers owned by a game state.

All chance in a game comes from the state's own :class:`Rng`, seeded when the game is created; nothing
in wartable uses the module-level ``random`` or ``numpy.random`` state. The generator is Python's
Mersenne Twister, whose output for an integer seed, ``shuffle`` and ``randrange`` is the same on every
platform, so a seed gives the same game everywhere.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from wartable.core.errors import RecordError

MAX_SEED = 2**64 - 1


def derive_seed(seed: int, *keys: int | str) -> int:
    """A 64-bit seed derived from ``seed`` and ``keys`` by hashing: stable across runs and machines.

    Used to give game ``i`` of a run seeded ``s`` the seed ``derive_seed(s, i)``, so that a run's
    results do not depend on how its games are split between workers.
    """
    text = ":".join([str(seed), *(str(k) for k in keys)]).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")


def check_seed(seed: int) -> int:
    """Return ``seed`` if it is a whole number from 0 to 2**64-1, else raise ValueError."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"a seed must be a whole number from 0 to {MAX_SEED}, got {seed!r}")
    return seed


class Rng(random.Random):
    """A seeded generator whose whole state can be saved as JSON and restored exactly."""

    def to_json(self) -> list[Any]:
        """The generator state as a JSON-ready list."""
        version, internal, gauss_next = self.getstate()
        return [version, list(internal), gauss_next]

    @classmethod
    def from_json(cls, data: Any) -> Rng:
        """Restore a generator saved by :meth:`to_json`; raise RecordError if it is malformed."""
        try:
            version, internal, gauss_next = data
            rng = cls.restored((int(version), tuple(int(x) for x in internal), gauss_next))
        except (TypeError, ValueError) as exc:
            raise RecordError(f"corrupt random generator state: {exc}") from None
        return rng

    @classmethod
    def restored(cls, state: tuple[Any, ...]) -> Rng:
        """A generator in ``state`` (what :meth:`getstate` returned), made without seeding it
        first: ``Rng()`` would seed itself from the system's entropy, which costs more than the
        rest of copying a generator."""
        rng: Rng = random.Random.__new__(cls)
        rng.setstate(state)
        return rng

    def copy(self) -> Rng:
        """An independent generator in the same state."""
        return Rng.restored(self.getstate())

    def spawn(self) -> Rng:
        """A new independent generator seeded from this one (advances this one)."""
        return Rng(self.getrandbits(64))
