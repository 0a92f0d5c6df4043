from __future__ import annotations

import pytest

from wartable.core import OptionError, UnknownVariantError, get_variant, parse_options
from wartable.variants.classic import Chooser, ClassicOptions, CollectOrder


def test_parse_and_print() -> None:
    parsed = ClassicOptions.parse("classic(war_face_down=3,collect_order=random)")
    assert parsed.war_face_down == 3 and parsed.collect_order is CollectOrder.RANDOM
    assert parsed.to_string() == "classic(war_face_down=3)"
    assert ClassicOptions().to_string() == "classic"
    full = ClassicOptions().to_string(full=True)
    assert (
        full.startswith("classic(max_turns=10000,")
        and ClassicOptions.parse(full) == ClassicOptions()
    )


def test_forgiving_forms() -> None:
    assert parse_options(" classic ( war-face-down = 1 , chooser = FIRST ) ") == ClassicOptions(
        war_face_down=1, chooser=Chooser.FIRST
    )
    assert parse_options("war_face_down=0", "war") == ClassicOptions(war_face_down=0)
    assert parse_options("classic()") == ClassicOptions()
    assert parse_options("War(shuffle_on_refill=yes)") == ClassicOptions(shuffle_on_refill=True)
    for text in ("on", "1", "true", "YES"):
        assert ClassicOptions.parse(f"shuffle_on_refill={text}").shuffle_on_refill
    for text in ("off", "0", "false", "no"):
        assert not ClassicOptions.parse(f"shuffle_on_refill={text}").shuffle_on_refill


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "classic(war_facedown=3)",
            "unknown option 'war_facedown' (did you mean 'war_face_down'?)",
        ),
        ("classic(war_face_down=5)", "war_face_down must be integer 0-3, got 5"),
        ("classic(war_face_down=x)", "war_face_down must be an integer, got 'x'"),
        ("classic(collect_order=rand)", "one of random, winner_first"),
        ("classic(shuffle_on_refill=maybe)", "must be true or false"),
        ("classic(max_turns=0)", "max_turns must be integer >= 1"),
        ("classic(war_face_down=1,war_face_down=2)", "given twice"),
        ("classic(war_face_down 3)", "expected '=' after 'war_face_down' at column 23"),
        ("classic(war_face_down=3", "expected ')' at column 24"),
        ("classic(war_face_down=3) extra", "unexpected text after the options at column 26"),
        ("classic(,)", "expected an option name at column 9"),
        ("warzone(files=7)", "is for 'warzone', not 'classic'"),
    ],
)
def test_errors_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(OptionError) as info:
        parse_options(text, "classic")
    assert message in str(info.value)


def test_unknown_variant() -> None:
    with pytest.raises(UnknownVariantError, match="did you mean 'classic'"):
        get_variant("clasic")
    with pytest.raises(UnknownVariantError):
        parse_options("nosuch(a=1)")
    with pytest.raises(OptionError, match="does not name a variant"):
        parse_options("war_face_down=1")


def test_options_are_frozen_and_validated() -> None:
    options = ClassicOptions()
    with pytest.raises(AttributeError):
        options.war_face_down = 1  # type: ignore[misc]
    with pytest.raises(OptionError, match="war_face_down must be integer 0-3"):
        ClassicOptions(war_face_down=9)
    with pytest.raises(OptionError, match=r"must be true\|false"):
        ClassicOptions(shuffle_on_refill="yes")  # type: ignore[arg-type]
    assert options.with_values({"chooser": "both"}).chooser is Chooser.BOTH
    assert ClassicOptions.parse("chooser=both").changes() == {"chooser": "both"}


def test_every_option_is_documented() -> None:
    for spec in ClassicOptions.specs():
        assert spec.help, spec.name
        assert set(spec.choice_help) == set(spec.choices), spec.name
        assert spec.parse(spec.format(spec.default), owner="classic") == spec.default
        assert spec.parse(spec.format(spec.example()), owner="classic") == spec.example()


def test_options_read_in_words_for_people() -> None:
    assert parse_options("classic").in_words() == "standard rules"
    assert parse_options("classic(chooser=first,max_turns=30)").in_words() == (
        "max turns 30 · chooser first"
    )
    assert parse_options("hand-of-war(powers_and_twins=false)").in_words() == (
        "powers and twins off"
    )
    assert parse_options("slot-wars(distribution=by_designer)").in_words() == (
        "distribution by designer"
    )
