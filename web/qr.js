// QR codes for table mode: the host shows a link as a QR code, a guest's phone shows its
// answer code as one, and the host's camera reads it. Draws with qrcode-generator (the
// global `qrcode`, vendor/qrcode.js) and reads with the browser's BarcodeDetector where it
// has one, with jsQR (the global `jsQR`, vendor/jsQR.js) everywhere else. A plain script
// like motion.js: the CSP allows no inline code, so the SVG it writes has no style
// attribute (only SVG presentation attributes; CSS sizes it through `.qr-code`).
"use strict";
(() => {
  const QUIET = 4; // modules of light margin around the code, as the standard asks
  const SCAN_EVERY_MS = 125; // about 8 frames a second
  const SCAN_SIDE = 960; // a frame is scaled down to this long side before jsQR reads it

  const escapeXml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  // The code of `text`: byte mode (its UTF-8 bytes), error correction level M, the smallest
  // version that holds it. qrcode-generator's own byte mode keeps only the low byte of each
  // UTF-16 unit, so it is handed the UTF-8 bytes one per character.
  const make = (text) => {
    const bytes = new TextEncoder().encode(String(text));
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    const qr = window.qrcode(0, "M");
    qr.addData(binary, "Byte");
    qr.make();
    return qr;
  };

  // An SVG of the QR code: white ground with the quiet zone, the dark modules as one path
  // (one run of dark modules per subpath), a viewBox and no size, so CSS sizes it.
  const svg = (text, label = "QR code") => {
    const qr = make(text);
    const n = qr.getModuleCount();
    const side = n + 2 * QUIET;
    let d = "";
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        if (!qr.isDark(row, col)) continue;
        let run = 1;
        while (col + run < n && qr.isDark(row, col + run)) run += 1;
        d += `M${col + QUIET} ${row + QUIET}h${run}v1h-${run}z`;
        col += run;
      }
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" class="qr-code" viewBox="0 0 ${side} ${side}"`
      + ` role="img" aria-label="${escapeXml(label)}" shape-rendering="crispEdges">`
      + `<rect width="${side}" height="${side}" fill="#fff"/>`
      + `<path d="${d}" fill="#000"/></svg>`;
  };

  // jsQR on an ImageData: the text, or null. "attemptBoth" also reads light-on-dark codes.
  const readPixels = (image, inversionAttempts = "attemptBoth") => {
    if (typeof window.jsQR !== "function") throw new Error("jsQR is not loaded yet (await incaQR.ready())");
    const found = window.jsQR(image.data, image.width, image.height, { inversionAttempts });
    return found ? found.data : null;
  };
  const decode = (imageData) => readPixels(imageData);

  // A picture (video, image, canvas, bitmap) as ImageData, its long side at most `maxSide`.
  let scratch = null;
  const pixelsOf = (source, maxSide) => {
    if (source instanceof ImageData) return source;
    const w = source.videoWidth || source.naturalWidth || source.width;
    const h = source.videoHeight || source.naturalHeight || source.height;
    if (!(w > 0 && h > 0)) return null;
    const scale = Math.min(1, maxSide / Math.max(w, h));
    scratch = scratch || document.createElement("canvas");
    scratch.width = Math.round(w * scale);
    scratch.height = Math.round(h * scale);
    const ctx = scratch.getContext("2d", { willReadFrequently: true });
    ctx.drawImage(source, 0, 0, scratch.width, scratch.height);
    return ctx.getImageData(0, 0, scratch.width, scratch.height);
  };

  // The browser's own reader when it has one that reads QR codes (Android, macOS,
  // ChromeOS), else null; asked once.
  let detector = null;
  const nativeDetector = () => {
    if (detector === null) {
      detector = (async () => {
        if (!("BarcodeDetector" in window)) return undefined;
        try {
          const formats = await window.BarcodeDetector.getSupportedFormats();
          if (!formats.includes("qr_code")) return undefined;
          return new window.BarcodeDetector({ formats: ["qr_code"] });
        } catch {
          return undefined;
        }
      })();
    }
    return detector;
  };

  // jsQR (257 KB) is fetched only when a code is first read without BarcodeDetector (the
  // service worker keeps it offline), so it costs the page's boot nothing.
  let jsQRLoading = null;
  const ready = () => {
    if (typeof window.jsQR === "function") return Promise.resolve();
    if (!jsQRLoading) {
      jsQRLoading = new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = "./vendor/jsQR.js";
        script.onload = () => resolve();
        script.onerror = () => {
          jsQRLoading = null;
          reject(new Error("the QR reader could not be loaded"));
        };
        document.head.appendChild(script);
      });
    }
    return jsQRLoading;
  };

  const readAsync = async (source, maxSide, inversionAttempts) => {
    const native = await nativeDetector();
    if (native) {
      try {
        const codes = await native.detect(source);
        return codes.length ? codes[0].rawValue : null;
      } catch {
        // a source the detector refuses: jsQR reads it below
      }
    }
    await ready();
    const pixels = pixelsOf(source, maxSide);
    return pixels ? readPixels(pixels, inversionAttempts) : null;
  };
  const decodeAsync = (source) => readAsync(source, 2048, "attemptBoth");

  const available = () => !!(navigator.mediaDevices && navigator.mediaDevices.getUserMedia);

  // An Error for the UI: `code` names the cause ("insecure", "unavailable", "denied",
  // "no-camera", "busy", "ended", "failed") for a translated message; `message` in English.
  const failure = (code, message, cause) => {
    const error = new Error(message, cause === undefined ? undefined : { cause });
    error.code = code;
    return error;
  };
  const cameraFailure = (error) => {
    const name = error && error.name;
    if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") {
      return failure("denied", "Permission to use the camera was refused.", error);
    }
    if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError") {
      return failure("no-camera", "No camera was found on this device.", error);
    }
    if (name === "NotReadableError" || name === "TrackStartError" || name === "AbortError") {
      return failure("busy", "The camera could not be started (is another app using it?).", error);
    }
    return failure("failed", `The camera could not be opened: ${(error && error.message) || error}`, error);
  };
  const abortError = (signal) => (signal && signal.reason instanceof DOMException
    && signal.reason.name === "AbortError" ? signal.reason
    : new DOMException("The scan was stopped.", "AbortError"));
  const stopTracks = (stream) => { for (const track of stream.getTracks()) track.stop(); };

  // Opens the rear camera into `video`, reads about 8 frames a second and resolves with the
  // first QR code's text. Rejects with an AbortError when `signal` aborts, with a `failure`
  // otherwise. The camera is always released: tracks stopped, video emptied.
  const scan = async (video, { signal } = {}) => {
    if (signal && signal.aborted) throw abortError(signal);
    if (!window.isSecureContext) {
      throw failure("insecure", "The camera needs a secure page (HTTPS, or localhost).");
    }
    if (!available()) throw failure("unavailable", "This browser gives no access to a camera.");
    let done = false;
    let opened = null;
    let timer = 0;
    let onAbort = null;
    const aborted = new Promise((_, reject) => {
      onAbort = () => reject(abortError(signal));
      if (signal) signal.addEventListener("abort", onAbort, { once: true });
    });
    aborted.catch(() => {}); // only ever read through the races below
    const opening = Promise.resolve()
      .then(() => navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
      }))
      .then((stream) => {
        if (done) stopTracks(stream); // aborted while the browser asked for permission
        else opened = stream;
        return stream;
      }, (error) => { throw cameraFailure(error); });
    const frames = (stream) => new Promise((resolve, reject) => {
      for (const track of stream.getVideoTracks()) {
        track.addEventListener("ended", () => reject(failure("ended", "The camera stopped.")));
      }
      const tick = async () => {
        if (done) return;
        try {
          if (video.readyState >= 2 && video.videoWidth > 0) {
            const text = await readAsync(video, SCAN_SIDE, "dontInvert");
            if (text !== null) { resolve(text); return; }
          }
        } catch (error) {
          reject(failure("failed", `Reading the camera failed: ${error.message || error}`, error));
          return;
        }
        if (!done) timer = setTimeout(tick, SCAN_EVERY_MS);
      };
      tick();
    });
    try {
      const stream = await Promise.race([opening, aborted]);
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await Promise.race([video.play().catch((error) => {
        if (!done) throw failure("failed", `The camera's picture cannot be shown: ${error.message}`, error);
      }), aborted]);
      return await Promise.race([frames(stream), aborted]);
    } finally {
      done = true;
      clearTimeout(timer);
      if (signal) signal.removeEventListener("abort", onAbort);
      if (opened) {
        stopTracks(opened);
        if (video.srcObject === opened) {
          video.pause();
          video.srcObject = null;
        }
      }
    }
  };

  window.incaQR = { svg, decode, decodeAsync, scan, available, ready };
})();
