"""QR codes for table mode (web/qr.js): what `incaQR.svg` draws, `incaQR.decode` reads
back exactly, and `incaQR.scan` always releases the camera. Headless Chromium has no
camera: the scans read a canvas's stream handed out as getUserMedia's.

The page is the real one, under its Content-Security-Policy, but its Python never starts
(PyScript's core.js is served empty): the QR scripts load before it and need none of it.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

URL_TEXT = ("https://example.org/inca/index.html?table=join&game=machu-picchu&offer="
            + "v1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_" * 5)[:250]
CODE_TEXT = ("inca1:" + "".join(f"{i * 7919 % 1000003:06x}" for i in range(120)))[:692] + "éñ☀ü"
"""A guest's answer code, about 700 characters; its last ones are not ASCII (4 of them, 9
UTF-8 bytes), which byte mode carries as UTF-8."""


def open_qr_page(page: Page, site_url: str) -> None:
    """The site's page with its QR scripts loaded and its Python never started."""
    page.route("**/pyscript/core.js", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body="// not booted: tests of qr.js\n"))
    page.goto(site_url + "index.html", wait_until="domcontentloaded")
    page.wait_for_function("window.incaQR !== undefined")
    # the reader is fetched only when first needed, never by the page's boot
    assert page.evaluate("typeof window.jsQR") == "undefined"
    page.evaluate("incaQR.ready()")
    assert page.evaluate("typeof window.jsQR") == "function"


# Draws incaQR.svg(text) into a canvas, `scale` px a module, through an <img> of a blob
# URL (as the CSP allows), and reads it back with incaQR.decode.
_ROUND_TRIP = """async ([text, scale]) => {
  const svg = incaQR.svg(text);
  const side = Number(/viewBox="0 0 (\\d+) \\1"/.exec(svg)[1]);
  const url = URL.createObjectURL(new Blob([svg], {type: "image/svg+xml"}));
  const img = new Image();
  img.src = url;
  await img.decode();
  URL.revokeObjectURL(url);
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = side * scale;
  const ctx = canvas.getContext("2d");
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return {side, decoded: incaQR.decode(image),
          decodedAsync: await incaQR.decodeAsync(canvas)};
}"""


@pytest.mark.parametrize(("text", "version"), [(URL_TEXT, 11), (CODE_TEXT, 21)],
                         ids=["link", "answer-code"])
def test_a_drawn_code_reads_back_exactly(page: Page, site_url: str, page_errors: list[str],
                                         text: str, version: int) -> None:
    assert 240 <= len(text) <= 710
    open_qr_page(page, site_url)
    result: dict[str, Any] = page.evaluate(_ROUND_TRIP, [text, 4])
    # Level M, byte mode: 251 bytes need version 11, 701 bytes (this code's) version 21.
    assert result["side"] == 17 + 4 * version + 2 * 4
    assert result["decoded"] == text
    assert result["decodedAsync"] == text
    assert page_errors == []


def test_the_smallest_version_that_holds_the_text(page: Page, site_url: str) -> None:
    """The byte capacities of level M: 14 bytes fit version 1, 15 need version 2, 251
    fit 11, 711 fit 21 and 712 need 22 (a character of "é" is two bytes)."""
    open_qr_page(page, site_url)
    sides = page.evaluate("""(lengths) => lengths.map(([n, tail]) => {
      const svg = incaQR.svg("x".repeat(n) + tail);
      return Number(/viewBox="0 0 (\\d+) /.exec(svg)[1]);
    })""", [[14, ""], [15, ""], [251, ""], [252, ""], [711, ""], [710, "é"]])
    versions = [(side - 8 - 17) // 4 for side in sides]
    assert versions == [1, 2, 11, 12, 21, 22]


def test_the_svg_keeps_the_content_security_policy(page: Page, site_url: str,
                                                   page_errors: list[str]) -> None:
    """One path of dark modules on a white ground, a viewBox and no size (CSS sizes it
    through .qr-code), role="img", no style attribute: shown in the page, it breaks no
    rule of the CSP and is as wide as web/style.css says."""
    open_qr_page(page, site_url)
    shape = page.evaluate("""async (text) => {
      const violations = [];
      document.addEventListener("securitypolicyviolation",
                                (e) => violations.push(e.violatedDirective));
      const box = document.createElement("div");
      box.innerHTML = incaQR.svg(text);
      document.body.append(box);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      const svg = box.firstElementChild;
      const size = svg.getBoundingClientRect();
      return {tag: svg.tagName, role: svg.getAttribute("role"),
              label: svg.getAttribute("aria-label"), viewBox: svg.getAttribute("viewBox"),
              width: svg.getAttribute("width"), paths: svg.querySelectorAll("path").length,
              styled: box.querySelectorAll("[style]").length,
              shown: [Math.round(size.width), Math.round(size.height)], violations};
    }""", URL_TEXT)
    assert shape["tag"] == "svg" and shape["role"] == "img" and shape["label"]
    assert shape["viewBox"] == "0 0 69 69" and shape["width"] is None  # version 11
    assert shape["paths"] == 1 and shape["styled"] == 0
    assert shape["shown"][0] == shape["shown"][1] and 100 < shape["shown"][0] <= 320
    assert shape["violations"] == []
    assert page_errors == []


def test_a_picture_without_a_code_reads_as_null(page: Page, site_url: str) -> None:
    open_qr_page(page, site_url)
    assert page.evaluate("incaQR.decode(new ImageData(320, 240))") is None
    white = "(() => { const d = new ImageData(200, 200); d.data.fill(255); return d; })()"
    assert page.evaluate(f"incaQR.decode({white})") is None
    assert page.evaluate(f"incaQR.decodeAsync({white})") is None


# A fake camera: getUserMedia hands out the stream of a canvas (a real MediaStream whose
# video track plays in the <video>), showing `text`'s QR code, or nothing when text is
# null; `delay` ms before it answers. Every stream handed out is kept in window.__streams.
_FAKE_CAMERA = """async ([text, delay]) => {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 480;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, 480, 480);
  if (text !== null) {
    const url = URL.createObjectURL(new Blob([incaQR.svg(text)], {type: "image/svg+xml"}));
    const img = new Image();
    img.src = url;
    await img.decode();
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 40, 40, 400, 400);
  }
  window.__streams = [];
  window.__asked = [];
  navigator.mediaDevices.getUserMedia = (constraints) => {
    window.__asked.push(constraints);
    return new Promise((resolve) => setTimeout(() => {
      // draw now and then, or the canvas's track sends no frame
      setInterval(() => { ctx.fillRect(0, 0, 1, 1); }, 100);
      const stream = canvas.captureStream(10);
      window.__streams.push(stream);
      resolve(stream);
    }, delay));
  };
  window.__video = document.createElement("video");
  document.body.append(window.__video);
}"""

_RELEASED = """() => ({
  streams: window.__streams.length,
  live: window.__streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState !== "ended")
        .length,
  attached: window.__video.srcObject !== null,
  asked: window.__asked.map((c) => c.video.facingMode),
})"""


def test_scan_reads_a_code_and_releases_the_camera(page: Page, site_url: str,
                                                   page_errors: list[str]) -> None:
    open_qr_page(page, site_url)
    page.evaluate(_FAKE_CAMERA, ["inca1:guest-answer-0123456789abcdef", 0])
    found = page.evaluate("incaQR.scan(window.__video)")
    assert found == "inca1:guest-answer-0123456789abcdef"
    released = page.evaluate(_RELEASED)
    assert released == {"streams": 1, "live": 0, "attached": False, "asked": ["environment"]}
    assert page_errors == []


def test_scan_refused_says_why_and_holds_nothing(page: Page, site_url: str) -> None:
    open_qr_page(page, site_url)
    page.evaluate("""() => {
      window.__video = document.createElement("video");
      navigator.mediaDevices.getUserMedia = () => Promise.reject(
        new DOMException("Permission denied", "NotAllowedError"));
    }""")
    error = page.evaluate("""() => incaQR.scan(window.__video).then(
      () => null, (e) => ({name: e.name, code: e.code, message: e.message,
                           attached: window.__video.srcObject !== null}))""")
    assert error == {"name": "Error", "code": "denied", "attached": False,
                     "message": "Permission to use the camera was refused."}
    page.evaluate("""() => { navigator.mediaDevices.getUserMedia = () => Promise.reject(
        new DOMException("Requested device not found", "NotFoundError")); }""")
    error = page.evaluate("incaQR.scan(window.__video).catch((e) => [e.code, e.message])")
    assert error == ["no-camera", "No camera was found on this device."]
    # Without a camera API the UI hides the scan button; scan says so too.
    page.evaluate("Object.defineProperty(navigator, 'mediaDevices', {value: undefined})")
    assert page.evaluate("incaQR.available()") is False
    error = page.evaluate("incaQR.scan(window.__video).catch((e) => e.code)")
    assert error == "unavailable"


@pytest.mark.parametrize("abort_after_ms", [100, 600], ids=["asking", "reading"])
def test_an_aborted_scan_releases_the_camera(page: Page, site_url: str, page_errors: list[str],
                                             abort_after_ms: int) -> None:
    """Aborted while the browser still asks for the camera (it answers 300 ms later, and
    that stream is stopped at once) or while it reads frames without a code."""
    open_qr_page(page, site_url)
    page.evaluate(_FAKE_CAMERA, [None, 300])
    error = page.evaluate("""async (ms) => {
      const stop = new AbortController();
      setTimeout(() => stop.abort(), ms);
      return incaQR.scan(window.__video, {signal: stop.signal})
        .then(() => null, (e) => e.name);
    }""", abort_after_ms)
    assert error == "AbortError"
    page.wait_for_function("window.__streams.length === 1")  # the late answer came
    released = page.evaluate(_RELEASED)
    assert released == {"streams": 1, "live": 0, "attached": False, "asked": ["environment"]}
    assert page.evaluate("incaQR.scan(window.__video, {signal: AbortSignal.abort()})"
                         ".catch((e) => e.name)") == "AbortError"
    assert page_errors == []
