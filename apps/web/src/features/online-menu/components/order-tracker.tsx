import type { TOrder } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { progressSteps } from '../model/order-progress';

/** What the status means for the guest, in one sentence. */
export function useStatusSentence(order: TOrder): string {
  const { t } = useTranslation('guest-order');
  if (order.status === 'ready') return t(`statusLine.ready_${order.type}`, { number: order.number });
  return t(`statusLine.${order.status}`, { number: order.number });
}

/**
 * The order's status as a progress tracker (new → accepted → preparing → ready → served or
 * delivered). The sentence above it is a live region: a screen reader hears each change.
 */
export function OrderTracker({ order, streaming }: { order: TOrder; streaming: boolean }) {
  const { t } = useTranslation('guest-order');
  const sentence = useStatusSentence(order);
  const cancelled = order.status === 'cancelled';
  return (
    <section
      className={cancelled ? 'gm-track gm-track--cancelled' : 'gm-track'}
      aria-labelledby="gm-track-title"
    >
      <div className="gm-track__head">
        <h2 id="gm-track-title" className="gm-track__status">
          {t(`status.${order.status}`)}
        </h2>
        <span className="gm-live" title={streaming ? t('live.stream') : t('live.polling')}>
          <span className={streaming ? 'gm-live__dot gm-live__dot--on' : 'gm-live__dot'} aria-hidden="true" />
          {streaming ? t('live.stream') : t('live.polling')}
        </span>
      </div>
      <p className="gm-track__sentence" aria-live="polite" aria-atomic="true">
        {sentence}
      </p>
      {cancelled ? null : (
        <ol className="gm-steps" aria-label={t('progress.label')}>
          {progressSteps(order.type, order.status).map((step) => (
            <li
              key={step.status}
              className={`gm-step gm-step--${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className="gm-step__dot" aria-hidden="true">
                {step.state === 'done' ? <i className="pi pi-check" /> : null}
              </span>
              <span className="gm-step__label">{t(`status.${step.status}`)}</span>
              {step.state === 'done' ? (
                <span className="gl-visually-hidden">{t('progress.done')}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
