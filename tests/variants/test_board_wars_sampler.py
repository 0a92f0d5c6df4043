"""The fast resampler of Board Wars draws exactly what the reference matching draws.

``_Sampler.draw`` reads from Hall's condition which ranks a place may take; ``_draw_consistent``
tries a matching for every card drawn. Both must give the same cards from the same generator and
leave it in the same state, on positions whose known ranges are tight enough to force
rejections, and both must refuse a position whose ranges contradict each other.
"""

from __future__ import annotations

import random

import pytest

from wartable.core import Rng
from wartable.core.cards import Deck
from wartable.variants.board_wars import BoardWarsOptions, BoardWarsState, Piece
from wartable.variants.board_wars.state import _draw_consistent, _Sampler, move_count, square_name

SQUARES = [(column, row) for column in range(5) for row in range(7)]


def tight_position(seed: int) -> BoardWarsState:
    """Player 2's cards on the board and in player 1's capture pile, with narrow known ranges
    (sometimes a contradictory one) and spent moves, and a small enemy deck."""
    r = random.Random(seed)
    enemy = list(Deck.standard().cards)
    own = list(Deck.standard().cards)
    r.shuffle(enemy)
    r.shuffle(own)
    squares = r.sample(SQUARES, 26)
    pieces = {square_name(squares[i]): (1, str(enemy.pop())) for i in range(r.randint(0, 18))}
    pieces |= {square_name(squares[18 + i]): (0, str(own.pop())) for i in range(r.randint(0, 8))}
    captured = [enemy.pop() for _ in range(r.randint(0, 15))]
    state = BoardWarsState.from_position(
        BoardWarsOptions(),
        pieces=pieces,
        decks=(own[: r.randint(0, 10)], enemy[: r.choice([0, 1, 2, 3, 6, 20])]),
    )
    width = r.choice([0, 1, 2, 4])
    for square, piece in list(state._board.items()):
        if piece.owner == 1:
            rank = piece.card.rank
            spent = r.choice([0, 0, 1, 2])
            spent = spent if spent < move_count(rank) else 0
            state._board[square] = Piece(1, piece.card, piece.uid, spent)
            if r.random() < 0.7:
                low, high = max(2, rank - r.randint(0, width)), min(14, rank + r.randint(0, width))
                if r.random() < 0.03:
                    low = high = r.randint(2, 14)  # contradicts the card: no draw may exist
                state._bounds[0][piece.uid] = (low, high)
    for card in captured:
        state._captured[0].append((card, state._new_uid()))
    return state


@pytest.mark.parametrize("seed", range(200))
def test_fast_draw_is_the_reference_draw(seed: int) -> None:
    sampler = _Sampler(tight_position(seed), 0)
    for k in range(3):
        fast, reference = Rng(1000 * seed + k), Rng(1000 * seed + k)
        drawn = sampler.draw(fast)
        expected = _draw_consistent(sampler.ranges, sampler.cards, reference)
        if expected is None:
            assert drawn is None
            continue
        assert drawn is not None
        assert drawn[0] == [card.code for card in expected]
        rest = list(sampler.cards)
        for card in expected:
            rest.remove(card)
        assert drawn[1] == [card.code for card in rest]
        assert fast.getstate() == reference.getstate()
