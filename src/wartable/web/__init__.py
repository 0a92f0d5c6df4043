"""The web server: FastAPI app, live play over WebSockets, stored games and replays.

Start it with ``wartable serve``; build it in code with :func:`wartable.web.app.create_app`, given
:class:`Settings`. The messages and bodies are in :mod:`wartable.web.schemas`. Importing this package
does not import FastAPI; :mod:`wartable.web.app` does.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

WEB_DIR = Path(__file__).resolve().parent
"""The package's directory, holding ``static/`` and ``templates/``."""


@dataclass(frozen=True)
class Settings:
    """How the server runs.

    ``db_url`` is a SQLAlchemy URL (``sqlite://`` keeps games in memory only); ``agent_seconds``
    the time a computer opponent may think per move; ``snapshot_events`` the most events a
    snapshot carries (older ones are counted in ``events_omitted``); ``max_tables`` how many games
    stay in memory (idle ones are reloaded from the database when needed); ``max_upload_bytes``
    the largest record file accepted, ``max_json_bytes`` the largest JSON body.

    Searching agents (``ismcts``) think in ``agent_workers`` worker processes (``None``: one per
    core; ``0``: a thread of the server, as tests use), or on Ray at ``ray_address`` (``local``
    starts a local instance), at scheduling priority ``agent_niceness`` (``os.nice``) below the
    server's. ``forwarded_allow_ips`` are the proxies whose ``X-Forwarded-*`` headers are
    believed (comma-separated addresses or networks, ``*`` for any, ``""`` for none).
    ``warm_up``: play a few moves of every variant before serving and freeze what the process
    holds out of the garbage collector's reach (:mod:`wartable.web.warmup`; ``wartable serve``
    does, tests need not).
    """

    db_url: str = "sqlite://"
    agent_seconds: float = 2.0
    agent_workers: int | None = 0
    ray_address: str | None = None
    agent_niceness: int = 10
    snapshot_events: int = 5000
    max_tables: int = 1000
    max_upload_bytes: int = 5_000_000
    max_json_bytes: int = 2_000_000
    forwarded_allow_ips: str = "127.0.0.1,::1"
    warm_up: bool = False
    static_dir: Path = WEB_DIR / "static"
    templates_dir: Path = WEB_DIR / "templates"


__all__ = ["WEB_DIR", "Settings"]
