import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { useToast } from '@/lib/toast';
import { absolute } from '../paths';

export interface CopyLinkProps {
  /** A path of this site; the full address is shown and copied. */
  path: string;
  /** What the link is, for screen readers ("Copy the link of About us"). */
  name: string;
}

/** A public address as a link that opens in a new tab, and a button that copies it. */
export function CopyLink({ path, name }: CopyLinkProps) {
  const { t } = useTranslation('menu-content');
  const toast = useToast();
  const url = absolute(path);
  const copy = async () => {
    if (await copyText(url)) toast.success(t('link.copied'));
    else toast.error(t('link.copyFailed'));
  };
  return (
    <span className="gl-mc-link">
      <a href={path} target="_blank" rel="noreferrer" className="gl-mc-link__url">
        {url.replace(/^https?:\/\//, '')}
      </a>
      <Button
        type="button"
        icon="pi pi-copy"
        text
        rounded
        size="small"
        aria-label={t('link.copy', { name })}
        tooltip={t('link.copyShort')}
        tooltipOptions={{ position: 'top' }}
        onClick={() => void copy()}
      />
    </span>
  );
}
