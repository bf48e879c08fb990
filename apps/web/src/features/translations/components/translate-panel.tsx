import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type TLanguage,
  type TLanguageProgress,
  type TTranslatableKind,
} from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { ProgressBar } from 'primereact/progressbar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useFollowedProgress } from '../api/get-translation-progress';
import { useTranslateContent } from '../api/translate-content';

export interface TranslatePanelProps {
  kind: TTranslatableKind;
  slug: string;
  sourceLanguage: TLanguage;
  /** Opens a language in the editor below. */
  onEdit: (language: TLanguage) => void;
}

/** "Translate into…": machine translation into the languages picked, with a bar per language until done. */
export function TranslatePanel({ kind, slug, sourceLanguage, onEdit }: TranslatePanelProps) {
  const { t } = useTranslation('translations');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [picked, setPicked] = useState<TLanguage[]>([]);
  const [asked, setAsked] = useState<TLanguage[]>([]);
  const translate = useTranslateContent(kind, slug);
  const progress = useFollowedProgress(kind, slug, asked);
  const options = LANGUAGES.filter((code) => code !== sourceLanguage).map((code) => ({
    value: code,
    label: LANGUAGE_NAMES[code],
  }));

  const start = () =>
    translate.mutate(picked, {
      onSuccess: () => setAsked(picked),
      onError: (error) => toast.error(t('translate.failed'), errorMessage(error)),
    });

  return (
    <section className="gl-panel gl-tr-translate" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('translate.heading')}</h2>
      <p className="gl-panel__lead">{t('translate.lead')}</p>
      <div className="gl-tr-translate__form">
        <div className="gl-tr-translate__field">
          <label htmlFor={`${id}-languages`} className="gl-field__label">
            {t('translate.languages')}
          </label>
          <MultiSelect
            inputId={`${id}-languages`}
            value={picked}
            options={options}
            optionLabel="label"
            optionValue="value"
            onChange={(event) => setPicked(event.value as TLanguage[])}
            display="chip"
            filter
            placeholder={t('translate.placeholder')}
            className="gl-tr-translate__languages"
          />
        </div>
        <Button
          type="button"
          icon="pi pi-language"
          label={translate.isPending ? t('translate.working') : t('translate.button')}
          loading={translate.isPending}
          disabled={picked.length === 0}
          onClick={start}
        />
      </div>
      {progress.data && asked.length > 0 ? (
        <ul className="gl-tr-progress" aria-label={t('translate.progress')}>
          {progress.data.languages.map((entry) => (
            <LanguageProgress
              key={entry.language}
              entry={entry}
              total={progress.data.total}
              onEdit={onEdit}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LanguageProgress({
  entry,
  total,
  onEdit,
}: {
  entry: TLanguageProgress;
  total: number;
  onEdit: (language: TLanguage) => void;
}) {
  const { t } = useTranslation('translations');
  const name = LANGUAGE_NAMES[entry.language];
  const done = entry.counts.human + entry.counts.machine;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const described = t('translate.progressOf', { language: name, done, total });
  return (
    <li className="gl-tr-progress__row">
      <div className="gl-tr-progress__head">
        <span className="gl-tr-progress__name">{name}</span>
        <span className="gl-tr-progress__count">
          {done} / {total}
        </span>
      </div>
      <ProgressBar
        value={percent}
        showValue={false}
        className="gl-tr-progress__bar"
        aria-label={described}
        aria-valuetext={described}
      />
      <div className="gl-tr-progress__foot">
        <span role="status" className="gl-tr-progress__status">
          {entry.waiting > 0 ? (
            <>
              <span className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
              {t('translate.waiting', { count: entry.waiting })}
            </>
          ) : entry.counts.missing > 0 ? (
            t('translate.uncovered', { count: entry.counts.missing })
          ) : (
            <>
              <span className="pi pi-check" aria-hidden="true" /> {t('translate.done')}
            </>
          )}
        </span>
        <button
          type="button"
          className="gl-tr-link gl-tr-link--button"
          onClick={() => onEdit(entry.language)}
        >
          <span className="pi pi-pencil" aria-hidden="true" /> {t('translate.edit', { language: name })}
        </button>
      </div>
    </li>
  );
}
