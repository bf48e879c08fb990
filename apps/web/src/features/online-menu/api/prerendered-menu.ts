import { type TLanguage, type TPublicMenu, ZPublicMenu } from '@guestloop/contracts';
import { prerenderedBlock } from '@/lib/prerendered';

/** Id of the menu's block in a pre-rendered guest menu page (apps/api/src/modules/menus/prerender.ts). */
export const MENU_DATA_ID = 'gl-public-menu';

/** The inlined public menu when it is the one of `slug`, with its texts in `language`. */
export function prerenderedMenu(slug: string, language: TLanguage): TPublicMenu | undefined {
  const menu = prerenderedBlock(MENU_DATA_ID, (raw) => {
    const parsed = ZPublicMenu.safeParse(raw);
    return parsed.success ? parsed.data : null;
  });
  if (menu?.slug !== slug) return undefined;
  return (menu.contentLanguage?.shown ?? menu.language) === language ? menu : undefined;
}
