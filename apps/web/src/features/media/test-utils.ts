import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enMedia from '../../../../api/src/modules/i18n/locales/en/media.json';

addEnglishPack('media', enMedia);

export { renderAt } from '@/test/render';

export const MEDIA_MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['media.manage', 'menus.manage'],
});
