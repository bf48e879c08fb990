import type { TQrInfoPage } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSetQrPageActive } from '../api/update-qr-page';
import { useIsolate } from './use-isolate';

/** Active or off, saved at once: guests can open an active page only. */
export function ActiveSwitch({
  page,
  compact,
}: {
  page: Pick<TQrInfoPage, 'id' | 'slug' | 'title' | 'isActive'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('qr-pages');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const setActive = useSetQrPageActive(page);
  const isolate = useIsolate();
  const id = `qr-active-${page.id}`;
  return (
    <span className="gl-qr-active">
      <InputSwitch
        inputId={id}
        checked={page.isActive}
        onChange={(event) =>
          setActive.mutate(Boolean(event.value), {
            onSuccess: (saved) =>
              toast.success(t(saved.isActive ? 'active.on' : 'active.off', { title: isolate(saved.title) })),
            onError: (error) => toast.error(t('active.failed'), errorMessage(error)),
          })
        }
        aria-label={compact ? t('active.of', { title: page.title }) : undefined}
      />
      <label htmlFor={id}>{page.isActive ? t('status.active') : t('status.inactive')}</label>
    </span>
  );
}
