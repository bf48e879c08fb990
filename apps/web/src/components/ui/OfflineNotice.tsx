import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

// Drawn here rather than taken from the icon font: the standalone guest pages load no icon font.
function WifiOffIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 2l20 20" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
      <path d="M5 12.9a10 10 0 0 1 5.2-2.8" />
      <path d="M19 12.9a10 10 0 0 0-2.3-1.7" />
      <path d="M1.5 9a15 15 0 0 1 4.3-2.7" />
      <path d="M22.5 9A15 15 0 0 0 10.7 5" />
      <path d="M12 20h.01" />
    </svg>
  );
}

/** Says so while the device is offline; nothing otherwise. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  if (useOnline()) return null;
  return (
    <div className="gl-offline" role="status">
      <WifiOffIcon /> {t('offline.message')}
    </div>
  );
}
