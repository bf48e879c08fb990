import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';

export function NoOrdersAccess() {
  const { t } = useTranslation('orders');
  return (
    <div className="gl-panel">
      <EmptyState icon="pi pi-lock" level={1} title={t('noAccess.title')} message={t('noAccess.message')} />
    </div>
  );
}
