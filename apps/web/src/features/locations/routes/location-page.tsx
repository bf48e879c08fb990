import type { TLocation } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import { useToast } from '@/lib/toast';
import { useLocationDetails } from '../api/get-location';
import { DeleteLocationDialog } from '../components/delete-location-dialog';
import { LocationForm } from '../components/location-form';
import { LocationImages } from '../components/location-images';
import { LOCATIONS_PATH } from '../paths';
import '../components/locations.css';

/** /user/app/locations/:id: one location's editor. */
export function LocationPage() {
  return (
    <RequirePermission permission="locations.manage" namespace="locations">
      <LocationEditor />
    </RequirePermission>
  );
}

function BackToList() {
  const { t } = useTranslation('locations');
  return <BackLink to={LOCATIONS_PATH}>{t('editor.back')}</BackLink>;
}

function LocationEditor() {
  const { t } = useTranslation('locations');
  const { id = '' } = useParams();
  const query = useLocationDetails(id);
  usePageTitle(query.data?.name);

  if (!query.data) {
    return (
      <QueryState
        query={query}
        loadingLabel={t('loading')}
        errorTitle={t('editor.loadError')}
        aboveProblem={<BackToList />}
        notFound={
          <PageState
            icon="pi pi-map-marker"
            title={t('editor.notFound')}
            message={t('editor.notFoundHint')}
          />
        }
      />
    );
  }
  // Keyed by id so that another location gets a fresh form.
  return <Editor key={query.data.id} location={query.data} />;
}

function Editor({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef(false);

  const onDeleted = (ids: string[]) => {
    leaving.current = true;
    setDeleting(false);
    toast.success(t('delete.done', { name: location.name, count: ids.length }));
    navigate(LOCATIONS_PATH, { replace: true });
  };

  return (
    <>
      <BackToList />
      <header className="gl-page-header gl-loc-header">
        <span className="gl-loc-header__thumb" aria-hidden="true">
          {location.imageUrl ? <img src={location.imageUrl} alt="" /> : <span className="pi pi-map-marker" />}
        </span>
        <div>
          <h1>{location.name}</h1>
          <p>{location.address ?? t('editor.noAddress')}</p>
        </div>
      </header>
      <div className="gl-loc-layout">
        <LocationForm location={location} leaving={leaving} />
        <aside className="gl-loc-side">
          <LocationImages location={location} />
          <section className="gl-panel gl-loc-danger" aria-labelledby="loc-danger">
            <h2 id="loc-danger">{t('delete.zoneTitle')}</h2>
            <p className="gl-panel__lead">{t('delete.zoneLead')}</p>
            <Button
              type="button"
              severity="danger"
              outlined
              icon="pi pi-trash"
              label={t('delete.button')}
              onClick={() => setDeleting(true)}
            />
          </section>
        </aside>
      </div>
      <DeleteLocationDialog
        location={location}
        visible={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </>
  );
}
