"""Compiled batch simulators (NumPy + Numba) that play many games of a variant from arrays.
Needs the ``sim`` extra."""

from wartable.extras import require

require("sim", "the compiled batch kernels")
