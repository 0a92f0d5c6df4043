"""The terminal tables of classic, Hand of War, Warzone and Board Wars, driven directly: what they
draw, what their prompts offer, and English that agrees with "You"."""

from __future__ import annotations

import io
import re
from typing import TypeVar

import pytest
from rich.console import Console

from wartable.cli.console import THEME, console
from wartable.cli.render import TableRenderer
from wartable.cli.render.base import agree, numbers_text, or_list, third_person
from wartable.cli.render.board_wars import BoardWarsRenderer
from wartable.cli.render.classic import ClassicRenderer
from wartable.cli.render.hand_of_war import HandOfWarRenderer
from wartable.cli.render.warzone import WarzoneRenderer
from wartable.core import Card, Colour, new_game, parse_cards, parse_options
from wartable.core.events import Event
from wartable.core.state import Decision
from wartable.variants.board_wars import BoardWarsOptions, BoardWarsState
from wartable.variants.board_wars.events import SpoilsSetAside
from wartable.variants.classic.events import PileTurnedOver, PlayerShort
from wartable.variants.hand_of_war.events import CardsDrawn, SpoilsShuffledIn
from wartable.variants.warzone import WarzoneOptions, WarzoneState
from wartable.variants.warzone.events import ColourChosen, Retreated, WarCardsRecycled

R = TypeVar("R", bound=TableRenderer)


def table(kind: type[R], seat: int = 0) -> tuple[R, io.StringIO]:
    """A renderer for ``seat`` as ``wartable play`` makes it (the seat is "You", the other "PC")
    writing plain text to a buffer."""
    out = io.StringIO()
    screen = Console(file=out, width=160, theme=THEME, color_system=None, highlight=False)
    names = ("You", "PC") if seat == 0 else ("PC", "You")
    return kind(screen, seat, names, 0), out


def shown(renderer: TableRenderer, out: io.StringIO, *events: Event) -> str:
    renderer.show_events(events)
    return out.getvalue()


# -- the shared helpers -------------------------------------------------------------------------


def test_verbs_agree_with_you_and_with_any_other_name() -> None:
    assert [third_person(v) for v in ("shuffle", "have", "catch", "carry", "play", "go")] == [
        "shuffles",
        "has",
        "catches",
        "carries",
        "plays",
        "goes",
    ]
    assert third_person("shuffle back") == "shuffles back"
    assert agree("You", "keep") == "keep" and agree("PC", "keep") == "keeps"
    assert agree("heuristic", "shuffle and turn over", "shuffles and turns over").endswith(
        "turns over"
    )
    renderer, _ = table(ClassicRenderer, seat=1)
    assert (
        renderer.says(1, "shuffle") == "You shuffle"
        and renderer.says(0, "shuffle") == "PC shuffles"
    )
    assert (
        renderer.verb(0, "take") == "takes"
        and renderer.its(1) == "your"
        and renderer.its(0) == "its"
    )


def test_choices_read_as_english_whatever_their_number() -> None:
    assert or_list([]) == "" and or_list(["end"]) == "end"
    assert or_list(["red", "black"]) == "red or black"
    assert or_list(["skip", "defend", "retreat N R"]) == "skip, defend or retreat N R"
    assert numbers_text(1) == "1" and numbers_text(5) == "1-5"


YOU_WITH_THIRD_PERSON = re.compile(
    r"\bYou (has|shuffles|sets|keeps|takes|draws|wins|plays|reveals|turns|retreats|puts)\b"
)


# -- "You" and the verb: every renderer ---------------------------------------------------------


def test_classic_events_agree_with_you() -> None:
    renderer, out = table(ClassicRenderer)
    text = shown(
        renderer,
        out,
        PlayerShort(0, 2, 4),
        PlayerShort(1, 1, 4),
        PileTurnedOver(0, 10, True),
        PileTurnedOver(1, 12, False),
    )
    assert "You have only 2 cards" in text and "PC has only 1 card" in text
    assert "You shuffle and turn over your won pile (10 cards)" in text
    assert "PC turns over its won pile (12 cards)" in text
    assert not YOU_WITH_THIRD_PERSON.search(text), text


def test_hand_of_war_events_agree_with_you() -> None:
    renderer, out = table(HandOfWarRenderer)
    text = shown(
        renderer,
        out,
        SpoilsShuffledIn(0, 3),
        SpoilsShuffledIn(1, 4),
        CardsDrawn(0, 2, parse_cards("QH 2S")),
        CardsDrawn(1, 2, ()),
    )
    assert "You shuffle 3 spoils under your reserves" in text
    assert "PC shuffles 4 spoils under its reserves" in text
    assert "You draw 2 cards" in text and "PC draws 2 cards" in text
    assert not YOU_WITH_THIRD_PERSON.search(text), text


def test_warzone_events_agree_with_you() -> None:
    renderer, out = table(WarzoneRenderer)
    state = new_game("warzone", "warzone(first_player=first)", 1)
    renderer.show_start(state.observe(0))
    text = shown(
        renderer,
        out,
        WarCardsRecycled(0, parse_cards("2H 3H 4H"), Card.parse("9H"), 3),
        WarCardsRecycled(1, parse_cards("2S"), Card.parse("8S"), 1),
        Retreated(0, 2, 3, Card.parse("5H"), False),
        Retreated(1, 1, 2, None, False),
    )
    assert "You take the first turn." in text
    assert "You keep 9♥, shuffle back 3 and take 3 new WarCards" in text
    assert "PC keeps 8♠, shuffles back 1 and takes 1 new WarCard" in text
    assert "You retreat 5♥ from file 2, rank 3 into your WarZone." in text
    assert "PC retreats a face-down card from file 1, rank 2 into its WarZone." in text
    assert not YOU_WITH_THIRD_PERSON.search(text), text
    renderer, out = table(WarzoneRenderer, seat=1)
    assert "PC takes red." in shown(renderer, out, ColourChosen(0, Colour.RED))


def test_board_wars_spoils_set_aside_agree_with_you() -> None:
    renderer, out = table(BoardWarsRenderer)
    text = shown(
        renderer,
        out,
        SpoilsSetAside(0, ("a1", "b2", "e1"), 0, "the deck's top card"),
        SpoilsSetAside(1, (), 3, "d4"),
    )
    assert "You set aside board cards a1 b2 e1; the decider is the deck's top card" in text
    assert "PC sets aside 3 cards from its deck; the decider is d4" in text
    assert "its deck" not in text.split("PC")[0], "yours is 'your deck'"
    assert not YOU_WITH_THIRD_PERSON.search(text), text


# -- prompts: no empty "or", one-choice ranges ---------------------------------------------------


def only_first(decision: Decision) -> Decision:
    return Decision(decision.player, decision.prompt, decision.actions[:1], decision.actions[0])


def test_prompts_with_a_single_choice_offer_no_empty_or_and_no_range_of_one() -> None:
    for kind, variant in (
        (ClassicRenderer, "classic(chooser=first)"),
        (HandOfWarRenderer, "hand-of-war"),
        (BoardWarsRenderer, "board-wars(first_player=first)"),
        (WarzoneRenderer, "warzone(first_player=first)"),
    ):
        renderer, _ = table(kind)
        state = new_game(variant.split("(")[0], variant, 3)
        (decision, *_) = [d for d in state.decisions() if d.player == 0]
        single = renderer.prompt(state.observe(0), only_first(decision))
        assert "1-1" not in single, single
        assert not re.search(r"\bor\s*(\.\.\.|[;,\]]|$)", single), single
        assert not re.search(r"\bor\s+or\b|;\s*or\s*;", single), single


def test_board_wars_prompt_lists_other_moves_only_when_there_are_some() -> None:
    renderer, _ = table(BoardWarsRenderer)
    state = new_game("board-wars", "board-wars(first_player=first)", 3)
    (decision,) = state.decisions()
    observation = state.observe(0)
    assert renderer.prompt(observation, only_first(decision)) == (
        f"Your move [Enter = {decision.actions[0]}; q = quit]: "
    )
    full = renderer.prompt(observation, decision)
    assert full.startswith(f"Your move [Enter = {decision.actions[0]}; or {decision.actions[1]}, ")


# -- Board Wars: enemy cards, and wars without a default ---------------------------------------


def board_wars(pieces: dict[str, tuple[int, str]], decks: tuple[str, str]) -> BoardWarsState:
    options = parse_options("board-wars")
    assert isinstance(options, BoardWarsOptions)
    return BoardWarsState.from_position(
        options, pieces=pieces, decks=(parse_cards(decks[0]), parse_cards(decks[1]))
    )


def test_board_wars_shows_enemy_moves_spent_and_the_values_they_leave() -> None:
    """Player 1's 9H beats a 4 and moves on: to player 2 it is #2, a 5 to a king (still on the
    board after a counted move: no ace), with ·1; after a second counted move, 5-10 with ·2."""
    state = board_wars(
        {"c3": (0, "9H"), "c4": (1, "4C"), "a7": (1, "2D")}, ("5S 6S 7S", "5C 6C 7C")
    )
    for player, text in ((0, "c3-c4"), (0, "end"), (1, "end")):
        state.act(player, state.parse_action(player, text))
    renderer, out = table(BoardWarsRenderer, seat=1)
    renderer.show_decision(state.observe(1), state.decisions()[0])
    row = next(line for line in out.getvalue().splitlines() if line.lstrip().startswith("4"))
    assert re.search(r"#2\s+5-K·1", row), row
    state.act(0, state.parse_action(0, "c4-c5"))
    state.act(0, state.parse_action(0, "end"))
    renderer, out = table(BoardWarsRenderer, seat=1)
    renderer.show_decision(state.observe(1), state.decisions()[0])
    row = next(line for line in out.getvalue().splitlines() if line.lstrip().startswith("5"))
    assert re.search(r"#2\s+5-10·2", row), row
    # The owner sees its card by value with the same count.
    mine, mine_out = table(BoardWarsRenderer, seat=0)
    mine.show_decision(state.observe(0), Decision(0, "", ()))
    assert "9♥·2" in mine_out.getvalue()


def war_state() -> BoardWarsState:
    """A tie at c3-c4; player 1 has three home-row cards and a deck of four: many plans."""
    state = board_wars(
        {
            "c3": (0, "7H"),
            "c4": (1, "7C"),
            "a1": (0, "2H"),
            "b1": (0, "3H"),
            "e1": (0, "4H"),
            "a7": (1, "KC"),
            "e7": (1, "5C"),
        },
        ("JH 2S 3S 4S", "9C 8C 3C 6D"),
    )
    state.act(0, state.parse_action(0, "c3-c4"))
    return state


def test_enter_chooses_no_war_plan_when_there_is_a_choice() -> None:
    state = war_state()
    (decision,) = [d for d in state.decisions() if d.player == 0]
    assert len(decision.actions) > 1 and str(decision.actions[0]) == "war1 a1 b1 e1"
    renderer, out = table(BoardWarsRenderer)
    assert decision.default is None, "the first plan risks the home row"
    prompt = renderer.prompt(state.observe(0), decision)
    assert "Enter =" not in prompt
    assert prompt == "Your war plan? [type one, e.g. war2 a1 or war1 a1 b1 e1; q = quit]: "
    renderer.show_decision(state.observe(0), decision)
    assert "Enter plays none for you" in out.getvalue()
    # A single plan is no choice: Enter plays it.
    single = only_first(decision)
    assert "Enter = war1 a1 b1 e1" in renderer.prompt(state.observe(0), single)


def test_play_waits_for_a_typed_war_plan(monkeypatch: pytest.MonkeyPatch) -> None:
    """At the terminal, Enter at the war prompt asks again; the typed plan is played."""
    from wartable.cli import play  # noqa: PLC0415

    state = war_state()
    (decision,) = [d for d in state.decisions() if d.player == 0]
    answers = iter(["", "", "war2 e1"])
    asked: list[str] = []

    def answer(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    monkeypatch.setattr(console, "input", answer)
    renderer, _ = table(BoardWarsRenderer)
    action = play.ask(state, decision, renderer, [])
    assert str(action) == "war2 e1" and len(asked) == 3


# -- Warzone: deep files, retreats from any rank -----------------------------------------------


def deep_warzone() -> WarzoneState:
    options = parse_options("warzone(files=3)")
    assert isinstance(options, WarzoneOptions)
    return WarzoneState.from_position(
        options,
        boards=(["AH 2H 3H 4H", "KH", "QH 5H"], ["AS 2S 3S 4S", "KS 7S", "QS"]),
        zones=("", "6S 8S"),
    )


def test_warzone_draws_every_card_of_a_deep_file_with_its_rank() -> None:
    state = deep_warzone()
    renderer, out = table(WarzoneRenderer)
    renderer.show_decision(state.observe(0), state.decisions()[0])
    lines = out.getvalue().splitlines()
    own = {line.split()[1]: line for line in lines if line.lstrip().startswith("rank")}
    for card, rank in (("2♥", "2"), ("3♥", "3"), ("4♥", "4"), ("5♥", "2")):
        assert any(card in line for key, line in own.items() if key == rank), (card, rank)
    enemy_backs = sum(line.count("?") for line in lines if "rank" in line or "front" in line)
    assert enemy_backs == 7, "all seven enemy cards, four deep in its file 1"


def test_warzone_prompt_offers_what_is_legal_and_retreats_by_file_and_rank() -> None:
    state = deep_warzone()
    renderer, _ = table(WarzoneRenderer)
    (decision,) = state.decisions()
    prompt = renderer.prompt(state.observe(0), decision)
    assert (
        prompt
        == "Before the attack? [skip or retreat N R: file N, rank R; Enter = skip, q = quit]: "
    )
    assert "defend" not in prompt, "the WarZone is empty: no Defend"
    board = new_game("warzone", "warzone(first_player=first)", 1)
    board.act(0, board.parse_action(0, "red"))
    (choice, *_) = [d for d in board.decisions() if d.player == 0]
    assert "[hearts or diamonds;" in renderer.prompt(board.observe(0), choice)
