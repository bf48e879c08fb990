import { LANGUAGE_NAMES } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { contentTranslationsPath } from '@/lib/content-translations-path';
import { type RecordGroup, useTranslatableRecords } from '../api/list-translatable-records';
import { TRANSLATABLE_KIND_CONFIG } from '../kinds';
import '../components/translations.css';

/** /user/app/translations: the company's menus, surveys, metrics and QR pages, each opening its translations. */
export function TranslationsPage() {
  return (
    <RequirePermission permission="translations.manage" namespace="translations">
      <Picker />
    </RequirePermission>
  );
}

function Picker() {
  const { t } = useTranslation('translations');
  const groups = useTranslatableRecords();
  return (
    <div className="gl-tr-page">
      <header className="gl-page-header">
        <h1>{t('picker.heading')}</h1>
        <p>{t('picker.lead')}</p>
      </header>
      {groups.length === 0 ? (
        <div className="gl-panel">
          <EmptyState icon="pi pi-language" title={t('picker.heading')} message={t('picker.none')} />
        </div>
      ) : (
        <div className="gl-tr-groups">
          {groups.map((group) => (
            <Group key={group.kind} group={group} />
          ))}
        </div>
      )}
    </div>
  );
}

function Group({ group }: { group: RecordGroup }) {
  const { t } = useTranslation('translations');
  const headingId = `tr-group-${group.kind}`;
  const config = TRANSLATABLE_KIND_CONFIG[group.kind];
  return (
    <section className="gl-panel gl-tr-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className={config.icon} aria-hidden="true" /> {t(`kinds.${group.kind}`)}
      </h2>
      <QueryState
        query={{ data: group.records, error: group.error, refetch: group.refetch }}
        loadingLabel={t('picker.loading')}
        errorTitle={t('picker.loadError')}
        isEmpty={(records) => records.length === 0}
        empty={<p className="gl-tr-muted">{t('picker.empty')}</p>}
      >
        {(records) => (
          <ul className="gl-tr-records">
            {records.map((record) => (
              <li key={record.slug}>
                <Link
                  className="gl-tr-record"
                  to={contentTranslationsPath(record.kind, record.slug)}
                  aria-label={t('picker.open', { title: record.title })}
                >
                  <span className="gl-tr-record__title" dir="auto">
                    {record.title}
                  </span>
                  <span className="gl-tr-muted">
                    {record.language
                      ? t('picker.written', { language: LANGUAGE_NAMES[record.language] })
                      : `/${record.slug}`}
                  </span>
                  <span className="pi pi-angle-right gl-tr-record__arrow" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
