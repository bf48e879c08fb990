import { type TCustomer, ZUpdateCustomerBody } from '@guestloop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, useErrorMessage } from '@/lib/errors';
import { useSaveCustomer } from '../api/profile-customer';

type Field = 'name' | 'phone' | 'email';
const FIELDS: { name: Field; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
];

const orNull = (value: string) => value.trim() || null;

/** The guest's contact details kept with their orders (PUT /customer). */
export function ProfileDetailsForm({ slug, customer }: { slug: string; customer: TCustomer | null }) {
  const { t } = useTranslation('guest-pay');
  const errorMessage = useErrorMessage();
  const id = useId();
  const save = useSaveCustomer(slug);
  const [values, setValues] = useState<Record<Field, string>>({
    name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    email: customer?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const body = { name: orNull(values.name), phone: orNull(values.phone), email: orNull(values.email) };
    const parsed = ZUpdateCustomerBody.safeParse(body);
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors(Object.fromEntries([...bad].map((field) => [field, t(`details.invalid.${field}`)])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        const byPath = fieldErrors(error);
        const found = FIELDS.filter((f) => byPath[`body.${f.name}`]).map((f) => [
          f.name,
          t(`details.invalid.${f.name}`),
        ]);
        setErrors(Object.fromEntries(found));
      },
    });
  };

  return (
    <form className="pay-card profile-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pay-card__title">
        {t('details.title')}
      </h2>
      <p className="pay-muted">{t('details.hint')}</p>
      {FIELDS.map((field) => (
        <div key={field.name} className="profile-field">
          <label htmlFor={`${id}-${field.name}`}>{t(`details.${field.name}`)}</label>
          <input
            id={`${id}-${field.name}`}
            className="profile-input"
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
            onChange={(event) => {
              setSaved(false);
              setValues((current) => ({ ...current, [field.name]: event.target.value }));
            }}
          />
          {errors[field.name] ? (
            <p id={`${id}-${field.name}-error`} className="profile-field__error">
              {errors[field.name]}
            </p>
          ) : null}
        </div>
      ))}
      {save.isError && Object.keys(errors).length === 0 ? (
        <p className="pay-inline-error" role="alert">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <button type="submit" className="gm-button gm-button--primary" disabled={save.isPending}>
          {t('details.save')}
        </button>
        <span className="profile-form__saved" role="status">
          {saved ? (
            <>
              <i className="pi pi-check" aria-hidden="true" /> {t('details.saved')}
            </>
          ) : null}
        </span>
      </div>
    </form>
  );
}
