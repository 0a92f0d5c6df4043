"""A move the server could not store: the page is told, and shows the table as it was stored
(never a diverged one). A write failure stands in for a crash between the move and its write:
either way the move never reached the database and the page reconnects to the stored game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.engine import Connection
from sqlalchemy.exc import OperationalError

from tests.web import serving, settings_for
from tests.web.browser.conftest import Server, open_seat, wait_turn
from wartable.web.store import GameStore, Write


def test_a_move_that_was_not_stored_is_reported_and_the_stored_table_shown(
    new_page: Callable[..., Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with serving(settings_for(tmp_path)) as base:
        server = Server(base)
        created = server.create("classic", "chooser=first,max_turns=30", agent="random")
        page = new_page()
        open_seat(page, server, created)
        assert wait_turn(page)
        real_write = GameStore.write

        def refuse_this_game(
            store: GameStore, writes: Sequence[Write], connection: Connection | None = None
        ) -> None:
            if any(write.game_id == created["game_id"] for write in writes):
                raise OperationalError("INSERT", {}, Exception("disk I/O error"))
            real_write(store, writes, connection)

        monkeypatch.setattr(GameStore, "write", refuse_this_game)
        top = page.evaluate("() => window.wartableTable.actionsNow()[0]")
        page.keyboard.press("Enter")
        notice = page.locator("[data-notice]")
        notice.filter(has_text="was not stored").wait_for()
        assert "your top card" in notice.inner_text()
        monkeypatch.undo()
        assert wait_turn(page)
        assert page.evaluate("() => window.wartableTable.game.moves") == 0, "the stored table"
        assert page.evaluate("() => window.wartableTable.actionsNow()[0]") == top
        page.keyboard.press("Enter")  # and the game goes on
        page.wait_for_function("() => window.wartableTable.game.moves > 0")
