import { isPausedAt, type TMenu } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { useErrorMessage } from '@/lib/errors';
import { intlLocale } from '@/lib/intl';
import { useToast } from '@/lib/toast';
import { useUpdateMenu } from '../api/update-menu';

/** How long a pause lasts, in minutes; 0: until switched back. */
const DURATIONS = [0, 15, 30, 60, 120, 240] as const;

function durationLabel(minutes: number, language: string): string {
  const hours = minutes >= 60;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}

/** The current time, moved on when a pause's end passes (so the panel shows it is over). */
function useNowUntil(until: string | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!until) return;
    const left = Date.parse(until) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(left + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [until]);
  return now;
}

/**
 * "Pause ordering" above the editor: switched on, guests see the menu (and the note) but cannot
 * order, until the chosen time or until switched back. Saved at once, apart from any form.
 */
export function OrderingPausePanel({ menu }: { menu: TMenu }) {
  const { t, i18n } = useTranslation('menus');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // "18:30" on the venue's clock, with the day when the pause ends on another day.
  const dates = useConsoleDates();
  const update = useUpdateMenu(menu.slug);
  const { pause } = menu.settings;
  const paused = isPausedAt(pause, useNowUntil(pause.until));
  const [duration, setDuration] = useState<number>(0);
  const [note, setNote] = useState(pause.note ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const durations = useMemo(
    () =>
      DURATIONS.map((value) => ({
        value,
        label: value === 0 ? t('pause.untilBack') : durationLabel(value, i18n.language),
      })),
    [t, i18n.language],
  );

  const toggle = async (on: boolean) => {
    setFailure(null);
    const until = on && duration ? new Date(Date.now() + duration * 60_000).toISOString() : null;
    try {
      await update.mutateAsync({ settings: { pause: { paused: on, until, note: note.trim() || null } } });
      toast.success(on ? t('pause.paused') : t('pause.resumed'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const state = !paused
    ? t('pause.open')
    : pause.until
      ? t('pause.pausedUntil', { time: dates.when(pause.until) })
      : t('pause.pausedUntilBack');

  return (
    <section
      className={`gl-ordering-pause${paused ? ' gl-ordering-pause--paused' : ''}`}
      aria-labelledby="ordering-pause-title"
    >
      <div className="gl-ordering-pause__head">
        <span className={`pi ${paused ? 'pi-pause-circle' : 'pi-shopping-cart'}`} aria-hidden="true" />
        <h2 id="ordering-pause-title">{t('pause.title')}</h2>
        <label className="gl-menu-switch" htmlFor="ordering-pause">
          <InputSwitch
            inputId="ordering-pause"
            checked={paused}
            disabled={update.isPending}
            onChange={(event) => void toggle(Boolean(event.value))}
            aria-describedby="ordering-pause-state"
          />
          <span>{t('pause.switch')}</span>
        </label>
      </div>
      <p id="ordering-pause-state" className="gl-ordering-pause__state" aria-live="polite">
        {state}
      </p>
      {paused && pause.note ? (
        <p className="gl-menu-muted" dir="auto">
          {t('pause.guestsRead', { note: pause.note })}
        </p>
      ) : null}
      {paused ? null : (
        <div className="gl-ordering-pause__options">
          <div className="gl-field">
            <span className="gl-field__label" id="ordering-pause-for">
              {t('pause.for')}
            </span>
            <SelectButton
              value={duration}
              options={durations}
              optionLabel="label"
              optionValue="value"
              allowEmpty={false}
              onChange={(event) => setDuration(Number(event.value) || 0)}
              aria-labelledby="ordering-pause-for"
              className="gl-menu-days gl-ordering-pause__durations"
            />
          </div>
          <FormField label={t('pause.note')} htmlFor="ordering-pause-note" hint={t('pause.noteHint')}>
            <InputText
              value={note}
              maxLength={300}
              dir="auto"
              autoComplete="off"
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
        </div>
      )}
      {failure ? (
        <p className="gl-menu-alert" role="alert">
          {t('pause.failed')} {failure}
        </p>
      ) : null}
    </section>
  );
}
