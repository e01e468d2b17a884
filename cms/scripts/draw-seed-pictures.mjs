// Draws the demo pictures the CMS seed uploads (cms/seed-pictures/*.png, committed): the home
// page's hero illustration and a simple logo per fictional insurer of the demo catalogue
// (services/offer/src/seed/seed-catalog.ts, SEED_INSURERS). Run again after changing a drawing:
//   node cms/scripts/draw-seed-pictures.mjs
// The PNGs are committed so that the seed needs neither these fonts nor sharp's SVG support.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const sharp = createRequire(import.meta.url)('sharp');
const out = new URL('../seed-pictures/', import.meta.url);

const person = (x, y, scale, skin, shirt) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-78 250 C-78 150 -50 105 0 105 C50 105 78 150 78 250 Z" fill="${shirt}"/>
    <circle cx="0" cy="48" r="46" fill="${skin}"/>
  </g>`;

const hero = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#d7e7f8"/><stop offset="1" stop-color="#f7fafd"/>
    </linearGradient>
    <linearGradient id="shield" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a7fd0"/><stop offset="1" stop-color="#0b5cad"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <circle cx="1010" cy="150" r="130" fill="#ffffff" opacity="0.7"/>
  <circle cx="140" cy="690" r="210" fill="#c3daf2" opacity="0.55"/>
  <ellipse cx="600" cy="712" rx="470" ry="42" fill="#afcbea" opacity="0.8"/>
  <path d="M600 70 L840 160 V370 C840 520 735 620 600 675 C465 620 360 520 360 370 V160 Z" fill="url(#shield)"/>
  <path d="M600 110 L800 186 V370 C800 498 713 585 600 632 C487 585 400 498 400 370 V186 Z" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
  <rect x="565" y="215" width="70" height="210" rx="16" fill="#ffffff"/>
  <rect x="495" y="285" width="210" height="70" rx="16" fill="#ffffff"/>
  ${person(265, 420, 1.15, '#f0c39b', '#e0703c')}
  ${person(935, 420, 1.15, '#8c5a3c', '#1f9a76')}
  ${person(455, 520, 0.78, '#e9b48a', '#f2b632')}
  ${person(745, 540, 0.7, '#b77b56', '#7b5cc7')}
  <path d="M1080 300 c-22 -34 -78 -20 -70 24 c6 32 70 70 70 70 s64 -38 70 -70 c8 -44 -48 -58 -70 -24 z" fill="#e0703c"/>
  <g fill="#ffffff" opacity="0.9">
    <circle cx="185" cy="190" r="8"/><circle cx="225" cy="150" r="5"/><circle cx="150" cy="250" r="4"/>
  </g>
</svg>`;

// One mark per insurer: a shape, two colours and the initials, then the name.
const INSURERS = [
  { code: 'azurea', name: 'Azuréa Santé', color: '#1668c4', accent: '#7cc4f4', shape: 'wave' },
  { code: 'ponant', name: 'Mutuelle du Ponant', color: '#0d4f73', accent: '#f0a23b', shape: 'sail' },
  { code: 'hexagone', name: 'Hexagone Assurances', color: '#2b3a8c', accent: '#e4473c', shape: 'hexagon' },
  { code: 'lumen', name: 'Lumen Mutuelle', color: '#b5621b', accent: '#f6cf4a', shape: 'sun' },
  { code: 'cap-horizon', name: 'Cap Horizon Santé', color: '#1d7a6a', accent: '#9fdcc8', shape: 'horizon' },
  { code: 'terra', name: 'Terra Mutualis', color: '#6a4a2a', accent: '#8fbf5a', shape: 'leaf' },
  { code: 'vitalia', name: 'Vitalia Prévoyance', color: '#a3234f', accent: '#f49ab7', shape: 'heart' },
  { code: 'boreal', name: 'Boréal Santé', color: '#3b3f9e', accent: '#a9b6ff', shape: 'star' },
];

const SHAPES = {
  wave: (c, a) =>
    `<clipPath id="disc"><circle cx="80" cy="80" r="64"/></clipPath><circle cx="80" cy="80" r="64" fill="${c}"/><path d="M16 92 q32 -26 64 0 t64 0 v60 h-128 z" fill="${a}" clip-path="url(#disc)"/>`,
  sail: (c, a) =>
    `<circle cx="80" cy="80" r="64" fill="${c}"/><path d="M82 30 v80 h-46 z" fill="${a}"/><path d="M90 44 v66 h34 z" fill="#ffffff"/>`,
  hexagon: (c, a) =>
    `<path d="M80 14 l58 33 v66 l-58 33 l-58 -33 v-66 z" fill="${c}"/><path d="M80 48 l28 16 v32 l-28 16 l-28 -16 v-32 z" fill="${a}"/>`,
  sun: (c, a) => `<circle cx="80" cy="80" r="64" fill="${c}"/><circle cx="80" cy="80" r="30" fill="${a}"/>`,
  horizon: (c, a) =>
    `<circle cx="80" cy="80" r="64" fill="${c}"/><path d="M16 86 h128 a64 64 0 0 1 -128 0 z" fill="${a}"/>`,
  leaf: (c, a) =>
    `<circle cx="80" cy="80" r="64" fill="${c}"/><path d="M46 114 C46 60 84 38 120 40 C120 84 96 116 46 114 Z" fill="${a}"/>`,
  heart: (c, a) =>
    `<circle cx="80" cy="80" r="64" fill="${c}"/><path d="M80 118 c-40 -26 -52 -48 -40 -66 c10 -14 32 -12 40 4 c8 -16 30 -18 40 -4 c12 18 0 40 -40 66 z" fill="${a}"/>`,
  star: (c, a) =>
    `<circle cx="80" cy="80" r="64" fill="${c}"/><path d="M80 34 l12 32 h34 l-27 20 l10 33 l-29 -20 l-29 20 l10 -33 l-27 -20 h34 z" fill="${a}"/>`,
};

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const logo = ({ name, color, accent, shape }) => {
  const words = name.split(' ');
  const [first, ...rest] = words.length > 2 ? [words[0], words.slice(1).join(' ')] : words;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
  <rect width="480" height="160" rx="18" fill="#ffffff"/>
  ${SHAPES[shape](color, accent)}
  <text x="164" y="${rest.length ? 74 : 96}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="38" fill="${color}">${escapeXml(first)}</text>
  ${rest.length ? `<text x="164" y="120" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#3d4654">${escapeXml(rest.join(' '))}</text>` : ''}
</svg>`;
};

await sharp(Buffer.from(hero))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(new URL('accueil-famille.png', out).pathname);
for (const insurer of INSURERS) {
  await sharp(Buffer.from(logo(insurer)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(`logo-${insurer.code}.png`, out).pathname);
}
writeFileSync(
  new URL('insurers.json', out),
  `${JSON.stringify(
    INSURERS.map(({ code, name }) => ({ code, name, file: `logo-${code}.png` })),
    null,
    2,
  )}\n`,
);
console.log('drew', 1 + INSURERS.length, 'pictures in', out.pathname);
