"""Hand-written policies of the ``heuristic`` agent, one module per variant."""
