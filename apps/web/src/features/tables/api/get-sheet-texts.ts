import { type TLanguage, ZTranslationPack } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { TABLES_KEY } from './keys';

export interface SheetTexts {
  scan: string;
  table: (name: string) => string;
}

type Words = { scan?: unknown; table?: unknown };

/**
 * The words printed on table cards, in the menu's language (the guests'), not the console's:
 * the tables pack of that language, fetched once; the console's words until it arrives.
 */
export function useSheetTexts(language: TLanguage): SheetTexts {
  const { t, i18n } = useTranslation('tables');
  const own = i18n.language === language;
  const pack = useQuery({
    queryKey: [...TABLES_KEY, 'sheet-texts', language],
    queryFn: ({ signal }) =>
      api.get(`/translation/${language}`, {
        query: { ns: 'tables' },
        schema: ZTranslationPack,
        headers: { Language: language },
        signal,
      }),
    enabled: !own,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const words = (pack.data?.tables as { sheet?: Words } | undefined)?.sheet;
  const scan = !own && typeof words?.scan === 'string' ? words.scan : t('sheet.scan');
  const table = !own && typeof words?.table === 'string' ? words.table : null;
  return {
    scan,
    table: (name) => (table ? table.replace('{{name}}', name) : t('sheet.table', { name })),
  };
}
