import type { TImageBucket } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGES_KEY } from '@/lib/images';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, uploadImage, useUploadErrorMessage } from '@/lib/upload';
import { ImageLibraryDialog } from './ImageLibraryDialog';
import './image-picker.css';

/** What the picker hands back: the library image's id (to save) and its src (to show). */
export interface PickedImage {
  id: string;
  src: string;
}

export interface ImagePickerProps {
  /** The src of the current image, or null when there is none. */
  value: string | null;
  /** A new image (uploaded or chosen from the library), or null when removed. */
  onChange(image: PickedImage | null): void;
  /** Folder for uploads (POST /image/upload); ignored with `publicImage`. */
  bucket?: TImageBucket;
  /** Names the picker (the group's label and the image's alt text). */
  label: string;
  /** Uploads go to POST /public-image/upload and the library shows the `public` folder only. */
  publicImage?: boolean;
  disabled?: boolean;
  /** Shown under the buttons instead of the accepted formats. */
  hint?: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shows an image field's current picture (or an empty drop zone) with Upload (drag and drop or
 * the file dialog, with a progress bar), Choose from library and Remove.
 */
export function ImagePicker({
  value,
  onChange,
  bucket,
  label,
  publicImage = false,
  disabled = false,
  hint,
}: ImagePickerProps) {
  const { t } = useTranslation('common');
  const uploadError = useUploadErrorMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const uploading = progress !== null;
  const locked = disabled || uploading;

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    const own = new AbortController();
    controller.current = own;
    try {
      const image = await uploadImage(file, {
        bucket,
        publicImage,
        signal: own.signal,
        onProgress: setProgress,
      });
      void queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
      onChange({ id: image.id, src: image.src });
    } catch (failure) {
      if (!isAbort(failure)) setError(uploadError(failure));
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setProgress(null);
      }
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  const onDragOver = (event: DragEvent) => {
    if (locked || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !locked) void upload(file);
  };

  const chooseFile = () => input.current?.click();
  const hintId = `${id}-hint`;

  return (
    <fieldset className={`gl-image-picker${dragging ? ' gl-image-picker--dragging' : ''}`}>
      <legend className="gl-image-picker__label">{label}</legend>
      <div className="gl-image-picker__body">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the Upload button does the same from the keyboard. */}
        <div
          className="gl-image-picker__preview"
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {value ? (
            <img src={value} alt={label} className="gl-image-picker__image" />
          ) : (
            <button
              type="button"
              className="gl-image-picker__drop"
              onClick={chooseFile}
              disabled={locked}
              aria-describedby={hintId}
            >
              <span className="pi pi-image" aria-hidden="true" />
              <span>{dragging ? t('imagePicker.dropNow') : t('imagePicker.dropHint')}</span>
            </button>
          )}
          {dragging && value ? (
            <span className="gl-image-picker__drop-overlay" aria-hidden="true">
              <span className="pi pi-upload" />
              {t('imagePicker.dropNow')}
            </span>
          ) : null}
        </div>

        <div className="gl-image-picker__controls">
          <div className="gl-image-picker__actions">
            <Button
              type="button"
              icon="pi pi-upload"
              outlined
              size="small"
              label={value ? t('imagePicker.replace') : t('imagePicker.upload')}
              onClick={chooseFile}
              disabled={locked}
              aria-describedby={hintId}
            />
            <Button
              type="button"
              icon="pi pi-images"
              text
              size="small"
              label={t('imagePicker.library')}
              onClick={() => setLibraryOpen(true)}
              disabled={locked}
            />
            {value ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                size="small"
                severity="danger"
                label={t('imagePicker.remove')}
                onClick={() => {
                  setError(null);
                  onChange(null);
                }}
                disabled={locked}
              />
            ) : null}
          </div>
          <small className="gl-image-picker__hint" id={hintId}>
            {hint ?? t('imagePicker.formats', { size: IMAGE_MAX_MB })}
          </small>
          {uploading ? (
            <div className="gl-image-picker__progress">
              <ProgressBar
                value={Math.round((progress ?? 0) * 100)}
                showValue={false}
                aria-label={t('upload.uploading')}
              />
              <Button
                type="button"
                text
                size="small"
                label={t('imagePicker.cancelUpload')}
                onClick={() => controller.current?.abort()}
              />
            </div>
          ) : null}
          <div aria-live="polite">
            {error ? (
              <p className="gl-image-picker__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="gl-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFile}
      />
      <ImageLibraryDialog
        visible={libraryOpen}
        title={label}
        bucket={publicImage ? 'public' : undefined}
        onHide={() => setLibraryOpen(false)}
        onSelect={(image) => {
          setLibraryOpen(false);
          setError(null);
          onChange({ id: image.id, src: image.src });
        }}
      />
    </fieldset>
  );
}
