import { type TLanguage, type TTranslatableKind, ZQrInfoList, ZSurveyList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMenuList } from '@/entities/menus';
import { useMetricList } from '@/entities/metrics';
import { can } from '@/entities/permissions';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { TRANSLATABLE_KIND_CONFIG } from '../kinds';
import { pickerListKey } from './keys';

/** A record the picker offers: what it is, its slug, its title and the language it is written in. */
export interface TranslatableRecord {
  kind: TTranslatableKind;
  slug: string;
  title: string;
  language: TLanguage | null;
}

const SURVEY_LISTS = { survey: '/surveys', enps: '/e-nps/list', quiz: '/quizzes' } as const;
type SurveyKind = keyof typeof SURVEY_LISTS;

/** GET /surveys, /e-nps/list or /quizzes, as the picker shows them. */
export async function listSurveysOf(kind: SurveyKind, signal?: AbortSignal): Promise<TranslatableRecord[]> {
  const list = await api.get(SURVEY_LISTS[kind], { schema: ZSurveyList, signal });
  return list.items.map((survey) => ({
    kind,
    slug: survey.slug,
    title: survey.title,
    language: survey.language,
  }));
}

/** GET /qr-infos, as the picker shows them (a page is written in the company's language). */
export async function listQrPagesOf(signal?: AbortSignal): Promise<TranslatableRecord[]> {
  const list = await api.get('/qr-infos', { schema: ZQrInfoList, signal });
  return list.items.map((page) => ({ kind: 'qr-info', slug: page.slug, title: page.title, language: null }));
}

export const surveyRecordsQuery = (kind: SurveyKind) =>
  queryOptions({ queryKey: pickerListKey(kind), queryFn: ({ signal }) => listSurveysOf(kind, signal) });
export const qrPageRecordsQuery = queryOptions({
  queryKey: pickerListKey('qr-info'),
  queryFn: ({ signal }) => listQrPagesOf(signal),
});

export interface RecordGroup {
  kind: TTranslatableKind;
  records: TranslatableRecord[] | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** The company's records of each kind the member may open, a group per kind (only kinds they may list). */
export function useTranslatableRecords(): RecordGroup[] {
  const { user } = useCurrentUser();
  const may = (kind: TTranslatableKind) => can(user, TRANSLATABLE_KIND_CONFIG[kind].permission);
  const allowed = {
    menu: may('menu'),
    survey: may('survey'),
    enps: may('enps'),
    quiz: may('quiz'),
    metric: may('metric'),
    'qr-info': may('qr-info'),
  } satisfies Record<TTranslatableKind, boolean>;
  const menus = useMenuList({ enabled: allowed.menu });
  const metrics = useMetricList({ enabled: allowed.metric });
  const surveys = useQuery({ ...surveyRecordsQuery('survey'), enabled: allowed.survey });
  const enps = useQuery({ ...surveyRecordsQuery('enps'), enabled: allowed.enps });
  const quizzes = useQuery({ ...surveyRecordsQuery('quiz'), enabled: allowed.quiz });
  const qrPages = useQuery({ ...qrPageRecordsQuery, enabled: allowed['qr-info'] });
  const groups: RecordGroup[] = [
    {
      kind: 'menu',
      records: menus.data?.items.map((menu) => ({
        kind: 'menu' as const,
        slug: menu.slug,
        title: menu.title,
        language: menu.language,
      })),
      error: menus.error,
      refetch: menus.refetch,
    },
    { kind: 'survey', records: surveys.data, error: surveys.error, refetch: surveys.refetch },
    { kind: 'enps', records: enps.data, error: enps.error, refetch: enps.refetch },
    { kind: 'quiz', records: quizzes.data, error: quizzes.error, refetch: quizzes.refetch },
    {
      kind: 'metric',
      records: metrics.data?.items.map((metric) => ({
        kind: 'metric' as const,
        slug: metric.slug,
        title: metric.title,
        language: metric.language,
      })),
      error: metrics.error,
      refetch: metrics.refetch,
    },
    { kind: 'qr-info', records: qrPages.data, error: qrPages.error, refetch: qrPages.refetch },
  ];
  return groups.filter((group) => allowed[group.kind]);
}
