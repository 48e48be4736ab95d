// Draws the public site's illustrations (heroes, places, the office map, tab icons) as small SVG
// files in public/. Our own art: flat layered landscapes built from a few shapes. Run after editing:
//   node apps/web/scripts/draw-art.mjs
// then `node apps/web/scripts/make-icons.mjs` for the PNG icons and the social image.
import fs from 'node:fs';
import path from 'node:path';

const pub = path.resolve(import.meta.dirname, '..', 'public');

/** A deterministic generator, so the art is the same on every run. */
function rng(seed) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}
const r1 = (n) => Math.round(n * 10) / 10;

let gradients = 0;
/**
 * A vertical gradient from the first colour (top) to the last (bottom); a stop between them is
 * `[offset, colour]`. Returns [defs, fill reference].
 */
function grad(colours) {
  const id = `g${++gradients}`;
  const stops = colours.map((c, i) => (Array.isArray(c) ? c : [i === 0 ? 0 : 1, c]));
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return [`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`, `url(#${id})`];
}

/** A smooth ridge of hills across the width, filled down to the bottom. */
function ridge(w, h, { base, amp, peaks, color, seed, sharp = false }) {
  const rand = rng(seed);
  const step = w / peaks;
  const pts = Array.from({ length: peaks + 1 }, (_, i) => [i * step, base - amp * (0.35 + 0.65 * rand())]);
  let d = `M0 ${h}L0 ${r1(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x, y] = pts[i];
    if (sharp) {
      const mx = x0 + step / 2;
      const my = Math.min(y0, y) - amp * (0.2 + 0.5 * rand());
      d += `L${r1(mx)} ${r1(my)}L${r1(x)} ${r1(y)}`;
    } else {
      d += `Q${r1(x0 + step / 2)} ${r1(Math.min(y0, y) - amp * 0.45 * rand())} ${r1(x)} ${r1(y)}`;
    }
  }
  return `<path d="${d}L${w} ${h}Z" fill="${color}"/>`;
}

function clouds(w, seed, count, y0, opacity = 0.85) {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r1(rand() * w);
    const y = r1(y0 + rand() * 60);
    const s = 0.6 + rand() * 0.9;
    out += `<g fill="#fff" opacity="${opacity}" transform="translate(${x} ${y}) scale(${r1(s)})"><ellipse cx="0" cy="0" rx="46" ry="14"/><ellipse cx="-16" cy="-9" rx="20" ry="14"/><ellipse cx="14" cy="-12" rx="24" ry="16"/></g>`;
  }
  return out;
}

function waves(w, y, count, color, seed) {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r1(rand() * w);
    const yy = r1(y + rand() * 60);
    const len = r1(18 + rand() * 30);
    out += `<path d="M${x} ${yy}q${r1(len / 2)} -4 ${len} 0" stroke="${color}" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  }
  return out;
}

const castle = (x, y, s, color = '#4b5563') =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><path d="M0 0V-40h8v-8h6v8h8v-8h6v8h8v-8h6v8h8V0z"/><path d="M14 -40V-70h6v-6h6v6h6v6h6v-6h6v6V-40z"/><rect x="24" y="-22" width="10" height="22" rx="5" fill="#1f2937"/><rect x="31" y="-58" width="4" height="8" fill="#1f2937"/></g>`;

const cottage = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="-22" width="44" height="22" fill="#f8fafc"/><path d="M-4 -20 6 -36h32l10 16z" fill="#a16207"/><rect x="18" y="-14" width="8" height="14" fill="#b91c1c"/><rect x="6" y="-16" width="7" height="7" fill="#1e3a8a"/><rect x="31" y="-16" width="7" height="7" fill="#1e3a8a"/></g>`;

function wrap(w, h, defs, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title><defs>${defs.join('')}</defs>${body}</svg>\n`;
}

function scene(w, h, title, parts) {
  gradients = 0;
  const defs = [];
  const body = parts((...colours) => {
    const [d, ref] = grad(colours);
    defs.push(d);
    return ref;
  });
  return wrap(w, h, defs, body, title);
}

const W = 600;
const H = 400;
const art = {};

art['images/places/cliffs-of-moher.svg'] = scene(W, H, 'Cliffs of Moher', (g) => {
  const sky = g('#7dd3fc', '#e0f2fe');
  const sea = g('#0e7490', '#164e63');
  return `<rect width="${W}" height="${H}" fill="${sky}"/>${clouds(W, 3, 4, 30)}<rect y="250" width="${W}" height="150" fill="${sea}"/>${waves(W, 265, 14, '#a5f3fc', 5)}<path d="M600 400V150l-40-8-60 14-50-6-70 22-40 18 30 40-10 50 20 40z" fill="#57534e"/><path d="M600 150l-40-8-60 14-50-6-70 22-40 18 22 8 40-14 70-20 48 6 62-12 18 4z" fill="#4d7c0f"/><path d="M330 190l30 40-10 50 20 40h-40l-15-45 8-45z" fill="#44403c"/><path d="M0 400V300l60-30 80 6 40 24v100z" fill="#44403c"/><path d="M0 300l60-30 80 6 40 24-30 2-50-16-60 4-40 18z" fill="#65a30d"/><g transform="translate(520 132)"><rect width="14" height="22" fill="#78716c"/><path d="M-2 0h18v-4h-4v-3h-3v3h-4v-3h-3v3h-4z" fill="#78716c"/></g>`;
});

art['images/places/ring-of-kerry.svg'] = scene(W, H, 'Ring of Kerry', (g) => {
  const sky = g('#93c5fd', '#fef3c7');
  const lake = g('#38bdf8', '#0369a1');
  return `<rect width="${W}" height="${H}" fill="${sky}"/><circle cx="470" cy="90" r="34" fill="#fde68a"/>${ridge(W, H, { base: 210, amp: 110, peaks: 5, color: '#6b7280', seed: 11, sharp: true })}${ridge(W, H, { base: 250, amp: 70, peaks: 6, color: '#4d7c0f', seed: 12 })}<path d="M0 300q150-30 300 0t300 0v100H0z" fill="${lake}"/>${waves(W, 310, 10, '#e0f2fe', 13)}${ridge(W, H, { base: 360, amp: 30, peaks: 4, color: '#15803d', seed: 14 })}<path d="M40 400C120 340 250 380 330 330s200-40 270-70" stroke="#e7e5e4" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M40 400C120 340 250 380 330 330s200-40 270-70" stroke="#a8a29e" stroke-width="2" stroke-dasharray="10 10" fill="none"/>`;
});

art['images/places/dublin.svg'] = scene(W, H, 'Dublin', (g) => {
  const sky = g('#fdba74', '#fde68a');
  const river = g('#1e3a8a', '#0f172a');
  const doors = ['#b91c1c', '#1d4ed8', '#15803d', '#ca8a04', '#7c3aed', '#0f766e'];
  let row = '';
  for (let i = 0; i < 6; i++) {
    const x = i * 100;
    row += `<rect x="${x}" y="130" width="100" height="140" fill="${i % 2 ? '#9a3412' : '#b45309'}"/>`;
    for (let c = 0; c < 3; c++)
      for (let rr = 0; rr < 2; rr++)
        row += `<rect x="${x + 14 + c * 26}" y="${150 + rr * 34}" width="16" height="22" fill="#fef3c7"/>`;
    row += `<path d="M${x + 38} 270v-34a12 12 0 0 1 24 0v34z" fill="${doors[i]}"/><path d="M${x + 36} 236a14 14 0 0 1 28 0" stroke="#fef3c7" stroke-width="3" fill="none"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="${sky}"/><path d="M300 130 304 10l4 120z" fill="#94a3b8"/>${row}<rect y="270" width="${W}" height="130" fill="${river}"/>${waves(W, 300, 12, '#93c5fd', 21)}<path d="M120 300q180-110 360 0" stroke="#f8fafc" stroke-width="9" fill="none"/><path d="M120 292q180-110 360 0" stroke="#f8fafc" stroke-width="3" fill="none"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${160 + i * 35} ${i < 5 ? 262 - i * 8 + i * i * 1.2 : 262 - (8 - i) * 8 + (8 - i) ** 2 * 1.2}v14" stroke="#f8fafc" stroke-width="2"/>`).join('')}`;
});

art['images/places/giants-causeway.svg'] = scene(W, H, "Giant's Causeway", (g) => {
  const sky = g('#a5b4fc', '#e0e7ff');
  const sea = g('#0891b2', '#155e75');
  let cols = '';
  const hex = (cx, cy, r, fill) => {
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i;
      return `${r1(cx + r * Math.cos(a))},${r1(cy + r * 0.55 * Math.sin(a))}`;
    }).join(' ');
    return `<polygon points="${pts}" fill="${fill}" stroke="#1f2937" stroke-width="1.5"/>`;
  };
  const rand = rng(31);
  for (let row = 0; row < 5; row++) {
    for (let i = 0; i < 9 - row; i++) {
      const cx = 40 + i * 46 + row * 23;
      const top = 230 + row * 30 - rand() * 30;
      cols += `<rect x="${cx - 23}" y="${r1(top)}" width="46" height="${r1(400 - top)}" fill="${row % 2 ? '#374151' : '#4b5563'}" stroke="#1f2937" stroke-width="1.5"/>${hex(cx, top, 23, '#6b7280')}`;
    }
  }
  return `<rect width="${W}" height="${H}" fill="${sky}"/>${clouds(W, 33, 3, 40)}<rect y="200" width="${W}" height="200" fill="${sea}"/>${waves(W, 215, 12, '#cffafe', 34)}<path d="M0 240 80 120l120-20 60 50v250H0z" fill="#3f6212"/><path d="M0 240 80 120l120-20 60 50-40-10-50-20-60 40z" fill="#65a30d"/>${cols}`;
});

art['images/places/connemara.svg'] = scene(W, H, 'Connemara', (g) => {
  const sky = g('#cbd5e1', '#f1f5f9');
  let walls = '';
  for (let i = 0; i < 4; i++)
    walls += `<path d="M0 ${320 + i * 22}q300 ${-16 + i * 4} 600 ${-6}" stroke="#a8a29e" stroke-width="4" stroke-dasharray="6 3" fill="none"/>`;
  return `<rect width="${W}" height="${H}" fill="${sky}"/>${clouds(W, 41, 5, 30, 0.95)}${ridge(W, H, { base: 200, amp: 120, peaks: 6, color: '#64748b', seed: 42, sharp: true })}${ridge(W, H, { base: 250, amp: 60, peaks: 5, color: '#a16207', seed: 43 })}${ridge(W, H, { base: 300, amp: 30, peaks: 4, color: '#65a30d', seed: 44 })}${walls}${cottage(380, 312, 1.4)}<path d="M430 262v-16h6v16" fill="#57534e"/>`;
});

art['images/places/killarney.svg'] = scene(W, H, 'Killarney National Park', (g) => {
  const sky = g('#86efac', [0.4, '#dcfce7'], '#f0fdf4');
  const lake = g('#0ea5e9', '#075985');
  let trees = '';
  const rand = rng(51);
  for (let i = 0; i < 16; i++) {
    const x = r1(rand() * W);
    const y = r1(372 + rand() * 24);
    const s = r1(0.7 + rand() * 0.6);
    trees += `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-3" y="-6" width="6" height="14" fill="#78350f"/><circle cy="-20" r="16" fill="${i % 3 ? '#166534' : '#15803d'}"/></g>`;
  }
  return `<rect width="${W}" height="${H}" fill="${sky}"/>${ridge(W, H, { base: 180, amp: 100, peaks: 4, color: '#4d7c0f', seed: 52 })}${ridge(W, H, { base: 230, amp: 50, peaks: 5, color: '#3f6212', seed: 53 })}<rect y="250" width="${W}" height="150" fill="${lake}"/>${waves(W, 262, 12, '#e0f2fe', 54)}<ellipse cx="180" cy="290" rx="60" ry="12" fill="#166534"/><ellipse cx="420" cy="272" rx="40" ry="8" fill="#166534"/>${castle(150, 286, 0.7, '#57534e')}${ridge(W, H, { base: 372, amp: 16, peaks: 5, color: '#3f6212', seed: 55 })}${trees}`;
});

art['images/places/edinburgh.svg'] = scene(W, H, 'Edinburgh', (g) => {
  const sky = g('#1e3a8a', [0.6, '#60a5fa'], '#bfdbfe');
  let town = '';
  const rand = rng(61);
  for (let i = 0; i < 14; i++) {
    const x = i * 44;
    const hh = 60 + rand() * 70;
    town += `<rect x="${x}" y="${r1(400 - hh)}" width="44" height="${r1(hh)}" fill="${i % 2 ? '#334155' : '#475569'}"/><path d="M${x} ${r1(400 - hh)}l22 -18 22 18z" fill="#1e293b"/>`;
    for (let k = 0; k < 3; k++)
      town += `<rect x="${x + 8 + k * 11}" y="${r1(410 - hh + 12)}" width="6" height="8" fill="#fde68a"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="${sky}"/><circle cx="90" cy="70" r="22" fill="#f8fafc"/><path d="M120 330 200 210l90-40 110 10 80 60 60 90z" fill="#44403c"/>${castle(230, 186, 1.6, '#57534e')}${castle(340, 182, 1.1, '#57534e')}<path d="M324 150v-40" stroke="#f8fafc" stroke-width="2"/><path d="M324 110h22l-6 6 6 6h-22" fill="#1d4ed8"/><path d="M324 110l22 12M346 110l-22 12" stroke="#fff" stroke-width="2"/>${town}`;
});

art['images/places/isle-of-skye.svg'] = scene(W, H, 'Isle of Skye', (g) => {
  const sky = g('#c4b5fd', '#fce7f3');
  const sea = g('#1d4ed8', '#172554');
  return `<rect width="${W}" height="${H}" fill="${sky}"/>${clouds(W, 71, 4, 40)}<rect y="270" width="${W}" height="130" fill="${sea}"/>${waves(W, 285, 12, '#bfdbfe', 72)}<path d="M0 280 60 200l120-40 140 30 80-10 200 90v130H0z" fill="#4d7c0f"/><path d="M230 175l10-95 14 8 6 96z" fill="#57534e"/><path d="M290 182l8-44 10 4 2 42z" fill="#57534e"/><path d="M210 180l80-10 60 20-70 10z" fill="#3f6212"/>${ridge(W, H, { base: 360, amp: 40, peaks: 5, color: '#365314', seed: 73 })}`;
});

art['images/places/loch-ness.svg'] = scene(W, H, 'Loch Ness', (g) => {
  const sky = g('#94a3b8', '#e2e8f0');
  const loch = g('#1e293b', '#0f172a');
  return `<rect width="${W}" height="${H}" fill="${sky}"/>${clouds(W, 81, 5, 30, 0.9)}${ridge(W, H, { base: 190, amp: 90, peaks: 5, color: '#166534', seed: 82 })}<path d="M0 250q300 -40 600 0v150H0z" fill="${loch}"/>${waves(W, 262, 12, '#64748b', 83)}<path d="M0 300 120 250l140 40 40 110H0z" fill="#15803d"/><g transform="translate(60 262)" fill="#78716c"><path d="M0 0v-60h10v-8h6v8h10v-8h6v8h10v68z"/><path d="M42 0v-28h30l10 28z"/><rect x="14" y="-40" width="8" height="12" fill="#44403c"/></g><path d="M430 300q10-30 20 0m10 0q8-20 16 0m10 0q6-14 12 0" stroke="#0f172a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
});

art['images/places/glencoe.svg'] = scene(W, H, 'Glencoe', (g) => {
  const sky = g('#64748b', '#e2e8f0');
  return `<rect width="${W}" height="${H}" fill="${sky}"/>${clouds(W, 91, 4, 20, 0.8)}<path d="M0 330 90 120l90 150 90-170 100 180 90-160 140 230v50H0z" fill="#475569"/><path d="M90 120l30 60-20 10zM270 100l28 56-18 8zM460 120l26 50-16 6z" fill="#f1f5f9"/><path d="M0 330 90 120l40 70-30 60-40 80zM270 100l30 60-40 100-30 70-40-60z" fill="#334155"/>${ridge(W, H, { base: 330, amp: 40, peaks: 5, color: '#a16207', seed: 92 })}${ridge(W, H, { base: 370, amp: 20, peaks: 4, color: '#854d0e', seed: 93 })}<path d="M0 390q300-60 600-40" stroke="#e7e5e4" stroke-width="6" fill="none"/>`;
});

art['images/places/eilean-donan.svg'] = scene(W, H, 'Eilean Donan', (g) => {
  const sky = g('#f9a8d4', [0.5, '#fdba74'], '#fef3c7');
  const loch = g('#1e40af', '#1e3a8a');
  return `<rect width="${W}" height="${H}" fill="${sky}"/><circle cx="440" cy="150" r="40" fill="#fde68a"/>${ridge(W, H, { base: 220, amp: 110, peaks: 5, color: '#6d28d9', seed: 101, sharp: true })}${ridge(W, H, { base: 250, amp: 50, peaks: 5, color: '#4c1d95', seed: 102 })}<rect y="260" width="${W}" height="140" fill="${loch}"/>${waves(W, 275, 14, '#fbcfe8', 103)}<ellipse cx="300" cy="292" rx="110" ry="18" fill="#57534e"/>${castle(230, 290, 2, '#78716c')}<path d="M410 292q20-24 40 0t40 0t40 0t40 0" stroke="#78716c" stroke-width="8" fill="none"/><rect x="410" y="284" width="190" height="6" fill="#78716c"/>`;
});

const HW = 1600;
const HH = 900;

art['images/hero-home.svg'] = scene(HW, HH, 'Green hills above a sea loch with a castle', (g) => {
  const sky = g('#0c4a6e', [0.55, '#f97316'], '#fde68a');
  const sea = g('#0e7490', '#083344');
  return `<rect width="${HW}" height="${HH}" fill="${sky}"/><circle cx="1180" cy="430" r="90" fill="#fef3c7"/>${clouds(HW, 111, 6, 120, 0.35)}${ridge(HW, HH, { base: 470, amp: 170, peaks: 6, color: '#3f6212', seed: 112 })}<rect y="560" width="${HW}" height="340" fill="${sea}"/>${waves(HW, 580, 30, '#fed7aa', 113)}${ridge(HW, HH, { base: 620, amp: 120, peaks: 4, color: '#166534', seed: 114 })}${ridge(HW, HH, { base: 760, amp: 90, peaks: 5, color: '#14532d', seed: 115 })}${castle(1260, 560, 3, '#292524')}${cottage(420, 690, 2.4)}`;
});

art['images/hero-ireland.svg'] = scene(HW, HH, 'Green fields with stone walls running to the Atlantic cliffs', (g) => {
  const sky = g('#0369a1', '#bae6fd');
  const sea = g('#0891b2', '#164e63');
  let walls = '';
  for (let i = 0; i < 6; i++)
    walls += `<path d="M${i * 260} 900C${i * 260 + 60} 760 ${i * 260 + 120} 700 ${i * 260 + 260} 600" stroke="#d6d3d1" stroke-width="6" stroke-dasharray="14 6" fill="none"/>`;
  for (let i = 0; i < 4; i++)
    walls += `<path d="M0 ${640 + i * 70}q800 ${-40 + i * 10} 1600 ${-90 + i * 20}" stroke="#d6d3d1" stroke-width="6" stroke-dasharray="14 6" fill="none"/>`;
  return `<rect width="${HW}" height="${HH}" fill="${sky}"/>${clouds(HW, 121, 8, 80, 0.9)}<rect y="430" width="${HW}" height="470" fill="${sea}"/>${waves(HW, 450, 30, '#cffafe', 122)}<path d="M1600 900V420l-120-20-160 40-130-10-160 50-120 40 60 80-20 120 40 180z" fill="#57534e"/><path d="M1600 420l-120-20-160 40-130-10-160 50-120 40 50 20 110-40 150-46 130 10 160-40 90 12z" fill="#4d7c0f"/>${ridge(HW, HH, { base: 620, amp: 70, peaks: 5, color: '#65a30d', seed: 123 })}${ridge(HW, HH, { base: 700, amp: 50, peaks: 6, color: '#4d7c0f', seed: 124 })}${walls}${cottage(300, 690, 2.6)}`;
});

art['images/hero-scotland.svg'] = scene(
  HW,
  HH,
  'Heather-covered Highland mountains above a loch with an island castle',
  (g) => {
    const sky = g('#312e81', [0.6, '#a78bfa'], '#fbcfe8');
    const loch = g('#1e3a8a', '#0f172a');
    return `<rect width="${HW}" height="${HH}" fill="${sky}"/><circle cx="1240" cy="300" r="70" fill="#fdf4ff"/>${clouds(HW, 131, 6, 100, 0.4)}${ridge(HW, HH, { base: 440, amp: 260, peaks: 6, color: '#4c1d95', seed: 132, sharp: true })}${ridge(HW, HH, { base: 520, amp: 140, peaks: 5, color: '#6d28d9', seed: 133 })}<rect y="580" width="${HW}" height="320" fill="${loch}"/>${waves(HW, 600, 30, '#c4b5fd', 134)}<ellipse cx="1120" cy="640" rx="200" ry="30" fill="#44403c"/>${castle(1000, 636, 4, '#57534e')}${ridge(HW, HH, { base: 820, amp: 80, peaks: 5, color: '#701a75', seed: 135 })}`;
  },
);

art['images/office-map.svg'] = (() => {
  let streets = '';
  for (let i = 0; i < 7; i++)
    streets += `<path d="M${40 + i * 70} 0 ${i * 70 - 20} 400" stroke="#fff" stroke-width="${i === 3 ? 14 : 8}"/>`;
  for (let i = 0; i < 5; i++) streets += `<path d="M0 ${50 + i * 75}H420" stroke="#fff" stroke-width="8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img"><title>Map of our office on Atlantic Avenue</title><rect width="600" height="400" fill="#e7e5e4"/><path d="M430 0q-20 120 10 200t-20 200H600V0z" fill="#7dd3fc"/>${streets}<path d="M262 0 240 400" stroke="#fde68a" stroke-width="14"/><rect x="60" y="230" width="90" height="60" fill="#bbf7d0"/><text x="105" y="266" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#166534">Park</text><text x="500" y="210" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#075985">Boston Harbor</text><text transform="translate(232 380) rotate(-87)" font-family="sans-serif" font-size="14" fill="#44403c">Atlantic Avenue</text><g transform="translate(248 180)"><path d="M0 0c-22-26-30-40-30-54a30 30 0 0 1 60 0c0 14-8 28-30 54z" fill="#15803d"/><circle cy="-54" r="11" fill="#fff"/></g></svg>\n`;
})();

const shamrock = `<g fill="#fff"><circle cx="16" cy="11" r="5"/><circle cx="10.5" cy="16.5" r="5"/><circle cx="21.5" cy="16.5" r="5"/><path d="M15 18h2l1 9h-4z"/></g>`;
art['favicon-ireland.svg'] =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#15803d"/>${shamrock}</svg>\n`;
art['favicon-scotland.svg'] =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M5 5l22 22M27 5 5 27" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>\n`;

for (const [rel, svg] of Object.entries(art)) {
  const file = path.join(pub, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  console.log(`  public/${rel}  ${(svg.length / 1024).toFixed(1)} KB`);
}
