"""No game is lost: a storage that refuses says so at once and offers a file, two tabs
of one game never overwrite each other, an old autosave that cannot be read is kept and
offered as a file."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect
from test_play import act, pass_device, start, view

REFUSE_SLOTS = """
const real = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (String(key).startsWith("incagames.save.")) {
    throw new DOMException("full", "QuotaExceededError");
  }
  return real.call(this, key, value);
};
"""


def test_a_refusing_storage_is_said_at_once_and_the_game_goes_to_a_file(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=8&pace=0")
    act(page, "place_inca", occupation="potter")
    kept = page.evaluate("localStorage.getItem('incagames.saves.v2')")
    page.add_init_script(REFUSE_SLOTS)
    start(page, site_url, "game=cuzco&players=human,human&seed=5&pace=0")
    toast = page.locator("#toast")
    expect(toast).to_contain_text("refused to save")  # at the first save, not later
    with page.expect_download() as download:
        toast.locator("[data-toast=save-file]").click()
    assert download.value.suggested_filename.startswith("cuzco-5-")
    # Nothing saved before was removed to make room.
    now = page.evaluate("localStorage.getItem('incagames.saves.v2')")
    assert all(info["id"] in now for info in json.loads(kept))
    assert page_errors == []


def test_a_game_open_in_two_tabs_has_one_writer(context: BrowserContext, page: Page,
                                                site_url: str,
                                                page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=8&pace=0")
    act(page, "place_inca", occupation="potter")
    first = view(page)
    other = context.new_page()
    other.goto(site_url + "index.html")  # resumes the same game (the current slot)
    other.wait_for_selector("html.ready", state="attached")
    ask = other.locator("#ask")
    expect(ask).to_be_visible()
    expect(other.locator("#ask-text")).to_contain_text("open in another tab")
    other.click("#ask-yes")  # play it here: the first tab closes it
    expect(page.locator("#toast")).to_contain_text("another tab")
    page.wait_for_selector("html[data-phase=menu]", state="attached")
    other.wait_for_selector("html[data-phase=game]", state="attached")
    assert other.evaluate("window.incagames.view()") == first
    pass_device(other)
    act(other, "place_inca", occupation="farmer")
    moves = other.evaluate("window.incagames.moves()")
    # The first tab, back on the game, reads the other tab's moves: nothing was lost.
    page.locator("[data-resume]").first.click()
    expect(page.locator("#ask")).to_be_visible()
    page.click("#ask-no")  # leave it there
    page.wait_for_selector("html[data-phase=menu]", state="attached")
    other.reload()
    other.wait_for_selector("html.ready", state="attached")
    expect(other.locator("#ask")).to_be_hidden()
    assert other.evaluate("window.incagames.moves()") == moves
    assert page_errors == []


def test_an_unreadable_old_autosave_is_kept_and_offered_as_a_file(
        page: Page, site_url: str, page_errors: list[str]) -> None:
    page.goto(site_url + "index.html")
    page.wait_for_selector("html.ready", state="attached")
    page.evaluate("localStorage.setItem('incagames.autosave.v1', '{\"match\": 1, broken')")
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    offer = page.locator("[data-testid=old-save]")
    expect(offer).to_contain_text("could not be read")
    assert page.evaluate("localStorage.getItem('incagames.autosave.v1')") is not None
    with page.expect_download() as download:
        offer.locator("[data-old-save]").click()
    path = download.value.path()
    assert Path(path).read_text(encoding="utf-8") == '{"match": 1, broken'
    expect(offer).to_have_count(0)
    assert page_errors == []


def test_export_all_then_import_brings_every_game_back_once(
        page: Page, site_url: str, tmp_path: Path, page_errors: list[str]) -> None:
    start(page, site_url, "game=machu-picchu&players=human,human&seed=8&pace=0")
    act(page, "place_inca", occupation="potter")
    start(page, site_url, "game=cuzco&players=human,human&seed=5&pace=0")
    pass_device(page)
    page.click("#btn-menu")
    page.wait_for_selector("html.ready", state="attached")
    page.wait_for_selector("html[data-phase=menu]", state="attached")
    expect(page.locator(".save")).to_have_count(2)
    with page.expect_download() as download:
        page.click("#menu-export-all")
    file = tmp_path / "backup.json"
    download.value.save_as(file)
    saved = json.loads(file.read_text())
    assert saved["format"] == "incagames-backup" and len(saved["saves"]) == 2
    page.evaluate("localStorage.clear()")
    page.reload()
    page.wait_for_selector("html.ready", state="attached")
    expect(page.locator(".save")).to_have_count(0)
    page.set_input_files("#menu-import", str(file))
    expect(page.locator("#toast")).to_contain_text("Games added: 2")
    expect(page.locator(".save")).to_have_count(2)
    page.set_input_files("#menu-import", str(file))  # the same file again: no duplicates
    expect(page.locator("#toast")).to_contain_text("Already saved (not added again): 2")
    expect(page.locator(".save")).to_have_count(2)
    page.locator(".save [data-resume]").last.click()  # the first game, as it was
    page.wait_for_selector("html[data-phase=game]", state="attached")
    assert page.evaluate("window.incagames.moves()") == 1
    assert page_errors == []
