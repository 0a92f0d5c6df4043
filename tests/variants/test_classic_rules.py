"""Exact checks of classic War's rules on scripted deals."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from wartable.core import (
    NOBODY,
    Audience,
    Card,
    Deck,
    IllegalActionError,
    Rng,
    Termination,
    events_for,
    new_game,
    parse_cards,
    parse_options,
)
from wartable.sim.stats import wilson_interval
from wartable.variants.classic import ClassicOptions, ClassicState, PlayCard
from wartable.variants.classic.events import (
    BattleWon,
    CardPlayed,
    CardsCollected,
    ChoiceMade,
    GameOver,
    PileTurnedOver,
    PlayerShort,
    WarStarted,
)


def options(text: str = "") -> ClassicOptions:
    parsed = parse_options(f"classic({text})")
    assert isinstance(parsed, ClassicOptions)
    return parsed


def position(
    text: str, first: str, second: str, won_first: str = "", won_second: str = "", seed: int = 0
) -> ClassicState:
    return ClassicState.from_position(
        options(text),
        (parse_cards(first), parse_cards(second)),
        (parse_cards(won_first), parse_cards(won_second)),
        seed=seed,
    )


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def test_deal_is_alternate_and_complete() -> None:
    state = new_game("classic", None, 42)
    assert isinstance(state, ClassicState)
    first, second = state.stacks
    assert len(first) == len(second) == 26
    assert Counter(first + second) == Counter(Deck.standard().cards)


def test_higher_card_takes_both_into_won_pile() -> None:
    state = position("collect_order=winner_first", "KH 2C", "QS 3D")
    events = state.advance()
    assert state.won_piles == (cards("KH QS"), ())
    assert state.stacks == (cards("2C"), cards("3D"))
    won = [e for e in events if isinstance(e, BattleWon)]
    assert [(e.player, e.winning_card, e.losing_card, e.cards_taken) for e in won] == [
        (0, Card.parse("KH"), Card.parse("QS"), 2)
    ]


WAR_FIRST = "5H 2C 3C 9H 4C"
WAR_SECOND = "5S 2D 3D 8S 4D"


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        ("winner_first", "5H 2C 3C 9H 5S 2D 3D 8S"),
        ("loser_first", "5S 2D 3D 8S 5H 2C 3C 9H"),
        ("table_order", "5H 5S 2C 2D 3C 3D 9H 8S"),
    ],
)
def test_each_fixed_collect_order(order: str, expected: str) -> None:
    state = position(f"collect_order={order}", WAR_FIRST, WAR_SECOND)
    state.advance()
    assert state.won_piles[0] == cards(expected)
    assert state.stacks == (cards("4C"), cards("4D"))


def test_table_order_when_one_side_put_down_fewer_cards() -> None:
    state = position("collect_order=table_order", "5H 9H", "5S 2D 3D 8S 4D")
    state.advance()
    assert state.stacks[0] == cards("5H 5S 9H 2D 3D 8S"), "won pile turned over at once"
    assert state.outcome is None


def test_random_collect_order_is_a_seeded_permutation() -> None:
    orders = set()
    for seed in range(12):
        state = position("collect_order=random", WAR_FIRST, WAR_SECOND, seed=seed)
        state.advance()
        won = state.won_piles[0]
        assert Counter(won) == Counter(cards("5H 2C 3C 9H 5S 2D 3D 8S"))
        orders.add(won)
        again = position("collect_order=random", WAR_FIRST, WAR_SECOND, seed=seed)
        again.advance()
        assert again.won_piles[0] == won, "same seed, same order"
    assert len(orders) > 6


def test_empty_stack_turns_over_won_pile_oldest_first() -> None:
    state = position("collect_order=winner_first", "KH", "QS 4D 5D", won_first="2C 3C")
    events = state.advance()
    assert state.stacks[0] == cards("2C 3C KH QS")
    assert state.won_piles[0] == ()
    assert [e for e in events if isinstance(e, PileTurnedOver)] == [PileTurnedOver(0, 4, False)]


def test_shuffle_on_refill_shuffles_with_the_seed() -> None:
    seen = set()
    for seed in range(10):
        state = position(
            "collect_order=winner_first,shuffle_on_refill=true",
            "KH",
            "QS 4D 5D",
            won_first="2C 3C 6C 7C",
            seed=seed,
        )
        state.advance()
        assert Counter(state.stacks[0]) == Counter(cards("2C 3C 6C 7C KH QS"))
        seen.add(state.stacks[0])
    assert len(seen) > 5


def test_won_cards_to_bottom_of_the_stack() -> None:
    state = position("collect_order=winner_first,won_cards_to=bottom", "KH 2C", "QS 3D")
    state.advance()
    assert state.stacks == (cards("2C KH QS"), cards("3D"))
    assert state.won_piles == ((), ())


@pytest.mark.parametrize("face_down", [0, 1, 2, 3])
def test_war_puts_face_down_cards_then_one_face_up(face_down: int) -> None:
    # After the tie, the deciding card is the (face_down + 1)-th card of each stack.
    first = " ".join(["7H", *["2C", "3C", "4C"][:face_down], "AH", "6C"])
    second = " ".join(["7S", *["2D", "3D", "4D"][:face_down], "KD", "6D"])
    state = position(f"war_face_down={face_down},collect_order=winner_first", first, second)
    events = state.advance()
    played = [e for e in events if isinstance(e, CardPlayed)]
    assert sum(not e.face_up for e in played) == 2 * face_down
    assert [e.card for e in played if e.face_up][-2:] == list(cards("AH KD"))
    winner = next(e for e in events if isinstance(e, BattleWon))
    assert winner.player == 0
    assert winner.cards_taken == 2 * (face_down + 2)


def test_short_stack_in_war_puts_its_last_card_face_up_and_can_win() -> None:
    state = position("collect_order=winner_first", "5H AC", "5S 3D 4D KD 7C")
    events = state.advance()
    played = [(e.player, e.card, e.face_up) for e in events if isinstance(e, CardPlayed)]
    assert (0, Card.parse("AC"), True) in played
    assert [e for e in events if isinstance(e, PlayerShort)] == [PlayerShort(0, 1, 3)]
    assert state.stacks[0] == cards("5H AC 5S 3D 4D KD")
    assert state.outcome is None


def test_short_stack_draws_its_won_pile_during_a_war() -> None:
    state = position("collect_order=winner_first", "5H", "5S 3D 4D KD 7C", won_first="2C AC")
    events = state.advance()
    assert any(isinstance(e, PileTurnedOver) and e.player == 0 for e in events)
    played = [(e.player, e.card, e.face_up) for e in events if isinstance(e, CardPlayed)]
    assert (0, Card.parse("2C"), False) in played
    assert (0, Card.parse("AC"), True) in played
    assert [e.player for e in events if isinstance(e, BattleWon)] == [0]


def test_player_with_no_card_for_a_war_loses() -> None:
    state = position("", "5H", "5S 2D")
    events = state.advance()
    assert state.outcome is not None
    assert state.outcome.winner == 1
    assert state.outcome.ending == "all_cards"
    assert state.outcome.scores == (0.0, 3.0)
    assert isinstance(events[-1], GameOver)


def test_both_players_out_of_cards_in_a_war_is_a_draw() -> None:
    state = position("", "5H", "5S")
    state.advance()
    assert state.outcome is not None
    assert state.outcome.winner is None
    assert state.outcome.ending == "exhausted"


def test_war_short_lose_house_rule() -> None:
    state = position("war_short=lose", "5H 2C 3C", "5S 2D 3D 4D 6D")
    state.advance()
    assert state.outcome is not None
    assert state.outcome.winner == 1
    assert state.outcome.ending == "war_short"
    assert state.outcome.scores == (0.0, 8.0)


def test_war_short_lose_with_both_short_is_a_draw() -> None:
    state = position("war_short=lose", "5H 2C", "5S 2D")
    state.advance()
    assert state.outcome is not None
    assert state.outcome.winner is None
    assert state.outcome.ending == "exhausted"


def test_double_war_is_counted() -> None:
    state = position(
        "collect_order=winner_first", "5H 2C 3C 7H 4C 6C KH 9C", "5S 2D 3D 7S 4D 6D 2S 9D"
    )
    events = state.advance()
    assert [e.depth for e in events if isinstance(e, WarStarted)] == [1, 2]
    assert state.summary() == {"battles": 1, "wars": 2, "double_wars": 1}
    assert state.won_piles[0] == cards("5H 2C 3C 7H 4C 6C KH 5S 2D 3D 7S 4D 6D 2S")


def test_game_ends_when_one_player_holds_every_card() -> None:
    state = position("", "KH", "QS")
    state.advance()
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.ending) == (0, "all_cards")
    assert state.outcome.scores == (2.0, 0.0)


@pytest.mark.parametrize(("at_limit", "winner"), [("draw", None), ("most_cards", 0)])
def test_turn_limit(at_limit: str, winner: int | None) -> None:
    state = position(f"max_turns=2,at_limit={at_limit}", "KH 5C 3C", "QS 4D 2D")
    state.advance()
    assert state.outcome is None
    state.advance()
    assert state.outcome is not None
    assert state.outcome.ending == "turn_limit"
    assert state.outcome.winner == winner
    assert state.outcome.scores == (5.0, 1.0)


def test_cycle_is_detected_and_is_a_real_repetition() -> None:
    chosen = "classic(collect_order=table_order)"
    state = new_game("classic", chosen, 9, quiet=True)
    assert isinstance(state, ClassicState)
    history: dict[tuple[object, ...], int] = {}
    naive = new_game("classic", chosen, 9, quiet=True)
    assert isinstance(naive, ClassicState)
    first_repeat = None
    while first_repeat is None and not naive.is_terminal:
        key = (naive.stacks, naive.won_piles)
        if key in history:
            first_repeat = naive.turn
            period = naive.turn - history[key]
        history[key] = naive.turn
        naive.advance()
    assert first_repeat is not None
    while not state.is_terminal:
        state.advance()
    assert state.outcome is not None
    assert state.outcome.ending == "cycle"
    assert state.outcome.winner is None
    assert first_repeat <= state.turn <= 2 * first_repeat + 2 * period
    assert (state.stacks, state.won_piles) in history


def test_chance_modes_never_stop_for_a_cycle() -> None:
    for seed in range(30):
        state = new_game("classic", "classic(collect_order=random)", seed, quiet=True)
        while not state.is_terminal:
            state.advance()
        assert state.outcome is not None
        assert state.outcome.termination is not Termination.CYCLE


def test_chooser_plays_the_chosen_card_and_wars_come_from_the_top() -> None:
    state = position("chooser=first,collect_order=winner_first", "2C 7H 3C AH 4C", "7S 5D 6D KD 9D")
    assert state.decisions()[0].player == 0
    with pytest.raises(IllegalActionError):
        state.advance()
    action = state.parse_action(0, "7H")
    assert action == PlayCard(1, Card.parse("7H"))
    events = state.act(0, action)
    played = [(e.player, e.card, e.face_up) for e in events if isinstance(e, CardPlayed)]
    assert played[:2] == [(0, Card.parse("7H"), True), (1, Card.parse("7S"), True)]
    assert played[2:4] == [(0, Card.parse("2C"), False), (0, Card.parse("3C"), False)]
    assert [e.player for e in events if isinstance(e, BattleWon)] == [0]
    assert state.stacks[0] == cards("4C")


def test_parse_action_forms() -> None:
    state = position("chooser=first", "2C 7H 2C", "7S 5D 6D")
    assert state.parse_action(0, "2") == PlayCard(1, Card.parse("7H"))
    assert state.parse_action(0, "2c") == PlayCard(0, Card.parse("2C"))
    assert state.parse_action(0, "2C@3") == PlayCard(2, Card.parse("2C"))
    for bad in ("9", "AS", "2C@2", "x"):
        with pytest.raises(IllegalActionError):
            state.parse_action(0, bad)
    with pytest.raises(IllegalActionError):
        state.parse_action(1, "7S")


def test_simultaneous_choosers() -> None:
    state = position("chooser=both,collect_order=winner_first", "2C KH", "3D QS")
    assert [d.player for d in state.decisions()] == [0, 1]
    events = state.act(1, state.parse_action(1, "QS"))
    assert events == (ChoiceMade(1, audience=Audience.only(1)),)
    assert events_for(events, 0) == ()
    assert [d.player for d in state.decisions()] == [0]
    assert not state.observe(0).view.has_chosen and state.observe(1).view.has_chosen
    assert [d.player for d in state.resample(0, Rng(1)).decisions()] == [0, 1]
    events = state.act(0, state.parse_action(0, "KH"))
    assert [e.player for e in events if isinstance(e, BattleWon)] == [0]


def test_face_down_cards_are_seen_only_by_an_owner_who_may_look() -> None:
    state = position("chooser=first,collect_order=winner_first", "5H 2C 3C 9H", "5S 2D 3D 8S")
    events = state.act(0, state.parse_action(0, "1"))
    down = [e for e in events if isinstance(e, CardPlayed) and not e.face_up]
    assert {e.player: e.audience for e in down} == {0: Audience.only(0), 1: NOBODY}
    for viewer, hidden_owner in ((0, 1), (1, 0)):
        seen = [
            e for e in events_for(events, viewer) if isinstance(e, CardPlayed) and not e.face_up
        ]
        assert all(e.card is None for e in seen if e.player == hidden_owner)
        assert all(e.card is not None for e in seen if e.player == viewer == 0)
    collected = [e for e in events_for(events, 1) if isinstance(e, CardsCollected)]
    assert collected == [CardsCollected(0, 8, (), False)]
    public = events_for(events, None)
    assert all(e.card is None for e in public if isinstance(e, CardPlayed) and not e.face_up)


def test_chooser_sees_own_cards_and_only_counts_of_the_other() -> None:
    state = position("chooser=first", "2C 7H", "7S 5D", won_first="9C")
    view = state.observe(0).view
    assert view.own_stack == cards("2C 7H") and view.own_won == cards("9C")
    assert view.stack_counts == (2, 2) and view.won_counts == (1, 0)
    other = state.observe(1).view
    assert other.own_stack is None and other.own_won is None
    assert state.observe(1).legal_actions == ()


def test_first_battle_tie_chance_is_three_in_fifty_one() -> None:
    deck = Deck.standard().cards
    pairs = [(a, b) for i, a in enumerate(deck) for j, b in enumerate(deck) if i != j]
    exact = Fraction(sum(a.rank == b.rank for a, b in pairs), len(pairs))
    assert exact == Fraction(3, 51)

    games = 20_000
    ties = 0
    for seed in range(games):
        events = new_game("classic", None, seed).advance()
        ties += any(isinstance(e, WarStarted) for e in events)
    low, high = wilson_interval(ties, games)
    assert low <= float(exact) <= high, (ties / games, low, high)
