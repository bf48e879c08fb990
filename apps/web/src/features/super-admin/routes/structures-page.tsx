import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PAGE_SIZE, useStructures } from '../api/structures';
import { RequireSuperAdmin } from '../components/require-super-admin';
import '../components/super-admin.css';

/** Every company of the product, searched by name or slug, a page at a time. */
export function StructuresPage() {
  return (
    <RequireSuperAdmin>
      <StructuresScreen />
    </RequireSuperAdmin>
  );
}

function StructuresScreen() {
  const { t } = useTranslation('super-admin');
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const debounced = useDebouncedValue(search, 300);
  const structures = useStructures(debounced.trim(), page);
  const dates = useConsoleDates();
  const update = (next: { q?: string; page?: number }) =>
    setParams({ q: next.q ?? search, page: String(next.page ?? 1) }, { replace: true });

  return (
    <>
      <header className="gl-page-header">
        <div>
          <h1>{t('structures.heading')}</h1>
          <p>{t('structures.lead')}</p>
        </div>
        <Link className="p-button p-component p-button-outlined" to="/user/app/super-admin/contents">
          {t('contents.open')}
        </Link>
      </header>
      <div className="gl-sa-toolbar">
        <div className="gl-sa-field">
          <label htmlFor={searchId}>{t('structures.search')}</label>
          <InputText
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
      </div>
      <QueryState
        query={structures}
        loadingLabel={t('loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('structures.empty')}</p>}
      >
        {(data) => (
          <>
            <table className="gl-sa-table">
              <caption className="p-sr-only">{t('structures.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('structures.name')}</th>
                  <th scope="col">{t('structures.slug')}</th>
                  <th scope="col">{t('structures.users')}</th>
                  <th scope="col">{t('structures.created')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((structure) => (
                  <tr key={structure.id}>
                    <td>
                      <Link to={`/user/app/super-admin/structures/${structure.id}`}>{structure.name}</Link>
                    </td>
                    <td dir="ltr">{structure.slug}</td>
                    <td>{structure.userCount}</td>
                    <td>{dates.format(structure.createdAt, 'date')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.total > PAGE_SIZE ? (
              <Paginator
                first={(page - 1) * PAGE_SIZE}
                rows={PAGE_SIZE}
                totalRecords={data.total}
                onPageChange={(event) => update({ page: event.page + 1 })}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}
