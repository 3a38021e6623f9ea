"""The title screen's cover of Cuzco: our own drawing, inline SVG (terrain hexes stacked
in levels, a pond, a stepped temple on the highest city, the sun behind)."""

from __future__ import annotations

import math

TOPS = ("#5b9bc4", "#c49a62", "#a3b665", "#7f9a4c")
"""A pond (level 0), then earth and crops, darker as the terrain rises."""
SITE = ((-3, 1, 1), (-2, 0, 1), (-2, 1, 2), (-1, -1, 1), (-1, 0, 2), (-1, 1, 0), (0, -1, 2),
        (0, 0, 3), (0, 1, 1), (1, -1, 1), (1, 0, 2), (1, 1, 2), (2, -1, 1), (2, 0, 1),
        (3, -1, 1), (3, 0, 0), (-3, 2, 1), (2, 1, 1))
"""(column, row, level) of each hex."""
R, SQUASH, STEP = 21, .55, 8


def _hex(x: float, y: float, level: int) -> str:
    """A flat hex seen at a slant, its stack's side showing the level."""
    corners = [(x + R * math.cos(math.pi / 3 * i), y + R * SQUASH * math.sin(math.pi / 3 * i))
               for i in range(6)]
    top = " ".join(f"{a:.0f},{b:.0f}" for a, b in corners)
    depth = max(level, 1) * STEP
    front = corners[:4]  # the lower half, facing the viewer
    side = " ".join(f"{a:.0f},{b:.0f}" for a, b in
                    [*front, *((a, b + depth) for a, b in front[::-1])])
    side = f'<polygon points="{side}" fill="#5c4631" stroke="#3d2f22"/>'
    return side + f'<polygon points="{top}" fill="{TOPS[level]}" stroke="#3d2f22"/>'


def cover() -> str:
    tiles, temple_at = [], (0.0, 0.0)
    placed = []
    for q, r, level in SITE:
        x = 160 + q * R * 1.5
        base = 104 + (r + q / 2) * R * SQUASH * math.sqrt(3)
        placed.append((base, x, level))
    for base, x, level in sorted(placed):  # back to front
        y = base - max(level - 1, 0) * STEP
        tiles.append(_hex(x, y, level))
        if level == 3:
            temple_at = (x, y)
    x, y = temple_at
    temple = "".join(
        f'<rect x="{x - w / 2:.0f}" y="{y - h:.0f}" width="{w}" height="8" fill="#d8c28f" '
        f'stroke="#6b5a3e" stroke-width="1.2"/>' for w, h in ((36, 6), (27, 14), (18, 22)))
    return (
        '<svg class="cover" viewBox="0 0 320 160" preserveAspectRatio="xMidYMax slice" '
        'aria-hidden="true" focusable="false">'
        '<defs><linearGradient id="cz-sky" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#9cc3d5"/><stop offset="1" stop-color="#efe6cf"/>'
        '</linearGradient></defs><rect width="320" height="160" fill="url(#cz-sky)"/>'
        '<circle cx="262" cy="50" r="18" fill="#f2c94c" stroke="#c98a00" stroke-width="2"/>'
        '<path d="M0 92L50 64L96 80L150 52L206 78L260 60L320 74V160H0z" fill="#c4b38e"/>'
        + "".join(tiles) + temple
        + f'<path d="M{x - 9:.0f} {y - 22:.0f}h18l-9-8z" fill="#e0a800" stroke="#6b5a3e"/>'
        '</svg>')
