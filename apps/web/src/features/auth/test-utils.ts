import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enAuth from '../../../../api/src/modules/i18n/locales/en/auth.json';

addEnglishPack('auth', enAuth);

export { SETTINGS, unauthenticated } from '@/test/fixtures';
export { renderAt } from '@/test/render';

export const USER = makeUser();
