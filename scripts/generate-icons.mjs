/**
 * Writes the app icons (src/ui/pwa/icons/): icon-192.png and icon-512.png for the web app manifest,
 * apple-touch-icon.png (180 px) and favicon-32.png for index.html: a white clock face on the theme blue,
 * drawn pixel by pixel so no image tool is needed. The artwork stays inside the central 80 % circle, so the
 * icons also work as "maskable" ones. Run: node scripts/generate-icons.mjs (the PNGs are committed).
 * Each use gets its own size: 180 px is what iOS asks for a home-screen icon, 32 px what a browser tab shows.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x19, 0x76, 0xd2];
const WHITE = [0xff, 0xff, 0xff];
const PINK = [0xdc, 0x00, 0x4e];

/** Colour of the pixel at (x, y) of a size×size icon, with coordinates normalised to −1…1. */
function colourAt(x, y, size) {
  const u = ((x + 0.5) / size) * 2 - 1;
  const v = ((y + 0.5) / size) * 2 - 1;
  const r = Math.hypot(u, v);
  if (r > 0.62) return BLUE;
  if (r > 0.54) return WHITE; // the rim
  // Hands: hour towards 10 o'clock, minute towards 12; a pink centre dot.
  if (r < 0.07) return PINK;
  const onSegment = (ax, ay, width) => {
    const t = Math.max(0, Math.min(1, (u * ax + v * ay) / (ax * ax + ay * ay)));
    return Math.hypot(u - t * ax, v - t * ay) < width;
  };
  if (onSegment(0, -0.42, 0.045) || onSegment(-0.27, -0.16, 0.055)) return WHITE;
  return BLUE;
}

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x++) rows.set(colourAt(x, y, size), row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const ICONS = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180, 'favicon-32.png': 32 };

for (const [name, size] of Object.entries(ICONS)) {
  const file = new URL(`../src/ui/pwa/icons/${name}`, import.meta.url);
  writeFileSync(file, png(size));
  console.log(`wrote ${file.pathname}`);
}
