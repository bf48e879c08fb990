import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

const format = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A quiz's time left, ticking each second; when it reaches nothing, `onTimeUp` once. The last
 * minute is announced once to screen readers (a ticking timer is not read out).
 */
export function Countdown({ deadline, onTimeUp }: { deadline: number; onTimeUp: () => void }) {
  const { t } = useTranslation('guest-survey');
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const left = deadline - now;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    onTimeUp();
  }, [left, onTimeUp]);
  const lastMinute = left <= 60_000;
  return (
    <div className={`sa-timer${lastMinute ? ' sa-timer--low' : ''}`}>
      <Icon name="clock" />
      <span className="gl-visually-hidden">{t('timer.label')}</span>
      <span role="timer" className="sa-timer__time">
        {format(left)}
      </span>
      <span className="gl-visually-hidden" aria-live="polite">
        {lastMinute && left > 0 ? t('timer.lastMinute') : ''}
      </span>
    </div>
  );
}
