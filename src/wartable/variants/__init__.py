"""The built-in variants, one package or module each; importing this package registers them all
(each registers itself when imported)."""

from wartable.core.registry import import_submodules

import_submodules(__name__)
