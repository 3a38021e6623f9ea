"""Table mode's invitation links (``app.table.link``): they carry the table, the seat and
the code of the host's offer, and a damaged one is refused with a reason. The codes
themselves are tested in test_table_code.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))

from app.table import link as L  # noqa: E402

OFFER = (ROOT / "tests" / "data" / "sdp" / "firefox-chromium-offer-1.txt").read_bytes().decode()
"""A data-channel offer of headless Firefox with every host candidate gathered (kept by
``tools/sdp_samples.py``)."""


def test_invitation_links_carry_table_seat_game_and_offer() -> None:
    code = L.pack(OFFER)
    link = L.invitation("https://example.org/inca/?lang=fr#old", "AbC_123-xy", 2, code,
                        "cuzco")
    assert link == f"https://example.org/inca/?lang=fr#join=AbC_123-xy.2.{code}&game=cuzco"
    assert L.parse_invitation(link.split("#", 1)[1]) == L.Invitation(
        "AbC_123-xy", 2, code, "cuzco", None)
    stun = L.invitation("https://example.org/", "AbC_123-xy", 1, code, "machu-picchu",
                        "stun:stun.example.org:3478")
    parsed = L.parse_invitation(stun.split("#", 1)[1])
    assert (parsed.game, parsed.stun) == ("machu-picchu", "stun:stun.example.org:3478")
    assert L.parse_invitation("#" + link.split("#", 1)[1]).seat == 2
    base = "#join=AbC_123-xy.2." + code
    for bad in ("", "#review", "#join=", "#join=AbC_123-xy.2", "#join=ab.2." + code,
                "#join=AbC_123-xy.12." + code, "#join=AbC_123-xy.x." + code,
                "#join=AbC_123-xy.\u0663." + code, base[:-9] + "&game=cuzco",
                base + "&game=cuzco&stun=http://evil.example/",
                base + "&game=cuzco&turn=turn:x", base + "&game=cuzco&",
                base + "&game=Cuzco!", base + "&game=cuzco&game=cuzco",
                "#answer=AbC_123-xy.2." + code):
        with pytest.raises(L.LinkError):
            L.parse_invitation(bad)


def test_a_phones_answer_link_carries_its_code_back_whole() -> None:
    code = L.pack(OFFER)
    link = L.answer_link("http://192.168.1.20:8000/?lang=de#join=x", "AbC_123-xy", 1, code)
    assert link == f"http://192.168.1.20:8000/?lang=de#answer=AbC_123-xy.1.{code}"
    assert L.parse_answer(link.split("#", 1)[1]) == ("AbC_123-xy", 1, code)
    # what the host pastes: the code, or the whole link, with the line breaks of a chat
    assert L.answer_code(code) == code
    assert L.answer_code(link[:40] + "\n" + link[40:]) == code
    for bad in ("#answer=AbC_123-xy.1." + code[:-5], "#answer=AbC_123-xy.1." + code + "&x=1",
                "#join=AbC_123-xy.1." + code):
        with pytest.raises(L.LinkError):
            L.parse_answer(bad)
    with pytest.raises(L.LinkError):
        L.answer_code("https://example.org/#review")
