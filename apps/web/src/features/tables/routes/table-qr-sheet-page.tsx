import { INTL_LOCALES, isRtl } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { allQueries, BackLink, EmptyState, QueryState } from '@/components/ui';
import { useCompany } from '@/entities/company';
import { useLocationList } from '@/entities/locations';
import { useMenuList } from '@/entities/menus';
import { RequirePermission } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import { useSheetTexts } from '../api/get-sheet-texts';
import { useTableQrSheet } from '../api/get-table-qr';
import { TableQrCard } from '../components/table-qr-card';
import { TABLES_PATH } from '../paths';
import '../components/qr-sheet.css';

/** /user/app/tables/print: table cards to print and put on the tables, four to a page. */
export function TableQrSheetPage() {
  return (
    <RequirePermission permission="tables.manage" namespace="tables">
      <SheetBody />
    </RequirePermission>
  );
}

function SheetBody() {
  const { t } = useTranslation('tables');
  const [search] = useSearchParams();
  const locationId = search.get('location');
  const menuSlug = search.get('menu');
  const scope = { groupId: search.get('group') ?? undefined, tableId: search.get('table') ?? undefined };
  const locations = useLocationList();
  const menus = useMenuList();
  const company = useCompany();
  const codes = useTableQrSheet(locationId, menuSlug, scope);
  const location = locations.data?.items.find((l) => l.id === locationId);
  const menu = menus.data?.items.find((m) => m.slug === menuSlug);
  const texts = useSheetTexts(menu?.language ?? 'en');
  usePageTitle(location ? t('sheet.title', { name: location.name }) : undefined);
  const back = `${TABLES_PATH}?${new URLSearchParams({ location: locationId ?? '', menu: menuSlug ?? '' })}`;

  const loaded = allQueries(locations, menus, codes);
  const items = codes.data?.items ?? [];
  return (
    <div className="gl-qr-sheet">
      <header className="gl-qr-sheet__bar">
        <div>
          <BackLink to={back}>{t('sheet.back')}</BackLink>
          <h1>{location ? t('sheet.title', { name: location.name }) : t('sheet.heading')}</h1>
          {menu ? (
            <p className="gl-qr-sheet__lead">{t('sheet.lead', { count: items.length, menu: menu.title })}</p>
          ) : null}
        </div>
        <Button
          type="button"
          icon="pi pi-print"
          label={t('sheet.print')}
          disabled={items.length === 0}
          onClick={() => window.print()}
        />
      </header>
      {!loaded.data ? (
        <QueryState query={loaded} loadingLabel={t('qr.loading')} errorTitle={t('qr.loadError')} />
      ) : !location || !menu || items.length === 0 ? (
        <div className="gl-panel">
          <EmptyState icon="pi pi-qrcode" title={t('sheet.empty.title')} message={t('sheet.empty.message')} />
        </div>
      ) : (
        <ul
          className="gl-qr-sheet__cards"
          lang={INTL_LOCALES[menu.language]}
          dir={isRtl(menu.language) ? 'rtl' : 'ltr'}
        >
          {items.map((code) => (
            <li key={code.tableId}>
              <TableQrCard
                code={code}
                venueName={location.name}
                logoUrl={menu.logo?.src ?? company.data?.logoUrl ?? null}
                texts={texts}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
