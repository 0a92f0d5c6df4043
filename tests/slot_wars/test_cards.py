"""Cards, card sets, their files and schema, and the starter set."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from wartable.core.errors import WartableError
from wartable.design.cardset import (
    SCHEMA_PATH,
    CardModel,
    CardSet,
    CardSetError,
    CardSetModel,
    blank_set,
    load_cards,
    save_cards,
    schema_text,
    validate,
)
from wartable.variants.slot_wars import STARTER_SET
from wartable.variants.slot_wars.cards import CardError, Rarity, SlotCard
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text import effects as fx

STARTER = Path(str(STARTER_SET))


def test_card_limits_with_exact_messages() -> None:
    with pytest.raises(CardError) as caught:
        SlotCard("A" * 33, 12, Rarity.COMMON, "Put a +1 counter on all of your cards")
    title = "A" * 33
    assert str(caught.value) == (
        f"card {title!r}: title is 33 characters, 3 over the limit of 30; "
        f"card {title!r}: value must be 1-9, got 12; "
        f"card {title!r}: text is 37 characters, 7 over the limit of 30 for a common card"
    )
    assert isinstance(caught.value, WartableError)


@pytest.mark.parametrize(("rarity", "limit"), [("rare", 180), ("uncommon", 60), ("common", 30)])
def test_text_limits_by_rarity(rarity: str, limit: int) -> None:
    text = "Draw a card and draw a card and draw a card and draw a card." * 4
    SlotCard("Ok", 5, Rarity(rarity), text[:limit].rsplit(" ", 1)[0])
    article = "an" if rarity == "uncommon" else "a"
    over = f"{len(text) - limit} over the limit of {limit} for {article} {rarity} card"
    with pytest.raises(CardError, match=over):
        SlotCard("Too long", 5, Rarity(rarity), text)


def test_card_keeps_its_text_error() -> None:
    card = SlotCard("Broken", 3, Rarity.COMMON, "Draw a zorp")
    assert card.ability is None and not card.playable
    assert card.text_error is not None and card.text_error.column == 8
    good = SlotCard("Fine", 3, Rarity.COMMON, "draw a card")
    assert good.playable and good.canonical_text() == "Draw a card."


def full_set() -> CardSetModel:
    cards = [
        CardModel(title=f"{rarity.value} {i}", value=i % 9 + 1, rarity=rarity, text="Draw a card.")
        for rarity, count in ((Rarity.RARE, 3), (Rarity.UNCOMMON, 9), (Rarity.COMMON, 9))
        for i in range(count)
    ]
    return CardSetModel(designer="Ryan", name="Test", cards=cards)


def test_a_full_set_is_valid_and_has_30_physical_cards() -> None:
    model = full_set()
    assert validate(model) == []
    cards = CardSet.from_model(model)
    assert len(cards.cards) == 21
    assert len(cards.physical_cards()) == 30
    assert all(card.designer == "Ryan" for card in cards.cards)


def test_validation_returns_every_problem_at_once() -> None:
    model = full_set()
    model.cards[0].title = "T" * 31
    model.cards[4].value = 0
    model.cards[20].text = "Rip up a card that annoys you"
    model.cards[19].text = "x" * 31
    model.cards.pop(10)
    messages = [str(p) for p in validate(model)]
    assert messages == [
        "the set has 20 cards, not 21",
        "the set has 8 uncommon cards, not 9",
        f"card 1 ({'T' * 31!r}): title is 31 characters, 1 over the limit of 30",
        "card 5 ('uncommon 1'): value must be 1-9, got 0",
        "card 19 ('common 7'): text is 31 characters, 1 over the limit of 30 for a common card",
        "card 19 ('common 7'): text: column 1: unknown word 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'"
        + messages[5].split("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'", 1)[1],
        "card 20 ('common 8'): text: column 1: breaks meta rule 1 (no rule may permanently destroy"
        " or physically deface a card): 'Rip' means ripping up a card; 'destroy' (to the pile) is"
        " allowed; nearest valid phrasings: Destroy a card. | Destroy OC. | Hide a card.",
    ]
    problems = validate(model)
    assert [(p.card, p.field) for p in problems] == [
        (None, "composition"),
        (None, "composition"),
        (1, "title"),
        (5, "value"),
        (19, "text"),
        (19, "text"),
        (20, "text"),
    ]
    with pytest.raises(CardSetError, match="the set has 20 cards"):
        CardSet.from_model(model)


def test_a_set_with_unparsed_text_still_loads() -> None:
    model = full_set()
    model.cards[0].text = "Draw a zorp"
    cards = CardSet.from_model(model)
    assert cards.cards[0].text_error is not None


@pytest.mark.parametrize("suffix", [".yaml", ".yml", ".json"])
def test_save_and_load_round_trip(tmp_path: Path, suffix: str) -> None:
    model = full_set()
    model.cards[2].designer = "Guest"
    path = tmp_path / f"set{suffix}"
    save_cards(model, path)
    assert load_cards(path) == model
    cards = CardSet.load(path)
    assert cards.cards[2].designer == "Guest"
    assert cards.to_model() == model


def test_blank_form_has_the_right_rarities(tmp_path: Path) -> None:
    form = blank_set("Ryan")
    assert [c.rarity for c in form.cards].count(Rarity.COMMON) == 9
    path = tmp_path / "form.yaml"
    save_cards(form, path)
    assert load_cards(path) == form
    assert validate(form, any_size=False)[0].message == "card 1 (untitled): title is empty"


def test_malformed_yaml_names_the_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("designer: Ryan\ncards:\n  - title: [unclosed\n", encoding="utf-8")
    with pytest.raises(CardSetError, match=r"bad\.yaml: line \d+, column \d+: invalid YAML"):
        load_cards(path)


def test_wrong_shape_names_the_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "designer: Ryan\ncards:\n  - title: A\n    value: 3\n    rarity: common\n"
        "  - title: B\n    value: lots\n    rarity: common\n",
        encoding="utf-8",
    )
    with pytest.raises(CardSetError) as caught:
        load_cards(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: line 7: cards[1].value: Input should be a valid integer")
    path.write_text("designer: Ryan\ncards:\n  - {title: A, rarity: mythic}\n", encoding="utf-8")
    with pytest.raises(CardSetError, match=r"line 3: cards\[0\]\.rarity: Input should be"):
        load_cards(path)


def test_an_unknown_key_is_named_with_the_key_meant(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "designer: Ryan\ncards:\n  - {name: A, value: 3, rarity: common}\n", encoding="utf-8"
    )
    with pytest.raises(CardSetError) as caught:
        load_cards(path)
    assert str(caught.value).endswith(
        "line 3: cards[0].name: Extra inputs are not permitted (did you mean 'title'?"
        " the keys are title, value, rarity, text, designer)"
    )
    path.write_text("designer: Ryan\nsetname: X\ncards: []\n", encoding="utf-8")
    with pytest.raises(CardSetError, match=r"setname: .* \(did you mean 'name'\? the keys are"):
        load_cards(path)
    path.write_text("designer: Ryan\nzzz: X\ncards: []\n", encoding="utf-8")
    with pytest.raises(CardSetError, match=r"zzz: .* \(the keys are designer, name, cards\)$"):
        load_cards(path)


def test_malformed_json_and_unknown_suffix(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"designer": "R", "cards": [}', encoding="utf-8")
    with pytest.raises(CardSetError, match=r"bad\.json: line 1, column \d+: invalid JSON"):
        load_cards(path)
    with pytest.raises(CardSetError, match=r"unknown file type '\.txt'"):
        load_cards(tmp_path / "set.txt")
    with pytest.raises(CardSetError, match="cannot read"):
        load_cards(tmp_path / "missing.yaml")


def test_a_bare_list_of_cards_loads(tmp_path: Path) -> None:
    path = tmp_path / "list.yaml"
    path.write_text(
        "- {title: A, value: 3, rarity: common, text: Draw a card., designer: Ann}\n"
        "- {title: B, value: x, rarity: common}\n",
        encoding="utf-8",
    )
    with pytest.raises(CardSetError, match=r"line 2: cards\[1\]\.value"):
        load_cards(path)


def test_published_schema_is_fresh() -> None:
    assert SCHEMA_PATH.read_text(encoding="utf-8") == schema_text(), (
        "docs/cardset.schema.json is stale: run wartable.design.cardset.write_schema()"
    )
    schema = json.loads(schema_text())
    assert schema["$defs"]["CardModel"]["properties"]["title"]["maxLength"] == 30


# ---- the starter set


def test_starter_set_loads_validates_and_round_trips() -> None:
    model = load_cards(STARTER)
    assert validate(model, any_size=True) == []
    cards = CardSet.from_model(model, any_size=True)
    counts = {r: sum(c.rarity is r for c in cards.cards) for r in Rarity}
    assert counts[Rarity.RARE] >= 12 and counts[Rarity.UNCOMMON] >= 24
    assert counts[Rarity.COMMON] >= 24
    assert len({c.title for c in cards.cards}) == len(cards.cards) >= 60
    for card in cards.cards:
        assert card.designer == "wartable"
        assert card.ability is not None, f"{card.title}: {card.text_error}"
        assert parse(card.ability.canonical()) == card.ability, card.title


LANGUAGE_EFFECTS = {
    fx.Optional,
    fx.Roll,
    fx.OneOf,
    fx.WinSlot,
    fx.ShowCards,
    fx.Silence,
    fx.Shuffle,
    fx.Dig,
    fx.FaceUpPlacement,
    fx.EmptyWins,
    fx.TiesScoreBoth,
    fx.RoundTieTo,
    fx.FewerPointsWin,
    fx.DestroyedToHand,
    fx.Unscored,
    fx.ShowHand,
    fx.Rearrange,
    fx.CantPlace,
    fx.CantDraw,
    fx.Protect,
    fx.TieBreak,
    fx.PrintedWins,
    fx.NoFizzle,
    fx.RemoveCounters,
    fx.Chance,
    fx.CantScore,
    fx.CantDiscard,
    fx.TiesTo,
    fx.SlotWorth,
    fx.HalveValue,
    fx.CopyValue,
    fx.Sacrifice,
    fx.IfThen,
    fx.DrawTo,
    fx.DiscardTo,
    fx.ToDeck,
    fx.ResetValue,
    fx.Redraw,
    fx.Mill,
    fx.RevealCompare,
    fx.ValueLimit,
    fx.WinRound,
    fx.GiveCards,
    fx.SwapHands,
    fx.Scry,
    fx.TiesSettled,
    fx.Shield,
    fx.Unaffected,
    fx.ReverseScoring,
    fx.EmptyValue,
}
"""The effects the language gained for what designers write, beyond the starter set's."""

LANGUAGE_TESTS = tuple(
    Path(__file__).parent / "engine" / name
    for name in (
        "test_language_effects.py",
        "test_designer_effects.py",
        "test_designer_constructs.py",
        "test_designer_constructs_2.py",
        "test_designer_constructs_3.py",
        "test_rule_durations.py",
    )
)


def scripted_texts() -> list[str]:
    """The card texts of the scripted games of the newer effects (the string constants of those
    test modules that read as card text with an ability)."""
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in LANGUAGE_TESTS]
    found = []
    for node in (n for tree in trees for n in ast.walk(tree)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                text = parse(node.value)
            except CardTextError:
                continue
            if text.abilities:
                found.append(node.value)
    return found


def _flat(effects: tuple[Any, ...]) -> list[Any]:
    """Effects with those inside options, coin tosses, die rolls and choices."""
    out: list[Any] = []
    for effect in effects:
        out.append(effect)
        for group in fx.groups_of(effect):
            out.extend(_flat(group))
    return out


def test_starter_set_uses_every_trigger_verb_and_condition() -> None:
    """Every effect and condition is played in a scripted game: the starter set's by its cards,
    the newer ones (:data:`LANGUAGE_EFFECTS`) by the modules of :data:`LANGUAGE_TESTS`."""

    cards = CardSet.load(STARTER, any_size=True).cards
    abilities = [a for c in cards if c.ability for a in c.ability.abilities]
    scripted = [a for t in scripted_texts() for a in parse(t).abilities]
    played = [*abilities, *scripted]
    effect_types = {type(e) for a in played for e in _flat(a.effects)}
    assert set(fx.EFFECT_TYPES) <= effect_types
    assert set(fx.CONDITION_TYPES) <= {type(a.condition) for a in played}
    newer = {type(e) for a in scripted for e in _flat(a.effects)} - {
        type(e) for a in abilities for e in _flat(a.effects)
    }
    assert newer <= LANGUAGE_EFFECTS, "starter effects are tested with the starter cards"
    phases = {
        (a.trigger.phase, a.trigger.first is None)
        for a in abilities
        if isinstance(a.trigger, fx.AtPhase)
    }
    for phase in fx.Phase:
        assert (phase, True) in phases
        if phase.numbered:
            assert (phase, False) in phases
    events = {a.trigger.event for a in played if isinstance(a.trigger, fx.OnEvent)}
    assert events == set(fx.GameEvent)
    texts = [c.text for c in cards]
    for english in (
        "Start of each turn",
        "After each placement phase",
        "After reveal 3",
        "At the start of scoring",
        "At the end of scoring",
        "When revealed",
    ):
        assert any(t.startswith(english) or f" {english}" in t for t in texts), english


def test_starter_file_is_plain_yaml() -> None:
    data = yaml.safe_load(STARTER.read_text(encoding="utf-8"))
    assert data["designer"] == "wartable"
