// Draws the flat illustrations of the demo restaurant into data/demo/images/.
// Run: node data/demo/generate-images.mjs   (the generated SVGs are committed; this script is how
// they were made, so a dish can be restyled without an image editor.)
// Positions come from a seeded generator, so every run writes the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = path.join(import.meta.dirname, 'images');
const W = 400;
const H = 300;

function rng(seedText) {
  let seed = [...seedText].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}
const r0 = (n) => Math.round(n);

/** n points scattered inside a disc, kept apart a little so toppings do not pile up. */
function scatter(rand, n, cx, cy, radius) {
  const points = [];
  for (let tries = 0; points.length < n && tries < n * 40; tries++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * radius;
    const p = [r0(cx + Math.cos(a) * d), r0(cy + Math.sin(a) * d)];
    if (points.every(([x, y]) => (x - p[0]) ** 2 + (y - p[1]) ** 2 > (radius / 3.2) ** 2)) points.push(p);
  }
  return points;
}

function frame(bg, body, accent) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    `<circle cx="340" cy="40" r="70" fill="${accent}" opacity=".25"/>` +
    `<circle cx="50" cy="270" r="55" fill="${accent}" opacity=".2"/>` +
    body +
    `</svg>`
  );
}

const plate = (cx = 200, cy = 150, r = 120) =>
  `<ellipse cx="${cx}" cy="${cy + 8}" rx="${r}" ry="${r * 0.92}" fill="#000" opacity=".08"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#f4f1ea"/>`;

const leaf = (x, y, rot, color = '#3f9d3f', s = 1) =>
  `<ellipse cx="${x}" cy="${y}" rx="${r0(11 * s)}" ry="${r0(5 * s)}" fill="${color}" transform="rotate(${rot} ${x} ${y})"/>`;

// ------------------------------------------------------------------ dishes

const TOPPING = {
  salami: (x, y) => `<circle cx="${x}" cy="${y}" r="13" fill="#b3261e"/><circle cx="${x - 4}" cy="${y - 3}" r="2" fill="#f2b8a8"/><circle cx="${x + 4}" cy="${y + 4}" r="2" fill="#f2b8a8"/>`,
  basil: (x, y, rand) => leaf(x, y, r0(rand() * 180), '#2e8b3a', 1.2),
  mushroom: (x, y) => `<path d="M${x - 11} ${y}a11 9 0 0 1 22 0z" fill="#c9a27e"/><rect x="${x - 4}" y="${y}" width="8" height="8" rx="2" fill="#e8d5bf"/>`,
  ham: (x, y, rand) => `<rect x="${x - 12}" y="${y - 8}" width="24" height="16" rx="7" fill="#f09a9a" transform="rotate(${r0(rand() * 90)} ${x} ${y})"/>`,
  olive: (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="#2b2b2b"/><circle cx="${x}" cy="${y}" r="2.5" fill="#6b5b4b"/>`,
  garlic: (x, y) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="3.5" fill="#fff8e7"/>`,
  artichoke: (x, y) => `<path d="M${x} ${y - 10}l8 10-8 10-8-10z" fill="#8fae4f"/>`,
  truffle: (x, y, rand) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="7" fill="#3b2a20" transform="rotate(${r0(rand() * 180)} ${x} ${y})"/><ellipse cx="${x}" cy="${y}" rx="5" ry="3" fill="#6e5444"/>`,
  cheese: (x, y, rand, color = '#fff6df') => `<ellipse cx="${x}" cy="${y}" rx="15" ry="11" fill="${color}" transform="rotate(${r0(rand() * 180)} ${x} ${y})"/>`,
  blue: (x, y) => `<circle cx="${x}" cy="${y}" r="9" fill="#dfe7d2"/><circle cx="${x + 2}" cy="${y}" r="2.5" fill="#6f8f7f"/>`,
};

function pizza(name, { sauce = '#d63c2a', toppings = [], bg = '#fbe9d0', accent = '#f4a261' }) {
  const rand = rng(name);
  let body = `<ellipse cx="200" cy="160" rx="122" ry="114" fill="#000" opacity=".1"/>`;
  body += `<circle cx="200" cy="150" r="118" fill="#d99a4e"/><circle cx="200" cy="150" r="104" fill="${sauce}"/>`;
  for (const [kind, count, color] of toppings) {
    for (const [x, y] of scatter(rand, count, 200, 150, 86)) body += TOPPING[kind](x, y, rand, color);
  }
  for (const [x, y] of scatter(rand, 6, 200, 150, 112).filter(([x, y]) => (x - 200) ** 2 + (y - 150) ** 2 > 104 ** 2 - 600)) {
    body += `<circle cx="${x}" cy="${y}" r="4" fill="#8a5a2b" opacity=".6"/>`;
  }
  return frame(bg, body, accent);
}

function calzone(name) {
  const body =
    `<ellipse cx="200" cy="178" rx="150" ry="40" fill="#000" opacity=".1"/>` +
    `<path d="M60 170a140 110 0 0 1 280 0z" fill="#d99a4e"/><path d="M60 170h280" stroke="#b57534" stroke-width="12" stroke-linecap="round"/>` +
    [110, 150, 190, 230, 270].map((x) => `<circle cx="${x}" cy="${132 - (x % 3) * 8}" r="5" fill="#8a5a2b" opacity=".5"/>`).join('') +
    leaf(200, 90, 20, '#2e8b3a', 1.4);
  return frame('#fbe9d0', body, '#e76f51');
}

function pasta(name, { noodle = '#f2c94c', sauce = null, shape = 'spaghetti', garnish = '#2e8b3a', cheese = true, clams = false, bg = '#fdf1d6', accent = '#e9c46a' }) {
  const rand = rng(name);
  let body = plate();
  if (shape === 'spaghetti') {
    for (let i = 0; i < 9; i++) {
      const x = r0(200 + (rand() - 0.5) * 50);
      const y = r0(150 + (rand() - 0.5) * 40);
      body += `<circle cx="${x}" cy="${y}" r="${r0(18 + rand() * 50)}" fill="none" stroke="${noodle}" stroke-width="6"/>`;
    }
  } else if (shape === 'ribbon') {
    for (let i = 0; i < 7; i++) {
      const y = 100 + i * 16;
      body += `<path d="M${120 + (i % 2) * 10} ${y}q40 ${-18 + rand() * 10} 80 0t80 0" fill="none" stroke="${noodle}" stroke-width="11" stroke-linecap="round"/>`;
    }
  } else {
    const size = { penne: [26, 11], ravioli: [26, 26], gnocchi: [18, 13] }[shape];
    for (const [x, y] of scatter(rand, 14, 200, 150, 70)) {
      body += `<rect x="${x - size[0] / 2}" y="${y - size[1] / 2}" width="${size[0]}" height="${size[1]}" rx="${shape === 'penne' ? 3 : 9}" fill="${noodle}" stroke="#c9a13a" stroke-width="1.5" transform="rotate(${r0(rand() * 180)} ${x} ${y})"/>`;
    }
  }
  if (sauce) {
    for (const [x, y] of scatter(rand, 7, 200, 150, 55)) body += `<circle cx="${x}" cy="${y}" r="${r0(10 + rand() * 9)}" fill="${sauce}" opacity=".9"/>`;
  }
  if (clams) {
    for (const [x, y] of scatter(rand, 7, 200, 150, 75)) {
      body += `<path d="M${x - 14} ${y}a14 12 0 0 1 28 0z" fill="#8d8173"/><path d="M${x - 10} ${y}a10 8 0 0 1 20 0z" fill="#f1d4b3"/>`;
    }
  }
  if (cheese) for (const [x, y] of scatter(rand, 9, 200, 150, 70)) body += `<rect x="${x}" y="${y}" width="6" height="4" fill="#fffbe8"/>`;
  for (const [x, y] of scatter(rand, 4, 200, 150, 60)) body += leaf(x, y, r0(rand() * 180), garnish, 0.9);
  return frame(bg, body, accent);
}

function lasagne() {
  const layers = ['#f2c94c', '#b5412f', '#fff3d6', '#f2c94c', '#b5412f', '#fff3d6', '#e0a43a'];
  let body = `<rect x="70" y="70" width="260" height="175" rx="18" fill="#8c4a2f"/><rect x="85" y="82" width="230" height="150" rx="10" fill="#6d3a25"/>`;
  body += layers.map((c, i) => `<rect x="105" y="${110 + i * 14}" width="190" height="14" fill="${c}"/>`).join('');
  body += `<path d="M105 110q30-18 60 0t60 0t70 0v-6h-190z" fill="#e9a23b"/>` + leaf(250, 100, 30, '#2e8b3a', 1.3);
  return frame('#fdf1d6', body, '#e76f51');
}

function mainDish(name, { protein, sides = [], bg = '#efe6dc', accent = '#bc6c25' }) {
  const rand = rng(name);
  let body = plate();
  for (const [kind, color] of sides) {
    for (const [x, y] of scatter(rand, 6, 250, 165, 35)) {
      body += kind === 'leaf' ? leaf(x, y, r0(rand() * 180), color) : `<rect x="${x - 7}" y="${y - 7}" width="14" height="14" rx="4" fill="${color}"/>`;
    }
  }
  const P = {
    steak: () => [0, 1, 2, 3, 4].map((i) => `<rect x="${110 + i * 26}" y="${108 - i * 4}" width="22" height="70" rx="8" fill="#7a3b22"/><rect x="${114 + i * 26}" y="${114 - i * 4}" width="14" height="58" rx="6" fill="#d86b6b"/>`).join(''),
    fish: () => `<path d="M95 150q60-55 150 0q-90 55-150 0z" fill="#9fb4c7"/><path d="M245 150l45-32v64z" fill="#7f97ad"/><circle cx="120" cy="145" r="5" fill="#1d2d3a"/><path d="M150 135q30 15 60 0M150 160q30-15 60 0" stroke="#6e8599" stroke-width="3" fill="none"/><circle cx="180" cy="120" r="10" fill="#f6e27a"/>`,
    chicken: () => `<path d="M110 160c0-45 70-60 100-30c25 25 10 70-40 70c-35 0-60-10-60-40z" fill="#b5652f"/><path d="M205 135l40-25" stroke="#f3e3c3" stroke-width="10" stroke-linecap="round"/><circle cx="150" cy="150" r="7" fill="#d63c2a"/><circle cx="175" cy="170" r="6" fill="#2b2b2b"/>`,
    prawns: () => [0, 1, 2].map((i) => `<path d="M${115 + i * 40} 110a30 30 0 1 0 25 50" fill="none" stroke="#f08a4b" stroke-width="14" stroke-linecap="round"/>`).join('') + `<circle cx="175" cy="185" r="12" fill="#f6e27a"/>`,
    veal: () => [0, 1, 2].map((i) => `<ellipse cx="${140 + i * 35}" cy="${140 + (i % 2) * 20}" rx="32" ry="22" fill="#c98a5a"/><path d="M${130 + i * 35} ${135 + (i % 2) * 20}h20" stroke="#e8b8a0" stroke-width="8" stroke-linecap="round"/>`).join('') + leaf(150, 130, 20, '#6b8f5e', 1.3) + leaf(190, 150, -20, '#6b8f5e', 1.3),
  };
  body += P[protein]();
  return frame(bg, body, accent);
}

function salad(name, { parts, bg = '#e8f3e0', accent = '#90be6d' }) {
  const rand = rng(name);
  let body = `<circle cx="200" cy="158" r="118" fill="#000" opacity=".08"/><circle cx="200" cy="150" r="118" fill="#d9cbb0"/><circle cx="200" cy="150" r="104" fill="#f7f3ea"/>`;
  for (const [x, y] of scatter(rand, 16, 200, 150, 82)) body += leaf(x, y, r0(rand() * 180), rand() > 0.5 ? '#4caf50' : '#7cb342', 1.6);
  for (const [kind, count, color] of parts) {
    for (const [x, y] of scatter(rand, count, 200, 150, 72)) {
      body +=
        kind === 'round'
          ? `<circle cx="${x}" cy="${y}" r="13" fill="${color}"/><circle cx="${x - 3}" cy="${y - 3}" r="4" fill="#fff" opacity=".35"/>`
          : `<rect x="${x - 9}" y="${y - 9}" width="18" height="18" rx="3" fill="${color}" transform="rotate(${r0(rand() * 90)} ${x} ${y})"/>`;
    }
  }
  return frame(bg, body, accent);
}

const board = (items) =>
  `<rect x="45" y="75" width="310" height="165" rx="22" fill="#a86b3c"/><rect x="45" y="75" width="310" height="165" rx="22" fill="none" stroke="#7f4f2a" stroke-width="6"/>${items}`;

function antipasto(name, items, accent = '#e76f51') {
  return frame('#f3ead9', board(items(rng(name))), accent);
}

function dessert(kind) {
  const D = {
    tiramisu: `${plate()}<rect x="130" y="105" width="140" height="90" rx="6" fill="#f3e6c8"/><rect x="130" y="125" width="140" height="14" fill="#7b4a2a"/><rect x="130" y="160" width="140" height="14" fill="#7b4a2a"/><rect x="130" y="100" width="140" height="12" rx="5" fill="#5a3520"/>`,
    pannacotta: `${plate()}<path d="M140 185q0-90 60-90t60 90z" fill="#fdf6e3"/><path d="M150 115q50-25 100 0q-10 25-20 15q-10 30-25 5q-20 25-30-5q-15 10-25-15z" fill="#b5172f"/><circle cx="230" cy="190" r="8" fill="#7b1fa2"/><circle cx="170" cy="195" r="7" fill="#c2185b"/>`,
    cannoli: `${plate()}${[0, 1].map((i) => `<g transform="rotate(${-20 + i * 30} 200 150)"><rect x="120" y="${125 + i * 10}" width="160" height="40" rx="20" fill="#d8a25e"/><circle cx="122" cy="${145 + i * 10}" r="19" fill="#fff6e0"/><circle cx="278" cy="${145 + i * 10}" r="19" fill="#fff6e0"/><circle cx="122" cy="${145 + i * 10}" r="6" fill="#7cb342"/><circle cx="278" cy="${145 + i * 10}" r="6" fill="#7cb342"/></g>`).join('')}`,
    affogato: `<path d="M135 95h130l-15 140h-100z" fill="#e8f1f5" opacity=".9"/><path d="M142 150h116l-9 85h-98z" fill="#6f4426"/><circle cx="200" cy="120" r="42" fill="#fff4d6"/><path d="M175 95q25-15 50 0" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/><rect x="130" y="235" width="140" height="10" rx="5" fill="#cfd8dc"/>`,
  };
  return frame('#f8e4ec', D[kind], '#f4acb7');
}

function bottle(name, { glass, label, cap, bg = '#e3eef7', accent = '#8ecae6', liquid }) {
  const body =
    `<ellipse cx="200" cy="262" rx="60" ry="10" fill="#000" opacity=".1"/>` +
    `<path d="M180 40h40v50q30 20 30 60v105q0 8-8 8h-84q-8 0-8-8v-105q0-40 30-60z" fill="${glass}"/>` +
    (liquid ? `<path d="M152 150h96v105q0 8-8 8h-80q-8 0-8-8z" fill="${liquid}" opacity=".6"/>` : '') +
    `<rect x="150" y="155" width="100" height="60" rx="6" fill="${label}"/><rect x="165" y="175" width="70" height="6" rx="3" fill="#fff" opacity=".8"/><rect x="175" y="188" width="50" height="5" rx="2" fill="#fff" opacity=".6"/>` +
    `<rect x="177" y="30" width="46" height="16" rx="4" fill="${cap}"/><path d="M172 95q-10 40-10 140" stroke="#fff" stroke-width="6" opacity=".35" fill="none"/>`;
  return frame(bg, body, accent);
}

function glass(name, { kind, liquid, garnish, bg = '#e3eef7', accent = '#8ecae6' }) {
  const G = {
    wine: `<path d="M150 50h100q5 80-50 110q-55-30-50-110z" fill="#eef4f7"/><path d="M153 95h94q-8 50-47 62q-39-12-47-62z" fill="${liquid}"/><rect x="196" y="155" width="8" height="80" fill="#eef4f7"/><ellipse cx="200" cy="240" rx="45" ry="9" fill="#dfe8ec"/>`,
    tumbler: `<path d="M140 70h120l-12 175h-96z" fill="#eef4f7"/><path d="M145 110h110l-9 130h-92z" fill="${liquid}"/><circle cx="225" cy="80" r="26" fill="${garnish}"/><circle cx="225" cy="80" r="18" fill="#fff" opacity=".5"/>` + [[175, 140], [210, 175], [185, 205]].map(([x, y]) => `<rect x="${x}" y="${y}" width="22" height="22" rx="4" fill="#fff" opacity=".45"/>`).join(''),
    cup: `<ellipse cx="200" cy="225" rx="95" ry="22" fill="#fff"/><path d="M130 120h140q0 100-70 100t-70-100z" fill="#f5f0e8"/><ellipse cx="200" cy="120" rx="70" ry="16" fill="${liquid}"/><path d="M268 135q35 0 30 30t-40 20" stroke="#f5f0e8" stroke-width="12" fill="none"/>` + (garnish ? `<path d="M200 128q-12-14-6-18q6-3 6 4q0-7 6-4q6 4-6 18z" fill="${garnish}"/>` : ''),
    beer: `<path d="M160 60h80v185q0 8-8 8h-64q-8 0-8-8z" fill="#5a3e1b"/><rect x="160" y="60" width="80" height="22" rx="4" fill="#f2e8cf"/><rect x="165" y="140" width="70" height="50" rx="5" fill="#1f5f3a"/><circle cx="200" cy="165" r="14" fill="#e9c46a"/><rect x="185" y="30" width="30" height="34" fill="#5a3e1b"/>`,
    can: `<rect x="150" y="60" width="100" height="190" rx="14" fill="${liquid}"/><rect x="150" y="60" width="100" height="14" rx="7" fill="#bdbdbd"/><rect x="150" y="236" width="100" height="14" rx="7" fill="#bdbdbd"/><circle cx="200" cy="150" r="30" fill="${garnish}"/><path d="M168 90q-6 60 0 130" stroke="#fff" stroke-width="6" opacity=".3" fill="none"/>`,
  };
  return frame(bg, `<ellipse cx="200" cy="255" rx="80" ry="10" fill="#000" opacity=".08"/>` + G[kind], accent);
}

function combo(name, parts, accent) {
  const body =
    `<rect x="40" y="60" width="320" height="190" rx="20" fill="#5e548e"/><rect x="52" y="72" width="296" height="166" rx="14" fill="#f7f3ff"/>` +
    parts.map((p, i) => `<g transform="translate(${62 + i * 95} 110) scale(.3)">${p}</g>`).join('');
  return frame('#ece7f6', body, accent);
}

const inner = (svg) => svg.replace(/^<svg[^>]*><rect[^>]*\/>(<circle[^>]*\/>){2}/, '').replace(/<\/svg>$/, '');

// ------------------------------------------------------------------ the catalogue

const images = {
  'pizza-margherita': pizza('margherita', { toppings: [['cheese', 9], ['basil', 5]] }),
  'pizza-marinara': pizza('marinara', { toppings: [['garlic', 14], ['basil', 4]] }),
  'pizza-diavola': pizza('diavola', { toppings: [['cheese', 6], ['salami', 9]], accent: '#e63946' }),
  'pizza-funghi': pizza('funghi', { toppings: [['cheese', 6], ['ham', 6], ['mushroom', 7]] }),
  'pizza-formaggi': pizza('formaggi', { sauce: '#f6e7b4', toppings: [['cheese', 7, '#fffdf5'], ['blue', 7]], accent: '#e9c46a' }),
  'pizza-capricciosa': pizza('capricciosa', { toppings: [['cheese', 5], ['ham', 5], ['artichoke', 5], ['olive', 6]] }),
  'pizza-tartufo': pizza('tartufo', { sauce: '#e9dcc3', toppings: [['cheese', 6, '#fffdf5'], ['truffle', 9]], accent: '#6d4c41' }),
  calzone: calzone('calzone'),
  carbonara: pasta('carbonara', { sauce: null, garnish: '#5b4636' }),
  'tagliatelle-ragu': pasta('ragu', { shape: 'ribbon', sauce: '#a63d2a' }),
  'penne-arrabbiata': pasta('arrabbiata', { shape: 'penne', sauce: '#d62828', accent: '#e63946' }),
  'linguine-vongole': pasta('vongole', { clams: true, cheese: false, accent: '#8ecae6' }),
  ravioli: pasta('ravioli', { shape: 'ravioli', noodle: '#f7d774', sauce: '#e9c46a', garnish: '#5b8c51' }),
  gnocchi: pasta('gnocchi', { shape: 'gnocchi', noodle: '#f3dca0', sauce: '#d63c2a' }),
  lasagne: lasagne(),
  saltimbocca: mainDish('saltimbocca', { protein: 'veal', sides: [['cube', '#e9c46a']] }),
  tagliata: mainDish('tagliata', { protein: 'steak', sides: [['leaf', '#6a994e']] }),
  pollo: mainDish('pollo', { protein: 'chicken', sides: [['cube', '#f4d35e']] }),
  branzino: mainDish('branzino', { protein: 'fish', sides: [['leaf', '#6a994e']], bg: '#e3eef7', accent: '#8ecae6' }),
  gamberoni: mainDish('gamberoni', { protein: 'prawns', sides: [['leaf', '#6a994e']], bg: '#e3eef7', accent: '#f4a261' }),
  caprese: salad('caprese', { parts: [['round', 5, '#e63946'], ['round', 5, '#fffdf5']] }),
  rucola: salad('rucola', { parts: [['round', 6, '#e63946'], ['cube', 6, '#f3e9c6']] }),
  panzanella: salad('panzanella', { parts: [['cube', 7, '#d9a55b'], ['round', 5, '#e63946']] }),
  bruschetta: antipasto('bruschetta', (rand) => [0, 1, 2].map((i) => `<rect x="${75 + i * 90}" y="110" width="80" height="100" rx="22" fill="#d9a55b"/>` + scatter(rand, 5, 115 + i * 90, 160, 28).map(([x, y]) => `<rect x="${x - 7}" y="${y - 7}" width="14" height="14" rx="3" fill="#d62828"/>`).join('') + leaf(115 + i * 90, 135, 30, '#2e8b3a')).join('')),
  arancini: antipasto('arancini', () => [[140, 165], [205, 140], [265, 170]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="42" fill="#e0962f"/><circle cx="${x - 12}" cy="${y - 14}" r="10" fill="#f3c06b"/>`).join('') + `<circle cx="205" cy="205" r="18" fill="#d62828"/>`),
  calamari: antipasto('calamari', (rand) => scatter(rand, 8, 190, 160, 70).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="none" stroke="#e7b65c" stroke-width="11"/>`).join('') + `<path d="M280 110l40 30-45 20z" fill="#f6e27a"/>`),
  burrata: antipasto('burrata', (rand) => `<circle cx="200" cy="155" r="55" fill="#fdfaf2"/><path d="M170 150q30 25 60 0" stroke="#efe6cf" stroke-width="8" fill="none"/>` + scatter(rand, 6, 200, 160, 100).filter(([x, y]) => Math.hypot(x - 200, y - 155) > 65).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#e63946"/>`).join('') + leaf(140, 105, 20) + leaf(265, 205, -30)),
  'vitello-tonnato': antipasto('vitello', (rand) => [0, 1, 2, 3].map((i) => `<ellipse cx="${130 + i * 45}" cy="${150 + (i % 2) * 20}" rx="40" ry="30" fill="#e6a8a0"/>`).join('') + `<path d="M100 160q100-40 200 10" stroke="#efe2c4" stroke-width="18" fill="none" stroke-linecap="round"/>` + scatter(rand, 6, 200, 160, 70).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#556b2f"/>`).join('')),
  carpaccio: antipasto('carpaccio', (rand) => [0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="245" cy="158" rx="40" ry="22" fill="#c0392b" transform="rotate(${a} 200 158)"/>`).join('') + scatter(rand, 6, 200, 158, 45).map(([x, y]) => leaf(x, y, r0(rand() * 180), '#6a994e')).join('') + `<rect x="190" y="140" width="20" height="8" fill="#fff6df"/>`),
  tiramisu: dessert('tiramisu'),
  'panna-cotta': dessert('pannacotta'),
  cannoli: dessert('cannoli'),
  affogato: dessert('affogato'),
  'acqua-frizzante': bottle('frizzante', { glass: '#6aa9d8', label: '#c62828', cap: '#c62828' }),
  'acqua-naturale': bottle('naturale', { glass: '#9cc7e6', label: '#1565c0', cap: '#1565c0' }),
  chianti: bottle('chianti', { glass: '#2f3b2a', label: '#f2e8cf', cap: '#7b1e1e', liquid: '#7b1e1e', bg: '#f3e3e3', accent: '#9d0208' }),
  'pinot-grigio': bottle('pinot', { glass: '#9fbf7a', label: '#fdf6e3', cap: '#c9a227', liquid: '#f2e394', bg: '#f3f0dc', accent: '#e9c46a' }),
  'vino-rosso': glass('vino', { kind: 'wine', liquid: '#7b1e1e', bg: '#f3e3e3', accent: '#9d0208' }),
  'aperol-spritz': glass('spritz', { kind: 'tumbler', liquid: '#f77f00', garnish: '#fb8500', bg: '#fff1e0', accent: '#f77f00' }),
  limonata: glass('limonata', { kind: 'tumbler', liquid: '#fff3b0', garnish: '#f6e27a', bg: '#fffbe0', accent: '#e9c46a' }),
  chinotto: glass('chinotto', { kind: 'can', liquid: '#4e342e', garnish: '#ff9800' }),
  birra: glass('birra', { kind: 'beer', bg: '#f3ecd9', accent: '#e9c46a' }),
  espresso: glass('espresso', { kind: 'cup', liquid: '#4e2c17', bg: '#efe6dc', accent: '#a47148' }),
  cappuccino: glass('cappuccino', { kind: 'cup', liquid: '#e9d3b0', garnish: '#8d5b3a', bg: '#efe6dc', accent: '#a47148' }),
  focaccia: frame('#f6efd9', `<rect x="70" y="80" width="260" height="150" rx="24" fill="#e3aa52"/>` + scatter(rng('focaccia'), 14, 200, 155, 100).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#b9782d"/>`).join('') + [[130, 120], [240, 190], [280, 110]].map(([x, y]) => leaf(x, y, 40, '#40613f', 0.9) + leaf(x + 8, y + 6, -20, '#40613f', 0.9)).join(''), '#e9c46a'),
  'pane-aglio': frame('#f6efd9', [0, 1, 2, 3].map((i) => `<rect x="${60 + i * 72}" y="${100 + (i % 2) * 20}" width="66" height="110" rx="16" fill="#e0a458"/><rect x="${66 + i * 72}" y="${106 + (i % 2) * 20}" width="54" height="98" rx="12" fill="#f6d28b"/><circle cx="${90 + i * 72}" cy="${140 + (i % 2) * 20}" r="4" fill="#2e8b3a"/><circle cx="${100 + i * 72}" cy="${170 + (i % 2) * 20}" r="4" fill="#2e8b3a"/>`).join(''), '#e9c46a'),
  olive: frame('#eef2dd', `<circle cx="200" cy="158" r="100" fill="#000" opacity=".08"/><circle cx="200" cy="150" r="100" fill="#3f6e8c"/><circle cx="200" cy="150" r="86" fill="#fdfaf2"/>` + scatter(rng('olive'), 14, 200, 150, 64).map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="10" fill="${i % 3 ? '#7a8b2b' : '#2b2b2b'}"/>`).join(''), '#90be6d'),
  aioli: frame('#f6efd9', `<ellipse cx="200" cy="190" rx="95" ry="30" fill="#000" opacity=".08"/><path d="M110 140h180q0 70-90 70t-90-70z" fill="#d7ccc8"/><ellipse cx="200" cy="140" rx="90" ry="24" fill="#fff8dc"/><path d="M180 135q20-20 40 0" stroke="#f0e2b6" stroke-width="6" fill="none"/>` + leaf(230, 138, 20, '#2e8b3a'), '#e9c46a'),
  'topping-bufala': frame('#fbe9d0', `<circle cx="200" cy="150" r="70" fill="#fdfaf2"/><path d="M160 140q40 30 80 0" stroke="#efe6cf" stroke-width="10" fill="none"/>` + leaf(250, 90, 30, '#2e8b3a', 1.6), '#f4a261'),
  'topping-crudo': frame('#fbe9d0', [0, 1, 2].map((i) => `<path d="M${110 + i * 20} ${100 + i * 40}q90-40 180 0" stroke="#e58f8f" stroke-width="30" fill="none" stroke-linecap="round"/><path d="M${110 + i * 20} ${88 + i * 40}q90-40 180 0" stroke="#fbe0e0" stroke-width="6" fill="none"/>`).join(''), '#f4a261'),
  'topping-funghi': frame('#fbe9d0', [[150, 150], [240, 170]].map(([x, y]) => `<path d="M${x - 55} ${y}a55 45 0 0 1 110 0z" fill="#b08968"/><rect x="${x - 18}" y="${y}" width="36" height="50" rx="10" fill="#ede0d4"/>`).join(''), '#f4a261'),
  'topping-rucola': frame('#e8f3e0', scatter(rng('rucola-top'), 12, 200, 150, 100).map(([x, y], i) => leaf(x, y, i * 37, i % 2 ? '#4caf50' : '#689f38', 2.4)).join(''), '#90be6d'),
  'topping-nduja': frame('#fbe9d0', `<path d="M120 170c0-60 60-90 100-70c50 20 70 80 20 100c-40 20-120 20-120-30z" fill="#c1121f"/><circle cx="170" cy="150" r="8" fill="#ff6b6b"/><circle cx="220" cy="175" r="6" fill="#ff6b6b"/>`, '#e63946'),
};

// Combos draw small stand-ins of their parts: the full dish drawings would not fit in 4 KB.
const mini = {
  pizza: `<circle cx="150" cy="150" r="140" fill="#d99a4e"/><circle cx="150" cy="150" r="120" fill="#d63c2a"/><circle cx="110" cy="120" r="26" fill="#fff6df"/><circle cx="185" cy="175" r="26" fill="#fff6df"/><circle cx="120" cy="195" r="22" fill="#fff6df"/>${leaf(180, 110, 30, '#2e8b3a', 2.5)}`,
  diavola: `<circle cx="150" cy="150" r="140" fill="#d99a4e"/><circle cx="150" cy="150" r="120" fill="#d63c2a"/>${[[105, 115], [190, 120], [150, 190], [95, 185], [205, 190]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="#b3261e"/>`).join('')}`,
  pasta: `<circle cx="150" cy="150" r="140" fill="#fff"/>${[40, 65, 90].map((r) => `<circle cx="150" cy="150" r="${r}" fill="none" stroke="#f2c94c" stroke-width="16"/>`).join('')}<circle cx="150" cy="150" r="28" fill="#f2c94c"/>`,
  bruschetta: `${[0, 1].map((i) => `<rect x="${20 + i * 140}" y="60" width="120" height="180" rx="36" fill="#d9a55b"/><circle cx="${80 + i * 140}" cy="120" r="18" fill="#d62828"/><circle cx="${70 + i * 140}" cy="180" r="18" fill="#d62828"/>`).join('')}`,
  drink: `<path d="M70 30h160l-20 250h-120z" fill="#fff3b0"/><circle cx="205" cy="50" r="40" fill="#f6e27a"/>`,
  dessert: `<rect x="40" y="90" width="220" height="140" rx="12" fill="#f3e6c8"/><rect x="40" y="130" width="220" height="22" fill="#7b4a2a"/><rect x="40" y="180" width="220" height="22" fill="#7b4a2a"/><rect x="40" y="80" width="220" height="20" rx="8" fill="#5a3520"/>`,
};

images['menu-pranzo'] = combo('pranzo', [mini.bruschetta, mini.pasta, mini.drink], '#b8a9d9');
images['menu-per-due'] = combo('per-due', [mini.pizza, mini.diavola, mini.dessert], '#b8a9d9');

const category = (source, bg, accent) => frame(bg, `<g transform="translate(40 30) scale(.8)">${inner(images[source])}</g>`, accent);
Object.assign(images, {
  'category-antipasti': category('burrata', '#f3ead9', '#e76f51'),
  'category-pizza': category('pizza-margherita', '#fbe9d0', '#f4a261'),
  'category-pasta': category('tagliatelle-ragu', '#fdf1d6', '#e9c46a'),
  'category-secondi': category('tagliata', '#efe6dc', '#bc6c25'),
  'category-insalate': category('caprese', '#e8f3e0', '#90be6d'),
  'category-dolci': category('tiramisu', '#f8e4ec', '#f4acb7'),
  'category-bevande': category('aperol-spritz', '#fff1e0', '#f77f00'),
  'category-menus': category('menu-per-due', '#ece7f6', '#b8a9d9'),
});

images.logo =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">` +
  `<circle cx="100" cy="100" r="98" fill="#2e7d32"/><circle cx="100" cy="100" r="84" fill="none" stroke="#f1f8e9" stroke-width="3"/>` +
  `<rect x="62" y="58" width="76" height="16" rx="4" fill="#fffdf5"/><rect x="92" y="58" width="16" height="86" rx="4" fill="#fffdf5"/>` +
  `<path d="M52 150q48 20 96 0" stroke="#c5e1a5" stroke-width="4" fill="none"/>` +
  [[62, 146, -30], [80, 153, -15], [120, 153, 15], [138, 146, 30]].map(([x, y, a]) => leaf(x, y, a, '#c5e1a5', 0.9)).join('') +
  `<circle cx="100" cy="158" r="6" fill="#263238"/><circle cx="100" cy="158" r="2" fill="#8d6e63"/>` +
  `</svg>`;

const check = `<pattern id="c" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#fdf6ec"/><rect width="40" height="80" fill="#c62828" opacity=".55"/><rect width="80" height="40" fill="#c62828" opacity=".55"/></pattern>`;
images.hero =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 500"><defs>${check}</defs><rect width="1200" height="500" fill="url(#c)"/>` +
  `<rect width="1200" height="500" fill="#1b3a1d" opacity=".12"/>` +
  `<g transform="translate(120 40) scale(1.4)">${inner(images['pizza-margherita']).replace(/<ellipse[^>]*opacity="\.1"\/>/, '')}</g>` +
  `<g transform="translate(700 120) scale(.9)">${mini.pasta}<circle cx="150" cy="150" r="40" fill="#a63d2a"/>${leaf(165, 135, 30, '#2e8b3a', 1.5)}</g>` +
  `<g transform="translate(930 60) scale(.95)">${inner(images['vino-rosso'])}</g>` +
  [[90, 420, 20], [560, 60, -40], [1100, 440, 60], [600, 440, 10]].map(([x, y, a]) => leaf(x, y, a, '#2e8b3a', 2.5)).join('') +
  `</svg>`;

mkdirSync(out, { recursive: true });
let largest = 0;
for (const [name, svg] of Object.entries(images)) {
  writeFileSync(path.join(out, `${name}.svg`), `${svg}\n`);
  largest = Math.max(largest, svg.length);
  if (svg.length > 4096) console.warn(`${name}.svg is ${svg.length} bytes (over 4 KB)`);
}
console.log(`wrote ${Object.keys(images).length} images, largest ${largest} bytes`);
