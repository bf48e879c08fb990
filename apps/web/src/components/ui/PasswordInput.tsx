import { InputText, type InputTextProps } from 'primereact/inputtext';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './password-input.css';

export type PasswordInputProps = Omit<InputTextProps, 'type' | 'ref'> & { ref?: Ref<HTMLInputElement> };

/**
 * A password box with a real, labelled show/hide toggle button ("Show characters" /
 * "Hide characters"). Takes every InputText prop; `id` links the toggle to the box.
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <span className="gl-password">
      <InputText {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        className="gl-password__toggle"
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={props.disabled}
        onClick={() => setVisible((value) => !value)}
      >
        <span className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
      </button>
    </span>
  );
}
