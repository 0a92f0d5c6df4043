from __future__ import annotations

import pytest

from wartable.core import Card, CardParseError, Colour, Deck, Suit, format_cards, parse_cards


def test_cards_parse_and_print() -> None:
    assert str(Card.parse("QH")) == "QH"
    assert Card.parse("10S") == Card(10, Suit.SPADES)
    assert Card.parse("ts") == Card.parse("10S")
    assert Card.parse(" a♠ ") == Card(14, Suit.SPADES)
    assert Card.parse("2c").pretty() == "2♣"
    assert Card.parse("KD").colour is Colour.RED
    assert Card.parse("KC").colour is Colour.BLACK
    for card in Deck.standard().cards + Deck.forty().cards:
        assert Card.parse(str(card)) == card


@pytest.mark.parametrize("text", ["", "Q", "11", "QX", "0H", "1", "QHH", "ZZ"])
def test_bad_cards_say_what_is_expected(text: str) -> None:
    with pytest.raises(CardParseError, match="card"):
        Card.parse(text)


def test_cards_are_interned_values() -> None:
    assert Card.of(12, Suit.HEARTS) is Card.parse("QH")
    assert Card(12, Suit.HEARTS) == Card.parse("QH")
    assert hash(Card(12, Suit.HEARTS)) == hash(Card.parse("QH"))
    with pytest.raises(AttributeError):
        Card.parse("QH").rank = 3  # type: ignore[misc]


def test_decks() -> None:
    standard = Deck.standard()
    assert len(standard) == 52 and len(set(standard.cards)) == 52
    assert standard.ranks == tuple(range(2, 15))
    forty = Deck.forty()
    assert len(forty) == 40 and forty.ranks == tuple(range(1, 11))
    assert forty.parse_card("AH") == Card(1, Suit.HEARTS)
    assert standard.parse_card("AH") == Card(14, Suit.HEARTS)
    with pytest.raises(CardParseError, match="not a card of the forty deck"):
        forty.parse_card("KH")
    assert Deck.named("52") is standard and Deck.named("Forty") is forty
    custom = Deck.named("AH, AH KS 2C")
    assert custom.cards == parse_cards("AH AH KS 2C")
    with pytest.raises(CardParseError, match="unknown deck"):
        Deck.named("pinochle")
    doubled = Deck.of_ranks("double", range(2, 15), copies=2)
    assert len(doubled) == 104
    assert format_cards(parse_cards("QH,10S 2C")) == "QH 10S 2C"
