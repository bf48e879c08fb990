import type { TLocation, TLocationTreeNode } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '@/components/ui';
import { useLocationTree } from '@/entities/locations';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { CreateLocationDialog } from '../components/create-location-dialog';
import { LocationTree } from '../components/location-tree';
import {
  countLocations,
  countMatches,
  type ExpandedKeys,
  expandAll,
  filterTree,
} from '../components/tree-model';
import { locationPath } from '../paths';
import '../components/locations.css';

type Parent = { id: string; name: string } | null;

/** /user/app/locations: the company's locations as a tree, with search and "add". */
export function LocationsPage() {
  const { t } = useTranslation('locations');
  return (
    <RequirePermission permission="locations.manage" namespace="locations">
      <header className="gl-page-header">
        <h1 id="locations-heading">{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <LocationsBody />
    </RequirePermission>
  );
}

function LocationsBody() {
  const { t } = useTranslation('locations');
  const toast = useToast();
  const tree = useLocationTree();
  const [search, setSearch] = useState('');
  /** Undefined until the user expands or collapses: then every branch starts open. */
  const [expanded, setExpanded] = useState<ExpandedKeys | undefined>(undefined);
  const [creating, setCreating] = useState<Parent | undefined>(undefined);

  const locations = tree.data?.locations;
  const visible = useMemo(() => (locations ? filterTree(locations, search) : []), [locations, search]);
  const searching = search.trim() !== '';
  const expandedKeys = searching || !expanded ? expandAll(visible) : expanded;

  if (!tree.data) return <QueryState query={tree} loadingLabel={t('loading')} errorTitle={t('loadError')} />;

  const onCreated = (location: TLocation) => {
    setCreating(undefined);
    if (location.parentId) setExpanded({ ...expandedKeys, [location.parentId]: true });
    toast.success(t('create.done', { name: location.name }));
  };
  const onAddSub = (location: TLocationTreeNode) => setCreating({ id: location.id, name: location.name });
  const addButton = (
    <Button type="button" icon="pi pi-plus" label={t('actions.add')} onClick={() => setCreating(null)} />
  );
  const total = countLocations(tree.data.locations);

  return (
    <>
      {total === 0 ? (
        <div className="gl-panel">
          <EmptyState
            icon="pi pi-map-marker"
            title={t('empty.title')}
            message={t('empty.message')}
            action={addButton}
          />
        </div>
      ) : (
        <section className="gl-panel gl-loc-list" aria-labelledby="locations-heading">
          <div className="gl-loc-toolbar">
            <IconField iconPosition="left" className="gl-loc-toolbar__search">
              <InputIcon className="pi pi-search" />
              <InputText
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('search.placeholder')}
                aria-label={t('search.label')}
              />
            </IconField>
            <div className="gl-loc-toolbar__buttons">
              <Button
                type="button"
                label={t('tree.expandAll')}
                text
                size="small"
                disabled={searching}
                onClick={() => setExpanded(expandAll(tree.data.locations))}
              />
              <Button
                type="button"
                label={t('tree.collapseAll')}
                text
                size="small"
                disabled={searching}
                onClick={() => setExpanded({})}
              />
              {addButton}
            </div>
          </div>
          <p className="gl-loc-count" aria-live="polite">
            {searching
              ? t('search.found', { count: countMatches(tree.data.locations, search) })
              : t('tree.total', { count: total })}
          </p>
          {visible.length ? (
            <LocationTree
              locations={visible}
              expandedKeys={expandedKeys}
              onToggle={setExpanded}
              onAddSub={onAddSub}
              editPath={locationPath}
              labelledBy="locations-heading"
            />
          ) : (
            <EmptyState
              icon="pi pi-search"
              title={t('search.none', { search: search.trim() })}
              action={
                <Button type="button" label={t('search.clear')} outlined onClick={() => setSearch('')} />
              }
            />
          )}
        </section>
      )}
      <CreateLocationDialog parent={creating} onClose={() => setCreating(undefined)} onCreated={onCreated} />
    </>
  );
}
