import { ZErrorLogPayload } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import {
  componentFromStack,
  ERROR_IN_ERROR_HANDLER,
  errorLogPayload,
  handlerFailurePayload,
} from './error-log-payload';

const page = {
  url: 'https://guestloop.example/user/app/menus',
  userAgent: 'Mozilla/5.0',
  version: '0.1.0-x',
};

/** What POST /app/log accepts, with no field dropped on the way. */
function acceptedAsSent(payload: unknown) {
  const parsed = ZErrorLogPayload.safeParse(JSON.parse(JSON.stringify(payload)));
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(parsed.data).toEqual(JSON.parse(JSON.stringify(payload)));
}

describe('error log payloads, as the log route validates them', () => {
  it("the 'Error in error handler' log carries its message under error, with stack, page and browser", () => {
    const payload = handlerFailurePayload(new TypeError('cannot read'), page);
    expect(payload).toMatchObject({ error: { message: ERROR_IN_ERROR_HANDLER }, ...page });
    expect(payload.stack).toContain('cannot read');
    acceptedAsSent(payload);
  });

  it('an error log with every field is accepted', () => {
    const payload = errorLogPayload(
      new Error('boom'),
      { component: componentFromStack('\n    at MenuItem (http://x/src/MenuItem.tsx:1:2)'), info: 'render' },
      page,
      {
        url: '/api/v1/tree',
        data: { code: 'INTERNAL_ERROR' },
        status: 500,
        headers: { 'x-request-id': 'r' },
      },
    );
    expect(payload.component).toEqual({ name: 'MenuItem', filename: 'http://x/src/MenuItem.tsx' });
    acceptedAsSent(payload);
  });

  it('cuts what is too long instead of being refused', () => {
    const long = {
      url: `https://x/${'a'.repeat(5000)}`,
      userAgent: 'u'.repeat(3000),
      version: 'v'.repeat(300),
    };
    const error = new Error('m'.repeat(10_000));
    error.stack = 's'.repeat(50_000);
    acceptedAsSent(
      errorLogPayload(error, { info: 'i'.repeat(5000), component: { name: 'n'.repeat(500) } }, long),
    );
    const handlerError = new Error('x');
    handlerError.stack = 's'.repeat(50_000);
    acceptedAsSent(handlerFailurePayload(handlerError, long));
  });

  it('the fallback log survives a handler error that is not an Error', () => {
    acceptedAsSent(handlerFailurePayload('thrown text', page));
    acceptedAsSent(handlerFailurePayload(undefined, page));
  });
});
