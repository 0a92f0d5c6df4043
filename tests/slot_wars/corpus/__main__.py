"""``python -m tests.slot_wars.corpus``: the corpus coverage report."""

import sys

from tests.slot_wars.corpus import main

main("--quiet" not in sys.argv)
