"""One-step fixes for card text the language refuses: whole rewritten texts that do read.

A refused sentence is repaired the way a proof-reader would: with the cheapest changes that make
it read, where a change costs what it does to the meaning. Dropping or putting in a word that says
nothing of its own (a word the lexicon does not know, "the", "of"), mending a slip of spelling,
writing a number again in the form the grammar expects there ("a 9" as "9s", never another number)
or putting in a word the text already says ("in it" as "in hand" after "Reveal your hand") is
cheap; a change to an action or a noun costs more; one to a word that says which card, player,
number or condition (OC, opp., "your", "not", a value, a slot) costs most (:func:`cost_of`). Besides
word changes (at most :data:`MAX_CHANGES` per sentence), a change may drop a part a designer adds
around what the card does, costing the words it drops: a flavour lead before a colon or comma ("The
sun rises: your cards +1."), a remark in brackets, an aside after the words that read ("Draw a
card, works great with 9s"), or a whole sentence that nothing repairs ("Great with discard
decks."); or it may end a sentence at a colon, semicolon or comma ("Reveal top card of deck: if
it's odd, destroy OC.").

The search runs on the sentence's words, not its text: a change is made where the words stop
reading or at the word before (:data:`BACKTRACK`), and tried by feeding the words from the change
on to the grammar's own LALR table, from the parser state just before the change, so a try costs a
few table look-ups; it goes one change deeper while a deeper repair could still
cost less than the cheapest found. What it finds is written back into the designer's text and read
in full (the words alone do not say whether a text means something possible), cheapest first, then
fewest changes, then closest to what was written; the sentences' repairs are combined the same
way, and each rewrite comes with its canonical text and what it would do. Where no repair is found,
the template sentences that say most of what the sentence says stand in (ranked after every
repair), so a refused text always gets a rewrite that reads.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import itertools
import re
from dataclasses import dataclass, replace
from typing import Any

from lark.parsers.lalr_analysis import Shift

from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import (
    _WORDS,
    CardTextError,
    _lark,
    _read,
    _Refusal,
    parse,
    reads,
    reads_as_written,
    tokenize,
)
from wartable.variants.slot_wars.text.printer import TEMPLATES, explain

MAX_CHANGES = 3
"""The most word changes a repair may make to one sentence."""

BEAM = 12
"""How many partial repairs of each number of changes are followed further (the furthest read)."""

BUDGET = 4000
"""The most word sequences one sentence's search tries (each a few table look-ups)."""

BACKTRACK = 1
"""How many words before the one where a sentence stops reading a change may be made at."""

CHECKED = 16
"""The most repairs of one sentence (and combinations of repaired sentences) read in full, cheapest
first: reading a text costs far more than a table look-up."""

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
    cost: int = 0
    notes: tuple[str, ...] = ()
    dearest: int = 0
    plain: bool = False

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

    def reads(self, kinds: list[str]) -> bool:
        """Whether the terminals ``kinds`` read to the end."""
        stack: tuple[int, ...] = (self.start,)
        for kind in [*kinds, _END]:
            after = self.feed(stack, kind)
            if after is None:
                return False
            stack = after
        return True

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
    cost: int = 0
    plain: bool = False
    """Whether the change leaves what the sentence means as the designer wrote it
    (:func:`_plain_change`)."""


@dataclass(frozen=True, slots=True)
class _Attempt:
    """A sentence with some changes made: its words, the changes, and where it stops reading
    (``at``: the index of the first word that cannot come; ``len(words)``: the end), with the
    parser states before that word."""

    words: tuple[_Word, ...]
    edits: tuple[_Edit, ...]
    at: int
    stack: tuple[int, ...]
    cost: int = 0

    def reached(self, length: int) -> int:
        """How far into what was written it reads."""
        return self.words[self.at].start if self.at < len(self.words) else length + 1


def _read_from(
    words: tuple[_Word, ...],
    edits: tuple[_Edit, ...],
    at: int,
    stack: tuple[int, ...],
    cost: int = 0,
) -> _Attempt | None:
    """Read ``words`` from index ``at`` on, from the parser states ``stack``: ``None`` if they read
    to the end, else where they stop."""
    table = _table()
    for index in range(at, len(words)):
        after = table.feed(stack, words[index].kind)
        if after is None:
            return _Attempt(words, edits, index, stack, cost)
        stack = after
    if table.feed(stack, _END) is None:
        return _Attempt(words, edits, len(words), stack, cost)
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
    joined = re.sub(r"[ \t]+([.,:;])", r"\1", joined).strip(" ")
    return re.sub(r"[,:;]+(?=\.|$)", "", joined)


_NEXT_WORD = re.compile(r"\s*([^\s.;!,:]+)")


def edit_said(edit: _Edit, text: str) -> str:
    """What a word change assumed, in words ("read as if 'a' were written before 'card'")."""
    written = text[edit.start : edit.end]
    if not written:
        following = _NEXT_WORD.match(text, edit.end)
        if following is None:
            return f"read as if {edit.word!r} were written at the end of the sentence"
        return f"read as if {edit.word!r} were written before {following.group(1)!r}"
    if not edit.word:
        return f"read without {written!r}"
    return f"read {written!r} as {edit.word!r}"


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
# What a change costs


SLIGHT = frozenset(
    {"WORD", "_A", "_THE", "_OF", "_IN", "_ON", "_TO", "_AT", "_FROM", "_WITH", "_BY", "_IS", "_BE"}
    | {"_AS", "_SO", "_UP", "_BACK", "_DOES", "_STOP"}
)
"""Terminals that say nothing of their own (a word the lexicon does not know, the little words):
dropping or putting one in costs :data:`CHEAP`."""

WEIGHTY = frozenset(
    {"NUMBER", "SIGNED", "TIMES", "NUMRANGE", "NUMS", "SLOTNUM", "SLOTLIST", "NUMLIST", "ORDINAL"}
    | {"TAG", "_OC", "_OPP", "_YOUR", "_YOURS", "_YOU", "_THIS", "_IT", "_ITS", "_THEM", "_THEIR"}
    | {"_NOT", "_CANT", "_NO", "_ALL", "_EACH", "_OTHER", "_EXCEPT", "_ANY", "_ANOTHER", "_RANDOM"}
    | {"_MAY", "_MUST", "_PRINTED", "_HIGH", "_LOW", "_ODD", "_EVEN", "_MORE", "_FEWER", "_MOST"}
    | {"_LEAST", "_NEXT", "_PREV", "_ADJ", "_OPPOSING", "_IF", "_WHILE", "_WHEN", "_UNLESS"}
    | {"_UNTIL", "_OR", "_EITHER", "_UNREVEALED", "_TAPPED", "_UNTAPPED", "_REVEALED", "_INSTEAD"}
    | {"_PERMANENTLY", "_OTHERWISE", "_ONCE", "_PLUS", "_MINUS", "_DOUBLE", "_TRIPLE", "_HALVE"}
    | {"_THAT", "_THERE"}
)
"""Terminals that say which card, player, number, slot or condition: dropping one, putting one
in or writing another in its place costs :data:`DEAR` (the rewrite would mean something else).
Every other terminal (an action, a noun) costs :data:`PLAIN`."""

CHEAP, PLAIN, DEAR = 1, 2, 3
"""The costs of one change: to a word that says nothing of its own (or a slip of spelling
mended, or a number written again in the form the grammar expects, or a word the text says
elsewhere put in); to an action or a noun; to a word that says which card, player, number or
condition."""

TEMPLATE = 100
"""The cost of a template sentence standing in for one that no change makes read (plus its rank
among the nearest: :func:`_nearest_templates`)."""


def cost_of(kind: str) -> int:
    """What dropping or putting in a word of the terminal ``kind`` costs."""
    if kind in SLIGHT:
        return CHEAP
    return DEAR if kind in WEIGHTY else PLAIN


def _span_cost(text: str) -> int:
    """What dropping the words of ``text`` at once costs: one change, dearer by every word in it
    that says something (so that a flavour phrase of unknown words is cheap to drop, and a price
    or a number is not)."""
    try:
        kinds = [t.kind for t in tokenize(text) if t.text]
    except CardTextError:
        kinds = [_WORDS.get(w.lower(), "WORD") for w in re.findall(r"[\w'+-]+", text)]
    return CHEAP + sum(cost_of(kind) - CHEAP for kind in kinds if kind not in _MARKS)


_MARKS = frozenset({"_STOP", "_COMMA", "_COLON"})

_DIGITS = re.compile(r"\d+")

_NUMBER_FORMS = {
    "NUMBER": "{}",
    "NUMS": "{}s",
    "SIGNED": "+{}",
    "SLOTNUM": "S{}",
    "TIMES": "x{}",
}
"""How a number the designer wrote is written again as a terminal the grammar expects there."""


def _number_forms(word: _Word, expected: frozenset[str]) -> dict[str, str]:
    """The number in ``word`` written as each numeric terminal expected in its place ("9" for
    "9s" where the grammar wants a value list): a repair keeps the designer's numbers."""
    found = _DIGITS.search(word.text)
    if found is None:
        return {}
    return {
        form.format(found.group()): kind
        for kind, form in _NUMBER_FORMS.items()
        if kind in expected and kind != word.kind
    }


# --------------------------------------------------------------------------------------------------
# The search


def _words_of(sentence: str) -> tuple[_Word, ...]:
    """The sentence's words (the tokenizer's; a word it adds, like "card" after "this", is not
    written and so not changed)."""
    return tuple(
        _Word(t.kind, t.offset, t.offset + len(t.text), t.text, inserted=not t.text)
        for t in tokenize(sentence)
    )


_NOT_REUSED = frozenset(
    {"NUMBER", "SIGNED", "TIMES", "NUMRANGE", "NUMS", "SLOTNUM", "SLOTLIST", "NUMLIST", "ORDINAL"}
    | {"TAG", "_NOT", "_CANT", "_NO", "_COMMA", "_COLON", "_POSS"}
)
"""Terminals a repair never takes from elsewhere in the text at a cheap cost: a number, a slot or
a trigger said once is not said again, nor is a negation or a clause mark."""


def _said_words(text: str) -> dict[str, str]:
    """The terminals the designer's text writes, each with its first spelling there: a repair
    that needs one of them uses the designer's word, at :data:`CHEAP` cost (it names again what
    the text names: "in it" for "in hand" after "Reveal your hand")."""
    try:
        tokens = tokenize(text)
    except CardTextError:
        return {}
    said: dict[str, str] = {}
    for token in tokens:
        if token.text and token.kind not in SLIGHT and token.kind not in _NOT_REUSED:
            spelling = token.text if token.text.isupper() else token.text.lower()
            said.setdefault(token.kind, spelling)
    if "_OC" in said:  # OC names its owner too: "Destroy OC; they draw 2" is opp.'s draw
        said.setdefault("_OPP", "opp.")
    return said


@dataclass(frozen=True, slots=True)
class _Tries:
    """The changes that may be made where an attempt stops: words to put in, and words to write
    in place of the one there, each (terminal, spelling, cost)."""

    put: list[tuple[str, str, int]]
    replace: list[tuple[str, str, int]]


def _tries(word: _Word | None, expected: frozenset[str], said: dict[str, str]) -> _Tries:
    put: list[tuple[str, str, int]] = []
    for terminal in sorted(expected):
        if terminal in said:
            put.append((terminal, said[terminal], CHEAP))
        elif (spelling := _spelling_of(terminal)) is not None:
            put.append((terminal, spelling, cost_of(terminal)))
    if word is None or word.inserted:
        return _Tries(put, [])
    replace: dict[str, tuple[str, int]] = {}
    for spelling, kind in _number_forms(word, expected).items():
        replace.setdefault(spelling, (kind, CHEAP))
    if word.kind == "WORD":
        for spelling in difflib.get_close_matches(
            word.text.lower(), _known_words(), n=4, cutoff=0.7
        ):
            replace.setdefault(spelling, (_WORDS[spelling], CHEAP))
    for terminal, spelling, put_cost in put:
        reused = put_cost == CHEAP and terminal in said
        cost = put_cost if reused else max(put_cost, cost_of(word.kind))
        replace.setdefault(spelling, (terminal, max(cost, CHEAP + (word.kind != "WORD"))))
    return _Tries(put, [(kind, spelling, cost) for spelling, (kind, cost) in replace.items()])


def _changes(
    attempt: _Attempt, length: int, said: dict[str, str]
) -> list[_Attempt | tuple[tuple[_Edit, ...], int]]:
    """Every attempt one word change further, at the word where ``attempt`` stops or at one of
    the :data:`BACKTRACK` words before it (a grammar often finds a slip a word or two after it:
    "they discard 1" stops at "discard", where "they" is the word to change): the change tried
    (an attempt that stops later) or, for a change that makes the words read, its edits and their
    cost."""
    out = _changes_at(attempt, attempt.at, attempt.stack, length, said)
    stack: tuple[int, ...] = (_table().start,)
    stacks = [stack]
    for word in attempt.words[: attempt.at]:
        after = _table().feed(stack, word.kind)
        if after is None:  # cannot happen: these words read up to where the attempt stops
            return out
        stack = after
        stacks.append(stack)
    for at in range(attempt.at - 1, max(attempt.at - BACKTRACK, 0) - 1, -1):
        if not attempt.words[at].inserted:
            out += _changes_at(attempt, at, stacks[at], length, said)
    return out


def _changes_at(
    attempt: _Attempt, at: int, stack: tuple[int, ...], length: int, said: dict[str, str]
) -> list[_Attempt | tuple[tuple[_Edit, ...], int]]:
    """The changes of :func:`_changes` at the word ``at``, read from the parser states ``stack``
    before it."""
    table = _table()
    words = attempt.words
    word = words[at] if at < len(words) else None
    tries = _tries(word, table.expected(stack), said)
    place = word.start if word is not None else length
    made: list[tuple[tuple[_Word, ...], int, _Edit, int]] = []
    for terminal, spelling, cost in tries.put:  # put a word in
        new = _Word(terminal, place, place, spelling, inserted=True)
        made.append(((new,), 0, _Edit(place, place, spelling, cost), cost))
    if word is not None and not word.inserted:
        dropped = cost_of(word.kind)
        made.append(((), 1, _Edit(word.start, word.end, "", dropped), dropped))  # drop it
        for terminal, spelling, cost in tries.replace:  # write another word in its place
            new = _Word(terminal, word.start, word.start, spelling, inserted=True)
            made.append(((new,), 1, _Edit(word.start, word.end, spelling, cost), cost))
    out: list[_Attempt | tuple[tuple[_Edit, ...], int]] = []
    for put, dropped, made_edit, cost in made:
        changed = (*words[:at], *put, *words[at + dropped :])
        plain = _plain_change(word, made_edit, words[at - 1] if at else None)
        edits = (*attempt.edits, replace(made_edit, plain=plain))
        read = _read_from(changed, edits, at, stack, attempt.cost + cost)
        out.append((edits, attempt.cost + cost) if read is None else read)
    return out


FILLERS = frozenset(
    {"super", "very", "really", "just", "simply", "shall", "immediately", "instantly", "totally"}
    | {"basically", "actually", "literally", "quite", "pretty", "lol", "pls", "please", "kindly"}
    | {"hereby", "forthwith", "duly", "herewith", "thereupon"}
)
"""Words a designer adds that say nothing the language could say: intensifiers ("super strong"),
the lawyer's and the form-filler's ceremony ("shall", "hereby") and the chat filler ("lol").
Dropping one leaves the meaning. Not "target": "target player" is one chosen player, and "player"
alone reads as each of them."""

_STEM_SLACK = 2
"""How many letters longer than a known word an unknown one may be and still be read as it ("drawn"
as "draw", "destroyed" as "destroy")."""


_ONE_VALUE_BEFORE = frozenset({"a", "an", "each", "every", "printed"})
"""The words after which a bare number names cards of that value ("play a 9", "each printed 3"),
so that writing it as the value list the grammar wants ("9s") says the same; after another word
a number may count cards ("tap 9", "+1 per 2": per two what?) or name one card ("the 3")."""


def _plain_change(word: _Word | None, edit: _Edit, before: _Word | None = None) -> bool:
    """Whether a word change leaves the meaning as written: "the" left out, a filler dropped
    (:data:`FILLERS`), a number that names cards of its value (:data:`_ONE_VALUE_BEFORE`, the
    word ``before`` it) written as the value list the grammar wants ("a 9" as "a 9s", not "x9" or
    "+9", which say what to do with it), or an unknown word read as the known word it inflects
    ("drawn" as "draw"). A word put in (even "the": "Reveal [the] hand" is every
    player's), or another word dropped or swapped in (a close spelling: "fold" for "draw"), is
    not."""
    if word is None or edit.start == edit.end:
        return False  # even "the" says whose: "Reveal [the] hand" is every player's
    written = word.text.lower()
    if not edit.word:
        return written in FILLERS or word.kind == "_THE"
    if written.isdigit():
        named = before is not None and before.text.lower() in _ONE_VALUE_BEFORE
        return named and edit.word.lower() == f"{written}s"
    meant = edit.word.lower()
    return (
        word.kind == "WORD"
        and written.startswith(meant)
        and len(meant) >= 3
        and len(written) - len(meant) <= _STEM_SLACK
    )


def _unreadable_character(sentence: str) -> tuple[str, str] | None:
    """The sentence without the first character (or word) the tokenizer cannot read, as one
    change, and that character; ``None`` if it tokenizes (or only a meta-rule word stops it)."""
    try:
        tokenize(sentence)
    except CardTextError as exc:
        if exc.line != 1 or not exc.word:
            return None
        start = exc.column - 1
        return _tidy(sentence[:start] + " " + sentence[start + len(exc.word) :]), exc.word
    return None


@dataclass(frozen=True, slots=True)
class _Repair:
    """A repaired sentence: its text, what its changes cost, and how many there are."""

    cost: int
    changes: int
    text: str
    template: bool = False
    notes: tuple[str, ...] = ()
    dearest: int = 0
    """What the dearest of its changes costs (a dropped part: what its words cost)."""
    plain: bool = True
    """Whether every change leaves the meaning as written (:func:`_plain_change`, a flavour lead
    or a remark of words that say nothing the language says)."""


_LEAD = re.compile(r"^([^:,!?()\[\]]+?[:,!?]+)\s*(?=\S)")
_BRACKETED = re.compile(r"\s*\([^()]*\)")
_OPENS_A_CONDITION = frozenset(
    {"on", "in", "at", "when", "whenever", "if", "while", "after", "before", "during", "until"}
    | {"unless", "each", "every", "for", "per", "with", "without", "once", "as", "by", "from"}
)
"""First words of a lead that says when or where (a poker player's "On the river," is "in S9"):
such a lead is not flavour."""


_SCENERY = SLIGHT | {"_CARD", "_CARDS", "_HAND", "_DECK", "_PILE", "_TABLE", "_SLOT", "_SLOTS"}
"""The words a flavour lead may use: unknown and little words, and the things on the table ("The
deck trembles:"). A word of the game's moments or actions ("The turn ends:", "The value rises:")
may say when the card acts, and one that says which card, player or number says what it does."""

_NARRATING = frozenset({"the", "a", "an", "my", "our", "his", "her"})
"""How a lead of several words that narrates opens ("The sun rises:", "A storm gathers:"); one
that opens otherwise may be an instruction ("Read the table:" is a look) or a keyword phrase."""


def _flavour(lead: str) -> bool:
    """Whether a lead before a colon or an exclamation mark is flavour: its words are those of a
    scene (:data:`_SCENERY`), it has no number, it is not a question and
    does not open with a word of time or place; and it narrates (:data:`_NARRATING`), or is one
    word exclaimed ("Ambush!"). A single word before a colon is how a keyword is written ("Enrage:
    ..."), and a lead before a comma is how a condition is ("On the river, ...")."""
    mark = lead.rstrip()[-1:]
    words = re.findall(r"[^\s:,!?]+", lead)
    if mark not in (":", "!") or not words or _DIGITS.search(lead):
        return False
    if words[0].lower() in _OPENS_A_CONDITION or "?" in lead:
        return False
    if len(words) == 1 and mark != "!":
        return False
    if len(words) > 1 and words[0].lower() not in _NARRATING:
        return False
    try:
        kinds = [t.kind for t in tokenize(lead.rstrip(":! ")) if t.text]
    except CardTextError:
        return False
    return all(w.isalpha() for w in words) and all(kind in _SCENERY for kind in kinds)


_CLAUSE_MARK = re.compile(r"(?<![\]\s])\s*[:;,]\s+(?=[A-Za-z])")
SPLITS = 3
"""How many of a sentence's clause marks (colon, semicolon, comma) a repair may make a stop of, one
at a time: "Reveal top card of deck: if it's odd, destroy OC." reads as two sentences."""


def _variants(sentence: str) -> list[_Repair]:
    """The sentence, and the sentence without a part a designer adds around what the card does,
    each dropped as one change whose cost is that of the words dropped: a lead before a colon,
    comma or exclamation ("The sun rises: your cards +1."), a remark in brackets ("Destroy OC
    (only this round)")."""
    found = [_Repair(0, 0, sentence)]
    lead = _LEAD.match(sentence)
    if lead is not None:
        rest = sentence[lead.end() :]
        cost = _span_cost(lead.group(1))
        note = f"{lead.group(1).strip()!r} left out as flavour"
        plain = _flavour(lead.group(1))
        found.append(_Repair(cost, 1, rest[:1].upper() + rest[1:], False, (note,), cost, plain))
    for bracket in _BRACKETED.finditer(sentence):
        without = _tidy(sentence[: bracket.start()] + sentence[bracket.end() :])
        if without.strip(" .;"):
            cost = _span_cost(bracket.group())
            note = f"{bracket.group().strip()!r} left out as a remark"
            plain = cost == CHEAP and _DIGITS.search(bracket.group()) is None
            found.append(_Repair(cost, 1, without, False, (note,), cost, plain))
    for mark in itertools.islice(_CLAUSE_MARK.finditer(sentence), SPLITS):
        after = sentence[mark.end() :]
        split = sentence[: mark.start()] + ". " + after[:1].upper() + after[1:]
        note = f"{mark.group().strip()!r} read as the end of a sentence"
        found.append(_Repair(CHEAP, 1, split, False, (note,), CHEAP, plain=False))
    return found


def _search(base: _Repair, said: dict[str, str]) -> list[_Repair]:
    """The word changes that make ``base`` read in the grammar's table (not yet read in full),
    at most :data:`MAX_CHANGES` of them: the search goes one change deeper while a deeper repair
    could still cost less than the cheapest found."""
    text, spent, cost, notes = base.text, base.changes, base.cost, base.notes
    dearest, plain = base.dearest, base.plain
    while spent < MAX_CHANGES and (fixed := _unreadable_character(text)) is not None:
        text, spent, cost = fixed[0], spent + 1, cost + CHEAP
        notes, dearest = (*notes, f"read without {fixed[1]!r}"), max(dearest, CHEAP)
        plain = False
    try:
        words = _words_of(text)
    except CardTextError:
        return []
    start = _read_from(words, (), 0, (_table().start,), cost)
    if start is None:
        return [_Repair(cost, spent, text, False, notes, dearest, plain)] if spent else []
    found: list[_Repair] = []
    for cut in range(min(start.at, len(words) - 1), 0, -1):  # what reads, the rest dropped
        if words[cut].inserted or _read_from(words[:cut], (), 0, (_table().start,)) is not None:
            continue
        tail = text[words[cut].start :].rstrip(" .;")
        kept = _tidy(text[: words[cut].start] + text[words[cut].start + len(tail) :])
        dropped = _span_cost(tail)
        note = f"{tail.strip()!r} left out as an aside"
        found.append(
            _Repair(
                cost + dropped, spent + 1, kept, False, (*notes, note), max(dearest, dropped), False
            )
        )
        break
    seen: set[tuple[str, ...]] = {tuple(w.kind for w in words)}
    level, tries = [start], 0
    for changes in range(spent + 1, MAX_CHANGES + 1):
        scored: list[tuple[int, int, _Attempt]] = []
        for attempt in level:
            for result in _changes(attempt, len(text), said):
                tries += 1
                if isinstance(result, tuple):
                    edits, total = result
                    said_edits = tuple(edit_said(edit, text) for edit in edits)
                    found.append(
                        _Repair(
                            total,
                            changes,
                            _written(text, edits),
                            False,
                            (*notes, *said_edits),
                            max(dearest, *(edit.cost for edit in edits)),
                            plain and all(edit.plain for edit in edits),
                        )
                    )
                    continue
                kinds = tuple(w.kind for w in result.words)
                if kinds not in seen:
                    seen.add(kinds)
                    scored.append((-result.reached(len(text)), result.cost, result))
            if tries > BUDGET:
                break
        cheapest = min((f.cost for f in found), default=None)
        if tries > BUDGET or (cheapest is not None and cheapest <= cost + changes + 1):
            break
        scored.sort(key=lambda item: item[:2])
        level = [attempt for *_, attempt in scored[:BEAM]]
    return found


def _repair(sentence: str, said: dict[str, str] | None = None, want: int = 3) -> list[_Repair]:
    """Repairs of one sentence, cheapest first (then closest to what was written): the word
    changes that make it, or it without a lead or a remark in brackets, read; read in full in that
    order until ``want`` read (at most :data:`CHECKED` tried)."""
    said = _said_words(sentence) if said is None else said
    candidates: dict[str, _Repair] = {}
    for base in _variants(sentence):
        for found in _search(base, said):
            if found.text not in candidates or candidates[found.text].cost > found.cost:
                candidates[found.text] = found
    order = sorted(
        candidates.values(), key=lambda r: (r.cost, r.changes, -_closeness(sentence, r.text))
    )
    kept: list[_Repair] = []
    for repair in order[:CHECKED]:
        if _said_twice(repair.text) - _said_twice(sentence):
            continue  # "moved or moved": a word put in beside itself says nothing
        if _reads(repair.text) is not None:
            kept.append(repair)
            if len(kept) >= want:
                break
    return kept


_TWICE = re.compile(r"(?i)\b([a-z]+)\s+(?:or|and)\s+\1\b")


def _said_twice(text: str) -> set[str]:
    """The words said twice over "or" or "and" ("moved or moved")."""
    return {m.group(1).lower() for m in _TWICE.finditer(text)}


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
    refused = _read(text)
    if not isinstance(refused, _Refusal):
        return []
    error = refused.error()
    readings, replaces = error.readings, error.replaces
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
    """Up to ``n`` rewrites of a refused card text that read, cheapest first (see
    :func:`_rewrites`)."""
    return _rewrites(text, n)


ACCEPTED_COST = 3
"""The most a repair's changes may cost for the text to be read as repaired (:func:`accepted`)."""


@functools.lru_cache(maxsize=1024)
def accepted(text: str) -> fx.CardText | None:
    """The reading of a refused text as its cheapest rewrite, where that rewrite only leaves out
    or writes again what says nothing the language could say (a flavour lead, a filler, "the"
    left out, a number as the value list the grammar wants: :attr:`Rewrite.plain`), costs at most
    :data:`ACCEPTED_COST`, and the next rewrite, which means something else, costs more (a
    repair with a rival as cheap is a guess). Its notes say what it took as read ("read as 'Your
    cards get +1.': 'The sun rises:' left out as flavour"). ``None`` where no repair is so cheap:
    the text stays refused, with its rewrites."""
    if not _plainly_repairable(text):
        return None  # no search: most refused texts have no plain repair at all
    found = rewrites(text)
    if not found:
        return None
    first = found[0]
    if first.changes is None or not first.plain or first.cost > ACCEPTED_COST:
        return None
    if len(found) > 1 and found[1].cost <= first.cost:
        return None
    read = _reads(first.text)
    if read is None:
        return None
    taken = f"read as {first.canonical!r}: " + "; ".join(first.notes)
    return dataclasses.replace(read, notes=(taken, *read.notes))


PLAIN_SITES = 10
"""The most words of a text :func:`_plainly_repairable` tries plain changes at (a text with more
fillers, "the"s and numbers than that is not read as repaired)."""


def _plain_alternatives(word: _Word, before: _Word | None) -> list[str | None]:
    """The terminals a plain change may make of ``word`` (``None``: left out), the word ``before``
    it."""
    if word.inserted or not word.text:
        return []
    written = word.text.lower()
    if written in FILLERS or word.kind == "_THE":
        return [None]
    if written.isdigit():
        named = before is not None and before.text.lower() in _ONE_VALUE_BEFORE
        return ["NUMS"] if named else []
    if word.kind == "WORD":
        stems = {
            _WORDS[known]
            for cut in range(1, _STEM_SLACK + 1)
            if len(known := written[:-cut]) >= 3 and known in _WORDS
        }
        return [*sorted(stems)]
    return []


def _plainly_repairable(text: str) -> bool:
    """Whether some plain changes (:func:`_plain_change`, a flavour lead or a remark of unknown
    words left out) of cost at most :data:`ACCEPTED_COST` make ``text`` read in the grammar's
    table: what :func:`accepted` needs before it searches for the text's rewrites, tried with a
    few table look-ups."""
    variants = [(text, 0)]
    for sentence in _sentences(text):
        lead = _LEAD.match(sentence.lstrip())
        if lead is not None and _flavour(lead.group(1)):
            variants.append((text.replace(lead.group(0), "", 1), _span_cost(lead.group(1))))
    for bracket in _BRACKETED.finditer(text):
        if _span_cost(bracket.group()) == CHEAP and _DIGITS.search(bracket.group()) is None:
            variants.append((text[: bracket.start()] + text[bracket.end() :], CHEAP))
    table = _table()
    for variant, spent in variants:
        try:
            words = _words_of(variant)
        except CardTextError:
            continue
        sites = [
            (i, alt)
            for i, w in enumerate(words)
            if (alt := _plain_alternatives(w, words[i - 1] if i else None))
        ]
        for count in range(ACCEPTED_COST - spent + 1):
            for chosen in itertools.combinations(sites[:PLAIN_SITES], count):
                for kinds in itertools.product(*(alt for _, alt in chosen)):
                    changed = dict(zip((i for i, _ in chosen), kinds, strict=True))
                    said = [changed.get(i, w.kind) for i, w in enumerate(words)]
                    if table.reads([k for k in said if k is not None]):
                        return True
    return False


@functools.lru_cache(maxsize=1024)
def _rewrites(text: str, n: int) -> tuple[Rewrite, ...]:
    """Up to ``n`` rewrites of a refused card text that read (none if it reads already), cheapest
    first: the readings a refusal of an ambiguous text names, each put in place of the words it
    replaces; then the text with each refused sentence repaired (its cheapest repairs, or the
    sentence dropped where another one remains, as one change costing the words dropped), the
    choices for the sentences combined cheapest first; nearest template sentences stand in for a
    sentence nothing repairs, after every repair, unless the refusal named readings (a template
    says something else than any of them). Two rewrites never mean the same."""
    if reads(text) is not None or not text.strip():
        return ()
    instead = []
    for written in _said_instead(text):
        said = parse(written)
        instead.append(Rewrite(written, said.canonical(), explain(said), 1))
    if len(instead) >= n:
        return tuple(instead[:n])
    sentences = [s.strip() for s in _sentences(text) if s.strip()]
    words = _said_words(text)
    fixed: list[list[_Repair]] = []
    for sentence in sentences:
        if _reads(sentence) is not None:
            fixed.append([_Repair(0, 0, sentence)])
            continue
        options = _repair(sentence, words)
        dropped = _span_cost(sentence)
        if len(sentences) > 1:
            left_out = f"{sentence.strip()!r} left out"
            options.append(_Repair(dropped, 1, "", False, (left_out,), dropped, plain=False))
        if all(not o.text for o in options) and not instead:
            options += [
                _Repair(TEMPLATE + rank, 1, t, template=True)
                for rank, t in enumerate(_nearest_templates(sentence, n))
            ]
        fixed.append(options)
    out: list[Rewrite] = list(instead)
    meanings: set[fx.CardText] = {parse(r.text) for r in instead}
    combined = sorted(
        itertools.product(*fixed),
        key=lambda parts: (
            sum(p.cost for p in parts),
            sum(p.changes for p in parts),
            -_closeness(text, _joined(parts)),
        ),
    )
    for parts in combined[:CHECKED]:
        whole = _joined(parts)
        read = _reads(whole) if whole else None
        if read is None or read in meanings:
            continue
        meanings.add(read)
        shown = _shown(read)
        if shown is None:
            continue
        templated = any(p.template for p in parts)
        changes = None if templated else sum(p.changes for p in parts)
        notes = tuple(note for p in parts for note in p.notes)
        cost = sum(p.cost for p in parts)
        plain = not templated and all(p.plain for p in parts)
        dearest = max(p.dearest for p in parts)
        out.append(Rewrite(whole, *shown, changes, cost, notes, dearest, plain))
        if len(out) >= n:
            break
    if not out:  # the sentences read alone but not together: the nearest whole sentences
        for template in _nearest_templates(text, n):
            read = parse(template)
            out.append(Rewrite(template, read.canonical(), explain(read), None, TEMPLATE))
    return tuple(out)


def _shown(read: fx.CardText) -> tuple[str, str] | None:
    """The canonical text and explanation of a rewrite's reading, or ``None`` for a reading the
    printer cannot say (a repair can make a sentence the grammar takes but the reader leaves
    unsettled, like "put the rest on the bottom" with nothing looked at before it): such a
    rewrite is not offered."""
    try:
        return read.canonical(), explain(read)
    except TypeError:
        return None


def _joined(parts: tuple[_Repair, ...]) -> str:
    whole = " ".join(p.text for p in parts if p.text)
    return whole[:-1] + "." if whole.endswith(";") else whole


def _said_of(text: str) -> frozenset[str]:
    """What a text says, as the terminals of its words that say something (a number with its
    value), for comparing it with a template sentence."""
    try:
        tokens = tokenize(text)
    except CardTextError:
        return frozenset()
    return frozenset(
        f"{t.kind}:{t.text.lower()}" if t.kind in _NOT_REUSED else t.kind
        for t in tokens
        if t.kind not in SLIGHT and t.kind not in _MARKS
    )


def _nearest_templates(sentence: str, n: int) -> tuple[str, ...]:
    """The ``n`` template sentences that say most of what ``sentence`` says (shared terminals over
    all the terminals either says), then the closest written."""
    said = _said_of(sentence)

    def likeness(template: str) -> tuple[float, float]:
        other = _said_of(template)
        shared = len(said & other) / len(said | other) if said | other else 0.0
        return shared, _closeness(sentence, template)

    return tuple(sorted(TEMPLATES, key=likeness, reverse=True)[:n])
