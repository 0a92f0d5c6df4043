"""Before round 1 each player chooses its deck: 21 of its 30 cards, the other 9 its sideboard (seed:
"Select your 21 best cards"). Both choose at once and in secret; the automatic builder suggests a
deck, which agents play and people may accept or change."""

from __future__ import annotations

import pytest

from tests.slot_wars.engine.helpers import keep_suggested
from wartable.agents import make_agent, seat_turn
from wartable.agents.ismcts import IsmctsAgent
from wartable.core import new_game
from wartable.core.errors import IllegalActionError
from wartable.core.events import Event, events_for
from wartable.core.rng import Rng
from wartable.variants.slot_wars.builder import suggest_deck
from wartable.variants.slot_wars.engine import (
    CardFace,
    SlotWarsState,
    SlotWarsView,
    Step,
    ToSideboard,
    card,
)
from wartable.variants.slot_wars.engine.events import CardSetAside, DeckChosen, RoundStarted


def fresh(seed: int = 3, options: str = "") -> SlotWarsState:
    state = new_game("slot-wars", options, seed)
    assert isinstance(state, SlotWarsState)
    return state


def view_of(state: SlotWarsState, seat: int) -> SlotWarsView:
    view = state.observe(seat).view
    assert isinstance(view, SlotWarsView)
    return view


def test_a_game_starts_with_both_players_choosing_their_decks() -> None:
    state = fresh()
    assert state.step is Step.SELECT and state.run() == ()
    for decision in state.decisions():
        mine = state.deck(decision.player)
        assert len(mine) == 30 and not state.sideboard(decision.player)
        assert "put 9 more of your cards in your sideboard" in decision.prompt
        cards = [a.card for a in decision.actions if isinstance(a, ToSideboard)]
        assert len(cards) == len(decision.actions)
        faces = {state.face(c) for c in mine}
        assert {state.face(c) for c in cards} == faces  # one action a face
        assert len(decision.actions) == len(faces)
    assert [d.player for d in state.decisions()] == [0, 1]


def test_nine_cards_to_the_sideboard_make_the_deck_and_round_1_starts() -> None:
    state = fresh()
    put: list[str] = []
    for _ in range(9):
        action = state.legal_actions(0)[-1]
        assert isinstance(action, ToSideboard)
        put.append(action.card)
        events = state.act(0, action)
        assert isinstance(events[0], CardSetAside)
        assert events[0].audience.players == frozenset({0})
    assert isinstance(events[-1], DeckChosen) and events[-1].deck == 21
    assert state.legal_actions(0) == () and state.step is Step.SELECT
    assert sorted(state.sideboard(0)) == sorted(put) and len(state.deck(0)) == 21
    keep_suggested(state)
    assert state.step.value == "place" and state.slot == 1
    assert len(state.hand(0)) == 5 and len(state.deck(0)) == 16
    assert sorted(state.sideboard(0)) == sorted(put)


def test_the_choice_is_secret_even_how_far_it_has_got() -> None:
    state = fresh()
    before = state.observe(1)
    events: list[Event] = []
    for _ in range(4):
        events.extend(state.act(0, state.legal_actions(0)[0]))
    assert state.observe(1) == before
    assert events_for(tuple(events), 1) == ()
    assert view_of(state, 1).deck_counts[0] == 21 and view_of(state, 1).sideboard_counts[0] == 9
    mine = view_of(state, 0)
    assert mine.deck_counts[0] == 26 and mine.sideboard_counts[0] == 4
    assert len(mine.deck) == 26 and len(mine.sideboard) == 4


def test_the_view_suggests_the_builders_deck_from_the_players_own_cards() -> None:
    state = fresh(seed=8)
    view = view_of(state, 0)
    mine = (*state.deck(0), *state.sideboard(0))
    assert view.suggested == suggest_deck((c, state.face(c)) for c in mine)
    assert len(view.suggested) == 21 and set(view.suggested) <= set(mine)
    assert view_of(state, 1).suggested != view.suggested
    assert state.observe(None).view.suggested == ()
    keep_suggested(state)
    assert view_of(state, 0).suggested == ()  # only while the decks are chosen
    assert sorted(state.deck(0) + state.hand(0)) == sorted(view.suggested)


def test_the_builder_leaves_out_costly_high_cards_and_keeps_strong_low_ones() -> None:
    """A 9 that loses a point is worth less than a plain 5; a 1 that gets +2 more than a plain 2."""
    coward = card("Coward", 9, "common", "Lose a point.")
    squire = card("Squire", 1, "common", "This card gets +2.")
    fives, twos = [card("Plain 5", 5)], [card("Plain 2", 2)]

    def kept(*faces: CardFace) -> set[str]:
        return set(suggest_deck((f"c{i:02d}", face) for i, face in enumerate(faces)))

    assert "c00" not in kept(coward, *fives * 21, *twos * 8)
    assert "c00" in kept(squire, *fives * 20, *twos * 9)


def test_choices_are_read_by_number_title_or_id() -> None:
    state = fresh()
    deck = state.deck(0)
    assert state.parse_action(0, "sideboard 1") == ToSideboard(deck[0])
    assert state.parse_action(0, "2") == state.parse_action(0, f"sideboard {deck[1]}")
    title = state.face(deck[-1]).title
    action = state.parse_action(0, title.upper())
    assert isinstance(action, ToSideboard) and state.face(action.card).title == title
    with pytest.raises(IllegalActionError, match="not a card of your deck"):
        state.parse_action(0, "sideboard 31")


def test_resampling_forgets_how_the_opponent_has_chosen() -> None:
    state = fresh()
    for _ in range(5):
        state.act(1, state.legal_actions(1)[0])
    other = state.resample(0, Rng(4))
    assert len(other.deck(1)) == 30 and not other.sideboard(1)
    assert other.observe(0) == state.observe(0)
    own = state.resample(1, Rng(4))
    assert own.sideboard(1) == state.sideboard(1)


def test_the_baseline_heuristic_plays_the_suggested_deck() -> None:
    state = fresh(seed=12)
    suggested = [view_of(state, p).suggested for p in (0, 1)]
    agent = make_agent("baseline", 1)
    while state.step is Step.SELECT:
        for decision in state.decisions():
            state.act(decision.player, agent.choose(seat_turn(state, decision.player)))
    for player in (0, 1):
        assert sorted(state.deck(player)) == sorted(suggested[player])


def test_ismcts_takes_the_variants_deck_without_searching() -> None:
    state = fresh(seed=12)
    agent = make_agent("ismcts", 1)
    assert isinstance(agent, IsmctsAgent)
    action = agent.choose(seat_turn(state, 0))
    assert agent.last_iterations == 1
    (decision,) = [d for d in state.decisions() if d.player == 0]
    assert action == state.search_default(decision)
    assert isinstance(action, ToSideboard)


def test_games_made_from_chosen_decks_start_at_round_1() -> None:
    """Tournaments build decks beforehand (``from_decks``): no choice at the start."""
    state = SlotWarsState.from_decks(
        fresh().options, ([card("A", 5)] * 21, [card("B", 4)] * 21), seed=1
    )
    events = state.run()
    assert isinstance(events[0], RoundStarted) and state.step is Step.PLACE
