import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OpeningHoursFields, type OpeningHoursTexts } from '@/components/ui';
import { fieldMessage } from './form-errors';

/** The menu's opening hours (the fields are the shared OpeningHoursFields). */
export function HoursFields() {
  const { t } = useTranslation('menus');
  const texts = useMemo<OpeningHoursTexts>(
    () => ({
      modes: {
        weekly: t('settings.hoursModes.weekly'),
        text: t('settings.hoursModes.text'),
        none: t('settings.hoursModes.none'),
      },
      open: t('settings.open'),
      closed: t('settings.closed'),
      openOn: (day) => t('settings.openOn', { day }),
      opensOn: (day) => t('settings.opensOn', { day }),
      closesOn: (day) => t('settings.closesOn', { day }),
      copyMonday: t('settings.copyMonday'),
      text: t('settings.hoursText'),
    }),
    [t],
  );
  return (
    <div className="gl-menu-hours-block">
      <span className="gl-field__label" id="menu-hours-label">
        {t('settings.hours')}
      </span>
      <OpeningHoursFields
        name="settings.workDetails.hours"
        idPrefix="menu-hours"
        texts={texts}
        labelledBy="menu-hours-label"
        errorText={(error) => fieldMessage(t, error)}
      />
    </div>
  );
}
