// Executes the board's display list built in Python (app/board.py) in one call, so the
// canvas is drawn without thousands of Python-to-JavaScript calls.
window.incaPaint = function (canvas, json, scale) {
  const ops = JSON.parse(json);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const finish = (fill, stroke, line) => {
    if (fill) { ctx.fillStyle = fill; ctx.fill(); }
    if (stroke) { ctx.lineWidth = line; ctx.strokeStyle = stroke; ctx.stroke(); }
  };
  for (const op of ops) {
    switch (op[0]) {
      case "rect": {
        const [, x, y, w, h, fill, stroke, radius, line] = op;
        ctx.beginPath();
        if (radius) ctx.roundRect(x, y, w, h, radius); else ctx.rect(x, y, w, h);
        finish(fill, stroke, line);
        break;
      }
      case "circle": {
        const [, x, y, r, fill, stroke, line] = op;
        ctx.beginPath();
        ctx.arc(x, y, r, 0, 2 * Math.PI);
        finish(fill, stroke, line);
        break;
      }
      case "poly": {
        const [, pts, fill, stroke, line] = op;
        ctx.beginPath();
        ctx.moveTo(pts[0], pts[1]);
        for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i], pts[i + 1]);
        ctx.closePath();
        finish(fill, stroke, line);
        break;
      }
      case "line": {
        const [, x1, y1, x2, y2, colour, width, dash] = op;
        ctx.beginPath();
        ctx.setLineDash(dash);
        ctx.moveTo(x1, y1);
        ctx.lineTo(x2, y2);
        ctx.lineWidth = width;
        ctx.strokeStyle = colour;
        ctx.stroke();
        ctx.setLineDash([]);
        break;
      }
      case "lines": {
        // Separate segments [x1, y1, x2, y2, ...] stroked at once (tile edges, seams).
        const [, pts, colour, width] = op;
        ctx.beginPath();
        for (let i = 0; i + 3 < pts.length; i += 4) {
          ctx.moveTo(pts[i], pts[i + 1]);
          ctx.lineTo(pts[i + 2], pts[i + 3]);
        }
        ctx.lineWidth = width;
        ctx.lineCap = "round";
        ctx.strokeStyle = colour;
        ctx.stroke();
        ctx.lineCap = "butt";
        break;
      }
      case "arc": {
        const [, x, y, rx, ry, start, end, colour, width] = op;
        ctx.beginPath();
        ctx.ellipse(x, y, rx, ry, 0, start, end);
        ctx.lineWidth = width;
        ctx.strokeStyle = colour;
        ctx.stroke();
        break;
      }
      case "text": {
        const [, s, x, y, font, colour, align, baseline, maxWidth] = op;
        ctx.font = font;
        ctx.fillStyle = colour;
        ctx.textAlign = align;
        ctx.textBaseline = baseline;
        if (maxWidth) ctx.fillText(s, x, y, maxWidth); else ctx.fillText(s, x, y);
        break;
      }
    }
  }
};
