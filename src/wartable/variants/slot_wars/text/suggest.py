"""One-step fixes for card text the language refuses: whole rewritten texts that do read.

A refused sentence is repaired the way a proof-reader would: the fewest word changes (a word
dropped, a word put in, a word replaced by one the grammar expects there or by the known word it
looks like) that make it read, searched breadth-first over the parser's own errors, at most
:data:`MAX_CHANGES` changes per sentence. What the search finds is ranked by the number of changes,
then by how close the result stays to what was written; each rewrite comes with its canonical text
and what it would do. Where no repair is found, the nearest template sentences stand in (ranked
after every repair), so a refused text always gets a rewrite that reads.
"""

from __future__ import annotations

import difflib
import functools
import itertools
import re
import typing
from dataclasses import dataclass

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import (
    _WORDS,
    CardTextError,
    TextToken,
    _lark,
    nearest_phrasings,
    parse,
    tokenize,
)
from wartable.variants.slot_wars.text.printer import explain

MAX_CHANGES = 3
"""The most word changes a repair may make to one sentence."""

BEAM = 12
"""How many partial repairs of each number of changes are followed further (the furthest read)."""

BUDGET = 800
"""The most texts one sentence's search tries (each costs about a tenth of a millisecond)."""

_SENTENCE_END = re.compile(r"(?<=[.;\n])")

_SPELLED: dict[str, str] = {
    "NUMBER": "1",
    "SIGNED": "+1",
    "NUMRANGE": "2-3",
    "NUMS": "1s",
    "SLOTNUM": "S1",
    "TAG": "[BT]",
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
    """A word that reads as ``terminal`` (the first spelling the grammar lists)."""
    if terminal in _SPELLED:
        return _SPELLED[terminal]
    if terminal in _NO_INSERT:
        return None
    return next((word for word, kind in _WORDS.items() if kind == terminal), None)


@functools.cache
def _known_words() -> tuple[str, ...]:
    return tuple(w for w in _WORDS if w.isalpha())


def _failure(text: str) -> tuple[TextToken | None, frozenset[str], int] | None:
    """Where ``text`` stops reading: the offending token (``None`` at the end), the terminals
    that could come there, and how far (in characters) it read; ``None`` if it parses."""
    try:
        tokens = tokenize(text)
    except CardTextError:
        return (None, frozenset(), -1)
    try:
        _lark().parse(typing.cast(str, tokens))
    except UnexpectedToken as exc:
        tok = exc.token.value if isinstance(exc.token.value, TextToken) else None
        reached = tok.offset if tok is not None else len(text)
        return (tok, frozenset(str(t) for t in exc.expected), reached)
    except UnexpectedEOF as exc:
        return (None, frozenset(str(t) for t in exc.expected), len(text))
    except (UnexpectedCharacters, UnexpectedInput):
        return (None, frozenset(), -1)
    return None


def _reads(text: str) -> fx.CardText | None:
    try:
        read = parse(text)
    except CardTextError:
        return None
    return read if read.abilities else None


def _splice(text: str, start: int, end: int, word: str) -> str:
    before, after = text[:start], text[end:]
    if word and before and not before.endswith((" ", "\n")) and word not in (",", ":", "'s"):
        word = " " + word
    if word and after and not after.startswith((" ", ".", ",", ":", ";", "\n", "'")):
        word += " "
    joined = re.sub(r"[ \t]{2,}", " ", before + word + after)
    return re.sub(r"[ \t]+([.,:;])", r"\1", joined).strip(" ")


def _candidates(text: str, tok: TextToken | None, expected: frozenset[str]) -> list[str]:
    """Texts one word change away from ``text`` at the point where it stops reading."""
    words = [w for t in sorted(expected) if (w := _spelling_of(t)) is not None]
    out: list[str] = []
    if tok is None:  # it ends too early: add a word at the end (before the final stop)
        body = text.rstrip()
        stop = body[-1] if body.endswith((".", ";")) else ""
        head = body[: len(body) - len(stop)]
        return [f"{head} {w}{stop}".replace(" ,", ",").replace(" :", ":") for w in words]
    start, end = tok.offset, tok.offset + len(tok.text)
    out.append(_splice(text, start, end, ""))  # drop the word
    near: list[str] = []
    if tok.kind == "WORD":
        near = difflib.get_close_matches(tok.text.lower(), _known_words(), n=4, cutoff=0.7)
    ranked = sorted(
        words,
        key=lambda w: -difflib.SequenceMatcher(None, tok.text.lower(), w.lower()).ratio(),
    )
    for word in dict.fromkeys([*near, *ranked]):
        out.append(_splice(text, start, end, word))  # replace it
    for word in words:
        out.append(_splice(text, start, start, word))  # put a word before it
    return out


def _repair(sentence: str, want: int = 3) -> list[tuple[int, str]]:
    """Repairs of one sentence: (changes, text), fewest changes first; the search stops at the
    first number of changes that gives ``want`` repairs, or after :data:`BUDGET` tries."""
    found: list[tuple[int, str]] = []
    seen = {sentence}
    level = [sentence]
    for changes in range(1, MAX_CHANGES + 1):
        scored: list[tuple[int, str]] = []
        for text in level:
            if len(seen) > BUDGET:
                break
            failure = _failure(text)
            if failure is None:
                continue
            tok, expected, _ = failure
            for candidate in _candidates(text, tok, expected):
                if candidate in seen or not candidate.strip(" .;"):
                    continue
                seen.add(candidate)
                after = _failure(candidate)
                if after is None:
                    if _reads(candidate) is not None:
                        found.append((changes, candidate))
                    continue
                if after[2] >= 0:
                    scored.append((after[2], candidate))
        if len(found) >= want or (found and changes > 1) or len(seen) > BUDGET:
            break
        scored.sort(key=lambda item: -item[0])
        level = [text for _, text in scored[:BEAM]]
    return found


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


def rewrites(text: str, n: int = 3) -> tuple[Rewrite, ...]:
    """Up to ``n`` rewrites of a refused card text that read (none if it reads already), closest
    first: each refused sentence repaired with the fewest word changes, or replaced by its nearest
    template sentences where no repair is found."""
    if _reads(text) is not None or not text.strip():
        return ()
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
    out: list[Rewrite] = []
    meanings: set[fx.CardText] = set()
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
