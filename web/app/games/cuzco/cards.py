"""Cuzco's festival cards as small drawn cards with their relics (mask, tumi, quipu), as
inline SVG for the panels and as canvas ops for the board, from the same icon shapes.
Pure Python, tested without a browser.
"""

from __future__ import annotations

from typing import Any

from incagames.cuzco import components as C

from ...draw import icons
from ...draw.icons import CARD_H, CARD_W
from .messages import t
from .words import card_text

ACCENT = "#9B3D2A"


def relics(card: int) -> list[str]:
    return [C.RELICS[r] for r in C.FESTIVAL_CARDS[card]] if 0 <= card < len(
        C.FESTIVAL_CARDS) else []


def _slots(n: int) -> list[tuple[float, float, float]]:
    """Where a card's relics go in the card's box: one large, or two stacked."""
    if n == 1:
        return [((CARD_W - 34) / 2, (CARD_H - 34) / 2, 34)]
    return [((CARD_W - 26) / 2, 7 + 29 * k, 26) for k in range(n)]


def card_face(card: int) -> str:
    """The SVG elements of a festival card: its relics, each named by its tooltip."""
    names = relics(card)
    return "".join(icons.svg_icon(name, x, y, size, t("relic." + name))
                   for name, (x, y, size) in zip(names, _slots(len(names)), strict=True))


def card_ops(card: int | list[str], x: float, y: float, scale: float = 1.0) -> list[list[Any]]:
    """A festival card on the canvas at (x, y) (``scale`` times the panel's size), from its
    id or its relics."""
    names = relics(card) if isinstance(card, int) else card
    w, h = CARD_W * scale, CARD_H * scale
    ops: list[list[Any]] = [["rect", x, y, w, h, "#FFFDF6", ACCENT, 5 * scale, 2],
                            ["rect", x + 3 * scale, y + 3 * scale, w - 6 * scale,
                             h - 6 * scale, None, ACCENT, 3 * scale, 0.6]]
    for name, (sx, sy, size) in zip(names, _slots(len(names)), strict=True):
        ops += icons.canvas_ops(name, x + sx * scale, y + sy * scale, size * scale)
    return ops


def hand_html(hand: list[int]) -> str:
    """The player's festival cards, equal cards once with their count ("mask x2")."""
    groups = icons.grouped(tuple(relics(c)) for c in hand)
    firsts = {tuple(relics(c)): c for c in reversed(hand)}
    return icons.hand_list(((card_face(firsts[key]), card_text(firsts[key]), n)
                            for key, n in groups), ACCENT, t("cards_many"), t("no_cards"))


def relic_icons(names: list[str], size: int = 18) -> str:
    """Relics as inline icons beside the text that names them (hidden from screen
    readers, which read that text; each keeps its tooltip)."""
    return "".join(icons.icon_svg(name, t("relic." + name), size, hidden=True)
                   for name in names)
