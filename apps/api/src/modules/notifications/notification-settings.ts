import {
  DEFAULT_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type TNotificationKind,
  type TNotificationSetting,
  type TPermission,
  ZSaveNotificationSettingBody,
} from '@guestloop/contracts';

/**
 * What a member is told of, where and how: their saved setting, or the default while they never
 * saved one. Only kinds their role lets them open count (a rating needs reviews.manage, a table
 * booking qr-info.manage), so a member whose role changes stops being told of what they can no
 * longer see.
 */

/** The permission that opens what a kind of notification is about. */
export const KIND_PERMISSION: Record<TNotificationKind, TPermission> = {
  'rating.bad': 'reviews.manage',
  'rating.new': 'reviews.manage',
  'survey.answer': 'surveys.manage',
  'enps.answer': 'enps.manage',
  'booking.new': 'qr-info.manage',
};

/** The kinds a member with these permissions may be told of. */
export function availableKinds(can: (permission: TPermission) => boolean): TNotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => can(KIND_PERMISSION[kind]));
}

export type EffectiveSetting = TNotificationSetting;

/** The member's setting as it applies now (`stored`: the saved JSON, or null). */
export function effectiveSetting(
  stored: unknown,
  can: (permission: TPermission) => boolean,
): EffectiveSetting {
  const available = availableKinds(can);
  const saved = stored === null ? null : ZSaveNotificationSettingBody.safeParse(stored);
  if (!saved?.success) {
    return {
      events: DEFAULT_NOTIFICATION_KINDS.filter((kind) => available.includes(kind)),
      locationIds: null,
      channels: { email: true, console: true },
      isDefault: true,
      available,
    };
  }
  return {
    events: saved.data.events.filter((kind) => available.includes(kind)),
    locationIds: saved.data.locationIds,
    channels: saved.data.channels,
    isDefault: false,
    available,
  };
}

/**
 * Whether something at a location (given with the locations above it, `lineage`) is within the
 * member's scope: the setting's locations, else the ones they are assigned to; a member assigned
 * to none hears of every location, as does anything without a location.
 */
export function coversLocation(
  setting: Pick<EffectiveSetting, 'locationIds'>,
  assigned: readonly string[],
  lineage: readonly string[] | null,
): boolean {
  if (!lineage) return true;
  const scope = setting.locationIds ?? assigned;
  if (scope.length === 0) return true;
  return lineage.some((id) => scope.includes(id));
}
