import type { TImageBucket } from '@guestloop/contracts';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { ImagePicker, type PickedImage } from './ImagePicker';

/** One image of a record (a logo, a background…): what it is called and what it is now. */
export interface ImageSlot<K extends string> {
  kind: K;
  label: string;
  hint?: string;
  /** The current image's src, or null. */
  value: string | null;
}

export interface ImageFieldsProps<K extends string> {
  slots: readonly ImageSlot<K>[];
  /**
   * Saves a picked image by its library id; null removes it (the image stays in the library).
   * Image set calls are quiet (SPEC point 8): an answer of false means it was not saved.
   */
  save: (kind: K, imageId: string | null) => Promise<unknown>;
  /** A save is under way: the pickers wait. */
  saving: boolean;
  /** The toast after a save, in the record's words. */
  savedText: (kind: K, removed: boolean) => string;
  /** The toast title when a save failed (the error in words follows). */
  failedText: string;
  /** Folder for uploads. */
  bucket?: TImageBucket;
  className?: string;
}

/**
 * A record's images, each with upload (or drop), the media library and remove, saved as soon as
 * one is picked or removed, with a toast either way.
 */
export function ImageFields<K extends string>({
  slots,
  save,
  saving,
  savedText,
  failedText,
  bucket,
  className,
}: ImageFieldsProps<K>) {
  const errorMessage = useErrorMessage();
  const toast = useToast();

  const change = (kind: K) => async (image: PickedImage | null) => {
    try {
      const saved = await save(kind, image?.id ?? null);
      if (saved === false) toast.error(failedText, errorMessage(null));
      else toast.success(savedText(kind, image === null));
    } catch (error) {
      toast.error(failedText, errorMessage(error));
    }
  };

  return (
    <div className={className}>
      {slots.map((slot) => (
        <ImagePicker
          key={slot.kind}
          label={slot.label}
          hint={slot.hint}
          value={slot.value}
          bucket={bucket}
          onChange={change(slot.kind)}
          disabled={saving}
        />
      ))}
    </div>
  );
}
