import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OpeningHoursFields, type OpeningHoursTexts } from '@/components/ui';
import { fieldMessage } from './form-errors';

/** The location's opening hours panel (the fields are the shared OpeningHoursFields). */
export function HoursFields() {
  const { t } = useTranslation('locations');
  const texts = useMemo<OpeningHoursTexts>(
    () => ({
      modes: { weekly: t('hours.modes.weekly'), text: t('hours.modes.text'), none: t('hours.modes.none') },
      modeLabel: t('hours.modeLabel'),
      open: t('hours.open'),
      closed: t('hours.closed'),
      openOn: (day) => t('hours.openOn', { day }),
      opensOn: (day) => t('hours.opensOn', { day }),
      closesOn: (day) => t('hours.closesOn', { day }),
      copyMonday: t('hours.copyMonday'),
      text: t('hours.text'),
      textHint: t('hours.textHint'),
      overnight: t('hours.overnight'),
      allDay: t('hours.allDay'),
      noneHint: t('hours.noneHint'),
    }),
    [t],
  );
  return (
    <section className="gl-panel" aria-labelledby="loc-hours">
      <h2 id="loc-hours">{t('hours.title')}</h2>
      <p className="gl-panel__lead">{t('hours.lead')}</p>
      <OpeningHoursFields
        name="settings.workDetails.hours"
        idPrefix="hours"
        texts={texts}
        errorText={(error) => fieldMessage(t, error)}
      />
    </section>
  );
}
