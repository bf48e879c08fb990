import { type TQrInfoBlockFields, youtubeVideoId } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { BLOCK_ICONS } from '../../block-types';
import { useBlockImages } from '../builder/images-context';
import { SafeHtml } from './safe-html';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A guest's button: the block's icon and its words. */
function PreviewButton({ icon, label }: { icon?: string; label: string }) {
  return (
    <span className="gl-qrp-button">
      {icon ? <span className={icon} aria-hidden="true" /> : null}
      <span dir="auto">{label}</span>
    </span>
  );
}

/** A card holding a form or details, with its heading and the parts a guest fills in. */
function PreviewCard({ title, lines, button }: { title: string; lines: string[]; button?: string }) {
  return (
    <div className="gl-qrp-card">
      <strong dir="auto">{title}</strong>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one card
        <span key={index} className="gl-qrp-card__line" dir="auto">
          {line}
        </span>
      ))}
      {button ? <PreviewButton label={button} /> : null}
    </div>
  );
}

/** One block drawn as the guest page draws it, simplified: nothing in it can be used. */
export function BlockPreview({ block }: { block: TQrInfoBlockFields }) {
  const { t } = useTranslation('qr-pages');
  const images = useBlockImages();
  const fields = block as Record<string, unknown>;
  const fallback = t(`preview.defaults.${block.type}`);
  const label = text(fields.label) || fallback;
  const icon = BLOCK_ICONS[block.type];

  switch (block.type) {
    case 'text':
      return text(block.html) ? <SafeHtml html={block.html} /> : <p className="gl-qrp-empty">{fallback}</p>;
    case 'youtube': {
      const id = youtubeVideoId(block.video ?? '');
      return (
        <div className="gl-qrp-video">
          <span className="pi pi-play-circle" aria-hidden="true" />
          <span dir="auto">{text(block.title) || (id ? `youtu.be/${id}` : fallback)}</span>
        </div>
      );
    }
    case 'big-image':
    case 'full-width-image': {
      const src = images.srcOf(block.image);
      const wide = block.type === 'full-width-image' ? ' gl-qrp-image--wide' : '';
      return src ? (
        <img className={`gl-qrp-image${wide}`} src={src} alt={text(block.alt)} />
      ) : (
        <div className={`gl-qrp-image gl-qrp-image--empty${wide}`}>
          <span className="pi pi-image" aria-hidden="true" />
        </div>
      );
    }
    case 'social-buttons':
      return (
        <div className="gl-qrp-socials">
          {block.links.map((link, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the same network may come twice; the list is only drawn
              key={`${link.network}-${index}`}
              className="gl-qrp-social"
              role="img"
              aria-label={t(`networks.${link.network}`)}
            >
              {t(`networks.${link.network}`).slice(0, 1)}
            </span>
          ))}
        </div>
      );
    case 'social-button':
      return <PreviewButton icon={icon} label={text(block.label) || t(`networks.${block.network}`)} />;
    case 'phone':
    case 'viber':
    case 'whatsapp':
    case 'telegram':
      return <PreviewButton icon={icon} label={text(block.label) || text(block.phone) || fallback} />;
    case 'email':
      return <PreviewButton icon={icon} label={text(block.label) || text(block.email) || fallback} />;
    case 'location-work-details':
      return <PreviewCard title={text(block.title) || fallback} lines={[t('preview.workDetails')]} />;
    case 'wifi':
      return (
        <PreviewCard
          title={text(block.label) || fallback}
          lines={[block.ssid, block.security === 'nopass' ? t('wifi.nopass') : t('preview.wifiPassword')]}
          button={t('preview.wifiConnect')}
        />
      );
    case 'sign-up-form':
    case 'sign-in-form':
    case 'forgot-password-form':
    case 'survey-form':
    case 'booking-restaurant-table-form':
      return (
        <PreviewCard
          title={text(fields.title) || text(fields.label) || fallback}
          lines={[text(fields.text) || text(fields.note)].filter(Boolean)}
          button={text(fields.buttonLabel) || t(`preview.submit.${block.type}`)}
        />
      );
    default:
      return <PreviewButton icon={icon} label={label} />;
  }
}
