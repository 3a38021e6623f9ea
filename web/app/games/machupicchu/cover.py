"""The title screen's cover of The Princes of Machu Picchu: our own drawing, inline SVG
(the city on its terraced ridge, Huayna Picchu behind, the sun rising)."""

from __future__ import annotations

GREENS = ("#4f6d37", "#587a3d", "#628643", "#6c914a", "#779c52", "#82a75b", "#8db264")


def _terraces() -> str:
    """Stepped terraces, each set back from the one below, with a stone wall at its foot."""
    out = []
    for i, green in enumerate(GREENS):
        bottom = 160 - i * 13
        x0, x1 = 6 + i * 17, 266 - i * 13
        out.append(f'<path d="M{x0} {bottom}L{x0 + 5} {bottom - 13}H{x1 - 4}L{x1} {bottom}z" '
                   f'fill="{green}"/><rect x="{x0 + 1}" y="{bottom - 4}" width="{x1 - x0 - 2}" '
                   f'height="4" fill="#a8946c"/>')
    return "".join(out)


def _houses() -> str:
    """Stone houses with thatched roofs on the top terrace."""
    out = []
    for x, w in ((128, 22), (156, 16), (178, 20)):
        out.append(f'<rect x="{x}" y="60" width="{w}" height="10" fill="#c9b48a" '
                   f'stroke="#6b5a3e"/><path d="M{x - 2} 60L{x + w / 2:g} 50L{x + w + 2} 60z" '
                   f'fill="#b07a3a" stroke="#6b5a3e"/>')
    return "".join(out)


def cover() -> str:
    rays = "".join(f'<path d="M{60 + 22 * c:.0f} {56 + 22 * s:.0f}L{60 + 31 * c:.0f} '
                   f'{56 + 31 * s:.0f}"/>' for c, s in ((1, 0), (.71, -.71), (0, -1),
                                                         (-.71, -.71), (-1, 0), (.71, .71),
                                                         (-.71, .71), (0, 1)))
    return (
        '<svg class="cover" viewBox="0 0 320 160" preserveAspectRatio="xMidYMax slice" '
        'aria-hidden="true" focusable="false">'
        '<defs><linearGradient id="mp-sky" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#f5c96a"/><stop offset="1" stop-color="#f7efdc"/>'
        '</linearGradient></defs><rect width="320" height="160" fill="url(#mp-sky)"/>'
        f'<g stroke="#e0a800" stroke-width="3" stroke-linecap="round">{rays}</g>'
        '<circle cx="60" cy="56" r="16" fill="#f2c94c" stroke="#c98a00" stroke-width="2"/>'
        '<path d="M0 112L40 86L82 104L120 80L160 96L200 84L320 100V160H0z" fill="#b3b7a0"/>'
        '<path d="M196 160L236 62L262 28L274 38L286 66L302 96L320 110V160z" fill="#6f7f66"/>'
        '<path d="M262 28L274 38L286 66L270 72L266 46z" fill="#8f9c84"/>'
        + _terraces() + _houses() + '</svg>')
