import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configurePrimeReact } from '@/app/primereact';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { surveysRoutes } from '../routes';
import { LOCATIONS, MANAGER, renderAt, survey } from '../test-utils';

withOffsetParent();
// PrimeReact as the console configures it (app/console-kit.ts): its switches are one control.
configurePrimeReact();

describe('The survey builder for a screen reader', { timeout: 30_000 }, () => {
  it('names every control once: each list’s opening button, each switch without a second control around it, the scrolling preview', async () => {
    const current = survey();
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      'GET /api/v1/structure': { status: 404 },
      'GET /api/v1/survey/edit/summer-visit': { body: current },
    });
    renderAt(surveysRoutes, '/user/app/surveys/summer-visit');
    const user = userEvent.setup();
    const third = await screen.findByRole('article', { name: 'Question 3' });
    await user.click(within(third).getByRole('button', { expanded: false }));
    await user.click(within(third).getByRole('button', { name: 'Add a show/hide rule' }));
    await user.click(within(third).getByRole('button', { name: 'Add a jump' }));

    // Language, location, the rule's and the jump's lists: the buttons that open them are named.
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByRole('button', { name: 'Show or hide this question' })).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();

    // The publish switch and the form's switches are the only control of their frame.
    const switches = screen.getAllByRole('switch');
    expect(switches.length).toBeGreaterThan(2);
    for (const control of switches)
      expect(control.parentElement?.closest('[role]')?.getAttribute('role')).not.toBe('checkbox');

    // The phone preview scrolls: a keyboard can reach it, and it says what it is.
    const screenOfPhone = screen.getByRole('region', { name: 'What guests see on a phone' });
    expect(screenOfPhone).toHaveAttribute('tabindex', '0');
  });
});
