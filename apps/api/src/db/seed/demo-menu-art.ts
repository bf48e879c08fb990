/**
 * Dish illustrations for the demo menu, drawn as SVG (a top view: table, plate, food) and
 * rendered to WebP at seed time. Nothing is downloaded; each dish gets its own colours and a
 * seeded scatter of details so no two photos look alike.
 */

export type DishKind =
  | 'coffee'
  | 'tea'
  | 'cold'
  | 'breakfast'
  | 'pancakes'
  | 'bowl'
  | 'salad'
  | 'soup'
  | 'pasta'
  | 'sandwich'
  | 'cake'
  | 'pastry'
  | 'icecream';

export interface DishArt {
  kind: DishKind;
  /** Main food colour, its darker shade, and an accent (berries, herbs, syrup…). */
  colors: [string, string, string];
  /** Table colour behind the plate. */
  table: string;
}

export const ART_WIDTH = 960;
export const ART_HEIGHT = 720;

/** A small deterministic random source, so the seed draws the same picture each time. */
function random(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const CX = ART_WIDTH / 2;
const CY = ART_HEIGHT / 2 + 10;

function scatter(
  rand: () => number,
  n: number,
  radius: number,
  draw: (x: number, y: number, a: number) => string,
) {
  return Array.from({ length: n }, () => {
    const angle = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * radius;
    return draw(CX + Math.cos(angle) * r, CY + Math.sin(angle) * r, rand() * 360);
  }).join('');
}

const plate = (r: number) => `
  <ellipse cx="${CX + 14}" cy="${CY + 22}" rx="${r + 6}" ry="${r + 2}" fill="#000" opacity="0.18" filter="url(#blur)"/>
  <circle cx="${CX}" cy="${CY}" r="${r}" fill="url(#plate)"/>
  <circle cx="${CX}" cy="${CY}" r="${r * 0.74}" fill="#f4f1ec" stroke="#e3ddd4" stroke-width="3"/>`;

const leaf = (x: number, y: number, a: number, color: string, size = 26) =>
  `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 0.45}" fill="${color}" transform="rotate(${a} ${x} ${y})" opacity="0.95"/>`;

const berry = (x: number, y: number, color: string, r = 11) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff" opacity="0.45"/>`;

function cup(fill: string, dark: string, accent: string, rand: () => number, tea = false) {
  const heart = tea
    ? `<circle cx="${CX + 40}" cy="${CY - 30}" r="34" fill="${accent}" opacity="0.9"/><circle cx="${CX + 40}" cy="${CY - 30}" r="26" fill="#fdf6c8" opacity="0.8"/>`
    : `<path d="M ${CX} ${CY + 52} C ${CX - 90} ${CY - 10}, ${CX - 40} ${CY - 80}, ${CX} ${CY - 34} C ${CX + 40} ${CY - 80}, ${CX + 90} ${CY - 10}, ${CX} ${CY + 52} Z" fill="${accent}" opacity="0.92"/>`;
  return `
    <ellipse cx="${CX + 16}" cy="${CY + 26}" rx="220" ry="214" fill="#000" opacity="0.16" filter="url(#blur)"/>
    <circle cx="${CX}" cy="${CY}" r="215" fill="url(#plate)"/>
    <circle cx="${CX}" cy="${CY}" r="150" fill="#fff" stroke="#e8e2da" stroke-width="6"/>
    <rect x="${CX + 140}" y="${CY - 24}" width="90" height="48" rx="24" fill="#fff" stroke="#e8e2da" stroke-width="5"/>
    <circle cx="${CX}" cy="${CY}" r="128" fill="${dark}"/>
    <circle cx="${CX}" cy="${CY}" r="118" fill="url(#food)"/>
    ${heart}
    ${scatter(rand, 14, 100, (x, y) => `<circle cx="${x}" cy="${y}" r="${2 + rand() * 3}" fill="${fill}" opacity="0.5"/>`)}
    <rect x="${CX - 250}" y="${CY + 120}" width="26" height="150" rx="13" fill="#c9c2b8" transform="rotate(-28 ${CX - 237} ${CY + 195})"/>`;
}

function body(art: DishArt, rand: () => number): string {
  const [main, dark, accent] = art.colors;
  switch (art.kind) {
    case 'coffee':
      return cup(main, dark, accent, rand);
    case 'tea':
      return cup(main, dark, accent, rand, true);
    case 'cold':
      return `
        <ellipse cx="${CX + 14}" cy="${CY + 24}" rx="170" ry="166" fill="#000" opacity="0.16" filter="url(#blur)"/>
        <circle cx="${CX}" cy="${CY}" r="165" fill="#eef6f8" opacity="0.9" stroke="#d7e6ea" stroke-width="8"/>
        <circle cx="${CX}" cy="${CY}" r="150" fill="url(#food)"/>
        ${scatter(rand, 7, 95, (x, y, a) => `<rect x="${x - 30}" y="${y - 30}" width="60" height="60" rx="14" fill="#fff" opacity="0.42" transform="rotate(${a} ${x} ${y})"/>`)}
        <circle cx="${CX + 70}" cy="${CY - 70}" r="52" fill="${accent}" stroke="#fff" stroke-width="6" opacity="0.95"/>
        <path d="M ${CX + 70} ${CY - 118} L ${CX + 70} ${CY - 22} M ${CX + 22} ${CY - 70} L ${CX + 118} ${CY - 70}" stroke="#fff" stroke-width="4" opacity="0.7"/>
        <rect x="${CX - 20}" y="${CY - 330}" width="18" height="330" rx="9" fill="${dark}" transform="rotate(24 ${CX} ${CY})"/>`;
    case 'breakfast':
      return `${plate(250)}
        <rect x="${CX - 190}" y="${CY - 40}" width="150" height="130" rx="26" fill="#d9a15b" stroke="#b97b36" stroke-width="10" transform="rotate(-12 ${CX - 115} ${CY + 25})"/>
        <path d="M ${CX + 10} ${CY - 120} q 80 -40 140 10 q 50 60 -10 110 q -70 40 -130 -20 q -40 -60 0 -100 z" fill="#fffdf7"/>
        <circle cx="${CX + 75}" cy="${CY - 60}" r="36" fill="url(#yolk)"/>
        <path d="M ${CX - 20} ${CY + 70} q 70 -30 150 10 q 40 50 -20 80 q -90 30 -140 -20 z" fill="#fffdf7"/>
        <circle cx="${CX + 55}" cy="${CY + 105}" r="32" fill="url(#yolk)"/>
        ${scatter(rand, 9, 60, (x, y, a) => leaf(x + 120, y - 120, a, accent, 22))}
        ${scatter(rand, 4, 40, (x, y) => berry(x - 130, y + 130, main, 18))}`;
    case 'pancakes':
      return `${plate(250)}
        ${[0, 1, 2, 3].map((i) => `<circle cx="${CX - i * 6}" cy="${CY - i * 10}" r="${160 - i * 4}" fill="${i % 2 ? '#e2a861' : '#d3924a'}" stroke="#b5732f" stroke-width="4"/>`).join('')}
        <path d="M ${CX - 120} ${CY - 60} q 60 -60 140 -20 q 80 40 60 110 q -30 70 -120 50 q -110 -30 -80 -140 z" fill="${dark}" opacity="0.75"/>
        ${scatter(rand, 10, 110, (x, y) => berry(x, y - 20, accent, 14))}
        ${scatter(rand, 5, 90, (x, y) => berry(x, y - 20, main, 12))}`;
    case 'bowl':
    case 'salad':
    case 'soup':
      return `
        <ellipse cx="${CX + 16}" cy="${CY + 26}" rx="250" ry="244" fill="#000" opacity="0.18" filter="url(#blur)"/>
        <circle cx="${CX}" cy="${CY}" r="245" fill="url(#plate)"/>
        <circle cx="${CX}" cy="${CY}" r="205" fill="url(#food)"/>
        ${
          art.kind === 'salad'
            ? scatter(rand, 26, 170, (x, y, a) => leaf(x, y, a, rand() > 0.5 ? main : dark, 42)) +
              scatter(rand, 8, 140, (x, y) => berry(x, y, accent, 20))
            : art.kind === 'soup'
              ? `<path d="M ${CX - 90} ${CY + 10} q 90 -80 180 0" stroke="#fff7e6" stroke-width="14" fill="none" opacity="0.8"/>` +
                scatter(rand, 12, 120, (x, y, a) => leaf(x, y, a, accent, 14)) +
                scatter(
                  rand,
                  14,
                  150,
                  (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="${dark}" opacity="0.6"/>`,
                )
              : scatter(rand, 18, 150, (x, y) => berry(x, y, accent, 16)) +
                scatter(
                  rand,
                  14,
                  150,
                  (x, y, a) =>
                    `<rect x="${x - 14}" y="${y - 8}" width="28" height="16" rx="6" fill="${dark}" transform="rotate(${a} ${x} ${y})"/>`,
                )
        }`;
    case 'pasta':
      return `${plate(250)}
        ${Array.from({ length: 16 }, (_, i) => `<ellipse cx="${CX + (rand() - 0.5) * 50}" cy="${CY + (rand() - 0.5) * 50}" rx="${60 + i * 7}" ry="${45 + i * 6}" transform="rotate(${rand() * 180} ${CX} ${CY})" fill="none" stroke="${i % 2 ? main : dark}" stroke-width="11" opacity="0.95"/>`).join('')}
        ${scatter(rand, 7, 90, (x, y) => berry(x, y, accent, 20))}
        ${scatter(rand, 6, 90, (x, y, a) => leaf(x, y, a, '#3f8f3a', 22))}`;
    case 'sandwich':
      return `${plate(250)}
        ${[-1, 1].map((s) => `<g transform="rotate(${s * 12} ${CX + s * 80} ${CY})"><path d="M ${CX + s * 20} ${CY - 150} L ${CX + s * 200} ${CY + 110} L ${CX + s * 20} ${CY + 110} Z" fill="#e8c48a" stroke="#c0893f" stroke-width="12" stroke-linejoin="round"/><path d="M ${CX + s * 36} ${CY + 92} L ${CX + s * 168} ${CY + 92}" stroke="${accent}" stroke-width="14"/><path d="M ${CX + s * 40} ${CY + 72} L ${CX + s * 150} ${CY + 72}" stroke="${main}" stroke-width="12"/></g>`).join('')}
        ${scatter(rand, 6, 40, (x, y) => berry(x, y + 180, accent, 12))}`;
    case 'cake':
      return `${plate(240)}
        <path d="M ${CX - 150} ${CY + 80} L ${CX + 170} ${CY + 20} L ${CX - 110} ${CY - 150} Z" fill="${dark}" stroke="#fff" stroke-width="4"/>
        <path d="M ${CX - 138} ${CY + 44} L ${CX + 120} ${CY - 4} M ${CX - 126} ${CY + 4} L ${CX + 70} ${CY - 34}" stroke="${main}" stroke-width="14"/>
        <path d="M ${CX - 150} ${CY + 80} L ${CX - 110} ${CY - 150}" stroke="#7a4b2a" stroke-width="16" stroke-linecap="round"/>
        ${scatter(rand, 3, 30, (x, y) => berry(x - 60, y - 40, accent, 20))}
        ${scatter(rand, 5, 30, (x, y, a) => leaf(x - 20, y - 70, a, '#5f9e4f', 16))}
        <path d="M ${CX + 40} ${CY + 140} q 60 -20 120 10" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.8"/>`;
    case 'pastry':
      return `${plate(240)}
        ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${CX - 120 + i * 60}" cy="${CY + Math.abs(i - 2) * 34 - 20}" rx="${48 - Math.abs(i - 2) * 8}" ry="${80 - Math.abs(i - 2) * 16}" fill="${i % 2 ? main : dark}" stroke="#9c5a22" stroke-width="5" transform="rotate(${(i - 2) * 22} ${CX - 120 + i * 60} ${CY})"/>`).join('')}
        ${scatter(rand, 30, 150, (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#fffaf0" opacity="0.8"/>`)}
        ${scatter(rand, 3, 30, (x, y) => berry(x + 150, y + 150, accent, 16))}`;
    case 'icecream':
      return `
        <ellipse cx="${CX + 16}" cy="${CY + 26}" rx="230" ry="224" fill="#000" opacity="0.18" filter="url(#blur)"/>
        <circle cx="${CX}" cy="${CY}" r="225" fill="url(#plate)"/>
        ${[
          [-70, -40, main],
          [70, -40, dark],
          [0, 70, accent],
        ]
          .map(
            ([dx, dy, c]) =>
              `<circle cx="${CX + Number(dx)}" cy="${CY + Number(dy)}" r="92" fill="${c}"/><circle cx="${CX + Number(dx) - 26}" cy="${CY + Number(dy) - 30}" r="26" fill="#fff" opacity="0.3"/>`,
          )
          .join('')}
        <rect x="${CX + 60}" y="${CY - 170}" width="34" height="150" rx="12" fill="#d6a25e" transform="rotate(30 ${CX + 77} ${CY - 95})"/>
        ${scatter(rand, 4, 40, (x, y, a) => leaf(x, y - 10, a, '#4f9d54', 18))}`;
  }
}

/** The SVG of one dish: soft light, a table, the plate and the food. */
export function dishSvg(seed: string, art: DishArt): string {
  const rand = random(seed);
  const [main, dark] = art.colors;
  const grain = scatter(random(`${seed}-table`), 70, 600, (x, y, a) => {
    return `<rect x="${x - 200}" y="${y}" width="400" height="3" fill="#fff" opacity="0.05" transform="rotate(${a / 30 - 6} ${x} ${y})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">
  <defs>
    <radialGradient id="light" cx="30%" cy="20%" r="90%">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.25"/>
    </radialGradient>
    <radialGradient id="plate" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#dcd6cc"/>
    </radialGradient>
    <radialGradient id="food" cx="40%" cy="35%" r="75%">
      <stop offset="0" stop-color="${main}"/>
      <stop offset="1" stop-color="${dark}"/>
    </radialGradient>
    <radialGradient id="yolk" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#ffd54a"/>
      <stop offset="1" stop-color="#f39c12"/>
    </radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="${art.table}"/>
  ${grain}
  ${body(art, rand)}
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
}
