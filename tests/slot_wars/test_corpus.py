"""The designer corpus: how much of what designers write the language reads as they meant, that it
never reads a text as something else, and that every refused text gets a rewrite that reads.

The coverage floors are the measured coverage at the last change of the grammar (rounded down), so
that a change that reads less fails here; ``python -m tests.slot_wars.corpus`` prints the figures.
The held-out parts' floors were set by the reviewers who wrote ``held_out_2`` (and re-annotated
``held_out``) and ``held_out_3``, and by the annotators of ``held_out_4`` and ``held_out_5`` (their
first-try figures), then raised to the coverage measured at main 277d529 (rules version 5) by the
re-check of held_out_5's null meanings; ``held_out_6``'s is the coverage measured at main 3ea0ea0
(rules version 6, 57/160) by the re-check of its null meanings (its annotator's first try at main
eb20f1a was 53/160); ``held_out_7``'s is its annotator's first try at main 48fe82f (rules version
8, 56/160), and ``held_out_8``'s its annotator's first try at main 0c2e925 (rules version 8,
50/160); all raised to the coverage measured at the end of the session that measured held_out_8
(57/160 there, the first try of that session's language); ``held_out_9``'s is its annotator's
first try at main 4686246 (rules version 8, 47/160), before the language work of the session that
measures it, and ``held_out_10``'s its annotator's first try at main a03008f (rules version 8,
59/160), before the language work of the session that measures it; ``held_out_11``'s its
annotator's first try at main 50ba189 (rules version 8, 51/160); all set at the end of the session
that measured held_out_11 to the coverage measured then (53/160 for held_out_11, 52 at the first
try of that session's language); their texts are never shown in a failure message.
"""

from __future__ import annotations

import pytest

from tests.slot_wars.corpus import (
    AMBIGUOUS,
    DEVELOPMENT,
    DEVELOPMENT_2,
    DEVELOPMENT_3,
    DEVELOPMENT_4,
    DEVELOPMENT_5,
    DEVELOPMENT_6,
    DEVELOPMENT_7,
    DEVELOPMENT_8,
    HELD_OUT,
    HELD_OUT_2,
    HELD_OUT_3,
    HELD_OUT_4,
    HELD_OUT_5,
    HELD_OUT_6,
    HELD_OUT_7,
    HELD_OUT_8,
    HELD_OUT_9,
    HELD_OUT_10,
    HELD_OUT_11,
    Verdict,
    load,
    one_step_fix,
    refused,
    report,
)
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.suggest import rewrites

PARTS = {
    "development": DEVELOPMENT,
    "development_2": DEVELOPMENT_2,
    "development_3": DEVELOPMENT_3,
    "development_4": DEVELOPMENT_4,
    "development_5": DEVELOPMENT_5,
    "development_6": DEVELOPMENT_6,
    "development_7": DEVELOPMENT_7,
    "development_8": DEVELOPMENT_8,
    "held_out": HELD_OUT,
    "held_out_2": HELD_OUT_2,
    "held_out_3": HELD_OUT_3,
    "held_out_4": HELD_OUT_4,
    "held_out_5": HELD_OUT_5,
    "held_out_6": HELD_OUT_6,
    "held_out_7": HELD_OUT_7,
    "held_out_8": HELD_OUT_8,
    "held_out_9": HELD_OUT_9,
    "held_out_10": HELD_OUT_10,
    "held_out_11": HELD_OUT_11,
}
HELD_OUT_PARTS = frozenset(
    {
        "held_out",
        "held_out_2",
        "held_out_3",
        "held_out_4",
        "held_out_5",
        "held_out_6",
        "held_out_7",
        "held_out_8",
        "held_out_9",
        "held_out_10",
        "held_out_11",
    }
)
"""Parts whose texts the grammar's authors must not see: failures give counts only."""
FLOORS = {
    "development": 0.90,
    "development_2": 0.84,
    "development_3": 0.98,
    "development_4": 0.96,
    "development_5": 0.98,
    "development_6": 0.95,
    "development_7": 0.90,
    "development_8": 0.99,
    "held_out": 0.82,
    "held_out_2": 0.82,
    "held_out_3": 0.65,
    "held_out_4": 0.59,
    "held_out_5": 0.48,
    "held_out_6": 0.56,
    "held_out_7": 0.59,
    "held_out_8": 0.52,
    "held_out_9": 0.55,
    "held_out_10": 0.54,
    "held_out_11": 0.33,
}
"""Share of each part read as meant, at least (measured: see the module docstring; all set to the
coverage measured at the end of the session of rules11, choices11, looks11 and jargon11
(2026-11-28, main after held_out_11 was measured: 52/160 at the first try of that session's
language, against its annotator's 51/160 at 50ba189; 53 after the lead's two mends), rounded
down)."""
KNOWN_WRONG = {
    "development_3": 1,
    "development_4": 1,
    "development_7": 1,
    "held_out": 0,
    "held_out_2": 0,
    "held_out_3": 1,
    "held_out_4": 2,
    "held_out_5": 3,
    "held_out_6": 0,
    "held_out_7": 4,
    "held_out_8": 1,
    "held_out_9": 1,
    "held_out_10": 2,
    "held_out_11": 18,
}
"""Texts read, but not as meant (or read though the language has no construct for their meaning),
that the reviewers found and reported to the lead (issue 16): at most this many, so that no new
wrong reading slips in; lower it as they are mended (the four of held_out_2 are; held_out's two
were texts the language had since learned to read, whose meanings were then written).

Since "If <condition>, <lasting change>" is checked once, when the card is revealed (and "While"
at every moment: docs/cards.md, "Conditions"), three development texts say "If" (or lead with a
slot) where their intent says "while": they read once ("If this is the lowest card on the table,
+4."). The held-out meanings with a condition and a lasting change were then written again by
their intents: "If ..." where the intent checks once when the card is revealed (or says "if" and
no more), "While ..." where it says the change holds while the condition does. Two held_out_3
texts say "if" where their intent says "while" and now read once: counted here, with a reset
where the intent ignores every change (held_out_2), a replacement read as a trigger
(held_out_3) and four of held_out_4 (a selection by value kept live, a choice of one read as all,
an option read as done, a look whose rest is not rearranged).

held_out_5's are its ten first-try wrong readings at main 8c64cae and one since (indexes 1-based;
the file's header has the same list): 11 a misspelt trigger keyword left out as a card name (read
as when revealed); 14 a slot worth more meant for this card's controller only, read for whoever
wins it; 17 a change on reveal meant to last the round, read as lasting while this card is in
play; 23 a compulsory price whose effect needs it paid, read as two independent effects; 42 OC
named by its owner alone (one card, no slot), read as every opp. card; 119 and 144 a bare +N under
a repeating trigger meant as a counter, read as a lasting change; 121 a shorthand for drawing a
card read as a value change for all cards; 124 a choice among your cards meant to exclude this
card, read as including it; 132 odd meant of the printed value, read of the current value; and
since main c9a5ecc 12, annotated ambiguous (whose cards in the adjacent slots, yours or all), read
as all cards there. The same eleven, and no other, at main 277d529 (rules version 5). 42 and 121
read as meant since "the enemy card" alone is OC and "+2 cards" alone is refused with both
readings (two wrong readings lex5 found with its own texts; the lead had seen these two classes in
the annotator's report): nine remain; eight since a slip for a trigger keyword before a colon
("Deathratle:") is refused, no longer left out as a card's name (11 is refused now).

held_out_6's are its seven first-try wrong readings at main eb20f1a (indexes 1-based; the file's
header has the same list): 23 a change on reveal meant to last the round, read as lasting while
this card is in play; 24 a random pick meant among the revealed cards, read among all cards (the
same text is held_out_3's 38, meant of all cards); 26 a compulsory price whose effect needs it
paid, read as two independent effects; 32 an optional price (one of your other cards destroyed)
read as two independent effects, compulsory and with this card among the choices; 35 "both
cards" after a comparison of OC and this card, read as every card; 62 and 153 a bare +N / -N
under a repeating trigger meant as a counter, read as a lasting change. The same seven, and no
other, at main 3ea0ea0 (rules version 6), when its null meanings were re-checked.

Mended by class since (wrong7): 35 ("both cards" is this card and OC where the text named both,
even in a comparison; refused with its readings where it did not) reads as meant; 24 is refused
with its two readings, as is every card of the table picked at random with nothing that says
among which ("a random revealed card" or "a random card on the table"): the held-out texts that
read as their writers' meaning only by luck of that phrasing (held_out's 81, held_out_3's 38, 49
and 109, held_out_5's 13, all meant of any card) are refused now, with the reading they mean as a
rewrite (FLOORS held_out 0.72, held_out_3 0.56); their meanings say "on the table". A discard
(or a destroy of one of your cards) before the gain it pays for is refused with its readings, a
price you may pay or one you must: held_out_4's 105, held_out_5's 23 and held_out_6's 26 and 32
are refused (105, 23 and 26 with their meaning among the rewrites). Under rules version 8 a
change of this card's own value under a trigger that repeats is a counter each time: held_out_5's
119 and 144 and held_out_6's 62 read as meant. held_out_6's 153 ("Start of each turn : OC -1",
meant as a counter on OC that stays) still reads as the seed says ("If a card leaves the table its
effects go away ... you can get around this by using counters"), as development_6's 28 ("Start of
turn: OC -1.") means. A change of another card said with Hearthstone's "Battlecry:" or "Silence"
and nothing that says how long is refused with both readings, while this card is on the table or
until end of round: held_out_5's 17 and held_out_6's 23 (meant for the round) are refused, and
held_out_5's 12 (annotated ambiguous) is; held_out_3's 31 and 51 and held_out_6's 22, read as
their writers meant by luck of that phrasing, are refused with that reading as a rewrite (FLOORS
held_out_3 0.55). "If this card is destroyed, return it to your hand" is refused with both
readings, back from the pile or instead of it: held_out_3's 92 (meant instead) is refused.

held_out_7's are its eight first-try wrong readings at main 48fe82f (rules version 8; indexes
1-based, the file's header has the same list): 8 "it" after a trigger on another card's event,
meant as this card (the writer's own note), read as the card the trigger is about; 18 and 76 a ban
on the next slot's placement (until end of round, as the conventions put a ban on the next place
phase), read as lasting while this card is in play; 52, annotated ambiguous (whose cards in the
adjacent slots, yours or all), read as all cards there; 65 a bare "OC -N" under a repeating
trigger meant as a counter, read as a lasting change; 82 "if" where the intent says while (a slot
condition on a lasting change), read as checked once on reveal; 104 a ban on drawing "right now"
meant for the next draw phase only, read as no draws while this card is in play; 107 "you can
draw 2 OR ..., your choice" meant as a choice of two effects, read with "can" as an option inside
the first ("you may draw 2 cards"). 107 is refused since chance8 (with both readings, a choice you
make or one you may decline, as "You can destroy this or OC" means), and 8 reads as meant since
pron8 ("it" after a card destroyed is this card in a change of value or state): six left.

held_out_8's are its three first-try wrong readings at main 0c2e925 (rules version 8; indexes
1-based, the file's header has the same list): 53 a flavour lead and a bare "+1" meant for every
card on the table, read as this card's +1 (refused since, with both readings: a flavour lead left
out that says "all" or "every" before a change naming no card); 99 "double it" after counters
put on your cards in the adjacent slots, meant as two counters each when this card is in S9, read
as a sentence of its own that doubles this card's value on reveal; 141 a keyword of another game
for "also draw a card" left out as flavour, read as the value change after it alone: two left.
jargon9 mended 141 (Magic's "Cantrip" reads as "Draw a card."): one left.

held_out_9's are its two first-try wrong readings at main 4686246 (rules version 8; indexes
1-based, the file's header has the same list): 12 a bonus said with a slot condition after it,
meant while this card is in that slot, read as checked once on reveal; 114 a discard before a
colon (poker's "ante") meant as a compulsory price (nothing happens with an empty hand), read as
a price its controller may decline.

held_out_10's are its six first-try wrong readings at main a03008f (rules version 8; indexes
1-based, the file's header has the same list): 12 a bonus said with a slot condition after it,
meant while this card is in that slot, read as checked once on reveal (held_out_9's 12); 77 a
look at the top two cards of opp.'s deck said with the deck first and the cards after a comma,
read as a look at opp.'s whole deck and at the top two cards of your own deck; 102 a bonus said
with a hand comparison after it, meant while opp. holds more cards, read as checked once on
reveal; 107 a discard of the whole hand before a destroy, meant as a price its controller may
pay (its writer's note), read as a discard it must make and the destroy done either way; 111
poker's "Ante:" before a discard, then a value change of OC, meant as an optional discard that
buys the change, read as a price paid for a second discard and the change done either way; 157 a
placement from the hand in an adjacent slot meant as optional, read as one that must be made.

A lasting change said before its condition with no trigger ("+2 if in S9") reads as "While"
since the ninth session, 2026-11-28 (docs/cards.md, "Conditions"; every held-out intent of that shape
meant it): held_out_3's, held_out_4's, held_out_7's and held_out_9's first such wrong readings,
and held_out_10's 12 and 102, read as meant; eight development texts of that shape, whose
meanings had followed the old reading, were written again with "While". A change of OC said with
no verb under a trigger that repeats ("[R]: OC -1") is refused since then with both readings, a
counter each time or a lasting change (docs/cards.md): held_out_6's 153 and held_out_7's 65,
meant as counters, read as lasting changes before; held_out_3's 55, meant as the lasting change,
is refused with it (its floor 0.65 -> 0.64), and development_6's 28 and 29 are annotated
ambiguous. looks11 mended 77 (a deck's top cards named after a comma are that deck's), choices11
111 (poker's "Ante:" names the price the next sentence buys): two left (107, 157).

held_out_11's are its first-try wrong readings with the language of the session that measured it
(main 2c94e05; 20 at main 50ba189; its header lists them): thirteen give a change that says no
duration the language's default (while this card is in play, as the seed's FAQ says an effect
lasts) where the intent says until end of round; 1 and 122 a card of your choice meant as another
card; 38 a change under [R] meant as a counter; 42 printed 1s valued 10 meant as +9; 64 "No draws."
meant as the draw phases' draws only; 77 "You can choose:" (mended the same session): eighteen."""


AWAITING_ANNOTATION = {
    "held_out_5": 2,
    "held_out_7": 1,
    "held_out_8": 3,
    "held_out_9": 3,
    "held_out_10": 2,
    "held_out_11": 2,
}
"""Held-out texts annotated as having no construct (``null``) that read since the language
gained constructs for what the reviewers listed as missing (mill, reset to the printed value, a
hand's highest card discarded, ...): not checked by the grammar's authors, who may not see them;
the reviewers re-annotate them (a correct reading gets its meaning, a wrong one is reported and
counted in :data:`KNOWN_WRONG`), and lower this as they do (the re-annotation after the constructs
of mill, value bounds, placement bans by value and others emptied it; held_out's one text that
read since scry was added reads as its intent and got its meaning at main 277d529, as did
held_out_5's index 126, a scry). held_out_5's one read at its first try (index 94: a protection of the cards
in a slot from being moved out, where the intent also bars moving cards in): a reading narrower
than the intent, reported with its wrong readings; and one since main c9a5ecc (index 77: the next
turn's draw meant, read as the next draw phase, which is this turn's); both still read so at
main 277d529. 77 is refused with its two readings since main 6e3ecc0: one remains (94). Since
the ninth session (2026-11-28) "its owner" after a sentence that names OC alone is opp. (as
held_out_2's 39, held_out_6's and held_out_8's 152 mean): 153 ("Destroy OC; its owner draws 1",
whose intent says "OC's owner (normally the opponent)", annotated null) reads so: two.
held_out_7's one read at its first try at main 48fe82f (index 109: a discard of the whole hand
the controller may make, with +1 for each card discarded; no construct counts the cards a
discard of the hand took), read as a compulsory discard and +1 for each card on the table.
held_out_8's four read at its first try at main 0c2e925 (indexes 1-based, as in its header): 10 a
slot of the controller's choice whose cards are all destroyed, read as every card in every slot;
93 a change while OC is higher than this card, compared without the change itself, read as
checked once on reveal; 98 a move to a slot where the controller has no card, read as a slot with
no card on either side; 125 a counter on the very card just looked at (under the trigger), read as
a counter on this card on reveal. At the end of that session 125 is refused ("it" opening a
sentence after one with a trigger of its own, naming another card) and 32 reads (pron8's "If
sent to the pile" is this card destroyed; its intent is destroyed or discarded, and only a
card on the table has abilities): four again; then 10 is refused too (Magic's "target slot",
one slot of the controller's choice, which no card can say): three.
held_out_9's three read at its first try at main 4686246 (indexes 1-based, as in its header): 32
this card going to the pile from the hand as well as destroyed (held_out_8's 32), read as
destroyed only; 138 a live copy of OC's value plus one, read as OC's value copied once on reveal
and +1; 159 a price paid as often as its controller likes while this card is on the table, read
as one option on reveal.
held_out_10's two read at its first try at main a03008f (indexes 1-based, as in its header): 41 a
move to a slot where the controller has no card (held_out_9's 97), read as a slot with no card on
either side; 61 this card and OC changing sides and controllers until end of round, read as a swap
of their slots, control unchanged.
held_out_11's three read at its first try at main 50ba189 and with the language of the session that
measured it (indexes 1-based, as in its header): 145 an ability used once a round at a moment its
controller chooses, read with its sentence "Instant speed, once." left out as flavour (refused the
same session: a sentence that says how often is no flavour); 147 a card kept face down while this
card is on the table and revealed as it leaves, read as a ban on revealing opp.'s card in the next
slot; 155 a trigger on the reveal of another card, read as one that also fires on this card's own
reveal: two left."""


ONE_STEP_FIXES = {
    "development": (1, 1),
    "development_2": (5, 4),
    "development_3": (0, 0),
    "development_4": (0, 0),
    "development_5": (0, 0),
    "development_6": (2, 2),
    "development_7": (1, 1),
    "development_8": (0, 0),
    "held_out": (3, 3),
    "held_out_2": (5, 5),
    "held_out_3": (10, 6),
    "held_out_4": (14, 10),
    "held_out_5": (8, 6),
    "held_out_6": (15, 11),
    "held_out_7": (14, 10),
    "held_out_8": (14, 10),
    "held_out_9": (10, 4),
    "held_out_10": (11, 8),
    "held_out_11": (11, 9),
}
"""Refused texts of each part that get a rewrite reading as meant (one-step fixes), and those whose
first rewrite does, at least: measured by fix7 at main 6815943's grammar (rules version 8), when
the rewrites were ranked by what their changes cost (60 and 35 of 299 refused texts with a meaning
with main's rewrites, 98 and 75 with these; 45 and 30 -> 83 and 70 of 283 at main 74439b7).
held_out_7's, the fresh part, at main ac097c7 (its first try: 10 and 8 with the rewrites before
fix7's, at 48fe82f); held_out_8's, its annotator's first try at main 0c2e925 (20 of 78, 14
first). All measured again at the end of that session (main after held_out_8, rules version 8,
with rule8's, chance8's, pron8's and cheap8's language): fewer fixes where their texts now read
as meant. held_out_9's, its annotator's first try at main 4686246 (23 of 77, 15 first). All
measured again at the end of the next session (jargon9, bracket9, price9, nulls9).
held_out_10's, its annotator's first try at main a03008f (17 of 69, 13 first). All measured again
at the end of the session after (lasting10, trigger10, dice10, chat10); held_out_8's and
held_out_10's again by looks11 (13 and 10; 11 and 9 with 74 read as meant). A text
that reads as meant needs no fix: the test counts it with the fixes, so that a change that makes a
fixed text read does not fail here."""

MEANT_WHEN_MEASURED = {
    "development": 196,
    "development_2": 150,
    "development_3": 194,
    "development_4": 59,
    "development_5": 60,
    "development_6": 38,
    "development_7": 60,
    "development_8": 282,
    "held_out": 94,
    "held_out_2": 117,
    "held_out_3": 91,
    "held_out_4": 95,
    "held_out_5": 78,
    "held_out_6": 90,
    "held_out_7": 95,
    "held_out_8": 84,
    "held_out_9": 89,
    "held_out_10": 87,
    "held_out_11": 53,
}
"""Texts of each part read as meant when :data:`ONE_STEP_FIXES` was measured."""


def _shown(part: str, problems: list[str]) -> object:
    """What a failure shows: the problems, or only how many for a held-out part. (The asserts
    below compare plain numbers, so that pytest's explanation of a failure holds no text.)"""
    return len(problems) if part in HELD_OUT_PARTS else problems


@pytest.mark.parametrize("part", sorted(PARTS))
def test_each_part_is_well_formed(part: str) -> None:
    entries = load(PARTS[part])
    limits = {"common": 30, "uncommon": 60, "rare": 180}
    bad = [
        e.text
        for e in entries
        if e.rarity not in limits or len(e.text) > limits[e.rarity] or not (e.intent and e.kind)
    ]
    count = len(bad)
    assert count == 0, (
        f"{part}: over the length limit or without intent or kind: {_shown(part, bad)}"
    )


def test_the_corpus_is_large_and_no_text_appears_twice() -> None:
    """No text is counted twice, except a held-out text that its writer, who never saw the
    corpus, happened to write word for word as another part says it (one of held_out_5 as a
    development text; five of held_out_6 as texts of held_out to held_out_5; seven of held_out_7,
    three as development texts and four as texts of held_out_2, held_out_3 and held_out_6; nine of
    held_out_8, one as a development text and eight as texts of held_out, held_out_3, held_out_6
    and held_out_7, two of them already shared by two older parts; ten of held_out_9, three as
    development texts and seven as texts of held_out_5 to held_out_8, three of them already shared
    by two older parts; nine of held_out_10, as texts of held_out_4 to held_out_9, one of them
    already shared by two older parts; all with the same meaning there): it keeps its place in its
    part (the writer's numbering) and has the same meaning, unless the two writers' intents differ
    (held_out_6's 24 means a random revealed card where held_out_3's 38 means any card; held_out_10's
    21, Hearthstone's "Battlecry:" before a change of OC with nothing that says how long, is meant
    while this card is on the table where held_out_8's 21 means until end of round: the language
    refuses it with both readings, and held_out_10 annotates it ambiguous); sixteen of held_out_11,
    as texts of development_2, development_5 and held_out_3 to held_out_10, four of them with
    another meaning (its header says which: 1 "Destroy target card." means another card where
    development_2's 40 means a card; 23 is ambiguous where held_out_3 gives a meaning; 134 has a
    meaning where held_out_5's 153 is null; 142 lasts until end of round where held_out_8's 141
    lasts while this card is on the table), each because the two writers' intents differ)."""
    sizes = {part: len(load(path)) for part, path in PARTS.items()}
    found: dict[str, list[tuple[str, str | None]]] = {}
    for part, path in PARTS.items():
        for entry in load(path):
            found.setdefault(entry.text, []).append((part, entry.meaning))
    twice = [where for where in found.values() if len(where) > 1]
    coincident = [
        where
        for where in twice
        if len({part for part, _ in where}) == len(where)
        and sum(part not in HELD_OUT_PARTS for part, _ in where) <= 1
    ]
    differing = [where for where in coincident if len({meaning for _, meaning in where}) > 1]
    assert sum(sizes.values()) >= 300
    assert sizes["held_out"] >= 100
    assert sizes["held_out_2"] >= 130
    assert sizes["held_out_3"] >= 130
    assert sizes["held_out_4"] >= 150
    assert sizes["held_out_5"] >= 150
    assert sizes["held_out_6"] >= 150
    assert sizes["held_out_7"] >= 150
    assert sizes["held_out_8"] >= 150
    assert sizes["held_out_9"] >= 150
    assert sizes["held_out_10"] >= 150
    assert sizes["held_out_11"] >= 150
    count = len(twice) - len(coincident)
    assert count == 0, f"{count} texts appear twice"
    assert len(coincident) <= 45, f"{len(coincident)} held-out texts are texts of other parts"
    assert len(differing) <= 6, f"{len(differing)} texts written twice have two meanings"


@pytest.mark.parametrize("part", sorted(PARTS))
def test_every_meaning_reads(part: str) -> None:
    unread = []
    for entry in load(PARTS[part]):
        if entry.meaning is not None and entry.meaning != AMBIGUOUS:
            try:
                read = parse(entry.meaning).abilities
            except CardTextError:
                read = ()
            if not read:
                unread.append(entry.meaning)
    count = len(unread)
    assert count == 0, f"{part}: meanings that do not read: {_shown(part, unread)}"


@pytest.mark.parametrize("part", sorted(PARTS))
def test_coverage_stays_at_its_floor(part: str) -> None:
    measured = report(part, load(PARTS[part]))
    meant, total, coverage = measured.count(Verdict.MEANT), measured.total, measured.coverage
    assert coverage >= FLOORS[part], f"{part}: {meant}/{total} read as meant"


@pytest.mark.parametrize("part", sorted(PARTS))
def test_no_text_reads_as_something_else(part: str) -> None:
    measured = report(part, load(PARTS[part]))
    wrong = [e.text for e, v in measured.verdicts if v is Verdict.WRONG]
    unannotated = [e.text for e, v in measured.verdicts if v is Verdict.MISREAD_NO_MEANING]
    count, known = len(wrong), KNOWN_WRONG.get(part, 0)
    assert count <= known, f"{part}: read other than meant: {_shown(part, wrong)}"
    count, awaiting = len(unannotated), AWAITING_ANNOTATION.get(part, 0)
    assert count <= awaiting, (
        f"{part}: read, though annotated as having no construct: {_shown(part, unannotated)}"
    )


def _rewrite_problem(text: str) -> str | None:
    """Why the rewrites offered for a refused text fail the bar, or None if they pass it."""
    found = rewrites(text)
    if not found:
        return "no rewrite"
    for rewrite in found:
        try:
            read = parse(rewrite.text)
        except CardTextError:
            return f"rewrite {rewrite.text!r} does not read"
        if rewrite.canonical != read.canonical():
            return f"rewrite {rewrite.text!r} is shown as {rewrite.canonical!r}"
    return None


@pytest.mark.parametrize("part", sorted(PARTS))
def test_every_refused_text_gets_a_rewrite_that_reads(part: str) -> None:
    problems = []
    for entry in refused(load(PARTS[part])):
        problem = _rewrite_problem(entry.text)
        if problem is not None:
            problems.append(f"{entry.text!r}: {problem}")
    count = len(problems)
    assert count == 0, (
        f"{part}: refused texts without a rewrite that reads: {_shown(part, problems)}"
    )


@pytest.mark.parametrize("part", sorted(PARTS))
def test_one_step_fixes_stay_at_their_floor(part: str) -> None:
    measured = report(part, load(PARTS[part]))
    floor_any, floor_first = ONE_STEP_FIXES[part]
    refused_ranks = [one_step_fix(e) for e, v in measured.verdicts if v is Verdict.REFUSED]
    gained = measured.count(Verdict.MEANT) - MEANT_WHEN_MEASURED[part]
    fixed = sum(rank is not None for rank in refused_ranks) + max(gained, 0)
    first = refused_ranks.count(0) + max(gained, 0)
    assert fixed >= floor_any, f"{part}: {fixed} one-step fixes, fewer than {floor_any}"
    assert first >= floor_first, f"{part}: {first} fixes as the first rewrite, below {floor_first}"
