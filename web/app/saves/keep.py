"""The game on screen kept: autosave after every action, resuming a saved game (and its
guided game), save files written and read, a saved game deleted. The list of saves
itself is ``store.SaveStore`` (pure, tested in CPython).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pyodide.ffi import to_js
from pyscript import window

from incagames.core import safejson
from incagames.core.match import Match, MatchError

from .. import games
from ..page.dom import clear_toast, download, storage_get, storage_remove, storage_set, toast
from ..page.params import DEFAULT_PACE, MAX_PACE
from ..text.i18n import language, sentence, t
from .store import SaveConflict, SaveInfo, backup, is_backup, kept_reviews, restore

if TYPE_CHECKING:
    from ..shell import App


class BrowserStorage:
    """localStorage behind the small interface of ``store.Storage``."""

    def get(self, key: str) -> str | None:
        return storage_get(key)

    def set(self, key: str, value: str) -> bool:
        return storage_set(key, value)

    def remove(self, key: str) -> None:
        storage_remove(key)


SAVE_FILE = "save-file"
"""The toast's button that writes the game on screen to a file."""


def describe(app: App, match: Match, phones: Any = ()) -> SaveInfo:
    """What the title screen lists of a saved game; ``phones``: the seats played on
    phones at this device's table (listed as such, not as people here)."""
    state = match.state
    words = games.words(match.game_id)
    return SaveInfo(id="", game=match.game_id,
                    seats=[[seat.name, "phone" if i in phones else seat.kind]
                           for i, seat in enumerate(match.seats)],
                    created=float(window.Date.now()), updated=0.0,
                    moves=len(match.actions), over=state.is_over,
                    progress=list(words.progress(state.view(None))))


def describe_saved(app: App, data: dict[str, Any]) -> SaveInfo | None:
    try:
        match = Match.from_json(data["match"])
    except MatchError:
        return None
    table = data.get("table")
    guests = table.get("guests") if isinstance(table, dict) else None
    phones = [int(k) for k in guests if str(k).isdigit()] if isinstance(guests, dict) else []
    return describe(app, match, phones)


def autosave(app: App) -> None:
    if app.game is None or app.slot is None:
        return
    data: dict[str, Any] = {"match": app.game.match.to_json(), "pace": app.pace}
    guide = app.game.play.tutorial
    if guide is not None:
        data["tutorial"] = [*guide.done_at, -1, guide.free_moves]
    if app.reviews:
        data["reviews"] = app.reviews
    pending = getattr(app.game.play, "pending", None)
    if pending is not None:  # a step chosen, waiting for "End turn"
        data["pending"] = pending.to_json()
    if app.table is not None and hasattr(app.table, "saved"):
        data["table"] = app.table.saved()
    try:
        phones = app.table.guests if hasattr(app.table, "guests") else ()
        saved = app.saves.save(app.slot, describe(app, app.game.match, phones), data)
    except SaveConflict:  # another tab played on: its moves are kept, not overwritten
        app.slot = None
        toast(t("err.conflict"), action=(t("btn.export"), SAVE_FILE))
        return
    if saved:
        app.save_failed = False
    elif not app.save_failed:  # said at once, once, not after every move
        app.save_failed = True
        toast(t("err.save"), action=(t("btn.export"), SAVE_FILE))


def keep_finished(app: App, match: Match, slot: str) -> bool:
    """A finished game played on this phone at another device's table, kept with this
    device's saved games (to review it later, or save it to a file); a full list or a
    refusing storage keeps nothing, and says nothing: the game is the host's."""
    if app.saves.get(slot) is None and app.saves.full():
        return False
    try:
        return app.saves.save(slot, describe(app, match), {"match": match.to_json(),
                                                           "pace": app.pace})
    except SaveConflict:
        return False


def resume_unfinished(app: App, slot: str | None) -> bool:
    """At boot, the game left open resumes unless it is over: a finished game is
    kept in the title screen's list (to review), and the title screen opens."""
    info = app.saves.get(slot) if slot is not None else None
    return info is not None and not info.over and resume(app, slot)


def resume(app: App, slot: str | None) -> bool:
    """Open the saved game of ``slot``; False (with the slot left alone unless it is
    unreadable) when there is none."""
    if slot is None or app.saves.get(slot) is None:
        return False
    data = app.saves.load(slot)
    if data is None:
        toast(t("err.resume", reason=t("err.damaged")))
        return False
    try:
        match = Match.from_json(data["match"])
    except MatchError as exc:
        toast(t("err.resume", reason=sentence(str(exc))))
        return False
    pace = data.get("pace", DEFAULT_PACE)
    app.pace = pace if isinstance(pace, int) and 0 <= pace <= MAX_PACE else DEFAULT_PACE
    table = None
    if "table" in data:
        from .store import TableSave

        table = TableSave.from_json(data["table"], len(match.seats))
    app.start(match, slot, table)
    app.reviews = kept_reviews(data.get("reviews"))
    resume_tutorial(app, data.get("tutorial"))
    if "pending" in data and app.game is not None:
        app.game.play.restore_pending(data["pending"])
    return True


def resume_tutorial(app: App, saved: Any) -> None:
    """Go on with a saved guided game: the steps done (as action counts), -1, then
    the free decisions made; anything else is ignored (free play)."""
    if (app.game is None or not isinstance(saved, list) or -1 not in saved
            or not all(isinstance(n, int) and not isinstance(n, bool) for n in saved)):
        return
    cut = saved.index(-1)
    from ..live.tutorial import Tutorial

    guide = Tutorial(games.tutorial(app.game.match.game_id), list(saved[:cut]),
                     saved[cut + 1] if len(saved) > cut + 1 else 0)
    if len(guide.done_at) <= len(guide.script.steps):
        guide.sync(len(app.game.match.actions))
        app.game.play.start_tutorial(guide)


def export(app: App) -> None:
    if app.game is None:
        return
    match = app.game.match
    data = {**match.to_json(), "reviews": app.reviews} if app.reviews else match.to_json()
    download(f"{match.game_id}-{match.seed}-move{len(match.actions)}.json",
             json.dumps(data, separators=(",", ":")))


async def read_match(file: Any) -> tuple[Match, dict[str, Any]] | None:
    """The match of a save file and the reviews kept in it; None, with the reason
    said, when it is not one."""
    try:
        text = str(await file.text())
        match = Match.loads(text)
        return match, kept_reviews(json.loads(text).get("reviews"))
    except MatchError as exc:
        toast(t("err.import", reason=sentence(str(exc))))
    except Exception:  # unreadable file
        toast(t("err.import", reason=t("err.unreadable")))
    return None


def export_all(app: App) -> None:
    """Every saved game, with its reviews, in one file (``store.backup``)."""
    stamp = str(window.Date.new().toISOString())[:10]
    download(f"incagames-backup-{stamp}.json",
             json.dumps(backup(app.saves), separators=(",", ":")))


def readable(data: dict[str, Any]) -> bool:
    """Whether a saved game's match loads in this version."""
    try:
        Match.from_json(data.get("match"))
    except MatchError:
        return False
    return True


async def import_file(app: App, file: Any) -> None:
    """A save file starts its game; a backup adds its games to the list."""
    try:
        data = safejson.loads(str(await file.text()))
    except Exception:  # unreadable file: read_match says why below
        data = None
    if is_backup(data):
        try:
            done = restore(app.saves, data, readable)
        except ValueError as exc:
            toast(t("err.import", reason=sentence(str(exc))))
            return
        toast(t("backup.done", added=done.added, duplicates=done.duplicates,
                unreadable=done.unreadable), kind="info")
        app.render_menu()
        return
    read = await read_match(file)
    if read is None:
        return
    clear_toast()
    if await app.begin(read[0]):
        app.reviews = read[1]
        autosave(app)


async def delete_save(app: App, slot: str) -> None:
    info = app.saves.get(slot)
    if info is None:
        return
    if await app.ask(t("ask.delete", game=save_title(app, info)), t("ask.delete_yes"),
                      t("ask.keep")):
        app.saves.delete(slot)
        app.render_menu()


def save_title(app: App, info: SaveInfo) -> str:
    return t("saves.title", game=games.name(info.game), date=save_date(info.updated))


def save_date(ms: float) -> str:
    options = to_js({"dateStyle": "medium", "timeStyle": "short"},
                    dict_converter=window.Object.fromEntries)
    return str(window.Date.new(ms).toLocaleString(language(), options))


def export_old(app: App) -> None:
    """The unreadable old autosave, as stored, into a file; then it leaves the storage."""
    raw = app.saves.unreadable_old()
    if raw is not None:
        download("incagames-old-autosave.json", raw)
        app.saves.discard_old()
