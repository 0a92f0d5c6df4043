"""Reading what a designer nearly wrote: a text that does not read, but would with one slip
mended, reads as the mended text, if every way of mending it means the same.

Designers in a hurry leave out little words ("Opp discards card", "Your cards S1-S3 get +1"), put
one in too many ("Destroy the all 9s") and write a real word for the one they meant ("than" for
"then"). These slips are not phrasings to learn one by one: they are mended by *meaning-preserving
repairs* (:data:`LITTLE_WORDS` put in, :data:`LEFT_OUT` words left out, :data:`SLIPS` read as the
word meant), one per text, found with the grammar's own table (see :mod:`suggest`) where the text
stops reading. Every other one-word repair near it that reads (a comma, a colon or "and" put in
too: :data:`RIVALS`) must mean the same, and none of them may be ambiguous; otherwise the text is
refused as before. The reading's notes say what it assumed ("read as if 'a' were written before
'card'").
"""

from __future__ import annotations

from collections.abc import Iterator

from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import (
    _THIS_NOUNS,
    _WORDS,
    CardTextError,
    _read_as_written,
    _Refusal,
    tokenize,
)
from wartable.variants.slot_wars.text.suggest import _Edit, _table, _Word, _written, edit_said

LITTLE_WORDS: dict[str, str] = {
    "_A": "a",
    "_THE": "the",
    "_YOUR": "your",
    "_OF": "of",
    "_IN": "in",
    "_ON": "on",
    "_TO": "to",
    "_AT": "at",
    "_FROM": "from",
    "_WITH": "with",
    "_BY": "by",
    "_IS": "is",
    "_THAN": "than",
    "_COLON": ":",
}
"""The words a repair may put in, by terminal: the closed classes (determiners, prepositions, the
copula, "than") and the colon after a lead ("if you have 3 or more 1s in play[:] you win"), which
name no card, player or number of their own (a colon that would make a price is refused by its
rival, the comma: :data:`RIVALS`). Not "for", which counts: "draw [for] card" is a card for each
card, and would stand against every "draw [a] card". Not "gets": measured on the corpus, it
mended one text and read another wrong ("," as a mender too)."""

RIVALS: dict[str, str] = {
    "_THIS": "this",
    "_IT": "it",
    "_THEM": "them",
    "_COMMA": ",",
    "_AND": "and",
}
"""Words tried in the same places, whose readings must agree, but which never mend a text on
their own: a pronoun names a card ("Destroy [it]"), and a comma or "and" ends or joins clauses,
where a clause ends being meaning ("Lose a point[:] destroy OC" pays a point, "Lose a point[,]
destroy OC" loses it anyway, so neither reads; "OC [and] this card"). "this" alone is "this card", as
written."""

CARD_AFTER = frozenset({"_A", "_THE", "_EACH", "_ANY", "_ANOTHER", "_OTHER", "_YOUR"})
"""The written words after which "card" may be put in ("draw a [card]"); elsewhere "card" would
name cards of its own ("untap [card]" is every card)."""

LEFT_OUT = frozenset({"the", "of", "is", "are"})
"""The words a repair may leave out, as written (not a symbol read as one: "<" is "is lower
than"). Not "a", which chooses a card, nor "to", which may make one action the price of the next."""

SLIPS: dict[str, tuple[str, ...]] = {
    "than": ("then",),
    "then": ("than",),
    "too": ("to",),
    "you": ("your",),
    "your": ("you",),
    "there": ("their",),
    "their": ("there",),
    "in": ("on",),
    "on": ("in",),
    "form": ("from",),
    "cards": ("card",),
    "it": ("its", "is"),
}
"""Real words written for another (a slip of the ear or of the hand that a spelling check cannot
see), each with the words it may stand for."""

NEAR = 2
"""How many written words either side of a repair its rivals are tried at."""


def _stops_at(words: tuple[_Word, ...]) -> tuple[int, tuple[tuple[int, ...], ...]] | None:
    """Where ``words`` stop reading in the grammar's table (``len(words)``: at the end), with the
    parser states before each word up to there; ``None`` if they read."""
    table = _table()
    stacks: list[tuple[int, ...]] = [(table.start,)]
    for index, word in enumerate(words):
        after = table.feed(stacks[-1], word.kind)
        if after is None:
            return index, tuple(stacks)
        stacks.append(after)
    if table.feed(stacks[-1], "$END") is None:
        return len(words), tuple(stacks)
    return None


def _reads_from(words: tuple[_Word, ...], start: int, stack: tuple[int, ...]) -> bool:
    """Whether ``words`` from ``start`` on read to the end from the parser states ``stack``."""
    table = _table()
    for word in words[start:]:
        after = table.feed(stack, word.kind)
        if after is None:
            return False
        stack = after
    return table.feed(stack, "$END") is not None


def _put_in(words: tuple[_Word, ...], at: int) -> Iterator[tuple[tuple[_Word, ...], str]]:
    """The words that may be put in before ``words[at]``, each as the words the grammar sees and
    as written."""
    following = words[at].kind if at < len(words) else "$END"
    before = words[at - 1] if at else None
    put = [*LITTLE_WORDS.items(), *RIVALS.items()]
    if before is not None and before.kind in CARD_AFTER and not before.inserted:
        put.append(("_CARD", "card"))
    for kind, spelling in put:
        place = words[at].start if at < len(words) else (words[-1].end if words else 0)
        new: tuple[_Word, ...] = (_Word(kind, place, place, spelling, inserted=True),)
        if kind == "_THIS" and following not in _THIS_NOUNS:
            new = (*new, _Word("_CARD", place, place, "", inserted=True))
        yield new, spelling


def _slips(word: _Word) -> Iterator[tuple[str, str]]:
    """(terminal, spelling) of the words a written word may stand for."""
    for meant in SLIPS.get(word.text.lower(), ()):
        yield _WORDS[meant], meant


def _sentence_start(words: tuple[_Word, ...], at: int) -> int:
    start = min(at, len(words))
    while start > 0 and words[start - 1].kind != "_STOP":
        start -= 1
    return start


def _repairs(words: tuple[_Word, ...]) -> list[_Edit]:
    """The one-word repairs that make ``words`` read in the grammar's table: at a word of the
    sentence where they stop, up to that word (a word missing or wrong there or before it)."""
    stop = _stops_at(words)
    if stop is None:
        return []
    at_most, stacks = stop
    found: list[_Edit] = []
    for at in range(_sentence_start(words, at_most), at_most + 1):
        for new, spelling in _put_in(words, at):
            place = new[0].start
            if _reads_from((*words[:at], *new, *words[at:]), at, stacks[at]):
                found.append(_Edit(place, place, spelling))
        if at == len(words) or words[at].inserted or not words[at].text:
            continue
        word = words[at]
        if word.text.lower() in LEFT_OUT and _reads_from(words[at + 1 :], 0, stacks[at]):
            found.append(_Edit(word.start, word.end, ""))
        for kind, spelling in _slips(word):
            said = _Word(kind, word.start, word.start, spelling, inserted=True)
            if _reads_from((said, *words[at + 1 :]), 0, stacks[at]):
                found.append(_Edit(word.start, word.end, spelling))
    return found


def _near(words: tuple[_Word, ...], edit: _Edit) -> Iterator[_Edit]:
    """Every one-word repair of the written words within :data:`NEAR` words of ``edit``, made on
    the text rather than on the words the grammar sees, which the tokenizer may have added to or
    reordered ("this [card] the card")."""
    written = tuple(w for w in words if w.text and not w.inserted)
    at = next((i for i, w in enumerate(written) if w.end > edit.start), len(written))
    for index in range(max(0, at - NEAR), min(len(written), at + NEAR) + 1):
        for new, spelling in _put_in(written, index):
            yield _Edit(new[0].start, new[0].start, spelling)
        if index < len(written):
            word = written[index]
            if word.text.lower() in LEFT_OUT:
                yield _Edit(word.start, word.end, "")
            for _, spelling in _slips(word):
                yield _Edit(word.start, word.end, spelling)


def _mends(edit: _Edit) -> bool:
    """Whether a repair may mend a text on its own (a rival may not)."""
    return edit.word not in RIVALS.values()


def written_words(text: str) -> tuple[_Word, ...] | None:
    """The words of ``text`` as the grammar sees them, each with its span in what was written (a
    word the tokenizer put in has an empty one); ``None`` if the text does not tokenize."""
    try:
        return tuple(
            _Word(t.kind, t.offset, t.offset + len(t.text), t.text, inserted=not t.text)
            for t in tokenize(text)
        )
    except CardTextError:
        return None


def forgiven(text: str) -> fx.CardText | None:
    """The reading of ``text`` (refused as written) with one slip mended, if every one-word repair
    there that reads means the same and one of them mends it; ``None`` otherwise."""
    words = written_words(text)
    if words is None:
        return None
    found = _repairs(words)
    if not any(_mends(edit) for edit in found):
        return None
    tried = dict.fromkeys([*found, *(rival for edit in found for rival in _near(words, edit))])
    readings: dict[fx.CardText, list[_Edit]] = {}
    for edit in tried:
        read = _read_as_written(_written(text, (edit,)))
        if isinstance(read, _Refusal):
            if read.semantic is not None and read.semantic.readings:
                return None  # mended so, it is ambiguous
            continue
        if read.abilities:
            readings.setdefault(read, []).append(edit)
    if len(readings) != 1:
        return None
    [(read, edits)] = readings.items()
    mending = next((edit for edit in edits if _mends(edit)), None)
    if mending is None:
        return None
    return read.noted(edit_said(mending, text))
