import { PERMISSIONS } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enConsole from '../../../../api/src/modules/i18n/locales/en/console.json';

addEnglishPack('console', enConsole);

export { renderAt } from '@/test/render';

export const ADMIN = makeUser({
  role: { slug: 'administrator', name: 'Administrator' },
  permissions: [...PERMISSIONS],
});

export const USER = makeUser({
  role: { slug: 'waiter', name: 'Waiter' },
  permissions: ['orders.view', 'orders.manage', 'waiter-calls.manage', 'tables.manage'],
});
