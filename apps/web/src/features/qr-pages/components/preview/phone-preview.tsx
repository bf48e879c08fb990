import { qrInfoButtonStyle, type TQrInfoBlockFields, type TQrInfoPage } from '@guestloop/contracts';
import { Checkbox } from 'primereact/checkbox';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { browserTimeZone } from '../../api/stats';
import type { QrFormValues } from '../builder/form-model';
import { BlockPreview } from './block-preview';
import { previewBlocks } from './preview-model';
import './preview.css';

const COLOR = /^#[0-9a-f]{6}$/i;

function themeStyle(theme: QrFormValues['theme'], background: string | null): CSSProperties {
  const style: Record<string, string> = {};
  const colors = {
    '--qrp-bg': theme.backgroundColor,
    '--qrp-text': theme.textColor,
    '--qrp-button': theme.buttonColor,
    '--qrp-button-text': theme.buttonTextColor,
  };
  for (const [name, value] of Object.entries(colors)) if (COLOR.test(value)) style[name] = value;
  if (background) style['--qrp-bg-image'] = `url(${JSON.stringify(background)})`;
  return style as CSSProperties;
}

/**
 * The guest's page on a phone, drawn from the builder's values as they change: the page's look,
 * its title and its blocks with (if wished) its location's, as a guest scanning now would see them.
 */
export function PhonePreview({ page, values }: { page: TQrInfoPage; values: QrFormValues }) {
  const { t } = useTranslation('qr-pages');
  const timeZone = useConsoleDates().settings.timeZone || browserTimeZone();
  const [withLocation, setWithLocation] = useState(true);
  const shown = previewBlocks(
    values.blocks ?? [],
    values.locationBlocks ?? [],
    withLocation ? page.locationId : null,
    timeZone,
  );
  const style = qrInfoButtonStyle(values.theme.buttonStyle);
  const background = page.theme.backgroundImage?.src ?? null;

  return (
    <figure className="gl-qrp" aria-labelledby="qr-preview-caption">
      <figcaption id="qr-preview-caption" className="gl-qrp__caption">
        {t('preview.caption')}
      </figcaption>
      <div className="gl-qrp__phone">
        <div
          className={`gl-qrp__screen gl-qrp--${style}${background ? ' gl-qrp__screen--image' : ''}`}
          style={themeStyle(values.theme, background)}
        >
          <h2 className="gl-qrp__title" dir="auto">
            {values.title?.trim() || page.title}
          </h2>
          {shown.length === 0 ? <p className="gl-qrp-empty">{t('preview.empty')}</p> : null}
          <ul className="gl-qrp__blocks">
            {shown.map(({ block, now, shared }) => (
              <li
                key={block.id}
                className={`gl-qrp__block gl-qrp__block--${block.type}${now ? '' : ' gl-qrp__block--later'}`}
              >
                {now ? null : <span className="gl-qrp-tag">{t('preview.hiddenNow')}</span>}
                {shared ? <span className="gl-visually-hidden">{t('preview.shared')}</span> : null}
                <BlockPreview block={block as TQrInfoBlockFields} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <span className="gl-qrp__option">
        <Checkbox
          inputId="qr-preview-location"
          checked={withLocation}
          onChange={(event) => setWithLocation(Boolean(event.checked))}
        />
        <label htmlFor="qr-preview-location">{t('preview.withLocation')}</label>
      </span>
    </figure>
  );
}
