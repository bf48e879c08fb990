import { RESPONSE_CACHE_MAX_AGE_MS } from '@guestloop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('the response cache', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses an answer for 60 seconds and asks again once it is older', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const fetchMenus = vi.fn(async () => ({ asked: fetchMenus.mock.calls.length }));
    const read = () => client.fetchQuery({ queryKey: ['menus'], queryFn: fetchMenus });
    expect(RESPONSE_CACHE_MAX_AGE_MS).toBe(60_000);

    await read();
    vi.setSystemTime(Date.now() + RESPONSE_CACHE_MAX_AGE_MS - 1000);
    expect(await read()).toEqual({ asked: 1 });
    expect(fetchMenus).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2000);
    expect(await read()).toEqual({ asked: 2 });
    expect(fetchMenus).toHaveBeenCalledTimes(2);
  });
});
