"""Each variant's observation encoding, registered against its id (see :mod:`wartable.adapters.encoding`)."""
