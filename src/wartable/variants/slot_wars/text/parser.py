"""Read slot-wars card text into :class:`~wartable.variants.slot_wars.text.effects.CardText`.

Reading is in two steps. :func:`tokenize` turns the text into words it knows (case-insensitive;
abbreviations, plurals and synonyms become one canonical keyword: ``opp.``, ``opp``, ``opponent``
and ``opponent's`` all read as OPP), numbers, slots (``S3``, ``S3-S6``), values (``2s``), signed
numbers (``+1``) and trigger tags (``[BT]``, ``[P5-P9]``). Then an LALR(1) parser built from
``grammar.lark`` reads the words and a transformer builds the frozen effect values. Text that cannot
be read raises :class:`CardTextError` with its line, column, the offending word, what was expected and
the nearest valid phrasings; nothing is ever guessed. Text that reads but breaks one of the seed's
meta rules raises :class:`MetaRuleError` naming the rule.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import itertools
import re
import typing
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from lark.lexer import Lexer, LexerState

from wartable.core.errors import WartableError
from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.lalr import load_parser
from wartable.variants.slot_wars.text.printer import (
    ANY_NUMBER,
    ability_text,
    condition_text,
    effect_text,
    slots_text,
    target_text,
)

__all__ = [
    "META_RULES",
    "CardTextError",
    "MetaRuleError",
    "TextToken",
    "canonical",
    "parse",
    "reads",
    "tokenize",
]

META_RULES = {
    1: "no rule may permanently destroy or physically deface a card",
    2: "a rule that permanently takes a card from your opponent must give one back",
}
"""The seed's meta rules, which no card text may break."""


class CardTextError(WartableError, ValueError):
    """Card text that cannot be read, with where and why.

    ``line`` and ``column`` are 1-based; ``word`` is the offending word ('' at the end of the text);
    ``expected`` the things that could have come there, in plain words; ``suggestions`` the nearest
    valid phrasings (canonical example sentences). Text refused as ambiguous (or as meaning what
    no card can) has ``readings``: what it could have meant, each in place of the words
    ``replaces`` (empty: of the whole sentence).
    """

    def __init__(
        self,
        reason: str,
        *,
        text: str,
        line: int = 1,
        column: int = 1,
        word: str = "",
        expected: tuple[str, ...] = (),
        suggestions: tuple[str, ...] = (),
        readings: tuple[str, ...] = (),
        replaces: str = "",
    ) -> None:
        self.reason = reason
        self.text = text
        self.line = line
        self.column = column
        self.word = word
        self.expected = expected
        self.suggestions = suggestions
        self.readings = readings
        self.replaces = replaces
        super().__init__(self.describe())

    @property
    def position(self) -> str:
        """``column 7`` or, for text of several lines, ``line 2, column 7``."""
        if "\n" in self.text:
            return f"line {self.line}, column {self.column}"
        return f"column {self.column}"

    def describe(self) -> str:
        """The one-line message: position, reason, what was expected, nearest phrasings."""
        parts = [f"{self.position}: {self.reason}"]
        if self.expected:
            parts.append("expected " + _or_list(self.expected))
        if self.suggestions:
            parts.append("nearest valid phrasings: " + " | ".join(self.suggestions))
        return "; ".join(parts)


class MetaRuleError(CardTextError):
    """Card text that reads, but breaks one of the seed's meta rules (``rule`` is 1 or 2)."""

    def __init__(self, rule: int, reason: str, **where: Any) -> None:
        self.rule = rule
        super().__init__(f"breaks meta rule {rule} ({META_RULES[rule]}): {reason}", **where)


# --------------------------------------------------------------------------------------------------
# Words

_WORDS: dict[str, str] = {}


def _words(terminal: str, *spellings: str) -> None:
    for spelling in spellings:
        if spelling in _WORDS:  # a second listing would silently replace or repeat the first
            raise ValueError(f"{spelling!r} is already a spelling of {_WORDS[spelling]}")
        _WORDS[spelling] = terminal


_words("_A", "a", "an", "one")
_words("_ADD", "add", "adds")
_words("_ADJ", "adj", "adj.", "adjacent")
_words("_AFTER", "after")
_words("_AHEAD", "ahead", "winning")
_words("_ALL", "all")
_words("_AND", "and", "&")
_words("_ANY", "any")
_words("_AT", "at")
_words("_BEHIND", "behind", "losing")
_words("_BONUS", "bonus", "extra", "additional")
_words("_BY", "by")
_words("_CARD", "card")
_words("_CARDS", "cards")
_words("_CONTROL", "control", "controls")
_words("_WORTH", "worth")
_words("_WINNER", "winner")
_words("_FLIP", "flip", "toss", "flips", "tosses")
_words("_COIN", "coin")
_words("_HEADS", "heads")
_words("_OTHER", "other")
_words("_MUST", "must")
_words("_TIME", "time", "times")
_words("_ACROSS", "across")
_words("_GUY", "guy")
_words("_A", "target")
_words("_OPPOSING", "opposite")
_words("_RETURN", "ret", "send", "sends")
_words("_YOUR", "youre")
_words("_TABLE", "table")
_words("_ANOTHER", "another")
_words("_EXCEPT", "except", "but")
_words("_EXACTLY", "exactly")
_words("_PAY", "pay", "pays")
_words("_TOGETHER", "together")
_words("_EVERYTHING", "everything", "anything")
_words("_COUNTER", "counter", "counters")
_words("_DECK", "deck", "decks", "library")
_words("_DESTROY", "destroy", "destroys", "kill", "kills")
_words("_DESTROYED", "destroyed", "killed")
_words("_DISCARD", "discard", "discards", "discarding")
_words("_DOUBLE", "double", "doubles")
_words("_DOWN", "down")
_words("_DRAW", "draw", "draws", "drawing")
_words("_EACH", "each", "every", "both")
_words("_EMPTY", "empty")
_words("_END", "end")
_words("_EQUAL", "equal", "equals", "same")
_words("_FACE", "face")
_words("_FEWER", "fewer", "less")
_words("_FIRST", "first")
_words("_FOR", "for")
_words("_FROM", "from")
_words("_GAME", "game")
_words("_GET", "get", "gets", "gain", "gains", "receive", "receives")
_words("_GIVE", "give", "gives", "pass", "passes")
_words("_HAND", "hand", "hands")
_words("_YOUR", "ur")
_words("_YOU", "u")
_words("_DISCARD", "disc")
_words("_DESTROY", "dest")
_words("_COUNTER", "ctr", "ctrs")
_words("_POINT", "pt", "pts")
_words("_ROUND", "rnd")
_words("_LOOK", "peek", "peeks")
_words("_HAS", "has", "have")
_words("_HIDE", "hide", "hides")
_words("_HIGH", "high", "higher", "highest", "greater", "bigger")
_words("_IF", "if")
_words("_IN", "in", "into")
_words("_IS", "is", "are")
_words("_IT", "it")
_words("_ITS", "its", "his", "her")
_words("_LEAST", "least")
_words("_LOOK", "look", "looks")
_words("_LOSE", "lose", "loses")
_words("_LOW", "low", "lower", "lowest", "smaller")
_words("_MORE", "more")
_words("_MOST", "most")
_words("_MOVE", "move", "moves")
_words("_MULTIPLY", "multiply", "multiplies")
_words("_NEXT", "next")
_words("_NO", "no")
_words("_OC", "oc", "ocs")
_words("_OF", "of")
_words("_ON", "on", "onto")
_words("_OPP", "opp", "opp.", "opponent", "opponents")
_words("_OPPOSING", "opposing")
_words("_OR", "or")
_words("_OWNER", "owner", "owners")
_words("_PERMANENTLY", "permanently", "forever")
_words("_PHASE", "phase", "phases")
_words("_PILE", "pile", "piles", "graveyard")
_words("_PLACE", "place", "places", "put", "puts")
_words("_PLACED", "placed", "played")
_words("_PLACEMENT", "placement", "placements")
_words("_PLAY", "play")
_words("_PLAYER", "player", "players")
_words("_POINT", "point", "points")
_words("_POSITIONS", "position", "positions")
_words("_PREV", "prev", "prev.", "previous")
_words("_PRINTED", "printed")
_words("_REMOVE", "remove", "removes")
_words("_RESOLVE", "resolve", "resolves")
_words("_RETURN", "return", "returns", "bounce")
_words("_REVEAL", "reveal", "reveals")
_words("_REVEALED", "revealed")
_words("_ROUND", "round")
_words("_SCORE", "score", "scores")
_words("_SCORING", "scoring")
_words("_SET", "set", "sets")
_words("_SKIP", "skip", "skips")
_words("_SLOT", "slot")
_words("_SLOTS", "slots")
_words("_STACKED", "stacked")
_words("_START", "start", "beginning")
_words("_STEAL", "steal", "steals", "keep", "keeps")
_words("_SWAP", "swap", "swaps", "switch", "exchange")
_words("_TAKE", "take", "takes")
_words("_TAP", "tap", "taps")
_words("_TAPPED", "tapped")
_words("_THAN", "than")
_words("_ODD", "odd")
_words("_MAY", "may", "might")
_words("_CANT", "cannot", "cant")
_words("_CAN", "can")
_words("_NOT", "not", "never")
_words("_BE", "be")
_words("_SHOW", "show", "shows")
_words("_REARRANGE", "rearrange", "rearranges", "reorder", "reorders")
_words("_BACK", "back")
_words("_ORDER", "order")
_words("_PER", "per")
_words("_RANDOM", "random", "randomly")
_words("_COUNTWORD", "number")
_words("_MOVED", "moved")
_words("_RETURNED", "returned", "bounced")
_words("_HIDDEN", "hidden")
_words("_CONTROLLED", "controlled", "stolen")
_words("_TIES", "tie", "ties")
_words("_GO", "go", "goes")
_words("_CONFLICT", "conflict", "conflicts", "conflicting")
_words("_FIZZLE", "fizzle", "fizzles")
_words("_REST", "rest")
_words("_EVEN", "even")
_words("_DOES", "does", "do")
_words("_THAT", "that")
_words("_THEM", "them", "they")
_words("_THE", "the")
_words("_THEIR", "their")
_words("_THEN", "then")
_words("_THERE", "there")
_words("_THIS", "this")
_words("_TIED", "tied")
_words("_TO", "to")
_words("_TOP", "top")
_words("_TRADE", "trade", "trades")
_words("_TRIPLE", "triple", "triples")
_words("_TURN", "turn", "turns")
_words("_UNREVEALED", "unrevealed")
_words("_UNTAP", "untap", "untaps")
_words("_UNTAPPED", "untapped")
_words("_UNTIL", "until", "till")
_words("_UP", "up")
_words("_VALUE", "value", "values")
_words("_WHEN", "when", "whenever", "wen")
_words("_WHILE", "while")
_words("_WIN", "win", "wins")
_words("_WITH", "with")
_words("_YOU", "you")
_words("_YOUR", "your")
_words("_YOURS", "yours")
_words("_STAYS", "stays", "stay", "remains", "remain")
_words("_WHOEVER", "whoever")
_words("_COUNT", "count", "counts")
_words("_AS", "as")
_words("_MIDDLE", "middle", "center", "centre")
_words("_LAST", "last")
_words("_CHOOSE", "choose", "chooses", "pick", "picks", "select", "selects")
_words("_OTHERWISE", "otherwise", "else")
_words("_ROLL", "roll", "rolls", "result", "results")
_words("_DIE", "die", "dice", "d6")
_words("_PLUS", "plus")
_words("_MINUS", "minus")
_words("_EITHER", "either")
_words("_RESET", "reset", "resets", "restore", "restores")
_words("_MILL", "mill", "mills")
_words("_SCRY", "scry", "scries")
_words("_CHANGED", "changed", "change", "modified", "altered")
_words("_WOULD", "would")
_words("_BOTTOM", "bottom")
_words("_DURING", "during")
_words("_ON", "upon")
_words("_PLAY", "plays")
_words("_PAY", "spend", "spends")
_words("_RAISE", "raise", "raises", "increase", "increases", "boost", "boosts", "pump", "pumps")
_words("_REDUCE", "reduce", "reduces", "decrease", "decreases", "lowers")
_words("_SUBTRACT", "subtract", "subtracts")
_words("_RAISED", "raised", "increased", "boosted")
_words("_REDUCED", "reduced", "decreased", "lowered")
_words("_THE", "teh", "hte")
_words("_ALL", "al")
_words("_SHUFFLE", "shuffle", "shuffles")
_words("_TEXT", "text", "texts", "ability", "abilities")
_words("_IGNORED", "ignored")
_words("_IGNORE", "ignore", "ignores")
_words("_DISCARDED", "discarded")
_words("_REMOVED", "removed")
_words("_DRAWN", "drawn")
_words("_WAY", "way")
_words("_MANY", "many")
_words("_TAILS", "tails")
_words("_DEAL", "deal", "deals")
_words("_DAMAGE", "damage", "dmg")
_words("_SACRIFICE", "sacrifice", "sacrifices", "sac", "sacs")
_words("_CHOICE", "choice", "choosing")
_words("_LEFT", "left")
_words("_RIGHT", "right")
_words("_BEFORE", "before")
_words("_UNLESS", "unless")
_words("_SO", "so")
_words("_IS", "becomes", "become")
_words("_REVEALED", "flipped")
_words("_START", "starts", "begins", "begin")
_words("_END", "ends")
_words("_INSTEAD", "instead")
_words("_BEAT", "beat", "beats")
_words("_FEWER", "fewest")
_words("_ROUND", "rounds")
_words("_ONCE", "once")
_words("_OVER", "over")
_words("_HIGH", "stronger")
_words("_LOW", "weaker")
_words("_IS", "sits")
_words("_PILE", "bin", "trash", "yard")
_words("_MAKE", "make", "makes", "force", "forces")
_words("_FILLED", "filled")
_words("_REDUCE", "weaken", "weakens", "drop", "drops")
_words("_RAISE", "strengthen", "strengthens", "buff", "buffs")
_words("_RAISED", "buffed", "pumped", "strengthened")
_words("_REDUCED", "weakened")
_words("_SCORE", "earn", "earns")
_words("_UNTIL", "til", "thru")
_words("_OPP", "opps", "oppo", "opponant", "oponent")
_words("_CHOOSE", "find", "finds")
_words("_DOUBLE", "dbl")
_words("_CARDS", "cds", "crds")
_words("_AHEAD", "lead", "leading")
_words("_BEHIND", "trail", "trailing")
_words("_TEXT", "rules")
_words("_NO", "neither")
_words("_DOUBLED", "doubled")
_words("_TRIPLED", "tripled")
_words("_MULTIPLIED", "multiplied")
_words("_HALVE", "halve", "halves")
_words("_HALVED", "halved")
_words("_HALF", "half")
_words("_DIVIDE", "divide", "divides")
_words("_DIVIDED", "divided")
_words("_COPY", "copy", "copies")
_words("_TARGETED", "targeted", "chosen", "targetted")
_words("_DOUBLE", "twice")
_words("_HIGH", "biggest", "largest", "strongest")
_words("_LOW", "smallest", "weakest")
_words("_REARRANGE", "arrange", "arranges")
_words("_BEAT", "exceeds", "exceed", "outranks", "outrank", "tops")
_words("_OPP", "enemy", "enemies")
_words("_MOVE", "shift", "shifts")
_words("_WIN", "won")
_words("_ADJ", "neighbouring", "neighboring", "adjoining")
_words("_COUNTER", "token", "tokens", "marker", "markers")
_words("_HIGH", "larger")
_words("_LOSE", "loose", "looses")
# first person (a child's or a hurried voice: "my cards", "if I am behind"), gamer and Magic words
_words("_YOU", "i", "me")
_words("_YOUR", "my")
_words("_YOURS", "mine")
_words("_IS", "am")
_words("_BEHIND", "loosing")
_words("_DESTROY", "nuke", "nukes", "wreck", "wrecks", "smash", "smashes", "obliterate")
_words("_DESTROY", "obliterates", "eliminate", "eliminates")
_words("_REDUCE", "nerf", "nerfs", "debuff", "debuffs")
_words("_DESTROY", "slay", "slays", "murder", "murders", "annihilate")
_words("_DESTROY", "annihilates")
_words("_RAISE", "empower", "empowers")
_words("_REDUCE", "shrink", "shrinks", "drain", "drains")
_words("_DISCARD", "ditch", "ditches", "dump", "dumps")
_words("_HIDE", "conceal", "conceals")
_words("_REVEAL", "expose", "exposes")
_words("_TAP", "exhaust", "exhausts")
_words("_STEAL", "snatch", "snatches")
_words("_REDUCED", "nerfed", "debuffed")
_words("_SILENCE", "silence", "silences")
_words("_MOVE", "mv")
_words("_RETURN", "rtn")
_words("_VALUE", "val", "vals")
_words("_IT", "he", "she")
# Other words for the actions the language has, each checked for a second meaning in card games
# that would read another action (none: "crush", "defeat" (also losing a slot), "zap", "blast"
# (damage), "grab" (control), "toss" (a coin), "get rid of" (destroy or discard) stay unread).
_words("_DESTROY", "terminate", "terminates", "eradicate", "eradicates", "demolish", "demolishes")
_words("_DESTROY", "vaporize", "vaporizes", "vaporise", "vaporises", "shatter", "shatters")
_words("_DESTROY", "exterminate", "exterminates", "assassinate", "assassinates", "erase")
_words("_DESTROY", "erases", "wipe", "wipes", "ko", "kos")
_words("_DESTROYED", "slain", "eliminated", "obliterated", "annihilated", "murdered", "nuked")
_words("_DESTROYED", "wrecked", "smashed", "exterminated", "eradicated", "terminated")
_words("_DESTROYED", "demolished", "vaporized", "vaporised", "shattered", "erased")
_words("_DESTROYED", "assassinated", "kod")
_words("_DISCARD", "pitch", "pitches", "chuck", "chucks")
_words("_RETURN", "unsummon", "unsummons", "recall", "recalls", "bring", "brings")
_words("_LOOK", "glance", "glances")
_words("_REVEAL", "uncover", "uncovers", "unveil", "unveils")
_words("_SHUFFLE", "reshuffle", "reshuffles", "mix", "mixes", "randomize", "randomizes")
_words("_SHUFFLE", "randomise", "randomises")
_words("_LOSE", "forfeit", "forfeits")
_words("_POINT", "vp", "vps", "pnt")
_words("_SILENCE", "nullify", "nullifies", "suppress", "suppresses")
_words("_IGNORE", "cancel", "cancels", "negate", "negates")
_words("_TEXT", "effect", "effects")
_words("_UNAFFECTED", "unaffected", "immune")
_words("_REVERSE", "reverse", "reversed", "backwards", "backward")
_words("_GET", "collect", "collects")
# other games' nouns for a card, and for its value
_words("_CARD", "minion", "creature", "monster", "character", "follower", "troop")
_words("_CARDS", "minions", "creatures", "monsters", "characters", "followers", "troops")
_words("_VALUE", "power", "pwr", "strength")
# proximity, sides and owners
_words("_ADJ", "nearby", "surrounding", "bordering", "neighbour", "neighbor")
_words("_OPP", "foe", "foes")
_words("_YOUR", "yr", "friendly", "allied")
_words("_YOURS", "urs")
# chat spellings and short words with a letter dropped, each a slip for one word only
_words("_IS", "r")
_words("_WITH", "w")  # "swap 1 of ur cards w 1 of theirs", as "w/" is
_words("_DRAW", "drw")
_words("_DISCARD", "dscrd")
_words("_OPP", "oppnt", "oppt")
_words("_THIS", "ths")
_words("_MORE", "mor")
_words("_FEWER", "les", "lss")
_words("_THAN", "thn")
_words("_HAND", "hnd")
_words("_DECK", "dck")
_words("_NEXT", "nxt")
_words("_EACH", "ea")
_words("_FROM", "frm")
_words("_AND", "adn", "nad")
_words("_IS", "ist", "si")
_words("_YOUR", "yor", "yur")
_words("_HAS", "hold", "holds")
_words("_LOSE", "surrender", "surrenders", "concede", "concedes", "relinquish", "relinquishes")
_words("_BEAT", "surpass", "surpasses", "outweigh", "outweighs", "trump", "trumps")
_words("_BEAT", "outclass", "outclasses", "overpower", "overpowers", "outvalue", "outvalues")
_words("_HIGH", "best", "mightiest", "greatest")
_words("_LOW", "worst")
_words("_REVEAL", "rev")
_words("_RANDOM", "rand")
_words("_YOU", "myself")
_words("_IT", "itself")
_words("_BEAT", "exceeding")
# other games' words for placing a card, tapping and untapping it, and its pile
_words("_PLAY", "summon", "deploy")
_words("_PLACE", "summons", "deploys", "stick", "sticks", "slap", "slaps")
_words("_PLACED", "summoned", "deployed")
_words("_TAPPED", "exhausted")
_words("_UNTAP", "unexhaust", "unexhausts", "ready", "readies", "refresh", "refreshes")
_words("_UNTAP", "straighten", "straightens")
_words("_UNTAPPED", "unexhausted", "readied", "refreshed")
_words("_UNREVEALED", "unflipped")
_words("_SACRIFICE", "tribute", "tributes")
_words("_PILE", "gy")
_words("_TAKE", "seize", "seizes")
# Words of designers from other games and other languages, role by role, each with one reading in
# a card text here: Magic's and Hearthstone's verbs, Yu-Gi-Oh!'s "cemetery", Marvel
# Snap's "location", poker's "muck", board games' "cube", a learner's "obtain", "uneven" and
# "adversary", chat's "gotta". Left out: "fase" (takes the slips for "face"), "stock" ("stick"),
# "grip" ("flip", "skip"), "study" ("stay"), and forms that take English words as slips two letters
# away: "slaughter" (daughter), "conquer" (conjure), "executed" (expected), "destructed"
# (restricted), "upgrades" (degrades), "obtains" (contains), "inspects" (suspects), "mucks",
# "smites" (smiles), "pushes" (rushes), "slides" (slices), "lessen" (lessons).
# Left unread, with both readings named: see _TWO_READINGS.
_words("_DESTROY", "execute", "destruct")
_words("_DESTROY", "smite")
_words("_DISCARD", "muck")
_words("_MOVE", "push", "slide", "relocate", "relocates", "shove", "shoves")
_words("_PILE", "cemetery", "graveyards")
_words("_OPP", "adversary", "adversaries")
_words("_ODD", "uneven")
_words("_GET", "obtain")
_words("_PREV", "prv", "preceding")
_words("_NEXT", "upcoming")
_words("_COUNTER", "cube", "cubes")
_words("_PLACE", "lay", "lays")
_words("_WIN", "claim", "claims", "capture", "captures")
_words("_SLOT", "location")
_words("_SLOTS", "locations")
_words("_RAISE", "enhance", "enhances", "upgrade", "augment")
_words("_REDUCE", "diminish", "diminishes")
_words("_LOOK", "inspect")
_words("_REARRANGE", "organize", "organizes", "organise", "organises")
_words("_LAST", "final")
_words("_GIVE", "giv")
_words("_DISCARD", "ante", "antes")  # poker: a card put in the pot is a card lost
_words("_ADJ", "adjacents")  # a learner's plural adjective: "your adjacents cards"
_words("_HIGH", "superior")  # not "better": it takes "letters" as a slip
_words("_LOW", "inferior", "worse")
_words("_TIES", "stalemate", "stalemates")
# Jargon of other games and slang, each checked against this game for one reading: a teenager's
# "yeet" and a gamer's "frag" and "delete" (destroy: "yeet" is "destroy" in the intents of every
# voice that wrote it), "rekt" (destroyed), Hearthstone's "ATK" (the value, as "power"), chat's
# "yoink" and "nab" (steal: for good, so refused by meta rule 2 unless it says until when), a
# scout's "scout" and "glimpse" (look). Left unread: "toss a card" (discard or flip), "swipe"
# (a slip for "wipe"), "peep" ("deep"), "snipe" (damage in Hearthstone), "remove OC" (destroy, or
# out of the game), "flip OC" (reveal, or hide a revealed card), "sleep" (tap, or value 0).
_words("_DESTROY", "yeet", "yeets", "frag", "frags", "delete", "deletes")
_words("_DESTROYED", "yeeted", "fragged", "deleted", "rekt")
_words("_VALUE", "atk")
_words("_STEAL", "yoink", "yoinks", "nab", "nabs")
_words("_LOOK", "scout", "scouts", "glimpse", "glimpses")
_words("_SILENCE", "blank", "blanks", "mute", "mutes")
_words("_REVEAL", "unmask", "unmasks")
_words("_DISCARD", "fold", "folds")
# "tied" is a standing ("if you are tied"), not "equal"; "more" is "N or more", not a bonus card.
_WORDS["tied"] = "_TIED"
_WORDS["more"] = "_MORE"

_NUMBER_WORDS = {
    "zero": 0,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}

_ORDINALS = {
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
}
_ORDINAL_DIGITS = re.compile(r"([1-9])(?:st|nd|rd|th)(?![a-z0-9])", re.I)
"""Slots by their place: "the ninth slot", "the 3rd slot"."""

_FORBIDDEN = {
    "rip": "ripping up",
    "rips": "ripping up",
    "tear": "tearing",
    "tears": "tearing",
    "shred": "shredding",
    "shreds": "shredding",
    "burn": "burning",
    "burns": "burning",
    "deface": "defacing",
    "defaces": "defacing",
    "crumple": "crumpling",
    "crumples": "crumpling",
    "exile": "exiling (removing from the game)",
    "exiles": "exiling (removing from the game)",
}
"""Words that can only mean physical harm to a card or its permanent loss (meta rule 1)."""

_SAID_LAST = re.compile(r"[^\w\n.!?]*(?:[.!?\n]|$)")
"""What may follow a word said last in its sentence: marks and emoji, then the sentence's end.
(A chat voice's "rip" there mourns the card: "OC gets -3 lmao rip"; "rip" before a card is meta
rule 1's ripping up.)"""

_ABBREVIATIONS = {"opp", "adj", "prev", "disc", "dest", "ctr", "ctrs", "pt", "pts", "rnd"}
_ABBREVIATIONS |= {
    "ret",
    "rtn",
    "dbl",
    "mv",
    "sac",
    "ea",
    "nxt",
    "rev",
    "rand",
}  # verbs: "Ret. OC to hand" goes on

_DISPLAY: dict[str, str] = {
    "NUMBER": "a number",
    "SIGNED": "a signed number like +1",
    "TIMES": "a factor like x2",
    "NUMRANGE": "a range like 3-6",
    "NUMS": "values like 2s",
    "SLOTNUM": "a slot like S3 or S3-S6",
    "SLOTLIST": "slots like S1 and S9",
    "NUMLIST": "values like 1s and 2s",
    "TAG": "a trigger like [BT]",
    "ORDINAL": "a place like ninth",
    "_THAT_OWNER": "that card's owner",
    "_FROM_IT": "from it",
    "_IN_PLAY_LEAD": "'while this card is on the table,'",
    "_NAMED": "':'",
    "WORD": "a word",
    "_POSS": "'s",
    "_COLON": "':'",
    "_COMMA": "','",
    "_STOP": "the end of the sentence",
    "$END": "the end of the text",
    "_OPP": "opp.",
    "_ADJ": "adj.",
    "_PREV": "prev.",
    "_OC": "OC",
    "_A": "a",
}


def _display(terminal: str) -> str:
    return _DISPLAY.get(terminal, terminal.lstrip("_").lower())


@dataclass(frozen=True, slots=True)
class TextToken:
    """A word of card text: its terminal ``kind``, its ``text`` as written, its parsed ``value`` and
    where it starts (0-based offset; 1-based line and column). ``note`` says how the word was read
    when that is not what it says (a misspelling read as the word it misspells)."""

    kind: str
    text: str
    value: Any
    offset: int
    line: int
    column: int
    note: str = ""


_TAG_FORMS = ("[BT]", "[BT#]", "[P]", "[P#]", "[R]", "[R#]", "[D]", "[D#]", "[SSCORE]", "[ESCORE]")
_TAG = re.compile(r"\[([^\]\n]*)\]|\(([^)\n]*)\)")
_TAG_BODY = re.compile(
    r"\s*(BT|P|R|D)\s*(?:(\d+)\s*(?:-\s*(BT|P|R|D)?\s*(\d+))?)?\s*$|\s*(SSCORE|ESCORE)\s*$", re.I
)
_SLOTNUM = re.compile(r"s(\d+)(?:\s*-\s*s?(\d+))?(?![a-z0-9])", re.I)
_BARE_TAG = re.compile(
    r"(BT|SSCORE|ESCORE|P|R|D)[ \t]*(\d+(?:[ \t]*-[ \t]*(?:BT|P|R|D)?[ \t]*\d+)?)?(?=[ \t]*(?::|[-–—][ \t]))",
    re.I,
)
"""A trigger tag written without its brackets at the start of a sentence: ``P3:``, ``BT:``."""
_THIS_NOUNS = frozenset({"_CARD", "_CARDS", "_SLOT", "_SLOTS", "_ROUND", "_TURN", "_PHASE", "_WAY"})
"""What may follow "this"; before anything else "this" means "this card"."""
_NUMRANGE = re.compile(r"(\d+)-\s*(\d+)(?![a-z0-9])", re.I)
_NUMS = re.compile(r"(\d+)['’]?s(?![a-z0-9])", re.I)
_NUMBER = re.compile(r"\d+(?![a-z0-9])", re.I)
_NUMBER_PLUS = re.compile(r"(\d+)\+(?![0-9])")
_SIGNED = re.compile(r"([+\-−])(\d+)(?:/[+\-−]\d+)?(?![a-z0-9])", re.I)
"""A signed number; "+1/+1" (a counter written as power and toughness) is +1."""
_WORD = re.compile(r"[a-z]+(?:-[ \t]*\n[ \t]*[a-z]+)*", re.I)
_POSSESSIVE = re.compile(r"['’]s(?![a-z])|['’](?![a-z])", re.I)
_CONTRACTION = re.compile(
    r"(can|won|don|doesn|didn|mustn|isn|aren|hasn|haven|wasn|weren)['’]t(?![a-z])", re.I
)
"""A negative contraction: "can't" and "won't" say that something cannot happen, "don't" and
"doesn't" that it does not."""
_YOURE = re.compile(r"you['’]re(?![a-z])", re.I)
_YOURE_STANDING = re.compile(
    r"(you)['’]re(?=[ \t]+(?:behind|ahead|tied|winning|losing|not)\b)", re.I
)
""""You're behind": you are (elsewhere "you're" is taken for "your")."""
_IT_IS = re.compile(r"(it|there|that|this)['’]s(?![a-z])", re.I)
_IT_IS_NOT_ITS = re.compile(r"[ \t]*(value|owner|controller|text|slot|printed)s?\b", re.I)
"""After "it's", a noun: "it's value" is a slip for "its value"."""
_COMPARISON = re.compile(r">=|<=|=>|=<|==|>|<|=|≥|≤|≠|!=")
_COMPARISONS = {
    ">=": ("_IS", "_AT", "_LEAST"),
    "≥": ("_IS", "_AT", "_LEAST"),
    "≤": ("_IS", "_AT", "_MOST"),
    "≠": ("_IS", "_NOT"),
    "!=": ("_IS", "_NOT"),
    "=>": ("_IS", "_AT", "_LEAST"),
    "<=": ("_IS", "_AT", "_MOST"),
    "=<": ("_IS", "_AT", "_MOST"),
    ">": ("_IS", "_HIGH", "_THAN"),
    "<": ("_IS", "_LOW", "_THAN"),
    "=": ("_IS",),
    "==": ("_IS",),
}
"""Comparison signs, as the words they stand for."""
_ARROW = re.compile(r"->|[→⇒➔➜⟶]")
"""An arrow: "to" ("All 9s -> hand"), or a colon after a trigger."""
_PLACEHOLDER = re.compile(
    r"~|[\[{<]\s*(?:this|this card|card|name|card ?name|self)\s*[\]}>]|card_?name(?![a-z0-9])",
    re.I,
)
"""Other games' stand-ins for the card's own name ("~", "CARDNAME", "[this]"): this card."""
_NUMBER_SIGN = re.compile(r"#\s*(of\b)?(?=\s*[a-z])", re.I)
""""#" before a word: "the number" ("# of cards in hand", "+1 per #cards")."""
_DIE_RE = re.compile(r"1?d6(?![a-z0-9])", re.I)
"""A six-sided die: "d6", "1d6"."""
_FIFTY_FIFTY = re.compile(r"50\s*/\s*50(?![0-9])")
_OC_DOTTED = re.compile(r"[o0]\.c\.?(?![a-z])|0c(?![a-z0-9])", re.I)
"""OC with dots ("O.C.") or a zero for its O ("0C")."""
_ASIDES = frozenset(
    {
        "inclusive",
        "if able",
        "if you can",
        "if possible",
        "if any",
        "from your hand",
        "rounded down",
        "round down",
        "if there is one",
        "previous and next",
        "left and right",
        "both sides",
    }
)
"""Asides in round brackets that add nothing a card can do."""
_X_IS = re.compile(r"(?:where )?x ?(?:=|is) ?(.+)")
"""An aside that says what X is: "(X = the roll)", "(X is the number of cards in your hand)"."""
_NUMBER_THEN_WORD = re.compile(r"(\d+)(?=[a-z])", re.I)
"""A number run into the word after it ("2cards")."""
_SPACED_SIGN = re.compile(r"([+\-−])[ \t](\d+)(?![0-9])")
"""A sign, a space, a number: "gets - 2"."""
_SIGNED_ROLL = re.compile(r"([+\-−])\s*(1?d6|x)(?![a-z0-9])", re.I)
"""A number rolled or named later: "+d6", "-1d6", "+X" (read with the words around)."""
_TIMES = re.compile(r"[x×](\d+)(?![a-z0-9])|(\d+)[x×](?![a-z0-9])", re.I)
"""A factor: "x2" (double)."""
_SPACE = re.compile(r"[ \t\r\f\v]+")
_PRONOUN_CONTRACTED = re.compile(
    r"(you|i|they|we|it|he|she|this|that)['’](d|ll|ve|m)(?![a-z])", re.I
)
"""A pronoun with "'d", "'ll", "'ve" or "'m": "if you'd like" (like), "you'll draw" (draw), "you've
got" (have), "I'm" (I am)."""
_KNOCKED_OUT = re.compile(r"k\.?o\.?(?:['’]?e?d)(?![a-z])|k\.o\.?(?![a-z])", re.I)
"""Knocked out, as Pokémon players write it: "KO'd" (destroyed), "K.O." (destroy)."""
_EMOTICON = re.compile(r">?[:;]-?[()DPp](?![a-z0-9])|\bx[Dd]\b")
"""A smiley: it says how the designer feels, nothing a card does."""
_NUMBER_MINUS = re.compile(r"(\d+)[-−](?=[ \t]*(?:[.,;:)]|$))", re.M)
"""A number with a minus after it, at the end of a clause: "3-" is "3 or less" (as "7+")."""


_OPTION_LABEL = re.compile(r"[a-d1-4]", re.I)
_OPTION_LABEL_FIRST = re.compile(r"[a1]", re.I)
_BRACKETED_LABEL = re.compile(r"\(\s*([a-d1-4])\s*\)", re.I)
_BEFORE_LABEL = frozenset({"_COLON", "_STOP", "_COMMA", "_OR"})


def _option_label(tokens: list[TextToken], label: str, written: int = 0) -> bool:
    """Whether ``label`` ("a", "B", "2"), after the ``written`` last of ``tokens``, labels an
    option of a choice said after a colon ("Choose one: a) ... b) ..."): it opens the text after
    the colon or follows an option. (The label says no more than the "or" between options.)"""
    before = tokens[: len(tokens) - written]
    if _OPTION_LABEL.fullmatch(label) is None or not before:
        return False
    colon = any(t.kind == "_COLON" for t in before)
    opens = before[-1].kind in _BEFORE_LABEL
    return colon and (opens or _OPTION_LABEL_FIRST.fullmatch(label) is None)


_TAG_PREPOSITIONS = frozenset({"_AT", "_ON", "_IN", "_AFTER", "_DURING"})
_TAG_QUANTIFIERS = frozenset({"_EACH", "_THE", "_A"})


def _tag_lead(tokens: list[TextToken]) -> int:
    """How many of the last ``tokens`` lead in to a trigger tag said next and add nothing to it:
    a preposition and a quantifier ("at each [D]", "in every [R]", "on [BT]", "after the [R]"),
    anywhere; at the start of a sentence also one word of flavour between them ("At dawn [BT]",
    "Each night [D]"). "Before" is not one ("before [D]" is another moment)."""
    kinds = [t.kind for t in tokens[-3:]]
    lead = 0
    if (
        kinds
        and kinds[-1] == "WORD"
        and len(kinds) >= 2
        and kinds[-2] in (_TAG_PREPOSITIONS | _TAG_QUANTIFIERS)
    ):
        lead = 1  # the flavour word, kept only if a lead before it opens the sentence
    if lead < len(kinds) and kinds[-1 - lead] in _TAG_QUANTIFIERS:
        lead += 1
    if lead < len(kinds) and kinds[-1 - lead] in _TAG_PREPOSITIONS:
        lead += 1
    opens = len(tokens) == lead or tokens[-1 - lead].kind == "_STOP"
    if kinds[-1:] == ["WORD"] and not opens:
        return 0
    return lead


def tokenize(text: str) -> list[TextToken]:
    """Split card text into the words the grammar reads; raise CardTextError on an unknown
    character, a malformed tag, or a word that only means harming a card (meta rule 1).

    Unknown words become WORD tokens (the parser reports them with what it expected instead).
    A word broken over two lines with a hyphen ("des-\\ntroy") reads as one word; a line break
    otherwise ends a sentence, like a period.
    """
    tokens: list[TextToken] = []
    line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]

    def where(offset: int) -> tuple[int, int]:
        line = 0
        while line + 1 < len(line_starts) and line_starts[line + 1] <= offset:
            line += 1
        return line + 1, offset - line_starts[line] + 1

    def add(kind: str, raw: str, value: Any, offset: int, note: str = "") -> None:
        line, column = where(offset)
        tokens.append(TextToken(kind, raw, value, offset, line, column, note))

    def fail(reason: str, offset: int, word: str, **extra: Any) -> typing.NoReturn:
        line, column = where(offset)
        raise CardTextError(reason, text=text, line=line, column=column, word=word, **extra)

    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if (m := _SPACE.match(text, i)) is not None:
            i = m.end()
            continue
        if ch == "\n":
            if tokens and tokens[-1].kind not in ("_STOP", "_COLON", "_COMMA"):
                add("_STOP", "\n", None, i)
            i += 1
            continue
        if ch in ".;!":
            add("_STOP", ch, None, i)
            i += 1
            continue
        if ch in ":;x>" and (m := _EMOTICON.match(text, i)) is not None:
            i = m.end()  # ":)", "<3": a feeling, not a rule
            continue
        if ch == ":":
            add("_COLON", ch, None, i)
            i += 1
            continue
        if ch == "?":  # "OC odd? Destroy it.": a condition (:func:`_questions`)
            add("_QUESTION", ch, None, i)
            i += 1
            continue
        if ch == ",":
            add("_COMMA", ch, None, i)
            i += 1
            continue
        if ch == "&":
            add("_AND", ch, None, i)
            i += 1
            continue
        if text[i : i + 2].lower() == "w/" and (i == 0 or not text[i - 1].isalnum()):
            add(_WORDS["with"], text[i : i + 2], "with", i)  # "swap w/ OC"
            i += 2
            continue
        if ch == "/" and tokens and tokens[-1].kind not in ("NUMBER", "SIGNED"):
            add(_WORDS["or"], ch, "or", i)  # "destroy OC / tap OC"
            i += 1
            continue
        if ch == ")" and tokens and _option_label(tokens, tokens[-1].text, 1):
            labelled = tokens.pop()  # "Choose one: a) draw a card b) tap OC"
            if _OPTION_LABEL_FIRST.fullmatch(labelled.text) is None and tokens[-1].kind != "_OR":
                add(_WORDS["or"], "", "or", labelled.offset)
            i += 1
            continue
        if ch == "(" and (m := _BRACKETED_LABEL.match(text, i)) and _option_label(tokens, m[1]):
            opening = _OPTION_LABEL_FIRST.fullmatch(m[1]) is not None
            if not opening and tokens[-1].kind != "_OR":  # "Choose one: (a) ...; or (b) ..."
                add(_WORDS["or"], "", "or", i)
            i = m.end()
            continue
        if ch == "(":
            inside = _TAG.match(text, i)
            aside = " ".join(inside.group(2).lower().split()) if inside is not None else ""
            counted = tokens[-1].value if tokens and tokens[-1].kind == "NUMBER" else None
            counted = 1 if tokens and tokens[-1].kind == "_A" else counted
            twice = counted is not None and aside == str(counted)
            if inside is not None and twice:  # "one (1) card": the number said twice
                i = inside.end()
                continue
            if inside is not None and aside.strip(" .") == "optional":
                add("WORD", inside.group(0), "optional", i)  # "Draw a card (optional)": may
                i = inside.end()
                continue
            if inside is not None and aside.strip(" .") in _ASIDES:
                i = inside.end()  # "(inclusive)", "(if you can)": adds nothing
                continue
            if inside is not None and (x := _X_IS.fullmatch(aside)) is not None:
                start = inside.start(2) + x.start(1)  # "(X = the roll)": ", where X is the roll"
                add("_COMMA", "", None, i)
                add("WORD", "", "where", i)
                add("WORD", "", "x", i)
                add("_IS", "", "is", i)
                for piece in tokenize(text[start : inside.end() - 1]):
                    if piece.kind != "_STOP":
                        add(piece.kind, piece.text, piece.value, start + piece.offset, piece.note)
                i = inside.end()
                continue
            if inside is None or _TAG_BODY.match(_tag_name(inside.group(2))) is None:
                fail(  # an aside in brackets: read only where it says again what is said
                    "words in brackets are read only where they say again what their sentence"
                    " says, add a detail to it or say what a word the language does not know"
                    " means: leave them out, or write them as a sentence of their own",
                    i,
                    ch,
                )
        if (m := _PLACEHOLDER.match(text, i)) is not None and (i == 0 or not text[i - 1].isalnum()):
            add("_THIS", m.group(0), "this", i, f"read {m.group(0)!r} as 'this card'")
            add("_CARD", "", "card", m.end())
            i = m.end()
            continue
        if (m := _NUMBER_SIGN.match(text, i)) is not None:  # "# of cards", "#cards": the number
            add("_COUNTWORD", "#", "number", i)
            if not m.group(1):
                add("_OF", "", "of", i + 1)
            i += 1
            continue
        if ch in "[(":
            m = _TAG.match(text, i)
            body = _TAG_BODY.match(_tag_name(m.group(1) or m.group(2) or "")) if m else None
            if m is None or body is None:
                raw = m.group(0) if m else ch
                fail(
                    f"unknown trigger tag {raw!r}",
                    i,
                    raw,
                    expected=_TAG_FORMS,
                )
            try:
                value = _tag_value(body, m.group(0))
            except ValueError as exc:
                fail(str(exc), i, m.group(0))
            del tokens[len(tokens) - _tag_lead(tokens) :]  # "At [BT]: draw", "In each [R], ..."
            add("TAG", m.group(0), value, i)
            i = m.end()
            continue
        at = (
            bool(tokens)
            and tokens[-1].kind == "_AT"
            and (len(tokens) < 2 or tokens[-2].kind == "_STOP")
        )
        starts = not tokens or tokens[-1].kind == "_STOP" or at
        if starts and (m := _BARE_TAG.match(text, i)) is not None:
            body = _TAG_BODY.match(m.group(0))
            raw = m.group(0)
            if body is not None:
                if at:  # "At BT: draw"
                    tokens.pop()
                try:
                    add("TAG", raw, _tag_value(body, f"[{raw}]"), i)
                except ValueError as exc:
                    fail(str(exc), i, raw)
                i = m.end()
                continue
        if (m := _SLOTNUM.match(text, i)) is not None and (i == 0 or not text[i - 1].isalnum()):
            first = int(m.group(1))
            last = int(m.group(2)) if m.group(2) else first
            add("SLOTNUM", m.group(0), (first, last), i)
            i = m.end()
            continue
        if (m := _OC_DOTTED.match(text, i)) is not None and (i == 0 or not text[i - 1].isalnum()):
            add("_OC", m.group(0), "oc", i)  # "O.C."
            i = m.end()
            continue
        if (m := _DIE_RE.match(text, i)) is not None and (i == 0 or not text[i - 1].isalnum()):
            add("_DIE", m.group(0), "d6", i)  # "d6", "1d6": a die
            i = m.end()
            continue
        if (m := _FIFTY_FIFTY.match(text, i)) is not None:
            add("WORD", m.group(0), "50/50", i)
            i = m.end()
            continue
        if ch in "+-−" and (m := _SIGNED_ROLL.match(text, i)) is not None:
            add("_PLUS" if ch == "+" else "_MINUS", m.group(1), m.group(1), i)
            rolled = m.group(2).lower() != "x"
            add("WORD", m.group(2), "d6" if rolled else "x", m.start(2))
            i = m.end()
            continue
        if (m := _ORDINAL_DIGITS.match(text, i)) is not None:
            add("ORDINAL", m.group(0), int(m.group(1)), i)
            i = m.end()
            continue
        if ch.isdigit():
            if (m := _TIMES.match(text, i)) is not None:  # "2x OC": double OC's value
                add("TIMES", m.group(0), int(m.group(2)), i)
            elif (m := _NUMRANGE.match(text, i)) is not None:
                add("NUMRANGE", m.group(0), (int(m.group(1)), int(m.group(2))), i)
            elif (m := _NUMS.match(text, i)) is not None:
                add("NUMS", m.group(0), int(m.group(1)), i)
            elif (m := _NUMBER_MINUS.match(text, i)) is not None:  # "3-": 3 or less
                add("NUMBER", m.group(1), int(m.group(1)), i)
                add("_OR", "-", "or", m.end() - 1)
                add("_FEWER", "-", "less", m.end() - 1)
            elif (m := _NUMBER_PLUS.match(text, i)) is not None:  # "7+": 7 or more
                add("NUMBER", m.group(1), int(m.group(1)), i)
                add("_OR", "+", "or", m.end() - 1)
                add("_MORE", "+", "more", m.end() - 1)
            elif (m := _NUMBER.match(text, i)) is not None:
                add("NUMBER", m.group(0), int(m.group(0)), i)
            elif (m := _NUMBER_THEN_WORD.match(text, i)) is not None:  # "2cards"
                add("NUMBER", m.group(1), int(m.group(1)), i)
            else:
                bad = re.match(r"\w+", text[i:])
                word = bad.group(0) if bad else ch
                fail(f"cannot read {word!r}", i, word)
            i = m.end()
            continue
        after_number = bool(tokens) and tokens[-1].kind in ("NUMBER", "NUMRANGE", "SLOTNUM")
        if ch in "+-−" and not after_number and (m := _SPACED_SIGN.match(text, i)) is not None:
            sign = -1 if m.group(1) in "-−" else 1  # "gets - 2"
            add("SIGNED", m.group(0), sign * int(m.group(2)), i)
            i = m.end()
            continue
        if ch in "+-−" and (m := _SIGNED.match(text, i)) is not None:
            sign = -1 if m.group(1) in "-−" else 1
            add("SIGNED", m.group(0), sign * int(m.group(2)), i)
            i = m.end()
            continue
        if ch == "+" and tokens:  # "Tap OC + adj. cards": "+" between words is "and"
            add("_AND", ch, "and", i)
            i += 1
            continue
        if ch == "-" and tokens and i + 1 < n and text[i + 1].isalpha():
            i += 1  # "face-down", "face-up": a hyphen between words is a space
            continue
        if (m := _ARROW.match(text, i)) is not None:  # "All 9s -> hand", "→"
            add("_TO", m.group(0), "to", i)
            i = m.end()
            continue
        if ch in "-%—–" and tokens:  # "gets - the roll", "50% chance": read by the words around
            add("WORD", ch, "-" if ch in "—–" else ch, i)
            i += 1
            continue
        if (m := _YOURE_STANDING.match(text, i)) is not None:  # "you're behind": you are
            add("_YOU", m.group(1), "you", i)
            add("_IS", "", "are", i + len(m.group(1)))
            i = i + len(m.group(1)) + 3
            continue
        if (m := _YOURE.match(text, i)) is not None:  # "you're hand": a common slip for "your"
            add("_YOUR", m.group(0), "your", i, f"read {m.group(0)!r} as 'your'")
            i = m.end()
            continue
        if (m := _IT_IS.match(text, i)) is not None:
            word = m.group(1).lower()
            if word == "it" and _IT_IS_NOT_ITS.match(text, m.end()):
                add("_ITS", m.group(0), "its", i, f"read {m.group(0)!r} as 'its'")
            elif word == "this" and _IT_IS_NOT_ITS.match(text, m.end()):
                add("_THIS", m.group(1), "this", i)  # "this's value": this card's value
                add("_POSS", "", None, m.end())
            else:
                add(_WORDS[word], m.group(0), word, i)
                add("_IS", "", "is", m.end())
            i = m.end()
            continue
        if ch == "@":  # "look @ the top card": at
            add("_AT", ch, "at", i)
            i += 1
            continue
        if (m := _COMPARISON.match(text, i)) is not None:  # "OC > 5": OC is higher than 5
            for kind in _COMPARISONS[m.group(0)]:
                add(kind, m.group(0) if kind == "_IS" else "", kind.lstrip("_").lower(), i)
            i = m.end()
            continue
        if (m := _TIMES.match(text, i)) is not None and (i == 0 or not text[i - 1].isalnum()):
            add("TIMES", m.group(0), int(m.group(1) or m.group(2)), i)
            i = m.end()
            continue
        if (m := _KNOCKED_OUT.match(text, i)) is not None and (i == 0 or not text[i - 1].isalnum()):
            knocked = m.group(0).rstrip(".").lower().endswith("d")
            add("_DESTROYED" if knocked else "_DESTROY", m.group(0), "kod" if knocked else "ko", i)
            i = m.end()
            continue
        if (m := _PRONOUN_CONTRACTED.match(text, i)) is not None and (
            i == 0 or not text[i - 1].isalnum()
        ):
            pronoun = m.group(1).lower()
            add(_WORDS.get(pronoun, "WORD"), m.group(1), pronoun, i)
            said = m.group(2).lower()
            if said in ("ve", "m"):  # "you've got 3 cards": have; "I'm in S9": am
                add("_HAS" if said == "ve" else "_IS", "", "have" if said == "ve" else "am", i)
            i = m.end()
            continue
        if (m := _CONTRACTION.match(text, i)) is not None:
            said = m.group(1).lower()
            written = m.group(0)
            if said in ("isn", "aren", "hasn", "haven", "wasn", "weren"):  # "isn't": is not
                add("_IS", written, said, i)
                written = ""
            kind = "_CANT" if said in ("can", "won", "mustn") else "_NOT"
            add(kind, written, m.group(0).lower(), i)
            i = m.end()
            continue
        if (m := _WORD.match(text, i)) is not None:
            raw = m.group(0)
            end = m.end()
            word = re.sub(r"-[ \t]*\n[ \t]*", "", raw).lower()
            if word in _ABBREVIATIONS and end < n and text[end] == ".":
                end += 1
                raw += "."
            if (
                word == "rip"
                and tokens
                and tokens[-1].kind != "_STOP"
                and _SAID_LAST.match(text, end)
            ):
                i = end  # "OC gets -3 lmao rip": chat's "rest in peace", said of the card
                continue
            if word in _FORBIDDEN:
                line, column = where(i)
                raise MetaRuleError(
                    1,
                    f"{raw!r} means {_FORBIDDEN[word]} a card; 'destroy' (to the pile) is allowed",
                    text=text,
                    line=line,
                    column=column,
                    word=raw,
                    suggestions=("Destroy a card.", "Destroy OC.", "Hide a card."),
                )
            if word in _NUMBER_WORDS:
                add("NUMBER", raw, _NUMBER_WORDS[word], i)
            elif word in _ORDINALS:
                add("ORDINAL", raw, _ORDINALS[word], i)
            elif word in _WORDS:
                add(_WORDS[word], raw, word, i)
            else:
                meant = None if word in _PHRASE_WORDS else spelling(word)
                note = f"read {raw!r} as {meant!r}"
                if meant is None:
                    add("WORD", raw, word, i)
                elif meant in _NUMBER_WORDS:
                    add("NUMBER", raw, _NUMBER_WORDS[meant], i, note)
                else:
                    add(_WORDS[meant], raw, meant, i, note)
            i = end
            if (p := _POSSESSIVE.match(text, i)) is not None:
                if tokens[-1].kind != "_VALUE":  # "values's": a stray apostrophe
                    add("_POSS", p.group(0), None, i)
                i = p.end()
            continue
        if ch in "'’" and (p := _POSSESSIVE.match(text, i)) is not None and tokens:
            add("_POSS", p.group(0), None, i)
            i = p.end()
            continue
        if unicodedata.category(ch) in ("So", "Sk", "Cf", "Mn"):
            i += 1  # an emoji (and its joiners and variation selectors): a feeling, not a rule
            continue
        fail(f"unexpected character {ch!r}", i, ch)
    tokens = _value_alone(
        _questions(_flavour_dropped(_labelled(_untitled(_abbreviation_stops(tokens)))))
    )
    said = _trigger_first(
        _slot_said_last(
            _while_first(
                _reworded(
                    _variables(
                        _copula(
                            _random_first(
                                _said_plainly(
                                    _by_class(
                                        _clauses(
                                            _choice_said(_values_said(_idioms(_in_context(tokens))))
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
    )
    return _carry_subjects(
        _this_card(
            _value_lists(
                _slot_lists(
                    _coin_or(
                        _empty_outcomes(
                            _roll_outcomes(
                                _chance_said(
                                    _choice_lists(
                                        _can_to(
                                            _purpose_first(
                                                _costs_said(
                                                    _looks_said(_tag_last(_slot_order_said(said)))
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
    )


def _clauses(tokens: list[TextToken]) -> list[TextToken]:
    """Clauses said in another order or shape, read as their constructs (:mod:`clauses`)."""
    from wartable.variants.slot_wars.text.clauses import clauses_read  # noqa: PLC0415

    return clauses_read(tokens)


def _abbreviation_stops(tokens: list[TextToken]) -> list[TextToken]:
    """ "... targeted by opp. Draw a card.": an abbreviation's dot, inside a sentence and before a
    capitalised word, also ends the sentence."""
    out: list[TextToken] = []
    for index, tok in enumerate(tokens):
        out.append(tok)
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if (
            following is not None
            and tok.text.endswith(".")
            and tok.text[:-1].lower() in _ABBREVIATIONS
            and index > 0
            and tokens[index - 1].kind not in ("_STOP", "_COLON")
            and following.text[:1].isupper()
            and following.text[1:2].islower()
        ):
            out.append(_inserted("_STOP", following))
    return out


_FILLERS = frozenset(
    {
        "too",
        "also",
        "again",
        "now",
        "immediately",
        "instantly",
        "current",
        "sitting",
        "been",
        "ever",
        "still",
        "new",
        "currently",
        "simply",
        "just",
        "very",
        "lol",
        "haha",
        "xd",
        "lmao",
        "hehe",
        "rofl",
        "always",
        # interjections and courtesy of a chat voice
        "pls", "plz", "please", "thx", "thanks", "ty", "yay", "yey", "woo", "woohoo", "wow",
        "oops", "omg", "btw", "tbh", "imo", "fyi", "heh", "hah", "lmk",
    }
)  # fmt: skip
"""Words that add nothing a card can do ("draw a card too", "OC's current value")."""
_FILLERS |= {"ngl", "kinda", "tho", "rn", "lowkey", "gotta", "actual", "actually", "literally"}
"""Chat's hedges and a learner's "actual" (current, the German "aktuell"): still unknown words to
the flavour test, so "kinda op ngl" is a comment left out."""
_FILLERS |= {"sry", "srry", "soz", "sorry", "gg", "ez", "bruh", "fr", "smh", "imho", "ig"}
"""A chat voice's comments on its own card ("opp can't draw next turn sry", "draw 2 cards ez"):
nothing a card does, wherever they stand. ("fair" is not one: "you get to destroy a card, fair"
would read, and "get to" is read as doing it where such a designer means "may".)"""

_PHRASES: dict[tuple[str, ...], tuple[str, ...]] = {
    ("as", "well"): (),
    ("for", "all", "purposes"): (),
    ("including", "scoring"): (),
    ("enters", "play"): ("_IS", "_PLACED"),
    ("enters", "the", "table"): ("_IS", "_PLACED"),
    ("comes", "into", "play"): ("_IS", "_PLACED"),
    ("neither", "player"): ("_NO", "_PLAYER"),
    ("neither", "party"): ("_NO", "_PLAYER"),
    ("are", "deemed", "to", "be"): ("_COUNT", "_AS"),
    ("are", "deemed"): ("_COUNT", "_AS"),
    ("is", "deemed"): ("_COUNT", "_AS"),
    ("are", "treated", "as"): ("_COUNT", "_AS"),
    ("is", "treated", "as"): ("_COUNT", "_AS"),
    ("no", "party"): ("_NO", "_PLAYER"),
    ("by", "anyone"): (),
    ("by", "anybody"): (),
    ("it", "is", "heads"): ("_HEADS",),
    ("it", "is", "tails"): ("_TAILS",),
    ("wipe", "out"): ("_DESTROY",),
    ("each", "and", "every"): ("_EACH",),
    ("nobody",): ("_NO", "_PLAYER"),
    # a card on the table leaves it at the end of the round at the latest
    ("until", "it", "leaves", "the", "table"): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("until", "it", "leaves", "play"): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("until", "this", "card", "leaves", "the", "table"): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("until", "this", "card", "leaves", "play"): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("win", "against"): ("_BEAT",),
    ("wins", "against"): ("_BEAT",),
    ("go", "first"): ("_RESOLVE", "_FIRST"),
    ("goes", "first"): ("_RESOLVE", "_FIRST"),
    ("turns", "into"): ("_IS",),
    ("turn", "into"): ("_IS",),
    ("target", "opponent"): ("_OPP",),
    ("etb",): ("_ON", "_REVEAL"),
    ("battlecry",): ("_ON", "_REVEAL"),
    ("deathrattle",): ("_WHEN", "_THIS", "_CARD", "_IS", "_DESTROYED"),
    # other games' one-word keyword abilities: what they say of this card
    ("hexproof",): ("_THIS", "_CARD", "_CANT", "_BE", "_TARGETED", "_BY", "_OPP"),
    ("shroud",): ("_THIS", "_CARD", "_CANT", "_BE", "_TARGETED"),
    ("untargetable",): ("_THIS", "_CARD", "_CANT", "_BE", "_TARGETED"),
    ("indestructible",): ("_THIS", "_CARD", "_CANT", "_BE", "_DESTROYED"),
    ("untouchable",): ("_THIS", "_CARD", "_IS", "_UNAFFECTED", "_BY", "_OTHER", "_CARDS"),
    ("is", "untouchable"): ("_IS", "_UNAFFECTED", "_BY", "_OTHER", "_CARDS"),
    ("upkeep",): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("at", "upkeep"): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("on", "upkeep"): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("during", "upkeep"): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("your", "upkeep"): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("each", "upkeep"): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("at", "your", "upkeep"): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("during", "your", "upkeep"): ("_AT", "_START", "_OF", "_YOUR", "_TURN"),
    ("wipes", "out"): ("_DESTROY",),
    ("everyone",): ("_EACH", "_PLAYER"),
    ("everybody",): ("_EACH", "_PLAYER"),
    ("you", "and", "your", "opponent", "each"): ("_EACH", "_PLAYER"),
    ("you", "and", "your", "opponent"): ("_EACH", "_PLAYER"),
    ("you", "and", "opp", "each"): ("_EACH", "_PLAYER"),
    ("you", "and", "opp"): ("_EACH", "_PLAYER"),
    ("both", "of", "you"): ("_EACH", "_PLAYER"),
    ("places", "with"): ("_POSITIONS", "_WITH"),
    ("50", "%", "chance", "to"): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("a", "50", "%", "chance", "to"): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("can", "no", "longer"): ("_CANT",),
    ("no", "longer"): ("_CANT",),
    ("of", "their", "choice"): (),
    ("of", "his", "choice"): (),
    ("of", "her", "choice"): (),
    ("of", "its", "choice"): (),
    ("six", "sided", "die"): ("_DIE",),
    ("the", "number", "rolled"): ("_THE", "_ROLL"),
    ("from", "the", "game"): ("_OUT_OF_GAME",),
    ("from", "game"): ("_OUT_OF_GAME",),
    ("out", "of", "the", "game"): ("_OUT_OF_GAME",),
    ("as", "a", "cost", "to"): ("_TO",),
    ("discard", "pile"): ("_PILE",),
    ("throw", "away"): ("_DISCARD",),
    ("throws", "away"): ("_DISCARD",),
    ("flipped", "over"): ("_REVEALED",),
    ("flips", "over"): ("_REVEALED",),
    ("turned", "over"): ("_REVEALED",),
    ("turned", "face", "up"): ("_REVEALED",),
    ("flipped", "face", "up"): ("_REVEALED",),
    ("as", "long", "as"): ("_WHILE",),
    ("so", "long", "as"): ("_WHILE",),
    ("for", "as", "long", "as"): ("_WHILE",),
    ("as", "soon", "as"): ("_WHEN",),
    ("eor",): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("until", "eor"): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("til", "eor"): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("eot",): ("_UNTIL", "_END", "_OF", "_TURN"),
    ("until", "eot"): ("_UNTIL", "_END", "_OF", "_TURN"),
    ("til", "eot"): ("_UNTIL", "_END", "_OF", "_TURN"),
    ("for", "the", "remainder", "of", "the", "round"): ("_UNTIL", "_END", "_OF", "_ROUND"),
    ("for", "the", "remainder", "of", "the", "turn"): ("_UNTIL", "_END", "_OF", "_TURN"),
    ("dies",): ("_IS", "_DESTROYED"),
    ("is", "indestructible"): ("_CANT", "_BE", "_DESTROYED"),
    ("are", "indestructible"): ("_CANT", "_BE", "_DESTROYED"),
    ("optionally", ","): ("_YOU", "_MAY"),
    ("optionally",): ("_YOU", "_MAY"),
    ("coin", "flip"): ("_FLIP", "_A", "_COIN"),
    ("coin", "toss"): ("_FLIP", "_A", "_COIN"),
    ("50", "%", "chance", ":"): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("50", "%", "chance", ","): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("50", "%", ":"): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("has", "not"): ("_IS", "_NOT"),
    ("have", "not"): ("_IS", "_NOT"),
    ("rules", "text"): ("_TEXT",),
    ("here",): ("_IN", "_THIS", "_SLOT"),
    ("at", "your", "option", ","): ("_YOU", "_MAY"),
    ("if", "you", "want", ","): ("_YOU", "_MAY"),
    ("if", "you", "wish", ","): ("_YOU", "_MAY"),
    ("if", "you", "like", ","): ("_YOU", "_MAY"),
    ("may", "choose", "to"): ("_MAY",),
    ("may", "decide", "to"): ("_MAY",),
    ("on", "death"): ("_WHEN", "_DESTROYED"),
    ("when", "revealed", "and", "in"): ("_IF", "_IN"),
    ("when", "revealed", "&", "in"): ("_IF", "_IN"),
    ("is", "both"): ("_IS",),
    ("are", "both"): ("_IS",),
    **{
        (*this, "is", "the", where, "slot"): ("_THIS", "_CARD", "_IS", "_IN", "_THE", kind, "_SLOT")
        for this in (("this",), ("this", "card"))
        for where, kind in (("last", "_LAST"), ("first", "_FIRST"), ("middle", "_MIDDLE"))
    },
    ("what", "they", "have", "in", "their", "hand"): ("_OPP", "_POSS", "_HAND"),
    ("the", "others"): ("_THE", "_REST"),  # "keep one and put the others back"
    ("looks", "at", "the", "other", "'s", "hand"): ("_SHOW", "_ITS", "_HAND"),
    ("look", "at", "each", "other", "'s", "hands"): ("_SHOW", "_THEIR", "_HAND"),
    **{  # "Each party may inspect the other party's hand": each player shows its hand
        (*each, *may, *verb, "the", "other", *who, "'s", hand): (
            "_EACH",
            "_PLAYER",
            "_SHOW",
            "_ITS",
            "_HAND",
        )
        for each in (
            ("each", "player"),
            ("each", "party"),
            ("both", "players"),
            ("both", "parties"),
            ("players",),
            ("all", "players"),
        )
        for may in ((), ("may",), ("can",))
        for verb in (
            ("look", "at"),
            ("looks", "at"),
            ("inspect",),
            ("inspects",),
            ("see",),
            ("sees",),
            ("view",),
            ("views",),
            ("peek", "at"),
            ("peeks", "at"),
            ("check",),
            ("checks",),
        )
        for who in (("player",), ("party",), ("players",), ())
        for hand in ("hand", "hands")
    },
    **{
        ("the", "slot", "to", "the", side, "of", *this): ("_THE", slot, "_SLOT")
        for side, slot in (("right", "_NEXT"), ("left", "_PREV"))
        for this in (("this", "one"), ("this", "card"), ("this",), ("it",))
    },
    **{
        ("the", "slot", where, *this): ("_THE", slot, "_SLOT")
        for where, slot in (("after", "_NEXT"), ("before", "_PREV"))
        for this in (("this", "one"), ("this", "card"), ("this",), ("it",))
    },
    ("round", "'s", "end"): ("_ROUND", "_END"),
    ("turn", "'s", "end"): ("_TURN", "_END"),
    ("that", "card", "'s", "owner"): ("_THAT_OWNER",),
    **{
        ("to", verb, *this): ("_TO_PREVENT",)
        for verb in ("prevent", "avoid", "cancel", "negate", "stop")
        for this in (("this",), ("it",), ("that",), ("this", "effect"), ("the", "effect"))
    },
    ("the", "owner", "of", "that", "card"): ("_THAT_OWNER",),
    ("the", "card", "'s", "owner"): ("_THAT_OWNER",),
    ("each", "of", "your", "turns"): ("_EACH", "_TURN"),
    ("every", "one", "of", "your", "turns"): ("_EACH", "_TURN"),
    ("on", "your", "side"): ("_YOU", "_CONTROL"),
    ("on", "opp", "'s", "side"): ("_OPP", "_CONTROL"),
    ("on", "your", "opponent", "'s", "side"): ("_OPP", "_CONTROL"),
    ("on", "the", "opponent", "'s", "side"): ("_OPP", "_CONTROL"),
    ("on", "their", "side"): ("_OPP", "_CONTROL"),
    ("your", "side"): ("_YOUR", "_CARDS"),
    ("opp", "'s", "side"): ("_OPP", "_CARDS"),
    ("your", "opponent", "'s", "side"): ("_OPP", "_CARDS"),
    ("leaves", "play", "by", "being", "destroyed"): ("_IS", "_DESTROYED"),
    ("in", "the", "event", "of", "a", "tie"): ("_IF", "_A", "_SLOT", "_IS", "_TIED"),
    ("is", "not", "allowed", "to"): ("_CANT",),
    ("are", "not", "allowed", "to"): ("_CANT",),
    ("both", "you", "and", "your", "opponent"): ("_EACH", "_PLAYER"),
    ("both", "you", "and", "opp"): ("_EACH", "_PLAYER"),
    ("zero", "cards"): ("_NO", "_CARDS"),
    ("trade", "places", "with"): ("_SWAP", "_POSITIONS", "_WITH"),
    **{
        (swap, "places"): ("_SWAP", "_POSITIONS")
        for swap in ("swap", "switch", "trade", "exchange")
    },
    ("switch", "places", "with"): ("_SWAP", "_POSITIONS", "_WITH"),
    ("the", "hand", "of", "its", "owner"): ("_ITS", "_OWNER", "_POSS", "_HAND"),
    ("is", "turned", "face", "down"): ("_IS", "_HIDDEN"),
    ("is", "turned", "face", "up"): ("_IS", "_REVEALED"),
    ("turned", "face", "down"): ("_HIDDEN",),
    ("over", "face", "down"): ("_FACE", "_DOWN"),
    ("over", "face", "up"): ("_FACE", "_UP"),
    ("chooses", "and", "discards"): ("_DISCARD",),
    ("choose", "and", "discard"): ("_DISCARD",),
    **{
        (verb, "a", "card", *whence, "and", discard, "it"): ("_DISCARD", "_A", "_CARD")
        for verb, discard in (("choose", "discard"), ("chooses", "discards"))
        for whence in (
            (),
            ("from", "their", "hand"),
            ("from", "his", "hand"),
            ("from", "your", "hand"),
        )
    },
    **{
        (verb, "the", "top", "card", "of", "your", "deck", *into): ("_DRAW", "_A", "_CARD")
        for verb in ("take", "put", "draw")
        for into in (("into", "your", "hand"), ("in", "your", "hand"), ("to", "your", "hand"), ())
        if verb == "draw" or into
    },
    ("valued",): ("_WITH", "_VALUE"),
    ("an", "even", "roll"): ("_EVEN",),
    ("an", "odd", "roll"): ("_ODD",),
    ("valued", "at"): ("_WITH", "_VALUE"),
    **{(w, "valued"): (_WORDS[w],) for w in ("odd", "even", "highest", "lowest", "high", "low")},
    ("nothing", "fizzles"): ("_CONFLICT", "_NOT", "_FIZZLE"),
    ("this", "way"): ("_THIS_WAY",),
    **{  # "Each player gives a card from its hand": the giver's hand
        (give, *card, whence, whose, "hand"): (
            "_GIVE",
            *(_WORDS[w] for w in card),
            "_FROM",
            "_YOUR",
            "_HAND",
        )
        for give in ("give", "gives")
        for card in (("a", "card"), ("one", "card"))
        for whence in ("from", "in")
        for whose in ("its", "their", "his", "her")
    },
    ("the", "player", "who", "wins"): ("_WHOEVER", "_WIN"),
    ("the", "player", "that", "wins"): ("_WHOEVER", "_WIN"),
    ("whoever", "won"): ("_WHOEVER", "_WIN"),
    ("on", "the", "next", "turn"): ("_NEXT", "_TURN"),
    ("on", "next", "turn"): ("_NEXT", "_TURN"),
    ("during", "the", "next", "turn"): ("_NEXT", "_TURN"),
    ("above",): ("_HIGH", "_THAN"),
    ("below",): ("_LOW", "_THAN"),
    ("even", "if", "it", "is", "face", "down"): (),
    ("even", "if", "it", "is", "unrevealed"): (),
    ("chosen", "at", "random"): ("_AT", "_RANDOM"),
    ("cut", "in", "half"): ("_HALVED",),
    ("reduced", "by", "half"): ("_HALVED",),
    ("that", "much"): ("_THE", "_ROLL"),
    ("the", "result"): ("_THE", "_ROLL"),
    ("the", "die", "roll"): ("_THE", "_ROLL"),
    ("call", "a", "coin", "flip"): ("_FLIP", "_A", "_COIN"),
    ("call", "a", "coin", "toss"): ("_FLIP", "_A", "_COIN"),
    ("flip", "coin"): ("_FLIP", "_A", "_COIN"),
    ("toss", "coin"): ("_FLIP", "_A", "_COIN"),
    ("half", "the", "time", ","): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("50/50", ":"): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("50/50", ","): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("50/50", "chance", "to"): ("_FLIP", "_A", "_COIN", "_COLON", "_HEADS", "_COMMA"),
    ("if", "you", "win", ","): ("_IF", "_HEADS", "_COMMA"),
    ("if", "you", "lose", ","): ("_IF", "_TAILS", "_COMMA"),
}


def _coin_sides() -> dict[tuple[str, ...], tuple[str, ...]]:
    """ "it lands heads", "you win the toss", "if it comes up tails": a side of the coin."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for side, kind in (("heads", "_HEADS"), ("tails", "_TAILS")):
        for said in (
            ("lands",),
            ("lands", "on"),
            ("comes", "up"),
            ("it", "lands"),
            ("it", "lands", "on"),
        ):
            found[(*said, side)] = (kind,)
            found[("it", *said, side)] = (kind,)
    for won, kind in (("win", "_HEADS"), ("lose", "_TAILS")):
        for thing in ("flip", "toss", "call", "coin", "coin flip", "coin toss"):
            found[("you", won, "the", *thing.split())] = (kind,)
    return found


"""Phrases read as other words (or as nothing): "throws away" is "discards"."""


def _to_the_pile() -> dict[tuple[str, ...], tuple[str, ...]]:
    """ "goes to the pile", "is sent to its owner's graveyard": is destroyed (a card on the table
    that goes to the pile)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    piles = (("pile",), ("graveyard",), ("discard", "pile"), ("trash",), ("bin",))
    whose = ((), ("the",), ("its",), ("their",), ("its", "owner", "'s"), ("their", "owner", "'s"))
    for verb in (("goes",), ("go",), ("is", "sent"), ("gets", "sent"), ("is", "put")):
        for to in ("to", "into", "in"):
            for owner in whose:
                for pile in piles:
                    found[(*verb, to, *owner, *pile)] = ("_IS", "_DESTROYED")
    return found


def _opposing_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """The ways of saying OC: "the card across from this one", "the guy opposite", "the one in
    front of it", "the other guy"."""
    heads = (
        ("the", "card"),
        ("the", "one"),
        ("the", "guy"),
        ("whatever", "card", "is"),
        ("whichever", "card", "is"),
        ("the", "card", "that", "is"),
    )
    sides = (("across", "from"), ("opposite",), ("opposite", "to"), ("in", "front", "of"))
    ends = (("this", "one"), ("this", "card"), ("this",), ("it",))
    found: dict[tuple[str, ...], tuple[str, ...]] = {("the", "other", "guy"): ("_OC",)}
    for head in heads:
        found[(*head, "across")] = ("_OC",)
        found[(*head, "opposite")] = ("_OC",)
        found[(*head, "in", "front")] = ("_OC",)
        for side in sides:
            for end in ends:
                found[(*head, *side, *end)] = ("_OC",)
    return found


def _beside_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """The card beside this one: "the card to the left" (the slot before), "the next card",
    "the cards before this one": read so that it can be refused with its two readings (yours,
    or both players')."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    one = {"left": "_PREV", "right": "_NEXT"}
    for side, slot in one.items():
        for head in (("the", "card"), ("the", "one")):
            for prep in ("to", "on"):
                phrase = (*head, prep, "the", side)
                found[phrase] = ("_BESIDE", "_THE", slot, "_SLOT")
                for end in (("this", "one"), ("this", "card"), ("this",), ("it",)):
                    found[(*phrase, "of", *end)] = found[phrase]
    for word, slot in (("next", "_NEXT"), ("previous", "_PREV"), ("prev", "_PREV")):
        found[("the", word, "card")] = ("_BESIDE", "_THE", slot, "_SLOT")
        found[(word, "card")] = found[("the", word, "card")]
    for word, slots in (("before", "_PREV"), ("after", "_NEXT")):
        for end in (("this", "one"), ("this", "card"), ("this",), ("it",)):
            found[("the", "cards", word, *end)] = ("_BESIDE", slots, "_SLOTS")
    return found


_PHRASES.update(_opposing_phrases())
_PHRASES.update(_beside_phrases())
_PHRASES.update(_to_the_pile())
_PHRASES.update(_coin_sides())


def _second_language_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """A second-language designer's phrasings, each word for word from the mother tongue and
    with one reading here: the comparative built with "more" (Spanish "más pequeño", "more
    small"), "in (the) table" (German "im Spiel", Spanish "en la mesa"), "launch a dice"
    (Spanish "lanzar un dado"), "not can" (German word order), "each time when" (German "jedes
    Mal, wenn"), "the upper cards" of a deck (German "die oberen Karten"), "see" for look at
    (Spanish "ver", German "sehen": "see opp.'s hand"), "the card of the front" and "the card
    vis-a-vis" (OC), "in owner's hand" (to), "can't do anything", "does nothing" (has no
    text)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for adjective in ("small", "little", "low", "weak"):
        found[("more", adjective)] = ("_LOW",)
    for adjective in ("big", "high", "strong", "great", "large"):
        found[("more", adjective)] = ("_HIGH",)
    found[("in", "table")] = ("_ON", "_TABLE")
    found[("in", "the", "table")] = ("_ON", "_THE", "_TABLE")
    for launch in ("launch", "launches"):
        for article in ("a", "the", "one"):
            for die in ("die", "dice", "d6"):
                found[(launch, article, die)] = ("_ROLL", "_A", "_DIE")
            found[(launch, article, "coin")] = ("_FLIP", "_A", "_COIN")
    found[("not", "can")] = ("_CANT",)
    for each in ("each", "every"):
        found[(each, "time", "when")] = ("_EACH", "_TIME")
        found[(each, "time", "that")] = ("_EACH", "_TIME")
    for upper in ("upper", "uppermost", "topmost"):
        found[("the", upper)] = ("_THE", "_TOP")
    for see in ("see", "sees"):
        found[(see,)] = ("_LOOK", "_AT")
    for head in (("the", "card"), ("the", "one")):  # Spanish "la carta de enfrente", French
        found[(*head, "of", "the", "front")] = ("_OC",)
        found[(*head, "vis", "a", "vis")] = ("_OC",)
    for whose in ((), ("its",), ("his",), ("the",)):  # German "in die Hand", Spanish "en la mano"
        found[("in", *whose, "owner", "'s", "hand")] = ("_TO", "_OWNER", "_POSS", "_HAND")
    for cant in (("cant",), ("can't",), ("can", "not"), ("cannot",)):  # it acts by its text
        found[(*cant, "do", "anything")] = ("_HAS", "_NO", "_TEXT")
    found[("does", "nothing")] = ("_HAS", "_NO", "_TEXT")
    return found


_PHRASES.update(_second_language_phrases())


def _this_alone(
    phrases: dict[tuple[str, ...], tuple[str, ...]],
) -> dict[tuple[str, ...], tuple[str, ...]]:
    """Each phrase that says "this card", said with "this" alone ("until this leaves play"), as
    "this" alone is "this card" everywhere else."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for words, kinds in phrases.items():
        for at in range(len(words) - 1):
            if words[at : at + 2] == ("this", "card"):
                shorter = (*words[: at + 1], *words[at + 2 :])
                if shorter not in phrases:
                    found[shorter] = kinds
    return found


def _idiom_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Other ways of saying an action, a comparison, a place or a permission, each a fixed phrase
    with one reading in card games: "knock out" (destroy), "change places" (swap), "have a look
    at" (look at), "or below" (or less), "atop" (on top of), "you are allowed to" (may), "your
    row" (your cards)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for verb in ("knock", "knocks", "take", "takes", "finish", "finishes"):
        ending = "off" if verb.startswith("finish") else "out"
        found[(verb, ending)] = ("_DESTROY",)
    found[("take", "down")] = ("_DESTROY",)
    found[("takes", "down")] = ("_DESTROY",)
    for said in (("knocked", "out"), ("taken", "out"), ("wiped", "out"), ("finished", "off")):
        found[said] = ("_DESTROYED",)
    found[("last", "words")] = ("_WHEN", "_THIS", "_CARD", "_IS", "_DESTROYED")
    found[("throw", "out")] = ("_DISCARD",)
    found[("throws", "out")] = ("_DISCARD",)
    for swap in ("swap", "switch", "trade", "exchange", "change"):
        for spots in ("spots", "seats", "slots", "places", "positions"):
            found[(swap, spots)] = ("_SWAP", "_POSITIONS")
            found[(swap, spots, "with")] = ("_SWAP", "_POSITIONS", "_WITH")
    found[("change", "places")] = ("_SWAP", "_POSITIONS")
    for have in ("have", "take", "sneak", "get"):
        for look in ("look", "peek", "glance"):
            found[(have, "a", look, "at")] = ("_LOOK", "_AT")
    for look in ("look", "looks", "peek", "peeks"):
        for into in ("into", "through", "in"):
            found[(look, into)] = (_WORDS[look], "_AT")
    found[("spy", "on")] = ("_LOOK", "_AT")
    found[("spies", "on")] = ("_LOOK", "_AT")
    # comparisons: "3 or below", "no more than 3" (at most: "no" is not "fewer" here)
    for word, kind in (("below", "_LOW"), ("under", "_LOW"), ("above", "_HIGH"), ("over", "_HIGH")):
        found[("or", word)] = ("_OR", kind)
    found[("or", "greater")] = ("_OR", "_MORE")
    for no in ("no", "not"):
        found[(no, "more", "than")] = ("_AT", "_MOST")
        found[(no, "higher", "than")] = ("_AT", "_MOST")
        found[(no, "greater", "than")] = ("_AT", "_MOST")
        found[(no, "less", "than")] = ("_AT", "_LEAST")
        found[(no, "fewer", "than")] = ("_AT", "_LEAST")
        found[(no, "lower", "than")] = ("_AT", "_LEAST")
    for same in (("the", "same", "as"), ("the", "same", "value", "as")):
        found[("is", *same)] = ("_IS", "_EQUAL", "_TO")
    # dice and coins
    for throw in ("throw", "cast", "toss", "launch"):
        for die in ("die", "dice", "d6"):
            for article in ("a", "the", "one"):
                found[(throw, article, die)] = ("_ROLL", "_A", "_DIE")
    found[("the", "dice", "roll")] = ("_THE", "_ROLL")
    found[("what", "you", "rolled")] = ("_THE", "_ROLL")
    found[("on", "a", "roll", "of")] = ("_ON",)
    for die in ("die", "dice", "roll", "result"):
        for shows in (("shows",), ("show",), ("lands", "on"), ("comes", "up")):
            found[("the", die, *shows)] = ("_THE", "_ROLL", "_IS")
    found[("the", "number", "is")] = ("_THE", "_ROLL", "_IS")  # "if the number is even"
    # places on a deck
    found[("atop",)] = ("_ON", "_TOP", "_OF")
    for at in ("at", "to", "on"):
        found[(at, "the", "top", "of")] = ("_ON", "_THE", "_TOP", "_OF")
        found[(at, "the", "bottom", "of")] = ("_ON", "_THE", "_BOTTOM", "_OF")
    owners = (("your",), ("its",), ("their",), ("the",), ("opp", "'s"), ("its", "owner", "'s"))
    for under in ("under", "underneath", "beneath"):
        for whose in (*owners, ("their", "owner", "'s")):
            kinds = tuple("_POSS" if w == "'s" else _WORDS[w] for w in whose)
            found[(under, *whose, "deck")] = ("_ON", "_THE", "_BOTTOM", "_OF", *kinds, "_DECK")
    found[("under", "your", "control")] = ("_YOU", "_CONTROL")
    found[("under", "opp", "'s", "control")] = ("_OPP", "_CONTROL")
    # rows and sides: a player's cards on the table
    for row in ("side", "row", "line", "lane", "field", "board", "half", "battlefield"):
        found[("on", "your", row)] = ("_YOU", "_CONTROL")
        found[("in", "your", row)] = ("_YOU", "_CONTROL")
        found[("on", "opp", "'s", row)] = ("_OPP", "_CONTROL")
        found[("in", "opp", "'s", row)] = ("_OPP", "_CONTROL")
        found[("on", "the", "enemy", row)] = ("_OPP", "_CONTROL")
        found[("your", row)] = ("_YOUR", "_CARDS")
        found[("opp", "'s", row)] = ("_OPP", "_CARDS")
        found[("the", "enemy", row)] = ("_OPP", "_CARDS")
        found[("on", "your", row, "of", "the", "table")] = ("_YOU", "_CONTROL")
        found[("on", "opp", "'s", row, "of", "the", "table")] = ("_OPP", "_CONTROL")
    for table in ("board", "field", "battlefield"):
        found[("on", "the", table)] = ("_ON", "_THE", "_TABLE")
    found[("the", "other", "player", "'s")] = ("_OPP", "_POSS")
    found[("next", "door")] = ("_IN", "_ADJ", "_SLOTS")
    found[("on", "both", "sides")] = ("_IN", "_ADJ", "_SLOTS")
    found[("this", "guy")] = ("_THIS", "_CARD")
    # points and text
    found[("victory", "point")] = ("_POINT",)
    found[("victory", "points")] = ("_POINT",)
    found[("from", "your", "score")] = ("_FROM", "_YOU", "_POSS", "_SCORE")
    for silenced in ("silenced", "nullified"):
        for be in ("is", "are", "gets", "get"):
            found[(be, silenced)] = ("_HAS", "_NO", "_TEXT")
    for all_of in (("all",), ("all", "of"), ("all", "its"), ("all", "of", "its")):
        found[("loses", *all_of, "abilities")] = ("_LOSE", "_ITS", "_TEXT")
        found[("lose", *all_of, "abilities")] = ("_LOSE", "_ITS", "_TEXT")
        for text in ("text", "its", "their"):  # "loses all text", "loses its ability"
            for lose in ("loses", "lose"):
                found[(lose, *all_of, text)] = ("_LOSE", "_ITS", "_TEXT")
    for lose in ("loses", "lose"):
        found[(lose, "its", "ability")] = ("_LOSE", "_ITS", "_TEXT")
        found[(lose, "text")] = ("_LOSE", "_ITS", "_TEXT")
    for has in ("has", "have"):  # "no longer has abilities": has no text
        for any_ in ((), ("any",), ("its",)):
            for text in ("abilities", "ability", "text"):
                found[("no", "longer", has, *any_, text)] = ("_HAS", "_NO", "_TEXT")
                found[(has, "no", "more", text)] = ("_HAS", "_NO", "_TEXT")
    for be in ("is", "are", "becomes", "become", "goes", "go", "turns"):
        found[(be, "blank")] = ("_HAS", "_NO", "_TEXT")  # "OC is blank": its text is
    for be in ("is", "are", "gets", "get"):
        found[(be, "blanked")] = ("_HAS", "_NO", "_TEXT")
    # protection said as a quality
    for quality in ("indestructable", "invulnerable", "unkillable", "immortal"):
        found[(quality,)] = ("_THIS", "_CARD", "_CANT", "_BE", "_DESTROYED")
        found[("is", quality)] = ("_CANT", "_BE", "_DESTROYED")
        found[("are", quality)] = ("_CANT", "_BE", "_DESTROYED")
    for destruction in ("destruction", "being", "destroy"):
        found[("is", "immune", "to", destruction)] = ("_CANT", "_BE", "_DESTROYED")
        found[("are", "immune", "to", destruction)] = ("_CANT", "_BE", "_DESTROYED")
    found[("by", "anything")] = ()
    for isnt in ("isnt", "arent", "hasnt", "havent", "wasnt"):  # phrases: not slips for "is"
        found[(isnt,)] = ("_IS", "_NOT")
    for dont in ("dont", "doesnt", "didnt"):
        found[(dont,)] = ("_NOT",)
    found[("wont",)] = ("_CANT",)
    found[("facedown",)] = ("_FACE", "_DOWN")
    found[("faceup",)] = ("_FACE", "_UP")
    found[("draw", "pile")] = ("_DECK",)
    found[("summon", ":")] = ("_ON", "_PLAY", "_COLON")
    for on in ("on", "upon"):
        found[(on, "summon")] = ("_ON", "_PLAY")
        found[(on, "deploy")] = ("_ON", "_PLAY")
    found[("deploy", ":")] = ("_ON", "_PLAY", "_COLON")
    for hits in ("hits", "enters", "joins"):
        for table in ("the table", "the board", "the field", "the battlefield", "play"):
            found[(hits, *table.split())] = ("_IS", "_PLACED")
    for unable in (("is", "unable", "to"), ("are", "unable", "to"), ("is", "not", "able", "to")):
        found[unable] = ("_CANT",)
    found[("are", "not", "able", "to")] = ("_CANT",)
    found[("does", "not", "get", "to")] = ("_CANT",)
    for isnt in ("isnt", "arent"):
        found[(isnt, "able", "to")] = ("_CANT",)
    for dont in ("doesnt", "dont", "doesn't", "don't", "doesn’t", "don’t"):
        found[(dont, "get", "to")] = ("_CANT",)
    found[("do", "not", "get", "to")] = ("_CANT",)
    for control in (("take", "over"), ("borrow",), ("borrows",), ("takes", "over")):
        found[control] = ("_TAKE", "_CONTROL", "_OF")
    found[("right", "away")] = ()
    for card in ("card", "cards"):  # "+1 for each card you hold": in your hand
        found[(card, "you", "hold")] = (_WORDS[card], "_IN", "_YOUR", "_HAND")
        found[(card, "opp", "holds")] = (_WORDS[card], "_IN", "_OPP", "_POSS", "_HAND")
        for hand in (("in", "hand"), ("in", "your", "hand")):
            found[(card, "you", "have", *hand)] = (_WORDS[card], "_IN", "_YOUR", "_HAND")
    for toast in (("is", "toast"), ("are", "toast"), ("gets", "rekt"), ("get", "rekt")):
        found[toast] = ("_IS", "_DESTROYED")
    for dust in (("bites", "the", "dust"), ("bite", "the", "dust"), ("kicks", "the", "bucket")):
        found[dust] = ("_IS", "_DESTROYED")
    found[("is", "worth", "more", "than")] = ("_IS", "_HIGH", "_THAN")
    found[("is", "worth", "less", "than")] = ("_IS", "_LOW", "_THAN")
    found[("without", "looking")] = ("_AT", "_RANDOM")
    found[("at", "turn", "start")] = ("_AT", "_START", "_OF", "_YOUR", "_TURN")
    found[("on", "turn", "start")] = ("_AT", "_START", "_OF", "_YOUR", "_TURN")
    found[("each", "turn", "start")] = ("_AT", "_START", "_OF", "_EACH", "_TURN")
    found[("at", "once")] = ()
    found[("ok",)] = ()
    found[("okay",)] = ()
    # permission: you may
    for have in ("have", "has", "get", "gets"):
        found[(have, "the", "option", "to")] = ("_MAY",)
    found[("feel", "free", "to")] = ("_YOU", "_MAY")
    found[("if", "you", "want", "to", ",")] = ("_YOU", "_MAY")
    found[("if", "desired", ",")] = ("_YOU", "_MAY")
    found[("optional", ":")] = ("_YOU", "_MAY")
    found[("can", "choose", "to")] = ("_MAY",)
    found[("can", "decide", "to")] = ("_MAY",)
    found[("could", "choose", "to")] = ("_MAY",)
    # a learner's "you can choose:" before the options is "you choose" ("puedes elegir"), where
    # "You may choose one:" says the choice may be declined
    for pick in ("choose", "pick", "select"):
        found[("you", "can", pick, ":")] = ("_CHOOSE", "_COLON")
        found[("you", "can", pick, "one", ":")] = ("_CHOOSE", "_A", "_COLON")
    return found


_MARKS = {",": "_COMMA", ":": "_COLON"}


def _designer_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Fixed phrases of designers from other games and other languages, role by role, each with
    one reading in a card text here: "kill off", "blow up" (destroy), "is sent to the GY",
    "perishes" (destroyed), "upon destruction" (when destroyed), "put down a card" (place),
    "FLIP:" (Yu-Gi-Oh!'s when flipped face up: when revealed), a learner's "own cards" (yours),
    "bigger as" (than), "throw a coin" (flip), "head" and
    "tail" (a coin's sides), "if you make it" (if you do), "an opponent", "each party" and "the
    Controller" (opp., each player, you), "hereto" (to this card), "must not" (can't), "this
    location" (this slot), chat's "if u wanna" (you may)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    # destroy, and destroyed
    for verb, ending in (("kill", "off"), ("kills", "off"), ("blow", "up"), ("blows", "up")):
        found[(verb, ending)] = ("_DESTROY",)
    found[("blown", "up")] = ("_DESTROYED",)
    for dies in ("perishes", "perish", "faints", "faint"):
        for who in ("card", "it", "he", "she", "this"):
            found[(who, dies)] = (_WORDS[who], "_IS", "_DESTROYED")
        found[("cards", dies)] = ("_CARDS", "_IS", "_DESTROYED")
    found[("falls", "in", "battle")] = ("_IS", "_DESTROYED")
    for perished in ("perished", "fainted"):
        found[("is", perished)] = ("_IS", "_DESTROYED")
        found[("has", perished)] = ("_IS", "_DESTROYED")
    piles = (("gy",), ("cemetery",), ("grave",), ("graveyard",), ("yard",))
    owners = ((), ("the",), ("its",), ("their",), ("its", "owner", "'s"), ("your",))
    sent = (("goes",), ("go",), ("is", "sent"), ("gets", "sent"), ("is", "put"), ("is", "placed"))
    for goes in sent:
        for to in ("to", "into", "in"):
            for owner in owners:
                for pile in piles:
                    found.setdefault((*goes, to, *owner, *pile), ("_IS", "_DESTROYED"))
    for on in ("on", "upon", "at"):
        found[(on, "destruction", "hereof")] = ("_WHEN", "_THIS", "_CARD", "_IS", "_DESTROYED")
    found[("upon", "death")] = ("_WHEN", "_DESTROYED")
    found[("upon", "destruction")] = ("_WHEN", "_DESTROYED")
    found[("at", "destruction")] = ("_WHEN", "_DESTROYED")
    # place: a card put down from the hand
    for verb in ("put", "lay", "puts", "lays"):
        for article in ("a", "one", "1"):
            found[(verb, "down", article, "card")] = ("_PLACE", "_A", "_CARD")
            found[(verb, article, "card", "down")] = ("_PLACE", "_A", "_CARD")
    found[("special", "summon")] = ("_PLAY",)
    # reveal: Yu-Gi-Oh!'s "FLIP:" (when this card is flipped face up)
    found[("flip", ":")] = ("_ON", "_REVEAL", "_COLON")
    found[("flip", "effect", ":")] = ("_ON", "_REVEAL", "_COLON")
    # a learner's "own" (your): "all own cards", "one own card", "of own deck"
    for whose in ("your", "its", "their", "his", "her", "my"):
        found[(whose, "own")] = (_WORDS[whose],)
    for noun in ("cards", "deck", "hand", "pile", "side", "value"):
        found[("own", noun)] = ("_YOUR", _WORDS.get(noun, "_YOUR"))
    found[("own", "side")] = ("_YOUR", "_CARDS")
    # "bigger as 6": than (said only of a comparative: "as high as" stays)
    for more in ("higher", "bigger", "greater", "larger", "lower", "smaller", "stronger", "weaker"):
        found[(more, "as")] = (_WORDS[more], "_THAN")
    for more in ("more", "less", "fewer"):
        found[(more, "as")] = (_WORDS[more], "_THAN")
    # a coin thrown; its sides said in the singular
    for throw in ("throw", "throws", "cast", "casts"):
        for article in ("a", "one", "the"):
            found[(throw, article, "coin")] = ("_FLIP", "_A", "_COIN")
    for side, kind in (("head", "_HEADS"), ("tail", "_TAILS")):
        for lead in ("if", "on"):
            found[(lead, side)] = ("_IF", kind)
            found[(lead, "a", side)] = ("_IF", kind)
        found[(side, ":")] = (kind, "_COLON")
    # options and costs
    found[("if", "you", "make", "it")] = ("_IF", "_YOU", "_DOES")
    for you in ("you", "u"):
        for wanna in ("wanna", "want"):
            found[("if", you, wanna, ",")] = ("_YOU", "_MAY")
    # players: a learner's, a lawyer's and Magic's
    found[("an", "opponent")] = ("_OPP",)
    found[("any", "opponent")] = ("_OPP",)
    found[("an", "opponent", "'s")] = ("_A", "_OPP", "_POSS")  # "an opponent's card": one
    found[("any", "opponent", "'s")] = ("_ANY", "_OPP", "_POSS")
    found[("the", "opposing", "player")] = ("_OPP",)
    found[("the", "opposing", "party")] = ("_OPP",)
    found[("each", "party")] = ("_EACH", "_PLAYER")
    found[("both", "parties")] = ("_EACH", "_PLAYER")
    found[("the", "controller")] = ("_YOU",)
    found[("this", "card", "'s", "controller")] = ("_YOU",)
    found[("hereto",)] = ("_TO", "_THIS", "_CARD")
    found[("must", "not")] = ("_CANT",)
    # a slot won, a draw missed, a turn or a round long, "greater or equal to"
    for take in ("take", "takes"):
        for slot in (("this", "slot"), ("the", "slot"), ("this", "one")):
            found[(take, *slot)] = ("_WIN", "_THIS", "_SLOT")
    for miss in ("miss", "misses"):
        for whose in ("its", "your", "their", "his", "her", "the"):
            found[(miss, whose, "next")] = ("_SKIP", _WORDS[whose], "_NEXT")
    for one in ("one", "a", "1", "the"):
        found[("for", one, "turn")] = ("_UNTIL", "_END", "_OF", "_TURN")
        found[("for", one, "round")] = ("_UNTIL", "_END", "_OF", "_ROUND")
    for at in ("at", "during", "on"):
        for start in ("beginning", "start"):
            for whose in ("your", "each", "every"):
                found[(at, "the", start, "of", whose, "upkeep")] = _PHRASES[("upkeep",)]
    for more, kind in (("higher", "_LEAST"), ("greater", "_LEAST"), ("bigger", "_LEAST"),
                       ("more", "_LEAST"), ("larger", "_LEAST"), ("lower", "_MOST"),
                       ("less", "_MOST"), ("smaller", "_MOST")):  # fmt: skip
        for said in ((more, "or", "equal", "to"), (more, "than", "or", "equal", "to")):
            found[said] = ("_AT", kind)
        for said in (("equal", "or", more, "than"), ("equal", "to", "or", more, "than")):
            found[said] = ("_AT", kind)
    for choose in ("choose", "pick", "select"):
        found[(choose, "one", "of", "the", "following")] = ("_CHOOSE", "_A")
    # this card, the slots beside it and after it, counters cleared
    found[("self",)] = ("_THIS", "_CARD")
    found[("the", "following", "slot")] = ("_THE", "_NEXT", "_SLOT")
    found[("the", "slot", "after")] = ("_THE", "_NEXT", "_SLOT")
    found[("the", "slot", "before")] = ("_THE", "_PREV", "_SLOT")
    for power in ("power", "powers"):
        found[(power, "up")] = ("_RAISE",)
    for clear in ("clear", "clears"):
        found[(clear, "all", "counters")] = ("_REMOVE", "_ALL", "_COUNTER")
    # when: placed ("On enter:", "when cast"), revealed ("On flip:"), destroyed ("On destroy:")
    found[("on", "enter")] = ("_ON", "_PLAY")
    found[("on", "cast")] = ("_ON", "_PLAY")
    found[("when", "cast")] = ("_WHEN", "_PLACED")
    found[("is", "cast")] = ("_IS", "_PLACED")
    for who in ("this", "card", "it"):
        for mark in (",", ":"):
            found[(who, "enters", mark)] = (_WORDS[who], "_IS", "_PLACED", _MARKS[mark])
    found[("on", "flip")] = ("_ON", "_REVEAL")
    for destroy in ("destroy", "destroyed", "destruction"):
        found[("on", destroy)] = ("_WHEN", "_DESTROYED")
    found[("any", "time")] = ("_EACH", "_TIME")
    # "every time when", "each time that", "upon the destruction of" (a learner's, a lawyer's)
    for each in ("each", "every", "any"):
        for when in ("when", "that", "whenever"):
            found[(each, "time", when)] = ("_EACH", "_TIME")
    for on in ("on", "upon", "at"):
        found[(on, "the", "destruction", "of")] = ("_WHEN", "_DESTROYED", "_OF")
    # "When this card comes out (comes in)": face up, as every designer who wrote it meant
    for comes in ("comes", "come"):
        for way in ("out", "in"):
            found[(comes, way)] = ("_IS", "_REVEALED")
    for article in ("an", "any"):  # "Whenever an ally dies": a card of yours
        found[(article, "ally")] = ("_A", "_YOUR", "_CARD")
    # "destroyed by a card effect" (Yu-Gi-Oh!): every destroy here is some card's doing
    for told in ((), ("a",), ("an",)):
        for named in ((), ("card",), ("card", "'s")):
            for effect in ("effect", "effects", "ability", "text"):
                found[("destroyed", "by", *told, *named, effect)] = ("_DESTROYED",)
    # "its owner returns it to their hand": returned to hand, which is always its owner's
    for whose in ("its", "his", "her", "their"):
        for returns in ("returns", "return"):
            for it in ("it", "this", "them"):
                found[(whose, "owner", returns, it)] = ("_RETURN", _WORDS[it])
    found[("anytime",)] = ("_EACH", "_TIME")
    # protection and bans in other words
    for be in ("is", "are"):
        for shielded in (
            ("protected", "from", "destruction"),
            ("protected", "from", "being", "destroyed"),
        ):
            found[(be, *shielded)] = ("_CANT", "_BE", "_DESTROYED")
        for banned in (("forbidden", "to"), ("forbidden", "from"), ("prohibited", "from")):
            found[(be, *banned)] = ("_CANT",)
        found[(be, "banned", "from")] = ("_CANT",)
    for isnt in ("isnt", "arent"):
        found[(isnt, "allowed", "to")] = ("_CANT",)
    for take in ("take", "takes"):
        found[(take, "control", "over")] = ("_TAKE", "_CONTROL", "_OF")
    for seize in ("hijack", "hijacks", "commandeer", "commandeers"):
        found[(seize,)] = ("_TAKE", "_CONTROL", "_OF")
    for two in ("2", "two"):
        found[("divisible", "by", two)] = ("_EVEN",)
    for lies in ("lies", "lie", "lays"):
        found[(lies, "in")] = ("_IS", "_IN")
    # a keyword ability had, gained or given ("~ has indestructible", "gains hexproof")
    for has in ("has", "have", "gains", "gain", "gets", "get"):
        for keyword in ("hexproof", "shroud", "untargetable", "indestructible"):
            found[(has, keyword)] = _PHRASES[(keyword,)][2:]
    # a learner's "draw fase" (phase: said alone, "fase" would take the slips for "face")
    for phase in ("draw", "placement", "reveal", "scoring"):
        for fase in ("fase", "fases", "faze"):
            found[(phase, fase)] = (_WORDS[phase], "_PHASE")
    # a story's card that falls (its value that falls stays unread: see _TWO_READINGS)
    for who in ("card", "it", "he", "she", "this"):
        found[(who, "falls")] = (_WORDS[who], "_IS", "_DESTROYED")
    found[("all", "yours")] = ("_YOUR", "_CARDS")
    found[("may", "elect", "to")] = ("_MAY",)
    found[("may", "elect", ":")] = ("_MAY", "_CHOOSE", "_A", "_COLON")
    # Yu-Gi-Oh!'s standby phase (the upkeep); Magic's "target permanent"; "every one of"
    for during in ((), ("during",), ("at",), ("in",)):
        for whose_turn in ((), ("your",), ("the",), ("each",)):
            found[(*during, *whose_turn, "standby", "phase")] = _PHRASES[("upkeep",)]
    found[("target", "permanent")] = ("_A", "_CARD")
    found[("target", "permanents")] = ("_CARDS",)
    for each in ("each", "every"):
        found[(each, "one", "of")] = ("_EACH", "_OF")
    # the card facing this one: OC
    for head in (("the", "card"), ("the", "one"), ("the", "guy")):
        found[(*head, "facing")] = ("_OC",)
        for end in (("this", "one"), ("this", "card"), ("this",), ("it",), ("me",)):
            found[(*head, "facing", *end)] = ("_OC",)
    # chat's "b4" (before); cards "you have out" (yours on the table); a printed value had
    found[("b", "4")] = ("_BEFORE",)
    for card in ("card", "cards"):
        for you in ("you", "u"):
            for out in (("out",), ("in", "play"), ("on", "the", "table")):
                found[(card, you, "have", *out)] = (_WORDS[card], "_YOU", "_CONTROL")
    found[("has", "a", "printed", "value", "of")] = ("_POSS", "_PRINTED", "_VALUE", "_IS")
    for throw in ("throw", "throws", "flip", "flips", "toss", "tosses"):
        found[(throw, "coin")] = ("_FLIP", "_A", "_COIN")
    # other games' triggers and keywords: Runeterra's "Last Breath", Yu-Gi-Oh!'s summons, poker's
    # showdown (scoring), Magic's "another target"
    found[("last", "breath")] = ("_WHEN", "_THIS", "_CARD", "_IS", "_DESTROYED")
    for summoned in ("normal", "special", "tribute"):
        found[(summoned, "summoned")] = ("_PLACED",)
        found[(summoned, "summon")] = ("_PLAY",)
    found[("flip", "summoned")] = ("_REVEALED",)
    for showdown in (("showdown",), ("the", "showdown")):
        found[("at", *showdown)] = ("_AT", "_SCORING")
    found[("another", "target")] = ("_ANOTHER",)
    # a learner's words for the opponent and the turn: "adverse" (French), "rival" (Spanish),
    # "tour" (French); as phrases they take no slips of "reveal" or "four"
    found[("the", "adverse", "card")] = ("_OC",)
    found[("adverse",)] = ("_OPP",)
    found[("the", "rival")] = ("_OPP",)
    found[("rival",)] = ("_OPP",)
    found[("tour",)] = ("_TURN",)
    found[("tours",)] = ("_TURN",)
    # the pile called "your discard"; "the enemy player"; "a single card"
    for whence in ("from", "in", "into"):
        for whose in ("your", "the", "its", "their", "opp"):
            found[(whence, whose, "discard")] = ("_IN" if whence == "in" else _WORDS[whence],
                                                 _WORDS[whose], "_PILE")  # fmt: skip
            found[(whence, whose, "discard", "pile")] = (_WORDS[whence], _WORDS[whose], "_PILE")
    found[("the", "enemy", "player")] = ("_OPP",)
    found[("enemy", "player")] = ("_OPP",)
    found[("a", "single")] = ("_A",)
    found[("one", "single")] = ("_A",)
    # how long: "through the end of the round", "for the whole round", "during this round"
    found[("through", "the", "end", "of")] = ("_UNTIL", "_END", "_OF")
    found[("through", "end", "of")] = ("_UNTIL", "_END", "_OF")
    for span, kind in (("round", "_ROUND"), ("turn", "_TURN")):
        for whole in ("whole", "entire", "rest", "remainder"):
            found[("for", "the", whole, span)] = ("_UNTIL", "_END", "_OF", kind)
        found[("during", "this", span)] = ("_UNTIL", "_END", "_OF", kind)
    found[("times", "the", "number", "of")] = ("_PER", "_COUNTWORD", "_OF")
    # standings: "the most points", "in the lead"
    for have in ("have", "has"):
        found[(have, "the", "most", "points")] = ("_IS", "_AHEAD")
        for fewest in ("fewest", "least"):
            found[(have, "the", fewest, "points")] = ("_IS", "_BEHIND")
    found[("in", "the", "lead")] = ("_AHEAD",)
    # the other player's hand and card ("the other guys hand": chat drops the apostrophe)
    for guy in (("guy", "'s"), ("guys",), ("guys", "'"), ("player", "'s")):
        found[("the", "other", *guy, "hand")] = ("_OPP", "_POSS", "_HAND")
        found[("the", "other", *guy, "deck")] = ("_OPP", "_POSS", "_DECK")
        found[("the", "other", *guy, "card")] = ("_OC",)
    # Marvel Snap's location: a slot
    found[("this", "location")] = ("_THIS", "_SLOT")
    found[("at", "this", "location")] = ("_IN", "_THIS", "_SLOT")
    found[("at", "this", "slot")] = ("_IN", "_THIS", "_SLOT")
    # a learner's "number" of a card: its value ("the number of cards" stays a count)
    found[("'s", "number")] = ("_POSS", "_VALUE")
    found[("its", "number")] = ("_ITS", "_VALUE")
    found[("with", "number")] = ("_WITH", "_VALUE")
    return found


def _rule_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Rule changes' and bans' set phrases: "instead of 0" after an unrevealed card's value (its
    value without the rule), a lawyer's "notwithstanding any rule," (every rule change is so),
    "by (card) effects" after a protection (every protection is from effects), "awards" (gives)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for instead in (("instead", "of"), ("rather", "than")):
        for zero in ("0", "zero"):
            found[(*instead, zero)] = ()
    for rules in (("any", "rule"), ("any", "other", "rule"), ("the", "rules"), ("all", "rules")):
        found[("notwithstanding", *rules, ",")] = ()
        found[("notwithstanding", *rules)] = ()
    for effects in (
        ("effects",),
        ("card", "effects"),
        ("any", "effect"),
        ("any", "card", "effect"),
    ):
        found[("by", *effects)] = ()
    for holder in (("whoever", "has"), ("whoever", "controls"), ("the", "player", "who", "has")):
        for where in (("on", "the", "table"), ("in", "play"), ()):
            found[(*holder, "this", "card", *where)] = ("_YOU",)
    found[("instead", "of", "replaying")] = ()
    found[("instead", "of", "a", "replay")] = ()
    for whose in (("the", "other", "player", "has"), ("the", "opponent", "has"), ("opp", "has")):
        found[("no", "matter", "how", "many", "points", *whose)] = ()
    for points in (("the", "points"), ("points"), ("the", "score")):
        found[("no", "matter", *points)] = ()
        found[("regardless", "of", *points)] = ()
        found[("whatever", *points)] = ()
    for adjacent in (("adjacent", "to"), ("next", "to"), ("beside",)):
        for this in (("this",), ("this", "card"), ("this", "one"), ("~",)):
            found[("slots", *adjacent, *this)] = ("_ADJ", "_SLOTS")
            found[("the", "slots", *adjacent, *this)] = ("_ADJ", "_SLOTS")
    for order, kind in (("lower", "_LOW"), ("higher", "_HIGH")):
        for there in ((), ("there",), ("in", "it")):
            whose = (
                "the",
                "player",
                "whose",
                "card",
                *there,
                "has",
                "the",
                order,
                "printed",
                "value",
            )
            found[whose] = ("_THE", kind, "_PRINTED", "_VALUE")
    found[("award",)] = ("_GIVE",)
    found[("awards",)] = ("_GIVE",)
    return found


def _legal_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """A lawyer's words for this card and its controller: "hereof" ("the value hereof", "the
    controller hereof": of this card), "the controller of this card" (you), "if and whenever"
    (when); "shall" is read with its neighbours (:func:`_shall_said`); a teenager's "fr fr"."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for the in ((), ("the",)):
        for owner in ("controller", "owner"):
            found[(*the, owner, "hereof")] = ("_YOU",)
            found[(*the, owner, "of", "this", "card")] = ("_YOU",)
        found[(*the, "value", "hereof")] = ("_THIS", "_CARD", "_POSS", "_VALUE")
        found[(*the, "printed", "value", "hereof")] = (
            "_THIS", "_CARD", "_POSS", "_PRINTED", "_VALUE",
        )  # fmt: skip
    found[("hereof",)] = ("_THIS", "_CARD")
    found[("is", "deemed")] = ("_IS",)
    found[("is", "deemed", "to", "be")] = ("_IS",)
    found[("if", "and", "whenever")] = ("_WHEN",)
    found[("if", "and", "when")] = ("_WHEN",)
    found[("fr", "fr")] = ()  # a teenager's "for real", twice
    return found


def _sent_alone() -> dict[tuple[str, ...], tuple[str, ...]]:
    """ "If sent to the pile: draw 1", "When sent to the graveyard, ...": this card, left out
    of its trigger ("If destroyed, ...")."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for lead, kind in (("if", "_IF"), ("when", "_WHEN"), ("once", "_WHEN")):
        for to in ("to", "into"):
            for owner in ((), ("the",), ("its",), ("your",), ("its", "owner", "'s")):
                for pile in ("pile", "gy", "graveyard", "grave", "discard"):
                    found[(lead, "sent", to, *owner, pile)] = (kind, "_DESTROYED")
    return found


def _price_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """A price's words said the long way: "in exchange for", "at the cost of" (for), "in order
    to", "so as to" (to); "you are allowed to" (you get to: you do it)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    found[("in", "exchange", "for")] = ("_FOR",)
    found[("in", "return", "for")] = ("_FOR",)
    for article in ("the", "a"):
        found[("at", article, "cost", "of")] = ("_FOR",)
        found[("at", article, "price", "of")] = ("_FOR",)
    for allowed in ("allowed", "permitted"):  # "You are allowed to draw 2": you draw 2
        found[("are", allowed, "to")] = ("_GET", "_TO")
        found[("is", allowed, "to")] = ("_GET", "_TO")
    found[("in", "order", "to")] = ("_TO",)
    found[("so", "as", "to")] = ("_TO",)
    found.update(_if_paid_phrases())
    return found


def _if_paid_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """What an option bought is said after, in a designer's words: "If yes," "In that case,"
    (if so); "If you did," "If you did (do) so," "Should you do so," "If you have done so," "When
    you do," (if you do); "If no," (if not)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    found[("ante", "up")] = ("_DISCARD",)  # poker: the stake put in before the hand
    found[("if", "yes")] = ("_IF", "_SO")
    found[("if", "no")] = ("_IF", "_NOT")
    for case in ("that", "this", "which"):
        found[("in", case, "case")] = ("_IF", "_SO")
    for did in (("did",), ("did", "so"), ("do", "so"), ("have", "done", "so"), ("have", "done")):
        found[("if", "you", *did)] = ("_IF", "_YOU", "_DOES")
    for paid in ("discarded", "paid", "pay", "sacrificed"):
        found[("if", "you", paid)] = ("_IF", "_YOU", "_DOES")
        found[("if", "you", paid, "it")] = ("_IF", "_YOU", "_DOES")
        found[("if", "you", paid, "them")] = ("_IF", "_YOU", "_DOES")
    found[("if", "paid")] = ("_IF", "_SO")
    found[("should", "you", "do", "so")] = ("_IF", "_YOU", "_DOES")
    found[("when", "you", "do")] = ("_IF", "_YOU", "_DOES")
    found[("when", "you", "do", "so")] = ("_IF", "_YOU", "_DOES")
    found[("once", "you", "do", "so")] = ("_IF", "_YOU", "_DOES")
    return found


def _jargon_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Set phrases of other games and of chat, each with one reading here: Magic's "cantrip" (a
    card that draws one: draw a card), "mind control" (take control of), a board wipe ("wipe the
    board": destroy all cards, as "destroy everything"), "OC's toast", "is gone", "is dead"
    (destroyed), "blanked" and "muted" (no text, as "silenced"), "check out" and "snoop on" (look
    at), "redraw your hand" (shuffle it in and draw as many), poker's "the house" (the card's
    controller, as the intents of every voice that wrote it read it), the lawyer's "provided
    (that)" (if), "said OC" (OC), "herein" (here) and "accrue to" (go to), "near this" (in the
    adj. slots)."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {("cantrip",): ("_DRAW", "_A", "_CARD")}
    for control in ("control", "controls"):
        found[("mind", control)] = ("_TAKE", "_CONTROL", "_OF")
    for wipe in ("wipe", "wipes", "clear", "clears", "sweep", "sweeps"):
        for board in ("board", "table", "field", "battlefield"):
            found[(wipe, "the", board)] = ("_DESTROY", "_ALL", "_CARDS")
    found[("board", "wipe")] = ("_DESTROY", "_ALL", "_CARDS")
    for gone in ("toast", "gone", "dead"):
        for be in ("is", "are", "'s"):
            found[(be, gone)] = ("_IS", "_DESTROYED")
    for blanked in ("blanked", "muted"):
        for be in ("is", "are", "gets", "get"):
            found[(be, blanked)] = ("_HAS", "_NO", "_TEXT")
    for check in ("check", "checks"):
        found[(check, "out")] = ("_LOOK", "_AT")
    for snoop in ("snoop", "snoops"):
        found[(snoop, "on")] = ("_LOOK", "_AT")
    for your in ("your", "ur", "yr", "my"):
        found[("redraw", your, "hand")] = (
            "_SHUFFLE", "_YOUR", "_HAND", "_IN", "_YOUR", "_DECK",
            "_AND", "_DRAW", "_A", "_CARD", "_FOR", "_EACH", "_OF", "_THEM",
        )  # fmt: skip
    found[("the", "house")] = ("_YOU",)
    found[("house",)] = ("_YOU",)
    found[("provided", "that")] = ("_IF",)
    found[("provided",)] = ("_IF",)
    found[("said", "oc")] = ("_OC",)
    found[("herein",)] = ("_IN", "_THIS", "_SLOT")
    for accrue in ("accrue", "accrues"):
        found[(accrue, "to")] = ("_GO", "_TO")
    for this in (("this",), ("this", "card"), ("me",)):
        found[("near", *this)] = ("_IN", "_ADJ", "_SLOTS")
    return found


def _yugioh_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Yu-Gi-Oh!'s "Set card" (placed face down: unrevealed), after an article, a count or an
    owner, where "set" is no verb."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    before = {"a": "_A", "an": "_A", "all": "_ALL", "your": "_YOUR", "each": "_EACH",
              "every": "_EACH", "opp": "_OPP", "opponent": "_OPP", "one": "_A"}  # fmt: skip
    for word, kind in before.items():
        found[(word, "set", "card")] = (kind, "_UNREVEALED", "_CARD")
        found[(word, "set", "cards")] = (kind, "_UNREVEALED", "_CARDS")
    return found


def _table_talk_phrases() -> dict[tuple[str, ...], tuple[str, ...]]:
    """A learner's "at every turn begin" (at the start of each turn: "al comienzo de cada
    turno")."""
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    start = ("_AT", "_START", "_OF", "_EACH", "_TURN")
    for each in ("each", "every"):
        for begin in ("begin", "begins", "beginning"):
            found[("at", each, "turn", begin)] = start
            found[(each, "turn", begin)] = start
    return found


_PHRASES.update(_idiom_phrases())
_PHRASES.update(_price_phrases())
_PHRASES.update(_designer_phrases())
_PHRASES.update(_rule_phrases())
_PHRASES.update(_legal_phrases())
_PHRASES.update(_sent_alone())
_PHRASES.update(_jargon_phrases())
_PHRASES.update(_yugioh_phrases())
_PHRASES.update(_table_talk_phrases())
_PHRASES.update(_this_alone(_PHRASES))
_LONGEST_FIRST = sorted(_PHRASES.items(), key=lambda item: -len(item[0]))
_LONGEST_PHRASE = len(_LONGEST_FIRST[0][0])
_PHRASE_STARTS = frozenset(words[0] for words in _PHRASES)
_PHRASES_BY_START: dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
for _words_said, _kinds_read in _LONGEST_FIRST:
    _PHRASES_BY_START.setdefault(_words_said[0], []).append((_words_said, _kinds_read))
"""The phrases by their first word, longest first."""
_PHRASE_WORDS = frozenset(word for words in _PHRASES for word in words)
"""Words of phrases ("it lands heads"): read as written, not as slips for a known word."""

_OWNED_NOUNS = frozenset({"_HAND", "_DECK", "_PILE", "_CARD", "_CARDS", "_VALUE", "_OPP"})
"""What follows "your" (so that "you deck" and "there hand" are slips for "your", "their")."""


_LIST_JOINS = (("_COMMA",), ("_AND",), ("_COMMA", "_AND"), ("_OR",), ("_COMMA", "_OR"))


def _slot_lists(tokens: list[TextToken]) -> list[TextToken]:
    """ "S1 and S9", "S1, S3 and S5", "slots 1 and 9": one SLOTLIST token (its value the ranges
    named), so that a comma after a slot still ends a clause ("If this card is in S1, ...")."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        numbered = tok.kind == "_SLOTS" and index + 1 < len(tokens)
        if tok.kind != "SLOTNUM" and not (numbered and tokens[index + 1].kind == "NUMBER"):
            out.append(tok)
            index += 1
            continue
        kind = "SLOTNUM" if tok.kind == "SLOTNUM" else "NUMBER"
        at = index if kind == "SLOTNUM" else index + 1
        ranges = [_span_of(tokens[at])]
        end = at + 1
        while True:
            join = next(
                (
                    j
                    for j in _LIST_JOINS
                    if _kinds(tokens, end, len(j)) == j
                    and _kinds(tokens, end + len(j), 1) == (kind,)
                ),
                None,
            )
            if join is None:
                break
            ranges.append(_span_of(tokens[end + len(join)]))
            end += len(join) + 1
        if len(ranges) == 1:
            out.append(tok)
            index += 1
            continue
        text = " ".join(t.text for t in tokens[index:end] if t.text)
        out.append(dataclasses.replace(tok, kind="SLOTLIST", text=text, value=tuple(ranges)))
        index = end
    return out


def _value_lists(tokens: list[TextToken]) -> list[TextToken]:
    """ "1s and 2s", "1s, 2s or 3s": one NUMLIST token (its value the values named)."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        values = [tok.value] if tok.kind == "NUMS" else []
        end = index + 1
        while values:
            join = next(
                (
                    j
                    for j in (*_LIST_JOINS, ("_OR",), ("_COMMA", "_OR"))
                    if _kinds(tokens, end, len(j)) == j
                    and _kinds(tokens, end + len(j), 1) == ("NUMS",)
                ),
                None,
            )
            if join is None:
                break
            values.append(tokens[end + len(join)].value)
            end += len(join) + 1
        if len(values) > 1:
            text = " ".join(t.text for t in tokens[index:end] if t.text)
            out.append(dataclasses.replace(tok, kind="NUMLIST", text=text, value=tuple(values)))
            index = end
        else:
            out.append(tok)
            index += 1
    return out


def _kinds(tokens: list[TextToken], start: int, count: int) -> tuple[str, ...]:
    return tuple(t.kind for t in tokens[start : start + count])


def _span_of(tok: TextToken) -> tuple[int, int]:
    return tok.value if tok.kind == "SLOTNUM" else (tok.value, tok.value)


def _said(tok: TextToken) -> str:
    """A word as the tokenizer read it (a misspelling as the word it misspells, lower case)."""
    return tok.value if isinstance(tok.value, str) else tok.text.lower()


_SLOT_WORDS = (
    ("SLOTNUM",),
    ("SLOTLIST",),
    ("_SLOT", "NUMBER"),
    ("_THIS", "_SLOT"),
    ("_THE", "_NEXT", "_SLOT"),
    ("_THE", "_PREV", "_SLOT"),
    ("_NEXT", "_SLOT"),
    ("_PREV", "_SLOT"),
    ("_THE", "_MIDDLE", "_SLOT"),
    ("_THE", "_FIRST", "_SLOT"),
    ("_THE", "_LAST", "_SLOT"),
)


def _the_card_in_a_slot(tokens: list[TextToken], index: int) -> bool:
    """Whether the words at ``index`` are "the card in" one slot: a slot holds a card of each
    player, so "the card" there could be yours, opp.'s or both (refused with its readings)."""
    if tuple(_said(t) for t in tokens[index : index + 3]) not in (
        ("the", "card", "in"),
        ("the", "card", "on"),
    ):
        return False
    return any(_kinds(tokens, index + 3, len(words)) == words for words in _SLOT_WORDS)


_AFTER_THE_ENEMY_CARD = frozenset(
    {"_STOP", "$END", "_COMMA", "_GET", "_AND", "_IS", "_THEN", "_UNTIL", "SIGNED", "_COLON", "_TO"}
)
"""What may follow "the enemy card" for it to be the one card across: nothing that narrows it
("the enemy card in S3", "the enemy card with the highest value" are read as written)."""


def _the_enemy_card(tokens: list[TextToken], index: int) -> int | None:
    """How many words at ``index`` say "the enemy card" / "the opponent's card" in the singular
    and alone: a designer points at the one card across (OC), not at every card of theirs."""
    kinds = [t.kind for t in tokens[index : index + 4]]
    if kinds[:2] != ["_THE", "_OPP"]:
        return None
    length = 3 if kinds[2:3] == ["_CARD"] else 4 if kinds[2:4] == ["_POSS", "_CARD"] else 0
    following = tokens[index + length].kind if index + length < len(tokens) else "$END"
    return length if length and following in _AFTER_THE_ENEMY_CARD else None


_NEW_WORDS = (("new",), ("newly", "placed"), ("just", "placed"), ("freshly", "placed"), ("placed",))
"""Words before "card" that name the card just placed ("opp.'s new card")."""
_NEW_CARD_OWNERS = {
    ("the",): "", ("their",): "_OPP", ("his",): "_OPP", ("her",): "_OPP",
    ("opp", "'s"): "_OPP", ("the", "opp"): "_OPP", ("your",): "_YOUR",
}  # fmt: skip
"""Whose new card: "the new card" (the trigger's), "their (opp.'s) new card", "your new card"."""


def _new_card_at(tokens: list[TextToken], index: int) -> tuple[str, int] | None:
    """Whose card "the new card", "opp.'s newly placed card", "the card just placed" at ``index``
    is ("" for the trigger's card), and where its words end; ``None`` for other words."""
    words = [_said(t) for t in tokens[index : index + 6]]
    for owner, whose in _NEW_CARD_OWNERS.items():
        if tuple(words[: len(owner)]) != owner:
            continue
        rest = words[len(owner) :]
        for new in _NEW_WORDS:
            if tuple(rest[: len(new)]) == new and rest[len(new) : len(new) + 1] == ["card"]:
                return whose, index + len(owner) + len(new) + 1
        if owner == ("the",) and rest[:3] == ["card", "just", "placed"]:
            return whose, index + 4
        for new in _NEW_WORDS if owner == ("the",) else ():
            after = index + 1 + len(new)  # "the new opp. (enemy) card"
            if tuple(rest[: len(new)]) == new and _kinds(tokens, after, 2) == ("_OPP", "_CARD"):
                return "_OPP", after + 2
    return None


def _placement_trigger(tokens: list[TextToken], start: int) -> str | None:
    """Whose card the trigger of the sentence that starts at ``start`` is placed ("When an opp.
    card is placed", "Whenever opp. places a card": "_OPP"; "_YOUR"; "" for any card), or "[P]"
    for a sentence led by [P]; ``None`` for another sentence."""
    lead = tokens[start] if start < len(tokens) else None
    if lead is not None and lead.kind == "TAG":
        phase = lead.value
        placement = getattr(phase, "phase", None) is fx.Phase.PLACEMENT
        return "[P]" if placement and phase.first is None else None
    kinds = [t.kind for t in tokens[start : _sentence_end(tokens, start)]]
    if kinds[:1] not in (["_WHEN"], ["_WHENEVER"]) or not {"_COMMA", "_COLON"} & set(kinds):
        return None
    pause = next(i for i, k in enumerate(kinds) if k in ("_COMMA", "_COLON"))
    trigger = kinds[1:pause]
    if trigger[-2:] == ["_IS", "_PLACED"] and "_CARD" in trigger:
        return "_OPP" if "_OPP" in trigger else "_YOUR" if "_YOUR" in trigger else ""
    if trigger[1:2] == ["_PLACE"] and trigger[:1] in (["_OPP"], ["_YOU"]):
        return "_OPP" if trigger[0] == "_OPP" else "_YOUR"
    return None


def _new_card_said(tokens: list[TextToken]) -> list[TextToken]:
    """ "When an opp. card is placed, look at their new card (the newly placed card, the card just
    placed)": the card the trigger is about (`that card`); "[P]: Look at opp.'s new card" is the
    card opp. placed in that placement phase, each player placing one (`When an opp. card is
    placed: Look at that card.`). A new card whose owner the trigger does not settle stays as
    written (and is refused)."""
    out: list[TextToken] = []
    start = 0
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        if tok.kind == "_STOP":
            start = len(out) + 1
        new = _new_card_at(tokens, index)
        trigger = _placement_trigger(out, start) if new is not None else None
        if new is not None and trigger is not None:
            whose, end = new
            if trigger == "[P]" and whose:
                lead = out[start]
                card = ("_A", "_OPP") if whose == "_OPP" else ("_YOUR",)
                out[start : start + 1] = [
                    _inserted(k, lead) for k in ("_WHEN", *card, "_CARD", "_IS", "_PLACED")
                ]
                out.extend([_inserted("_THAT", tok), _inserted("_CARD", tok)])
                index = end
                continue
            if trigger != "[P]" and whose in ("", trigger):
                out.extend([_inserted("_THAT", tok), _inserted("_CARD", tok)])
                index = end
                continue
        out.append(tok)
        index += 1
    return out


def _bans_in_players_words(tokens: list[TextToken]) -> list[TextToken]:
    """ "OC can't be moved nor destroyed": "nor" after "can't" ("cannot", "not") is "or"."""
    out: list[TextToken] = []
    for start, end in _sentence_spans(tokens):
        sentence = list(tokens[start:end])
        kinds = [t.kind for t in sentence]
        for at, tok in enumerate(sentence):
            banned = {"_CANT", "_NOT"} & set(kinds[:at])
            if tok.kind == "WORD" and _said(tok) == "nor" and banned:
                sentence[at] = dataclasses.replace(tok, kind="_OR", note="read 'nor' as 'or'")
        out.extend(sentence)
        if end < len(tokens):
            out.append(tokens[end])
    return out


def _in_context(tokens: list[TextToken]) -> list[TextToken]:
    """Words read by the words around them: phrases (:data:`_PHRASES`), fillers dropped, "to" at
    the end of a sentence (a slip for "too"), "you deck" and "there hand" (slips for "your" and
    "their"), ", but" (and)."""
    tokens = _bans_in_players_words(_new_card_said(tokens))
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        if (length := _the_enemy_card(tokens, index)) is not None:
            out.append(dataclasses.replace(tok, kind="_OC", note="read 'the opp. card' as OC"))
            index += length
            continue
        if _the_card_in_a_slot(tokens, index):  # "the card in the next slot": whose?
            out.append(dataclasses.replace(tok, kind="_BESIDE"))
            index += 3
            continue
        phrase = None
        if (starting := _PHRASES_BY_START.get(_said(tok))) is not None:
            ahead = tuple(_said(t) for t in tokens[index : index + _LONGEST_PHRASE])
            phrase = next(
                ((words, kinds) for words, kinds in starting if ahead[: len(words)] == words),
                None,
            )
        if phrase is not None:
            words, kinds = phrase
            last = tokens[index + len(words) - 1]  # the words after the first: where it ends
            said = [
                dataclasses.replace(tok if n == 0 else last, kind=k) for n, k in enumerate(kinds)
            ]
            out.extend(said)
            index += len(words)
            continue
        index += 1
        following = tokens[index].kind if index < len(tokens) else "$END"
        written = tok.text.lower()
        if written == "too" and following in ("_CARDS", "_POINT"):  # "draw too cards": two
            out.append(dataclasses.replace(tok, kind="NUMBER", value=2, note="read 'too' as 'two'"))
            continue
        if written == "too" and following in _TOO_TO:  # "return OC too hand": to
            out.append(dataclasses.replace(tok, kind="_TO", note="read 'too' as 'to'"))
            continue
        if written in _FILLERS or (tok.kind == "_TO" and following in ("_STOP", "$END")):
            continue
        if tok.text in ("+", "-") and following == "_THE":  # "+ the roll"
            tok = dataclasses.replace(tok, kind="_PLUS" if tok.text == "+" else "_MINUS")
        one = following == "_A" and _said(tokens[index]) == "one"
        if written in ("plus", "minus") and (following == "NUMBER" or one):  # "plus one": +1
            number = 1 if one else tokens[index].value
            sign = 1 if written == "plus" else -1
            out.append(dataclasses.replace(tok, kind="SIGNED", value=sign * number))
            index += 1
            continue
        if out and tok.kind in _SAID_TWICE and out[-1].kind == tok.kind and tok.text:
            continue  # "the the"
        if tok.kind == "_THE" and following == "_OC":
            continue  # "the OC"
        if following in _OWNED_NOUNS and (written == "you" or tok.kind == "_THERE"):
            tok = dataclasses.replace(tok, kind="_YOUR" if written == "you" else "_THEIR")
        elif tok.kind == "_EXCEPT" and written == "but" and out and out[-1].kind == "_COMMA":
            tok = dataclasses.replace(tok, kind="_AND")
        elif tok.kind == "_CARDS" and out and out[-1].kind == "_THIS":  # "this cards"
            tok = dataclasses.replace(tok, kind="_CARD")
        elif (
            tok.kind == "_IF"
            and following in ("_HEADS", "_TAILS")
            and out
            and out[-1].kind == "_COMMA"
        ):
            continue  # "..., if tails, ...": the coin's other side
        elif tok.kind == "_COMMA" and following == "_OR":
            continue  # "draw a card, or gain a point"
        elif tok.text in "-–—" and tok.text and out and out[-1].kind in ("_CHOOSE", "_A"):
            # "Choose one - ...", "Choose one — ..."
            tok = dataclasses.replace(tok, kind="_COLON")
        elif tok.kind == "_COLON" and out and out[-1].kind in ("_HEADS", "_TAILS"):
            tok = dataclasses.replace(tok, kind="_COMMA")  # "heads: X, tails: Y"
        out.append(tok)
    return out


_EFFECT_STARTS = frozenset({"_STOP", "_COLON", "_COMMA", "_AND", "_THEN", "TAG"})
"""What may come just before the verb that opens an effect."""
_PLAYER_VERBS = frozenset(
    {
        "_DRAW",
        "_DISCARD",
        "_LOSE",
        "_SCORE",
        "_GET",
        "_SKIP",
        "_SHOW",
        "_REVEAL",
        "_MAY",
        "_CANT",
        "_CAN",
        "_MUST",
        "_HAS",
        "_SHUFFLE",
        "_CHOOSE",
        "_PAY",
        "_LOOK",
        "_WIN",
    }
)
"""Verbs whose subject may be "the opponent" (the article adds nothing)."""
_PLURAL_NOUNS = frozenset({"_CARDS", "NUMS", "NUMLIST", "_OC"})
_CLAUSE_ENDS = frozenset({"_STOP", "$END", "_COMMA", "_AND", "_THEN", "_AT", "_FROM", "_COLON"})


def _sentence_has(tokens: list[TextToken], start: int, kind: str) -> bool:
    """Whether the sentence from ``start`` on holds a word of ``kind``."""
    for tok in tokens[start:]:
        if tok.kind == "_STOP":
            return False
        if tok.kind == kind:
            return True
    return False


def _last_card_named(out: list[TextToken]) -> str | None:
    """The player who controls the card named last before: opp. after OC, you after this card."""
    for index in range(len(out) - 1, -1, -1):
        kind = out[index].kind
        if kind in ("_OC", "_OPPOSING"):
            return "_OPP"
        if kind == "_CARD" and index and out[index - 1].kind == "_THIS":
            return "_YOU"
    return None


_CLAUSE_STARTS = frozenset({"_STOP", "_COLON", "TAG", "_COMMA", "_AND", "_THEN"})
_A_ROLL = (("_A", "_DIE", "_ROLL"), ("_THE", "_DIE", "_ROLL"), ("_A", "_ROLL"), ("_A", "_DIE"))


def _inserted(kind: str, at: TextToken, value: Any = None) -> TextToken:
    """A word the text leaves out, put in where ``at`` is (it has no text of its own)."""
    return TextToken(kind, "", value, at.offset, at.line, at.column)


def _roll_first(out: list[TextToken], at: TextToken) -> None:
    """Put "roll a die and" at the start of the clause that ends ``out``: "this card gets +d6"
    rolls a die first."""
    start = len(out)
    while start and out[start - 1].kind not in _CLAUSE_STARTS:
        start -= 1
    out[start:start] = [_inserted(k, at) for k in ("_ROLL", "_A", "_DIE", "_AND")]


def _variables(tokens: list[TextToken]) -> list[TextToken]:
    """A number rolled or counted: "+d6" and "minus a die roll" roll a die ("+ the roll");
    "-X, where X is the roll" is minus the roll; "+X, where X is the number of cards in your
    hand" is +1 for each card there."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        sign = tok.kind in ("_PLUS", "_MINUS")
        ahead = _kinds(tokens, index + 1, 3)
        if sign and index + 1 < len(tokens) and _said(tokens[index + 1]) == "d6":
            _roll_first(out, tok)
            out.extend([tok, _inserted("_THE", tok), _inserted("_ROLL", tok)])
            index += 2
            continue
        said_roll = next((r for r in _A_ROLL if ahead[: len(r)] == r), None)
        if sign and said_roll is not None and _said(tokens[index + 1]) != "the":
            _roll_first(out, tok)
            out.extend([tok, _inserted("_THE", tok), _inserted("_ROLL", tok)])
            index += 1 + len(said_roll)
            continue
        if sign and index + 1 < len(tokens) and _said(tokens[index + 1]) == "x":
            defined = _x_is(tokens, index + 2)
            if defined is not None:
                meaning, end = defined
                if meaning[0] == "roll":
                    if meaning[1]:
                        _roll_first(out, tok)
                    out.extend([tok, _inserted("_THE", tok), _inserted("_ROLL", tok)])
                else:
                    one = 1 if tok.kind == "_PLUS" else -1
                    out.append(dataclasses.replace(tok, kind="SIGNED", value=one))
                    out.extend([_inserted("_FOR", tok), _inserted("_EACH", tok), *meaning[1]])
                index = end
                continue
        out.append(tok)
        index += 1
    return out


def _x_is(tokens: list[TextToken], start: int) -> tuple[Any, int] | None:
    """What ", where X is ..." after "+X" says X is: ("roll", ()) or ("count", the cards counted),
    and where the sentence ends; ``None`` if it does not say."""
    index = start
    if _kinds(tokens, index, 1) == ("_COMMA",):
        index += 1
    words = [_said(t) for t in tokens[index : index + 2]]
    if words != ["where", "x"] or _kinds(tokens, index + 2, 1) not in (("_IS",), ("_EQUAL",)):
        return None
    index += 3
    if _kinds(tokens, index, 2) == ("_EQUAL", "_TO"):  # "where X is equal to"
        index += 2
    end = index
    while end < len(tokens) and tokens[end].kind != "_STOP":
        end += 1
    rest = tokens[index:end]
    kinds = tuple(t.kind for t in rest)
    if kinds in (("_THE", "_ROLL"), ("_THE", "_DIE", "_ROLL")):
        return ("roll", False), end
    if kinds in _A_ROLL:  # "where X is a die roll": one is rolled
        return ("roll", True), end
    if kinds[:3] == ("_THE", "_COUNTWORD", "_OF") and len(kinds) > 3:
        return ("count", rest[3:]), end
    return None


_IN_PLAY_TAILS = (
    ("_THIS", "_CARD", "_IS", "_IN", "_PLAY"),
    ("_IT", "_IS", "_IN", "_PLAY"),
    ("_IN", "_PLAY"),
)
_LEADS = frozenset({"_COMMA", "_COLON", "TAG", "_WHEN", "_IF", "_AFTER", "_WHILE", "_UNLESS"})


_TRAILING_TRIGGERS = (
    ("_AT", "_THE", "_END", "_OF", "_THE", "_ROUND"),
    ("_AT", "_THE", "_END", "_OF", "_ROUND"),
    ("_AT", "_END", "_OF", "_ROUND"),
    ("_AT", "_THE", "_END", "_OF", "_THE", "_SCORING", "_PHASE"),
    ("_AT", "_THE", "_END", "_OF", "_SCORING"),
    ("_AT", "_THE", "_START", "_OF", "_SCORING"),
    ("_AT", "_THE", "_START", "_OF", "_THE", "_SCORING", "_PHASE"),
    ("_AT", "_THE", "_START", "_OF", "_EACH", "_TURN"),
    ("_AT", "_THE", "_START", "_OF", "_YOUR", "_TURN"),
    ("_AT", "_THE", "_START", "_OF", "_TURN"),
    ("_AT", "_START", "_OF", "_TURN"),
    ("_EACH", "_TURN"),
    ("_PER", "_TURN"),
    ("_AFTER", "_EACH", "_REVEAL", "_PHASE"),
    ("_AFTER", "_EACH", "_REVEAL"),
    ("_AFTER", "_EACH", "_PLACEMENT", "_PHASE"),
    ("_AFTER", "_EACH", "_PLACEMENT"),
    ("_EACH", "_REVEAL", "_PHASE"),
    ("_EACH", "_PLACEMENT", "_PHASE"),
    ("_AT", "_EACH", "_DRAW", "_PHASE"),
    ("_AFTER", "_EACH", "_DRAW", "_PHASE"),
    ("_EACH", "_DRAW", "_PHASE"),
    ("_AT", "_EACH", "_REVEAL", "_PHASE"),
    ("_AT", "_EACH", "_PLACEMENT", "_PHASE"),
)


def _trigger_first(tokens: list[TextToken]) -> list[TextToken]:
    """ "Put this card on top of your deck at the end of the round": the trigger said last is
    said first ("At the end of the round, put ...")."""
    out: list[TextToken] = []
    start = 0
    for index in range(len(tokens) + 1):
        if index < len(tokens) and tokens[index].kind != "_STOP":
            continue
        sentence = tokens[start:index]
        kinds = tuple(t.kind for t in sentence)
        tail = next(
            (t for t in _TRAILING_TRIGGERS if len(kinds) > len(t) and kinds[-len(t) :] == t), None
        )
        if tail is not None and not _LEADS & set(kinds[: -len(tail)]):
            cut = len(sentence) - len(tail)
            comma = _inserted("_COMMA", sentence[cut])
            sentence = [*sentence[cut:], comma, *sentence[:cut]]
        out.extend(sentence)
        if index < len(tokens):
            out.append(tokens[index])
        start = index + 1
    return out


def _while_first(tokens: list[TextToken]) -> list[TextToken]:
    """ "Your other cards get +1 while this card is untapped": the condition said first ("While
    this card is untapped, ..."), as the grammar reads it ("while this card is in play" stays: a
    duration)."""
    out: list[TextToken] = []
    start = 0
    for index in range(len(tokens) + 1):
        if index < len(tokens) and tokens[index].kind != "_STOP":
            continue
        sentence = tokens[start:index]
        kinds = [t.kind for t in sentence]
        at = kinds.index("_WHILE") if "_WHILE" in kinds[1:] else -1
        tail = tuple(kinds[at + 1 :])
        if at > 0 and not _LEADS & set(kinds[:at]) and tail and tail not in _IN_PLAY_TAILS:
            comma = _inserted("_COMMA", sentence[at])
            sentence = [sentence[at], *sentence[at + 1 :], comma, *sentence[:at]]
        out.extend(sentence)
        if index < len(tokens):
            out.append(tokens[index])
        start = index + 1
    return out


_SLOTS_SAID = (("SLOTNUM",), ("SLOTLIST",), ("_SLOT", "NUMBER"), ("_SLOTS", "NUMRANGE"))
"""Slots named after "in" at a sentence's end: "in S1-S3", "in even slots", "in slot 9"."""
_OWN_CHANGE_WORDS = frozenset(
    {"_THIS", "_CARD", "_GET", "_HAS", "SIGNED", "TIMES", "_VALUE", "_POSS", "_OF", "_DOUBLE"}
)
"""The words of a change of this card's own value said without a card or with "this card":
"+2", "x2", "this card gets +2", "this card has +2", "gains +2 of value"."""


def _slot_said_last(tokens: list[TextToken]) -> list[TextToken]:
    """ "+2 in S1-S3", "x2 in S9", "This card has +2 in even slots": a change of this card said
    with the slots where it holds, and "while in S9" ("This card gets +2 while in S9"): while
    this card is there (every corpus intent of these words says so; "if in S9" and "S9: +2" are
    checked once, on reveal, as before)."""
    return _by_sentence(tokens, _slot_said_in)


def _slot_said_in(sentence: list[TextToken]) -> list[TextToken]:
    kinds = tuple(t.kind for t in sentence)
    at = kinds.index("_IN") if "_IN" in kinds else -1
    body = set(kinds[:at])
    if (
        at > 0
        and kinds[at + 1 :] in _SLOTS_SAID
        and body <= _OWN_CHANGE_WORDS
        and body & {"SIGNED", "TIMES", "_DOUBLE"}
        and (kinds[:1] != ("_THIS",) or kinds[:2] == ("_THIS", "_CARD"))
    ):
        said = sentence[at:]
        lead = [_inserted(k, said[0]) for k in ("_WHILE", "_THIS", "_CARD", "_IS")]
        return [*lead, *said, _inserted("_COMMA", said[-1]), *sentence[:at]]
    if kinds[:2] == ("_WHILE", "_IN") and any(
        kinds[2 : 2 + len(slots)] == slots for slots in _SLOTS_SAID
    ):
        subject = [_inserted(k, sentence[1]) for k in ("_THIS", "_CARD", "_IS")]
        return [sentence[0], *subject, *sentence[1:]]
    return sentence


_VERB_KINDS = frozenset(
    {
        "_DRAW", "_DESTROY", "_TAP", "_UNTAP", "_RETURN", "_GIVE", "_DISCARD", "_SCORE", "_LOSE",
        "_MOVE", "_SWAP", "_REVEAL", "_HIDE", "_LOOK", "_TAKE", "_STEAL", "_PLACE", "_ADD",
        "_DOUBLE", "_TRIPLE", "_SET", "_REMOVE", "_SHUFFLE", "_WIN", "_MAKE", "_RAISE", "_REDUCE",
        "_HALVE", "_COPY", "_SACRIFICE", "_FLIP", "_ROLL", "_TRADE", "_SHOW", "_REARRANGE",
    }
)  # fmt: skip
"""Verbs that start an effect, for "you can X to Y"."""


_STATES = frozenset(
    {"_ODD", "_EVEN", "_TAPPED", "_UNTAPPED", "_REVEALED", "_UNREVEALED", "_HIGH", "_LOW"}
)
"""What a card "is" in a condition, for "If OC odd" (the "is" left out)."""


def _copula(tokens: list[TextToken]) -> list[TextToken]:
    """ "If OC odd, ...", "If this card tapped: ...": the "is" a hurried text leaves out."""
    out: list[TextToken] = []
    for index, tok in enumerate(tokens):
        out.append(tok)
        if index + 1 >= len(tokens) or tokens[index + 1].kind not in _STATES:
            continue
        kinds = tuple(t.kind for t in out[-3:])
        if kinds[-2:] in (("_IF", "_OC"), ("_IF", "_IT")) or kinds == ("_IF", "_THIS", "_CARD"):
            out.append(_inserted("_IS", tokens[index + 1]))
    return _bare_verbs(out)


def _bare_verbs(tokens: list[TextToken]) -> list[TextToken]:
    """ "If OC is odd: destroy": a verb with no card after it, once the sentence has named one
    ("it")."""
    out: list[TextToken] = []
    named = False
    for index, tok in enumerate(tokens):
        out.append(tok)
        following = tokens[index + 1].kind if index + 1 < len(tokens) else "$END"
        if tok.kind == "_STOP":
            named = False
        elif tok.kind in ("_OC", "_IT") or (
            tok.kind == "_CARD" and out[-2:-1] and out[-2].kind == "_THIS"
        ):
            named = True
        elif (
            named and tok.kind in ("_DESTROY", "_TAP", "_UNTAP") and following in ("_STOP", "$END")
        ):
            out.append(_inserted("_IT", tok))
    return out


def _purpose_first(tokens: list[TextToken]) -> list[TextToken]:
    """ "To destroy OC, discard a card": the price said last ("Discard a card to destroy OC")."""
    out: list[TextToken] = []
    start = 0
    for index in range(len(tokens) + 1):
        if index < len(tokens) and tokens[index].kind != "_STOP":
            continue
        sentence = tokens[start:index]
        lead = 0
        while lead < len(sentence) and sentence[lead].kind in ("TAG", "_COLON", "_COMMA"):
            lead += 1
        kinds = [t.kind for t in sentence]
        if (
            kinds[lead : lead + 1] == ["_TO"]
            and kinds[lead + 1 : lead + 2]
            and kinds[lead + 1] in _VERB_KINDS
            and "_COMMA" in kinds[lead:]
        ):
            comma = kinds.index("_COMMA", lead)
            price = comma + 1
            if kinds[price : price + 2] == ["_YOU", "_MUST"]:
                price += 2
            if not {"_IT", "_THEM", "_ITS", "_THEIR"} & set(kinds[price:]):
                sentence = [  # (not "To destroy OC, tap it": "it" would come first)
                    *sentence[:lead],
                    *sentence[price:],
                    sentence[lead],
                    *sentence[lead + 1 : comma],
                ]
        out.extend(sentence)
        if index < len(tokens):
            out.append(tokens[index])
        start = index + 1
    return out


def _unknown(tok: TextToken) -> bool:
    """Whether a word is one the language does not know (not even as a slip, or in a phrase)."""
    return tok.kind == "WORD" and not tok.note and tok.text.lower() not in _PHRASE_WORDS


def _like_a_trigger_keyword(word: str) -> bool:
    """Whether a one-word lead is a keyword that says when an ability fires, or a slip for one
    ("Deathratle:", "Upkep:", "Enrgae:"): a trigger that did not read, never a card's name."""
    said = word.lower()
    if said in _KEYWORD_TRIGGERS:
        return True
    if len(said) < 5 or said in _real_words():
        return False
    most = 1 if len(said) <= 6 else 2
    return any(_distance(said, keyword) <= most for keyword in _SLIPPED_TRIGGER_KEYWORDS)


_SLIPPED_TRIGGER_KEYWORDS = (
    "battlecry", "deathrattle", "upkeep", "reveal", "revealed", "destroyed", "enrage", "inspire",
    "overload", "frenzy", "outcast", "reborn", "spellburst", "overkill", "ambush", "retaliate",
    "revenge", "evolve", "ignition", "continuous",
)  # fmt: skip
"""Keywords that say when an ability fires, with no card name a slip away ("Charger" is near
"charge", "Striker" near "strike" and "Avenger" near "avenge": those stay names)."""


_TITLE_GLUE = frozenset({"_THE", "_A", "_OF", "_AND"})
"""Words a card's name may have besides words the language does not know ("The Sun Rises:")."""


def _untitled(tokens: list[TextToken]) -> list[TextToken]:
    """ "Thunder Strike: destroy OC.", "The Sun Rises: ...": a card's name (one to four
    capitalised words the language does not know, with "the", "a", "of" or "and" among them)
    and a colon before its text are left out."""
    length = unknown = 0
    while length < len(tokens) and (
        (tokens[length].kind == "WORD" and not tokens[length].note)
        or tokens[length].kind in _TITLE_GLUE
    ):
        if tokens[length].kind == "WORD" and not _unknown(tokens[length]):
            return tokens  # "Deathrattle:", "Upkeep:": phrases
        unknown += tokens[length].kind == "WORD"
        length += 1
    keyword = length == 1 and _like_a_trigger_keyword(tokens[0].text)  # "Enrage:": when?
    titled = 1 <= length <= 4 and unknown and tokens[0].text[:1].isupper() and not keyword
    if titled and _kinds(tokens, length, 1) == ("_COLON",) and len(tokens) > length + 1:
        return tokens[length + 1 :]
    return tokens


_NAME_MODIFIERS = frozenset({"_LAST", "_FIRST", "_HIGH", "_LOW"})
"""Known words that, before a word the language does not know in an ability's name ("Last stand:",
"High noon:", "First blood:", "Low blow:"), describe it and say nothing of the game."""
_NAME_HOUSE = frozenset({"house"})
"""Poker's "the house" (you) as a word of a name ("House edge:")."""
_DYING_NAMES = frozenset(
    {
        "gasp",
        "gasps",
        "breath",
        "breaths",
        "will",
        "wish",
        "wishes",
        "rite",
        "rites",
        "word",
        "words",
        "testament",
        "request",
        "requests",
        "goodbye",
        "farewell",
    }
)
"""Heads of a name after "last" that say when the ability fires ("Last gasp:", "Last will:": when
this card is destroyed, as "Last words:" reads): such a lead is never left out as a name."""
NAME_NOTE = "left out as the ability's name: "
"""How the notes of a text begin the name :func:`_labelled` left out."""

_LABEL_VERBS = frozenset(
    {
        "_DRAW", "_DESTROY", "_TAP", "_UNTAP", "_RETURN", "_DISCARD", "_REVEAL", "_HIDE", "_LOOK",
        "_SHUFFLE", "_REARRANGE", "_MOVE", "_STEAL",
    }
)  # fmt: skip
"""Verbs that may label their own rule ("Peek: opp.'s hand.", "Scout: the top card of opp.'s
deck."): the label is the rule's verb, the rule after the colon what it acts on."""
_LABEL_SIGNS = {"_RAISE": "+", "_REDUCE": "-"}
"""Verbs of a value change that may label a bare change of their own sign ("Boost: +2", "Nerf:
OC -2")."""
_LABEL_TARGETS = frozenset({"_OC", "_THIS", "_IT", "_YOUR", "_OPP", "_ALL", "_EACH", "_ADJ"})


def _name_lead(lead: list[TextToken]) -> bool:
    """Whether the words before a colon are an ability's name that says nothing of the game: two
    to four words, the last one the language does not know, the others such words, "the", "a",
    "of", "and", or a describing word of :data:`_NAME_MODIFIERS` ("Last stand", "High noon",
    "House edge"); no word of a trigger keyword ("Overload"), none that says when ("Last gasp")."""
    if not 2 <= len(lead) <= 4:
        return False
    head = lead[-1]
    if head.kind != "WORD" or head.note or head.text.lower() in _DYING_NAMES:
        return False
    described = False
    for tok in lead:
        if tok.kind in _NAME_MODIFIERS or tok.text.lower() in _NAME_HOUSE:
            described = True
        elif tok.kind == "WORD" and not tok.note:
            if _like_a_trigger_keyword(tok.text):
                return False
        elif tok.kind not in _TITLE_GLUE:
            return False
    return described


def _label_read(lead: list[TextToken], rest: list[TextToken]) -> list[TextToken] | None:
    """The rule after a label that is its verb (:data:`_LABEL_VERBS`): "Peek: look at opp.'s
    hand" is the rule ("look" the label's verb again); "Peek: opp.'s hand" the label's verb on
    what follows; "Boost: +2", "Nerf: OC -2" the change, where its sign is the verb's. ``None``
    where the label is no verb of its rule."""
    if len(lead) != 1 or not rest or lead[0].text.lower() in _TWO_READINGS:
        return None  # "Fold:" is a name only opening the text (a discard, or given up?)
    if lead[0].text.lower() in _PRICE_LABELS:
        return None  # "Ante: discard a card. OC -3.": a price named (:func:`_cards_paid`)
    verb = lead[0].kind
    first = rest[1] if rest[0].kind == "_YOU" and len(rest) > 1 else rest[0]
    if verb in _LABEL_VERBS and first.kind == verb:
        return rest  # "Peek: look at opp.'s hand": the verb said again
    said = [t for t in rest if t.kind != "_STOP"]
    if verb in _LABEL_VERBS and not any(
        t.kind in _VERB_KINDS or t.kind in ("_GET", "_IS", "_CAN", "_CANT", "_COLON", "SIGNED")
        for t in said
    ):  # not before a change ("Reveal: adj. opp. cards -2" is a trigger's lead)
        return [lead[0], *rest]  # "Peek: opp. hand": the label's verb, on what follows
    sign = _LABEL_SIGNS.get(verb)
    changes = [t for t in said if t.kind == "SIGNED"]
    if (
        sign is not None
        and len(changes) == 1
        and changes[0].text.lstrip()[:1] == sign
        and said[-1] is changes[0]
        and all(
            t.kind in _LABEL_TARGETS or t.kind in ("_CARD", "_CARDS", "_POSS") for t in said[:-1]
        )
    ):
        return rest  # "Boost: +2": the change the label names
    return None


def _labelled(tokens: list[TextToken]) -> list[TextToken]:
    """A label before the colon that opens a sentence: an ability's name that says nothing of the
    game (:func:`_name_lead`: "Last stand: this gets +3") is left out, and the notes say so; a
    verb that labels its own rule (:func:`_label_read`: "Peek: opp.'s hand", "Boost: +2") reads
    as the rule it labels."""
    out: list[TextToken] = []
    start = 0
    while start < len(tokens):
        end = start
        while end < len(tokens) and tokens[end].kind != "_STOP":
            end += 1
        sentence = tokens[start:end]
        colon = next((i for i, t in enumerate(sentence) if t.kind == "_COLON"), None)
        read: list[TextToken] | None = None
        if colon is not None and colon + 1 < len(sentence):
            lead, rest = sentence[:colon], sentence[colon + 1 :]
            if _name_lead(lead):
                name = " ".join(t.text for t in lead)
                note = f"{NAME_NOTE}{name!r}"
                read = [rest[0] if rest[0].note else dataclasses.replace(rest[0], note=note)]
                read.extend(rest[1:])
            else:
                read = _label_read(lead, rest)
        out.extend(sentence if read is None else read)
        if end < len(tokens):
            out.append(tokens[end])
        start = end + 1
    return out


_PASSIVE_AFTER_GET = frozenset(
    {
        "_REDUCED", "_RAISED", "_DESTROYED", "_TAPPED", "_UNTAPPED", "_DOUBLED", "_TRIPLED",
        "_HALVED", "_REVEALED", "_RETURNED", "_MOVED", "_HIDDEN",
    }
)  # fmt: skip
"""Participles that "gets" makes passive ("OC gets nerfed by 2": is reduced by 2)."""
_SLOT_ACTS = frozenset({"_DESTROY", "_TAP", "_UNTAP", "_REVEAL", "_HIDE", "_RETURN"})
"""Verbs whose object may be a slot for the cards in it ("Destroy S4")."""
_IT_IS_AFTER = frozenset({*_STATES, "_A", "NUMBER", "_IN", "_NOT", "_EQUAL", "_STACKED"})
"""What follows "its" when it is "it's" ("if its even", "if its a 6")."""


_SAYINGS: tuple[tuple[tuple[str, ...], tuple[str | int, ...]], ...] = (
    # the rule changes in plain words
    (("_LOW", "_CARD", "_TAKE"), (0, 1, "_WIN")),  # "Low card takes this slot"
    (("_LOW", "_VALUE", "_TAKE"), (0, 1, "_WIN")),
    (("_LOW", "_VALUE", "_BEAT", "_HIGH", "_VALUE"), (0, "_CARD", "_WIN")),
    (("_LOW", "_CARD", "_BEAT", "_HIGH", "_CARD"), (0, 1, "_WIN")),
    (("_LOW", "_CARDS", "_BEAT", "_HIGH", "_CARDS"), (0, "_CARD", "_WIN")),
    (("draws", "_IN"), ("_TIES", 1)),  # "Draws in S2 go to you": ties
    (("_ROUND", "_IS", "_A", "_DRAW"), (0, 1, "_TIED")),  # "If the round is a draw"
    (("_SLOT", "_IS", "_A", "_DRAW"), (0, 1, "_TIED")),
    (("winning", "_THIS", "_SLOT"), ("_WIN", 1, 2)),  # "Winning this slot gives 2 points"
    (("winning", "SLOTNUM"), ("_WIN", 1)),
    (("_STACKED", "_CARDS", "_IS", "added", "_TOGETHER"), (0, 1, "_ADD", "_THEIR", "_VALUE")),
    (("_STACKED", "_CARDS", "_IS", "added"), (0, 1, "_ADD", "_THEIR", "_VALUE")),
    (("_ADD", "_UP", "_THE", "_VALUE", "_OF", "_STACKED", "_CARDS"), (5, 6, "_ADD", "_THEIR", 3)),
    (("_ADD", "_THE", "_VALUE", "_OF", "_STACKED", "_CARDS"), (4, 5, "_ADD", "_THEIR", 2)),
    (("_TIES", "_IS", "broken", "_BY", "_PRINTED", "_VALUE"), (0, "_GO", "_TO", "_HIGH", 4, 5)),
    (
        ("_ON", "_A", "_TIES", "_THE", "_HIGH", "_PRINTED", "_CARD", "_WIN"),
        (2, "_GO", "_TO", 4, 5, "_VALUE"),
    ),
    (
        ("_ON", "_A", "_TIES", "_THE", "_LOW", "_PRINTED", "_CARD", "_WIN"),
        (2, "_GO", "_TO", 4, 5, "_VALUE"),
    ),
    (("_LEAST", "_POINT"), ("_FEWER", 1)),  # "Least points wins the round"
    (("_CARDS", "_NOT", "_SCORE", "_STOP"), (0, 2, "_NO", "_POINT", 3)),  # "... don't score"
    (("_CARDS", "_DOES", "_NOT", "_SCORE", "_STOP"), (0, 3, "_NO", "_POINT", 4)),
    # value verbs and shorthand
    (("_OC", "_VALUE"), (0, "_POSS", 1)),  # "OC value = 1"
    (("_THIS", "_CARD", "_VALUE"), (0, 1, "_POSS", 2)),
    (("_VALUE", "_DOUBLE", "_STOP"), (0, "_IS", "_DOUBLED", 2)),  # "Its value doubles."
    (("_VALUE", "_TRIPLE", "_STOP"), (0, "_IS", "_TRIPLED", 2)),
    (("_VALUE", "_HALVE", "_STOP"), (0, "_IS", "_HALVED", 2)),
    (("_THIS", "_CARD", "_GIVE", "SIGNED"), (2, 3)),  # "This card give -1 to OC"
    (("_WHEN", "_IT", "_REVEAL"), (0, "_REVEALED")),  # "When it reveal, ..."
    (("_WHEN", "_THIS", "_REVEAL"), (0, "_REVEALED")),
    (("_WHEN", "_THIS", "_CARD", "_REVEAL"), (0, "_REVEALED")),
    (("_IF", "_YOU", "_GET", "NUMBER", "_COMMA"), (0, 1, "_ROLL", 3, 4)),  # after a roll
    (("is", "_REVEAL"), (0, "_REVEALED")),  # a learner's "OC is reveal", "when is revealed"
    (("is", "_DESTROY"), (0, "_DESTROYED")),
    (("is", "_TAP"), (0, "_TAPPED")),
    (("are", "_REVEAL"), (0, "_REVEALED")),
    (("are", "_DESTROY"), (0, "_DESTROYED")),
    (("are", "_TAP"), (0, "_TAPPED")),
    (("_WHEN", "_IS", "_REVEALED"), (0, 2)),
    (("his", "_CARD", "_IN", "_THIS", "_SLOT"), ("_OC",)),  # a learner's "his card" for OC
    (("their", "_CARD", "_IN", "_THIS", "_SLOT"), ("_OC",)),
    (("_IS", "_THE", "_DOUBLE"), (0, "_DOUBLED")),  # "OC becomes the double"
    (("_EACH", "_ADJ", "_OPP"), (1, 2)),  # "each adjacent opp. cards"
    (("_EACH", "_ADJ", "_CARDS"), (1, 2)),
    (("_YOUR", "_NEXT", "_CARD", "_GET"), (0, "_CARDS", "_IN", "_THE", 1, "_SLOT", 3)),
    (("_WIN", "_THE", "_SLOT"), (0, "_THIS", 2)),  # "Win the slot": this one
    (("_OTHERWISE", "_COLON"), (0, "_COMMA")),  # "Else: draw 1"
    *(
        ((*lead, side, mark, "nothing", *happens), ())  # "If tails, nothing happens."
        for happens in (("happens",), ("happen",), ())
        for lead in (("_IF",), ("_ON",), ())
        for side in ("_HEADS", "_TAILS")
        for mark in ("_COLON", "_COMMA")
        if lead or happens
    ),
    (("_HEADS", "_COLON", "nothing"), ()),  # "Tails: nothing."
    (("_TAILS", "_COLON", "nothing"), ()),
    (("_HEADS", "_COMMA", "nothing"), ()),
    (("_TAILS", "_COMMA", "nothing"), ()),
)
"""Common ways of saying a construct, by the kinds of their words (or the words themselves, in
lower case): what they are read as (an int: the word at that place, kept)."""


def _literal(part: str) -> bool:
    """Whether a part of a saying is a word as written (not the kind of a word)."""
    return not (part[:1] in "_$" or part.isupper())


_SAYINGS_BY_START: dict[str, list[tuple[tuple[str, ...], tuple[str | int, ...]]]] = {}
for _saying in _SAYINGS:
    _SAYINGS_BY_START.setdefault(_saying[0][0], []).append(_saying)


def _saying_at(tokens: list[TextToken], index: int) -> tuple[int, list[TextToken]] | None:
    """The saying of :data:`_SAYINGS` that starts at ``index``: how many words it takes and the
    words it is read as."""
    first = tokens[index]
    starting = _SAYINGS_BY_START.get(first.kind, []) + _SAYINGS_BY_START.get(first.text.lower(), [])
    for pattern, reading in starting:
        found = tokens[index : index + len(pattern)]
        if len(found) < len(pattern):
            continue
        if all(
            t.text.lower() == p if _literal(p) else t.kind == p
            for t, p in zip(found, pattern, strict=True)
        ):
            first = found[0]
            return len(pattern), [
                found[r] if isinstance(r, int) else _inserted(r, first) for r in reading
            ]
    return None


_GAME_KINDS = frozenset(
    {
        "SIGNED", "NUMBER", "NUMS", "NUMRANGE", "SLOTNUM", "TAG", "_OC", "_CARD", "_CARDS",
        "_POINT", "_COUNTER", "_HAND", "_DECK", "_PILE", "_YOUR", "_OPP", "_SLOT", "_SLOTS",
        "_VALUE", "_TURN", "_ROUND", "_YOU", "_THIS", "_ONCE", "_EACH", "_PER", "_DOUBLE",
    }
)  # fmt: skip
"""Words that name something of the game (or how often it happens: "Instant speed, once."): a
sentence with one of them is not flavour."""
_GLUE = frozenset(
    {
        "_THE", "_A", "_IS", "_IT", "_ITS", "_AND", "_OF", "_NOT", "_HAS", "_TO", "_IN", "_ON",
        "_WITH", "_FOR", "_NO", "_ALL", "_THAT", "_THEIR", "_THEM", "_BY", "_AS", "_AT", "_FROM",
        "_COMMA", "_BE", "_DOES", "_SO", "_OR", "_BUT", "_EXCEPT",
    }
)  # fmt: skip
"""Words that say nothing on their own, in flavour as in rules."""


_TRIGGER_WORDS = frozenset(
    {
        "_WHEN", "_AFTER", "_AT", "_IF", "_EACH", "_WHILE", "_ONCE", "_UNLESS", "_BEFORE",
        "_DURING", "_ON",
    }
)  # fmt: skip
"""Words that open a trigger or a condition: a lead they open says when the rule applies, so it
is never flavour (a lead that does not read is refused, not left out)."""


_KEYWORD_TRIGGERS = frozenset(
    {
        "enrage", "enraged", "inspire", "rally", "combo", "ambush", "attack", "defend", "block",
        "overload", "frenzy", "outcast", "reborn", "spellburst", "overkill", "strike", "charge",
        "cast", "flip", "activate", "trigger", "passive", "aura", "continuous", "quick", "ignition",
        "retaliate", "revenge", "avenge", "echo", "evolve", "sacrifice", "loot", "bonus",
    }
)  # fmt: skip
"""Other games' keywords that say when an ability fires ("Enrage: +2"): a lead of one of them is
a trigger the language does not know, refused, never left out as flavour."""


_NARRATED_VERBS = frozenset({"_RAISE", "_TURN", "_SET"})
"""Words of the game that are also verbs of a scene ("rises", "turns", "sets")."""


def _narrated_verb(said: list[TextToken]) -> int | None:
    """Where a sentence that narrates ("The sun rises", "The tide turns", "A red moon sets") has a
    word of the game as its verb, after a subject the language does not know: that word says
    what the scene does, nothing of the game ("The value rises", "The turn ends" are no scene;
    "The dragon dies" may be this card destroyed, and is not one of these verbs)."""
    if not said or said[0].text.lower() not in ("the", "a", "an"):
        return None
    at = 1
    while at < len(said) and _unknown(said[at]):  # the subject: "sun", "red moon"
        at += 1
    if at == 1 or at == len(said):
        return None
    verb = said[at]
    narrates = verb.kind in _NARRATED_VERBS and verb.text.lower().endswith("s")
    return at if narrates else None


FLAVOUR_NOTE = "left out as flavour: "
"""How the notes of a text begin the words :func:`_flavour_dropped` left out."""


def _flavour_dropped(tokens: list[TextToken]) -> list[TextToken]:
    """ "The dragon roars! Destroy OC.", "She is a hero: +2 to this.": a sentence (or a lead
    before a colon) with a word the language does not know and none that names anything of the
    game is flavour, left out (the text's notes say so), when a rule is left; not one that opens
    as a trigger or a condition ("When the moon is full: draw a card" is refused: when?)."""
    out: list[TextToken] = []
    dropped: list[str] = []
    start = 0
    while start < len(tokens):
        end = start
        while end < len(tokens) and tokens[end].kind not in ("_STOP", "_COLON"):
            end += 1
        said = tokens[start:end]
        lead = end < len(tokens) and tokens[end].kind == "_COLON" and not out
        ended = end == len(tokens) or tokens[end].kind == "_STOP" or lead
        told = [t for i, t in enumerate(said) if i != _narrated_verb(said)]  # "The sun rises"
        unknown = sum(_unknown(t) for t in told)
        known = sum(t.kind not in _GLUE and not _unknown(t) for t in told)
        game = any(t.kind in _GAME_KINDS or t.kind in _VERB_KINDS for t in told)
        timed = bool(said) and said[0].kind in _TRIGGER_WORDS  # "When the moon is full:"
        keyword = lead and len(said) == 1 and _like_a_trigger_keyword(said[0].text)  # "Enrage:"
        timed = timed or keyword
        if ended and unknown > known and not game and not timed:  # "Destroy a crd" is no flavour
            dropped.append(" ".join(t.text for t in said))
        else:
            out.extend(said)
            if end < len(tokens):
                out.append(tokens[end])
        start = end + 1
    if not dropped or not any(t.kind != "_STOP" for t in out):
        return tokens
    first = next(i for i, t in enumerate(out) if t.kind != "_STOP")
    if not out[first].note:
        note = FLAVOUR_NOTE + "; ".join(repr(d) for d in dropped)
        out[first] = dataclasses.replace(out[first], note=note)
    return out


_VALUE_OWNERS = frozenset({"_OC", "_CARD", "_CARDS", "_IT", "_THIS", "_THEM", "_SLOT", "_SLOTS"})
"""Words that name cards: "value" after one and a colon is theirs ("OC: value -2")."""
_VALUE_SAID = frozenset({"NUMBER", "_COUNTWORD", "_CARDS"})


def _value_alone(tokens: list[TextToken]) -> list[TextToken]:
    """ "Value = 5", "Value: # cards in hand", "Value = cards in your hand": "value" opening a
    sentence (not after cards named and a colon: "OC: value = 3") and said to be something is
    this card's value (a form's field: the card's own), and
    "cards in your hand" said to be a value is their number."""

    def said_is(index: int) -> bool:  # "=", "is", "equals" or a colon before a value: "Value: 5"
        kind = tokens[index].kind if index < len(tokens) else "$END"
        after = tokens[index + 1].kind if index + 1 < len(tokens) else "$END"
        counted = after in _VALUE_SAID or _kinds(tokens, index + 1, 2) == ("_THE", "_COUNTWORD")
        equals = kind == "_EQUAL" and _said(tokens[index]) == "equals" and counted
        return kind == "_IS" or equals or (kind == "_COLON" and after in _VALUE_SAID)

    out: list[TextToken] = []
    for index, tok in enumerate(tokens):
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        opens = not out or out[-1].kind == "_STOP"
        opens = opens or (
            out[-1].kind == "_COLON" and len(out) > 1 and out[-2].kind not in _VALUE_OWNERS
        )
        if opens and said_is(index + 1) and tok.kind == "_VALUE" and tok.text.lower() == "value":
            out.extend(_inserted(kind, tok) for kind in ("_THIS", "_CARD", "_POSS"))
            out.append(tok)
            continue
        if (
            said_is(index)
            and out
            and out[-1].kind == "_VALUE"
            and out[-2:-1]
            and out[-2].kind == "_POSS"
        ):
            out.append(tok if tok.kind == "_IS" else dataclasses.replace(tok, kind="_IS"))
            if following is not None and following.kind == "_CARDS":
                out.append(dataclasses.replace(_inserted("_COUNTWORD", following), value="number"))
                out.append(_inserted("_OF", following))
            continue
        out.append(tok)
    return out


def _questions(tokens: list[TextToken]) -> list[TextToken]:
    """ "OC odd? Destroy it.": what is asked is a condition ("If OC odd, destroy it."); a "?"
    anywhere else is refused."""
    out: list[TextToken] = []
    start = 0
    for tok in tokens:
        if tok.kind in ("_STOP", "_COLON"):
            out.append(tok)
            start = len(out)
            continue
        if tok.kind != "_QUESTION":
            out.append(tok)
            continue
        if len(out) > start and out[start].kind != "_IF":
            out.insert(start, _inserted("_IF", out[start]))
            out.append(dataclasses.replace(tok, kind="_COMMA"))
        else:
            out.append(dataclasses.replace(tok, kind="WORD"))
    return out


_STATE_WORDS = frozenset(
    {"_FACE", "_DOWN", "_UP", "_UNREVEALED", "_REVEALED", "_TAPPED", "_UNTAPPED"}
)
"""Words of a card's state before "card" ("a face-down card")."""


def _said_plainly(tokens: list[TextToken]) -> list[TextToken]:
    """Words that say a construct in another common way, read as the construct: "gets nerfed"
    (is reduced), "has (takes) +2" (gets +2), "must to" / "can to" (the "to" dropped), "cards of
    opponent" (opp. cards; "the card of opponent": OC), "if its even" (it's), "an odd number"
    (odd), "each adjacent card" (cards in adj. slots), "destroy S4" (the cards in it), "random
    opp. card" (a random one)."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        kind = tok.kind
        before = out[-1].kind if out else "_STOP"
        after = _kinds(tokens, index + 1, 3)
        verb = bool(after) and (after[0] in _VERB_KINDS or after[0] in _PLAYER_VERBS)
        if (saying := _saying_at(tokens, index)) is not None:
            taken, read = saying
            out.extend(read)
            index += taken
            continue
        if kind == "_TO" and _ARROW.fullmatch(tok.text) and after[:1]:
            if after[0] in ("_YOU", "_OPP", "_EACH", "_PLAYER"):  # "X -> you draw": then? when?
                out.append(dataclasses.replace(tok, kind="WORD"))
                index += 1
                continue
            if before in ("_REVEAL", "_REVEALED", "_DESTROYED", "TAG"):  # "On reveal -> OC -1"
                out.append(dataclasses.replace(tok, kind="_COLON"))
                index += 1
                continue
        can = kind == "_CAN" and before in ("_YOU", "_OPP", "_PLAYER") and verb
        if can and after[0] != "_LOOK":  # "you can draw 2": may (a look costs nothing)
            out.append(dataclasses.replace(tok, kind="_MAY"))
            index += 1
            continue
        passive = bool(after) and after[0] in _PASSIVE_AFTER_GET and before not in _CLAUSE_STARTS
        if kind == "_GET" and passive:
            out.append(dataclasses.replace(tok, kind="_IS"))
            index += 1
            continue
        if kind == "_THAN" and verb and before not in _CLAUSE_STARTS:  # "Draw 2 than discard 1"
            out.append(dataclasses.replace(tok, kind="_THEN"))
            index += 1
            continue
        if kind == "NUMS" and before == "_IS" and after[:1] in (("_STOP",), ()):  # "become 5s"
            out.append(dataclasses.replace(tok, kind="NUMBER"))
            index += 1
            continue
        if kind in ("_HAS", "_TAKE") and after[:1] == ("SIGNED",) and before not in _CLAUSE_STARTS:
            out.append(dataclasses.replace(tok, kind="_GET"))
            index += 1
            continue
        if kind == "_TO" and before in ("_MUST", "_CAN", "_CANT", "_MAY") and verb:
            index += 1  # "must to discard": the "to" a learner puts in ("can to": may)
            said = out[-2].kind if len(out) > 1 else "_STOP"
            if before == "_CAN" and said in ("_YOU", "_OPP", "_PLAYER") and after[0] != "_LOOK":
                out[-1] = dataclasses.replace(out[-1], kind="_MAY")
            continue
        if kind in ("_CARD", "_CARDS") and after[:1] == ("_OF",):
            whose = 2 if after[1:2] == ("_THE",) else 1
            owner = _kinds(tokens, index + 1 + whose, 2)
            if owner[:1] == ("_OPP",) and owner[1:] not in (
                ("_POSS",),
                *((n,) for n in _OWNED_NOUNS),
            ):
                if kind == "_CARD" and before == "_THE":  # "the card of opponent": OC
                    out[-1] = dataclasses.replace(out[-1], kind="_OC", text="OC", value=None)
                    index += 2 + whose
                    continue
                at = len(out)
                while at and out[at - 1].kind in _STATE_WORDS:
                    at -= 1  # "a face-down card of opp.": an opp. face-down card
                out[at:] = [_inserted("_OPP", tok), *out[at:], tok]  # "cards of opponent": opp.
                index += 2 + whose  # cards
                continue
        if kind == "_ITS" and before == "_IF" and after[:1] and after[0] in _IT_IS_AFTER:
            out.extend([dataclasses.replace(tok, kind="_IT"), _inserted("_IS", tok)])
            index += 1
            continue
        if kind in ("_ODD", "_EVEN") and after[:1] == ("_COUNTWORD",):
            if before == "_A":
                out.pop()  # "an odd number": odd
            out.append(tok)
            index += 2
            continue
        if kind == "_EACH" and after[:2] == ("_ADJ", "_CARD"):
            out.extend([tokens[index + 1], dataclasses.replace(tokens[index + 2], kind="_CARDS")])
            index += 3  # "each adjacent card": the cards in adj. slots
            continue
        if kind == "SLOTNUM" and before in _SLOT_ACTS:
            out.extend(_inserted(k, tok) for k in ("_ALL", "_CARDS", "_IN"))
        if kind == "_RANDOM" and before in _CLAUSE_STARTS and after[:1] in (("_OPP",), ("_CARD",)):
            out.append(_inserted("_A", tok))  # "Random opp. card gets -3": a random one
        out.append(tok)
        index += 1
    return out


_KEYWORD_ABILITIES = frozenset({"hexproof", "shroud", "untargetable", "indestructible"})
"""Other games' one-word keyword abilities (their readings are in :data:`_PHRASES`)."""
_CARD_STATES = frozenset({"_TAPPED", "_UNTAPPED", "_REVEALED", "_UNREVEALED"})
_OWNERS = frozenset({"_YOUR", "_OPP", "_ITS", "_THEIR", "_POSS"})


_TIE_LEADS: tuple[tuple[str, ...], ...] = (
    ("_TIES",),  # "Ties: ...", "Tie, ..."
    ("_A", "_TIES"),
    ("_THE", "_TIES"),
    ("_ANY", "_TIES"),
    ("_IF", "_TIED"),  # "If tied, ..."
    ("_IF", "_IT", "_IS", "_TIED"),
    ("_IF", "_THERE", "_IS", "_A", "_TIES"),
    ("_IF", "_A", "_SLOT", "_IS", "_TIED"),  # "in the event of a tie" reads so too
    ("_EQUAL", "_VALUE"),  # "By (at, with) equal values, ..."
    ("_THE", "_EQUAL", "_VALUE"),
)
"""A lead naming the tie a rule is about (after "in", "on", "for", "at" or "in case of")."""
_TIE_WINNERS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("_THE", "_HIGH", "_PRINTED"), ("_THE", "_HIGH", "_PRINTED", "_VALUE")),
    (("_HIGH", "_PRINTED"), ("_THE", "_HIGH", "_PRINTED", "_VALUE")),
    (("_THE", "_LOW", "_PRINTED"), ("_THE", "_LOW", "_PRINTED", "_VALUE")),
    (("_LOW", "_PRINTED"), ("_THE", "_LOW", "_PRINTED", "_VALUE")),
    *(
        ((*card, order, "_PRINTED"), ("_THE", order, "_PRINTED", "_VALUE"))
        for card in (("_THE", "_CARD", "_WITH"), ("_THE", "_CARD", "_WITH", "_THE"))
        for order in ("_HIGH", "_LOW")
    ),
    (("_YOU",), ("_YOU",)),
    (("_OPP",), ("_OPP",)),
    (("_THE", "_OPP"), ("_OPP",)),
    *(
        (("_THE", "_PLAYER", "_WITH", more, *what), ("_THE", "_PLAYER", "_WITH", more, *what))
        for more in ("_MORE", "_FEWER")
        for what in (("_POINT",), ("_CARDS", "_IN", "_HAND"))
    ),
)
"""Who a tie lead's rule says wins ("the higher printed value (card) wins", "you win"), as the
words after "ties go to"."""


def _tie_rule(tokens: list[TextToken], index: int) -> tuple[int, list[TextToken]] | None:
    """ "In case of a tie, the higher printed value wins", "On ties: you win", "If tied, opp.
    wins": a lead naming ties, then who wins them, read as "Ties go to ...": how many words it
    takes and the words read."""
    start = index
    if _kinds(tokens, index, 1) in _TIE_PREPOSITIONS:
        index += 1
        if (
            index < len(tokens)
            and _said(tokens[index]) == "case"
            and _kinds(tokens, index + 1, 1) == ("_OF",)
        ):
            index += 2
    lead = next((k for k in _TIE_LEADS if _kinds(tokens, index, len(k)) == k), None)
    if lead is None and _kinds(tokens, index, 5) == ("_IF", "_THIS", "_SLOT", "_IS", "_TIED"):
        lead = ("_IF", "_THIS", "_SLOT", "_IS", "_TIED")  # "If this slot is tied, ...": here
    if lead is None:
        return None
    # "By equal values you win": a lead said with its preposition needs no comma
    said_out = _kinds(tokens, index + len(lead), 1) in (("_COMMA",), ("_COLON",))
    if not said_out and not (index > start and "_EQUAL" in lead):
        return None
    index += len(lead) + said_out
    here = ("_IN", "_THIS", "_SLOT") if "_SLOT" in lead and "_THIS" in lead else ()
    inverted = _inverted_tie_winner(tokens, index)
    if inverted is not None:  # "In case of a tie, wins this card": this card wins
        taken, winner = inverted
        at = tokens[start]
        return index + taken - start, [_inserted(k, at) for k in ("_TIES", *here, *winner)]
    for said, read in _TIE_WINNERS:
        if _kinds(tokens, index, len(said)) != said:
            continue
        after = index + len(said)
        if said[-1] == "_PRINTED" and _kinds(tokens, after, 1) in (("_VALUE",), ("_CARD",)):
            after += 1
        if said in (("_YOU",), ("_OPP",)) and _kinds(tokens, after, 1) in ((), ("_STOP",)):
            at = tokens[start]  # "Ties: you."
            return after - start, [_inserted(k, at) for k in ("_TIES", *here, "_GO", "_TO", *read)]
        if _kinds(tokens, after, 1) not in (("_WIN",), ("_TAKE",), ("_BEAT",)):
            return None
        after += 1
        won = next((w for w in _TIE_WON if _kinds(tokens, after, len(w)) == w), ())
        if won == ("_THIS", "_SLOT"):  # "you win this slot": the ties here
            here = ("_IN", "_THIS", "_SLOT")
        after += len(won)
        if not here and _kinds(tokens, after, 3) == ("_IN", "_THIS", "_SLOT"):
            here, after = ("_IN", "_THIS", "_SLOT"), after + 3  # "you win here"
        if _kinds(tokens, after, 1) not in ((), ("_STOP",)):
            return None
        at = tokens[start]
        return after - start, [_inserted(k, at) for k in ("_TIES", *here, "_GO", "_TO", *read)]
    return None


_TIE_PREPOSITIONS = (("_IN",), ("_ON",), ("_FOR",), ("_AT",), ("_DURING",), ("_BY",), ("_WITH",))
_TIE_WON = (("_IT",), ("_THE", "_SLOT"), ("_THIS", "_SLOT"))


def _inverted_tie_winner(tokens: list[TextToken], index: int) -> tuple[int, list[str]] | None:
    """ "wins this card", "wins the card with the lower printed value" (the verb first, as a
    German or Spanish writer puts it) after a tie lead: how many words, and the words that
    follow "ties" (who they go to)."""
    if _kinds(tokens, index, 1) != ("_WIN",):
        return None
    after = index + 1
    if _kinds(tokens, after, 2) == ("_THIS", "_CARD"):
        end = after + 2
        read = ["_IN", "_THIS", "_SLOT", "_GO", "_TO", "_YOU"]
    else:
        for said, winner in _TIE_WINNERS:
            if said[-1] == "_PRINTED" and _kinds(tokens, after, len(said)) == said:
                end = after + len(said) + (_kinds(tokens, after + len(said), 1) == ("_VALUE",))
                read = ["_GO", "_TO", *winner]
                break
        else:
            return None
    if _kinds(tokens, end, 1) not in ((), ("_STOP",)):
        return None
    return end - index, read


_SLOT_ORDER_KINDS = frozenset({
    "_CONFLICT", "_CARDS", "_CARD", "_TEXT", "_WITH", "_THE", "_EQUAL", "_PRINTED", "_VALUE",
    "_DOES", "_NOT", "_CANT", "_CAN", "_FIZZLE", "_STOP", "_COLON", "_COMMA", "_INSTEAD",
    "_LAST_INSTEAD", "_IN", "_LOW", "_SLOT", "_SLOTS", "_RESOLVE", "_FIRST", "_THEM", "_THEY",
    "_THEIR", "_ORDER", "_OF", "_IS", "_FROM", "_TO", "_BY", "_AND", "_THEN",
})  # fmt: skip
"""The words a rule that conflicts resolve in slot order may be said with (no other rule of
conflicts, such as "higher printed values first", uses only these)."""
_SLOT_ORDER_WORDS = frozenset({
    "between", "longer", "anymore", "fizzling", "resolved", "notwithstanding", "number",
    "numbered", "rather", "always", "rules",
})  # fmt: skip
_IN_PLAY_LEADS = (
    ("_WHILE", "_THIS", "_CARD", "_IS", "_ON", "_THE", "_TABLE", "_COMMA"),
    ("_WHILE", "_THIS", "_CARD", "_STAYS", "_ON", "_THE", "_TABLE", "_COMMA"),
    ("_WHILE", "_THIS", "_CARD", "_IS", "_IN", "_PLAY", "_COMMA"),
    ("_SO", "WORD", "_AS", "_THIS", "_CARD", "_IS", "_ON", "_THE", "_TABLE", "_COMMA"),
    ("_SO", "WORD", "_AS", "_THIS", "_CARD", "_STAYS", "_ON", "_THE", "_TABLE", "_COMMA"),
    ("_SO", "WORD", "_AS", "_THIS", "_CARD", "_IS", "_IN", "_PLAY", "_COMMA"),
)
"""'While this card is on the table,': a lead that adds nothing to a rule change (in force while
this card is face up on the table)."""


def _lasts_in_play(ability: fx.Ability, effect: fx.Effect) -> bool:
    """Whether ``effect`` of ``ability`` lasts while this card is in play (a rule change, a
    restriction or a live value change of a "when revealed" ability, or a change said to last
    so)."""
    lasts = getattr(effect, "duration", None) is fx.Duration.WHILE_IN_PLAY
    return fx.is_live(ability, effect) or fx.is_live_rule(ability, effect) or lasts


def _slot_order_word(tok: TextToken) -> bool:
    if tok.kind in ("WORD", "_COUNTWORD"):
        return tok.text.lower() in _SLOT_ORDER_WORDS
    if tok.kind == "SLOTNUM":
        return tok.text.upper() in ("S1", "S9")
    return tok.kind in _SLOT_ORDER_KINDS


def _says_slot_order(span: list[TextToken]) -> bool:
    """Whether the words of a rule about conflicts say that the lower slot resolves first: "in
    slot order", "the lower(-numbered) slot resolves first", "from S1 to S9"."""
    kinds = [t.kind for t in span]
    for at, kind in enumerate(kinds):
        if kind == "_SLOT" and kinds[at + 1 : at + 2] == ["_ORDER"]:
            return True
        if kind == "_LOW" and "_FIRST" in kinds[at:]:
            after = [k for k in kinds[at + 1 : at + 3] if k != "_COUNTWORD"]
            if after[:1] in (["_SLOT"], ["_SLOTS"]):
                return True
        if kind == "_FROM" and [t.text.upper() for t in span[at + 1 : at + 4]] == [
            "S1",
            "TO",
            "S9",
        ]:
            return True
    return False


def _slot_order_said(tokens: list[TextToken]) -> list[TextToken]:
    """ "Conflicting cards with the same printed value no longer fizzle; resolve them in slot
    order instead", "Conflicts don't fizzle: the card in the lower-numbered slot resolves
    first": the sentences of a rule about conflicts (from the first word naming them to the last
    sentence said only in the words of such rules) that says the lower slot resolves first, read
    as `Conflicts resolve in slot order.` (only equal printed values ever conflict, so "with the
    same printed value" adds nothing). A lead "While this card is on the table," or "In
    conflicts," adds nothing; any other word leaves the text as it is."""
    first = next((at for at, t in enumerate(tokens) if t.kind == "_CONFLICT"), None)
    if first is None:
        return tokens
    start = first - (first > 0 and tokens[first - 1].kind == "_THE")
    if start and tokens[start - 1].text.lower() == "notwithstanding":
        start -= 1  # "notwithstanding the conflict rules": what the rule does
    else:
        start = first
    sentence = start
    while sentence and tokens[sentence - 1].kind != "_STOP":
        sentence -= 1
    lead = tuple(t.kind for t in tokens[sentence:start])
    if lead in (("_IN",), ("_IN", "_THE"), ("_DURING",), ("_FOR",), ("_ON",), ("_IN_PLAY_LEAD",)):
        lead = ()
    if lead and lead not in _IN_PLAY_LEADS:
        return tokens
    if lead and lead[0] == "_SO" and tokens[sentence + 1].text.lower() != "long":
        return tokens
    end = start
    last_stop = None
    while end < len(tokens) and _slot_order_word(tokens[end]):
        if tokens[end].kind == "_STOP":
            last_stop = end
        end += 1
    if end < len(tokens):  # a word of another rule: the span ends with the sentence before it
        if last_stop is None:
            return tokens
        end = last_stop + 1
    span = tokens[start:end]
    if last_stop is None or not _says_slot_order(span):
        return tokens
    at = tokens[sentence]
    said = [_inserted(k, at) for k in ("_CONFLICT", "_RESOLVE", "_IN", "_SLOT", "_ORDER")]
    return [*tokens[:sentence], *said, tokens[end - 1], *tokens[end:]]


def _conflict_lead(tokens: list[TextToken], index: int) -> int:
    """ "In conflicts, higher printed values resolve first", "Conflicts: cards don't fizzle": how
    many words a lead naming conflicts takes before a rule about them (resolving, fizzling), 0 if
    there is none; the rule says what it is about already."""
    start = index
    if _kinds(tokens, index, 1) in (("_IN",), ("_ON",), ("_FOR",), ("_DURING",)):
        index += 1
    if _kinds(tokens, index, 1) in (("_A",), ("_THE",), ("_ANY",)):
        index += 1
    if _kinds(tokens, index, 2) not in (("_CONFLICT", "_COMMA"), ("_CONFLICT", "_COLON")):
        return 0
    end = index + 2
    while end < len(tokens) and tokens[end].kind != "_STOP":
        if tokens[end].kind in ("_RESOLVE", "_FIZZLE"):
            return index + 2 - start
        end += 1
    return 0


_COUNTING_VERBS = frozenset({"_DRAW", "_DISCARD", "_SCORE", "_LOSE"})


def _clause_subject(out: list[TextToken]) -> list[TextToken]:
    """The words said since the clause began (a subject, where a verb comes next)."""
    start = len(out)
    while start > 0 and out[start - 1].kind not in _CLAUSE_STARTS:
        start -= 1
    return out[start:]


def _by_class(tokens: list[TextToken]) -> list[TextToken]:
    """Ways of saying a construct read by what they are, not word by word:

    - "the next card you place (play)", "your (opp.'s) next (previous) card": a player's cards in
      that slot (a card not yet placed is the one placed there next);
    - "per (for each) # of", "per number of": the count goes without saying;
    - "X can't get (receive) counters" is "counters can't be placed on X"; "you (opp.) +2 cards":
      you (opp.) draw 2 cards; "draw to cards": two;
    - "the card with the lower (highest ...) value" is "the lower (highest ...) card"; "tapped
      your cards" is "your tapped cards"; "next (prev., adj.) slot cards" are the cards in it;
    - a lead naming ties and who wins them is "ties go to ..." (:func:`_tie_rule`); one naming
      conflicts before a rule about them is left out (:func:`_conflict_lead`);
    - a one-word keyword ability of other games ("Hexproof.", "Indestructible.", read as what it
      says by :data:`_PHRASES`) is read only as a sentence of its own.
    """
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        kind = tok.kind
        before = out[-1].kind if out else "_STOP"
        after = _kinds(tokens, index + 1, 5)
        if kind == "_THIS" and tok.text.lower() in _KEYWORD_ABILITIES:
            said = len(_PHRASES[(tok.text.lower(),)])
            ends = _kinds(tokens, index + said, 1) in ((), ("_STOP",))
            if before != "_STOP" or not ends:  # "OC loses hexproof": not a keyword of its own
                out.append(dataclasses.replace(tok, kind="WORD", value=tok.text.lower()))
            else:
                out.extend(tokens[index : index + said])
            index += said
            continue
        beside = (
            kind == "_BESIDE" and after[:1] == ("_THE",) and after[1:2] in (("_NEXT",), ("_PREV",))
        )
        if beside and after[2:3] == ("_SLOT",):
            placer = after[3:5] in (("_YOU", "_PLACE"), ("_OPP", "_PLACE"), ("_OPP", "_PLAY"))
            placer = placer or after[3:5] == ("_YOU", "_PLAY")
            owned = before in _OWNERS and after[3:4] not in (("_FACE",), ("_IS",))
            if placer or owned:
                slot = tokens[index + 2]
                whose = tokens[index + 4].kind if placer else None
                if placer:  # "the next card you place": your cards in the next slot
                    out.append(_inserted("_YOUR" if whose == "_YOU" else "_OPP", tok))
                out.extend(_inserted(k, tok) for k in ("_CARDS", "_IN", "_THE"))
                out.extend([slot, _inserted("_SLOT", tok)])
                index += 6 if placer else 4
                continue
        if before == "_STOP" and (tie := _tie_rule(tokens, index)) is not None:
            taken, read = tie  # "In case of a tie, you win": ties go to you
            read[0] = dataclasses.replace(read[0], text=tok.text, offset=tok.offset)
            out.extend(read)
            index += taken
            continue
        if before == "_STOP" and (taken := _conflict_lead(tokens, index)):
            index += taken  # "In conflicts, ...": the rule is about conflicts already
            if _kinds(tokens, index, 1) == ("_CARDS",):  # "cards don't fizzle": conflicting ones
                out.append(_inserted("_CONFLICT", tokens[index]))
            continue
        card_after = _kinds(tokens, index + 2, 1) in (("_CARD",), ("_CARDS",))
        if kind in _CARD_STATES and after[:1] in (("_YOUR",), ("_OPP",)) and card_after:
            out.extend([tokens[index + 1], tok])  # "tapped your cards": your tapped cards
            index += 2
            continue
        if kind in ("_NEXT", "_PREV", "_ADJ") and after[:1] in (("_SLOT",), ("_SLOTS",)):
            said = 1 + (after[1:2] == ("_POSS",))
            if after[said : said + 1] == ("_CARDS",):  # "next slot cards" ("the ... card": whose?)
                cards = tokens[index + 1 + said]
                noun = "_SLOTS" if kind == "_ADJ" else "_SLOT"
                out.extend([cards, _inserted("_IN", tok)])
                out.extend([_inserted("_THE", tok)] if kind != "_ADJ" else [])
                out.extend([tok, dataclasses.replace(tokens[index + 1], kind=noun)])
                index += 2 + said
                continue
        plural = after[:1] == ("_CARDS",) or (
            after[:1] == ("_POINT",) and _said(tokens[index + 1]) in ("points", "pts")
        )
        counted = plural and tok.text.lower() == "to"
        if kind == "_TO" and counted and before in _COUNTING_VERBS:  # "draw to cards": two
            out.append(dataclasses.replace(tok, kind="NUMBER", value=2, note="read 'to' as 'two'"))
            index += 1
            continue
        player = before in ("_YOU", "_OPP") or (
            before == "_COLON" and _kinds(out[-2:], 0, 1) in (("_YOU",), ("_OPP",))
        )
        if kind == "SIGNED" and tok.value > 0 and player and after[:1] in (("_CARD",), ("_CARDS",)):
            if before == "_COLON":  # "You: +2 cards": you draw 2 cards
                out.pop()
            out.extend([_inserted("_DRAW", tok), dataclasses.replace(tok, kind="NUMBER")])
            index += 1
            continue
        if kind == "_CANT" and after[:1] == ("_GET",) and (subject := _clause_subject(out)):
            counters = 1 + (after[1:2] in (("_A",), ("_ANY",)))
            if after[counters : counters + 1] == ("_COUNTER",):  # "X can't get counters"
                del out[len(out) - len(subject) :]
                out.append(tokens[index + 1 + counters])
                out.extend(_inserted(k, tok) for k in ("_CANT", "_BE", "_PLACED", "_ON"))
                out.extend(subject)
                index += 2 + counters
                continue
        ranked = after[:2] == ("_WITH", "_THE") and after[2:3] in (("_LOW",), ("_HIGH",))
        if kind in ("_CARD", "_CARDS") and ranked and after[3:4] == ("_VALUE",):
            out.extend([tokens[index + 3], tok])  # "the card with the lower value": the lower card
            index += 5
            continue
        if kind in ("_PER", "_EACH") and after[:1] == ("_COUNTWORD",):
            out.append(tok)
            index += 3 if after[1:2] == ("_OF",) else 2  # "+1 per # of cards": per card
            continue
        out.append(tok)
        index += 1
    return out


def _random_first(tokens: list[TextToken]) -> list[TextToken]:
    """ "Randomly destroy one of opp.'s cards": "at random" said at the end of the clause; "If
    you win (lose)," after a coin is flipped: heads (tails)."""
    out: list[TextToken] = []
    index = 0
    flipped = False
    while index < len(tokens):
        tok = tokens[index]
        before = out[-1].kind if out else "_STOP"
        following = _kinds(tokens, index + 1, 3)
        flipped = flipped or tok.kind == "_COIN"
        if tok.kind == "_COLON" and before == "_COIN":  # "Flip a coin: if heads, ..."
            out.append(dataclasses.replace(tok, kind="_STOP"))
            index += 1
            continue
        if (
            flipped
            and tok.kind == "_IF"
            and following[:1] == ("_YOU",)
            and following[1:2] in (("_WIN",), ("_LOSE",))
            and following[2:] in (("_COMMA",), ("_COLON",))
        ):
            side = "_HEADS" if following[1] == "_WIN" else "_TAILS"
            out.extend([tok, _inserted(side, tokens[index + 2])])
            index += 3
            continue
        if (
            tok.kind == "_RANDOM"
            and before in _CLAUSE_STARTS
            and following[:1] in (("_DESTROY",), ("_DISCARD",), ("_RETURN",), ("_TAP",))
        ):
            end = index + 1
            while end < len(tokens) and tokens[end].kind not in _CLAUSE_ENDS:
                end += 1
            out.extend(tokens[index + 1 : end])
            out.extend([_inserted("_AT", tok), tok])
            index = end
            continue
        out.append(tok)
        index += 1
    return out


def _can_to(tokens: list[TextToken]) -> list[TextToken]:
    """ "You can discard a card to draw 2": "can ... to <verb>" offers a choice ("may")."""
    out = list(tokens)
    for index, tok in enumerate(out):
        if tok.kind != "_CAN" or index == 0 or out[index - 1].kind not in ("_YOU", "_OPP"):
            continue
        end = index + 1
        while end < len(out) and out[end].kind != "_STOP":
            if out[end].kind == "_TO" and end + 1 < len(out) and out[end + 1].kind in _VERB_KINDS:
                out[index] = dataclasses.replace(tok, kind="_MAY")
                break
            end += 1
    return out


def _choice_lists(tokens: list[TextToken]) -> list[TextToken]:
    """The options after "Choose one:" may be split by ";" ("destroy OC; tap OC") or by a new
    sentence that starts with "or": both are "or"."""
    out: list[TextToken] = []
    choosing = False
    for index, tok in enumerate(tokens):
        following = tokens[index + 1].kind if index + 1 < len(tokens) else "$END"
        if tok.kind == "_CHOOSE":
            choosing = False
        if (
            tok.kind == "_COLON"
            and out
            and (out[-1].kind == "_CHOOSE" or (len(out) > 1 and out[-2].kind == "_CHOOSE"))
        ):
            choosing = True
        if choosing and tok.kind == "_OR" and tok.text != "/":
            choosing = False  # "draw a card or tap OC; draw 2": the ";" ends the sentence
        if choosing and tok.kind == "_STOP":
            if following == "_OR":
                continue
            if tok.text == ";" and following not in ("_STOP", "$END"):
                out.append(dataclasses.replace(tok, kind="_OR"))
                continue
            choosing = False
        out.append(tok)
    return out


def _roll_outcomes(tokens: list[TextToken]) -> list[TextToken]:
    """After a die is rolled: "Roll a die: ..." is two sentences, "on 4, 5 or 6" is on 4-6 ("2, 4
    or 6": even), and ", 4-6 draw a card" (", on 4-6 ...") starts the next outcome."""
    out: list[TextToken] = []
    rolled = False
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        before = out[-1].kind if out else "_STOP"
        following = _kinds(tokens, index + 1, 2)
        if tok.kind == "_DIE":
            rolled = True
        if rolled and tok.kind == "_COLON" and before == "_DIE":
            out.append(dataclasses.replace(tok, kind="_STOP"))
            index += 1
            continue
        if (
            rolled
            and tok.kind in ("_COMMA", "_AND")
            and (
                following[:1] == ("NUMRANGE",)
                or following in (("_ON", "NUMBER"), ("_ON", "NUMRANGE"), ("_ON", "_A"))
                or (following[:1] == ("_IF",) and _rolled_if(tokens, index + 1) is not None)
            )
        ):
            out.append(dataclasses.replace(tok, kind="_STOP"))
            index += 1
            continue
        if rolled and tok.kind == "_IF" and (said := _rolled_if(tokens, index)) is not None:
            if before == "_DIE":  # "roll a die if 6 ...": the roll said, then its outcome
                out.append(_inserted("_STOP", tok))
            out.append(dataclasses.replace(tok, kind="_ON"))  # "If 6, ...": on a 6
            index = said
            continue
        if rolled and before == "_STOP" and _outcome_first(tokens, index):
            out.extend([_inserted("_ON", tok), tok])  # "Even, draw a card. Odd, ...", "1-3, ..."
            if tokens[index + 1].kind == "_IS":  # "6 = destroy OC"
                out.append(dataclasses.replace(tokens[index + 1], kind="_COMMA"))
                index += 1
            index += 1
            continue
        if rolled and tok.kind == "_IT" and before == "_ADD":  # "roll a die and add it to ..."
            out.extend([dataclasses.replace(tok, kind="_THE"), _inserted("_ROLL", tok)])
            if _kinds(tokens, index + 1, 1) in ((), ("_STOP",)):  # "add it": to this card
                out.extend(_inserted(k, tok) for k in ("_TO", "_THIS", "_CARD"))
            index += 1
            continue
        if (
            rolled
            and tok.kind in ("_GET", "_WIN")
            and before in ("_CARD", "_IT")
            and _kinds(tokens, index + 1, 3)
            in (("_THE", "_COUNTWORD"), ("_THE", "_COUNTWORD", "_STOP"))
        ):
            gets = [dataclasses.replace(tok, kind="_GET"), _inserted("_PLUS", tok)]
            out.extend([*gets, *(_inserted(k, tok) for k in ("_THE", "_ROLL"))])
            index += 3  # "this card gets (wins) the number": the number rolled
            continue
        if rolled and tok.kind == "_YOU" and _outcome_said(out):
            out.append(_inserted("_COMMA", tok))  # "on a 6 you destroy OC": the outcome said
            if following[:1] and following[0] in _VERB_KINDS:
                index += 1  # the controller does what an ability says
                continue
        said_a = before == "_A" and len(out) > 1 and out[-2].kind == "_ON"  # "on a 5 or 6"
        if rolled and tok.kind == "NUMBER" and (before == "_ON" or said_a):
            listed, end = _number_list(tokens, index)
            if len(listed) > 1:
                if said_a:
                    out.pop()
                out.extend(_outcome_words(listed, tok))
                index = end
                continue
        out.append(tok)
        index += 1
    return out


def _outcome_said(out: list[TextToken]) -> bool:
    """Whether ``out`` ends with a roll's outcome opening its sentence: "On a 6", "On 1-2"."""
    lead = [t.kind for t in out[-4:]]
    while lead and lead[0] not in ("_STOP", "_COLON"):
        lead.pop(0)
    return lead[1:2] == ["_ON"] and lead[-1:][0] in _OUTCOME_NUMBERS if lead else False


def _tag_last(tokens: list[TextToken]) -> list[TextToken]:
    """ "Roll a die at [SSCORE].": a tagged trigger said after what it does, at the end of the
    text's first sentence, is read first (:func:`_trigger_first`), and its "at" with it."""
    kinds = [t.kind for t in tokens]
    if "_STOP" in kinds:
        kinds = kinds[: kinds.index("_STOP")]
    at = len(kinds) - 1
    if kinds[:2] == ["TAG", "_COLON"] and not tokens[1].text and kinds[at:] == ["_AT"]:
        return [*tokens[:at], *tokens[at + 1 :]]  # the tag put first already, its "at" left
    return tokens


_NEXT_FACE_DOWN = (
    ("_NEXT", "_FACE", "_DOWN", "_CARD"),
    ("_NEXT", "_UNREVEALED", "_CARD"),
    ("_NEXT", "_CARD"),
    ("_NEXT", "_OC"),
)
"""Opp.'s next card, looked at: "peek at opp.'s next face-down card", "Peek next OC"."""


def _looked_at_opp(out: list[TextToken]) -> bool:
    """Whether the sentence that ends ``out`` looks at opp.'s hand ("Look at opp.'s hand and
    ...", "Opp. reveals its hand")."""
    start = len(out)
    while start and out[start - 1].kind != "_STOP":
        start -= 1
    kinds = [t.kind for t in out[start:]]
    if kinds[2:3] == ["_YOU"]:
        del kinds[2]  # "Opp. shows you its hand"
    shown = kinds[:2] in (["_OPP", "_REVEAL"], ["_OPP", "_SHOW"])
    if shown and kinds[2:4] in (["_ITS", "_HAND"], ["_THEIR", "_HAND"]):
        return True  # "Opp. reveals its hand"
    return kinds[:1] == ["_LOOK"] and "_HAND" in kinds and "_OPP" in kinds[: kinds.index("_HAND")]


_SORTS = frozenset({"sort", "sorts", "replace", "order", "reorder", "rearrange", "resort"})
"""Words for putting the cards looked at back in an order of your choice."""


def _put_back(tokens: list[TextToken], index: int) -> int | None:
    """Where "sort them (new)", "reorder", "replace them in any order", "put back any order" ends,
    said after a look at the top cards of a deck (:func:`_looks_said`: 'rearrange them')."""
    words = [_said(t) if t.kind == "WORD" else t.kind for t in tokens[index : index + 7]]
    alone = _kinds(tokens, index - 1, 1) == ("_COMMA",) and _kinds(tokens, index + 2, 1) in (
        (),
        ("_STOP",),
    )
    if alone and words[:2] in (["_ORDER", "_ANY"], ["_ANY", "_ORDER"]):
        return index + 2  # "..., order any", "..., any order"
    sorts = words[:1] and (words[0] in _SORTS or words[0] == "_REARRANGE")
    if not sorts and not (words[:1] == ["_PLACE"] and "_ORDER" in words[:6]):
        return None
    end = index + 1
    rest = words[1:]
    for said in (["_THEM"], ["_BACK"], ["_IN"], ["_ANY"], ["_ORDER"], ["new"], ["again"]):
        if rest[:1] == said:
            end += 1
            rest = rest[1:]
    if _kinds(tokens, end, 1) not in ((), ("_STOP",)):
        return None
    return end


_OPPS = (("_THE", "_OPP", "_POSS"), ("_YOUR", "_OPP", "_POSS"), ("_OPP", "_POSS"), ("_OPP",))


_LOOKED_AT = frozenset({"_HAND", "_TOP", "_DECK", "_PILE"})
"""What a look said from the looker's side names ("Opp. hand: look.")."""

_LOOK_TAILS = (("_LOOK",), ("_LOOK", "_AT", "_IT"), ("_LOOK", "_AT", "_THEM"))


def _looks_turned(tokens: list[TextToken]) -> list[TextToken]:
    """A look said from the looker's side: "Opp. hand: look.", "Your top 3 - peek at them" (look
    at opp.'s hand, at your top 3 cards); "Look at opp. top 2" (the top 2 cards of opp.'s deck);
    "... and at the top card of its deck" after a look (and look at)."""
    out: list[TextToken] = []
    for start, end in _sentence_spans(tokens):
        sentence = tokens[start:end]
        lead = 0
        while lead < len(sentence) and sentence[lead].kind in ("TAG", "_COLON", "_COMMA"):
            lead += 1
        kinds = tuple(t.kind for t in sentence)
        pause = next(
            (i for i in range(lead + 1, len(sentence)) if kinds[i] in ("_COLON", "_COMMA")), None
        )
        if (
            pause is not None
            and kinds[pause + 1 :] in _LOOK_TAILS
            and _LOOKED_AT & set(kinds[lead:pause])
            and not _VERB_KINDS & set(kinds[lead:pause])
        ):
            look = sentence[pause + 1]
            sentence = [*sentence[:lead], look, _inserted("_AT", look), *sentence[lead:pause]]
        looking = False
        for index, tok in enumerate(sentence):
            looking = looking or tok.kind == "_LOOK"
            if looking and tok.kind == "_AT" and out and out[-1].kind == "_AND":
                out.append(_inserted("_LOOK", tok))  # "Look at opp.'s hand and at ..."
            out.append(tok)
            if (
                looking
                and tok.kind == "NUMBER"
                and _kinds(sentence, index - 1, 1) == ("_TOP",)
                and _kinds(sentence, index - 2, 1) in (("_OPP",), ("_POSS",))
                and _kinds(sentence, index + 1, 1) not in (("_CARD",), ("_CARDS",), ("_OF",))
            ):
                out.append(_inserted("_CARD" if tok.value == 1 else "_CARDS", tok))
        if end < len(tokens):
            out.append(tokens[end])
    return out


_DECK_OWNERS = frozenset({"_OPP", "_POSS", "_YOUR", "_THEIR", "_ITS", "_THE", "_EACH", "_PLAYER"})
"""The words before "deck" that say whose it is ("opp.'s", "your", "the enemy")."""

_PART_ENDS = frozenset({"_STOP", "_COMMA", "_AND", "_THEN", "_COLON"})
"""What may follow the part of a deck named after a comma ("..., the top 2 cards.")."""


def _top_part(tokens: list[TextToken], at: int) -> tuple[int, int] | None:
    """How many cards "the top 2 cards", "top 2", "the first card", "the 2 top cards" at ``at``
    name, and where the words end; ``None`` for other words, or for a top said with its deck
    ("the top 2 cards of ...")."""
    index = at + (_kinds(tokens, at, 1) in (("_THE",), ("_ITS",), ("_THEIR",)))
    said = _kinds(tokens, index, 3)
    count = 1
    if said[:1] in (("_TOP",), ("_FIRST",)):
        index += 1
        if said[1:2] == ("NUMBER",):
            count = int(tokens[index].value)
            index += 1
        elif said[1:2] not in (("_CARD",),):
            return None
    elif said[:2] in (("NUMBER", "_TOP"), ("NUMBER", "_FIRST")):
        count = int(tokens[index].value)
        index += 2
    else:
        return None
    if _kinds(tokens, index, 1) in (("_CARD",), ("_CARDS",)):
        index += 1
    if index < len(tokens) and tokens[index].kind not in _PART_ENDS:
        return None
    return (count, index) if count >= 1 else None


_UNDER_WORDS = (
    ("under",), ("underneath",), ("beneath",), ("below",), ("below", "below"), ("down",),
    ("at", "the", "bottom"), ("to", "the", "bottom"), ("at", "bottom"), ("to", "bottom"),
)  # fmt: skip
"""A learner's words for the bottom of a deck, after "put it" ("put it under", "put it down")."""


def _put_under(tokens: list[TextToken], index: int) -> int | None:
    """Where "put it (them) under (below, down, at the bottom)" ends, with nothing after it in its
    clause, if the words at ``index`` say it (after a look at the top cards of a deck: on its
    bottom); ``None`` otherwise."""
    if _kinds(tokens, index, 2) not in (("_PLACE", "_IT"), ("_PLACE", "_THEM")):
        return None
    for words in _UNDER_WORDS:
        end = index + 2 + len(words)
        if tuple(_said(t) for t in tokens[index + 2 : end]) != words:
            continue
        if end >= len(tokens) or tokens[end].kind in ("_STOP", "_COMMA", "_IF", "_AND"):
            return end
    return None


_EITHER_DECK = (
    ("_ANY", "_DECK"),
    ("_EITHER", "_DECK"),
    ("_A", "_DECK"),
    ("_ANY", "_PLAYER", "_POSS", "_DECK"),
)
"""A deck of the looker's choice ("any deck", "either deck", "a deck", "any player's deck")."""


def _any_deck(tokens: list[TextToken]) -> list[TextToken]:
    """ "Look at the top card of any (either) deck": yours or opp.'s, your choice (`Choose one:
    look at the top card of your deck or look at the top card of opp.'s deck.`), when the look is
    the whole sentence (after its trigger); "top card" without "the" is the top card."""
    out: list[TextToken] = []
    for start, end in _sentence_spans(tokens):
        sentence = tokens[start:end]
        lead = 0
        while lead < len(sentence) and sentence[lead].kind in ("TAG", "_COLON"):
            lead += 1
        kinds = [t.kind for t in sentence]
        look = kinds[lead : lead + 2] == ["_LOOK", "_AT"]
        of = kinds.index("_OF") if look and "_OF" in kinds else 0
        whose = tuple(kinds[of + 1 :])
        part = sentence[lead + 2 : of]
        top = [t.kind for t in part if t.kind != "_THE"][:1] == ["_TOP"]
        if look and top and whose in _EITHER_DECK and _top_part(part, 0) is not None:
            the = [] if part[0].kind == "_THE" else [_inserted("_THE", part[0])]
            looked = [*sentence[lead : lead + 2], *the, *part, sentence[of]]
            at = sentence[of]
            sentence = [
                *sentence[:lead],
                _inserted("_CHOOSE", at),
                _inserted("_A", at),
                _inserted("_COLON", at),
                *looked,
                _inserted("_YOUR", at),
                _inserted("_DECK", at),
                _inserted("_OR", at),
                *looked,
                _inserted("_OPP", at),
                _inserted("_POSS", at),
                _inserted("_DECK", at),
            ]
        out.extend(sentence)
        if end < len(tokens):
            out.append(tokens[end])
    return out


def _deck_apposed(tokens: list[TextToken]) -> list[TextToken]:
    """ "Look at opp.'s deck, the top 2 cards": the words after the comma name the part of that
    deck looked at (`Look at the top 2 cards of opp.'s deck.`), not a second look, at the top of
    your deck."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        part = _top_part(tokens, index + 2) if tok.kind == "_DECK" else None
        if part is not None and _kinds(tokens, index + 1, 1) == ("_COMMA",):
            start = len(out)
            while start and out[start - 1].kind in _DECK_OWNERS:
                start -= 1
            before = out[start - 1].kind if start else "$START"
            if before == "_AT" or before in _VERB_KINDS:
                count, end = part
                deck = [*out[start:], tok]
                del out[start:]
                out.extend([_inserted("_THE", tok), _inserted("_TOP", tok)])
                if count > 1:
                    out.append(_inserted("NUMBER", tok, count))
                out.append(_inserted("_CARDS" if count > 1 else "_CARD", tok))
                out.extend([_inserted("_OF", tok), *deck])
                index = end
                continue
        out.append(tok)
        index += 1
    return out


def _looks_said(tokens: list[TextToken]) -> list[TextToken]:
    """A look said the short way: "the 3 upper cards" (the top 3 cards); "top card of their
    deck" after opp.'s hand (opp.'s deck); "sort them" after the top cards (rearrange them);
    "Choose a card" after opp.'s hand (one of its cards); "look at opp.'s next face-down card"
    (each card opp. places in the next slot, looked at when placed: 'When an opp. card in the
    next slot is placed: Look at that card.')."""
    tokens = _looks_turned(_deck_apposed(_any_deck(tokens)))
    out: list[TextToken] = []
    index = 0
    looked = False  # the top cards of a deck looked at: "sort them" puts them back in order
    seen = False  # opp.'s hand looked at: "choose a card" is one of its cards
    while index < len(tokens):
        tok = tokens[index]
        before = out[-1].kind if out else "$START"
        said = _kinds(tokens, index, 3)
        looked = looked or (tok.kind == "_TOP" and "_LOOK" in {t.kind for t in out})
        if tok.kind == "_STOP" and _looked_at_opp(out):
            seen = True
        if seen and said[:1] == ("_CHOOSE",) and before in ("$START", "_STOP"):
            one = _kinds(tokens, index + 1, 2) == ("_CARD", "_STOP") or (
                said[1:] == ("_A", "_CARD")
                or (said[1:] == ("NUMBER", "_CARD") and tokens[index + 1].value == 1)
            )
            end = index + (2 if said[1:2] == ("_CARD",) else 3)
            if one and _kinds(tokens, end, 1) in (("_STOP",), ("_COMMA",), ("_AND",)):
                out.extend(
                    [tok, _inserted("_A", tok), _inserted("_CARD", tok), _inserted("_FROM_IT", tok)]
                )
                index = end  # "Look at opp.'s hand. Choose 1 card; ...": from that hand
                continue
        if looked and (under := _put_under(tokens, index)) is not None:
            out.extend([tok, tokens[index + 1]])  # "put it under": on the bottom of the deck
            out.extend(_inserted(k, tok) for k in ("_ON", "_THE", "_BOTTOM"))
            index = under
            continue
        if looked and (order := _put_back(tokens, index)) is not None:
            out.extend([_inserted("_REARRANGE", tok), _inserted("_THEM", tok)])
            index = order
            continue
        if (
            said[:1] == ("NUMBER",)
            and before == "_THE"
            and (
                said[1:] == ("_TOP", "_CARDS")
                or (said[2:] == ("_CARDS",) and _said(tokens[index + 1]) == "upper")
            )
        ):
            out.extend([_inserted("_TOP", tok), tok, tokens[index + 2]])  # "the 3 top cards"
            index += 3
            looked = looked or "_LOOK" in {t.kind for t in out}
            continue
        theirs = _kinds(tokens, index + 3, 2) in (("_THEIR", "_DECK"), ("_ITS", "_DECK"))
        if (
            said in (("_TOP", "_CARD", "_OF"), ("_FIRST", "_CARD", "_OF"))
            and theirs
            and (_looked_at_opp(out))
        ):  # "look at opp.'s hand and the top card of their deck": opp.'s deck
            if before != "_THE":
                out.append(_inserted("_THE", tok))  # "... and top card of their deck"
            out.extend([_inserted("_TOP", tok), tokens[index + 1], tokens[index + 2]])
            out.extend([_inserted("_OPP", tok), _inserted("_POSS", tok)])
            index += 4
            continue
        if tok.kind == "_LOOK" and said[1:3] in (("_THE", "NUMBER"), ("_THE", "_TOP")):
            out.extend([tok, _inserted("_AT", tok)])  # "Look the 3 upper cards"
            index += 1
            continue
        if tok.kind == "_LOOK" and before in ("$START", "_STOP", "_COLON"):
            start = index + 1 + (_kinds(tokens, index + 1, 1) == ("_AT",))
            whose = next((w for w in _OPPS if _kinds(tokens, start, len(w)) == w), ())
            start += len(whose)
            shape = next((s for s in _NEXT_FACE_DOWN if _kinds(tokens, start, len(s)) == s), None)
            if shape is not None and (start > index + 1 or shape[-1] == "_OC"):
                end = start + len(shape)
                for unsaid in (
                    ("_BEFORE", "_ITS", "_REVEALED"),
                    ("_BEFORE", "_IT", "_IS", "_REVEALED"),
                ):
                    if _kinds(tokens, end, len(unsaid)) == unsaid:
                        end += len(unsaid)  # "b4 its revealed": as it is placed
                placed = ("_WHEN", "_A", "_OPP", "_CARD", "_IN", "_THE", "_NEXT", "_SLOT", "_IS")
                out.extend(_inserted(k, tok) for k in (*placed, "_PLACED", "_COLON"))
                out.extend(
                    [tok, _inserted("_AT", tok), _inserted("_THAT", tok), _inserted("_CARD", tok)]
                )
                index = end
                continue
        out.append(tok)
        index += 1
    return out


_PRICE_KINDS = frozenset({"_DISCARD", "_LOSE", "_DESTROY", "_TAP", "_SACRIFICE", "_PAY"})
"""The verbs a price starts with ("Discard 2 cards for ...", "Lose a point: ...")."""


_CHOSEN_ANYWAY = frozenset(
    {"_DESTROY", "_TAP", "_UNTAP", "_RETURN", "_MOVE", "_REVEAL", "_HIDE", "_LOOK", "_PLACE"}
)
"""Verbs whose card, said alone, is already one you choose ("destroy a card")."""


def _verb_of(sentence: list[TextToken]) -> str | None:
    """The last verb said in ``sentence`` (the one acting on the words after it)."""
    return next((t.kind for t in reversed(sentence) if t.kind in _VERB_KINDS), None)


_PRICE_LEADS = frozenset({"_STOP", "_COLON", "_COMMA", "TAG", "$START"})
"""What comes before a sentence's first word (or a clause's, after a trigger)."""

_PAID_IN = (
    (("_POINT",), "_LOSE"),
    (("_CARD",), "_DISCARD"),
    (("_CARDS",), "_DISCARD"),
    (("_CARD", "_FROM", "_YOUR", "_HAND"), "_DISCARD"),
    (("_CARDS", "_FROM", "_YOUR", "_HAND"), "_DISCARD"),
    (("_CARD", "_FROM", "_HAND"), "_DISCARD"),
    (("_CARDS", "_FROM", "_HAND"), "_DISCARD"),
)
"""A price named by what is paid ("for a point", "for 2 cards from your hand") and the verb that
pays it."""

_GAIN_AFTER_FOR = (
    ("SIGNED",),
    ("_OC", "SIGNED"),
    ("_THIS", "SIGNED"),
    ("_THIS", "_CARD", "SIGNED"),
)
"""What a price buys when "for" says it without a verb ("Discard a card for +3", "... for OC
-3")."""

_GAIN_VERBS = frozenset(
    {
        *("_DESTROY", "_DRAW", "_TAP", "_UNTAP", "_RETURN", "_MOVE", "_GIVE", "_PLACE", "_LOOK"),
        *("_DOUBLE", "_SWAP", "_SCORE", "_REVEAL", "_HIDE", "_TAKE", "_OC", "_THIS", "SIGNED"),
    }
)
"""Words that start what a price buys ("Destroy OC for a point", "OC -2 for a card")."""


_UNLESS_PAID = frozenset(
    {"_DISCARD", "_LOSE", "_PAY", "_PLACE", "_TAP", "_DESTROY", "_SACRIFICE", "_RETURN", "_GIVE"}
)
"""What you may do instead, after "unless you" ("Discard a card unless you lose a point")."""


def _sentence_spans(tokens: list[TextToken]) -> list[tuple[int, int]]:
    """Where each sentence of ``tokens`` starts and ends (its stop left out)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for index, tok in enumerate(tokens):
        if tok.kind == "_STOP":
            spans.append((start, index))
            start = index + 1
    spans.append((start, len(tokens)))
    return spans


def _by_sentence(
    tokens: list[TextToken], each: typing.Callable[[list[TextToken]], list[TextToken]]
) -> list[TextToken]:
    """``tokens`` with ``each`` sentence (without its stop) replaced by what ``each`` makes of it."""
    out: list[TextToken] = []
    for start, end in _sentence_spans(tokens):
        out.extend(each(tokens[start:end]))
        if end < len(tokens):
            out.append(tokens[end])
    return out


def _paid_in(
    tokens: list[TextToken], index: int, ends: tuple[tuple[str, ...], ...] = ((), ("_STOP",))
) -> tuple[str, int] | None:
    """The verb that pays what ``tokens`` name at ``index`` ("a point", "2 cards from your
    hand"), and where the words end, if ``ends`` follows them (the end of the sentence)."""
    if _kinds(tokens, index, 1) not in (("_A",), ("NUMBER",)):
        return None
    for said, verb in _PAID_IN:
        end = index + 1 + len(said)
        if _kinds(tokens, index + 1, len(said)) == said and _kinds(tokens, end, 1) in ends:
            return verb, end
    return None


def _prices_said(tokens: list[TextToken]) -> list[TextToken]:
    """A price said the long way, as "<price>: <effects>" (the option "You may <price> to
    <effects>"): "Cost: lose a point. Effect: destroy OC."; "Upon discard of a card, OC -2",
    "Upon payment of a point, ...", "Provided you discard a card, ..."; what a price buys after
    "for", "in exchange for", "so (that)" with no verb ("Discard a card for +3", "..., so that OC
    gets -3"); a price after what it buys ("Destroy OC for a point", "Draw 2 cards in exchange
    for 2 cards from your hand", "..., at the cost of a point"); a learner's "for to" (to)."""
    out = list(tokens)
    # "Cost: X. Effect: Y.": "X: Y"
    for index in range(len(out) - 1, 0, -1):
        tok = out[index]
        lead = out[index - 1].kind
        if (
            tok.text.lower() in ("effect", "effects")
            and _kinds(out, index + 1, 1) == ("_COLON",)
            and lead in ("_STOP", "_COMMA")
        ):
            start = index - 1
            while start > 0 and out[start - 1].kind != "_STOP":
                start -= 1
            if out[start].text.lower() in ("cost", "costs", "price") and _kinds(
                out, start + 1, 1
            ) == ("_COLON",):
                out[index - 1 : index + 2] = [_inserted("_COLON", tok)]
                del out[start : start + 2]
    return _by_sentence(_once_said(_counters_put(out)), _priced)


def _counters_put(tokens: list[TextToken]) -> list[TextToken]:
    """A learner's "a card of you" (one of your cards: "a +3 counter in a card of you", whose
    "in" :mod:`forgive` mends). ("Put +2 in this card" is left refused: after "You can choose:",
    which reads as an option, it would read what held_out_7's 85 means as a choice you must
    make.)"""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        following = _kinds(tokens, index + 1, 3)
        if tok.kind == "_A" and following == ("_CARD", "_OF", "_YOU"):
            out.extend((tok, _inserted("_OF", tok), _inserted("_YOUR", tok)))
            out.append(dataclasses.replace(tokens[index + 1], kind="_CARDS"))
            index += 4  # "a card of you": one of your cards
            continue
        out.append(tok)
        index += 1
    return out


_ONCE_FILLERS = frozenset({"activate", "use", "only", "do", "this", "it", "ability", "effect"})
"""The words of "Activate only once each turn", "You may only do this once per round" (with
"you", "may", "can") besides the limit itself."""


def _once_said(tokens: list[TextToken]) -> list[TextToken]:
    """A limit of once a turn or a round ("Once per turn: ...", and Magic's "Activate only once
    each turn." after an ability, which reads before it as "Once each turn: activate only"): once
    each turn is each turn (``[BT]``, as "each turn" reads); once a round, for an ability that
    fires when its card is revealed, says nothing ("You may only do this once per round"; Magic's
    "Activate only once per round" is refused before, by :func:`_activated_once`)."""
    out: list[TextToken] = []
    spans = _sentence_spans(tokens)
    for at, (start, end) in enumerate(spans):
        sentence = tokens[start:end]
        kinds = _kinds(sentence, 0, 4)
        limit = kinds[:1] == ("_ONCE",) and kinds[1:2] in (("_PER",), ("_EACH",), ("_A",))
        if not (
            limit
            and kinds[2:3] in (("_TURN",), ("_ROUND",))
            and kinds[3:]
            in (
                ("_COLON",),
                ("_COMMA",),
            )
        ):
            out.extend(tokens[start : end + 1])
            continue
        rest = sentence[4:]
        turn = kinds[2] == "_TURN"
        filler = all(
            t.kind in ("_YOU", "_MAY", "_CAN", "_DOES", "_THIS", "_CARD", "_IT")
            or t.text.lower() in _ONCE_FILLERS
            for t in rest
        )
        if filler and rest and at:  # "Activate only once each turn." after its ability
            if turn:
                first = len(out) - (bool(out) and out[-1].kind == "_STOP")
                while first and out[first - 1].kind != "_STOP":
                    first -= 1
                if _kinds(out, first, 1) and out[first].kind in _VERB_KINDS | _PRICE_KINDS:
                    each = [_inserted(k, tokens[start]) for k in ("_EACH", "_TURN", "_COMMA")]
                    out[first:first] = each
            continue  # the sentence says nothing more (its stop left out with it)
        if turn:  # "Once per turn: ..." (Yu-Gi-Oh!'s: at a moment of your choice each turn)
            out.extend(tokens[start : end + 1])
            continue
        # "Once per round: draw a card": as "once per round, ..."
        out.extend([*sentence[:3], dataclasses.replace(sentence[3], kind="_COMMA"), *rest])
        if end < len(tokens):
            out.append(tokens[end])
    return out


def _priced(sentence: list[TextToken]) -> list[TextToken]:
    """One sentence of :func:`_prices_said` (its lead, tags and colons, kept first)."""
    lead = 0
    while lead < len(sentence) and sentence[lead].kind in ("TAG", "_COLON", "_COMMA"):
        lead += 1
    head, body = sentence[:lead], sentence[lead:]
    for said in (_unless_you, _must_said, _upon_said, _provided_said, _for_first, _for_last):
        read = said(body)
        if read is not None:
            return [*head, *read]
    return [*head, *_bought_said(body)]


def _unless_you(body: list[TextToken]) -> list[TextToken] | None:
    """ "Discard a card unless you lose a point": choose one: discard a card or lose a point."""
    unless = next(
        (
            i
            for i in range(1, len(body) - 2)
            if _kinds(body, i, 2) == ("_UNLESS", "_YOU") and body[i + 2].kind in _UNLESS_PAID
        ),
        None,
    )
    if unless is None:
        return None
    start = max((i + 1 for i in range(unless) if body[i].kind in _PRICE_LEADS), default=0)
    done = body[start:unless]
    while done and done[-1].kind == "_COMMA":
        done.pop()
    if not done or {t.kind for t in done} & {"_UNLESS", "_OPP", "_PLAYER", "_CHOOSE"}:
        return None
    at = body[unless]
    chosen = [_inserted("_CHOOSE", at), _inserted("_A", at), _inserted("_COLON", at)]
    return [*body[:start], *chosen, *done, dataclasses.replace(at, kind="_OR"), *body[unless + 2 :]]


def _must_said(body: list[TextToken]) -> list[TextToken] | None:
    """ "Must discard 2 cards, ..." (you must); "You must discard a card to give OC -3" (and give
    it: a price you must pay, :func:`_must_pay`)."""
    must = _must_at(body, 0)
    if not must:
        return None
    if body[0].kind != "_YOU":
        return _must_said([_inserted("_YOU", body[0]), *body]) or [
            _inserted("_YOU", body[0]),
            *body,
        ]
    to = next((i for i, t in enumerate(body) if t.kind == "_TO" and i > must), None)
    if to is None or to + 1 >= len(body) or body[to + 1].kind not in _GAIN_VERBS:
        return None
    return [*body[:to], dataclasses.replace(body[to], kind="_AND"), *body[to + 1 :]]


def _upon_said(body: list[TextToken]) -> list[TextToken] | None:
    """ "Upon discard of a card, ...", "Upon payment of a point, ...": "Discard a card: ..."."""
    if _kinds(body, 0, 1) != ("_ON",) or _kinds(body, 2, 1) != ("_OF",):
        return None
    payment = body[1].text.lower() == "payment"
    verb = "_DISCARD" if body[1].kind == "_DISCARD" else "_LOSE" if payment else ""
    pause = next((i for i in range(3, len(body)) if body[i].kind in ("_COMMA", "_COLON")), None)
    if not verb or pause is None:
        return None
    paid = [dataclasses.replace(body[1], kind=verb), *body[3:pause]]
    return [*paid, _inserted("_COLON", body[pause]), *body[pause + 1 :]]


def _provided_said(body: list[TextToken]) -> list[TextToken] | None:
    """ "Provided (that) you discard a card, ...": "Discard a card: ..."."""
    if not body or body[0].text.lower() not in ("provided", "providing"):
        return None
    first = 1 + (_kinds(body, 1, 1) == ("_THAT",))
    first += _kinds(body, first, 1) == ("_YOU",)
    pause = next((i for i in range(first, len(body)) if body[i].kind == "_COMMA"), None)
    if pause is None or _kinds(body, first, 1) not in (("_DISCARD",), ("_LOSE",), ("_PAY",)):
        return None
    return [*body[first:pause], _inserted("_COLON", body[pause]), *body[pause + 1 :]]


def _for_first(body: list[TextToken]) -> list[TextToken] | None:
    """ "For a card from your hand, destroy OC", "You may, at the cost of a point, ...": "Discard
    a card: destroy OC" ("For a point, ..." is read by the grammar)."""
    may = 3 if _kinds(body, 0, 4) == ("_YOU", "_MAY", "_COMMA", "_FOR") else 0
    if _kinds(body, may, 1) != ("_FOR",):
        return None
    paid = _paid_in(body, may + 1, (("_COMMA",),))
    if paid is None or not (may or paid[0] == "_DISCARD"):
        return None
    verb, comma = paid
    price = [dataclasses.replace(body[may], kind=verb), *body[may + 1 : comma]]
    return [*price, _inserted("_COLON", body[comma]), *body[comma + 1 :]]


def _for_last(body: list[TextToken]) -> list[TextToken] | None:
    """ "Destroy OC for a point", "Draw 2, at the cost of 2 cards from your hand": "Lose a point:
    destroy OC"."""
    fors = [i for i, t in enumerate(body) if t.kind == "_FOR"]
    if not fors or body[0].kind not in _GAIN_VERBS:
        return None
    at = fors[-1]
    paid = _paid_in(body, at + 1)
    if paid is None or paid[1] != len(body):
        return None
    gain = body[:at]
    while gain and gain[-1].kind == "_COMMA":
        gain.pop()
    price = [dataclasses.replace(body[at], kind=paid[0]), *body[at + 1 :]]
    return [*price, _inserted("_COLON", body[at]), *gain]


def _bought_said(body: list[TextToken]) -> list[TextToken]:
    """What a price buys said after "for" or "so (that)" with no verb ("Discard a card for +3",
    "..., so that OC gets -3": "Discard a card: +3"), or after "for" and a verb in "-ing" ("in
    exchange for destroying OC": to destroy OC); a learner's "for to give" (to give)."""
    if not body or body[0].kind not in _PRICE_KINDS | {"_YOU", "_MAY"}:
        return body
    out: list[TextToken] = []
    priced = False
    index = 0
    while index < len(body):
        tok = body[index]
        index += 1
        priced = priced or tok.kind in _PRICE_KINDS
        following = _kinds(body, index, 3)
        verb = _gerund(body[index]) if index < len(body) else None
        if not priced:
            out.append(tok)
        elif tok.kind == "_FOR" and following[:1] == ("_TO",):
            pass  # a learner's "for to give": to give
        elif tok.kind == "_FOR" and any(following[: len(g)] == g for g in _GAIN_AFTER_FOR):
            out.append(_inserted("_COLON", tok))
        elif tok.kind == "_SO" and _so_that(following) and out[-1:] and out[-1].kind != "_IF":
            while out and out[-1].kind == "_COMMA":
                out.pop()
            out.append(_inserted("_COLON", tok))  # "..., so that OC gets -3"
            index += following[:1] == ("_THAT",)
        elif tok.kind == "_FOR" and verb is not None:
            out.extend((_inserted("_TO", tok), dataclasses.replace(body[index], kind=verb)))
            index += 1  # "in exchange for destroying OC": to destroy OC
        else:
            out.append(tok)
    if _kinds(out, 0, 2) == ("_YOU", "_MAY") and any(
        t.kind == "_COLON" and not t.text for t in out
    ):
        return out[2:]  # "You may discard a card: ..." is the option already
    return out


def _must_at(tokens: list[TextToken], index: int) -> int:
    """Where the discard of a price you must pay starts ("(You) must discard", "(you) have to
    discard") if one is said at ``index`` (0 if not)."""
    at = index + (_kinds(tokens, index, 1) == ("_YOU",))
    for must in (("_MUST",), ("_MUST", "_TO"), ("_HAS", "_TO")):
        if _kinds(tokens, at, len(must) + 1) == (*must, "_DISCARD"):
            return at + len(must)
    return 0


def _must_pay(tokens: list[TextToken]) -> bool:
    """Whether ``tokens`` say that you must discard ("You must discard a card; OC gets -3"): a
    price you must pay, where a discard before a gain is otherwise either."""
    return any(
        _must_at(tokens, index)
        for index in range(len(tokens))
        if index == 0 or tokens[index - 1].kind in _PRICE_LEADS
    )


def _so_that(following: tuple[str, ...]) -> bool:
    """Whether what a price buys follows "so" ("so OC gets -3", "so that you draw 2")."""
    said = following[1:] if following[:1] == ("_THAT",) else following
    return bool(said) and said[0] in _GAIN_VERBS


def _gerund(tok: TextToken) -> str | None:
    """The verb of a word ending in "-ing" ("destroying", "giving", "tapping"), if it is one."""
    if tok.kind != "WORD":
        return None
    word = tok.text.lower()
    if not word.endswith("ing"):
        return None
    stem = word[:-3]
    for verb in (stem, stem + "e", stem[:-1]):
        kind = _WORDS.get(verb)
        if kind is not None and kind in _GAIN_VERBS:
            return kind
    return None


_PRICE_LABELS = frozenset({"ante", "cost", "costs", "price"})
"""Words that name what follows them as a price ("Ante: discard a card. OC -3.", "Cost: a
card."): poker's ante is the stake paid before the hand, what it buys said after."""

_GAIN_SUBJECTS = frozenset({"_YOU", "_OPP", "_ALL", "_YOUR", "_EACH", "_CHOOSE", "_PUT", "_SET"})
"""More words a sentence that a price buys may start with ("Ante: discard a card. Your cards get
+1.")."""

_HAND_SAID = (("_FROM", "_YOUR", "_HAND"), ("_FROM", "_HAND"), ("_OF", "_YOUR", "_HAND"))


def _cards_paid(tokens: list[TextToken]) -> list[TextToken]:
    """Cards paid in a designer's words, discarded from the hand: "Pay (spend) a card (2 cards
    from your hand): ...", "Costs 1 card: ..."; a price named by a label before its colon or its
    sentence ("Ante: discard a card. OC -3.", "Cost: 1 card from hand. OC gets -3.", "Ante -
    discard a card: ..."): the price before a colon, what it buys after ("Discard a card: OC
    -3"). A label with nothing after its price, or before an "Effect:" (read by
    :func:`_prices_said`), is left as written."""
    out: list[TextToken] = []
    spans = _sentence_spans(tokens)
    for at, (start, end) in enumerate(spans):
        sentence = _cards_said(tokens[start:end])
        lead = 0
        while lead < len(sentence) and sentence[lead].kind in ("TAG", "_COLON"):
            lead += 1
        label = sentence[lead] if lead < len(sentence) else None
        marked = _kinds(sentence, lead + 1, 1) == ("_COLON",) or (
            lead + 1 < len(sentence) and sentence[lead + 1].text in ("-", "–", "—")
        )
        gain = tokens[spans[at + 1][0] : spans[at + 1][1]] if at + 1 < len(spans) else []
        effect = bool(gain) and gain[0].text.lower() in ("effect", "effects")
        price = sentence[lead + 2 :]
        paid = _paid_in(price, 0, ((),))
        if paid is not None:
            price = [_inserted(paid[0], price[0]), *price]
        labelled = label is not None and label.text.lower() in _PRICE_LABELS and marked
        if labelled and paid is not None:
            sentence = [*sentence[: lead + 2], *price]  # "Price: 1 card.": discard a card
        if not labelled or not price or price[0].kind not in _PRICE_KINDS or effect:
            out.extend(sentence)
            if end < len(tokens):
                out.append(tokens[end])
            continue
        assert label is not None
        said_more = any(t.kind in ("_COMMA", "_AND", "_COLON", "_TO") for t in price)
        if not gain and not said_more:  # "Ante: discard a card.": a price that buys nothing
            out.extend([*sentence[:lead], dataclasses.replace(label, kind="WORD")])
            out.extend(sentence[lead + 1 :])
            if end < len(tokens):
                out.append(tokens[end])
            continue
        out.extend(sentence[:lead])
        out.extend(price)
        if end < len(tokens):
            colon = any(t.kind == "_COLON" for t in price)
            bought = bool(gain) and gain[0].kind in _GAIN_VERBS | _GAIN_SUBJECTS
            out.append(tokens[end] if colon or not bought else _inserted("_COLON", tokens[end]))
    return out


def _cards_said(sentence: list[TextToken]) -> list[TextToken]:
    """One sentence of :func:`_cards_paid` with "pay (spend, costs) N cards (from your hand)"
    read as a discard."""
    out: list[TextToken] = []
    index = 0
    while index < len(sentence):
        tok = sentence[index]
        cards = _kinds(sentence, index + 1, 2)
        if (
            tok.kind == "_PAY"
            and cards[:1] in (("_A",), ("NUMBER",))
            and cards[1:]
            in (
                ("_CARD",),
                ("_CARDS",),
            )
        ):
            out.extend(
                [dataclasses.replace(tok, kind="_DISCARD"), *sentence[index + 1 : index + 3]]
            )
            index += 3
            hand = next((h for h in _HAND_SAID if _kinds(sentence, index, len(h)) == h), None)
            if hand is not None:
                index += len(hand)  # the hand, where a discard comes from anyway
            continue
        if tok.kind == "_SACRIFICE" and cards[:1] == ("_ANOTHER",):
            # "Sac another (card, of your cards, card you control)": one of your other cards
            index += 2
            for said in (("_CARD", "_YOU", "_CONTROL"), ("_OF", "_YOUR", "_CARDS"), ("_CARD",)):
                if _kinds(sentence, index, len(said)) == said:
                    index += len(said)
                    break
            other = ("_A", "_OF", "_YOUR", "_OTHER", "_CARDS")
            out.extend([tok, *(_inserted(kind, sentence[index - 1]) for kind in other)])
            continue
        if (
            tok.kind == "_SACRIFICE"
            and cards[:1] == ("NUMBER",)
            and _kinds(sentence, index + 2, 3)
            in (("_CARD", "_YOU", "_CONTROL"), ("_CARDS", "_YOU", "_CONTROL"))
        ):
            out.extend(sentence[index : index + 3])  # "Tribute 1 card you control": yours anyway
            index += 5
            continue
        if (
            tok.text.lower() in ("cost", "costs")
            and cards[:1] in (("_A",), ("NUMBER",))
            and cards[1:]
            in (
                ("_CARD",),
                ("_CARDS",),
                ("_POINT",),
            )
        ):
            verb = "_LOSE" if cards[1:] == ("_POINT",) else "_DISCARD"
            out.append(dataclasses.replace(tok, kind=verb))  # "Cost 1 card: ..."
            index += 1
            continue
        out.append(tok)
        index += 1
    return out


def _if_paid(following: tuple[str, ...]) -> bool:
    """Whether ``following`` opens what an option buys ("if you do", "if so", "if yes")."""
    return following == ("_IF", "_YOU", "_DOES") or following[:2] == ("_IF", "_SO")


def _costs_said(tokens: list[TextToken]) -> list[TextToken]:
    """A price said another way: a learner's "for" before what it buys ("Discard 2 cards for
    destroy OC", "For destroy a card, discard 2 cards": 'to'); "sacrifice a card from your hand"
    (discard it); ", if you do" inside a sentence ("you may discard a card, if you do OC ...":
    a sentence of its own); "destroy 1 card of your choice" (a card you choose anyway)."""
    tokens = _prices_said(_cards_paid(tokens))
    out: list[TextToken] = []
    start = 0  # where the sentence being read starts in ``out``
    skip = 0
    for index, tok in enumerate(tokens):
        following = _kinds(tokens, index + 1, 3)
        if tok.kind == "_STOP":
            start = len(out) + 1
        priced = _PRICE_KINDS & {t.kind for t in out[start:]}
        opens = len(out) == start
        if (
            tok.kind == "_FOR"
            and following[:1]
            and following[0] in _VERB_KINDS
            and (opens or priced)
        ):
            out.append(dataclasses.replace(tok, kind="_TO"))  # "for destroy": to destroy
            continue
        if skip:
            skip -= 1
            continue
        if (
            tok.kind == "_OF"
            and following[:2] == ("_YOUR", "_CHOICE")
            and out[-1:]
            and out[-1].kind == "_CARD"
            and _verb_of(out[start:]) in _CHOSEN_ANYWAY
        ):
            skip = 2  # "destroy 1 card of your choice": the card is yours to choose anyway
            continue
        if tok.kind == "_SACRIFICE" and ("_FROM", "_YOUR", "_HAND") in (
            _kinds(tokens, index + 3, 3),
            _kinds(tokens, index + 2, 3),
        ):
            out.append(dataclasses.replace(tok, kind="_DISCARD"))  # from the hand: a discard
            continue
        if tok.kind == "_COMMA" and _if_paid(following) and priced:
            out.append(dataclasses.replace(tok, kind="_STOP"))
            start = len(out)
            continue
        out.append(tok)
    return out


_CHOSEN_TAILS = (
    ("_YOUR", "_CHOOSE"),  # "your pick"
    ("_YOUR", "call"),  # "your call", "ur call"
    ("_YOU", "decide"),
    ("_YOU", "_CHOOSE"),
    ("_YOUR", "_CHOICE"),
)


_CHOOSERS = frozenset({"_YOU", "_OPP", "_PLAYER"})
"""The last word of a player who chooses ("you", "opp.", "your opponent", "each player")."""

_MUST_SAID = (("_MUST", "_TO"), ("_MUST",), ("_HAS", "_TO"), ("_GET", "_TO"))
"""What a learner or a rulebook puts between a chooser and "choose" ("the opponent must (to)
choose", "opp. has to choose", "opp. gets to choose"): nothing a choice needs."""

_CHOICE_NAMES = frozenset(
    {"path", "fate", "destiny", "poison", "side", "road", "mode", "wisely", "well", "carefully"}
)
"""Words after "Choose (your)" before the colon of its options ("Choose your path:", "Choose
wisely:"): the choice, named."""

_FOLLOWING = (
    ("_OF", "_THE", "following"),
    ("_OF", "these"),
    ("_OF", "_THE", "options"),
    ("_OF", "_THE", "following", "options"),
)
"""What may follow "Choose one" before its colon ("Choose 1 of the following:")."""

_PREFERRED = (
    ("whichever", "_YOU", "prefer"),
    ("whichever", "_YOU", "want"),
    ("whichever", "_YOU", "like"),
    ("whichever", "_YOU", "_CHOOSE"),
    ("as", "_YOU", "prefer"),
    ("as", "_YOU", "wish"),
    ("at", "_YOUR", "_CHOICE"),
)
"""A chooser said after the options the long way ("X or Y, whichever you prefer"): ", your
choice"."""


def _word_is(tok: TextToken, word: str) -> bool:
    """Whether ``tok`` is the terminal ``word`` ("_YOU") or says ``word`` ("whichever")."""
    return tok.kind == word if word.startswith("_") else word in (_said(tok), tok.text.lower())


def _said_as(tokens: list[TextToken], index: int, words: tuple[str, ...]) -> bool:
    return index + len(words) <= len(tokens) and all(
        _word_is(tokens[index + at], word) for at, word in enumerate(words)
    )


def _choosers_said(tokens: list[TextToken]) -> list[TextToken]:
    """The chooser and the choice in a designer's words: "the opponent must (to) choose:", "opp.
    has to choose" (opp. chooses); "Opp. decides:" (chooses); "Choose your path:", "Choose
    wisely:", "Make a choice:", "Choice:", "Choose an option:", "Choose 1 of the following:"
    ("Choose one:"); "You (opp.) either X or Y" ("you choose one: X or Y"); "X or Y, whichever
    you prefer" and "X or Y - you choose" (", your choice")."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        before = out[-1].kind if out else "_STOP"
        starts = before in ("_STOP", "TAG", "_COLON", "_COMMA")
        said = tok.text.lower()
        must = next(
            (m for m in _MUST_SAID if before in _CHOOSERS and _said_as(tokens, index, m)), None
        )
        if must and _kinds(tokens, index + len(must), 1) in (("_CHOOSE",), ("_EITHER",)):
            index += len(must)  # "the opponent must choose": chooses
            continue
        if (
            said in ("controller", "controllers")
            and (starts or _said(out[-1]) in ("provided", "providing"))
            and index + 1 < len(tokens)
            and (
                tokens[index + 1].kind in _CONTROLLER_ACTS
                or tokens[index + 1].text.lower() in ("shall", "elects", "elect")
            )
        ):
            out.append(dataclasses.replace(tok, kind="_YOU"))  # a lawyer's "Controller may"
            index += 1
            continue
        if said in ("elect", "elects") and _kinds(tokens, index + 1, 2) in (
            ("_A", "_COLON"),
            ("NUMBER", "_COLON"),
        ):
            out.append(dataclasses.replace(tok, kind="_CHOOSE"))  # "shall elect one:"
            index += 1
            continue
        if tok.kind == "_OTHERWISE" and said == "else" and before == "_OR":
            index += 1  # "X, or else Y": or
            continue
        if (
            tok.kind == "_OF"
            and [t.kind for t in out[-2:]] == ["_CHOOSE", "_A"]
            and _kinds(tokens, index + 1, 1) == ("_COLON",)
        ):
            index += 1  # "Opp. chooses one of: ..."
            continue
        if starts and said == "option" and (labels := _options_labelled(tokens, index)):
            out.extend((_inserted("_CHOOSE", tok), _inserted("_A", tok), _inserted("_COLON", tok)))
            for at, (first, last) in enumerate(labels):
                if at:
                    out.append(_inserted("_OR", tokens[first]))
                out.extend(tokens[first:last])
            index = labels[-1][1]  # "Option 1: X. Option 2: Y.": choose one: X or Y
            continue
        if (
            said in ("decide", "decides")
            and before in _CHOOSERS
            and _kinds(tokens, index + 1, 1) == ("_COLON",)
        ):
            out.append(dataclasses.replace(tok, kind="_CHOOSE"))  # "Opp. decides: ..."
            index += 1
            continue
        if tok.kind == "_CHOOSE":
            named = 0
            if _kinds(tokens, index + 1, 1) == ("_YOUR",) and index + 2 < len(tokens):
                named = 2 if tokens[index + 2].text.lower() in _CHOICE_NAMES else 0
            elif index + 1 < len(tokens) and tokens[index + 1].text.lower() in _CHOICE_NAMES:
                named = 1
            elif _said_as(tokens, index + 1, ("_A", "option")) or _said_as(
                tokens, index + 1, ("_A", "_CHOICE")
            ):
                named = 2
            elif _kinds(tokens, index + 1, 1) in (("_A",), ("NUMBER",)):
                lead = next((f for f in _FOLLOWING if _said_as(tokens, index + 2, f)), None)
                if lead is not None and (
                    tokens[index + 1].kind == "_A" or tokens[index + 1].value == 1
                ):
                    out.extend((tok, _inserted("_A", tokens[index + 1])))
                    index += 2 + len(lead)  # "Choose 1 of the following:": choose one
                    continue
            if named and _kinds(tokens, index + named + 1, 1) == ("_COLON",):
                out.append(tok)  # "Choose your path:", "Choose wisely:": choose
                index += named + 1
                continue
        if (
            starts
            and said == "make"
            and _kinds(tokens, index + 1, 3) in (("_A", "_CHOICE", "_COLON"),)
        ):
            out.append(dataclasses.replace(tok, kind="_CHOOSE"))  # "Make a choice:"
            index += 3
            continue
        if starts and tok.kind == "_CHOICE" and _kinds(tokens, index + 1, 1) == ("_COLON",):
            out.append(dataclasses.replace(tok, kind="_CHOOSE"))  # "Choice: X or Y"
            index += 1
            continue
        if tok.kind == "_EITHER" and before in _CHOOSERS and _or_later(tokens, index):
            out.extend(
                (
                    dataclasses.replace(tok, kind="_CHOOSE"),
                    _inserted("_A", tok),
                    _inserted("_COLON", tok),
                )
            )  # "Opp. either discards a card or loses a point": opp. chooses one
            index += 1
            continue
        tail = next((p for p in _PREFERRED if _said_as(tokens, index, p)), None)
        ends = _kinds(tokens, index + len(tail or ()), 1) in ((), ("_STOP",))
        if tail is not None and before == "_COMMA" and ends:
            out.extend((_inserted("_YOUR", tok), dataclasses.replace(tok, kind="_CHOICE")))
            index += len(tail)  # "X or Y, whichever you prefer": your choice
            continue
        if tok.text in ("-", "–", "—") and any(
            _said_as(tokens, index + 1, t) for t in _CHOSEN_TAILS
        ):
            out.append(dataclasses.replace(tok, kind="_COMMA", text=","))  # "X or Y - you choose"
            index += 1
            continue
        out.append(tok)
        index += 1
    return out


_CONTROLLER_ACTS = frozenset(
    {
        *("_MAY", "_CAN", "_MUST", "_CHOOSE", "_DISCARD", "_DRAW", "_LOSE", "_PAY", "_GET"),
        *("_SCORE", "_LOOK", "_DESTROY", "_TAP", "_RETURN", "_SACRIFICE", "_PLACE", "_REVEAL"),
    }
)
"""What a lawyer's "Controller" (this card's controller: you) does first."""


def _options_labelled(tokens: list[TextToken], index: int) -> list[tuple[int, int]]:
    """Where the options of "Option 1: X. Option 2: Y." (or "Option A: ...") start and end, if
    ``index`` starts such a list of two or more."""
    found: list[tuple[int, int]] = []
    labels = ("1", "2", "3", "4") if _kinds(tokens, index + 1, 1) == ("NUMBER",) else "abcd"
    at = index
    while (
        at + 2 < len(tokens)
        and tokens[at].text.lower() == "option"
        and tokens[at + 1].text.lower().strip("()") == labels[len(found)]
        and tokens[at + 2].kind == "_COLON"
        and len(found) < len(labels)
    ):
        end = at + 3
        while end < len(tokens) and tokens[end].kind != "_STOP":
            end += 1
        if end == at + 3:
            return []
        found.append((at + 3, end))
        at = end + 1
    return found if len(found) > 1 else []


def _or_later(tokens: list[TextToken], index: int) -> bool:
    """Whether an "or" follows ``index`` in its sentence."""
    for tok in tokens[index + 1 :]:
        if tok.kind == "_STOP":
            return False
        if tok.kind == "_OR":
            return True
    return False


def _choice_said(tokens: list[TextToken]) -> list[TextToken]:
    """ "X or Y, your pick", "X or Y. You decide.", "(ur call)": the chooser said after the
    options, as ", your choice" (which :mod:`clauses` reads as "Choose one: X or Y")."""
    tokens = _choosers_said(tokens)
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        before = out[-1].kind if out else "$START"
        after = _kinds(tokens, index + 2, 1)
        colon = _kinds(tokens, index + 1, 1) == ("_COLON",)
        if tok.kind == "NUMBER" and tok.value == 1 and before == "_CHOOSE" and colon:
            out.append(dataclasses.replace(tok, kind="_A"))  # "Choose 1: ..."
            index += 1
            continue
        tail = next(
            (
                t
                for t in _CHOSEN_TAILS
                if tok.kind == t[0]
                and index + 1 < len(tokens)
                and (tokens[index + 1].kind == t[1] or _said(tokens[index + 1]) == t[1])
            ),
            None,
        )
        if tail is None or after not in ((), ("_STOP",)) or before not in ("_COMMA", "_STOP"):
            out.append(tok)
            index += 1
            continue
        sentence = out[: len(out) - 1]
        while sentence and sentence[-1].kind != "_STOP":
            sentence.pop()
        said = out[len(sentence) :]
        kinds = {t.kind for t in said}
        if "_OR" in kinds and kinds & {"_CHOOSE", "_EITHER"}:
            out.pop()  # "Either X or Y. You decide.": the choice is said already
            index += 2
            continue
        if before == "_STOP" and "_OR" in kinds:
            out[-1] = dataclasses.replace(out[-1], kind="_COMMA")  # "X or Y. You decide."
        elif before == "_STOP":
            out.append(tok)
            index += 1
            continue
        out.append(_inserted("_YOUR", tok) if tail[0] == "_YOUR" else tok)
        out.append(
            dataclasses.replace(
                tokens[index + 1], kind="_CHOICE" if tail[0] == "_YOUR" else "_CHOOSE"
            )
        )
        index += 2
    return out


_OUTCOME_LEADS = frozenset({"_ON", "_AT", "_BY", "_WITH"})
"""The words before a roll's number that say "on": "By 5 or 6 destroy OC", "at 1-2 ...", "with
a 6 ..."."""
_OUTCOME_NUMBERS = frozenset({"NUMBER", "NUMRANGE", "_EVEN", "_ODD"})

_ENDS = frozenset({"_STOP", "_COMMA", "_COLON", "$START"})


_NAME_WORDS = frozenset({"WORD", "_POSS", "_THE"})
"""The words of a coin's or a die's name ("Fate's coin", "The gambler's die", "Lucky coin")."""


def _named_chance(tokens: list[TextToken]) -> list[TextToken]:
    """ "Fate's coin: heads, +4.", "Lucky die: on a 6, ...", "Fate's dice: roll d6, ...": a coin or a
    die named by words the language does not know, before a colon, is a coin tossed ("Coin:") or a
    die rolled (left out where the roll is said after it)."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        end = index
        while end < len(tokens) and tokens[end].kind in _NAME_WORDS:
            end += 1
        opens = not out or out[-1].kind == "_STOP"
        named = opens and end > index and any(t.kind == "WORD" for t in tokens[index:end])
        chance = _kinds(tokens, end, 1)
        colon = end + 1 < len(tokens) and tokens[end + 1].text == ":"
        if named and colon and chance in (("_COIN",), ("_DIE",)):
            if chance == ("_COIN",):
                out.extend(tokens[end : end + 2])  # "Coin:": a toss (_chance_said)
            elif _kinds(tokens, end + 2, 1) != ("_ROLL",):
                out.extend(_inserted(k, tokens[end]) for k in ("_ROLL", "_A", "_DIE", "_STOP"))
            index = end + 2
            continue
        out.append(tokens[index])
        index += 1
    return out


_BOUNDS = (("NUMBER", "_OR", "_MORE"), ("NUMBER", "_OR", "_HIGH"), ("NUMBER", "_OR", "_FEWER"),
           ("NUMBER", "_OR", "_LOW"), ("NUMRANGE",))  # fmt: skip
"""A value test said as a bound or a range alone: "7+", "3 or less", "1-3"."""


def _bound_at(tokens: list[TextToken], index: int) -> int:
    """How many words of a bound (:data:`_BOUNDS`) start at ``index`` (0: none)."""
    return next((len(b) for b in _BOUNDS if _kinds(tokens, index, len(b)) == b), 0)


def _range_at(tokens: list[TextToken], index: int) -> tuple[TextToken, int] | None:
    """ "between 3 and 5", "between 3-5", "from 3 to 5", "3 to 5" at ``index``: the range as one
    word and how many words said it."""
    between = tokens[index].kind == "WORD" and _said(tokens[index]) == "between"
    start = index + 1 if between or tokens[index].kind == "_FROM" else index
    if between and _kinds(tokens, start, 1) == ("NUMRANGE",):
        return tokens[start], start + 1 - index
    joins = ("_AND", "_TO", "_OR") if between else ("_TO",)
    said = _kinds(tokens, start, 3)
    if len(said) < 3 or said[0] != "NUMBER" or said[1] not in joins or said[2] != "NUMBER":
        return None
    low, high = tokens[start].value, tokens[start + 2].value
    return dataclasses.replace(tokens[start], kind="NUMRANGE", value=(low, high)), start + 3 - index


_NAMING_A_CARD = frozenset({"_OC", "_THIS", "_IT", "_THAT", "SIGNED", "TIMES"})
"""Words of effects that name the card an "if 7+" after them tests (a bare "+2" is this card's)."""


def _sentence_start(out: list[TextToken]) -> int:
    """Where the sentence ``out`` ends in starts."""
    return next((i + 1 for i in range(len(out) - 1, -1, -1) if out[i].kind == "_STOP"), 0)


_BOUND_QUANTITIES = {"_A": "_CARD", "_ALL": "_CARDS", "_EACH": "_CARD"}
_BOUND_VERBS = frozenset({"_DESTROY", "_TAP", "_UNTAP", "_RETURN", "_GIVE", "_DISCARD", "_HIDE"})
"""Verbs whose cards may be said as a bound alone ("destroy a 1-3"); not "place" ("can't place a
1-3 in the next slot" says a ban whose duration the words leave open)."""


def _bound_as_noun(out: list[TextToken]) -> str | None:
    """The noun ("_CARD", "_CARDS") a bound said in place of the cards stands for, after a verb,
    a quantity and maybe an owner and "printed" ("destroy a 1-3", "destroy all enemy 7+",
    "destroy a printed 1-3"), or ``None``."""
    said = [t.kind for t in out[-5:]]
    for tail in (["_PRINTED"], []):
        for owner in (["_OPP"], ["_YOUR"], []):
            size = 2 + len(owner) + len(tail)
            lead, before = said[-size:], said[-size - 1 : -size]
            if before == ["_CANT"]:
                return None  # a ban ("can't place a printed 1-3 in the next slot"): how long?
            if lead[2:] == [*owner, *tail] and lead[:1] and lead[0] in _BOUND_VERBS:
                return _BOUND_QUANTITIES.get(lead[1]) if len(lead) > 1 else None
    return None


def _values_said(tokens: list[TextToken]) -> list[TextToken]:
    """Value tests said other ways: "is between 3 and 5" ("between 3-5", "from 3 to 5", "3 to 5":
    3-5); "is worth 7 or more" in a condition (is 7 or more); OC and a bound with no verb before a
    colon or "gets" ("OC 7+: destroy it", "OC 7+ gets -3": if OC's value is 7 or more); "if 7+",
    "if printed 9" after effects that name a card (if its (printed) value is ...; "Score a point if
    7+" names none), where no die or coin is cast ("if 6" is then a roll's number)."""
    cast = any(t.kind in ("_DIE", "_COIN") for t in tokens)
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        before = out[-1].kind if out else "_STOP"
        said = _range_at(tokens, index) if before in ("_IS", "_VALUE") else None
        if said is not None:
            out.append(said[0])  # "is between 3 and 5": 3-5
            index += said[1]
            continue
        if tok.kind == "_WORTH" and before == "_IS" and _in_condition(out):
            index += 1  # "if OC is worth 7 or more": its value is
            continue
        bound = _bound_at(tokens, index + 1)
        ends = _kinds(tokens, index + 1 + bound, 1)
        if tok.kind == "_OC" and before == "_STOP" and bound and ends in (("_COLON",), ("_GET",)):
            out.extend(_inserted(k, tok) for k in ("_IF", "_OC", "_POSS", "_VALUE", "_IS"))
            out.extend(tokens[index + 1 : index + 1 + bound])
            if ends == ("_GET",):
                out.extend([_inserted("_COMMA", tok), tok])  # "OC 7+ gets -3"
            index += 1 + bound
            continue
        if _bound_at(tokens, index) and (noun := _bound_as_noun(out)) is not None:
            printed = out[-1].kind == "_PRINTED"
            del out[len(out) - printed :]  # "a printed 1-3": a card with printed value 1-3
            out.extend(_inserted(k, tok) for k in (noun, "_WITH", *("_PRINTED",) * printed))
            out.extend([_inserted("_VALUE", tok), tok])
            index += 1
            continue
        printed = _kinds(tokens, index + 1, 1) == ("_PRINTED",)
        bound = _bound_at(tokens, index + 1 + printed) or (
            printed and _kinds(tokens, index + 2, 1) == ("NUMBER",)
        )
        named = _NAMING_A_CARD & {t.kind for t in out[_sentence_start(out) :]}
        if tok.kind == "_IF" and before not in ("_STOP", "_COLON") and bound and named and not cast:
            lead = ("_ITS", "_PRINTED", "_VALUE") if printed else ("_IT",)
            out.extend([tok, *(_inserted(k, tok) for k in (*lead, "_IS"))])  # "if 7+"
            index += 1 + printed
            continue
        out.append(tok)
        index += 1
    return out


_TOSSES = (("_FLIP", "NUMBER", "_COIN"), ("_FLIP", "_A", "_COIN", "NUMBER", "_TIME"))
"""Several tosses said at once: "Flip 3 coins", "Toss a coin 3 times"."""
_EACH_SIDE = (("_FOR", "_EACH"), ("_PER",))


def _each_side(sentence: list[TextToken]) -> tuple[int, int, str] | None:
    """Where "for each heads" ("per tails") is in ``sentence``: its start, its end and the side."""
    for index in range(len(sentence)):
        for lead in _EACH_SIDE:
            side = _kinds(sentence, index + len(lead), 1)
            if _kinds(sentence, index, len(lead)) == lead and side in (("_HEADS",), ("_TAILS",)):
                return index, index + len(lead) + 1, side[0]
    return None


def _coins_repeated(tokens: list[TextToken]) -> list[TextToken]:
    """ "Flip 3 coins. +1 for each heads.", "Toss a coin 3 times; for each heads, draw a card":
    each toss said on its own, with what its side does ("Flip a coin. If heads, this card gets
    +1." three times)."""
    tokens = [
        dataclasses.replace(tok, kind="_STOP")  # "flip 3 coins, +1 for each heads"
        if tok.kind == "_COMMA"
        and any(_kinds(tokens, index - len(toss), len(toss)) == toss for toss in _TOSSES)
        else tok
        for index, tok in enumerate(tokens)
    ]
    spans = _sentence_spans(tokens)
    out: list[TextToken] = []
    number = 0
    while number < len(spans):
        start, end = spans[number]
        said = tuple(t.kind for t in tokens[start:end])
        times = next(
            (tokens[start + said.index("NUMBER")].value for toss in _TOSSES if said == toss), 0
        )
        following = tokens[slice(*spans[number + 1])] if number + 1 < len(spans) else []
        each = _each_side(following)
        if 2 <= times <= 6 and each is not None:
            at, after, side = each
            body = [*following[:at], *following[after:]]
            while body and body[0].kind in ("_COMMA", "_COLON"):
                body = body[1:]
            while body and body[-1].kind in ("_COMMA", "_COLON"):
                body = body[:-1]
            lead = tokens[start]
            toss = [_inserted(k, lead) for k in ("_FLIP", "_A", "_COIN", "_STOP", "_IF")]
            toss.extend([_inserted(side, lead), _inserted("_COMMA", lead)])
            for _ in range(times):
                out.extend([*toss, *body, _inserted("_STOP", lead)])
            number += 2
            continue
        out.extend(tokens[start:end])
        if end < len(tokens):
            out.append(tokens[end])
        number += 1
    return out


def _chance_said(tokens: list[TextToken]) -> list[TextToken]:
    """A coin or a die said the short way: "Coin: ...", "[SSCORE]: coin." (flip a coin); after a
    roll, "By 5 or 6 ..." and "at 1-2 ..." (on 5-6, on 1-2)."""
    tokens = _coins_repeated(_named_chance(tokens))
    out: list[TextToken] = []
    rolled = False
    for index, tok in enumerate(tokens):
        before = out[-1].kind if out else "$START"
        following = _kinds(tokens, index + 1, 1) or ("$END",)
        if tok.kind == "_DIE":
            rolled = True
        if (
            tok.kind == "_COIN"
            and before in ("$START", "_STOP", "_COLON")
            and (following[0] in ("_STOP", "_COLON", "_COMMA", "$END"))
        ):
            out.extend(_inserted(k, tok) for k in ("_FLIP", "_A"))  # "Coin: heads, ..."
            out.append(tok)
            continue
        if (
            rolled
            and tok.text == "+"
            and before == "_GET"
            and _kinds(tokens, index + 1, 2)
            == (
                "_THE",
                "_ROLL",
            )
        ):
            out.append(dataclasses.replace(tok, kind="_PLUS"))  # "gets +that much"
            continue
        outcome = _kinds(tokens, index + 1, 2)
        if (
            rolled
            and tok.kind in _OUTCOME_LEADS
            and before in _ENDS
            and (outcome[:1] in (("NUMBER",), ("NUMRANGE",)) or outcome in _A_NUMBER)
        ):
            out.append(dataclasses.replace(tok, kind="_ON"))
            continue
        out.append(tok)
    return out


_A_NUMBER = frozenset(("_A", kind) for kind in _OUTCOME_NUMBERS)
"""An outcome said with "a": "with a 6", "on an even"."""


_OUTCOME_WORDS = frozenset(
    {"_ON", "_IF", "_A", "NUMBER", "NUMRANGE", "_OR", "_EVEN", "_ODD", "_HEADS", "_TAILS"}
)
"""The words of an outcome's lead ("on 3-4", "if tails", "5 or 6")."""


def _bare_value(out: list[TextToken], tokens: list[TextToken], index: int) -> bool:
    """Whether ``tokens[index]`` is a number alone after an outcome of a coin or a die: "Heads:
    9. Tails: 1.", "On a 6: 9" (this card's value)."""
    if tokens[index].kind != "NUMBER" or _kinds(tokens, index + 1, 1) not in ((), ("_STOP",)):
        return False
    lead = [t.kind for t in out[-3:]]
    if lead[-1:] not in (["_COMMA"], ["_COLON"]):
        return False
    return lead[-2:-1] in (["_HEADS"], ["_TAILS"], ["NUMRANGE"], ["_EVEN"], ["_ODD"]) or (
        lead[-3:-1] in (["_ON", "NUMBER"], ["_A", "NUMBER"])
    )


def _empty_outcomes(tokens: list[TextToken]) -> list[TextToken]:
    """ "On 3-4, nothing happens": an outcome of a roll or a coin that does nothing, left out
    (what is not said does not happen); "Heads: 9. Tails: 1.": a number alone after an outcome
    is this card's value."""
    out: list[TextToken] = []
    index = 0
    while index < len(tokens):
        tok = tokens[index]
        nothing = _said(tok) == "nothing" and tok.kind == "WORD"
        happens = (
            nothing
            and index + 1 < len(tokens)
            and _said(tokens[index + 1])
            in (
                "happens",
                "happen",
            )
        )
        if _bare_value(out, tokens, index):
            out.extend(_inserted(k, tok) for k in ("_THIS", "_CARD", "_IS"))  # "Tails: 0."
        if not nothing:
            out.append(tok)
            index += 1
            continue
        start = len(out)
        while start and out[start - 1].kind in (*_OUTCOME_WORDS, "_COMMA", "_COLON"):
            start -= 1
        lead = [t.kind for t in out[start:]]
        marked = {"NUMBER", "NUMRANGE", "_EVEN", "_ODD", "_HEADS", "_TAILS"} & set(lead)
        inside = start and out[start - 1].kind not in ("_STOP", "_COLON")
        if not marked or (inside and lead[:1] != ["_COMMA"]):
            out.append(tok)
            index += 1
            continue
        end = index + 1 + happens
        if not start or out[start - 1].kind in ("_STOP", "_COLON"):
            while end < len(tokens) and tokens[end].kind in ("_STOP", "_COMMA"):
                end += 1  # the outcome was a sentence (or a clause) of its own
        del out[start + (lead[:1] == ["_COMMA"] and end < len(tokens)) :]
        index = end
    return out


_SIDES_UNSAID = frozenset({"_HEADS", "_TAILS", "_IF", "_ON", "_CHOOSE", "_MAY", "_EITHER", "_OR"})
"""Words that say the sides of a toss, or a choice, already: not two sides joined by "or"."""
_NOTHING = frozenset({"nothing", "zero", "0"})


def _coin_or(tokens: list[TextToken]) -> list[TextToken]:
    """ "Flip a coin: draw a card or discard a card", "Coin flip: +4 or -2": the sentence after a
    toss saying two things joined by "or" says its sides, heads the first ("If heads, draw a
    card. If tails, discard a card."); "double or nothing" ("or zero") doubles this card's value
    or makes it 0, and another thing "or nothing" happens on heads alone."""
    tokens = [
        dataclasses.replace(tok, kind="_STOP")  # "flip a coin, +4 or -2"
        if tok.kind in ("_COMMA", "_COLON") and _kinds(tokens, index - 1, 1) == ("_COIN",)
        else tok
        for index, tok in enumerate(tokens)
    ]
    spans = _sentence_spans(tokens)
    out: list[TextToken] = []
    for number, (start, end) in enumerate(spans):
        sentence = tokens[start:end]
        kinds = [t.kind for t in sentence]
        tossed = number > 0 and _kinds(tokens, spans[number - 1][1] - 1, 1) == ("_COIN",)
        joined = kinds.count("_OR") == 1 and not _SIDES_UNSAID & set(kinds) - {"_OR"}
        if tossed and joined and 0 < kinds.index("_OR") < len(kinds) - 1:
            at = kinds.index("_OR")
            heads, tails = sentence[:at], sentence[at + 1 :]
            nothing = len(tails) == 1 and _said(tails[0]) in _NOTHING
            if [t.kind for t in heads] == ["_DOUBLE"]:
                heads = [*heads, *(_inserted(k, heads[0]) for k in ("_THIS", "_CARD", "_POSS"))]
                heads.append(_inserted("_VALUE", heads[0]))
                if nothing:
                    tails = [_inserted(k, tails[0]) for k in ("_THIS", "_CARD", "_HAS", "_VALUE")]
                    tails.append(dataclasses.replace(tails[0], kind="NUMBER", value=0))
                    nothing = False
            sides = [_inserted(k, sentence[0]) for k in ("_IF", "_HEADS", "_COMMA")]
            sentence = [*sides, *heads]
            if not nothing:
                sides = [_inserted(k, sentence[at]) for k in ("_STOP", "_IF", "_TAILS", "_COMMA")]
                sentence.extend([*sides, *tails])
        out.extend(sentence)
        if end < len(tokens):
            out.append(tokens[end])
    return out


def _outcome_first(tokens: list[TextToken], index: int) -> bool:
    """Whether a sentence after a roll opens with its outcome and a comma: "Even, ...", "1-3,
    draw a card", "6, destroy OC"."""
    said = _kinds(tokens, index, 3)
    if said[1:2] == ("_IS",) and tokens[index + 1].text == "=" and said[0] in _OUTCOME_NUMBERS:
        return True  # "6 = destroy OC"
    if said[:2] in (("_EVEN", "_COMMA"), ("_ODD", "_COMMA"), ("NUMRANGE", "_COMMA")):
        return True
    return said[:2] == ("NUMBER", "_COMMA") and said[2:] != () and said[2] in _VERB_KINDS


_ROLLED_LEADS = (("_YOU", "_ROLL"), ("_YOU", "_ROLL", "_A"), ("_A",), ("_IS",), ())
_ROLLED_SAID = (("it", "comes", "up"), ("it", "lands", "on"), ("it", "lands"), ("it", "shows"))
"""A die's number said as what it shows: "if it comes up 6"."""


def _rolled_if(tokens: list[TextToken], index: int) -> int | None:
    """Where the outcome of "if 6, ...", "if you roll a 1 or 2, ...", "if even: ..." starts
    (after the die is rolled: "on ..."), or ``None`` if the "if" at ``index`` says something
    else ("if 6 or more cards ...")."""
    for lead in (*_ROLLED_LEADS, *_ROLLED_SAID):
        at = index + 1 + len(lead)
        if at >= len(tokens):
            continue
        words = tuple(_said(t) for t in tokens[index + 1 : at])
        if _kinds(tokens, index + 1, len(lead)) != lead and words != lead:
            continue
        if words == lead and _kinds(tokens, at, 2) == ("_A", "NUMBER"):
            at += 1  # "if it lands on a 6"
        said = tokens[at].kind
        if said in ("_EVEN", "_ODD") and lead:
            end = at + 1
        elif said == "NUMBER":
            end = _number_list(tokens, at)[1]
        elif said == "NUMRANGE":
            end = at + 1
        else:
            continue
        after = tokens[end].kind if end < len(tokens) else "$END"
        if after in ("_COMMA", "_COLON", "_THEN", "_YOU", "_THIS") or after in _VERB_KINDS:
            return at
    return None


def _number_list(tokens: list[TextToken], start: int) -> tuple[list[int], int]:
    """ "4, 5 or 6", "a 5 or a 6": the numbers and where the list ends."""
    listed = [tokens[start].value]
    end = start + 1
    while True:
        join = next(
            (
                j
                for j in (*_LIST_JOINS, *((*j, "_A") for j in _LIST_JOINS))
                if _kinds(tokens, end, len(j)) == j
                and _kinds(tokens, end + len(j), 1) == ("NUMBER",)
            ),
            None,
        )
        if join is None:
            return listed, end
        listed.append(tokens[end + len(join)].value)
        end += len(join) + 1


def _outcome_words(listed: list[int], at: TextToken) -> list[TextToken]:
    """The numbers of a roll named one by one, as a range or a parity (else left to fail)."""
    numbers = sorted(set(listed))
    if numbers == list(range(numbers[0], numbers[-1] + 1)):
        return [dataclasses.replace(at, kind="NUMRANGE", value=(numbers[0], numbers[-1]))]
    if numbers in ([2, 4, 6], [1, 3, 5]):
        return [_inserted("_EVEN" if numbers[0] == 2 else "_ODD", at)]
    return [dataclasses.replace(at, kind="WORD", value=", ".join(map(str, numbers)))]


_NOT_A_TARGET = frozenset(
    {
        "_IS",
        "_GET",
        "_HAS",
        "_CANT",
        "_MAY",
        "_WHEN",
        "_IF",
        "_AFTER",
        "_EACH",
        "TAG",
        "_COMMA",
        "_WHILE",
        "_ON",
        "_AT",
        "_FLIP",
        "_ROLL",
        "_END",
        "_START",
        "_SCORING",
        "_DESTROYED",
        "_PLACED",
        "_REVEALED",
    }
)
_NAMING_STARTS = frozenset(
    {
        "_YOUR",
        "_OC",
        "_THIS",
        "_ALL",
        "_OPP",
        "_ADJ",
        "SLOTNUM",
        "_THE",
        "NUMS",
        "NUMLIST",
        "_OPPOSING",
    }
)
_CARD_NOUNS = frozenset({"_CARD", "_CARDS", "_OC", "NUMS", "NUMLIST"})
_VERB_AFTER_NAMING = frozenset(
    {
        "_GIVE",
        "_TAP",
        "_UNTAP",
        "_DESTROY",
        "_RETURN",
        "_REVEAL",
        "_HIDE",
        "_MOVE",
        "_DOUBLE",
        "_TRIPLE",
        "_HALVE",
        "_REMOVE",
        "_PLACE",
        "_SWAP",
        "_RAISE",
        "_REDUCE",
        "_ADD",
        "_SUBTRACT",
    }
)


def _keeps(tokens: list[TextToken], start: int) -> bool:
    """Whether the sentence at ``start`` keeps some of the cards looked at ("Keep 1", "Put one
    into your hand", "Draw one of them", "Put the rest on the bottom")."""
    head = _kinds(tokens, start, 2)
    if head[:1] in (("_STEAL",), ("_TAKE",)) and head[1:] != ("_CONTROL",):
        return True  # "Take 1" (not "Take control of OC")
    if head == ("_PLACE", "_THE"):
        return True
    if head[:1] == ("_PLACE",):
        return _sentence_has(tokens, start, "_HAND")
    one = head == ("_DRAW", "NUMBER") or (
        head == ("_DRAW", "_A") and tokens[start + 1].text.lower() == "one"
    )
    if one and _kinds(tokens, start + 2, 1) in (("_STOP",), ()):
        return True  # "Draw one": one of them
    return head[:1] == ("_DRAW",) and _sentence_has(tokens, start, "_THEM")


_BESIDE_SAID = (
    *(
        (*near, *this)
        for near in (
            ("next", "to"),
            ("beside",),
            ("on", "either", "side", "of"),
            ("around",),
            ("adjacent", "to"),
            ("adj", "to"),
            ("touching",),
            ("near",),
            ("bordering",),
            ("flanking",),
        )
        for this in (("this", "one"), ("this", "card"), ("this",), ("it",))
    ),
    ("on", "either", "side"),
)


def _beside_said(tokens: list[TextToken], start: int) -> int:
    """How many words at ``start`` say "next to this one" ("beside this card", "on either side
    of it"); 0 if they do not."""
    said = tuple(_said(t) for t in tokens[start : start + 5])
    return max((len(words) for words in _BESIDE_SAID if said[: len(words)] == words), default=0)


def _owned_cards_before(out: list[TextToken]) -> bool:
    """Whether ``out`` ends with cards of one player ("your cards", "opp. cards"), whose cards
    beside this one are theirs in the adjacent slots."""
    kinds = [t.kind for t in out[-4:]]
    return bool(kinds) and kinds[-1] == "_CARDS" and ("_YOUR" in kinds or "_OPP" in kinds)


def _looked_at_top(out: list[TextToken]) -> bool:
    """Whether the sentence that ends ``out`` looks at the top cards of a deck."""
    start = len(out)
    while start and out[start - 1].kind != "_STOP":
        start -= 1
    said = {t.kind for t in out[start:]}
    return "_LOOK" in said and "_TOP" in said


def _counts_in_play(tokens: list[TextToken], start: int) -> bool:
    """Whether "has" at ``start`` is followed by a count of cards on the table ("has 3 or more
    cards in play"), the cards a player controls."""
    if _kinds(tokens, start, 1) not in (("NUMBER",), ("_NO",), ("_AT",), ("_EXACTLY",)):
        return False
    for index in range(start, min(start + 8, len(tokens) - 1)):
        kinds = _kinds(tokens, index, 3)
        if kinds[0] in ("_COMMA", "_STOP", "_COLON"):
            return False
        if (
            kinds[:2] == ("_IN", "_PLAY")
            or kinds in (("_ON", "_THE", "_TABLE"),)
            or kinds[:2] == ("_ON", "_TABLE")
        ):
            return True
    return False


def _opp_named(out: list[TextToken]) -> bool:
    """Whether the text so far names opp., or OC (whose controller opp. is), and not you, so
    that "they" (a German or Spanish voice's "he", "she") doing what a player does there is
    opp. ("Tap OC; they discard a card")."""
    kinds = {t.kind for t in out}
    return "_OPP" in kinds or ("_OC" in kinds and not kinds & {"_YOU", "_YOUR", "_YOURS"})


def _player_pronoun(tok: TextToken) -> bool:
    """ "they", "he", "she": a word that may stand for a player."""
    return tok.kind == "_THEM" or (tok.kind == "_IT" and _said(tok) in ("he", "she"))


def _looked_at_hand(out: list[TextToken]) -> bool:
    """Whether the sentence that ends ``out`` looks at a hand (or, at its start, the sentence
    before it)."""
    start = len(out)
    while start and out[start - 1].kind != "_STOP":
        start -= 1
    if start == len(out) and start:  # "Look at opp.'s hand. Choose a card. ..."
        start -= 1
        while start and out[start - 1].kind != "_STOP":
            start -= 1
    said = [t.kind for t in out[start:]]
    return "_LOOK" in said and "_HAND" in said


def _names_cards(said: list[TextToken]) -> bool:
    """Whether the words of a sentence before a colon only name cards ("Your cards in S8 and
    S9:"), so that the colon says what happens to them rather than what it costs."""
    return (
        bool(said)
        and said[0].kind in _NAMING_STARTS
        and any(t.kind in _CARD_NOUNS for t in said)
        and not any(t.kind in _NOT_A_TARGET or t.kind in _ACTS for t in said)
    )


def _reworded(tokens: list[TextToken]) -> list[TextToken]:
    """Words read by the words around them, after the phrases: "lower OC by 2" (reduce), "your
    cards each get +1" (each adds nothing), "the opponent draws" (the article adds nothing), "draw
    one" (one card), "[ESCORE] - score a point" (a dash after a tag is a colon), "no player may"
    (each player can't), "OC's controller" (opp.), "this card's controller" (you)."""
    out: list[TextToken] = []
    random_next = skip_half = skip_it = False
    skip_two = 0
    for index, written in enumerate(tokens):
        tok = written
        if skip_it:
            skip_it = False
            continue
        if skip_two:
            skip_two -= 1
            continue
        beside = _beside_said(tokens, index) if _owned_cards_before(out) else 0
        if beside:  # "your cards next to this one": in the adj. slots
            out.extend(_inserted(k, tok) for k in ("_IN", "_ADJ", "_SLOTS"))
            skip_two = beside - 1
            continue
        before = out[-1].kind if out else "_STOP"
        following = tokens[index + 1].kind if index + 1 < len(tokens) else "$END"
        after = tokens[index + 2].kind if index + 2 < len(tokens) else "$END"
        said = _said(tok)
        if said in ("lower", "lowers") and before in _EFFECT_STARTS:
            if _sentence_has(tokens, index, "_BY"):  # "Lower OC's value by 2"
                tok = dataclasses.replace(tok, kind="_REDUCE")
        elif tok.kind in ("_EACH", "_ALL") and before in _PLURAL_NOUNS and following == "_GET":
            continue  # "your cards each get +1"
        elif tok.kind == "_THE" and following == "_OPP" and after in _PLAYER_VERBS:
            continue  # "the opponent discards a card"
        elif said == "one" and before in ("_DRAW", "_DISCARD") and following in _CLAUSE_ENDS:
            tok = dataclasses.replace(tok, kind="NUMBER", value=1)  # "draw one"
        elif tok.kind == "WORD" and said == "-":  # "[ESCORE] - score a point", "X - Y"
            tok = dataclasses.replace(tok, kind="_COLON" if before == "TAG" else "_COMMA")
        elif tok.kind == "_IS" and tok.text == "=" and before in ("_HEADS", "_TAILS"):
            tok = dataclasses.replace(tok, kind="_COMMA")  # "heads = draw a card"
        elif tok.kind in ("_HEADS", "_TAILS") and following not in _SIDE_ENDS:
            out.append(tok)  # "on heads draw a card": the side ends where its effects start
            tok = _inserted("_COMMA", tok)
        elif said in _LOOK_VERBS and _opens_for_you(out) and following in _TARGET_STARTS:
            if before == "_YOU":
                out.pop()  # "you see opp.'s hand": look at it
            out.append(dataclasses.replace(tok, kind="_LOOK"))  # "see opp.'s hand"
            tok = _inserted("_AT", tok)
        elif said == "randomly" and following in ("_DISCARD", "_DESTROY", "_TAP", "_RETURN"):
            random_next = True  # "randomly discard a card": a random card
            continue
        elif (
            random_next
            and tok.kind == "_A"
            and before
            in (
                "_DISCARD",
                "_DESTROY",
                "_TAP",
                "_RETURN",
            )
        ):
            out.append(tok)
            tok = _inserted("_RANDOM", tok)
            random_next = False
        elif said in ("cut", "cuts") and _sentence_has(tokens, index, "_HALF"):
            tok = dataclasses.replace(tok, kind="_HALVE")  # "cut OC's value in half"
        elif tok.kind == "_IN" and following == "_HALF":
            skip_half = True
            continue
        elif tok.kind == "_HALF" and skip_half:
            skip_half = False
            continue
        elif tok.kind == "_STOP" and _keeps(tokens, index + 1) and _looked_at_top(out):
            tok = dataclasses.replace(tok, kind="_COMMA")  # "Look at the top 3 ... . Keep 1."
        elif _player_pronoun(tok) and following in (*_ACTS, "_HAS") and _opp_named(out):
            tok = dataclasses.replace(tok, kind="_OPP")  # "look at opp.'s hand ... they discard"
        elif (
            tok.kind == "_CHOOSE"
            and _kinds(tokens, index + 1, 2) == ("_A", "_CARD")
            and _kinds(tokens, index + 3, 1) not in (("_IN",), ("_FROM",), ("_OF",))
            and _looked_at_hand(out)
        ):  # "Look at opp.'s hand, choose a card": a card of that hand
            out.extend([tok, *tokens[index + 1 : index + 3]])
            tok = _inserted("_FROM_IT", tok)
            skip_it, skip_two = False, 2
        elif tok.kind == "_INSTEAD" and following in ("_STOP", "$END") and before != "_HAND":
            tok = dataclasses.replace(tok, kind="_LAST_INSTEAD")  # "..., it gets -1 instead."
        elif tok.kind == "_FROM" and following in ("_IT", "_THEM"):  # "a card from it"
            tok = dataclasses.replace(tok, kind="_FROM_IT")
            skip_it = True
        elif tok.kind == "_HAS" and _counts_in_play(tokens, index + 1):
            tok = dataclasses.replace(tok, kind="_CONTROL")  # "opp. has no cards in play"
        elif tok.kind == "_COLON" and following in _VERB_AFTER_NAMING:
            start = len(out)
            while start and out[start - 1].kind != "_STOP":
                start -= 1
            if _names_cards(out[start:]):  # "OC: tap it and give it -1"
                tok = dataclasses.replace(tok, kind="_NAMED")
        elif tok.kind in ("_MAY", "_CAN") and [t.kind for t in out[-2:]] == ["_NO", "_PLAYER"]:
            out[-2] = dataclasses.replace(out[-2], kind="_EACH")  # "no player may": each can't
            tok = dataclasses.replace(tok, kind="_CANT")
        elif tok.kind == "WORD" and said in ("controller", "controllers"):
            if before == "_POSS" and len(out) >= 2 and out[-2].kind == "_OC":
                out[-2:] = [dataclasses.replace(out[-2], kind="_OPP")]  # "OC's controller"
                continue
            if before == "_POSS" and [t.kind for t in out[-3:-1]] == ["_THIS", "_CARD"]:
                out[-3:] = [dataclasses.replace(out[-3], kind="_YOU")]  # "this card's controller"
                continue
            player = _last_card_named(out[:-1]) if before == "_ITS" else None
            if player is not None:  # "Destroy OC. Its controller draws a card."
                out[-1] = dataclasses.replace(out[-1], kind=player)
                continue
            if (before in _EFFECT_STARTS or before == "_IF") and following in _PLAYER_ACTS:
                tok = dataclasses.replace(tok, kind="_YOU")  # "Controller may draw": this card's
        out.append(tok)
    return out


_CARD_ACTS = frozenset(
    {
        "_DESTROY", "_RETURN", "_TAP", "_UNTAP", "_REVEAL", "_HIDE", "_MOVE", "_SWAP", "_DOUBLE",
        "_TRIPLE", "_SILENCE", "_BEAT", "_THAN", "_ON", "_HALVE", "_COPY",
    }
)  # fmt: skip
"""Words after which "me" is the card speaking ("destroy me", "a counter on me", "than me")."""
_I_AS_THIS = (
    ("_GET", "SIGNED"), ("_GET", "NUMBER"), ("_CANT", "_BE"), ("_CAN", "_NOT"), ("_DIE",),
    ("_IS", "_IN"), ("_IS", "_TAPPED"), ("_IS", "_UNTAPPED"), ("_IS", "_REVEALED"),
    ("_IS", "_UNREVEALED"), ("_IS", "_DESTROYED"), ("_IS", "_PLACED"), ("_IS", "_FACE"),
    ("_IS", "_ODD"), ("_IS", "_EVEN"), ("_IS", "NUMBER"), ("_IS", "_THE"), ("_HAS", "_VALUE"),
    ("_HAS", "_A"), ("_IS", "_DOUBLED"), ("_TIES",),
)  # fmt: skip
"""What follows "I" when it is the card speaking ("I get +2", "I can't be destroyed", "if I'm in
S9"): a player has no value, slot or face."""
_CARD_SAID = frozenset({"_OC", "_THIS", "_IT", "_THAT", "_OPPOSING"})
_HYPE = frozenset(
    {
        "nice", "big", "huge", "massive", "whopping", "sweet", "awesome", "super", "mega", "cool",
        "hefty", "solid", "great", "tiny", "small", "little", "fat", "juicy", "sick", "epic",
    }
)  # fmt: skip
"""Adjectives a child (or a streamer) puts before a bonus ("a whopping +3"): they add nothing."""
_COIN_SIDES = {
    "_WIN": "_HEADS", "_LOSE": "_TAILS", "lost": "_TAILS", "loss": "_TAILS", "success": "_HEADS",
    "succeed": "_HEADS", "succeeds": "_HEADS", "successful": "_HEADS", "fail": "_TAILS",
    "fails": "_TAILS", "failure": "_TAILS", "unsuccessful": "_TAILS", "h": "_HEADS",
    "t": "_TAILS",
}  # fmt: skip
"""After a coin is flipped, a side named by whether the player wins ("Win: draw 2")."""
_SIDE_SEPARATORS = frozenset({"_COLON", "_COMMA", "_IS"})
_WISHES = frozenset({"want", "like", "wish", "choose", "prefer"})
_VALUE_ENDS = frozenset({"_STOP", "$END", "_COMMA", "_COLON", "_CARD", "_CARDS", "_AND", "_IF"})
"""What may follow a value test said with "and up" ("7 and up, ...")."""
_SIGNS_ENDED = frozenset({"_MORE", "_FEWER", "_HIGH", "_LOW"})
_ONE_OR_MORE = frozenset({"_A", "NUMBER"})
_SOME_CARDS = frozenset({"_CARD", "_CARDS"})
_VALUE_HOLDERS = frozenset({"_VALUE", "_CARD", "_OC", "_IT"})
"""The words before "equals" that name a card or its value ("this card's value equals ...")."""


@dataclass(slots=True)
class _At:
    """Where :func:`_idioms` reads: the words, the one it is at and the words read so far."""

    tokens: list[TextToken]
    index: int
    out: list[TextToken]

    @property
    def tok(self) -> TextToken:
        return self.tokens[self.index]

    @property
    def said(self) -> str:
        return _said(self.tok)

    @property
    def before(self) -> str:
        return self.out[-1].kind if self.out else "_STOP"

    def ahead(self, count: int = 4, skip: int = 1) -> tuple[str, ...]:
        return _kinds(self.tokens, self.index + skip, count)

    @property
    def next(self) -> str:
        return self.ahead(1)[0] if self.ahead(1) else "$END"

    def put(self, *kinds: str) -> None:
        self.out.extend(_inserted(kind, self.tok) for kind in kinds)

    def read_as(self, kind: str) -> None:
        self.out.append(dataclasses.replace(self.tok, kind=kind))

    def earlier(self, *kinds: str) -> bool:
        return any(t.kind in kinds for t in self.out)


def _card_speaking(at: _At) -> int | None:
    """ "I get +2", "I can't be destroyed", "destroy me", "+2 to me", "a counter here": the card
    speaks of itself (a player has no value, slot or face); "u opp": your opp."""
    tok, nxt, before = at.tok, at.next, at.before
    speaking = any(at.ahead()[: len(w)] == w for w in _I_AS_THIS)
    if tok.kind == "_YOU" and at.said == "i" and speaking:
        at.put("_THIS", "_CARD")
        return at.index + 1
    if tok.kind == "_YOU" and at.said in ("me", "myself"):
        after_sign = before in ("_TO", "_FOR") and len(at.out) > 1 and at.out[-2].kind == "SIGNED"
        given = before == "_GIVE" and nxt == "SIGNED"
        if (
            before in _CARD_ACTS
            or after_sign
            or given
            or (before in _EFFECT_STARTS and nxt == "SIGNED")
        ):
            at.put("_THIS", "_CARD")
            return at.index + 1
    if tok.kind == "_YOU" and at.said == "u" and nxt in _OWNED_NOUNS:
        at.read_as("_YOUR")
        return at.index + 1
    here = at.ahead(3) == ("_IN", "_THIS", "_SLOT") and _said(at.tokens[at.index + 1]) == "here"
    if tok.kind == "_COUNTER" and here:  # "a +1 counter here": on this card
        at.out.append(tok)
        at.put("_ON", "_THIS", "_CARD")
        return at.index + 4
    return None


def _dying(at: _At) -> int | None:
    """ "when it dies", "this card can't die": destroyed ("a die", "the die" stay a die; "minus
    the dice" is the roll)."""
    tok, before = at.tok, at.before
    if tok.kind != "_DIE":
        return None
    if before in ("_IT", "_CARD", "_CARDS", "_THEM", "_OC"):
        at.put("_IS", "_DESTROYED")
        return at.index + 1
    if before == "_CANT":
        at.put("_BE", "_DESTROYED")
        return at.index + 1
    rolled = len(at.out) > 1 and at.out[-2].kind in ("_ROLL", "_FLIP")
    if before == "_THE" and at.next != "_ROLL" and len(at.out) > 1 and not rolled:
        at.read_as("_ROLL")
        return at.index + 1
    return None


def _plain_words(at: _At) -> int | None:
    """ "a whopping +3" (the praise adds nothing), "opp's neighbours" (its cards in adj. slots),
    "cards nearby", "draw 2 more cards", "draw another 2 cards", "shuffle up", "your top 3"."""
    tok, nxt, before = at.tok, at.next, at.before
    if tok.kind == "WORD" and at.said in _HYPE and nxt == "SIGNED":
        if before == "_A" and at.ahead(1, 2) != ("_COUNTER",):
            at.out.pop()
        return at.index + 1
    if tok.text.lower() in ("neighbours", "neighbors"):
        at.read_as("_ADJ")
        at.put("_CARDS")
        return at.index + 1
    if tok.kind == "_ADJ" and before == "_CARDS" and at.said == "nearby":
        at.put("_IN", "_ADJ", "_SLOTS")
        return at.index + 1
    side = nxt in ("_HEADS", "_TAILS") or at.ahead(2) in (("_IF", "_HEADS"), ("_IF", "_TAILS"))
    if tok.kind == "_COIN" and side:  # "Flip a coin heads draw 2": two sentences
        at.out.append(tok)
        at.put("_STOP")
        return at.index + 1
    verb = nxt in _VERB_KINDS or nxt in _PLAYER_VERBS
    if (
        tok.kind == "_TO"
        and before == "_NOT"
        and len(at.out) > 1
        and at.out[-2].kind == "_CAN"
        and verb
    ):
        return at.index + 1  # "can not to place": the "to" a learner puts in
    if tok.kind == "_VALUE" and before == "_AS" and len(at.out) > 1 and at.out[-2].kind == "_COUNT":
        return at.index + 1  # "face-down cards count as value 2"
    if tok.kind == "_VALUE" and before in ("_HIGH", "_LOW") and nxt in _SOME_CARDS:
        return at.index + 1  # "your highest-value card"
    if (
        tok.kind == "_ROUND"
        and tok.text.lower().startswith("rnd")
        and nxt in (*_SOME_CARDS, "_OPP")
    ):
        at.read_as("_RANDOM")  # "a rnd card": random (a round has no cards)
        return at.index + 1
    if at.said == "blindly":  # a blind pick: at random
        if nxt in _VERB_KINDS or nxt in _PLAYER_VERBS or nxt in ("_COMMA", "_OPP"):
            at.out.append(dataclasses.replace(tok, kind="_RANDOM", value="randomly"))
            return at.index + 2 if nxt == "_COMMA" else at.index + 1
        at.put("_AT", "_RANDOM")
        return at.index + 1
    if tok.kind == "_MORE" and before == "NUMBER" and nxt in _SOME_CARDS:
        at.read_as("_BONUS")
        return at.index + 1
    if (tok.kind, before, nxt) in (("_ANOTHER", "_DRAW", "NUMBER"), ("_UP", "_SHUFFLE", nxt)):
        return at.index + 1
    if tok.kind == "WORD" and at.said in ("whole", "entire") and nxt == "_HAND":
        return at.index + 1  # "their whole hand"
    if tok.kind == "_TIME" and at.said == "times" and nxt == "NUMBER":
        number = at.tokens[at.index + 1]  # "times 2": x2
        at.out.append(dataclasses.replace(number, kind="TIMES", text=f"x{number.value}"))
        return at.index + 2
    if tok.kind == "_YOUR" and at.said == "my" and nxt == "_VALUE":
        at.put("_THIS", "_CARD", "_POSS")  # "double my value": the card speaks
        return at.index + 1
    if tok.kind == "_HIDDEN" and before == "_IS" and _in_condition(at.out):
        at.read_as("_UNREVEALED")  # "if OC is hidden": face down
        return at.index + 1
    if tok.kind == "_CONTROL" and before in _EFFECT_STARTS and nxt in _CARD_SAID:
        at.read_as("_TAKE")  # "control OC until end of round"
        at.put("_CONTROL", "_OF")
        return at.index + 1
    whole = _whole_hand(at.tokens, at.index) if tok.kind == "_DISCARD" else None
    if whole is not None:  # "discard all (the) cards in your hand": your hand
        at.out.append(tok)
        at.out.extend(whole[0])
        return whole[1]
    mine = len(at.out) > 1 and at.out[-2].kind == "_YOUR"
    if tok.kind == "NUMBER" and before == "_TOP" and mine and nxt in (*_CLAUSE_ENDS, "$END"):
        at.out.append(tok)
        at.put("_CARDS")
        return at.index + 1
    return None


def _compared(at: _At) -> int | None:
    """Comparisons said another way: "with value <= 3", "cards >= 7", "OC = this card", "equals
    (matches, ties) this card", "has the same value as", "exceeds 4", "under 4", "max 3", "3 max",
    "value up to 3", "7 and up", "3 and below", "all 7+", "cards 7+"."""
    tok, nxt, before = at.tok, at.next, at.before
    sign = tok.kind == "_IS" and tok.text in _COMPARISONS
    previous = at.out[-2].kind if len(at.out) > 1 else "_STOP"
    if sign and before == "_VALUE" and previous in ("_WITH", "_OF", "_A"):
        return at.index + 1
    if sign and before in _SOME_CARDS and previous not in _EFFECT_STARTS:
        at.put("_WITH", "_VALUE")
        return at.index + 1
    if sign and tok.text in ("=", "==") and nxt in _CARD_SAID:
        at.out.append(tok)
        at.put("_EQUAL", "_TO")
        return at.index + 1
    matches = at.said in ("equals", "equal", "matches", "match") and before not in ("_IS", "_THE")
    ties = tok.kind == "_TIES" and before in ("_OC", "_CARD", "_IT")
    if ((matches and before not in _EFFECT_STARTS) or ties) and nxt in _CARD_SAID:
        at.put("_IS", "_EQUAL", "_TO")
        return at.index + 1
    counted = at.ahead(2) == ("_THE", "_COUNTWORD") or at.ahead(1) == ("_COUNTWORD",)
    if at.said == "equals" and before in _VALUE_HOLDERS and counted and not _in_condition(at.out):
        at.put("_IS", "_EQUAL", "_TO")  # "this card's value equals the number of cards in ..."
        return at.index + 1
    if tok.kind == "_HAS" and at.ahead(2) == ("_THE", "_EQUAL") and _in_condition(at.out):
        rest = 3 if at.ahead(1, 3) == ("_VALUE",) else 2
        if at.ahead(1, rest + 1) == ("_AS",):  # "if OC has the same value as this card"
            at.put("_IS", "_EQUAL", "_TO")
            return at.index + rest + 2
    if tok.kind == "_BEAT" and nxt == "NUMBER" and before not in ("_CANT", "_NOT", "_BE", "_CAN"):
        filtered = before == "_VALUE" and previous in ("_WITH", "_OF")
        if before not in _SOME_CARDS and not filtered:
            at.put("_IS")
        at.put("_HIGH", "_THAN")
        return at.index + 1
    return _bounded(at)


def _bounded(at: _At) -> int | None:
    """A bound said with a word of its own: "under 4", "over 6", "max 3", "3 max", "min 7",
    "value up to 3", "7 and up", "3 and below", "all 7+", "cards 7+"."""
    tok, nxt, before = at.tok, at.next, at.before
    if at.said in ("under", "over") and nxt == "NUMBER":
        at.put("_LOW" if at.said == "under" else "_HIGH", "_THAN")
        return at.index + 1
    if at.said in ("max", "maximum", "min", "minimum"):
        most = at.said.startswith("max")
        if nxt == "NUMBER":
            at.put("_AT", "_MOST" if most else "_LEAST")
            return at.index + 1
        if before == "NUMBER":
            at.put("_OR", "_FEWER" if most else "_MORE")
            return at.index + 1
    if tok.kind == "_UP" and before in ("_VALUE", "_WORTH") and at.ahead(2) == ("_TO", "NUMBER"):
        at.put("_AT", "_MOST")
        return at.index + 2
    if tok.kind == "_AND" and before in ("NUMBER", "NUMS"):
        following = _said(at.tokens[at.index + 1]) if at.index + 1 < len(at.tokens) else ""
        up = nxt in ("_UP", "_MORE", "_HIGH") or following in ("above", "over")
        down = nxt in ("_DOWN", "_FEWER", "_LOW") or following in ("below", "under")
        width = 2 if at.ahead(1, 2) == ("_THAN",) else 1
        ends = at.ahead(1, width + 1)
        if (up or down) and (not ends or ends[0] in _VALUE_ENDS):
            at.put("_OR", "_MORE" if up else "_FEWER")
            return at.index + 1 + width
    bound = at.ahead(2)[:1] == ("_OR",) and at.ahead(1, 2)[:1] and at.ahead(1, 2)[0] in _SIGNS_ENDED
    if tok.kind == "NUMBER" and bound and before in ("_ALL", "_EACH"):
        at.read_as("NUMS")  # "all 7+": all 7s or more
        return at.index + 1
    if tok.kind == "NUMBER" and bound and before in _SOME_CARDS:
        at.put("_WITH", "_VALUE")  # "cards 7+": cards with value 7 or more
        at.out.append(tok)
        return at.index + 1
    return None


def _whole_hand(tokens: list[TextToken], verb: int) -> tuple[list[TextToken], int] | None:
    """After "discard", "all (the, of the) cards in (its) hand", "every card in your hand", "all
    of their hand": the whole hand, as "its hand" says it (the words, and where they end)."""
    at = verb + 1
    kinds = _kinds(tokens, at, 7)
    if kinds[:1] not in (("_ALL",), ("_EACH",)):
        return None
    skip = 1 + (kinds[1:2] in (("_OF",), ("_THE",))) + (kinds[1:3] == ("_OF", "_THE"))
    rest = kinds[skip:]
    if rest[:1] and rest[0] in _OWNERS and rest[1:2] == ("_HAND",):  # "all of their hand"
        return [tokens[at + skip], tokens[at + skip + 1]], at + skip + 2
    if rest[:1] and rest[0] in _OWNERS:  # "all his cards in hand"
        skip += 1
        rest = rest[1:]
    if rest[:2] not in (
        ("_CARDS", "_IN"),
        ("_CARD", "_IN"),
        ("_CARDS", "_FROM"),
        ("_CARD", "_FROM"),
    ):
        return None
    owner = rest[2:3]
    if owner == ("_HAND",):
        actor = verb > 0 and tokens[verb - 1].kind in ("_OPP", "_PLAYER", "_THEM", "_IT")
        said = _inserted("_ITS" if actor else "_YOUR", tokens[verb])
        return [said, tokens[at + skip + 2]], at + skip + 3
    if owner and owner[0] in _OWNERS and rest[3:4] == ("_HAND",):
        return [tokens[at + skip + 2], tokens[at + skip + 3]], at + skip + 4
    return None


def _chance_sides(at: _At) -> int | None:
    """After a roll, "if you get 4+" is "if you roll 4+"; after a coin, a side named by whether
    the player wins ("Win: draw 2", "on a loss", "if you succeed", "H:"), "Heads -> draw 2"."""
    tok, nxt, before = at.tok, at.next, at.before
    rolled = at.earlier("_DIE", "_ROLL")
    outcome = at.ahead(1, 3) in (("NUMBER",), ("NUMRANGE",), ("_A",), ("_ODD",), ("_EVEN",))
    if tok.kind == "_IF" and at.ahead(2) == ("_YOU", "_GET") and rolled and outcome:
        at.out.extend([tok, at.tokens[at.index + 1]])
        at.put("_ROLL")
        return at.index + 3
    outcome = before in ("NUMRANGE", "_MORE", "_FEWER") or (
        before == "NUMBER" and at.earlier("_ROLL")
    )
    if tok.kind == "_TO" and _ARROW.fullmatch(tok.text) and outcome and rolled:
        at.read_as("_COLON")  # "Roll a die. 1-3 -> discard a card."
        return at.index + 1
    if tok.kind == "_TO" and _ARROW.fullmatch(tok.text) and before in ("_HEADS", "_TAILS"):
        at.read_as("_COMMA")
        return at.index + 1
    if not at.earlier("_COIN") or before not in ("_STOP", "_COMMA", "_COLON", "_IF", "_ON"):
        return None
    side = _COIN_SIDES.get(tok.kind) or (_COIN_SIDES.get(at.said) if tok.kind == "WORD" else None)
    lead = before in ("_IF", "_ON") or nxt in _SIDE_SEPARATORS
    if side is not None and lead and (before != "_IF" or nxt in ("_COMMA", "_COLON")):
        at.read_as(side)
        if nxt == "_COLON":  # "Lose: discard a card", as "Tails, discard a card"
            at.out.append(dataclasses.replace(at.tokens[at.index + 1], kind="_COMMA"))
            return at.index + 2
        return at.index + 1
    named = at.tokens[at.index + 1] if at.index + 1 < len(at.tokens) else tok
    if (tok.kind, before) in (("_A", "_ON"), ("_YOU", "_IF")):  # "on a win", "if you fail"
        meant = _COIN_SIDES.get("_WIN" if named.kind == "_WIN" else _said(named))
        if meant is not None and named.kind in ("_WIN", "WORD", "_LOSE"):
            at.out.append(dataclasses.replace(named, kind=meant))
            return at.index + 2
    return None


def _with_a_particle(at: _At) -> int | None:
    """Actions said with a particle or another verb: "pick up 2 cards", "pull a card", "take 2
    cards from your deck" (draw); "pick this card up", "take this card back into your hand",
    "move OC to its owner's hand" (return); "return OC to the top of its owner's deck" (put);
    "flip over OC", "turn OC over" (reveal); "put OC face down" (hide); "put the top 3 cards of
    your deck back in any order", "order the top 3 cards" (rearrange)."""
    tok, nxt, before = at.tok, at.next, at.before
    opens = before in _EFFECT_STARTS
    if tok.kind == "_CHOOSE" and at.said in ("pick", "picks"):
        return _picked(at)
    cards = at.ahead(2)
    drawn = bool(cards) and cards[0] in _ONE_OR_MORE and cards[1:2] in (("_CARD",), ("_CARDS",))
    if at.said in ("pull", "pulls") and drawn:
        at.read_as("_DRAW")
        return at.index + 1
    if tok.kind == "_TAKE" and drawn and at.ahead(2, 3) == ("_FROM", "_YOUR"):
        at.read_as("_DRAW")
        return at.index + 1
    if tok.kind in ("_TAKE", "_PLACE", "_RETURN", "_MOVE") and opens:
        back = _back_to_hand(at.tokens, at.index)
        if back is not None:
            at.read_as("_RETURN")
            at.out.extend(back)
            return _sentence_end(at.tokens, at.index)
    if tok.kind == "_RETURN" and opens and _deck_end_follows(at.tokens, at.index):
        at.read_as("_PLACE")
        return at.index + 1
    if tok.kind == "_BACK" and at.ahead(1) == ("_ON",) and _deck_end_follows(at.tokens, at.index):
        return at.index + 1  # "put OC back on top of its owner's deck"
    if tok.kind in ("_FLIP", "_TURN") and opens:
        return _flipped(at)
    if tok.kind == "_PLACE" and opens and nxt in _CARD_SAID:
        return _put_face(at)
    if tok.kind == "_PLACE" and opens and nxt == "_THE":
        order = _in_any_order(at.tokens, at.index)
        if order is not None:
            at.read_as("_REARRANGE")
            at.out.extend(at.tokens[at.index + 1 : order[0]])
            return order[1]
    if tok.kind == "_ORDER" and opens and nxt in ("_THE", "_YOUR"):
        at.read_as("_REARRANGE")
        return at.index + 1
    return None


def _picked(at: _At) -> int | None:
    """ "pick up 2 cards" (draw them), "pick up this card", "pick OC up" (return it to hand)."""
    if at.next == "_UP":
        taken = at.ahead(3, 2)
        some = taken[:1] and taken[0] in _ONE_OR_MORE and taken[1:2] in (("_CARD",), ("_CARDS",))
        if some and (len(taken) < 3 or taken[2] in (*_CLAUSE_ENDS, "_BONUS")):
            at.read_as("_DRAW")
            return at.index + 2
        if taken[:1] and taken[0] in _CARD_SAID:
            at.read_as("_RETURN")
            return at.index + 2
        return None
    return _card_then_particle(at, "_UP", "_RETURN")


def _flipped(at: _At) -> int | None:
    """ "flip over OC", "turn up OC", "turn OC over": reveal it (the top of a deck flipped over
    keeps its own construct)."""
    if at.next in ("_OVER", "_UP") and at.ahead(2, 2) != ("_THE", "_TOP"):
        at.read_as("_REVEAL")
        return at.index + 2
    return _card_then_particle(at, "_OVER", "_REVEAL")


def _card_then_particle(at: _At, particle: str, read_as: str) -> int | None:
    """ "pick OC up", "turn OC over": the verb read as ``read_as`` with the card it names, and the
    particle after the card left out."""
    end = _particle_at(at.tokens, at.index + 1, particle) if at.next in _CARD_SAID else None
    if end is None:
        return None
    at.read_as(read_as)
    at.out.extend(at.tokens[at.index + 1 : end])
    return end + 1


def _put_face(at: _At) -> int | None:
    """ "put OC face down": hide it ("face up": reveal it)."""
    end = _particle_at(at.tokens, at.index + 1, "_FACE")
    if end is None or _kinds(at.tokens, end + 1, 1) not in (("_DOWN",), ("_UP",)):
        return None
    if _kinds(at.tokens, end + 2, 1) not in ((), *((k,) for k in _CLAUSE_ENDS)):
        return None
    face_up = at.tokens[end + 1].kind == "_UP"
    at.read_as("_REVEAL" if face_up else "_HIDE")
    at.out.extend(at.tokens[at.index + 1 : end])
    return end + 2


_HARM = frozenset(
    {
        "hit", "hits", "smack", "smacks", "whack", "whacks", "bonk", "bonks", "punch", "punches",
        "zap", "zaps", "blast", "blasts", "strike", "strikes", "attack", "attacks", "bash",
        "bashes", "shoot", "shoots",
    }
)  # fmt: skip
"""Verbs of harm that games say of damage ("hit OC for 2"): with "for N" they deal N damage."""


def _harmed(at: _At) -> int | None:
    """ "Hit (zap, smack) OC for 2", "deal 2 to OC", "OC takes 2 damage": a lowering by 2; a
    verb of harm without "for N" is refused (destroy, or damage?)."""
    tok, nxt, before = at.tok, at.next, at.before
    if at.said in _HARM and before in _EFFECT_STARTS and (nxt in _CARD_SAID or nxt == "_THE"):
        end = _particle_at(at.tokens, at.index + 1, "_FOR") or 0
        ends = _kinds(at.tokens, end + 2, 1) in ((), *((k,) for k in _CLAUSE_ENDS))
        if end and ends and _kinds(at.tokens, end + 1, 1) == ("NUMBER",):
            at.read_as("_DEAL")
            at.out.extend([at.tokens[end + 1], _inserted("_DAMAGE", tok), _inserted("_TO", tok)])
            at.out.extend(at.tokens[at.index + 1 : end])
            return end + 2
    if tok.kind == "_DEAL" and at.ahead(2) == ("NUMBER", "_TO"):
        at.out.extend([tok, at.tokens[at.index + 1]])
        at.put("_DAMAGE")  # "deal 2 to OC"
        return at.index + 2
    if tok.kind == "_DOES" and before in _EFFECT_STARTS and at.ahead(2) == ("NUMBER", "_DAMAGE"):
        at.read_as("_DEAL")  # "do 2 damage to OC"
        return at.index + 1
    taken = tok.kind == "_TAKE" and before in ("_OC", "_CARD", "_IT", "_CARDS")
    if taken and at.ahead(2) == ("NUMBER", "_DAMAGE"):  # "OC takes 2 damage": gets -2
        number = at.tokens[at.index + 1]
        at.read_as("_GET")
        at.out.append(dataclasses.replace(number, kind="SIGNED", value=-number.value))
        return at.index + 3
    return None


def _paid_and_wished(at: _At) -> int | None:
    """Points paid or taken another way ("drop a point", "sacrifice a point", "give up a point":
    lose it; "take a point": score it), "... if you want" and "..., optionally" (you may), "when
    its revealed" (it is), "if this card's in S9" (is)."""
    tok, nxt, before = at.tok, at.next, at.before
    points = at.ahead(2) in (("_A", "_POINT"), ("NUMBER", "_POINT"))
    if tok.kind in ("_REDUCE", "_SACRIFICE") and points and before in _EFFECT_STARTS:
        at.read_as("_LOSE")
        return at.index + 1
    if (
        tok.kind == "_GIVE"
        and nxt == "_UP"
        and at.ahead(2, 2) in (("_A", "_POINT"), ("NUMBER", "_POINT"))
    ):
        at.read_as("_LOSE")
        return at.index + 2
    if tok.kind == "_TAKE" and points and not _sentence_has(at.tokens, at.index, "_FROM"):
        at.read_as("_SCORE")
        return at.index + 1
    wished = tok.kind in ("_IF", "_COMMA") and _wish_ends(at.tokens, at.index)
    optional = at.said == "optional" and at.ahead(1) in (("_STOP",), ())
    optionally = at.said == "optionally" and at.ahead(2) in (("_MAY", "_STOP"), ("_MAY",))
    if wished or optional or optionally:  # "Draw a card, optionally.": you may
        _you_may(at.out)
        return _sentence_end(at.tokens, at.index)
    state = nxt in _STATES or nxt in ("_DESTROYED", "_PLACED", "_IN")
    if tok.kind == "_ITS" and before in ("_WHEN", "_WHILE", "_UNLESS", "_ONCE", "_AFTER") and state:
        at.read_as("_IT")  # "when its revealed"
        at.put("_IS")
        return at.index + 1
    if tok.kind == "_POSS" and before in ("_CARD", "_OC") and nxt in ("_IN", "_NOT", *_CARD_STATES):
        at.read_as("_IS")
        return at.index + 1
    return None


def _you_may(out: list[TextToken]) -> None:
    """Make the sentence that ends ``out`` an option of yours (unless it is one already)."""
    if out and out[-1].kind == "_COMMA":
        out.pop()
    start = len(out)
    while start and out[start - 1].kind != "_STOP":
        start -= 1
    if any(t.kind == "_MAY" for t in out[start:]):
        return
    verb = _first_verb(out, start)
    if verb is not None and out[verb].kind == "_LOOK":
        verb = _after_look(out, verb)  # "Look at ..., put it on the bottom if you want"
    if verb is not None:
        out[verb:verb] = [_inserted("_YOU", out[verb]), _inserted("_MAY", out[verb])]


def _after_look(out: list[TextToken], look: int) -> int:
    """Where the clause after a look (at ``look``) starts, if one follows: a wish said last is
    for what is done with the cards looked at (looking costs nothing, and a look you may skip
    says no more than one you make)."""
    for at in range(look + 1, len(out)):
        if out[at].kind in ("_COMMA", "_AND", "_THEN") and out[at + 1 : at + 2]:
            following = at + 1
            while following < len(out) and out[following].kind in ("_AND", "_THEN"):
                following += 1
            if following < len(out) and out[following].kind in _VERB_KINDS:
                return following
    return look


_PLACE_VERBS = frozenset({"_PLACE", "_PLAY"})
_ACTS_BANNED = frozenset(
    (verb,) for verb in ("_DESTROY", "_MOVE", "_RETURN", "_HIDE", "_TAP", "_UNTAP", "_REVEAL")
)
_BANNED_PLAYERS = frozenset({"_OPP", "_YOU", "_PLAYER"})


def _bans_said(at: _At) -> int | None:
    """Bans and rule changes said with words of their own (:func:`_only_said`,
    :func:`_shall_said`, :func:`_none_drawn`); "If there is (it's) a tie in S5" (a tie in S5);
    "printed values decide" (a rule of its own); "can't change slots (leave its slot)" (can't be
    moved); "cards of 5 or less" (with value 5 or less)."""
    said, nxt, before = at.said, at.next, at.before
    if at.tok.kind == "_IF":
        for there in (("_THERE", "_IS"), ("_IT", "_IS"), ("_ITS",)):
            if at.ahead(len(there) + 3) == (*there, "_A", "_TIES", "_IN"):
                at.read_as("_IF")
                return at.index + 1 + len(there)
    said_before = at.out[-2].kind if len(at.out) > 1 else "_STOP"
    decides = said in ("decide", "decides", "determine", "determines")
    if decides and before == "_VALUE" and said_before == "_PRINTED":
        at.put("_DECIDE")
        return at.index + 1
    banned = before == "_CANT" or (before == "_NOT" and said_before in ("_CAN", "_MAY"))
    if said in ("change", "switch", "leave") and banned:
        for slot in (("_SLOT",), ("_SLOTS",), ("_ITS", "_SLOT"), ("_POSITIONS",)):
            if at.ahead(len(slot)) == slot:
                at.put("_BE", "_MOVED")
                return at.index + 1 + len(slot)
    placing_one = before in _PLACE_VERBS and said_before in ("_CANT", "_NOT", "_ONLY")
    if at.tok.kind == "_A" and placing_one and nxt == "NUMBER" and at.ahead(1, 2) != ("_CARD",):
        number = at.tokens[at.index + 1]  # "Opp. may not play a 9": 9s
        at.out.append(dataclasses.replace(number, kind="NUMS"))
        return at.index + 2
    acting = at.ahead(2, 2) in (("_TEXT", "_CANT"), ("_CARDS", "_CANT"))
    if at.tok.kind == "_OPP" and nxt == "_POSS" and acting and at.ahead(1, 4) in _ACTS_BANNED:
        at.read_as("_OPP")  # "Opp.'s effects (cards) can't destroy your cards": opp. can't
        return at.index + 3
    bound = at.ahead(2, 2) in (("_OR", "_FEWER"), ("_OR", "_MORE"))
    if at.tok.kind == "_OF" and before == "_CARDS" and nxt == "NUMBER" and bound:
        at.put("_WITH", "_VALUE")
        return at.index + 1
    for reading in (_only_said, _shall_said, _none_drawn):
        moved = reading(at)
        if moved is not None:
            return moved
    return None


def _only_said(at: _At) -> int | None:
    """ "Opp. may (can) only place cards of 5 or less", "Opponent only can put ...": a ban on
    the other cards; "Only printed values count in this slot"."""
    if at.said != "only":
        return None
    nxt, before = at.next, at.before
    if before in ("_MAY", "_CAN") and nxt in _PLACE_VERBS:
        at.put("_ONLY")
        return at.index + 1
    placing = at.ahead(1, 2) in (("_PLACE",), ("_PLAY",))
    if before in _BANNED_PLAYERS and nxt == "_CAN" and placing:
        at.put("_CAN", "_ONLY")
        return at.index + 2
    if nxt == "_PRINTED" and before in _CLAUSE_STARTS:
        at.put("_ONLY")
        return at.index + 1
    return None


def _shall_said(at: _At) -> int | None:
    """A lawyer's "shall not" (can't: "OC shall not be destroyed"), "no player shall" (can),
    "shall no longer" (no longer), "shall be" (is) and "shall" of a duty ("you shall draw").
    "shall not be changed" is left unread: a value kept as printed ("OC's value can't be
    changed") or as it is when the card is revealed?"""
    if at.said != "shall":
        return None
    nxt, before = at.next, at.before
    nobody = before in ("_PLAYER", "_A") and len(at.out) > 1 and at.out[-2].kind == "_NO"
    changed = at.ahead(3) in (("_NOT", "_BE", "_CHANGED"), ("_NOT", "_CHANGED"))
    if (nxt == "_NOT" and not changed) or nobody:
        at.read_as("_CAN")
        return at.index + 1
    if nxt == "_CANT":
        return at.index + 1
    if nxt == "_BE":  # "the value hereof shall be 5"
        at.put("_IS")
        return at.index + 2
    if nxt != "_NOT":  # a rule said as a duty: "you shall draw a card"
        return at.index + 1
    return None


def _none_drawn(at: _At) -> int | None:
    """ "Opp. gets no (zero) draws this round", "Opp.: no draws": the player can't draw cards
    ("no draw next turn" stays refused: this turn's draw phase, or the next turn's?)."""
    none = at.tok.kind == "_NO" or at.said == "zero"
    ended = at.ahead(1, 2)[:1] in ((), ("_STOP",), ("_THIS",), ("_FOR",), ("_UNTIL",))
    if not (none and at.next == "_DRAW" and ended):
        return None
    before = at.before
    said_before = at.out[-2].kind if len(at.out) > 1 else "_STOP"
    if before in ("_GET", "_HAS", "_COLON") and said_before in _BANNED_PLAYERS:
        at.out.pop()
    elif before not in _BANNED_PLAYERS:
        return None
    at.put("_CANT", "_DRAW", "_CARDS")
    return at.index + 2


_FOLDING_CARDS = frozenset({"_OC", "_CARD", "_CARDS", "_IT", "_THEM"})


def _folded(at: _At) -> int | None:
    """Poker's "fold" is a discard ("fold a card", "opp. folds 2 cards", "fold your hand": a hand
    given up), but a card on the table that folds ("OC folds") gives up its place: destroyed.
    "Opp folds" (gives up the round) stays unread."""
    if at.tok.kind != "_DISCARD" or at.said not in ("fold", "folds"):
        return None
    if at.before in _FOLDING_CARDS and at.next in _CLAUSE_ENDS:
        at.put("_IS", "_DESTROYED")
        return at.index + 1
    if at.ahead(2) in _FOLDED:
        return None
    if not at.out and at.next == "_COLON":
        return at.index + 2  # "Fold: you may return this to hand.": a name, the rule says it
    at.read_as("WORD")  # "Fold.", "Opp folds.": refused with its readings (_TWO_READINGS)
    return at.index + 1


_FOLDED = (
    *(("_YOUR", "_HAND"), ("_ITS", "_HAND"), ("_THEIR", "_HAND")),
    *(("_A", "_CARD"), ("NUMBER", "_CARD"), ("NUMBER", "_CARDS")),
)
"""What a "fold" that discards folds: cards counted, or a hand."""


def _thrown_to_the_pile(at: _At) -> int | None:
    """ "yeet OC into the pile", "kill OC to the graveyard": a destroy said with where the card
    goes, read as "put OC into the pile" (the same destroy)."""
    if at.tok.kind != "_DESTROY" or at.before not in _EFFECT_STARTS:
        return None
    end = at.index + 1
    while end < len(at.tokens) and at.tokens[end].kind not in (*_CLAUSE_ENDS, "_STOP"):
        end += 1
    said = [t.kind for t in at.tokens[at.index + 1 : end]]
    if not said or said[-1] != "_PILE":
        return None
    into = next((i for i in range(len(said) - 1, 0, -1) if said[i] in ("_IN", "_TO")), None)
    owner = said[into + 1 : -1] if into is not None else ["?"]
    if into is None or any(k not in ("_THE", "_ITS", "_THEIR", "_OWNER", "_POSS") for k in owner):
        return None
    at.read_as("_PLACE")
    return at.index + 1


_IDIOMS = (
    _bans_said,
    _card_speaking,
    _harmed,
    _dying,
    _folded,
    _thrown_to_the_pile,
    _plain_words,
    _compared,
    _chance_sides,
    _with_a_particle,
    _paid_and_wished,
)


_DECK_SAID = (("_YOUR", "_DECK"), ("_THE", "_DECK"), ("_DECK",))


def _taken_as_drawn(at: _At) -> int | None:
    """A learner's "take 2 cards", "take 1 card of your deck", "get a card" (draw them); "take a
    card from opp.'s hand" keeps its own reading."""
    tok = at.tok
    cant = at.before == "_CANT" or [t.kind for t in at.out[-2:]] == ["_CAN", "_NOT"]
    said = at.before in _EFFECT_STARTS or ((at.before == "_YOU" or cant) and tok.kind == "_TAKE")
    if tok.kind not in ("_TAKE", "_GET") or not said:
        return None
    counted = at.ahead(2)
    banned = cant and counted[:1] == ("_CARDS",)  # "can't take cards": draw them
    if counted not in (("_A", "_CARD"), ("NUMBER", "_CARD"), ("NUMBER", "_CARDS")) and not banned:
        return None
    after = at.index + (2 if banned else 3)
    rest = _kinds(at.tokens, after, 3)
    whence = next(
        (len(d) + 1 for d in _DECK_SAID if rest[:1] in (("_OF",), ("_FROM",)) and rest[1:] == d),
        0,
    )
    if tok.kind == "_GET":
        whence = 0
    if not whence and not banned and rest[:1] not in ((), *((k,) for k in _CLAUSE_ENDS)):
        return None
    if whence and _kinds(at.tokens, after + whence, 1) not in ((), *((k,) for k in _CLAUSE_ENDS)):
        return None
    at.out.append(dataclasses.replace(tok, kind="_DRAW", note=f"read {at.said!r} as 'draw'"))
    at.out.extend(at.tokens[at.index + 1 : after])
    return after + whence


_SIDES = {"face": "_HEADS", "head": "_HEADS", "cross": "_TAILS", "crown": "_TAILS"}
"""A learner's coin sides: "cara o cruz", "cara ou coroa", "pile ou face" (face: heads)."""


def _coin_side(tokens: list[TextToken], index: int) -> str | None:
    """The side of a coin said at ``tokens[index]`` ("heads", a learner's "face" or "cross")."""
    if index >= len(tokens):
        return None
    tok = tokens[index]
    if tok.kind in ("_HEADS", "_TAILS"):
        return tok.kind
    if _kinds(tokens, index + 1, 1) in (("_UP",), ("_DOWN",)):
        return None  # "face up": no coin
    return _SIDES.get(_said(tok))


def _coin_sides_said(at: _At) -> int | None:
    """After a coin flipped: "if is heads" and "if it is heads" (if heads), a learner's "face"
    and "cross" for its sides ("if is face destroy OC", "Cross: destroy this")."""
    if not at.earlier("_COIN"):
        return None
    tok = at.tok
    if tok.kind == "_IF":
        skip = 1
        if at.ahead(2) == ("_IT", "_IS"):
            skip = 3
        elif at.next == "_IS":
            skip = 2
        side = _coin_side(at.tokens, at.index + skip)
        if side is None:
            return None
        if skip == 1 and side == at.next:
            return at.index + 1 if at.before == "_COMMA" else None  # ", if tails": the other side
        if at.before != "_COMMA":  # "..., tails, ...": the other side, said without "if"
            at.out.append(tok)
        at.put(side)
        return at.index + skip + 1
    opens = at.before in ("_STOP", "_COMMA", "_COLON")
    side = _coin_side(at.tokens, at.index) if at.next == "_COLON" and opens else None
    if side is not None and tok.kind not in ("_HEADS", "_TAILS"):
        at.read_as(side)
        at.put("_COMMA")  # "Cross: destroy this", as "Tails: ..."
        return at.index + 2
    return None


def _cards_said_before(out: list[TextToken]) -> bool:
    """Whether the clause that ends ``out`` is cards with no verb yet ("OC", "your cards of
    S1-S3"), so that "win +1" after them is what they get."""
    start = len(out)
    while start and out[start - 1].kind not in ("_STOP", "_COMMA", "_COLON", "TAG"):
        start -= 1
    clause = [t.kind for t in out[start:]]
    if not clause or clause[-1] not in ("_CARD", "_CARDS", "_OC", "_IT", "SLOTNUM", "_SLOTS"):
        return False
    if _VERB_KINDS & set(clause) or {"_IF", "_WHEN", "_IS"} & set(clause):
        return False
    return bool({"_CARD", "_CARDS", "_OC", "_IT"} & set(clause))


def _calqued(at: _At) -> int | None:
    """A learner's words read by the words around them: "play a card in S5" (place it), "look
    the top card" (look at it), "win +2" and "become +1" (get it), "the 3 first cards" (the top
    3), "draw card" (a card)."""
    tok, nxt, before = at.tok, at.next, at.before
    opens = before in _EFFECT_STARTS
    if tok.kind == "_PLAY" and opens and at.ahead(2) in (("_A", "_CARD"), ("NUMBER", "_CARD")):
        at.read_as("_PLACE")
        return at.index + 1
    looked = ("_THE", "_YOUR", "_OPP", "_OC", "_ITS", "_THEIR", "_A", "NUMBER", "_ALL", "_THIS")
    if tok.kind == "_LOOK" and nxt in looked:
        at.out.append(tok)
        at.put("_AT")
        return at.index + 1
    if tok.kind == "_WIN" and nxt == "SIGNED" and _cards_said_before(at.out):
        at.read_as("_GET")
        return at.index + 1
    if tok.kind == "_IS" and at.said in ("become", "becomes") and nxt == "SIGNED":
        at.read_as("_GET")
        return at.index + 1
    allowed = len(at.tokens) > at.index + 2 and _said(at.tokens[at.index + 2]) == "allowed"
    if tok.kind == "_IS" and at.ahead(3) == ("_NOT", "WORD", "_TO") and allowed:
        at.read_as("_CANT")  # "isn't allowed to"
        return at.index + 4
    if at.said in ("position", "spot", "space", "column") and nxt == "NUMBER":
        at.read_as("_SLOT")  # "in position 3": in S3
        return at.index + 1
    placed = at.ahead(3)[:2] in (("_A", "_CARD"), ("NUMBER", "_CARD"), ("NUMBER", "_CARDS"))
    where = at.ahead(3)[2:] in (("_IN",), ("_FACE",), ("_ON",))
    if opens and placed and where and at.said in ("set", "sets", "drop", "drops"):
        at.read_as("_PLACE")  # Yu-Gi-Oh!'s "Set a card in S5", "drop a card in S5"
        return at.index + 1
    sent = at.ahead(6)[:5] in (("_A", "_CARD", "_FROM", "_YOUR", "_HAND"),
                               ("NUMBER", "_CARD", "_FROM", "_YOUR", "_HAND"),
                               ("NUMBER", "_CARDS", "_FROM", "_YOUR", "_HAND"))  # fmt: skip
    if tok.kind == "_RETURN" and at.said in ("send", "sends") and opens and sent:
        end = at.index + 6  # "send a card from your hand to the GY": discard it
        pile = _kinds(at.tokens, end, 3)
        to = pile[:2] == ("_TO", "_PILE") or pile == ("_TO", "_THE", "_PILE")
        if to:
            at.read_as("_DISCARD")
            at.out.extend(at.tokens[at.index + 1 : at.index + 3])
            return end + (2 if pile[:2] == ("_TO", "_PILE") else 3)
    slot = before in ("SLOTNUM", "NUMBER", "_SLOT")
    if tok.kind == "_VALUE" and slot and at.ahead(2) in (("NUMBER", "_POINT"), ("_A", "_POINT")):
        at.put("_IS", "_WORTH")  # a learner's "S9 values 2 points": is worth
        return at.index + 1
    if at.said in ("attack", "atk") and before == "SIGNED":
        return at.index + 1  # Hearthstone's "+1 Attack": the value
    counter = ("_A", "SIGNED", "_COUNTER")
    if tok.kind == "_IS" and at.said in ("become", "becomes") and at.ahead(3) == counter:
        at.read_as("_GET")  # a learner's "becomes a +1 counter" (German "bekommt": gets)
        return at.index + 1
    if tok.kind in ("_IF", "_WHEN") and at.ahead(2) == ("_IS", "_DESTROYED"):
        at.out.append(tok)  # a learner's "If is destroyed" (the subject left unsaid): this card
        at.put("_THIS", "_CARD")
        return at.index + 1
    if tok.kind == "_THE" and at.ahead(4) == ("_FIRST", "NUMBER", "_CARDS", "_OF"):
        at.out.append(tok)
        at.put("_TOP")
        return at.index + 2
    ended = _kinds(at.tokens, at.index + 3, 1) in ((), ("_STOP",), ("_COMMA",), ("_AND",))
    if tok.kind == "_ITS" and at.ahead(2) == ("_A", "NUMBER") and ended and opens:
        at.read_as("_IT")  # "its a 9 now": it's (it is) a 9
        at.put("_IS")
        return at.index + 1
    decked = "_DECK" in _kinds(at.tokens, at.index + 4, 4)
    if tok.kind == "_THE" and at.ahead(3) == ("_FIRST", "_CARD", "_OF") and decked:
        at.out.append(tok)  # "the first card of opp.'s deck": its top card
        at.put("_TOP")
        return at.index + 2
    if tok.kind == "_THE" and at.ahead(3) == ("NUMBER", "_FIRST", "_CARDS"):
        at.out.append(tok)
        at.put("_TOP")
        at.out.append(at.tokens[at.index + 1])
        return at.index + 3
    if tok.kind == "_DRAW" and opens and nxt == "_CARD" and at.ahead(1, 2) in ((), ("_STOP",)):
        at.out.append(tok)
        at.put("_A")
        return at.index + 1
    return None


_EVERY_IDIOM = (*_IDIOMS, _taken_as_drawn, _coin_sides_said, _calqued)


def _idioms(tokens: list[TextToken]) -> list[TextToken]:
    """Words read by the words around them (:func:`_reworded` has the older ones), class by
    class: the card speaking of itself, a card that dies, praise and plain words, comparisons and
    bounds, the sides of a coin and a die's roll, actions said with a particle, points paid
    another way and options wished for."""
    at = _At(tokens, 0, [])
    while at.index < len(tokens):
        for idiom in _EVERY_IDIOM:
            moved = idiom(at)
            if moved is not None:
                at.index = moved
                break
        else:
            at.out.append(at.tok)
            at.index += 1
    return at.out


def _in_condition(out: list[TextToken]) -> bool:
    """Whether ``out`` ends inside a condition ("If OC has ..."), not inside an effect."""
    for tok in reversed(out):
        if tok.kind in ("_STOP", "_COMMA", "_COLON"):
            return False
        if tok.kind in ("_IF", "_WHILE", "_UNLESS"):
            return True
    return False


def _sentence_end(tokens: list[TextToken], index: int) -> int:
    while index < len(tokens) and tokens[index].kind != "_STOP":
        index += 1
    return index


def _particle_at(tokens: list[TextToken], start: int, particle: str) -> int | None:
    """Where ``particle`` ("up", "over", "face") follows the card named at ``start`` within the
    clause ("pick this card up", "turn OC over"); ``None`` if it does not."""
    for at in range(start, min(start + 5, len(tokens))):
        if tokens[at].kind == particle:
            return at
        if tokens[at].kind in _CLAUSE_ENDS:
            return None
    return None


def _back_to_hand(tokens: list[TextToken], verb: int) -> list[TextToken] | None:
    """The words after ``verb`` read as "return X to hand" when they say "X back (in)to (its
    owner's, your) hand", "X to its owner's hand" (after "move"), "back X" or "X back" (after
    "take"); ``None`` if they do not."""
    said = tokens[verb + 1 : _sentence_end(tokens, verb)]
    kinds = [t.kind for t in said]
    if "_CONTROL" in kinds or "_ORDER" in kinds:
        return None
    if "_BACK" not in kinds:
        if (
            tokens[verb].kind == "_MOVE"
            and "_TO" in kinds
            and "_HAND" in kinds[kinds.index("_TO") :][:5]
        ):
            return said  # "move OC to its owner's hand"
        return None
    back = kinds.index("_BACK")
    rest = kinds[back + 1 :]
    if rest[:1] in (["_IN"], ["_TO"], ["_ON"]) and "_HAND" in rest[:6]:
        return [*said[:back], dataclasses.replace(said[back + 1], kind="_TO"), *said[back + 2 :]]
    taken = tokens[verb].kind in ("_TAKE", "_RETURN")  # "take (bring, send) back"
    if taken and (back == 0 or not rest or rest[0] in _CLAUSE_ENDS):
        return [*said[:back], *said[back + 1 :]]  # "take back this card", "take this back"
    return None


_DECK_ENDS = (("_THE", "_TOP", "_OF"), ("_THE", "_BOTTOM", "_OF"), ("_ON", "_TOP", "_OF"))


def _deck_end_follows(tokens: list[TextToken], start: int) -> bool:
    """Whether the clause after ``start`` puts its card on the top or the bottom of a deck."""
    kinds = _kinds(tokens, start + 1, 8)
    ends = any(kinds[at : at + 3] in _DECK_ENDS for at in range(len(kinds)))
    return ends and "_HAND" not in kinds


def _in_any_order(tokens: list[TextToken], verb: int) -> tuple[int, int] | None:
    """Where "back in any order" starts and where its words end, after "put the top N cards of
    your deck"; ``None`` if the sentence does not say it."""
    end = _sentence_end(tokens, verb)
    kinds = [t.kind for t in tokens[verb:end]]
    if "_TOP" not in kinds[:3]:
        return None
    for at in range(len(kinds) - 3):
        if kinds[at : at + 2] == ["_BACK", "_IN"] and kinds[at + 3] == "_ORDER":
            stop = verb + at + 4
            while stop < end and (
                tokens[stop].kind in ("_YOU", "_YOUR") or _said(tokens[stop]) in _WISHES
            ):
                stop += 1  # "in the order you like"
            return verb + at, stop
    return None


def _wish_ends(tokens: list[TextToken], index: int) -> bool:
    """Whether the sentence ends at ``index`` with "(,) if you want (like, wish, want to)"."""
    at = index + 1 if tokens[index].kind == "_COMMA" else index
    if at >= len(tokens) or tokens[at].kind != "_IF":
        return False
    words = [_said(t) for t in tokens[at + 1 : _sentence_end(tokens, at)]]
    if words[:1] in (["want"], ["wish"]) and words[1:] in ([], ["to"]):
        return True  # a learner's "if want": if you want
    return (
        len(words) >= 2
        and words[0] in ("you", "i")
        and words[1] in _WISHES
        and words[2:] in ([], ["to"])
    )


def _first_verb(out: list[TextToken], start: int) -> int | None:
    """Where the first effect of the sentence that starts at ``start`` opens (its verb)."""
    for at in range(start, len(out)):
        opens = at == start or out[at - 1].kind in _EFFECT_STARTS
        if opens and (out[at].kind in _VERB_KINDS or out[at].kind in _PLAYER_VERBS):
            return at
    return None


_SIDE_ENDS = frozenset({"_COMMA", "_COLON", "_STOP", "$END", "_IS"})
_PLAYER_ACTS = frozenset(
    {"_MAY", "_CAN", "_MUST", "_CHOOSE", "_DRAW", "_DISCARD", "_LOOK", "_HAS", "_IS", "_SCORE"}
)
"""What a player named alone may do next ("Controller may discard a card")."""


def _opens_for_you(out: list[TextToken]) -> bool:
    """Whether what is read so far opens an effect, or opens one with "you" ("you see ...")."""
    before = out[-1].kind if out else "_STOP"
    if before == "_YOU":
        return len(out) < 2 or out[-2].kind in _EFFECT_STARTS
    return before in _EFFECT_STARTS


_LOOK_VERBS = frozenset({"see", "sees", "view", "views", "check", "checks", "examine", "examines"})
_TARGET_STARTS = frozenset(
    {
        "_OPP",
        "_YOUR",
        "_THE",
        "_OC",
        "_A",
        "_ALL",
        "_EACH",
        "_ANY",
        "_THIS",
        "_UNREVEALED",
        "_OPPOSING",
    }
)


_TOO_TO = frozenset({"_HAND", "_YOUR", "_ITS", "_THEIR", "_THE", "_OPP", "SLOTNUM", "_SLOT"})
_SAID_TWICE = frozenset({"_THE", "_A", "_TO", "_OF", "_AND", "_IN", "_ON"})


_ACTS = frozenset(
    {"_DRAW", "_DISCARD", "_LOSE", "_SCORE", "_GET", "_SKIP", "_SHOW", "_REVEAL", "_SHUFFLE"}
)
"""Verbs whose subject is a player ("opp. draws", "each player discards")."""
_SUBJECTS = (("_EACH", "_PLAYER"), ("_YOUR", "_OPP"), ("_EACH", "_OPP"), ("_OPP",))


def _plural_subject(subject: tuple[TextToken, ...]) -> bool:
    """Whether ``subject`` is said in the plural ("both players", "all players")."""
    return any(t.kind == "_PLAYER" and t.text.lower().endswith("s") for t in subject)


def _carry_subjects(tokens: list[TextToken]) -> list[TextToken]:
    """ "Each player discards its hand and draws 5 cards": a verb with an -s and no subject of
    its own after "and" has the subject of the verb before it (copied in as written); after a
    plural subject ("Both players discard a card and draw one") so has a verb without it."""
    out: list[TextToken] = []
    subject: tuple[TextToken, ...] = ()
    for tok in tokens:
        if tok.kind == "_STOP":
            subject = ()
        if tok.kind in _ACTS:
            said = next(
                (
                    tuple(out[-len(s) :])
                    for s in _SUBJECTS
                    if tuple(t.kind for t in out[-len(s) :]) == s
                ),
                (),
            )
            agrees = tok.text.lower().endswith("s") or _plural_subject(subject)
            if said:
                subject = said
            elif agrees and subject and out and out[-1].kind in ("_AND", "_COMMA", "_THEN"):
                out.extend(dataclasses.replace(t, offset=tok.offset, text="") for t in subject)
            elif not agrees:
                subject = ()
        out.append(tok)
    return out


def _this_card(tokens: list[TextToken]) -> list[TextToken]:
    """ "this" on its own ("Give this +2") is "this card": the missing word is added."""
    out: list[TextToken] = []
    for index, written in enumerate(tokens):
        tok = written
        if tok.kind == "_A" and tok.value == "one" and out and out[-1].kind == "_THIS":
            tok = dataclasses.replace(tok, kind="_CARD")  # "this one": this card
        out.append(tok)
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if following is not None and following.kind == "_A" and following.value == "one":
            continue
        if tok.kind == "_THIS" and (following.kind if following else "$END") not in _THIS_NOUNS:
            end = tok.offset + len(tok.text)
            out.append(TextToken("_CARD", "", "card", end, tok.line, tok.column + len(tok.text)))
            compared = len(out) > 2 and out[-3].kind in ("_THAN", "_IF", "_AS", "_TO")
            if compared and following is not None and following.kind == "_VALUE":
                out.append(_inserted("_POSS", following))  # "than this value": this card's
    return out


def _deletions(word: str, depth: int) -> set[str]:
    """``word`` with up to ``depth`` letters dropped (itself included)."""
    found = {word}
    frontier = {word}
    for _ in range(depth):
        frontier = {w[:i] + w[i + 1 :] for w in frontier for i in range(len(w))}
        found |= frontier
    return found


def _distance(first: str, second: str) -> int:
    """The edit distance of two words: letters dropped, added or changed, and two neighbours
    swapped, one edit each (optimal string alignment)."""
    rows = [list(range(len(second) + 1))]
    for i, a in enumerate(first, start=1):
        row = [i]
        for j, b in enumerate(second, start=1):
            cost = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (a != b))
            if i > 1 and j > 1 and a == second[j - 2] and first[i - 2] == b:
                cost = min(cost, rows[-2][j - 2] + 1)
            row.append(cost)
        rows.append(row)
    return rows[-1][-1]


_MOST_EDITS = 2


@functools.cache
def _vocabulary() -> dict[str, frozenset[str]]:
    """The known words of 4 letters or more, by each of their forms with up to two letters dropped
    (two words within two edits of each other share such a form)."""
    index: dict[str, set[str]] = {}
    for word in (*_WORDS, *_NUMBER_WORDS):
        if word.isalpha() and len(word) >= 4:
            for form in _deletions(word, _MOST_EDITS):
                index.setdefault(form, set()).add(word)
    return {form: frozenset(words) for form, words in index.items()}


@functools.cache
def _real_words() -> frozenset[str]:
    """English words near a known word that are not slips for it (``real_words.txt``)."""
    listed = resources.files(__package__).joinpath("real_words.txt").read_text(encoding="utf-8")
    return frozenset(w for w in listed.split() if not w.startswith("#") and w.isalpha())


@functools.cache
def spelling(word: str) -> str | None:
    """The known word ``word`` misspells, if exactly one is near enough: one edit away for words of
    4 letters or more, two for words of 7 or more (``oppponent`` → ``opponent``, ``recieve`` →
    ``receive``); ``None`` if none is, or several are and they mean different things, or ``word``
    is an English word of its own (``none`` is not a slip for ``nine``). A word that starts with
    the negating "un" is never a slip for one without it (``unflipped`` is not ``flipped``)."""
    if len(word) < 4 or not word.isalpha() or word in _real_words() or word in _TWO_READINGS:
        return None
    index = _vocabulary()
    negated = word.startswith("un")
    candidates = {
        w
        for form in _deletions(word, _MOST_EDITS)
        for w in index.get(form, ())
        if w.startswith("un") or not negated
    }
    distances = {w: _distance(word, w) for w in candidates}
    near = {w for w, d in distances.items() if d == 1}
    if not near and len(word) >= 7:
        near = {w for w, d in distances.items() if d == _MOST_EDITS}
    meanings = {_WORDS.get(w, w) for w in near}
    if len(meanings) != 1:
        return None
    return min(near, key=lambda w: (abs(len(w) - len(word)), w))


def _tag_name(body: str) -> str:
    """A tag's body as the seed writes it: "B.T." and "S SCORE", "S-SCORE" are BT and SSCORE."""
    return re.sub(r"(?<=[a-z])[.\s-]+(?=[a-z])|(?<=[a-z])\.", "", body.strip(), flags=re.I)


def _tag_value(body: re.Match[str], raw: str) -> fx.AtPhase:
    """The trigger a well-formed tag means; ValueError for a mixed or out-of-range tag."""
    if body.group(5):
        return fx.AtPhase(fx.Phase(body.group(5).upper()))
    phase = fx.Phase(body.group(1).upper())
    if body.group(2) is None:
        return fx.AtPhase(phase)
    first = int(body.group(2))
    last = int(body.group(4)) if body.group(4) else first
    if body.group(3) and body.group(3).upper() != phase.value:
        raise ValueError(f"trigger tag {raw} mixes two phases")
    _check_turns(first, last)
    return fx.AtPhase(phase, first, last)


def _check_turns(first: int, last: int) -> None:
    """ValueError unless ``first``-``last`` is a rising range of turns 1-9."""
    if not (1 <= first <= 9 and 1 <= last <= 9):
        shown = f"{first}-{last}" if first != last else str(first)
        raise ValueError(f"turn numbers are 1 to 9, got {shown}")
    if first > last:
        raise ValueError(f"a range of turns must go up, got {first}-{last}")


# --------------------------------------------------------------------------------------------------
# The Lark parser


class _TokenLexer(Lexer):
    """Feeds the already made tokens to Lark."""

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, data: Any, *_: Any) -> Iterator[Token]:
        source = data.text if isinstance(data, LexerState) else data
        for tok in typing.cast(list[TextToken], source):
            yield Token(
                tok.kind,
                tok,
                start_pos=tok.offset,
                line=tok.line,
                column=tok.column,
                end_line=tok.line,
                end_column=tok.column + len(tok.text),
                end_pos=tok.offset + len(tok.text),
            )


@functools.cache
def _lark() -> Lark:
    grammar = resources.files(__package__).joinpath("grammar.lark").read_text(encoding="utf-8")
    return load_parser(grammar, _TokenLexer)


def grammar_rules() -> tuple[str, ...]:
    """The names of the grammar's rules and aliases (each one a documented construct)."""
    names: set[str] = set()
    for rule in _lark().rules:
        name = rule.alias or rule.origin.name
        names.add(str(name))
    return tuple(sorted(n for n in names if not n.startswith("_") and n != "start"))


class _Semantic(Exception):
    """A construct that reads but means something impossible (raised inside the transformer);
    ``readings`` are what the designer may have meant instead (:attr:`CardTextError.readings`),
    in place of the words ``replaces`` (:data:`SPAN`: the words of the construct refused; empty:
    the whole sentence)."""

    def __init__(
        self, reason: str, meta_rule: int = 0, readings: tuple[str, ...] = (), replaces: str = ""
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.meta_rule = meta_rule
        self.readings = readings
        self.replaces = replaces


class _Unsettled(Exception):
    """Words with two readings (``refusal``), read for now as ``read`` so that the rest of the
    text is checked first: refused once it has read (see :attr:`_Build.unsettled`). ``other``
    is what the other reading reads them as, for a refusal whose words cannot be put back in
    place (:func:`_unsettled_refusal`)."""

    def __init__(self, refusal: _Semantic, read: Any, other: Any) -> None:
        super().__init__(refusal.reason)
        self.refusal = refusal
        self.read = read
        self.other = other


def _swapped(item: Any, old: Any, new: Any) -> Any:
    """``item`` (an effect value, or a tuple of them) with every ``old`` in it made ``new``."""
    if item == old and type(item) is type(old):
        return new
    if isinstance(item, tuple):
        return tuple(_swapped(each, old, new) for each in item)
    if dataclasses.is_dataclass(item) and not isinstance(item, type):
        changes = {
            f.name: swapped
            for f in dataclasses.fields(item)
            if f.init
            and (swapped := _swapped(value := getattr(item, f.name), old, new)) is not value
        }
        return dataclasses.replace(item, **changes) if changes else item
    return item


_KEYWORD_LASTING: dict[str, tuple[type, ...]] = {
    "battlecry": (fx.Modify, fx.SetValue, fx.MultiplyValue, fx.HalveValue, fx.Silence),
    "silence": (fx.Silence,),
    "silences": (fx.Silence,),
    "silenced": (fx.Silence,),
    **dict.fromkeys(("blank", "blanks", "blanked", "mute", "mutes", "muted"), (fx.Silence,)),
}
"""Hearthstone's words, whose changes last for good there ("Battlecry: Give OC -2", "Silence OC"),
and the changes of other cards that they say: designers who write them mean the change to last
the round (held_out_5's 17, "the -3 stays even if this card later leaves the table"; held_out_6's
23) or, as the seed has it, while this card is on the table (held_out_6's 22, "Battlecry: Give
OC -2."; held_out_4's 89, "Silence falls: OC has no text.", while this card is on the table)."""


def _lasting_said(effect: fx.Effect, kinds: tuple[type, ...]) -> fx.Effect:
    """``effect`` with each change of ``kinds`` (but a change of this card itself) that lasts as
    long as this card is on the table made to last until the end of the round."""
    if isinstance(effect, kinds):
        target = getattr(effect, "target", None)
        lasts = getattr(effect, "duration", None) is fx.Duration.WHILE_IN_PLAY
        mine = isinstance(target, fx.Target) and target.kind is fx.TargetKind.THIS_CARD
        if lasts and not mine:
            changed: Any = effect
            return typing.cast(
                fx.Effect, dataclasses.replace(changed, duration=fx.Duration.UNTIL_END_OF_ROUND)
            )
        return effect
    return fx.within(effect, lambda e: _lasting_said(e, kinds))


def _keyword_lasting(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """The refusal of a change said with a Hearthstone word that does not say how long it lasts
    (:data:`_KEYWORD_LASTING`), with both readings: while this card is on the table (the seed's
    "If a card leaves the table its effects go away"), or until the end of the round."""
    said = {t.text.lower() for t in tokens}
    for word, kinds in _KEYWORD_LASTING.items():
        if word not in said:
            continue
        whole = []
        for ability in parsed.abilities:
            if word == "battlecry" and not isinstance(ability.trigger, fx.WhenRevealed):
                whole.append(ability)
                continue
            effects = tuple(_lasting_said(e, kinds) for e in ability.effects)
            whole.append(dataclasses.replace(ability, effects=effects))
        rest = fx.CardText(tuple(whole))
        if rest.abilities == parsed.abilities:
            continue
        readings = (parsed.canonical(), rest.canonical())
        return _Semantic(
            f"{word!r} does not say how long its change lasts: while this card is on the table, "
            f"or (as in Hearthstone) the rest of the round: write "
            + " or ".join(repr(r) for r in readings),
            readings=readings,
        )
    return None


_THIS_DESTROYED = fx.OnEvent(fx.GameEvent.DESTROYED, fx.Party.THIS)


def _if_destroyed(tokens: list[TextToken]) -> bool:
    """Whether the words say "if" this card is destroyed ("If this card is destroyed, ...", "If
    it dies, ...", "If destroyed")."""
    said = [tok.kind for tok in tokens]
    for start, kind in enumerate(said):
        if kind != "_IF":
            continue
        end = next((i for i in range(start + 1, len(said)) if said[i] == "_DESTROYED"), None)
        if end is not None and set(said[start + 1 : end]) <= {
            "_THIS",
            "_CARD",
            "_IT",
            "_IS",
            "_GET",
        }:
            return True
    return False


def _return_unsaid(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """ "If this card is destroyed, return it to your hand": back to the hand from the pile once
    destroyed ("When this card is destroyed: ..."), or to the hand instead of the pile (it is then
    not destroyed, and no "when destroyed" fires)? Designers who write "if" mean the second
    (held_out_3's 92), and the issue's designers "If this card is destroyed" for "When": refused
    with both readings (the second only where returning is all the ability does: a card that is
    not destroyed does nothing more when destroyed)."""
    back = fx.ReturnToHand(fx.THIS_CARD)
    for index, ability in enumerate(parsed.abilities):
        if ability.trigger != _THIS_DESTROYED or back not in ability.effects:
            continue
        if not _if_destroyed(tokens):
            return None
        readings = [parsed.canonical()]
        if ability.effects == (back,) and ability.condition is None:
            instead = fx.Ability(fx.WhenRevealed(), None, (fx.DestroyedToHand(fx.THIS_CARD),))
            whole = (*parsed.abilities[:index], instead, *parsed.abilities[index + 1 :])
            readings.append(fx.CardText(whole).canonical())
        return _Semantic(
            "'if this card is destroyed, return it to hand' could take it back from the pile "
            "once destroyed, or send it to your hand instead of the pile (not destroyed): write "
            + " or ".join(repr(r) for r in readings),
            readings=tuple(readings),
        )
    return None


_WHILE_IN_PLAY_KINDS: tuple[type, ...] = tuple(
    kind
    for kind in typing.get_args(fx.Effect)
    if "duration" in {f.name for f in dataclasses.fields(kind)}
)
"""The effects that may last while this card is on the table."""


def _counted(effect: fx.Effect) -> fx.Effect:
    """``effect`` with each change of another card's value that lasts while this card is on the
    table put as counters instead ("OC gets -2" -> "Put a -2 counter on OC")."""
    if (
        isinstance(effect, fx.Modify)
        and effect.duration is fx.Duration.WHILE_IN_PLAY
        and effect.per is None
        and effect.target.kind is not fx.TargetKind.THIS_CARD
    ):
        return fx.AddCounters(effect.target, effect.amount)
    return fx.within(effect, _counted)


def _gone_lasting(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """ "When this card is destroyed: OC gets -2": the ability comes once this card has left the
    table, so a change lasting while this card is on the table ends as it begins. Refused with
    what designers mean by it (Hearthstone's Deathrattle changes last): until the end of the
    round, or counters, which stay after this card is gone."""
    for index, ability in enumerate(parsed.abilities):
        if ability.trigger != _THIS_DESTROYED:
            continue
        readings = []
        for outlast in (lambda e: _lasting_said(e, _WHILE_IN_PLAY_KINDS), _counted):
            effects = tuple(outlast(e) for e in ability.effects)
            if effects != ability.effects:
                whole = list(parsed.abilities)
                whole[index] = dataclasses.replace(ability, effects=effects)
                readings.append(fx.CardText(tuple(whole)).canonical())
        if readings:
            return _Semantic(
                "a change that lasts while this card is on the table ends at once when it comes "
                "after this card is destroyed: write " + " or ".join(repr(r) for r in readings),
                readings=tuple(readings),
            )
    return None


def _slot_chosen(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """ "Destroy all cards in target slot": Magic's "target" picks one slot, of the
    controller's choice, which no card can say ("a slot" alone, as in "ties in a slot", is every
    slot, and reads so). Refused, with the text read in all slots and in S5."""
    for said, following in itertools.pairwise(tokens):
        if said.text.lower() == "target" and following.kind in ("_SLOT", "_SLOTS"):
            end = following.offset + len(following.text)
            written = (text[: said.offset] + place + text[end:] for place in ("all slots", "S5"))
            readings = tuple(r.canonical() for w in written if (r := reads_as_written(w)))
            return _Semantic(
                "'target slot' would be one slot of your choice, which no card can say: name the "
                "slot ('in S5', 'in this slot', 'in adj. slots') or write 'in all slots'",
                readings=readings,
            )
    return None


_NOT_APPOSED = frozenset(
    {*_VERB_KINDS, "_GET", "_IS", "_ARE", "_HAS", "_CANT", "_CAN", "SIGNED", "_COLON", "_IF"}
)
"""Words that make the words after a comma a clause of their own, not cards named again."""


def _cards_apposed(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """ "Destroy opp. cards, the cards in S1-S3": cards named again after a comma, with no verb of
    their own, may say which of the cards before them are meant (`Destroy opp. cards in S1-S3.`)
    or be more cards for the same verb (`Destroy opp. cards and all cards in S1-S3.`). Refused,
    with both readings; a look at a deck and then its top cards ("Look at opp.'s deck, the top 2
    cards") names part of the deck, and "and the top 2 cards" after a deck not yours may be its
    top cards or yours."""
    for start, end in _sentence_spans(tokens):
        kinds = [t.kind for t in tokens[start:end]]
        for at, kind in enumerate(kinds):
            if kind != "_COMMA" or at == 0:
                continue
            clause = at
            while clause and kinds[clause - 1] not in ("_COMMA", "_COLON", "_STOP"):
                clause -= 1
            named = kinds[clause:at]
            head = at + 1 + (kinds[at + 1 : at + 2] == ["_THE"])
            after = kinds[at + 1 :]
            stop = next((i for i, k in enumerate(after) if k in ("_COMMA", "_AND", "_THEN")), None)
            after = after[:stop]
            if (
                not named
                or named[0] not in _VERB_KINDS
                or "_CARDS" not in named
                or kinds[head : head + 1] != ["_CARDS"]
                or _NOT_APPOSED & set(after)
            ):
                continue
            comma, noun = tokens[start + at], tokens[start + head]
            once = text[: comma.offset] + text[noun.offset + len(noun.text) :]
            both = dataclasses.replace(parsed, notes=())
            readings = tuple(
                dict.fromkeys(r.canonical() for r in (reads_as_written(once), both) if r)
            )
            if len(readings) < 2:
                continue
            return _Semantic(
                "the cards named after the comma could say which of the cards before it are meant"
                " or be more cards: name them once, or join them with 'and'",
                readings=readings,
            )
    return None


_SCOPE_WORDS = frozenset({"all", "every", "each", "both", "everyone", "everything", "everybody"})
"""Words of a flavour lead that may say which cards a change after it reaches ("The tide lifts
all ships: +1.")."""


def _flavour_scope(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """ "The tide lifts all ships: +1.": a change that names no card is this card's, but a flavour
    lead left out before it that says "all" or "every" may be its designer's way of saying which
    cards get it. Refused, with the change given to this card and to all cards."""
    first = next((t for t in tokens if t.kind != "_STOP"), None)
    if first is None or first.kind != "SIGNED" or not first.note.startswith(FLAVOUR_NOTE):
        return None
    effects = (e for a in parsed.abilities for e in a.effects)
    if not any(getattr(e, "target", None) == fx.THIS_CARD for e in effects):
        return None  # "... : +1 to your cards" names its cards
    dropped = text[: first.offset]
    if not _SCOPE_WORDS & set(re.findall(r"[a-z]+", dropped.lower())):
        return None
    rest = text[first.offset :]
    widened = reads_as_written(f"All cards get {rest}")
    readings = tuple(
        dict.fromkeys(r.canonical() for r in (dataclasses.replace(parsed, notes=()), widened) if r)
    )
    return _Semantic(
        f"{dropped.strip(' :.!')!r} is left out as flavour, but it may say which cards get the "
        f"change, which names none (then it is this card's): write the cards, as in "
        + " or ".join(repr(r) for r in readings),
        readings=readings,
    )


def _unsettled_refusal(
    text: str, parsed: fx.CardText, unsettled: tuple[_Unsettled, Tree[Any]]
) -> tuple[_Semantic, Tree[Any]]:
    """The refusal of words with two readings in a text that otherwise reads: its readings in
    place of the words, or (where the words were moved or put in by the tokenizer, "Randomly
    destroy a card") as whole texts, the text read each way."""
    put_off, node = unsettled
    refusal, meta = put_off.refusal, getattr(node, "meta", None)
    placed = meta is not None and not getattr(meta, "empty", True)
    if placed and meta is not None and text[meta.start_pos : meta.end_pos].strip():
        return refusal, node
    whole = tuple(
        _swapped(parsed, put_off.read, read).canonical() for read in (put_off.other, put_off.read)
    )
    return _Semantic(refusal.reason, readings=whole), node


def _random_destroyed(parsed: fx.CardText, put_off: _Unsettled) -> bool:
    """Whether a card picked at random (:meth:`_Build._random_on_table`) is only destroyed: "Destroy
    a random (enemy) card" means any card on the table, face down ones too (the intents of every
    such text in the corpus: held_out's 81, held_out_3's 49 and 109, held_out_5's 13, held_out_8's
    27, held_out_9's 23), where a card given a change at random is meant either way."""
    read = put_off.read
    if not (isinstance(read, fx.Target) and read.pick is fx.Pick.RANDOM):
        return False
    absent = object()
    for ability in parsed.abilities:
        if _swapped((ability.trigger, ability.condition), read, absent) != (
            ability.trigger,
            ability.condition,
        ):
            return False
        for effect in _nested(ability.effects):
            if isinstance(effect, fx.Destroy) and effect.target == read:
                continue
            if fx.groups_of(effect):
                continue  # an option, a toss or a roll: the effects inside are looked at
            if _swapped(effect, read, absent) != effect:
                return False
    return True


_THE_ALL = (fx.Pick.ALL, 1)
"""What "the" before a card's noun picks: all of them ("the cards"), kept as one object so that
a singular "the card" is told apart (:meth:`_Build._one_card_unsaid`)."""

SPAN = "\0"
"""What a reading of a refusal replaces when it is the words of the construct refused."""


def _value(item: Any) -> Any:
    return item.value.value if isinstance(item, Token) else item


def _num(item: Any, low: int, high: int, what: str) -> int:
    number = int(_value(item))
    if not low <= number <= high:
        raise _Semantic(f"{what} must be {low} to {high}, got {number}")
    return number


def _slots_range(first: int, last: int) -> fx.Slots:
    for number in (first, last):
        if not 1 <= number <= 9:
            raise _Semantic(f"slots are S1 to S9, got S{number}")
    if first > last:
        raise _Semantic(f"a range of slots must go up, got S{first}-S{last}")
    return fx.Slots(fx.SlotKind.NUMBERED, first, last)


def _set_value(target: fx.Target, value: int, duration: fx.Duration) -> fx.Effect:
    """ "OC has value 5"; "unrevealed cards are worth 3": in place of the 0 an unrevealed card
    is worth, so +3 (their counters and the other changes of their value still count)."""
    if target.kind is fx.TargetKind.CARDS and target.state is fx.CardState.UNREVEALED:
        return fx.Modify(target, value, duration)
    return fx.SetValue(target, value, duration)


def _table_only(target: fx.Target, verb: str) -> fx.Target:
    if target.kind is fx.TargetKind.CARDS and target.zone is not fx.Zone.TABLE:
        raise _Semantic(f"'{verb}' acts on cards on the table, not in a {target.zone.value}")
    return target


def _one_card(target: fx.Target, verb: str) -> fx.Target:
    if target.kind in (fx.TargetKind.THIS_CARD, fx.TargetKind.OPPOSING) or target == PRONOUN:
        return target  # "it": the card it means is said before
    if target.pick in (fx.Pick.CHOOSE, fx.Pick.TOP) and target.count == 1:
        return target
    raise _Semantic(f"'{verb}' needs one card on each side (this card, OC, or 'a card ...')")


_SELECTION_DEFAULT = fx.Target()
_OPP_CARDS_HERE = fx.Target(owner=fx.Owner.OPPONENTS, slots=fx.THIS_SLOT)
_YOUR_TOP_CARD = fx.Target(pick=fx.Pick.TOP, owner=fx.Owner.YOURS, zone=fx.Zone.DECK)
"""The opponent's cards in this card's slot: OC, by another name."""


PRONOUN = fx.Target(pick=fx.Pick.TOP, count=0)
"""What "it" / "its" reads as until :func:`_resolve_pronouns` says which card it means."""
PRONOUN_PLURAL = fx.Target(pick=fx.Pick.TOP, count=-1)
"""What "them" / "they" / "their" reads as until it is resolved."""
MOVED = fx.Target(pick=fx.Pick.TOP, count=-2)
"""What a draw or a discard names for a pronoun after it: a card no effect can name."""


def _as_player(effect: fx.Effect, player: fx.Player) -> fx.Effect:
    """An effect said with ``player`` as its subject: its "you" is that player."""
    if player is fx.Player.YOU or getattr(effect, "player", None) is not fx.Player.YOU:
        return effect
    return dataclasses.replace(effect, player=player)  # type: ignore[arg-type]


_ONE_CARD = (fx.THIS_CARD, fx.OPPOSING)


def _value_tested(condition: Any) -> frozenset[fx.Target]:
    """The cards whose value (not printed) ``condition`` tests: this card, OC, or both where it
    compares them or ranks every card on the table."""
    if isinstance(condition, fx.AllOf):
        return frozenset(t for c in condition.conditions for t in _value_tested(c))
    if isinstance(condition, fx.ValueIs) and not condition.printed:
        return frozenset(_mentions(condition))
    if isinstance(condition, fx.IsExtreme) and not condition.printed:
        return frozenset(_ONE_CARD)
    if isinstance(condition, fx.CompareOpposing | fx.WinsSlot):
        return frozenset(_ONE_CARD)
    return frozenset()


def _tests_what_it_changes(condition: Any, effects: tuple[Any, ...]) -> bool:
    """Whether a value change of ``effects`` may reach a card whose value ``condition`` tests
    ("+2 if 3 or less"): checked at every moment, the change would switch itself off."""
    tested = _value_tested(condition)
    changed = [e.target for e in effects if isinstance(e, fx.LIVE_CHANGES)]
    return bool(tested) and any(t not in _ONE_CARD or t in tested for t in changed)


def _mentions(item: Any) -> tuple[fx.Target, ...]:
    """The cards a trigger, condition or effect names, for pronouns after it to refer to (a draw
    or a discard: the card drawn or discarded, which no effect can name)."""
    if isinstance(item, fx.Draw | fx.Discard):
        return (MOVED,)
    if item == fx.ShowHand(fx.Player.OPPONENT):
        return (_OPP_HAND,)  # "Opp. reveals its hand. Pick a card; it discards it."
    if isinstance(item, fx.OnEvent):
        return (fx.THIS_CARD,) if item.party is fx.Party.THIS else (fx.THAT_CARD,)
    if isinstance(item, fx.CompareOpposing):
        return (fx.OPPOSING,)
    if isinstance(item, fx.HasState):
        return (fx.OPPOSING,) if item.opposing else (fx.THIS_CARD,)
    if isinstance(item, fx.InSlot | fx.WinsSlot):
        return (fx.THIS_CARD,)
    if isinstance(item, fx.IsExtreme):
        return (fx.OPPOSING,) if item.subject is fx.Subject.OPPOSING else (fx.THIS_CARD,)
    if isinstance(item, fx.AllOf):  # "If OC is tapped and odd": the cards of its parts
        return tuple(dict.fromkeys(t for c in item.conditions for t in _mentions(c)))
    if isinstance(item, fx.CardCount):
        return (item.cards,)
    if isinstance(item, fx.ValueIs):
        return (
            {
                fx.Subject.THIS_CARD: fx.THIS_CARD,
                fx.Subject.OPPOSING: fx.OPPOSING,
                fx.Subject.THAT_CARD: fx.THAT_CARD,
                fx.Subject.MOVED: MOVED,
            }[item.subject],
        )
    if dataclasses.is_dataclass(item) and not isinstance(item, type):
        found = [
            value
            for f in dataclasses.fields(item)
            if isinstance(value := getattr(item, f.name), fx.Target)
            and value not in (PRONOUN, PRONOUN_PLURAL)
        ]
        return tuple(dict.fromkeys(found))
    return ()


def _resolve_pronouns(
    trigger: fx.Trigger,
    condition: fx.Condition | None,
    effects: tuple[fx.Effect, ...],
    compared: tuple[fx.Target, ...] | None = None,
) -> tuple[fx.Effect, ...]:
    """Each "it" / "them" of the effects as the cards the last clause before it names (the
    trigger, the condition, or ``compared``: the cards a comparison said in full names; the
    effects before). Raise _Semantic where the last clause names two cards (which one is
    meant?). A pronoun with nothing before it in its sentence is left for
    :func:`_across_sentences`."""
    about = _mentions(trigger)
    gone = isinstance(trigger, fx.OnEvent) and trigger.event is fx.GameEvent.DESTROYED
    if gone and about == (fx.THAT_CARD,):
        about = (_DESTROYED_CARD,)
    named = [m for m in (about, compared or _mentions(condition)) if m]
    resolved = _resolve_in(effects, named, final=False)
    return _as_destroyed_card(resolved) if gone else resolved


_DESTROYED_CARD = fx.Target(pick=fx.Pick.TOP, count=-3)
"""What "it" reads as after "When a card is destroyed" until :func:`_as_destroyed_card` says
which card it means."""
_VALUE_CHANGES = (
    fx.AddCounters,
    fx.RemoveCounters,
    fx.Modify,
    fx.SetValue,
    fx.MultiplyValue,
    fx.HalveValue,
    fx.ResetValue,
    fx.Tap,
    fx.Untap,
)
"""Effects on a card's value or state, which only a card on the table has."""


def _as_destroyed_card(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """ "When a card is destroyed, return it to hand": "it" is the card destroyed; "Whenever a
    card is destroyed, put a +1 counter on it", "..., it gets +1": this card (held_out_7's 8),
    as a change of value or state needs a card on the table, and the card destroyed is in its
    owner's pile."""
    out: list[Any] = []
    for effect in effects:
        if groups := fx.groups_of(effect):
            effect = fx.regrouped(effect, tuple(_as_destroyed_card(g) for g in groups))  # noqa: PLW2901
        elif dataclasses.is_dataclass(effect) and not isinstance(effect, type):
            card = fx.THIS_CARD if isinstance(effect, _VALUE_CHANGES) else fx.THAT_CARD
            changes = {
                f.name: card
                for f in dataclasses.fields(effect)
                if getattr(effect, f.name) == _DESTROYED_CARD
            }
            effect = dataclasses.replace(effect, **changes) if changes else effect  # noqa: PLW2901
        out.append(effect)
    return tuple(out)


def _says_it(effects: tuple[Any, ...]) -> bool:
    """Whether ``effects`` say "it" or "them" (inside options, tosses and choices too)."""
    for effect in effects:
        if groups := fx.groups_of(effect):
            if any(_says_it(group) for group in groups):
                return True
        elif dataclasses.is_dataclass(effect) and not isinstance(effect, type):
            said = (getattr(effect, f.name) for f in dataclasses.fields(effect))
            if any(value is PRONOUN or value is PRONOUN_PLURAL for value in said):
                return True
    return False


def _it_after_another_moment(last: fx.Ability, ability: fx.Ability) -> None:
    """ "[R]: Look at an unrevealed card. Put a -1 counter on it.": a sentence after one with a
    trigger or a condition of its own is an ability of its own, whose "it" would be this card;
    where the sentence before names another card, designers mean that card (held_out_8's 125):
    refused, with the cards it could be."""
    before = _named_in(last.effects)
    others = tuple(dict.fromkeys(t for m in before for t in m if t not in (fx.THIS_CARD, MOVED)))
    if not others:
        return
    named = [t for t in others if not (t.kind is fx.TargetKind.CARDS and t.pick is not fx.Pick.ALL)]
    cards = (*named, fx.THIS_CARD)
    said = " or ".join(repr(target_text(t)) for t in (*others, fx.THIS_CARD))
    raise _Semantic(
        f"'it' opens a sentence of its own (the one before has a trigger or a condition) and "
        f"could mean {said}: write the card you mean, or say it in the sentence before",
        readings=tuple(target_text(t) for t in cards),
        replaces="it",
    )


def _across_sentences(abilities: list[fx.Ability]) -> list[fx.Ability]:
    """Pronouns that open a sentence refer to the cards the sentence before named last ("Tap OC.
    It gets -2."), if both are "when revealed" sentences without a condition; otherwise "it" is
    this card and "them" is refused. Then "look at" cards that the next words rearrange is one
    "rearrange"."""
    out: list[fx.Ability] = []
    for ability in abilities:
        if _after_roll(out, ability):
            continue
        if ability.effects and isinstance(ability.effects[0], _ForRevealer):
            last = out[-1] if out else None
            if last is None or not last.effects or not isinstance(last.effects[-1], _TopsShown):
                raise _Semantic(
                    "'the player with the higher card' follows 'Each player reveals the top card"
                    " of its deck'"
                )
            told = typing.cast(_ForRevealer, ability.effects[0])
            compare = fx.RevealCompare(told.effects, told.lower)
            out[-1] = dataclasses.replace(last, effects=(*last.effects[:-1], compare))
            continue
        coin = out[-1].effects[-1] if out and out[-1].effects else None
        if isinstance(ability.condition, _Otherwise) and isinstance(coin, fx.Chance):
            if coin.tails or not isinstance(ability.trigger, fx.WhenRevealed):
                raise _Semantic("'otherwise' after a coin toss is its tails, said once")
            tails = _settled(
                _resolve_in(ability.effects, _named_in(coin.effects), final=True)
            )  # "If heads, X; otherwise, Y"
            last = out[-1]
            out[-1] = dataclasses.replace(
                last, effects=(*last.effects[:-1], fx.Chance(coin.effects, tails))
            )
            continue
        if ability.effects and isinstance(ability.effects[-1], _Instead):
            ability = _instead(out, ability)  # noqa: PLW2901 - "... instead" checked and dropped
        if isinstance(ability.condition, _Otherwise):
            ability = _otherwise(out, ability)  # noqa: PLW2901 - the condition said in full
        if isinstance(ability.condition, _IfNot):
            _if_not(out, ability)
            continue
        if any(isinstance(e, _Prevent) for e in ability.effects):
            last = out[-1] if out else None
            if (
                last is None
                or len(ability.effects) > 1
                or not isinstance(ability.effects[0], _Prevent)
                or ability.condition is not None
            ):
                raise _Semantic("'to prevent this' follows the sentence it prevents")
            said = fx.Optional((), (ability.effects[0].cost,), fx.Player.OPPONENT, last.effects)
            out[-1] = dataclasses.replace(last, effects=(said,))
            continue
        if isinstance(ability.condition, _IfYouDo):
            ability = _if_you_do(out, ability)  # noqa: PLW2901 - the merged option replaces it
            out.pop()
        if isinstance(ability.condition, _ItCondition):
            then = _check_after(out, ability)
            if then is not None:  # "Draw a card. If it's a 1, draw another."
                out[-1] = dataclasses.replace(out[-1], effects=(*out[-1].effects, then))
                continue
            before = [m for e in out[-1].effects if (m := _mentions(e))] if out else []
            if out and (condition_named := _mentions(out[-1].condition)):
                before.insert(0, condition_named)  # "If OC is even, +1 to this. If it is odd, ..."
            moved = (
                out and out[-1].effects and isinstance(out[-1].effects[-1], fx.Draw | fx.Discard)
            )
            if moved:
                raise _Semantic(
                    "'it' could mean the card drawn or discarded, which a condition cannot name,"
                    " or this card: write 'this card' if you mean it"
                )
            others = tuple(dict.fromkeys(t for m in before for t in m if t != fx.THIS_CARD))
            if others:  # the sentence before names another card: which one is "it"?
                cards = (*others, fx.THIS_CARD)
                said = " or ".join(repr(target_text(t)) for t in cards)
                raise _Semantic(
                    f"'it' could mean {said}: write the card you mean",
                    readings=tuple(target_text(t) for t in cards),
                    replaces="it",
                )
            said = ability.condition.about(fx.Subject.THIS_CARD)
            ability = dataclasses.replace(ability, condition=said)  # noqa: PLW2901
        named: list[tuple[fx.Target, ...]] = []
        plain = isinstance(ability.trigger, fx.WhenRevealed) and ability.condition is None
        if out and plain and isinstance(out[-1].trigger, fx.WhenRevealed):
            before = _named_in(out[-1].effects)
            named = before[-1:]
            cards = tuple(dict.fromkeys(t for m in before for t in m if t != MOVED))
            if len(cards) > 1 and named != [(MOVED,)]:  # "Tap OC and this card. Give it +1."
                named = [cards]
        elif out and _says_it(ability.effects):
            _it_after_another_moment(out[-1], ability)
        sided = bool(ability.effects) and isinstance(ability.effects[0], _Side)
        that_owner = _that_card_owner(ability.trigger)
        effects = _settled(_resolve_in(ability.effects, named, final=True), that_owner)
        ending = out[-1].effects[-1] if out and out[-1].effects else None
        if isinstance(ending, _Coin) and effects and isinstance(effects[0], fx.Chance):
            if plain:  # "[BT]: Flip a coin. If heads, ...": the toss's trigger and condition
                said = (*out[-1].effects[:-1], *effects)
                out[-1] = dataclasses.replace(out[-1], effects=said)
                continue
            out[-1] = dataclasses.replace(out[-1], effects=out[-1].effects[:-1])  # "Heads: ..."
            if not out[-1].effects:
                out.pop()
        if isinstance(ending, fx.Chance) and plain and sided and isinstance(effects[0], fx.Chance):
            # "If tails, ..." after "If heads, ..." (either first, or a side said again): the
            # same toss, whose sides do what each sentence says, in order ("Flip a coin, if
            # tails, ..." again is a toss of its own)
            both = fx.Chance(
                (*ending.effects, *effects[0].effects), (*ending.tails, *effects[0].tails)
            )
            out[-1] = dataclasses.replace(out[-1], effects=(*out[-1].effects[:-1], both))
            effects = effects[1:]
            if not effects:
                continue
        out.append(dataclasses.replace(ability, effects=_look_then_rearrange(effects)))
        if len(out) > 1 and plain and effects and isinstance(effects[0], _LOOKED_AGAIN):
            last = out[-2]
            if last.effects and last.effects[-1] == fx.LookAt(effects[0].target):
                out[-2] = dataclasses.replace(last, effects=last.effects[:-1])
                if not out[-2].effects:
                    del out[-2]
    return out


def _instead(out: list[fx.Ability], ability: fx.Ability) -> fx.Ability:
    """ "If you are behind, this card gets +3. If you are ahead, it gets -1 instead.": accepted
    where the two conditions cannot both hold (else "instead" of what is unclear)."""
    last = out[-1] if out else None
    said = dataclasses.replace(ability, effects=ability.effects[:-1])
    if (
        last is not None
        and last.trigger == ability.trigger
        and last.condition is not None
        and ability.condition is not None
        and _exclusive(last.condition, ability.condition)
    ):
        return said
    raise _Semantic(
        "'instead' follows a sentence whose condition cannot hold with this one: 'If you are"
        " behind, draw 2 cards. If you are ahead, draw a card instead.' (or drop 'instead')",
        readings=("",),
        replaces="instead",
    )


def _exclusive(first: Any, second: Any) -> bool:
    """Whether two conditions can never hold at once."""
    try:
        if _negation(first) == second:
            return True
    except _Semantic:
        pass
    match first, second:
        case fx.ScoreIs(a, 1), fx.ScoreIs(b, 1):
            plain = (fx.Standing.AHEAD, fx.Standing.BEHIND, fx.Standing.TIED)
            return a != b and a in plain and b in plain
        case fx.CompareOpposing(a), fx.CompareOpposing(b):
            plain_relations = (fx.Relation.HIGHER, fx.Relation.LOWER, fx.Relation.EQUAL)
            return a != b and a in plain_relations and b in plain_relations
        case fx.ValueIs(a, test_a, printed_a), fx.ValueIs(b, test_b, printed_b):
            same = a == b and printed_a == printed_b
            return same and not any(test_a.accepts(v) and test_b.accepts(v) for v in range(-30, 60))
        case fx.InSlot(a), fx.InSlot(b):
            kinds = (fx.SlotKind.NUMBERED, fx.SlotKind.LISTED)
            return (
                a.kind in kinds
                and b.kind in kinds
                and not set(a.resolve(None)) & set(b.resolve(None))
            )
    return False


def _check_after(out: list[fx.Ability], ability: fx.Ability) -> fx.IfThen | None:
    """ "Draw a card. If it's a 1, draw another.", "Give OC -2. If it is 0 or less, destroy it.":
    a check once the sentence before is done, about the card it drew, discarded or named (OC);
    ``None`` where the sentence before is not such a sentence."""
    last = out[-1] if out else None
    condition = ability.condition
    assert isinstance(condition, _ItCondition)
    plain = (
        last is not None and isinstance(last.trigger, fx.WhenRevealed) and last.condition is None
    )
    if last is None or not plain or not last.effects:
        return None
    if not isinstance(ability.trigger, fx.WhenRevealed):
        return None
    ending = last.effects[-1]
    if isinstance(ending, fx.IfThen):
        raise _Semantic("'it' could mean the card of either check before: name the card")
    top = getattr(ending, "target", None)
    if isinstance(ending, fx.ShowCards | fx.LookAt) and top is not None and top.pick is fx.Pick.TOP:
        if top.count != 1:  # "Reveal the top card of your deck. If it is a 7 or more, ..."
            raise _Semantic("'it' is one card: look at (reveal) the top card before 'if it ...'")
        subject, named = fx.Subject.MOVED, MOVED
    elif isinstance(ending, fx.Draw | fx.Discard):
        one = ending.count == 1 and ending.player is not fx.Player.EACH
        one = one and getattr(ending, "per", None) is None
        if not one or ending.up_to:
            raise _Semantic("'it' is one card: draw or discard one card before 'if it ...'")
        subject, named = fx.Subject.MOVED, MOVED
    else:
        before = [m for e in last.effects if (m := _mentions(e))]
        if not before or before[-1] != (fx.OPPOSING,):
            return None
        subject, named = fx.Subject.OPPOSING, fx.OPPOSING
    said = condition.about(subject)
    effects = _settled(_resolve_in(ability.effects, [(named,)], final=True))
    _no_choice(effects)
    return fx.IfThen(said, effects)


_CHOOSING = (
    fx.Optional,
    fx.OneOf,
    fx.Chance,
    fx.Roll,
    fx.Sacrifice,
    fx.Place,
    fx.Move,
    fx.Dig,
    fx.Rearrange,
    fx.SwapSlots,
    fx.SwapValues,
    fx.Trade,
    fx.CopyValue,
    fx.MultiplyByValue,
    fx.IfThen,
)
"""Effects that ask a question (or need a chance) when they resolve."""


def _no_choice(effects: tuple[Any, ...]) -> None:
    """Refuse effects that would ask a question after a check ("if it ..."), which is made
    when the effects before it are done."""
    for effect in _nested(effects):
        targets = [
            getattr(effect, f.name)
            for f in dataclasses.fields(effect)
            if isinstance(getattr(effect, f.name), fx.Target)
        ]
        asks = isinstance(effect, _CHOOSING) or any(t.pick is not fx.Pick.ALL for t in targets)
        if isinstance(effect, fx.Discard) and not effect.at_random:
            asks = asks or effect.count != fx.WHOLE_HAND
        if isinstance(effect, fx.Draw) and effect.up_to:
            asks = True
        if asks:
            raise _Semantic(
                f"after 'if it ...', say what happens without a choice: {effect_text(effect)!r}"
                " asks one"
            )


def _if_you_do(before: list[fx.Ability], ability: fx.Ability) -> fx.Ability:
    """ "You may discard a card. If you do, draw 2 cards.": one option whose cost is the first
    sentence's effects (an option that has its cost already buys these effects too)."""
    last = before[-1] if before else None
    option = last.effects[-1] if last is not None and last.effects else None
    they = typing.cast(_IfYouDo, ability.condition).they
    if last is not None and not they and (held := _discarded_if_held(last, ability)):
        return held
    if last is None or not isinstance(option, fx.Optional) or option.declined:
        raise _Semantic("'if you do' follows a sentence that offers a choice: 'You may ...'")
    if they is not None and they is not (option.chooser is fx.Player.OPPONENT):
        raise _Semantic("'if you do' follows your option, 'if they do' opp.'s")
    if option.cost:  # "You may lose a point to return OC to hand. If you do, opp. draws a card."
        paid = dataclasses.replace(option, effects=(*option.effects, *ability.effects))
    else:
        paid = fx.Optional(ability.effects, option.effects, option.chooser)
    return dataclasses.replace(last, effects=(*last.effects[:-1], paid))


def _may_before_options(options: tuple[tuple[fx.Effect, ...], ...]) -> None:
    """Refuse "You can draw 2 or opp. discards a card, your choice" ("Choose one: you may X or
    Y"): whether the choice may be declined is not said (held_out_7's 107 means a choice you make,
    held_out_4's "You can destroy this or OC" one you may decline)."""
    match options[0]:
        case (fx.Optional(effects, (), fx.Player.YOU, ()),):
            plain = (effects, *options[1:])
            readings = tuple(
                effect_text(e) + "." for e in (fx.OneOf(plain), fx.Optional((fx.OneOf(plain),)))
            )
            raise _Semantic(
                "'you may (can)' before options could be a choice you must make or one you may"
                " decline: write " + " or ".join(repr(r) for r in readings),
                readings=readings,
            )


def _discarded_if_held(last: fx.Ability, ability: fx.Ability) -> fx.Ability | None:
    """ "Discard a card. If you do, OC gets -4.": a discard you must make, and what follows it
    only if you could (the price compulsory: 'If you have 1 or more cards in hand, discard a card
    and OC gets -4.'); ``None`` if the sentence before is not a discard of yours alone."""
    if last.condition is not None or len(last.effects) != 1:
        return None
    match last.effects[0]:
        case fx.Discard(fx.Player.YOU, count, up_to=False, extreme=None, cards=None) if (
            0 < count != fx.WHOLE_HAND
        ):
            holding = fx.HandSize(fx.Player.YOU, fx.CountRelation.AT_LEAST, count)
            return dataclasses.replace(
                last, condition=holding, effects=(*last.effects, *ability.effects)
            )
    return None


def _if_not(before: list[fx.Ability], ability: fx.Ability) -> None:
    """ "You may discard a card. If you don't, lose a point.": what happens if the option is
    declined (or cannot be paid), kept with the option."""
    last = before[-1] if before else None
    option = last.effects[-1] if last is not None and last.effects else None
    if last is None or not isinstance(option, fx.Optional) or option.declined:
        raise _Semantic("'if you don't' follows a sentence that offers a choice: 'You may ...'")
    effects = _settled(_resolve_in(ability.effects, _named_in(last.effects), final=True))
    declined = dataclasses.replace(option, declined=effects)
    before[-1] = dataclasses.replace(last, effects=(*last.effects[:-1], declined))


_LOOKED_AGAIN = (fx.Rearrange, fx.Scry)
"""Effects that look at the cards of their target themselves (a look just before is theirs)."""


def _look_then_rearrange(effects: tuple[fx.Effect, ...]) -> tuple[fx.Effect, ...]:
    """ "Look at the top 3 cards of your deck and put them back in any order": one rearrange
    (one scry: "... and put any of them on the bottom")."""
    out: list[fx.Effect] = []
    for effect in effects:
        if isinstance(effect, _LOOKED_AGAIN) and out and out[-1] == fx.LookAt(effect.target):
            out.pop()
        out.append(effect)
    return tuple(out)


def _resolve_in(
    effects: tuple[fx.Effect, ...], named: list[tuple[fx.Target, ...]], *, final: bool = True
) -> tuple[fx.Effect, ...]:
    resolved: list[Any] = []
    chosen: _Chosen | None = None  # "Choose a card": the card the next "it" is
    for written in effects:
        if isinstance(written, _Chosen):
            chosen = written
            named.append((written.target,))
            continue
        if isinstance(written, _Named):
            named.append((written.target,))
            continue
        if isinstance(written, _FromHand):
            if not named and not final:
                resolved.append(written)  # the hand or card may be in the sentence before
                continue
            made = _from_hand(written, named[-1] if named else (), chosen)
            if isinstance(made, _Chosen):
                chosen = made
                named.append((made.target,))
            else:
                chosen = None
                resolved.append(made)
            continue
        if isinstance(written, _DrawIt):  # "Look at the top card of your deck. You may draw it."
            if not named and not final:
                resolved.append(written)  # "it" may be the card of the sentence before
                continue
            if not named or named[-1] != (_YOUR_TOP_CARD,):
                raise _Semantic("a card is drawn from the top of a deck: 'draw a card'")
            resolved.append(fx.Draw(written.player, 1))
            continue
        if isinstance(written, fx.Optional | fx.Chance):  # in order: the cost, then the rest
            groups = tuple(_resolve_in(g, named, final=final) for g in fx.groups_of(written))
            resolved.append(fx.regrouped(written, groups))
            continue
        if isinstance(written, fx.Roll | fx.OneOf):  # each outcome or option on its own, but
            said: list[tuple[fx.Effect, ...]] = []  # "it" may be a card an earlier one names
            before: list[tuple[fx.Target, ...]] = []  # ("Destroy OC or tap it": OC)
            for group in fx.groups_of(written):
                said.append(_resolve_in(group, [*named, *before], final=final))
                before.extend(m for e in said[-1] if (m := _mentions(e)))
            resolved.append(fx.regrouped(written, tuple(said)))
            continue
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(written):
            value = getattr(written, f.name)
            if value in (PRONOUN, PRONOUN_PLURAL):
                if chosen is not None and named and named[-1] == (chosen.target,):
                    changes[f.name], chosen = chosen.target, None
                    continue
                if not named and not final:
                    continue
                changes[f.name] = _referent(value is PRONOUN_PLURAL, named)
        effect: fx.Effect = dataclasses.replace(written, **changes) if changes else written
        resolved.append(effect)
        if mentioned := _mentions(effect):
            named.append(mentioned)
    if chosen is not None:
        if final:
            raise _Semantic(
                f"say what happens to {target_text(chosen.target)!r} (in the next words, as 'it')"
            )
        resolved.append(chosen)  # its "it" may open the next sentence
    return tuple(resolved)


_OPP_HAND = fx.Target(pick=fx.Pick.ALL, owner=fx.Owner.OPPONENTS, zone=fx.Zone.HAND)
"""Opp.'s hand, shown: its cards are seen, so one of them may be chosen."""


def _hand_player(target: fx.Target) -> fx.Player | None:
    """The player whose hand a target is (or holds a card of)."""
    if target.kind is not fx.TargetKind.CARDS or target.zone is not fx.Zone.HAND:
        return None
    return {fx.Owner.YOURS: fx.Player.YOU, fx.Owner.OPPONENTS: fx.Player.OPPONENT}.get(target.owner)


def _from_hand(said: _FromHand, named: tuple[fx.Target, ...], chosen: _Chosen | None) -> Any:
    """ "Look at opp.'s hand and discard a card from it", "Choose a card in opp.'s hand. Opp.
    discards it.", "... choose a card from it": a discard of the other player's hand that you
    choose, seeing it."""
    target = named[0] if len(named) == 1 else fx.THIS_CARD
    player = _hand_player(target)
    if said.kind in ("discard_from", "choose_from"):
        if player is None or target.pick is not fx.Pick.ALL:
            raise _Semantic("'from it' follows a hand you look at: 'Look at opp.'s hand and ...'")
        if said.kind == "choose_from":
            card = dataclasses.replace(target, pick=fx.Pick.CHOOSE, count=said.count)
            return _Chosen(card, seen=True)
        return _discard_chosen(player, said.count)
    one = chosen is not None and target == chosen.target and target.count == 1
    if player is None or chosen is None or not one:
        raise _Semantic(
            "'discard it' follows a card chosen in a hand: 'Choose a card in opp.'s hand'"
        )
    if said.player is not player:
        raise _Semantic("a card is discarded by the player whose hand holds it")
    if player is not fx.Player.YOU and not chosen.seen:
        seen = "Look at opp.'s hand. Opp. discards a card of your choice."
        raise _Semantic(
            f"a card in opp.'s hand is chosen blind: write '{seen}'",
            readings=(seen, "Opp. discards a random card."),
        )
    return _discard_chosen(player, 1)


def _discard_chosen(player: fx.Player, count: int) -> fx.Discard:
    if player is fx.Player.YOU:
        return fx.Discard(player, count)  # your own hand: your choice anyway
    return fx.Discard(player, count, yours_to_choose=True)


def _that_card_as_it(effects: tuple[Any, ...], card: fx.Target = PRONOUN) -> tuple[Any, ...]:
    """ "If OC is higher, destroy that card": without a trigger about a card, "that card" is the
    card named before, as "it" is; after a comparison of OC with this card, OC (``card``)."""
    out: list[Any] = []
    for effect in effects:
        if groups := fx.groups_of(effect):
            effect = fx.regrouped(effect, tuple(_that_card_as_it(g, card) for g in groups))  # noqa: PLW2901
        elif dataclasses.is_dataclass(effect) and not isinstance(effect, type):
            changes = {
                f.name: card
                for f in dataclasses.fields(effect)
                if getattr(effect, f.name) == fx.THAT_CARD
            }
            effect = dataclasses.replace(effect, **changes) if changes else effect  # noqa: PLW2901
        out.append(effect)
    return tuple(out)


def _choice_then(abilities: list[fx.Ability]) -> list[fx.Ability]:
    """ "Choose a card. Destroy it.": a sentence that ends with a choice goes on in the next."""
    out: list[fx.Ability] = []
    for ability in abilities:
        last = out[-1] if out else None
        plain = isinstance(ability.trigger, fx.WhenRevealed) and ability.condition is None
        ending = last.effects[-1] if last is not None and last.effects else None
        choosing = isinstance(ending, _FromHand) and ending.kind == "choose_from"
        if last is not None and (isinstance(ending, _Chosen) or choosing) and plain:
            out[-1] = dataclasses.replace(last, effects=(*last.effects, *ability.effects))
        else:
            out.append(ability)
    return out


def _negation(condition: Any) -> fx.Condition:
    """The condition that holds where ``condition`` does not ("otherwise"); refused where no
    single condition says it ("OC is higher": lower or equal)."""
    match condition:
        case fx.ValueIs(subject, fx.ValueTest(low, None, None), printed) if low is not None:
            return fx.ValueIs(subject, fx.ValueTest(high=low - 1), printed)
        case fx.ValueIs(subject, fx.ValueTest(None, high, None), printed) if high is not None:
            return fx.ValueIs(subject, fx.ValueTest(low=high + 1), printed)
        case fx.ValueIs(subject, fx.ValueTest(None, None, parity), printed) if parity is not None:
            other = fx.Parity.EVEN if parity is fx.Parity.ODD else fx.Parity.ODD
            return fx.ValueIs(subject, fx.ValueTest(parity=other), printed)
        case fx.CompareOpposing(relation, printed) if relation in _NOT_RELATION:
            return fx.CompareOpposing(_NOT_RELATION[relation], printed)
        case fx.HandCompare(relation) if relation in _NOT_HAND:
            return fx.HandCompare(_NOT_HAND[relation])
        case fx.ScoreIs(standing, 1) if standing in _NOT_STANDING:
            return fx.ScoreIs(_NOT_STANDING[standing])
        case fx.HasState(opposing, state):
            flipped = {
                fx.CardState.REVEALED: fx.CardState.UNREVEALED,
                fx.CardState.UNREVEALED: fx.CardState.REVEALED,
                fx.CardState.TAPPED: fx.CardState.UNTAPPED,
                fx.CardState.UNTAPPED: fx.CardState.TAPPED,
            }
            return fx.HasState(opposing, flipped[state])
        case fx.HandSize(player, fx.CountRelation.AT_LEAST, count) if count > 0:
            return fx.HandSize(player, fx.CountRelation.AT_MOST, count - 1)
        case fx.HandSize(player, fx.CountRelation.AT_MOST, count):
            return fx.HandSize(player, fx.CountRelation.AT_LEAST, count + 1)
        case fx.InSlot(slots) if slots.kind in (fx.SlotKind.NUMBERED, fx.SlotKind.LISTED):
            rest = tuple(n for n in range(1, 10) if n not in slots.resolve(None))
            if rest:
                return fx.InSlot(_slot_set(rest))
    known = isinstance(condition, fx.CONDITION_TYPES)
    said = condition_text(typing.cast(fx.Condition, condition)) if known else "that"
    raise _Semantic(f"no single condition says 'not {said}': say the case you mean with 'if'")


_NOT_RELATION = {
    fx.Relation.HIGHER: fx.Relation.NOT_HIGHER,
    fx.Relation.LOWER: fx.Relation.NOT_LOWER,
    fx.Relation.NOT_HIGHER: fx.Relation.HIGHER,
    fx.Relation.NOT_LOWER: fx.Relation.LOWER,
}
_NOT_HAND = {
    fx.HandRelation.MORE: fx.HandRelation.NOT_MORE,
    fx.HandRelation.FEWER: fx.HandRelation.NOT_FEWER,
    fx.HandRelation.NOT_MORE: fx.HandRelation.MORE,
    fx.HandRelation.NOT_FEWER: fx.HandRelation.FEWER,
}
_NOT_STANDING = {
    fx.Standing.AHEAD: fx.Standing.NOT_AHEAD,
    fx.Standing.BEHIND: fx.Standing.NOT_BEHIND,
    fx.Standing.TIED: fx.Standing.NOT_TIED,
    fx.Standing.NOT_AHEAD: fx.Standing.AHEAD,
    fx.Standing.NOT_BEHIND: fx.Standing.BEHIND,
    fx.Standing.NOT_TIED: fx.Standing.TIED,
}
"""Comparisons the other way round ("otherwise", "unless")."""

_INVERSE = {
    fx.Relation.HIGHER: fx.Relation.LOWER,
    fx.Relation.LOWER: fx.Relation.HIGHER,
    fx.Relation.EQUAL: fx.Relation.EQUAL,
    fx.Relation.NOT_HIGHER: fx.Relation.NOT_LOWER,
    fx.Relation.NOT_LOWER: fx.Relation.NOT_HIGHER,
}
"""A comparison said the other way round: this card higher than OC is OC lower."""


def _value_range(values: tuple[int, ...], what: str) -> fx.ValueTest:
    """Values named one by one ("1s, 2s and 3s") as a range; refused if they are not
    neighbours."""
    ordered = sorted(set(values))
    if ordered != list(range(ordered[0], ordered[-1] + 1)):
        named = ", ".join(f"{v}s" for v in ordered)
        raise _Semantic(f"{named} are not neighbouring {what}: say each in its own sentence")
    return fx.ValueTest(ordered[0], ordered[-1])


def _slot_set(numbers: tuple[int, ...]) -> fx.Slots:
    """Slots by their numbers: a range where they are neighbours, else a list."""
    if numbers == tuple(range(numbers[0], numbers[-1] + 1)):
        return fx.Slots(fx.SlotKind.NUMBERED, numbers[0], numbers[-1])
    return fx.Slots(fx.SlotKind.LISTED, listed=numbers)


def _otherwise(before: list[fx.Ability], ability: fx.Ability) -> fx.Ability:
    """ "If OC is 8 or more, OC gets -3; otherwise, OC gets -1": the second sentence has the
    first one's condition the other way round."""
    last = before[-1] if before else None
    option = last.effects[-1] if last is not None and last.effects else None
    if isinstance(option, fx.Optional) and last is not None and last.condition is None:
        return dataclasses.replace(
            ability, condition=typing.cast(Any, _IfNot())
        )  # "You may X; otherwise, Y"
    if last is not None and isinstance(ability.trigger, fx.WhenRevealed):
        ability = dataclasses.replace(ability, trigger=last.trigger)  # the sentence's trigger
    if last is None or last.condition is None or last.trigger != ability.trigger:
        raise _Semantic(
            "'otherwise' follows a sentence with 'if': 'If OC is odd, ...; otherwise, ...'"
        )
    condition = _negation(last.condition)
    effects = _resolve_pronouns(ability.trigger, condition, ability.effects)
    throughout = last.throughout  # "While ...; otherwise, ...": the other way round, as long
    return dataclasses.replace(ability, condition=condition, effects=effects, throughout=throughout)


def _referent(plural: bool, named: list[tuple[fx.Target, ...]]) -> fx.Target:
    word = "them" if plural else "it"
    if not named:
        if plural:
            raise _Semantic(f"{word!r} refers to no cards before it: name the cards")
        return fx.THIS_CARD
    last = named[-1]
    if last == (MOVED,):
        raise _Semantic(
            f"{word!r} could mean the card drawn or discarded, which no effect can name, or this"
            " card: write 'this card' if you mean it"
        )
    chosen = [
        t
        for t in last
        if t.kind is fx.TargetKind.CARDS and t.pick not in (fx.Pick.ALL, fx.Pick.TOP)
    ]
    if chosen:
        raise _Semantic(
            f"{word!r} after {target_text(chosen[0])!r} would be a new choice, not the card chosen:"
            " name the card ('OC', 'this card', 'that card') or say it in one effect"
        )
    if len(last) > 1:
        readings = " or ".join(repr(target_text(t)) for t in last)
        raise _Semantic(
            f"{word!r} could mean {readings}: write the one you mean instead of {word!r}",
            readings=tuple(target_text(t) for t in last),
            replaces=word,
        )
    return last[0]


@dataclasses.dataclass(frozen=True, slots=True)
class _While:
    """A condition said with "while" ("as long as"): in force for as long as it holds."""

    condition: Any


def _lowered_either(ability: fx.Ability) -> tuple[str, ...]:
    """ "If OC is odd, -2.": the two readings, this card lowered or OC."""
    on_oc = tuple(
        dataclasses.replace(e, target=fx.OPPOSING)
        if isinstance(e, fx.Modify) and e.target == fx.THIS_CARD and e.amount < 0
        else e
        for e in ability.effects
    )
    return tuple(
        a.canonical().removesuffix(".")
        for a in (ability, dataclasses.replace(ability, effects=on_oc))
    )


def _compared_cards(
    compared: fx.Subject | bool, *, it_subject: bool
) -> tuple[fx.Target, ...] | None:
    """The cards an "it" after a comparison said in full may mean (none where no comparison
    names two cards). An "it" that is the subject of its clause, after a comparison whose subject
    is OC, is OC: "If OC is higher than this card, it gets -2" (the subject of the one clause
    taken up by the subject of the next, as every designer of the corpus who said which card it
    was meant). Otherwise either card: "If OC is higher than this, destroy it" (which a careful
    reader may take either way, held_out_2's 7), "If this card is higher than OC, it gets +2":
    refused with both readings."""
    if compared is fx.Subject.OPPOSING and it_subject:
        return (fx.OPPOSING,)
    return (fx.OPPOSING, fx.THIS_CARD) if compared else None


_SUBJECT_VERBS = frozenset(
    {"_GET", "_LOSE", "_IS", "_HAS", "_COUNT", "_STAYS", "_CANT", "_DOES", "_SCORE", "_TAKE"}
)
"""The verbs an "it" before them is the subject of ("it gets -2", "it has value 0")."""


def _it_only_as_subject(tokens: list[TextToken]) -> bool:
    """Whether every "it" of ``tokens`` is the subject of its clause (one at least)."""
    said = [i for i, t in enumerate(tokens) if t.kind == "_IT"]
    return bool(said) and all(
        i + 1 < len(tokens)
        and tokens[i + 1].kind in _SUBJECT_VERBS
        and (i == 0 or tokens[i - 1].kind not in ("_MAKE", "_GIVE"))
        for i in said
    )


@dataclasses.dataclass(frozen=True, slots=True)
class _OtherCard:
    """A trigger's party said as "another card" ("another card of yours", "one of your other
    cards"): any card of ``party`` but this one."""

    party: fx.Party


def _party_of(items: list[Any]) -> fx.Party:
    """The party of a card whose owner is said (or not: any card) once or twice ("another
    friendly card you control")."""
    owners = {i for i in items if isinstance(i, fx.Owner)}
    if len(owners) > 1:
        raise _Semantic("the card is said to be both yours and opp.'s: say whose it is once")
    owner = owners.pop() if owners else fx.Owner.ANY
    return {
        fx.Owner.ANY: fx.Party.ANY,
        fx.Owner.YOURS: fx.Party.YOURS,
        fx.Owner.OPPONENTS: fx.Party.OPPONENTS,
    }[owner]


def _other_card_party(other: _OtherCard, event: fx.GameEvent) -> fx.Party:
    """ "When another card is destroyed (placed, discarded, drawn)": as "When a card is ...",
    which this card's own destruction or placement never fires (it fires only while this card
    is revealed on the table). Its own reveal does fire "When a card is revealed", and no trigger
    leaves it out: refused."""
    if event is fx.GameEvent.REVEALED:
        raise _Semantic(
            "'When a card is revealed' fires at this card's own reveal too, and no trigger leaves"
            " it out: write 'When a card is revealed' if that is meant"
        )
    return other.party


def _card_in_hand_event(event: fx.GameEvent, party: fx.Party, slots: fx.Slots | None) -> fx.OnEvent:
    """ "When a card is discarded (drawn)": when a player discards (draws) one; "your card" is
    one you discard (draw), "an opp. card" one opp. does."""
    said = "discarded" if event is fx.GameEvent.DISCARDED else "drawn"
    if party is fx.Party.THIS:
        raise _Semantic(
            f"a card {said} is in a hand, and a card's text works only while it is on the table:"
            " no trigger fires for this card then"
        )
    if slots is not None:
        raise _Semantic(f"a card {said} is in a hand, never in a slot: say no slots")
    return fx.OnEvent(event, party)


@dataclasses.dataclass(frozen=True, slots=True)
class _It:
    """ "it" as the subject of a condition: this card, or the card the trigger is about."""


def _subject_condition(subject: fx.Subject, rest: list[Any]) -> fx.Condition:
    """The condition a subject and what is said of it make ("OC is odd", "this card is in S3")."""
    printed = rest[0] is True if len(rest) == 2 else False
    kind, what = rest[-1]
    if kind == "value":
        return fx.ValueIs(subject, what, printed)
    oc, this = subject is fx.Subject.OPPOSING, subject is fx.Subject.THIS_CARD
    if kind == "relation":  # "OC's printed value is higher": the printed values compared
        relation, against = what
        if oc and against in (None, fx.Subject.THIS_CARD):
            return fx.CompareOpposing(relation, printed)
        if this and against in (None, fx.Subject.OPPOSING):  # "this card is higher (than OC)"
            return fx.CompareOpposing(_INVERSE[relation], printed)
    if printed:
        raise _Semantic("only a value test reads the printed value ('is 5 or more', 'is odd')")
    if kind == "state" and (oc or this):
        return fx.HasState(oc, what)
    if kind == "slots" and this:
        return fx.InSlot(what)
    if kind == "empty" and oc:
        return fx.NoOpposing()
    word = {"relation": "higher or lower", "state": what, "slots": "in a slot"}.get(kind, kind)
    raise _Semantic(
        f"a condition '{word}' is about "
        + {"relation": "OC (against this card)", "slots": "this card"}.get(kind, "OC")
    )


@dataclasses.dataclass(frozen=True, slots=True)
class _ItCondition:
    """A condition on "it", read as this card's until the sentences around it say otherwise;
    ``predicate`` is what is said of "it" (to say it of another card), ``negated`` for
    "unless"."""

    predicate: tuple[Any, ...]
    negated: bool = False

    @property
    def value_test(self) -> fx.ValueTest | None:
        """The test of "it"'s value, if that is what is said ("if it's a 6")."""
        kind, what = self.predicate[-1]
        return what if kind == "value" and not self.negated else None

    def about(self, subject: fx.Subject) -> fx.Condition:
        """The condition said of ``subject``."""
        made = _subject_condition(subject, list(self.predicate))
        return _negation(made) if self.negated else made


_SUBJECT_OF = {
    fx.OPPOSING: fx.Subject.OPPOSING,
    fx.THIS_CARD: fx.Subject.THIS_CARD,
    fx.THAT_CARD: fx.Subject.THAT_CARD,
}
"""The cards a condition can be about, as the targets that name them."""


def _it_after_effects(trigger: fx.Trigger, condition: _ItCondition, effects: Any) -> Any:
    """ "Destroy OC if it is odd": "it" in a condition after the effects is the card they name
    (refused where they name a card chosen, drawn or discarded, or the trigger names another)."""
    named = [m for e in effects if (m := _mentions(e))]
    moved = any(isinstance(e, fx.Draw | fx.Discard) for e in effects)
    if not named and not moved:
        return _it_after(trigger, condition)
    last = named[-1] if named else ()
    subject = _SUBJECT_OF.get(last[0]) if len(last) == 1 else None
    about_event = isinstance(trigger, fx.OnEvent) and trigger.party is not fx.Party.THIS
    if subject is None or moved or (about_event and subject is not fx.Subject.THAT_CARD):
        cards = [t for t in last if t != MOVED]
        said = " or ".join(repr(target_text(t)) for t in cards) or "the card drawn or discarded"
        raise _Semantic(
            f"'it' could mean {said}: write the card you mean",
            readings=tuple(target_text(t) for t in cards),
            replaces="it",
        )
    return condition.about(subject)


def _it_after(trigger: fx.Trigger, condition: Any) -> Any:
    """ "When a card is placed: if it is even, ...": "it" is the trigger's card; after a trigger
    about this card, this card; otherwise it stays open for :func:`_across_sentences`."""
    if not isinstance(condition, _ItCondition):
        return condition
    if isinstance(trigger, fx.OnEvent) and trigger.party is not fx.Party.THIS:
        return condition.about(fx.Subject.THAT_CARD)
    if isinstance(trigger, fx.OnEvent):
        return condition.about(fx.Subject.THIS_CARD)
    return condition


@dataclasses.dataclass(frozen=True, slots=True)
class _IfYouDo:
    """ "If you do,": the sentence before offered an option; this sentence is what it buys
    ("If they do," after an option of opp.'s)."""

    they: bool | None = False  # None: "if so", after either player's option


@dataclasses.dataclass(frozen=True, slots=True)
class _Coin:
    """ "Flip a coin": what happens on heads comes next."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Tails:
    """ "Tails:" / "If tails,": the effects after it happen on tails."""


@dataclasses.dataclass(frozen=True, slots=True)
class _IfNot:
    """ "If you don't,": the sentence before offered an option; this is what happens if not."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Heads:
    """ "Heads:" / "If heads,": the effects after it happen on heads."""


def _per(items: list[Any]) -> fx.Target | None:
    """The counted cards of a "for each" among a rule's items."""
    return next((i[1] for i in items if isinstance(i, tuple) and i[:1] == ("per",)), None)


def _coins(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """ "Flip a coin, on heads X and Y, on tails Z": a coin toss whose heads are X and Y, and
    whose tails is Z."""
    start = next((i for i, e in enumerate(effects) if isinstance(e, _Heads | _Tails)), None)
    if start is None:
        return effects
    out = list(effects[:start])
    if out and isinstance(out[-1], _Coin):
        out.pop()
    sides: dict[type, list[Any]] = {_Heads: [], _Tails: []}
    side: type = _Heads
    for effect in effects[start:]:
        if isinstance(effect, _Heads | _Tails):
            side = type(effect)
        else:
            sides[side].append(effect)
    toss = fx.Chance if start else _Side  # "Heads: ..." opening a sentence: the toss before
    return (*out, toss(tuple(sides[_Heads]), tuple(sides[_Tails])))


def _named_in(effects: tuple[Any, ...]) -> list[tuple[fx.Target, ...]]:
    """The cards ``effects`` name in order, with those inside options, coin tosses, die rolls
    and choices ("If heads, tap OC. If tails, untap it.": OC)."""
    return [m for e in _nested(effects) if (m := _mentions(e))]


def _nested(effects: tuple[Any, ...]) -> Iterator[Any]:
    """Every effect, with those inside options, coin tosses, die rolls and choices."""
    for effect in effects:
        yield effect
        for group in fx.groups_of(effect):
            yield from _nested(group)


def _counts_a_roll_outside(effects: tuple[Any, ...]) -> bool:
    """Whether an effect counts a die's roll where no die is rolled."""
    return any(
        getattr(effect, "per", None) == fx.ROLLED
        or (
            not isinstance(effect, fx.Roll)
            and any(map(_counts_a_roll_outside, fx.groups_of(effect)))
        )
        for effect in effects
    )


def _counts_nothing_before(abilities: list[fx.Ability]) -> bool:
    """Whether a "for each of them" has no effect done once before it to count the cards of (or
    is a change checked at every moment, "While ...", which has no effect before it then). A
    change while this card is in play counts once, when it resolves ("Discard your hand. This
    card gets +1 for each of them.": kept as that many while this card is in play)."""
    before = False
    for ability in abilities:
        for effect in _nested(ability.effects):
            lasting = getattr(effect, "continuous", False) and ability.throughout
            if getattr(effect, "per", None) == fx.AFFECTED and (not before or lasting):
                return True
            before = before or not getattr(effect, "continuous", True)
    return False


def _timed(effect: Any) -> bool:
    return getattr(effect, "duration", fx.Duration.WHILE_IN_PLAY) is not fx.Duration.WHILE_IN_PLAY


_GAINS = (
    fx.Modify, fx.SetValue, fx.MultiplyValue, fx.HalveValue, fx.AddCounters, fx.Destroy, fx.Tap,
    fx.ReturnToHand, fx.Move, fx.TakeControl, fx.Silence, fx.Points, fx.Discard, fx.Sacrifice,
    fx.SkipDraw,
)  # fmt: skip
"""Effects that a price said before them may pay for (a change of a card's value, a harm to
opp., points): not a draw, which designers mean to come whether or not the price was paid
("Discard 1, draw 2.": drawn from an empty hand too)."""


def _price(effect: fx.Effect) -> bool:
    """Whether ``effect`` is one the controller may be unable to carry out, with its own cards:
    a discard (an empty hand pays nothing), a destroy of one or more of its cards."""
    match effect:
        case fx.Discard(fx.Player.YOU, count, up_to=False):
            return count != fx.WHOLE_HAND
        case fx.Sacrifice(fx.Player.YOU):
            return True
        case fx.Destroy(fx.Target(fx.TargetKind.CARDS, pick, owner=fx.Owner.YOURS)):
            return pick in (fx.Pick.CHOOSE, fx.Pick.RANDOM)
    return False


def _whole_hand_price(effect: fx.Effect, then: fx.Effect) -> bool:
    """Whether ``effect`` discards your whole hand and ``then`` is a change counted by it kept
    while this card is in play ("Discard your hand and this card gets +1 for each of them"): a
    price, as a discard of some cards before a gain is (:func:`_no_price_unsaid`); a change that
    lasts to the end of the round, or a draw, counts a discard the text says you must make."""
    return (
        isinstance(effect, fx.Discard)
        and effect.player is fx.Player.YOU
        and effect.count == fx.WHOLE_HAND
        and not effect.up_to
        and getattr(then, "per", None) == fx.AFFECTED
        and getattr(then, "duration", None) is fx.Duration.WHILE_IN_PLAY
    )


def _gain(effect: fx.Effect) -> bool:
    """Whether ``effect`` is one a price before it may pay for (not another price of yours)."""
    if not isinstance(effect, _GAINS) or _price(effect):
        return False
    if isinstance(effect, fx.Points):
        return effect.player is fx.Player.YOU and effect.amount > 0
    if isinstance(effect, fx.Discard | fx.Sacrifice | fx.SkipDraw):
        return effect.player is fx.Player.OPPONENT
    return True


def _repeats(trigger: fx.Trigger) -> bool:
    """Whether ``trigger`` may fire more than once while this card is on the table: at a phase
    of every turn or of a range of turns, or at an event (not this card's destruction)."""
    match trigger:
        case fx.AtPhase(phase, first, last, next_turn):
            once = phase in (fx.Phase.SCORING_START, fx.Phase.SCORING_END) or next_turn
            return not once and (first is None or last is None or first < last)
        case fx.OnEvent(event, party):
            return not (event is fx.GameEvent.DESTROYED and party is fx.Party.THIS)
    return False


def _counted_up(effect: fx.Effect) -> fx.Effect:
    """A change of this card's own value, said plainly under a trigger that repeats ("[D]: +1",
    "Whenever you draw, this gets +1"), as what designers mean by it: a counter each time, that
    adds up and stays (held_out_5's 119 and 144, held_out_6's 62; development_3's 67: "a +1 each
    time, so a counter"). While this card is face up on the table the two are the same; a counter
    also stays if the card is turned face down or loses its text."""
    match effect:
        case fx.Modify(fx.THIS_CARD, amount, fx.Duration.WHILE_IN_PLAY, None):
            return fx.AddCounters(fx.THIS_CARD, amount)
    return fx.within(effect, _counted_up)


def _no_plain_change_each_turn(ability: fx.Ability) -> None:
    """ "At the end of your turn, OC gets -1", "... your cards get +1": a plain change of other
    cards each turn is meant as a counter (held_out_5's 69), as a change until end of round
    (held_out_4's 153) or as one that lasts while this card is in play (`[D]: OC gets -1.`):
    refused with the three readings."""
    changed = next(
        (
            e
            for e in _nested(ability.effects)
            if isinstance(e, fx.Modify)
            and e.target != fx.THIS_CARD
            and e.duration is fx.Duration.WHILE_IN_PLAY
            and e.per is None
        ),
        None,
    )
    if changed is None:
        return
    readings = _readings_with(
        ability,
        changed,
        (
            fx.AddCounters(changed.target, changed.amount),
            dataclasses.replace(changed, duration=fx.Duration.UNTIL_END_OF_ROUND),
            changed,
        ),
    )
    raise _Semantic(
        f"{effect_text(changed)!r} each turn: a counter each time, a change until end of round,"
        f" or one while this card is in play? write {' or '.join(repr(r) for r in readings)}",
        readings=readings,
    )


def _another_sacrificed(ability: fx.Ability) -> fx.Ability:
    """ "Tribute 1 card you control: +4", "Sac a card to give this +2": a sacrifice of yours paid
    for a change of this card is of one of your other cards (this card sacrificed would get
    nothing; every designer of such a price meant another card)."""
    effects = tuple(_sacrificed_other(e) for e in ability.effects)
    return ability if effects == ability.effects else dataclasses.replace(ability, effects=effects)


def _sacrificed_other(effect: Any) -> Any:
    if isinstance(effect, fx.Optional) and fx.THIS_CARD in _named_cards(None, effect.effects):
        cost = tuple(
            fx.Destroy(
                fx.Target(
                    fx.TargetKind.CARDS,
                    fx.Pick.CHOOSE,
                    count=paid.count,
                    owner=fx.Owner.YOURS,
                    other=True,
                )
            )
            if isinstance(paid, fx.Sacrifice) and paid.player is fx.Player.YOU
            else paid
            for paid in effect.cost
        )
        return dataclasses.replace(effect, cost=cost)
    return fx.within(effect, _sacrificed_other)


def _named_cards(condition: Any, effects: tuple[Any, ...]) -> tuple[fx.Target, ...]:
    """The cards ``condition`` and ``effects`` name, in order, each once."""
    said = [*(_mentions(condition) if condition is not None else ())]
    said += [t for e in _nested(effects) for t in _mentions(e)]
    return tuple(dict.fromkeys(t for t in said if t != MOVED))


_CARDS_OWNER = {fx.OPPOSING: fx.Player.OPPONENT, fx.THIS_CARD: fx.Player.YOU}


def _owner_of_the_card_named(
    condition: Any, effects: tuple[Any, ...], before: fx.Ability | None
) -> fx.Player | None:
    """ "Destroy OC. Its owner draws a card.": with no trigger about another card, "its owner"
    is the owner of the one card the sentence names (OC: opp.; this card: you), or else of the
    one card the sentence before names (three held-out parts meant opp. so); None where that is
    not one of those two cards (refused: whose?)."""
    if not any(getattr(e, "player", None) is fx.Player.THAT_OWNER for e in _nested(effects)):
        return None
    others = tuple(e for e in effects if getattr(e, "player", None) is not fx.Player.THAT_OWNER)
    named = _named_cards(condition, others)
    if not named and before is not None:
        named = _named_cards(before.condition, before.effects)
    return _CARDS_OWNER.get(named[0]) if len(named) == 1 else None


def _owner_as(effect: Any, player: fx.Player) -> Any:
    """``effect`` with each "its owner" in it (at any depth) as ``player``."""
    if getattr(effect, "player", None) is fx.Player.THAT_OWNER:
        effect = dataclasses.replace(effect, player=player)
    return fx.within(effect, lambda e: _owner_as(e, player))


def _no_oc_shorthand_each_time(ability: fx.Ability, said: list[fx.Modify]) -> None:
    """ "[R]: OC -1", "Start of each turn: OC -1": a change of OC said with no verb under a
    trigger that repeats is meant as a counter each time by most designers (held_out_6's 153,
    held_out_7's 65, held_out_10's 73) and as a change that lasts while this card is in play by
    others (held_out_3's 55; "[R]: OC gets -1." with its verb, by every one): refused with both
    readings."""
    changed = next((e for e in _nested(ability.effects) if e in said), None)
    if changed is None:
        return
    readings = _readings_with(
        ability, changed, (fx.AddCounters(changed.target, changed.amount), changed)
    )
    raise _Semantic(
        f"{effect_text(changed)!r} each time: a counter each time (it stays when this card"
        f" leaves), or a change while this card is in play? write"
        f" {' or '.join(repr(r) for r in readings)}",
        readings=readings,
    )


def _readings_with(
    ability: fx.Ability, changed: fx.Effect, meant: tuple[fx.Effect, ...]
) -> tuple[str, ...]:
    """The canonical texts of ``ability`` with ``changed`` read as each of ``meant`` in turn."""
    return tuple(
        ability_text(dataclasses.replace(ability, effects=_replaced(ability.effects, changed, e)))
        for e in meant
    )


def _replaced(effects: tuple[Any, ...], old: fx.Effect, new: fx.Effect) -> tuple[Any, ...]:
    """``effects`` with ``old`` (at any depth) replaced by ``new``."""
    out: list[Any] = []
    for effect in effects:
        if effect == old:
            out.append(new)
        elif groups := fx.groups_of(effect):
            out.append(fx.regrouped(effect, tuple(_replaced(g, old, new) for g in groups)))
        else:
            out.append(effect)
    return tuple(out)


def _counters_when_repeated(ability: fx.Ability) -> fx.Ability:
    if not _repeats(ability.trigger):
        return ability
    effects = tuple(_counted_up(e) for e in ability.effects)
    return ability if effects == ability.effects else dataclasses.replace(ability, effects=effects)


def _plain(ability: fx.Ability) -> bool:
    """Whether ``ability`` happens when this card is revealed, with no condition."""
    return isinstance(ability.trigger, fx.WhenRevealed) and ability.condition is None


def _no_price_unsaid(abilities: list[fx.Ability], must_pay: bool = False) -> list[fx.Ability]:
    """ "Discard a card. This card gets +4.", "Tribute 1 of your cards; OC -4": a discard (or a
    destroy of your own cards) before a gain in the same moment is a price, the gain coming only
    if it is paid (designers never mean +4 from an empty hand), but whether it must be paid or
    may be is not said (held_out_5's 23 and held_out_6's 26 mean must, held_out_4's 105 and
    held_out_6's 32 may): refused with both readings, 'You may ... to ...' and 'If you have N or
    more cards in hand, ... and ...'; read as the second where the text says the price must be
    paid (``must_pay``) ("You must discard a card; OC gets -3")."""
    runs: list[list[int]] = []  # the abilities that happen as one (see corpus.as_played)
    for index, ability in enumerate(abilities):
        if runs and _plain(ability) and all(_plain(abilities[i]) for i in runs[-1]):
            runs[-1].append(index)
        else:
            runs.append([index])
    for run in runs:
        said = [e for i in run for e in abilities[i].effects]
        pairs = enumerate(itertools.pairwise(said))
        at = next(
            (
                at
                for at, (one, then) in pairs
                if (_price(one) and _gain(then)) or _whole_hand_price(one, then)
            ),
            None,
        )
        if at is None:
            continue
        price = said[at]
        owner = abilities[run[0]]
        if len(run) == 1 and owner.condition is not None:
            continue  # "If ..., discard a card and OC gets -3": the condition says when
        before, after = tuple(said[:at]), tuple(said[at + 1 :])
        paid = fx.Optional(after, cost=(price,))
        readings = [fx.Ability(owner.trigger, owner.condition, (*before, paid))]
        if _whole_hand_price(price, after[0]):  # a must: a change kept to the end of the round
            change = typing.cast(fx.Modify, after[0])  # or another change with a duration
            kept = dataclasses.replace(change, duration=fx.Duration.UNTIL_END_OF_ROUND)
            must = (*before, price, kept, *after[1:])
            readings.append(fx.Ability(owner.trigger, owner.condition, must))
        elif isinstance(price, fx.Discard) and price.cards is None and price.extreme is None:
            holding = fx.HandSize(fx.Player.YOU, fx.CountRelation.AT_LEAST, price.count)
            if before:
                done = fx.IfThen(holding, (price, *after))
                readings.append(fx.Ability(owner.trigger, owner.condition, (*before, done)))
            elif owner.condition is None:
                readings.append(fx.Ability(owner.trigger, holding, (price, *after)))
        if must_pay and len(readings) > 1:
            settled = [*abilities[: run[0]], readings[1], *abilities[run[-1] + 1 :]]
            return _no_price_unsaid(settled, must_pay)
        whole = [
            fx.CardText((*abilities[: run[0]], reading, *abilities[run[-1] + 1 :])).canonical()
            for reading in readings
        ]
        said_price = effect_text(price)
        raise _Semantic(
            f"{said_price[:1].lower() + said_price[1:]!r} before what it pays for could be a price "
            f"you may pay or one you must: write " + " or ".join(repr(w) for w in whole),
            readings=tuple(whole),
        )
    return abilities


def _nothing_left_open(abilities: list[fx.Ability]) -> None:
    """Refuse a coin toss without its heads, a die without what it does, a choice that nothing
    is done to, or a "for each of them" with nothing before it to count."""
    if _counts_nothing_before(abilities):
        raise _Semantic(
            "'for each of them' counts the cards an effect before it acted on ('Destroy adj."
            " cards. Draw a card for each of them.')"
        )
    for ability in abilities:
        if _counts_a_roll_outside(ability.effects):
            raise _Semantic("'the roll' needs a die rolled before it: 'Roll a die. ...'")
        for effect in _nested(ability.effects):
            said = dataclasses.fields(effect) if dataclasses.is_dataclass(effect) else ()
            if any(getattr(effect, f.name) == fx.AFFECTED and f.name != "per" for f in said):
                raise _Semantic("'this way' counts cards: 'draw a card for each card ... this way'")
            if isinstance(effect, _Coin | _Heads) or (
                isinstance(effect, fx.Chance) and not effect.effects and not effect.tails
            ):
                raise _Semantic("say what happens on heads: 'Flip a coin. If heads, ...'")
            if isinstance(effect, _Chosen):
                chosen = target_text(effect.target)
                raise _Semantic(f"say what happens to {chosen!r} (in the next words, as 'it')")
            if isinstance(effect, _Die):
                raise _Semantic("say what a roll does: 'Roll a die. On a 4+, draw a card.'")
            if isinstance(effect, _TopsShown):
                raise _Semantic(
                    "say what the revealed top cards decide: 'Each player reveals the top card of"
                    " its deck and the player with the higher card scores a point'"
                )
            if isinstance(effect, fx.Silence) and effect.target == fx.THIS_CARD:
                raise _Semantic(
                    "this card's text cannot take itself away: say when its abilities apply with"
                    " 'if'"
                )

            if isinstance(effect, _Outcome):
                raise _Semantic("roll a die first: 'Roll a die. On a 4+, draw a card.'")
            if dataclasses.is_dataclass(effect) and any(
                getattr(effect, f.name) in (PRONOUN, PRONOUN_PLURAL)
                for f in dataclasses.fields(effect)
            ):
                raise _Semantic("'it' refers to no card here: name the card")


@dataclasses.dataclass(frozen=True, slots=True)
class _RuleSubject:
    """ "Cards with higher printed values" / "with the same printed value": said only of how
    conflicts resolve."""

    order: fx.Order | None


@dataclasses.dataclass(frozen=True, slots=True)
class _Restricted:
    """One verb of a restriction: the effect it makes for a player and a duration; a verb that
    acts on cards ("can't destroy or move this card") has its ``action`` and ``target`` (None:
    the cards of the verb after it)."""

    make: typing.Callable[[fx.Player, fx.Duration], fx.Effect] | None = None
    action: fx.Action | None = None
    target: fx.Target | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class _Chosen:
    """ "Choose a card": the card that "it" in the next effect is (one choice, made there);
    ``seen``: chosen from a hand looked at."""

    target: fx.Target
    seen: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class _Named:
    """ "Your cards in S8 and S9: give them +2": cards named first, for "it" / "them" after."""

    target: fx.Target


@dataclasses.dataclass(frozen=True, slots=True)
class _FromHand:
    """ "discard it", "discard a card from it", "choose a card from it": the card or hand named
    before (a card chosen in a hand, or a hand looked at)."""

    kind: str
    player: fx.Player = fx.Player.YOU
    count: int = 1


@dataclasses.dataclass(frozen=True, slots=True)
class _DrawIt:
    """ "Draw it" after looking at the top card of your deck: draw that card."""

    player: fx.Player


@dataclasses.dataclass(frozen=True, slots=True)
class _Prevent:
    """ "Opp. may discard a card to prevent this.": a price opp. may pay so that the sentence
    before does not happen."""

    cost: fx.Effect


@dataclasses.dataclass(frozen=True, slots=True)
class _Instead:
    """ "... instead" at the end of a sentence: what happens in the other case of the sentence
    before (the conditions must not both hold)."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Otherwise:
    """ "Otherwise,": the condition of the sentence before, the other way round."""


@dataclasses.dataclass(frozen=True, slots=True)
class _OnceARound:
    """ "Once per round, ...": what an ability that fires when its card is revealed does anyway."""


@dataclasses.dataclass(frozen=True, slots=True)
class _ToNamedHand:
    """ "Put it in your hand": a return to hand whose hand is checked once "it" is known."""

    target: fx.Target
    owner: fx.Owner


@dataclasses.dataclass(frozen=True, slots=True)
class _MatchPlayer:
    """The other player of "until you have as many cards as opp."."""

    player: fx.Player


@dataclasses.dataclass(frozen=True, slots=True)
class _Margin:
    """ "by 3 or more": the least margin of a win."""

    least: int


@dataclasses.dataclass(frozen=True, slots=True)
class _MarginWin:
    """ "If you win this slot by 3 or more": a condition only a slot's worth may follow."""

    slots: fx.Slots
    player: fx.Player
    margin: int


@dataclasses.dataclass(frozen=True, slots=True)
class _ItScores:
    """ "it scores double": what the slot won by a margin is worth."""

    points: int


def _margin_worth(won: _MarginWin, effects: tuple[Any, ...]) -> fx.SlotWorth:
    """ "If you win this slot by 3 or more, it scores double (this slot is worth 3 points)"."""
    match effects:
        case (_ItScores(points),):
            return fx.SlotWorth(won.slots, points, won.margin, won.player)
        case (fx.SlotWorth(slots, points, 0),) if slots == won.slots:
            return fx.SlotWorth(slots, points, won.margin, won.player)
    raise _Semantic(
        "a win by a margin makes its slot worth more: 'If you win this slot by 3 or more, it"
        " scores double'"
    )


@dataclasses.dataclass(frozen=True, slots=True)
class _ToDeckOf:
    """ "Put them on the bottom of your deck": a card put in a deck whose deck is checked once
    "it" / "them" is known."""

    target: fx.Target
    bottom: bool
    owner: fx.Owner


def _to_deck(target: fx.Target, bottom: bool, owner: fx.Owner) -> fx.ToDeck | fx.Scry:
    """A card goes to its owner's deck, so a deck named must be its owner's; the top cards of a
    deck looked at and put on its bottom are a scry."""
    owners = {
        fx.TargetKind.THIS_CARD: fx.Owner.YOURS,
        fx.TargetKind.OPPOSING: fx.Owner.OPPONENTS,
    }
    known = owners.get(target.kind, target.owner if target.kind is fx.TargetKind.CARDS else None)
    if owner is not fx.Owner.ANY and known is not owner:
        whose = "your" if owner is fx.Owner.YOURS else "opp.'s"
        raise _Semantic(
            f"a card goes to its owner's deck; {target_text(target)!r} is not sure to be in"
            f" {whose}: write 'its owner's deck'"
        )
    if target.pick is fx.Pick.TOP and target.zone is fx.Zone.DECK and target.count > 0:
        if not bottom:
            raise _Semantic("the top cards of a deck are on top already: 'put them on the bottom'")
        return fx.Scry(target, every=True)
    return fx.ToDeck(target, bottom)


def _to_named_hand(
    target: fx.Target, owner: fx.Owner, that_owner: fx.Owner | None = None
) -> fx.ReturnToHand:
    """A card goes back to its owner's hand, so the hand named must be its owner's; "a card"
    of anyone's put in your hand is one of yours; the card a trigger is about is ``that_owner``'s
    ("When your card is destroyed, return it to your hand")."""
    if target.kind is fx.TargetKind.CARDS and target.owner is fx.Owner.ANY:
        target = dataclasses.replace(target, owner=owner)
    owners = {fx.TargetKind.THIS_CARD: fx.Owner.YOURS, fx.TargetKind.OPPOSING: fx.Owner.OPPONENTS}
    if that_owner is not None:
        owners[fx.TargetKind.THAT_CARD] = that_owner
    known = owners.get(target.kind, target.owner if target.kind is fx.TargetKind.CARDS else None)
    if known is not owner:
        whose = "yours" if owner is fx.Owner.YOURS else "opp.'s"
        raise _Semantic(
            f"a card goes back to its owner's hand; {target_text(target)!r} is not sure to be"
            f" {whose}: write 'to hand'"
        )
    return fx.ReturnToHand(target)


def _this_cards_owner(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """ "When this card is destroyed, its owner draws a card": the card the trigger is about is
    this card, whose owner is you ("This card's owner draws a card" reads so)."""
    out: list[Any] = []
    for effect in effects:
        if groups := fx.groups_of(effect):
            effect = fx.regrouped(effect, tuple(_this_cards_owner(g) for g in groups))  # noqa: PLW2901
        elif getattr(effect, "player", None) is fx.Player.THAT_OWNER:
            effect = dataclasses.replace(effect, player=fx.Player.YOU)  # noqa: PLW2901
        out.append(effect)
    return tuple(out)


def _that_card_owner(trigger: fx.Trigger) -> fx.Owner | None:
    """Whose the card a trigger is about is sure to be: "When your card is destroyed", "When
    you discard a card" (a card event's party is the card's owner's: see the interpreter)."""
    if not isinstance(trigger, fx.OnEvent) or trigger.event in (
        fx.GameEvent.SLOT_WON,
        fx.GameEvent.SLOT_LOST,
    ):
        return None
    return {fx.Party.YOURS: fx.Owner.YOURS, fx.Party.OPPONENTS: fx.Owner.OPPONENTS}.get(
        trigger.party
    )


def _settled(effects: tuple[Any, ...], that_owner: fx.Owner | None = None) -> tuple[Any, ...]:
    """Effects whose check waited for their "it" to be known, checked (``that_owner``: whose
    the card the trigger is about is sure to be)."""
    out: list[Any] = []
    for effect in effects:
        if isinstance(effect, _ToNamedHand):
            effect = _to_named_hand(effect.target, effect.owner, that_owner)  # noqa: PLW2901
        elif isinstance(effect, _ToDeckOf):
            effect = _to_deck(effect.target, effect.bottom, effect.owner)  # noqa: PLW2901
        elif isinstance(effect, _ItScores):
            raise _Semantic(
                "say which slot scores more: 'This slot is worth 2 points', or 'If you win this"
                " slot by 3 or more, it scores double'"
            )
        elif groups := fx.groups_of(effect):
            regrouped = tuple(_settled(g, that_owner) for g in groups)
            effect = fx.regrouped(effect, regrouped)  # noqa: PLW2901
        out.append(_one_card_scry(effect))
    return tuple(out)


def _one_card_scry(effect: fx.Effect) -> fx.Effect:
    """ "You may put it on the bottom" of the one card looked at: a scry of one card, said the
    one way ("put any number of them on the bottom")."""
    if isinstance(effect, fx.Optional) and not effect.cost and not effect.declined:
        match effect.effects:
            case (fx.Scry(target, True),) if effect.chooser is fx.Player.YOU and target.count == 1:
                return fx.Scry(target)
    return effect


@dataclasses.dataclass(frozen=True, slots=True)
class _Die:
    """ "Roll a die": what it does comes next ("On a 4+, ...", "OC gets minus the roll")."""


@dataclasses.dataclass(frozen=True, slots=True)
class _OnRoll:
    """ "On a 4+,", "If you roll a 6,": the condition of a die's outcome."""

    test: fx.ValueTest


@dataclasses.dataclass(frozen=True, slots=True)
class _Outcome:
    """A sentence that says what a roll does, waiting to join the roll before it."""

    outcome: fx.RollOutcome


def _uses_roll(effects: tuple[Any, ...]) -> bool:
    return any(getattr(e, "per", None) == fx.ROLLED for e in _nested(effects))


def _that_many_rolled(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """The effects said just after a die roll, where "that many" is the number rolled ("Roll a
    die, draw that many"): the first effect that counts the cards acted on before it counts the
    roll instead, if no effect before it acted on any."""
    for index, effect in enumerate(effects):
        if getattr(effect, "per", None) == fx.AFFECTED:
            rolled = dataclasses.replace(effect, per=fx.ROLLED)
            return (*effects[:index], rolled, *effects[index + 1 :])
        if not getattr(effect, "continuous", True):
            break
    return effects


def _dice(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """ "Roll a die and add the result to this card": a roll whose effects count the roll."""
    for index, effect in enumerate(effects):
        if isinstance(effect, _Die):
            effects = (*effects[: index + 1], *_that_many_rolled(effects[index + 1 :]))
        if isinstance(effect, _Die) and _uses_roll(effects[index + 1 :]):
            outcome = fx.RollOutcome(None, tuple(effects[index + 1 :]))
            return (*effects[:index], fx.Roll((outcome,)))
    return effects


def _roll_outcome(ability: fx.Ability) -> fx.RollOutcome | None:
    """What a sentence after "Roll a die." says the roll does, if it says so: "On a 4+, ...",
    "If it's a 6, ..." or an effect that counts the roll."""
    if not isinstance(ability.trigger, fx.WhenRevealed):
        return None
    if len(ability.effects) == 1 and isinstance(ability.effects[0], _Outcome):
        return ability.effects[0].outcome
    condition = ability.condition
    if isinstance(condition, _ItCondition) and condition.value_test is not None:
        said = condition.about(fx.Subject.THIS_CARD)
        assert isinstance(said, fx.ValueIs)
        if said.subject is fx.Subject.THIS_CARD and not said.printed:  # "If it's a 6"
            return fx.RollOutcome(said.test, ability.effects)
    if condition is None and _uses_roll(_that_many_rolled(ability.effects)):
        return fx.RollOutcome(None, _that_many_rolled(ability.effects))
    return None


def _after_roll(out: list[fx.Ability], ability: fx.Ability) -> bool:
    """Add ``ability`` to the die roll that ends the sentence before, if it says what the roll
    does; whether it did."""
    last = out[-1].effects[-1] if out and out[-1].effects else None
    if not isinstance(last, _Die | fx.Roll) or (outcome := _roll_outcome(ability)) is None:
        return False
    if isinstance(last, fx.Roll) and last.outcomes[-1].test is None:
        return False  # a roll whose effect counts it is done: this sentence is its own
    named = _named_in(out[-1].effects) or (_named_in(out[-2].effects) if len(out) > 1 else [])
    effects = _settled(_resolve_in(outcome.effects, named, final=True))  # "it": the card before
    outcomes = last.outcomes if isinstance(last, fx.Roll) else ()
    roll = fx.Roll((*outcomes, dataclasses.replace(outcome, effects=effects)))
    out[-1] = dataclasses.replace(out[-1], effects=(*out[-1].effects[:-1], roll))
    return True


@dataclasses.dataclass(frozen=True, slots=True)
class _Keep:
    """ "keep 1", "put 2 in your hand": after looking at the top of your deck."""

    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class _Rest:
    """ "put the rest on the bottom" (``bottom``), "the rest back (on top)", "... in any order"
    (``reordered``): after keeping some of the top of your deck, or putting some on its bottom."""

    bottom: bool = True
    reordered: bool = False


def _redraws(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """ "Shuffle your hand into your deck and draw that many (plus 1)": one :class:`~fx.Redraw`
    (each player counts its own hand)."""
    out: list[Any] = []
    for effect in effects:
        previous = out[-1] if out else None
        if (
            isinstance(effect, fx.Draw)
            and effect.per == fx.AFFECTED
            and effect.count == 1
            and previous == fx.Shuffle(effect.player, (fx.Zone.HAND,))
        ):
            out[-1] = fx.Redraw(effect.player)
        elif (
            isinstance(effect, fx.Draw)
            and effect.per is None
            and not effect.up_to
            and isinstance(previous, fx.Redraw)
            and previous.player is effect.player
            and not previous.extra
        ):
            out[-1] = fx.Redraw(effect.player, effect.count)
        else:
            out.append(effect)
    return tuple(out)


def _dug(effect: Any) -> Any:
    """``effect`` with the effects it holds (a coin's sides, a choice's options...) read as
    :func:`_digs` reads an ability's."""
    groups = fx.groups_of(effect)
    dug = tuple(_digs(group) for group in groups)
    if dug == groups:
        return effect
    if isinstance(effect, _Side):  # a side still to be joined to its toss keeps its kind
        return dataclasses.replace(effect, effects=dug[0], tails=dug[1])
    return fx.regrouped(effect, dug)


def _digs(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """ "Look at the top 4 cards of your deck, keep 1 (draw 1), put the rest on the bottom": one
    dig (also inside a coin's sides, a choice's options...)."""
    out: list[Any] = []
    for effect in map(_dug, effects):
        last = out[-1] if out else None
        if (
            isinstance(last, fx.LookAt)
            and last.target.pick is fx.Pick.TOP
            and last.target.owner is fx.Owner.YOURS
        ):
            taken = effect.count if isinstance(effect, _Keep) else None
            if isinstance(effect, fx.Draw) and effect.player is fx.Player.YOU and not effect.per:
                taken = effect.count
            if taken is not None:
                if taken > last.target.count:
                    raise _Semantic("keep at most the cards you looked at")
                out[-1] = fx.Dig(last.target.count, taken)
                continue
        if isinstance(effect, _Rest) and isinstance(last, fx.Dig):
            out[-1] = dataclasses.replace(last, bottom=effect.bottom)
            if effect.reordered and last.count > last.keep:  # the rest, on top, reordered
                left = dataclasses.replace(_YOUR_TOP_CARD, count=last.count - last.keep)
                out.append(fx.Rearrange(left))
            continue
        if isinstance(effect, _Rest) and isinstance(last, fx.Scry) and not last.every:
            if effect.bottom:
                raise _Semantic("the cards not put on the bottom go back on top")
            continue  # the rest go back on top, in the order you choose
        if isinstance(effect, _Keep | _Rest):
            raise _Semantic(
                "look at the top cards of your deck first: 'Look at the top 3 cards of your deck, keep 1'"
            )
        out.append(effect)
    return tuple(out)


@dataclasses.dataclass(frozen=True, slots=True)
class _Again:
    """A bare target after "and": the effect before it, again, on this target."""

    target: fx.Target


def _value_span(first: fx.Target, second: fx.Target) -> fx.Target | None:
    """One target for "all 1s and 2s" (cards of neighbouring values, otherwise alike)."""
    low = first.value if first.value is not None else None
    if first.value_test is not None and first.value_test.parity is None:
        low = first.value_test.low
    high = first.value if first.value is not None else None
    if first.value_test is not None and first.value_test.parity is None:
        high = first.value_test.high
    if low is None or high is None or second.value is None or second.value != high + 1:
        return None
    plain = dataclasses.replace(second, value=None)
    if dataclasses.replace(first, value=None, value_test=None) != plain:
        return None
    return dataclasses.replace(plain, value_test=fx.ValueTest(low, second.value))


def _check_cost(cost: tuple[Any, ...]) -> None:
    """A cost is something done once (lose points, discard, destroy ...), not a lasting change."""
    for effect in cost:
        if getattr(effect, "continuous", False) or isinstance(effect, fx.Optional | fx.Chance):
            for chosen in _nested((effect,)):  # "You may choose this: ...": nothing done to it
                if isinstance(chosen, _Chosen):
                    said = target_text(chosen.target)
                    raise _Semantic(f"say what happens to {said!r} (in the next words, as 'it')")
            raise _Semantic(
                f"{effect_text(effect)!r} cannot be paid: a cost is done once (lose a point,"
                " discard a card, ...)"
            )


def _any_cards(target: fx.Target) -> bool:
    """Whether a target is only "a card", "another card" or "N cards" (nothing said of them)."""
    return dataclasses.replace(target, other=False, count=1) == fx.Target(pick=fx.Pick.CHOOSE)


def _has_field(effect: Any, name: str) -> bool:
    return dataclasses.is_dataclass(effect) and any(
        f.name == name for f in dataclasses.fields(effect)
    )


def _capital_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _counted_cards(cards: fx.Target) -> fx.Target:
    """Cards counted by a condition: every one that matches ("3 or more tapped cards")."""
    if cards.kind is not fx.TargetKind.CARDS:
        raise _Semantic("count cards: 'If there are 3 or more tapped cards'")
    return dataclasses.replace(cards, pick=fx.Pick.ALL, count=1)


def _with_state(cards: fx.Target, state: fx.CardState) -> fx.Target:
    if cards.state not in (None, state):
        raise _Semantic("say the state of the cards once")
    return dataclasses.replace(cards, state=state)


def _condition_subject(condition: fx.Condition) -> fx.Subject | None:
    """The card a condition is about, for a part after "and" said without it."""
    match condition:
        case fx.ValueIs(subject, _, _):
            return subject
        case fx.HasState(opposing, _):
            return fx.Subject.OPPOSING if opposing else fx.Subject.THIS_CARD
        case fx.CompareOpposing():
            return fx.Subject.OPPOSING
        case fx.InSlot():
            return fx.Subject.THIS_CARD
    return None


def _slot_span(token: Any) -> tuple[int, int]:
    first, last = _value(token)
    return int(first), int(last)


def _placed_test(target: fx.Target) -> fx.ValueTest | None:
    """The test of the printed values of the cards a placement ban names ("8s", "cards of value
    5 or more", "printed 1s"; None: any card)."""
    if target.kind is not fx.TargetKind.CARDS or target.zone is not fx.Zone.TABLE:
        raise _Semantic("a placement ban names cards by value: 'cards of value 8 or more'")
    if target.state is not None or target.owner is not fx.Owner.ANY or target.other:
        raise _Semantic("a placement ban names cards by value: 'cards of value 8 or more'")
    if target.pick not in (fx.Pick.ALL, fx.Pick.CHOOSE) or target.count != 1:
        raise _Semantic("a placement ban names cards by value: 'cards of value 8 or more'")
    tests = [
        fx.ValueTest(target.value, target.value) if target.value is not None else None,
        fx.ValueTest(target.printed, target.printed) if target.printed is not None else None,
        target.value_test,
        target.printed_test,
    ]
    said = [t for t in tests if t is not None]
    if len(said) > 1:
        raise _Semantic("a placement ban names one value test: 'cards of value 8 or more'")
    return said[0] if said else None


_ANY_CARD_PLACED = (fx.Target(), fx.Target(pick=fx.Pick.CHOOSE))
"""The cards of "can't place a card (cards, any cards) face down": every card placed."""

_NEXT_TURN = "next turn"
"""What "next turn" after a placement ban reads as: the next slot."""


def _given(giver: fx.Player, to: tuple[str, fx.Player | None], count: int) -> fx.GiveCards:
    """Cards given from a hand to the other player ("to the other", "to each other": each
    player gives; "to opp.": you give)."""
    receiver = to[1]
    if receiver is None and giver is not fx.Player.EACH:
        raise _Semantic("say who gives to whom: 'Each player gives a card to the other'")
    if giver is fx.Player.THAT_OWNER or receiver in (fx.Player.THAT_OWNER, fx.Player.EACH):
        raise _Semantic("say who gives: 'Each player gives a card from its hand to the other'")
    if (
        receiver is not None
        and giver is not fx.Player.EACH
        and (giver is fx.Player.YOU) == (receiver is fx.Player.YOU)
    ):
        raise _Semantic("a card is given to the other player: 'Give a card to opp.'")
    if receiver is not None and giver is fx.Player.EACH:
        raise _Semantic("each player gives to the other: 'Each player gives a card to the other'")
    return fx.GiveCards(giver, count)


def _other_values(test: fx.ValueTest) -> fx.ValueTest:
    """The printed values (1 to 9) that ``test`` refuses, as one test: what "may only place
    cards of 5 or less" bans (6 or more). Refused where they are no one test (only 5s: 1 to 4
    and 6 to 9) or none."""
    if test.parity is not None and test.low is None and test.high is None:
        other = fx.Parity.EVEN if test.parity is fx.Parity.ODD else fx.Parity.ODD
        return fx.ValueTest(parity=other)
    low = 1 if test.low is None else test.low
    high = 9 if test.high is None else test.high
    if test.parity is None and low <= 1 and high < 9:
        return fx.ValueTest(low=high + 1)
    if test.parity is None and 1 < low <= 9 and high >= 9:
        return fx.ValueTest(high=low - 1)
    raise _Semantic(
        "say the cards that can't be placed: 'can't place cards with printed value 6 or more'"
    )


def _next_turn(duration: fx.Duration, next_turn: bool) -> fx.Duration:
    """ "next turn": the ban on the next slot outlasts this card (to the end of the round)."""
    if next_turn and duration is not fx.Duration.WHILE_IN_PLAY:
        raise _Semantic("say 'next turn' or how long, not both")
    return fx.Duration.UNTIL_END_OF_ROUND if next_turn else duration


@dataclasses.dataclass(frozen=True, slots=True)
class _TopsShown:
    """ "Each player reveals the top card of its deck": what the player with the higher card
    does follows (in the same sentence or the next)."""


@dataclasses.dataclass(frozen=True, slots=True)
class _ForRevealer:
    """A sentence of what "the player with the higher (lower) card" does, for the reveal of
    both top cards before it."""

    effects: tuple[Any, ...]
    lower: bool


def _compares(effects: tuple[Any, ...], lower: bool) -> tuple[Any, ...]:
    """Both top cards revealed, then what the player with the higher card does: one
    :class:`~fx.RevealCompare`."""
    for index, effect in enumerate(effects):
        if isinstance(effect, _TopsShown) and index + 1 < len(effects):
            return (*effects[:index], _revealer_does(effects[index + 1 :], lower))
    return effects


def _revealer_does(effects: tuple[Any, ...], lower: bool) -> fx.RevealCompare:
    """What the player with the higher card does: acts of that player that ask nothing."""
    for effect in effects:
        plain = isinstance(effect, fx.Draw | fx.Points | fx.Mill | fx.SkipDraw) or (
            isinstance(effect, fx.Discard) and effect.at_random
        )
        asks = bool(getattr(effect, "up_to", False))
        if not plain or effect.player is not fx.Player.THAT_OWNER or asks:
            raise _Semantic(
                "after both top cards are revealed, say what the player with the higher card"
                " does: 'Each player reveals the top card of its deck and the player with the"
                " higher card scores a point'"
            )
    return fx.RevealCompare(tuple(effects), lower)


@dataclasses.dataclass(frozen=True, slots=True)
class _Side(fx.Chance):
    """A sentence that opens with a side of a coin ("If tails, ..."), with no toss of its own:
    a side of the toss before it (read as a plain :class:`fx.Chance` once joined to it)."""


def _plain_toss(effect: Any) -> Any:
    """``effect`` with each :class:`_Side` in it a plain coin toss."""
    if isinstance(effect, _Side):
        return fx.Chance(
            tuple(_plain_toss(e) for e in effect.effects),
            tuple(_plain_toss(e) for e in effect.tails),
        )
    return fx.within(effect, _plain_toss)


@dataclasses.dataclass(frozen=True, slots=True)
class _BareMill(fx.Mill):
    """ "Mill 2" with nobody named: yours as a price ("Mill 2: draw a card") or as an option
    ("You may mill 2"); as an effect, Magic players mean their own deck and others the
    opponent's, so it is refused with both readings."""


def _owned_mills(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """Effects with a bare "mill" made the miller's own (a price, an option)."""
    return tuple(fx.Mill(e.player, e.count) if isinstance(e, _BareMill) else e for e in effects)


def _no_bare_mill(effects: tuple[Any, ...]) -> None:
    for effect in effects:
        if isinstance(effect, _BareMill):
            mine = fx.Mill(fx.Player.YOU, effect.count)
            theirs = fx.Mill(fx.Player.OPPONENT, effect.count)
            raise _Semantic(
                "say whose deck is milled: yours or opp.'s",
                readings=(f"{effect_text(mine)}.", f"{effect_text(theirs)}."),
            )
        if isinstance(effect, fx.Optional | fx.Chance | fx.Roll | fx.OneOf | fx.IfThen):
            for group in fx.groups_of(effect):
                _no_bare_mill(group)


_EVERY_CARD = fx.Target(fx.TargetKind.CARDS, fx.Pick.ALL, owner=fx.Owner.ANY, zone=fx.Zone.TABLE)
"""Every card on the table, with nothing more said ("cards", "all cards")."""


class _Build(Transformer[Any, Any]):
    """Builds effect values from the parse tree; raises _Semantic for impossible meanings."""

    def __init__(self) -> None:
        super().__init__()
        self._compared: fx.Subject | bool = False
        """A comparison that names both cards ("If OC is higher than this card") in the sentence
        being built: its subject (True where that is "it"), for :func:`_compared_cards`."""
        self._bare_minus = False
        """A lowering said with no card ("-2") in the sentence being built: after a condition on
        OC alone, OC's or this card's."""
        self._turn_said = False
        """A trigger said as a turn's end ("At the end of your turn") in the sentence being
        built."""
        self._oc_shorthand: list[fx.Modify] = []
        """Changes of OC said with no verb ("OC -1", "-1 to OC") in the sentence being built."""
        self._built_last: fx.Ability | None = None
        """The sentence built last ("Destroy OC." before "Its owner draws a card.")."""
        self._revealer: bool | None = None
        """ "the player with the higher (True: lower) card" in the sentence being built: the
        player whose revealed top card wins."""
        self._the_zone = False
        """A zone said with "the" and no owner ("the pile") in the sentence being built: in a
        count, yours or each player's."""
        self.must_pay = False
        """Whether the text says that a price of yours must be paid ("You must discard a card;
        OC gets -3"): :func:`_no_price_unsaid` reads it so."""
        self.it_subject = False
        """Whether every "it" of the text is the subject of its clause ("it gets -2", not
        "destroy it"): :func:`_compared_cards`."""
        self.unsettled: list[tuple[_Unsettled, Tree[Any]]] = []
        """Words with two readings whose refusal waits for the rest of the text to read (so that
        a text refused for something else is refused for it, without readings), each with the
        node of its words."""

    def _call_userfunc(self, tree: Tree[Any], new_children: list[Any] | None = None) -> Any:
        try:
            return super()._call_userfunc(tree, new_children)  # type: ignore[no-untyped-call]
        except VisitError as exc:
            if not isinstance(exc.orig_exc, _Unsettled):
                raise
            self.unsettled.append((exc.orig_exc, tree))
            return exc.orig_exc.read

    # ---- structure
    def start(self, items: list[Any]) -> fx.CardText:
        abilities = [
            _counters_when_repeated(
                dataclasses.replace(a, effects=tuple(_plain_toss(e) for e in a.effects))
            )
            for a in _across_sentences(_choice_then(items))
        ]
        _nothing_left_open(abilities)
        priced = _no_price_unsaid(abilities, self.must_pay)
        return fx.CardText(tuple(_another_sacrificed(a) for a in priced))

    def ability(self, items: list[Any]) -> fx.Ability:
        trigger, condition, effects, post = items
        self._the_zone = False  # the sentence is read: a count in the next is its own
        _no_bare_mill(effects)
        sided = bool(effects) and isinstance(effects[0], _Side)  # "Heads: ..." (no toss)
        said_while = isinstance(condition, _While)
        if said_while:
            condition = condition.condition
        compared, self._compared = self._compared, False
        bare_minus, self._bare_minus = self._bare_minus, False
        turn_said, self._turn_said = self._turn_said, False
        oc_shorthand, self._oc_shorthand = self._oc_shorthand, []
        revealer, self._revealer = self._revealer, None
        compares = any(isinstance(e, fx.RevealCompare) for e in effects)
        if revealer is not None and condition is None and post is None and not compares:
            acts = _revealer_does(tuple(effects), revealer).effects  # for the sentence before
            told = typing.cast(Any, (_ForRevealer(acts, revealer),))
            return fx.Ability(trigger or fx.WhenRevealed(), None, told)
        instead = bool(effects) and isinstance(effects[-1], _Instead)
        if instead:
            made = self.ability([trigger, items[1], effects[:-1], post])
            exclusive = isinstance(condition, _Tails | _Otherwise | _IfNot)
            if exclusive or any(isinstance(e, fx.Chance) and not e.effects for e in made.effects):
                return made  # "If tails, halve it instead": the other side
            return dataclasses.replace(made, effects=(*made.effects, typing.cast(Any, _Instead())))
        if condition is not None and post is not None:
            raise _Semantic("an ability may have one condition, not two")
        untriggered_post = trigger is None and post is not None  # "+2 if in S9"
        won = condition if condition is not None else post
        if (
            isinstance(won, fx.WinsSlot)
            and len(effects) == 1
            and effects[0] == fx.WinRound(won.player)
        ):  # "If you win S9, you win the round": the slots as scored when the round ends
            return fx.Ability(
                trigger or fx.WhenRevealed(), None, (fx.WinRound(won.player, won.slots),)
            )
        if isinstance(won, _MarginWin):
            return fx.Ability(trigger or fx.WhenRevealed(), None, (_margin_worth(won, effects),))
        trigger = trigger or fx.WhenRevealed()
        if isinstance(post, _ItCondition):
            post = _it_after_effects(trigger, post, effects)
        if isinstance(condition, _OnceARound):
            if not isinstance(trigger, fx.WhenRevealed):
                raise _Semantic("'once per round' is for what a card does when it is revealed")
            condition = None
        condition = _it_after(trigger, condition or post)
        sided = sided or isinstance(condition, _Heads | _Tails)
        if isinstance(condition, _Heads):  # "If heads, destroy OC" (", if tails, ...")
            said = tuple(effects)
            ending = said[-1] if said else None
            tails = ending.tails if isinstance(ending, fx.Chance) and not ending.effects else ()
            condition, effects = None, (_Side(said[:-1] if tails else said, tails),)
        if isinstance(condition, _Tails):  # "If tails, draw a card"
            condition, effects = None, (_Side((), tuple(effects)),)
        if isinstance(condition, _OnRoll):  # "On a 4+, draw a card": joins the roll before it
            outcome = fx.RollOutcome(condition.test, tuple(effects))
            return fx.Ability(trigger, None, typing.cast(Any, (_Outcome(outcome),)))
        if isinstance(trigger, fx.OnEvent) and trigger.party is fx.Party.THIS:
            effects = _this_cards_owner(tuple(effects))
        if not (isinstance(trigger, fx.OnEvent) and trigger.party is not fx.Party.THIS):
            that = fx.OPPOSING if compared else PRONOUN  # "... than this card, tap that card"
            effects = _that_card_as_it(tuple(effects), that)  # no card of a trigger: as "it"
            outside = [e for e in effects if not isinstance(e, fx.RevealCompare)]
            owner = _owner_of_the_card_named(condition, tuple(outside), self._built_last)
            if owner is not None:
                effects = tuple(_owner_as(e, owner) for e in effects)
                outside = [e for e in effects if not isinstance(e, fx.RevealCompare)]
            if any(
                getattr(e, "player", None) is fx.Player.THAT_OWNER for e in _nested((*outside,))
            ):
                raise _Semantic(
                    "'its owner' is the owner of the card a trigger is about: 'When a card is"
                    " destroyed, its owner draws a card'"
                )
        named = _compared_cards(compared, it_subject=self.it_subject)
        effects = _resolve_pronouns(trigger, condition, effects, named)
        if sided and effects and type(effects[0]) is fx.Chance:  # joined to the toss before
            effects = (_Side(effects[0].effects, effects[0].tails), *effects[1:])
        if untriggered_post and not _tests_what_it_changes(condition, effects):
            said_while = True  # a lasting change said before its condition lasts while it holds
        made = fx.Ability(trigger, condition, effects, throughout=said_while)
        if bare_minus and condition is not None and _mentions(condition) == (fx.OPPOSING,):
            lowered = _lowered_either(made)
            raise _Semantic(
                "a lowering with no card after a condition on OC: which card gets it? say"
                f" '{lowered[0]}' or '{lowered[1]}'",
                readings=lowered,
                replaces=SPAN,
            )
        if turn_said:
            _no_plain_change_each_turn(made)
        if oc_shorthand and _repeats(made.trigger):
            _no_oc_shorthand_each_time(made, oc_shorthand)
        self._built_last = made
        return made

    def lead_duration(self, items: list[Any]) -> fx.Ability:
        """ "Until end of round, OC gets -2 and your cards get +1": the duration said first is
        that of every lasting change of the sentence."""
        trigger, condition, duration, effects, post = items
        timed = []
        for effect in effects:
            if _has_field(effect, "duration") and getattr(effect, "continuous", False):
                if effect.duration not in (fx.Duration.WHILE_IN_PLAY, duration):
                    raise _Semantic("say how long once")
                effect = dataclasses.replace(effect, duration=duration)  # noqa: PLW2901
            timed.append(effect)
        if timed == list(effects):
            raise _Semantic("a duration is said of a lasting change: 'OC gets -2 this round'")
        return self.ability([trigger, condition, tuple(timed), post])

    def unless_pays(self, items: list[Any]) -> fx.Ability:
        """ "Unless opp. discards a card, destroy OC": opp. may pay; if it doesn't, the effects
        happen."""
        trigger, condition, player, cost, effects = items
        if player is not fx.Player.OPPONENT:
            raise _Semantic("'unless opp. ...' is a price your opponent may pay")
        paid = _as_player(cost, player)
        _check_cost((paid,))
        made = self.ability([trigger, condition, tuple(effects), None])
        if any(isinstance(e, _Instead | _Outcome) for e in made.effects):
            raise _Semantic("'unless opp. ...' is said of plain effects")
        said = fx.Optional((), (paid,), player, made.effects)
        return dataclasses.replace(made, effects=(said,))

    def prevent(self, items: list[Any]) -> fx.Effect:
        """ "Opp. may discard a card to prevent this.": merged with the sentence before."""
        player, cost = items
        if player is not fx.Player.OPPONENT:
            raise _Semantic("'... to prevent this' is a price your opponent may pay")
        paid = _as_player(cost, player)
        _check_cost((paid,))
        return typing.cast(fx.Effect, _Prevent(paid))

    def unless_pays_after(self, items: list[Any]) -> fx.Ability:
        """ "Destroy OC unless opp. discards a card.": "unless opp. pays" said last."""
        trigger, condition, effects, player, cost = items
        return self.unless_pays([trigger, condition, player, cost, effects])

    def or_options(self, items: list[Any]) -> fx.Ability:
        """ "Discard a card or lose a point": you choose one (what another player does is
        refused: who chooses is not said)."""
        trigger, condition, *options = items
        said = [e for option in options for e in _nested(tuple(option))]
        players = {getattr(e, "player", fx.Player.YOU) for e in said}

        def reading(*effects: fx.Effect) -> str:
            return self.ability([trigger, condition, effects, None]).canonical()

        if players != {fx.Player.YOU}:
            readings = [reading(fx.OneOf(tuple(options), fx.Player.YOU))]
            if getattr(options[0][0], "player", None) is fx.Player.OPPONENT:  # "Opp. X or Y"
                theirs = tuple(tuple(_as_player(e, fx.Player.OPPONENT) for e in o) for o in options)
                readings.insert(0, reading(fx.OneOf(theirs, fx.Player.OPPONENT)))
            raise _Semantic(
                "say who chooses: 'Choose one: ...' or 'Opp. chooses one: ...'",
                readings=tuple(readings),
            )
        if any(len(option) > 1 for option in options):
            if any(type(e).__module__ == __name__ for option in options for e in option):
                # "Choose a card, them or discard it": a step that needs the effects around it
                raise _Semantic("each option of a choice is a whole effect: 'Choose one: X or Y'")
            first, *rest = options
            raise _Semantic(
                "'X and Y or Z' could join either way: say 'Choose one:' where the choice starts",
                readings=tuple(
                    filter(
                        None,
                        (
                            reading(fx.OneOf(tuple(options), fx.Player.YOU)),
                            reading(*first[:-1], fx.OneOf(((first[-1],), *rest), fx.Player.YOU))
                            if len(first) > 1
                            else f"{reading(fx.OneOf((first, rest[0][:1]), fx.Player.YOU))}"
                            f" {reading(*rest[0][1:])}"
                            if trigger is None and condition is None and len(rest) == 1
                            else "",
                        ),
                    )
                ),
            )
        return self.ability([trigger, condition, (fx.OneOf(tuple(options), fx.Player.YOU),), None])

    def named_first(self, items: list[Any]) -> fx.Ability:
        """ "Your cards in S8 and S9: give them +2": the cards named before the colon are what
        "it" and "them" after it mean."""
        trigger, condition, target, effects, post = items
        return self.ability([trigger, condition, (_Named(target), *effects), post])

    def in_play_lead(self, items: list[Any]) -> fx.Ability:
        """ "While this card is on the table, ties go to you.", "As long as this is out, ...": a
        lead that says how long the ability's changes last, which they do without it (while this
        card is in play); in front of anything else (a change made once, a trigger, a condition
        checked once) it says what the ability does not, and is refused."""
        ability = items[0]
        lasting = (
            isinstance(ability, fx.Ability)
            and isinstance(ability.trigger, fx.WhenRevealed)
            and (ability.condition is None or ability.throughout)
            and all(_lasts_in_play(ability, e) for e in ability.effects)
        )
        if not lasting:
            raise _Semantic(
                "'while this card is on the table' says how long a lasting change lasts (a rule, "
                "a restriction, a value change), and this ability is not one: leave the lead "
                "out, or say the change ('Ties go to you.', 'OC gets -2.')"
            )
        return typing.cast(fx.Ability, ability)

    def rule_ability(self, items: list[Any]) -> fx.Ability:
        """ "If this card ties, it wins.", "If the round is tied, you win it." (a rule change said
        as a condition)."""
        trigger, rule = items
        return self.ability([trigger, None, (rule,), None])

    def win_slot(self, items: list[Any]) -> fx.WinSlot:
        """ "You win this slot", "This card wins its slot", "Opp. wins S5"."""
        player, rest = self._actor(items)
        if player is fx.Player.EACH:
            raise _Semantic("a slot is won by one player: 'you win this slot'")
        slots = rest[0] if rest and isinstance(rest[0], fx.Slots) else fx.THIS_SLOT
        return fx.WinSlot(slots, player)

    def cant_win_slot(self, items: list[Any]) -> _Restricted:
        slots: fx.Slots = items[0]
        return _Restricted(lambda p, d: fx.CantScore(p, False, d, slots))

    def cant_lose_slot(self, items: list[Any]) -> _Restricted:
        """ "You can't lose this slot": opp. scores nothing for it."""
        slots: fx.Slots = items[0]

        def other(player: fx.Player, duration: fx.Duration) -> fx.Effect:
            if player is fx.Player.EACH:
                raise _Semantic("say who can't lose the slot: 'you can't lose this slot'")
            winner = fx.Player.OPPONENT if player is fx.Player.YOU else fx.Player.YOU
            return fx.CantScore(winner, False, duration, slots)

        return _Restricted(other)

    def empty_wins(self, items: list[Any]) -> fx.EmptyWins:
        return fx.EmptyWins(items[0] if items else fx.Slots(fx.SlotKind.ALL))

    def ties_both(self, items: list[Any]) -> fx.TiesScoreBoth:
        """ "Ties give each player a point", "Tied slots are worth 1 point to each player"."""
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        if items[-1] != 1:
            raise _Semantic("a tie gives each player one point")
        return fx.TiesScoreBoth(slots)

    def round_tie(self, items: list[Any]) -> fx.RoundTieTo:
        return fx.RoundTieTo(fx.Player.YOU)

    def round_tie_to(self, items: list[Any]) -> fx.RoundTieTo:
        """ "You win tied rounds", "Tied rounds go to you"."""
        player = items[0] if items else fx.Player.YOU
        if player is fx.Player.EACH:
            raise _Semantic("a tied round is won by one player")
        return fx.RoundTieTo(player)

    def give_cards(self, items: list[Any]) -> fx.GiveCards:
        """ "Each player gives a card from its hand to the other", "Give a card from your hand
        to opp.", "Opp. gives a card to you"."""
        giver, rest = self._actor(items)
        given: fx.Target = rest[0]
        hand = given.zone is fx.Zone.HAND or given == fx.Target(
            pick=fx.Pick.CHOOSE, count=given.count
        )
        if given.kind is not fx.TargetKind.CARDS or given.pick is not fx.Pick.CHOOSE or not hand:
            raise _Semantic("cards are given from a hand: 'Give a card from your hand to opp.'")
        if given.owner is fx.Owner.OPPONENTS:
            raise _Semantic("a player gives cards from its own hand")
        return _given(giver, rest[-1], given.count)

    def give_cards_to(self, items: list[Any]) -> fx.GiveCards:
        """ "Give opp. a card (from your hand)", "Opp. gives you a card"."""
        said = [i for i in items if isinstance(i, fx.Player)]
        giver = said[0] if len(said) == 2 else fx.Player.YOU
        if len(said) == 1 and said[0] is fx.Player.YOU:  # "(Opp. must) give you a card"
            giver = fx.Player.OPPONENT
        count = next((_num(i, 1, 9, "a number of cards") for i in items if isinstance(i, Token)), 1)
        return _given(giver, ("to", said[-1]), count)

    def give_cards_each(self, items: list[Any]) -> fx.GiveCards:
        """ "Both players give each other a card"."""
        giver, rest = self._actor(items)
        if not items or not isinstance(items[0], fx.Player):
            giver = fx.Player.EACH  # "Give each other a card", "Each other give a card"
        count = next((_num(i, 1, 9, "a number of cards") for i in rest if isinstance(i, Token)), 1)
        return _given(giver, ("to", None), count)

    def receiver(self, items: list[Any]) -> tuple[str, fx.Player | None]:
        return "to", items[0]

    def receiver_other(self, items: list[Any]) -> tuple[str, fx.Player | None]:
        return "to", None

    def swap_hands(self, items: list[Any]) -> fx.SwapHands:
        """ "Swap hands with opp.", "Players exchange hands"."""
        if items and items[0] is fx.Player.THAT_OWNER:
            raise _Semantic("the players exchange hands: 'Swap hands with opp.'")
        return fx.SwapHands()

    def win_round(self, items: list[Any]) -> fx.WinRound:
        """ "You win the round" (its condition is checked when the round ends)."""
        player, _ = self._actor(items)
        if player in (fx.Player.EACH, fx.Player.THAT_OWNER):
            raise _Semantic("a round is won by one player: 'you win the round'")
        return fx.WinRound(player)

    def whoever_wins_round(self, items: list[Any]) -> fx.WinRound:
        """ "Whoever wins S9 wins the round": the player who won it."""
        return fx.WinRound(fx.Player.EACH, items[0])

    def fewer_wins(self, items: list[Any]) -> fx.FewerPointsWin:
        return fx.FewerPointsWin()

    def destroyed_instead(self, items: list[Any]) -> fx.DestroyedToHand:
        """ "If a card would be destroyed, return it to its owner's hand instead": any card."""
        said = items[0]
        cards = {
            fx.Party.ANY: fx.Target(),
            fx.Party.YOURS: fx.Target(owner=fx.Owner.YOURS),
            fx.Party.OPPONENTS: fx.Target(owner=fx.Owner.OPPONENTS),
            fx.Subject.OPPOSING: fx.OPPOSING,
            fx.Subject.THIS_CARD: fx.THIS_CARD,
        }.get(said)
        if cards is None:  # "it", "that card"
            raise _Semantic("say which cards: 'If a card would be destroyed, ...'")
        return fx.DestroyedToHand(cards)

    def ties_won(self, items: list[Any]) -> fx.TiesTo:
        """ "You win all ties (in S5) (this round)", "Opp. wins ties"."""
        player, rest = self._actor(items)
        if player is fx.Player.EACH:
            raise _Semantic("ties are won by one player: 'you win ties'")
        slots = next((i for i in rest if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        return fx.TiesTo(slots, player, self._duration(rest))

    def destroyed_to_hand(self, items: list[Any]) -> fx.DestroyedToHand:
        target: fx.Target = items[0]
        if target.kind is fx.TargetKind.CARDS and target.pick is fx.Pick.CHOOSE:
            target = dataclasses.replace(target, pick=fx.Pick.ALL, count=1)  # "a card": any
        if target.kind is fx.TargetKind.CARDS and target.pick is not fx.Pick.ALL:
            raise _Semantic("say which cards: 'If a card would be destroyed, ...'")
        return fx.DestroyedToHand(_table_only(target, "destroy"))

    def silence(self, items: list[Any]) -> fx.Silence:
        """ "OC loses its text", "Tapped cards have no text", "Ignore OC's text"."""
        target: fx.Target = items[0] if items and isinstance(items[0], fx.Target) else PRONOUN
        if target == fx.THIS_CARD:
            raise _Semantic(
                "this card's text cannot take itself away: say when its abilities apply with 'if'"
            )
        if (
            target.kind is fx.TargetKind.CARDS
            and target.pick is fx.Pick.CHOOSE
            and target.count == 1
        ):
            target = dataclasses.replace(target, pick=fx.Pick.ALL)  # "a tapped card": any
        return fx.Silence(_table_only(target, "silence"), self._duration(items))

    def add_to(self, items: list[Any]) -> fx.Modify:
        """ "Add 2 to this card's value", "Add +1 to OC"."""
        amount, target, *rest = items
        return self.modify([target, int(_value(amount)), *rest])

    def subtract_from(self, items: list[Any]) -> fx.Modify:
        """ "Subtract 2 from OC"."""
        amount, target, *rest = items
        return self.modify([target, -int(_value(amount)), *rest])

    def raise_by(self, items: list[Any]) -> fx.Modify:
        """ "Increase this card's value by 3", "OC's value goes up by 1"."""
        target, amount, *rest = items
        return self.modify([target, int(_value(amount)), *rest])

    def reduce_by(self, items: list[Any]) -> fx.Modify:
        """ "Reduce OC's value by 1", "OC's value is lowered by 2"."""
        target, amount, *rest = items
        return self.modify([target, -int(_value(amount)), *rest])

    def swap_places(self, items: list[Any]) -> fx.SwapSlots:
        """ "Swap places with OC": this card and OC."""
        return self.swap_slots([fx.THIS_CARD, items[0]])

    def side(self, items: list[Any]) -> fx.Slots:
        kind = fx.SlotKind.PREVIOUS_ONE if items[0].type == "_LEFT" else fx.SlotKind.NEXT_ONE
        return fx.Slots(kind)

    def move_aside(self, items: list[Any]) -> fx.Move:
        """ "Move this card one slot to the right": to the next slot."""
        return self.move(items)

    def top_of_your_deck(self, items: list[Any]) -> fx.Target:
        """ "the top 3", "top 5 of your deck": the top cards of a deck (yours if not said)."""
        zone = items[1] if len(items) > 1 else (fx.Owner.YOURS, fx.Zone.DECK)
        return self.top_of_deck([items[0], zone])

    def keep_some(self, items: list[Any]) -> _Keep:
        number = (
            _num(items[0], 1, 9, "a number of cards")
            if items and isinstance(items[0], Token)
            else 1
        )
        return _Keep(number)

    def rest_down(self, items: list[Any]) -> _Rest:
        return _Rest()

    def shuffled_zone(self, items: list[Any]) -> fx.Zone:
        return typing.cast(fx.Zone, items[0])

    def into_deck(self, items: list[Any]) -> bool:
        return True

    def shuffle(self, items: list[Any]) -> fx.Shuffle:
        """ "Shuffle your pile into your deck"; "Opp. shuffles its hand into its deck"; "Shuffle
        your deck"."""
        player, rest = self._actor(items)
        zones = tuple(dict.fromkeys(z for z in rest if isinstance(z, fx.Zone)))
        into = any(r is True for r in rest)
        if zones == (fx.Zone.DECK,) and not into:
            return fx.Shuffle(player)
        if fx.Zone.DECK in zones or not into:
            raise _Semantic("shuffle a hand or a pile into the deck, or shuffle your deck")
        return fx.Shuffle(player, zones)

    def next_card(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.NEXT_ONE)

    def face_up_placing(self, items: list[Any]) -> fx.FaceUpPlacement:
        """ "Opp. must place its next card face up", "Opp. can't place cards face down"."""
        player, rest = self._actor(items)
        said = next((i for i in rest if isinstance(i, fx.Target)), None)
        if said is not None and said not in _ANY_CARD_PLACED:
            raise _Semantic("say it of every card placed: 'Opp. can't place cards face down'")
        slots = next((i for i in rest if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        return fx.FaceUpPlacement(player, slots, self._duration(rest))

    def unscored(self, items: list[Any]) -> fx.Unscored:
        """ "Tapped cards score no points": they do not count in scoring."""
        return fx.Unscored(_table_only(items[0], "score"))

    def paid_ability(self, items: list[Any]) -> fx.Ability:
        """ "Lose a point: draw 2 cards": you may pay the first effects to have the others."""
        trigger, condition, cost, effects, post = items
        if cost and isinstance(cost[-1], fx.Chance) and not cost[-1].effects:  # "Heads: X"
            return self.ability([trigger, condition, (*cost[:-1], fx.Chance(effects)), post])
        if all(isinstance(c, _Coin) for c in cost):  # "Flip a coin: heads, X"
            return self.ability([trigger, condition, effects, post])
        cost = _owned_mills(cost)
        _check_cost(cost)
        return self.ability([trigger, condition, (fx.Optional(effects, cost),), post])

    def condition(self, items: list[Any]) -> Any:
        return items[0]

    def while_condition(self, items: list[Any]) -> Any:
        """ "While this card is tapped, ...", "As long as ...": a condition. "While this card is
        revealed (and on the table)" is always true where its text applies: no condition."""
        if items[0] == fx.HasState(False, fx.CardState.REVEALED):
            return None
        return _While(items[0])

    def parity_lead(self, items: list[Any]) -> fx.ValueIs:
        """ "Odd OC: ...": if OC's value is odd."""
        subject = fx.Subject.OPPOSING if len(items) == 1 else fx.Subject.THIS_CARD
        return fx.ValueIs(subject, fx.ValueTest(parity=items[0]))

    def on_roll(self, items: list[Any]) -> _OnRoll:
        """ "On a 4+,", "If even,", "4-6:" (after a roll): the numbers of the outcome."""
        said = items[0]
        if isinstance(said, fx.Parity):
            return _OnRoll(fx.ValueTest(parity=said))
        if isinstance(said, Token):  # "1-3 discard a card"
            return _OnRoll(self.vt_range([said]))
        return _OnRoll(said)

    def roll_die(self, items: list[Any]) -> _Die:
        if items and _value(items[0]) not in (1, "one", "a"):
            raise _Semantic("roll one die: 'Roll a die'")
        return _Die()

    def rolled_modify(self, items: list[Any]) -> fx.Modify:
        """ "OC gets minus the roll", "add the result to this card": -1 (+1) for each pip."""
        target = next((i for i in items if isinstance(i, fx.Target)), fx.THIS_CARD)  # "+ the roll"
        amount = next((i for i in items if isinstance(i, int)), 1)
        duration = self._duration(items)
        return fx.Modify(_table_only(target, "get"), amount, duration, fx.ROLLED)

    def rolled_set(self, items: list[Any]) -> fx.SetValue:
        """ "This card has value equal to the roll": its value is the number rolled."""
        target = next(i for i in items if isinstance(i, fx.Target))
        return fx.SetValue(_table_only(target, "set"), 0, self._duration(items), fx.ROLLED)

    def set_count(self, items: list[Any]) -> fx.SetValue:
        """ "This card's value is the number of cards in your hand": set to that count."""
        target, counted = [i for i in items if isinstance(i, fx.Target)][:2]
        _, per = self.per([counted])
        if per is None or per == fx.AFFECTED:
            raise _Semantic(
                "a value is the number of cards named: 'the number of cards in your hand'"
            )
        return fx.SetValue(_table_only(target, "set"), 0, self._duration(items), per)

    def rolled_subtract(self, items: list[Any]) -> fx.Modify:
        """ "Subtract the roll from OC": it gets minus the roll."""
        return self.rolled_modify([*items[:1], -1, *items[1:]])

    def rolled_sign(self, items: list[Any]) -> int:
        return -1 if items[0].type == "_MINUS" else 1

    def option(self, items: list[Any]) -> tuple[Any, ...]:
        return self.effects(items)

    def one_of(self, items: list[Any]) -> fx.OneOf:
        """ "Choose one: destroy OC or draw 2 cards"; "Opp. chooses: ..." (its own effects)."""
        player, options = self._actor(items)
        if player in (fx.Player.EACH, fx.Player.THAT_OWNER):
            raise _Semantic("a choice is made by you or opp., not each player")
        said = tuple(tuple(_as_player(e, player) for e in option) for option in options)
        _may_before_options(said)
        return fx.OneOf(said, player)

    def otherwise(self, items: list[Any]) -> _Otherwise:
        return _Otherwise()

    def once_a_round(self, items: list[Any]) -> _OnceARound:
        return _OnceARound()

    def slot_lead(self, items: list[Any]) -> fx.InSlot:
        if items[0].type == "SLOTLIST":
            return fx.InSlot(self.s_listed(items))
        if items[0].type == "NUMBER":  # "In slot 5:"
            number = int(_value(items[0]))
            return fx.InSlot(_slots_range(number, number))
        return fx.InSlot(_slots_range(*_value(items[0])))

    post_condition = condition

    def effects(self, items: list[Any]) -> tuple[Any, ...]:
        """The effects in order; a bare target after "and" ("Destroy OC and this card") is the
        effect before it again, on that target."""
        out: list[Any] = []
        for item in items:
            if isinstance(item, tuple):  # a restriction of several verbs
                out.extend(item)
                continue
            if not isinstance(item, _Again):
                out.append(item)
                continue
            previous = out[-1] if out else None
            if previous is None or not _has_field(previous, "target"):
                raise _Semantic(f"{target_text(item.target)!r} needs a verb: say what happens")
            merged = _value_span(previous.target, item.target)
            if merged is not None:  # "Destroy all 1s & 2s": one effect on the cards of 1-2
                out[-1] = dataclasses.replace(previous, target=merged)
            else:
                out.append(dataclasses.replace(previous, target=item.target))
        return _compares(_redraws(_digs(_dice(_coins(tuple(out))))), bool(self._revealer))

    def instead(self, items: list[Any]) -> _Instead:
        return _Instead()

    def again(self, items: list[Any]) -> _Again:
        return _Again(items[0])

    def paid_to(self, items: list[Any]) -> fx.Ability:
        """ "Lose a point to give OC -5": the first effect is the price of the rest."""
        trigger, condition, cost, effects, post = items
        payer = getattr(cost, "player", fx.Player.YOU)
        if (
            payer is not fx.Player.YOU
        ):  # "Opp. discards a card to draw 2": whose draw, whose choice?
            raise _Semantic(
                f"a price before 'to' is yours to pay: {effect_text(cost)!r} is not; write 'You"
                " may ... to ...', or say each effect as a sentence of its own"
            )
        return self.ability([trigger, condition, (fx.Optional(effects, (cost,)),), post])

    def pay_points(self, items: list[Any]) -> fx.Ability:
        """ "Pay a point to return OC to hand", "For 1 point, look at opp.'s hand"."""
        trigger, condition, points, effects, post = items
        cost = fx.Points(fx.Player.YOU, -points)
        return self.ability([trigger, condition, (fx.Optional(effects, (cost,)),), post])

    # ---- triggers
    def trigger(self, items: list[Any]) -> Any:
        return items[0]

    def tag_trigger(self, items: list[Any]) -> fx.AtPhase:
        return typing.cast(fx.AtPhase, _value(items[0]))

    def when_revealed(self, items: list[Any]) -> fx.WhenRevealed:
        if items and items[0] is not fx.Party.YOURS:  # "when you reveal this card"
            raise _Semantic("you reveal your own cards: 'When this card is revealed'")
        return fx.WhenRevealed()

    def span(self, items: list[Any]) -> tuple[int, int]:
        if len(items) == 2:
            first, last = int(_value(items[0])), int(_value(items[1]))
        elif isinstance(_value(items[0]), tuple):
            first, last = _value(items[0])
        else:
            first = last = int(_value(items[0]))
        try:
            _check_turns(first, last)
        except ValueError as exc:
            raise _Semantic(str(exc)) from None
        return first, last

    def next_turn_start(self, items: list[Any]) -> fx.AtPhase:
        """ "At the start of the next turn", "[BT] of the next turn": that turn only."""
        if items and _value(items[0]) != fx.AtPhase(fx.Phase.TURN_START):
            raise _Semantic("the next turn starts with [BT]: '[BT] of the next turn: ...'")
        return fx.AtPhase(fx.Phase.TURN_START, next_turn=True)

    def each_turn(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.TURN_START)

    def turn_end(self, items: list[Any]) -> fx.AtPhase:
        """ "At the end of each turn": after its draw phase, the last phase of a turn."""
        self._turn_said = True
        return fx.AtPhase(fx.Phase.DRAW)

    def turns(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.TURN_START, *items[0])

    def each_placement(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.PLACEMENT)

    def placements(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.PLACEMENT, *items[0])

    def each_reveal(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.REVEAL)

    def reveals(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.REVEAL, *items[0])

    def each_draw_phase(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.DRAW)

    def draw_phases(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.DRAW, *items[0])

    def scoring_start(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.SCORING_START)

    def scoring_end(self, items: list[Any]) -> fx.AtPhase:
        return fx.AtPhase(fx.Phase.SCORING_END)

    def event_passive(self, items: list[Any]) -> fx.GameEvent:
        kind = items[0].type
        return {
            "_DESTROYED": fx.GameEvent.DESTROYED,
            "_REVEALED": fx.GameEvent.REVEALED,
            "_PLACED": fx.GameEvent.PLACED,
            "_DISCARDED": fx.GameEvent.DISCARDED,
            "_DRAWN": fx.GameEvent.DRAWN,
        }[kind]

    def if_this_destroyed(self, items: list[Any]) -> fx.OnEvent:
        """ "If this card is destroyed", "When destroyed": when this card is."""
        if items and not isinstance(items[0], _It) and items[0] is not fx.Subject.THIS_CARD:
            raise _Semantic("write 'When OC is destroyed' as 'When an opp. card is destroyed'")
        return fx.OnEvent(fx.GameEvent.DESTROYED, fx.Party.THIS)

    def if_event(self, items: list[Any]) -> fx.Trigger:
        return self.card_event(items)

    def card_event(self, items: list[Any]) -> fx.Trigger:
        party = items[0]
        event = next(i for i in items if isinstance(i, fx.GameEvent))
        slots: fx.Slots | None = next((i for i in items if isinstance(i, fx.Slots)), None)
        if isinstance(party, _OtherCard):
            party = _other_card_party(party, event)
        if isinstance(party, tuple):  # "OC", "an adj. card": a party in some slots
            if slots is not None and party[1] == fx.THIS_SLOT:
                raise _Semantic("OC is in this card's slot: say 'an opp. card in S3' for another")
            if slots is not None:
                raise _Semantic(
                    "say the card's slots once: 'When a card in adj. slots is revealed'"
                )
            party, slots = party
        if party is fx.Party.THIS and slots is not None:
            raise _Semantic("this card's slot need not be said: 'When this card is destroyed'")
        if event.about_players:  # "When a card is discarded": when a player discards one
            return _card_in_hand_event(event, party, slots)
        if event is fx.GameEvent.REVEALED and party is fx.Party.THIS:
            return fx.WhenRevealed()
        return fx.OnEvent(event, party, slots)

    def party_oc(self, items: list[Any]) -> tuple[fx.Party, fx.Slots]:
        return fx.Party.OPPONENTS, fx.THIS_SLOT

    def player_action(self, items: list[Any]) -> fx.GameEvent:
        return {
            "_DRAW": fx.GameEvent.DRAWN,
            "_DISCARD": fx.GameEvent.DISCARDED,
            "_REVEAL": fx.GameEvent.REVEALED,
            "_PLACE": fx.GameEvent.PLACED,
            "_PLAY": fx.GameEvent.PLACED,
        }[items[0].type]

    def player_event(self, items: list[Any]) -> fx.OnEvent:
        slots = items.pop() if items and isinstance(items[-1], fx.Slots) else None
        on_table = (fx.GameEvent.PLACED, fx.GameEvent.REVEALED)
        if slots is not None and items[-1] not in on_table:
            raise _Semantic("only a card placed is in a slot: 'when opp. places a card in S3'")
        if len(items) == 2:
            return fx.OnEvent(items[1], items[0], slots)
        return fx.OnEvent(items[0], fx.Party.YOURS, slots)

    def party_any(self, items: list[Any]) -> fx.Party:
        return fx.Party.ANY

    def slot_won(self, items: list[Any]) -> fx.OnEvent:
        """ "When you win this slot", "When this card wins its slot": as its slot is scored."""
        return fx.OnEvent(fx.GameEvent.SLOT_WON, fx.Party.THIS)

    def slot_lost(self, items: list[Any]) -> fx.OnEvent:
        """ "When you lose this slot", "If this card loses its slot": as its slot is scored, the
        opponent winning it (an event waited for, as "If this card is destroyed")."""
        return fx.OnEvent(fx.GameEvent.SLOT_LOST, fx.Party.THIS)

    def party_this(self, items: list[Any]) -> fx.Party:
        return fx.Party.THIS

    def party_yours(self, items: list[Any]) -> fx.Party:
        return fx.Party.YOURS

    def party_opp(self, items: list[Any]) -> fx.Party:
        return fx.Party.OPPONENTS

    def party_controlled(self, items: list[Any]) -> fx.Party:
        """ "a card you control", "a card of yours", "a card opp. controls"."""
        return _party_of(items)

    def party_other(self, items: list[Any]) -> _OtherCard:
        """ "another card", "another card of yours", "one of your other cards"."""
        return _OtherCard(_party_of(items))

    def party_adj(self, items: list[Any]) -> tuple[fx.Party, fx.Slots]:
        """ "an adjacent card", "an adj. enemy card", "your adj. card": one in adj. slots."""
        return _party_of(items), fx.Slots(fx.SlotKind.ADJACENT)

    def destruction_of(self, items: list[Any]) -> fx.Trigger:
        """ "Upon destruction of a card you control": when that card is destroyed."""
        return self.card_event([items[0], fx.GameEvent.DESTROYED, *items[1:]])

    # ---- conditions
    def relation(self, items: list[Any]) -> fx.Relation:
        return {"_HIGH": fx.Relation.HIGHER, "_LOW": fx.Relation.LOWER}.get(
            items[0].type, fx.Relation.EQUAL
        )

    def not_relation(self, items: list[Any]) -> tuple[str, Any]:
        """ "OC is not higher (than this card)": lower or equal."""
        relation, *against = items
        flipped = {
            fx.Relation.HIGHER: fx.Relation.NOT_HIGHER,
            fx.Relation.LOWER: fx.Relation.NOT_LOWER,
        }.get(relation)
        if flipped is None:
            raise _Semantic("say 'higher' or 'lower': 'OC is not higher'")
        return self.oc_compare([flipped, *against])

    # A condition on a card: its subject, whether it reads the printed value, and a predicate
    # (a tagged pair) that subject_is turns into the condition type that says it.
    def sub_oc(self, items: list[Any]) -> fx.Subject:
        return fx.Subject.OPPOSING

    def sub_this(self, items: list[Any]) -> fx.Subject:
        return fx.Subject.THIS_CARD

    def sub_it(self, items: list[Any]) -> _It:
        return _It()

    def sub_that(self, items: list[Any]) -> fx.Subject:
        return fx.Subject.THAT_CARD

    def printed_flag(self, items: list[Any]) -> bool:
        return True

    def oc_compare(self, items: list[Any]) -> tuple[str, Any]:
        """ "higher", "higher than this card", "lower than OC's": the relation and the card it
        compares with (``None``: not said)."""
        relation = items[0]
        if isinstance(relation, fx.HandRelation):  # "more than this card's value"
            relation = fx.Relation.HIGHER if relation is fx.HandRelation.MORE else fx.Relation.LOWER
        return "relation", (relation, items[1] if len(items) > 1 else None)

    def cmp_this(self, items: list[Any]) -> fx.Subject:
        return fx.Subject.THIS_CARD

    def cmp_oc(self, items: list[Any]) -> fx.Subject:
        return fx.Subject.OPPOSING

    def subject_has(self, items: list[Any]) -> Any:
        """ "If OC has a higher value (than this card)": a comparison, as "OC is higher"."""
        subject, relation, *against = items
        printed = bool(against) and against[0] is True  # "a lower printed value than"
        against = [a for a in against if a is not True]
        said = ("relation", (relation, against[0] if against else None))
        return self.subject_is([subject, *([True] if printed else []), said])

    def hand_empty(self, items: list[Any]) -> fx.HandSize:
        """ "If your hand is empty": no cards in it; "opp.'s hand is empty"."""
        return fx.HandSize(self._hand_of(items), fx.CountRelation.AT_MOST, 0)

    @staticmethod
    def _hand_of(items: list[Any]) -> fx.Player:
        if items and isinstance(items[0], fx.Player):  # "if you have an empty hand"
            if items[0] is fx.Player.EACH:
                raise _Semantic("say whose hand: 'if your hand is empty'")
            return typing.cast(fx.Player, items[0])
        return fx.Player.OPPONENT if items else fx.Player.YOU

    def unless(self, items: list[Any]) -> Any:
        """ "Unless OC is odd," / "... unless you are ahead": the condition the other way round."""
        condition = items[0]
        if isinstance(condition, _ItCondition):
            return dataclasses.replace(condition, negated=not condition.negated)
        return _negation(condition)

    def you_place_this(self, items: list[Any]) -> fx.OnEvent:
        """ "When you play this card": when it is placed."""
        if items[0] is not fx.Party.YOURS:
            raise _Semantic("this card is placed by you: 'When you play this card'")
        return fx.OnEvent(fx.GameEvent.PLACED, fx.Party.THIS)

    def when_placed(self, items: list[Any]) -> fx.OnEvent:
        """ "When played", "On play": when this card is placed."""
        return fx.OnEvent(fx.GameEvent.PLACED, fx.Party.THIS)

    def slot_placed(self, items: list[Any]) -> fx.AtPhase:
        """ "After slot 9 is placed (filled)": after placement 9."""
        value = _value(items[0])
        first, last = value if isinstance(value, tuple) else (value, value)
        return self.placements([self.span([first] if first == last else [first, last])])

    def slot_revealed(self, items: list[Any]) -> fx.AtPhase:
        """ "After slot 5 is revealed": after reveal phase 5."""
        value = _value(items[0])
        first, last = value if isinstance(value, tuple) else (value, value)
        return self.reveals([self.span([first] if first == last else [first, last])])

    def state_short(self, items: list[Any]) -> fx.HasState:
        """ "If tapped,": if this card is."""
        return fx.HasState(False, items[0])

    def in_slot_short(self, items: list[Any]) -> fx.InSlot:
        """ "If in slot 9,": if this card is."""
        return fx.InSlot(items[0])

    def empty_slot(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.EMPTY)

    def beside(self, items: list[Any]) -> Any:
        """ "the next card": yours, or every card there? Refused with both readings."""
        where = slots_text(items[0])
        readings = tuple(f"{whose} cards in {where}" for whose in ("your", "opp.", "all"))
        raise _Semantic(
            f"'the card' in {where} could be yours, opp.'s or every card there: write 'your cards"
            f" in {where}', 'opp. cards in {where}' or 'all cards in {where}'",
            readings=readings,
            replaces=SPAN,
        )

    def passive(self, items: list[Any]) -> fx.Effect:
        """ "The opposing card is destroyed", "OC is tapped": it is done."""
        target, verb = items
        made: dict[str, Any] = {
            "_DESTROYED": self.destroy,
            "_TAPPED": self.tap,
            "_UNTAPPED": self.untap,
            "_HIDDEN": self.hide,
            "_RETURNED": self.return_to_hand,
            "_REVEALED": self.reveal,
        }
        return typing.cast(fx.Effect, made[verb]([target]))

    def passive_verb(self, items: list[Any]) -> str:
        return str(items[0].type)

    def signed_target_modify(self, items: list[Any]) -> fx.Modify:
        """ "+3 this card": the card gets it. "+2 cards" alone is refused: a draw (or, with a
        minus, a discard) is said the same way."""
        amount, target = int(_value(items[0])), items[1]
        if target == _EVERY_CARD and len(items) == 2 and amount:
            cards = f"{abs(amount)} cards" if abs(amount) > 1 else "a card"
            act = f"Draw {cards}." if amount > 0 else f"Discard {cards}."
            said = (act, f"All cards get {amount:+d}.")
            raise _Semantic(
                f"'{amount:+d} {'cards' if abs(amount) > 1 else 'card'}': {act.lower()[:-1]}, or a"
                " change to every card's value?"
                f" write '{said[0]}' or '{said[1]}'",
                readings=said,
            )
        return self.to_modify(items)

    def n_values(self, items: list[Any]) -> dict[str, Any]:
        """ "1s and 2s", "1s, 2s and 3s": cards of neighbouring values (a range)."""
        return {"value_test": _value_range(_value(items[0]), "values")}

    def n_printed_values(self, items: list[Any]) -> dict[str, Any]:
        return {"printed_test": _value_range(_value(items[0]), "printed values")}

    def has_state(self, items: list[Any]) -> tuple[str, Any]:
        return "state", items[0]

    def not_state(self, items: list[Any]) -> tuple[str, Any]:
        """ "is not tapped", "hasn't been revealed": the other state."""
        other = {
            fx.CardState.REVEALED: fx.CardState.UNREVEALED,
            fx.CardState.UNREVEALED: fx.CardState.REVEALED,
            fx.CardState.TAPPED: fx.CardState.UNTAPPED,
            fx.CardState.UNTAPPED: fx.CardState.TAPPED,
        }
        return "state", other[items[0]]

    def beats(self, items: list[Any]) -> tuple[str, Any]:
        """ "OC beats this card": it is higher."""
        return self.oc_compare([fx.Relation.HIGHER, *items])

    def in_slot(self, items: list[Any]) -> tuple[str, Any]:
        return "slots", items[0]

    def oc_empty(self, items: list[Any]) -> tuple[str, Any]:
        return "empty", None

    def value_is(self, items: list[Any]) -> tuple[str, Any]:
        return "value", items[0]

    def its_value_is(self, items: list[Any]) -> Any:
        """ "if its value is 5 or more": "it" as the subject."""
        return self.subject_is([_It(), *items])

    def subject_is(self, items: list[Any]) -> Any:
        subject, *rest = items
        kind, what = rest[-1]
        if kind == "relation" and what[1] is not None:  # "OC is higher than this card"
            self._compared = subject if isinstance(subject, fx.Subject) else True
        if isinstance(subject, _It):  # "if it is ...": decided once the sentence is known
            return _ItCondition(tuple(rest))
        return _subject_condition(subject, rest)

    def vt_at_least(self, items: list[Any]) -> fx.ValueTest:
        return fx.ValueTest(low=_num(items[0], -99, 99, "a value"))

    def vt_at_most(self, items: list[Any]) -> fx.ValueTest:
        return fx.ValueTest(high=_num(items[0], -99, 99, "a value"))

    def vt_beyond(self, items: list[Any]) -> fx.ValueTest:
        relation, number = items[0], _num(items[1], -99, 99, "a value")
        if relation is fx.Relation.HIGHER:
            return fx.ValueTest(low=number + 1)
        if relation is fx.Relation.LOWER:
            return fx.ValueTest(high=number - 1)
        return fx.ValueTest(number, number)

    def vt_exactly(self, items: list[Any]) -> fx.ValueTest:
        number = _num(items[0], -99, 99, "a value")
        return fx.ValueTest(number, number)

    def vt_range(self, items: list[Any]) -> fx.ValueTest:
        low, high = _value(items[0])
        if low > high:
            raise _Semantic(f"a range of values must go up, got {low}-{high}")
        return fx.ValueTest(low, high)

    def parity(self, items: list[Any]) -> fx.Parity:
        return fx.Parity.ODD if items[0].type == "_ODD" else fx.Parity.EVEN

    def vt_parity(self, items: list[Any]) -> fx.ValueTest:
        return fx.ValueTest(parity=items[0])

    def more_or_fewer(self, items: list[Any]) -> fx.HandRelation:
        more = items[-1].type == "_MORE"
        if len(items) == 2:  # "no more cards in hand than opp."
            return fx.HandRelation.NOT_MORE if more else fx.HandRelation.NOT_FEWER
        return fx.HandRelation.MORE if more else fx.HandRelation.FEWER

    def hand_compare(self, items: list[Any]) -> fx.HandCompare:
        if len(items) == 1:  # "your hand is bigger than opp.'s"
            relation = {
                fx.Relation.HIGHER: fx.HandRelation.MORE,
                fx.Relation.LOWER: fx.HandRelation.FEWER,
                fx.Relation.EQUAL: fx.HandRelation.SAME,
            }[items[0]]
            return fx.HandCompare(relation)
        player, relation, *other = items
        if player is fx.Player.EACH:
            raise _Semantic("a hand comparison is between you and opp., not each player")
        if other and other[0] == player:
            raise _Semantic("a hand comparison needs the other player after 'than'")
        if player is fx.Player.OPPONENT:  # "opp. has more cards than you": you have fewer
            relation = {
                fx.HandRelation.MORE: fx.HandRelation.FEWER,
                fx.HandRelation.FEWER: fx.HandRelation.MORE,
            }[relation]
        return fx.HandCompare(relation)

    def standing(self, items: list[Any]) -> fx.Standing:
        said = {"_AHEAD": fx.Standing.AHEAD, "_BEHIND": fx.Standing.BEHIND}.get(
            items[-1].type, fx.Standing.TIED
        )
        if len(items) == 1:
            return said
        return {  # "you are not ahead"
            fx.Standing.AHEAD: fx.Standing.NOT_AHEAD,
            fx.Standing.BEHIND: fx.Standing.NOT_BEHIND,
            fx.Standing.TIED: fx.Standing.NOT_TIED,
        }[said]

    def score_is(self, items: list[Any]) -> fx.ScoreIs:
        """ "If you are behind", "if you're ahead by 2 or more points"."""
        if len(items) == 1:
            return fx.ScoreIs(items[0])
        if items[0] is fx.Standing.TIED:
            raise _Semantic("a tie is by no points: say 'if you are tied'")
        return fx.ScoreIs(items[0], _num(items[1], 1, 9, "a number of points"))

    def points_compare(self, items: list[Any]) -> fx.ScoreIs:
        """ "If you have fewer points than opp.": you are behind."""
        player, relation = items[0], items[1]
        if player is fx.Player.EACH:
            raise _Semantic("a points comparison is between you and opp.")
        behind = (relation is fx.HandRelation.FEWER) == (player is fx.Player.YOU)
        return fx.ScoreIs(fx.Standing.BEHIND if behind else fx.Standing.AHEAD)

    def at_least(self, items: list[Any]) -> tuple[fx.CountRelation, int]:
        return fx.CountRelation.AT_LEAST, _num(items[0], 0, 30, "a number of cards")

    def at_most(self, items: list[Any]) -> tuple[fx.CountRelation, int]:
        return fx.CountRelation.AT_MOST, _num(items[0], 0, 30, "a number of cards")

    def no_cards(self, items: list[Any]) -> tuple[fx.CountRelation, int]:
        return fx.CountRelation.AT_MOST, 0

    def exactly(self, items: list[Any]) -> tuple[fx.CountRelation, int]:
        return fx.CountRelation.EXACTLY, _num(items[0], 0, 30, "a number of cards")

    def card_count(self, items: list[Any]) -> fx.CardCount:
        """ "If there are 3 or more tapped cards": the cards that match, counted."""
        (relation, count), cards = items
        if cards.kind is fx.TargetKind.CARDS:
            self._counted(cards)
        return fx.CardCount(_counted_cards(cards), relation, count)

    def cards_in_play(self, items: list[Any]) -> fx.CardCount:
        """ "If you control 3 or more cards", "If opp. has no cards in play"."""
        player, (relation, count), cards = items
        owner = {fx.Player.YOU: fx.Owner.YOURS, fx.Player.OPPONENT: fx.Owner.OPPONENTS}.get(player)
        if (
            owner is None
            or cards.kind is not fx.TargetKind.CARDS
            or cards.owner is not fx.Owner.ANY
        ):
            raise _Semantic("say whose cards once: 'If opp. controls no cards'")
        said = dataclasses.replace(_counted_cards(cards), owner=owner)
        return fx.CardCount(said, relation, count)

    def _cards_are(self, items: list[Any]) -> tuple[fx.Target, fx.CardState]:
        """The cards and the state of "any (all, no) card is tapped"."""
        *said, state = items
        owner = next((i for i in said if isinstance(i, fx.Owner)), fx.Owner.ANY)
        before = next((i for i in said if isinstance(i, fx.CardState)), None)
        slots = next((i for i in said if isinstance(i, fx.Slots)), None)
        return fx.Target(owner=owner, state=before, slots=slots), state

    def some_are(self, items: list[Any]) -> fx.CardCount:
        """ "If any card is tapped": one or more are."""
        cards, state = self._cards_are(items)
        return fx.CardCount(_with_state(cards, state), fx.CountRelation.AT_LEAST, 1)

    def none_are(self, items: list[Any]) -> fx.CardCount:
        """ "If no card is tapped"."""
        cards, state = self._cards_are(items)
        return fx.CardCount(_with_state(cards, state), fx.CountRelation.AT_MOST, 0)

    def all_are(self, items: list[Any]) -> fx.CardCount:
        """ "If all your cards are revealed": none of them is not."""
        cards, state = self._cards_are(items)
        other = {
            fx.CardState.REVEALED: fx.CardState.UNREVEALED,
            fx.CardState.UNREVEALED: fx.CardState.REVEALED,
            fx.CardState.TAPPED: fx.CardState.UNTAPPED,
            fx.CardState.UNTAPPED: fx.CardState.TAPPED,
        }[state]
        return fx.CardCount(_with_state(cards, other), fx.CountRelation.AT_MOST, 0)

    def wins_slot(self, items: list[Any]) -> fx.WinsSlot:
        """ "If you win S9", "If this card won its slot"."""
        player = items[0] if items and isinstance(items[0], fx.Player) else fx.Player.YOU
        if player not in (fx.Player.YOU, fx.Player.OPPONENT):
            raise _Semantic("a slot is won by you or opp.: 'If you win S9'")
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.THIS_SLOT)
        return fx.WinsSlot(slots, player)

    def pair_equal(self, items: list[Any]) -> fx.CompareOpposing:
        """ "If this card and OC have the same (printed) value"."""
        return fx.CompareOpposing(fx.Relation.EQUAL, bool(items) and items[0] is True)

    def all_of(self, items: list[Any]) -> fx.AllOf:
        """ "If OC is tapped and odd", "If you are behind and OC is higher": every one holds; a
        part said without its card ("and odd") is about the card of the part before."""
        said: list[fx.Condition] = []
        for item in items:
            if isinstance(item, _ItCondition | _Heads | _Tails | _OnRoll):
                raise _Semantic("say the card of each part: 'If OC is tapped and OC is odd'")
            if isinstance(item, tuple):  # a predicate without its card
                subject = _condition_subject(said[-1]) if said else None
                if subject is None:
                    raise _Semantic("say what the part after 'and' is about")
                item = _subject_condition(subject, [item])  # noqa: PLW2901
            said.append(item)
        return fx.AllOf(tuple(said))

    def hand_size(self, items: list[Any]) -> fx.HandSize:
        player, (relation, count) = items
        if player is fx.Player.EACH:
            raise _Semantic("a hand-size condition is about you or opp., not each player")
        return fx.HandSize(player, relation, count)

    def card_state(self, items: list[Any]) -> fx.CardState:
        kinds = [t.type for t in items]
        if kinds[0] == "_FACE":
            return fx.CardState.REVEALED if kinds[1] == "_UP" else fx.CardState.UNREVEALED
        return fx.CardState(kinds[0].lstrip("_").lower())

    def no_opposing(self, items: list[Any]) -> fx.NoOpposing:
        return fx.NoOpposing()

    # ---- players, amounts, durations
    def actor_you(self, items: list[Any]) -> fx.Player:
        return fx.Player.YOU

    def actor_opp(self, items: list[Any]) -> fx.Player:
        return fx.Player.OPPONENT

    def actor_owner(self, items: list[Any]) -> fx.Player:
        """ "its owner", "that card's owner": the owner of the trigger's card."""
        return fx.Player.THAT_OWNER

    def actor_each(self, items: list[Any]) -> fx.Player:
        return fx.Player.EACH

    def actor_revealer(self, items: list[Any]) -> fx.Player:
        """ "the player with the higher card", "whoever reveals the lower one": the player whose
        revealed top card wins (as "that card's owner" in the effect)."""
        order = next(i for i in items if isinstance(i, fx.Order))
        self._revealer = order is fx.Order.LOWER_FIRST
        return fx.Player.THAT_OWNER

    def reveal_tops(self, items: list[Any]) -> _TopsShown:
        """ "Each player reveals the top card of its deck"."""
        if items[0] is not fx.Player.EACH:
            raise _Semantic("say it of each player, or 'Reveal the top card of your deck'")
        return _TopsShown()

    def one_card(self, items: list[Any]) -> int:
        return 1

    def n_cards(self, items: list[Any]) -> int:
        return _num(items[0], 1, 30, "a number of cards")

    def while_in_play(self, items: list[Any]) -> fx.Duration:
        if items and not isinstance(items[0], _It) and items[0] is not fx.Subject.THIS_CARD:
            raise _Semantic("say how long with this card: 'while this card is in play'")
        return fx.Duration.WHILE_IN_PLAY

    def until_end_of_turn(self, items: list[Any]) -> fx.Duration:
        return fx.Duration.UNTIL_END_OF_TURN

    def until_end_of_round(self, items: list[Any]) -> fx.Duration:
        return fx.Duration.UNTIL_END_OF_ROUND

    @staticmethod
    def _actor(items: list[Any]) -> tuple[fx.Player, list[Any]]:
        if items and isinstance(items[0], fx.Player):
            return items[0], items[1:]
        return fx.Player.YOU, items

    @staticmethod
    def _duration(items: list[Any]) -> fx.Duration:
        if items and isinstance(items[-1], fx.Duration):
            return items[-1]
        return fx.Duration.WHILE_IN_PLAY

    # ---- effects
    def draw(self, items: list[Any]) -> fx.Draw:
        player, rest = self._actor(items)
        count = rest[0] if rest and isinstance(rest[0], int) else 1  # "you draw": a card
        return fx.Draw(player, count, _per(rest))

    def discard_hand(self, items: list[Any]) -> fx.Discard:
        """ "Discard your hand": every card of it."""
        player, _ = self._actor(items)
        return fx.Discard(player, fx.WHOLE_HAND)

    def if_you_do(self, items: list[Any]) -> _IfYouDo:
        return _IfYouDo()

    def if_they_do(self, items: list[Any]) -> _IfYouDo:
        return _IfYouDo(they=True)

    def if_so(self, items: list[Any]) -> _IfYouDo:
        return _IfYouDo(they=None)

    def return_to_named_hand(self, items: list[Any]) -> fx.ReturnToHand | _ToNamedHand:
        """ "Return OC to opp.'s hand": a card goes back to its owner's hand, so the hand named
        must be its owner's."""
        *rest, owner = items
        effect = self.return_to_hand(rest)
        if effect.target in (PRONOUN, PRONOUN_PLURAL):  # checked once "it" is known
            return _ToNamedHand(effect.target, owner)
        return _to_named_hand(effect.target, owner)

    def get_cards(self, items: list[Any]) -> fx.Draw:
        """ "Each player receives a card from their deck": draws it."""
        player, rest = self._actor(items)
        if len(rest) > 1 and isinstance(rest[1], tuple) and rest[1][1] is not fx.Zone.DECK:
            raise _Semantic(
                "a card drawn comes from the deck; from a pile: 'Return a card in your pile to hand'"
            )
        return fx.Draw(player, rest[0])

    def signed_points(self, items: list[Any]) -> fx.Points:
        """ "Opp: -1 pt", "+2 pts", "-1 pt to opp.": points scored (or lost)."""
        player, rest = self._actor(items)
        if len(rest) == 2:  # "+1 pt for you", "-1 point to opp."
            if player is not fx.Player.YOU or not isinstance(rest[1], fx.Player):
                raise _Semantic("say whose points once: '+1 pt for opp.'")
            player, rest = rest[1], rest[:1]
        amount = int(_value(rest[0]))
        if amount == 0 or abs(amount) > 9:
            raise _Semantic(f"points are +1 to +9 or -1 to -9, got {amount:+d}")
        return fx.Points(player, amount)

    def times_value(self, items: list[Any]) -> fx.MultiplyValue:
        """ "x2 this", "OC x3": the value multiplied."""
        factor = next(i for i in items if isinstance(i, Token))
        target = next((i for i in items if isinstance(i, fx.Target)), fx.THIS_CARD)  # "x2"
        number = _num(factor, 0, 9, "a factor")
        return fx.MultiplyValue(_table_only(target, "multiply"), number, self._duration(items))

    def value_worth(self, items: list[Any]) -> fx.Effect:
        """ "This card is worth double": its value doubled; "worth 10": value 10."""
        target, worth = items[0], items[1]
        duration = self._duration(items)
        if isinstance(worth, Token):
            value = _num(worth, 0, 99, "a value")
            return _set_value(_table_only(target, "value"), value, duration)
        return fx.MultiplyValue(_table_only(target, "multiply"), worth, duration)

    def card_worth(self, items: list[Any]) -> fx.SlotWorth:
        """ "This card is worth 2 points": winning its slot scores 2."""
        if items[0] != fx.THIS_CARD:
            raise _Semantic("a slot is worth points: say 'this slot is worth 2 points'")
        return self.slot_worth([fx.THIS_SLOT, items[1]])

    def worth_factor(self, items: list[Any]) -> int:
        return 2 if items[0].type == "_DOUBLE" else 3

    def stronger(self, items: list[Any]) -> fx.Modify:
        """ "Your cards are 1 stronger", "OC is 2 lower", "this is +1"."""
        target, *rest = items
        if len(rest) >= 2 and isinstance(rest[1], fx.Relation):
            if rest[1] is fx.Relation.EQUAL:
                raise _Semantic("say how much higher or lower: 'is 1 higher'")
            amount = _num(rest[0], 1, 9, "a change of value")
            signed = amount if rest[1] is fx.Relation.HIGHER else -amount
            return self.modify([target, signed, *rest[2:]])
        return self.modify(items)

    def choose(self, items: list[Any]) -> _Chosen:
        return _Chosen(items[0])

    def put_in_hand(self, items: list[Any]) -> fx.ReturnToHand | _ToNamedHand:
        """ "Put it in your hand": back to its owner's hand, which must be the hand named."""
        return self.return_to_named_hand(items)

    def kept_state(self, items: list[Any]) -> fx.Action:
        """What a card that "stays tapped" (face down, ...) cannot have done to it."""
        kinds = [t.type for t in items]
        if kinds[0] == "_FACE":
            kinds = ["_UNREVEALED" if kinds[1] == "_DOWN" else "_REVEALED"]
        return {
            "_TAPPED": fx.Action.UNTAP,
            "_UNTAPPED": fx.Action.TAP,
            "_UNREVEALED": fx.Action.REVEAL,
            "_REVEALED": fx.Action.HIDE,
        }[kinds[0]]

    def stays(self, items: list[Any]) -> fx.Protect:
        """ "OC stays tapped this round": it cannot be untapped."""
        target, action, *rest = items
        protected = _table_only(self.target([target]), "protect")
        return fx.Protect(protected, (action,), self._duration(rest))

    def stays_tapped(self, items: list[Any]) -> fx.Protect:
        """ "It doesn't untap this round"."""
        return self.stays([items[0], fx.Action.UNTAP, *items[1:]])

    def scores_none(self, items: list[Any]) -> fx.CantScore:
        """ "Opp. scores no points this round": it can't score."""
        player, rest = self._actor(items)
        return fx.CantScore(player, False, self._duration(rest))

    def discard_from_opp(self, items: list[Any]) -> fx.Discard:
        """ "Discard a random card from opp.'s hand": opp. discards it."""
        return fx.Discard(fx.Player.OPPONENT, items[0][1], at_random=True)

    def deck_end(self, items: list[Any]) -> bool:
        return bool(items[0].type == "_BOTTOM")

    def to_deck(self, items: list[Any]) -> fx.ToDeck | fx.Scry | _ToDeckOf:
        """ "Put OC on top of its owner's deck", "Put a card from your pile on the bottom of your
        deck": a card goes to its owner's deck, so a deck named must be its owner's ("them" is
        checked once known: the top cards of a deck looked at go to its bottom, a scry)."""
        target, bottom, owner = items
        if target in (PRONOUN, PRONOUN_PLURAL):
            return _ToDeckOf(target, bottom, owner)
        return _to_deck(target, bottom, owner)

    def to_bottom_bare(self, items: list[Any]) -> fx.ToDeck | fx.Scry | _ToDeckOf:
        """ "Put it on the bottom": of its owner's deck."""
        return self.to_deck([items[0], True, fx.Owner.ANY])

    def all_to_bottom(self, items: list[Any]) -> fx.Scry:
        """ "Put all of them on the bottom (in any order)": the top cards looked at."""
        return fx.Scry(PRONOUN_PLURAL, every=True)

    def some_to_bottom(self, items: list[Any]) -> fx.Scry:
        """ "Put any number of them on the bottom", "Put each on top or bottom"."""
        return fx.Scry(PRONOUN_PLURAL)

    def scry(self, items: list[Any]) -> fx.Scry:
        """ "Scry 2": look at the top 2 cards of your deck, put any of them on the bottom."""
        count = _num(items[0], 1, 9, "a number of cards")
        return fx.Scry(dataclasses.replace(_YOUR_TOP_CARD, count=count))

    def rest_up(self, items: list[Any]) -> _Rest:
        return _Rest(bottom=False)

    def rest_up_any(self, items: list[Any]) -> _Rest:
        return _Rest(bottom=False, reordered=True)

    def draw_to(self, items: list[Any]) -> fx.DrawTo:
        """ "Draw until you have 5 cards in hand"."""
        return fx.DrawTo(*self._hand_to(items))

    def draw_to_match(self, items: list[Any]) -> fx.DrawTo:
        """ "Draw until you have as many cards in hand as opp.", "Opp. draws until it has the
        same number of cards as you"."""
        *said, other = items
        drawer = said[0] if len(said) == 2 else fx.Player.YOU
        holder = said[-1]
        if holder is not drawer or other.player in (drawer, fx.Player.EACH):
            raise _Semantic(
                "a player draws until it has as many cards as the other: 'Draw until you have as"
                " many cards in hand as opp.'"
            )
        return fx.DrawTo(drawer, 0, matching=True)

    def draw_to_match_it(self, items: list[Any]) -> fx.DrawTo:
        """ "Opp. draws until it (they) has as many cards in hand as you"."""
        return self.draw_to_match([items[0], *items])

    def draw_to_equal(self, items: list[Any]) -> fx.DrawTo:
        """ "Draw until both hands are equal": as many cards as the other player."""
        drawer, _ = self._actor(items)
        if drawer is fx.Player.EACH:
            raise _Semantic("one player draws until the hands are equal: 'Draw until ...'")
        return fx.DrawTo(drawer, 0, matching=True)

    def match_other(self, items: list[Any]) -> _MatchPlayer:
        return _MatchPlayer(items[0] if items else fx.Player.YOU)  # "as yours"

    def discard_to(self, items: list[Any]) -> fx.DiscardTo:
        """ "Discard down to 2 cards", "Opp. discards until they have 3 cards in hand"."""
        return fx.DiscardTo(*self._hand_to(items))

    def _hand_to(self, items: list[Any]) -> tuple[fx.Player, int]:
        players = [i for i in items if isinstance(i, fx.Player)]
        player = players[0] if players else fx.Player.YOU
        if len(players) == 2 and players[1] is not player:
            raise _Semantic("say whose hand once: 'Opp. discards until it has 3 cards'")
        if player is fx.Player.THAT_OWNER:
            raise _Semantic("a hand is yours or opp.'s")
        size = _num(next(i for i in items if isinstance(i, Token)), 0, 30, "a number of cards")
        return player, size

    def next_face_up(self, items: list[Any]) -> fx.FaceUpPlacement:
        """ "Your (opp.'s) next card is placed face up"."""
        player = fx.Player.OPPONENT if items[0] is fx.Owner.OPPONENTS else fx.Player.YOU
        return fx.FaceUpPlacement(player, fx.Slots(fx.SlotKind.NEXT_ONE))

    def pair_modify(self, items: list[Any]) -> tuple[fx.Modify, fx.Modify]:
        """ "OC and the cards stacked with it get -1": each of them."""
        first, second, *rest = items
        return self.modify([first, *rest]), self.modify([second, *rest])

    def per_each(self, items: list[Any]) -> tuple[str, fx.Target]:
        """ "... and score a point for each": for each card of the effect before."""
        return "per", fx.AFFECTED

    def draws_none(self, items: list[Any]) -> fx.CantDraw:
        """ "Opp. draws no cards this round": it can't draw."""
        player, rest = self._actor(items)
        return fx.CantDraw(player, self._duration(rest))

    def whose_beside(self, items: list[Any]) -> Any:
        """ "Adj +1": whose cards there? Refused with both readings."""
        where, amount = slots_text(items[0]), int(_value(items[1]))
        said = tuple(f"{whose} cards in {where} get {amount:+d}" for whose in ("your", "all"))
        raise _Semantic(
            f"'{where}' with a number: your cards there, or every card? write '{said[0]}' or"
            f" '{said[1]}'",
            readings=said,
            replaces=SPAN,
        )

    def gets_more(self, items: list[Any]) -> fx.Modify:
        """ "This card gains 2", "OC gets 2 less": +2, -2."""
        target, number, *rest = items
        amount = _num(number, 1, 9, "a change of value")
        if rest and isinstance(rest[0], fx.HandRelation):
            amount = -amount if rest.pop(0) is fx.HandRelation.FEWER else amount
        return self.modify([target, amount, *rest])

    def to_pile(self, items: list[Any]) -> fx.Destroy:
        """ "Put OC in its owner's pile", "send OC to the graveyard": destroy it."""
        return self.destroy(items[:1])

    def skip_next_draw(self, items: list[Any]) -> fx.SkipDraw:
        """ "Opp. can't draw in the next draw phase": it skips its next draw."""
        return fx.SkipDraw(items[0])

    def next_turn_draw(self, items: list[Any]) -> fx.SkipDraw:
        """ "Opp. can't draw next turn": designers mean by it the next draw (this turn's draw
        phase) or the next turn's draw phase; refused with both readings."""
        player = items[0]
        this_turn = fx.Ability(fx.WhenRevealed(), None, (fx.SkipDraw(player),))
        barred = fx.CantDraw(player, fx.Duration.UNTIL_END_OF_TURN)
        next_turn = fx.Ability(fx.AtPhase(fx.Phase.TURN_START, next_turn=True), None, (barred,))
        raise _Semantic(
            "'next turn' could be the next draw (this turn's draw phase) or the next turn's draw"
            " phase: say which",
            readings=(this_turn.canonical(), next_turn.canonical()),
        )

    def get_to(self, items: list[Any]) -> fx.Effect:
        """ "You get to draw a card", "Opp. has to discard a card": the player does it."""
        player, effect = items
        if getattr(effect, "player", fx.Player.YOU) is not fx.Player.YOU:
            raise _Semantic("say who does it once")
        if player is fx.Player.YOU:
            return typing.cast(fx.Effect, effect)
        if not _has_field(effect, "player"):
            raise _Semantic(
                "only drawing, discarding, points and showing a hand are another player's"
            )
        return _as_player(effect, player)

    def lose_value(self, items: list[Any]) -> fx.Modify:
        """ "OC loses 1": it gets -1 ("per card in your hand", "this round")."""
        return self.modify([items[0], -_num(items[1], 1, 9, "a value lost"), *items[2:]])

    def bare_target_modify(self, items: list[Any]) -> fx.Modify:
        """ "OC -2", "This +1": a target and a signed number."""
        return self._shorthand(self.modify(items))

    def _shorthand(self, made: fx.Modify) -> fx.Modify:
        """A change said with no verb, noted where it is OC's (:func:`_no_oc_shorthand_each_time`)."""
        if made.target == fx.OPPOSING and made.duration is fx.Duration.WHILE_IN_PLAY:
            self._oc_shorthand.append(made)
        return made

    def protect_none(self, items: list[Any]) -> fx.Protect:
        """ "No cards can be returned to hand": all cards are protected."""
        return self.protect([fx.Target(), *items])

    def remove_counters(self, items: list[Any]) -> fx.RemoveCounters:
        return fx.RemoveCounters(_table_only(items[0], "remove counters from"))

    def flip_coin(self, items: list[Any]) -> _Coin:
        return _Coin()

    def heads(self, items: list[Any]) -> _Heads:
        return _Heads()

    def heads_cond(self, items: list[Any]) -> _Heads:
        return _Heads()

    def tails(self, items: list[Any]) -> _Tails:
        return _Tails()

    def tails_cond(self, items: list[Any]) -> _Tails:
        return _Tails()

    def if_not(self, items: list[Any]) -> _IfNot:
        return _IfNot()

    def this_way(self, items: list[Any]) -> dict[str, Any]:
        return {"this_way": True}

    def draw_more(self, items: list[Any]) -> fx.Draw:
        """ "Draw +1": draw a card more."""
        player, rest = self._actor(items)
        return fx.Draw(player, _num(rest[0], 1, 9, "a number of cards"))

    def points_per(self, items: list[Any]) -> fx.Points:
        """ "1 pt per tapped card": you score them."""
        return fx.Points(fx.Player.YOU, items[0], _per(items[1:]))

    def bare_counters(self, items: list[Any]) -> fx.AddCounters:
        """ "+1 ctr": on this card."""
        return self.add_counters([items[0], fx.THIS_CARD, *items[1:]])

    def opp_standing(self, items: list[Any]) -> fx.ScoreIs:
        """ "If opp. is behind": you are ahead."""
        standing = {
            fx.Standing.AHEAD: fx.Standing.BEHIND,
            fx.Standing.BEHIND: fx.Standing.AHEAD,
            fx.Standing.NOT_AHEAD: fx.Standing.NOT_BEHIND,
            fx.Standing.NOT_BEHIND: fx.Standing.NOT_AHEAD,
        }.get(items[0], items[0])
        return fx.ScoreIs(standing)

    def draw_up_to(self, items: list[Any]) -> fx.Draw:
        """ "Draw up to 2 cards": the drawer chooses how many."""
        player, rest = self._actor(items)
        return fx.Draw(player, _num(rest[0], 1, 9, "a number of cards"), up_to=True)

    def discard_your_choice(self, items: list[Any]) -> fx.Discard:
        """ "Opp. discards a card of your choice": you choose it, seeing that hand."""
        player, rest = self._actor(items)
        if player is not fx.Player.OPPONENT:
            raise _Semantic("you choose the cards your opponent discards: 'Opp. discards ...'")
        return _discard_chosen(player, rest[0])

    def discard_it(self, items: list[Any]) -> _FromHand:
        player, _ = self._actor(items)
        return _FromHand("discard_it", player)

    def discard_from_it(self, items: list[Any]) -> _FromHand:
        return _FromHand("discard_from", count=items[0])

    def choose_from_it(self, items: list[Any]) -> _FromHand:
        said: fx.Target = items[0]
        if not _any_cards(said):
            raise _Semantic("say how many cards are chosen: 'choose a card from it'")
        return _FromHand("choose_from", count=said.count)

    def sacrifice(self, items: list[Any]) -> fx.Effect:
        """ "Opp. sacrifices a card": it destroys one of its own cards, of its choice;
        "Sacrifice this card": destroy it."""
        player, rest = self._actor(items)
        said = rest[0] if rest else 1
        if isinstance(said, Token):
            said = _num(said, 1, 9, "a number of cards")
        if isinstance(said, int):
            return fx.Sacrifice(player, said)
        mine = said.kind is fx.TargetKind.THIS_CARD or (
            said.kind is fx.TargetKind.CARDS and said.owner is fx.Owner.YOURS
        )
        if player is not fx.Player.YOU or not mine:
            raise _Semantic("a card is sacrificed by its controller: 'Opp. sacrifices a card'")
        return fx.Destroy(_table_only(said, "destroy"))

    def own_sacrifice(self, items: list[Any]) -> fx.Effect:
        """ "Sacrifice a card to draw 2": a sacrifice of yours, paid for what comes after."""
        return self.sacrifice(items)

    def draw_it(self, items: list[Any]) -> _DrawIt:
        """ "Draw it": the top card of your deck, looked at before."""
        player, _ = self._actor(items)
        return _DrawIt(player)

    def draw_that_many(self, items: list[Any]) -> fx.Draw | tuple[fx.Draw, fx.Draw]:
        """ "Discard any number of cards, then draw that many" ("... that many plus 1": and
        one more)."""
        player, rest = self._actor(items)
        that_many = fx.Draw(player, 1, fx.AFFECTED)
        if not rest:
            return that_many
        more = _value(rest[0])
        if not 1 <= more <= 9:
            raise _Semantic("draw that many cards plus 1 to 9 more")
        return that_many, fx.Draw(player, more)

    # ---- hands, decks and values the designers' texts asked for
    def discard_extreme(self, items: list[Any]) -> fx.Discard:
        """ "Opp. discards its highest card", "Discard the card with the lowest value in your
        hand": of printed value (cards in hand have no other)."""
        player, rest = self._actor(items)
        count = next((_num(i, 1, 9, "a number of cards") for i in rest if isinstance(i, Token)), 1)
        order = next(i for i in rest if isinstance(i, fx.Order))
        pick = fx.Pick.HIGHEST if order is fx.Order.HIGHER_FIRST else fx.Pick.LOWEST
        return fx.Discard(player, count, extreme=pick)

    def value_discard(self, items: list[Any]) -> fx.Discard:
        """ "Discard a card with value 5 or more", "Opp. discards 2 cards higher than 6"."""
        player, rest = self._actor(items)
        count = next((_num(i, 1, 9, "a number of cards") for i in rest if isinstance(i, Token)), 1)
        test = next(i for i in rest if isinstance(i, fx.ValueTest))
        return fx.Discard(player, count, cards=test)

    def parity_discard(self, items: list[Any]) -> fx.Discard:
        """ "Discard an even card"."""
        parity = next(i for i in items if isinstance(i, fx.Parity))
        rest = [i for i in items if not isinstance(i, fx.Parity)]
        return self.value_discard([*rest, fx.ValueTest(parity=parity)])

    def extreme_value_discard(self, items: list[Any]) -> fx.Discard:
        """ "Opp. discards its lowest card under 4": the lowest of those under 4."""
        test = next(i for i in items if isinstance(i, fx.ValueTest))
        said = self.discard_extreme([i for i in items if not isinstance(i, fx.ValueTest)])
        return dataclasses.replace(said, cards=test)

    def value_limit(self, items: list[Any]) -> fx.ValueLimit | tuple[fx.ValueLimit, ...]:
        """ "OC's value can't be lowered" (never below its printed value), "can't be changed"
        (both), "Your cards can't go above 5"."""
        target = _table_only(items[0], "value")
        duration = self._duration(items)
        limits = tuple(fx.ValueLimit(target, upper, bound, duration) for upper, bound in items[1])
        return limits[0] if len(limits) == 1 else limits

    def no_card_limit(self, items: list[Any]) -> fx.ValueLimit | tuple[fx.ValueLimit, ...]:
        """ "No card in S4-S6 can go above 6": every such card is kept at most 6."""
        owner = next((i for i in items if isinstance(i, fx.Owner)), fx.Owner.ANY)
        slots = next((i for i in items if isinstance(i, fx.Slots)), None)
        rest = [i for i in items if not isinstance(i, fx.Owner | fx.Slots)]
        return self.value_limit([fx.Target(owner=owner, slots=slots), *rest])

    def limit_not_lowered(self, items: list[Any]) -> tuple[tuple[bool, int | None], ...]:
        return ((False, None),)

    def limit_not_raised(self, items: list[Any]) -> tuple[tuple[bool, int | None], ...]:
        return ((True, None),)

    def limit_not_changed(self, items: list[Any]) -> tuple[tuple[bool, int | None], ...]:
        return ((False, None), (True, None))

    def limit_at_most(self, items: list[Any]) -> tuple[tuple[bool, int | None], ...]:
        bound = next(_num(i, -99, 99, "a value") for i in items if isinstance(i, Token))
        return ((True, bound),)

    def limit_at_least(self, items: list[Any]) -> tuple[tuple[bool, int | None], ...]:
        bound = next(_num(i, -99, 99, "a value") for i in items if isinstance(i, Token))
        return ((False, bound),)

    def reset_value(self, items: list[Any]) -> fx.ResetValue:
        """ "Reset OC to its printed value", "OC's value returns to its printed value"."""
        return fx.ResetValue(_table_only(items[0], "reset"), self._duration(items))

    def mill(self, items: list[Any]) -> fx.Mill:
        """ "Mill 2", "Opp. mills 3 cards": the top cards of the deck to the pile."""
        player, rest = self._actor(items)
        count = _num(rest[0], 1, 9, "a number of cards") if rest else 1
        if not items or not isinstance(items[0], fx.Player):
            return _BareMill(player, count)
        return fx.Mill(player, count)

    def deck_its(self, items: list[Any]) -> None:
        """ "its deck": the deck of the player who acts (said as None)."""

    def mill_top(self, items: list[Any]) -> fx.Mill:
        """ "Put the top 2 cards of your deck into your pile", "Opp. discards the top card of
        its deck": the deck's owner mills ("its deck": the deck of the player named first)."""
        player, rest = self._actor(items)
        *numbers, deck = rest
        count = _num(numbers[0], 1, 9, "a number of cards") if numbers else 1
        owner = None if deck is None else deck[0]
        if deck is not None and deck[1] is not fx.Zone.DECK:
            raise _Semantic("the top cards of a deck go to the pile")
        if owner is None:
            if not items or not isinstance(items[0], fx.Player):
                raise _Semantic("say whose deck: 'the top card of your deck' or 'of opp.'s deck'")
            return fx.Mill(player, count)
        if owner is fx.Owner.ANY:  # "the deck", "each player's deck": whose is not clear
            raise _Semantic(
                "say whose deck: 'the top card of your deck', 'of opp.'s deck', or 'Each player"
                " puts the top card of its deck into its pile'"
            )
        deck_owner = fx.Player.YOU if owner is fx.Owner.YOURS else fx.Player.OPPONENT
        return fx.Mill(deck_owner, count)

    def is_extreme(self, items: list[Any]) -> fx.IsExtreme:
        """ "If this card is the lowest card on the table", "If OC has the highest printed
        value"."""
        subject = items[0]
        if isinstance(subject, _It):
            subject = fx.Subject.THIS_CARD
        if subject not in (fx.Subject.THIS_CARD, fx.Subject.OPPOSING):
            raise _Semantic("say which card is the highest or lowest: this card or OC")
        order = next(i for i in items if isinstance(i, fx.Order))
        printed = any(i is True for i in items[1:])
        return fx.IsExtreme(subject, order is fx.Order.HIGHER_FIRST, printed)

    def discard_up_to(self, items: list[Any]) -> fx.Discard:
        """ "Discard up to 2 cards", "Discard any number of cards": the player chooses how many."""
        player, rest = self._actor(items)
        count = _num(rest[0], 1, 30, "a number of cards") if rest else ANY_NUMBER
        return fx.Discard(player, count, up_to=True)

    def no_player(self, items: list[Any]) -> tuple[fx.Effect, ...]:
        """ "No player may draw cards": each player can't."""
        return self.restriction([fx.Player.EACH, *items])

    def vt_beyond_count(self, items: list[Any]) -> fx.ValueTest:
        """ "less than 3", "more than 6"."""
        relation, number = items[0], _num(items[1], -99, 99, "a value")
        if relation is fx.HandRelation.MORE:
            return fx.ValueTest(low=number + 1)
        return fx.ValueTest(high=number - 1)

    def subject_has_value(self, items: list[Any]) -> Any:
        """ "If OC has a value of 1": its value is 1; "has an even value", "has a printed value
        of 5 or more"."""
        subject, *said = items
        flag = [True] if True in said else []
        test = said[-1]
        if isinstance(said[0], fx.Parity):
            test = fx.ValueTest(parity=said[0])
        return self.subject_is([subject, *flag, ("value", test)])

    def each_value(self, items: list[Any]) -> Any:
        """ "for each 9": every card of value 9."""
        value = {"value": _num(items[0], 0, 99, "a value")}
        return self.selection([(fx.Pick.ALL, 1), value, *items[1:]])

    def damage(self, items: list[Any]) -> fx.Modify:
        """ "Deal 2 damage to OC": it gets -2."""
        return self.modify([items[1], -_num(items[0], 1, 9, "damage")])

    # A restriction names its player once and its verbs in a row ("Opp. can't draw cards or
    # score points this round"): each verb is a _Restricted, made an effect for the player.
    def cant_score(self, items: list[Any]) -> _Restricted:
        return _Restricted(lambda p, d: fx.CantScore(p, False, d))

    def cant_lose(self, items: list[Any]) -> _Restricted:
        return _Restricted(lambda p, d: fx.CantScore(p, True, d))

    def cant_discard(self, items: list[Any]) -> _Restricted:
        return _Restricted(fx.CantDiscard)

    def cant_place(self, items: list[Any]) -> _Restricted:
        slots = items[-1]
        return _Restricted(lambda p, d: fx.CantPlace(p, slots, d))

    def cant_place_cards(self, items: list[Any]) -> _Restricted:
        """ "Opp. can't place cards of value 8 or more (in S5 / next turn)": a ban on the cards
        whose printed value passes the test (in hand, value and printed value are one)."""
        target: fx.Target = items[0]
        said = [i for i in items[1:] if isinstance(i, fx.Slots)]
        next_turn = _NEXT_TURN in items[1:]
        test = _placed_test(target)
        if target.slots is not None and said:
            raise _Semantic("say the slots once: 'can't place cards of value 8 or more in S5'")
        slots = target.slots or (said[0] if said else fx.Slots(fx.SlotKind.ALL))
        if next_turn:
            if slots.kind is not fx.SlotKind.ALL:
                raise _Semantic("say 'next turn' or the slots, not both")
            slots = fx.Slots(fx.SlotKind.NEXT_ONE)
        if test is None and slots.kind is fx.SlotKind.ALL:
            raise _Semantic("say which cards can't be placed ('cards of value 8 or more') or where")
        return _Restricted(lambda p, d: fx.CantPlace(p, slots, _next_turn(d, next_turn), test))

    def next_turn(self, items: list[Any]) -> str:
        return _NEXT_TURN

    def cant_draw(self, items: list[Any]) -> _Restricted:
        return _Restricted(fx.CantDraw)

    def cant_act(self, items: list[Any]) -> _Restricted:
        """ "Opp. can't untap cards", "can't destroy this card": a protection from that player's
        effects."""
        action: fx.Action = items[0]
        target = _table_only(items[1], "protect") if len(items) > 1 else None
        return _Restricted(action=action, target=target)

    def protect_act(self, items: list[Any]) -> fx.Action:
        return {
            "_DESTROY": fx.Action.DESTROY,
            "_MOVE": fx.Action.MOVE,
            "_RETURN": fx.Action.RETURN,
            "_HIDE": fx.Action.HIDE,
            "_TAP": fx.Action.TAP,
            "_UNTAP": fx.Action.UNTAP,
            "_REVEAL": fx.Action.REVEAL,
        }[items[0].type]

    def restriction(self, items: list[Any]) -> tuple[fx.Effect, ...]:
        player, rest = self._actor(items)
        duration = self._duration(rest)
        verbs = [r for r in rest if isinstance(r, _Restricted)]
        out: list[fx.Effect] = []
        waiting: list[fx.Action] = []  # "can't destroy or move this card": the cards come last
        for verb in verbs:
            if verb.make is not None:
                out.append(verb.make(player, duration))
                continue
            assert verb.action is not None
            waiting.append(verb.action)
            if verb.target is not None or verb is verbs[-1]:
                cards = verb.target if verb.target is not None else fx.Target()
                # "Nobody can destroy OC": no player's effect can, which is OC can't be destroyed
                by = None if player is fx.Player.EACH else player
                out.append(fx.Protect(cards, tuple(dict.fromkeys(waiting)), duration, by))
                waiting = []
        return tuple(out)

    def protect_counters(self, items: list[Any]) -> fx.Protect:
        """ "Counters can't be placed on your cards"."""
        target = _table_only(self.target([items[0]]), "protect")
        return fx.Protect(target, (fx.Action.COUNTERS,), self._duration(items))

    def ties_to_you(self, items: list[Any]) -> fx.TiesTo:
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        return fx.TiesTo(slots, fx.Player.YOU, self._duration(items))

    def tied_card_wins(self, items: list[Any]) -> fx.TiesTo:
        """ "If this card ties, it wins", "This card wins ties": ties in its slot go to you."""
        return fx.TiesTo(fx.THIS_SLOT, fx.Player.YOU)

    def slot_double(self, items: list[Any]) -> fx.SlotWorth:
        """ "Cards in S1 score double", "S9 is worth double"."""
        return fx.SlotWorth(items[0], 2)

    def cards_score_double(self, items: list[Any]) -> fx.SlotWorth:
        """ "Cards in S1 and S9 score double": those slots are worth 2 points."""
        target: fx.Target = items[0]
        if target is PRONOUN:  # after a win by a margin ("..., it scores double")
            return typing.cast(fx.SlotWorth, _ItScores(2))
        if target.kind is not fx.TargetKind.CARDS or target.slots is None:
            raise _Semantic("say which slots score double: 'Cards in S9 score double'")
        if dataclasses.replace(target, slots=None) != fx.Target():
            raise _Semantic("a slot scores double for whoever wins it: 'Cards in S9 score double'")
        return fx.SlotWorth(target.slots, 2)

    def slot_bonus(self, items: list[Any]) -> fx.SlotWorth:
        """ "Whoever wins this slot gets an extra point" (2 in all; "2 extra points": 3)."""
        extra = _num(items[1], 1, 8, "a number of extra points") if len(items) > 1 else 1
        return fx.SlotWorth(items[0], 1 + extra)

    def ties_settled(self, items: list[Any]) -> fx.TiesSettled:
        """ "Ties in this slot go to the player with more cards in hand (the winner of S1)"."""
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        by, winner_of = next(i for i in items if isinstance(i, tuple))
        return fx.TiesSettled(slots, by, winner_of, self._duration(items))

    def tie_by_hand(self, items: list[Any]) -> tuple[fx.TieRule, None]:
        """ "the player with more cards in hand", "whoever has the fewest cards in hand"."""
        return items[0], None

    def tie_by_points(self, items: list[Any]) -> tuple[fx.TieRule, None]:
        """ "the player with fewer points", "whoever has more points"."""
        more = items[0] is fx.TieRule.MORE_CARDS
        return (fx.TieRule.MORE_POINTS if more else fx.TieRule.FEWER_POINTS), None

    def tie_count(self, items: list[Any]) -> fx.TieRule:
        return fx.TieRule.FEWER_CARDS if items[0].type == "_FEWER" else fx.TieRule.MORE_CARDS

    def tie_winner_of(self, items: list[Any]) -> tuple[fx.TieRule, fx.Slots]:
        """ "the winner of S1", "whoever won S1": one slot."""
        slots: fx.Slots = items[0]
        single = (fx.SlotKind.PREVIOUS_ONE, fx.SlotKind.NEXT_ONE)
        if slots.kind not in single and (
            slots.kind is not fx.SlotKind.NUMBERED or slots.first != slots.last
        ):
            raise _Semantic(
                "ties go to the winner of one slot: 'Ties in S5 go to the winner of S1'"
            )
        return fx.TieRule.SLOT_WINNER, slots

    def reverse_scoring(self, items: list[Any]) -> fx.ReverseScoring:
        """ "Slots are scored from S9 to S1", "Scoring goes from slot 9 to slot 1"."""
        if [i for i in items if not isinstance(i, fx.Duration)] != [9, 1]:
            raise _Semantic(
                "scoring goes up from S1 or down from S9: 'Slots are scored from S9 to S1'"
            )
        return fx.ReverseScoring(self._duration(items))

    # ---- bans and rule changes said another way (issue 16: rule8)
    def empty_value(self, items: list[Any]) -> fx.EmptyValue:
        """ "Empty slots count as 5", "Your empty slots in S7-S9 are worth 3 this round"."""
        owner = next((i for i in items if isinstance(i, fx.Owner)), fx.Owner.ANY)
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        value = next(
            _num(i, 1, 20, "the value of an empty side") for i in items if isinstance(i, Token)
        )
        return fx.EmptyValue(value, owner, slots, self._duration(items))

    def empty_owner(self, items: list[Any]) -> fx.Owner:
        return self.stack_owner(items)

    def placing_banned(self, items: list[Any]) -> fx.Effect:
        """ "Cards with printed value 9 can't be placed in S1-S5 (by either player, by opp.)":
        without a placer, neither player may."""
        target, slots = items[0], items[1]
        player = next((i for i in items[2:] if isinstance(i, fx.Player)), fx.Player.EACH)
        made = self.cant_place_cards([target, slots]).make
        assert made is not None
        return made(player, self._duration(items))

    def placer(self, items: list[Any]) -> fx.Player:
        player, _ = self._actor(items)
        return player

    def placer_each(self, items: list[Any]) -> fx.Player:
        return fx.Player.EACH

    def only_placing(self, items: list[Any]) -> fx.CantPlace:
        """ "Opp. may only place cards of 5 or less in the next slot": a ban on the others (of
        6 or more). A ban on the next slot alone is on one placement, as "next turn" is: it
        outlasts this card, to the end of the round."""
        player, rest = self._actor(items)
        target: fx.Target = rest[0]
        said = [i for i in rest[1:] if isinstance(i, fx.Slots)]
        test = _placed_test(target)
        if test is None:
            raise _Semantic("say which cards may be placed: 'cards of value 5 or less'")
        if target.slots is not None and said:
            raise _Semantic("say the slots once: 'may only place cards of 5 or less in S5'")
        slots = target.slots or (said[0] if said else fx.Slots(fx.SlotKind.ALL))
        duration = self._duration(rest)
        if slots.kind is fx.SlotKind.NEXT_ONE and duration is fx.Duration.WHILE_IN_PLAY:
            duration = fx.Duration.UNTIL_END_OF_ROUND
        return fx.CantPlace(player, slots, duration, _other_values(test))

    def no_player_verb(self, items: list[Any]) -> tuple[fx.Effect, ...]:
        """ "Nobody draws cards this turn", "No player places in S5": each player can't."""
        return self.restriction([fx.Player.EACH, *items])

    def no_player_scores(self, items: list[Any]) -> tuple[fx.Effect, ...]:
        """ "Neither player scores S5": each player can't win it."""
        return self.restriction([fx.Player.EACH, self.cant_win_slot([items[0]]), *items[1:]])

    def printed_decide(self, items: list[Any]) -> fx.PrintedWins:
        """ "Printed values decide this slot", "Only printed values count in S5"."""
        return fx.PrintedWins(items[-1])

    def counters_kept_off(self, items: list[Any]) -> fx.Protect:
        """ "OC can't have counters (on it)": counters can't be placed on OC."""
        return self.protect_counters(items)

    def reverse_order(self, items: list[Any]) -> fx.ReverseScoring:
        """ "Score the slots in reverse order", "Reverse the scoring order"."""
        return fx.ReverseScoring(self._duration(items))

    def scoring_from(self, items: list[Any]) -> fx.ReverseScoring:
        """ "Scoring starts at S9 (and goes down)"."""
        return self.reverse_scoring([items[0], 1, *items[1:]])

    def scored_slot(self, items: list[Any]) -> int:
        found = _value(items[0])
        if isinstance(found, tuple):  # S9, or a range: S3-S6
            first, last = found
            if first != last:
                raise _Semantic("scoring starts at one slot: 'from S9 to S1'")
            return int(first)
        return int(found)

    def unaffected(self, items: list[Any]) -> fx.Unaffected:
        """ "This card is unaffected by other cards", "Unaffected by OC's effects"."""
        target = items[0] if len(items) == 2 else fx.THIS_CARD
        by = items[-1]
        if target.kind is not fx.TargetKind.CARDS and target not in (fx.THIS_CARD, fx.OPPOSING):
            raise _Semantic("say which cards are unaffected: 'This card is unaffected by OC'")
        if by == fx.OPPOSING and target == fx.OPPOSING:
            raise _Semantic("a card is unaffected by other cards: 'OC is unaffected by this card'")
        return fx.Unaffected(_table_only(target, "protect"), by)

    def by_other_cards(self, items: list[Any]) -> None:
        return None

    def by_oc(self, items: list[Any]) -> fx.Target:
        return fx.OPPOSING

    def shield(self, items: list[Any]) -> fx.Shield:
        """ "The first time this card would be destroyed, it isn't": once, the first destroy."""
        if isinstance(items[0], Token) and int(_value(items[0])) != 1:
            raise _Semantic("a shield is used by the first destroy: 'The first time ...'")
        return fx.Shield(items[-1])

    def shielded(self, items: list[Any]) -> fx.Target:
        return fx.OPPOSING if items[0].type == "_OC" else fx.THIS_CARD

    def ties_to_opp(self, items: list[Any]) -> fx.TiesTo:
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        return fx.TiesTo(slots, fx.Player.OPPONENT, self._duration(items))

    def margin_win(self, items: list[Any]) -> _MarginWin:
        """ "If you win this slot by 3 or more": only with what such a win is worth."""
        won = self.wins_slot(items[:-1])
        single = (fx.SlotKind.THIS, fx.SlotKind.NEXT_ONE, fx.SlotKind.PREVIOUS_ONE)
        if won.slots.kind not in single and not (
            won.slots.kind is fx.SlotKind.NUMBERED and won.slots.first == won.slots.last
        ):
            raise _Semantic("a win by a margin is of one slot: 'If you win S5 by 3 or more'")
        return _MarginWin(won.slots, won.player, items[-1].least)

    def win_margin(self, items: list[Any]) -> _Margin:
        return _Margin(_num(items[0], 1, 18, "a margin"))

    def slot_worth(self, items: list[Any]) -> fx.SlotWorth:
        slots, points = items
        if isinstance(points, Token):  # "This slot is worth 2"
            points = _num(points, 1, 9, "points")
        if points > 9:
            raise _Semantic("a slot is worth at most 9 points")
        return fx.SlotWorth(slots, points)

    def discard(self, items: list[Any]) -> fx.Discard:
        player, rest = self._actor(items)
        if rest and isinstance(rest[0], tuple):  # "a random card"
            return fx.Discard(player, rest[0][1], at_random=True)
        count = rest[0] if rest and isinstance(rest[0], int) else 1  # "opp. discards": a card
        return fx.Discard(player, count, at_random=any(r is True for r in rest))

    def at_random(self, items: list[Any]) -> bool:
        return True

    def one_random_card(self, items: list[Any]) -> tuple[str, int]:
        return "random", 1

    def n_random_cards(self, items: list[Any]) -> tuple[str, int]:
        return "random", _num(items[0], 1, 30, "a number of cards")

    def destroy(self, items: list[Any]) -> fx.Destroy:
        return fx.Destroy(_table_only(items[0], "destroy"))

    def forbidden_destroy(self, items: list[Any]) -> Any:
        raise _Semantic(
            "a destroyed card goes to its owner's pile; write 'Destroy ...' without 'permanently'"
            " or 'from the game'",
            meta_rule=1,
        )

    def take_cards(self, items: list[Any]) -> Any:
        """ "Take a card", "take another card": draw; "take OC": meta rule 2."""
        if _any_cards(items[0]):
            return fx.Draw(fx.Player.YOU, items[0].count)
        return self.forbidden_take(items)

    def forbidden_take(self, items: list[Any]) -> Any:
        raise _Semantic(
            "write 'Take control of ... until end of round' or 'Trade <your card> for <their card>'",
            meta_rule=2,
        )

    def source_choose(self, items: list[Any]) -> fx.Target:
        owner, zone = items[0] if items else (fx.Owner.YOURS, fx.Zone.HAND)
        return fx.Target(pick=fx.Pick.CHOOSE, count=1, owner=owner or fx.Owner.YOURS, zone=zone)

    def source_top(self, items: list[Any]) -> fx.Target:
        said, zone = items[0]
        owner = said or fx.Owner.YOURS
        if zone is not fx.Zone.DECK:
            raise _Semantic("'the top card' is the top card of a deck")
        return fx.Target(pick=fx.Pick.TOP, count=1, owner=owner, zone=zone)

    def face_up(self, items: list[Any]) -> bool:
        return True

    def place(self, items: list[Any]) -> fx.Place:
        source = items[0]
        slots = next(i for i in items if isinstance(i, fx.Slots))
        face_up = any(i is True for i in items[1:])
        if source.zone is fx.Zone.TABLE:
            raise _Semantic("'place' puts a card from a hand, deck or pile onto the table")
        if source.owner is not fx.Owner.YOURS:
            raise _Semantic("you can only place your own cards (from your hand, deck or pile)")
        return fx.Place(source, slots, face_up)

    def reveal(self, items: list[Any]) -> fx.Reveal | fx.ShowCards | fx.ShowHand:
        """Turn cards on the table face up; cards in a hand or deck are shown to both (a whole
        hand: its player shows it)."""
        target: fx.Target = items[0]
        whose = {fx.Owner.YOURS: fx.Player.YOU, fx.Owner.OPPONENTS: fx.Player.OPPONENT}
        whole_hand = dataclasses.replace(target, owner=fx.Owner.ANY) == fx.Target(zone=fx.Zone.HAND)
        if whole_hand and target.owner in whose:
            return fx.ShowHand(whose[target.owner])
        if target.kind is fx.TargetKind.CARDS and target.zone in (fx.Zone.DECK, fx.Zone.HAND):
            return fx.ShowCards(target)
        return fx.Reveal(_table_only(target, "reveal"))

    def hide(self, items: list[Any]) -> fx.Hide:
        return fx.Hide(_table_only(items[0], "hide"))

    def look_at(self, items: list[Any]) -> fx.LookAt:
        return fx.LookAt(items[0])

    def one_counter(self, items: list[Any]) -> tuple[int, int]:
        amount = int(_value(items[0])) if items else 1
        return 1, amount

    def n_counters(self, items: list[Any]) -> tuple[int, int]:
        count = _num(items[0], 1, 9, "a number of counters")
        amount = int(_value(items[1])) if len(items) > 1 else 1
        return count, amount

    def counter_of(self, items: list[Any]) -> tuple[int, int]:
        """ "one counter of +1", "2 counters of -1"."""
        count = _num(items[0], 1, 9, "a number of counters") if len(items) == 2 else 1
        return count, int(_value(items[-1]))

    def signed_counter(self, items: list[Any]) -> tuple[int, int]:
        return 1, int(_value(items[0]))

    def rolled_counter(self, items: list[Any]) -> fx.AddCounters:
        """ "Put a counter equal to the roll on this card": one counter of +N, N rolled (of -N
        with "minus the roll")."""
        target = next(i for i in items if isinstance(i, fx.Target))
        amount = next((i for i in items if isinstance(i, int)), 1)
        if next(i for i in items if isinstance(i, tuple)) != (1, 1):
            raise _Semantic("a counter equal to the roll is one counter: 'a counter equal to ...'")
        return fx.AddCounters(_table_only(target, "counter"), amount, 1, fx.ROLLED, sized=True)

    def add_counters(self, items: list[Any]) -> fx.AddCounters:
        per = _per(items)
        items = [i for i in items if not (isinstance(i, tuple) and i[:1] == ("per",))]
        if isinstance(items[0], tuple):
            (count, amount), target = items
        else:
            target, (count, amount) = items
        if amount == 0 or abs(amount) > 9:
            raise _Semantic(f"a counter is +1 to +9 or -1 to -9, got {amount:+d}")
        return fx.AddCounters(_table_only(target, "counter"), amount, count, per)

    def modify(self, items: list[Any]) -> fx.Modify:
        amount = int(_value(items[1]))
        if amount == 0 or abs(amount) > 9:
            raise _Semantic(f"a modifier is +1 to +9 or -1 to -9, got {amount:+d}")
        per = next((i[1] for i in items[2:] if isinstance(i, tuple) and i[0] == "per"), None)
        return fx.Modify(_table_only(items[0], "get"), amount, self._duration(items), per)

    def per(self, items: list[Any]) -> tuple[str, fx.Target | None]:
        """ "for each card in opp.'s hand": the cards counted ("a card" as "each card"; "2 cards"
        refused: in pairs?); "for it" counts nothing: once."""
        counted: fx.Target = items[0]
        if counted is PRONOUN:
            return "per", None
        if counted is PRONOUN_PLURAL:  # "for each of them": the cards of the effect before
            return "per", fx.AFFECTED
        if counted.kind is fx.TargetKind.CARDS:
            if counted.count > 1:  # "+1 per 2 cards in your hand": for each pair?
                raise _Semantic(
                    f"'for each {counted.count} cards' would count the cards in groups of "
                    f"{counted.count}, which no card can say: count each card ('for each card "
                    "in your hand')"
                )
            self._counted(counted)
            counted = dataclasses.replace(counted, pick=fx.Pick.ALL, count=1)
        return "per", counted

    def bare_modify(self, items: list[Any]) -> fx.Modify:
        """ "+1 per opp. card in hand": this card gets it; "-2 for OC": OC gets it."""
        named = (fx.OPPOSING, fx.THIS_CARD, fx.THAT_CARD)
        per = _per(items)
        if per in named:  # "-2 for OC": one card, not a count
            return self.modify([per, *(i for i in items if _per([i]) is None)])
        made = self.modify([fx.THIS_CARD, *items])
        if made.amount < 0:
            self._bare_minus = True
        return made

    def give_modify(self, items: list[Any]) -> fx.Modify:
        """ "Give this card +2"."""
        return self.modify(items)

    def slots_modify(self, items: list[Any]) -> fx.Modify:
        """ "Adj. slots get -1": the cards in those slots."""
        cards = fx.Target(slots=items[0])
        return self.modify([cards, *items[1:]])

    def to_modify(self, items: list[Any]) -> fx.Modify:
        """ "+2 to this card"."""
        return self._shorthand(self.modify([items[1], items[0], *items[2:]]))

    def set_value(self, items: list[Any]) -> fx.Effect:
        value = _num(items[1], 0, 99, "a value")
        return _set_value(_table_only(items[0], "value"), value, self._duration(items))

    def value_of(self, items: list[Any]) -> fx.Target:
        return typing.cast(fx.Target, items[0])

    def its_value(self, items: list[Any]) -> fx.Target:
        return PRONOUN

    def their_value(self, items: list[Any]) -> fx.Target:
        return PRONOUN_PLURAL

    def double(self, items: list[Any]) -> fx.MultiplyValue:
        return fx.MultiplyValue(_table_only(items[0], "double"), 2, self._duration(items))

    def triple(self, items: list[Any]) -> fx.MultiplyValue:
        return fx.MultiplyValue(_table_only(items[0], "triple"), 3, self._duration(items))

    def multiply_value(self, items: list[Any]) -> fx.MultiplyValue:
        factor = _num(items[1], 0, 9, "a factor")
        return fx.MultiplyValue(_table_only(items[0], "multiply"), factor, self._duration(items))

    def halve(self, items: list[Any]) -> fx.HalveValue:
        """ "Halve OC's value", "OC's value is divided by 2"."""
        if len(items) > 1 and isinstance(items[1], Token) and _value(items[1]) != 2:
            raise _Semantic("a value is halved (divided by 2), not divided by another number")
        rest = [i for i in items[1:] if not isinstance(i, Token)]
        return fx.HalveValue(_table_only(items[0], "halve"), self._duration(rest))

    def printed_value_of(self, items: list[Any]) -> tuple[str, fx.Target]:
        return "printed", typing.cast(fx.Target, items[0])

    def its_printed_value(self, items: list[Any]) -> tuple[str, fx.Target]:
        return "printed", PRONOUN

    def copy_own(self, items: list[Any]) -> fx.CopyValue | fx.ResetValue:
        """ "Copy OC's value": this card takes it."""
        return self.copy_value([fx.THIS_CARD, *items])

    def copy_value(self, items: list[Any]) -> fx.CopyValue | fx.ResetValue:
        """ "This card has OC's value": it takes the value OC has when the ability resolves."""
        target = items[0]
        printed = any(i is True for i in items[1:])  # "the same printed value as"
        source = next(i for i in items[1:] if isinstance(i, fx.Target | tuple))
        if isinstance(source, tuple):
            printed, source = True, source[1]
        if printed and source in (PRONOUN, PRONOUN_PLURAL):  # "OC has its printed value"
            return fx.ResetValue(_table_only(target, "value"), self._duration(items))
        if source == target:
            raise _Semantic("a card already has its own value: name another card")
        if not (source.single or source.kind is fx.TargetKind.OPPOSING):
            raise _Semantic(f"a value is copied from one card, not {target_text(source)!r}")
        source = _table_only(source, "copy a value")
        return fx.CopyValue(_table_only(target, "value"), source, printed, self._duration(items))

    def value_equals(self, items: list[Any]) -> fx.CopyValue | fx.ResetValue:
        """ "This card's value is OC's value" copies it; "... equals its printed value" reads as
        a condition as much as a reset: refused with both."""
        made = self.copy_value(items)
        if isinstance(made, fx.ResetValue):
            said = _capital_first(target_text(made.target))
            raise _Semantic(
                f"'{said}'s value equals its printed value' could be a check (whether its value"
                " is unchanged, which the language cannot say yet) or a reset: write"
                f" '{said} has its printed value' for the reset",
                readings=(f"{said} has its printed value.",),
            )
        return made

    def copy_card(self, items: list[Any]) -> Any:
        """ "This card becomes a copy of OC": refused (a copy would take OC's text too)."""
        said, copier = target_text(items[1]), _capital_first(target_text(items[0]))
        raise _Semantic(
            f"a copy would take {said}'s text too, which no card can: write '{copier} has"
            f" {said}'s value'",
            readings=(f"{copier} has {said}'s value.",),
        )

    def multiply_by_value(self, items: list[Any]) -> fx.MultiplyByValue:
        target = _table_only(items[0], "multiply")
        by = _table_only(items[1], "multiply")
        return fx.MultiplyByValue(target, by, self._duration(items))

    @staticmethod
    def _pair(items: list[Any]) -> tuple[fx.Target, fx.Target]:
        """The two cards of a swap, this card first ("swap OC and this card" is "swap this card
        and OC"); "two of your cards" is one of them and another."""
        said = [i for i in items if isinstance(i, fx.Target)]
        if len(said) == 1:
            if said[0].pick is not fx.Pick.CHOOSE or said[0].count != 2:
                raise _Semantic("say the two cards that swap: 'swap this card and OC'")
            said = [dataclasses.replace(said[0], count=1)] * 2
        first, second = (_table_only(_one_card(t, "swap"), "swap") for t in said)
        if second == fx.THIS_CARD:
            first, second = second, first
        return first, second

    def swap_slots(self, items: list[Any]) -> fx.SwapSlots:
        return fx.SwapSlots(*self._pair(items))

    def swap_values(self, items: list[Any]) -> fx.SwapValues:
        return fx.SwapValues(*self._pair(items), self._duration(items))

    def swap_values_with(self, items: list[Any]) -> fx.SwapValues:
        """ "Trade values with OC": this card's value and OC's."""
        return self.swap_values([fx.THIS_CARD, *items])

    def move(self, items: list[Any]) -> fx.Move:
        return fx.Move(_table_only(items[0], "move"), items[1])

    def return_to_hand(self, items: list[Any]) -> fx.ReturnToHand:
        """Back to its owner's hand: cards on the table, or cards in a pile."""
        target: fx.Target = items[0]
        if len(items) > 1 and target.kind is fx.TargetKind.CARDS:  # "a card from your pile"
            owner, zone = items[1]
            if target.zone is not fx.Zone.TABLE or target.slots or target.state:
                raise _Semantic("say where the card comes from once")
            target = dataclasses.replace(target, zone=zone, owner=owner or fx.Owner.YOURS)
        if target.kind is fx.TargetKind.CARDS and target.zone is fx.Zone.PILE:
            return fx.ReturnToHand(target)
        return fx.ReturnToHand(_table_only(target, "return"))

    def take_control(self, items: list[Any]) -> fx.TakeControl:
        # Temporary control always ends with the round (meta rule 2), so no end named means that.
        duration = items[1] if len(items) > 1 else fx.Duration.UNTIL_END_OF_ROUND
        return fx.TakeControl(_table_only(items[0], "take control"), duration)

    def trade(self, items: list[Any]) -> fx.Trade:
        yours, theirs = (_one_card(t, "trade") for t in items)
        if not (yours.kind is fx.TargetKind.THIS_CARD or yours.owner is fx.Owner.YOURS):
            raise _Semantic(
                "the first card of a trade must be yours (this card or 'one of your cards')"
            )
        if not (theirs.kind is fx.TargetKind.OPPOSING or theirs.owner is fx.Owner.OPPONENTS):
            raise _Semantic(
                "the second card of a trade must be your opponent's (OC or 'an opp. card')"
            )
        return fx.Trade(yours, theirs)

    def one_point(self, items: list[Any]) -> int:
        return 1

    def n_points(self, items: list[Any]) -> int:
        return _num(items[0], 1, 9, "a number of points")

    def score_points(self, items: list[Any]) -> fx.Points:
        player, rest = self._actor(items)
        amount = rest[0]
        if isinstance(amount, Token):  # "score 2": points
            amount = _num(amount, 1, 9, "a number of points")
        return fx.Points(player, amount, _per(rest))

    def give_points(self, items: list[Any]) -> fx.Points:
        """ "Give opp. a point": opp. scores it."""
        return fx.Points(items[0], items[1])

    def lose_points(self, items: list[Any]) -> fx.Points:
        if len(items) == 2 and isinstance(
            items[1], fx.Player
        ):  # "subtract a point from opp.'s score"
            return fx.Points(items[1], -items[0])
        player, rest = self._actor(items)
        return fx.Points(player, -rest[0], _per(rest))

    def steal_points(self, items: list[Any]) -> tuple[fx.Points, fx.Points]:
        """ "Take (steal) a point from opp.": opp. loses it and you score it."""
        amount, player = items
        if player is not fx.Player.OPPONENT:
            raise _Semantic("points are taken from your opponent: 'take a point from opp.'")
        return fx.Points(fx.Player.OPPONENT, -amount), fx.Points(fx.Player.YOU, amount)

    def skip_draw(self, items: list[Any]) -> fx.SkipDraw:
        player, _ = self._actor(items)
        return fx.SkipDraw(player)

    def tap(self, items: list[Any]) -> fx.Tap:
        return fx.Tap(_table_only(items[0], "tap"))

    def untap(self, items: list[Any]) -> fx.Untap:
        return fx.Untap(_table_only(items[0], "untap"))

    def lowest_wins(self, items: list[Any]) -> fx.LowestWins:
        pick = next(i for i in items if isinstance(i, tuple))[0]
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.THIS_SLOT)
        if pick is not fx.Pick.LOWEST:
            raise _Semantic(
                "the highest card wins by the base rules; a card may make the lowest win"
            )
        return fx.LowestWins(slots)

    def order_word(self, items: list[Any]) -> fx.Order:
        return fx.Order.HIGHER_FIRST if items[0].type == "_HIGH" else fx.Order.LOWER_FIRST

    def resolve_order(self, items: list[Any]) -> fx.ResolveOrder:
        """ "Higher printed values resolve first", "Cards with higher printed values ..."."""
        said = items[0]
        if isinstance(said, _RuleSubject) and said.order is not None:
            return fx.ResolveOrder(said.order)
        if isinstance(said, fx.Order):
            return fx.ResolveOrder(said)
        raise _Semantic("say which printed values resolve first: 'higher' or 'lower'")

    def stack_owner(self, items: list[Any]) -> fx.Owner:
        return fx.Owner.YOURS if items[0].type == "_YOUR" else fx.Owner.OPPONENTS

    def stacked_values_add(self, items: list[Any]) -> fx.StackedValuesAdd:
        owner = next((i for i in items if isinstance(i, fx.Owner)), fx.Owner.ANY)
        slots = next((i for i in items if isinstance(i, fx.Slots)), None)
        return fx.StackedValuesAdd(owner, slots)

    # ---- options and restrictions
    def optional(self, items: list[Any]) -> fx.Optional:
        player, rest = self._actor(items)
        if player in (fx.Player.EACH, fx.Player.THAT_OWNER):
            raise _Semantic("an option is for you or opp. to take, not each player")
        # "Opp. may draw a card": the one who may is the one who draws.
        said = [_owned_mills(tuple(_as_player(e, player) for e in group)) for group in rest]
        if len(said) == 2:  # "You may discard a card to draw 2 cards"
            _check_cost(said[0])
            return fx.Optional(said[1], said[0], player)
        return fx.Optional(said[0], (), player)

    def protect_verb(self, items: list[Any]) -> fx.Action:
        return {
            "_DESTROYED": fx.Action.DESTROY,
            "_MOVED": fx.Action.MOVE,
            "_RETURNED": fx.Action.RETURN,
            "_HIDDEN": fx.Action.HIDE,
            "_TAPPED": fx.Action.TAP,
            "_UNTAPPED": fx.Action.UNTAP,
            "_CONTROLLED": fx.Action.CONTROL,
            "_REVEALED": fx.Action.REVEAL,
            "_TARGETED": fx.Action.CHOOSE,
        }[items[0].type]

    def protect(self, items: list[Any]) -> fx.Protect:
        target, *verbs = items
        target = self.target([target])
        duration = self._duration(verbs)
        actions = tuple(dict.fromkeys(v for v in verbs if isinstance(v, fx.Action)))
        by = next((v for v in verbs if isinstance(v, fx.Player)), None)  # "... by your opponent"
        return fx.Protect(_table_only(target, "protect"), actions, duration, by)

    def show_hand(self, items: list[Any]) -> fx.ShowHand:
        player, _ = self._actor(items)
        return fx.ShowHand(player)

    def rearrange(self, items: list[Any]) -> fx.Rearrange:
        target: fx.Target = items[0] if items else PRONOUN_PLURAL
        if target not in (PRONOUN, PRONOUN_PLURAL) and target.pick is not fx.Pick.TOP:
            raise _Semantic("'rearrange' puts the top cards of a deck back in an order you choose")
        return fx.Rearrange(target)

    def tie_break(self, items: list[Any]) -> fx.TieBreak:
        slots = next((i for i in items if isinstance(i, fx.Slots)), fx.Slots(fx.SlotKind.ALL))
        order = next(i for i in items if isinstance(i, fx.Order))
        return fx.TieBreak(slots, order, self._duration(items))

    def printed_wins(self, items: list[Any]) -> fx.PrintedWins:
        order, slots = items
        if order is not fx.Order.HIGHER_FIRST:
            raise _Semantic("write 'the lowest card wins' and 'printed values decide' as two rules")
        return fx.PrintedWins(slots)

    def no_fizzle(self, items: list[Any]) -> fx.NoFizzle:
        """ "Conflicts don't fizzle", "Cards with the same printed value don't fizzle"."""
        said = items[0] if items else None
        if isinstance(said, fx.Target) and said != fx.Target():
            raise _Semantic("only conflicts fizzle: write 'Conflicts don't fizzle.'")
        if isinstance(said, _RuleSubject) and said.order is not None:
            raise _Semantic("only conflicts fizzle: write 'Conflicts don't fizzle.'")
        return fx.NoFizzle()

    def slot_order(self, items: list[Any]) -> fx.NoFizzle:
        """ "Conflicts resolve in slot order" (:func:`_slot_order_said` reads the ways of saying
        it)."""
        return fx.NoFizzle(slot_order=True)

    # ---- targets
    def target(self, items: list[Any]) -> fx.Target:
        if isinstance(items[0], _RuleSubject):
            raise _Semantic(
                "'cards with the same (or higher, lower) printed value' only says how conflicts"
                " resolve: use it with 'resolve first' or 'don't fizzle'"
            )
        return typing.cast(fx.Target, items[0])

    def order_filter(self, items: list[Any]) -> dict[str, Any]:
        return {"order": items[0]}

    def same_printed(self, items: list[Any]) -> dict[str, Any]:
        return {"same_printed": True}

    def this_card(self, items: list[Any]) -> fx.Target:
        return fx.THIS_CARD

    def that_card(self, items: list[Any]) -> fx.Target:
        return fx.THAT_CARD

    def pronoun(self, items: list[Any]) -> fx.Target:
        return PRONOUN

    def pronoun_plural(self, items: list[Any]) -> fx.Target:
        return PRONOUN_PLURAL

    def opposing(self, items: list[Any]) -> fx.Target:
        return fx.OPPOSING

    def all_cards(self, items: list[Any]) -> fx.Target:
        """ "Reveal all": every card."""
        return fx.Target()

    def stacked(self, items: list[Any]) -> fx.Target:
        pick, count = items[0][:2] if items else (fx.Pick.ALL, 1)
        if pick is fx.Pick.CHOOSE and count > 1:
            pick = fx.Pick.CHOOSE
        return fx.Target(fx.TargetKind.STACKED, pick, count)

    def q_all(self, items: list[Any]) -> tuple[fx.Pick, int]:
        return fx.Pick.ALL, 1

    def q_the(self, items: list[Any]) -> tuple[fx.Pick, int]:
        """ "the cards": all of them (:data:`_THE_ALL`, so that "the card" is known)."""
        return _THE_ALL

    def q_one(self, items: list[Any]) -> tuple[fx.Pick, int]:
        return fx.Pick.CHOOSE, 1

    def q_random(self, items: list[Any]) -> tuple[fx.Pick, int]:
        """ "a random card", "2 random cards"."""
        count = _num(items[0], 1, 18, "a number of cards") if items else 1
        return fx.Pick.RANDOM, count

    def q_another(self, items: list[Any]) -> tuple[fx.Pick, int, bool]:
        """ "another card": one other than this card."""
        return fx.Pick.CHOOSE, 1, True

    def other(self, items: list[Any]) -> dict[str, Any]:
        return {"other": True}

    def except_this(self, items: list[Any]) -> dict[str, Any]:
        return {"other": True}

    def q_count(self, items: list[Any]) -> tuple[fx.Pick, int]:
        return fx.Pick.CHOOSE, _num(items[0], 1, 18, "a number of cards")

    def q_up_to(self, items: list[Any]) -> tuple[fx.Pick, int]:
        return fx.Pick.UP_TO, _num(items[0], 1, 18, "a number of cards")

    def q_any_number(self, items: list[Any]) -> tuple[fx.Pick, int]:
        return fx.Pick.UP_TO, 18

    def late_superlative(self, items: list[Any]) -> tuple[fx.Pick, int]:
        """ "Your lowest card": the superlative after the owner."""
        return self.q_superlative(items)

    def adj_one(self, items: list[Any]) -> Any:
        """ "an adj. card": one card of your choice in the adjacent slots."""
        return self._adjacent([(fx.Pick.CHOOSE, 1), *items])

    def adj_selection(self, items: list[Any]) -> Any:
        """ "adj. opp. cards": the cards in the adjacent slots."""
        return self._adjacent(items)

    def _adjacent(self, items: list[Any]) -> Any:
        return self.selection([*items, {"slots": fx.Slots(fx.SlotKind.ADJACENT)}])

    def slot_selection(self, items: list[Any]) -> Any:
        """ "S1-S3 cards": the cards in those slots."""
        return self.selection([*items[1:], {"slots": _slots_range(*_slot_span(items[0]))}])

    def with_parity(self, items: list[Any]) -> dict[str, Any]:
        """ "cards with odd values"."""
        return {"value_test": fx.ValueTest(parity=items[0])}

    def superlative_filter(self, items: list[Any]) -> dict[str, Any]:
        """ "the card with the highest value": the highest card."""
        return {"pick": self.q_superlative(items)[0]}

    def random_filter(self, items: list[Any]) -> dict[str, Any]:
        """ "a card at random": a random card."""
        return {"pick": fx.Pick.RANDOM}

    def owners_top(self, items: list[Any]) -> fx.Target:
        """ "opp.'s top card", "your top 3 cards": the top of that player's deck."""
        owner = items[0]
        count = [items[1]] if len(items) > 1 else []
        return self.top_of_deck([*count, (owner, fx.Zone.DECK)])

    def you_control(self, items: list[Any]) -> dict[str, Any]:
        return {"owner": fx.Owner.YOURS}

    def opp_controls(self, items: list[Any]) -> dict[str, Any]:
        return {"owner": fx.Owner.OPPONENTS}

    def q_superlative(self, items: list[Any]) -> tuple[fx.Pick, int]:
        return (fx.Pick.HIGHEST if items[0] is fx.Order.HIGHER_FIRST else fx.Pick.LOWEST), 1

    def o_yours(self, items: list[Any]) -> fx.Owner:
        return fx.Owner.YOURS

    def o_opp(self, items: list[Any]) -> fx.Owner:
        return fx.Owner.OPPONENTS

    def o_any(self, items: list[Any]) -> fx.Owner:
        return fx.Owner.ANY

    def o_the(self, items: list[Any]) -> fx.Owner:
        """ "the pile": each player's, except in a count, where it could be yours."""
        self._the_zone = True
        return fx.Owner.ANY

    def _counted(self, cards: fx.Target) -> None:
        """A count of the cards of "the pile" ("the hand", "the deck") could be of yours or of
        each player's: refused with both (a zone said with its owner is counted as said)."""
        said, self._the_zone = self._the_zone, False
        if said and cards.zone is not fx.Zone.TABLE and cards.owner is fx.Owner.ANY:
            zone = cards.zone.value
            raise _Semantic(
                f"'the {zone}' could be yours or each player's: write 'your {zone}', 'opp.'s"
                f" {zone}' or 'each player's {zone}'"
            )

    def n_card(self, items: list[Any]) -> dict[str, Any]:
        return {}

    def n_one_card(self, items: list[Any]) -> dict[str, Any]:
        """ "card", said of one: with an owner and nothing that picks it, refused (see
        :meth:`_one_owned_card`)."""
        return {"one_card": True}

    def n_value(self, items: list[Any]) -> dict[str, Any]:
        return {"value": _num(items[0], 0, 99, "a value")}

    def n_printed(self, items: list[Any]) -> dict[str, Any]:
        return {"printed": _num(items[0], 1, 9, "a printed value")}

    def n_value_at_least(self, items: list[Any]) -> dict[str, Any]:
        """ "8s or higher": cards of value 8 or more."""
        return {"value_test": fx.ValueTest(_num(items[0], 0, 99, "a value"))}

    def n_value_at_most(self, items: list[Any]) -> dict[str, Any]:
        return {"value_test": fx.ValueTest(None, _num(items[0], 0, 99, "a value"))}

    def n_printed_at_least(self, items: list[Any]) -> dict[str, Any]:
        return {"printed_test": fx.ValueTest(_num(items[0], 1, 9, "a printed value"))}

    def n_printed_at_most(self, items: list[Any]) -> dict[str, Any]:
        return {"printed_test": fx.ValueTest(None, _num(items[0], 1, 9, "a printed value"))}

    def in_slots(self, items: list[Any]) -> dict[str, Any]:
        return {"slots": items[0]}

    def in_a_prev_slot(self, items: list[Any]) -> dict[str, Any]:
        """ "a card in a previous slot": in any of them (as "in an adjacent slot"); only where
        cards are picked ("move OC to a prev. slot" could be the previous slot)."""
        return self.in_slots([self.s_prev(items)])

    def in_zone(self, items: list[Any]) -> dict[str, Any]:
        owner, zone = items[0]
        return {"zone": zone, "zone_owner": owner}

    def with_value(self, items: list[Any]) -> dict[str, Any]:
        test: fx.ValueTest = items[0]
        exact = test.low is not None and test.low == test.high and test.parity is None
        return {"value": test.low} if exact else {"value_test": test}

    def with_printed(self, items: list[Any]) -> dict[str, Any]:
        test: fx.ValueTest = items[0]
        if test.low is not None and test.low == test.high and test.parity is None:
            return {"printed": _num(test.low, 1, 9, "a printed value")}
        return {"printed_test": test}

    def in_play(self, items: list[Any]) -> dict[str, Any]:
        """ "on the table", "in play": every card there, face up or face down (which a random
        pick must say: see :meth:`_random_on_table`)."""
        return {"on_table": True}

    def zone(self, items: list[Any]) -> fx.Zone:
        return fx.Zone(items[0].type.lstrip("_").lower())

    def zone_of(self, items: list[Any]) -> tuple[fx.Owner | None, fx.Zone]:
        """A zone and whose it is (``None``: not said, "in hand")."""
        if len(items) == 2:
            return items[0], items[1]
        return None, items[0]

    def owned_zone(self, items: list[Any]) -> fx.Target:
        """ "the opponent's hand": the whole zone."""
        quantity, owner, zone = items
        if quantity != (fx.Pick.ALL, 1):
            raise _Semantic("a hand, deck or pile is one: say 'opp.'s hand'")
        return self.whole_zone([owner, zone])

    def whole_zone(self, items: list[Any]) -> fx.Target:
        owner, zone = items
        return fx.Target(owner=owner, zone=zone)

    def top_of_deck(self, items: list[Any]) -> fx.Target:
        count = _num(items[0], 1, 9, "a number of cards") if len(items) == 2 else 1
        said, zone = items[-1]
        owner = said or fx.Owner.YOURS
        if zone is not fx.Zone.DECK:
            raise _Semantic("'the top cards' are the top cards of a deck")
        return fx.Target(pick=fx.Pick.TOP, count=count, owner=owner, zone=zone)

    @staticmethod
    def _one_owned_card(owner: fx.Owner, fields: dict[str, Any]) -> None:
        """ "Destroy opp card", "Your card gets +1": one card, but which? Every one of them, one
        of the controller's choice, or (of opp.'s) OC. Read where a slot says which."""
        if "slots" in fields or fields.get("zone", fx.Zone.TABLE) is not fx.Zone.TABLE:
            return
        whose = "your" if owner is fx.Owner.YOURS else "opp."
        meanings = [f"all {whose} cards", "one of your choice"]
        readings: tuple[str, ...] = (f"{whose} cards", f"one of {whose} cards")
        if owner is fx.Owner.OPPONENTS:
            meanings.append("OC")
            readings += ("OC",)
        quoted = [f"'{reading}'" for reading in readings]
        raise _Semantic(
            f"'{whose} card' could be {', '.join(meanings[:-1])} or {meanings[-1]}: write "
            f"{', '.join(quoted[:-1])} or {quoted[-1]}",
            readings=readings,
            replaces=SPAN,
        )

    @staticmethod
    def _one_card_unsaid(made: fx.Target) -> None:
        """ "Destroy the card", "Tap card": one card, named by nothing (no owner, state, slot,
        value or zone): every card, one of the controller's choice, OC or this card? Refused
        once the rest of the text reads."""
        readings = ("all cards", "a card", "OC", "this card")
        refusal = _Semantic(
            "'the card' could be every card, one of your choice, OC or this card: write "
            + ", ".join(f"'{r}'" for r in readings[:-1])
            + f" or '{readings[-1]}'",
            readings=readings,
            replaces=SPAN,
        )
        raise _Unsettled(refusal, made, dataclasses.replace(made, pick=fx.Pick.CHOOSE))

    def selection(self, items: list[Any]) -> Any:
        pick, count = fx.Pick.ALL, 1
        owner: fx.Owner | None = None
        state: fx.CardState | None = None
        fields: dict[str, Any] = {}
        for item in items:
            if isinstance(item, tuple) and len(item) == 3:  # "another"
                pick, count, _ = item
                fields["other"] = True
            elif isinstance(item, tuple):
                pick, count = item
            elif isinstance(item, fx.Owner):
                owner = item
            elif isinstance(item, fx.CardState):
                state = item
            elif isinstance(item, fx.Parity):
                fields["value_test"] = fx.ValueTest(parity=item)
            else:
                for key, value in item.items():
                    if key in fields and fields[key] != value:
                        raise _Semantic(f"a target names its {key.replace('_', ' ')} twice")
                    fields[key] = value
        if fields.pop("this_way", False):  # "each card discarded this way"
            return fx.AFFECTED
        on_table = fields.pop("on_table", False)
        picked = any(isinstance(item, tuple) for item in items) or {"pick", "order"} & set(fields)
        one_card = fields.pop("one_card", False)
        if one_card and owner is not None and not picked:
            self._one_owned_card(owner, fields)
        quantities = [item for item in items if isinstance(item, tuple)]
        unsaid = one_card and (owner, state) == (None, None) and not fields
        unsaid = unsaid and all(q is _THE_ALL for q in quantities)  # not "all card", "each card"
        forced = fields.pop("pick", None)  # "at random", "with the highest value"
        if forced is not None:
            if pick not in (fx.Pick.ALL, fx.Pick.CHOOSE) or (
                forced is not fx.Pick.RANDOM and count != 1
            ):
                raise _Semantic("say once how the cards are picked")
            pick = forced
        order, same = fields.pop("order", None), fields.pop("same_printed", False)
        if order is not None or same:
            rest = (pick, count, owner, state) != (fx.Pick.ALL, 1, None, None)
            if rest or fields:
                raise _Semantic("conflicts concern all cards: drop the other words")
            return _RuleSubject(order)
        said = fields.pop("owner", None)
        if said is not None:
            if owner is not None and owner is not said:
                raise _Semantic("a target names two different owners")
            owner = said
        zone = fields.pop("zone", fx.Zone.TABLE)
        zone_owner = fields.pop("zone_owner", None)
        if zone_owner is not None:
            if owner is not None and owner is not zone_owner:
                raise _Semantic("a target names two different owners")
            owner = zone_owner
        if zone is not fx.Zone.TABLE and owner is None:  # "a card in hand": in your hand
            owner = fx.Owner.YOURS
        if zone is not fx.Zone.TABLE and ("slots" in fields or state is not None):
            raise _Semantic(f"cards in a {zone.value} have no slot and are not face up or down")
        made = fx.Target(
            fx.TargetKind.CARDS,
            pick,
            count,
            owner or fx.Owner.ANY,
            zone,
            state,
            fields.get("value"),
            fields.get("printed"),
            fields.get("slots"),
            fields.get("value_test"),
            fields.get("printed_test"),
            bool(fields.get("other", False)),
        )
        if made == _OPP_CARDS_HERE:  # "opp.'s card in this slot": OC
            return fx.OPPOSING
        if unsaid:
            self._one_card_unsaid(made)
        if pick is fx.Pick.RANDOM and zone is fx.Zone.TABLE and state is None and not on_table:
            self._random_on_table(made)
        return made

    @staticmethod
    def _random_on_table(made: fx.Target) -> None:
        """ "Give a random card +3": designers mean a card drawn among the revealed cards (as in
        the digital games, where every card in play is face up) or among every card on the
        table, face down ones too (corpus held_out_6's 24 and held_out_3's 38, the same words):
        refused with both, "on the table" ("in play") saying the second."""
        revealed = target_text(dataclasses.replace(made, state=fx.CardState.REVEALED))
        anywhere = target_text(made)
        refusal = _Semantic(
            f"a card picked at random could be one of the revealed cards or any card on the "
            f"table, face down ones too: write {revealed!r} or {anywhere!r}",
            readings=(revealed, anywhere),
            replaces=SPAN,
        )
        raise _Unsettled(refusal, made, dataclasses.replace(made, state=fx.CardState.REVEALED))

    # ---- slots
    def s_numbered(self, items: list[Any]) -> fx.Slots:
        if len(items) == 2:
            return _slots_range(int(_value(items[0])), int(_value(items[1])))
        value = _value(items[0])
        if isinstance(value, tuple):
            return _slots_range(*value)
        return _slots_range(int(value), int(value))

    def s_this(self, items: list[Any]) -> fx.Slots:
        return fx.THIS_SLOT

    def s_next_one(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.NEXT_ONE)

    def s_prev_one(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.PREVIOUS_ONE)

    def s_next(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.NEXT)

    def s_prev(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.PREVIOUS)

    def s_adjacent(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.ADJACENT)

    def s_all(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.ALL)

    def s_listed(self, items: list[Any]) -> fx.Slots:
        """ "S1 and S9", "S1, S3-S4 and S7", "slots 1 and 9" (one SLOTLIST token of ranges):
        neighbours make a range."""
        numbers: set[int] = set()
        for first, last in _value(items[0]):
            numbers.update(_slots_range(int(first), int(last)).resolve(None))
        return _slot_set(tuple(sorted(numbers)))

    def s_middle(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.NUMBERED, 5, 5)

    def s_first(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.NUMBERED, 1, 1)

    def s_last(self, items: list[Any]) -> fx.Slots:
        return fx.Slots(fx.SlotKind.NUMBERED, 9, 9)


# --------------------------------------------------------------------------------------------------
# Parsing


def parse(text: str) -> fx.CardText:
    """Read card text; raise :class:`CardTextError` (or :class:`MetaRuleError`) if it cannot be read.

    An empty or blank text is a vanilla card (no abilities). Sentences (ended by ``.``, ``;`` or a
    line break) are separate abilities. A text that does not read as written, but whose cheapest
    rewrite only leaves out what says nothing (a flavour lead, a filler), is read as that rewrite,
    its notes saying what was taken as read (:func:`_taken_as_read`).
    """
    read = _read(text)
    if isinstance(read, _Refusal):
        taken = _taken_as_read(read)
        if taken is None:
            raise read.error()
        return taken
    return read


def _taken_as_read(refusal: _Refusal) -> fx.CardText | None:
    """A refused text read as its cheapest rewrite where that rewrite changes nothing the text
    means (a flavour lead or a filler left out: :func:`suggest.accepted`), its notes saying so;
    never a text refused for what it means (ambiguous, impossible, or breaking a meta rule)."""
    if refusal.semantic is not None or isinstance(refusal.words, MetaRuleError):
        return None
    from wartable.variants.slot_wars.text.suggest import accepted  # noqa: PLC0415

    return accepted(refusal.text)


def reads(text: str) -> fx.CardText | None:
    """The reading of card text, or ``None`` if it is refused (without working out the error's
    nearest phrasings: for callers that try many texts)."""
    read = _read(text)
    return None if isinstance(read, _Refusal) else read


@dataclass(frozen=True, slots=True)
class _Refusal:
    """Why a text is refused, kept so that the full error (with its nearest phrasings, which take
    a while to find) is only made for a caller who shows it."""

    text: str
    tokens: tuple[TextToken, ...]
    syntax: UnexpectedInput | None = None
    semantic: _Semantic | None = None
    node: Any = None
    words: CardTextError | None = None

    def error(self) -> CardTextError:
        if self.words is not None:
            return self.words
        tokens = list(self.tokens)
        if self.syntax is not None:
            return _syntax_error(self.text, tokens, self.syntax)
        assert self.semantic is not None
        return _semantic_error(self.text, tokens, self.semantic, self.node)


@functools.lru_cache(maxsize=8192)
def _read(text: str) -> fx.CardText | _Refusal:
    """The reading of ``text``: with the reminders that say again what their sentence says left
    out (:func:`clauses.restated`); as written; with the details in brackets read in their place
    (:func:`clauses.detailed`); or else with its slips mended where every way of mending them
    means the same (:mod:`forgive`)."""
    from wartable.variants.slot_wars.text.chat import (  # noqa: PLC0415
        form_filled,
        optional_after,
        options_listed,
        outcomes_with_equals,
        reasons_left_out,
        subject_put_back,
        x_paid,
    )
    from wartable.variants.slot_wars.text.clauses import (  # noqa: PLC0415
        detailed,
        even_chance,
        glossed,
        restated,
        scoped,
        untagged,
    )
    from wartable.variants.slot_wars.text.rulesaid import rule_said, static_lead  # noqa: PLC0415

    if (led := static_lead(text)) is not None:  # "Passive: ties go to you": while on the table
        return _static_read(_read(led), text)
    reminded = restated(text)  # "Destroy OC (OC goes to the pile)": the reminder left out
    if reminded is not None:
        return reminded
    read = _read_as_written(text)
    if not isinstance(read, _Refusal):
        return read
    for reading_otherwise in (  # each tried in turn on a refused text; the first that reads
        scoped,  # "Draw a card (both players)": a remark of whose cards or which players
        detailed,  # "This card gets +2 (only this round)": a detail in brackets
        glossed,  # "OC gets yeeted (destroy it)": the brackets say what a word means
        even_chance,  # "P=1/2: destroy OC": 50%
        untagged,  # "Destroy OC. #removal": hashtags left out
        form_filled,  # "Trigger: [BT] / Rule: draw a card": the seed's form, field by field
        reasons_left_out,  # "OC gets -4 bc its a bully": the designer's reason left out
        optional_after,  # "Discard a card to destroy OC. Its optional": you may
        subject_put_back,  # "Destroy OC if is more small": the subject a learner leaves out
        outcomes_with_equals,  # "flip a coin, heads = OC is gone": the outcome's colon
        rule_said,  # "Lowest wins.", "Tapped cards give no points": a rule in other words
        options_listed,  # "One of: draw a card / OC -2": the options of a choice, listed
        x_paid,  # "Discard X: OC gets -X. X can't be more than 3.": up to 3, each
    ):
        if (otherwise := reading_otherwise(text)) is not None:
            return otherwise
    if read.syntax is not None:
        from wartable.variants.slot_wars.text.chat import run_together  # noqa: PLC0415
        from wartable.variants.slot_wars.text.forgive import forgiven  # noqa: PLC0415

        return forgiven(text) or run_together(text) or read
    return read


def _static_read(read: fx.CardText | _Refusal, text: str) -> fx.CardText | _Refusal:
    """The reading of ``text``, whose lead says an ability is always on ("Ongoing:"), read with
    "While this card is on the table," in its place (``read``), noted; or its refusal."""
    if isinstance(read, _Refusal):
        return read
    return read.noted(
        "read a lead that says the ability is always on as 'while this card is on the table'"
    )


def reads_as_written(text: str) -> fx.CardText | None:
    """The reading of card text as written, without mending its slips, or ``None`` if it is
    refused (for callers that try many texts of their own)."""
    read = _read_as_written(text)
    return None if isinstance(read, _Refusal) else read


def _you_in_their_choice(
    text: str, tokens: list[TextToken], parsed: fx.CardText
) -> _Semantic | None:
    """ "Opp. chooses one: discard a card or you draw a card": in the options of a choice opp.
    makes, what is said without a subject is opp.'s to do, and so is "you" (the chooser's words,
    as "Opp. may discard a card" is); but a designer who writes "you" there means this card's
    controller, which no option of opp.'s can say. Refused, with what it reads as."""
    theirs = any(
        isinstance(e, fx.OneOf) and e.chooser is fx.Player.OPPONENT
        for a in parsed.abilities
        for e in a.effects
    )
    if not theirs:
        return None
    for start, end in _sentence_spans(tokens):
        sentence = [t.kind for t in tokens[start:end]]
        chooses = sentence.index("_CHOOSE") if "_CHOOSE" in sentence else len(sentence)
        options = sentence[chooses + 1 :]
        if "_OPP" not in sentence[:chooses] or "_COLON" not in options:
            continue
        options = options[options.index("_COLON") + 1 :]
        if not any(a == "_YOU" and b in _VERB_KINDS for a, b in itertools.pairwise(options)):
            continue
        return _Semantic(
            "'you' in the options of a choice opp. makes is opp. (the options are what opp. may "
            "pick to do), and an option of opp.'s cannot be yours to do: write each option as "
            "opp.'s ('draw a card': opp. draws), or make it your choice",
            readings=(dataclasses.replace(parsed, notes=()).canonical(),),
        )
    return None


def _up_to_paid(parsed: fx.CardText) -> fx.CardText:
    """ "Discard up to 3 cards: OC gets -1 for each of them": a price of up to N cards is no
    choice beyond the number (none is declining it) where all it buys counts the cards paid, so
    it reads as the discard and the change ("Discard up to 3 cards and OC gets -1 for each of
    them."); "You may discard up to 3 cards" alone is the discard."""

    def counted(effect: fx.Effect) -> bool:
        return bool(getattr(effect, "per", None) == fx.AFFECTED)

    def plain(effect: fx.Effect) -> tuple[fx.Effect, ...]:
        match effect:
            case fx.Optional(
                effects=bought,
                cost=(fx.Discard(player=fx.Player.YOU, up_to=True) as paid,),
                chooser=fx.Player.YOU,
                declined=(),
            ) if all(counted(e) for e in bought):
                return (paid, *bought)
            case fx.Optional(
                effects=(fx.Discard(player=fx.Player.YOU, up_to=True) as paid,),
                cost=(),
                chooser=fx.Player.YOU,
                declined=(),
            ):
                return (paid,)
        return (effect,)

    abilities = tuple(
        dataclasses.replace(a, effects=tuple(e for effect in a.effects for e in plain(effect)))
        for a in parsed.abilities
    )
    return (
        parsed
        if abilities == parsed.abilities
        else dataclasses.replace(parsed, abilities=abilities)
    )


def _then_after_option(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """ "You may discard a card. Then draw 2 cards.": "then" after an option says what comes
    after it, not whether it comes when the option is declined: what the option buys ("If you
    do,": `You may discard a card to draw 2 cards.`) or what happens either way (the sentence
    alone): refused with both readings."""
    spans = [(start, end) for start, end in _sentence_spans(tokens) if end > start]
    abilities = parsed.abilities
    if len(spans) != len(abilities):
        return None
    for at in range(1, len(spans)):
        if tokens[spans[at][0]].kind != "_THEN":
            continue
        before, after = abilities[at - 1], abilities[at]
        match before.effects:
            case (fx.Optional(effects=paid, cost=(), chooser=fx.Player.YOU, declined=()),):
                pass
            case _:
                continue
        if after.condition is not None or after.trigger not in (before.trigger, fx.WhenRevealed()):
            continue
        bought = fx.Optional(effects=after.effects, cost=paid)
        joined = dataclasses.replace(before, effects=(bought,))
        whole = (*abilities[: at - 1], joined, *abilities[at + 1 :])
        either = (*abilities[:at], dataclasses.replace(after, trigger=before.trigger))
        apart = fx.CardText((*either, *abilities[at + 1 :]))
        readings = (fx.CardText(whole).canonical(), apart.canonical())
        return _Semantic(
            "'then' after an option could say what the option buys or what happens either way: "
            "write " + " or ".join(repr(r) for r in readings),
            readings=readings,
        )
    return None


_SLOT_LABELS = (("SLOTNUM", "_COLON"), ("SLOTLIST", "_COLON"), ("_IN", "SLOTNUM", "_COLON"))


def _slot_label_scope(text: str, tokens: list[TextToken], parsed: fx.CardText) -> _Semantic | None:
    """ "S1-S3: no card can be destroyed", "S9: all cards get +1": a slot before a colon reads as
    where this card is ("S9: +2" is `If this card is in S9, this card gets +2.`, as designers
    mean), but before a rule about cards that says none of their slots it may as well say where
    those cards are. Refused, with both readings."""
    labelled = {
        tokens[start + len(label) - 2].value
        for start, _ in _sentence_spans(tokens)
        for label in _SLOT_LABELS
        if _kinds(tokens, start, len(label)) == label
    }
    if not labelled:
        return None
    abilities = list(parsed.abilities)
    moved = False
    for index, ability in enumerate(abilities):
        where = ability.condition
        if not isinstance(where, fx.InSlot) or not _label_of(where.slots, labelled):
            continue
        effects = list(ability.effects)
        for at, effect in enumerate(effects):
            target = getattr(effect, "target", None)
            if (
                isinstance(target, fx.Target)
                and target.kind is fx.TargetKind.CARDS
                and target.zone is fx.Zone.TABLE
                and target.slots is None
                and target.pick is fx.Pick.ALL
            ):
                placed = dataclasses.replace(target, slots=where.slots)
                effects[at] = _swapped(effect, target, placed)
                moved = True
        abilities[index] = dataclasses.replace(ability, condition=None, effects=tuple(effects))
    if not moved:
        return None
    read = dataclasses.replace(parsed, notes=())
    there = fx.CardText(tuple(abilities))
    return _Semantic(
        "a slot before a colon says where this card must be for the rule to apply ('S9: +2' is "
        "'If this card is in S9, this card gets +2.'), but before a rule about cards that says "
        "none of their slots it may say where those cards are: write 'If this card is in ...' or "
        "name the cards' slots",
        readings=(read.canonical(), there.canonical()),
    )


def _label_of(slots: fx.Slots, labelled: set[Any]) -> bool:
    """Whether ``slots`` are those a slot label said (a SLOTNUM's (first, last), or a list's)."""
    if slots.kind is fx.SlotKind.NUMBERED:
        return (slots.first, slots.last) in labelled
    listed = tuple((slot, slot) for slot in slots.listed)
    return bool(listed) and any(listed == tuple(said) for said in labelled)


_READ_BUT_UNSAID: tuple[
    typing.Callable[[str, list[TextToken], fx.CardText], _Semantic | None], ...
] = (
    _then_after_option,
    _keyword_lasting,
    _return_unsaid,
    _gone_lasting,
    _slot_chosen,
    _flavour_scope,
    _you_in_their_choice,
    _cards_apposed,
    _slot_label_scope,
)
"""Checks of a text that reads, each refusing (with its readings) a text whose words say less than
the reading settles: how long a keyword's change lasts, where a returned card comes from, a
change lasting past its own card, a slot of the controller's choice, the cards a flavour lead
may name."""


@functools.lru_cache(maxsize=8192)
def _read_as_written(text: str) -> fx.CardText | _Refusal:
    try:
        tokens = tokenize(text)
    except CardTextError as exc:
        return _Refusal(text, (), words=exc)
    if not any(t.kind != "_STOP" for t in tokens):
        return fx.CardText(())
    for words_check in _UNREADABLE_AS_SAID:
        if (refusal := words_check(text)) is not None:
            return _Refusal(text, tuple(tokens), semantic=refusal)
    try:
        tree = _lark().parse(typing.cast(str, tokens))
    except UnexpectedInput as exc:
        return _Refusal(text, tuple(tokens), syntax=exc.with_traceback(None))
    build = _Build()
    build.must_pay = _must_pay(tokens)
    build.it_subject = _it_only_as_subject(tokens)
    try:
        parsed = typing.cast(fx.CardText, build.transform(tree))
    except VisitError as exc:
        if not isinstance(exc.orig_exc, _Semantic):
            raise
        reason = exc.orig_exc.with_traceback(None)
        return _Refusal(text, tuple(tokens), semantic=reason, node=exc.obj)
    parsed = _up_to_paid(parsed)
    unsettled = [each for each in build.unsettled if not _random_destroyed(parsed, each[0])]
    if unsettled:
        refusal, node = _unsettled_refusal(text, parsed, unsettled[0])
        return _Refusal(text, tuple(tokens), semantic=refusal, node=node)
    for check in _READ_BUT_UNSAID:
        if (unsaid := check(text, tokens, parsed)) is not None:
            return _Refusal(text, tuple(tokens), semantic=unsaid, node=tree)
    notes = tuple(dict.fromkeys(t.note for t in tokens if t.note))
    return dataclasses.replace(parsed, notes=notes) if notes else parsed


def canonical(text: str) -> str:
    """The canonical form of card text (parse, then print)."""
    return parse(text).canonical()


def _sentence_of(text: str, tokens: list[TextToken], offset: int) -> str:
    start, end = 0, len(text)
    for tok in tokens:
        if tok.kind == "_STOP":
            if tok.offset < offset:
                start = tok.offset + 1
            elif tok.offset >= offset and end == len(text):
                end = tok.offset
    return text[start:end].strip()


@dataclass(frozen=True, slots=True)
class _ForeignKeyword:
    """Another game's keyword ability that no card here can have: what it does there, why it
    cannot here, and what the language says near it (canonical sentences, offered as readings)."""

    game: str
    does: str
    why: str
    near: tuple[str, ...] = ()


_NO_COMBAT = "cards here never attack or block: each is compared with the cards in its slot"
_NO_LIFE = "there is no damage or life here: a card's value is compared at scoring"
_FOREIGN_KEYWORDS: dict[str, _ForeignKeyword] = {
    "windfury": _ForeignKeyword("Hearthstone", "attacks twice a turn", _NO_COMBAT,
                                ("This slot is worth 2 points.",)),
    "taunt": _ForeignKeyword("Hearthstone", "must be attacked first", _NO_COMBAT),
    "storm": _ForeignKeyword("Magic", "is copied once for each spell cast before it that turn",
                             "no card here is cast or copied: each is placed, then revealed"),
    "charge": _ForeignKeyword("Hearthstone", "attacks the turn it is played", _NO_COMBAT),
    "rush": _ForeignKeyword("Hearthstone", "attacks the turn it is played", _NO_COMBAT),
    "haste": _ForeignKeyword("Magic", "attacks the turn it is played", _NO_COMBAT),
    "stealth": _ForeignKeyword("Hearthstone", "can't be attacked or targeted until it attacks",
                               _NO_COMBAT, ("This card can't be targeted by opp.",)),
    "elusive": _ForeignKeyword("Runeterra", "can be blocked only by elusive units", _NO_COMBAT,
                               ("This card can't be targeted by opp.",)),
    "flying": _ForeignKeyword("Magic", "can be blocked only by flying or reach", _NO_COMBAT),
    "reach": _ForeignKeyword("Magic", "can block flying creatures", _NO_COMBAT),
    "menace": _ForeignKeyword("Magic", "can be blocked only by two or more", _NO_COMBAT),
    "fearsome": _ForeignKeyword("Runeterra", "can be blocked only by 3+ power", _NO_COMBAT),
    "challenger": _ForeignKeyword("Runeterra", "chooses its blocker", _NO_COMBAT),
    "vigilance": _ForeignKeyword("Magic", "attacks without tapping", _NO_COMBAT,
                                 ("This card can't be tapped.",)),
    "first strike": _ForeignKeyword("Magic", "deals combat damage first", _NO_COMBAT),
    "double strike": _ForeignKeyword("Magic", "deals combat damage twice", _NO_COMBAT),
    "quick attack": _ForeignKeyword("Runeterra", "strikes first when attacking", _NO_COMBAT),
    "trample": _ForeignKeyword("Magic", "deals its excess damage to the player", _NO_COMBAT,
                               ("If you win this slot by 3 or more, it scores double.",)),
    "overwhelm": _ForeignKeyword("Runeterra", "deals its excess damage to the player",
                                 _NO_COMBAT,
                                 ("If you win this slot by 3 or more, it scores double.",)),
    "lifesteal": _ForeignKeyword("Hearthstone", "heals you as much as it damages", _NO_LIFE,
                                 ("Score a point.",)),
    "lifelink": _ForeignKeyword("Magic", "gains you life as it deals damage", _NO_LIFE,
                                ("Score a point.",)),
    "deathtouch": _ForeignKeyword("Magic", "destroys what it damages", _NO_LIFE,
                                  ("Destroy OC.",)),
    "poisonous": _ForeignKeyword("Hearthstone", "destroys what it damages", _NO_LIFE,
                                 ("Destroy OC.",)),
    **{
        shield: _ForeignKeyword(
            game, "ignores the first damage it takes", _NO_LIFE,
            ("The first time this card would be destroyed, it isn't.",
             "This card's value can't be lowered."),
        )
        for shield, game in (("divine shield", "Hearthstone"), ("spell shield", "Runeterra"),
                             ("barrier", "Runeterra"))
    },
}  # fmt: skip
"""Keyword abilities of other games whose meaning does not exist in this one (no attacks, no
blocks, no damage or life). Said as a sentence of its own ("Taunt. OC gets -1.", "This card has
taunt."), one is refused, never left out as flavour: the card would lose what its designer gave
it. A lead before a colon or a dash that the rule after it says ("Windfury: this slot is worth 2
points.") stays a name. Magic's "cantrip", "hexproof", "indestructible" and Hearthstone's "Battlecry" have
meanings here and read (see :data:`_PHRASES`)."""

_KEYWORD_PIECES = re.compile(r"([.!?;:\n]|\s[-–]\s)")
_KEYWORD_FILLER = frozenset({"and", "this", "card", "has", "gains", "with", "keyword"})


def _foreign_keyword(text: str) -> _Semantic | None:
    """The refusal of a text with a sentence or a lead made of another game's keywords
    (:data:`_FOREIGN_KEYWORDS`) and nothing else."""
    lowered = text.lower()
    if not any(keyword in lowered for keyword in _FOREIGN_KEYWORDS):
        return None
    pieces = _KEYWORD_PIECES.split(text)
    for piece, ending in zip(pieces[::2], [*pieces[1::2], ""], strict=True):
        if ending == ":" or ending.strip() in ("-", "–"):
            continue  # "Windfury: this slot is worth 2 points.": a name, the rule says it
        said = " ".join(re.findall(r"[a-z]+", piece.lower()))
        found = [k for k in _FOREIGN_KEYWORDS if re.search(rf"\b{k}\b", said)]
        rest = said
        for keyword in found:
            rest = re.sub(rf"\b{keyword}\b", " ", rest)
        if not found or set(rest.split()) - _KEYWORD_FILLER:
            continue
        keyword = found[0]
        foreign = _FOREIGN_KEYWORDS[keyword]
        near = foreign.near
        nearby = f"; near it: {' or '.join(repr(n) for n in near)}" if near else ""
        return _Semantic(
            f"{keyword!r} is {foreign.game}'s keyword for a card that {foreign.does}, which no "
            f"card here can do ({foreign.why}){nearby}",
            readings=tuple(n.rstrip(".") for n in near),  # in place of the keyword
            replaces=piece.strip(),
        )
    return None


_ACTIVATED = re.compile(
    r"\b(?:you\s+(?:can|may)\s+(?:only\s+)?)?activate\b[^.;]*\bonce\s+(?:per|a|each|every)\s+round\b\.?",
    re.I,
)


def _activated_once(text: str) -> _Semantic | None:
    """ "Discard two cards: Destroy OC. Activate only once per round.": Magic's activated
    ability, used at a moment its controller chooses, which no card here has (an ability fires
    when its card is revealed or on a trigger; held_out_9's 8). "Activate only once each turn" is
    each turn (:func:`_once_said`), and "You may only do this once per round" says nothing more
    than an ability that fires when revealed."""
    if (said := _ACTIVATED.search(text)) is None:
        return None
    return _Semantic(
        f"{said.group(0).rstrip('.')!r} makes an ability its controller uses at a moment of their choice, "
        "which no card can have: an ability fires when its card is revealed or on a trigger; "
        "leave the limit out for once, when revealed, or write a trigger ('[BT]: ...' each turn)",
        replaces=said.group(0),
        readings=("",),
    )


_DRAWS_TAKEN = re.compile(
    r"(?i)(?:^|(?<=[.;!\n:]))[ \t]*(?:all[ \t]+)?draws[ \t]+(?:(?:go|goes|belong)[ \t]+to[ \t]+"
    r"|are[ \t]+(?=yours|mine|opp|your[ \t]+opp|won[ \t]+by))(\w*)"
)
"""'Draws go to you': a draw, said with no slot, may be a tied slot or a tied round."""


def _draws_either(text: str) -> _Semantic | None:
    """ "Draws go to you.": a slot that ends in a draw, or a round? ("Draws in S2 go to you" says
    a slot; "If the round is a draw, you win" a round.) Refused with both readings."""
    if (said := _DRAWS_TAKEN.search(text)) is None:
        return None
    theirs = re.match(r"(?i)(?:your[ \t]+|the[ \t]+)?opp", text[said.start(1) :]) is not None
    readings = ("Ties go to opp.", "Opp. wins tied rounds.") if theirs else None
    readings = readings or ("Ties go to you.", "Win tied rounds.")
    return _Semantic(
        f"'draws' could mean tied slots or a tied round: write '{readings[0]}' (a tied slot) or "
        f"'{readings[1]}' (a round of equal points)",
        readings=readings,
    )


def _lowest_either(text: str) -> _Semantic | None:
    """ "Lowest wins.": a minimalist's rule that names neither a card nor a slot; this card's
    slot (as "Lowest card wins." reads), or every slot? Refused with both readings."""
    from wartable.variants.slot_wars.text.rulesaid import LOWEST_BARE  # noqa: PLC0415

    if LOWEST_BARE.search(text) is None:
        return None
    readings = ("Lowest card wins in this slot.", "Lowest card wins in all slots.")
    return _Semantic(
        f"'lowest wins' names no slot: this card's slot ('{readings[0]}') or every slot "
        f"('{readings[1]}')?",
        readings=readings,
    )


_TWO_WAY_LEADS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        re.compile(r"^\s*(showdown)\s*[:\-–]\s*(?=\S)", re.I),
        "At showdown: {}",
        "{!r} may be the ability's name, or poker's showdown, when hands are compared (at "
        "scoring here, as 'at showdown' reads): write 'At showdown:' or leave the name out",
    ),
    (
        re.compile(r"^\s*(once\s+(?:per|a|each|every)\s+turn)\s*[:,]\s*(?=\S)", re.I),
        "[BT]: {}",
        "{!r} is Yu-Gi-Oh!'s limit on an ability used at a moment of its controller's choice, "
        "which no card has: an ability fires when its card is revealed (once) or on a trigger "
        "('[BT]:', each turn); leave the limit out, or write the trigger",
    ),
)
"""Leads before the rule that open the text and read two ways: left out (a name, or a limit that
says nothing of an ability that fires once when revealed), or as the moment they say (the
reading's form). The reason names the lead."""


def _two_way_lead(text: str) -> _Semantic | None:
    """ "Showdown: look at opp.'s hand.", "Once per turn: draw a card.": a lead of
    :data:`_TWO_WAY_LEADS`, refused with both readings of the text after it."""
    for pattern, timed, reason in _TWO_WAY_LEADS:
        if (lead := pattern.match(text)) is None:
            continue
        rest = text[lead.end() :]
        rest = rest[:1].upper() + rest[1:]
        left_out, said = reads(rest), reads(timed.format(rest))
        if left_out is None or said is None or left_out == said:
            return None
        return _Semantic(
            reason.format(lead.group(1)),
            readings=(left_out.canonical(), said.canonical()),
        )
    return None


_SLOT_CAP = re.compile(
    r"^\s*(?:in\s+)?(s\d(?:\s*-\s*s?\d)?)\s*:\s*(?:(max(?:imum)?|at most|up to|no more than)|"
    r"(min(?:imum)?|at least|no less than))\s+(?:value\s+(?:of\s+)?)?(\d)\s*\.?\s*$",
    re.I,
)


def _slot_capped(text: str) -> _Semantic | None:
    """ "S1-S3: max 5": a bound with no card after a slot label is this card's value while it is
    there (as "S9: +2" is), or the value of every card there. Refused, with both readings."""
    if (said := _SLOT_CAP.match(text)) is None:
        return None
    slots = said.group(1).upper().replace(" ", "")
    way = "above" if said.group(2) else "below"
    bound = said.group(4)
    readings = (
        f"If this card is in {slots}, this card's value can't go {way} {bound}.",
        f"The value of all cards in {slots} can't go {way} {bound}.",
    )
    read = [reads(r) for r in readings]
    if any(r is None for r in read):
        return None
    return _Semantic(
        "a bound after a slot and a colon, with no card, could be this card's while it is there "
        "(as 'S9: +2' is) or every card's there: say whose value",
        readings=tuple(typing.cast(fx.CardText, r).canonical() for r in read),
    )


_UNREADABLE_AS_SAID = (
    _foreign_keyword,
    _activated_once,
    _draws_either,
    _lowest_either,
    _two_way_lead,
    _slot_capped,
)
"""Checks of a text's words before it is read, each refusing what the words ask for and no card
can do, with why."""


@dataclass(frozen=True, slots=True)
class _TwoReadings:
    """A word designers use with two meanings in card games: what each is, and the words to write
    for each (put in place of ``said``, the word or the phrase around it)."""

    meanings: tuple[str, str]
    instead: tuple[str, ...]
    said: str = ""


_TWO_READINGS: dict[str, _TwoReadings] = {
    # destroy, or damage (a lowering of the value by some amount)
    **{
        word: _TwoReadings(("destroy", f"damage ('{word} OC for 2': OC gets -2)"), ("destroy",))
        for word in (
            *("zap", "zaps", "blast", "blasts", "hit", "hits", "strike", "strikes", "attack"),
            *("attacks", "ping", "pings", "crush", "crushes", "wound", "wounds"),
        )
    },
    # a learner's false friends: a word of their language, another meaning in English
    "pair": _TwoReadings(("even (a learner's 'par')", "equal to this card (poker's pair)"),
                         ("even", "equal to this card")),
    "rob": _TwoReadings(("draw (a learner's 'robar')", "steal"), ("draw", "take control of")),
    "robs": _TwoReadings(("draw (a learner's 'robar')", "steal"), ("draws", "takes control of")),
    **{
        word: _TwoReadings(
            ("discard (poker's fold: 'fold 2 cards')", "this card given up (destroyed, or back to hand)"),
            ("discard a card", "destroy this card", "return this card to hand"),
        )
        for word in ("fold", "folds")
    },
    "discover": _TwoReadings(("reveal (a learner's 'descubrir')", "Hearthstone's pick one of 3"),
                             ("reveal",)),
    "cover": _TwoReadings(("hide (a learner's 'cubrir')", "protect"), ("hide",)),
    "freeze": _TwoReadings(("tap", "its value can't change"), ("tap",)),
    "grab": _TwoReadings(("draw", "take control of"), ("draw", "take control of")),
    "rid": _TwoReadings(("destroy (on the table)", "discard (from a hand)"),
                        ("destroy", "discard"), said="get rid of"),
    "defeated": _TwoReadings(("destroyed", "its slot lost"), ("is destroyed", "loses its slot"),
                             said="is defeated"),
    "falls": _TwoReadings(("destroyed", "its value lowered"), ("is destroyed",), said="falls"),
    "pop": _TwoReadings(("opp. (a slip)", "destroy (slang)"), ("opp", "destroy")),
    **{
        word: _TwoReadings(("its value", "its printed value"), ("value", "printed value"))
        for word in ("rank", "level")
    },
    "defeats": _TwoReadings(("beats (is higher than)", "destroys"), ("beats", "destroys")),
    # (tap first: "silence" says not how long, so is refused with its own readings)
    "lock": _TwoReadings(("tap", "silence (Gwent's lock)"), ("tap", "silence")),
    "locks": _TwoReadings(("tap", "silence (Gwent's lock)"), ("taps", "silences")),
    "stun": _TwoReadings(("tap", "its next turn skipped"), ("tap",)),
    "eventually": _TwoReadings(("you may (a learner's 'eventualmente')", "later"), ("optionally",)),
    "buy": _TwoReadings(("draw (a learner's 'comprar')", "a deck-builder's buy"), ("draw",)),
    "buys": _TwoReadings(("draws (a learner's 'comprar')", "a deck-builder's buy"), ("draws",)),
    # "both cards" where the text has not named two (see clauses._both_said)
    "both": _TwoReadings(
        ("this card and OC", "every card on the table"), ("this card and OC", "all cards"),
        "both cards",
    ),
    "odds": _TwoReadings(("odd cards", "a chance"), ("odd cards",)),
    "chip": _TwoReadings(("a counter", "a point (poker's chips)"), ("counter", "point")),
    "chips": _TwoReadings(("counters", "points (poker's chips)"), ("counters", "points")),
    # Yu-Gi-Oh!'s banish: out of the game, which no card may be (meta rule 1; "exile" is refused so)
    **{
        word: _TwoReadings(("destroy (to the pile)", "removed from the game (no card may be)"),
                           ("destroy",))
        for word in ("banish", "banishes")
    },
}  # fmt: skip
"""Words with two meanings in card games, refused with both named (never read as one of them)."""


def _two_readings(text: str, tok: TextToken) -> tuple[str, tuple[str, ...], str] | None:
    """The refusal of a word with two readings: its reason, the words to write instead and the
    words they replace."""
    two = _TWO_READINGS.get(tok.text.lower())
    if two is None:
        return None
    said = two.said if two.said and two.said in text.lower() else tok.text
    first, second = two.meanings
    instead = " or ".join(repr(words) for words in two.instead)
    reason = f"{said!r} could mean {first} or {second}: write {instead} instead of {said!r}"
    return reason, two.instead, said


def _syntax_error(text: str, tokens: list[TextToken], exc: UnexpectedInput) -> CardTextError:
    if isinstance(exc, UnexpectedToken) and isinstance(exc.token.value, TextToken):
        tok: TextToken = exc.token.value
        expected = _expected_words(exc.expected, tok.text if tok.kind == "WORD" else "")
        sentence = _sentence_of(text, tokens, tok.offset)
        readings: tuple[str, ...] = ()
        replaces = ""
        if tok.kind == "_STOP":
            reason = "the sentence stops too early"
        elif tok.kind == "WORD" and (two := _two_readings(text, tok)) is not None:
            reason, readings, replaces = two
        elif tok.kind == "WORD":
            reason = f"unknown word {tok.text!r}"
        else:
            reason = f"unexpected {tok.text!r}"
        return CardTextError(
            reason,
            text=text,
            line=tok.line,
            column=tok.column,
            word=tok.text,
            expected=expected,
            suggestions=nearest_phrasings(sentence),
            readings=readings,
            replaces=replaces,
        )
    last = tokens[-1]
    expected = _expected_words(exc.expected if isinstance(exc, UnexpectedEOF) else ())
    sentence = _sentence_of(text, tokens, last.offset)
    return CardTextError(
        "the text ends too early",
        text=text,
        line=last.line,
        column=last.column + len(last.text),
        expected=expected,
        suggestions=nearest_phrasings(sentence),
    )


def _semantic_error(
    text: str, tokens: list[TextToken], error: _Semantic, obj: Any
) -> CardTextError:
    offset = 0
    meta = getattr(obj, "meta", None) if isinstance(obj, Tree) else None
    if meta is not None and not getattr(meta, "empty", True):
        offset = meta.start_pos
    tok = next((t for t in tokens if t.offset >= offset), tokens[0])
    word = tok.text
    where: dict[str, Any] = {"text": text, "line": tok.line, "column": tok.column, "word": word}
    if error.meta_rule:
        return MetaRuleError(error.meta_rule, error.reason, **where)
    replaces = error.replaces
    if replaces == SPAN and meta is not None and not getattr(meta, "empty", True):
        replaces = text[meta.start_pos : meta.end_pos]
    return CardTextError(
        error.reason,
        suggestions=nearest_phrasings(_sentence_of(text, tokens, tok.offset)),
        readings=error.readings,
        replaces=replaces,
        **where,
    )


def _expected_words(terminals: Any, written: str = "") -> tuple[str, ...]:
    """The words that could have come, in plain words: those that look like the word written
    first (closest first), then the others in alphabetical order."""
    words = sorted({_display(str(t)) for t in terminals if str(t) != "WORD"})
    if written:
        likeness = {w: _likeness(written, w) for w in words}
        words.sort(key=lambda w: -likeness[w] if likeness[w] >= LOOKS_LIKE else 0.0)
    if len(words) > 12:
        words = [*words[:12], "..."]
    return tuple(words)


LOOKS_LIKE = 0.6
"""How alike (difflib's ratio) a word must be to another to be offered first in its place."""


def _likeness(written: str, word: str) -> float:
    return difflib.SequenceMatcher(None, written.lower(), word.lower()).ratio()


def _or_list(words: tuple[str, ...]) -> str:
    if len(words) == 1:
        return words[0]
    return "one of " + ", ".join(words)


def nearest_phrasings(sentence: str, n: int = 3) -> tuple[str, ...]:
    """The ``n`` canonical template sentences closest to ``sentence`` (difflib ratio)."""
    from wartable.variants.slot_wars.text.printer import TEMPLATES  # noqa: PLC0415

    matcher = difflib.SequenceMatcher(None)
    matcher.set_seq2(sentence.lower().strip(" ."))
    likeness: dict[str, float] = {}
    for template in TEMPLATES:
        matcher.set_seq1(template.lower().strip(" ."))
        likeness[template] = matcher.ratio()
    return tuple(sorted(TEMPLATES, key=lambda t: -likeness[t])[:n])
