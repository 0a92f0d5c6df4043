"""Research adapters: wartable's games as environments of the usual game-AI libraries.

- :mod:`wartable.adapters.encoding`: each variant's observation encoding, a fixed-size float32
  vector computed from what one seat may see (its observation's view, never the state).
- :mod:`wartable.adapters.pettingzoo`: PettingZoo AEC and Parallel environments (needs the
  ``rl`` extra: ``pip install 'wartable[rl]'``).

Importing this package imports neither PettingZoo nor Gymnasium.
"""

VERSION = 0
"""The environments' version, in their names (``wartable/HandOfWar-v0``,
``wartable_hand_of_war_v0``): bumped whenever an encoding or an environment's behaviour changes,
so that results obtained with an older one are not mistaken for new ones."""
