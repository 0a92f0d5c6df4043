"""Research adapters: wartable's games as environments of the usual game-AI libraries.

- :mod:`wartable.adapters.encoding`: each variant's observation encoding, a fixed-size float32
  vector computed from what one seat may see (its observation's view, never the state).
- :mod:`wartable.adapters.pettingzoo`: PettingZoo AEC and Parallel environments (needs the
  ``rl`` extra: ``pip install 'wartable[rl]'``).

Importing this package imports neither PettingZoo nor Gymnasium.
"""
