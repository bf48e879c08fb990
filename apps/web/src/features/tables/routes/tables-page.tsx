import type { TTable, TTableGroup } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { allQueries, EmptyState, QueryState } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useMenuList } from '@/entities/menus';
import { RequirePermission } from '@/entities/permissions';
import { useTableGroups } from '@/entities/table-groups';
import { useAppStore } from '@/lib/store';
import { useToast } from '@/lib/toast';
import { useCreateTableGroup } from '../api/create-table-group';
import { useRenameTableGroup } from '../api/rename-table-group';
import { GroupNameDialog } from '../components/group-name-dialog';
import { qrMenuFor } from '../components/qr-menu-choice';
import { TableGroupCard } from '../components/table-group-card';
import { TableQrDialog } from '../components/table-qr-dialog';
import { type PendingDeletion, TablesDeletions } from '../components/tables-deletions';
import { TablesToolbar } from '../components/tables-toolbar';
import '../components/tables.css';

/** /user/app/tables: a location's table groups and tables, and their QR codes. */
export function TablesPage() {
  const { t } = useTranslation('tables');
  return (
    <RequirePermission permission="tables.manage" namespace="tables">
      <header className="gl-page-header">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <TablesBody />
    </RequirePermission>
  );
}

function TablesBody() {
  const { t } = useTranslation('tables');
  const locations = useLocationList();
  const menus = useMenuList();
  const [search, setSearch] = useSearchParams();
  const rememberedMenus = useAppStore((state) => state.qrMenuByLocation);
  const rememberQrMenu = useAppStore((state) => state.rememberQrMenu);
  const items = locations.data?.items ?? [];
  const menuList = menus.data?.items ?? [];
  // Without a choice in the address, the venue of the first menu: that is where tables usually are.
  const locationId =
    items.find((l) => l.id === search.get('location'))?.id ??
    items.find((l) => menuList.some((m) => m.locationId === l.id))?.id ??
    items[0]?.id ??
    null;
  const { menu, mustChoose } = locationId
    ? qrMenuFor(menuList, locationId, search.get('menu'), rememberedMenus[locationId])
    : { menu: null, mustChoose: false };
  const chooseLocation = (id: string) =>
    setSearch(
      (params) => {
        params.set('location', id);
        // The other location's menu is not this one's: its own choice applies.
        params.delete('menu');
        return params;
      },
      { replace: true },
    );
  const chooseMenu = (slug: string) => {
    const chosen = menuList.find((m) => m.slug === slug);
    if (chosen && locationId) rememberQrMenu(locationId, chosen.id);
    setSearch(
      (params) => {
        params.set('menu', slug);
        return params;
      },
      { replace: true },
    );
  };

  const both = allQueries(locations, menus);
  if (!both.data) return <QueryState query={both} loadingLabel={t('loading')} errorTitle={t('loadError')} />;
  if (!locationId) {
    return (
      <div className="gl-panel">
        <EmptyState
          icon="pi pi-map-marker"
          title={t('noLocations.title')}
          message={t('noLocations.message')}
        />
      </div>
    );
  }
  return (
    <LocationTables
      key={locationId}
      locationId={locationId}
      menu={menu}
      toolbar={(hasTables, onAddGroup) => (
        <TablesToolbar
          locations={items}
          locationId={locationId}
          onLocation={chooseLocation}
          menus={menuList}
          menu={menu}
          mustChooseMenu={mustChoose}
          onMenu={chooseMenu}
          hasTables={hasTables}
          onAddGroup={onAddGroup}
        />
      )}
    />
  );
}

interface LocationTablesProps {
  locationId: string;
  menu: string | null;
  toolbar: (hasTables: boolean, onAddGroup: (() => void) | null) => ReactNode;
}

function LocationTables({ locationId, menu, toolbar }: LocationTablesProps) {
  const { t } = useTranslation('tables');
  const toast = useToast();
  const groups = useTableGroups(locationId);
  const createGroup = useCreateTableGroup();
  const renameGroup = useRenameTableGroup();
  const [naming, setNaming] = useState<{ group: TTableGroup | null; name: string } | undefined>();
  const [deletion, setDeletion] = useState<PendingDeletion | null>(null);
  const [qrTable, setQrTable] = useState<TTable | null>(null);

  const saveName = async (name: string) => {
    if (naming?.group) {
      await renameGroup.mutateAsync({ locationId, group: naming.group, name });
      toast.success(t('group.renamed', { name }));
    } else {
      await createGroup.mutateAsync({ locationId, body: { name } });
      toast.success(t('group.created', { name }));
    }
    setNaming(undefined);
  };
  const addGroup = () => setNaming({ group: null, name: '' });
  const list = groups.data?.groups ?? [];

  return (
    <>
      {toolbar(
        list.some((g) => g.tables.length > 0),
        addGroup,
      )}
      <QueryState
        query={groups}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-table"
              title={t('empty.title')}
              message={t('empty.message')}
              action={<Button type="button" icon="pi pi-plus" label={t('group.add')} onClick={addGroup} />}
            />
          </div>
        }
      />
      <div className="gl-tbl-groups">
        {list.map((group) => (
          <TableGroupCard
            key={group.id}
            locationId={locationId}
            group={group}
            menu={menu}
            onRename={(g) => setNaming({ group: g, name: g.name })}
            onDelete={(g) => setDeletion({ kind: 'group', group: g })}
            onDeleteTable={(table) => setDeletion({ kind: 'table', table })}
            onShowQr={setQrTable}
          />
        ))}
      </div>
      <GroupNameDialog
        initialName={naming?.name}
        title={naming?.group ? t('group.renameTitle') : t('group.addTitle')}
        submitLabel={naming?.group ? t('actions.save') : t('group.add')}
        onSubmit={saveName}
        onClose={() => setNaming(undefined)}
      />
      <TablesDeletions locationId={locationId} pending={deletion} onClose={() => setDeletion(null)} />
      {menu ? (
        <TableQrDialog locationId={locationId} menu={menu} table={qrTable} onClose={() => setQrTable(null)} />
      ) : null}
    </>
  );
}
