import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { StorageProvider } from '../../providers/storage';
import type { DbOrTx } from '../client';
import { images, type MenuImageValue, menuCategories, menuItems, onlineMenus } from '../schema';
import { ART_HEIGHT, ART_WIDTH, type DishArt, dishSvg } from './demo-menu-art';
import { DEMO_MENU, DEMO_MENU_INFO, type DemoCategory, type DemoItem } from './demo-menu-data';

export const DEMO_MENU_SLUG = 'linden-cafe';

const WEBP = { quality: 80, effort: 4 } as const;
const COPY_WIDTHS = [320, 640];

/**
 * One picture stored as an upload would be (main WebP, narrower copies, an `images` row in the
 * `menus` bucket), so the media library and the menu treat it like any other.
 */
async function storePicture(
  db: DbOrTx,
  storage: StorageProvider,
  structureId: string,
  name: string,
  svg: string,
): Promise<MenuImageValue> {
  const raw = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const open = () => sharp(raw.data, { raw: raw.info });
  const stem = `media/${structureId}/${randomBytes(16).toString('hex')}`;
  const main = await open().webp(WEBP).toBuffer();
  const copies = await Promise.all(
    COPY_WIDTHS.map(async (width) => ({
      width,
      bytes: await open().resize({ width }).webp(WEBP).toBuffer(),
    })),
  );
  await storage.put(`${stem}-original.webp`, main, 'image/webp');
  await storage.put(`${stem}.webp`, main, 'image/webp');
  for (const copy of copies) await storage.put(`${stem}-${copy.width}.webp`, copy.bytes, 'image/webp');
  const variants: Record<string, string> = {};
  for (const copy of copies) variants[String(copy.width)] = storage.url(`${stem}-${copy.width}.webp`);
  variants[String(raw.info.width)] = storage.url(`${stem}.webp`);
  const [row] = await db
    .insert(images)
    .values({
      structureId,
      bucket: 'menus',
      originalName: `${name}.webp`,
      storageKey: `${stem}-original.webp`,
      src: storage.url(`${stem}.webp`),
      contentType: 'image/webp',
      width: raw.info.width,
      height: raw.info.height,
      sizeBytes: main.length,
      variants,
    })
    .returning();
  return { imageId: row!.id, src: row!.src, width: row!.width, height: row!.height, variants };
}

/** The café's logo: a linden leaf on a green disc. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><radialGradient id="g" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#6fbf73"/><stop offset="1" stop-color="#2e6b34"/></radialGradient></defs>
  <circle cx="256" cy="256" r="248" fill="url(#g)"/>
  <circle cx="256" cy="256" r="220" fill="none" stroke="#f3ead2" stroke-width="8" opacity="0.8"/>
  <path d="M256 400 C 150 360 110 250 160 170 C 200 110 250 120 256 150 C 262 120 312 110 352 170 C 402 250 362 360 256 400 Z" fill="#f3ead2"/>
  <path d="M256 400 L 256 170 M256 300 L 200 240 M256 300 L 312 240 M256 250 L 215 200 M256 250 L 297 200" stroke="#2e6b34" stroke-width="9" stroke-linecap="round" fill="none"/>
  <path d="M256 400 Q 250 440 228 460" stroke="#f3ead2" stroke-width="10" stroke-linecap="round" fill="none"/>
</svg>`;

/** A wide cover: three dishes on a table. */
function coverSvg(): string {
  const dishes: DishArt[] = [
    { kind: 'coffee', colors: ['#c89b6d', '#6b3f1f', '#f7ead9'], table: '#5d4037' },
    { kind: 'pastry', colors: ['#e3a04f', '#c57b2e', '#c62828'], table: '#5d4037' },
    { kind: 'pancakes', colors: ['#3949ab', '#8d4a1f', '#c2185b'], table: '#5d4037' },
  ];
  const inner = dishes
    .map((art, i) => {
      // Each dish's gradients get their own ids; the table and the light are drawn once, below.
      const svg = dishSvg(`cover-${i}`, art)
        .replace(/<rect width="100%" height="100%" fill="[^"]+"\/>/g, '')
        .replace(/<rect [^>]*opacity="0\.05"[^>]*\/>/g, '')
        .replace(/id="(\w+)"/g, `id="c${i}$1"`)
        .replace(/url\(#(\w+)\)/g, `url(#c${i}$1)`);
      return `<svg x="${i * 560 - 80}" y="${i % 2 ? 60 : -40}" width="${ART_WIDTH}" height="${ART_HEIGHT}">${svg}</svg>`;
    })
    .join('');
  const light = `<defs><radialGradient id="light" cx="30%" cy="20%" r="90%"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700">${light}<rect width="1600" height="700" fill="#5d4037"/>${inner}<rect width="1600" height="700" fill="url(#light)"/></svg>`;
}

/** Runs `work` over `list` with at most `limit` at a time (sharp uses a thread pool anyway). */
async function inBatches<T, R>(list: T[], limit: number, work: (entry: T, index: number) => Promise<R>) {
  const out: R[] = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < list.length) {
        const index = next++;
        out[index] = await work(list[index]!, index);
      }
    }),
  );
  return out;
}

/**
 * The demo company's menu `linden-cafe`: active, EUR, four categories (one with a sub-category),
 * 25 items with options, add-ons, allergens and drawn photos. Without a storage the items get no
 * photos.
 */
export { coverSvg, LOGO_SVG };

export async function seedDemoMenu(
  db: DbOrTx,
  structureId: string,
  locationId: string,
  storage?: StorageProvider,
): Promise<void> {
  const flat: { item: DemoItem; category: DemoCategory }[] = [];
  const walk = (category: DemoCategory) => {
    for (const item of category.items) flat.push({ item, category });
    for (const sub of category.subCategories ?? []) walk(sub);
  };
  for (const category of DEMO_MENU) walk(category);

  const photos = storage
    ? await inBatches(flat, 6, ({ item }) =>
        storePicture(db, storage, structureId, item.title, dishSvg(item.title, item.art)),
      )
    : [];
  const [logo, cover] = storage
    ? [
        await storePicture(db, storage, structureId, 'linden-logo', LOGO_SVG),
        await storePicture(db, storage, structureId, 'linden-cover', coverSvg()),
      ]
    : [null, null];

  const [menu] = await db
    .insert(onlineMenus)
    .values({
      structureId,
      locationId,
      slug: DEMO_MENU_SLUG,
      ...DEMO_MENU_INFO,
      language: 'en',
      currency: 'EUR',
      isActive: true,
      logoImage: logo,
      backgroundImage: cover,
    })
    .returning();
  const menuId = menu!.id;
  const photoOf = new Map(flat.map(({ item }, i) => [item, photos[i] ?? null]));
  const itemIds = new Map<string, string>();

  const insertCategory = async (category: DemoCategory, parentId: string | null, position: number) => {
    const firstPhoto = category.items[0] ? photoOf.get(category.items[0]) : null;
    const [row] = await db
      .insert(menuCategories)
      .values({
        structureId,
        menuId,
        parentId,
        title: category.title,
        subTitle: category.subTitle ?? null,
        image: firstPhoto,
        position,
      })
      .returning({ id: menuCategories.id });
    const categoryId = row!.id;
    const rows = await db
      .insert(menuItems)
      .values(
        category.items.map((item, index) => {
          const photo = photoOf.get(item);
          return {
            structureId,
            menuId,
            categoryId,
            title: item.title,
            subTitle: item.subTitle ?? null,
            description: item.description ?? null,
            price: item.price,
            images: photo ? [photo] : [],
            position: index,
            soldOut: item.soldOut ?? false,
            availability: item.availability
              ? { ...item.availability, days: [...item.availability.days] }
              : null,
            settings: {
              titleTranslate: item.titleTranslate ?? {},
              allergenText: item.allergenText ?? null,
              options: item.options ?? [],
              addons: item.addons ?? [],
              relatedItemIds: [],
            },
          };
        }),
      )
      .returning({ id: menuItems.id, title: menuItems.title });
    for (const row of rows) itemIds.set(row.title, row.id);
    for (const [index, sub] of (category.subCategories ?? []).entries())
      await insertCategory(sub, categoryId, index);
  };
  for (const [index, category] of DEMO_MENU.entries()) await insertCategory(category, null, index);

  const related = ['Butter Croissant', 'Baked Cheesecake', 'Fresh Orange Juice'].map((t) => itemIds.get(t)!);
  await db
    .update(onlineMenus)
    .set({
      settings: {
        ...menu!.settings,
        relatedItems: { title: 'Goes well with your coffee', itemIds: related },
      },
    })
    .where(eq(onlineMenus.id, menuId));
  const pastries = ['Butter Croissant', 'Cinnamon Roll'].map((t) => itemIds.get(t)!);
  await db
    .update(menuItems)
    .set({ settings: sql`${menuItems.settings} || ${JSON.stringify({ relatedItemIds: pastries })}::jsonb` })
    .where(
      and(
        eq(menuItems.menuId, menuId),
        inArray(menuItems.title, ['Cappuccino', 'Flat White', 'Caffè Latte']),
      ),
    );
}
