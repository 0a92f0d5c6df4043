"""Reading the layouts of a hurried, chatty or second-language voice, which leave out the marks
and little words between the parts of a sentence rather than misspell a word in it.

Each reader here rewrites the text the one way its layout allows and reads the rewrite with the
whole parser (so that a slip it also holds is still mended); where the layout could be rewritten
in ways that mean different things, it reads none of them, and the text is refused as written.
"""

from __future__ import annotations

import re

from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import _read, _Refusal
from wartable.variants.slot_wars.text.suggest import _Word

CLAUSE_STARTS = frozenset(
    {
        # an order: "dstroy OC draw 1", "draw card discard card"
        "_DRAW",
        "_DISCARD",
        "_DESTROY",
        "_LOOK",
        "_RETURN",
        "_REVEAL",
        "_HIDE",
        "_TAP",
        "_UNTAP",
        "_PLACE",
        "_MOVE",
        "_SWAP",
        "_SHUFFLE",
        "_STEAL",
        "_TAKE",
        "_CHOOSE",
        "_GIVE",
        "_SCORE",
        "_FLIP",
        "_ROLL",
        "_REARRANGE",
        "_SILENCE",
        "_TRADE",
        "_SACRIFICE",
        # a new doer: "draw 2 opp discards 1", "pick 1 they discard it"
        "_OPP",
        "_YOU",
        "_THEM",
        "_OC",
    }
)
"""The words that start a clause of their own where the sentence before them cannot go on: an
order, or a new doer."""

JOINS = frozenset({"_COMMA", "_AND", "_STOP", "_COLON", "_THEN", "_OR", "_TO", "_MAY", "_CAN"})
"""Marks and words after which a stop is not a missing mark."""

SEPARATORS = (",", " and", ".")
"""The marks a designer leaves out between two clauses. Each must read the same, or none is read:
"discard a card destroy OC" could pay a price or do both, as "discard a card, destroy OC" is
refused for."""


PRICED = frozenset({"_LOSE", "_PAY", "_SACRIFICE", "_DISCARD", "_YOUR", "_THIS", "_YOU"})
"""Words of a clause that costs its controller something ("lose a point", "discard 1", "tap this
card"): run together with what follows, it could be a price paid for it (as if a colon were left
out: "lose a point: draw 2") or done as well (a comma), so it is not read."""


def _stop(text: str) -> tuple[tuple[_Word, ...], int] | None:
    """The words of ``text`` and the index of the word where it stops reading, or ``None``."""
    from wartable.variants.slot_wars.text.forgive import _stops_at, written_words  # noqa: PLC0415

    words = written_words(text)
    if words is None:
        return None
    stop = _stops_at(words)
    if stop is None or not 0 < stop[0] < len(words):
        return None
    return words, stop[0]


def _clause_before(words: tuple[_Word, ...], at: int) -> tuple[_Word, ...]:
    start = at
    while start > 0 and words[start - 1].kind not in JOINS:
        start -= 1
    return words[start:at]


def run_together(text: str) -> fx.CardText | None:
    """ "dstroy OC draw 1": two clauses written with no mark between them, read as if a comma
    were written there (or "and", or a full stop, the first of them that reads: "draw card
    discard card" has a slip in each clause, mended in each sentence), where none of them is
    ambiguous and a comma and "and" read alike (a run-together price and effect is refused:
    :data:`SEPARATORS`, :data:`PRICED`); ``None`` otherwise."""
    found = _stop(text)
    if found is None:
        return None
    words, at = found
    before, word = words[at - 1], words[at]
    if before.inserted or word.kind not in CLAUSE_STARTS or before.kind in JOINS:
        return None
    if text[before.end : word.start].strip() or any(
        w.kind in PRICED for w in _clause_before(words, at)
    ):
        return None
    head, tail = text[: before.end], text[word.start :].lstrip()
    if isinstance(_read(head), _Refusal):
        return None  # the clause before does not end there ("Destroy OC, but first tap it")
    readings = [_read(f"{head}{mark} {tail}") for mark in SEPARATORS]
    if any(isinstance(read, _Refusal) and read.semantic is not None for read in readings):
        return None  # written with a mark, it is ambiguous
    comma, joined = readings[:2]
    if isinstance(comma, fx.CardText) and isinstance(joined, fx.CardText) and joined != comma:
        return None
    for mark, read in zip(("a comma", "'and'", "a full stop"), readings, strict=True):
        if isinstance(read, fx.CardText):  # "draw card. discard card": each slip mended alone
            return _noted(read, f"read as if {mark} were written before {tail.split()[0]!r}")
    return None


FIELD = re.compile(
    r"(?i)(?:^|(?<=[\n.;:]))[ \t]*(trigger|cost|price|rule|effect|ability|tags?)[ \t]*"
    r"(?::|[-–][ \t])[ \t]*"
)
"""A field of the seed's card form written out with its label ("Trigger: [BT]", "Cost: discard
1", "Rule: ...", "Tag : choice"), at the start of the text or of a part of it, or after the
trigger's colon ("[SSCORE] : rule : ...")."""

FIELD_BREAK = re.compile(r"[ \t]+[/|][ \t]+|[ \t]*\|[ \t]*")
"""What a form-filler writes between the fields of one line ("Trigger: [BT] / Cost: ...")."""

LABELS = {"price": "cost", "effect": "rule", "ability": "rule", "tags": "tag"}
"""The labels of the form's fields by the field they name."""

REVEALED_LEAD = re.compile(r"(?i)^[ \t]*(?:on[ \t]+|when[ \t]+)?(?:revealed?)[ \t]*:[ \t]*(?=\S)")
"""The trigger field's default written as a lead ("Revealed : opp. discards 1")."""

DEFAULT_TRIGGERS = frozenset(
    {"revealed", "reveal", "on reveal", "when revealed", "when this is revealed", "none", "-", ""}
)
"""What a trigger field holds when it names the default (when this card is revealed)."""

_TRIM = " \t\n.;,"


def _fields(text: str) -> list[tuple[str, str]] | None:
    """The fields of ``text`` in order, each as its label ('' for a part with none: what comes
    before the first label, or a line of its own between fields) and what it holds; ``None`` if
    no field has a label."""
    fields: list[tuple[str, str]] = []
    for line in FIELD_BREAK.split(text):
        found = list(FIELD.finditer(line))
        head = line[: found[0].start()] if found else line
        if head.strip(_TRIM + ":"):
            fields.append(("", head.strip(_TRIM)))
        for at, match in enumerate(found):
            end = found[at + 1].start() if at + 1 < len(found) else len(line)
            label = match.group(1).lower()
            fields.append((LABELS.get(label, label), line[match.end() : end].strip(_TRIM)))
    return fields if any(label for label, _ in fields) else None


def form_filled(text: str) -> fx.CardText | None:
    """ "Trigger: [BT] / Cost: discard 1 / Rule: +1 ctr on this / Tag : cheap": the seed's form
    filled in field by field, read as the card text the fields say ("[BT]: discard 1: +1 ctr on
    this", the cost read as any price before a colon is), the tags left out (they file a card and
    do nothing); a part without a label is the trigger before the first label ("[SSCORE] : rule :
    ...") and the rule after it. A text that starts "Revealed :" is read without it (the default
    trigger). ``None`` if the text has no such layout, or what it says does not read."""
    lead = REVEALED_LEAD.match(text)
    if lead is not None and FIELD.search(text) is None:
        said = text[: lead.end()].strip()
        return _noted(_read(text[lead.end() :]), f"read {said!r} as the default trigger")
    fields = _fields(text)
    if fields is None:
        return None
    triggers = [value for label, value in fields if label == "trigger"]
    costs = [value for label, value in fields if label == "cost"]
    rules = [value for label, value in fields if label == "rule"]
    for at, (label, value) in enumerate(fields):
        if not label:  # unlabelled: the trigger if a rule field follows, else the rule
            later = any(other == "rule" for other, _ in fields[at + 1 :])
            (triggers if later and not at else rules).append(value.rstrip(" :"))
    if len(triggers) > 1 or len(costs) > 1 or len(rules) != 1:
        return None
    trigger = triggers[0] if triggers else ""
    said = "" if trigger.lower() in DEFAULT_TRIGGERS else f"{trigger}: "
    said += "".join(f"{cost}: " for cost in costs) + ". ".join(rules)
    tags = " (the tags left out)" if any(label == "tag" for label, _ in fields) else ""
    read = _read(said)
    if (triggers or costs) and isinstance(read, fx.CardText) and len(read.abilities) > 1:
        return None  # the trigger or the price would reach only the first sentence of the rule
    return _noted(read, f"read the form's fields as {said!r}{tags}")


def _noted(read: fx.CardText | _Refusal, note: str) -> fx.CardText | None:
    if isinstance(read, _Refusal):
        return None
    return read.noted(note)


REMARK = re.compile(
    r"(?i)[ \t]*[,;-]?[ \t]*(?:\b(?:because|bc|b/c|bcuz|bcoz|cuz|coz|cause)\b"
    r"|\bso[ \t]+(?=(?:it'?s|it[ \t]+is|that'?s|thats|that[ \t]+is|this[ \t]+is)\b))"
    r"([^.!?;\n]*)"
)
"""A designer's reason for a card or judgement of it, after what it does: "OC gets -4 bc its a
bully", "... because that would be op", "... so its fair"."""


def reasons_left_out(text: str) -> fx.CardText | None:
    """The reading of ``text`` without the reasons and judgements a designer adds after what the
    card does (:data:`REMARK`), where each says nothing the language reads: not an effect on its
    own, nor a condition ("draw a card bc OC is higher" could be one, and is refused); ``None``
    if it has none, or does not read without them."""
    from wartable.variants.slot_wars.text.parser import reads  # noqa: PLC0415

    found = [m for m in REMARK.finditer(text) if text[: m.start()].strip(" \t,;-")]
    if not found:
        return None
    for remark in found:
        said = remark.group(1).strip(" \t,")
        if said and (reads(said) is not None or reads(f"If {said}, draw a card.") is not None):
            return None  # the reason could be what the card does, or when
    kept = text
    for remark in reversed(found):
        kept = kept[: remark.start()] + kept[remark.end() :]
    shown = "; ".join(repr(m.group(0).strip(" \t,;-")) for m in found)
    return _noted(_read(kept), f"left out {shown}: a reason says nothing a card does")


OPTIONAL_AFTER = re.compile(
    r"(?i)[ \t]*[.;!][ \t]*(?:it'?s|it[ \t]+is|this[ \t]+is|that'?s|thats|that[ \t]+is)?[ \t]*"
    r"(?:optional|not[ \t]+(?:mandatory|required|forced)|u[ \t]+dont[ \t]+have[ \t]+to"
    r"|you[ \t]+don'?t[ \t]+have[ \t]+to)[ \t]*[.!]*[ \t]*$"
)
"""A last sentence that says the one before it is optional ("Discard a card to destroy OC. Its
optional"): read as "Discard a card to destroy OC, optional" (you may)."""


def optional_after(text: str) -> fx.CardText | None:
    """The reading of ``text`` whose last sentence only says the one before it is optional
    (:data:`OPTIONAL_AFTER`), as that sentence written ", optional"; ``None`` otherwise."""
    said = OPTIONAL_AFTER.search(text)
    if said is None or not text[: said.start()].strip():
        return None
    remark = said.group(0).strip(" \t.;!")
    return _noted(
        _read(f"{text[: said.start()]}, optional."),
        f"read {remark!r} as making the sentence before it optional",
    )


SUBJECT_LEFT_OUT = re.compile(r"(?i)\b(if|when|while|unless)([ \t]+)(?=(?:is|are|was|gets|has)\b)")
"""A condition without its subject, as a designer whose mother tongue leaves the pronoun out
writes it (Spanish "si es par", Italian "se è più piccolo": "destroy OC if is more small")."""


def subject_put_back(text: str) -> fx.CardText | None:
    """The reading of ``text`` whose conditions have no subject (:data:`SUBJECT_LEFT_OUT`) with
    "it" put in each: the pronoun then names the card it would name as written ("destroy OC if
    it is lower": OC), or the text is refused as "it" is where it could name two; ``None`` if it
    has no such condition, or if it is checked once before a lasting change (one that may reach
    the card whose value it tests): such a writer's "if" ("si", "wenn") is also their "while", and
    which one it is changes what the card does."""
    if SUBJECT_LEFT_OUT.search(text) is None:
        return None
    said = SUBJECT_LEFT_OUT.sub(lambda m: f"{m.group(1)}{m.group(2)}it ", text)
    read = _read(said)
    if isinstance(read, fx.CardText) and any(
        a.conditions_live_change and not a.throughout for a in read.abilities
    ):
        return None  # "gains +2 if is in S5": checked once, or while it holds? (a learner's "if")
    return _noted(read, "read as if 'it' were written before the verb of the condition")


CHANCE_SAID = re.compile(r"(?i)\b(?:coin|dice|die|d6|roll|rolls|flip|flips|toss)\b")
OUTCOME_EQUALS = re.compile(
    r"(?i)(^|[,.;:][ \t]*|\bon[ \t]+)(heads|tails|\d(?:[ \t]*-[ \t]*\d)?)[ \t]*=[ \t]*(?=\S)"
)
"""An outcome of a roll or a flip with "=" for what follows it ("heads = OC is gone", "1-3 =
discard a card"), as a chat voice writes the colon of an outcome."""


def outcomes_with_equals(text: str) -> fx.CardText | None:
    """The reading of ``text`` that flips a coin or rolls a die, its outcomes written with "="
    (:data:`OUTCOME_EQUALS`), as if written with a colon ("heads: OC is gone"); ``None`` if it has
    none."""
    if CHANCE_SAID.search(text) is None or OUTCOME_EQUALS.search(text) is None:
        return None
    said = OUTCOME_EQUALS.sub(lambda m: f"{m.group(1)}{m.group(2)}: ", text)
    return _noted(_read(said), "read '=' after an outcome as its colon")


CHOICE_LEAD = re.compile(
    r"(?i)^(?P<tag>\s*\[[^\]\n]+\]\s*:?\s*)?"
    r"(?P<lead>(?:you\s+)?(?:choose|pick|select|activate|use|do|apply|get)\s+(?:one|1)"
    r"(?:\s+(?:effect|option|mode|ability))?"
    r"(?:\s+of(?:\s+(?:these|the\s+following|those))?(?:\s+(?:two|three|four|2|3|4))?"
    r"(?:\s+(?:effects|options|modes|abilities))?)?"
    r"|one\s+of(?:\s+(?:these|the\s+following))?(?:\s+(?:effects|options))?"
    r"|choose)"
    r"\s*(?::|->|=>|—|–|-(?=\s)|(?=[•·▪►*]))\s*(?=\S)"
)
"""A lead before a list of options of yours ("Activate 1 of these effects:", "Pick one -", "One
of:", "Use one of the following effects:", "choose 1 ->")."""

OPTION_MARK = re.compile(
    r"\s*(?:[•·▪►*]|(?<!\S)[-–—](?=\s)|\||/|;|\n)\s*(?:or\b\s*)?"
    r"|\s*(?<![\w-])(?:\(?[1-9]\)|[1-9]\.(?=\s))\s*"
)
"""What sets options apart in a list: bullets ("•", "*", "-"), "/", "|", ";" (and "or" after
it), a line break, numbers ("1)", "(2)", "3.")."""

CHOSEN_LAST = re.compile(
    r"(?i)^(?P<tag>\s*\[[^\]\n]+\]\s*:\s*)?(?P<options>[^.;:\n]+?\bor\b[^.;:\n]+?)"
    r"[\s,.;:(—–-]*\b(?:choose|pick|select)\s+(?:one|1)\b\)?[.!]?\s*$"
)
"""Options said first and the choice after them ("Draw a card or tap OC. Choose one.", "... (pick
one)")."""


def options_listed(text: str) -> fx.CardText | None:
    """The reading of ``text`` as a choice of one of its options, listed in a notation of their
    own after a lead that says a choice ("Activate 1 of these effects: * this +2 * OC -2", "One
    of: draw a card / OC -2", "Choose one: 1. draw a card 2. OC gets -2") or followed by "Choose
    one" ("Draw a card or tap OC. Choose one."): as if written "Choose one: X or Y."; ``None``
    where no such list is said, an option says "or" itself, or the options do not read."""
    if _LISTING:
        return None  # the text of a list, laid out: read once, not laid out again
    _LISTING.append(text)
    try:
        return _options_listed(text)
    finally:
        _LISTING.pop()


_LISTING: list[str] = []
"""The text :func:`options_listed` is laying out, while its layout is read."""


def _options_listed(text: str) -> fx.CardText | None:
    last = CHOSEN_LAST.match(text)
    if last is not None:
        said = f"{last.group('tag') or ''}Choose one: {last.group('options').strip()}."
        return _noted(_read(said), "read the options before 'choose one' as its options")
    lead = CHOICE_LEAD.match(text)
    if lead is None:
        return None
    rest = text[lead.end() :].strip()
    options = [o.strip().rstrip(".,").strip() for o in OPTION_MARK.split(rest)]
    options = [o for o in options if o]
    marks = (m.group(0) for m in OPTION_MARK.finditer(rest))
    numbers = [n for mark in marks for n in re.findall(r"[1-9]", mark)]
    if numbers and numbers != [str(n) for n in range(1, len(numbers) + 1)]:
        return None  # "1. draw 2. 2. OC -3": a number that may be a label or a count
    if len(options) == 1 and re.search(r"(?i)\bor\b", rest):
        options = [rest.rstrip(".")]  # "Choose one of these two: X, or Y": the options said
    elif len(options) < 2 or any(re.search(r"(?i)\bor\b", o) for o in options):
        return None
    said = f"{lead.group('tag') or ''}Choose one: {' or '.join(options)}."
    return _noted(_read(said), "read the options listed after the lead as 'Choose one: X or Y'")


X_PAID = re.compile(
    r"(?i)^\s*(?:you\s+may\s+)?discard\s+x(?:\s+cards?)?\s*(?P<mark>[:,;]|\.|\s+to)\s*"
    r"(?P<before>[^.;]*?)(?P<sign>[-+])\s*x\b(?P<after>[^.;(]*?)[.;,]?\s*"
    r"(?:\(|\bwhere\s+)?x\s+(?:can'?t|cannot|can\s+not|may\s+not|must\s+not|mustn'?t)\s+(?:be\s+)?"
    r"(?:more|greater|higher|bigger|larger|over)(?:\s+than)?\s+(?P<n>[1-9])\)?\.?\s*$"
    r"|^\s*(?:you\s+may\s+)?discard\s+x(?:\s+cards?)?\s*(?P<mark2>[:,;]|\.|\s+to)\s*"
    r"(?P<before2>[^.;]*?)(?P<sign2>[-+])\s*x\b(?P<after2>[^.;(]*?)[.;,]?\s*"
    r"(?:\(|\bwhere\s+)?x\s+(?:is\s+)?(?:at\s+most|max(?:imum)?|<=|≤|up\s+to)\s+(?P<n2>[1-9])\)?\.?\s*$"
)
"""A price of X cards, what it buys counted by X, and X's bound after them ("Discard X: OC gets
-X. X can't be more than 3.", "Discard X cards: this gets +X (X is at most 2)")."""


def x_paid(text: str) -> fx.CardText | None:
    """The reading of a price of X cards with its bound (:data:`X_PAID`) as "Discard up to N
    cards: <gain> -1 (+1) for each card discarded"; ``None`` if ``text`` says none."""
    said = X_PAID.match(text)
    if said is None:
        return None
    two = "2" if said.group("n") is None else ""
    mark = said.group("mark" + two)
    before, sign = said.group("before" + two), said.group("sign" + two)
    after, bound = said.group("after" + two).strip(), said.group("n" + two)
    joined = " to " if mark.strip() == "to" else ": "
    gain = f"{before}{sign}1 for each card discarded{' ' + after if after else ''}"
    laid_out = f"Discard up to {bound} cards{joined}{gain}."
    return _noted(_read(laid_out), f"read X as the number of cards discarded, up to {bound}")
