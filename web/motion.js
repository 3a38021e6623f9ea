// Tweens the sprites of one action over the board (app/draw/motion.py plans them). Before the
// final board is painted, incaSnapshot keeps the picture on the canvas; incaAnimate then
// builds the base (the final picture with the areas where the pieces arrive taken from the
// picture before), paints each piece once into its own bitmap, and every frame only copies
// bitmaps, so a frame costs well under a millisecond.
(() => {
  const paint = window.incaPaint;
  let anim = null;
  let before = null; // the picture before the action (incaSnapshot)
  window.__incaFrames = []; // frame times during animations, read by tools/perf.py

  const stop = () => { // jump to the end: the canvas shows the finished picture
    if (!anim) return;
    cancelAnimationFrame(anim.raf);
    const ctx = anim.canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(anim.final, 0, 0);
    anim = null;
  };
  window.incaStop = stop; // the position changed: the next paint shows it as it is
  window.incaPaint = (canvas, json, scale) => {
    if (anim && anim.canvas === canvas) {
      if (canvas.width === anim.final.width && canvas.height === anim.final.height) {
        // a redraw of the same board (a hover): it becomes the animation's last picture
        // and the pieces go on moving
        paint(anim.final, json, scale);
        anim.draw(performance.now());
        return;
      }
      stop(); // resized or zoomed: just show the board
    }
    paint(canvas, json, scale);
  };

  const bitmap = (w, h) => {
    const c = document.createElement("canvas");
    c.width = Math.max(1, Math.ceil(w));
    c.height = Math.max(1, Math.ceil(h));
    return c;
  };
  const ease = (q) => (q < 0.5 ? 4 * q * q * q : 1 - Math.pow(-2 * q + 2, 3) / 2);
  const land = (q) => 1 - Math.pow(1 - q, 3); // a tile falls fast and lands softly

  const along = (path, q) => { // a point at share q of the polyline's length
    if (path.length === 1) return path[0];
    const lens = [];
    let total = 0;
    for (let i = 1; i < path.length; i++) {
      const l = Math.hypot(path[i][0] - path[i - 1][0], path[i][1] - path[i - 1][1]);
      lens.push(l);
      total += l;
    }
    let d = q * total;
    for (let i = 0; i < lens.length; i++) {
      if (d <= lens[i] || i === lens.length - 1) {
        const f = lens[i] ? Math.min(1, d / lens[i]) : 1;
        const [ax, ay] = path[i], [bx, by] = path[i + 1];
        return [ax + (bx - ax) * f, ay + (by - ay) * f];
      }
      d -= lens[i];
    }
    return path[path.length - 1];
  };

  const polygon = (ctx, pts, dx, dy) => {
    ctx.beginPath();
    ctx.moveTo(pts[0] + dx, pts[1] + dy);
    for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i] + dx, pts[i + 1] + dy);
    ctx.closePath();
  };

  const drawSprite = (ctx, s, p, final, scale) => {
    const [t0, t1] = s.t;
    if (p < t0 && s.fx !== "out" && s.fx !== "move") return; // arrives later
    const q = Math.max(0, Math.min(1, (p - t0) / Math.max(1e-3, t1 - t0)));
    const e = s.fx === "drop" ? land(q) : ease(q);
    let alpha = 1;
    if (s.fx === "in" || s.fx === "drop") alpha = Math.min(1, q * 3);
    else if (s.fx === "out") alpha = 1 - Math.max(0, (q - 0.4) / 0.6);
    else if (s.fx === "fade") alpha = q;
    if (alpha <= 0) return;
    const [x, y] = along(s.path, e);
    ctx.save();
    ctx.globalAlpha = alpha;
    if (s.clip) {
      const pts = s.clip;
      if (s.fx === "drop") { // the tile's shadow darkens where it will land
        polygon(ctx, pts, 0, 0);
        ctx.fillStyle = `rgba(43, 33, 24, ${0.25 * q})`;
        ctx.fill();
      }
      polygon(ctx, pts, x, y);
      ctx.clip();
      if (s.fx === "rise") { // revealed from the ground up
        let top = Infinity, bottom = -Infinity;
        for (let i = 1; i < pts.length; i += 2) { top = Math.min(top, pts[i]); bottom = Math.max(bottom, pts[i]); }
        ctx.beginPath();
        ctx.rect(-1e4, bottom - (bottom - top) * e, 2e4, 1e4);
        ctx.clip();
      }
      ctx.setTransform(1, 0, 0, 1, x * scale, y * scale);
      ctx.drawImage(final, 0, 0);
    } else {
      const h = s.half;
      ctx.drawImage(s.bitmap, x - h, y - h, 2 * h, 2 * h);
    }
    ctx.restore();
  };

  // Keep the picture now on the board (the last finished one if an animation runs).
  window.incaSnapshot = (canvas) => {
    const source = anim && anim.canvas === canvas ? anim.final : canvas;
    before = bitmap(source.width, source.height);
    before.getContext("2d").drawImage(source, 0, 0);
  };

  // canvas: the board, showing the final position; spritesJson: the sprites; scale:
  // device px per board unit; ms: duration.
  window.incaAnimate = (canvas, spritesJson, scale, ms) => {
    stop();
    const old = before;
    before = null;
    if (!(ms > 0) || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const w = canvas.width, h = canvas.height;
    if (!old || old.width !== w || old.height !== h) return; // resized: nothing to move from
    const final = bitmap(w, h);
    final.getContext("2d").drawImage(canvas, 0, 0);
    const sprites = JSON.parse(spritesJson);
    const base = bitmap(w, h);
    const bctx = base.getContext("2d");
    bctx.drawImage(final, 0, 0);
    bctx.setTransform(scale, 0, 0, scale, 0, 0);
    for (const s of sprites) { // where a piece arrives, the picture before until it does
      if (!s.hide || s.hide.length < 6) continue;
      bctx.save();
      polygon(bctx, s.hide, 0, 0);
      bctx.clip();
      bctx.setTransform(1, 0, 0, 1, 0, 0);
      bctx.drawImage(old, 0, 0);
      bctx.restore();
    }
    for (const s of sprites) {
      if (s.ops) {
        s.bitmap = bitmap(2 * s.half * scale, 2 * s.half * scale);
        paint(s.bitmap, JSON.stringify(s.ops), scale);
      }
    }
    const ctx = canvas.getContext("2d");
    const start = performance.now();
    window.__incaFrames.push(-1); // an animation starts (frame times follow)
    const frame = (now) => {
      if (!anim) return;
      const p = Math.min(1, (now - start) / ms);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      if (p >= 1) {
        ctx.drawImage(final, 0, 0);
        anim = null;
        return;
      }
      ctx.drawImage(base, 0, 0);
      ctx.setTransform(scale, 0, 0, scale, 0, 0);
      for (const s of sprites) drawSprite(ctx, s, p, final, scale);
      window.__incaFrames.push(now);
      if (window.__incaFrames.length > 20000) window.__incaFrames.splice(0, 10000);
      anim.raf = requestAnimationFrame(frame);
    };
    anim = { canvas, final, raf: 0, draw: (now) => { cancelAnimationFrame(anim.raf); frame(now); } };
    frame(start); // at once: the final board never flashes before the pieces move
  };
})();
