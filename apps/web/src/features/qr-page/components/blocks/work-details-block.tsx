import { INTL_LOCALES, type TOpeningHours } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { PublicBlockOf } from '../../model/blocks';
import { timeOfDay, weekdayName } from '../../model/dates';
import { isOpenAt, venueWeekday, WEEK } from '../../model/opening-hours';
import { useQrPage } from '../page-context';
import { InfoCard } from './info-card';

type WeeklyHours = Extract<TOpeningHours, { kind: 'weekly' }>;

/** The week's hours, today's row marked, and whether the venue is open now on its own clock. */
function WeekHours({ hours }: { hours: WeeklyHours }) {
  const { t, i18n } = useTranslation('guest-qr');
  const { now, timeZone } = useQrPage();
  const locale = INTL_LOCALES[currentLanguage(i18n.language)];
  const today = venueWeekday(now, timeZone);
  const open = isOpenAt(hours, now, timeZone);
  return (
    <>
      <p className={`qp-hours__now qp-hours__now--${open ? 'open' : 'closed'}`}>
        <span className="qp-hours__dot" aria-hidden="true" />
        {open ? t('hours.openNow') : t('hours.closedNow')}
      </p>
      <table className="qp-hours">
        <caption className="gl-visually-hidden">{t('hours.caption')}</caption>
        <tbody>
          {WEEK.map((day) => {
            const slot = hours.days[day];
            const isToday = day === today;
            return (
              <tr key={day} className={isToday ? 'qp-hours__today' : undefined}>
                <th scope="row">
                  {weekdayName(day, locale, WEEK)}
                  {isToday ? (
                    <>
                      {' '}
                      <span className="gl-visually-hidden">({t('hours.today')})</span>
                    </>
                  ) : null}
                </th>
                <td>
                  {!slot
                    ? t('hours.closed')
                    : slot.open === slot.close
                      ? t('hours.allDay')
                      : `${timeOfDay(slot.open, locale)} – ${timeOfDay(slot.close, locale)}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** A location's name, address and opening hours. */
export function WorkDetailsBlockView({ block }: { block: PublicBlockOf<'location-work-details'> }) {
  const { t } = useTranslation('guest-qr');
  const details = block.workDetails;
  if (!details) return null;
  const address = details.address?.trim();
  return (
    <InfoCard icon="clock" title={block.title?.trim() || details.name}>
      {address ? (
        <p className="qp-info__text" dir="auto">
          {address}
        </p>
      ) : null}
      {details.hours?.kind === 'weekly' ? <WeekHours hours={details.hours} /> : null}
      {details.hours?.kind === 'text' ? (
        <p className="qp-info__text">
          <span className="gl-visually-hidden">{t('hours.caption')}:</span> <bdi>{details.hours.text}</bdi>
        </p>
      ) : null}
    </InfoCard>
  );
}
