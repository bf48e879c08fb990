/**
 * The icons of a guest menu's first screen (top bar, hero details, search) as SVG paths on a
 * 24×24 grid, stroked in the text colour. The API's pre-rendered page and the app draw them from
 * here, so the page looks the same before and after the app takes over. They are not font
 * icons: a page that shows an icon-font glyph holds back its first paint of text and photos
 * until that font has arrived.
 */
const RING = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z';

export const GUEST_ICONS = {
  'arrow-left': ['M19 12H5', 'M11 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  clock: [RING, 'M12 7v5l3 2'],
  globe: [
    RING,
    'M3 12h18',
    'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  ],
  'map-marker': [
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z',
    'M12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z',
  ],
  search: ['M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z', 'M20 20l-4-4'],
  'shopping-bag': ['M5 8h14l-1 12H6z', 'M9 8V6a3 3 0 0 1 6 0v2'],
  user: ['M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z', 'M4.5 20c.8-3.4 3.8-5.5 7.5-5.5s6.7 2.1 7.5 5.5'],
} as const satisfies Record<string, readonly string[]>;

export type GuestIconName = keyof typeof GUEST_ICONS;

/** The attributes every guest icon's `<svg>` carries (besides its class). */
export const GUEST_ICON_SVG = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

/** The icon as an SVG element's markup (for HTML written as text). */
export function guestIconMarkup(name: GuestIconName, className = ''): string {
  const attributes = Object.entries(GUEST_ICON_SVG)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  const paths = GUEST_ICONS[name].map((d) => `<path d="${d}"/>`).join('');
  return `<svg class="gl-icon${className ? ` ${className}` : ''}"${attributes}>${paths}</svg>`;
}
