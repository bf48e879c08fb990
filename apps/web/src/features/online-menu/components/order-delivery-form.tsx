import { type TDeliveryInfo, type TOrder, ZDeliveryInfo } from '@guestloop/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useAppStore } from '@/lib/store';
import { useSaveDeliveryInfo } from '../api/delivery-info';
import { contactProblems } from '../model/order-draft';

type Field = keyof TDeliveryInfo;
const FIELDS: { name: Field; autoComplete: string; type?: 'tel'; multiline?: boolean; max: number }[] = [
  { name: 'name', autoComplete: 'name', max: 120 },
  { name: 'phone', autoComplete: 'tel', type: 'tel', max: 40 },
  { name: 'address', autoComplete: 'street-address', max: 300 },
  { name: 'city', autoComplete: 'address-level2', max: 120 },
  { name: 'postcode', autoComplete: 'postal-code', max: 20 },
  { name: 'notes', autoComplete: 'off', multiline: true, max: 500 },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function initialValues(
  order: TOrder,
  saved: TDeliveryInfo | null | undefined,
  contact: { name: string; phone: string },
) {
  const from = (order.deliveryInfo ?? saved ?? {}) as Partial<Record<Field, unknown>>;
  return {
    name: text(from.name) || contact.name,
    phone: text(from.phone) || contact.phone,
    address: text(from.address),
    city: text(from.city),
    postcode: text(from.postcode),
    notes: text(from.notes),
  } satisfies Record<Field, string>;
}

/** Where the delivery goes (ZDeliveryInfo), saved with POST /delivery-info. */
export function OrderDeliveryForm({
  order,
  saved,
}: {
  order: TOrder;
  saved: TDeliveryInfo | null | undefined;
}) {
  const { t } = useTranslation('guest-order');
  const errorMessage = useErrorMessage();
  const contact = useAppStore((state) => state.orderDrafts[order.menuSlug]) ?? { name: '', phone: '' };
  const save = useSaveDeliveryInfo(order.slug);
  const [values, setValues] = useState(() => initialValues(order, saved, contact));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const locked = !['new', 'accepted', 'preparing'].includes(order.status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const contactIssues = contactProblems('delivery', values);
    if (contactIssues.name) found.name = t(`contact.name_${contactIssues.name}`);
    if (contactIssues.phone) found.phone = t(`contact.phone_${contactIssues.phone}`);
    if (values.address.trim().length < 3) found.address = t('delivery.addressRequired');
    setProblems(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      document.getElementById(`gm-delivery-${first.name}`)?.focus();
      return;
    }
    const parsed = ZDeliveryInfo.safeParse({
      ...values,
      city: values.city.trim() || null,
      postcode: values.postcode.trim() || null,
      notes: values.notes.trim() || null,
    });
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <form className="gm-panel gm-delivery" noValidate onSubmit={submit} aria-labelledby="gm-delivery-title">
      <h2 id="gm-delivery-title" className="gm-panel__title">
        {t('delivery.formTitle')}
      </h2>
      {locked ? <p className="gm-panel__hint">{t('delivery.locked')}</p> : null}
      {FIELDS.map((field) => {
        const id = `gm-delivery-${field.name}`;
        const problem = problems[field.name];
        const common = {
          id,
          className: problem ? 'gm-field__input gm-field__input--invalid' : 'gm-field__input',
          autoComplete: field.autoComplete,
          maxLength: field.max,
          value: values[field.name],
          disabled: locked,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-error` : undefined,
        };
        const change = (value: string) => setValues((current) => ({ ...current, [field.name]: value }));
        return (
          <div key={field.name} className={`gm-field gm-delivery__${field.name}`}>
            <label className="gm-field__label" htmlFor={id}>
              {t(`delivery.${field.name}`)}
            </label>
            {field.multiline ? (
              <textarea
                {...common}
                rows={2}
                placeholder={t('delivery.notesPlaceholder')}
                onChange={(event) => change(event.target.value)}
              />
            ) : (
              <input
                {...common}
                type={field.type ?? 'text'}
                inputMode={field.type === 'tel' ? 'tel' : undefined}
                onChange={(event) => change(event.target.value)}
              />
            )}
            {problem ? (
              <p id={`${id}-error`} className="gm-field__error">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="gm-panel__status" aria-live="polite">
        {save.isSuccess ? (
          <span className="gm-text-ok">
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('delivery.saved')}
          </span>
        ) : save.isError ? (
          <span className="gm-text-error">{errorMessage(save.error)}</span>
        ) : null}
      </p>
      {locked ? null : (
        <button
          type="submit"
          className="gm-button gm-button--primary gm-button--wide"
          disabled={save.isPending}
        >
          {save.isPending ? t('delivery.saving') : t('delivery.save')}
        </button>
      )}
    </form>
  );
}
