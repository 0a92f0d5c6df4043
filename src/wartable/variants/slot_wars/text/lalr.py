"""The card language's LALR(1) parser, built once and then loaded in milliseconds.

The grammar's table has thousands of states. Lark's own cache (``cache=True``) keeps it as Lark's
serialised objects, and turning those back into the table takes about half a second at every start:
most of what a fresh ``wartable cards check`` cost. Here the table is kept as plain integers (a
shift's target state, or a reduction's rule as a negative number) and each state's row is made
into Lark's form the first time a parse reaches it; a parse visits a few dozen states. Everything
else (rules, terminals, options) is Lark's own serialisation.

The file lives in the user's cache directory (``WARTABLE_CACHE_DIR`` overrides it), named by a hash
of the grammar, Lark's version and this format, so a changed grammar is rebuilt and never misread.
A file that cannot be read is rebuilt; a directory that cannot be written only costs the build.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import pickle
from pathlib import Path
from typing import Any

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import Lexer, TerminalDef
from lark.parsers.lalr_analysis import Reduce, Shift

from wartable.core.files import write_bytes_atomically

__all__ = ["CACHE_VARIABLE", "KEPT_GRAMMARS", "cache_directory", "load_parser"]

CACHE_VARIABLE = "WARTABLE_CACHE_DIR"
"""The environment variable naming the folder for cached tables (default: the user's cache)."""

KEPT_GRAMMARS = 8
"""How many built tables the cache keeps (one per version of the grammar)."""

_FORMAT = 1
"""Bumped when the file's layout changes."""


def cache_directory() -> Path:
    """Where built tables are kept."""
    named = os.environ.get(CACHE_VARIABLE)
    if named:
        return Path(named)
    from platformdirs import user_cache_path  # noqa: PLC0415 - only when a table is looked up

    return user_cache_path("wartable")


class _Rows(dict[int, dict[str, tuple[Any, Any]]]):
    """Lark's ``states`` mapping, each row decoded from its integers when first looked up."""

    def __init__(self, packed: dict[int, dict[int, int]], tokens: list[str], rules: list[Rule]):
        super().__init__()
        self._packed = packed
        self._tokens = tokens
        self._rules = rules

    def __missing__(self, state: int) -> dict[str, tuple[Any, Any]]:
        tokens, rules = self._tokens, self._rules
        row = {
            tokens[token]: (Shift, action) if action >= 0 else (Reduce, rules[-action - 1])
            for token, action in self._packed[state].items()
        }
        self[state] = row
        return row


def _table_of(parser: Lark) -> Any:
    return parser.parser.parser.parser.parse_table


def _packed(parser: Lark) -> bytes:
    """The parser as this module keeps it: Lark's serialisation without the table's rows, and
    the rows as integers."""
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    rule_index = {id(rule): index for index, rule in enumerate(parser.rules)}
    table = _table_of(parser)
    tokens: dict[str, int] = {}
    rows: dict[int, dict[int, int]] = {}
    for state, actions in table.states.items():
        row: dict[int, int] = {}
        for token, (action, argument) in actions.items():
            number = tokens.setdefault(token, len(tokens))
            row[number] = argument if action is Shift else -1 - rule_index[id(argument)]
        rows[state] = row
    data["parser"]["parser"] = {**data["parser"]["parser"], "tokens": {}, "states": {}}
    return pickle.dumps(
        {"data": data, "memo": memo, "tokens": list(tokens), "rows": marshal.dumps(rows)},
        protocol=pickle.HIGHEST_PROTOCOL,
    )


def _unpacked(packed: bytes, lexer: type[Lexer]) -> Lark:
    kept = pickle.loads(packed)  # our own file, in the user's own cache directory
    load: Any = Lark._load_from_dict
    parser: Lark = load(kept["data"], kept["memo"])
    if parser.options.lexer is not lexer:
        raise ValueError("the cached parser was made for another lexer")
    _table_of(parser).states = _Rows(
        marshal.loads(kept["rows"]), kept["tokens"], list(parser.rules)
    )
    return parser


def load_parser(grammar: str, lexer: type[Lexer], *, propagate_positions: bool = True) -> Lark:
    """The LALR(1) parser of ``grammar`` fed by ``lexer``: loaded from the cache when it was
    built before, else built (about a second) and kept. Either way it is the parser made from
    the kept form, so every process parses with the same tables."""
    key = hashlib.sha256(
        f"{_FORMAT}\0{lark.__version__}\0{propagate_positions}\0{grammar}".encode()
    ).hexdigest()[:24]
    path = cache_directory() / f"card-language-{key}.lalr"
    try:
        return _unpacked(path.read_bytes(), lexer)
    except Exception:  # missing, damaged or from another Lark: built again below
        packed = _packed(
            Lark(grammar, parser="lalr", lexer=lexer, propagate_positions=propagate_positions)
        )
    try:
        write_bytes_atomically(path, packed)
        _forget_old(path)
    except OSError:
        pass  # a cache that cannot be written only costs the build next time
    return _unpacked(packed, lexer)


def _forget_old(kept: Path) -> None:
    """Remove all but the newest :data:`KEPT_GRAMMARS` cached tables (other versions of the
    grammar, such as other checkouts', keep theirs until then)."""
    others = sorted(
        (p for p in kept.parent.glob("card-language-*.lalr") if p != kept),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for old in others[KEPT_GRAMMARS - 1 :]:
        old.unlink(missing_ok=True)
