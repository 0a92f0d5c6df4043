"""``wartable cards``: check a slot-wars card set, start a blank set form, print a set's sheets or a
blank paper form."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.text import Text

from wartable.cli.console import console, err_console
from wartable.core.errors import WartableError
from wartable.core.words import counted
from wartable.design.cardset import CardSet, blank_set, load_cards, save_cards, validate
from wartable.design.paper import Paper
from wartable.extras import needs
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.suggest import rewrites

cards_app = typer.Typer(
    name="cards",
    help="Check slot-wars card sets, start new ones and print them.",
    no_args_is_help=True,
)


@cards_app.command("check")
def check_command(
    file: Annotated[Path, typer.Argument(help="A set file (.yaml, .yml or .json).")],
    any_size: Annotated[
        bool,
        typer.Option(
            "--any-size", help="Accept any number of cards of any rarity (e.g. the starter set)."
        ),
    ] = False,
) -> None:
    """Validate a set and show, per card, its canonical text and meaning, or what is wrong."""
    model = load_cards(file)
    problems = validate(model, any_size=any_size)
    by_card: dict[int | None, list[str]] = {}
    for problem in problems:
        by_card.setdefault(problem.card, []).append(problem.message)
    header = f"{file}: {len(model.cards)} cards"
    if model.designer:
        header += f" by {model.designer}"
    console.print(Text(header, style="heading"))
    for message in by_card.get(None, []):
        console.print(Text.assemble(("  ✗ ", "error"), message), soft_wrap=True)
    for index, card in enumerate(model.cards, start=1):
        value = "?" if card.value is None else str(card.value)
        console.print(
            Text.assemble(
                (f"{index:>3}. ", "muted"),
                (card.title or "(untitled)", "bold"),
                f"  {card.rarity.value} {value}",
            )
        )
        try:
            parsed = parse(card.text)
        except CardTextError:
            parsed = None
        if parsed is not None:
            if parsed.abilities:
                console.print(Text(f"     {parsed.canonical()}"), soft_wrap=True)
            console.print(Text(f"     {parsed.explain()}", style="muted"), soft_wrap=True)
            for note in parsed.notes:  # what the reading assumed ("read 'than' as 'then'")
                console.print(Text(f"     ({note})", style="muted"), soft_wrap=True)
        for message in by_card.get(index, []):
            console.print(Text.assemble(("     ✗ ", "error"), message), soft_wrap=True)
        if parsed is None and card.text.strip():
            _show_rewrites(card.text, card.rarity.text_limit)
    if problems:
        cards_at_fault = len({p.card for p in problems if p.card is not None})
        console.print(
            Text(
                f"{counted(len(problems), 'problem')} in {counted(cards_at_fault, 'card')}"
                + (" and the set's composition" if None in by_card else ""),
                style="error",
            )
        )
        raise typer.Exit(2)
    console.print(Text(f"all {len(model.cards)} cards are valid", style="win"))


def _show_rewrites(text: str, limit: int) -> None:
    """The one-step fixes of a refused text: rewrites that read, closest first, with what each
    would do."""
    for rewrite in rewrites(text):
        how = (
            "a sentence of the language"
            if rewrite.changes is None
            else f"{rewrite.changes} word change{'s' if rewrite.changes != 1 else ''}"
        )
        fits = "" if len(rewrite.text) <= limit else f", {len(rewrite.text)} > {limit} characters"
        console.print(
            Text.assemble(
                ("     → ", "win"), (rewrite.text, "bold"), (f"  ({how}{fits})", "muted")
            ),
            soft_wrap=True,
        )
        console.print(Text(f"       {rewrite.explanation}", style="muted"), soft_wrap=True)


@cards_app.command("new")
def new_command(
    file: Annotated[Path, typer.Argument(help="Where to write the form (.yaml, .yml or .json).")],
    designer: Annotated[str, typer.Option("--designer", help="Your name, as the set's designer.")],
    generate: Annotated[
        int | None,
        typer.Option(
            "--generate",
            metavar="SEED",
            help="Fill the set with generated cards (texts from the starter set), to try an event"
            " out; the same designer and seed give the same set.",
        ),
    ] = None,
) -> None:
    """Write an empty 21-card form (3 rare, 9 uncommon, 9 common) to fill in."""
    if file.exists():
        raise WartableError(f"{file} already exists; choose another file name")
    if generate is None:
        save_cards(blank_set(designer), file)
        console.print(f"wrote a blank 21-card set for {designer} to {file}")
        return
    with needs("events", "--generate"):
        from wartable.tournament.generate import generate_set  # noqa: PLC0415 - only this option

    save_cards(generate_set(designer, generate), file)
    console.print(f"wrote a generated 21-card set for {designer} (seed {generate}) to {file}")


PaperOption = Annotated[
    Paper, typer.Option("--paper", case_sensitive=False, help="The paper size (portrait).")
]


@cards_app.command("print")
def print_command(
    file: Annotated[Path, typer.Argument(help="A set file (.yaml, .yml or .json).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="The PDF to write.")],
    paper: PaperOption = Paper.A4,
    backs: Annotated[
        bool,
        typer.Option(
            "--backs/--no-backs",
            help="Follow each page of fronts with its page of backs, for long-edge duplex.",
        ),
    ] = True,
    event: Annotated[
        str,
        typer.Option(
            "--event",
            help="A name to print on every back (use the same for every designer's set).",
        ),
    ] = "",
    any_size: Annotated[
        bool,
        typer.Option(
            "--any-size", help="Accept any number of cards of any rarity (e.g. the starter set)."
        ),
    ] = False,
) -> None:
    """Print a valid set to PDF: 3 × 3 poker-size cards a page, commons twice, with bleed, crop
    marks and (unless --no-backs) duplex backs."""
    model = load_cards(file)
    problems = validate(model, any_size=any_size)
    if problems:
        for problem in problems:
            err_console.print(Text.assemble(("  ✗ ", "error"), problem.message), soft_wrap=True)
        hint = (
            "; pass --any-size to print a set of another size"
            if all(problem.field == "composition" for problem in problems)
            else "; see wartable cards check"
        )
        raise WartableError(
            f"{file}: not printed: {counted(len(problems), 'problem')}, listed above{hint}"
        )
    card_set = CardSet.from_model(model, any_size=any_size)
    from wartable.design.printing import render_sheets  # noqa: PLC0415 - needs the events extra

    summary = render_sheets(card_set, output, paper, backs=backs, event=event)
    console.print(str(summary))


@cards_app.command("form")
def form_command(
    output: Annotated[Path, typer.Option("-o", "--output", help="The PDF to write.")],
    paper: PaperOption = Paper.A4,
) -> None:
    """Print a blank card form: nine empty true-size card outlines with labelled fields, for
    designers who draft on paper."""
    from wartable.design.printing import render_blank_form  # noqa: PLC0415 - needs events

    render_blank_form(output, paper)
    console.print(f"wrote {output}: a blank card form, 1 page, {paper.label}")


def register(app: typer.Typer) -> None:
    """Add the command group to the app."""
    app.add_typer(cards_app, name="cards")
