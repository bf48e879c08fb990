import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { createQueryClient } from './query-client';
import { currentUserQuery } from './session';

const user = {
  id: '7f1c1c3e-2a52-4d9b-8f5e-1f6a3e2b9c10',
  email: 'olena@cafe.example',
  name: 'Olena',
  language: 'uk',
  imageUrl: null,
  status: 'active',
  isSuperAdmin: false,
  emailVerified: true,
  hasPassword: true,
  hasGoogle: false,
  registrationComplete: true,
  guestAccount: false,
  structure: null,
  role: null,
  permissions: [],
};

describe('current user', () => {
  it('is the parsed profile when signed in', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: user } });
    const client = createQueryClient();
    await expect(client.fetchQuery(currentUserQuery)).resolves.toMatchObject({ name: 'Olena' });
  });

  it('is null, not an error, when nobody is signed in', async () => {
    mockFetch({
      'GET /api/v1/profile': {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' },
      },
    });
    const client = createQueryClient();
    await expect(client.fetchQuery(currentUserQuery)).resolves.toBeNull();
  });

  it('is an error when the server fails', async () => {
    mockFetch({
      'GET /api/v1/profile': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } },
    });
    const client = createQueryClient();
    await expect(client.fetchQuery({ ...currentUserQuery, retry: false })).rejects.toMatchObject({
      status: 500,
    });
  });
});
