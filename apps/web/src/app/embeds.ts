import { registerEmbed } from '@/lib/embeds';

/**
 * What one feature's page may show of another's (lib/embeds.ts): each kind's code is fetched
 * only when a page draws it.
 */
export function registerAppEmbeds(): void {
  registerEmbed('survey', () => import('@/features/survey-answering/embed').then((m) => m.loadSurveyEmbed()));
}
