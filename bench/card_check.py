"""Speed of ``wartable cards check``: a 64-card set read, explained and, for refused texts, given
their one-step rewrites.

Three measurements, each in wall-clock time and in the process's CPU time (the machines are shared,
so the CPU figures are the steadier):

* the starter set (64 cards, every text reads), checked in this process after the imports;
* the same set with ``--refused`` of its texts replaced by refused ones (hurried, garbled designer
  texts), whose rewrites are searched: the case the one-second budget is about;
* a fresh ``wartable cards check`` process on the second set (imports and the grammar's tables
  loaded from the cache included: see docs/cards.md), for reference.

Usage: python bench/card_check.py [--refused N] [--repeat R]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yaml
from typer.testing import CliRunner

from wartable.cli.cards import cards_app
from wartable.variants.slot_wars import STARTER_SET
from wartable.variants.slot_wars.text import parser, suggest
from wartable.variants.slot_wars.text.suggest import rewrites

REFUSED = (
    "Destory teh crad in S3 and drwa 2",
    "Opp discard 2 crads at randum if u r behind",
    "Swap OC wiht the card in the prev slot, then tap it both",
    "Each plyer draws one card per slot they are winning in",
    "Put a +1 ctr on every card of yours thats face up exept this",
    "When opp plays a card in S5 it get -2 and you draw",
    "[BT2-BT4]: look at top card of you deck, u may discard",
    "If the card opposite is a 1 or a 9 destroy the both of them",
    "all cards bigger then this one loose 1 till end of turn",
    "Gain a pt for evry tapped card opp controls at scoring",
    "Return OC too its owners hand unless it is printed 9",
    "When this is revealed flip coin; heads, dbl its value",
)
"""Refused texts written for this benchmark (typos, missing words, odd orders)."""


def _timed(run: Callable[[], object], repeat: int) -> tuple[float, float]:
    """The best wall-clock and CPU seconds of ``repeat`` runs, caches emptied before each."""
    best_wall = best_cpu = float("inf")
    for _ in range(repeat):
        parser._read.cache_clear()
        parser._read_as_written.cache_clear()
        if hasattr(suggest, "_rewrites"):  # a refused text's repair taken as read, its rewrites
            suggest.accepted.cache_clear()
            suggest._rewrites.cache_clear()
        wall, cpu = time.perf_counter(), time.process_time()
        run()
        best_wall = min(best_wall, time.perf_counter() - wall)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    return best_wall, best_cpu


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _set_with_refused(count: int) -> dict[str, object]:
    data = yaml.safe_load(Path(str(STARTER_SET)).read_text(encoding="utf-8"))
    cards = data["cards"]
    for index, text in enumerate(REFUSED[:count]):
        cards[index * 5]["text"] = text
        cards[index * 5]["rarity"] = "rare"
    return dict(data)


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--refused", type=int, default=8, help="refused texts in the second set")
    options.add_argument("--repeat", type=int, default=3, help="runs of each in-process case")
    args = options.parse_args()
    runner = CliRunner()
    with tempfile.TemporaryDirectory(prefix="wartable-bench-") as folder:
        starter = str(STARTER_SET)
        mixed = Path(folder) / "mixed.yaml"
        mixed.write_text(yaml.safe_dump(_set_with_refused(args.refused)), encoding="utf-8")
        still_refused = [t for t in REFUSED[: args.refused] if parser.reads(t) is None]
        assert all(rewrites(t) for t in still_refused), "a refused text without a rewrite"

        def check(path: str) -> Callable[[], object]:
            return lambda: runner.invoke(cards_app, ["check", path, "--any-size"])

        parser._lark()  # the tables, once (a process pays it once: see the fresh process)
        rows = {
            "starter set (64 cards)": _timed(check(starter), args.repeat),
            f"with {len(still_refused)} refused texts": _timed(check(str(mixed)), args.repeat),
        }
        wall, cpu = time.perf_counter(), _children_cpu()
        command = [sys.executable, "-m", "wartable", "cards", "check", str(mixed), "--any-size"]
        child = subprocess.run(command, capture_output=True, check=False)
        rows["fresh process, same set"] = (time.perf_counter() - wall, _children_cpu() - cpu)
        if child.returncode not in (0, 2):
            raise SystemExit(child.stderr.decode())
    print(f"{'case':<28} {'wall s':>8} {'cpu s':>8}")
    for name, (wall, cpu) in rows.items():
        print(f"{name:<28} {wall:>8.3f} {cpu:>8.3f}")
    print(json.dumps({name: {"wall": w, "cpu": c} for name, (w, c) in rows.items()}))


if __name__ == "__main__":
    main()
