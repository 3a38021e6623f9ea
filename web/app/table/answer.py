"""The page a phone's answer link opens on the host's device: it hands the answer to the
tab that holds the table (``handoff``) and says how that went, so the host never
types a code. Opened in the host's own tab (a new fragment only), the table there takes
it directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyscript import window

from ..page.dom import by_id, esc, on
from ..text.i18n import t
from .handoff import AnswerCourier
from .join import show_card
from .link import LinkError, parse_answer

if TYPE_CHECKING:
    from ..shell import App

_couriers: list[AnswerCourier] = []
"""The courier of this tab's answer, kept while it waits for the table's reply."""


def open_answer(app: App, fragment: str) -> bool:
    """An answer link opened here: True when it was one (this page then shows how the
    hand-over goes)."""
    if not fragment.lstrip("#").startswith("answer="):
        return False
    link = str(window.location.href)
    window.history.replaceState(None, "", str(window.location.pathname)
                                + str(window.location.search))
    try:
        table, seat, code = parse_answer(fragment)
    except LinkError as exc:
        _render(app, t("table.answer_bad", reason=str(exc)), link)
        return True
    host = app.table
    if host is not None and getattr(host, "id", None) == table:  # this tab holds the table
        host.answer_link(fragment)
        host.dialog.open()
        return True

    def say(state: str, detail: str) -> None:
        if state == "linked":
            _render(app, t("table.answer_linked", name=detail), "", done=True)
            window.close()  # allowed only for a tab a script opened; else the text stays
        elif state == "handed":
            _render(app, t("table.answer_handed", name=detail), "")
        elif state == "refused":
            _render(app, t("table.answer_refused", reason=detail), link)
        else:
            _render(app, t("table.answer_nobody"), link)

    courier = AnswerCourier(table, seat, code, say)
    _couriers[:] = [courier]
    if courier.send():
        _render(app, t("table.answer_sending", n=seat + 1), "")
    else:
        _render(app, t("table.answer_nobody"), link)
    return True


def _render(app: App, status: str, link: str, done: bool = False) -> None:
    """The page: what happened to the answer; the link to copy when it could not be
    handed over here; the way to the title screen."""
    field = (f'<label class="field">{esc(t("table.answer_link"))}<textarea id="answer-link" '
             f'readonly rows="4">{esc(link)}</textarea></label>' if link else "")
    show_card(f'<h1>{esc(t("table.answer_title"))}</h1>'
              f'<p id="answer-state" class="status{" ok" if done else ""}" role="status">'
              f'{esc(status)}</p>{field}<div class="buttons"><button type="button" '
              f'class="act secondary" id="answer-menu">{esc(t("table.answer_menu"))}</button>'
              f'</div>')
    on(by_id("answer-menu"), "click", lambda _e: app.show_menu())
