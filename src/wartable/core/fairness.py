"""Commitments to a deal: a game's seed fixed, and shown fixed, before anyone sees a card.

A game between people is dealt from a seed its server draws. At the start both players are shown
the **commitment**, the SHA-256 of the text of a :class:`Deal` (the variant, its rules version, the
options in full, the seed and a random salt); when the game ends the seed and the salt are revealed,
and anyone can hash the text again and re-play the game from the seed. The salt (256 random bits)
keeps the commitment from giving the seed away: without it, hashing every seed the server could
have drawn would find it.

The text is plain and line-based so that any SHA-256 tool checks it::

    wartable deal v1
    variant=hand-of-war
    rules_version=1
    options=hand-of-war(max_rounds=200,...)
    seed=123456789
    salt=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

from wartable.core.errors import RecordError
from wartable.core.record import GameRecord

HEADER = "wartable deal v1"
SALT_BYTES = 32
_SALT = re.compile(r"[0-9a-f]{64}")


def new_salt() -> str:
    """A fresh salt: 256 random bits as 64 lowercase hex digits."""
    return secrets.token_hex(SALT_BYTES)


@dataclass(frozen=True)
class Deal:
    """What a commitment binds: the game's rules and its seed, with the salt that hides it."""

    variant: str
    rules_version: int
    options: str
    """The options in full (``VariantOptions.to_string(full=True)``)."""
    seed: int
    salt: str

    def __post_init__(self) -> None:
        if not _SALT.fullmatch(self.salt):
            raise RecordError(f"a deal's salt is 64 lowercase hex digits, got {self.salt!r}")
        if "\n" in self.options or "\n" in self.variant:
            raise RecordError("a deal's variant and options are one line each")

    def text(self) -> str:
        """The text whose SHA-256 is the commitment (UTF-8, each line ending in a newline)."""
        return (
            f"{HEADER}\nvariant={self.variant}\nrules_version={self.rules_version}\n"
            f"options={self.options}\nseed={self.seed}\nsalt={self.salt}\n"
        )

    def commitment(self) -> str:
        """The commitment: SHA-256 of :meth:`text`, as 64 lowercase hex digits."""
        return hashlib.sha256(self.text().encode()).hexdigest()

    def matches(self, commitment: str) -> bool:
        """Whether this deal is the one ``commitment`` was made to."""
        return hmac.compare_digest(self.commitment(), commitment.strip().lower())


def record_deal(record: GameRecord) -> tuple[Deal, str] | None:
    """The deal of a record and the commitment its ``meta`` holds (``commitment`` and ``salt``, as
    the web server writes them), or ``None`` for a record without one; RecordError if they are
    malformed."""
    committed = record.meta.get("commitment")
    salt = record.meta.get("salt")
    if committed is None and salt is None:
        return None
    if not isinstance(committed, str) or not isinstance(salt, str):
        raise RecordError("record meta 'commitment' and 'salt' must both be text")
    deal = Deal(record.variant, record.rules_version, record.options, record.seed, salt)
    return deal, committed


__all__ = ["HEADER", "Deal", "new_salt", "record_deal"]
