import { LABEL_SEPARATOR, type TLanguage, type TTranslationText } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageAttributes } from './language-text';
import { StateTag } from './state-tag';

export interface TranslationRowProps {
  row: TTranslationText;
  label: string;
  from: TLanguage;
  to: TLanguage;
  languageName: string;
  saving: boolean;
  /** Keeps `text` as the translation of the row's source (empty forgets the staff one); false when it failed. */
  onSave: (text: string) => Promise<boolean>;
}

/** One text: where it shows, its state, the original beside its translation, editable. */
export function TranslationRow({ row, label, from, to, languageName, saving, onSave }: TranslationRowProps) {
  const { t } = useTranslation('translations');
  const id = useId();
  // null: not edited, the field follows the server's text (an engine's answer may arrive meanwhile).
  const [draft, setDraft] = useState<string | null>(null);
  const shown = row.state === 'missing' ? '' : row.text;
  const value = draft ?? shown;
  const changed = draft !== null && draft.trim() !== shown.trim();
  const canSave = changed && (draft.trim() !== '' || row.state === 'human');

  const save = async (text: string) => {
    if (await onSave(text)) setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canSave) {
      event.preventDefault();
      void save(value);
    }
  };

  return (
    <li className={`gl-tr-row gl-tr-row--${row.state}`}>
      <div className="gl-tr-row__head">
        <span className="gl-tr-row__label" id={`${id}-label`}>
          <LabelParts label={label} />
        </span>
        <StateTag state={row.state} />
      </div>
      <div className="gl-tr-row__pair">
        <p className="gl-tr-row__source" {...languageAttributes(from)}>
          {row.source}
        </p>
        <div className="gl-tr-row__target">
          <label htmlFor={`${id}-text`} className="gl-visually-hidden">
            {t('editor.translationOf', { label, language: languageName })}
          </label>
          <InputTextarea
            id={`${id}-text`}
            value={value}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            rows={Math.min(8, Math.max(1, Math.ceil(Math.max(row.source.length, value.length) / 45)))}
            placeholder={t('editor.placeholder')}
            className="gl-tr-row__input"
            aria-describedby={`${id}-label`}
            {...languageAttributes(to)}
          />
          {changed || row.state === 'human' ? (
            <div className="gl-tr-row__actions">
              {changed ? (
                <>
                  <Button
                    type="button"
                    size="small"
                    icon="pi pi-check"
                    label={saving ? t('editor.saving') : t('editor.save')}
                    loading={saving}
                    disabled={!canSave}
                    onClick={() => void save(value)}
                    title={t('editor.shortcut')}
                  />
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-undo"
                    label={t('editor.undo')}
                    onClick={() => setDraft(null)}
                  />
                </>
              ) : (
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-microchip-ai"
                  label={t('editor.revert')}
                  disabled={saving}
                  onClick={() => void save('')}
                />
              )}
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** A label's parts, each kept in its own direction (a dish's name in an Arabic label), with arrows that turn in RTL. */
function LabelParts({ label }: { label: string }) {
  const parts = label.split(LABEL_SEPARATOR);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one label never move
    <span key={index}>
      {index > 0 ? (
        <>
          <span className="gl-tr-row__sep" aria-hidden="true">
            ›
          </span>
          <span className="gl-visually-hidden">, </span>
        </>
      ) : null}
      <bdi>{part}</bdi>
    </span>
  ));
}
