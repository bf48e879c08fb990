import { type TLanguage, type TPrivacyPolicyTemplate, ZPrivacyPolicyTemplate } from '@guestloop/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /manager/privacy-policy/template: a starting text filled with the company's name and
 * e-mail (English for languages without a template). Fetched when "New policy" is pressed.
 */
export function getPolicyTemplate(language: TLanguage): Promise<TPrivacyPolicyTemplate> {
  return api.get('/manager/privacy-policy/template', { query: { language }, schema: ZPrivacyPolicyTemplate });
}
