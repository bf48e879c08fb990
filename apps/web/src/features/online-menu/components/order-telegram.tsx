import type { TOrder } from '@guestloop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@/lib/captcha';
import { useGuestCustomer } from '../api/profile-customer';
import { useTelegramLink, useTelegramStatus } from '../api/telegram-updates';
import type { RememberedOrder } from '../state/order-slice';
import { useOrderOwnership } from './order-ownership';
import '../styles/order-telegram.css';

/** Statuses after which nothing more is told (closed, cancelled) or only that it closed. */
const FOLLOWED = new Set<TOrder['status']>(['new', 'accepted', 'preparing', 'ready']);

/**
 * Opens the t.me link in a new tab. The tab is opened within the click (so it is not taken for a
 * pop-up) and sent to the link once the server gave it; where no tab could be opened, the link
 * stays on the page to be followed by hand.
 */
function openInTelegram(ask: (onLink: (url: string) => void, onFail: () => void) => void) {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  ask(
    (url) => {
      if (tab) tab.location.href = url;
    },
    () => tab?.close(),
  );
}

/**
 * "Get updates in Telegram" on the guest's own order page, where the server has a bot: the
 * button asks for a one-time link to the bot and opens it; the guest starts the bot there, and
 * this card says so once the server sees the chat linked.
 */
export function OrderTelegram({
  order,
  remembered,
}: {
  order: TOrder;
  remembered: RememberedOrder | undefined;
}) {
  const { t } = useTranslation('guest-order');
  const id = useId();
  const bot = useAppSettings().data?.telegramBot ?? null;
  const mine = useOrderOwnership(order, remembered) === 'mine';
  const customerId = useGuestCustomer().data?.id ?? null;
  const [link, setLink] = useState<string | null>(null);
  const status = useTelegramStatus(order.slug, {
    enabled: bot !== null && mine && customerId !== null,
    waiting: link !== null,
  });
  const ask = useTelegramLink(order.slug);
  if (!bot || !mine || !customerId || !status.data) return null;

  if (status.data.connected) {
    return (
      <section className="gm-panel gm-telegram gm-telegram--on" aria-labelledby={`${id}-title`}>
        <span className="gm-panel__icon" aria-hidden="true">
          <i className="pi pi-check" />
        </span>
        <div className="gm-panel__body">
          <h2 id={`${id}-title`} className="gm-panel__title" role="status">
            {t('telegram.connected')}
          </h2>
          <p className="gm-panel__hint">{t('telegram.connectedHint')}</p>
        </div>
      </section>
    );
  }
  if (!FOLLOWED.has(order.status)) return null;

  const start = () =>
    openInTelegram((onLink, onFail) =>
      ask.mutate(customerId, {
        onSuccess: ({ url }) => {
          setLink(url);
          onLink(url);
        },
        onError: onFail,
      }),
    );

  return (
    <section className="gm-panel gm-telegram" aria-labelledby={`${id}-title`}>
      <div className="gm-telegram__head">
        <span className="gm-panel__icon gm-telegram__icon" aria-hidden="true">
          <i className="pi pi-telegram" />
        </span>
        <div className="gm-panel__body">
          <h2 id={`${id}-title`} className="gm-panel__title">
            {t('telegram.title')}
          </h2>
          <p className="gm-panel__hint" role="status">
            {link ? t('telegram.waiting') : t('telegram.hint')}
          </p>
        </div>
      </div>
      {link ? (
        <a
          className="gm-button gm-button--secondary gm-button--wide"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          <i className="pi pi-external-link" aria-hidden="true" /> {t('telegram.openAgain')}
        </a>
      ) : (
        <button
          type="button"
          className="gm-button gm-button--primary gm-button--wide"
          disabled={ask.isPending}
          aria-busy={ask.isPending}
          onClick={start}
        >
          <i className="pi pi-telegram" aria-hidden="true" /> {t('telegram.connect')}
        </button>
      )}
      {ask.isError ? (
        <p className="gm-alert gm-alert--error gm-telegram__error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span className="gm-alert__text">{t('telegram.failed')}</span>
        </p>
      ) : null}
    </section>
  );
}
