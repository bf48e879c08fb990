import { wifiQrPayload } from '@guestloop/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/PageLoader';
import { copyText } from '@/lib/clipboard';
import type { PublicBlockOf } from '../../model/blocks';
import { Icon } from '../icons';
import { useQrPage } from '../page-context';
import { InfoCard } from './info-card';

// The QR encoder is fetched only when a guest asks for the code.
const WifiQrCode = lazy(async () => ({ default: (await import('./wifi-qr-code')).WifiQrCode }));

/** How long the Copy button says "Copied". */
export const COPIED_MS = 2500;

type Copy = 'idle' | 'copied' | 'failed';

/** Copies a text and says how it went; "copied" goes back to idle after a moment. */
function useCopy(): [Copy, (text: string) => Promise<void>] {
  const [copy, setCopy] = useState<Copy>('idle');
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);
  return [copy, async (text) => setCopy((await copyText(text)) ? 'copied' : 'failed')];
}

/** The venue's Wi-Fi: network, password to copy, and a QR code a phone joins by. */
export function WifiBlockView({ block }: { block: PublicBlockOf<'wifi'> }) {
  const { t } = useTranslation('guest-qr');
  const { used } = useQrPage();
  const [showQr, setShowQr] = useState(false);
  const [copy, copyPassword] = useCopy();
  const qrId = useId();
  const open = block.security === 'nopass';
  const password = open ? '' : (block.password ?? '');
  const toggleQr = () => {
    if (!showQr) used(block.id);
    setShowQr(!showQr);
  };
  return (
    <InfoCard icon="wifi" title={block.label?.trim() || t('wifi.title')}>
      <dl className="qp-wifi">
        <div className="qp-wifi__row">
          <dt>{t('wifi.network')}</dt>
          <dd dir="auto">{block.ssid}</dd>
        </div>
        <div className="qp-wifi__row">
          <dt>{t('wifi.password')}</dt>
          <dd>
            {password ? (
              <span className="qp-wifi__secret" dir="ltr">
                {password}
              </span>
            ) : (
              t('wifi.noPassword')
            )}
          </dd>
        </div>
      </dl>
      <div className="qp-info__actions">
        {password ? (
          <button
            type="button"
            className="qp-button qp-button--small"
            onClick={() => {
              used(block.id);
              void copyPassword(password);
            }}
          >
            <span className="qp-button__icon">
              <Icon name={copy === 'copied' ? 'check' : 'copy'} />
            </span>
            <span className="qp-button__label">{copy === 'copied' ? t('wifi.copied') : t('wifi.copy')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="qp-button qp-button--small qp-button--quiet"
          aria-expanded={showQr}
          aria-controls={qrId}
          onClick={toggleQr}
        >
          <span className="qp-button__icon">
            <Icon name="qr" />
          </span>
          <span className="qp-button__label">{showQr ? t('wifi.hideQr') : t('wifi.showQr')}</span>
        </button>
      </div>
      <p className="qp-info__note" role="status">
        {copy === 'copied' ? t('wifi.copiedNote') : copy === 'failed' ? t('wifi.copyFailed') : ''}
      </p>
      <div id={qrId} className="qp-wifi__code" hidden={!showQr}>
        {showQr ? (
          <Suspense fallback={<PageLoader />}>
            <WifiQrCode
              payload={wifiQrPayload({ ...block, password })}
              label={t('wifi.qrLabel', { network: block.ssid })}
            />
            <p className="qp-info__note">{t('wifi.qrHint')}</p>
          </Suspense>
        ) : null}
      </div>
    </InfoCard>
  );
}
