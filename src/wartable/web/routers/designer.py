"""``/api/cards/...`` and ``/designer``: the slot-wars card designer in the browser.

Write a card and see its text read as you type (``parse``: the canonical text and its meaning, as
``wartable cards check`` prints them, or the error with its position and the nearest valid
phrasings), check a whole set (``check-set``: every problem by card and field), read a set file
(``import``: YAML or JSON, with the line of the first thing wrong), start from the starter set's
cards (``starter``), read the language reference (``reference``: ``docs/cards.md``) and download
the set's print sheets (``pdf``, as ``wartable cards print`` writes them).

Nothing is stored on the server: the page keeps the designer's set in the browser.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse, Response
from pydantic import Field, ValidationError

from wartable.core.words import counted
from wartable.design.cardset import (
    COMPOSITION,
    CardSet,
    CardSetError,
    CardSetModel,
    cards_from_bytes,
    load_cards,
    validate,
)
from wartable.design.printing import Paper, PrintError, render_pdf
from wartable.variants.slot_wars import STARTER_SET
from wartable.variants.slot_wars.cards import (
    MAX_VALUE,
    MIN_VALUE,
    TITLE_LIMIT,
    Rarity,
    card_label,
    card_problems,
)
from wartable.variants.slot_wars.text import CardTextError, MetaRuleError, parse, tokenize
from wartable.variants.slot_wars.text.suggest import rewrites
from wartable.web.errors import WebError
from wartable.web.routers.deps import SettingsDep, read_upload
from wartable.web.routers.pages import _render
from wartable.web.schemas.common import ApiError, FieldError, Model
from wartable.web.schemas.designer import (
    CardChecked,
    CardDraft,
    CardParsed,
    CardProblem,
    CardReference,
    CardSetBody,
    CardTextErrorPublic,
    PrintRequest,
    SetChecked,
)

router = APIRouter()
"""The page and, included at the end of this module, the API."""
api = APIRouter(prefix="/api/cards", tags=["card designer"])

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ApiError} for code in (400, 404, 413, 422)
}
MAX_SET_BYTES = 256 * 1024
"""The largest set file ``POST /api/cards/import`` reads (a full set is about 3 KB)."""
REFERENCE = resources.files("wartable.variants.slot_wars.text").joinpath("language.md")
"""The card language reference, ``docs/cards.md``, shipped in the package (a link to it there)."""
_LINE = re.compile(r"\bline (\d+)\b")
# A sentence ends at ';', a line break, or a period that does not end an abbreviation.
_STOP = re.compile(r";|\n|(?<!\bopp)(?<!\badj)(?<!\bprev)\.(?=\s|$)", re.IGNORECASE)


# -- one card ---------------------------------------------------------------------------------------


def _field_of(message: str) -> str:
    for name in ("title", "value", "text"):
        if f": {name} " in message:
            return name
    return "card"


def _offset(text: str, line: int, column: int) -> int:
    """The 0-based offset of a 1-based line and column of ``text``."""
    start = 0
    for _ in range(line - 1):
        found = text.find("\n", start)
        if found < 0:
            break
        start = found + 1
    return min(len(text), start + max(column - 1, 0))


def _stops(text: str) -> list[tuple[int, str]]:
    """Where sentences end: (offset, character), as the tokenizer reads them when it can."""
    try:
        return [(t.offset, t.text) for t in tokenize(text) if t.kind == "_STOP"]
    except CardTextError:
        return [(m.start(), m.group()) for m in _STOP.finditer(text)]


def sentence_span(text: str, offset: int) -> tuple[int, int]:
    """The sentence of ``text`` around ``offset``: start and end (exclusive; a closing '.' or ';'
    included, a line break not), without surrounding blanks. A suggestion replaces this span."""
    start, end, stop = 0, len(text), ""
    for at, char in _stops(text):
        if at < offset:
            start = at + 1
        else:
            end, stop = at, char
            break
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if stop in (".", ";") and text[end : end + 1] == stop:
        end += 1
    return start, end


class TextRewrite(Model):
    """A whole rewritten text that reads: a one-step fix of a refused text."""

    text: str = Field(description="The rewritten rules text (it replaces the whole text).")
    canonical: str = Field(description="Its canonical form.")
    explanation: str = Field(description="What it would do, in plain English.")
    changes: int | None = Field(
        description="Words changed from what was written (null: a sentence of the language in"
        " place of one that could not be repaired)."
    )


class CardTextRefused(CardTextErrorPublic):
    """A parse error with the rewrites of the text that read, closest first (as ``wartable cards
    check`` offers them)."""

    rewrites: list[TextRewrite] = Field(default_factory=list)


class CardRead(CardParsed):
    """The answer to ``POST /api/cards/parse``: a refused text comes with its rewrites."""

    error: CardTextRefused | None


def text_error(exc: CardTextError, *, with_rewrites: bool = True) -> CardTextRefused:
    """A parse error as the designer's page shows it, with the text's rewrites that read
    (``with_rewrites``)."""
    offset = _offset(exc.text, exc.line, exc.column)
    start, end = sentence_span(exc.text, offset)
    found = rewrites(exc.text) if with_rewrites else ()
    fixes = [TextRewrite.model_validate(r.to_json()) for r in found]
    return CardTextRefused(
        message=str(exc),
        reason=exc.reason,
        line=exc.line,
        column=exc.column,
        offset=offset,
        length=len(exc.word),
        word=exc.word,
        expected=list(exc.expected),
        suggestions=list(exc.suggestions),
        sentence_start=start,
        sentence_end=end,
        meta_rule=exc.rule if isinstance(exc, MetaRuleError) else None,
        rewrites=fixes,
    )


def read_text(
    text: str, *, with_rewrites: bool = False
) -> tuple[str | None, str | None, CardTextRefused | None]:
    """Canonical text and meaning of card text, or its error (with its rewrites, if asked)."""
    try:
        parsed = parse(text)
    except CardTextError as exc:
        return None, None, text_error(exc, with_rewrites=with_rewrites)
    return parsed.canonical(), parsed.explain(), None


@api.post("/parse", response_model=CardRead, responses=ERRORS)
def parse_card(body: CardDraft) -> CardRead:
    """Read one card: its text's canonical form and meaning (as ``wartable cards check`` prints
    them) or the error with its position, what could come there, the nearest valid phrasings and
    whole rewrites of the text that read, each with what it would do; and every limit the title,
    value and text break. A card that does not read is answered with ``ok: false``, not with an
    error status."""
    rarity = Rarity(body.rarity)
    label = card_label(body.title)
    problems = [
        CardProblem(field=_field_of(message), message=message)
        for message in card_problems(body.title, body.value, rarity, body.text, label=label)
    ]
    canonical, meaning, error = read_text(body.text, with_rewrites=True)
    return CardRead(
        ok=not problems and error is None,
        canonical=canonical,
        meaning=meaning,
        notes=[] if error is not None else list(parse(body.text).notes),
        length=len(body.text),
        limit=rarity.text_limit,
        problems=problems,
        error=error,
    )


# -- sets -------------------------------------------------------------------------------------------


def set_model(body: CardSetBody) -> CardSetModel:
    """The set as :mod:`wartable.design.cardset` reads it from a file."""
    return CardSetModel.model_validate(body.model_dump())


def check(body: CardSetBody, *, any_size: bool = False) -> SetChecked:
    """Every problem of the set, by card and field, and each card's reading."""
    model = set_model(body)
    problems = [
        CardProblem(card=p.card, field=p.field, message=p.message)
        for p in validate(model, any_size=any_size)
    ]
    cards = []
    for index, card in enumerate(body.cards, start=1):
        canonical, meaning, _ = read_text(card.text)
        own = [p for p in problems if p.card == index]
        cards.append(
            CardChecked(
                card=index,
                title=card.title,
                rarity=card.rarity,
                value=card.value,
                ok=not own,
                canonical=canonical,
                meaning=meaning,
                problems=own,
            )
        )
    if problems:
        at_fault = len({p.card for p in problems if p.card is not None})
        composition = any(p.card is None for p in problems)
        summary = f"{counted(len(problems), 'problem')} in {counted(at_fault, 'card')}" + (
            " and the set's composition" if composition else ""
        )
    else:
        summary = f"all {len(body.cards)} cards are valid"
    return SetChecked(ok=not problems, summary=summary, problems=problems, cards=cards)


@api.post("/check-set", response_model=SetChecked, responses=ERRORS)
def check_set(
    body: CardSetBody,
    any_size: Annotated[
        bool, Query(description="Accept any number of cards of any rarity (e.g. the starter set).")
    ] = False,
) -> SetChecked:
    """Check a set as ``wartable cards check`` does: its composition (21 cards: 3 rare, 9
    uncommon, 9 common), every card's limits and text; every problem names its card and field."""
    return check(body, any_size=any_size)


def _problem_field(problem: CardProblem) -> str:
    if problem.card is None:
        return "body.set.cards"
    return f"body.set.cards.{problem.card - 1}.{problem.field}"


def _invalid(message: str, field: str | None, errors: list[FieldError]) -> JSONResponse:
    body = ApiError(error="invalid", message=message, field=field, errors=errors)
    return JSONResponse(body.model_dump(), status_code=422)


def _print_fault(message: str, body: PrintRequest) -> str | None:
    """The request field a PrintError names: the event, or the first card it names."""
    if message.startswith("the event name"):
        return "body.event"
    for index, card in enumerate(body.card_set.cards):
        if f"card {card.title!r}" in message:
            return f"body.set.cards.{index}"
    return None


def _filename(body: CardSetBody) -> str:
    stem = re.sub(r"[^a-z0-9]+", "-", (body.name or body.designer).lower()).strip("-")[:60]
    return f"slot-wars-{stem or 'cards'}.pdf"


@api.post(
    "/pdf",
    responses={**ERRORS, 200: {"content": {"application/pdf": {}}}},
    response_class=Response,
)
def print_set(body: PrintRequest) -> Response:
    """The set's print sheets as a PDF download, as ``wartable cards print`` writes them: nine
    poker-size cards a page, commons twice, with bleed, crop marks and (``backs``) duplex backs.
    A set with any problem is not printed: the 422 answer lists every problem by card and field;
    a card that cannot be printed (text too long for its box) is named."""
    checked = check(body.card_set, any_size=body.any_size)
    if not checked.ok:
        errors = [FieldError(field=_problem_field(p), message=p.message) for p in checked.problems]
        first = checked.problems[0]
        return _invalid(
            f"not printed: {checked.summary}; {first.message}", _problem_field(first), errors
        )
    model = set_model(body.card_set)
    card_set = CardSet.from_model(model, any_size=body.any_size)
    title = f"slot-wars cards: {model.name or model.designer or 'set'}"
    try:
        data = render_pdf(
            card_set.physical_cards(),
            Paper(body.paper),
            backs=body.backs,
            event=body.event,
            title=title,
        )
    except PrintError as exc:
        message = str(exc)
        where = _print_fault(message, body)
        errors = [
            FieldError(field=_print_fault(part, body), message=part) for part in message.split("; ")
        ]
        return _invalid(f"not printed: {message}", where, errors)
    return Response(
        data,
        media_type="application/pdf",
        headers={"Content-Disposition": f'attachment; filename="{_filename(body.card_set)}"'},
    )


# -- files ------------------------------------------------------------------------------------------


def read_set(data: bytes, name: str = "", content_type: str = "") -> CardSetBody:
    """A set file's content (YAML or JSON, by its name, type or first character) as a set; raise
    WebError naming the line (YAML, JSON) or the card and field at fault."""
    display = Path(name).name[:80] or "the file"
    try:
        model = cards_from_bytes(data, name, content_type)
    except CardSetError as exc:
        message = str(exc)
        line = _LINE.search(message)
        field = f"file: line {line.group(1)}" if line else "file"
        raise WebError("invalid", message, field=field) from None
    try:
        return CardSetBody.model_validate(model.model_dump(mode="json"))
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = [str(part + 1) if isinstance(part, int) else str(part) for part in error["loc"]]
        where = " ".join(loc).replace("cards ", "card ", 1)
        raise WebError("invalid", f"{display}: {where}: {error['msg']}", field="file") from None


@api.post("/import", response_model=CardSetBody, responses=ERRORS)
async def import_set(request: Request) -> CardSetBody:
    """Read a set file (YAML or JSON, as ``wartable cards new`` writes it), sent as the multipart
    form field ``file`` or as the body, at most 256 KB. Only its shape is checked here (use
    ``check-set`` for the rest); a file that does not read is answered with the line at fault."""
    upload = await read_upload(
        request, MAX_SET_BYTES, "the set file", f"{MAX_SET_BYTES // 1024} KB"
    )
    if not upload.data.strip():
        raise WebError("invalid", "the file is empty", field="file")
    name = upload.filename or request.query_params.get("name", "")
    return read_set(upload.data, name, upload.content_type)


@cache
def starter_set() -> CardSetBody:
    """The starter set (read once)."""
    with resources.as_file(STARTER_SET) as path:
        model = load_cards(path)
    return CardSetBody.model_validate(model.model_dump(mode="json"))


@api.get("/starter", response_model=CardSetBody)
def show_starter() -> CardSetBody:
    """The starter set (12 rares, 24 uncommons, 24 commons), whose texts use every construct of
    the language: examples to start from."""
    return starter_set()


def reference_markdown() -> str:
    """``docs/cards.md``, as the package ships it ("" if it cannot be read)."""
    try:
        return REFERENCE.read_text(encoding="utf-8")
    except OSError:
        return ""


@api.get("/reference", response_model=CardReference, responses=ERRORS)
def show_reference() -> CardReference:
    """The card language reference (``docs/cards.md``) as Markdown: every construct with an
    example, its canonical form and its meaning."""
    markdown = reference_markdown()
    if not markdown:
        raise WebError("not_found", "the card language reference is not installed")
    return CardReference(markdown=markdown)


# -- the page ---------------------------------------------------------------------------------------


def limits() -> dict[str, Any]:
    """The limits the page counts against."""
    return {
        "title": TITLE_LIMIT,
        "text": {r.value: r.text_limit for r in Rarity},
        "composition": {r.value: n for r, n in COMPOSITION.items()},
        "value": [MIN_VALUE, MAX_VALUE],
    }


@router.get("/designer", include_in_schema=False)
def designer_page(request: Request, settings: SettingsDep) -> Response:
    """The card designer."""
    return _render(request, settings.templates_dir, ("designer.html",), limits=json.dumps(limits()))


router.include_router(api)


__all__ = [
    "MAX_SET_BYTES",
    "api",
    "check",
    "read_set",
    "router",
    "sentence_span",
    "text_error",
]
