import type { TUploadedImage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { copyText } from '@/lib/clipboard';
import { currentLanguage } from '@/lib/i18n';
import { useToast } from '@/lib/toast';
import { absoluteUrl, formatBytes, formatDimensions, typeLabel } from './format';
import './media-dialogs.css';

export interface ImageDetailDialogProps {
  /** The image shown; null keeps the dialog closed. */
  image: TUploadedImage | null;
  onHide(): void;
  onDelete(image: TUploadedImage): void;
}

/** One image: large preview, facts, its address to copy and its smaller copies. */
export function ImageDetailDialog({ image, onHide, onDelete }: ImageDetailDialogProps) {
  const { t, i18n } = useTranslation('media');
  const language = currentLanguage(i18n.language);
  const dates = useConsoleDates();
  const toast = useToast();
  const urlId = useId();

  const copy = async (src: string) => {
    if (await copyText(absoluteUrl(src))) toast.success(t('detail.copied'));
    else toast.warn(t('detail.copyFailed'));
  };

  const variants = image
    ? Object.entries(image.variants)
        .map(([width, src]) => ({ width: Number(width), src }))
        .filter((variant) => Number.isFinite(variant.width))
        .sort((a, b) => a.width - b.width)
    : [];
  const dimensions = image ? formatDimensions(image) : null;

  return (
    <Dialog
      visible={image !== null}
      onHide={onHide}
      header={<span dir="auto">{image?.originalName ?? t('detail.title')}</span>}
      modal
      draggable={false}
      resizable={false}
      className="gl-media-detail"
      style={{ width: 'min(60rem, 96vw)' }}
      breakpoints={{ '640px': '100vw' }}
      footer={
        image ? (
          <div className="gl-media-dialog__actions gl-media-dialog__actions--split">
            <Button
              type="button"
              severity="danger"
              outlined
              icon="pi pi-trash"
              label={t('delete.button')}
              onClick={() => onDelete(image)}
            />
            <Button type="button" label={t('detail.close')} onClick={onHide} />
          </div>
        ) : null
      }
    >
      {image ? (
        <div className="gl-media-detail__layout">
          <figure className="gl-media-detail__preview">
            <img src={image.src} alt={t('detail.preview', { name: image.originalName })} />
          </figure>
          <div className="gl-media-detail__info">
            <dl className="gl-media-detail__facts">
              <div>
                <dt>{t('detail.folder')}</dt>
                <dd>{t(`buckets.${image.bucket}`)}</dd>
              </div>
              <div>
                <dt>{t('detail.type')}</dt>
                <dd>{typeLabel(image.contentType)}</dd>
              </div>
              {dimensions ? (
                <div>
                  <dt>{t('detail.dimensions')}</dt>
                  <dd>{dimensions}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('detail.size')}</dt>
                <dd>{formatBytes(image.size, language)}</dd>
              </div>
              <div>
                <dt>{t('detail.uploaded')}</dt>
                <dd>
                  <time dateTime={image.createdAt}>{dates.format(image.createdAt, 'longDateTime')}</time>
                </dd>
              </div>
            </dl>

            <div className="gl-media-detail__url">
              <label htmlFor={urlId}>{t('detail.url')}</label>
              <div className="p-inputgroup">
                <InputText
                  id={urlId}
                  readOnly
                  value={absoluteUrl(image.src)}
                  onFocus={(event) => event.currentTarget.select()}
                  dir="ltr"
                />
                <Button
                  type="button"
                  icon="pi pi-copy"
                  label={t('detail.copy')}
                  aria-label={t('detail.copyUrl')}
                  onClick={() => copy(image.src)}
                />
              </div>
            </div>

            <section className="gl-media-detail__variants" aria-labelledby={`${urlId}-variants`}>
              <h3 id={`${urlId}-variants`}>{t('detail.variants')}</h3>
              {variants.length ? (
                <>
                  <p>{t('detail.variantsHint')}</p>
                  <ul>
                    {variants.map((variant) => (
                      <li key={variant.width}>
                        <span>{t('detail.variant', { width: variant.width })}</span>
                        <a href={variant.src} target="_blank" rel="noreferrer">
                          {t('detail.open')}
                          <span className="pi pi-external-link" aria-hidden="true" />
                        </a>
                        <Button
                          type="button"
                          icon="pi pi-copy"
                          text
                          rounded
                          size="small"
                          aria-label={t('detail.copyVariant', { width: variant.width })}
                          onClick={() => copy(variant.src)}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{t('detail.noVariants')}</p>
              )}
            </section>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
