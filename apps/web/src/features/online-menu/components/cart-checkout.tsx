import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '@/lib/errors';
import { CartModePicker } from './cart-mode-picker';
import type { useCartPlaceOrder } from './cart-place-order';
import { useMenu } from './menu-context';

type Checkout = ReturnType<typeof useCartPlaceOrder>;

function ContactField(props: {
  id: string;
  label: string;
  value: string;
  type: 'text' | 'tel';
  autoComplete: string;
  error: string | null;
  onChange(value: string): void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="gm-field">
      <label className="gm-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className={props.error ? 'gm-field__input gm-field__input--invalid' : 'gm-field__input'}
        type={props.type}
        inputMode={props.type === 'tel' ? 'tel' : undefined}
        autoComplete={props.autoComplete}
        value={props.value}
        maxLength={props.type === 'tel' ? 40 : 120}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <p id={errorId} className="gm-field__error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> {props.error}
        </p>
      ) : null}
    </div>
  );
}

function ProblemAlert({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('guest-order');
  const errorMessage = useErrorMessage();
  const { problem } = checkout;
  if (!problem) return null;
  let text: string;
  if (problem.kind === 'lines') text = t('place.linesUnavailable');
  else if (problem.kind === 'menu-inactive') text = t('place.menuInactive');
  else if (problem.kind === 'network') text = t('place.network');
  else text = errorMessage(problem.error);
  return (
    <div className="gm-alert gm-alert--error" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div>
        <p className="gm-alert__text">{text}</p>
        {problem.kind === 'lines' ? (
          <button
            type="button"
            className="gm-button gm-button--secondary"
            onClick={checkout.removeUnavailable}
          >
            {t('place.removeUnavailable')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The part of the cart that places the order: mode, contact, note, price check, the button. */
export function CartCheckout({ checkout, backTo }: { checkout: Checkout; backTo: string }) {
  const { t } = useTranslation('guest-order');
  const { menu, price } = useMenu();
  const { mode, draft, contactProblems, pricesToConfirm, busy } = checkout;
  const needsContact = mode !== 'table';
  const fieldError = (field: 'name' | 'phone') => {
    const problem = contactProblems[field];
    return problem ? t(`contact.${field}_${problem}`) : null;
  };

  return (
    <form
      className="gm-checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void checkout.submit();
      }}
    >
      <CartModePicker
        modes={checkout.modes}
        value={mode}
        onChange={checkout.setMode}
        table={checkout.table}
      />
      {mode === 'delivery' ? (
        <div className="gm-checkout__hint">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <div>
            {menu.settings.delivery.title ? (
              <p className="gm-checkout__terms-title">{menu.settings.delivery.title}</p>
            ) : null}
            {menu.settings.delivery.content ? (
              <p className="gm-checkout__terms">{menu.settings.delivery.content}</p>
            ) : null}
            <p className="gm-checkout__terms">{t('mode.deliveryNext')}</p>
          </div>
        </div>
      ) : null}
      {needsContact ? (
        <fieldset className="gm-checkout__group">
          <legend className="gm-section-title">{t('contact.legend')}</legend>
          <p className="gm-checkout__hint gm-checkout__hint--plain">{t(`contact.why_${mode}`)}</p>
          <ContactField
            id="gm-order-name"
            label={t('contact.name')}
            type="text"
            autoComplete="name"
            value={draft.name}
            error={fieldError('name')}
            onChange={(value) => checkout.setField('name', value)}
          />
          <ContactField
            id="gm-order-phone"
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            error={fieldError('phone')}
            onChange={(value) => checkout.setField('phone', value)}
          />
        </fieldset>
      ) : null}
      <div className="gm-field gm-checkout__group">
        <label className="gm-field__label" htmlFor="gm-order-note">
          {t('note.label')}
        </label>
        <textarea
          id="gm-order-note"
          className="gm-field__input"
          rows={2}
          maxLength={500}
          placeholder={t('note.placeholder')}
          value={draft.note}
          onChange={(event) => checkout.setField('note', event.target.value)}
        />
      </div>
      {pricesToConfirm ? (
        <div className="gm-alert gm-alert--warn" role="alert">
          <i className="pi pi-tag" aria-hidden="true" />
          <div>
            <p className="gm-alert__title">{t('prices.title')}</p>
            <p className="gm-alert__text">
              {t('prices.message', { was: price(pricesToConfirm.before), now: price(pricesToConfirm.after) })}
            </p>
          </div>
        </div>
      ) : null}
      <ProblemAlert checkout={checkout} />
      <div className="gm-next-step">
        <button
          type="submit"
          className="gm-button gm-button--primary gm-button--wide gm-button--grow"
          disabled={busy}
        >
          <span>{busy ? t('place.placing') : pricesToConfirm ? t('place.confirm') : t('place.button')}</span>
          <span className="gm-button__price">{price(checkout.total)}</span>
        </button>
        <Link to={backTo} className="gm-button gm-button--secondary gm-button--wide">
          {t('place.addMore')}
        </Link>
      </div>
    </form>
  );
}
