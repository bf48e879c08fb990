import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enContent from '../../../../api/src/modules/i18n/locales/en/menu-content.json';

addEnglishPack('menu-content', enContent);

export { renderAt } from '@/test/render';

export const EDITOR = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['content.manage', 'menus.manage'],
});
