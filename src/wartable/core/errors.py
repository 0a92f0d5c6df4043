"""The errors wartable raises for bad input.

Every error a user can cause derives from :class:`WartableError`; its message names what is wrong and
where, so a command-line tool can print it as one line and exit with status 2.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class WartableError(Exception):
    """Base class of every error caused by input the user gave (options, records, actions, ...)."""


class OptionError(WartableError, ValueError):
    """An option string or value that cannot be read or is out of range."""


class UnknownVariantError(WartableError, LookupError):
    """A variant id or alias that is not registered."""


class CardParseError(WartableError, ValueError):
    """Text that does not name a card of the deck in use."""


class IllegalActionError(WartableError, ValueError):
    """An action that is not legal for that player in that state, or that does not parse."""


class RecordError(WartableError, ValueError):
    """A game record or state file that is corrupt, truncated or of an unknown format."""


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """Return `` (did you mean 'x'?)`` for the closest candidate, or an empty string."""
    matches = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return f" (did you mean {matches[0]!r}?)" if matches else ""
