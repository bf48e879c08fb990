// Guests of the order concurrency benchmark. Each one is a phone at a table: it makes its guest
// identity, then places orders one after another until the deadline; now and then it submits
// the same checkout twice at once (a double tap) or again after the answer (a retry after a
// lost answer), with the same idempotency key both times. Everything sent and answered is
// recorded for the audit against the database.

import { createGuest, guestAgent, post } from './guest-http.mjs';
import { checkoutBody, MENU_SLUG } from './order-cart.mjs';

const DOUBLE_TAP_SHARE = 0.15;
const RETRY_SHARE = 0.1;

const attemptOf = (answer) => ({
  status: answer.status,
  orderId: answer.status === 200 ? (answer.json?.id ?? null) : null,
  code: answer.json?.code ?? null,
  error: answer.error ?? null,
  startedAt: answer.startedAt,
  ms: answer.ms,
});

/**
 * Runs one guest until `deadline` (ms since the epoch). Resolves to { identity, checkouts }, where
 * a checkout is { key, customerId, kind: single | double-tap | retry, attempts: [...] }.
 * `address(n)` is the guest's client address for its n-th call (0: the identity). With several
 * `baseUrls` (API processes behind a balancer) the calls take them in turn, so the two calls of
 * a double tap or a retry reach different processes.
 */
export async function runGuest({ baseUrls, menu, guest, random, deadline, thinkMs, address }) {
  const agent = guestAgent();
  const baseUrl = (call) => baseUrls[(guest + call) % baseUrls.length];
  const checkouts = [];
  try {
    const made = await createGuest(agent, baseUrl(0), MENU_SLUG, address(0));
    const identity = { ...attemptOf(made), customerId: made.json?.id ?? null };
    if (!made.cookie) return { identity, checkouts };

    for (let n = 1, call = 1; Date.now() < deadline; n++) {
      const key = `guest-${guest}-checkout-${n}-${Math.floor(random() * 1e9).toString(36)}`;
      const body = JSON.stringify({
        ...checkoutBody(menu, random, { lineCount: 1 + Math.floor(random() * 4) }),
        idempotencyKey: key,
      });
      const send = () =>
        post(agent, `${baseUrl(call++)}/api/v1/order/create`, {
          body,
          headers: { cookie: made.cookie, 'x-forwarded-for': address(n) },
        });
      const roll = random();
      const kind =
        roll < DOUBLE_TAP_SHARE ? 'double-tap' : roll < DOUBLE_TAP_SHARE + RETRY_SHARE ? 'retry' : 'single';
      let answers;
      if (kind === 'double-tap') answers = await Promise.all([send(), send()]);
      else if (kind === 'retry') answers = [await send(), await send()];
      else answers = [await send()];
      checkouts.push({ key, customerId: identity.customerId, kind, attempts: answers.map(attemptOf) });
      if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + random())));
    }
    return { identity, checkouts };
  } finally {
    agent.destroy();
  }
}
