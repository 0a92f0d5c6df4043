"""Research adapters: wartable's games as environments of the usual game-AI libraries.

- :mod:`wartable.adapters.encoding`: each variant's observation encoding, a fixed-size float32
  vector computed from what one seat may see (its observation's view, never the state);
  :mod:`wartable.adapters.generic` makes one from the view's fields for a variant without its own.
- :mod:`wartable.adapters.policy`: a policy over those vectors and the action mask as a wartable
  agent, to rate it in the arena (``py:`` specs).
- :mod:`wartable.adapters.pettingzoo`: PettingZoo AEC and Parallel environments (needs the
  ``rl`` extra: ``pip install 'wartable[rl]'``).
- :mod:`wartable.adapters.gymnasium`: one seat against a wartable agent, as a Gymnasium
  environment.
- :mod:`wartable.adapters.openspiel`: every two-player variant as an OpenSpiel Python game
  (``python_wartable_hand_of_war``, ...), registered on import, with perfect-recall information
  states.

``docs/research.md`` is the guide; ``docs/adapters.md`` the reference.

Importing this package imports none of PettingZoo, Gymnasium and OpenSpiel.
"""

VERSION = 0
"""The environments' version, in their names (``wartable/HandOfWar-v0``,
``wartable_hand_of_war_v0``): bumped whenever an encoding or an environment's behaviour changes,
so that results obtained with an older one are not mistaken for new ones."""
