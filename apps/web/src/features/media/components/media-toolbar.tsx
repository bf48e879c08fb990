import { IMAGE_BUCKETS, type TImageBucket } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

export interface MediaToolbarProps {
  search: string;
  onSearch(value: string): void;
  bucket: TImageBucket | null;
  onBucket(value: TImageBucket | null): void;
  /** Matching images in all, when known. */
  total?: number;
}

/** Search by name and the folder filter, with the number of matching images. */
export function MediaToolbar({ search, onSearch, bucket, onBucket, total }: MediaToolbarProps) {
  const { t } = useTranslation('media');
  const options = [
    { value: ALL, label: t('filters.allFolders') },
    ...IMAGE_BUCKETS.map((value) => ({ value, label: t(`buckets.${value}`) })),
  ];
  return (
    <search className="gl-media-toolbar">
      <IconField iconPosition="left" className="gl-media-toolbar__search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
        />
      </IconField>
      <Dropdown
        className="gl-media-toolbar__folder"
        value={bucket ?? ALL}
        options={options}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onBucket(event.value === ALL ? null : (event.value as TImageBucket))}
        aria-label={t('filters.folder')}
        ariaLabel={t('filters.folder')}
      />
      {total !== undefined ? (
        <span className="gl-media-toolbar__count" aria-live="polite">
          {t('filters.count', { count: total })}
        </span>
      ) : null}
    </search>
  );
}
