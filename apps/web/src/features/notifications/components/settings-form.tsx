import { NOTIFICATION_LOCATIONS_MAX, type TNotificationSetting } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveActions, UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { useToast } from '@/lib/toast';
import { useSaveNotificationSetting } from '../api/notification-setting';
import { EventChoices } from './event-choices';
import { LocationChoices } from './location-choices';
import { type SettingsValues, settingsResolver, toBody, toValues } from './settings-model';

const CHANNELS = [
  { name: 'console', label: 'channels.console', hint: 'channels.consoleHint' },
  { name: 'email', label: 'channels.email', hint: 'channels.emailHint' },
] as const;

/** The member's choice of what they are told of, where and how, saved with one button. */
export function SettingsForm({ setting }: { setting: TNotificationSetting }) {
  const { t } = useTranslation('notifications');
  const { user } = useCurrentUser();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const save = useSaveNotificationSetting();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<SettingsValues>({
    defaultValues: toValues(setting),
    resolver: settingsResolver,
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(toBody(values));
      reset(toValues(saved));
      toast.success(t('settings.saved'));
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });
  // A rule spans fields: once shown, a problem goes as soon as any field it depends on changes.
  const recheck = (name: 'channels' | 'locationIds') => {
    if (isSubmitted) void trigger(name);
  };
  const problem = (message: string | undefined) =>
    message ? t(`validation.${message}`, { max: NOTIFICATION_LOCATIONS_MAX }) : null;
  const channelsError = problem(errors.channels?.message);

  return (
    <form
      className="gl-panel gl-notif-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('settings.heading')}
    >
      {setting.isDefault ? <p className="gl-notif-form__note">{t('settings.defaultNote')}</p> : null}
      {formError ? (
        <p className="gl-notif-form__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <EventChoices
            value={field.value}
            available={setting.available}
            onChange={(events) => {
              field.onChange(events);
              recheck('channels');
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="where"
        render={({ field: where }) => (
          <Controller
            control={control}
            name="locationIds"
            render={({ field: ids }) => (
              <LocationChoices
                where={where.value}
                locationIds={ids.value}
                error={problem(errors.locationIds?.message)}
                onWhere={(value) => {
                  where.onChange(value);
                  recheck('locationIds');
                }}
                onLocations={ids.onChange}
              />
            )}
          />
        )}
      />
      <fieldset
        className="gl-notif-group"
        aria-describedby={channelsError ? 'notif-channels-error' : undefined}
      >
        <legend>{t('channels.title')}</legend>
        <p className="gl-notif-group__lead">{t('channels.lead')}</p>
        <ul className="gl-notif-choices">
          {CHANNELS.map((channel) => (
            <Controller
              key={channel.name}
              control={control}
              name={`channels.${channel.name}`}
              render={({ field }) => (
                <li className="gl-notif-choice">
                  <InputSwitch
                    inputId={`notif-channel-${channel.name}`}
                    checked={field.value}
                    onChange={(event) => field.onChange(Boolean(event.value))}
                    aria-describedby={`notif-channel-${channel.name}-hint`}
                  />
                  <div>
                    <label htmlFor={`notif-channel-${channel.name}`}>{t(channel.label)}</label>
                    <small id={`notif-channel-${channel.name}-hint`}>
                      {t(channel.hint, { email: user?.email ?? '' })}
                    </small>
                  </div>
                </li>
              )}
            />
          ))}
        </ul>
        {channelsError ? (
          <small className="gl-field__error" id="notif-channels-error" role="alert">
            {channelsError}
          </small>
        ) : null}
      </fieldset>
      <div className="gl-notif-form__foot">
        <SaveActions
          dirty={isDirty}
          saving={isSubmitting}
          onDiscard={() => {
            reset();
            setFormError(null);
          }}
          texts={{
            unsaved: t('settings.unsavedNote'),
            discard: t('settings.discard'),
            save: t('settings.save'),
          }}
        />
      </div>
      <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} namespace="notifications" />
    </form>
  );
}
