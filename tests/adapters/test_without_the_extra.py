"""Without the ``rl`` extra, the research adapters say which extra to install; ``import
wartable.adapters`` itself needs none of it."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.hidden_modules import HIDE_MODULES
from wartable.extras import EXTRAS

SCRIPT = (
    HIDE_MODULES
    + """
import importlib, json

import wartable.adapters

found = {}
for module in sys.argv[2:]:
    try:
        importlib.import_module(module)
        found[module] = "imported"
    except Exception as exc:
        found[module] = f"{type(exc).__name__}: {exc}"
print(json.dumps(found))
"""
)
MODULES = ["encoding", "ids", "generic", "policy", "pettingzoo", "gymnasium", "openspiel"]


def test_each_adapter_names_the_extra_to_install() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            SCRIPT,
            ",".join(EXTRAS["rl"]),
            *(f"wartable.adapters.{module}" for module in MODULES),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    found = json.loads(done.stdout)
    for module, result in found.items():
        assert result.startswith("MissingExtraError"), (module, result)
        assert "pip install 'wartable[rl]'" in result, (module, result)
