"""The balance lab's report: JSON-ready data, and a self-contained HTML page with plots.

The page embeds its plots as inline SVG (made with matplotlib, without pyplot, with a fixed hash
salt and no date, so the same report always gives the same page) and a table of the cards that
sorts when a column heading is clicked. Files are written atomically: to a temporary file in the
same folder, then renamed over the target.
"""

from __future__ import annotations

import io
import math
from pathlib import Path
from typing import Any

import jinja2

from wartable.balance.lab import (
    BalanceReport,
    BalanceSpec,
    Baseline,
    CardEffect,
    Estimate,
    Flag,
    describe_method,
)
from wartable.core.errors import WartableError
from wartable.core.files import write_text_atomically

__all__ = [
    "REPORT_FORMAT",
    "ReportWriteError",
    "forest_plot_svg",
    "render_html",
    "report_data",
    "value_plot_svg",
    "write_text",
]

REPORT_FORMAT = "wartable-balance"
REPORT_VERSION = 1
COLOURS = {Flag.TOO_STRONG: "#c0392b", Flag.TOO_WEAK: "#2e6fb5", None: "#444444"}


class ReportWriteError(WartableError, OSError):
    """A report file that cannot be written (names the file and why)."""


def _number(value: float | None) -> float | None:
    """JSON has no NaN or infinity: those become null."""
    return value if value is not None and math.isfinite(value) else None


def _estimate(estimate: Estimate | None) -> dict[str, Any] | None:
    if estimate is None:
        return None
    return {
        "value": estimate.value,
        "se": estimate.se,
        "ci95": [estimate.low, estimate.high],
    }


def _card(effect: CardEffect) -> dict[str, Any]:
    term = effect.term
    data: dict[str, Any] = {
        "index": term.index,
        "title": term.title,
        "value": term.value,
        "rarity": None if term.rarity is None else term.rarity.value,
        "text": term.text,
    }
    if not term.plain:
        data["effect"] = _estimate(effect.effect)
    data.update(
        power=_estimate(effect.power),
        decks=effect.decks,
        copies=effect.copies,
        plays=effect.plays,
        win_with=effect.win_with,
        win_without=effect.win_without,
    )
    if not term.plain:
        data["flag"] = None if effect.flag is None else effect.flag.value
    return data


def report_data(report: BalanceReport) -> dict[str, Any]:
    """The report as JSON-ready data; it depends only on the run's spec."""
    spec = report.spec
    share, low, high = report.seat1_score
    rounds = dict(report.rounds.describe())
    rounds["std"] = _number(rounds.get("std"))
    return {
        "format": REPORT_FORMAT,
        "format_version": REPORT_VERSION,
        "set": {"name": spec.name, "cards": len(spec.cards)},
        "method": describe_method(spec),
        "games": report.games,
        "seat1": {
            "wins": report.wins[0],
            "losses": report.wins[1],
            "draws": report.draws,
            "score": share,
            "ci95": [low, high],
        },
        "rounds": rounds,
        "fit": {
            "residual_sd": _number(report.residual_sd),
            "effective_terms": report.effective_terms,
        },
        "flagged": {
            "too_strong": [c.term.title for c in report.flagged(Flag.TOO_STRONG)],
            "too_weak": [c.term.title for c in report.flagged(Flag.TOO_WEAK)],
        },
        "cards": [_card(effect) for effect in report.cards],
        "plain": [_card(effect) for effect in report.plain],
    }


def baseline_phrase(spec: BalanceSpec) -> str:
    """What an effect is measured against, in words."""
    if spec.baseline is Baseline.PLAIN:
        return "a plain card of the same printed value"
    return "the average card of the pool"


# --------------------------------------------------------------------------------------------------
# Plots


def _svg(figure: Any) -> str:
    """The figure as an ``<svg>`` element (no XML prolog), the same bytes for the same figure."""
    import matplotlib  # noqa: PLC0415 - only loaded when a page is made

    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "wartable-balance", "svg.fonttype": "none"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    text = buffer.getvalue()
    return text[text.index("<svg") :]


def forest_plot_svg(report: BalanceReport) -> str:
    """Every estimated card's effect with its 95% interval, strongest at the top; the band is
    ``±threshold``, flagged cards are coloured."""
    from matplotlib.figure import Figure  # noqa: PLC0415
    from matplotlib.ticker import PercentFormatter  # noqa: PLC0415

    cards = sorted(
        (c for c in report.cards if c.effect is not None),
        key=lambda c: (c.effect.value if c.effect else 0.0, -(c.term.index or 0)),
    )
    threshold = report.spec.threshold
    figure = Figure(figsize=(8, 1.2 + 0.26 * max(1, len(cards))), dpi=100)
    axes = figure.add_subplot()
    axes.axvspan(-threshold, threshold, color="#eeeeee", zorder=0)
    axes.axvline(0, color="#888888", linewidth=0.8, zorder=1)
    for row, card in enumerate(cards):
        assert card.effect is not None
        colour = COLOURS[card.flag]
        axes.plot([card.effect.low, card.effect.high], [row, row], color=colour, linewidth=1.6)
        axes.plot(card.effect.value, row, "o", color=colour, markersize=4.5)
    axes.set_yticks(range(len(cards)), [card.term.label for card in cards], fontsize=8)
    axes.set_ylim(-0.7, max(0.7, len(cards) - 0.3))
    axes.xaxis.set_major_formatter(PercentFormatter(xmax=1, decimals=0))
    axes.set_xlabel(f"effect on the deck's chance to win, vs {baseline_phrase(report.spec)}")
    axes.grid(axis="x", color="#dddddd", linewidth=0.5)
    axes.set_axisbelow(True)
    figure.tight_layout()
    return _svg(figure)


def value_plot_svg(report: BalanceReport) -> str | None:
    """The plain cards' power by printed value (what a value is worth without text), or None when
    the pool holds no plain cards."""
    plain = [c for c in report.plain if c.power is not None]
    if not plain:
        return None
    from matplotlib.figure import Figure  # noqa: PLC0415
    from matplotlib.ticker import PercentFormatter  # noqa: PLC0415

    figure = Figure(figsize=(5, 3), dpi=100)
    axes = figure.add_subplot()
    axes.axhline(0, color="#888888", linewidth=0.8)
    for card in plain:
        assert card.power is not None
        axes.plot([card.term.value] * 2, [card.power.low, card.power.high], color="#444444")
        axes.plot(card.term.value, card.power.value, "o", color="#444444", markersize=4.5)
    axes.set_xticks(range(1, 10))
    axes.yaxis.set_major_formatter(PercentFormatter(xmax=1, decimals=0))
    axes.set_xlabel("printed value of a plain card")
    axes.set_ylabel("power vs the average card")
    axes.grid(axis="y", color="#dddddd", linewidth=0.5)
    figure.tight_layout()
    return _svg(figure)


# --------------------------------------------------------------------------------------------------
# The page


def _percent(value: float | None, *, sign: bool = True) -> str:
    if value is None or not math.isfinite(value):
        return "—"
    return f"{value * 100:+.1f}" if sign else f"{value * 100:.1f}"


def _interval(estimate: Estimate | None) -> str:
    if estimate is None:
        return "—"
    return f"{estimate.low * 100:+.1f} … {estimate.high * 100:+.1f}"


def _sort_key(value: float | None) -> str:
    return "" if value is None or not math.isfinite(value) else f"{value:.6f}"


_TEMPLATE = jinja2.Environment(autoescape=True, trim_blocks=True, lstrip_blocks=True).from_string(
    """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Balance lab · {{ name }}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 90em; color: #222;
  padding: 0 1em; }
h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 2em; }
.muted { color: #666; }
table { border-collapse: collapse; font-size: 0.9em; width: 100%; }
th, td { padding: 0.3em 0.5em; border-bottom: 1px solid #ddd; text-align: left;
  vertical-align: top; }
th { background: #f4f4f4; cursor: pointer; user-select: none; white-space: nowrap; }
th::after { content: " \\2195"; color: #aaa; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.strong td { background: #fbe3e0; } tr.weak td { background: #e0ebf8; }
td.text { min-width: 16em; max-width: 30em; font-size: 0.92em; }
.wide { overflow-x: auto; }
.flag-strong { color: #c0392b; font-weight: bold; }
.flag-weak { color: #2e6fb5; font-weight: bold; }
.plot svg { max-width: 100%; height: auto; }
</style>
</head>
<body>
<h1>Balance lab · {{ name }}</h1>
<p class="muted">{{ games }} games · agent {{ method.agent }} in both seats · seed {{ method.seed }}
 · pool of {{ method.pool }} physical cards ({{ method.plain_sets }} plain set(s))
 · decks {{ "may be changed between rounds" if method.swaps else "stay as dealt" }}
 · threshold ±{{ threshold }} points{% if footer %} · {{ footer }}{% endif %}</p>
<p>Effect: how much having the card in a deck changes the deck's chance to win, in percentage
points, against {{ baseline }}; power: the same against the average card of the pool. A card is
<span class="flag-strong">too strong</span> when the effect's 95% interval lies wholly above
+{{ threshold }} points and <span class="flag-weak">too weak</span> when it lies wholly below
−{{ threshold }}.</p>
{% if strong or weak %}
<p>{% if strong %}<span class="flag-strong">Too strong:</span> {{ strong | join(", ") }}.
{% endif %}{% if weak %}<span class="flag-weak">Too weak:</span> {{ weak | join(", ") }}.{% endif %}</p>
{% else %}
<p>No card is flagged.</p>
{% endif %}
<p>Seat 1 scores {{ seat1 }} of its games (95% interval {{ seat1_interval }}; {{ draws }} draws).</p>
<h2>Card effects</h2>
<div class="plot">{{ forest | safe }}</div>
<h2>Cards</h2>
<div class="wide"><table class="sortable">
<thead><tr>
<th>#</th><th>card</th><th>rarity</th><th>value</th><th>text</th><th>effect</th>
<th>95% interval</th><th>power</th><th>decks</th><th>plays</th><th>win with / without</th>
<th>flag</th>
</tr></thead>
<tbody>
{% for row in rows %}
<tr class="{{ row.css }}">
<td class="num" data-sort="{{ row.index }}">{{ row.index }}</td>
<td>{{ row.title }}</td><td>{{ row.rarity }}</td>
<td class="num" data-sort="{{ row.value }}">{{ row.value }}</td>
<td class="text">{{ row.text }}</td>
<td class="num" data-sort="{{ row.effect_key }}">{{ row.effect }}</td>
<td class="num" data-sort="{{ row.low_key }}">{{ row.interval }}</td>
<td class="num" data-sort="{{ row.power_key }}">{{ row.power }}</td>
<td class="num" data-sort="{{ row.decks }}">{{ row.decks }}</td>
<td class="num" data-sort="{{ row.plays }}">{{ row.plays }}</td>
<td class="num" data-sort="{{ row.with_key }}">{{ row.win_with }} / {{ row.win_without }}</td>
<td>{{ row.flag }}</td>
</tr>
{% endfor %}
</tbody>
</table></div>
<p class="muted">Effects, intervals and power in percentage points; decks: decks (two per game)
holding the card; plays: times an agent placed it; win with / without: the score share of the decks
with and without it (a rough check that does not separate one card from the others).</p>
{% if value_plot %}
<h2>Plain cards</h2>
<p>What a printed value is worth without text: each plain value's power against the average card.</p>
<div class="plot">{{ value_plot | safe }}</div>
{% endif %}
<p class="muted">Method: every game deals each player 30 cards from its own shuffled copy of the pool
(3 rares, 9 uncommons, 18 commons) and keeps a random 21 as its deck; seat 1's result is regressed
on the difference of the two decks' card counts (ridge linear probability model, residual sd
{{ residual_sd }}, {{ effective }} effective parameters). See docs/balance.md.</p>
<script>
document.querySelectorAll("table.sortable th").forEach(function (th, column) {
  th.addEventListener("click", function () {
    var body = th.closest("table").tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var down = th.dataset.dir !== "down";
    th.dataset.dir = down ? "down" : "up";
    function key(row) {
      var cell = row.cells[column];
      var raw = cell.dataset.sort !== undefined ? cell.dataset.sort : cell.textContent;
      var number = parseFloat(raw);
      return isNaN(number) ? raw.toLowerCase() : number;
    }
    rows.sort(function (a, b) {
      var x = key(a), y = key(b);
      var order = x < y ? -1 : x > y ? 1 : 0;
      return down ? -order : order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
  });
});
</script>
</body>
</html>
"""
)


def render_html(report: BalanceReport, *, footer: str = "") -> str:
    """The report as one self-contained HTML page: summary, forest plot, sortable table of the
    cards (strongest effect first, flagged rows highlighted) and the plain cards' value curve."""
    spec = report.spec
    share, low, high = report.seat1_score
    ordered = sorted(
        report.cards,
        key=lambda c: (-(c.effect.value if c.effect else -math.inf), c.term.index or 0),
    )
    rows = []
    for card in ordered:
        effect = card.effect
        rows.append(
            {
                "css": {Flag.TOO_STRONG: "strong", Flag.TOO_WEAK: "weak", None: ""}[card.flag],
                "index": card.term.index,
                "title": card.term.title,
                "rarity": card.term.rarity.value if card.term.rarity else "",
                "value": card.term.value,
                "text": card.term.text,
                "effect": _percent(effect.value if effect else None),
                "effect_key": _sort_key(effect.value if effect else None),
                "interval": _interval(effect),
                "low_key": _sort_key(effect.low if effect else None),
                "power": _percent(card.power.value if card.power else None),
                "power_key": _sort_key(card.power.value if card.power else None),
                "decks": card.decks,
                "plays": card.plays,
                "win_with": _percent(card.win_with, sign=False),
                "with_key": _sort_key(card.win_with),
                "win_without": _percent(card.win_without, sign=False),
                "flag": card.flag.value if card.flag else "",
            }
        )
    return _TEMPLATE.render(
        name=spec.name or "card set",
        games=f"{report.games:,}",
        method=describe_method(spec),
        threshold=f"{spec.threshold * 100:g}",
        baseline=baseline_phrase(spec),
        footer=footer,
        strong=[c.term.label for c in report.flagged(Flag.TOO_STRONG)],
        weak=[c.term.label for c in report.flagged(Flag.TOO_WEAK)],
        seat1=f"{share:.1%}",
        seat1_interval=f"{low:.1%} – {high:.1%}",
        draws=report.draws,
        forest=forest_plot_svg(report),
        value_plot=value_plot_svg(report),
        rows=rows,
        residual_sd=f"{report.residual_sd:.3f}",
        effective=f"{report.effective_terms:.1f}",
    )


def write_text(path: str | Path, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` so that a failure never leaves a half-written file (see
    :func:`~wartable.core.files.atomic_file`). Raises :class:`ReportWriteError`."""
    try:
        return write_text_atomically(path, text)
    except OSError as exc:
        raise ReportWriteError(f"{path}: cannot write: {exc.strerror or exc}") from None
