import { ASSISTANT_QUESTION_MAX } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  /** A question is being answered. */
  busy: boolean;
}

/** Where a question is typed: Enter asks, Shift+Enter starts a new line. */
export function Composer({ value, onChange, onSend, busy }: ComposerProps) {
  const { t } = useTranslation('assistant');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <form
      className="gl-assistant__composer"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={id} className="gl-visually-hidden">
        {t('composer.label')}
      </label>
      <InputTextarea
        id={id}
        value={value}
        rows={2}
        autoResize
        maxLength={ASSISTANT_QUESTION_MAX}
        placeholder={t('composer.placeholder')}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
      <Button
        type="submit"
        icon="pi pi-send"
        label={t('composer.send')}
        loading={busy}
        disabled={busy || value.trim() === ''}
      />
      <p id={hintId} className="gl-assistant__hint">
        {t('composer.hint')}
      </p>
    </form>
  );
}
