import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A read-only value (the invitation link) with a button that copies it. */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation('users');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // No clipboard (permissions, older browser): select the text so Ctrl+C works.
      input.current?.select();
      setCopied('no');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 4000);
  };

  return (
    <div className="gl-field">
      <label className="gl-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="gl-users-copy">
        <InputText
          id={id}
          ref={input}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          icon={copied === 'yes' ? 'pi pi-check' : 'pi pi-copy'}
          label={copied === 'yes' ? t('invite.copied') : t('invite.copy')}
          outlined
          onClick={() => void copy()}
        />
      </div>
      <small className="gl-field__hint" aria-live="polite">
        {copied === 'no' ? t('invite.copyManually') : ''}
      </small>
    </div>
  );
}
