import {
  LANGUAGE_NAMES,
  TRANSLATION_TEXT_STATES,
  type TTranslatableKind,
  type TTranslations,
  type TTranslationTextState,
} from '@guestloop/contracts';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSaveCorrection } from '../api/save-correction';
import { TranslationRow } from './translation-row';
import { useLabelText } from './use-label-text';

type Filter = 'all' | TTranslationTextState;

export interface TranslationEditorProps {
  kind: TTranslatableKind;
  slug: string;
  data: TTranslations;
}

/** The record's texts side by side with their translations, filtered by state and searched. */
export function TranslationEditor({ kind, slug, data }: TranslationEditorProps) {
  const { t } = useTranslation('translations');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const labelText = useLabelText();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const correction = useSaveCorrection(kind, slug, data.sourceLanguage, data.language);
  const languageName = LANGUAGE_NAMES[data.language];

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return data.texts
      .map((row) => ({ row, label: labelText(row.label) }))
      .filter(({ row }) => filter === 'all' || row.state === filter)
      .filter(
        ({ row, label }) =>
          !needle ||
          [label, row.source, row.state === 'missing' ? '' : row.text].some((text) =>
            text.toLocaleLowerCase().includes(needle),
          ),
      );
  }, [data.texts, filter, search, labelText]);

  const filters = [
    { value: 'all', label: t('filter.all', { count: data.texts.length }) },
    ...TRANSLATION_TEXT_STATES.map((state) => ({
      value: state,
      label: t(`filter.${state}`, { count: data.counts[state] }),
    })),
  ];

  const save = async (source: string, text: string) => {
    try {
      await correction.mutateAsync({ source, text });
      toast.success(text.trim() ? t('editor.saved') : t('editor.reverted'));
      return true;
    } catch (error) {
      toast.error(t('editor.saveFailed'), errorMessage(error));
      return false;
    }
  };

  return (
    <section className="gl-tr-editor" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="gl-visually-hidden">
        {t('editor.targetColumn', { language: languageName })}
      </h2>
      <div className="gl-tr-toolbar">
        <div className="gl-tr-toolbar__filter">
          <span id={`${id}-filter`} className="gl-visually-hidden">
            {t('filter.label')}
          </span>
          <SelectButton
            value={filter}
            options={filters}
            optionLabel="label"
            optionValue="value"
            allowEmpty={false}
            onChange={(event) => setFilter((event.value as Filter | null) ?? 'all')}
            aria-labelledby={`${id}-filter`}
            className="gl-tr-toolbar__states"
          />
        </div>
        <IconField iconPosition="left" className="gl-tr-toolbar__search">
          <InputIcon className="pi pi-search" />
          <InputText
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('filter.search')}
            aria-label={t('filter.search')}
          />
        </IconField>
      </div>
      <p className="gl-visually-hidden" role="status">
        {t('filter.results', { count: rows.length })}
      </p>
      <div className="gl-tr-columns" aria-hidden="true">
        <span>{t('editor.sourceColumn', { language: LANGUAGE_NAMES[data.sourceLanguage] })}</span>
        <span>{t('editor.targetColumn', { language: languageName })}</span>
      </div>
      {rows.length === 0 ? (
        <div className="gl-panel">
          <EmptyState icon="pi pi-search" title={t('editor.noMatch')} message={t('editor.noMatchMessage')} />
        </div>
      ) : (
        <ul className="gl-tr-rows">
          {rows.map(({ row, label }) => (
            <TranslationRow
              key={`${data.language}:${row.id}`}
              row={row}
              label={label}
              from={data.sourceLanguage}
              to={data.language}
              languageName={languageName}
              saving={correction.isPending && correction.variables?.source === row.source}
              onSave={(text) => save(row.source, text)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
