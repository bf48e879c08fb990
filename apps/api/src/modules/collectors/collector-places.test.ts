import { ZCollectorPlaces, ZIntegrationCallFailure } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_GOOGLE_KEYS,
  FAKE_GOOGLE_LOCATION,
  type FakeGoogle,
  startFakeGoogle,
} from '../../providers/reviews/google-business-profile.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { newCompany } from '../structure/structure.test-support';
import { type GoogleCompany, googleCompany } from './collectors.test-support';

describe('the place list of a new collector: the locations the company’s Google keys open', () => {
  let google: FakeGoogle;
  let t: TestApp;
  let a: GoogleCompany;
  let b: GoogleCompany;
  const placesOf = (c: GoogleCompany) => `/structure/integration/${c.slug}/collectors/places`;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(google.env, { jobs: { autoStart: false } });
    [a, b] = [await googleCompany(t), await googleCompany(t)];
    await a.api.post('/structure/integration/enable', {
      serviceUid: 'google-business-profile',
      enabled: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('lists the account’s locations by title with their address, and one of them makes a collector', async () => {
    const res = await a.api.get(placesOf(a));
    expect(res.statusCode).toBe(200);
    const answer = ZCollectorPlaces.parse(res.json());
    expect(answer).toEqual({
      places: [
        {
          source: FAKE_GOOGLE_LOCATION,
          title: 'Linden Café — Old Town',
          address: 'Lindenstraße 12, Berlin, 10178',
        },
        {
          source: 'accounts/1001/locations/2003',
          title: 'Linden Café — Riverside',
          address: 'Uferweg 3, Pavillon 2, Berlin, 10245',
        },
      ],
      truncated: false,
    });
    const made = await a.createCollector({ title: 'Riverside', source: answer.places[1]!.source });
    expect(made.source).toBe('accounts/1001/locations/2003');
  });

  it('says Google’s reason when it refuses the keys or fails, with what it said', async () => {
    google.keys.refreshToken = 'rotated';
    try {
      const refused = await a.api.get(placesOf(a));
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ code: 'INTEGRATION_CALL_FAILED' });
      const details = ZIntegrationCallFailure.parse(refused.json().details);
      expect(details.reason).toBe('unauthorized');
      expect(details.message).toContain('invalid_grant');
    } finally {
      google.keys.refreshToken = FAKE_GOOGLE_KEYS.refreshToken;
    }
    google.failures.set('/v1/accounts/1001/locations', {
      code: 500,
      status: 'INTERNAL',
      message: 'Internal error encountered.',
    });
    try {
      const failed = await a.api.get(placesOf(a));
      expect(failed.statusCode).toBe(502);
      expect(failed.json().details).toMatchObject({ reason: 'service-error' });
    } finally {
      google.failures.clear();
    }
  });

  it('lists the places while Google is turned off (a person asks), and answers 409 without keys, asking Google nothing', async () => {
    const off = await b.api.get(placesOf(b));
    expect(off.statusCode).toBe(200);
    expect(off.json().places).toHaveLength(2);
    const before = google.log.tokenRequests;
    const company = await newCompany(t);
    const saved = await company.api.post('/structure/integration/update', {
      serviceUid: 'google-business-profile',
      settings: { clientId: FAKE_GOOGLE_KEYS.clientId },
      secrets: {},
    });
    const keyless = await company.api.get(
      `/structure/integration/${saved.json().data.slug}/collectors/places`,
    );
    expect(keyless.statusCode).toBe(409);
    expect(keyless.json().code).toBe('INTEGRATION_NOT_CONNECTED');
    expect(google.log.tokenRequests).toBe(before);
  });

  it('answers 404 for another company’s integration and a service that collects nothing, 403 without the permission', async () => {
    expect((await b.api.get(placesOf(a))).statusCode).toBe(404);
    const syrve = await a.api.post('/structure/integration/update', {
      serviceUid: 'syrve',
      secrets: { apiLogin: 'x' },
    });
    const syrvePlaces = `/structure/integration/${syrve.json().data.slug}/collectors/places`;
    expect((await a.api.get(syrvePlaces)).statusCode).toBe(404);
    const manager = await a.company.member('manager');
    expect((await manager.api.get(placesOf(a))).statusCode).toBe(403);
  });

  it('is asked for at most 20 times a minute by one member', async () => {
    const company = await newCompany(t);
    const saved = await company.api.post('/structure/integration/update', {
      serviceUid: 'google-business-profile',
      settings: { clientId: FAKE_GOOGLE_KEYS.clientId },
      secrets: {},
    });
    const url = `/structure/integration/${saved.json().data.slug}/collectors/places`;
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await company.api.get(url)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(409));
    expect(codes[20]).toBe(429);
  });
});
