"""Every starter card, played in a scripted position, does what its text says.

Each card has a script (registered with :func:`script`): a game whose decks are dealt in the order
given (``SlotWarsState.from_decks(..., shuffle=False)``), played turn by turn, with the outcome the
card's text promises checked. The test is parametrised over the starter set, so a starter card
without a script fails, as does a script for a card the set does not have.

Decks: player 1's cards are ``p0-00``, ``p0-01``, … in the order given (starter titles, or plain
cards by value), player 2's ``p1-00``, …; both are filled up to 21 cards with plain 1s. The first five
cards are the opening hand; turn *k* places the cards named for it in slot *k*.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pytest

from tests.slot_wars.engine.helpers import play_round, text_card, turn
from wartable.core.events import Event
from wartable.variants.slot_wars.engine import (
    CardFace,
    Choose,
    Done,
    SlotWarsOptions,
    SlotWarsState,
    card,
)
from wartable.variants.slot_wars.engine.events import (
    CardsRevealed,
    CardsSeen,
    PointsScored,
    RoundTied,
    SlotScored,
)
from wartable.variants.slot_wars.engine.pool import DECK_SIZE, starter_pool

STARTER: dict[str, CardFace] = {face.title: face for face in starter_pool()}
BOMB = text_card("Bomb", 9, "Destroy OC.")
"""A tool card (not in the starter set) for cards whose text reacts to being destroyed."""
SHY = text_card("Shy", 2, "Return this card to hand.")
"""A tool card that leaves its slot as it resolves (before cards of higher printed value)."""
ID = re.compile(r"p[01]-\d\d")

SCRIPTS: dict[str, Callable[[], None]] = {}


def script(title: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    """Register the scripted test of the starter card ``title``."""

    def register(test: Callable[[], None]) -> Callable[[], None]:
        assert title not in SCRIPTS, f"two scripts for {title!r}"
        SCRIPTS[title] = test
        return test

    return register


Deal = Sequence[str | int | CardFace]


def duel(mine: Deal, theirs: Deal, **options: object) -> SlotWarsState:
    """A scripted game with the cards' text in play (see the module's notes)."""

    def deck(cards: Deal) -> list[CardFace]:
        faces = [
            STARTER[c] if isinstance(c, str) else c if isinstance(c, CardFace) else plain(c)
            for c in cards
        ]
        return faces + [plain(1)] * (DECK_SIZE - len(faces))

    return SlotWarsState.from_decks(
        SlotWarsOptions(**options),  # type: ignore[arg-type]
        (deck(mine), deck(theirs)),
        shuffle=False,
    )


def plain(value: int) -> CardFace:
    return card(f"C{value}", value)


def turns(state: SlotWarsState, *plays: tuple[str | None, str | None]) -> list[Event]:
    """Play these turns (``None``: the lowest card) and return their events."""
    return [event for mine, theirs in plays for event in turn(state, mine, theirs)]


def first_turn(mine: Deal, theirs: Deal, **options: object) -> SlotWarsState:
    """Both players' first cards, played in slot 1; the game runs to the next decision."""
    state = duel(mine, theirs, **options)
    turn(state, "p0-00", "p1-00")
    return state


def answer(state: SlotWarsState, player: int, text: str) -> list[Event]:
    """``player`` answers the pending choice (as typed) and the game runs on."""
    (decision,) = state.decisions()
    assert decision.player == player, decision
    return [*state.act(player, state.parse_action(player, text)), *state.run()]


def hands(state: SlotWarsState) -> tuple[int, int]:
    return len(state.hand(0)), len(state.hand(1))


def values(state: SlotWarsState, *cards: str) -> tuple[int, ...]:
    return tuple(state.value(c) for c in cards)


def of(kind: type[Event], events: Sequence[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


# -- rares ------------------------------------------------------------------------------------------


@script("Echo Chamber")
def _echo_chamber() -> None:
    state = duel(["Echo Chamber", 4], [5])
    state.run()
    state.put_on_table("p0-01", 1)  # a 4 waits in slot 1
    turn(state, "p0-00", "p1-00")
    assert state.value("p0-00") == 8  # 2 x the stacked 4
    assert state.slot_result(1) == (0, (8, 5))


@script("Puppeteer")
def _puppeteer() -> None:
    state = first_turn(["Puppeteer"], [8])
    assert state.controller("p1-00") == 0
    assert state.slot_result(1) == (0, (8, None))
    events = play_round(state)  # slot 1 is won; every other slot is 1 against 1
    (lost,) = of(PointsScored, events)
    assert isinstance(lost, PointsScored) and (lost.player, lost.amount) == (0, -1)
    assert state.points == (0, 0)
    assert "p1-00" in state.deck(1)  # back to its owner with the round


@script("Diplomat")
def _diplomat() -> None:
    state = first_turn(["Diplomat"], [8])
    assert (state.owner("p0-00"), state.owner("p1-00")) == (1, 0)
    assert state.slot_result(1) == (0, (8, 1))
    assert hands(state) == (6, 5)  # it draws a card
    play_round(state)
    assert "p1-00" in state.deck(0) and "p0-00" in state.deck(1)  # for good
    assert len(state.deck(0)) == len(state.deck(1)) == DECK_SIZE


@script("Hoarder")
def _hoarder() -> None:
    state = first_turn(["Hoarder", 9], [1])
    (decision,) = state.decisions()  # [D1]: discard a card
    assert len(decision.actions) == 5
    answer(state, 0, "choose p0-01")
    assert state.pile(0) == ("p0-01",)
    assert hands(state) == (5, 5) and len(state.deck(0)) == len(state.deck(1)) - 1  # [BT2]


@script("Petrifying Gaze")
def _petrifying_gaze() -> None:
    state = first_turn(["Petrifying Gaze"], [9])
    assert state.slot_result(1) == (1, (4, 9))
    events = play_round(state)
    first = next(e for e in of(SlotScored, events) if isinstance(e, SlotScored) and e.slot == 1)
    assert isinstance(first, SlotScored) and (first.winner, first.values) == (0, (4, 1))
    state = first_turn(["Petrifying Gaze"], [BOMB])
    assert state.pile(0) == ("p0-00",) and state.points == (0, 1)


@script("Vulture King")
def _vulture_king() -> None:
    state = duel(["Vulture King"], [1, 1, 6])
    state.run()
    state.put_on_table("p1-02", 9, revealed=False)
    turns(state, ("p0-00", "p1-00"))
    assert state.pile(1) == ()  # [R2-R4] only
    turns(state, (None, "p1-01"))
    assert state.pile(1) == ("p1-02",)  # the only unrevealed card
    assert state.points == (1, 0)  # an opp. card was destroyed


@script("Tornado")
def _tornado() -> None:
    state = duel([5, "Tornado"], [5, 3])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert state.table_cards() == ("p0-01", "p1-01")
    assert "p0-00" in state.hand(0) and "p1-00" in state.hand(1)
    assert hands(state) == (5, 6)  # its player skips the draw


@script("Dawn Bell")
def _dawn_bell() -> None:
    state = duel(["Dawn Bell"], [3, 7])
    state.run()
    state.put_on_table("p1-01", 5, revealed=False)
    turn(state, "p0-00", "p1-00")
    assert state.is_revealed("p1-01")
    # A counter for each card revealed while it is face up: itself, the 3, the 7.
    assert state.layers("p0-00").explain() == "5 = printed 2 + 3 counters +3"


@script("The Usurper")
def _the_usurper() -> None:
    state = duel(["The Usurper", 1, "Squire"], [4, 5, "Sniper"])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert values(state, "p1-00", "p1-01") == (4, 4)  # S2 is adjacent: -1
    turns(state, ("p0-02", "p1-02"))
    assert "p0-02" in state.pile(0)  # the Sniper (2) resolved before the Squire (1) got +2
    control = duel([1, 1, "Squire"], [4, 5, "Sniper"])
    turns(control, ("p0-00", "p1-00"), ("p0-01", "p1-01"), ("p0-02", "p1-02"))
    assert control.value("p0-02") == 3 and control.pile(0) == ()


@script("Grand Architect")
def _grand_architect() -> None:
    state = duel(["Grand Architect", 5, 9], [1, 6])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    answer(state, 0, "choose p0-02")  # [P2]: 4 cards in hand, one goes to the next slot
    assert [c for c in state.table_cards(2) if state.controller(c) == 0] == ["p0-01", "p0-02"]
    assert not state.is_revealed("p0-02")
    assert state.rule_changes() == ()  # in force from the start of scoring on
    state.add_counter("p0-02", 2, "test")
    assert state.slot_result(2) == (1, (5, 6))
    scored = [e for e in play_round(state) if isinstance(e, SlotScored) and e.slot == 2]
    assert [(e.winner, e.values) for e in scored] == [(0, (7, 6))]  # 5 + 2 beat 6


@script("Last Stand")
def _last_stand() -> None:
    state = first_turn(["Last Stand", 9], [9, 1])
    assert state.value("p0-00") == 16  # behind 0-1 when revealed: doubled
    turns(state, ("p0-01", "p1-01"))
    assert state.value("p0-00") == 16  # 1-1 now, but the check was once, when revealed
    play_round(state)
    assert state.points == (2, 0)  # S1 and S2 won: not tied at the end of scoring, no point
    state = first_turn(["Last Stand", 1], [9, 9])
    turns(state, ("p0-01", "p1-01"))
    play_round(state)
    assert state.points == (2, 1)  # S1 won (16 beats 9), S2 lost: tied 1-1, so a point


@script("Hall of Mirrors")
def _hall_of_mirrors() -> None:
    state = first_turn(["Hall of Mirrors"], [8])
    assert values(state, "p0-00", "p1-00") == (8, 4)
    events = turns(state, *[(None, None)] * 4)  # turns 2-5, then [BT6]
    (seen,) = of(CardsSeen, events)
    assert isinstance(seen, CardsSeen) and seen.audience.players == frozenset({0})
    assert sorted(c.id for c in seen.cards) == sorted(state.hand(1))


# -- uncommons --------------------------------------------------------------------------------------


@script("Librarian")
def _librarian() -> None:
    assert hands(first_turn(["Librarian"], [1])) == (6, 5)  # [BT2]


@script("Inspiring Scholar")
def _inspiring_scholar() -> None:
    state = first_turn(["Inspiring Scholar"], [4])
    (decision,) = state.decisions()  # its player drew: a counter on a revealed card
    assert set(decision.actions) == {Choose("p0-00"), Choose("p1-00")}
    answer(state, 0, "choose p0-00")
    assert values(state, "p0-00", "p1-00") == (2, 4)


@script("Carrion Crow")
def _carrion_crow() -> None:
    state = duel(["Carrion Crow", "Sniper"], [2, 1])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert state.pile(1) == ("p1-01",) and state.value("p0-00") == 4


@script("Banner Bearer")
def _banner_bearer() -> None:
    state = duel([5, "Banner Bearer"], [5, 1])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert values(state, "p0-00", "p1-00", "p0-01", "p1-01") == (6, 5, 3, 1)
    state.destroy("p0-01", "test")
    assert state.value("p0-00") == 6  # counters stay


@script("Warlord")
def _warlord() -> None:
    state = duel([5, "Warlord", 4], [5, 1, 1])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert values(state, "p0-00", "p1-00", "p0-01") == (6, 5, 3)
    turns(state, ("p0-02", "p1-02"))
    assert state.value("p0-02") == 5  # placed later, included


@script("Twin Blessing")
def _twin_blessing() -> None:
    state = duel([2, "Twin Blessing"], [2, 5])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert values(state, "p0-00", "p1-00", "p0-01", "p1-01") == (3, 3, 4, 5)


@script("Exterminator")
def _exterminator() -> None:
    state = duel([1, "Exterminator"], [1, 2])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert (state.pile(0), state.pile(1)) == (("p0-00",), ("p1-00",))


@script("Purifier")
def _purifier() -> None:
    state = first_turn([2, "Purifier"], [1, 3])
    state.add_counter("p0-00", -1, "test")  # a printed 2 worth 1
    state.add_counter("p1-00", 1, "test")  # a printed 1 worth 2
    turns(state, ("p0-01", "p1-01"))
    assert (state.pile(0), state.pile(1)) == ((), ("p1-00",))


@script("Gnawing Rat")
def _gnawing_rat() -> None:
    state = first_turn(["Gnawing Rat"], [5])
    assert state.value("p1-00") == 5  # placement 1 came before it was revealed
    turns(state, (None, None))
    assert state.value("p1-00") == 4


@script("Siege Engine")
def _siege_engine() -> None:
    state = duel(["Siege Engine"], [1, 1, 7])
    turns(state, ("p0-00", "p1-00"), (None, "p1-01"), (None, "p1-02"))
    (decision,) = state.decisions()  # [R3]: a card in S3
    assert len(decision.actions) == 2 and Choose("p1-02") in decision.actions
    answer(state, 0, "choose p1-02")
    assert state.pile(1) == ("p1-02",)


@script("Comeback Kid")
def _comeback_kid() -> None:
    state = first_turn(["Comeback Kid"], [9])
    events = play_round(state)  # behind 0-1 at the start of scoring
    (scored,) = of(PointsScored, events)
    assert isinstance(scored, PointsScored) and (scored.player, scored.amount) == (0, 1)
    assert state.points == (1, 1) and of(RoundTied, events)


@script("Martyr")
def _martyr() -> None:
    state = first_turn(["Martyr"], [BOMB])
    assert state.pile(0) == ("p0-00",)
    assert hands(state) == (7, 5)  # 2 cards, then the turn's draw


@script("Crowd Pleaser")
def _crowd_pleaser() -> None:
    state = first_turn(["Crowd Pleaser"], [3])
    assert state.value("p0-00") == 3  # +1 for itself and for the 3, revealed with it
    turns(state, (None, None))
    assert state.value("p0-00") == 5


@script("Recycler")
def _recycler() -> None:
    state = first_turn(["Recycler", 9], ["Tax Collector"])
    answer(state, 0, "choose p0-01")  # the Tax Collector makes it discard
    assert state.pile(0) == ("p0-01",)
    assert hands(state) == (5, 5) and len(state.deck(0)) == len(state.deck(1)) - 1


@script("Seer")
def _seer() -> None:
    state = duel(["Seer"], [1])
    events = turn(state, "p0-00", "p1-00")
    (seen,) = of(CardsSeen, events)
    assert isinstance(seen, CardsSeen) and seen.audience.players == frozenset({0})
    assert [c.id for c in seen.cards] == ["p0-05", "p0-06", "p0-07"]


@script("Shuffler")
def _shuffler() -> None:
    state = duel([9, "Shuffler"], [5, 1])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert (state.slot_of("p0-00"), state.slot_of("p0-01")) == (2, 1)
    assert state.slot_result(2) == (0, (9, 1))


@script("Second Wind")
def _second_wind() -> None:
    assert hands(first_turn(["Second Wind"], [1], hand_size=3)) == (5, 3)


@script("Ambusher")
def _ambusher() -> None:
    state = duel([1, "Ambusher"], [1, 9, 6])
    state.run()
    state.put_on_table("p1-02", 2, revealed=False)
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert sorted(state.pile(1)) == ["p1-01", "p1-02"]  # OC: both opposing cards


@script("Opener")
def _opener() -> None:
    state = first_turn(["Opener"], [5])
    assert state.value("p0-00") == 6
    state.move("p0-00", 2, "test")
    assert state.value("p0-00") == 6  # in S1 when revealed: the +3 stays
    state = duel([1, "Opener"], [1, 1])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert state.value("p0-01") == 3


@script("Reinforcements")
def _reinforcements() -> None:
    state = first_turn(["Reinforcements", 9], [1])
    answer(state, 0, "choose p0-01")
    assert state.slot_of("p0-01") == 2 and not state.is_revealed("p0-01")


@script("Late Blade")
def _late_blade() -> None:
    state = first_turn(["Late Blade"], [7])
    assert not state.is_tapped("p0-00")
    turns(state, (None, None))
    # "Tap it" after "When a card is placed" taps that card: each card placed in slot 2
    assert state.is_tapped("p0-01") and state.is_tapped("p1-01")
    assert not state.is_tapped("p0-00")
    turns(state, *[(None, None)] * 6)  # to [BT9]: destroy a card
    answer(state, 0, "choose p1-00")
    assert state.pile(1) == ("p1-00",)


@script("Rear Guard")
def _rear_guard() -> None:
    state = duel([5, "Rear Guard", 7], [5, 1])
    state.run()
    state.put_on_table("p0-02", 1, revealed=False)
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert values(state, "p0-00", "p0-02", "p1-00") == (6, 0, 5)  # revealed ones only


@script("Hex")
def _hex() -> None:
    state = duel([5, "Hex"], [5, 4])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    (decision,) = state.decisions()  # up to 2 of the 4 cards
    assert len(decision.actions) == 5 and decision.actions[-1] == Done()
    answer(state, 0, "choose p1-00")
    answer(state, 0, "done")
    assert values(state, "p0-00", "p1-00", "p0-01", "p1-01") == (5, 4, 6, 4)


@script("Jailer")
def _jailer() -> None:
    state = first_turn(["Jailer"], [5])
    assert state.is_tapped("p1-00")
    assert hands(state) == (5, 4)  # opp. skipped its draw
    state.tap("p0-00", True, "test")
    turns(state, (None, None))
    assert state.is_tapped("p0-00")  # [D3-D6] only
    turns(state, (None, None))
    assert not state.is_tapped("p0-00")


# -- commons ----------------------------------------------------------------------------------------


@script("Quick Draw")
def _quick_draw() -> None:
    assert hands(first_turn(["Quick Draw"], [1])) == (6, 5)


@script("Pebble Thrower")
def _pebble_thrower() -> None:
    assert first_turn(["Pebble Thrower"], [5]).value("p1-00") == 4


@script("Squire")
def _squire() -> None:
    assert first_turn(["Squire"], [2]).slot_result(1) == (0, (3, 2))


@script("Scout")
def _scout() -> None:
    state = duel(["Scout"], [1])
    (seen,) = of(CardsSeen, turn(state, "p0-00", "p1-00"))
    assert isinstance(seen, CardsSeen) and seen.audience.players == frozenset({0})
    assert sorted(c.id for c in seen.cards) == ["p1-01", "p1-02", "p1-03", "p1-04"]


@script("Lookout")
def _lookout() -> None:
    state = duel(["Lookout"], [1, 6])
    state.run()
    state.put_on_table("p1-01", 5, revealed=False)
    (seen,) = of(CardsSeen, turn(state, "p0-00", "p1-00"))
    assert isinstance(seen, CardsSeen) and seen.audience.players == frozenset({0})
    assert [c.id for c in seen.cards] == ["p1-01"]


@script("Rallying Drum")
def _rallying_drum() -> None:
    state = duel([5, "Rallying Drum"], [5, 2])
    turns(state, ("p0-00", "p1-00"), ("p0-01", "p1-01"))
    assert values(state, "p0-00", "p1-00", "p0-01", "p1-01") == (6, 6, 3, 2)


@script("Tax Collector")
def _tax_collector() -> None:
    state = first_turn(["Tax Collector"], [1, 9])
    (decision,) = state.decisions()  # the discarding player chooses
    assert decision.player == 1
    assert {a.card for a in decision.actions if isinstance(a, Choose)} == set(state.hand(1))
    answer(state, 1, "choose p1-01")
    assert state.pile(1) == ("p1-01",)


@script("Night Owl")
def _night_owl() -> None:
    state = first_turn(["Night Owl"], [1])
    turns(state, *[(None, None)] * 3)
    assert hands(state) == (5, 5)
    turns(state, (None, None))  # [D5]
    assert hands(state) == (6, 5)


@script("Early Bird")
def _early_bird() -> None:
    state = first_turn(["Early Bird"], [1])
    assert hands(state) == (6, 5)  # [BT2]
    turns(state, (None, None))
    assert hands(state) == (7, 5)  # [BT3]
    turns(state, (None, None))
    assert hands(state) == (7, 5)


@script("Miser")
def _miser() -> None:
    state = first_turn(["Miser"], [1])
    turns(state, *[(None, None)] * 3)
    assert state.pile(0) == ()
    turns(state, (None, None))  # [P5]: discard a card
    answer(state, 0, "1")
    assert len(state.pile(0)) == 1


@script("Watchman")
def _watchman() -> None:
    assert first_turn(["Watchman"], [5]).is_tapped("p1-00")


@script("Sniper")
def _sniper() -> None:
    assert first_turn(["Sniper"], [1]).pile(1) == ("p1-00",)
    assert first_turn(["Sniper"], [3]).pile(1) == ()


@script("Underdog")
def _underdog() -> None:
    assert first_turn(["Underdog"], [5]).value("p1-00") == 3
    assert first_turn(["Underdog"], [1]).value("p1-00") == 1


@script("Mirror Knight")
def _mirror_knight() -> None:
    assert first_turn(["Mirror Knight"], [5]).points == (1, 0)
    assert first_turn(["Mirror Knight"], [4]).points == (0, 0)


@script("Coward")
def _coward() -> None:
    assert first_turn(["Coward"], [1]).points == (-1, 0)


@script("Gambler")
def _gambler() -> None:
    events = play_round(first_turn(["Gambler"], [1]))
    (scored,) = of(PointsScored, events)
    assert isinstance(scored, PointsScored) and (scored.player, scored.amount) == (1, 1)
    assert of(RoundTied, events)  # slot 1 won, then a point to the opponent


@script("Sleepy Guard")
def _sleepy_guard() -> None:
    assert hands(first_turn(["Sleepy Guard"], [1])) == (4, 5)


@script("Trickster")
def _trickster() -> None:
    state = first_turn(["Trickster"], [5])
    assert not state.is_revealed("p1-00")
    assert state.slot_result(1) == (0, (1, 0))


@script("Shove")
def _shove() -> None:
    assert first_turn(["Shove"], [5]).slot_of("p1-00") == 2


@script("Bouncer")
def _bouncer() -> None:
    state = first_turn(["Bouncer"], [5])
    assert "p1-00" in state.hand(1) and state.table_cards() == ("p0-00",)


@script("Doubler")
def _doubler() -> None:
    assert first_turn(["Doubler"], [3]).slot_result(1) == (0, (4, 3))


@script("Limbo Dancer")
def _limbo_dancer() -> None:
    assert first_turn(["Limbo Dancer"], [5]).slot_result(1) == (0, (1, 5))


@script("Pile Up")
def _pile_up() -> None:
    state = duel(["Pile Up", 4], [6])
    state.run()
    state.put_on_table("p0-01", 1)
    turn(state, "p0-00", "p1-00")
    assert state.slot_result(1) == (0, (7, 6))


@script("Town Crier")
def _town_crier() -> None:
    assert hands(first_turn(["Town Crier"], [1])) == (6, 6)


@script("Spotlight")
def _spotlight() -> None:
    state = first_turn(["Spotlight"], [1, 1, 8])
    turns(state, (None, "p1-01"))
    events = turn(state, None, "p1-02")  # [P3]: reveal a card (the faces are still down)
    (decision,) = state.decisions()
    theirs = next(a for a in decision.actions if isinstance(a, Choose) and a.card == "S3.2")
    events = answer(state, 0, str(theirs))
    first, second = of(CardsRevealed, events)[:2]
    assert isinstance(first, CardsRevealed) and [c[0] for c in first.cards] == [1]
    assert isinstance(second, CardsRevealed) and [c[0] for c in second.cards] == [0]


@script("Giant Growth")
def _giant_growth() -> None:
    events = play_round(first_turn(["Giant Growth"], [5]))
    first = next(e for e in of(SlotScored, events) if isinstance(e, SlotScored) and e.slot == 1)
    assert isinstance(first, SlotScored) and (first.winner, first.values) == (0, (6, 5))


@script("Stone Skin")
def _stone_skin() -> None:
    state = first_turn(["Stone Skin"], [5])
    turns(state, (None, None), (None, None))
    assert state.value("p0-00") == 3
    turns(state, (None, None))  # [R4]
    assert state.value("p0-00") == 6


@script("Lone Wolf")
def _lone_wolf() -> None:
    state = first_turn(["Lone Wolf"], [3])
    assert state.value("p0-00") == 5  # an OC when revealed: no +2
    state.return_to_hand("p1-00", "test")
    assert state.value("p0-00") == 5  # checked once, when revealed
    state = first_turn(["Lone Wolf"], [SHY])
    assert state.table_cards(1) == ("p0-00",)  # Shy (2) resolved first and left
    assert state.value("p0-00") == 7


# -- every starter card has its script ---------------------------------------------------------------


@pytest.mark.parametrize("title", sorted(STARTER))
def test_starter_card_does_what_its_text_says(title: str) -> None:
    assert title in SCRIPTS, f"starter card {title!r} has no scripted test"
    SCRIPTS[title]()


def test_every_starter_card_has_a_script_and_every_script_a_card() -> None:
    assert len(STARTER) == 64
    assert sorted(set(STARTER) - set(SCRIPTS)) == [], "starter cards without a scripted test"
    assert sorted(set(SCRIPTS) - set(STARTER)) == [], "scripts for cards not in the starter set"
