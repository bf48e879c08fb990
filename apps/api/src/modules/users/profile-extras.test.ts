import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, userLocations, users } from '../../db/schema';
import { toWinAnsi } from '../../lib/pdf-text';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { renderAccountPdf } from './account-print';
import { registerInteractionCheck } from './contributions';
import { addLocation, api } from './staff.test-support';

/** The text lines a PDF draws: each content stream inflated, the hex strings of each TJ joined. */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

describe('interactions and printable data', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
  });
  afterAll(() => t.close());

  it('says whether the company has had a customer interaction, as modules report it', async () => {
    const admin = await createUser(t.app.db);
    const cookie = await signIn(t.app, admin);
    expect((await http.get('/profile/interaction-exists', cookie)).json()).toEqual({ exists: false });
    registerInteractionCheck('test-ratings', async (_db, structureId) => structureId === admin.structureId);
    try {
      expect((await http.get('/profile/interaction-exists', cookie)).json()).toEqual({ exists: true });
      const other = await signIn(t.app, await createUser(t.app.db));
      expect((await http.get('/profile/interaction-exists', other)).json()).toEqual({ exists: false });
    } finally {
      registerInteractionCheck('test-ratings', async () => false);
    }
  });

  it("prints the user's own data as a PDF download in their language", async () => {
    const user = await createUser(t.app.db, { role: 'manager', language: 'de', name: 'Jürgen Weiß' });
    await t.app.db.update(structures).set({ name: 'Café Süd' }).where(eq(structures.id, user.structureId!));
    const place = await addLocation(t.app.db, user.structureId!, 'Terrasse');
    await t.app.db.insert(userLocations).values({ userId: user.id, locationId: place });

    const res = await http.get('/profile/info/print', await signIn(t.app, user));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="guestloop-account-[\d-]+\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain(user.email);
    expect(text).toContain('Ihre Kontodaten');
    expect(text).toContain('Jürgen Weiß');
    expect(text).toContain('Café Süd');
    expect(text).toContain('Terrasse');
    expect(text).toContain('menus.manage');
    expect(text).toContain('Deutsch');
    expect(text).not.toContain('users.manage');
    expect((await http.get('/profile/info/print')).statusCode).toBe(401);
  });

  it('prints English labels for languages the standard fonts cannot draw, and readable Latin text', async () => {
    const user = await createUser(t.app.db, { language: 'uk', name: 'Олена Коваль' });
    const res = await http.get('/profile/info/print', await signIn(t.app, user));
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain('Your account data');
    expect(text).toContain('Olena Koval');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('Олена Коваль');
  });

  it('keeps text within what the standard fonts draw', async () => {
    expect(toWinAnsi('Łódź – Café “Žluť” 東京')).toBe('Lódz – Café “Žlut” ??');
    const pdf = await renderAccountPdf(
      {
        name: 'Ann',
        email: 'ann@example.test',
        emailVerified: true,
        company: null,
        role: null,
        permissions: [],
        locations: [],
        language: 'en',
        status: 'active',
        createdAt: new Date('2024-03-01T00:00:00Z'),
      },
      'fr',
      { compress: false, now: new Date('2024-05-02T00:00:00Z') },
    );
    const text = pdfText(pdf).join('\n');
    expect(text).toContain('ann@example.test');
    expect(text).toContain('Aucun');
    expect(text).toContain('1 mars 2024');
  });
});
