import type { TStaffUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { useToast } from '@/lib/toast';
import { useSetUserLocations, useUserLocations } from '../api/user-locations';
import { useProblemMessage } from './access';
import { DialogFooter } from './dialog-footer';
import { LocationChecklist } from './location-checklist';

/** Where a staff member works: ticks over the company's locations, saved as one list. */
export function LocationsDialog({ user, onHide }: { user: TStaffUser | null; onHide: () => void }) {
  return (
    <Dialog
      visible={user !== null}
      onHide={onHide}
      header={user ? <LocationsHeader name={user.name} /> : ''}
      modal
      draggable={false}
      style={{ width: 'min(36rem, 94vw)' }}
    >
      {user ? <LocationsForm key={user.id} user={user} onDone={onHide} /> : null}
    </Dialog>
  );
}

function LocationsHeader({ name }: { name: string }) {
  const { t } = useTranslation('users');
  return <span id="user-locations-title">{t('locations.title', { name })}</span>;
}

function LocationsForm({ user, onDone }: { user: TStaffUser; onDone: () => void }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const all = useLocationList();
  const current = useUserLocations(user.id);
  const save = useSetUserLocations(user.id);
  const [value, setValue] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (current.data && value === null) setValue(current.data.items.map((place) => place.id));
  }, [current.data, value]);

  if (all.isError || current.isError) {
    return (
      <p className="gl-users-problem" role="alert">
        {problemMessage(all.error ?? current.error)}
      </p>
    );
  }
  if (!all.data || value === null) {
    return (
      <div className="gl-users-dialog-loading" role="status">
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" aria-hidden="true" />
        <span className="gl-visually-hidden">{t('locations.loading')}</span>
      </div>
    );
  }

  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync(value);
      toast.success(t('locations.saved', { name: user.name }));
      onDone();
    } catch (error) {
      setProblem(problemMessage(error));
    }
  };

  return (
    <div className="gl-users-form">
      <p className="gl-users-muted">{t('locations.lead', { name: user.name })}</p>
      <LocationChecklist
        locations={all.data.items}
        value={value}
        onChange={setValue}
        labelledBy="user-locations-title"
      />
      <DialogFooter problem={problem} onCancel={onDone}>
        <Button
          type="button"
          label={t('locations.submit')}
          loading={save.isPending}
          onClick={() => void submit()}
        />
      </DialogFooter>
    </div>
  );
}
