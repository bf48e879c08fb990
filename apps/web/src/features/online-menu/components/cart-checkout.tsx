import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '@/lib/errors';
import { CartDeliveryFields } from './cart-delivery-fields';
import { CartTextField, FieldError } from './cart-field';
import { CartModePicker } from './cart-mode-picker';
import type { Checkout } from './cart-place-order';
import { CartTimeField } from './cart-time-field';
import { GuestSignIn } from './guest-sign-in';
import { useMenu } from './menu-context';

const FORM_ID = 'gm-checkout';

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

function ContactFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('guest-order');
  const { mode, draft, contactProblems } = checkout;
  const fieldError = (field: 'name' | 'phone') => {
    const problem = contactProblems[field];
    return problem ? t(`contact.${field}_${problem}`) : null;
  };
  return (
    <fieldset className="gm-checkout__group">
      <legend className="gm-section-title">{t('contact.legend')}</legend>
      <p className="gm-checkout__hint gm-checkout__hint--plain">{t(`contact.why_${mode}`)}</p>
      <CartTextField
        id="gm-order-name"
        label={t('contact.name')}
        autoComplete="name"
        maxLength={120}
        value={draft.name}
        error={fieldError('name')}
        onChange={(value) => checkout.setField('name', value)}
      />
      <CartTextField
        id="gm-order-phone"
        label={t('contact.phone')}
        type="tel"
        autoComplete="tel"
        maxLength={40}
        value={draft.phone}
        error={fieldError('phone')}
        onChange={(value) => checkout.setField('phone', value)}
      />
    </fieldset>
  );
}

/** The venue's own words about its delivery (settings.delivery), when it wrote some. */
function DeliveryTerms() {
  const { menu } = useMenu();
  const { title, content } = menu.settings.delivery;
  if (!title && !content) return null;
  return (
    <div className="gm-checkout__hint">
      <i className="pi pi-info-circle" aria-hidden="true" />
      <div>
        {title ? <p className="gm-checkout__terms-title">{title}</p> : null}
        {content ? <p className="gm-checkout__terms">{content}</p> : null}
      </div>
    </div>
  );
}

/**
 * The part of the cart that places the order: the way to order and what it needs (contact; a
 * pickup time; a delivery's address, area and time), the note, a price check, the button. A
 * delivery asks a signed-out guest to sign in by code first, in place, keeping what was typed; the
 * sign-in card has its own form, so it stands outside this one and the button names its form.
 */
export function CartCheckout({ checkout, backTo }: { checkout: Checkout; backTo: string }) {
  const { t } = useTranslation('guest-order');
  const errorMessage = useErrorMessage();
  const { price } = useMenu();
  const { mode, pricesToConfirm, busy, account } = checkout;
  const refusedMode = checkout.refusedAt('mode');

  return (
    <>
      <form
        id={FORM_ID}
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
        {refusedMode ? (
          <FieldError id="gm-order-mode-error">{errorMessage(refusedMode.error)}</FieldError>
        ) : null}
        {mode === 'delivery' ? (
          <>
            <DeliveryTerms />
            {account.user ? (
              <p className="gm-checkout__account" role="status">
                <i className="pi pi-user" aria-hidden="true" />{' '}
                <span>
                  {t('checkout.signedIn', { email: account.user.email })}
                  {account.prefilled ? ` ${t('checkout.prefilled')}` : ''}
                </span>
              </p>
            ) : null}
          </>
        ) : null}
        {mode === 'pickup' ? (
          <div className="gm-checkout__group">
            <CartTimeField checkout={checkout} />
          </div>
        ) : null}
        {mode !== 'table' ? <ContactFields checkout={checkout} /> : null}
        {mode === 'delivery' ? (
          <>
            <CartDeliveryFields checkout={checkout} />
            <div className="gm-checkout__group">
              <CartTimeField checkout={checkout} />
            </div>
          </>
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
            value={checkout.draft.note}
            onChange={(event) => checkout.setField('note', event.target.value)}
          />
        </div>
        {pricesToConfirm ? (
          <div className="gm-alert gm-alert--warn" role="alert">
            <i className="pi pi-tag" aria-hidden="true" />
            <div>
              <p className="gm-alert__title">{t('prices.title')}</p>
              <p className="gm-alert__text">
                {t('prices.message', {
                  was: price(pricesToConfirm.before),
                  now: price(pricesToConfirm.after),
                })}
              </p>
            </div>
          </div>
        ) : null}
        <ProblemAlert checkout={checkout} />
      </form>
      {account.needsSignIn ? (
        <div className="gm-checkout__sign-in">
          <GuestSignIn title={t('checkout.signInTitle')} message={t('checkout.signInMessage')} />
        </div>
      ) : null}
      <div className="gm-next-step">
        {account.needsSignIn ? null : (
          <button
            type="submit"
            form={FORM_ID}
            className="gm-button gm-button--primary gm-button--wide gm-button--grow"
            disabled={busy || account.pending}
          >
            <span>
              {busy ? t('place.placing') : pricesToConfirm ? t('place.confirm') : t('place.button')}
            </span>
            <span className="gm-button__price">{price(checkout.total)}</span>
          </button>
        )}
        <Link to={backTo} className="gm-button gm-button--secondary gm-button--wide">
          {t('place.addMore')}
        </Link>
      </div>
    </>
  );
}
