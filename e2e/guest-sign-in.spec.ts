// A guest's own sign-in (SPEC point 2: the profile "requires sign-in"): on a phone, a guest opens
// the demo menu's profile page, asks for a code by e-mail, takes it from the mailbox and lands on
// their profile — no password, and no way from the guest pages into the staff sign-in or sign-up.
// axe checks the sign-in card at both steps and the profile behind it.
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test, uniqueEmail } from './support/fixtures';
import { screenshotDir } from './support/paths';

const MENU = 'linden-cafe';
const PROFILE = `/user/online-menu/${MENU}/profile`;

test('a guest signs in with a code from the mail and lands on their profile', { tag: '@phone-only' }, async ({
  page,
  mailbox,
}) => {
  const email = uniqueEmail('guest');
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Sign in to see your profile' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/No password needed/)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toHaveCount(0);
  await expect(page.locator('a[href^="/user/app"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Email me a code' }).click();
  const code = card.getByLabel('Code from the email');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(card.getByText(`We sent a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
  await expect(card.getByText(/You can ask for a new code in \d:\d\d\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(screenshotDir, 'guest-sign-in-phone.png'),
    animations: 'disabled',
    caret: 'hide',
  });

  const mail = await mailbox.waitFor({ to: email, subjectIncludes: 'is your sign-in code' });
  const sent = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  expect(sent, mail.subject).toBeTruthy();
  expect(mail.text).toContain(sent as string);
  expect(mail.text).toContain('Linden');
  // All six digits in: the card checks the code by itself and the profile appears in its place.
  await code.fill(sent as string);

  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
  await expect(page.locator('a[href^="/user/app"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
