"""The rules dialog's content: three tabs (the rules by section with a table of contents,
the player aid, the legend of colours and marks) and the way into the guided first game.

Pure HTML from the game's ``rules`` module (no browser API), so the tests read it in
CPython; the shell puts it in the dialog and handles its clicks (``data-rules-tab``,
``data-rules-goto``, ``data-learn``).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from .. import games
from ..draw.canvas import HINT, PLAYER_COLOURS
from ..text.i18n import language, t

SECTIONS = ("setup", "turn", "actions", "scoring", "end")
"""The rules' sections in reading order (each a list of paragraphs in ``RULES``)."""
TABS = ("rules", "aid", "legend")
TARGET_FILL, TARGET_EDGE = "#FFF3B0", "#E0A800"
"""The gold glow of the boards' possible targets."""


def esc(text: object) -> str:
    return escape(str(text), quote=True)


def _para(text: str, own: str) -> str:
    """A paragraph; a short lead-in before the first colon is bold (a district, an
    action), so the eye finds each rule."""
    head, sep, rest = text.partition(": ")
    if sep and len(head) <= 48:
        return f"<p{own}><b>{esc(head)}:</b> {esc(rest)}</p>"
    return f"<p{own}>{esc(text)}</p>"


def swatch(fill: str, edge: str = "#6E5F48") -> str:
    """A small colour sample (SVG attributes: the page allows no inline styles)."""
    return (f'<svg class="swatch" width="18" height="18" viewBox="0 0 18 18" '
            f'aria-hidden="true"><rect x="1" y="1" width="16" height="16" rx="3" '
            f'fill="{esc(fill)}" stroke="{esc(edge)}" stroke-width="2"/></svg>')


def _rules_tab(texts: dict[str, list[str]], own: str) -> str:
    keys = [k for k in SECTIONS if texts.get(k)] + ["rulings", "data"]
    titles = {k: t("rules." + k) for k in keys}
    toc = "".join(f'<li><button type="button" class="linkish" data-rules-goto="{k}">'
                  f"{esc(titles[k].split(' (')[0])}</button></li>" for k in keys)
    body = []
    for k in keys:
        paras = texts.get(k, [])
        inner = (f"<ul{own}>" + "".join(f"<li>{esc(p)}</li>" for p in paras) + "</ul>"
                 if k == "rulings" else "".join(_para(p, own) for p in paras))
        body.append(f'<section class="rules-sec"><h3 id="rules-s-{k}" tabindex="-1">'
                    f"{esc(titles[k])}</h3>{inner}</section>")
    return (f'<nav class="rules-toc" aria-label="{esc(t("rules.contents"))}"><ul>{toc}'
            f'</ul></nav>{"".join(body)}')


def _legend_tab(game: str, texts: dict[str, list[str]], own: str, names: list[str],
                mark: Callable[[int, int], str]) -> str:
    rows = [f"<li>{mark(i, 18)}<span>{esc(t('legend.seat', name=name))}</span></li>"
            for i, name in enumerate(names[:len(PLAYER_COLOURS)])]
    rows.append(f"<li>{swatch(TARGET_FILL, TARGET_EDGE)}<span>{esc(t('legend.target'))}"
                f"</span></li>")
    rows.append(f"<li>{swatch('#FFFFFF', HINT)}<span>{esc(t('legend.hint'))}</span></li>")
    rows += [f"<li>{swatch(colour)}<span{own}>{esc(text)}</span></li>"
             for colour, text in zip(games.legend(game), texts["legend"], strict=True)]
    return (f'<ul class="legend">{"".join(rows)}</ul>'
            f'<p class="small">{esc(t("legend.hover"))}</p>')


def rules_html(game: str, tab: str, names: list[str], mark: Callable[[int, int], str]
               ) -> str:
    """The dialog's body for ``game`` with ``tab`` open; the seats' marks are explained
    by the seats' names (those of the game on screen), drawn by ``mark(seat, size)``."""
    tab = tab if tab in TABS else "rules"
    texts = games.rules(game, language())
    # no rules in this language: say so, in it, above the English ones (marked English)
    english = language() != "en" and texts == games.rules(game, "en")
    note = f'<p class="note">{esc(t("rules.in_english"))}</p>' if english else ""
    own = ' lang="en"' if english else ""
    panels = {"rules": lambda: _rules_tab(texts, own),
              "aid": lambda: f'<ul class="aid"{own}>' + "".join(
                  f"<li>{esc(p)}</li>" for p in texts["aid"]) + "</ul>",
              "legend": lambda: _legend_tab(game, texts, own, names, mark)}
    tabs = "".join(
        f'<button type="button" role="tab" id="rules-tab-{k}" data-rules-tab="{k}" '
        f'aria-selected="{str(k == tab).lower()}" aria-controls="rules-panel" '
        f'tabindex="{0 if k == tab else -1}" class="rtab{" on" if k == tab else ""}">'
        f'{esc(t("rules.tab." + k))}</button>' for k in TABS)
    learn = (f'<div class="learn-box"><p>{esc(t("learn.text"))}</p><button type="button" '
             f'class="act" data-learn="{esc(game)}">{esc(t("btn.learn"))}</button></div>')
    return (f'{learn}<div class="rtabs" role="tablist" aria-label="{esc(t("rules.tabs"))}">'
            f'{tabs}</div><div id="rules-panel" role="tabpanel" '
            f'aria-labelledby="rules-tab-{tab}">{note}{panels[tab]()}</div>')
