"""Differential test: the engine against a small independent implementation of the same rules.

The reference below is written straight from the rules text (wartable rules classic), for the options
with no chance after the deal, and shares no code with the engine.
"""

from __future__ import annotations

from collections import deque

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.variants.test_classic_rules import options
from wartable.core import Card, Deck, Termination
from wartable.variants.classic import ClassicState

RANKS = [c.rank for c in Deck.standard().cards]


def reference_game(
    deal: list[int], order: str, to_bottom: bool, face_down: int, short_loses: bool, cap: int
) -> tuple[int | None, str, int, int]:
    """(winner, termination, battles, wars) of one game on a deal of ranks."""
    stacks = [deque(deal[0::2]), deque(deal[1::2])]
    piles: list[deque[int]] = [deque(), deque()]

    def held(p: int) -> int:
        return len(stacks[p]) + len(piles[p])

    def draw(p: int) -> int:
        if not stacks[p]:
            stacks[p].extend(piles[p])
            piles[p].clear()
        return stacks[p].popleft()

    battles = wars = 0
    while battles < cap:
        battles += 1
        table: list[list[int]] = [[draw(0)], [draw(1)]]
        while table[0][-1] == table[1][-1]:
            wars += 1
            need = face_down + 1
            short = [p for p in (0, 1) if held(p) < (need if short_loses else 1)]
            if len(short) == 2:
                return None, "exhausted", battles, wars
            if short:
                loser = short[0]
                return 1 - loser, "war_short" if held(loser) else "all_cards", battles, wars
            for p in (0, 1):
                for _ in range(min(need, held(p))):
                    table[p].append(draw(p))
        w = 0 if table[0][-1] > table[1][-1] else 1
        mine, theirs = table[w], table[1 - w]
        if order == "winner_first":
            taken = mine + theirs
        elif order == "loser_first":
            taken = theirs + mine
        else:
            taken = []
            for i in range(max(len(table[0]), len(table[1]))):
                taken.extend(table[p][i] for p in (0, 1) if i < len(table[p]))
        (stacks if to_bottom else piles)[w].extend(taken)
        if held(1 - w) == 0:
            return w, "all_cards", battles, wars
    return None, "turn_limit", battles, wars


@settings(max_examples=150, deadline=None)
@given(
    deal=st.permutations(list(Deck.standard().cards)),
    order=st.sampled_from(["winner_first", "loser_first", "table_order"]),
    to_bottom=st.booleans(),
    face_down=st.integers(0, 3),
    short_loses=st.booleans(),
)
def test_engine_matches_reference(
    deal: list[Card], order: str, to_bottom: bool, face_down: int, short_loses: bool
) -> None:
    cap = 3000
    chosen = options(
        f"collect_order={order},won_cards_to={'bottom' if to_bottom else 'won_pile'},"
        f"war_face_down={face_down},war_short={'lose' if short_loses else 'last_card_up'},"
        f"max_turns={cap}"
    )
    cards = list(deal)
    state = ClassicState.from_position(chosen, (cards[0::2], cards[1::2]))
    while not state.is_terminal:
        state.advance()
    ranks = [card.rank for card in cards]
    winner, termination, battles, wars = reference_game(
        ranks, order, to_bottom, face_down, short_loses, cap
    )
    outcome = state.outcome
    assert outcome is not None
    if outcome.termination is Termination.CYCLE:
        assert termination == "turn_limit", "a detected cycle must never end in the reference"
        return
    assert (outcome.winner, outcome.ending) == (winner, termination)
    assert (state.summary()["battles"], state.summary()["wars"]) == (battles, wars)
