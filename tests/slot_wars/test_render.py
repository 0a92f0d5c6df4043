"""The Slot Wars terminal table: seats named for the viewer, every card on the table with its value
explained and its text."""

from __future__ import annotations

import io

from rich.console import Console

from tests.slot_wars.engine.helpers import scripted, text_card, turn
from wartable.cli.console import THEME
from wartable.cli.render.slot_wars import SlotWarsRenderer
from wartable.core.events import Event, events_for
from wartable.variants.slot_wars.engine import Choose, SlotWarsState

BANNER = text_card("Banner", 2, "Your cards get +1.")
TAXMAN = text_card("Taxman", 3, "Opp. discards a card. Opp. skips its next draw.")
PRIZE = text_card("Prize", 6, "Score a point.")


def renderer(seat: int) -> tuple[SlotWarsRenderer, io.StringIO]:
    out = io.StringIO()
    console = Console(file=out, width=160, theme=THEME, color_system=None, highlight=False)
    names = ("You", "PC") if seat == 0 else ("PC", "You")
    return SlotWarsRenderer(console, seat, names, 0), out


def game() -> tuple[SlotWarsState, list[Event]]:
    """Turn 1: a 4 against a 5. Turn 2: Banner ("your cards get +1") against Taxman (seat 0
    discards a card of its choice and skips its draw). Turn 3: a Prize (score a point) against
    a 1."""
    state = scripted([4, BANNER, PRIZE, 9, 8, 7], [5, TAXMAN, 1, 3])
    events = turn(state, "p0-00", "p1-00")
    events += turn(state, "p0-01", "p1-01")
    events += state.act(0, Choose("p0-03"))  # the seat made to discard chooses its 9
    events += state.run()
    events += turn(state, "p0-02", "p1-02")
    return state, events


def test_the_table_lists_every_card_with_its_value_explained_and_its_text() -> None:
    state, _ = game()
    state.add_counter("p0-00", 1, "test")
    state.add_counter("p0-00", 1, "test")
    view, out = renderer(0)
    (decision,) = [d for d in state.decisions() if d.player == 0]
    view.show_decision(state.observe(0), decision)
    text = out.getvalue()
    row = next(line for line in text.splitlines() if "C4" in line and "printed" in line)
    assert row.split()[:2] == ["S1", "You"]
    assert "7 = printed 4 + 2 counters +2 + 1 (Banner)" in row
    banner = next(line for line in text.splitlines() if line.startswith("S2") and "Banner" in line)
    assert "3 = printed 2 + 1 (Banner)" in banner and "Your cards get +1." in banner
    taxman = next(line for line in text.splitlines() if "Taxman" in line and "printed" in line)
    assert taxman.split()[:2] == ["S2", "PC"]
    assert "Opp. discards a card." in taxman


def test_events_say_you_and_the_other_seats_name_never_player_n() -> None:
    _, events = game()
    for seat, me, them in ((0, "You", "PC"), (1, "You", "PC")):
        view, out = renderer(seat)
        view.show_events(events_for(events, seat))
        text = out.getvalue()
        assert "Player 1" not in text and "Player 2" not in text
        assert me in text and them in text
    view, out = renderer(0)
    view.show_events(events_for(events, 0))
    text = out.getvalue()
    assert "You choose" in text and "for Taxman" in text  # player 1 discards at Taxman's word
    assert "You will skip your next draw" in text
    assert "You score 1 point from Prize [p0-02] (points: you 1, PC 0)" in text
    view, out = renderer(1)
    view.show_events(events_for(events, 1))
    text = out.getvalue()
    assert "PC chooses a card in PC's hand for Taxman" in text
    assert "PC scores 1 point from Prize [p0-02] (points: you 0, PC 1)" in text
    assert "PC will skip its next draw" in text


def test_a_face_down_choice_reads_where_the_card_is() -> None:
    """A card's choice of the other player's face-down card lists it by the view's words for
    it, after its notation (what the terminal may type)."""
    state = scripted(
        [text_card("Tester", 2, "Put a -1 counter on a card."), 3, 4, 5, 6, 7, 8, 9],
        [5, 6, 7, 8, 9, 4, 3, 2],
    )
    state.run()
    state.put_on_table("p1-02", 4, revealed=False)
    turn(state, "p0-00", "p1-00")
    view, out = renderer(0)
    (decision,) = state.decisions()
    view.show_decision(state.observe(0), decision)
    assert "choose S4.1 (the face-down card in slot 4)" in out.getvalue()
