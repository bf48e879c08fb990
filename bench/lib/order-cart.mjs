// Guest carts for the order benchmarks, built from the public menu JSON as the guest page sees
// it: items with their options and add-on groups, chosen by position as POST /order/create takes
// them. Items with serving hours are left out so a run does not depend on the time of day.

export const MENU_SLUG = 'linden-cafe';
/** A table of the demo seed: location old-town, group hall, table 1. */
export const TABLE = { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '1' };
const NOTES = [
  'Please bring it with the rest',
  'For the child: small plate',
  'No rush',
  'Allergic to sesame',
];

/** A small seeded generator (mulberry32): the same seed gives the same carts. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** Items a guest can order at any hour: not sold out, no serving hours. */
export function orderableItems(menu) {
  return menu.categories
    .flatMap((category) => [...category.items, ...category.subCategories.flatMap((sub) => sub.items)])
    .filter((item) => !item.soldOut && !item.availability);
}

/** One cart line: an option when the item has some, a few add-ons within each group's bounds. */
export function cartLine(item, random) {
  const { options = [], addons = [] } = item.settings ?? {};
  const chosenAddons = [];
  for (const [group, addon] of addons.entries()) {
    const most = Math.min(addon.max, addon.options.length);
    // Most guests who order an item with extras take one or two of them.
    const optional = random() < 0.75 ? 1 + Math.floor(random() * Math.min(2, most)) : 0;
    const howMany = addon.min > 0 ? addon.min + Math.floor(random() * (most - addon.min + 1)) : optional;
    const indexes = addon.options.map((_, i) => i).sort(() => random() - 0.5);
    if (howMany > 0) chosenAddons.push({ group, options: indexes.slice(0, howMany).sort((a, b) => a - b) });
  }
  return {
    itemId: item.id,
    optionIndex: options.length ? Math.floor(random() * options.length) : null,
    addons: chosenAddons,
    quantity: 1 + Math.floor(random() * 2),
    ...(random() < 0.25 ? { note: pick(random, NOTES) } : {}),
  };
}

/**
 * A table order's body: `lineCount` lines, half of them items with add-on groups and the rest
 * items with options (they make the bigger rows), and the fields the guest page sends. The
 * idempotency key is set by the caller.
 */
export function checkoutBody(menu, random, { lineCount = 4 } = {}) {
  const items = orderableItems(menu);
  const shuffled = (list) => [...list].sort(() => random() - 0.5);
  const withAddons = shuffled(items.filter((i) => i.settings?.addons?.length));
  const withOptions = shuffled(
    items.filter((i) => i.settings?.options?.length && !i.settings?.addons?.length),
  );
  const rest = shuffled(items.filter((i) => !withAddons.includes(i) && !withOptions.includes(i)));
  const half = Math.ceil(lineCount / 2);
  const chosen = [...withAddons.slice(0, half), ...withOptions, ...rest].slice(0, lineCount);
  return {
    menuSlug: MENU_SLUG,
    type: 'table',
    table: TABLE,
    lines: chosen.map((item) => cartLine(item, random)),
    note: random() < 0.5 ? 'We are at the window table' : null,
    timeZone: 'Europe/London',
  };
}

/** A private client address of its own for every n, sent as X-Forwarded-For (TRUST_PROXY=1). */
export const addressOf = (block, n) => `10.${(block + (n >>> 16)) & 255}.${(n >>> 8) & 255}.${n & 255}`;
