"""Rule changes said in a designer's own sentences (issue 16, rule cards): scoring won by the
lowest card, ties and who takes them, tied rounds, cards that score nothing, the order conflicts
resolve in, cards placed face up, and the leads and tails designers put around a rule ("Passive:",
"(this replaces the normal rule)").

Each saying below is a way of putting a rule change that the grammar does not read as written,
with the words of the construct it means. A text is read so (:func:`rule_said`) only where it is
refused as written, reads with those words, and every ability it then has is a rule change or a
restriction (so a saying can never turn a text into an effect made once). A lead that says an
ability is always on ("Ongoing:", "Static:", "Passive:", "Continuous:") is the lead "While this
card is on the table," (:func:`static_lead`): before a rule change, a restriction or a value
change it adds nothing, before anything else it is refused.
"""

from __future__ import annotations

import re

from wartable.variants.slot_wars.text import effects as fx

_START = r"(?:^|(?<=[.;!\n])|(?<=on the table, ))[ \t]*"
"""Where a sentence starts (or a rule after the lead "While this card is on the table,")."""
_END = r"(?=[ \t]*(?:[.;!\n]|$))"
"""Where a sentence ends."""
LOWEST_BARE = re.compile(
    r"(?i)(?:^|(?<=[.;!\n]))[ \t]*(?:the )?(?:lowest|smallest|weakest|least|lower|smaller|low)"
    r" (?:wins|takes)(?: it| the point| the slot)?[ \t]*(?=[.;!\n]|$)"
)
"""'Lowest wins.': the lowest card, in this card's slot or in every slot? (No slot, no card.)"""
_SLOTS = (
    r"(?:each slot|every slot|all (?:the )?slots|all nine slots|this slot|its slot|s\d(?:-s\d)?"
    r"|slots? \d(?:-\d)?|adj\.? slots|adjacent slots)"
)
"""Slots named after "in" ("in each slot", "in S1-S3")."""
_LOW = r"(?:lowest|smallest|weakest|least|lower|smaller|low)"
_LOW_NOUN = r"(?:card|cards|value|values|number|one)"
_TIE_LEAD = r"(?:if (?:it'?s|it is|there'?s|there is) a (?:tie|draw)|on a tie|in a tie|when tied|if it ties)"
_HOLDER = (
    r"(?:whoever (?:holds|has) (?:the )?more cards(?: in (?:their |his |her )?hand)?"
    r"|the player (?:holding|who holds|who has) (?:the )?more cards(?: in (?:their |his |her )?hand)?"
    r"|the player with the (?:bigger|larger) hand|whoever has the (?:bigger|larger) hand)"
)
_FEWER_HOLDER = (
    r"(?:whoever (?:holds|has) (?:the )?fewer cards(?: in (?:their |his |her )?hand)?"
    r"|the player (?:holding|who holds|who has) (?:the )?fewer cards(?: in (?:their |his |her )?hand)?"
    r"|the player with the smaller hand|whoever has the smaller hand)"
)
_ROUND_TIED = (
    r"(?:if (?:the )?(?:score|scores|points) (?:is|are) (?:tied|equal|level|even)"
    r"(?: (?:at the end of (?:the )?(?:scoring|round|scoring phase)|after scoring))?"
    r"|if both players have the same (?:score|points|number of points)"
    r"(?: (?:at the end of (?:the )?(?:scoring|round|scoring phase)|after scoring))?"
    r"|if the round ends (?:in a draw|level|tied|even)"
    r"|if the scoring phase (?:would )?(?:results?|ends?) in a (?:tie|draw)(?: for the round)?"
    r"|if the round would be replayed)"
)
_FACE_UP = r"(?:open(?:ly)?|revealed|face[- ]up|uncovered)"
_OPP = r"(?:opp\.?|opponent|your opponent|the opponent)"
_PRINTED_ORDER = r"(?:higher|highest|lower|lowest)"
_TAPPED = r"(?:tapped|unrevealed|face[- ]down)"
_NOT_SCORE = (
    r"(?:don'?t|do not|can'?t|cannot|can not|never|won'?t|will not)"
    r" (?:score|count (?:at|when|during|for|in) scoring)"
    r"|give no points|score nothing|score 0(?: points)?|score zero(?: points)?"
    r"|are worth (?:0|zero|no|nothing)(?: points?)?|are ignored (?:at|when|during|in) scoring"
    r"|are not counted (?:at|when|during|in) scoring|don'?t count (?:at|when|during|in|for) scoring"
)
_SAME_PRINTED = (
    r"(?:equal cards|same printed values|cards with (?:the same|equal) printed values?"
    r"|equal printed values)"
)
_SAME_VERB = r"(?:don'?t|do not|no longer|never|resolve|are resolved)"
_USUAL = r"(?:usual|normal|standard|base|regular|default)"

SAYINGS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), reading)
    for pattern, reading in (
        # the lowest card wins: "Lowest wins.", "The lowest card in each slot wins."
        (
            rf"{_START}(?:the )?{_LOW} {_LOW_NOUN} in ({_SLOTS}) (?:wins|win|takes the point|takes it"
            rf"|scores|gets the point)(?: the slot)?{_END}",
            r"Lowest card wins in \1",
        ),
        (
            rf"{_START}(?:the )?{_LOW} (?:wins|takes)(?: it| the point)? (?:in )?({_SLOTS}){_END}",
            r"Lowest card wins in \1",
        ),
        (
            rf"{_START}(?:the )?{_LOW} (?:wins|takes)(?: it| the point)? here{_END}",
            "Lowest card wins in this slot",
        ),
        (rf"\b(the )?({_LOW}) ({_LOW_NOUN}) takes the point\b", r"\1\2 \3 wins"),
        (
            rf"{_START}scoring (?:works|goes|runs|is) (?:backwards?|reversed|in reverse|upside down)"
            rf"[ \t]*[:\-—–][ \t]*(?=[^.;!\n]*\b{_LOW}\b)",
            "",
        ),
        # ties and who takes them
        (rf"{_START}{_TIE_LEAD},?[ \t]*", "If tied, "),
        (rf"\b{_HOLDER}", "the player with more cards in hand"),
        (rf"\b{_FEWER_HOLDER}", "the player with fewer cards in hand"),
        (
            r"\b(the player with (?:more|fewer) (?:cards in hand|points)) (?:gets the point|scores"
            r"(?: the point| it)?|takes it|wins the slot|wins it|gets it|wins)\b",
            r"\1 wins",
        ),
        (r"\bthe player with (less|lesser) points\b", "the player with fewer points"),
        (r"\b(a tied slot|tied slots) (?:is|are) for\b", r"\1 goes to"),
        (r"\b(a tied slot|tied slots) belongs? to\b", r"\1 goes to"),
        (
            r"\b(ties|draws|tied slots) in (?>adjacent|adj\.?)(?![\w.]| slots?\b)",
            r"\1 in adj. slots",
        ),
        (
            rf"\bties (are|go to) (mine|yours|me|you|opp\.?|the opponent) in ({_SLOTS})\b",
            r"ties in \3 \1 \2",
        ),
        # tied rounds
        (rf"{_START}{_ROUND_TIED}\b", "If the round is tied"),
        (
            r"\binstead of (?:replaying|a replay of|replaying) (?:it|the round)\b",
            "instead of replaying",
        ),
        (
            rf"{_START}(you|opp\.?|{_OPP}) (win|wins) (?:the )?rounds? that (?:ends?|finish(?:es)?)"
            r" (?:level|tied|in a (?:tie|draw)|even)",
            r"\1 \2 tied rounds",
        ),
        (
            r"(?:^|(?<=[.;!\n]))[ \t]*(?:rounds that end (?:level|tied|in a (?:tie|draw)|even)"
            r"|drawn rounds|a drawn round|a tied round|round ties|round draws)"
            r" (?:go to|goes to|are|is) (you|yours|mine|me|opp\.?|the opponent'?s?|opp\.?'s)\b",
            r"Tied rounds go to \1",
        ),
        (
            r"\btied rounds go to (?:opp\.?|(?:the |your )?opponent'?s?|opp\.?'s)(?=[ \t]*(?:[.;!\n]|$))",
            "Opp. wins tied rounds",
        ),
        (r"\btied rounds go to (?:yours|mine|me)\b", "Tied rounds go to you"),
        (
            r"(if the round is tied,[^.;!\n]*?\b(?:wins?|takes?|gets?) (?:it|the round))"
            r"[ \t]+instead\b(?! of)",
            r"\1",
        ),
        # cards that score nothing
        (
            rf"\b(?:a |all )?({_TAPPED}) cards? ((?:in {_SLOTS} )?)(?:{_NOT_SCORE})\b",
            r"\1 cards \2score no points",
        ),
        # the order conflicts resolve in
        (
            rf"{_START}(?:cards |abilities |effects |conflicts )?(?:resolve|are resolved|go) from"
            rf" (?:the )?highest(?: printed value| printed| level)? (?:down )?to (?:the )?lowest"
            rf"(?: printed value| one)?{_END}",
            "Higher printed values resolve first",
        ),
        (
            rf"{_START}resolve conflicts from (?:the )?highest(?: printed value| printed| level)?"
            rf"(?: down| to (?:the )?lowest)?{_END}",
            "Higher printed values resolve first",
        ),
        (rf"\b({_PRINTED_ORDER}) printed (?:cards?|numbers?|ones?)\b", r"\1 printed values"),
        (
            rf"\b({_PRINTED_ORDER}) (?:levels?|level cards?|stars?) ((?:resolves?|goes?|go) first)\b",
            r"\1 printed values \2",
        ),
        (r"(?:^|(?<=[.;!\n]))[ \t]*(?:in|on) (?:a|the) chain,?[ \t]*", "In conflicts, "),
        (r"(?:^|(?<=[.;!\n]))[ \t]*chain[ \t]*:[ \t]*", "Conflicts: "),
        (
            rf"{_START}conflicts:[ \t]*({_PRINTED_ORDER}) printed values? (?:go )?first{_END}",
            r"\1 printed values resolve first",
        ),
        (
            r"\b(don'?t|do not|no longer|never) (?:negate|cancel) (?:each other|one another|out)\b",
            r"\1 fizzle",
        ),
        (r"\b(don'?t|do not|no longer|never) (?:negate|cancel)\b", r"\1 fizzle"),
        (
            rf"{_START}{_SAME_PRINTED}(?= {_SAME_VERB})(?=[^.\n]*\b(?:slot order|lower(?:-numbered)?"
            r" slot|lowest slot|s1 to s9)\b)",
            "Conflicting cards with the same printed value",
        ),
        (rf"{_START}{_SAME_PRINTED}(?= {_SAME_VERB})", "Cards with the same printed value"),
        (r"\bthe one in the (lower|lowest|lower-numbered) slot\b", r"the card in the \1 slot"),
        # cards placed face up
        (
            rf"{_START}({_OPP})(?: must| has to)? (?:places?|plays?)(?: (?:his|her|their|all))?"
            rf"(?: cards)? {_FACE_UP}{_END}",
            r"\1 must place cards face up",
        ),
        (
            rf"{_START}({_OPP})(?:'s|s'|’s)? cards (?:are|must be|get) (?:placed|played) {_FACE_UP}",
            r"\1 must place cards face up",
        ),
        # the lead and the tails
        (r"\b((?:while|as long as|so long as)[^.,:;\n]{3,60}?)[ \t]+[-—–][ \t]+", r"\1, "),
        (
            rf"[ \t]*[,;(\-—–]?[ \t]*\(?(?:this|which|it) replaces the {_USUAL} (?:rules?|scoring)\.?\)?"
            rf"(?=[ \t]*(?:[.;!\n]|$))",
            "",
        ),
        (rf",?[ \t]*\(?instead of the {_USUAL}(?: rules?| scoring| way| order)?\)?{_END}", ""),
        (rf"[ \t]*\(?(?:replacing|overriding) the {_USUAL} (?:rules?|scoring)\)?{_END}", ""),
    )
)
"""Each saying's words and the construct's words they are read as."""


_STATIC_LEAD = re.compile(
    r"(?:^|(?<=[.;!\n]))([ \t]*)(?:ongoing|static|passive|continuous|constant|persistent)"
    r"(?:[ \t]+(?:ability|effect|rule))?[ \t]*(?:[:\-—–]|,)[ \t]*",
    re.IGNORECASE,
)
"""A lead that says an ability is always on (other games' words for a static ability)."""


def static_lead(text: str) -> str | None:
    """``text`` with each lead that says its ability is always on ("Ongoing:", "Static -",
    "Passive ability:", "Continuous:") said as "While this card is on the table,"; ``None`` if
    it has none."""
    said = _STATIC_LEAD.sub(r"\1While this card is on the table, ", text)
    return None if said == text else said


def _rules_only(read: fx.CardText) -> bool:
    """Whether every ability of ``read`` is a rule change or a restriction."""
    return bool(read.abilities) and all(
        isinstance(effect, fx.RULE_CHANGES)
        for ability in read.abilities
        for effect in ability.effects
    )


_READING: list[str] = []
"""The text :func:`rule_said` is reading in the construct's words (empty: none)."""


def _reads_once(said: str) -> fx.CardText | None:
    """The reading of ``said`` (a text said in the construct's words), with no saying of
    :data:`SAYINGS` tried on it again."""
    from wartable.variants.slot_wars.text.parser import reads  # noqa: PLC0415

    _READING.append(said)
    try:
        return reads(said)
    finally:
        _READING.pop()


def rule_said(text: str) -> fx.CardText | None:
    """The reading of ``text`` with the rule changes said in a designer's words said in the
    construct's (:data:`SAYINGS`), if it reads so and has only rule changes and restrictions;
    ``None`` otherwise."""
    if _READING:
        return None  # the words said so are read as written, never said again
    said = text
    for _ in range(3):  # a saying may make the words of another ("Ongoing - lowest wins")
        before = said
        for pattern, reading in SAYINGS:
            said = pattern.sub(reading, said)
        if said == before:
            break
    if said == text:
        return None
    said = said.rstrip()
    if not said.endswith((".", ";", "!")):
        said += "."  # a rule about conflicts is read sentence by sentence, each ended
    read = _reads_once(said)
    if read is None or not _rules_only(read):
        return None
    note = f"read {text.strip()!r} as {said.strip()!r}"
    return read.noted(note)
