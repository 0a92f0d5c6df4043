"""The fast paths of the Hand of War engine agree with the plain rules they stand for."""

from __future__ import annotations

from typing import Any

import pytest

from wartable.core import Card, Deck, EventDigest, Rng, Suit, new_game
from wartable.core.state import GameState
from wartable.variants.hand_of_war import Deploy, HandOfWarOptions, HandOfWarState

OPTIONS = (
    "hand-of-war",
    "hand-of-war(twins=same_rank)",
    "hand-of-war(powers_and_twins=false,one_beats_ten=false)",
    "hand-of-war(hand=false)",
    "hand-of-war(end_when_reserves_empty=true)",
    "hand-of-war(max_turns=30)",
)


def game(options: str, seed: int) -> HandOfWarState:
    state = new_game("hand-of-war", options, seed)
    assert isinstance(state, HandOfWarState)
    return state


def played(options: str, seed: int) -> list[HandOfWarState]:
    """Every position of a game with seeded random choices."""
    state = game(options, seed)
    chooser = Rng(seed)
    positions = [state.clone()]
    while not state.is_terminal:
        pending = state.decisions()
        if pending:
            decision = pending[chooser.randrange(len(pending))]
            state.act(decision.player, chooser.choice(decision.actions))
        else:
            state.advance()
        positions.append(state.clone())
    return positions


def test_card_codes_sort_and_read_back_like_the_cards() -> None:
    every = [Card.of(rank, suit) for rank in range(1, 100) for suit in Suit]
    assert sorted(every, key=lambda c: c.code) == sorted(every)
    assert [Card.from_code(c.code) for c in every] == every


@pytest.mark.parametrize("options", ["hand-of-war", "hand-of-war(twins=same_rank)"])
def test_actions_of_the_decisions_and_fresh_ones_play_the_same_game(options: str) -> None:
    """``decisions`` hands out shared actions that ``_apply`` finds by identity; equal actions
    built elsewhere (parsed, or made by hand) must play exactly the same."""
    digests = []
    for way in ("shared", "fresh", "parsed"):
        state = game(options, 3)
        chooser = Rng(3)
        digest = EventDigest()
        while not state.is_terminal:
            decision = state.decisions()[0]
            action = chooser.choice(decision.actions)
            assert isinstance(action, Deploy)
            if way == "fresh":
                action = Deploy(Card(action.card.rank, action.card.suit))
            elif way == "parsed":
                action = state.parse_action(decision.player, str(action))
            digest.update(state.act(decision.player, action))
        digests.append((digest.hexdigest(), state.to_json()))
    assert digests[0] == digests[1] == digests[2]


@pytest.mark.parametrize("options", OPTIONS)
def test_legal_actions_and_run_agree_with_the_generic_ones(options: str) -> None:
    for state in played(options, 5)[::3]:
        for player in (0, 1, 2):
            assert state.legal_actions(player) == GameState.legal_actions(state, player)
        fast, slow = state.clone(), state.clone()
        assert fast.run() == GameState.run(slow)
        assert fast.to_json() == slow.to_json()


def reference_resample(data: dict[str, Any], player: int, rng: Rng) -> dict[str, Any]:
    """The documented redraw on a state's JSON, with Card values: per pool in order, the
    untracked cards sorted and shuffled into the untracked places (the opponent's hand with its
    face-down choice, then each Reserve)."""
    deck = Deck.forty()
    spawned = rng.spawn()
    other = 1 - player
    hands = [[list(slot) for slot in hand] for hand in data["hands"]]
    reserves = [[list(slot) for slot in zone] for zone in data["reserves"]]
    deployed = list(data["deployed"])
    if deployed[other] is not None:
        hands[other].append(list(deployed[other]))
        deployed[other] = None
    tracked = {deck.parse_card(t) for t in data["tracked"][player].split()}
    places: dict[int, list[list[Any]]] = {}
    for zone in (hands[other], reserves[0], reserves[1]):
        for slot in zone:
            if deck.parse_card(slot[0]) not in tracked:
                places.setdefault(slot[1], []).append(slot)
    for pool in sorted(places):
        drawn = sorted(deck.parse_card(slot[0]) for slot in places[pool])
        rng.shuffle(drawn)
        for slot, card in zip(places[pool], drawn, strict=True):
            slot[0] = str(card)
    hands[other].sort(key=lambda slot: (deck.parse_card(slot[0]), slot[1]))
    return {
        **data,
        "seed": 0,  # a resampled state keeps no seed: it would tell the hidden deal
        "rng": spawned.to_json(),
        "hands": hands,
        "reserves": reserves,
        "deployed": deployed,
    }


@pytest.mark.parametrize("options", ["hand-of-war", "hand-of-war(twins=same_rank)"])
def test_resample_redraws_exactly_as_documented(options: str) -> None:
    for index, state in enumerate(played(options, 7)[::5]):
        for player in (0, 1):
            expected = reference_resample(state.to_json(), player, Rng(index))
            assert state.resample(player, Rng(index)).to_json() == expected


def test_positions_take_cards_that_are_equal_but_not_the_shared_ones() -> None:
    five, nine = Card(5, Suit.HEARTS), Card(9, Suit.CLUBS)
    state = HandOfWarState.from_position(
        HandOfWarOptions(),
        hands=((nine, five), (Card(2, Suit.SPADES),)),
        reserves=((Card(7, Suit.DIAMONDS),), (Card(8, Suit.DIAMONDS),)),
    )
    assert state.hand(0) == (five, nine)
    assert state.observe(1).view.known_in_hand[0] == (five, nine)
    state.act(0, Deploy(five))
    state.act(1, Deploy(Card(2, Suit.SPADES)))
    assert state.spoils(0) == (five, Card(2, Suit.SPADES))
