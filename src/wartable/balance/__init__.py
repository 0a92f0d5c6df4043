"""The balance lab: know before printing whether a slot-wars card is too strong or too weak.

:mod:`wartable.balance.lab` plays many agent-vs-agent games with random decks drawn from a set's
cards (and plain cards as a yardstick) and estimates each card's effect on its deck's chance of
winning; :mod:`wartable.balance.report` writes the findings as JSON and as an HTML page with plots.
Needs the ``events`` extra.
"""

from wartable.extras import require

require("events", "the balance lab")
