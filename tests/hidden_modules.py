"""Running code in a subprocess as if some packages were not installed (a base install without
the extras): :data:`HIDE_MODULES` starts a ``python -c`` script whose first argument lists the
top-level modules, comma-separated, that its imports will not find."""

HIDE_MODULES = """
import sys

HIDDEN = set(sys.argv[1].split(","))


class HideModules:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in HIDDEN:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, HideModules())
"""
