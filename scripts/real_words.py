"""Write src/wartable/variants/slot_wars/text/real_words.txt: the English words near a word the card
language knows, which the tokenizer must not read as misspellings of it.

Needs the english-words package (``pip install english-words``; not a dependency of wartable).
Run after adding words to the language: ``python scripts/real_words.py``.
"""

from __future__ import annotations

from pathlib import Path

from english_words import get_english_words_set  # type: ignore[import-not-found]

from wartable.variants.slot_wars.text import parser

TARGET = Path(parser.__file__).with_name("real_words.txt")
SLIPS = frozenset(
    {"loose", "looses", "loosing", "revel", "revels", "reveled", "reveling", "randon", "plyer"}
    | {"countre", "untill", "tokn"}
)
"""Real words that are common slips for a known one ("loose" for "lose"): read as that word."""
FORMS = frozenset({"swapped", "swapping", "swapper"})
"""Forms of the language's own words that GCIDE does not list ("swapped" is not "tapped")."""
HEADER = """\
# English words (GCIDE, by the english-words package) within one or two edits of a word the card
# language knows. The tokenizer never reads them as a misspelling of that word ('none' is not
# 'nine', 'text' is not 'next'): a real word is taken as written, and refused if unknown.
# Left out on purpose: the real words that are common slips for a known word (loose, reveled).
# Regenerate with scripts/real_words.py after adding words to the language.
"""


def main() -> None:
    parser._real_words.cache_clear()
    parser.spelling.cache_clear()
    known = {*parser._WORDS, *parser._NUMBER_WORDS}
    english = get_english_words_set(["gcide"], lower=True, alpha=True)
    near = sorted(
        word
        for word in english | FORMS
        if word not in known and word not in SLIPS and len(word) >= 4 and _near_known(word)
    )
    TARGET.write_text(HEADER + "\n".join(near) + "\n", encoding="utf-8")
    print(f"wrote {len(near)} words to {TARGET}")


def _near_known(word: str) -> bool:
    """Whether the tokenizer would read ``word`` as a misspelling, were it not listed."""
    real = parser._real_words
    try:
        parser._real_words = frozenset  # type: ignore[assignment]
        parser.spelling.cache_clear()
        return parser.spelling(word) is not None
    finally:
        parser._real_words = real  # type: ignore[assignment]
        parser.spelling.cache_clear()


if __name__ == "__main__":
    main()
