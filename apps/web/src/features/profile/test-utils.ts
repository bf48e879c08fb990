import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enIntegrations from '../../../../api/src/modules/i18n/locales/en/integrations.json';
import enProfile from '../../../../api/src/modules/i18n/locales/en/profile.json';

addEnglishPack('profile', enProfile);
addEnglishPack('integrations', enIntegrations);

export { renderAt } from '@/test/render';

export const USER = makeUser({
  role: { slug: 'waiter', name: 'Waiter' },
  permissions: ['orders.view', 'orders.manage', 'waiter-calls.manage', 'tables.manage'],
});
