import { isPermissionBuilt, PERMISSIONS, type TPermission } from '@guestloop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/test/render';
import '../test-utils';
import { PermissionMatrix } from './permission-matrix';

describe('permission matrix', () => {
  it('offers only permissions of sections that exist, and keeps the others a role holds', async () => {
    const onChange = vi.fn<(next: TPermission[]) => void>();
    renderWithQuery(<PermissionMatrix value={[...PERMISSIONS]} onChange={onChange} canChange={() => true} />);

    for (const name of [
      'Menus',
      'See orders',
      'Online payments',
      'Users',
      'Media library',
      'Ratings',
      'Reviews',
      'Statistics',
      'Surveys',
      'QR pages',
      'Integrations',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    // Reviews exist: the feedback group is offered.
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Menus' }));
    const next = onChange.mock.calls.at(-1)?.[0] ?? [];
    expect(next).not.toContain('menus.manage');
    // A permission not offered yet (of a section not built) stays with the role: only what was unticked goes.
    for (const permission of PERMISSIONS.filter((p) => !isPermissionBuilt(p)))
      expect(next).toContain(permission);
    expect(next).toHaveLength(PERMISSIONS.length - 1);
  });
});
