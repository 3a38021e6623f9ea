"""Machu Picchu's cards and tiles as small drawn things: sacrifice cards (two icons and
their gold), Priest/Virgin tiles and moon tiles, as inline SVG for the panels (the board
draws the same icons through ``icons.canvas_ops``). Pure Python, tested without a browser.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ...draw import icons
from ...draw.icons import CARD_H, CARD_W
from .messages import t
from .words import card_text as card_label

ICON_SHAPE = {"condor": "condor", "puma": "puma", "sun": "sun", "farmer": "corn",
              "shepherd": "llama", "coca": "coca", "potter": "pottery", "weaver": "cloth"}
"""A card icon -> its drawing (an occupation is drawn as the good it produces)."""
ROW_ICON = {"condor": "condor", "puma": "puma", "virgin": "sun"}
"""A row of Priests/Virgins -> the card icon its tiles match."""
ACCENT = "#8A5A2B"


def card_face(card: dict[str, Any]) -> str:
    """The SVG elements of a sacrifice card: its two icons stacked, its gold below."""
    parts = [icons.svg_icon(ICON_SHAPE[icon], 12, 5 + 24 * k, 24, t("i." + icon))
             for k, icon in enumerate(card["icons"][:2])]
    gold = t("gold_n", n=card["gold"])
    parts.append(f'<g><title>{escape(gold)}</title>'
                 f'<rect x="6" y="{CARD_H - 19}" width="{CARD_W - 12}" height="14" rx="7" '
                 f'fill="#FFF3C4" stroke="#B8902A" stroke-width=".8"/>'
                 f"{icons.svg_body('gold', 9, CARD_H - 18, 12)}"
                 f'<text x="{CARD_W / 2 + 6}" y="{CARD_H - 8}" text-anchor="middle" '
                 f'font-size="11" font-weight="700" fill="#2B2118">{card["gold"]}</text></g>')
    return "".join(parts)


def card_svg(card: dict[str, Any]) -> str:
    """One sacrifice card on its own (for a picker's toggle)."""
    return icons.card_svg(card_face(card), card_label(card), ACCENT)


def hand_html(hand: list[dict[str, Any]]) -> str:
    """The player's sacrifice cards, equal cards once with their count."""
    groups = icons.grouped((tuple(c["icons"]), c["gold"]) for c in hand)
    cards = [({"icons": list(ic), "gold": gold}, n) for (ic, gold), n in groups]
    return icons.hand_list(((card_face(c), card_label(c), n) for c, n in cards), ACCENT,
                           t("cards_many"), t("no_cards"))


def row_icon_html(row: str, n: int) -> str:
    """A seat's Priests or Virgins of one row: the row's icon and how many."""
    name = t("r." + row)
    return (f'<span class="tiles" title="{escape(name)}: {n}">'
            f'{icons.icon_svg(ROW_ICON[row], f"{name}: {n}", 18)}<b>{n}</b></span>')


def reward_shape(reward: list[Any]) -> str:
    """A moon tile's reward as an icon: steps on the Incatrail or a good."""
    return "steps" if reward[0] == "steps" else str(reward[0])


def moon_tile_html(reward: list[Any], label: str) -> str:
    """A moon tile owned by a seat: a small dark tile, its reward's icon and amount."""
    return (f'<svg class="moon-tile" width="34" height="22" viewBox="0 0 34 22" role="img" '
            f'aria-label="{escape(label)}"><title>{escape(label)}</title>'
            f'<rect x=".5" y=".5" width="33" height="21" rx="4" fill="#2E3A59"/>'
            f"{icons.svg_body('moon', 1, 2, 11)}"
            f"{icons.svg_body(reward_shape(reward), 11, 2, 16)}"
            f'<text x="30" y="15" text-anchor="middle" font-size="10" font-weight="700" '
            f'fill="#FFFFFF">{reward[1]}</text></svg>')
