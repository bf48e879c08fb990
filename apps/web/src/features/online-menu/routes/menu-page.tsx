import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useAppStore } from '@/lib/store';
import { usePublicTable } from '../api/get-public-table';
import '../components/guest-menu.css';
import { StateMessage } from '../components/guest-states';
import { menuPaths } from '../components/menu-context';
import { BackToMenuLink, MenuGate } from '../components/menu-states';
import { MenuView } from '../components/menu-view';
import { TableBanner } from '../components/table-banner';

/** /:slug — the main online menu page. */
export function MenuPage() {
  const { slug = '' } = useParams();
  return (
    <MenuGate slug={slug} home>
      {() => <MenuView />}
    </MenuGate>
  );
}

/**
 * /:slug/:locationSlug/:groupSlug/:tableSlug — the menu of one table (its QR code). The table is
 * remembered for the cart; an unknown table says so and offers the menu without it.
 */
export function TableMenuPage() {
  const { slug = '', locationSlug = '', groupSlug = '', tableSlug = '' } = useParams();
  const { t } = useTranslation('guest-menu');
  const errorMessage = useErrorMessage();
  const table = usePublicTable({ menuSlug: slug, locationSlug, groupSlug, tableSlug });
  const rememberTable = useAppStore((state) => state.rememberTable);

  useEffect(() => {
    if (!table.data) return;
    const { location, group, table: found } = table.data;
    rememberTable(slug, {
      locationSlug: location.slug,
      groupSlug: group.slug,
      tableSlug: found.slug,
      locationName: location.name,
      groupName: group.name,
      tableName: found.name,
    });
  }, [table.data, slug, rememberTable]);

  if (table.isError) {
    const unknown = table.error instanceof ApiError && table.error.status === 404;
    return (
      <main className="gm-main gm-main--state" id="main">
        <StateMessage
          icon="pi-map-marker"
          tone="error"
          title={unknown ? t('table.unknownTitle') : t('table.loadFailed')}
          message={unknown ? t('table.unknownMessage') : errorMessage(table.error)}
          action={<BackToMenuLink to={menuPaths.menu(slug)} label={t('table.openMenu')} />}
        />
      </main>
    );
  }
  // The menu loads alongside the table lookup; the banner keeps its place until the table is known.
  const banner = table.data ? (
    <TableBanner table={table.data} />
  ) : (
    <p className="gm-table-banner gm-table-banner--pending" aria-hidden="true" />
  );
  return (
    <MenuGate slug={slug} home>
      {() => <MenuView banner={banner} />}
    </MenuGate>
  );
}
