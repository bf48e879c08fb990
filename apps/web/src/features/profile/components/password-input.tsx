import { InputText, type InputTextProps } from 'primereact/inputtext';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordInputProps = Omit<InputTextProps, 'type' | 'ref'> & { ref?: Ref<HTMLInputElement> };

/** A password box with a labelled show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('profile');
  const [visible, setVisible] = useState(false);
  return (
    <span className="gl-profile-password">
      <InputText {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        className="gl-profile-password__toggle"
        aria-label={visible ? t('password.hideCharacters') : t('password.showCharacters')}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
      >
        <span className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
      </button>
    </span>
  );
}
