"""The card language's parser tables: built once, kept in the cache directory, loaded row by row;
a damaged or unwritable cache never stops a parse."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lark import Token, Tree
from lark.lexer import Lexer, LexerState

from wartable.variants.slot_wars.text import lalr, parser

GRAMMAR = """
start: greeting+
greeting: HELLO NAME | HELLO
HELLO: "hello"
NAME: "name"
"""


class WordLexer(Lexer):
    """Feeds whitespace-separated words as terminals of their own upper-case name."""

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, data: Any, *_: Any) -> Iterator[Token]:
        text = data.text if isinstance(data, LexerState) else data
        for word in str(text).split():
            yield Token(word.upper(), word)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(lalr.CACHE_VARIABLE, str(tmp_path))
    return tmp_path


def greetings(tree: Tree[Any]) -> list[list[str]]:
    return [[str(word) for word in child.children] for child in tree.children]


def test_the_first_load_builds_and_keeps_the_table(cache: Path) -> None:
    made = lalr.load_parser(GRAMMAR, WordLexer)
    assert greetings(made.parse("hello name hello")) == [["hello", "name"], ["hello"]]
    assert len(list(cache.glob("card-language-*.lalr"))) == 1


def test_a_later_load_reads_the_kept_table_without_building(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lalr.load_parser(GRAMMAR, WordLexer)

    def no_build(_: Any) -> bytes:
        raise AssertionError("built again")

    monkeypatch.setattr(lalr, "_packed", no_build)
    loaded = lalr.load_parser(GRAMMAR, WordLexer)
    assert greetings(loaded.parse("hello hello name")) == [["hello"], ["hello", "name"]]


def test_rows_are_decoded_only_when_a_parse_reaches_them(cache: Path) -> None:
    loaded = lalr.load_parser(GRAMMAR, WordLexer)
    rows = loaded.parser.parser.parser.parse_table.states
    assert len(rows) == 0
    loaded.parse("hello")
    assert 0 < len(rows) < len(rows._packed)


def test_a_changed_grammar_gets_its_own_table(cache: Path) -> None:
    lalr.load_parser(GRAMMAR, WordLexer)
    other = lalr.load_parser(GRAMMAR.replace("greeting+", "greeting"), WordLexer)
    assert len(list(cache.glob("card-language-*.lalr"))) == 2
    with pytest.raises(Exception, match="HELLO"):
        other.parse("hello hello")


def test_a_damaged_table_is_built_again(cache: Path) -> None:
    lalr.load_parser(GRAMMAR, WordLexer)
    (kept,) = cache.glob("card-language-*.lalr")
    kept.write_bytes(b"not a table")
    again = lalr.load_parser(GRAMMAR, WordLexer)
    assert greetings(again.parse("hello name")) == [["hello", "name"]]
    assert kept.read_bytes() != b"not a table"


def test_a_cache_that_cannot_be_written_only_costs_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("")
    monkeypatch.setenv(lalr.CACHE_VARIABLE, str(blocker / "cache"))
    made = lalr.load_parser(GRAMMAR, WordLexer)
    assert greetings(made.parse("hello")) == [["hello"]]


def test_only_the_newest_tables_are_kept(cache: Path) -> None:
    for extra in range(lalr.KEPT_GRAMMARS + 2):
        lalr.load_parser(GRAMMAR + f'\nUNUSED{extra}: "unused{extra}"\n', WordLexer)
    assert len(list(cache.glob("card-language-*.lalr"))) == lalr.KEPT_GRAMMARS


def test_the_card_language_reads_with_the_kept_table() -> None:
    table = parser._lark().parser.parser.parser.parse_table
    assert isinstance(table.states, lalr._Rows)
    assert str(parser.parse("When revealed: destroy OC.")) == "Destroy OC."
