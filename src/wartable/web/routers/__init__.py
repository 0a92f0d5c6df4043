"""The server's routes, one module per resource: ``meta`` (variants, agents), ``games`` (games,
records, replays), ``ws`` (live play) and ``pages`` (the front end's templates)."""
