import { type OrderingNotice, orderingNoticeText } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { GuestIcon } from '@/components/ui/GuestIcon';
import { useMenu } from './menu-context';

/**
 * "Ordering is paused — back at 18:30" or "We're closed now — ordering opens at 09:00", on the
 * venue's clock in the guest's language, with the venue's note. The server's first screen writes
 * the same markup (prerender-markup.ts), so keep the two in step.
 */
export function OrderingBanner({ notice }: { notice: OrderingNotice }) {
  const { t } = useTranslation('guest-menu');
  const { menu, language, now, original } = useMenu();
  const text = orderingNoticeText(notice, now, {
    language,
    currency: menu.currency,
    timeZone: menu.timeZone,
  });
  return (
    <div className="gm-ordering" role="status">
      <GuestIcon name="clock" />
      <div className="gm-ordering__text">
        <p className="gm-ordering__title">{t(text.key, text.values)}</p>
        {notice.kind === 'paused' && notice.note ? (
          <p className="gm-ordering__note" lang={original.langOf(notice.note)}>
            {notice.note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
