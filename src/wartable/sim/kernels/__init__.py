"""Compiled batch simulators (NumPy + Numba) that play many games of a variant from arrays."""
