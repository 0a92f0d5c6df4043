"""Canonical text and plain-English explanations of parsed card text.

The canonical text is the shortest regular phrasing, with the seed's abbreviations (``[BT]``,
``OC``, ``S3-S6``, ``opp.``, ``adj.``, ``prev.``), so that it fits the rarity limits where the
designer's own wording would. For every parsed value ``x``, ``parse(canonical(x)) == x``.
:func:`explain` spells the same meaning out in plain English, abbreviations expanded, for
``wartable cards check``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wartable.variants.slot_wars.text import effects as fx

__all__ = [
    "TEMPLATES",
    "ability_text",
    "condition_text",
    "effect_text",
    "explain",
    "slots_text",
    "target_text",
    "trigger_text",
    "value_test_text",
]

# --------------------------------------------------------------------------------------------------
# Canonical text

_SLOT_WORDS = {
    fx.SlotKind.THIS: "this slot",
    fx.SlotKind.PREVIOUS: "prev. slots",
    fx.SlotKind.NEXT: "next slots",
    fx.SlotKind.ADJACENT: "adj. slots",
    fx.SlotKind.PREVIOUS_ONE: "the prev. slot",
    fx.SlotKind.NEXT_ONE: "the next slot",
    fx.SlotKind.ALL: "all slots",
}


def slots_text(slots: fx.Slots, *, destination: bool = False) -> str:
    """``S3``, ``S3-S6``, ``adj. slots``...; as a destination ``an adj. slot``, ``any slot``."""
    if slots.kind is fx.SlotKind.NUMBERED:
        if slots.first == slots.last:
            return f"S{slots.first}"
        return f"S{slots.first}-S{slots.last}"
    if slots.kind is fx.SlotKind.LISTED:
        return _and_list([slots_text(run) for run in _runs(slots.listed)])
    if destination and slots.kind is fx.SlotKind.ADJACENT:
        return "an adj. slot"
    if destination and slots.kind is fx.SlotKind.ALL:
        return "any slot"
    if slots.kind is fx.SlotKind.EMPTY:
        return "an empty slot"
    return _SLOT_WORDS[slots.kind]


def _runs(numbers: tuple[int, ...]) -> list[fx.Slots]:
    """Listed slots as runs of neighbours (1, 2, 3, 7: S1-S3 and S7)."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and runs[-1][-1] + 1 == number:
            runs[-1].append(number)
        else:
            runs.append([number])
    return [fx.Slots(fx.SlotKind.NUMBERED, run[0], run[-1]) for run in runs]


def _and_list(parts: list[str]) -> str:
    """ "a, b and c"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def value_test_text(test: fx.ValueTest) -> str:
    """``5``, ``5 or more``, ``3 or less``, ``3-5``, ``odd``, ``odd and 5 or more``."""
    low, high = test.low, test.high
    if low is not None and high is not None:
        bound = str(low) if low == high else f"{low}-{high}"
    elif low is not None:
        bound = f"{low} or more"
    elif high is not None:
        bound = f"{high} or less"
    else:
        bound = ""
    parity = test.parity.value if test.parity is not None else ""
    return " and ".join(part for part in (parity, bound) if part)


def _with_value(test: fx.ValueTest | None) -> str:
    """ " with value 5 or more" after the cards a discard may take ("" for any card)."""
    return "" if test is None else f" with value {value_test_text(test)}"


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _zone_owner(owner: fx.Owner) -> str:
    return {fx.Owner.YOURS: "your", fx.Owner.OPPONENTS: "opp.'s", fx.Owner.ANY: "each player's"}[
        owner
    ]


def target_text(target: fx.Target) -> str:
    """The canonical noun phrase of a target (lower case except OC and slots)."""
    if target.kind is fx.TargetKind.THIS_CARD:
        return "this card"
    if target.kind is fx.TargetKind.OPPOSING:
        return "OC"
    if target.kind is fx.TargetKind.THAT_CARD:
        return "that card"
    if target.kind is fx.TargetKind.STACKED:
        return f"{_quantity(target.pick, target.count, 'card', 'cards')} stacked with it"
    if target.zone is not fx.Zone.TABLE:
        place = f"{_zone_owner(target.owner)} {target.zone.value}"
        if target.pick is fx.Pick.TOP:
            noun = "card" if target.count == 1 else f"{target.count} cards"
            return f"the top {noun} of {place}"
        bare = target.value is None and target.printed is None
        if target.pick is fx.Pick.ALL and bare:
            return place
        return f"{_noun_phrase(target, with_owner=False)} in {place}"
    phrase = _noun_phrase(target, with_owner=True)
    if target.slots is not None:
        phrase += f" in {slots_text(target.slots)}"
    return phrase


ANY_NUMBER = 18
"""The count of "any number of" (up to every card there could be)."""


def _quantity(pick: fx.Pick, count: int, singular: str, plural: str) -> str:
    if pick is fx.Pick.ALL:
        return plural
    if pick is fx.Pick.RANDOM:
        return f"a random {singular}" if count == 1 else f"{count} random {plural}"
    if pick is fx.Pick.UP_TO and count >= ANY_NUMBER:
        return f"any number of {plural}"
    if pick is fx.Pick.HIGHEST:
        return f"the highest {singular}"
    if pick is fx.Pick.LOWEST:
        return f"the lowest {singular}"
    if pick is fx.Pick.UP_TO:
        return f"up to {count} {plural}"
    if count == 1:
        return f"{_article(singular)} {singular}"
    return f"{count} {plural}"


def _noun_phrase(target: fx.Target, *, with_owner: bool) -> str:
    if target.other:
        plain = _noun_phrase(replace(target, other=False), with_owner=with_owner)
        owned = with_owner and target.owner is not fx.Owner.ANY
        if owned or target.pick in (fx.Pick.HIGHEST, fx.Pick.LOWEST, fx.Pick.RANDOM):
            return f"{plain} except this card"
        if plain.startswith("a card"):
            return "another card" + plain[len("a card") :]
        if plain.startswith("an "):
            return "another " + plain[3:]
        if plain.startswith(("a ", "all ")):
            head, rest = plain.split(" ", 1)
            return f"{head} other {rest}"
        if plain[:1].isdigit() or plain.startswith("up to"):
            return f"{plain} except this card"
        return f"other {plain}"
    test = target.value_test
    if test is not None and test.parity is not None and test.low is None and test.high is None:
        adjective = replace(target, value_test=None)
        phrase = _noun_phrase(adjective, with_owner=with_owner)
        phrase = phrase.replace("card", f"{test.parity.value} card", 1)
        return phrase.replace("a odd", "an odd").replace("an even", "an even")
    state = f"{target.state.value} " if target.state else ""
    owner = target.owner if with_owner else fx.Owner.ANY
    if target.pick in (fx.Pick.HIGHEST, fx.Pick.LOWEST):
        whose = {fx.Owner.YOURS: "your ", fx.Owner.OPPONENTS: "opp. "}.get(owner, "")
        word = "highest" if target.pick is fx.Pick.HIGHEST else "lowest"
        if owner is fx.Owner.YOURS:
            return f"your {word} {state}card{_with_values(target)}"
        return f"the {word} {whose}{state}card{_with_values(target)}"
    tests = target.value_test is not None or target.printed_test is not None
    if target.pick is fx.Pick.ALL:
        if target.value is not None and target.printed is None and not tests:
            noun = f"{state}{target.value}s"
        elif target.printed is not None and target.value is None and not tests:
            noun = f"{state}printed {target.printed}s"
        else:
            noun = f"{state}cards{_with_values(target)}"
        if owner is fx.Owner.YOURS:
            return f"your {noun}"
        if owner is fx.Owner.OPPONENTS:
            return f"opp. {noun}"
        return f"all {noun}"
    plural = f"{state}cards{_with_values(target)}"
    singular = f"{state}card{_with_values(target)}"
    how = f"up to {target.count}" if target.pick is fx.Pick.UP_TO else str(target.count)
    if target.pick is fx.Pick.UP_TO and target.count >= ANY_NUMBER:
        how = "any number"
    if target.pick is fx.Pick.RANDOM:
        what = _quantity(target.pick, target.count, singular, plural)
        if owner is fx.Owner.YOURS:
            what = f"{what} you control"
        elif owner is fx.Owner.OPPONENTS:
            what = what.replace("random ", "random opp. ", 1)
        if target.zone is fx.Zone.TABLE and target.state is None:
            return f"{what} on the table"  # face down ones too (not only the revealed ones)
        return what
    if owner is fx.Owner.YOURS:
        if target.pick is fx.Pick.CHOOSE and target.count == 1:
            return f"one of your {plural}"
        return f"{how} of your {plural}"
    if owner is fx.Owner.OPPONENTS:
        if target.pick is fx.Pick.CHOOSE and target.count == 1:
            return f"an opp. {singular}"
        return f"{how}{' of' if how == 'any number' else ''} opp. {plural}"
    return _quantity(target.pick, target.count, singular, plural)


def _with_values(target: fx.Target) -> str:
    text = ""
    if target.value is not None:
        text += f" of value {target.value}"
    if target.value_test is not None:
        text += f" with value {value_test_text(target.value_test)}"
    if target.printed is not None:
        text += f" of printed value {target.printed}"
    if target.printed_test is not None:
        text += f" with printed value {value_test_text(target.printed_test)}"
    return text


def _value_of(target: fx.Target) -> str:
    if target.kind in (fx.TargetKind.THIS_CARD, fx.TargetKind.OPPOSING, fx.TargetKind.THAT_CARD):
        return f"{target_text(target)}'s value"
    return f"the value of {target_text(target)}"


def _singular(target: fx.Target) -> bool:
    return target.kind is fx.TargetKind.OPPOSING or target.single


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lower(text: str) -> str:
    first = text.split(" ", 1)[0]
    if first in ("OC", "OC's") or (first.startswith(("S", "[")) and first[1:2].isdigit()):
        return text
    return text[:1].lower() + text[1:]


_DURATION = {
    fx.Duration.WHILE_IN_PLAY: "",
    fx.Duration.UNTIL_END_OF_TURN: " until end of turn",
    fx.Duration.UNTIL_END_OF_ROUND: " until end of round",
}

_PLAYER_SUBJECT = {
    fx.Player.OPPONENT: "opp.",
    fx.Player.EACH: "each player",
    fx.Player.THAT_OWNER: "that card's owner",
}


def _player_verb(player: fx.Player, verb: str, rest: str) -> str:
    if player is fx.Player.YOU:
        return f"{_capital(verb)} {rest}"
    return f"{_capital(_PLAYER_SUBJECT[player])} {verb}s {rest}"


_CARD_WORD = re.compile(r"\bcard\b")


def _number_of(per: fx.Target) -> str:
    """The cards a count counts, as words after "the number of": "cards in your hand", "your
    revealed cards"."""
    counted = _counted(per)
    if counted.isdigit():
        return f"{counted}s"
    return _CARD_WORD.sub("cards", counted.removeprefix("of "), count=1)


def _counted(per: fx.Target) -> str:
    """The cards a "for each" counts, as words after "for each": "card in opp.'s hand", "of
    your revealed cards", "1" (every card of value 1), "of them" (the cards of the effect before)."""
    if per == fx.AFFECTED:
        return "of them"
    if (
        per.kind is fx.TargetKind.CARDS
        and per.zone is not fx.Zone.TABLE
        and per.pick is fx.Pick.ALL
    ):
        place = f"{_zone_owner(per.owner)} {per.zone.value}"
        if per.value is None and per.printed is None and per.value_test is None:
            return f"card in {place}"
    phrase = target_text(per)
    value = re.fullmatch(r"(?:all )?(\d)s", phrase)
    if value:
        return value.group(1)
    if phrase.startswith(("all ", "opp. ")) and re.search(r"\bcards\b", phrase):
        return re.sub(r"\bcards\b", "card", phrase.removeprefix("all "), count=1)
    return f"of {phrase[4:] if phrase.startswith('all ') else phrase}"


def _english_counted(per: fx.Target) -> str:
    """The cards a "for each" counts, in plain English."""
    if per == fx.AFFECTED:
        return "card the effect before it acted on"
    if per.pick is fx.Pick.ALL and per.kind is fx.TargetKind.CARDS:
        return _english_target(per).removeprefix("each ")
    return _counted(per).removeprefix("of ")


def _as_chooser(effect: fx.Effect, chooser: fx.Player) -> fx.Effect:
    """An effect of an option as its chooser says it ("Opp. may draw a card": opp. draws)."""
    if chooser is fx.Player.YOU or getattr(effect, "player", None) is not chooser:
        return effect
    return replace(effect, player=fx.Player.YOU)  # type: ignore[arg-type]


_EFFECTS_OF = {
    fx.Player.YOU: "your",
    fx.Player.OPPONENT: "your opponent's",
    fx.Player.EACH: "either player's",
    fx.Player.THAT_OWNER: "that card's owner's",
}

_PROTECTED_VERBS = {
    fx.Action.DESTROY: "destroy",
    fx.Action.MOVE: "move",
    fx.Action.RETURN: "return",
    fx.Action.HIDE: "hide",
    fx.Action.TAP: "tap",
    fx.Action.UNTAP: "untap",
    fx.Action.REVEAL: "reveal",
}
"""The verb a player is kept from doing to a card ("Opp. can't untap cards")."""


def _restricted(player: fx.Player) -> str:
    return {
        fx.Player.YOU: "You",
        fx.Player.OPPONENT: "Opp.",
        fx.Player.EACH: "Each player",
        fx.Player.THAT_OWNER: "That card's owner",
    }[player]


def _imperative(effect: fx.Effect) -> str | None:
    """An effect as a verb phrase in the voice of who does it ("give OC -2", "draw a card"), for
    "you may ..."; ``None`` if it has another subject ("opp. draws a card", a rule change)."""
    match effect:
        case fx.Modify(target, amount, duration, per):
            each = f" for each {_counted(per)}" if per is not None else ""
            return f"give {target_text(target)} {amount:+d}{each}{_DURATION[duration]}"
        case fx.SetValue(target, value, duration, per) if per == fx.ROLLED:
            return f"set {_value_of(target)} to the roll{_DURATION[duration]}"
        case fx.SetValue(target, value, duration, per) if per is not None:
            return (
                f"set {_value_of(target)} to the number of {_number_of(per)}{_DURATION[duration]}"
            )
        case fx.SetValue(target, value, duration):
            return f"set {_value_of(target)} to {value}{_DURATION[duration]}"
    if isinstance(effect, fx.RULE_CHANGES):
        return None
    if getattr(effect, "player", fx.Player.YOU) is not fx.Player.YOU:
        return None
    return _lower(effect_text(effect))


_ACTS = (fx.Draw, fx.Discard, fx.Points, fx.SkipDraw, fx.ShowHand)
"""Effects said with their player as the subject ("opp. draws a card", "draw a card")."""


def joined(effects: tuple[fx.Effect, ...]) -> str:
    """Effects as one clause joined by "and"; "you" is said again after another player's act
    ("Opp. draws a card and you draw 2 cards")."""
    parts: list[str] = []
    other = False
    for effect in effects:
        text = effect_text(effect)
        mine = isinstance(effect, _ACTS) and effect.player is fx.Player.YOU
        if parts and mine and other:
            text = f"you {_lower(text)}"
        parts.append(text if not parts else _lower(text))
        other = isinstance(effect, _ACTS) and effect.player is not fx.Player.YOU
    return " and ".join(parts)


def _roll_outcome_text(outcome: fx.RollOutcome) -> str:
    """ "On a 6, destroy OC", "On 1-3, OC gets -1", "OC gets minus the roll"."""
    body = joined(outcome.effects)
    test = outcome.test
    if test is None:
        return body
    exact = test.low is not None and test.low == test.high and test.parity is None
    on = f"On a {test.low}" if exact else f"On {value_test_text(test)}"
    return f"{on}, {_lower(body)}"


def option_text(option: tuple[fx.Effect, ...], chooser: fx.Player = fx.Player.YOU) -> str:
    """One option of a choice, in the voice of who chooses ("draw a card and lose a point")."""
    return _lower(joined(tuple(_as_chooser(e, chooser) for e in option)))


def _cards(count: int) -> str:
    return "a card" if count == 1 else f"{count} cards"


def _points(count: int) -> str:
    return "a point" if count == 1 else f"{count} points"


def effect_text(effect: fx.Effect) -> str:
    """The canonical text of one effect, capitalised as at the start of a sentence."""
    match effect:
        case fx.Draw(player, count, per, up_to) if up_to:
            return _player_verb(player, "draw", f"up to {_cards(count)}")
        case fx.Draw(player, 1, per) if per == fx.ROLLED:  # after "Roll a die"
            return _player_verb(player, "draw", "that many cards")
        case fx.Draw(player, count, per):
            each = f" for each {_counted(per)}" if per is not None else ""
            return _player_verb(player, "draw", _cards(count) + each)
        case fx.Discard(player, count, extreme=extreme, cards=test) if extreme is not None:
            word = "highest" if extreme is fx.Pick.HIGHEST else "lowest"
            whose = "your" if player is fx.Player.YOU else "its"
            what = f"{word} card" if count == 1 else f"{count} {word} cards"
            return _player_verb(player, "discard", f"{whose} {what}{_with_value(test)}")
        case fx.Discard(player, count, cards=fx.ValueTest(None, None, parity)) if parity:
            what = f"{_article(parity.value)} {parity.value} card"
            return _player_verb(
                player, "discard", what if count == 1 else f"{count} {parity} cards"
            )
        case fx.Discard(player, count, cards=test) if test is not None:
            return _player_verb(player, "discard", f"{_cards(count)}{_with_value(test)}")
        case fx.Discard(player, count, at_random) if count == fx.WHOLE_HAND:
            if player is fx.Player.YOU:
                return "Discard your hand"
            return f"{_capital(_PLAYER_SUBJECT[player])} discards its hand"
        case fx.Discard(player, count, _, up_to) if up_to:
            many = "any number of" if count >= ANY_NUMBER else f"up to {count}"
            return _player_verb(player, "discard", f"{many} cards")
        case fx.Discard(player, count, at_random, _, yours) if yours:
            return _player_verb(player, "discard", f"{_cards(count)} of your choice")
        case fx.Discard(player, count, at_random):
            what = _cards(count)
            if at_random:
                what = "a random card" if count == 1 else f"{count} random cards"
            return _player_verb(player, "discard", what)
        case fx.Sacrifice(player, count):
            return _player_verb(player, "sacrifice", _cards(count))
        case fx.Destroy(target):
            return f"Destroy {target_text(target)}"
        case fx.Place(source, to, face_up):
            default = fx.Target(pick=fx.Pick.CHOOSE, owner=fx.Owner.YOURS, zone=fx.Zone.HAND)
            if source == default:
                what = "a card"
            elif source.pick is fx.Pick.TOP:
                what = target_text(source)
            else:
                what = f"a card from {_zone_owner(source.owner)} {source.zone.value}"
            up = " face up" if face_up else ""
            return f"Place {what}{up} in {slots_text(to, destination=True)}"
        case fx.Reveal(target):
            return f"Reveal {target_text(target)}"
        case fx.Hide(target):
            return f"Hide {target_text(target)}"
        case fx.LookAt(target):
            return f"Look at {target_text(target)}"
        case fx.AddCounters(target, amount, 1, per, sized=True) if per == fx.ROLLED:
            sign = "" if amount == 1 else "minus " if amount == -1 else f"{amount} times "
            return f"Put a counter equal to {sign}the roll on {target_text(target)}"
        case fx.AddCounters(target, amount, count, per):
            counters = f"a {amount:+d} counter" if count == 1 else f"{count} {amount:+d} counters"
            each = f" for each {_counted(per)}" if per is not None else ""
            return f"Put {counters} on {target_text(target)}{each}"
        case fx.Modify(target, amount, duration, per) if per == fx.ROLLED:
            verb = "gets" if _singular(target) else "get"
            sign = "plus" if amount > 0 else "minus"
            return f"{_capital(target_text(target))} {verb} {sign} the roll{_DURATION[duration]}"
        case fx.Modify(target, amount, duration, per):
            verb = "gets" if _singular(target) else "get"
            each = f" for each {_counted(per)}" if per is not None else ""
            return f"{_capital(target_text(target))} {verb} {amount:+d}{each}{_DURATION[duration]}"
        case fx.SetValue(target, value, duration, per) if per == fx.ROLLED:
            verb = "has" if _singular(target) else "have"
            return f"{_capital(target_text(target))} {verb} value equal to the roll{_DURATION[duration]}"
        case fx.SetValue(target, value, duration, per) if per is not None:
            verb = "has" if _singular(target) else "have"
            has = f"{_capital(target_text(target))} {verb} value equal to the number of"
            return f"{has} {_number_of(per)}{_DURATION[duration]}"
        case fx.SetValue(target, value, duration):
            verb = "has" if _singular(target) else "have"
            return f"{_capital(target_text(target))} {verb} value {value}{_DURATION[duration]}"
        case fx.MultiplyValue(target, factor, duration):
            if factor == 2:
                return f"Double {_value_of(target)}{_DURATION[duration]}"
            if factor == 3:
                return f"Triple {_value_of(target)}{_DURATION[duration]}"
            return f"Multiply {_value_of(target)} by {factor}{_DURATION[duration]}"
        case fx.MultiplyByValue(target, by, duration):
            return f"Multiply {_value_of(target)} by {_value_of(by)}{_DURATION[duration]}"
        case fx.HalveValue(target, duration):
            return f"Halve {_value_of(target)}{_DURATION[duration]}"
        case fx.ResetValue(target, duration):
            if _singular(target):
                return f"{_capital(target_text(target))} has its printed value{_DURATION[duration]}"
            return f"{_capital(target_text(target))} have their printed value{_DURATION[duration]}"
        case fx.SwapHands():
            return "Swap hands with opp."
        case fx.GiveCards(player, count):
            if player is fx.Player.YOU:
                return f"Give {_cards(count)} from your hand to opp."
            if player is fx.Player.OPPONENT:
                return f"Opp. gives {_cards(count)} from its hand to you"
            return f"Each player gives {_cards(count)} from its hand to the other"
        case fx.RevealCompare(effects, lower):
            winner = f"the player with the {'lower' if lower else 'higher'} card"
            winner_does = _lower(joined(effects)).replace("that card's owner", winner)
            return f"Each player reveals the top card of its deck and {winner_does}"
        case fx.ValueLimit(target, upper, bound, duration):
            if bound is None:
                kept = "can't be raised" if upper else "can't be lowered"
            else:
                kept = f"can't go {'above' if upper else 'below'} {bound}"
            return f"{_capital(_value_of(target))} {kept}{_DURATION[duration]}"
        case fx.Redraw(player, extra):
            more = f" plus {extra}" if extra else ""
            if player is fx.Player.YOU:
                return f"Shuffle your hand into your deck and draw that many cards{more}"
            subject = _capital(_PLAYER_SUBJECT[player])
            return f"{subject} shuffles its hand into its deck and draws that many cards{more}"
        case fx.Mill(player, count):
            whose = "your" if player is fx.Player.YOU else "its"
            top = "top card" if count == 1 else f"top {count} cards"
            return _player_verb(player, "put", f"the {top} of {whose} deck into {whose} pile")
        case fx.CopyValue(target, source, printed, duration):
            verb = "has" if _singular(target) else "have"
            copied = _value_of(source)
            copied = copied.replace("value", "printed value", 1) if printed else copied
            return f"{_capital(target_text(target))} {verb} {copied}{_DURATION[duration]}"
        case fx.SwapSlots(first, second):
            return f"Swap {target_text(first)} and {target_text(second)}"
        case fx.SwapValues(first, second, duration):
            return (
                f"Swap values of {target_text(first)} and {target_text(second)}"
                f"{_DURATION[duration]}"
            )
        case fx.Move(target, to):
            return f"Move {target_text(target)} to {slots_text(to, destination=True)}"
        case fx.ToDeck(target, bottom):
            end = "the bottom" if bottom else "top"
            named = target_text(target)
            if target.kind is fx.TargetKind.CARDS and target.zone is not fx.Zone.TABLE:
                named = named.replace(" in ", " from ", 1)  # "a card from your pile" (placed)
            return f"Put {named} on {end} of its owner's deck"
        case fx.ReturnToHand(target):
            return f"Return {target_text(target)} to hand"
        case fx.TakeControl(target, duration):
            until = _DURATION[duration] or " while in play"
            return f"Take control of {target_text(target)}{until}"
        case fx.Trade(yours, theirs):
            return f"Trade {target_text(yours)} for {target_text(theirs)}"
        case fx.Points(player, amount, per):
            verb = "score" if amount > 0 else "lose"
            each = f" for each {_counted(per)}" if per is not None else ""
            return _player_verb(player, verb, _points(abs(amount)) + each)
        case fx.SkipDraw(player):
            if player is fx.Player.YOU:
                return "Skip your next draw"
            return f"{_capital(_PLAYER_SUBJECT[player])} skips its next draw"
        case fx.Tap(target):
            return f"Tap {target_text(target)}"
        case fx.Untap(target):
            return f"Untap {target_text(target)}"
        case fx.ShowHand(player):
            if player is fx.Player.YOU:
                return "Reveal your hand"
            return f"{_capital(_PLAYER_SUBJECT[player])} reveals its hand"
        case fx.Rearrange(target):
            return f"Rearrange {target_text(target)}"
        case fx.Scry(target, every):
            put = "them on the bottom in any order" if every else "any number of them on the bottom"
            if target.count == 1:
                put = "put it" if every else "you may put it"
                return f"Look at {target_text(target)} and {put} on the bottom"
            return f"Look at {target_text(target)} and put {put}"
        case fx.ShowCards(target):
            return f"Reveal {target_text(target)}"
        case fx.IfThen(condition, effects):
            return f"If {_it_condition_text(condition)}, {_lower(joined(effects))}"
        case fx.DrawTo(player, _, True):
            who, other = ("you have", "opp.") if player is fx.Player.YOU else ("it has", "you")
            return _player_verb(player, "draw", f"until {who} as many cards in hand as {other}")
        case fx.DrawTo(player, size):
            who = "you have" if player is fx.Player.YOU else "it has"
            return _player_verb(player, "draw", f"until {who} {size} cards in hand")
        case fx.DiscardTo(player, size):
            return _player_verb(player, "discard", f"down to {size} cards")
        case fx.Optional((), cost, fx.Player.OPPONENT, declined) if cost and declined:
            paid = " and ".join(_lower(effect_text(e)) for e in cost)  # "Unless opp. discards"
            return f"Unless {paid}, {_lower(joined(declined))}"
        case fx.Optional(effects, cost, chooser, declined) if declined:
            offered = effect_text(replace(effect, declined=()))
            dont = "you don't" if chooser is fx.Player.YOU else "they don't"
            return f"{offered}. If {dont}, {_lower(joined(declined))}"
        case fx.Optional(effects, cost, chooser):
            who = "You" if chooser is fx.Player.YOU else _capital(_PLAYER_SUBJECT[chooser])
            said = [_imperative(_as_chooser(e, chooser)) for e in effects]
            paid = " and ".join(_lower(effect_text(_as_chooser(e, chooser))) for e in cost)
            others = any(getattr(e, "player", chooser) is not chooser for e in effects)
            if cost and chooser is not fx.Player.YOU and others:  # what opp.'s price buys you
                return f"{who} may {paid}. If they do, {_lower(joined(effects))}"
            if any(part is None for part in said):
                body = joined(effects)
                if cost and chooser is fx.Player.YOU:  # "Lose a point: opp. draws a card"
                    return f"{_capital(paid)}: {_lower(body)}"
                return f"{who} may {_lower(body)}"
            body = " and ".join(part for part in said if part is not None)
            return f"{who} may {paid} to {body}" if cost else f"{who} may {body}"
        case fx.CantPlace(player, slots, duration, cards) if cards is not None:
            who = _restricted(player)
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            return (
                f"{who} can't place cards with printed value {value_test_text(cards)}{where}"
                f"{_DURATION[duration]}"
            )
        case fx.CantPlace(player, slots, duration):
            who = _restricted(player)
            return f"{who} can't place cards in {slots_text(slots)}{_DURATION[duration]}"
        case fx.CantDraw(player, duration):
            return f"{_restricted(player)} can't draw cards{_DURATION[duration]}"
        case fx.Protect(target, actions, duration, by) if by is not None and any(
            a not in _PROTECTED_VERBS for a in actions
        ):  # "Your cards can't be targeted by opp."
            verbs = " or ".join(a.value for a in actions)
            by_whom = {fx.Player.YOU: "you", fx.Player.OPPONENT: "opp."}.get(by, "each player")
            kept = f"{_capital(target_text(target))} can't be {verbs} by {by_whom}"
            return f"{kept}{_DURATION[duration]}"
        case fx.Protect(target, actions, duration, by) if by is not None:
            verbs = " or ".join(_PROTECTED_VERBS[a] for a in actions)
            return f"{_restricted(by)} can't {verbs} {target_text(target)}{_DURATION[duration]}"
        case fx.Protect(target, actions, duration) if actions == (fx.Action.COUNTERS,):
            return f"Counters can't be placed on {target_text(target)}{_DURATION[duration]}"
        case fx.Protect(target, actions, duration):
            verbs = " or ".join(a.value for a in actions)
            return f"{_capital(target_text(target))} can't be {verbs}{_DURATION[duration]}"
        case fx.TieBreak(slots, order, duration):
            word = "higher" if order is fx.Order.HIGHER_FIRST else "lower"
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            return f"Ties{where} go to the {word} printed value{_DURATION[duration]}"
        case fx.PrintedWins(slots):
            return f"Highest printed value wins in {slots_text(slots)}"
        case fx.NoFizzle(slot_order=True):
            return "Conflicts resolve in slot order"
        case fx.NoFizzle():
            return "Conflicts don't fizzle"
        case fx.RemoveCounters(target):
            return f"Remove all counters from {target_text(target)}"
        case fx.Chance(effects, tails):
            sides = [("heads", effects), ("tails", tails)]
            outcomes = [f"If {side}, {_lower(joined(group))}" for side, group in sides if group]
            return ". ".join(["Flip a coin", *outcomes])
        case fx.Roll(outcomes):
            return ". ".join(["Roll a die", *(_roll_outcome_text(o) for o in outcomes)])
        case fx.OneOf(options, chooser):
            who = (
                "Choose one" if chooser is fx.Player.YOU else f"{_restricted(chooser)} chooses one"
            )
            return f"{who}: " + " or ".join(option_text(o, chooser) for o in options)
        case fx.CantScore(player, losing, duration, slots) if slots is not None:
            return f"{_restricted(player)} can't win {slots_text(slots)}{_DURATION[duration]}"
        case fx.CantScore(player, losing, duration):
            verb = "lose" if losing else "score"
            return f"{_restricted(player)} can't {verb} points{_DURATION[duration]}"
        case fx.CantDiscard(player, duration):
            return f"{_restricted(player)} can't discard cards{_DURATION[duration]}"
        case fx.TiesTo(slots, player, duration):
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            who = "you" if player is fx.Player.YOU else "opp."
            return f"Ties{where} go to {who}{_DURATION[duration]}"
        case fx.TiesSettled(slots, by, winner_of, duration):
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            return f"Ties{where} go to {_tie_taker(by, winner_of)}{_DURATION[duration]}"
        case fx.SlotWorth(slots, points, margin, winner) if margin:
            who = "you win" if winner is fx.Player.YOU else "opp. wins"
            worth = (
                "it scores double"
                if points == 2
                else f"{slots_text(slots)} is worth {_points(points)}"
            )
            return f"If {who} {slots_text(slots)} by {margin} or more, {worth}"
        case fx.SlotWorth(slots, points):
            several = slots.kind in (fx.SlotKind.ALL, fx.SlotKind.LISTED)
            verb = "are" if several or slots.first != slots.last else "is"
            if slots.kind in (fx.SlotKind.THIS, fx.SlotKind.NEXT_ONE, fx.SlotKind.PREVIOUS_ONE):
                verb = "is"
            return f"{_capital(slots_text(slots))} {verb} worth {_points(points)}"
        case fx.LowestWins(slots):
            return f"Lowest card wins in {slots_text(slots)}"
        case fx.ResolveOrder(order):
            word = "Higher" if order is fx.Order.HIGHER_FIRST else "Lower"
            return f"{word} printed values resolve first"
        case fx.StackedValuesAdd(owner, slots):
            who = {fx.Owner.ANY: "Stacked", fx.Owner.YOURS: "Your stacked"}.get(
                owner, "Opp. stacked"
            )
            where = f" in {slots_text(slots)}" if slots is not None else ""
            return f"{who} cards{where} add their values"
    return _rule_text(effect)


_ONE_OF = {
    fx.Target(): "a card",
    fx.Target(owner=fx.Owner.YOURS): "your card",
    fx.Target(owner=fx.Owner.OPPONENTS): "an opp. card",
    fx.OPPOSING: "OC",
    fx.THIS_CARD: "this card",
}
"""The cards of "If a card would be destroyed, ..." and how it names them."""


def _rule_text(effect: fx.Effect) -> str:
    """The canonical text of the rule changes of slots, rounds and cards singled out."""
    match effect:
        case fx.WinRound(player, slots) if slots is not None and player is fx.Player.EACH:
            return f"Whoever wins {slots_text(slots)} wins the round"
        case fx.WinRound(player, slots) if slots is not None:
            who = "you win" if player is fx.Player.YOU else "opp. wins"
            return f"If {who} {slots_text(slots)}, {who} the round"
        case fx.WinRound(player) if player is fx.Player.YOU:
            return "You win the round"
        case fx.WinRound(player):
            return _player_verb(player, "win", "the round")
        case fx.WinSlot(slots, player):
            return _player_verb(player, "win", slots_text(slots))
        case fx.EmptyWins(slots):
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            return f"Empty slots beat cards{where}"
        case fx.EmptyValue(value, owner, slots, duration):
            whose = {fx.Owner.ANY: "", fx.Owner.YOURS: "your ", fx.Owner.OPPONENTS: "opp.'s "}[
                owner
            ]
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            return _capital(f"{whose}empty slots{where} count as {value}{_DURATION[duration]}")
        case fx.TiesScoreBoth(slots):
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            return f"Ties{where} give each player a point"
        case fx.RoundTieTo(player):
            return _player_verb(player, "win", "tied rounds")
        case fx.FewerPointsWin():
            return "The player with fewer points wins the round"
        case fx.DestroyedToHand(target):
            said = _ONE_OF.get(target)
            if said is None:
                return f"Destroyed {target_text(target).removeprefix('all ')} go to hand instead"
            return f"If {said} would be destroyed, return it to hand instead"
        case fx.Unscored(target):
            return f"{_capital(target_text(target))} score no points"
        case fx.Shield(target):
            return f"The first time {target_text(target)} would be destroyed, it isn't"
        case fx.ReverseScoring(duration):
            return f"Slots are scored from S9 to S1{_DURATION[duration]}"
        case fx.Unaffected(target, by):
            verb = "is" if _singular(target) else "are"
            source = "other cards" if by is None else target_text(by)
            return f"{_capital(target_text(target))} {verb} unaffected by {source}"
        case fx.Dig(count, keep, bottom):
            top = "the top card" if count == 1 else f"the top {count} cards"
            rest = " and put the rest on the bottom" if bottom else ""
            return f"Look at {top} of your deck, keep {keep}{rest}"
        case fx.Shuffle(player, zones):
            said = " and ".join(
                f"{'your' if player is fx.Player.YOU else 'its'} {z.value}" for z in zones
            )
            deck = "your deck" if player is fx.Player.YOU else "its deck"
            if not zones:  # "Shuffle your deck."
                return _player_verb(player, "shuffle", deck)
            return _player_verb(player, "shuffle", f"{said} into {deck}")
        case fx.FaceUpPlacement(player, slots, duration):
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {slots_text(slots)}"
            return f"{_restricted(player)} must place cards face up{where}{_DURATION[duration]}"
        case fx.Silence(target, duration):
            has = "has" if _singular(target) else "have"
            return f"{_capital(target_text(target))} {has} no text{_DURATION[duration]}"
    raise TypeError(f"not an effect: {effect!r}")


def _english_rule(effect: fx.Effect) -> str:
    """Plain English for the rule changes of slots, rounds and cards singled out."""
    match effect:
        case fx.WinRound(player, slots) if slots is not None and player is not fx.Player.EACH:
            who, s = _english_player(player)
            return (
                f"if {who} won {_english_slots(slots)} when the round ends, {who} win{s} the round"
                " whatever the points (if this card is face up then)"
            )
        case fx.WinRound(player, slots) if slots is not None:
            return (
                f"the player who won {_english_slots(slots)} wins the round whatever the points"
                " (if this card is face up when the round ends)"
            )
        case fx.WinRound(player):
            who, s = _english_player(player)
            return (
                f"{who} win{s} the round whatever the points (if this card is face up when the"
                " round ends, its condition checked then)"
            )
        case fx.WinSlot(slots, player):
            who, s = _english_player(player)
            return f"{who} win{s} {_english_slots(slots)} whatever the cards there"
        case fx.EmptyWins(slots):
            return f"in {_english_slots(slots)} an empty side beats a side with cards"
        case fx.EmptyValue(value, owner, slots, duration):
            whose = {
                fx.Owner.ANY: "",
                fx.Owner.YOURS: " of yours",
                fx.Owner.OPPONENTS: " of opp.'s",
            }
            return (
                f"in {_english_slots(slots)} an empty side{whose[owner]} counts as a card of value"
                f" {value}{_ENGLISH_DURATION[duration]}"
            )
        case fx.TiesScoreBoth(slots):
            return f"a tie in {_english_slots(slots)} scores a point for each player"
        case fx.RoundTieTo(player):
            who, s = _english_player(player)
            return f"{who} win{s} a round that ends with equal points"
        case fx.FewerPointsWin():
            return "the player with fewer points wins the round"
        case fx.DestroyedToHand(target):
            return (
                f"{_english_target(target)} that would be destroyed goes to its owner's hand"
                " instead"
            )
        case fx.ReverseScoring(fx.Duration.WHILE_IN_PLAY):
            return (
                "the slots are scored from slot 9 down to slot 1 (if this card is face up when"
                " scoring begins)"
            )
        case fx.ReverseScoring(duration):
            return f"the slots are scored from slot 9 down to slot 1{_ENGLISH_DURATION[duration]}"
        case fx.Unaffected(target, by):
            source = "any other card" if by is None else _english_target(by)
            return (
                f"{_english_target(target)} is unaffected by the effects of {source} while this"
                " card is in play: they neither act on it, choose it nor change its value"
            )
        case fx.Shield(target):
            return (
                f"the first time {_english_target(target)} would be destroyed while this card is"
                " in play, it is not (later destroys work; once each time it comes to the table)"
            )
        case fx.Unscored(target):
            return f"{_english_target(target)} does not count when its slot is scored"
        case fx.Dig(count, keep, bottom):
            rest = "the rest go to the bottom" if bottom else "the rest stay on top"
            return (
                f"you look at the top {count} card(s) of your deck and put {keep} of them (your"
                f" choice) into your hand; {rest}"
            )
        case fx.Shuffle(player, zones):
            who, s = _english_player(player)
            said = " and ".join(z.value for z in zones)
            if not zones:
                return f"{who} shuffle{s} {'your' if not s else 'their'} deck"
            return (
                f"{who} shuffle{s} the cards of {'your' if not s else 'their'} {said} into the deck"
            )
        case fx.FaceUpPlacement(player, slots, duration):
            who, s = _english_player(player)
            return (
                f"{who} place{s} cards face up in {_english_slots(slots)} (revealed at once)"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.Silence(target, duration):
            return (
                f"{_english_target(target)} has no text (no abilities; it keeps its value)"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
    raise TypeError(f"not an effect: {effect!r}")


_EVENT_WORDS = {
    fx.GameEvent.DRAWN: "draw",
    fx.GameEvent.DISCARDED: "discard",
}
_CARD_PARTY = {
    fx.Party.ANY: "a card",
    fx.Party.THIS: "this card",
    fx.Party.YOURS: "your card",
    fx.Party.OPPONENTS: "an opp. card",
}
_PLAYER_PARTY = {
    fx.Party.ANY: ("a player", "s"),
    fx.Party.THIS: ("you", ""),
    fx.Party.YOURS: ("you", ""),
    fx.Party.OPPONENTS: ("opp.", "s"),
}


_SLOT_EVENTS = (fx.GameEvent.SLOT_WON, fx.GameEvent.SLOT_LOST)


def trigger_text(trigger: fx.Trigger) -> str:
    """``[BT]``, ``[P5-P9]``, ``When a card is destroyed``; '' for when revealed."""
    match trigger:
        case fx.WhenRevealed():
            return ""
        case fx.AtPhase(phase, next_turn=True):
            return "At the start of the next turn"
        case fx.AtPhase(phase, first, last):
            if first is None or last is None:
                return f"[{phase.value}]"
            if first == last:
                return f"[{phase.value}{first}]"
            return f"[{phase.value}{first}-{phase.value}{last}]"
        case fx.OnEvent(event, party, slots) if event in _SLOT_EVENTS:
            return f"When {_CARD_PARTY[party]} {event.value}"
        case fx.OnEvent(event, party, slots):
            if event.about_players:
                who, s = _PLAYER_PARTY[party]
                return f"When {who} {_EVENT_WORDS[event]}{s} a card"
            if party is fx.Party.OPPONENTS and slots == fx.THIS_SLOT:
                return f"When OC is {event.value}"
            where = f" in {slots_text(slots)}" if slots is not None else ""
            return f"When {_CARD_PARTY[party]}{where} is {event.value}"
    raise TypeError(f"not a trigger: {trigger!r}")


def _count_text(relation: fx.CountRelation, count: int) -> str:
    """ "3 or more", "no", "exactly 2"."""
    if relation is fx.CountRelation.AT_MOST and count == 0:
        return "no"
    if relation is fx.CountRelation.EXACTLY:
        return f"exactly {count}"
    more = "more" if relation is fx.CountRelation.AT_LEAST else "fewer"
    return f"{count} or {more}"


def condition_text(condition: fx.Condition) -> str:
    """The canonical condition, without 'if': ``OC is higher``, ``you are behind``..."""
    match condition:
        case fx.CompareOpposing(relation, printed) if printed:
            return f"OC's printed value is {relation.value}"
        case fx.CompareOpposing(relation):
            return f"OC is {relation.value}"
        case fx.ScoreIs(standing, by):
            margin = f" by {by} or more points" if by > 1 else ""
            return f"you are {standing.value}{margin}"
        case fx.InSlot(slots):
            return f"this card is in {slots_text(slots)}"
        case fx.HandSize(player, relation, count):
            who = "you have" if player is fx.Player.YOU else "opp. has"
            return f"{who} {_count_text(relation, count)} cards in hand"
        case fx.CardCount(cards, relation, count):
            if cards.zone is not fx.Zone.TABLE:  # "cards in opp.'s hand": the owner is in it
                return f"there are {_count_text(relation, count)} {_number_of(cards)}"
            whose = {fx.Owner.YOURS: "you control", fx.Owner.OPPONENTS: "opp. controls"}
            said = target_text(replace(cards, owner=fx.Owner.ANY)).removeprefix("all ")
            head = whose.get(cards.owner, "there are")
            return f"{head} {_count_text(relation, count)} {said}"
        case fx.WinsSlot(slots, player):
            who = "you win" if player is fx.Player.YOU else "opp. wins"
            return f"{who} {slots_text(slots)}"
        case fx.AllOf(conditions):
            return " and ".join(condition_text(c) for c in conditions)
        case fx.HasState(opposing, state):
            return f"{'OC' if opposing else 'this card'} is {state.value}"
        case fx.NoOpposing():
            return "there is no OC"
        case fx.ValueIs(subject, test, printed):
            who = {
                fx.Subject.THIS_CARD: "this card's",
                fx.Subject.OPPOSING: "OC's",
                fx.Subject.THAT_CARD: "that card's",
                fx.Subject.MOVED: "its",
            }[subject]
            kind = "printed value" if printed else "value"
            return f"{who} {kind} is {value_test_text(test)}"
        case fx.IsExtreme(subject, highest, printed):
            who = "OC" if subject is fx.Subject.OPPOSING else "this card"
            word = "highest" if highest else "lowest"
            if printed:
                return f"{who} has the {word} printed value on the table"
            return f"{who} is the {word} card on the table"
        case fx.HandCompare(relation):
            if relation is fx.HandRelation.SAME:
                return "you have as many cards in hand as opp."
            return f"you have {relation.value} cards in hand than opp."
    raise TypeError(f"not a condition: {condition!r}")


def _it_condition_text(condition: fx.Condition) -> str:
    """A condition of an :class:`~fx.IfThen`, said of "it": ``its value is 1``, ``it is
    tapped``."""
    match condition:
        case fx.ValueIs(_, test, printed):
            return f"its {'printed value' if printed else 'value'} is {value_test_text(test)}"
        case fx.HasState(_, state):
            return f"it is {state.value}"
        case fx.CompareOpposing(relation, printed):  # OC, after an effect on OC
            return (
                f"its printed value is {relation.value}" if printed else f"it is {relation.value}"
            )
    return condition_text(condition)


def ability_text(ability: fx.Ability) -> str:
    """One ability as a canonical sentence: ``[trigger]: [If condition, ]effect and effect.``; a
    check after effects (:class:`~fx.IfThen`) is a sentence of its own ("If it ...")."""
    checks = [i for i, e in enumerate(ability.effects) if isinstance(e, fx.IfThen)]
    if checks:
        first = replace(ability, effects=ability.effects[: checks[0]])
        then = ability.effects[checks[0]]
        assert isinstance(then, fx.IfThen)
        rest = replace(ability, trigger=fx.WhenRevealed(), condition=None)
        said = f"If {_it_condition_text(then.condition)}, {_lower(joined(then.effects))}."
        after = ability.effects[checks[0] + 1 :]
        tail = f" {ability_text(replace(rest, effects=after))}" if after else ""
        return f"{ability_text(first)} {said}{tail}"
    body = joined(ability.effects)
    if ability.condition is not None:
        lead = "While" if ability.throughout else "If"
        body = f"{lead} {condition_text(ability.condition)}, {_lower(body)}"
    head = trigger_text(ability.trigger)
    body = body.removesuffix(".")  # "... go to opp."
    return f"{head}: {body}." if head else f"{body}."


# --------------------------------------------------------------------------------------------------
# Plain English


def _english_slots(slots: fx.Slots, *, destination: bool = False) -> str:
    if slots.kind is fx.SlotKind.NUMBERED:
        if slots.first == slots.last:
            return f"slot {slots.first}"
        return f"slots {slots.first} to {slots.last}"
    if slots.kind is fx.SlotKind.LISTED:
        runs = [_english_slots(run).split(" ", 1)[1] for run in _runs(slots.listed)]
        return "slots " + _and_list(runs)
    return {
        fx.SlotKind.THIS: "this card's slot",
        fx.SlotKind.PREVIOUS: "the lower-numbered slots",
        fx.SlotKind.NEXT: "the higher-numbered slots",
        fx.SlotKind.ADJACENT: "an adjacent slot (your choice)"
        if destination
        else "the adjacent slots",
        fx.SlotKind.PREVIOUS_ONE: "the slot before this one",
        fx.SlotKind.NEXT_ONE: "the slot after this one",
        fx.SlotKind.ALL: "any slot (your choice)" if destination else "every slot",
        fx.SlotKind.EMPTY: "an empty slot (your choice)",
    }[slots.kind]


def _english_value_test(test: fx.ValueTest, what: str) -> str:
    """The filter in words: " with an odd value", " with a printed value of 3 or less"."""
    parity = test.parity.value if test.parity is not None else ""
    bounded = test.low is not None or test.high is not None
    bound = value_test_text(replace(test, parity=None)) if bounded else ""
    described = f"{parity} {what}" if parity else what
    described = f"{_article(described)} {described}"
    return f" with {described} of {bound}" if bound else f" with {described}"


def _english_target(target: fx.Target) -> str:
    """A target as a distributive singular phrase ("each card you control", "one card (your
    choice)"), so that every verb after it agrees."""
    if target.kind is fx.TargetKind.THIS_CARD:
        return "this card"
    if target.kind is fx.TargetKind.OPPOSING:
        return "each opposing card in this slot"
    if target.kind is fx.TargetKind.THAT_CARD:
        return "the card the trigger is about"
    filters = ""
    if target.value is not None:
        filters += f" of value {target.value}"
    if target.value_test is not None:
        filters += _english_value_test(target.value_test, "value")
    if target.printed is not None:
        filters += f" with printed value {target.printed}"
    if target.printed_test is not None:
        filters += _english_value_test(target.printed_test, "printed value")
    if target.kind is fx.TargetKind.STACKED:
        pattern = "{card} of yours stacked with this card"
    elif target.zone is not fx.Zone.TABLE:
        whose = {fx.Owner.YOURS: "your", fx.Owner.OPPONENTS: "your opponent's"}.get(
            target.owner, "each player's"
        )
        place = f"{whose} {target.zone.value}"
        if target.pick is fx.Pick.TOP:
            return (
                f"the top card of {place}"
                if target.count == 1
                else (f"the top {target.count} cards of {place}")
            )
        pattern = "{card}" + f"{filters} in {place}"
    else:
        state = f"{target.state.value} " if target.state else ""
        owner = {fx.Owner.YOURS: " you control", fx.Owner.OPPONENTS: " your opponent controls"}
        slots = f" in {_english_slots(target.slots)}" if target.slots is not None else ""
        pattern = state + "{card}" + filters + owner.get(target.owner, "") + slots
    if target.other:
        pattern = "{card}" + pattern.split("{card}", 1)[1] + " other than this card"
        pattern = pattern if not target.state else f"{target.state.value} {pattern}"
    one, many = pattern.format(card="card"), pattern.format(card="cards")
    if target.pick is fx.Pick.RANDOM:
        if target.count == 1:
            return f"one {one} drawn at random"
        return f"each of {target.count} {many} drawn at random"
    if target.pick in (fx.Pick.HIGHEST, fx.Pick.LOWEST):
        word = "highest" if target.pick is fx.Pick.HIGHEST else "lowest"
        return f"the {one} of the {word} current value (your choice among ties)"
    if target.pick is fx.Pick.ALL:
        return f"each {one}"
    if target.pick is fx.Pick.UP_TO:
        return f"each of up to {target.count} {many} of your choice"
    if target.count == 1:
        return f"one {one} of your choice"
    return f"each of {target.count} {many} of your choice"


_ENGLISH_DURATION = {
    fx.Duration.WHILE_IN_PLAY: " while this card is in play",
    fx.Duration.UNTIL_END_OF_TURN: " until the end of the turn",
    fx.Duration.UNTIL_END_OF_ROUND: " until the end of the round",
}

_PHASE_WORDS = {
    fx.Phase.TURN_START: ("At the start of every turn", "At the start of turn"),
    fx.Phase.PLACEMENT: ("After every placement phase", "After placement phase"),
    fx.Phase.REVEAL: ("After every reveal phase", "After reveal phase"),
    fx.Phase.DRAW: ("After every draw phase", "After draw phase"),
    fx.Phase.SCORING_START: ("At the start of scoring", ""),
    fx.Phase.SCORING_END: ("At the end of scoring", ""),
}


def _english_trigger(trigger: fx.Trigger) -> str:
    match trigger:
        case fx.WhenRevealed():
            return "When revealed"
        case fx.AtPhase(phase, next_turn=True):
            return "At the start of the turn after this card's slot's turn (once)"
        case fx.AtPhase(phase, first, last):
            every, some = _PHASE_WORDS[phase]
            if first is None or last is None:
                return every
            if first == last:
                return f"{some} {first}"
            return f"{some}s {first} to {last}".replace("phases", "phases")
        case fx.OnEvent(event) if event in _SLOT_EVENTS:
            winner = "you win" if event is fx.GameEvent.SLOT_WON else "your opponent wins"
            return f"When this card's slot is scored and {winner} it"
        case fx.OnEvent():
            text = trigger_text(trigger)
            return text.replace("an opp. card", "an opposing card").replace("opp.", "your opponent")
    raise TypeError(f"not a trigger: {trigger!r}")


def _english_player(player: fx.Player) -> tuple[str, str]:
    return {
        fx.Player.YOU: ("you", ""),
        fx.Player.OPPONENT: ("your opponent", "s"),
        fx.Player.EACH: ("each player", "s"),
        fx.Player.THAT_OWNER: ("that card's owner", "s"),
    }[player]


def _english_subject(player: fx.Player) -> tuple[str, str, str]:
    """A player as the subject of a verb, the verb's ending, and the player's possessive
    ("you", "", "your"; "each player", "s", "their")."""
    who, s = _english_player(player)
    return who, s, "their" if s else "your"


def _english_effect(effect: fx.Effect) -> str:
    match effect:
        case fx.IfThen(condition, effects):
            done = ", then ".join(_english_effect(e) for e in effects)
            return f"if {_english_condition(condition)} at that moment, {done}"
        case fx.DrawTo(player, _, True):
            who, s = _english_player(player)
            other = "your opponent" if not s else "you"
            return (
                f"{who} draw{s} until {'you have' if not s else 'they have'} as many cards in hand"
                f" as {other} (none if already as many or more)"
            )
        case fx.DrawTo(player, size):
            who, s = _english_player(player)
            return (
                f"{who} draw{s} until {'you have' if not s else 'they have'} {size} cards in hand"
            )
        case fx.DiscardTo(player, size):
            who, s = _english_player(player)
            return f"{who} discard{s} cards of {'your' if not s else 'their'} choice down to {size}"
        case fx.Draw(player, count, per, up_to) if up_to:
            who, s = _english_player(player)
            return (
                f"{who} draw{s} as many cards as {'you' if not s else 'they'} choose, up to {count}"
            )
        case fx.Draw(player, 1, per) if per == fx.ROLLED:
            who, s = _english_player(player)
            return f"{who} draw{s} as many cards as the die shows"
        case fx.Draw(player, count, per):
            who, s = _english_player(player)
            each = "" if per is None else f" for each {_english_counted(per)}"
            return f"{who} draw{s} {_cards(count)}{each}"
        case fx.Discard(player, count, extreme=extreme, cards=test) if extreme is not None:
            who, s = _english_player(player)
            word = "highest" if extreme is fx.Pick.HIGHEST else "lowest"
            what = "the card" if count == 1 else f"the {count} cards"
            among = "" if test is None else f" among those of printed value {value_test_text(test)}"
            return (
                f"{who} discard{s} {what} of {word} printed value in {'your' if not s else 'their'}"
                f" hand{among} (a choice among cards tied for it)"
            )
        case fx.Discard(player, count, cards=test) if test is not None:
            who, s = _english_player(player)
            return (
                f"{who} discard{s} {_cards(count)} of {'your' if not s else 'their'} choice of"
                f" printed value {value_test_text(test)} (none if there are none)"
            )
        case fx.Discard(player, count, _) if count == fx.WHOLE_HAND:
            who, s = _english_player(player)
            return f"{who} discard{s} {'your' if not s else 'their'} whole hand"
        case fx.Discard(player, count, _, up_to) if up_to:
            who, s = _english_player(player)
            many = "any number of" if count >= ANY_NUMBER else f"up to {count}"
            return f"{who} discard{s} {many} cards of {'your' if not s else 'their'} choice"
        case fx.Discard(player, count, _, _, yours) if yours:
            who, s = _english_player(player)
            return f"{who} discard{s} {_cards(count)} you choose, seeing that hand"
        case fx.Sacrifice(player, count):
            who, s, mine = _english_subject(player)
            return f"{who} destroy{s} {_cards(count)} of {mine} own on the table, of {mine} choice"
        case fx.Discard(player, count, at_random):
            who, s = _english_player(player)
            if at_random:
                return f"{who} discard{s} {_cards(count)} drawn at random from the hand"
            return f"{who} discard{s} {_cards(count)} of {'your' if not s else 'their'} choice"
        case fx.Destroy(target):
            return f"destroy {_english_target(target)} (to its owner's pile)"
        case fx.Place(source, to, face_up):
            face = "face up" if face_up else "face down"
            return (
                f"put {_english_target(source)} {face} into {_english_slots(to, destination=True)}"
            )
        case fx.Reveal(target):
            return f"turn {_english_target(target)} face up"
        case fx.Hide(target):
            return f"turn {_english_target(target)} face down"
        case fx.LookAt(target):
            return f"you look at {_english_target(target)}"
        case fx.AddCounters(target, amount, 1, per, sized=True) if per == fx.ROLLED:
            sign = "plus" if amount > 0 else "minus"
            return f"{_english_target(target)} gets one counter of {sign} the number rolled"
        case fx.AddCounters(target, amount, count, per):
            counters = f"a {amount:+d} counter" if count == 1 else f"{count} {amount:+d} counters"
            each = "" if per is None else f" for each {_english_counted(per)}"
            return f"{_english_target(target)} gets {counters}{each} (counters stay)"
        case fx.Modify(target, amount, duration, per) if per == fx.ROLLED:
            sign = "plus" if amount > 0 else "minus"
            return (
                f"{_english_target(target)} gets {sign} the number rolled"
                f"{_ENGLISH_DURATION[duration]}"
            )
        case fx.Modify(target, amount, duration, per):
            each = ""
            if per is not None:
                each = f" for each {_english_counted(per)} (counted {_counting(effect)})"
            return f"{_english_target(target)} gets {amount:+d}{each}{_ENGLISH_DURATION[duration]}"
        case fx.SetValue(target, value, duration, per) if per == fx.ROLLED:
            return (
                f"{_english_target(target)} has value equal to the number rolled"
                f"{_ENGLISH_DURATION[duration]}"
            )
        case fx.SetValue(target, value, duration, per) if per is not None:
            return (
                f"{_english_target(target)} has value equal to the number of"
                f" {_CARD_WORD.sub('cards', _english_counted(per), count=1)}"
                f" (counted {_counting(effect)})"
                f"{_ENGLISH_DURATION[duration]}"
            )
        case fx.SetValue(target, value, duration):
            return f"{_english_target(target)} has value {value}{_ENGLISH_DURATION[duration]}"
        case fx.MultiplyValue(target, factor, duration):
            return (
                f"the value of {_english_target(target)} is multiplied by {factor}"
                f"{_ENGLISH_DURATION[duration]}"
            )
        case fx.MultiplyByValue(target, by, duration):
            return (
                f"the value of {_english_target(target)} is multiplied by the value of"
                f" {_english_target(by)}{_ENGLISH_DURATION[duration]}"
            )
        case fx.HalveValue(target, duration):
            return (
                f"the value of {_english_target(target)} is halved (rounded down)"
                f"{_ENGLISH_DURATION[duration]}"
            )
        case fx.ResetValue(target, duration):
            return (
                f"{_english_target(target)} is worth its printed value (0 face down): counters,"
                f" set values and the changes that resolve before this one no longer count"
                f"{_ENGLISH_DURATION[duration]}"
            )
        case fx.SwapHands():
            return (
                "you and your opponent exchange hands (the cards go back to their owner at the end"
                " of the round)"
            )
        case fx.GiveCards(player, count):
            who, s, mine = _english_subject(player)
            other = (
                "the other player"
                if player is fx.Player.EACH
                else ("your opponent" if player is fx.Player.YOU else "you")
            )
            return (
                f"{who} put{s} {_cards(count)} of {mine} choice from {mine} hand into the hand of"
                f" {other} (the cards go back to their owner at the end of the round)"
            )
        case fx.RevealCompare(effects, lower):
            winner = f"the player whose card has the {'lower' if lower else 'higher'} printed value"
            done = ", then ".join(_english_effect(e) for e in effects).replace(
                "that card's owner", winner
            )
            return (
                f"each player reveals the top card of their deck (both see them; they stay), and"
                f" {done} (equal values: nothing)"
            )
        case fx.ValueLimit(target, upper, bound, duration):
            limit = "its printed value (0 face down)" if bound is None else str(bound)
            return (
                f"the value of {_english_target(target)} is kept at {'most' if upper else 'least'}"
                f" {limit}, after every other change{_ENGLISH_DURATION[duration]}"
            )
        case fx.Redraw(player, extra):
            who, s, mine = _english_subject(player)
            more = f", plus {extra}" if extra else ""
            return (
                f"{who} shuffle{s} {mine} hand into {mine} deck, then draw{s} as many cards as"
                f" {mine} hand held{more}"
            )
        case fx.Mill(player, count):
            who, s, mine = _english_subject(player)
            return (
                f"{who} put{s} the top {_cards(count).removeprefix('a ')} of {mine} deck into"
                f" {mine} pile, seen by both players (not a discard)"
            )
        case fx.CopyValue(target, source, printed, duration):
            which = "printed value" if printed else "value"
            return (
                f"{_english_target(target)} takes the {which} of {target_text(source)} as it is"
                f" when this resolves{_ENGLISH_DURATION[duration]}"
            )
        case fx.SwapSlots(first, second):
            return f"{_english_target(first)} and {_english_target(second)} exchange slots"
        case fx.SwapValues(first, second, duration):
            return (
                f"{_english_target(first)} and {_english_target(second)} exchange values"
                f"{_ENGLISH_DURATION[duration]}"
            )
        case fx.Move(target, to):
            return f"move {_english_target(target)} to {_english_slots(to, destination=True)}"
        case fx.ReturnToHand(target):
            return f"return {_english_target(target)} to its owner's hand"
        case fx.ToDeck(target, bottom):
            end = "the bottom" if bottom else "the top"
            return f"put {_english_target(target)} on {end} of its owner's deck"
        case fx.TakeControl(target, duration):
            return f"you control {_english_target(target)}{_ENGLISH_DURATION[duration]}"
        case fx.Trade(yours, theirs):
            return f"permanently exchange {_english_target(yours)} for {_english_target(theirs)}"
        case fx.Points(player, amount, per):
            who, s = _english_player(player)
            verb = "score" if amount > 0 else "lose"
            each = "" if per is None else f" for each {_english_counted(per)}"
            return f"{who} {verb}{s} {_points(abs(amount))}{each}"
        case fx.SkipDraw(player):
            who, s = _english_player(player)
            return f"{who} skip{s} {'your' if not s else 'their'} next draw"
        case fx.Tap(target):
            return f"tap {_english_target(target)}"
        case fx.Untap(target):
            return f"untap {_english_target(target)}"
        case fx.LowestWins(slots):
            return f"in {_english_slots(slots)} the lowest card wins the point"
        case fx.ResolveOrder(order):
            word = "higher" if order is fx.Order.HIGHER_FIRST else "lower"
            return f"conflicts resolve with {word} printed values first"
        case fx.StackedValuesAdd(owner, slots):
            whose = {fx.Owner.ANY: "", fx.Owner.YOURS: "your ", fx.Owner.OPPONENTS: "opp.'s "}
            where = f" in {_english_slots(slots)}" if slots is not None else ""
            return f"{whose[owner]}stacked cards{where} score as the sum of their values"
        case fx.ShowHand(player):
            who, s = _english_player(player)
            return f"{who} show{s} {'your' if not s else 'their'} hand to both players"
        case fx.ShowCards(target):
            return f"both players see {_english_target(target)}"
        case fx.Rearrange(target):
            return (
                f"you look at {_english_target(target)} and put them back in the order you choose"
            )
        case fx.Scry(target, every):
            if target.count == 1:
                may = "" if every else "may "
                return (
                    f"you look at {_english_target(target)} and {may}put it on the bottom of that"
                    " deck"
                )
            if every:
                return (
                    f"you look at {_english_target(target)} and put them on the bottom of that"
                    " deck in the order you choose"
                )
            return (
                f"you look at {_english_target(target)} and put any number of them on the bottom"
                " of that deck, the rest back on top, each in the order you choose"
            )
        case fx.Optional((), cost, chooser, declined) if declined and cost:
            who = "you choose" if chooser is fx.Player.YOU else "your opponent chooses"
            paid = " and ".join(_english_effect(e) for e in cost)
            other = " and ".join(_english_effect(e) for e in declined)
            return f"unless {who} to pay ({paid}), {other}"
        case fx.Optional(effects, cost, chooser, declined) if declined:
            offered = _english_effect(replace(effect, declined=()))
            other = " and ".join(_english_effect(e) for e in declined)
            return f"{offered}; if not, {other}"
        case fx.Optional(effects, cost, chooser):
            who = "you" if chooser is fx.Player.YOU else "your opponent"
            body = " and ".join(_english_effect(e) for e in effects)
            if cost:
                paid = " and ".join(_english_effect(e) for e in cost)
                return f"{who} may choose to pay for it ({paid}); if so, {body}"
            return f"{who} may choose whether this happens: {body}"
        case fx.CantPlace(player, slots, duration, cards) if cards is not None:
            who, s = _english_player(player)
            where = "" if slots.kind is fx.SlotKind.ALL else f" in {_english_slots(slots)}"
            return (
                f"{who} place{s} no card of printed value {value_test_text(cards)}{where}"
                f" (another card, or none if {'you hold' if not s else 'they hold'} no other)"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.CantPlace(player, slots, duration):
            who, s = _english_player(player)
            return (
                f"{who} place{s} no card in {_english_slots(slots)}"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.CantDraw(player, duration):
            who, s = _english_player(player)
            return (
                f"{who} draw{s} no cards"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.Protect(target, actions, duration, by):
            verbs = " or ".join(a.value for a in actions)
            by_whom = "" if by is None else f" by {_EFFECTS_OF[by]} effects"
            return (
                f"{_english_target(target)} cannot be {verbs}{by_whom}"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.TieBreak(slots, order, duration):
            word = "higher" if order is fx.Order.HIGHER_FIRST else "lower"
            return (
                f"in {_english_slots(slots)} equal values are no tie: the card of {word} printed"
                f" value wins the point{_ENGLISH_DURATION[duration]}"
            )
        case fx.PrintedWins(slots):
            return (
                f"in {_english_slots(slots)} cards score by their printed values (counters and"
                " changes do not count; face down is 0)"
            )
        case fx.NoFizzle(slot_order=True):
            return (
                "conflicting abilities do not fizzle: the one whose card is in the lower slot"
                " resolves first (a coin toss decides between cards of one slot)"
            )
        case fx.NoFizzle():
            return "conflicting abilities do not fizzle: a coin toss decides which resolves first"
        case fx.RemoveCounters(target):
            return f"every counter on {_english_target(target)} is removed"
        case fx.Chance(effects, tails):
            sides = [("heads", effects), ("tails", tails)]
            said = [
                f"on {side}, " + ", then ".join(_english_effect(e) for e in group)
                for side, group in sides
                if group
            ]
            return "a coin is tossed (both players see it); " + "; ".join(said)
        case fx.Roll(outcomes):
            parts = []
            for outcome in outcomes:
                body = ", then ".join(_english_effect(e) for e in outcome.effects)
                test = outcome.test
                exact = test is not None and test.low == test.high and test.parity is None
                on = (
                    f"on a {test.low}" if exact and test else f"on {test and value_test_text(test)}"
                )
                parts.append(body if test is None else f"{on}, {body}")
            return "a six-sided die is rolled (both players see it); " + "; ".join(parts)
        case fx.OneOf(options, chooser):
            who = "you choose" if chooser is fx.Player.YOU else "your opponent chooses"
            said = [" and ".join(_english_effect(e) for e in option) for option in options]
            return f"{who} one of: " + "; or ".join(said)
        case fx.CantScore(player, losing, duration, slots) if slots is not None:
            who, s = _english_player(player)
            return (
                f"{who} score{s} no point for winning {_english_slots(slots)}"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.CantScore(player, losing, duration):
            who, s = _english_player(player)
            verb = "lose" if losing else "score"
            return (
                f"{who} {verb}{s} no points"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.CantDiscard(player, duration):
            who, s = _english_player(player)
            return (
                f"{who} discard{s} no cards"
                f"{_ENGLISH_DURATION[duration] or ' while this card is in play'}"
            )
        case fx.TiesTo(slots, player, duration):
            who = "you" if player is fx.Player.YOU else "your opponent"
            return f"in {_english_slots(slots)} a tie goes to {who}{_ENGLISH_DURATION[duration]}"
        case fx.TiesSettled(slots, by, winner_of, duration):
            taker = (
                f"the player who won {_english_slots(winner_of)} (not scored yet, or tied: nobody)"
                if winner_of is not None
                else f"the player with {by.value} when the slot is scored (equal: nobody)"
            )
            return f"in {_english_slots(slots)} a tie goes to {taker}{_ENGLISH_DURATION[duration]}"
        case fx.SlotWorth(slots, points, margin, winner) if margin:
            who = "you win" if winner is fx.Player.YOU else "your opponent wins"
            return (
                f"if {who} {_english_slots(slots)} by {margin} or more (the winning side's highest"
                f" value less the other's, an empty side 0), it scores {_points(points)} instead of"
                " one"
            )
        case fx.SlotWorth(slots, points):
            return f"winning {_english_slots(slots)} scores {_points(points)} instead of one"
    return _english_rule(effect)


def _tie_taker(by: fx.TieRule, winner_of: fx.Slots | None) -> str:
    """Who takes ties under :class:`~effects.TiesSettled`: "the player with more cards in hand",
    "the winner of S1"."""
    if winner_of is not None:
        return f"the winner of {slots_text(winner_of)}"
    return f"the player with {by.value}"


def _counting(effect: fx.Modify | fx.SetValue) -> str:
    """When a "for each" is counted: at every moment for a lasting change, once otherwise (and
    once for the cards the effect before acted on: what it did is done)."""
    if effect.duration is fx.Duration.WHILE_IN_PLAY and effect.per != fx.AFFECTED:
        return "again whenever it changes"
    return "when the ability resolves"


def _english_condition(condition: fx.Condition) -> str:
    match condition:
        case fx.CompareOpposing(relation, printed):
            than = "equal to" if relation is fx.Relation.EQUAL else f"{relation.value} than"
            which = "printed value" if printed else "value"
            return f"the {which} of the opposing card is {than} this card's"
        case fx.InSlot(slots):
            return f"this card is in {_english_slots(slots)}"
        case fx.NoOpposing():
            return "there is no opposing card in this slot"
        case fx.ValueIs(subject, test, printed):
            who = {
                fx.Subject.THIS_CARD: "this card",
                fx.Subject.OPPOSING: "the (highest) opposing card",
                fx.Subject.THAT_CARD: "the card the trigger is about",
                fx.Subject.MOVED: "the card just drawn, discarded or revealed",
            }[subject]
            kind = "printed value" if printed else "current value"
            return f"the {kind} of {who} is {value_test_text(test)}"
        case fx.IsExtreme(subject, highest, printed):
            who = "the (highest) opposing card" if subject is fx.Subject.OPPOSING else "this card"
            word = "highest" if highest else "lowest"
            kind = "printed value" if printed else "value"
            return (
                f"no card on the table has a {'higher' if highest else 'lower'} {kind} than"
                f" {who} (it has the {word}, ties included)"
            )
    text = condition_text(condition)
    text = text.replace("OC", "the opposing card").replace("opp. has", "your opponent has")
    return text.replace("than opp.", "than your opponent")


def explain(text: fx.CardText) -> str:
    """One line of plain English for a whole card text ('No special text.' for a vanilla card)."""
    if not text.abilities:
        return "No special text."
    sentences = []
    for ability in text.abilities:
        body = ", then ".join(_english_effect(e) for e in ability.effects)
        if ability.condition is not None:
            live = all(
                fx.is_live(ability, e) or fx.is_live_rule(ability, e) for e in ability.effects
            )
            lead = "for as long as" if ability.throughout and live else "if"
            body = f"{lead} {_english_condition(ability.condition)}, {body}"
        sentences.append(f"{_english_trigger(ability.trigger)}: {body}")
    return "; ".join(sentences) + "."


# --------------------------------------------------------------------------------------------------
# Templates: canonical sentences offered as the nearest valid phrasings of text that does not parse

TEMPLATES: tuple[str, ...] = (
    "Draw a card.",
    "Draw 2 cards.",
    "Opp. draws a card.",
    "Each player draws a card.",
    "Discard a card.",
    "Opp. discards a card.",
    "Destroy a card.",
    "Destroy OC.",
    "Destroy all 1s.",
    "Destroy all printed 1s.",
    "Destroy opp. cards in adj. slots.",
    "Place a card in the next slot.",
    "Place a card face up in S9.",
    "Reveal OC.",
    "Hide OC.",
    "Look at opp.'s hand.",
    "Look at the top 3 cards of your deck.",
    "Look at an unrevealed card.",
    "Put a +1 counter on this card.",
    "Put a -1 counter on OC.",
    "Put a +1 counter on a revealed card.",
    "Put a +1 counter on your cards.",
    "Your cards get +1.",
    "This card gets +2.",
    "OC gets -1.",
    "OC has value 5.",
    "Double OC's value.",
    "Multiply this card's value by the value of a card stacked with it.",
    "Swap this card and OC.",
    "Swap values of this card and OC.",
    "Move OC to the next slot.",
    "Return OC to hand.",
    "Take control of OC until end of round.",
    "Trade this card for OC.",
    "Score a point.",
    "Lose a point.",
    "Opp. scores a point.",
    "Skip your next draw.",
    "Opp. skips its next draw.",
    "Tap OC.",
    "Untap this card.",
    "Lowest card wins in this slot.",
    "Higher printed values resolve first.",
    "Stacked cards add their values.",
    "[BT]: Draw a card.",
    "[P]: Put a +1 counter on this card.",
    "[R3]: Destroy OC.",
    "[D]: Discard a card.",
    "[SSCORE]: Double this card's value.",
    "[ESCORE]: Score a point.",
    "When a card is destroyed: Put a +1 counter on this card.",
    "When this card is destroyed: Draw a card.",
    "When you draw a card: Put a +1 counter on a revealed card.",
    "When a card is revealed: Put a +1 counter on this card.",
    "When you discard a card: Draw a card.",
    "If OC is higher, destroy OC.",
    "If you are behind, draw a card.",
    "If this card is in S1, draw 2 cards.",
    "If you have 3 or more cards in hand, discard a card.",
    "If OC is unrevealed, reveal OC.",
)
