// Paints a turtle drawing's record on a canvas and compares two drawings pixel by pixel.
//
// A record is the list runner.mjs returns: ['bg', colour], ['line', x1, y1, x2, y2, colour, width],
// ['dot', x, y, size, colour] and ['fill', colour, [x, y, ...]], in drawing order, in turtle units.
// It is painted with Skia (@napi-rs/canvas, a prebuilt binary the judge copies beside the harness
// at prepare time) on a SIZE x SIZE canvas, (0, 0) in the middle and y up, like the browser's
// turtle canvas, and two paintings are compared with pixelmatch.
import { createCanvas } from '@napi-rs/canvas';
import pixelmatch from 'pixelmatch';

/** The canvas's width and height, in pixels and turtle units (the browser's turtle canvas). */
export const SIZE = 400;

const num = (v) => (Number.isFinite(v) ? Math.max(-1e6, Math.min(1e6, v)) : 0);
const colour = (v) => (typeof v === 'string' ? v.slice(0, 40) : 'black');

/** Paints a record; returns the canvas and its background colour as RGBA. */
export function paint(record) {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  const bg = [...record].reverse().find((op) => Array.isArray(op) && op[0] === 'bg');
  ctx.fillStyle = 'white';
  if (bg) ctx.fillStyle = colour(bg[1]);
  ctx.fillRect(0, 0, SIZE, SIZE);
  // Half a pixel over, so a 1-unit line at whole coordinates covers one row of pixels, not two halves.
  ctx.translate(SIZE / 2 + 0.5, SIZE / 2 + 0.5);
  ctx.scale(1, -1);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const op of record) {
    if (!Array.isArray(op)) continue;
    if (op[0] === 'line') {
      ctx.strokeStyle = 'black';
      ctx.strokeStyle = colour(op[5]);
      ctx.lineWidth = Math.max(1, Math.min(100, num(op[6])));
      ctx.beginPath();
      ctx.moveTo(num(op[1]), num(op[2]));
      ctx.lineTo(num(op[3]), num(op[4]));
      ctx.stroke();
    } else if (op[0] === 'dot') {
      ctx.fillStyle = 'black';
      ctx.fillStyle = colour(op[4]);
      ctx.beginPath();
      ctx.arc(num(op[1]), num(op[2]), Math.max(0.5, Math.min(500, num(op[3]))) / 2, 0, 2 * Math.PI);
      ctx.fill();
    } else if (op[0] === 'fill' && Array.isArray(op[2])) {
      const p = op[2];
      ctx.fillStyle = 'black';
      ctx.fillStyle = colour(op[1]);
      ctx.beginPath();
      ctx.moveTo(num(p[0]), num(p[1]));
      for (let i = 2; i + 1 < p.length; i += 2) ctx.lineTo(num(p[i]), num(p[i + 1]));
      ctx.closePath();
      ctx.fill();
    }
  }
  const corner = ctx.getImageData(0, 0, 1, 1).data;
  return { canvas, background: [corner[0], corner[1], corner[2], corner[3]] };
}

/** A record painted as a PNG image (the run screen example's drawing). */
export async function drawingPng(record) {
  return paint(record).canvas.encode('png');
}

/** Pixels that are not the background (the ink), as a mask. */
function ink(data, background) {
  const mask = new Uint8Array(data.length / 4);
  for (let i = 0; i < mask.length; i++) {
    const o = i * 4;
    if (
      Math.abs(data[o] - background[0]) > 24 ||
      Math.abs(data[o + 1] - background[1]) > 24 ||
      Math.abs(data[o + 2] - background[2]) > 24
    )
      mask[i] = 1;
  }
  return mask;
}

/**
 * For every pixel, the index of a nearest ink pixel (-1: none), by two passes that carry the nearest
 * point found so far to the neighbours (an approximate Euclidean distance transform, O(pixels)).
 */
function nearestInk(mask) {
  const near = new Int32Array(mask.length).fill(-1);
  const dist = new Float64Array(mask.length).fill(Infinity);
  for (let i = 0; i < mask.length; i++)
    if (mask[i]) {
      near[i] = i;
      dist[i] = 0;
    }
  const visit = (x, y, nx, ny) => {
    if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) return;
    const from = near[ny * SIZE + nx];
    if (from < 0) return;
    const dx = (from % SIZE) - x;
    const dy = Math.floor(from / SIZE) - y;
    const d = dx * dx + dy * dy;
    const i = y * SIZE + x;
    if (d < dist[i]) {
      dist[i] = d;
      near[i] = from;
    }
  };
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      visit(x, y, x - 1, y);
      visit(x, y, x, y - 1);
      visit(x, y, x - 1, y - 1);
      visit(x, y, x + 1, y - 1);
    }
  for (let y = SIZE - 1; y >= 0; y--)
    for (let x = SIZE - 1; x >= 0; x--) {
      visit(x, y, x + 1, y);
      visit(x, y, x, y + 1);
      visit(x, y, x + 1, y + 1);
      visit(x, y, x - 1, y + 1);
    }
  return { near, dist };
}

const sameColour = (a, i, b, j) =>
  Math.abs(a[i * 4] - b[j * 4]) <= 48 &&
  Math.abs(a[i * 4 + 1] - b[j * 4 + 1]) <= 48 &&
  Math.abs(a[i * 4 + 2] - b[j * 4 + 2]) <= 48;

/** The share of differing pixels (of the drawing's) a drawing may keep and still pass, in percent. */
export const SLACK_PERCENT = 1;

/**
 * Compares the learner's drawing with the reference's. pixelmatch finds the pixels that differ
 * (anti-aliased edges not counted); a differing pixel still counts as drawn right when the other
 * drawing has ink of the same colour within `tolerance` pixels (turtle units). The drawing passes
 * when what is left is at most {@link SLACK_PERCENT}% of the drawn pixels (the ink of either).
 * Returns `{ pass, percent, differing, drawn, diffPng, drawingPng }`: the diff image marks the
 * reference's pixels missing from the learner's drawing red and the learner's extra ones blue,
 * over a faint copy of the reference.
 */
export async function compareDrawings(reference, learner, tolerance = 0) {
  const want = paint(reference);
  const got = paint(learner);
  const a = want.canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
  const b = got.canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
  const diff = createCanvas(SIZE, SIZE);
  const diffCtx = diff.getContext('2d');
  const out = diffCtx.createImageData(SIZE, SIZE);
  const RED = [220, 30, 30];
  const BLUE = [30, 90, 220];
  pixelmatch(a, b, out.data, SIZE, SIZE, {
    threshold: 0.1,
    includeAA: false,
    alpha: 0.2,
    aaColor: [200, 200, 200],
    diffColor: RED,
    diffColorAlt: BLUE,
  });
  const m1 = ink(a, want.background);
  const m2 = ink(b, got.background);
  const inA = nearestInk(m1);
  const inB = nearestInk(m2);
  const limit = tolerance * tolerance + 1e-9;
  let drawn = 0;
  let differing = 0;
  const o = out.data;
  for (let i = 0; i < m1.length; i++) {
    if (m1[i] || m2[i]) drawn++;
    const red = o[i * 4] === RED[0] && o[i * 4 + 1] === RED[1] && o[i * 4 + 2] === RED[2];
    const blue = o[i * 4] === BLUE[0] && o[i * 4 + 1] === BLUE[1] && o[i * 4 + 2] === BLUE[2];
    if (!red && !blue) continue;
    // Each drawing's ink here must have ink of its colour in the other within the tolerance.
    let ok = true;
    if (m1[i]) ok &&= inB.near[i] >= 0 && inB.dist[i] <= limit && sameColour(a, i, b, inB.near[i]);
    if (m2[i]) ok &&= inA.near[i] >= 0 && inA.dist[i] <= limit && sameColour(b, i, a, inA.near[i]);
    if (ok) {
      // Forgiven: shown like an unchanged pixel (faint).
      o[i * 4] = o[i * 4 + 1] = o[i * 4 + 2] = 200;
    } else differing++;
  }
  diffCtx.putImageData(out, 0, 0);
  const percent = drawn === 0 ? 0 : (100 * differing) / drawn;
  return {
    pass: percent <= SLACK_PERCENT,
    percent,
    differing,
    drawn,
    diffPng: await diff.encode('png'),
    drawingPng: await got.canvas.encode('png'),
  };
}
