"""Simulation: matches between agents, many-game runs, statistics."""
