import type { TImageBucket, TUploadedImage } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Skeleton } from 'primereact/skeleton';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { imagesPageQuery, imageThumbnail } from '@/lib/images';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Dialog } from './Dialog';

const PAGE_SIZE = 12;

export interface ImageLibraryDialogProps {
  visible: boolean;
  /** What the image is for (shown under the dialog's title). */
  title?: string;
  /** Only this folder; all folders the user may see when left out. */
  bucket?: TImageBucket;
  onHide(): void;
  onSelect(image: TUploadedImage): void;
}

/** Picks an image of the company's library (GET /images): search by name, pages, thumbnails. */
export function ImageLibraryDialog({ visible, title, bucket, onHide, onSelect }: ImageLibraryDialogProps) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const id = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TUploadedImage | null>(null);
  const settled = useDebouncedValue(search.trim(), 300);

  const query = useQuery({
    ...imagesPageQuery({ search: settled, bucket }, page, PAGE_SIZE),
    enabled: visible,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  // A new search starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the settled search changes.
  useEffect(() => setPage(1), [settled]);
  useEffect(() => {
    if (!visible) {
      setSearch('');
      setSelected(null);
      setPage(1);
    }
  }, [visible]);

  const items = query.data?.items ?? [];
  const footer = (
    <div className="gl-image-library__footer">
      {query.data && query.data.total > PAGE_SIZE ? (
        <nav className="gl-image-library__pages" aria-label={t('imagePicker.pages')}>
          <Button
            type="button"
            icon="pi pi-chevron-left"
            text
            rounded
            aria-label={t('imagePicker.previousPage')}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          />
          <span>{t('imagePicker.page', { page, pages })}</span>
          <Button
            type="button"
            icon="pi pi-chevron-right"
            text
            rounded
            aria-label={t('imagePicker.nextPage')}
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          />
        </nav>
      ) : (
        <span />
      )}
      <div className="gl-image-library__buttons">
        <Button type="button" text label={t('imagePicker.cancel')} onClick={onHide} />
        <Button
          type="button"
          icon="pi pi-check"
          label={t('imagePicker.useImage')}
          disabled={!selected}
          onClick={() => selected && onSelect(selected)}
        />
      </div>
    </div>
  );

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={
        <div>
          <div>{t('imagePicker.libraryTitle')}</div>
          {title ? <div className="gl-image-library__subtitle">{title}</div> : null}
        </div>
      }
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      className="gl-image-library"
      style={{ width: 'min(56rem, 96vw)' }}
      breakpoints={{ '640px': '100vw' }}
    >
      <IconField iconPosition="left" className="gl-image-library__search">
        <InputIcon className="pi pi-search" />
        <InputText
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('imagePicker.search')}
          aria-label={t('imagePicker.search')}
          autoFocus
        />
      </IconField>

      {query.isPending ? (
        <ul className="gl-image-library__grid" aria-busy="true" aria-label={t('app.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={i}>
              <Skeleton height="100%" className="gl-image-library__skeleton" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="gl-image-library__message" role="alert">
          <p>{errorMessage(query.error)}</p>
          <Button
            type="button"
            icon="pi pi-refresh"
            outlined
            label={t('actions.retry')}
            onClick={() => query.refetch()}
          />
        </div>
      ) : items.length === 0 ? (
        <p className="gl-image-library__message">
          {settled ? t('imagePicker.noMatches') : t('imagePicker.noImages')}
        </p>
      ) : (
        <ul className="gl-image-library__grid" aria-label={t('imagePicker.libraryTitle')}>
          {items.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className="gl-image-library__item"
                aria-pressed={selected?.id === image.id}
                onClick={() => setSelected(image)}
                onDoubleClick={() => onSelect(image)}
              >
                <img src={imageThumbnail(image, 320)} alt="" loading="lazy" />
                <span className="gl-image-library__name" dir="auto">
                  {image.originalName}
                </span>
                {selected?.id === image.id ? (
                  <span className="gl-image-library__check pi pi-check" aria-hidden="true" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
