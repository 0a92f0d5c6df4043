"""The built-in variants, one package or module each; each registers itself when imported. The
registry imports them all the first time a variant is looked up
(:func:`wartable.core.registry.variants`), so importing one variant does not load the others."""
