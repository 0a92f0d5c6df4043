"""Writing files so that a crash or a full disk never leaves one half-written.

Every file wartable writes for a user (card sets, records, event exports, reports, plots, print
sheets) goes through :func:`atomic_file`; ``tests/test_writers.py`` checks that no other code
writes files in place."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Literal


def file_creation_mask() -> int:
    """The process's umask (reading it means setting it, so it is set straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@contextmanager
def atomic_file(
    path: str | os.PathLike[str], mode: Literal["w", "wb"], *, newline: str | None = None
) -> Iterator[IO[Any]]:
    """Open a temporary file next to ``path`` for writing (text as UTF-8, with ``newline`` as
    :func:`open` takes it, or bytes); when the block
    ends without an error it is flushed to disk, given the permissions a new file would get, and
    renamed over ``path`` in one step. On any error it is removed and ``path`` is left as it was.
    Folders on the way are created. Raises :class:`OSError` if the file cannot be written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
    )
    try:
        encoding = "utf-8" if mode == "w" else None
        with os.fdopen(handle, mode, encoding=encoding, newline=newline) as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o666 & ~file_creation_mask())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def write_bytes_atomically(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` with :func:`atomic_file`."""
    with atomic_file(path, "wb") as stream:
        stream.write(data)
    return Path(path)


def write_text_atomically(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` with :func:`atomic_file`."""
    with atomic_file(path, "w") as stream:
        stream.write(text)
    return Path(path)
