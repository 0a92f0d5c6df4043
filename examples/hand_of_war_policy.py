"""A small policy for Hand of War, trained in a few minutes on one CPU core, then rated in the arena.

Usage (from the repository's root, with ``pip install 'wartable[rl]'``)::

    python examples/hand_of_war_policy.py [--minutes 4] [--deals 200] [--seed 1]

1. **Training**: PPO written in NumPy (no GPU, no deep-learning framework): a network with one
   hidden layer of 64 units reads the 409 numbers of Hand of War's encoded observation
   (``docs/adapters.md``) and gives a masked softmax over the 40 action ids (which card to deploy)
   and a value. It plays seat 1 or 2 of ``gymnasium.make("wartable/HandOfWar-v0",
   opponent=...)`` against wartable's ``random`` and ``heuristic`` agents in turn. A game lasts
   about 300 rounds and pays only at its end, so each round is also rewarded by the change in the
   share of cards held (own minus other, read from the observation's ``cards_held`` field):
   potential-based shaping, which leaves the best policy unchanged.
2. The weights are saved to ``--out`` (``examples/hand_of_war_policy.npz``), with what they were
   trained on.
3. **Rating**: ``wartable arena hand-of-war --agents 'py:examples.hand_of_war_policy:make,
   heuristic,random'`` with duplicate deals (each deal played on both seats), 95% intervals and
   ratings. ``make`` loads the weights (from ``$WARTABLE_POLICY`` if set, else ``--out``'s
   default) into an :class:`~wartable.adapters.policy.EncodedPolicyAgent`, which plays the most
   likely legal action.

``--minutes`` bounds the training's CPU time; ``--episodes`` stops it sooner (the tests run one
game). Prints what it measured as it goes, and the arena's report at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
from numpy.typing import NDArray

import wartable.adapters.gymnasium  # registers the wartable/... environments
from wartable.adapters.encoding import encoding
from wartable.adapters.policy import EncodedPolicyAgent
from wartable.core.registry import get_variant

VARIANT = "hand-of-war"
ENV_ID = "wartable/HandOfWar-v0"
DEFAULT_WEIGHTS = Path(__file__).with_name("hand_of_war_policy.npz")
SPEC = "py:examples.hand_of_war_policy:make"
OPPONENTS = ("random", "heuristic")

Array = NDArray[np.float64]


# --- the network ----------------------------------------------------------------------------------


@dataclass
class Network:
    """One hidden layer (tanh), a policy head (logits over the action ids) and a value head."""

    w1: Array
    b1: Array
    w2: Array
    b2: Array
    w3: Array
    b3: Array

    @classmethod
    def new(cls, inputs: int, hidden: int, actions: int, rng: np.random.Generator) -> Network:
        return cls(
            rng.normal(0.0, 1.0 / np.sqrt(inputs), (inputs, hidden)),
            np.zeros(hidden),
            rng.normal(0.0, 0.01, (hidden, actions)),
            np.zeros(actions),
            rng.normal(0.0, 0.01, (hidden, 1)),
            np.zeros(1),
        )

    @classmethod
    def load(cls, path: Path) -> tuple[Network, dict[str, Any]]:
        with np.load(path) as data:
            network = cls(*(data[name] for name in PARAMETERS))
            about = json.loads(str(data["about"]))
        return network, about

    def save(self, path: Path, about: dict[str, Any]) -> None:
        np.savez(path, about=json.dumps(about), **{n: getattr(self, n) for n in PARAMETERS})

    def forward(self, x: Array, mask: NDArray[Any]) -> tuple[Array, Array, Array]:
        """The hidden layer, the action probabilities (0 where the mask is 0) and the values."""
        hidden = np.tanh(x @ self.w1 + self.b1)
        logits = np.where(mask > 0, hidden @ self.w2 + self.b2, -np.inf)
        logits -= logits.max(axis=-1, keepdims=True)
        probabilities = np.exp(logits)
        probabilities /= probabilities.sum(axis=-1, keepdims=True)
        return hidden, probabilities, (hidden @ self.w3 + self.b3)[..., 0]


PARAMETERS = ("w1", "b1", "w2", "b2", "w3", "b3")


@dataclass
class Adam:
    """Adam over the network's parameters."""

    rate: float
    moments: dict[str, tuple[Array, Array]] = field(default_factory=dict)
    steps: int = 0

    def step(self, network: Network, gradients: dict[str, Array]) -> None:
        self.steps += 1
        for name, gradient in gradients.items():
            first, second = self.moments.get(name, (np.zeros_like(gradient),) * 2)
            first = 0.9 * first + 0.1 * gradient
            second = 0.999 * second + 0.001 * gradient**2
            self.moments[name] = (first, second)
            corrected = first / (1 - 0.9**self.steps)
            scale = np.sqrt(second / (1 - 0.999**self.steps)) + 1e-8
            setattr(network, name, getattr(network, name) - self.rate * corrected / scale)


# --- PPO ------------------------------------------------------------------------------------------


@dataclass
class Batch:
    """The decisions of a few games: inputs, masks, actions taken, their probabilities then,
    advantages and returns."""

    observations: list[Array] = field(default_factory=list)
    masks: list[NDArray[Any]] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    probabilities: list[float] = field(default_factory=list)
    advantages: list[float] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.actions)


def advantages(rewards: Array, values: Array, gamma: float, lam: float) -> tuple[Array, Array]:
    """Generalised advantage estimates and returns of one game (the value after its end is 0)."""
    following = np.append(values[1:], 0.0)
    deltas = rewards + gamma * following - values
    found = np.zeros_like(rewards)
    running = 0.0
    for t in range(len(rewards) - 1, -1, -1):
        running = deltas[t] + gamma * lam * running
        found[t] = running
    return found, found + values


def ppo_update(
    network: Network, optimiser: Adam, batch: Batch, rng: np.random.Generator, epochs: int = 4
) -> None:
    """A few epochs of PPO's clipped objective over the batch, in minibatches of 512."""
    x = np.asarray(batch.observations)
    masks = np.asarray(batch.masks)
    actions = np.asarray(batch.actions)
    old = np.asarray(batch.probabilities)
    advantage = np.asarray(batch.advantages)
    advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-8)
    returns = np.asarray(batch.returns)
    clip, value_weight, entropy_weight = 0.2, 0.5, 0.01
    for _ in range(epochs):
        order = rng.permutation(len(actions))
        for start in range(0, len(order), 512):
            rows = order[start : start + 512]
            n = len(rows)
            hidden, p, values = network.forward(x[rows], masks[rows])
            taken = p[np.arange(n), actions[rows]]
            ratio = taken / old[rows]
            a = advantage[rows]
            # d(loss)/d(log p of the action taken): -A * ratio where the unclipped term is the
            # smaller (the clipped one has no gradient)
            active = np.where(a >= 0, ratio < 1 + clip, ratio > 1 - clip)
            d_log = np.where(active, -a * ratio, 0.0) / n
            one_hot = np.zeros_like(p)
            one_hot[np.arange(n), actions[rows]] = 1.0
            d_logits = d_log[:, None] * (one_hot - p)
            log_p = np.log(np.where(p > 0, p, 1.0))
            entropy = -(p * log_p).sum(axis=1, keepdims=True)
            d_logits += entropy_weight / n * p * (log_p + entropy)
            d_values = 2 * value_weight * (values - returns[rows]) / n
            d_hidden = (d_logits @ network.w2.T + d_values[:, None] @ network.w3.T) * (
                1 - hidden**2
            )
            gradients = {
                "w2": hidden.T @ d_logits,
                "b2": d_logits.sum(axis=0),
                "w3": hidden.T @ d_values[:, None],
                "b3": d_values.sum(keepdims=True),
                "w1": x[rows].T @ d_hidden,
                "b1": d_hidden.sum(axis=0),
            }
            norm = np.sqrt(sum(float((g**2).sum()) for g in gradients.values()))
            if norm > 0.5:
                gradients = {name: g * (0.5 / norm) for name, g in gradients.items()}
            optimiser.step(network, gradients)


def play_game(
    env: Any, network: Network, rng: np.random.Generator, seed: int, held: slice
) -> tuple[Batch, float, int]:
    """One game sampling from the policy: its decisions with their advantages, the game's
    reward and its length in decisions."""
    batch = Batch()
    rewards: list[float] = []
    values: list[float] = []
    observation, info = env.reset(seed=seed)
    done = False
    reward = 0.0
    while not done:
        x = observation.astype(np.float64)
        mask = info["action_mask"]
        _, p, value = network.forward(x[None], mask[None])
        action = int(rng.choice(len(p[0]), p=p[0]))
        before = float(observation[held][0] - observation[held][1])
        observation, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
        after = 0.0 if done else float(observation[held][0] - observation[held][1])
        batch.observations.append(x)
        batch.masks.append(mask)
        batch.actions.append(action)
        batch.probabilities.append(float(p[0, action]))
        rewards.append(float(reward) + after - before)
        values.append(float(value[0]))
    found, returns = advantages(np.asarray(rewards), np.asarray(values), 0.99, 0.95)
    batch.advantages = found.tolist()
    batch.returns = returns.tolist()
    return batch, float(reward), len(rewards)


def train(
    out: Path, minutes: float, episodes: int | None, seed: int, games_per_update: int = 4
) -> dict[str, Any]:
    """Train against random and heuristic play in turn, learner on either seat; save the weights
    to ``out``; return what was measured."""
    rng = np.random.default_rng(seed)
    envs = {
        (opponent, seat): gymnasium.make(ENV_ID, opponent=opponent, seat=seat)
        for opponent in OPPONENTS
        for seat in (0, 1)
    }
    some = next(iter(envs.values())).unwrapped
    assert isinstance(some, wartable.adapters.gymnasium.WartableEnv)
    layout = some.encoding.layout
    network = Network.new(layout.size, 64, some.space.size, rng)
    optimiser = Adam(3e-3)
    held = layout["cards_held"].slice
    start = time.process_time()
    games = decisions = 0
    recent: dict[str, list[float]] = {opponent: [] for opponent in OPPONENTS}
    while time.process_time() - start < minutes * 60 and (episodes is None or games < episodes):
        batch = Batch()
        left = games_per_update if episodes is None else min(games_per_update, episodes - games)
        for _ in range(left):
            opponent = OPPONENTS[games % 2]
            seat = (games // 2) % 2
            played, reward, length = play_game(
                envs[opponent, seat], network, rng, seed * 1_000_003 + games, held
            )
            for name in ("observations", "masks", "actions", "probabilities"):
                getattr(batch, name).extend(getattr(played, name))
            batch.advantages.extend(played.advantages)
            batch.returns.extend(played.returns)
            recent[opponent] = (recent[opponent] + [reward])[-100:]
            games += 1
            decisions += length
        ppo_update(network, optimiser, batch, rng)
        if games % 100 < games_per_update:
            means = "  ".join(f"vs {o} {np.mean(r):+.2f}" for o, r in recent.items() if r)
            cpu = time.process_time() - start
            print(f"{games:>6} games  {decisions:>9,} decisions  {cpu:6.0f} s  {means}")
    seconds = time.process_time() - start
    about = {
        "variant": VARIANT,
        "environment": ENV_ID,
        "observation_size": layout.size,
        "games": games,
        "decisions": decisions,
        "cpu_seconds": round(seconds, 1),
        "seed": seed,
        "opponents": list(OPPONENTS),
        "mean_reward_last_100": {o: round(float(np.mean(r)), 3) for o, r in recent.items() if r},
    }
    network.save(out, about)
    return about


# --- the agent ------------------------------------------------------------------------------------


def make(seed: int = 0) -> EncodedPolicyAgent:
    """The trained policy as a wartable agent (what ``py:examples.hand_of_war_policy:make``
    names): weights from ``$WARTABLE_POLICY``, else the default file; the most likely legal
    action at every turn."""
    path = Path(os.environ.get("WARTABLE_POLICY", DEFAULT_WEIGHTS))
    if not path.exists():
        raise FileNotFoundError(
            f"no trained weights at {path}: run python examples/hand_of_war_policy.py first"
        )
    network, about = Network.load(path)
    expected = encoding(VARIANT, get_variant(VARIANT).parse_options(None)).size
    if about["observation_size"] != expected:
        raise ValueError(
            f"{path} was trained on observations of {about['observation_size']} numbers; Hand of"
            f" War's encoding now has {expected}: train again"
        )

    def policy(observation: NDArray[np.float32], mask: NDArray[np.int8]) -> int:
        _, p, _ = network.forward(observation.astype(np.float64)[None], mask[None])
        return int(np.argmax(p[0]))

    return EncodedPolicyAgent(policy, (VARIANT,), seed)


def rate(weights: Path, deals: int, seed: int, workers: int | None) -> str:
    """The arena's report (text) of the trained policy against heuristic and random play."""
    command = [
        sys.executable,
        "-m",
        "wartable",
        "arena",
        VARIANT,
        "--agents",
        f"{SPEC},heuristic,random",
        "--deals",
        str(deals),
        "--seed",
        str(seed),
        "--no-progress",
    ]
    if workers is not None:
        command += ["--workers", str(workers)]
    environment = {**os.environ, "WARTABLE_POLICY": str(weights.resolve()), "COLUMNS": "120"}
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        command, env=environment, cwd=root, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"the arena failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=4.0, help="training CPU minutes")
    parser.add_argument("--episodes", type=int, default=None, help="stop after so many games")
    parser.add_argument("--deals", type=int, default=200, help="arena deals per pair")
    parser.add_argument("--seed", type=int, default=1, help="training and arena seed")
    parser.add_argument("--out", type=Path, default=DEFAULT_WEIGHTS, help="weights file")
    parser.add_argument("--workers", type=int, default=None, help="arena workers")
    args = parser.parse_args(argv)
    about = train(args.out, args.minutes, args.episodes, args.seed)
    print(f"trained: {json.dumps(about)}")
    print(f"saved {args.out}")
    print(rate(args.out, args.deals, args.seed, args.workers))


if __name__ == "__main__":
    main()
