import type { TOrder } from '@guestloop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useSetOrderTips } from '../api/order-payments';
import { amountText, parseAmount, TIP_PERCENTS, tipFor } from '../model/order-money';
import { useMenu } from './menu-context';

/** Tip presets (5/10/15 % of the subtotal), no tip, or an amount of the guest's own. */
export function OrderTips({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-order');
  const { price } = useMenu();
  const errorMessage = useErrorMessage();
  const setTips = useSetOrderTips(order.slug);
  const presets = TIP_PERCENTS.map((percent) => ({ percent, amount: tipFor(order.subtotal, percent) }));
  const matchesPreset = order.tips === 0 || presets.some((p) => p.amount === order.tips);
  const [customOpen, setCustomOpen] = useState(!matchesPreset);
  const [custom, setCustom] = useState(() => (matchesPreset ? '' : amountText(order.tips, order.currency)));
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();

  const send = (amount: number) =>
    setTips.mutate({ amount, needReceipt: order.needReceipt, isPrepaid: false });

  const choose = (amount: number) => {
    setCustomOpen(false);
    setInvalid(false);
    send(amount);
  };

  const applyCustom = () => {
    const amount = parseAmount(custom, order.currency);
    setInvalid(amount === null);
    if (amount !== null) send(amount);
  };

  const pressed = (amount: number) => !customOpen && order.tips === amount;

  return (
    <section className="gm-panel" aria-labelledby="gm-tips-title">
      <h2 id="gm-tips-title" className="gm-panel__title">
        {t('tips.title')}
      </h2>
      <p className="gm-panel__hint">{t('tips.hint')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields */}
      <div className="gm-tips" role="group" aria-labelledby="gm-tips-title">
        <button
          type="button"
          className="gm-tip"
          aria-pressed={pressed(0)}
          disabled={setTips.isPending}
          onClick={() => choose(0)}
        >
          {t('tips.none')}
        </button>
        {presets.map(({ percent, amount }) => (
          <button
            key={percent}
            type="button"
            className="gm-tip"
            aria-pressed={pressed(amount)}
            disabled={setTips.isPending}
            onClick={() => choose(amount)}
          >
            <span className="gm-tip__main">{t('tips.percent', { n: percent })}</span>
            <span className="gm-tip__sub">{price(amount)}</span>
          </button>
        ))}
        <button
          type="button"
          className="gm-tip"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          onClick={() => setCustomOpen(true)}
        >
          {t('tips.custom')}
        </button>
      </div>
      {customOpen ? (
        <div className="gm-inline-form">
          <div className="gm-field">
            <label className="gm-field__label" htmlFor={inputId}>
              {t('tips.customLabel')}
            </label>
            <input
              id={inputId}
              className={invalid ? 'gm-field__input gm-field__input--invalid' : 'gm-field__input'}
              inputMode="decimal"
              autoComplete="off"
              value={custom}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${inputId}-error` : undefined}
              onChange={(event) => setCustom(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="gm-button gm-button--secondary"
            disabled={setTips.isPending}
            onClick={applyCustom}
          >
            {t('tips.apply')}
          </button>
          {invalid ? (
            <p id={`${inputId}-error`} className="gm-field__error">
              {t('tips.invalid')}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="gm-panel__status" aria-live="polite">
        {setTips.isError ? (
          <span className="gm-text-error">{errorMessage(setTips.error)}</span>
        ) : setTips.isSuccess ? (
          order.tips > 0 ? (
            t('tips.saved', { amount: price(order.tips) })
          ) : (
            t('tips.removed')
          )
        ) : null}
      </p>
    </section>
  );
}
