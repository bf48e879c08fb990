import { randomBytes } from 'node:crypto';
import {
  isEmail,
  isLanguage,
  type TCreatePrivacyPolicyBody,
  type TLanguage,
  type TPrivacyPolicy,
  type TPrivacyPolicyTemplate,
  type TUpdatePrivacyPolicyBody,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { slugify } from '../../lib/slug';
import { slugConflict } from './pages.service';
import * as repo from './policies.repo';
import { POLICY_TEMPLATES } from './policy-templates';

/** Privacy policies of the caller's company; the public page reads any company's by slug. */

const toPolicy = (row: repo.PolicyRow): TPrivacyPolicy => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  bodyHtml: row.bodyHtml,
  language: isLanguage(row.language) ? row.language : 'en',
  updatedAt: row.updatedAt.toISOString(),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export async function listPolicies(db: Db, structureId: string) {
  return { items: (await repo.listPolicies(db, structureId)).map(toPolicy) };
}

/** The template in `language` (English when there is none), filled with the company's name and e-mail. */
export async function template(
  db: Db,
  structureId: string,
  language: TLanguage,
): Promise<TPrivacyPolicyTemplate> {
  const found = POLICY_TEMPLATES[language];
  const chosen = found ?? POLICY_TEMPLATES.en!;
  const contact = await repo.companyContact(db, structureId);
  const email = contact?.email && isEmail(contact.email) ? contact.email : null;
  let body = chosen.body.replaceAll('{company}', escapeHtml(contact?.name ?? '{company}'));
  body = email
    ? body.replaceAll('{email}', escapeHtml(email))
    : body.replaceAll('<a href="mailto:{email}">{email}</a>', '[e-mail]');
  return { title: chosen.title, bodyHtml: body, language: found ? language : 'en' };
}

/** A new policy; without a slug one is made from the title plus a short random part. */
export async function createPolicy(
  db: Db,
  structureId: string,
  body: TCreatePrivacyPolicyBody,
): Promise<TPrivacyPolicy> {
  const bodyHtml = sanitizeHtml(body.bodyHtml);
  const base = slugify(body.title, 'privacy-policy').slice(0, 48);
  for (let attempt = 0; ; attempt++) {
    const slug = body.slug ?? `${base}-${randomBytes(3).toString('hex')}`;
    try {
      if (body.slug !== undefined && (await repo.slugTaken(db, slug))) throw slugConflict();
      const row = await repo.insertPolicy(db, structureId, {
        slug,
        title: body.title,
        bodyHtml,
        language: body.language,
      });
      return toPolicy(row);
    } catch (error) {
      if (!isUniqueViolation(error, repo.POLICY_SLUG_CONSTRAINT)) throw error;
      if (body.slug !== undefined) throw slugConflict();
      if (attempt >= 4) throw error;
    }
  }
}

/** Fields left out are kept. */
export async function updatePolicy(
  db: Db,
  structureId: string,
  slug: string,
  body: TUpdatePrivacyPolicyBody,
): Promise<TPrivacyPolicy> {
  const row = await repo.updatePolicy(db, structureId, slug, {
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.bodyHtml === undefined ? {} : { bodyHtml: sanitizeHtml(body.bodyHtml) }),
    ...(body.language === undefined ? {} : { language: body.language }),
  });
  if (!row) throw notFound('Privacy policy');
  return toPolicy(row);
}

export async function publicPolicy(db: Db, slug: string): Promise<TPrivacyPolicy> {
  const row = await repo.findPublicPolicy(db, slug);
  if (!row) throw notFound('Privacy policy');
  return toPolicy(row);
}
