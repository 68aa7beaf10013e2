// Draws the UIC 406 post's figure: a time-distance diagram of four trains in their timetable
// and compressed, each with its blocking-time staircase. Run after changing it:
//   node scripts/author/figures/compressed-timetable.mjs
// It writes content/posts/uic-406-timetable-compression/compressed-timetable.png (committed).
import { Resvg } from "@resvg/resvg-js";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const OUT = "content/posts/uic-406-timetable-compression/compressed-timetable.png";
const fontDir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");

// A 24 km section in four 6 km blocks, studied over a 60-minute window.
const BLOCKS = 4;
const BLOCK_KM = 6;
const WINDOW = 60;
// Setup, sight and approach before a block; clearing and release after it (minutes).
const BEFORE = 1.5;
const AFTER = 1;

// Departure in the timetable and minutes per block (the regional train stops, the freight is slow).
const TRAINS = [
  { name: "IC 101", dep: 2, perBlock: 2.5, colour: "#005fb8" },
  { name: "RE 3201", dep: 14, perBlock: 4, colour: "#0b720b" },
  { name: "G 45110", dep: 31, perBlock: 5, colour: "#9b4d00" },
  { name: "IC 103", dep: 47, perBlock: 2.5, colour: "#a100c2" },
];

/** Each block's occupation, minutes after the train's departure. */
const occupations = (t) =>
  Array.from({ length: BLOCKS }, (_, b) => ({ block: b, start: b * t.perBlock - BEFORE, end: (b + 1) * t.perBlock + AFTER }));

// Compression as in the post: every train as early as every earlier train allows.
const offsets = [];
TRAINS.forEach((train, j) => {
  const mine = occupations(train);
  let earliest = 0;
  for (let i = 0; i < j; i++) {
    const theirs = occupations(TRAINS[i]);
    const gap = Math.max(...mine.map((o) => theirs[o.block].end - o.start));
    earliest = Math.max(earliest, offsets[i] + gap);
  }
  // The first train's first occupation starts the compressed pattern at minute 0.
  offsets.push(j === 0 ? BEFORE : earliest);
});
const finish = Math.max(...TRAINS.map((t, j) => offsets[j] + BLOCKS * t.perBlock + AFTER));
const occupied = finish; // from the first occupation (at -BEFORE, shifted to 0) to the last release
const rate = Math.round((occupied / WINDOW) * 100);

// Layout: time runs right, distance runs down, two panels side by side.
const W = 1440;
const H = 820;
const top = 170;
const bottom = H - 90;
const panelW = 600;
const panels = [
  { x: 110, title: "Timetable", dep: (j) => TRAINS[j].dep },
  { x: 110 + panelW + 90, title: "Compressed", dep: (j) => offsets[j] },
];
const y = (km) => top + ((bottom - top) * km) / (BLOCKS * BLOCK_KM);

function panel({ x, title, dep }) {
  const tx = (min) => x + (panelW * min) / WINDOW;
  const out = [];
  out.push(`<text x="${x}" y="44" font-size="26" font-weight="bold" fill="#1f1f1f">${title}</text>`);
  // Grid: every 10 minutes, every block boundary.
  for (let m = 0; m <= WINDOW; m += 10) {
    out.push(`<line x1="${tx(m)}" y1="${top}" x2="${tx(m)}" y2="${bottom}" stroke="#d4d4d4" stroke-width="1.5"/>`);
    out.push(`<text x="${tx(m)}" y="${bottom + 34}" font-size="20" fill="#5a5a5a" text-anchor="middle">${m}</text>`);
  }
  for (let b = 0; b <= BLOCKS; b++) {
    out.push(`<line x1="${x}" y1="${y(b * BLOCK_KM)}" x2="${x + panelW}" y2="${y(b * BLOCK_KM)}" stroke="#d4d4d4" stroke-width="1.5"/>`);
  }
  TRAINS.forEach((train, j) => {
    const d = dep(j);
    for (const o of occupations(train)) {
      const x0 = Math.max(tx(d + o.start), x);
      out.push(
        `<rect x="${x0}" y="${y(o.block * BLOCK_KM)}" width="${tx(d + o.end) - x0}" height="${y(BLOCK_KM) - top}" fill="${train.colour}" fill-opacity="0.16" stroke="${train.colour}" stroke-opacity="0.55" stroke-width="1.5"/>`,
      );
    }
    out.push(
      `<line x1="${tx(d)}" y1="${y(0)}" x2="${tx(d + BLOCKS * train.perBlock)}" y2="${y(BLOCKS * BLOCK_KM)}" stroke="${train.colour}" stroke-width="4"/>`,
    );
    out.push(`<text x="${tx(d) + 6}" y="${top - 14}" font-size="18" fill="${train.colour}" transform="rotate(-30 ${tx(d) + 6} ${top - 14})">${train.name}</text>`);
  });
  return { out, tx };
}

const parts = [];
parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
for (const p of panels) {
  const { out } = panel(p);
  parts.push(...out);
  for (let b = 0; b <= BLOCKS; b++) {
    parts.push(`<text x="${p.x - 12}" y="${y(b * BLOCK_KM) + 7}" font-size="20" fill="#5a5a5a" text-anchor="end">${b * BLOCK_KM}</text>`);
  }
}
// The compressed occupation against the window.
const c = panels[1];
const cx = (min) => c.x + (panelW * min) / WINDOW;
parts.push(`<line x1="${cx(0)}" y1="${bottom + 56}" x2="${cx(occupied)}" y2="${bottom + 56}" stroke="#c0262d" stroke-width="5"/>`);
parts.push(`<text x="${cx(0)}" y="${bottom + 88}" font-size="20" fill="#c0262d">occupied ${occupied.toFixed(1)} of ${WINDOW} min = ${rate} %</text>`);
parts.push(`<text x="${panels[0].x}" y="${bottom + 70}" font-size="20" fill="#5a5a5a">time (min) →   distance (km) ↓</text>`);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans Mono">${parts.join("")}</svg>`;
const png = new Resvg(svg, {
  font: { fontFiles: ["DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"].map((f) => join(fontDir, f)), loadSystemFonts: false, defaultFontFamily: "DejaVu Sans Mono" },
}).render().asPng();
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, png);
console.log(`${OUT}: ${png.length} bytes; compressed occupation ${occupied.toFixed(1)} min of ${WINDOW} (${rate} %)`);
