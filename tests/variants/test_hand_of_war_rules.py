"""Exact checks of Hand of War's rules on scripted positions."""

from __future__ import annotations

from collections import Counter

import pytest

from wartable.core import (
    Audience,
    Card,
    Deck,
    EventDigest,
    IllegalActionError,
    Rng,
    events_for,
    new_game,
    parse_options,
)
from wartable.core.events import Event
from wartable.variants.hand_of_war import Deploy, HandOfWarOptions, HandOfWarState
from wartable.variants.hand_of_war.events import (
    BattleWon,
    CardDeployed,
    CardsDrawn,
    GameOver,
    Power,
    PowerUsed,
    ReservesSwapped,
    SpoilsShuffledIn,
    Tied,
)

FORTY = Deck.forty()


def options(text: str = "") -> HandOfWarOptions:
    parsed = parse_options(f"hand-of-war({text})")
    assert isinstance(parsed, HandOfWarOptions)
    return parsed


def cards(text: str) -> tuple[Card, ...]:
    return tuple(FORTY.parse_card(t) for t in text.split())


def card(text: str) -> Card:
    return FORTY.parse_card(text)


def position(
    text: str = "",
    hands: tuple[str, str] = ("", ""),
    reserves: tuple[str, str] = ("", ""),
    spoils: tuple[str, str] = ("", ""),
    middle: str = "",
    seed: int = 0,
) -> HandOfWarState:
    return HandOfWarState.from_position(
        options(text),
        hands=(cards(hands[0]), cards(hands[1])),
        reserves=(cards(reserves[0]), cards(reserves[1])),
        spoils=(cards(spoils[0]), cards(spoils[1])),
        middle=cards(middle),
        seed=seed,
    )


def deploy(state: HandOfWarState, first: str, second: str) -> list[Event]:
    events = list(state.act(0, Deploy(card(first))))
    events.extend(state.act(1, Deploy(card(second))))
    return events


def test_set_up_deals_twenty_each_and_shows_both_hands() -> None:
    state = new_game("hand-of-war", None, 3)
    assert isinstance(state, HandOfWarState)
    for player in (0, 1):
        assert len(state.hand(player)) == 3 and len(state.reserves(player)) == 17
    every = [*state.hand(0), *state.hand(1), *state.reserves(0), *state.reserves(1)]
    assert Counter(every) == Counter(FORTY.cards)
    view = state.observe(0).view
    assert view.known_in_hand[1] == state.hand(1)
    assert view.reserves[1] == (None,) * 17


def test_deploy_is_simultaneous_and_secret() -> None:
    state = position(hands=("5H 6H", "7S 8S"), reserves=("2C 3C 4C", "2D 3D 4D"))
    before = state.observe(1)
    events = state.act(0, Deploy(card("5H")))
    assert events == (CardDeployed(0, card("5H"), audience=Audience.only(0)),)
    assert events_for(events, 1) == ()
    assert state.observe(1) == before, "the other player cannot tell a card was deployed"
    assert [d.player for d in state.decisions()] == [1]
    assert state.observe(0).view.deployed == card("5H")
    with pytest.raises(IllegalActionError):
        state.act(0, Deploy(card("6H")))


def test_higher_rank_wins_both_cards_and_hands_refill_to_three() -> None:
    state = position(hands=("5H 6H 9C", "7S 8S 2H"), reserves=("2C 3C 4C", "2D 3D 4D"))
    events = deploy(state, "9C", "7S")
    assert [(e.player, e.cards_taken) for e in events if isinstance(e, BattleWon)] == [(0, 2)]
    assert state.spoils(0) == cards("9C 7S")
    assert state.hand(0) == cards("2C 5H 6H") and state.hand(1) == cards("2D 2H 8S")
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert [(e.player, e.cards) for e in drawn] == [(0, cards("2C")), (1, cards("2D"))]
    assert [e.cards for e in events_for(drawn, 0) if isinstance(e, CardsDrawn)] == [cards("2C"), ()]


@pytest.mark.parametrize(("one_beats_ten", "winner"), [(True, 0), (False, 1)])
def test_one_beats_ten(one_beats_ten: bool, winner: int) -> None:
    state = position(
        f"one_beats_ten={str(one_beats_ten).lower()}",
        hands=("1H 6H", "10S 8S"),
        reserves=("5C 6C", "5D 6D"),
    )
    events = deploy(state, "1H", "10S")
    assert [e.player for e in events if isinstance(e, BattleWon)] == [winner]
    state = position(hands=("1H 6H", "9S 8S"), reserves=("5C 6C", "5D 6D"))
    events = deploy(state, "1H", "9S")
    assert [e.player for e in events if isinstance(e, BattleWon)] == [1], "1 beats only a 10"


def test_tie_leaves_cards_in_the_middle_for_the_next_winner() -> None:
    state = position(hands=("7H 9C", "7S 2H"), reserves=("5C 6C", "5D 6D"))
    events = deploy(state, "7H", "7S")
    assert [(e.twins, e.middle) for e in events if isinstance(e, Tied)] == [(False, 2)]
    assert state.middle == cards("7H 7S") and state.spoils(0) == state.spoils(1) == ()
    events = deploy(state, "9C", "2H")
    assert [(e.player, e.cards_taken) for e in events if isinstance(e, BattleWon)] == [(0, 4)]
    assert Counter(state.spoils(0)) == Counter(cards("7H 7S 9C 2H")) and state.middle == ()


def test_twins_swap_the_top_five_of_the_reserves() -> None:
    state = position(
        hands=("7H 9C", "7D 9S"),
        reserves=("1C 2C 3C 4C 5C 6C 8C", "1D 2D 3D 4D 5D 6D 8D"),
    )
    events = deploy(state, "7H", "7D")
    assert [(e.twins, e.middle) for e in events if isinstance(e, Tied)] == [(True, 2)]
    assert [e.counts for e in events if isinstance(e, ReservesSwapped)] == [(5, 5)]
    # Each drew up to three first (1C 2C and 1D 2D), then the top five were swapped.
    assert state.reserves(0) == cards("3D 4D 5D 6D 8D")
    assert state.reserves(1) == cards("3C 4C 5C 6C 8C")


def test_twins_with_a_short_reserve_shuffle_the_spoils_in_first() -> None:
    state = position(
        hands=("7H 9C 9D", "7D 9S 9H"),
        reserves=("2C 3C", "1D 2D 3D 4D 5D 6D 8D"),
        spoils=("10C 10H", ""),
    )
    events = deploy(state, "7H", "7D")
    assert [e.player for e in events if isinstance(e, SpoilsShuffledIn)] == [0]
    assert [e.counts for e in events if isinstance(e, ReservesSwapped)] == [(3, 5)]
    assert state.reserves(0) == cards("2D 3D 4D 5D 6D")
    second = state.reserves(1)
    assert second[0] == card("3C") and second[3:] == cards("8D")
    assert Counter(second[:3]) == Counter(cards("3C 10C 10H"))


@pytest.mark.parametrize(
    ("rule", "pair", "twins"),
    [
        ("same_colour", ("7H", "7S"), False),
        ("same_rank", ("7H", "7S"), True),
        ("never", ("7H", "7D"), False),
    ],
)
def test_twins_rule(rule: str, pair: tuple[str, str], twins: bool) -> None:
    state = position(
        f"twins={rule}",
        hands=(f"{pair[0]} 9C", f"{pair[1]} 9S"),
        reserves=("1C 2C 3C 4C 5C 6C", "1D 2D 3D 4D 5D 6D"),
    )
    events = deploy(state, *pair)
    assert [e.twins for e in events if isinstance(e, Tied)] == [twins]
    assert any(isinstance(e, ReservesSwapped) for e in events) is twins


def test_powers_resolve_win_or_lose_and_reveal_only_to_their_player() -> None:
    state = position(
        hands=("2H 9C 9D", "4S 8S 8H"),
        reserves=("5C 6C 7C 8C", "5D 6D 7D 8D"),
    )
    events = deploy(state, "2H", "4S")
    powers = [(e.player, e.power, e.seen) for e in events if isinstance(e, PowerUsed)]
    assert powers == [(0, Power.RESEARCHER, cards("6C 7C")), (1, Power.SPY, cards("6C"))]
    assert [e.player for e in events if isinstance(e, BattleWon)] == [1]
    seen_by_first = [e for e in events_for(events, 0) if isinstance(e, PowerUsed)]
    assert [e.seen for e in seen_by_first] == [cards("6C 7C"), ()]
    view = state.observe(0).view
    assert view.reserves[0] == (card("6C"), card("7C"), None)
    assert state.observe(1).view.reserves[0] == (card("6C"), None, None)


def test_engineer_draws_an_extra_card_and_knowledge_follows_it() -> None:
    state = position(hands=("3H 9C 9D", "4S 8S 8H"), reserves=("5C 6C 7C", "5D 6D 7D"))
    events = deploy(state, "3H", "4S")
    assert [e.power for e in events if isinstance(e, PowerUsed)] == [Power.SPY, Power.ENGINEER]
    assert state.hand(0) == cards("5C 6C 9C 9D"), "refill to 3 first, then the Engineer's card"
    # The Spy saw 6C on top of player 1's Reserves; the Engineer drew it: player 2 still knows it.
    assert card("6C") in state.observe(1).view.known_in_hand[0]


def test_powers_off_in_variation_one() -> None:
    state = position(
        "powers_and_twins=false",
        hands=("2H 9C", "2D 8S"),
        reserves=("5C 6C 7C 8C 9H 10H", "5D 6D 7D 8D 9D 10D"),
    )
    events = deploy(state, "2H", "2D")
    assert not any(isinstance(e, PowerUsed | ReservesSwapped) for e in events)
    assert [e.twins for e in events if isinstance(e, Tied)] == [False]


def test_empty_reserves_take_the_shuffled_spoils() -> None:
    state = position(hands=("9H 9C", "4S 8S"), reserves=("", "5D 6D"), spoils=("1C 2C 3C", ""))
    events = deploy(state, "9H", "4S")
    assert [e.player for e in events if isinstance(e, SpoilsShuffledIn)] == [0]
    assert len(state.hand(0)) == 3 and len(state.reserves(0)) == 1


def test_a_player_who_cannot_deploy_loses() -> None:
    state = position(hands=("4H", "9S"), reserves=("", "5D"))
    events = deploy(state, "4H", "9S")
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.ending) == (1, "all_cards")
    assert isinstance(events[-1], GameOver)


def test_both_unable_to_deploy_is_a_draw() -> None:
    state = position(hands=("9H", "9S"), reserves=("", ""))
    deploy(state, "9H", "9S")
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.ending) == (None, "exhausted")


def test_an_empty_hand_draws_before_it_must_deploy() -> None:
    state = position(hands=("9H", "4S 5S"), reserves=("", "5D 6D 7D"))
    deploy(state, "9H", "4S")
    assert state.outcome is None
    assert state.hand(0) == cards("4S 9H"), "the Spoils just won were shuffled in and drawn"


def test_no_hand_plays_off_the_top_of_the_reserves() -> None:
    state = position("hand=false", reserves=("9C 2C", "5D 6D"))
    assert state.decisions() == ()
    state.advance()
    assert state.spoils(0) == cards("9C 5D")
    events = state.advance()
    assert [e.player for e in events if isinstance(e, BattleWon)] == [1]
    assert [e.player for e in events if isinstance(e, SpoilsShuffledIn)] == [0, 1]
    assert Counter(state.reserves(1)) == Counter(cards("2C 6D")) and state.spoils(1) == ()


def test_end_when_reserves_empty_scores_the_spoils() -> None:
    state = position(
        "hand=false,end_when_reserves_empty=true",
        reserves=("9C 2C 8C", "5D 6D"),
        spoils=("", "1H"),
    )
    state.advance()
    assert state.outcome is None
    state.advance()
    assert state.outcome is not None
    assert state.outcome.ending == "reserves_empty"
    assert state.outcome.scores == (2.0, 3.0) and state.outcome.winner == 1


def test_all_four_variations_leave_no_decision_and_the_deal_decides() -> None:
    chosen = (
        "hand-of-war(powers_and_twins=false,one_beats_ten=false,hand=false,"
        "end_when_reserves_empty=true)"
    )
    for seed in range(40):
        digests = []
        for disturbance in (None, 1, 2):
            state = new_game("hand-of-war", chosen, seed)
            assert isinstance(state, HandOfWarState)
            if disturbance is not None:
                state._rng = Rng(disturbance)
            digest = EventDigest()
            while not state.is_terminal:
                assert state.decisions() == ()
                digest.update(state.advance())
            assert state.outcome is not None
            assert state.outcome.ending == "reserves_empty"
            digests.append(digest.hexdigest())
        assert len(set(digests)) == 1, "chance after the deal changed the game"


def test_resample_keeps_cards_in_their_pools() -> None:
    state = position(
        hands=("9H 9C", "4S 8S"),
        reserves=("", "5D 6D 7D 8D"),
        spoils=("1C 2C 3C", ""),
        seed=4,
    )
    deploy(state, "9H", "4S")
    pooled = {c for c, pool in state._reserves[0] + state._hands[0] if pool == 1}
    for k in range(20):
        other = state.resample(1, Rng(k))
        assert {c for c, pool in other._reserves[0] + other._hands[0] if pool == 1} == pooled
        assert other.observe(1) == state.observe(1)


def test_deploy_parses_aces_and_refuses_cards_not_in_hand() -> None:
    state = position(hands=("1H 9C", "4S 8S"), reserves=("5C", "5D"))
    assert state.parse_action(0, "AH") == Deploy(card("1H"))
    assert state.parse_action(0, "9c") == Deploy(card("9C"))
    assert state.parse_action(0, "2") == Deploy(card("9C"))
    with pytest.raises(IllegalActionError, match="no card 3"):
        state.parse_action(0, "3")
    with pytest.raises(IllegalActionError, match="not in Player 1's hand"):
        state.parse_action(0, "4S")
    with pytest.raises(IllegalActionError, match="cannot read"):
        state.parse_action(0, "zz")


def test_evaluation_counts_cards_held_and_the_strength_of_the_hand() -> None:
    """Same cards held, a stronger hand scores higher; the two seats' values are opposite."""
    reserves = ("2H 3H 4H", "2S 3S 4S")
    even = position(hands=("5H 6H 7H", "5S 6S 7S"), reserves=reserves)
    strong = position(hands=("9H 10H 8H", "5S 6S 7S"), reserves=("2H 3H 4H", "2S 3S 4S"))
    assert even.evaluate(0) == pytest.approx(0.0)
    assert strong.evaluate(0) > 0
    assert strong.evaluate(1) == pytest.approx(-strong.evaluate(0))
    more_cards = position(hands=("5H 6H 7H", "5S 6S 7S"), reserves=("2H 3H 4H 9C", "2S 3S 4S"))
    assert 0 < more_cards.evaluate(0) < 1


def test_evaluation_of_a_1_follows_the_one_beats_ten_rule() -> None:
    """Holding a 1 is worth a 2 when it beats a 10, less than a 2 when it does not."""
    hands = ("1H 5H 6H", "2S 5S 6S")
    assert position(hands=hands).evaluate(0) == pytest.approx(0.0)
    assert position("one_beats_ten=false", hands=hands).evaluate(0) < 0
