import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { createSystemRoles } from '../../modules/structure';
import type { StorageProvider } from '../../providers/storage';
import type { Db } from '../client';
import { locations, structures, users } from '../schema';
import { seedDemoFeedback } from './demo-feedback';
import { seedDemoHistory } from './demo-history';
import { seedDemoMenu } from './demo-menu';
import { seedDemoQrInfo } from './demo-qr-info';
import { seedDemoSurveys } from './demo-surveys';
import { seedDemoTables, seedDemoWaiterTables } from './demo-tables';

export const DEMO_COMPANY_SLUG = 'linden-cafe';
export const DEMO_PASSWORD = 'guestloop-demo';
export const DEMO_USERS = {
  administrator: 'admin@demo.guestloop.app',
  manager: 'manager@demo.guestloop.app',
  waiter: 'waiter@demo.guestloop.app',
} as const;

/**
 * The demo company, created once on first run. Later features add their demo content here,
 * each through its own seed function called below.
 */
export async function seedDemo(
  db: Db,
  options: { storage?: StorageProvider } = {},
): Promise<{ created: boolean }> {
  const existing = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.slug, DEMO_COMPANY_SLUG));
  if (existing.length > 0) return { created: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(structures)
      .values({ name: 'Linden Café', slug: DEMO_COMPANY_SLUG, language: 'en', currency: 'EUR' })
      .returning();
    if (!company) throw new Error('demo company not created');
    const roleIds = await createSystemRoles(tx, company.id);
    const [oldTown] = await tx
      .insert(locations)
      .values({
        structureId: company.id,
        name: 'Linden Café — Old Town',
        slug: 'old-town',
        address: '12 Linden Square',
        settings: {
          workDetails: {
            address: '12 Linden Square, Old Town (entrance from the courtyard)',
            hours: {
              kind: 'weekly',
              days: {
                mon: { open: '08:00', close: '22:00' },
                tue: { open: '08:00', close: '22:00' },
                wed: { open: '08:00', close: '22:00' },
                thu: { open: '08:00', close: '22:00' },
                fri: { open: '08:00', close: '23:30' },
                sat: { open: '09:00', close: '23:30' },
                sun: { open: '09:00', close: '21:00' },
              },
            },
          },
          messengers: {
            phone: '+44 20 7946 0381',
            viber: '+44 7700 900381',
            telegram: '+44 7700 900381',
            whatsapp: '+44 7700 900381',
          },
          socials: {
            facebook: 'https://www.facebook.com/lindencafe.oldtown',
            instagram: 'https://www.instagram.com/lindencafe',
            tiktok: 'https://www.tiktok.com/@lindencafe',
            'web-site': 'https://lindencafe.example.com',
          },
          email: 'oldtown@lindencafe.example.com',
        },
      })
      .returning();
    await tx.insert(locations).values({
      structureId: company.id,
      parentId: oldTown!.id,
      name: 'Garden terrace',
      slug: 'garden-terrace',
    });
    await seedDemoTables(tx, company.id, oldTown!.id);
    await seedDemoMenu(tx, company.id, oldTown!.id, options.storage);
    await seedDemoFeedback(tx, company.id, oldTown!.id);
    await seedDemoSurveys(tx, company.id, oldTown!.id);
    await seedDemoQrInfo(tx, company.id, oldTown!.id);
    const now = new Date();
    const staff = await tx
      .insert(users)
      .values(
        (Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[]).map((role) => ({
          structureId: company.id,
          roleId: roleIds[role],
          email: DEMO_USERS[role],
          name: { administrator: 'Alex Linden', manager: 'Maria Novak', waiter: 'Sam Ortiz' }[role],
          passwordHash,
          status: 'active' as const,
          emailVerifiedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const waiter = staff.find((user) => user.email === DEMO_USERS.waiter);
    const manager = staff.find((user) => user.email === DEMO_USERS.manager);
    if (waiter) await seedDemoWaiterTables(tx, company.id, waiter.id);
    if (waiter && manager) {
      await seedDemoHistory(tx, {
        structureId: company.id,
        locationId: oldTown!.id,
        staff: { manager: manager.id, waiter: waiter.id },
      });
    }
  });
  return { created: true };
}
