"""One-step fixes for card text the language refuses: whole rewritten texts that do read.

A refused sentence is repaired the way a proof-reader would: the fewest word changes (a word
dropped, a word put in, a word replaced by one the grammar expects there or by the known word it
looks like) that make it read, at most :data:`MAX_CHANGES` changes per sentence. The search runs on
the sentence's words, not its text: each change is tried by feeding the words from the change on to
the grammar's own LALR table, from the parser state just before the change, so a try costs a few
table look-ups. What the search finds is written back into the designer's text, read in full (the
words alone do not say whether a text means something possible), and ranked by the number of
changes, then by how close the result stays to what was written; each rewrite comes with its
canonical text and what it would do. Where no repair is found, the nearest template sentences stand
in (ranked after every repair), so a refused text always gets a rewrite that reads.
"""

from __future__ import annotations

import difflib
import functools
import itertools
import re
from dataclasses import dataclass
from typing import Any

from lark.parsers.lalr_analysis import Shift

from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import (
    _WORDS,
    CardTextError,
    _lark,
    nearest_phrasings,
    parse,
    reads,
    reads_as_written,
    tokenize,
)
from wartable.variants.slot_wars.text.printer import explain

MAX_CHANGES = 3
"""The most word changes a repair may make to one sentence."""

BEAM = 12
"""How many partial repairs of each number of changes are followed further (the furthest read)."""

BUDGET = 4000
"""The most word sequences one sentence's search tries (each a few table look-ups)."""

_SENTENCE_END = re.compile(r"(?<=[.;\n])")

_SPELLED: dict[str, str] = {
    "NUMBER": "1",
    "SIGNED": "+1",
    "TIMES": "x2",
    "NUMRANGE": "2-3",
    "NUMS": "1s",
    "SLOTNUM": "S1",
    "SLOTLIST": "S1 and S9",
    "NUMLIST": "1s and 2s",
    "TAG": "[BT]",
    "ORDINAL": "ninth",
    "_THAT_OWNER": "that card's owner",
    "_POSS": "'s",
    "_COLON": ":",
    "_COMMA": ",",
    "_OPP": "opp.",
    "_ADJ": "adj.",
    "_PREV": "prev.",
    "_OC": "OC",
    "_CANT": "can't",
}
"""How a repair writes a terminal that is not one plain word."""

_NO_INSERT = frozenset({"_STOP", "$END", "WORD"})
_END = "$END"


@dataclass(frozen=True, slots=True)
class Rewrite:
    """A rewritten card text that reads: the text, its canonical form, what it does, and how many
    words were changed (``None``: a template sentence, not a repair of what was written)."""

    text: str
    canonical: str
    explanation: str
    changes: int | None

    def to_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "canonical": self.canonical,
            "explanation": self.explanation,
            "changes": self.changes,
        }


@functools.cache
def _spelling_of(terminal: str) -> str | None:
    """A word that reads as ``terminal``: the word it is named after ("_ROUND": "round"), else
    the first spelling the grammar lists (never a chat spelling like "u" or "rnd" where the
    plain word exists)."""
    if terminal in _SPELLED:
        return _SPELLED[terminal]
    if terminal in _NO_INSERT:
        return None
    named = terminal.strip("_").lower()
    if _WORDS.get(named) == terminal:
        return named
    return next((word for word, kind in _WORDS.items() if kind == terminal), None)


@functools.cache
def _known_words() -> tuple[str, ...]:
    return tuple(w for w in _WORDS if w.isalpha())


# --------------------------------------------------------------------------------------------------
# Reading words with the grammar's table


class _Table:
    """The grammar's LALR table, driven without building a tree: whether a sequence of terminals
    reads, and where it stops if not."""

    def __init__(self) -> None:
        table: Any = _lark().parser.parser.parser.parse_table  # lark's LALR table (not public API)
        self.states: dict[int, dict[str, tuple[Any, Any]]] = table.states
        self.start: int = table.start_states["start"]
        self.end: int = table.end_states["start"]

    def feed(self, stack: tuple[int, ...], kind: str) -> tuple[int, ...] | None:
        """The parser states after reading a terminal (``$END``: the end of the text), or ``None``
        if it cannot come after ``stack``."""
        states = list(stack)
        while True:
            action = self.states[states[-1]].get(kind)
            if action is None:
                return None
            what, arg = action
            if what is Shift:
                states.append(arg)
                return tuple(states)
            size = len(arg.expansion)
            if size:
                del states[-size:]
            states.append(self.states[states[-1]][arg.origin.name][1])
            if kind == _END and states[-1] == self.end:
                return tuple(states)

    def expected(self, stack: tuple[int, ...]) -> frozenset[str]:
        """The terminals that may come after ``stack``."""
        return frozenset(k for k in self.states[stack[-1]] if k.isupper())


@functools.cache
def _table() -> _Table:
    return _Table()


@dataclass(frozen=True, slots=True)
class _Word:
    """A word of a sentence under repair: its terminal, its span in what was written (an inserted
    word has an empty span where it goes, and is not changed again) and how it is written."""

    kind: str
    start: int
    end: int
    text: str
    inserted: bool = False


@dataclass(frozen=True, slots=True)
class _Edit:
    """One word change, in the coordinates of what was written: ``start``-``end`` becomes ``word``
    ('' drops it; an empty span puts the word in)."""

    start: int
    end: int
    word: str


@dataclass(frozen=True, slots=True)
class _Attempt:
    """A sentence with some changes made: its words, the changes, and where it stops reading
    (``at``: the index of the first word that cannot come; ``len(words)``: the end), with the
    parser states before that word."""

    words: tuple[_Word, ...]
    edits: tuple[_Edit, ...]
    at: int
    stack: tuple[int, ...]

    def reached(self, length: int) -> int:
        """How far into what was written it reads."""
        return self.words[self.at].start if self.at < len(self.words) else length + 1


def _read_from(
    words: tuple[_Word, ...], edits: tuple[_Edit, ...], at: int, stack: tuple[int, ...]
) -> _Attempt | None:
    """Read ``words`` from index ``at`` on, from the parser states ``stack``: ``None`` if they read
    to the end, else where they stop."""
    table = _table()
    for index in range(at, len(words)):
        after = table.feed(stack, words[index].kind)
        if after is None:
            return _Attempt(words, edits, index, stack)
        stack = after
    if table.feed(stack, _END) is None:
        return _Attempt(words, edits, len(words), stack)
    return None


# --------------------------------------------------------------------------------------------------
# Writing changes back into the text


def _join(before: str, word: str, after: str) -> str:
    if word and before and not before.endswith((" ", "\n")) and word not in (",", ":", "'s"):
        word = " " + word
    if word and after and not after.startswith((" ", ".", ",", ":", ";", "\n", "'")):
        word += " "
    return before + word + after


def _tidy(text: str) -> str:
    joined = re.sub(r"[ \t]{2,}", " ", text)
    return re.sub(r"[ \t]+([.,:;])", r"\1", joined).strip(" ")


def _written(sentence: str, edits: tuple[_Edit, ...]) -> str:
    """``sentence`` with ``edits`` made (a word put in before a word replaced at the same place)."""
    order = sorted(
        enumerate(edits), key=lambda item: (item[1].start, item[1].end > item[1].start, item[0])
    )
    text = sentence
    for _, edit in reversed(order):  # from the end, so that earlier places stay where they are
        text = _join(text[: edit.start], edit.word, text[edit.end :])
    return _tidy(text)


# --------------------------------------------------------------------------------------------------
# The search


def _words_of(sentence: str) -> tuple[_Word, ...]:
    """The sentence's words (the tokenizer's; a word it adds, like "card" after "this", is not
    written and so not changed)."""
    return tuple(
        _Word(t.kind, t.offset, t.offset + len(t.text), t.text, inserted=not t.text)
        for t in tokenize(sentence)
    )


def _replacements(word: _Word, expected: list[str]) -> list[str]:
    """Words to put in place of ``word``: known words it looks like (an unknown word), then the
    expected words."""
    near: list[str] = []
    if word.kind == "WORD":
        near = difflib.get_close_matches(word.text.lower(), _known_words(), n=4, cutoff=0.7)
    return list(dict.fromkeys([*near, *expected]))


def _kind_of(word: str, terminal: str | None) -> str:
    if terminal is not None:
        return terminal
    return _WORDS[word]


def _changes(attempt: _Attempt, length: int) -> list[_Attempt | tuple[_Edit, ...]]:
    """Every attempt one word change further, at the word where ``attempt`` stops: the change
    tried (an attempt that stops later) or, for a change that makes the words read, its edits."""
    table = _table()
    spelled = {
        t: w for t in sorted(table.expected(attempt.stack)) if (w := _spelling_of(t)) is not None
    }
    at, words = attempt.at, attempt.words
    place = words[at].start if at < len(words) else length
    tries: list[tuple[tuple[_Word, ...], _Edit]] = []
    for terminal, spelling in spelled.items():  # put a word in
        new = _Word(terminal, place, place, spelling, inserted=True)
        tries.append(((new,), _Edit(place, place, spelling)))
    skip = 0
    if at < len(words) and not words[at].inserted:
        skip = 1
        word = words[at]
        tries.append(((), _Edit(word.start, word.end, "")))  # drop it
        terminals = {w: t for t, w in spelled.items()}
        for spelling in _replacements(word, list(terminals)):  # replace it
            kind = _kind_of(spelling, terminals.get(spelling))
            new = _Word(kind, word.start, word.start, spelling, inserted=True)
            tries.append(((new,), _Edit(word.start, word.end, spelling)))
    out: list[_Attempt | tuple[_Edit, ...]] = []
    for put, edit in tries:
        dropped = skip if edit.end > edit.start else 0
        changed = (*words[:at], *put, *words[at + dropped :])
        edits = (*attempt.edits, edit)
        read = _read_from(changed, edits, at, attempt.stack)
        out.append(edits if read is None else read)
    return out


def _unreadable_character(sentence: str) -> tuple[str, int] | None:
    """The sentence without the first character (or word) the tokenizer cannot read, as one
    change; ``None`` if it tokenizes (or only a meta-rule word stops it)."""
    try:
        tokenize(sentence)
    except CardTextError as exc:
        if exc.line != 1 or not exc.word:
            return None
        start = exc.column - 1
        return _tidy(sentence[:start] + " " + sentence[start + len(exc.word) :]), 1
    return None


def _repair(sentence: str, want: int = 3) -> list[tuple[int, str]]:
    """Repairs of one sentence: (changes, text), fewest changes first; the search stops at the
    first number of changes that gives ``want`` repairs, or after :data:`BUDGET` tries."""
    base, spent = sentence, 0
    while spent < MAX_CHANGES and (fixed := _unreadable_character(base)) is not None:
        base, spent = fixed[0], spent + fixed[1]
    try:
        words = _words_of(base)
    except CardTextError:
        return []
    start = _read_from(words, (), 0, (_table().start,))
    if start is None:
        return [(spent, base)] if spent and _reads(base) is not None else []
    found: list[tuple[int, str]] = []
    seen: set[tuple[str, ...]] = {tuple(w.kind for w in words)}
    level = [start]
    tries = 0
    for changes in range(spent + 1, MAX_CHANGES + 1):
        scored: list[tuple[int, _Attempt]] = []
        for attempt in level:
            for result in _changes(attempt, len(base)):
                tries += 1
                if isinstance(result, tuple):
                    text = _written(base, result)
                    if _reads(text) is not None and (changes, text) not in found:
                        found.append((changes, text))
                    continue
                kinds = tuple(w.kind for w in result.words)
                if kinds not in seen:
                    seen.add(kinds)
                    scored.append((result.reached(len(base)), result))
            if tries > BUDGET:
                break
        if len(found) >= want or (found and changes > 1) or tries > BUDGET:
            break
        scored.sort(key=lambda item: -item[0])
        level = [attempt for _, attempt in scored[:BEAM]]
    return found


# --------------------------------------------------------------------------------------------------
# Rewrites of a whole text


def _reads(text: str) -> fx.CardText | None:
    read = reads_as_written(text)
    return read if read is not None and read.abilities else None


def _sentences(text: str) -> list[str]:
    """The sentences of a text, each with its stop (split where the tokenizer ends a sentence, so
    that "opp." does not end one)."""
    try:
        stops = [t.offset + 1 for t in tokenize(text) if t.kind == "_STOP"]
    except CardTextError:
        return _SENTENCE_END.split(text)
    bounds = [0, *stops, len(text)]
    return [text[a:b] for a, b in itertools.pairwise(bounds) if a < b]


def _closeness(original: str, text: str) -> float:
    return difflib.SequenceMatcher(None, original.lower(), text.lower()).ratio()


def _said_instead(text: str) -> list[str]:
    """The text with each reading a refusal names ("'it' could mean 'OC' or 'this card'", "'the
    card' in the next slot could be yours, opp.'s or every card there") put in place of the words
    it replaces (or as the whole text), where that reads."""
    try:
        parse(text)
    except CardTextError as error:
        readings, replaces = error.readings, error.replaces
    else:
        return []
    if not replaces:
        return [r for r in readings if _reads(r) is not None]
    found: list[str] = []
    pattern = re.compile(rf"(?<![\w']){re.escape(replaces)}(?![\w'])", re.I)
    for match in pattern.finditer(text):
        for reading in readings:
            opens = not text[: match.start()].strip() or text[: match.start()].rstrip()[-1] in ".;:"
            said = reading[:1].upper() + reading[1:] if opens else reading
            written = _tidy(text[: match.start()] + said + text[match.end() :])
            if _reads(written) is not None and written not in found:
                found.append(written)
    if replaces.lower() == "it":  # "its": the reading's
        for match in re.finditer(r"(?<![\w'])its(?![\w'])", text, flags=re.I):
            for reading in readings:
                written = text[: match.start()] + f"{reading}'s" + text[match.end() :]
                if _reads(written) is not None and written not in found:
                    found.append(written)
    return found


def rewrites(text: str, n: int = 3) -> tuple[Rewrite, ...]:
    """Up to ``n`` rewrites of a refused card text that read (none if it reads already), closest
    first: the readings a refusal of an ambiguous text names, each put in place of the words it
    replaces; each refused sentence repaired with the fewest word changes, or replaced by its
    nearest template sentences where no repair is found."""
    if reads(text) is not None or not text.strip():
        return ()
    instead = []
    for written in _said_instead(text):
        said = parse(written)
        instead.append(Rewrite(written, said.canonical(), explain(said), 1))
    if len(instead) >= n:
        return tuple(instead[:n])
    sentences = [s for s in _sentences(text) if s.strip()]
    fixed: list[list[tuple[int | None, str]]] = []
    for sentence in sentences:
        if _reads(sentence) is not None:
            fixed.append([(0, sentence)])
            continue
        options: list[tuple[int | None, str]] = list(_repair(sentence.strip()))
        options.sort(key=lambda item: (item[0], -_closeness(sentence, item[1])))
        if not options:
            options = [(None, t) for t in nearest_phrasings(sentence, n)]
        fixed.append(options)
    out: list[Rewrite] = list(instead)
    meanings: set[fx.CardText] = {parse(r.text) for r in instead}
    for pick in range(max(len(options) for options in fixed)):
        parts = [options[min(pick, len(options) - 1)] for options in fixed]
        whole = " ".join(p[1].strip() for p in parts)
        read = _reads(whole)
        if read is None or read in meanings:
            continue
        meanings.add(read)
        counts = [p[0] for p in parts]
        changes = None if any(c is None for c in counts) else sum(c or 0 for c in counts)
        out.append(Rewrite(whole, read.canonical(), explain(read), changes))
        if len(out) >= n:
            break
    if not out:  # the sentences read alone but not together: the nearest whole sentences
        for template in nearest_phrasings(text, n):
            read = parse(template)
            out.append(Rewrite(template, read.canonical(), explain(read), None))
    return tuple(out)
