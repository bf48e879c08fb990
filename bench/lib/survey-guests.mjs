// Guest identities for the survey answer benchmark, made the way the survey page makes one on a
// first visit (POST /customer/create/survey/{slug}), each from a client address of its own (the
// per-address limit on new identities guards against abuse; a venue's guests come from many).
import { cookieFrom, guestAgent, post } from './guest-http.mjs';
import { addressOf } from './order-cart.mjs';

/** Resolves to `count` guest cookies (`name=value`); a refusal stops the bench. */
export async function makeSurveyGuests({ baseUrl, slug, count, concurrency, addressBlock, addressStart }) {
  const agent = guestAgent(concurrency);
  const url = `${baseUrl}/api/v1/customer/create/survey/${encodeURIComponent(slug)}`;
  const cookies = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < count; n = next++) {
      const answer = await post(agent, url, {
        headers: { 'x-forwarded-for': addressOf(addressBlock, addressStart + n) },
      });
      const cookie = answer.status === 200 ? cookieFrom(answer.setCookie) : null;
      if (!cookie)
        throw new Error(`guest identity ${n}: ${answer.status} ${answer.error ?? answer.json?.code}`);
      cookies[n] = cookie;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  } finally {
    agent.destroy();
  }
  return cookies;
}
