// The team journey: the administrator shapes the company (a sub-location, a custom
// role), invites a manager by e-mail; the invitee accepts in a second browser, sees exactly the
// sections the role allows, and loses one on their next page once the administrator takes its
// permission away.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, firstLink, test, uniqueEmail } from './support/fixtures';

const DEMO_LOCATION = 'Linden Café — Old Town';

/** The links of the console navigation, in order. */
async function navSections(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Opens a role in the roles editor and returns the editor region. */
async function openRole(page: Page, roleName: string) {
  await page.getByRole('navigation', { name: 'Roles' }).getByRole('button', { name: roleName }).click();
  const editor = page.getByRole('region', { name: roleName });
  await expect(editor).toBeVisible();
  return editor;
}

test('an administrator builds a role, invites a manager, and a removed permission closes its section', async ({
  page: admin,
  browser,
  baseURL,
  mailbox,
}) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const subLocation = `Rooftop bar ${suffix}`;
  const roleName = `Shift lead ${suffix}`;
  const invitee = { name: 'Maya Brook', email: uniqueEmail('manager'), password: 'shift lead password 7' };

  await test.step('the administrator signs in', async () => {
    await signIn(admin, DEMO_ADMIN.email, DEMO_PASSWORD);
    await expectConsole(admin, DEMO_ADMIN.name);
  });

  await test.step('adds a sub-location under the demo location', async () => {
    await admin
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Locations' })
      .click();
    await expect(admin.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: `Add sub-location to ${DEMO_LOCATION}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(subLocation);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(subLocation).first()).toBeVisible();
  });

  await test.step('creates the role with Locations and Users', async () => {
    await admin
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Roles' })
      .click();
    await expect(admin.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: 'Create role' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create a role' });
    await dialog.getByLabel('Role name').fill(roleName);
    await dialog.getByRole('button', { name: 'Create role' }).click();

    const editor = admin.getByRole('region', { name: roleName });
    await expect(editor).toBeVisible();
    await editor.getByRole('checkbox', { name: 'Locations', exact: true }).check();
    await editor.getByRole('checkbox', { name: 'Users', exact: true }).check();
    await editor.getByRole('button', { name: 'Save permissions' }).click();
    await expect(editor.getByText('All changes saved')).toBeVisible();
    await expect(editor.getByText('2 of 22 permissions')).toBeVisible();
  });

  await test.step('invites the manager by e-mail', async () => {
    await admin
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.locator('.p-dropdown', { has: admin.getByLabel('Role', { exact: true }) }).click();
    await admin.getByRole('option', { name: new RegExp(`^${roleName}`) }).click();
    await dialog.getByLabel('Their email (optional)').fill(invitee.email);
    await dialog.getByRole('button', { name: 'Create invitation' }).click();

    const ready = admin.getByRole('dialog', { name: 'Invitation ready' });
    await expect(ready.getByText(`We've emailed the invitation to ${invitee.email}`)).toBeVisible();
    await expect(ready.getByLabel('Invitation link')).toHaveValue(/\/user\/app\/invite\//);
    await ready.getByRole('button', { name: 'Done' }).click();
  });

  const mail = await test.step('the invitation reaches the mailbox', () =>
    mailbox.waitFor({ to: invitee.email }));
  const link = firstLink(mail, '/user/app/invite/');

  const context = await browser.newContext({ baseURL });
  const guest = await context.newPage();
  try {
    await test.step('the invitee opens the link in another browser and accepts', async () => {
      await guest.goto(link);
      await expect(guest.getByRole('heading', { name: 'Join Linden Café' })).toBeVisible();
      await expect(guest.getByText(roleName).first()).toBeVisible();
      await expect(guest.getByLabel('Email', { exact: true })).toHaveValue(invitee.email);
      await expectNoSeriousA11yViolations(guest);

      await guest.getByLabel('Your name').fill(invitee.name);
      await guest.getByLabel('Password', { exact: true }).fill(invitee.password);
      await guest.getByRole('button', { name: 'Accept and join' }).click();
      await expectConsole(guest, invitee.name);
    });

    await test.step('the invitee sees only what the role allows', async () => {
      expect(await navSections(guest)).toEqual(['Dashboard', 'Company', 'Locations', 'Users', 'Profile']);
      await guest
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Users' })
        .click();
      await expect(guest.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
      await expect(guest.getByRole('cell', { name: new RegExp(invitee.email) })).toBeVisible();
    });

    await test.step('the administrator takes Users away from the role', async () => {
      await admin
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Roles' })
        .click();
      const editor = await openRole(admin, roleName);
      await editor.getByRole('checkbox', { name: 'Users', exact: true }).uncheck();
      await editor.getByRole('button', { name: 'Save permissions' }).click();
      await expect(editor.getByText('All changes saved')).toBeVisible();
    });

    await test.step('on the next page the section is gone and its address says no access', async () => {
      await guest
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Locations' })
        .click();
      await expect(guest.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
      await expect.poll(() => navSections(guest)).toEqual(['Dashboard', 'Company', 'Locations', 'Profile']);

      await guest.goto('/user/app/users');
      await expect(guest.getByRole('heading', { name: "You don't have access to Users" })).toBeVisible();
      expect(await navSections(guest)).not.toContain('Users');
    });
  } finally {
    await context.close();
  }
});
