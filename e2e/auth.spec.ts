// Staff accounts end to end: registration with the mailed activation link, company set-up,
// sign-out and sign-in, the console in Arabic (right to left), and `?reset=1`.
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  browserStorage,
  chooseLanguage,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expectConsole,
  signIn,
  signOut,
  userMenu,
} from './support/console';
import { expect, firstLink, test, uniqueEmail } from './support/fixtures';

test('a new owner registers, activates by e-mail, sets up the company and uses the console', async ({
  page,
  mailbox,
}) => {
  const name = 'Nora Field';
  const email = uniqueEmail('owner');
  const password = 'correct horse battery 42';

  await test.step('register', async () => {
    await page.goto('/user/app/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });

  await test.step('activate from the mailed link', async () => {
    const mail = await mailbox.waitFor({ to: email });
    const link = firstLink(mail, '/user/app/activate');
    expect(new URL(link).searchParams.get('token')).toBeTruthy();
    await page.goto(link);
    await expect(page.getByText('Your account is active')).toBeVisible();
  });

  await test.step('set up the company', async () => {
    const setUp = page.getByRole('heading', { name: 'Set up your company' });
    if (!(await setUp.isVisible())) {
      const next = page.getByRole('link', { name: 'Set up your company' });
      await next.or(page.getByRole('button', { name: 'Set up your company' })).click();
    }
    await expect(setUp).toBeVisible();
    await page.getByLabel('Company name').fill('Harbour Lights Bistro');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectConsole(page, name);
  });

  await test.step('sign out, then sign in again', async () => {
    await signOut(page, name);
    await signIn(page, email, password);
    await expectConsole(page, name);
  });

  await test.step('switch the console to Arabic', async () => {
    await chooseLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await userMenu(page, name).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(userMenu(page, name)).toBeVisible();
  });

  await test.step('?reset=1 signs out and clears the browser storage', async () => {
    await page.goto('/user/app/?reset=1');
    await expect(page).toHaveURL(/\/user\/app\/sign-in/);
    await expect(page.locator('form')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('reset')).toBe(false);
    // The app starts afresh after the reload: the Arabic choice is forgotten, nothing else is kept.
    await expect.poll(() => browserStorage(page)).toEqual({ localStorage: [], language: null });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The session is gone on the server too: the console sends us back to sign-in.
    await page.goto('/user/app/');
    await expect(page).toHaveURL(/\/user\/app\/sign-in/);
  });
});

test('the demo administrator printed at start-up can sign in', async ({ page, serverOutput }) => {
  // server.ts prints "administrator  admin@demo.guestloop.app / guestloop-demo".
  const printed = serverOutput().match(/administrator\s+(\S+@\S+)\s+\/\s+(\S+)/);
  expect(printed, `the start-up banner lists the demo administrator:\n${serverOutput()}`).not.toBeNull();
  const [, email, password] = printed!;
  expect(email).toBe(DEMO_ADMIN.email);
  expect(password).toBe(DEMO_PASSWORD);

  await signIn(page, email!, password!);
  await expectConsole(page, DEMO_ADMIN.name);
});

test('a wrong password is refused with a message', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, 'not-the-password');
  await expect(page).toHaveURL(/\/user\/app\/sign-in/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test.describe('accessibility at phone size', () => {
  test('sign-in page', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/user/app/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('registration page', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/user/app/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
