import type { TestApp } from './app';
import { multipartFile } from './multipart';

/** Company A's seeding calls through the API as one member (a Buffer payload goes as a picture). */
export function caller(t: TestApp, cookie: string) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<{ id: string }> => {
    const form = Buffer.isBuffer(payload)
      ? multipartFile('file', { filename: 'alpha.png', contentType: 'image/png', bytes: payload })
      : null;
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie, ...form?.headers },
      payload: (form?.payload ?? payload) as object | undefined,
    });
    if (res.statusCode !== 200)
      throw new Error(`seeding A: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

export type SeedCaller = ReturnType<typeof caller>;
