import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, PERMISSIONS, SYSTEM_ROLE_PERMISSIONS } from './permissions';
import { ZCreateRoleBody, ZUpdateRolePermissionBody } from './roles';
import { PROFILE_MENU_SECTIONS } from './users';

describe('permission catalogue', () => {
  it('puts every permission in exactly one matrix group', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.permissions);
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('gives administrators everything and managers and waiters less', () => {
    expect([...SYSTEM_ROLE_PERMISSIONS.administrator]).toEqual([...PERMISSIONS]);
    for (const p of ['users.manage', 'roles.manage', 'structure.manage', 'payments.manage'] as const) {
      expect(SYSTEM_ROLE_PERMISSIONS.manager).not.toContain(p);
    }
    expect(SYSTEM_ROLE_PERMISSIONS.waiter).toEqual(['orders.view', 'orders.manage', 'waiter-calls.manage']);
  });

  it('opens a console section for every permission', () => {
    const used = new Set(PROFILE_MENU_SECTIONS.flatMap((s) => [...s.permissions]));
    expect([...PERMISSIONS].filter((p) => !used.has(p))).toEqual([]);
  });

  it('accepts only catalogue permissions and drops repeats', () => {
    const ok = ZCreateRoleBody.parse({ name: ' Host ', permissions: ['menus.manage', 'menus.manage'] });
    expect(ok).toEqual({ name: 'Host', permissions: ['menus.manage'] });
    const bad = ZUpdateRolePermissionBody.safeParse({ slug: 'host', permissions: ['menus.manage', 'root'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['permissions', 1]);
  });
});
