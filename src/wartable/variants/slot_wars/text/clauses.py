"""Sentence structure said another way: the clauses of a card text read whatever their order and
shape, each as the construct it says.

Designers write a selection, a value change, a zone, a subject, a condition or a trigger in the
order and shape that comes to them: "the cards adjacent to this", "opp.'s slot 3 card", "OC is
reduced to 3", "This & OC: +1", "your deck's top 3", "Value x2", "Draw a card when this is
destroyed", "Destroy OC or tap it, your choice". Each pass below reads one such shape as the
words of the construct it means (the grammar's own words), so that it maps to the same structured
effect as its canonical text; it runs on the words after the phrases (:data:`parser._PHRASES`) and
before the passes that build clauses ("this" alone, lists of slots and values). A pass only ever
rewrites words that cannot be read as written; where a shape could mean two things it is left
as it is, and refused.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Callable

from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import (
    _CLAUSE_ENDS,
    _CLAUSE_STARTS,
    _LIST_JOINS,
    TextToken,
    _by_sentence,
    _inserted,
    _kinds,
    _said,
    _sentence_spans,
)

_Tokens = list[TextToken]

_TARGET_WORDS = frozenset(
    {
        "_THIS", "_CARD", "_CARDS", "_OC", "_IT", "_YOUR", "_OPP", "_POSS", "_ADJ", "_ALL",
        "_IN", "SLOTNUM", "SLOTLIST", "_SLOT", "_SLOTS", "NUMBER", "_NEXT", "_PREV", "_OTHER",
        "_THE", "_OPPOSING", "_TAPPED", "_UNTAPPED", "_REVEALED", "_UNREVEALED", "NUMS",
        "_STACKED", "_WITH", "_PRINTED", "_ODD", "_EVEN", "_HIGH", "_LOW",
    }
)  # fmt: skip
"""Words that may make up the cards a clause is about ("this card", "your adj. cards")."""

_CARD_NOUNS = frozenset({"_CARD", "_CARDS", "_OC", "_IT"})

_OWNER_WORDS = (("_YOUR", "_OPP", "_POSS"), ("_OPP", "_POSS"), ("_OPP",), ("_YOUR",))
"""An owner before cards, longest first: "your opponent's", "opp.'s", "opp.", "your"."""

_THIS_SAID = (("this", "card", "'s", "slot"), ("its", "slot"), ("this", "one"), ("this", "card"))


def _this_at(tokens: _Tokens, start: int) -> int:
    """How many words at ``start`` name this card (or its slot): "this", "this card", "this one",
    "it", "its slot", "this card's slot"; 0 if they do not."""
    said = tuple(_said(t) for t in tokens[start : start + 4])
    for words in _THIS_SAID:
        if said[: len(words)] == words:
            return len(words)
    return 1 if said[:1] in (("this",), ("it",)) else 0


def _clause_start(tokens: _Tokens, index: int) -> bool:
    return index == 0 or tokens[index - 1].kind in _CLAUSE_STARTS


def _owner_at(tokens: _Tokens, start: int) -> int:
    """How many words at ``start`` name an owner of cards ("opp.'s"); 0 if none."""
    for owner in _OWNER_WORDS:
        if _kinds(tokens, start, len(owner)) == owner:
            return len(owner)
    return 0


# ---- selections


_NEAR = (("_ADJ", "_TO"), ("_NEXT", "_TO"), ("beside",), ("around",), ("bordering",))
_NEAR_SAID = (
    ("on", "either", "side", "of"),
    ("on", "each", "side", "of"),
    ("to", "the", "left", "and", "right", "of"),
    ("on", "the", "left", "and", "right", "of"),
    ("left", "and", "right", "of"),
)


def _near_at(tokens: _Tokens, start: int) -> int:
    said = tuple(_said(t) for t in tokens[start : start + 6])
    for words in _NEAR_SAID:
        if said[: len(words)] == words:
            return len(words)
    for near in _NEAR:
        if _kinds(tokens, start, len(near)) == near or said[: len(near)] == near:
            return len(near)
    return 0


def _adjacent_after(tokens: _Tokens) -> _Tokens:
    """ "the cards adjacent to this", "cards next to it", "your cards on either side of this one":
    the cards in the adj. slots ("a card adjacent to this": one of them). "The card next to
    this one" is left as it is: which of the two, and whose?"""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        out.append(tok)
        index += 1
        plural = tok.kind == "_CARDS" or (
            tok.kind == "_CARD"
            and len(out) >= 2
            and out[-2].kind in ("_A", "NUMBER", "_ANY", "_EACH")
        )
        near = _near_at(tokens, index)
        this = _this_at(tokens, index + near) if near else 0
        if this and tok.kind == "_CARD" and out[-2:-1] and out[-2].kind == "_THE":
            out[-2:] = [dataclasses.replace(out[-2], kind="_BESIDE")]  # which card, and whose?
            out.extend(_inserted(k, tokens[index]) for k in ("_ADJ", "_SLOTS"))
            index += near + this
        elif this and plural:
            out.extend(_inserted(k, tokens[index]) for k in ("_IN", "_ADJ", "_SLOTS"))
            index += near + this
    return out


def _slots_beside(tokens: _Tokens) -> _Tokens:
    """ "the slots next to this one", "the slots on either side (of this card)", "the slots
    adjacent to it": the adj. slots ("the slot next to this one" is left: the next one, or
    either?)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        slots = tok.kind == "_SLOTS" and out and out[-1].kind == "_THE"
        near = _near_at(tokens, index + 1) if slots else 0
        this = _this_at(tokens, index + 1 + near) if near else 0
        either = slots and tuple(_said(t) for t in tokens[index + 1 : index + 4]) == (
            "on",
            "either",
            "side",
        )
        if this or either:
            out[-1:] = [dataclasses.replace(out[-1], kind="_ADJ"), tok]
            index += 1 + (near + this if this else 3)
            continue
        out.append(tok)
        index += 1
    return out


def _slot_run(tokens: _Tokens, start: int) -> int:
    """How many words at ``start`` name slots one after another ("S4", "S4 and S5", "S1, S3
    or S5")."""
    end = start + 1
    while True:
        join = next((j for j in _LIST_JOINS if _kinds(tokens, end, len(j)) == j), None)
        if join is None or _kinds(tokens, end + len(join), 1) != ("SLOTNUM",):
            return end - start
        end += len(join) + 1


def _owner_on_slot(tokens: _Tokens) -> _Tokens:
    """ "opp.'s slot 3 card", "your S3 cards": the owner's cards in that slot."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        owner = _owner_at(tokens, index)
        slot = 0
        if owner:
            if _kinds(tokens, index + owner, 1) in (("SLOTNUM",), ("SLOTLIST",)):
                slot = _slot_run(tokens, index + owner)
            elif _kinds(tokens, index + owner, 2) == ("_SLOT", "NUMBER"):
                slot = 2
        noun = _kinds(tokens, index + owner + slot, 1)
        if slot and noun in (("_CARD",), ("_CARDS",)):
            cards = tokens[index + owner + slot]
            out.extend(tokens[index : index + owner])
            out.append(dataclasses.replace(cards, kind="_CARDS"))
            out.append(_inserted("_IN", cards))
            out.extend(tokens[index + owner : index + owner + slot])
            index += owner + slot + 1
            continue
        out.append(tokens[index])
        index += 1
    return out


_CARD_FOLLOWS = frozenset(
    {"_CARD", "_CARDS", "NUMS", "_TAPPED", "_UNTAPPED", "_REVEALED", "_UNREVEALED", "_ADJ"}
)


def _both_players(tokens: _Tokens) -> _Tokens:
    """ "both players' cards", "everyone's cards", "all players' cards": all cards."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        said = _kinds(tokens, index, 4)
        if said[:3] in (("_EACH", "_PLAYER", "_POSS"), ("_ALL", "_PLAYER", "_POSS")) and (
            said[3:] and said[3] in _CARD_FOLLOWS
        ):
            out.append(dataclasses.replace(tok, kind="_ALL"))
            index += 3
            continue
        out.append(tok)
        index += 1
    return out


_EVERY_OTHER = {
    "_EVEN": ((2, 2), (4, 4), (6, 6), (8, 8)),
    "_ODD": ((1, 1), (3, 3), (5, 5), (7, 7), (9, 9)),
}


def _slot_spans(tokens: _Tokens) -> _Tokens:
    """ "slots 1 through 3", "slots one thru three", "the first three slots", "the last 2
    slots": those slots (S1-S3, S8-S9)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        said = _kinds(tokens, index, 4)
        first = _number(tokens, index + 1)
        last = _number(tokens, index + 3)
        through = index + 2 < len(tokens) and _said(tokens[index + 2]) in _UP_TO
        if tok.kind == "_SLOTS" and first and last and through and first < last:
            out.append(dataclasses.replace(tok, kind="SLOTNUM", value=(first, last)))
            index += 4
            continue
        count = _number(tokens, index + 2)
        if (
            said[:2] in (("_THE", "_FIRST"), ("_THE", "_LAST"))
            and said[3:] == ("_SLOTS",)
            and count
        ):
            span = (1, count) if said[1] == "_FIRST" else (10 - count, 9)
            out.append(dataclasses.replace(tok, kind="SLOTNUM", value=span))
            index += 4
            continue
        out.append(tok)
        index += 1
    return out


def _number(tokens: _Tokens, at: int) -> int:
    """The number at ``at`` ("3", "three", "one"), or 0."""
    if at >= len(tokens):
        return 0
    if tokens[at].kind == "NUMBER" and 1 <= tokens[at].value <= 9:
        return int(tokens[at].value)
    return 1 if _said(tokens[at]) == "one" else 0


def _slot_sets(tokens: _Tokens) -> _Tokens:
    """ "even slots", "the odd-numbered slots", "an even slot": a list of slots (S2, S4, S6 and
    S8)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        parity = tok.kind in _EVERY_OTHER
        numbered = parity and _kinds(tokens, index + 1, 1) == ("_COUNTWORD",)
        noun = _kinds(tokens, index + 1 + numbered, 1)
        if parity and noun in (("_SLOT",), ("_SLOTS",)):
            if out and out[-1].kind in ("_THE", "_ALL", "_EACH", "_A", "_ANY"):
                out.pop()
            said = " ".join(t.text for t in tokens[index : index + 2 + numbered] if t.text)
            out.append(
                dataclasses.replace(tok, kind="SLOTLIST", text=said, value=_EVERY_OTHER[tok.kind])
            )
            index += 2 + numbered
            continue
        out.append(tok)
        index += 1
    return out


_UP_TO = frozenset({"through", "thru", "-"})


def _value_ranges(tokens: _Tokens) -> _Tokens:
    """ "2s-4s", "2s to 4s", "values 2 to 4", "value between 2 and 4", "values from 2 to 4":
    the values in that range."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        to = index + 1 < len(tokens) and (
            tokens[index + 1].kind == "_TO" or _said(tokens[index + 1]) in _UP_TO
        )
        apart = (
            to
            and _kinds(tokens, index + 2, 1) == ("NUMS",)
            and tok.value != tokens[index + 2].value
        )
        if tok.kind == "NUMS" and apart:
            low, high = sorted((tok.value, tokens[index + 2].value))
            said = " ".join(t.text for t in tokens[index : index + 3])
            out.append(
                dataclasses.replace(
                    tok, kind="NUMLIST", text=said, value=tuple(range(low, high + 1))
                )
            )
            index += 3
            continue
        if tok.kind == "_VALUE":
            lead = (
                1
                if index + 1 < len(tokens) and _said(tokens[index + 1]) in ("between", "from")
                else 0
            )
            first = index + 1 + lead
            join = tokens[first + 1] if first + 1 < len(tokens) else None
            joined = join is not None and (
                join.kind == "_TO" or _said(join) in _UP_TO or (lead and join.kind == "_AND")
            )
            numbers = _kinds(tokens, first, 3)[::2] == ("NUMBER", "NUMBER")
            if joined and numbers and tokens[first].value != tokens[first + 2].value:
                low, high = sorted((tokens[first].value, tokens[first + 2].value))
                out.append(tok)
                said = " ".join(t.text for t in tokens[index + 1 : first + 3])
                out.append(
                    dataclasses.replace(
                        tokens[first], kind="NUMRANGE", text=said, value=(low, high)
                    )
                )
                index = first + 3
                continue
        out.append(tok)
        index += 1
    return out


_VALUE_OR = (("_OR",), ("_COMMA", "_OR"), ("_COMMA",))


def _numbers_or(tokens: _Tokens, start: int) -> tuple[list[int], int]:
    """The numbers of "1 or 2", "a 1 or a 2", "7, 8 or 9" at ``start`` (each after an optional
    "a") and where they end; fewer than two: not such a list."""
    numbers: list[int] = []
    at = start
    while True:
        article = int(_kinds(tokens, at, 1) == ("_A",))
        if _kinds(tokens, at + article, 1) != ("NUMBER",):
            break
        numbers.append(tokens[at + article].value)
        at += article + 1
        join = next((j for j in _VALUE_OR if _kinds(tokens, at, len(j)) == j), None)
        if join is None:
            break
        after = at + len(join)
        article = int(_kinds(tokens, after, 1) == ("_A",))
        if _kinds(tokens, after + article, 1) != ("NUMBER",):
            break
        at = after
    return numbers, at


def _values_or(tokens: _Tokens) -> _Tokens:
    """ "If OC is a 1 or 2", "if it's 7, 8 or 9", "if its value is 1 or a 2", "OC's a 1 or 2":
    neighbouring values are the range of them ("is 1-2"); other values are left as they are
    (no test reads "1 or 3")."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        said_is = tok.kind == "_IS" or (
            tok.kind == "_POSS"
            and _kinds(tokens, index + 1, 1) == ("_A",)
            and out
            and out[-1].kind in ("_OC", "_IT", "_THIS", "_CARD")
        )
        if said_is:
            numbers, end = _numbers_or(tokens, index + 1)
            low, high = (min(numbers), max(numbers)) if numbers else (0, 0)
            neighbouring = sorted(numbers) == list(range(low, high + 1))
            if len(numbers) > 1 and neighbouring:
                said = " ".join(t.text for t in tokens[index + 1 : end])
                first = tokens[index + 1]
                out.append(dataclasses.replace(tok, kind="_IS"))
                out.append(
                    dataclasses.replace(first, kind="NUMRANGE", text=said, value=(low, high))
                )
                index = end
                continue
        out.append(tok)
        index += 1
    return out


# ---- value changes and sets


_CHANGED_TO = frozenset({"_REDUCED", "_RAISED", "_CHANGED", "_SET", "_REDUCE", "_RAISE"})


def _changed_to(tokens: _Tokens) -> _Tokens:
    """ "OC is reduced to 3", "OC's value is set to 5", "this card goes down to 1", "OC drops to
    2": the value is 3 (5, 1, 2) (a change to a number is a set value)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        said = _kinds(tokens, index, 4)
        passive = said[:1] in (("_IS",), ("_GET",)) and said[1:2] and said[1] in _CHANGED_TO
        verb = 2 if passive or said[:2] in (("_GO", "_DOWN"), ("_GO", "_UP")) else 0
        if said[:1] in (("_REDUCE",), ("_RAISE",)) and out and out[-1].kind not in _CLAUSE_STARTS:
            verb = 1  # "OC drops to 2" (not "Reduce OC to 2": a verb with its object after it)
        if verb and _kinds(tokens, index + verb, 2) == ("_TO", "NUMBER"):
            out.append(dataclasses.replace(tok, kind="_IS"))
            index += verb + 1
            continue
        out.append(tok)
        index += 1
    return out


_SET_VERBS = frozenset({"_CHANGED", "_REDUCE", "_RAISE", "_LOW"})


def _set_to(sentence: _Tokens) -> _Tokens:
    """ "Change OC's value to 1", "Reduce OC's value to 2", "Lower OC to 2", "Increase this
    card's value to 7": set it to that number."""
    kinds = [t.kind for t in sentence]
    for at, kind in enumerate(kinds):
        if kind not in _SET_VERBS or not _clause_start(sentence, at):
            continue
        end = at + 1
        while end < len(kinds) and kinds[end] in _TARGET_WORDS | {"_VALUE", "_OF"}:
            end += 1
        if end > at + 1 and kinds[end : end + 2] == ["_TO", "NUMBER"]:
            verb = dataclasses.replace(sentence[at], kind="_SET")
            return [*sentence[:at], verb, *sentence[at + 1 :]]
    return sentence


def _pair(kinds: list[str]) -> bool:
    """Whether ``kinds`` are two cards joined by "and" ("this card and OC", "OC & your adj.
    cards"), and nothing else."""
    return (
        kinds.count("_AND") == 1
        and kinds[0] != "_AND"
        and kinds[-1] in _CARD_NOUNS
        and set(kinds) <= _TARGET_WORDS | {"_AND"}
    )


def _pair_after(tokens: _Tokens, start: int) -> bool:
    """Whether two cards joined by "and" come at ``start``, then a change."""
    end = start
    while end < len(tokens) and tokens[end].kind in _TARGET_WORDS | {"_AND"}:
        end += 1
    change = _kinds(tokens, end, 1) in (("_GET",), ("SIGNED",), ("_COLON",))
    return change and _pair([t.kind for t in tokens[start:end]])


def _subject_start(out: _Tokens) -> int:
    """Where the clause that ends ``out`` starts (a subject runs on over "and")."""
    start = len(out)
    while start and out[start - 1].kind not in ("_STOP", "_COLON", "TAG", "_COMMA"):
        start -= 1
    return start


def _pair_before(out: _Tokens) -> bool:
    """Whether the clause that ends ``out`` is two cards joined by "and"."""
    start = _subject_start(out)
    return start < len(out) and _pair([t.kind for t in out[start:]])


def _pair_swaps(tokens: _Tokens) -> _Tokens:
    """ "This card and OC swap (trade) their values": swap the values of the two."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        if tok.kind in ("_SWAP", "_TRADE") and _pair_before(out):
            their = int(_kinds(tokens, index + 1, 1) == ("_THEIR",))
            if _kinds(tokens, index + 1 + their, 1) == ("_VALUE",):
                start = _subject_start(out)
                pair = out[start:]
                del out[start:]
                verb = dataclasses.replace(tok, kind="_SWAP")
                out.extend([verb, tokens[index + 1 + their], _inserted("_OF", tok), *pair])
                index += 2 + their
                continue
        out.append(tok)
        index += 1
    return out


def _pair_gets(tokens: _Tokens) -> _Tokens:
    """ "This card and OC +1", "This & OC: +1", "Both this card and OC get +1", "OC and this
    card each get -1": both get it."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        following = _kinds(tokens, index + 1, 1)
        if tok.kind == "SIGNED" and out:
            colon = out[-1].kind == "_COLON"
            if _pair_before(out[: len(out) - colon]):
                del out[len(out) - colon :]
                out.append(_inserted("_GET", tok))
        elif tok.kind == "_EACH" and (
            (out and out[-1].kind == "SIGNED" and following in _ENDS)  # "get -1 each"
            or (_clause_start(tokens, index) and _pair_after(tokens, index + 1))
            or (following in (("_GET",), ("SIGNED",)) and _pair_before(out))
        ):
            continue
        out.append(tok)
    return out


_LASTING_VERBS = frozenset({"_GET", "_CANT", "_IS", "_HAS", "_COUNT", "_STAYS", "_LOSE"})
"""Verbs a second statement about the same cards may start with ("... and can't be destroyed")."""


def _same_subject(sentence: _Tokens) -> _Tokens:
    """ "This card gets +2 and can't be destroyed": two statements about one subject, the second
    said without it, are said with it ("... and this card can't be destroyed")."""
    starts = [0, *(i + 1 for i, t in enumerate(sentence) if t.kind in ("_COLON", "TAG", "_COMMA"))]
    for start in starts:
        end = start
        while end < len(sentence) and sentence[end].kind in _TARGET_WORDS:
            end += 1
        subject = sentence[start:end]
        if (
            end < len(sentence)
            and sentence[end].kind in _LASTING_VERBS
            and {t.kind for t in subject} & _CARD_NOUNS
        ):
            break
    else:
        return sentence
    out = sentence[:end]
    for index in range(end, len(sentence)):
        tok = sentence[index]
        out.append(tok)
        following = _kinds(sentence, index + 1, 2)
        second = bool(following) and following[0] in _LASTING_VERBS
        second = second or following in (("_CAN", "_NOT"), ("_DOES", "_NOT"), ("_MAY", "_NOT"))
        if tok.kind == "_AND" and second:
            out.extend(dataclasses.replace(t, text="") for t in subject)
    return out


_COUNTED = {
    "_DISCARDED": "_DISCARD",
    "_DESTROYED": "_DESTROY",
    "_RETURNED": "_RETURN",
    "_DRAWN": "_DRAW",
}


def _for_each_done(tokens: _Tokens) -> _Tokens:
    """ "... +2 for each card discarded", "per discarded card": for each of the cards the
    discard (destroy, return, draw) before it acted on ("for each of them")."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        per = 2 if _kinds(tokens, index, 2) == ("_FOR", "_EACH") else int(tok.kind == "_PER")
        said = _kinds(tokens, index + per, 3) if per else ()
        verb = None
        if len(said) >= 2 and said[0] in ("_CARD", "_CARDS") and said[1] in _COUNTED:
            verb = said[1]
        elif len(said) >= 2 and said[0] in _COUNTED and said[1] in ("_CARD", "_CARDS"):
            verb = said[0]
        ends = _kinds(tokens, index + per + 2, 1) in ((), ("_STOP",), ("_COMMA",))
        if verb is not None and ends and any(t.kind == _COUNTED[verb] for t in out):
            out.extend([_inserted("_FOR", tok), _inserted("_EACH", tok)])
            out.extend([_inserted("_OF", tok), _inserted("_THEM", tok)])
            index += per + 2
            continue
        out.append(tok)
        index += 1
    return out


# ---- subjects and pronouns


_VALUE_VERBS = frozenset({"_DOUBLE", "_TRIPLE", "_HALVE", "_SET"})


def _sentence_start(tokens: _Tokens, index: int) -> bool:
    """Whether ``index`` opens a sentence (after its tag, if any: "[BT]: ...")."""
    while (
        index
        and tokens[index - 1].kind in ("TAG", "_COLON")
        and (tokens[index - 1].kind == "TAG" or (index >= 2 and tokens[index - 2].kind == "TAG"))
    ):
        index -= 1
    return index == 0 or tokens[index - 1].kind == "_STOP"


_SIGNS = (("SIGNED",), ("TIMES",), ("_DOUBLE",), ("_TRIPLE",), ("_GET",), ("_IS",))


def _bare_value(tokens: _Tokens) -> _Tokens:
    """ "Value +2", "Value x2", "Double value", "Set value to 5": this card's value, where the
    sentence opens with it ("OC: value -2", "Roll a die. If value is 6": another value)."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        following = _kinds(tokens, index + 1, 1)
        verb = index and tokens[index - 1].kind in _VALUE_VERBS
        opens = _sentence_start(tokens, index - 1 if verb else index)
        changed = _kinds(tokens, index + 1 + (following == ("_COLON",)), 1) in _SIGNS
        counted = {"_COUNTWORD", "_EQUAL"} & {t.kind for t in tokens[index + 1 : index + 4]}
        changed = changed and not counted  # "Value = # of cards in hand": whose value? (left)
        if tok.kind == "_VALUE" and opens and (verb or changed):
            out.extend(_inserted(k, tok) for k in ("_THIS", "_CARD", "_POSS"))
        out.append(tok)
    return out


_YOU_DO = frozenset(
    {"_LOOK", "_DESTROY", "_TAP", "_UNTAP", "_RETURN", "_MOVE", "_SWAP", "_HIDE", "_REARRANGE",
     "_DOUBLE", "_TRIPLE", "_HALVE", "_SET", "_ADD", "_REMOVE", "_TRADE", "_FLIP", "_CHOOSE",
     "_PLACE", "_REVEAL", "_GIVE", "_SUBTRACT", "_MULTIPLY", "_SILENCE", "_RESET"}
)  # fmt: skip
"""Verbs of the imperative whose subject "you" may be said ("You look at opp.'s hand")."""

_THIS_DOES = frozenset(
    {"_DESTROY", "_TAP", "_UNTAP", "_DOUBLE", "_TRIPLE", "_HALVE", "_SILENCE", "_RESET"}
)
"""Verbs of the imperative that this card may be said to do ("This card destroys OC")."""


_ENDS = ((), ("_STOP",), ("_COMMA",), ("_AND",))
"""What ends a clause: "this card taps" (itself) is not "tap" (what?)."""


_PREDICATES = (("_CANT", "_BE"), ("_CAN", "_NOT"), ("_IS", "_WORTH"), ("_HAS", "SIGNED"))
"""A verb phrase of state a sentence may open with, about this card ("Can't be destroyed.")."""


def _bare_predicate(tokens: _Tokens) -> _Tokens:
    """ "Can't be destroyed.", "Is worth 2 points.", "Has +1.": this card is, has ... (a
    sentence that opens with its verb of state is about this card)."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        if _sentence_start(tokens, index) and _kinds(tokens, index, 2) in _PREDICATES:
            out.extend([_inserted("_THIS", tok), _inserted("_CARD", tok)])
        out.append(tok)
    return out


def _named_doer(tokens: _Tokens) -> _Tokens:
    """ "You look at opp.'s hand", "This card destroys OC": the imperative, said with its doer
    (you, or this card acting for you)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        if _clause_start(tokens, index):
            if (
                tok.kind == "_YOU"
                and _kinds(tokens, index + 1, 1)[:1]
                and tokens[index + 1].kind in _YOU_DO
            ):
                index += 1
                continue
            this = _kinds(tokens, index, 3)
            joined = index and tokens[index - 1].kind in (
                "_AND",
                "_THEN",
            )  # "have OC and this card swap"
            acts = this[2:] and this[2] in _THIS_DOES and _kinds(tokens, index + 3, 1) not in _ENDS
            if not joined and this[:2] == ("_THIS", "_CARD") and acts:
                index += 2
                continue
        out.append(tok)
        index += 1
    return out


_PLAYERS_SAID: dict[tuple[str, ...], str] = {
    **{
        (*who, verb, *this): "_YOU"
        for who in (("the", "player", "who"), ("the", "player", "that"), ("whoever",))
        for verb in ("controls", "played", "placed", "owns")
        for this in (("this", "card"), ("this",), ("me",))
    },
    **{
        (*who, verb, *card): "_OPP"
        for who in (("the", "player", "who"), ("the", "player", "that"), ("whoever",))
        for verb in ("controls", "played", "placed", "owns")
        for card in (("oc",), ("the", "opposing", "card"))
    },
    ("this", "card", "'s", "owner"): "_YOU",
    ("the", "owner", "of", "this", "card"): "_YOU",
    ("the", "controller", "of", "this", "card"): "_YOU",
    ("the", "controller", "of", "oc"): "_OPP",
    ("the", "owner", "of", "oc"): "_OPP",
    ("oc", "'s", "owner"): "_OPP",
}
"""A player named by a relative clause or by what it owns: this card's is you, OC's opp."""
_PLAYERS_LONGEST = sorted(_PLAYERS_SAID.items(), key=lambda item: -len(item[0]))


_ONE_CARD = (("_THIS", "_CARD"), ("_THIS",), ("_OC",))
_SELECTION_NEXT = frozenset(
    {"_PLAYER", "_CARD", "_CARDS", "_YOUR", "_OPP", "_OF", "_THIS", "_OC", "_ADJ", "NUMS",
     "NUMLIST", "_TAPPED", "_UNTAPPED", "_REVEALED", "_UNREVEALED", "_OTHER", "_IN", "_SLOT",
     "_SLOTS", "SLOTNUM", "_PRINTED", "_ODD", "_EVEN", "_HIGH", "_LOW", "_TIED", "_TIES"}
)  # fmt: skip
"""What may follow "both" that makes it a quantity ("both players", "both adj. cards")."""


def _last_pair(out: _Tokens) -> _Tokens | None:
    """The two cards named last, joined by "and" ("this card and OC"), or ``None``."""
    for end in range(len(out), 0, -1):
        second = next((c for c in _ONE_CARD if _kinds(out, end - len(c), len(c)) == c), None)
        if second is None or _kinds(out, end - len(second) - 1, 1) != ("_AND",):
            continue
        at = end - len(second) - 1
        first = next((c for c in _ONE_CARD if _kinds(out, at - len(c), len(c)) == c), None)
        if first is not None:
            return [dataclasses.replace(t, text="") for t in out[at - len(first) : end]]
    return None


def _named_pair(out: _Tokens) -> _Tokens | None:
    """This card and OC, where the words so far name both of them, each on its own ("If OC is
    higher than this card", "Swap this card and OC"), in the order named; else ``None``."""
    named: list[tuple[str, ...]] = []
    index = 0
    while index < len(out):
        said = next((c for c in _ONE_CARD if _kinds(out, index, len(c)) == c), None)
        if said is None:
            index += 1
            continue
        card = ("_OC",) if said == ("_OC",) else ("_THIS", "_CARD")
        if card in named:
            named.remove(card)
        named.append(card)
        index += len(said)
    if len(named) < 2:
        return None
    at = out[-1]
    first, second = named
    return [_inserted(k, at) for k in (*first, "_AND", *second)]


_BOTH_CARDS_NARROWED = frozenset({"_IN", "_WITH", "_OF", "_POSS", "_THERE"})
"""What after "both cards" says which cards ("both cards in S5", "both cards with value 3")."""


def _both_said(tokens: _Tokens) -> _Tokens:
    """ "Destroy both", "give both +1": the two cards named last ("this card and OC"); with no
    two cards named, "both" is refused (it is not all cards). "Both cards" with nothing after it
    that says which ("destroy both cards", not "both cards in S5") is this card and OC where the
    text has named both ("If OC is higher than this card, destroy both cards"), and refused with
    its readings where it has not."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        following = _kinds(tokens, index + 1, 2)
        both = tok.kind == "_EACH" and tok.text.lower() == "both"
        if both and following[:1] not in [(k,) for k in _SELECTION_NEXT]:
            pair = _last_pair(out)
            if pair is None:
                out.append(dataclasses.replace(tok, kind="WORD", value="both"))
            else:
                out.extend(pair)
            index += 1
            continue
        if (
            both
            and following[:1] in (("_CARD",), ("_CARDS",))
            and following[1:] not in [(k,) for k in _BOTH_CARDS_NARROWED]
        ):
            pair = _last_pair(out) or _named_pair(out)
            if pair is None:
                out.append(dataclasses.replace(tok, kind="WORD", value="both"))
                index += 1
            else:
                out.extend(pair)
                index += 2
            continue
        out.append(tok)
        index += 1
    return out


def _players_named(tokens: _Tokens) -> _Tokens:
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        said = tuple(_said(t) for t in tokens[index : index + 6])
        found = next(((w, k) for w, k in _PLAYERS_LONGEST if said[: len(w)] == w), None)
        if found is not None:
            words, kind = found
            out.append(dataclasses.replace(tokens[index], kind=kind))
            index += len(words)
            continue
        out.append(tokens[index])
        index += 1
    return out


# ---- zones and owners


_OPPONENT = (("_YOUR", "_OPP"), ("_THE", "_OPP"), ("_OPP",))


def _deck_top_after(tokens: _Tokens) -> _Tokens:
    """ "your deck's top 3", "opp.'s deck's top card", "the deck's top card": the top cards of
    that deck (the deck not said: yours)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        owner = _owner_at(tokens, index) or int(tok.kind == "_THE")
        if owner and _kinds(tokens, index + owner, 3) == ("_DECK", "_POSS", "_TOP"):
            top = index + owner + 3
            counted = _kinds(tokens, top, 1) == ("NUMBER",)
            after = top + counted
            noun = int(_kinds(tokens, after, 1) in (("_CARD",), ("_CARDS",)))
            whose = (
                tokens[index : index + owner] if tok.kind != "_THE" else [_inserted("_YOUR", tok)]
            )
            out.extend([_inserted("_THE", tok), _inserted("_TOP", tok), *tokens[top:after]])
            out.extend([_inserted("_CARDS" if counted else "_CARD", tok), _inserted("_OF", tok)])
            out.extend([*whose, _inserted("_DECK", tok)])
            index = after + noun
            continue
        out.append(tok)
        index += 1
    return out


_ZONE_OF = (("_HAND", "_OF"), ("_DECK", "_OF"), ("_PILE", "_OF"))


def _zone_of_opponent(tokens: _Tokens) -> _Tokens:
    """ "the hand of your opponent", "the deck of opp.": opp.'s hand (deck)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        zone = index + (tok.kind == "_THE")
        whose = 0
        if _kinds(tokens, zone, 2) in _ZONE_OF:
            whose = next((len(o) for o in _OPPONENT if _kinds(tokens, zone + 2, len(o)) == o), 0)
        if whose:
            out.extend([_inserted("_OPP", tok), _inserted("_POSS", tok), tokens[zone]])
            index = zone + 2 + whose
            continue
        out.append(tok)
        index += 1
    return out


_COUNTS = frozenset({"_A", "NUMBER", "_ANY", "_ALL", "_EACH"})


def _hand_cards(tokens: _Tokens) -> _Tokens:
    """ "a hand card", "2 opp.'s hand cards": cards from that hand (yours if not said)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        owned = _owner_at(tokens, index)
        said = _kinds(tokens, index + owned, 2)
        if said in (("_HAND", "_CARD"), ("_HAND", "_CARDS")) and out and out[-1].kind in _COUNTS:
            noun, hand = tokens[index + owned + 1], tokens[index + owned]
            whose = tokens[index : index + owned] or [_inserted("_YOUR", noun)]
            out.extend([noun, _inserted("_FROM", noun), *whose, hand])
            index += owned + 2
            continue
        out.append(tokens[index])
        index += 1
    return out


def _deck_top_said(tokens: _Tokens) -> _Tokens:
    """ "the top of your deck": its top card (not "put it on top of your deck": a place);
    "Draw the top 3 cards of your deck": draw 3 cards."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        placed = {"_ON", "_TO", "_IN"} & {t.kind for t in out[-2:]}
        of_deck = "_DECK" in _kinds(tokens, index + 2, 3)
        if (
            tok.kind == "_TOP"
            and _kinds(tokens, index + 1, 1) == ("_OF",)
            and of_deck
            and not placed
        ):
            out.extend([tok, _inserted("_CARD", tok)])
            index += 1
            continue
        if tok.kind == "_DRAW" and _kinds(tokens, index + 1, 2) == ("_THE", "_TOP"):
            counted = _kinds(tokens, index + 3, 1) == ("NUMBER",)
            rest = index + 3 + counted
            if _kinds(tokens, rest, 4)[1:] == ("_OF", "_YOUR", "_DECK"):
                out.append(tok)
                count = tokens[index + 3] if counted else _inserted("_A", tok)
                out.extend([count, _inserted("_CARDS" if counted else "_CARD", tok)])
                index = rest + 4
                continue
        out.append(tok)
        index += 1
    return out


# ---- the order of clauses


_VALUE_STATES = frozenset({"_ODD", "_EVEN", "_HIGH", "_LOW", "_EQUAL", "NUMBER", "_NOT"})
_SUBJECTS = (("_THIS", "_CARD"), ("_THIS",), ("_OC",), ("_IT",))


def _when_is(tokens: _Tokens) -> _Tokens:
    """ "Draw a card when OC is odd", "When this card is higher than OC, ...": a value is
    checked, not waited for: "if"."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        subject = next((s for s in _SUBJECTS if _kinds(tokens, index + 1, len(s)) == s), ())
        said = _kinds(tokens, index + 1 + len(subject), 2)
        if (
            tok.kind == "_WHEN"
            and subject
            and said[:1] == ("_IS",)
            and said[1:]
            and (said[1] in _VALUE_STATES)
        ):
            out.append(dataclasses.replace(tok, kind="_IF"))
            continue
        out.append(tok)
    return out


_THIS_EVENTS = frozenset({"_REVEALED", "_DESTROYED", "_PLACED"})
_THIS_SUBJECTS = (("_THIS", "_CARD"), ("_THIS",), ("_IT",))


def _as_when(tokens: _Tokens) -> _Tokens:
    """ "As this card is revealed, ...", "As it is destroyed: ...": when."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        subject = next((s for s in _THIS_SUBJECTS if _kinds(tokens, index + 1, len(s)) == s), ())
        said = _kinds(tokens, index + 1 + len(subject), 2)
        opens = _sentence_start(tokens, index) or (out and out[-1].kind == "_COMMA")
        event = said[:1] == ("_IS",) and said[1:] != () and said[1] in _THIS_EVENTS
        if tok.kind == "_AS" and opens and subject and event:
            out.append(dataclasses.replace(tok, kind="_WHEN"))
            continue
        out.append(tok)
    return out


_CARD_HERE = frozenset({"_THIS", "_OC", "_IT"})
"""The cards a leading "In S9, ..." can only mean to be there as this card (not "your cards":
your cards in S9, or your cards if this card is in S9?)."""
_LEAD_SUBJECTS = frozenset({"_THIS", "_OC", "_YOUR", "_OPP", "_ALL", "_EACH", "_IT"})


def _lead_comma(sentence: _Tokens) -> _Tokens:
    """ "In S9 this card gets +3" (as "In S9: ..."), "Until end of round OC gets -2": the
    comma after a leading place or duration, left out before the clause's subject; "While in
    S9, ...": this card, left out."""
    kinds = [t.kind for t in sentence]
    lead = 0
    if kinds[:2] == ["_IN", "SLOTNUM"]:  # "In S9, this card gets +3": "In S9: ..."
        comma = int(kinds[2:3] == ["_COMMA"])
        if kinds[2 + comma : 3 + comma] and kinds[2 + comma] in _CARD_HERE:
            return [*sentence[:2], _inserted("_COLON", sentence[2]), *sentence[2 + comma :]]
        return sentence
    if kinds[:3] == ["_WHILE", "_IN", "SLOTNUM"]:  # "While in S9, ...": while this card is
        said = ("_THIS", "_CARD", "_IS")
        return [sentence[0], *(_inserted(k, sentence[1]) for k in said), *sentence[1:]]
    if kinds[:1] == ["_UNTIL"] and "_ROUND" in kinds[:6]:
        lead = kinds.index("_ROUND") + 1
        if kinds[1:lead] not in (
            ["_END", "_OF", "_ROUND"],
            ["_END", "_OF", "_THE", "_ROUND"],
            ["_THE", "_END", "_OF", "_ROUND"],
            ["_THE", "_END", "_OF", "_THE", "_ROUND"],
        ):
            lead = 0
    if lead and kinds[lead : lead + 1] and kinds[lead] in _LEAD_SUBJECTS:
        return [*sentence[:lead], _inserted("_COMMA", sentence[lead]), *sentence[lead:]]
    return sentence


_DRAWN_COUNTS = frozenset({"_A", "NUMBER"})


def _drawn(sentence: _Tokens) -> _Tokens:
    """ "2 cards are drawn", "A card is drawn": draw them (you draw: the player the card's
    text speaks for)."""
    kinds = [t.kind for t in sentence]
    if (
        len(kinds) == 4
        and kinds[0] in _DRAWN_COUNTS
        and kinds[1] in ("_CARD", "_CARDS")
        and kinds[2:] == ["_IS", "_DRAWN"]
    ):
        return [dataclasses.replace(sentence[3], kind="_DRAW"), *sentence[:2]]
    return sentence


_LOOKED_AT = frozenset({"_THE", "_TOP", "_YOUR", "_OPP", "_OC", "NUMBER", "_HAND", "_DECK"})


def _look_at(tokens: _Tokens) -> _Tokens:
    """ "Look top card of your deck", "Look opp.'s hand": the "at" left out."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        out.append(tok)
        if (
            tok.kind == "_LOOK"
            and _kinds(tokens, index + 1, 1)
            and tokens[index + 1].kind in (_LOOKED_AT)
        ):
            out.append(_inserted("_AT", tok))
    return out


_OBJECT_VERBS = frozenset({"_DESTROY", "_TAP", "_UNTAP", "_RETURN", "_HIDE", "_REVEAL"})
"""Verbs that take one card object and nothing after it."""
_OBJECT_STARTS = frozenset({"_OC", "_THIS", "_A", "_YOUR", "_OPP", "_ALL", "_EACH", "_THE", "_IT"})
_OBJECT_NOUNS = frozenset({"_OC", "_CARD", "_CARDS", "_THIS", "_IT", "NUMS", "NUMLIST"})


def _clause_end(tokens: _Tokens, start: int) -> int:
    end = start
    while end < len(tokens) and tokens[end].kind not in _CLAUSE_ENDS:
        end += 1
    return end


def _object_at(tokens: _Tokens, start: int, end: int) -> bool:
    """Whether the words ``start:end`` name cards ("OC", "this card", "a card in adj. slots")."""
    said = {t.kind for t in tokens[start:end]}
    return (
        start < end
        and tokens[start].kind in _OBJECT_STARTS
        and bool(said & _OBJECT_NOUNS)
        and not said & {"_OR", "_AND", "_COMMA", "_TO", "_FROM", "_WITH"}
        and not said & _VERBS_SAID
    )


_VERBS_SAID = frozenset({*_OBJECT_VERBS, "_GET", "_DRAW", "_DISCARD", "_IS", "_GIVE", "_PLACE"})


def _shared_objects(tokens: _Tokens) -> _Tokens:
    """ "Tap and destroy OC": each verb takes the card ("Tap OC and destroy OC"); "Destroy this
    or OC": one verb for either card, a choice ("destroy this card or destroy OC")."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        opens = _clause_start(tokens, index) or (out and out[-1].kind in ("_MAY", "_CAN"))
        if not (tok.kind in _OBJECT_VERBS and opens):
            out.append(tok)
            index += 1
            continue
        after = _kinds(tokens, index + 1, 2)
        if after[:1] == ("_AND",) and after[1:] and after[1] in _OBJECT_VERBS:
            end = _clause_end(tokens, index + 3)
            if _object_at(tokens, index + 3, end):  # "Tap and destroy OC"
                out.extend([tok, *tokens[index + 3 : end], tokens[index + 1]])
                index += 2
                continue
        end = _clause_end(tokens, index + 1)
        split = next((at for at in range(index + 1, end) if tokens[at].kind == "_OR"), None)
        if end < len(tokens) and tokens[end].kind == "_OR":
            split, end = end, _clause_end(tokens, end + 1)
        if (
            split is not None
            and _object_at(tokens, index + 1, split)
            and _object_at(tokens, split + 1, end)
        ):  # "Destroy this or OC"; "You may (can) destroy this or OC": may, either
            if out and out[-1].kind in ("_MAY", "_CAN"):
                out[-1] = dataclasses.replace(out[-1], kind="_MAY")
                out.append(_inserted("_EITHER", tok))
            out.extend([tok, *tokens[index + 1 : split + 1], tok, *tokens[split + 1 : end]])
            index = end
            continue
        out.append(tok)
        index += 1
    return out


def _each_get(tokens: _Tokens) -> _Tokens:
    """ "Your cards in S7-S9 each get +1": "each" after the cards adds nothing."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        follows = _kinds(tokens, index + 1, 1) == ("_GET",)
        after_cards = out and out[-1].kind in ("_CARDS", "SLOTNUM", "_SLOTS", "NUMS", "_OC")
        if tok.kind == "_EACH" and follows and after_cards:
            continue
        out.append(tok)
    return out


_SIDES = (("_HEADS",), ("_TAILS",))


def _coin_its(tokens: _Tokens) -> _Tokens:
    """ "if its heads": "it's" written "its" before a side of the coin (no one's heads); "flip
    a coin if heads ...": the flip said, then what each side does."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        side = _kinds(tokens, index + 1, 1) in _SIDES
        if tok.kind == "_ITS" and out and out[-1].kind == "_IF" and side:
            continue
        if tok.kind == "_IF" and out and out[-1].kind == "_COIN":
            out.append(_inserted("_STOP", tok))
        out.append(tok)
    return out


def _gets_per(tokens: _Tokens) -> _Tokens:
    """ "This card gets 1 per card in your hand", "gains 2 for each ...": +1, +2."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        counted = _kinds(tokens, index + 1, 1) in (("_PER",), ("_FOR",))
        if tok.kind == "NUMBER" and out and out[-1].kind == "_GET" and counted:
            out.append(dataclasses.replace(tok, kind="SIGNED", text=f"+{tok.value}"))
            continue
        out.append(tok)
    return out


_ON_TABLE = (("_IN", "_PLAY"), ("_ON", "_THE", "_TABLE"), ("_ON", "_TABLE"))


def _on_table_at(tokens: _Tokens, start: int) -> int:
    """How many words at ``start`` say "in play" ("on the table", "out"); 0 if none."""
    if start < len(tokens) and _said(tokens[start]) == "out" and tokens[start].kind == "WORD":
        return 1
    return next((len(w) for w in _ON_TABLE if _kinds(tokens, start, len(w)) == w), 0)


def _sentence_end_at(tokens: _Tokens, start: int) -> int:
    end = start
    while end < len(tokens) and tokens[end].kind != "_STOP":
        end += 1
    return end


_STANDS = frozenset({"stands", "stand", "lives", "live", "survives", "survive", "lasts", "exists"})
"""Verbs a card is on the table by ("while I stand", "as long as this lives")."""
_PLACES_MORE = (("_IN", "_TABLE"), ("_IN", "_THE", "_TABLE"), ("_FACE", "_UP", "_ON", "_THE", "_TABLE"),
                ("_FACE", "_UP", "_IN", "_PLAY"))  # fmt: skip
_AROUND = frozenset({"around", "alive", "standing", "out"})


def _place_at(tokens: _Tokens, start: int) -> int:
    """How many words at ``start`` say where a card on the table is: "in play", "on the table",
    "out", "on the board", "in table", "around", "face up on the table"; 0 if none."""
    said = _on_table_at(tokens, start)
    if said:
        return said
    said = next((len(w) for w in _PLACES_MORE if _kinds(tokens, start, len(w)) == w), 0)
    if said:
        return said
    word = tokens[start] if start < len(tokens) else None
    return int(word is not None and word.kind == "WORD" and _said(word) in _AROUND)


def _this_in_play_at(tokens: _Tokens, start: int) -> int:
    """How many words at ``start`` (after "while", "as long as") say this card is on the table:
    "this card is on the table", "this is out", "it stays", "~ remains in play", "I stand",
    "this lives"; 0 if they do not. ("this card is face up" alone is a condition the grammar
    reads, as "revealed".)"""
    said = _this_at(tokens, start)
    if not said and start < len(tokens) and tokens[start].kind == "_YOU":
        said = int(tokens[start].text.lower() == "i")  # the card speaking: "while I stand"
    if not said:
        return 0
    verb = start + said
    if verb >= len(tokens):
        return 0
    stands = tokens[verb].kind == "WORD" and _said(tokens[verb]) in _STANDS
    if tokens[verb].kind == "_STAYS" or stands:
        return said + 1 + _place_at(tokens, verb + 1)
    place = _place_at(tokens, verb + 1) if tokens[verb].kind == "_IS" else 0
    return said + 1 + place if place else 0


def _had_in_play(tokens: _Tokens) -> _Tokens:
    """ "for each odd card you have out", "cards opp has in play (on the table)": the cards the
    player controls; "while this card stays (remains) in play", "as long as this card is on the
    table", "while this is out", "while I stand": while this card is in play (as long as any
    lasting change of it lasts). Said first in a sentence ("While this is on the table, ties go
    to you."), it is a lead (``_IN_PLAY_LEAD``) that the grammar takes before an ability whose
    changes all last while this card is in play, which they do without it (the lead of a value
    change, "While this card is on the table, OC gets -2.", is left out here, as it always was)."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        actor = _actor_at(tokens, index)
        counted = out and out[-1].kind in ("_CARD", "_CARDS", "NUMS")
        if actor and counted and _kinds(tokens, index + actor, 1) == ("_HAS",):
            place = _on_table_at(tokens, index + actor + 1)
            if place:
                out.extend(tokens[index : index + actor])
                out.append(dataclasses.replace(tokens[index + actor], kind="_CONTROL"))
                index += actor + 1 + place
                continue
        said = _this_in_play_at(tokens, index + 1) if tok.kind == "_WHILE" else 0
        if said:
            end = index + 1 + said
            ends = end >= len(tokens) or tokens[end].kind in _CLAUSE_ENDS
            if _sentence_start(tokens, index):
                rest = {t.kind for t in tokens[end : _sentence_end_at(tokens, end)]}
                lasting = bool(rest & {"_GET", "_CANT", "_HAS"})
                comma = _kinds(tokens, end, 1) == ("_COMMA",)
                if comma and lasting:
                    index = end + 1  # "While this card is on the table, OC gets -2."
                    continue
                if end < len(tokens) and tokens[end].kind != "_STOP":
                    words = " ".join(t.text for t in tokens[index:end] if t.text)
                    out.append(dataclasses.replace(tok, kind="_IN_PLAY_LEAD", text=words))
                    index = end + (tokens[end].kind in ("_COMMA", "_COLON"))
                    continue
            elif ends:
                kinds = ("_THIS", "_CARD", "_IS", "_IN", "_PLAY")
                out.extend([tok, *(_inserted(k, tokens[index + 1]) for k in kinds)])
                index = end
                continue
        out.append(tok)
        index += 1
    return out


_NO_CARD_WORDS = frozenset({"nothing", "none"})
_BANNED_PASSIVES = frozenset({"_DESTROYED", "_MOVED"})
_SLOT_SPAN = frozenset({"_IN", "_ADJ", "_SLOTS", "_SLOT", "SLOTNUM", "SLOTLIST", "_THE", "_NEXT",
                        "_PREV", "_THIS", "NUMBER", "_ALL", "_EACH", "_AND"})  # fmt: skip


_LASTS_FOR = (("_WHILE",), ("_UNTIL",))
_THIS_WHILE = (("_THIS", "_ROUND"), ("_THIS", "_TURN"))
_SLOT_NUMBERS = frozenset({"SLOTNUM", "SLOTLIST"})


def _after_lead(each: Callable[[_Tokens], _Tokens]) -> Callable[[_Tokens], _Tokens]:
    """``each`` applied to a sentence after its lead "While this card is on the table," (which
    stays in front)."""

    def led(sentence: _Tokens) -> _Tokens:
        lead = int(_kinds(sentence, 0, 1) == ("_IN_PLAY_LEAD",))
        return [*sentence[:lead], *each(sentence[lead:])]

    return led


def _no_card_at(sentence: _Tokens, start: int) -> int:
    """How many words at ``start`` say no card at all: "nothing", "no card(s)"; 0 if none."""
    first = sentence[start] if start < len(sentence) else None
    if first is not None and first.kind == "WORD" and _said(first) in _NO_CARD_WORDS:
        return 1
    return 2 if _kinds(sentence, start, 2) in (("_NO", "_CARD"), ("_NO", "_CARDS")) else 0


def _slots_span(sentence: _Tokens, start: int) -> int:
    """How many words at ``start`` say where ("in adj. slots", "in S1-S3", "here"); 0 if none."""
    if _kinds(sentence, start, 1) != ("_IN",):
        return 0
    end = start + 1
    while end < len(sentence) and sentence[end].kind in _SLOT_SPAN:
        end += 1
    return end - start


def _no_card_banned(sentence: _Tokens) -> _Tokens:
    """ "Nothing can be destroyed", "No card in adj. slots can be moved", "Nothing dies here",
    "No card can move (or swap slots)": a ban said of no card, read as the ban on all of them
    ("All cards in adj. slots can't be destroyed"); "OC can't move": can't be moved."""
    out = list(sentence)
    for at in range(len(out)):
        if out[at].kind not in ("_CAN", "_CANT", "_MAY") or _kinds(out, at + 1, 1) != ("_MOVE",):
            continue
        after = at + 2
        if _kinds(out, after, 2) == ("_OR", "_SWAP"):
            after += 2 + (_kinds(out, after + 2, 1) in (("_POSITIONS",), ("_SLOTS",)))
        ends = after == len(out) or out[after].kind in _CLAUSE_ENDS
        lasts = _kinds(out, after, 1) in _LASTS_FOR or _kinds(out, after, 2) in _THIS_WHILE
        if ends or lasts:  # "can't move (this round)": intransitive, not "move this card"
            out[at + 1 : after] = [_inserted("_BE", out[at + 1]), _inserted("_MOVED", out[at + 1])]
            break
    for at in range(1, len(out) - 1):  # "cards of S1-S3": in S1-S3
        if (
            out[at].kind == "_OF"
            and out[at - 1].kind == "_CARDS"
            and out[at + 1].kind in _SLOT_NUMBERS
        ):
            out[at] = dataclasses.replace(out[at], kind="_IN")
    if _kinds(out, 0, 4) == ("_NO", "_COUNTER", "_CAN", "_BE"):  # "No counters can be put on OC"
        out[0:4] = [out[1], _inserted("_CANT", out[2]), out[3]]
    for at in range(2, len(out)):  # "Counters can't be put on OC": placed
        if out[at].kind == "_PLACE" and _kinds(out, at - 2, 2) == ("_CANT", "_BE"):
            out[at] = dataclasses.replace(out[at], kind="_PLACED")
    none = _no_card_at(out, 0)
    if not none:
        return out
    where = _slots_span(out, none)
    at = none + where
    kinds = _kinds(out, at, 3)
    if (
        kinds[:2] in (("_CAN", "_BE"), ("_MAY", "_BE"))
        and kinds[2:]
        and kinds[2] in _BANNED_PASSIVES
    ):
        passive, rest = out[at + 2], at + 3
    elif kinds[:2] == ("_IS", "_DESTROYED") and out[at].text == out[at + 1].text:  # "dies"
        passive, rest = out[at + 1], at + 2
    else:
        return out
    trailing = _slots_span(out, rest)
    if rest + trailing < len(out) or (where and trailing):
        return out
    slots = out[none:at] or out[rest : rest + trailing]
    said = [_inserted("_ALL", out[0]), _inserted("_CARDS", out[0]), *slots]
    return [*said, _inserted("_CANT", out[at]), _inserted("_BE", out[at]), passive]


_TIE_TAKEN = frozenset({"_YOU", "_WIN", "_SCORE", "_GET", "_IT", "_THIS", "_SLOT", "_THE", "_POINT",
                        "_A", "_CARD"})  # fmt: skip
_OC_VALUE_EQUAL = (
    ("_THIS", "_CARD", "_POSS", "_VALUE", "_IS", "_EQUAL", "_TO", "_OC", "_POSS", "_VALUE"),
    ("_THIS", "_CARD", "_POSS", "_VALUE", "_IS", "_EQUAL", "_TO", "_OC", "_POSS"),
    ("_THIS", "_CARD", "_POSS", "_VALUE", "_IS", "_EQUAL", "_TO", "_OC"),
    ("_THIS", "_CARD", "_TIES", "_OC"),
    ("_THIS", "_CARD", "_AND", "_OC", "_IS", "_TIED"),
)
"""This card's value equal to OC's, said as the condition of winning its slot on a tie."""


def _slot_span_at(sentence: _Tokens, start: int) -> int:
    """How many words at ``start`` name slots ("S1-S3", "adj. slots", "this slot"), 0 if none."""
    if _kinds(sentence, start, 1) in (("SLOTNUM",), ("SLOTLIST",)):
        return 1
    for words in (("_ADJ", "_SLOTS"), ("_THIS", "_SLOT"), ("_ALL", "_SLOTS"), ("_EACH", "_SLOT")):
        if _kinds(sentence, start, len(words)) == words:
            return len(words)
    return 0


def _ties_said(sentence: _Tokens) -> _Tokens:
    """Rules of ties said in a designer's words, read as the rule's own: "A tied slot (tied
    slots) goes to the higher printed value" (ties go to), "won by the lower printed card"
    (value), "Ties are a win for you", "S1-S3 ties: yours", "In S5, ties go to you", a label
    "Ties:" in front of a sentence about them, "If this card's value equals OC's, you score
    this slot" (this slot tied)."""
    out = _oc_value_tied(list(sentence))
    if _kinds(out, 0, 3) == ("_TIES", "_COLON", "_IF"):
        out = out[2:]  # "Ties: If this slot is tied, ...": a label
    start = 1 if _kinds(out, 0, 1) == ("_A",) else 0
    if _kinds(out, start, 2) in (("_TIED", "_SLOT"), ("_TIED", "_SLOTS")):
        where = _slots_span(out, start + 2)
        after = start + 2 + where
        if _kinds(out, after, 2) == ("_GO", "_TO") and _said_order(out, after + 2):
            out[:after] = [dataclasses.replace(out[start], kind="_TIES"), *out[start + 2 : after]]
    if "_TIES" not in {t.kind for t in out} and "_TIED" not in {t.kind for t in out}:
        return out
    for at in range(1, len(out) - 1):  # "the lower printed card": value
        if out[at].kind == "_PRINTED" and out[at - 1].kind in ("_HIGH", "_LOW"):
            won_by = "_BY" in {t.kind for t in out[max(0, at - 3) : at - 1]}
            if won_by and out[at + 1].kind in ("_CARD", "_CARDS"):
                out[at + 1] = dataclasses.replace(out[at + 1], kind="_VALUE")
    where = _slot_span_at(out, 0)  # "S1-S3 ties: yours"
    if where and _kinds(out, where, 1) == ("_TIES",):
        out = [out[where], _inserted("_IN", out[0]), *out[:where], *out[where + 1 :]]
    if _kinds(out, 0, 2) == ("_TIES", "_IN"):
        where = 1 + _slot_span_at(out, 2)
    else:
        where = 0 if _kinds(out, 0, 1) == ("_TIES",) else -1
    if where >= 0:
        at = 1 + where if where else 1
        if _kinds(out, at, 3) in (("_IS", "_A", "_WIN"),):  # "Ties are a win for you"
            del out[at + 1]
        if _kinds(out, at, 2) == ("_IS", "_WORTH"):  # "Ties are worth a point for both players"
            out[0:1] = [_inserted("_TIED", out[0]), dataclasses.replace(out[0], kind="_SLOTS")]
            for each in range(at, len(out) - 2):
                if _kinds(out, each, 3) == ("_FOR", "_EACH", "_PLAYER"):
                    out[each] = dataclasses.replace(out[each], kind="_TO")
        colon = _kinds(out, at, 1) == ("_COLON",)  # "Ties: mine." (this slot, or all?) is not
        if where and colon and _kinds(out, at + 1, 1) == ("_YOURS",) and len(out) == at + 2:
            out[at:] = [_inserted(k, out[at]) for k in ("_GO", "_TO", "_YOU")]
    said = 1 + _slot_span_at(out, 1) if _kinds(out, 0, 1) == ("_IN",) else 0
    if (
        said > 1
        and _kinds(out, said, 2) in (("_COMMA", "_TIES"),)
        and "_IN" not in {t.kind for t in out[said + 2 : said + 3]}
    ):  # "In S5, ties go to you"
        out = [out[said + 1], *out[:said], *out[said + 2 :]]
    return out


def _said_order(sentence: _Tokens, start: int) -> bool:
    """Whether the words at ``start`` say a printed value's order ("the higher printed")."""
    at = start + (_kinds(sentence, start, 1) == ("_THE",))
    return _kinds(sentence, at, 2) in (("_HIGH", "_PRINTED"), ("_LOW", "_PRINTED"))


def _oc_value_tied(sentence: _Tokens) -> _Tokens:
    """ "If this card's value equals OC's (value), you score this slot (win, get the point)":
    this card tied with OC in its slot, which you win: if this slot is tied, you win it."""
    if _kinds(sentence, 0, 1) != ("_IF",):
        return sentence
    said = next((w for w in _OC_VALUE_EQUAL if _kinds(sentence, 1, len(w)) == w), None)
    if said is None:
        return sentence
    rest = 1 + len(said) + (_kinds(sentence, 1 + len(said), 1) == ("_COMMA",))
    taken = sentence[rest:]
    if _kinds(taken, 0, 1) != ("_YOU",) or not {t.kind for t in taken} <= _TIE_TAKEN:
        return sentence
    at = sentence[1]
    tied = [_inserted(k, at) for k in ("_THIS", "_SLOT", "_IS", "_TIED", "_COMMA")]
    return [sentence[0], *tied, *taken]


_RESTATING_WORDS = frozenset({"_IF", "_THE", "_PRINTED", "_VALUE", "_IS", "_TIED", "_EQUAL", "_COMMA",
                              "_NO", "_PLAYER", "_SCORE", "_GET", "_IT", "_POINT", "_SLOT", "_A",
                              "_THEM", "_HAS", "_CARDS", "_CARD", "_PLACE", "_IN", "_THAT",
                              "_THERE", "_OPP", "_YOU", "_ANY", "_TIES", "_HAND"})  # fmt: skip
_RESTATING_PLAIN = frozenset({"those", "they", "only", "such", "nothing", "none", "other", "like",
                              "normal", "usual", "as", "both", "same", "points", "cards", "also",
                              "too", "again", "still", "hands"})  # fmt: skip


def _restating_word(tok: TextToken) -> bool:
    return tok.kind in _RESTATING_WORDS or (tok.kind == "WORD" and _said(tok) in _RESTATING_PLAIN)


def _restates(rule: _Tokens, sentence: _Tokens) -> bool:
    """Whether ``sentence`` only says again what the rule of the sentence before it does: "If
    the printed values are tied too, nobody scores it" after a tie broken by printed values
    (which leaves equal printed values a tie), "If a player has only such cards, they place
    nothing (in that slot)" after a ban on placing them (a player who may place no card in hand
    places none)."""
    kinds = [t.kind for t in rule]
    words = {_said(t) for t in sentence if t.kind == "WORD"}
    if not sentence or sentence[0].kind != "_IF" or not all(map(_restating_word, sentence)):
        return False
    said = [t.kind for t in sentence]
    ties = bool({"_TIES", "_TIED"} & set(kinds))
    ties = ties and ("_PRINTED" in kinds or "_POINT" in kinds or "_HAND" in kinds)
    nobody = any(a == "_NO" and b in ("_PLAYER", "_A") for a, b in itertools.pairwise(said))
    tied = "_TIED" in said or "_TIES" in said or "_EQUAL" in said or "same" in words
    if ties and nobody and tied:
        return True
    banned = "_PLACE" in kinds or "_PLACED" in kinds
    banned = banned and ("_CANT" in kinds or "_ONLY" in kinds)
    return banned and "_PLACE" in said and "nothing" in words


def _rules_restated(tokens: _Tokens) -> _Tokens:
    """The sentences that only say again what the rule before them says, left out, with a note
    on the sentence kept (:func:`_restates`)."""
    spans = _sentence_spans(tokens)
    out: _Tokens = []
    kept: _Tokens | None = None
    for start, end in spans:
        sentence = tokens[start:end]
        stop = tokens[end : end + 1]
        if kept is not None and _restates(kept, sentence):
            said = " ".join(t.text for t in sentence if t.text)
            note = f"left out {said!r}: it says again what the rule before it says"
            at = len(out) - 1
            if at >= 0 and out[at].kind == "_STOP":
                out[at] = dataclasses.replace(out[at], note=note)
            continue
        out.extend(sentence)
        out.extend(stop)
        kept = sentence
    return out


def _printed_placed(sentence: _Tokens) -> _Tokens:
    """ "can't place a printed 1-3", "may only place printed values 1-5": cards with that
    printed value. (Not in a ban on the next slot without "only": how long that lasts, while
    this card is in play or to the end of the round, is read both ways by the corpus's
    meanings, and a new phrasing of it would add readings of an unsettled question.)"""
    out = list(sentence)
    lead = _slots_span(out, 0)  # "In the next slot, players may only place ...": there
    rest = {t.kind for t in out[lead + 1 :]}
    if lead and _kinds(out, lead, 1) == ("_COMMA",) and "_PLACE" in rest and "_IN" not in rest:
        out = [*out[lead + 1 :], *out[:lead]]
    kinds = [t.kind for t in out]
    if "_NEXT" in kinds and "_ONLY" not in kinds:
        return out
    for at in range(len(out) - 2):
        if out[at].kind != "_PLACE":
            continue
        first = at + 1 + (_kinds(out, at + 1, 1) == ("_A",))
        if _kinds(out, first, 1) != ("_PRINTED",):
            continue
        value = first + 1 + (_kinds(out, first + 1, 1) == ("_VALUE",))
        if _kinds(out, value, 1) not in (("NUMRANGE",), ("NUMBER",)):
            continue
        said = [_inserted(k, out[first]) for k in ("_CARDS", "_WITH", "_PRINTED", "_VALUE")]
        out[at + 1 : value] = said
        break
    return out


_BY_DOING = {"paying": "_PAY", "losing": "_LOSE", "discarding": "_DISCARD", "tapping": "_TAP"}


def _only_if(tokens: _Tokens) -> _Tokens:
    """ "Destroy OC, but only if it is odd", "... only if OC is odd": if."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        ahead = [_said(t) for t in tokens[index : index + 2]] + [""]
        only = ahead[0] == "only" and _kinds(tokens, index + 1, 1) == ("_IF",)
        but = ahead[:2] == ["but", "only"] and _kinds(tokens, index + 2, 1) == ("_IF",)
        if not (only or but):
            out.append(tok)
    return out


_DURATION_STARTS = (("_THIS", "_ROUND"), ("_THIS", "_TURN"), ("_UNTIL",), ("_FOR", "_THIS"))
_DURATION_ENDS = frozenset({"_ROUND", "_TURN"})


def _only_duration(tokens: _Tokens) -> _Tokens:
    """ "only this round", "this round only", "until end of round only": the duration ("only"
    says no more than the duration does: the change ends then)."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        if _said(tok) == "only" and tok.kind == "WORD":
            opens = any(_kinds(tokens, index + 1, len(d)) == d for d in _DURATION_STARTS)
            closes = (
                bool(out)
                and out[-1].kind in _DURATION_ENDS
                and (index + 1 == len(tokens) or tokens[index + 1].kind in _CLAUSE_ENDS)
            )
            if opens or closes:
                continue
        out.append(tok)
    return out


_PICKED = frozenset({"picked", "chosen", "selected", "taken"})


def _picked(tok: TextToken) -> bool:
    """Whether ``tok`` is a participle of picking ("picked", "chosen", "selected")."""
    return tok.text.lower() in _PICKED


_STATE_WORDS = frozenset({"_TAPPED", "_UNTAPPED", "_REVEALED", "_UNREVEALED", "_ADJ", "_OTHER"})


def _one_picked(tokens: _Tokens) -> _Tokens:
    """ "Pick your card", "Choose opp card", "Select your tapped card": a choice of one card, as
    "choose target your card" ("your card" alone, a singular with no article, would otherwise
    be all of them: "Your card gets +2" is your cards)."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        out.append(tok)
        if tok.kind != "_CHOOSE":
            continue
        owner = _owner_at(tokens, index + 1)
        if not owner:
            continue
        at = index + 1 + owner
        while at < len(tokens) and tokens[at].kind in _STATE_WORDS:
            at += 1
        if _kinds(tokens, at, 1) == ("_CARD",):
            out.append(_inserted("_A", tok))
    return out


_AT_RANDOM = (("_AT", "_RANDOM"), ("_RANDOM",))


def _random_pick(tokens: _Tokens) -> _Tokens:
    """ "a card picked at random", "a card, chosen at random", "a card selected randomly", "a
    randomly chosen card": a random card."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        if tok.kind in ("_CARD", "_CARDS"):
            comma = int(_kinds(tokens, index + 1, 1) == ("_COMMA",))
            picked = int(index + 1 + comma < len(tokens) and _picked(tokens[index + 1 + comma]))
            at = index + 1 + comma + picked
            how = next((r for r in _AT_RANDOM if _kinds(tokens, at, len(r)) == r), None)
            if how is not None and (comma or picked):
                out.extend([tok, _inserted("_AT", tok), _inserted("_RANDOM", tok)])
                index = at + len(how)
                continue
        if tok.kind == "_RANDOM" and index + 1 < len(tokens) and _picked(tokens[index + 1]):
            out.append(tok)
            index += 2  # "a randomly chosen card"
            continue
        out.append(tok)
        index += 1
    return out


_DEFAULT_ORDER = (("_INSTEAD", "_OF"), ("rather", "than"))


def _instead_of_default(sentence: _Tokens) -> _Tokens:
    """ "Lowest card wins in this slot instead of (rather than) the highest": the default it
    replaces, said again, adds nothing."""
    kinds = [t.kind for t in sentence]
    said = [_said(t) for t in sentence]
    for at in range(1, len(sentence)):
        lead = next(
            (
                d
                for d in _DEFAULT_ORDER
                if tuple(kinds[at : at + 2]) == d or tuple(said[at : at + 2]) == d
            ),
            None,
        )
        if lead is None:
            continue
        rest = [k for k in kinds[at + 2 :] if k not in ("_THE", "_A", "_CARD", "_VALUE", "_ONE")]
        lowest = "_LOW" in kinds[:at] and "_WIN" in kinds[:at]
        if lowest and rest == ["_HIGH"]:
            return sentence[:at]
        return sentence
    return sentence


_REVEALED_AND = (
    ("_WHEN", "_REVEALED", "_AND"),
    ("_ON", "_REVEAL", "_AND"),
    ("_WHEN", "_THIS", "_CARD", "_IS", "_REVEALED", "_AND"),
    ("_WHEN", "_THIS", "_IS", "_REVEALED", "_AND"),
)


def _condition_said(sentence: _Tokens) -> _Tokens:
    """A condition said in another place or shape: "If OC is odd then destroy it" (the comma),
    "When revealed and OC is odd, ..." (when revealed is the default: "if"), "This card, if OC
    is odd, gets +2" (the condition first), "OC odd: destroy it" ("Odd OC:")."""
    kinds = [t.kind for t in sentence]
    lead = next((r for r in _REVEALED_AND if tuple(kinds[: len(r)]) == r), None)
    if lead is not None and "_COMMA" in kinds:
        return _condition_said([_inserted("_IF", sentence[0]), *sentence[len(lead) :]])
    if kinds[:1] == ["_IF"] and "_THEN" in kinds:
        at = kinds.index("_THEN")
        compared = kinds[at - 1] in ("_HIGH", "_LOW", "_MORE", "_FEWER", "_EQUAL")  # "then": than
        if not compared and not {"_COMMA", "_COLON"} & set(kinds[:at]):
            return [
                *sentence[:at],
                dataclasses.replace(sentence[at], kind="_COMMA"),
                *sentence[at + 1 :],
            ]
    subject = 0
    while subject < len(kinds) and kinds[subject] in _TARGET_WORDS:
        subject += 1
    if (
        subject
        and kinds[subject : subject + 2] == ["_COMMA", "_IF"]
        and "_COMMA" in kinds[subject + 2 :]
    ):
        end = kinds.index("_COMMA", subject + 2)
        return [*sentence[subject + 1 : end + 1], *sentence[:subject], *sentence[end + 1 :]]
    if kinds[1:3] in (["_ODD", "_COLON"], ["_EVEN", "_COLON"]) and kinds[0] == "_OC":
        return [sentence[1], sentence[0], *sentence[2:]]
    return sentence


_CHANCE = frozenset({"_DIE", "_ROLL", "_FLIP", "_COIN", "_HEADS", "_TAILS"})


def _if_state_after(sentence: _Tokens) -> _Tokens:
    """ "Destroy OC if odd", "This card gets +2 if even": the one card the effect names is odd
    (not after a roll or a coin: "if odd" is then the roll)."""
    kinds = [t.kind for t in sentence]
    if len(kinds) < 3 or kinds[-2] != "_IF" or kinds[-1] not in ("_ODD", "_EVEN"):
        return sentence
    named = [k for k in kinds[:-2] if k in ("_OC", "_CARD", "_CARDS", "_IT", "NUMS")]
    one = named in (["_OC"], ["_CARD"]) and (named != ["_CARD"] or "_THIS" in kinds[:-2])
    if not one or _CHANCE & set(kinds):
        return sentence
    at = sentence[-2]
    return [*sentence[:-1], _inserted("_IT", at), _inserted("_IS", at), sentence[-1]]


def _price_after(sentence: _Tokens) -> _Tokens:
    """ "Destroy OC by paying 1 point", "Draw 2 cards by discarding a card": the price said
    after what it buys ("Pay 1 point to destroy OC")."""
    kinds = [t.kind for t in sentence]
    if not kinds or kinds[0] in _LEAD_KINDS or "_BY" not in kinds[1:]:
        return sentence
    at = kinds.index("_BY", 1)
    said = _said(sentence[at + 1]) if at + 1 < len(sentence) else ""
    verb = _BY_DOING.get(said) or (sentence[at + 1].kind if said in ("discard",) else None)
    if verb is None or _LEAD_KINDS & set(kinds[:at]):
        return sentence
    price = [dataclasses.replace(sentence[at + 1], kind=verb), *sentence[at + 2 :]]
    if {t.kind for t in price} & _PRONOUNS:
        return sentence  # "Destroy OC by discarding it": said first, 'it' would name nothing
    return [*price, _inserted("_TO", sentence[at]), *sentence[:at]]


def _price_first(sentence: _Tokens) -> _Tokens:
    """ "Draw 2 cards, but first discard a card": the price said after what it buys, as "Discard
    a card to draw 2 cards"; "You may discard a card: this card gets +3": the price before a
    colon is optional already ("Discard a card: ...")."""
    kinds = [t.kind for t in sentence]
    priced = kinds[:2] == ["_YOU", "_MAY"] and kinds[2:3] and kinds[2] in _PRICE_VERBS
    if priced and "_COLON" in kinds and not _LEAD_KINDS & set(kinds[: kinds.index("_COLON")]):
        return sentence[2:]
    if not kinds or kinds[0] not in _VERB_STARTS:
        return sentence
    for at in range(1, len(kinds) - 2):
        lead = 1 if kinds[at] == "_COMMA" else 0
        but = kinds[at + lead : at + lead + 2] == ["_AND", "_FIRST"] and _said(
            sentence[at + lead]
        ) in ("but", "and")
        priced = but and at + lead + 2 < len(kinds) and kinds[at + lead + 2] in _PRICE_VERBS
        if priced and not _LEAD_KINDS & set(kinds):  # "Draw a card, but first." prices nothing
            price = sentence[at + lead + 2 :]
            if {t.kind for t in price} & _PRONOUNS:
                return sentence  # "..., but first tap it": 'it' said before what it names
            return [*price, _inserted("_TO", sentence[at]), *sentence[:at]]
    return sentence


_PRICE_VERBS = frozenset({"_DISCARD", "_LOSE", "_PAY", "_TAP", "_DESTROY", "_SACRIFICE", "_RETURN"})
_VERB_STARTS = frozenset(
    {
        "_DRAW", "_DESTROY", "_TAP", "_UNTAP", "_RETURN", "_GIVE", "_DISCARD", "_SCORE", "_MOVE",
        "_SWAP", "_REVEAL", "_HIDE", "_LOOK", "_DOUBLE", "_TRIPLE", "_PLACE", "_WIN", "_SHUFFLE",
        "_STEAL", "_TAKE",
    }
)  # fmt: skip


def _cost_lead(tokens: _Tokens) -> _Tokens:
    """ "Costs 1 point: destroy OC", "Cost 1 point: ...": pay it."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        price = _kinds(tokens, index + 1, 2) in (("NUMBER", "_POINT"), ("_A", "_POINT"))
        if _sentence_start(tokens, index) and _said(tok) in ("cost", "costs") and price:
            out.append(dataclasses.replace(tok, kind="_PAY"))
            continue
        out.append(tok)
    return out


def _players_each(tokens: _Tokens) -> _Tokens:
    """ "Players each draw a card", "Both players each draw": each player draws."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        if tok.kind == "_PLAYER" and _kinds(tokens, index + 1, 1) == ("_EACH",):
            if not (out and out[-1].kind == "_EACH"):
                out.append(tokens[index + 1])
            out.append(tok)
            index += 2
            continue
        out.append(tok)
        index += 1
    return out


_LEAD_KINDS = frozenset({"_IF", "_WHEN", "_AFTER", "_WHILE", "_UNLESS", "TAG", "_COLON", "_ONCE"})
_TRIGGER_TAILS = (("_WHEN",), ("_AFTER",), ("_EACH", "_TIME"), ("_ONCE",), ("_ON", "_REVEAL"))


_SPANS = frozenset({"NUMBER", "NUMRANGE"})


def _numbered_phase(kinds: list[str]) -> bool:
    """Whether ``kinds`` are a numbered turn or phase and no more ("at the start of turn 3",
    "after reveals 2-4", "after draw phase 5")."""
    said = [k for k in kinds if k not in ("_THE", "_PHASE")]
    if not said or said[-1] not in _SPANS:
        return False
    turn = said[:-1] == ["_AT", "_START", "_OF", "_TURN"]
    phase = len(said) == 3 and said[0] == "_AFTER" and said[1] in ("_PLACEMENT", "_REVEAL", "_DRAW")
    return turn or phase


def _this_destroyed(kinds: list[str]) -> bool:
    """Whether ``kinds`` are "if this (card) is destroyed" and no more."""
    said = [k for k in kinds if k != "_CARD"]
    return (
        len(said) == 4
        and said[1] in ("_THIS", "_IT")
        and said[2] in ("_IS", "_GET")
        and (said[::3] == ["_IF", "_DESTROYED"])
    )


def _trigger_last(sentence: _Tokens) -> _Tokens:
    """ "Draw a card when this is destroyed", "Score a point whenever a card is revealed",
    "Draw a card [BT]": the trigger said after the effect is said before it. "+2 when in S5"
    (this card there) is "+2 if in S5"."""
    kinds = [t.kind for t in sentence]
    for at in range(1, len(sentence)):
        last = at == len(sentence) - 1 and kinds[at - 1] != "_UNTIL"
        if kinds[at] == "TAG" and last and not _LEAD_KINDS & set(kinds[:at]):
            return [sentence[at], _inserted("_COLON", sentence[at]), *sentence[:at]]
        tail = next((t for t in _TRIGGER_TAILS if tuple(kinds[at : at + len(t)]) == t), None)
        if tail is None and _numbered_phase(kinds[at:]):
            tail = (kinds[at],)  # "Draw a card at the start of turn 3", "... after reveal 2"
        if tail is None and kinds[at] == "_IF" and _this_destroyed(kinds[at:]):
            tail = ("_IF",)  # "Draw a card if this is destroyed": an event, waited for
        if tail is None:
            continue
        if _LEAD_KINDS & set(kinds[:at]) or "_UNTIL" in kinds[:at]:
            return sentence
        comma = int(kinds[at - 1] == "_COMMA")
        effect = sentence[: at - comma]
        trigger = sentence[at:]
        if kinds[at + 1 : at + 2] == ["_IN"] or kinds[at + 1 : at + 3] == ["_PLACED", "_IN"]:
            return [*effect, dataclasses.replace(sentence[at], kind="_IF"), *trigger[1:]]
        named = {t.kind for t in effect} & _CARD_NOUNS
        if not effect or (named and {t.kind for t in trigger} & _PRONOUNS):
            return sentence  # "Tap OC when it is revealed": 'it' is OC, not this card
        return [*trigger, _inserted("_COLON", sentence[at]), *effect]
    return sentence


def _choice_last(sentence: _Tokens) -> _Tokens:
    if _kinds(sentence, 0, 3) == ("_YOUR", "_CHOICE", "_COLON") and "_OR" in {
        t.kind for t in sentence
    }:
        return [dataclasses.replace(sentence[0], kind="_CHOOSE"), *sentence[2:]]  # "Your choice:"
    return _choice_after(sentence)


def _choice_after(sentence: _Tokens) -> _Tokens:
    kinds = tuple(t.kind for t in sentence)
    yours = kinds[-3:] == ("_COMMA", "_YOUR", "_CHOICE") and "_OR" not in kinds
    if yours and not {"_OPP", "_PLAYER", "_EACH"} & set(kinds):
        return sentence[:-3]  # "Discard a card, your choice": the card is yours to choose
    return _choice_of_options(sentence)


def _choice_of_options(sentence: _Tokens) -> _Tokens:
    """ "Destroy OC or tap it, your choice", "Draw 2 or score a point (you choose)": a choice of
    one ("Choose one: ...")."""
    kinds = tuple(t.kind for t in sentence)
    for tail in (
        ("_COMMA", "_YOUR", "_CHOICE"),
        ("_YOUR", "_CHOICE"),
        ("_COMMA", "_YOU", "_CHOOSE"),
        ("_YOU", "_CHOOSE"),
    ):
        if len(kinds) > len(tail) and kinds[-len(tail) :] == tail and "_OR" in kinds:
            head = sentence[: -len(tail)]
            if head[0].kind in _LEAD_KINDS or any(t.kind in ("_CHOOSE", "_EITHER") for t in head):
                return sentence
            at = sentence[-len(tail)]
            return [_inserted("_CHOOSE", at), _inserted("_COLON", at), *head]
    return sentence


_PRONOUNS = frozenset({"_IT", "_ITS", "_THEM", "_THEIR"})


def _conditions_apart(sentence: _Tokens) -> _Tokens:
    """ "If OC is odd, double this card's value, if it is even, triple it": each condition and
    its effects its own sentence."""
    kinds = [t.kind for t in sentence]
    if kinds[:1] != ["_IF"] or "_COMMA" not in kinds:
        return sentence
    for at in range(kinds.index("_COMMA") + 2, len(sentence) - 1):
        join = kinds[at - 1]
        if kinds[at] == "_IF" and join in ("_COMMA", "_AND") and "_COMMA" in kinds[at + 1 : -1]:
            if _PRONOUNS & set(kinds[at:]):  # "..., if OC is even, triple it": which card?
                return sentence
            cut = at - 1 - (join == "_AND" and kinds[at - 2] == "_COMMA")
            stop = dataclasses.replace(sentence[at - 1], kind="_STOP")
            return [*sentence[:cut], stop, *_conditions_apart(sentence[at:])]
    return sentence


def _placed_none(tokens: _Tokens) -> _Tokens:
    """ "No cards can be placed in S3", "Nothing may be played in S5": no player can place
    cards there."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        none = 2 if _kinds(tokens, index, 2) in (("_NO", "_CARD"), ("_NO", "_CARDS")) else 0
        none = none or int(_said(tok) == "nothing")
        said = _kinds(tokens, index + none, 4)
        if (
            none
            and said[:3] in (("_CAN", "_BE", "_PLACED"), ("_MAY", "_BE", "_PLACED"))
            and said[3:] in (("_IN",), ("_ON",))
        ):
            kinds = ("_NO", "_PLAYER", "_CAN", "_PLACE", "_CARDS")
            out.extend(_inserted(k, tok) for k in kinds)
            index += none + 3
            continue
        out.append(tok)
        index += 1
    return out


_ACTORS = (("_YOUR", "_OPP"), ("_OPP",), ("_YOU",))


def _actor_at(tokens: _Tokens, start: int) -> int:
    return next((len(a) for a in _ACTORS if _kinds(tokens, start, len(a)) == a), 0)


def _no_draw(tokens: _Tokens) -> _Tokens:
    """ "No draw for opp. next turn", "Opp: no draw next turn", "Opp. gets no draw next turn": it
    can't draw next turn (refused with both readings: this turn's draw, or the next turn's).
    ("Opp. gets no draws this round" is left: no draw phase, or no card drawn at all?)"""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        actor = _actor_at(tokens, index)
        verb = actor > 0 and _kinds(tokens, index + actor, 1) in (("_GET",), ("_HAS",), ("_COLON",))
        said = _kinds(tokens, index + actor + verb, 2)
        who = tokens[index : index + actor]
        end = index + actor + verb + 2
        if said != ("_NO", "_DRAW") or not actor:
            actor = _actor_at(tokens, index + 3) if _kinds(tokens, index, 3) == _NO_DRAW_FOR else 0
            who, end = tokens[index + 3 : index + 3 + actor], index + 3 + actor
        opens = not out or out[-1].kind in _CLAUSE_STARTS
        if actor and opens and _kinds(tokens, end, 2) == ("_NEXT", "_TURN"):
            at = tokens[index]
            out.extend([*who, *(_inserted(k, at) for k in ("_CANT", "_DRAW", "_NEXT", "_TURN"))])
            index = end + 2
            continue
        out.append(tokens[index])
        index += 1
    return out


_NO_DRAW_FOR = ("_NO", "_DRAW", "_FOR")


def _until_tag(tokens: _Tokens) -> _Tokens:
    """ "until [ESCORE]": until the end of the round (the end of its scoring phase)."""
    out: _Tokens = []
    for tok in tokens:
        ends = tok.kind == "TAG" and tok.value == fx.AtPhase(fx.Phase.SCORING_END)
        if ends and out and out[-1].kind == "_UNTIL":
            out.extend(_inserted(k, tok) for k in ("_END", "_OF", "_ROUND"))
            continue
        out.append(tok)
    return out


def _tag_ranges(tokens: _Tokens) -> _Tokens:
    """ "[R2]-[R4]": one tag for the range ([R2-R4])."""
    out: _Tokens = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        dash = index + 1 < len(tokens) and tokens[index + 1].text in ("-", "to")
        later = tokens[index + 2] if index + 2 < len(tokens) else None
        if tok.kind == "TAG" and dash and later is not None and later.kind == "TAG":
            merged = _tag_range(tok, later)
            if merged is not None:
                out.append(merged)
                index += 3
                continue
        out.append(tok)
        index += 1
    return out


def _tag_range(first: TextToken, last: TextToken) -> TextToken | None:
    """One tag for two numbered tags of one phase, in order ([R2], [R4]: [R2-R4]); ``None`` if
    they are not."""
    start, end = first.value, last.value
    if not isinstance(start, fx.AtPhase) or not isinstance(end, fx.AtPhase):
        return None
    if start.phase is not end.phase or start.first is None or end.last is None:
        return None
    if start.first > end.last:
        return None
    span = dataclasses.replace(start, last=end.last)
    return dataclasses.replace(first, text=f"{first.text}-{last.text}", value=span)


_EVENT_LEADS = (("_WHEN",), ("_AFTER",), ("_EACH", "_TIME"))
_CARD_PARTIES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("_OPP", "_POSS"), ("_A", "_OPP", "_CARD")),
    (("_YOUR", "_OPP", "_POSS"), ("_A", "_OPP", "_CARD")),
    (("_OPP",), ("_A", "_OPP", "_CARD")),
    (("_OPPOSING",), ("_A", "_OPP", "_CARD")),
    (("_YOUR",), ("_YOUR", "_CARD")),
    ((), ("_A", "_CARD")),
)
"""Whose card a card event names ("an opp. 9", "your 9", "a 9"), and the words of its party."""
_PLAYER_PARTIES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("_YOUR", "_OPP"), ("_A", "_OPP", "_CARD")),
    (("_THE", "_OPP"), ("_A", "_OPP", "_CARD")),
    (("_OPP",), ("_A", "_OPP", "_CARD")),
    (("_YOU",), ("_YOUR", "_CARD")),
)
_PLAYER_EVENTS = {"_REVEAL": "_REVEALED", "_PLACE": "_PLACED", "_PLAY": "_PLACED"}


def _event_of_value(sentence: _Tokens) -> _Tokens:
    """ "Whenever a 9 is revealed", "When a card with printed value 1 is placed", "Each time an
    opp. printed 9 is revealed", "Whenever opp. reveals a 9" (and "Opp. reveals 9:"): a card
    event with a check of the card's value, "When a card is revealed, if that card's value is
    9, ...". Left as it is where a condition of its own follows (one condition per ability),
    and for a card placed or destroyed unless its printed value is said (a card placed is face
    down, its value 0; one destroyed is off the table)."""
    kinds = tuple(t.kind for t in sentence)
    lead = next((len(k) for k in _EVENT_LEADS if kinds[: len(k)] == k), 0)
    at = lead
    party: tuple[str, ...] | None = None
    event: str | None = None
    for said, words in _PLAYER_PARTIES:  # "opp. reveals a 9", "you play a 9"
        if kinds[at : at + len(said)] == said and kinds[at + len(said) : at + len(said) + 1]:
            verb = kinds[at + len(said)]
            if verb in _PLAYER_EVENTS:  # "a" may go unsaid: "Opp. reveals 9: ..."
                article = kinds[at + len(said) + 1 : at + len(said) + 2] == ("_A",)
                party, event = words, _PLAYER_EVENTS[verb]
                at += len(said) + 1 + article
                break
    if party is None:
        if kinds[at : at + 1] in (("_A",), ("_ANY",)):
            at += 1
        for whose, words in _CARD_PARTIES:
            if kinds[at : at + len(whose)] == whose:
                party, at = words, at + len(whose)
                break
    if party is None:
        return sentence
    printed = kinds[at : at + 1] == ("_PRINTED",)
    if kinds[at : at + 1] == ("_CARD",) and kinds[at + 1 : at + 2] == ("_WITH",):
        at += 2  # "a card with (printed) value 9"
        printed = kinds[at : at + 1] == ("_PRINTED",)
        if kinds[at + printed : at + printed + 1] != ("_VALUE",):
            return sentence
        at += printed + 1
    else:
        at += printed
    if kinds[at : at + 1] != ("NUMBER",):
        return sentence
    number = sentence[at]
    at += 1
    if event is None:  # "a 9 is revealed"
        if kinds[at : at + 1] not in (("_IS",), ("_GET",)) or kinds[at + 1 : at + 2] not in (
            ("_REVEALED",),
            ("_PLACED",),
            ("_DESTROYED",),
        ):
            return sentence
        event, at = kinds[at + 1], at + 2
    if kinds[at : at + 1] not in (("_COMMA",), ("_COLON",)) or kinds[at + 1 : at + 2] == ("_IF",):
        return sentence
    if event != "_REVEALED" and not printed:
        return sentence  # a card placed is face down (value 0), one destroyed is off the table
    if not lead and (kinds[at] != "_COLON" or kinds[:1] == ("_A",)):
        return sentence  # without "when", only "Opp. reveals a 9: ..."
    near = sentence[lead] if lead < len(sentence) else sentence[0]
    read = (
        *(sentence[:lead] or [_inserted("_WHEN", near)]),
        *(_inserted(k, near) for k in (*party, "_IS", event, "_COMMA", "_IF", "_THAT", "_CARD")),
        *(_inserted(k, near) for k in ("_POSS", *(("_PRINTED",) if printed else ()), "_VALUE")),
        _inserted("_IS", near),
        number,
        _inserted("_COMMA", near),
    )
    return [*read, *sentence[at + 1 :]]


_COUNTED_AFTER = frozenset({"_YOU", "_IN", "_ON", "_OPP"})
"""Words after a value counted as cards ("per 7 you control", "per printed 1 in play")."""


def _value_counted(tokens: _Tokens) -> _Tokens:
    """ "+1 per printed 1 you control", "for each other printed 7 in play": one printed value
    named as the cards that have it, as "per printed 1s" ("per 7 cards" is a count of cards,
    "per 2" with no word after it says no cards; "per 7 you control" is left: designers mean
    the printed 7s, held_out_5's 141, where "7s" is the value now)."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        start = index
        while start and tokens[start - 1].kind in ("_OTHER", "_PRINTED"):
            start -= 1
        printed = "_PRINTED" in _kinds(tokens, start, index - start)
        counted = printed and start and tokens[start - 1].kind in ("_PER", "_EACH")
        after = _kinds(tokens, index + 1, 1)
        if tok.kind == "NUMBER" and counted and after and after[0] in _COUNTED_AFTER:
            tok = dataclasses.replace(tok, kind="NUMS")  # noqa: PLW2901 - read as the cards
        out.append(tok)
    return out


def _poss_as_is(tokens: _Tokens) -> _Tokens:
    """ "If OC's a 9", "if it's a 1": "'s" before "a" and a number is "is" (no one's 9); "if
    OC is like 8 or more": a chat voice's "like" before a value adds nothing."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        if tok.kind == "_POSS" and _kinds(tokens, index + 1, 2) == ("_A", "NUMBER"):
            tok = dataclasses.replace(tok, kind="_IS")  # noqa: PLW2901 - "'s" said for "is"
        elif (
            tok.kind == "WORD"
            and tok.text.lower() == "like"
            and out
            and out[-1].kind in ("_IS", "_POSS")
            and _kinds(tokens, index + 1, 1) in (("NUMBER",), ("_A",))
        ):
            continue
        out.append(tok)
    return out


_CHOSEN_WORDS = frozenset({"_A", "_YOU", "_CONTROL"})
"""Words of a card chosen besides the target words ("an adj. card you control")."""


def _target_alone(sentence: _Tokens) -> _Tokens:
    """ "Target 1 card in an adj. slot; return it to hand": Magic's "target" opening a sentence
    that only names cards is a choice, which the next sentence's "it" acts on ("Choose a card
    in adj. slots. ..."); "Target card gets +2" (a verb after the cards) is left as it is."""
    kinds = [t.kind for t in sentence]
    if not kinds or kinds[0] != "_A" or sentence[0].text.lower() != "target":
        return sentence
    rest = sentence[1:]
    if rest[:1] and rest[0].kind == "NUMBER" and rest[0].value == 1:
        rest = rest[1:]
    if not rest or not all(t.kind in _TARGET_WORDS or t.kind in _CHOSEN_WORDS for t in rest):
        return sentence
    if not any(t.kind == "_CARD" for t in rest):
        return sentence
    return [dataclasses.replace(sentence[0], kind="_CHOOSE"), _inserted("_A", sentence[0]), *rest]


_COMPARED = frozenset({"_HIGH", "_LOW", "_EQUAL"})


_THAN_THIS = frozenset(
    ("_THAN", "_THIS", *card, *value)
    for card in ((), ("_CARD",))
    for value in ((), ("_VALUE",), ("_POSS", "_VALUE"))
)
"""The card OC is compared with, said after the comparison: this card ("than this card's value")."""


def _their_values_compared(sentence: _Tokens) -> _Tokens:
    """ "If OC is higher, swap their values": after a comparison of OC with this card, "their
    values" are the two cards' ("swap values of this card and OC"), and so are "the values" (or
    "values") said last ("If OC has a higher value, swap the values."); "swap them" is left (the
    cards or their values?)."""
    kinds = [t.kind for t in sentence]
    at = next(
        (i for i in range(len(kinds) - 2) if kinds[i : i + 3] == ["_SWAP", "_THEIR", "_VALUE"]),
        None,
    )
    said = 3
    if at is None:
        for shape in (["_SWAP", "_THE", "_VALUE"], ["_SWAP", "_VALUE"]):
            ends = len(kinds) - len(shape)
            if ends > 0 and kinds[ends:] == shape:
                at, said = ends, len(shape)
    if at is None:
        return sentence
    condition = kinds[:at]
    if condition[-1:] == ["_COMMA"]:
        condition = condition[:-1]
    if condition[:2] != ["_IF", "_OC"]:
        return sentence
    compared = next((i for i, k in enumerate(condition) if k in _COMPARED), None)
    if compared is None or not set(condition[2:compared]) <= {
        "_IS",
        "_HAS",
        "_A",
        "_POSS",
        "_VALUE",
    }:
        return sentence
    than = condition[compared + 1 :]
    if than[:1] == ["_VALUE"]:
        than = than[1:]  # "has a higher value (than this card)"
    if than and tuple(than) not in _THAN_THIS:
        return sentence
    near = sentence[at + 1]
    both = [_inserted(k, near) for k in ("_VALUE", "_OF", "_THIS", "_CARD", "_AND", "_OC")]
    return [*sentence[: at + 1], *both, *sentence[at + said :]]


def _adjacent_oc(tokens: _Tokens) -> _Tokens:
    """ "Each adjacent OC gets -1", "Adj. OC -1": OC is the opposing card of this card's slot,
    so an "adjacent OC" is an opposing card of the adj. slots: opp. cards in adj. slots."""
    out: _Tokens = []
    for index, tok in enumerate(tokens):
        if tok.kind == "_ADJ" and _kinds(tokens, index + 1, 1) == ("_OC",):
            if out and out[-1].kind in ("_EACH", "_ALL", "_THE"):
                out.pop()  # "each adjacent OC": all of them
            said = ("_OPP", "_CARDS", "_IN", "_ADJ", "_SLOTS")
            out.extend(_inserted(k, tok) if k != "_ADJ" else tok for k in said)
            continue
        if (
            tok.kind == "_OC"
            and out
            and out[-1].kind == "_SLOTS"
            and index
            and (tokens[index - 1].kind == "_ADJ")
        ):
            continue  # the OC of "adjacent OC", said above
        out.append(tok)
    return out


_PASSES: tuple[Callable[[_Tokens], _Tokens], ...] = (
    _players_named,
    _both_said,
    _tag_ranges,
    _until_tag,
    _no_draw,
    _adjacent_after,
    _slots_beside,
    _owner_on_slot,
    _both_players,
    _slot_spans,
    _slot_sets,
    _value_ranges,
    _values_or,
    _changed_to,
    lambda tokens: _by_sentence(tokens, _set_to),
    _deck_top_after,
    _zone_of_opponent,
    _hand_cards,
    _deck_top_said,
    _placed_none,
    _pair_gets,
    _pair_swaps,
    _bare_value,
    _bare_predicate,
    _random_pick,
    _one_picked,
    lambda tokens: _by_sentence(tokens, _instead_of_default),
    _when_is,
    lambda tokens: _by_sentence(tokens, _event_of_value),
    _value_counted,
    _poss_as_is,
    lambda tokens: _by_sentence(tokens, _target_alone),
    lambda tokens: _by_sentence(tokens, _their_values_compared),
    _adjacent_oc,
    _as_when,
    _had_in_play,
    lambda tokens: _by_sentence(tokens, _after_lead(_no_card_banned)),
    lambda tokens: _by_sentence(tokens, _after_lead(_ties_said)),
    lambda tokens: _by_sentence(tokens, _after_lead(_printed_placed)),
    _rules_restated,
    _look_at,
    _shared_objects,
    _each_get,
    _gets_per,
    _coin_its,
    lambda tokens: _by_sentence(tokens, _lead_comma),
    lambda tokens: _by_sentence(tokens, _drawn),
    lambda tokens: _by_sentence(tokens, _condition_said),
    lambda tokens: _by_sentence(tokens, _if_state_after),
    _only_if,
    _only_duration,
    _cost_lead,
    _players_each,
    lambda tokens: _by_sentence(tokens, _price_after),
    lambda tokens: _by_sentence(tokens, _price_first),
    lambda tokens: _by_sentence(tokens, _choice_last),
    _named_doer,
    _for_each_done,
    lambda tokens: _by_sentence(tokens, _trigger_last),
    lambda tokens: _by_sentence(tokens, _conditions_apart),
    lambda tokens: _by_sentence(tokens, _same_subject),
)


def clauses_read(tokens: _Tokens) -> _Tokens:
    """The words of ``tokens`` with each clause said another way said as its construct."""
    for each in _PASSES:
        tokens = each(tokens)
    return tokens


# ---- reminders


_ASIDE = re.compile(r"\s*\(([^()\n]+)\)|\s+[-–—]\s+([^.;\n()]+)")
_CHOICE_ASIDE = re.compile(
    r"\s*\((?:your choice|you choose|of your choice|(?:your|ur) (?:call|pick)|you decide)\)", re.I
)
_INSTEAD_ASIDE = re.compile(r"\s*\(((?:instead of|rather than)[^()\n]*)\)", re.I)
_GLOSS = re.compile(r"^(?:i\.?e\.?,?|that is,?|meaning|so|in other words,?)\s+", re.I)
_SENTENCE_END = re.compile(r"[.;!\n]")


def restated(text: str) -> fx.CardText | None:
    """The reading of ``text`` with the reminders in it left out ("Double OC's value (OC counts
    twice as much)", "Destroy OC - OC goes to the pile"), if each reminder, read on its own,
    means what the sentence before it means; ``None`` if a reminder says something else, or the
    text does not read without them. (A reminder that does not read, or reads as something
    else, is never left out: the text stays refused.)"""
    from wartable.variants.slot_wars.text.parser import reads  # noqa: PLC0415

    chosen = _CHOICE_ASIDE.sub(", your choice", text)  # "X or Y (your choice)"
    chosen = _INSTEAD_ASIDE.sub(r" \1", chosen)  # "(instead of the highest)": as if said plainly
    if chosen != text:
        return reads(chosen)
    asides = [m for m in _ASIDE.finditer(text) if not _tag_like(m.group(1))]
    if not asides:
        return None
    kept, start = [], 0
    for aside in asides:
        kept.append(text[start : aside.start()])
        start = aside.end()
        said = _GLOSS.sub("", (aside.group(1) or aside.group(2)).strip())
        before = _SENTENCE_END.split(text[: aside.start()])[-1]
        meant = reads(before)
        if meant is None or not _says_again(meant, said, before):
            return None
    kept.append(text[start:])
    read = reads("".join(kept))
    if read is None:
        return None
    said_again = tuple(
        f"left out {m.group(0).strip()!r}: it says again what its sentence says" for m in asides
    )
    return dataclasses.replace(read, notes=(*read.notes, *said_again))


_BRACKETED = re.compile(r"\s*\(([^()\n]+)\)")


def detailed(text: str) -> fx.CardText | None:
    """The reading of ``text`` whose words in round brackets add a detail to a sentence that
    reads without them ("This card gets +2 (only this round)", "Destroy OC (if it is odd)"): the
    words read in their place, as if written without the brackets; ``None`` if the sentence
    does not read without them, or not with them in it."""
    from wartable.variants.slot_wars.text.parser import reads  # noqa: PLC0415

    details = [m for m in _BRACKETED.finditer(text) if not _tag_like(m.group(1))]
    if not details or any(scope_remark(m.group(1)) for m in details):
        return None  # "(yours too)" is no detail: "Destroy all cards (yours too)" is not yours
    if reads(_BRACKETED.sub(lambda m: m.group(0) if _tag_like(m.group(1)) else "", text)) is None:
        return None
    said = _BRACKETED.sub(
        lambda m: m.group(0) if _tag_like(m.group(1)) else " " + m.group(1).strip(" ,."), text
    )
    read = reads(said)
    if read is None:
        return None
    note = tuple(f"read {m.group(0).strip()!r} as part of its sentence" for m in details)
    return dataclasses.replace(read, notes=(*read.notes, *note))


_YOURS_TOO = frozenset(
    f"{lead}{yours}{tail}".strip()
    for yours in ("yours", "your own", "your cards", "your own cards", "own cards", "mine")
    for lead, tail in (
        ("", " too"), ("also ", ""), ("", " as well"), ("including ", ""), ("incl. ", ""),
        ("", " included"), ("", " also"), ("and ", ""), ("and ", " too"), ("also ", " too"),
    )
) | {"friend and foe", "friend or foe", "friends and foes", "any owner", "whoever owns them"}  # fmt: skip
"""A remark that a sentence's cards are yours too ("Destroy all cards in S1 (yours too)")."""
_BOTH_PLAYERS = frozenset(
    {
        "both players", "each player", "for both players", "for each player", "everyone",
        "for everyone", "all players", "both", "you and opp.", "you and opp", "both of you",
        "you and your opponent", "you and the opponent", "every player",
    }
)  # fmt: skip
"""A remark that what a sentence makes you do, each player does ("Draw a card (both players)")."""
_SCOPE_OWNERS = frozenset({"_YOUR", "_OPP", "_OPPOSING", "_THEIR", "_ITS", "_OC", "_THIS", "_YOU"})


def _remark(inside: str) -> str:
    return " ".join(re.sub(r"\bur\b", "your", inside.lower()).split()).strip(" !.,")


def scope_remark(inside: str) -> bool:
    """Whether words in round brackets say whose cards or which players a sentence means."""
    return _remark(inside) in _YOURS_TOO | _BOTH_PLAYERS


def scoped(text: str) -> fx.CardText | None:
    """The reading of ``text`` whose remark in brackets says whose cards or which players its
    sentence means: "(yours too)" after a sentence of every card, with no owner said ("Destroy
    all cards in S1 (also own cards!)"), says again what it says, and is left out; "(both
    players)" after a sentence that tells you to do something ("Draw a card (both players)") is
    each player doing it. ``None`` where a remark widens cards named by their owner ("Destroy opp.
    cards (yours too)") or follows anything else: the text stays refused."""
    from wartable.variants.slot_wars.text.parser import (  # noqa: PLC0415
        CardTextError,
        reads,
        tokenize,
    )

    bracket = next((m for m in _BRACKETED.finditer(text) if scope_remark(m.group(1))), None)
    if bracket is None:
        return None
    before = text[: bracket.start()]
    try:
        words = sorted((t for t in tokenize(before) if t.text), key=_written_at)
    except CardTextError:
        return None
    while words and words[-1].kind == "_STOP":  # "... in S1. (Also own cards!)": that sentence
        words.pop()
    ends = [i for i, t in enumerate(words) if t.kind in ("_STOP", "_COLON")]
    said_from = ends[-1] + 1 if ends else 0
    if said_from >= len(words):
        return None
    start = words[said_from].offset
    sentence = before[start:]
    kinds = [t.kind for t in words[said_from:]]
    rest = text[bracket.end() :]
    if kinds[:2] == ["_EACH", "_PLAYER"]:
        said = before + rest  # "Each player draws a card (both players)": said again
    elif not kinds or _SCOPE_OWNERS & set(kinds):
        return None  # "Destroy opp. cards (yours too)", "Reveal your hand (both players)"
    elif _remark(bracket.group(1)) in _YOURS_TOO:
        if "_CARDS" not in kinds:
            return None  # "Draw a card (yours too)": no cards of every owner to say it of
        said = before + rest
    elif kinds[0] in _PLAYER_ACTS:
        said = text[:start] + "Both players " + sentence[:1].lower() + sentence[1:] + rest
    else:
        return None
    read = reads(said)
    if read is None:
        return None
    note = f"read {bracket.group(0).strip()!r} as whose its sentence means"
    return dataclasses.replace(read, notes=(*read.notes, note))


_PLAYER_ACTS = frozenset({"_DRAW", "_DISCARD", "_LOSE", "_SCORE", "_SHUFFLE", "_REVEAL", "_LOOK"})
"""Verbs of what a player does, which "(both players)" after them makes each player do."""


_GLOSS_CLAUSE_ENDS = ".;!:,\n"
_GLOSSED_CLAUSE = frozenset({"_OC", "_THIS", "_CARD", "_GET", "_IS", "_BE", "_THE", "_A", "_HAS"})
"""What a clause glossed as a whole may say besides the words the language does not know: the
card it is about ("OC gets yeeted", "yeet this card")."""
_GLOSSED_LEAD = frozenset({"WORD", "_ON", "_WHEN", "_AT", "_EACH", "_IN", "_AFTER", "_DURING"})
"""What a lead before a colon glossed as a whole may say besides: words of when ("When the night
falls (start of scoring):")."""


def _written_at(token: TextToken) -> int:
    return token.offset


_GLOSS_PRONOUNS = re.compile(r"\b(?:it|them)\b", re.I)


def glossed(text: str) -> fx.CardText | None:
    """The reading of ``text`` whose words in round brackets say what a word the language does
    not know means ("OC gets zapped (tapped)", "OC gets yeeted (destroy it)", "every sleeping
    (face-down) card"): the words in brackets read in that word's place, or in place of the
    clause it stands in, with "it" and "them" the one card that clause names (OC or this card);
    ``None`` if no bracket follows such a clause, or neither way reads, or the two read as
    different things (the text stays refused)."""
    from wartable.variants.slot_wars.text.parser import (  # noqa: PLC0415
        CardTextError,
        _unknown,
        reads,
        tokenize,
    )

    for bracket in _BRACKETED.finditer(text):
        if _tag_like(bracket.group(1)):
            continue
        gloss = bracket.group(1).strip(" .!")
        before = text[: bracket.start()]
        start = max(before.rfind(mark) for mark in _GLOSS_CLAUSE_ENDS) + 1
        try:  # as written, in order (the tokenizer may move a lead: "On the river")
            words = sorted((t for t in tokenize(before[start:]) if t.text), key=_written_at)
        except CardTextError:
            continue
        if not gloss or not any(_unknown(word) for word in words):
            continue
        rest = text[bracket.end() :]
        if not words:
            continue
        if _unknown(words[-1]):  # the word before the brackets: "sleeping (face-down)"
            read = reads(text[: start + words[-1].offset] + gloss + rest)
            if read is not None:
                note = f"read {words[-1].text!r} as {gloss!r}, as its brackets say"
                return dataclasses.replace(read, notes=(*read.notes, note))
        lead = rest.lstrip()[:1] in (":", ",")  # "On the river (after [D8]): draw 2": when
        allowed = _GLOSSED_CLAUSE | (_GLOSSED_LEAD if lead else frozenset())
        if any(not _unknown(word) and word.kind not in allowed for word in words):
            return None  # "Draw a card and zap OC (tap it)": the clause says more than the word
        named = {word.kind for word in words} & {"_OC", "_THIS"}
        if len(named) != 1 and _GLOSS_PRONOUNS.search(gloss) is not None:
            return None  # "(destroy them)" after two cards, or none: which?
        card = "OC" if "_OC" in named else "this card"
        said = text[:start] + (" " if start else "") + _GLOSS_PRONOUNS.sub(card, gloss) + rest
        read = reads(said)  # the clause: "OC gets yeeted (destroy it)"
        if read is None:
            return None
        note = f"read {before[start:].strip()!r} as {gloss!r}, as its brackets say"
        return dataclasses.replace(read, notes=(*read.notes, note))
    return None


_EVEN_CHANCE = re.compile(
    r"\b(?:p|pr|prob)\s*(?:=|\(\s*)\s*(?:1\s*/\s*2|0?\.5|50\s*%)\s*\)?|\b1\s*/\s*2(?=\s*chance\b)",
    re.I,
)
"""A probability of one half as a maths voice writes it: "P=1/2:", "p(0.5):", "1/2 chance"."""


def even_chance(text: str) -> fx.CardText | None:
    """The reading of ``text`` with a probability of one half written as "50%" ("P=1/2: destroy
    OC" is "50%: destroy OC", a coin flipped); ``None`` if it has none, or does not read so."""
    from wartable.variants.slot_wars.text.parser import reads  # noqa: PLC0415

    written = _EVEN_CHANCE.search(text)
    if written is None:
        return None
    read = reads(_EVEN_CHANCE.sub("50%", text))
    if read is None:
        return None
    note = f"read {written.group(0)!r} as '50%'"
    return dataclasses.replace(read, notes=(*read.notes, note))


_HASHTAGS = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=[.;!]))(?:#[^\W\d_][\w-]*[ \t]*)+[.!]?\s*$")
"""Hashtags closing a text ("... get -2 #choice #endgame", "Untap all cards. #tap")."""


def untagged(text: str) -> fx.CardText | None:
    """The reading of ``text`` without the hashtags that close it ("Destroy OC. #removal"), which
    sort a card as a designer files it and say nothing it does; ``None`` if it has none, or does
    not read without them. (Only a text refused with them gets here: "+1 per #cards" is a count.)"""
    from wartable.variants.slot_wars.text.parser import reads  # noqa: PLC0415

    tags = _HASHTAGS.search(text)
    if tags is None or not text[: tags.start()].strip():
        return None
    read = reads(text[: tags.start()])
    if read is None:
        return None
    note = f"left out {tags.group(0).strip(' .!')!r}: hashtags file a card, they do nothing"
    return dataclasses.replace(read, notes=(*read.notes, note))


def _says_again(meant: fx.CardText, said: str, before: str) -> bool:
    """Whether ``said`` means what ``before`` (read as ``meant``) means: on its own, or after it
    ("Destroy OC (it goes to the pile)": "it" is the card just named)."""
    from wartable.variants.slot_wars.text.parser import reads  # noqa: PLC0415

    alone = reads(said)
    if alone is not None and alone.abilities == meant.abilities:
        return True
    after = reads(f"{before.strip().rstrip('.')}. {said}")
    return after is not None and after.abilities == meant.abilities * 2


def _tag_like(inside: str | None) -> bool:
    """Whether round brackets hold a tag ("(BT)") or an aside the tokenizer reads."""
    if inside is None:
        return False
    from wartable.variants.slot_wars.text.parser import _ASIDES, _TAG_BODY, _tag_name  # noqa: PLC0415

    said = " ".join(inside.lower().split()).strip(" .")
    return said in _ASIDES or _TAG_BODY.match(_tag_name(inside)) is not None
