import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LOCATIONS_MAX,
  type TNotificationKind,
  type TNotificationSetting,
  type TSaveNotificationSettingBody,
} from '@guestloop/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form: `where` is "mine" (the locations the member works at) or "chosen" (the ones ticked). */
export interface SettingsValues {
  events: TNotificationKind[];
  where: 'mine' | 'chosen';
  locationIds: string[];
  channels: { console: boolean; email: boolean };
}

export const toValues = (setting: TNotificationSetting): SettingsValues => ({
  events: NOTIFICATION_KINDS.filter((kind) => setting.events.includes(kind)),
  where: setting.locationIds ? 'chosen' : 'mine',
  locationIds: setting.locationIds ?? [],
  channels: { ...setting.channels },
});

export const toBody = (values: SettingsValues): TSaveNotificationSettingBody => ({
  events: NOTIFICATION_KINDS.filter((kind) => values.events.includes(kind)),
  locationIds: values.where === 'chosen' ? values.locationIds : null,
  channels: values.channels,
});

/** Codes of the form's own problems (texts under `notifications:validation.`). */
export type SettingsProblem = 'locations' | 'tooManyLocations' | 'channels';

/**
 * What the form cannot send as it is: "only these locations" with none ticked (or too many), and
 * events chosen with no way to be told of them (turning every event off is how to hear nothing).
 */
export const settingsResolver: Resolver<SettingsValues> = async (values) => {
  const errors: FieldErrors<SettingsValues> = {};
  if (values.where === 'chosen' && values.locationIds.length === 0) {
    errors.locationIds = { type: 'validate', message: 'locations' satisfies SettingsProblem };
  } else if (values.where === 'chosen' && values.locationIds.length > NOTIFICATION_LOCATIONS_MAX) {
    errors.locationIds = { type: 'validate', message: 'tooManyLocations' satisfies SettingsProblem };
  }
  if (values.events.length > 0 && !values.channels.console && !values.channels.email) {
    errors.channels = { type: 'validate', message: 'channels' satisfies SettingsProblem };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
