"""Action ids and masks for the environments, remembered per action space."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from wartable.extras import needs

with needs("rl", "the action masks"):
    import numpy as np
    from numpy.typing import NDArray

from wartable.core.actions import Action, ActionSpace


class ActionIds:
    """The ids of a variant's actions under fixed options, each worked out once (an id never
    changes for given options, and environments ask for the same few thousand again and again)."""

    __slots__ = ("_ids", "space")

    def __init__(self, space: ActionSpace) -> None:
        self.space = space
        self._ids: dict[Action, int] = {}

    def id(self, action: Action) -> int:
        """``action``'s id."""
        found = self._ids.get(action)
        if found is None:
            found = self._ids[action] = self.space.index(action)
        return found

    def ids_of(self, actions: Iterable[Action]) -> tuple[int, ...]:
        """The ids of ``actions``, in their order (:meth:`id` of each, without a call apiece)."""
        known = self._ids
        found: list[int] = []
        for action in actions:
            action_id = known.get(action)
            if action_id is None:
                action_id = known[action] = self.space.index(action)
            found.append(action_id)
        return tuple(found)

    def mask(self, actions: Iterable[Action], dtype: type[Any] = np.int8) -> NDArray[Any]:
        """One entry per id: 1 for each of ``actions``, else 0."""
        mask = np.zeros(self.space.size, dtype=dtype)
        for action in actions:
            mask[self.id(action)] = 1
        return mask

    def find(self, actions: Iterable[Action], action_id: int) -> Action | None:
        """The one of ``actions`` with this id, if any."""
        return next((action for action in actions if self.id(action) == action_id), None)
