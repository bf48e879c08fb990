import { DEFAULT_IMAGE_BUCKET, type TImageBucket, type TUploadedImage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { IMAGE_ACCEPT, IMAGE_MAX_MB } from '@/lib/upload';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useImages } from '../api/list-images';
import { useUploadQueue } from '../api/upload-images';
import { DeleteImageDialog } from '../components/delete-image-dialog';
import { ImageDetailDialog } from '../components/image-detail-dialog';
import { ImageGrid, ImageGridSkeleton } from '../components/image-grid';
import { MediaToolbar } from '../components/media-toolbar';
import { UploadQueue } from '../components/upload-queue';
import '../components/media.css';

/** /user/app/media: the company's images (media.manage). */
export function MediaPage() {
  return (
    <RequirePermission permission="media.manage" namespace="media">
      <MediaLibrary />
    </RequirePermission>
  );
}

function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

function MediaLibrary() {
  const { t } = useTranslation('media');
  const [search, setSearch] = useState('');
  const [bucket, setBucket] = useState<TImageBucket | null>(null);
  const [opened, setOpened] = useState<TUploadedImage | null>(null);
  const [deleting, setDeleting] = useState<TUploadedImage | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const settled = useDebouncedValue(search.trim(), 300);
  const images = useImages({ search: settled, bucket: bucket ?? undefined });
  const queue = useUploadQueue();

  const items = images.data?.pages.flatMap((page) => page.items) ?? [];
  const total = images.data?.pages[0]?.total;
  const filtered = Boolean(settled || bucket);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = images;

  // Infinite scroll where the browser can tell us the end of the grid is in view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const upload = (files: FileList | null | undefined) => {
    if (files?.length) queue.add(Array.from(files), bucket ?? DEFAULT_IMAGE_BUCKET);
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    upload(event.target.files);
    event.target.value = '';
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload(event.dataTransfer.files);
  };
  const chooseFiles = () => input.current?.click();
  const clearFilters = () => {
    setSearch('');
    setBucket(null);
  };

  const uploadButton = (
    <Button type="button" icon="pi pi-upload" label={t('upload.button')} onClick={chooseFiles} />
  );

  let body: React.ReactNode;
  if (!images.data)
    body = <QueryState query={images} loading={<ImageGridSkeleton />} errorTitle={t('error.load')} />;
  else if (items.length === 0 && !filtered)
    body = (
      <div className="gl-panel gl-media-empty">
        <EmptyState
          icon="pi pi-images"
          title={t('empty.title')}
          message={t('empty.message')}
          action={uploadButton}
        />
        <p className="gl-media-empty__hint">{t('upload.dropHint', { size: IMAGE_MAX_MB })}</p>
      </div>
    );
  else if (items.length === 0)
    body = (
      <div className="gl-panel">
        <EmptyState
          icon="pi pi-search"
          title={t('empty.noMatchesTitle')}
          message={settled ? t('empty.noMatchesSearch', { search: settled }) : t('empty.noMatchesFolder')}
          action={<Button type="button" outlined label={t('filters.clear')} onClick={clearFilters} />}
        />
      </div>
    );
  else
    body = (
      <>
        <ImageGrid images={items} onOpen={setOpened} onDelete={setDeleting} />
        <div ref={sentinel} className="gl-media-more">
          {hasNextPage ? (
            <Button
              type="button"
              outlined
              label={isFetchingNextPage ? t('grid.loadingMore') : t('grid.loadMore')}
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            />
          ) : null}
        </div>
      </>
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the Upload button does the same from the keyboard.
    <div
      className={`gl-media${dragging ? ' gl-media--dragging' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <header className="gl-page-header gl-media__header">
        <div>
          <h1>{t('heading')}</h1>
          <p>{t('lead')}</p>
        </div>
        {uploadButton}
      </header>
      <input
        ref={input}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        className="gl-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFiles}
      />

      <UploadQueue items={queue.items} onCancel={queue.cancel} onDismiss={queue.dismiss} />
      <MediaToolbar search={search} onSearch={setSearch} bucket={bucket} onBucket={setBucket} total={total} />
      {bucket ? (
        <p className="gl-media__into">
          <span className="pi pi-info-circle" aria-hidden="true" />
          {t('upload.into', { folder: t(`buckets.${bucket}`) })}
        </p>
      ) : null}
      {body}

      {dragging ? (
        <div className="gl-media__drop" aria-hidden="true">
          <span className="pi pi-cloud-upload" />
          <strong>{t('upload.dropTitle')}</strong>
          <span>{t('upload.into', { folder: t(`buckets.${bucket ?? DEFAULT_IMAGE_BUCKET}`) })}</span>
        </div>
      ) : null}

      <ImageDetailDialog image={opened} onHide={() => setOpened(null)} onDelete={setDeleting} />
      <DeleteImageDialog
        image={deleting}
        onHide={() => setDeleting(null)}
        onDeleted={(image) => setOpened((current) => (current?.id === image.id ? null : current))}
      />
    </div>
  );
}
