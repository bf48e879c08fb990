import { type TPublicMenu, ZPublicMenu } from '@guestloop/contracts';
import { prerenderedBlock } from '@/lib/prerendered';

/** Id of the menu's block in a pre-rendered guest menu page (apps/api/src/modules/menus/prerender.ts). */
export const MENU_DATA_ID = 'gl-public-menu';

/** The inlined public menu when it is the one of `slug`. */
export function prerenderedMenu(slug: string): TPublicMenu | undefined {
  const menu = prerenderedBlock(MENU_DATA_ID, (raw) => {
    const parsed = ZPublicMenu.safeParse(raw);
    return parsed.success ? parsed.data : null;
  });
  return menu?.slug === slug ? menu : undefined;
}
