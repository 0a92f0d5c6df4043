"""Without the ``rl`` extra, the research adapters say which extra to install; ``import
wartable.adapters`` itself needs none of it."""

from __future__ import annotations

import json
import subprocess
import sys

from wartable.extras import EXTRAS

SCRIPT = """
import importlib, json, sys

HIDDEN = set(sys.argv[1].split(","))


class HideExtras:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in HIDDEN:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, HideExtras())
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
