"""The designer-style corpus: card texts written as designers write them, each with the meaning
it must read as (canonical text), or ``null`` where the language has no construct for it, or
``ambiguous`` where it must be refused. ``development.yaml``, ``development_2.yaml`` (a second
set in nine designers' voices), ``development_3.yaml`` (a third, in ten), ``development_4.yaml``,
``development_5.yaml`` and ``development_6.yaml`` (a fourth, fifth and sixth, each measured at
first try before the grammar changed for it), ``development_7.yaml`` (texts of the constructs
added for what the held-out reviewers found missing, written with them) and ``development_8.yaml``
(texts of the phrasing classes the reviewers listed: sentence structure, words and spellings,
written with the change that reads them) are what the grammar was
changed against; ``held_out.yaml``, ``held_out_2.yaml``, ``held_out_3.yaml``, ``held_out_4.yaml``,
``held_out_5.yaml``, ``held_out_6.yaml``, ``held_out_7.yaml``, ``held_out_8.yaml``,
``held_out_9.yaml``, ``held_out_10.yaml`` and ``held_out_11.yaml`` (each written by a reviewer
from the seed alone, before reading the language) were not read by those who changed it and
measure the language.

``python -m tests.slot_wars.corpus`` prints the coverage of every part (per kind; the texts of
the development parts that do not read as meant, never those of the held-out parts)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path

import yaml

from wartable.variants.slot_wars.text import Ability, CardText, CardTextError, parse
from wartable.variants.slot_wars.text.effects import WhenRevealed
from wartable.variants.slot_wars.text.suggest import rewrites

HERE = Path(__file__).parent
DEVELOPMENT = HERE / "development.yaml"
DEVELOPMENT_2 = HERE / "development_2.yaml"
DEVELOPMENT_3 = HERE / "development_3.yaml"
DEVELOPMENT_4 = HERE / "development_4.yaml"
DEVELOPMENT_5 = HERE / "development_5.yaml"
DEVELOPMENT_6 = HERE / "development_6.yaml"
DEVELOPMENT_7 = HERE / "development_7.yaml"
DEVELOPMENT_8 = HERE / "development_8.yaml"
HELD_OUT = HERE / "held_out.yaml"
HELD_OUT_2 = HERE / "held_out_2.yaml"
HELD_OUT_3 = HERE / "held_out_3.yaml"
HELD_OUT_4 = HERE / "held_out_4.yaml"
HELD_OUT_5 = HERE / "held_out_5.yaml"
HELD_OUT_6 = HERE / "held_out_6.yaml"
HELD_OUT_7 = HERE / "held_out_7.yaml"
HELD_OUT_8 = HERE / "held_out_8.yaml"
HELD_OUT_9 = HERE / "held_out_9.yaml"
HELD_OUT_10 = HERE / "held_out_10.yaml"
HELD_OUT_11 = HERE / "held_out_11.yaml"
AMBIGUOUS = "ambiguous"


class Verdict(StrEnum):
    """How the language reads one corpus text."""

    MEANT = "read as meant"
    REFUSED = "refused"
    WRONG = "read, but not as meant"
    NO_MEANING = "refused (the language has no construct for it)"
    MISREAD_NO_MEANING = "read, though the language has no construct for it"


@dataclass(frozen=True, slots=True)
class Entry:
    text: str
    rarity: str
    kind: str
    intent: str
    meaning: str | None


@dataclass(slots=True)
class Report:
    """Verdicts of one part of the corpus."""

    name: str
    verdicts: list[tuple[Entry, Verdict]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.verdicts)

    def count(self, *verdicts: Verdict) -> int:
        return sum(v in verdicts for _, v in self.verdicts)

    @property
    def coverage(self) -> float:
        """Share of texts read as meant (an ambiguous text counts when it is refused)."""
        return self.count(Verdict.MEANT) / self.total if self.total else 0.0

    def by_kind(self) -> dict[str, tuple[int, int]]:
        totals: Counter[str] = Counter()
        meant: Counter[str] = Counter()
        for entry, verdict in self.verdicts:
            totals[entry.kind] += 1
            meant[entry.kind] += verdict is Verdict.MEANT
        return {kind: (meant[kind], totals[kind]) for kind in sorted(totals)}


def load(path: Path) -> list[Entry]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [
        Entry(
            str(item["text"]),
            str(item["rarity"]),
            str(item["kind"]),
            str(item["intent"]),
            None if item.get("meaning") is None else str(item["meaning"]),
        )
        for item in data
    ]


def as_played(text: CardText) -> CardText:
    """A card text as the engine plays it: consecutive "when revealed" sentences without a
    condition resolve together, in order, as one ability ("Draw a card. Opp. discards a card."
    is "Draw a card and opp. discards a card.")."""
    merged: list[Ability] = []
    for ability in text.abilities:
        last = merged[-1] if merged else None
        if (
            last is not None
            and isinstance(last.trigger, WhenRevealed)
            and isinstance(ability.trigger, WhenRevealed)
            and last.condition is None
            and ability.condition is None
        ):
            merged[-1] = replace(last, effects=(*last.effects, *ability.effects))
        else:
            merged.append(ability)
    return CardText(tuple(merged))


def verdict(entry: Entry) -> Verdict:
    try:
        read = parse(entry.text)
    except CardTextError:
        read = None
    if entry.meaning == AMBIGUOUS:
        return Verdict.MEANT if read is None else Verdict.WRONG
    if entry.meaning is None:
        return Verdict.NO_MEANING if read is None else Verdict.MISREAD_NO_MEANING
    if read is None:
        return Verdict.REFUSED
    return Verdict.MEANT if as_played(read) == as_played(parse(entry.meaning)) else Verdict.WRONG


def one_step_fix(entry: Entry) -> int | None:
    """The rank of the first rewrite offered for a refused text that reads as its meaning (0: the
    first one offered), or None if no rewrite does (or the entry has no meaning to read as)."""
    if entry.meaning is None or entry.meaning == AMBIGUOUS:
        return None
    meant = as_played(parse(entry.meaning))
    for rank, rewrite in enumerate(rewrites(entry.text)):
        if as_played(parse(rewrite.text)) == meant:
            return rank
    return None


def report(name: str, entries: list[Entry]) -> Report:
    out = Report(name)
    out.verdicts = [(e, verdict(e)) for e in entries]
    return out


def refused(entries: list[Entry]) -> list[Entry]:
    """The texts the language refuses."""
    found = []
    for entry in entries:
        try:
            parse(entry.text)
        except CardTextError:
            found.append(entry)
    return found


def main(show_development: bool = True) -> None:
    parts = (
        (DEVELOPMENT, show_development),
        (DEVELOPMENT_2, show_development),
        (DEVELOPMENT_3, show_development),
        (DEVELOPMENT_4, show_development),
        (DEVELOPMENT_5, show_development),
        (DEVELOPMENT_6, show_development),
        (DEVELOPMENT_7, show_development),
        (DEVELOPMENT_8, show_development),
        (HELD_OUT, False),
        (HELD_OUT_2, False),
        (HELD_OUT_3, False),
        (HELD_OUT_4, False),
        (HELD_OUT_5, False),
        (HELD_OUT_6, False),
        (HELD_OUT_7, False),
        (HELD_OUT_8, False),
        (HELD_OUT_9, False),
        (HELD_OUT_10, False),
        (HELD_OUT_11, False),
    )
    for path, show in parts:
        part = report(path.stem, load(path))
        print(
            f"{part.name}: {part.count(Verdict.MEANT)}/{part.total} read as meant "
            f"({part.coverage:.1%})"
        )
        for verdict_kind in Verdict:
            print(f"  {verdict_kind.value}: {part.count(verdict_kind)}")
        kinds = ", ".join(f"{k} {m}/{t}" for k, (m, t) in part.by_kind().items())
        print(f"  by kind: {kinds}")
        no_fix = [e for e in refused([e for e, _ in part.verdicts]) if not rewrites(e.text)]
        print(f"  refused without a rewrite that reads: {len(no_fix)}")
        ranks = [one_step_fix(e) for e, v in part.verdicts if v is Verdict.REFUSED]
        fixed = [rank for rank in ranks if rank is not None]
        print(
            f"  refused with a rewrite that reads as meant (one-step fix): {len(fixed)}"
            f"/{len(ranks)} ({fixed.count(0)} as the first rewrite)"
        )
        if show:
            for entry, found in part.verdicts:
                if found is not Verdict.MEANT:
                    print(f"  [{found.name}] {entry.text!r} -> {entry.meaning!r}")
