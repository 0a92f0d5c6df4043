"""Start-up time of the command line: ``wartable cards check`` and ``import wartable``, the code of
a git revision against the working tree, interleaved in one run (CPU time of each child process).

    python bench/startup.py --before main --rounds 15

Prints the median CPU seconds of each command for both and their ratio (before / after): how
much sooner the working tree's commands start. Both run with this Python and its installed
packages; the revision's source is unpacked to a temporary folder and put first on the path.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CARD_SET = ROOT / "src" / "wartable" / "variants" / "slot_wars" / "starter.yaml"
COMMANDS = {
    "wartable cards check": ["-m", "wartable", "cards", "check", str(CARD_SET), "--any-size"],
    "import wartable": ["-c", "import wartable"],
}


def unpack(revision: str, into: Path) -> Path:
    """The ``src`` folder of ``revision``, unpacked into ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", revision, "src"], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def cpu_seconds(args: list[str], source: Path) -> float:
    """User and system CPU time of one run of ``python ARGS`` with ``source`` first on the path."""
    env = {**os.environ, "PYTHONPATH": str(source)}
    env.pop("WARTABLE_PLUGINS", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, *args], env=env, capture_output=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="main", help="The git revision to compare with.")
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="wartable-startup-") as folder:
        sources = {"before": unpack(args.before, Path(folder)), "after": ROOT / "src"}
        for source in sources.values():  # warm the file cache and byte-compile once
            for command in COMMANDS.values():
                cpu_seconds(command, source)
        times: dict[tuple[str, str], list[float]] = {}
        for _ in range(args.rounds):
            for name, command in COMMANDS.items():
                for which, source in sources.items():
                    times.setdefault((name, which), []).append(cpu_seconds(command, source))
    print(
        f"median CPU seconds over {args.rounds} interleaved rounds ({args.before} vs working tree)"
    )
    for name in COMMANDS:
        before = statistics.median(times[name, "before"])
        after = statistics.median(times[name, "after"])
        print(f"{name:22} before {before:6.3f}  after {after:6.3f}  ratio {before / after:5.2f}x")


if __name__ == "__main__":
    main()
