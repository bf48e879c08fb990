import {
  isSectionBuilt,
  NOTIFICATION_KINDS,
  type TNotificationKind,
  type TProfileMenuSectionId,
} from '@guestloop/contracts';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';

const EVENT_TEXTS: Record<TNotificationKind, { label: string; hint: string }> = {
  'rating.bad': { label: 'events.ratingBad', hint: 'events.ratingBadHint' },
  'rating.new': { label: 'events.ratingNew', hint: 'events.ratingNewHint' },
  'survey.answer': { label: 'events.surveyAnswer', hint: 'events.surveyAnswerHint' },
  'enps.answer': { label: 'events.enpsAnswer', hint: 'events.enpsAnswerHint' },
  'booking.new': { label: 'events.bookingNew', hint: 'events.bookingNewHint' },
};

/** The section an event's answers come from, when it is not ratings (built or not yet). */
const SECTION_OF: Partial<Record<TNotificationKind, { id: TProfileMenuSectionId; soon: string }>> = {
  'survey.answer': { id: 'surveys', soon: 'events.soonSurveys' },
  'enps.answer': { id: 'enps', soon: 'events.soonEnps' },
  'booking.new': { id: 'qr-pages', soon: 'events.soonQrPages' },
};

export interface EventChoicesProps {
  value: readonly TNotificationKind[];
  /** The events the member's role lets them be told of. */
  available: readonly TNotificationKind[];
  onChange(events: TNotificationKind[]): void;
}

/** Which events the member hears of; one not built yet or outside their role says why it cannot be chosen. */
export function EventChoices({ value, available, onChange }: EventChoicesProps) {
  const { t } = useTranslation('notifications');
  const toggle = (kind: TNotificationKind, on: boolean) =>
    onChange(NOTIFICATION_KINDS.filter((k) => (k === kind ? on : value.includes(k))));
  return (
    <fieldset className="gl-notif-group">
      <legend>{t('events.title')}</legend>
      <p className="gl-notif-group__lead">{t('events.lead')}</p>
      <ul className="gl-notif-choices">
        {NOTIFICATION_KINDS.map((kind) => {
          const section = SECTION_OF[kind];
          const why =
            section && !isSectionBuilt(section.id)
              ? t(section.soon)
              : !available.includes(kind)
                ? t('events.notYourRole')
                : null;
          const id = `notif-event-${kind.replace('.', '-')}`;
          return (
            <li key={kind} className={`gl-notif-choice${why ? ' is-off' : ''}`}>
              <Checkbox
                inputId={id}
                checked={!why && value.includes(kind)}
                disabled={why !== null}
                onChange={(event) => toggle(kind, Boolean(event.checked))}
                aria-describedby={`${id}-hint`}
              />
              <div>
                <label htmlFor={id}>{t(EVENT_TEXTS[kind].label)}</label>
                <small id={`${id}-hint`}>{why ?? t(EVENT_TEXTS[kind].hint)}</small>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
