import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageState } from './PageState';

export interface NoAccessProps {
  /** The feature's i18n namespace: `noAccess.title`, `noAccess.message` and, with `backTo`, `noAccess.back`. */
  namespace: string;
  /** Where a "back" link leads; no link without it. */
  backTo?: string;
}

/** What a page shows to someone whose role does not include it (the API would answer 403). */
export function NoAccess({ namespace, backTo }: NoAccessProps) {
  const { t } = useTranslation(namespace);
  return (
    <PageState
      icon="pi pi-lock"
      title={t('noAccess.title')}
      message={t('noAccess.message')}
      action={
        backTo ? (
          <Link className="p-button p-component gl-link-button" to={backTo}>
            {t('noAccess.back')}
          </Link>
        ) : null
      }
    />
  );
}
