import { SYSTEM_ROLE_SLUGS } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The English names the built-in roles are created with. */
const DEFAULT_NAMES: Record<string, string> = {
  administrator: 'Administrator',
  manager: 'Manager',
  waiter: 'Waiter',
};

/**
 * A role's name as the reader should see it: a built-in role still called by its English default
 * is shown in the reader's language (`systemRoles.<slug>` of `namespace`), as written once renamed.
 */
export function useRoleLabel(namespace: string) {
  const { t } = useTranslation(namespace);
  return useCallback(
    (role: { slug: string; name: string }) => {
      const builtIn = (SYSTEM_ROLE_SLUGS as readonly string[]).includes(role.slug);
      return builtIn && DEFAULT_NAMES[role.slug] === role.name ? t(`systemRoles.${role.slug}`) : role.name;
    },
    [t],
  );
}
