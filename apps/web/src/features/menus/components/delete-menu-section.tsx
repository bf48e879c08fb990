import type { TMenu } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useDeleteMenu } from '../api/delete-menu';
import { MENUS_PATH } from '../paths';

/** The settings tab's danger zone: delete the whole menu, after a question. */
export function DeleteMenuSection({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteMenu(menu.slug);
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('deleteMenu.done', { title: menu.title }));
        navigate(MENUS_PATH, { replace: true });
      },
      onError: (error) => toast.error(t('deleteMenu.failed'), errorMessage(error)),
    });

  return (
    <section className="gl-menu-subform gl-menu-danger" aria-labelledby="menu-danger">
      <h3 id="menu-danger">{t('deleteMenu.zone')}</h3>
      <p className="gl-menu-muted">{t('deleteMenu.lead')}</p>
      <Button
        type="button"
        severity="danger"
        outlined
        icon="pi pi-trash"
        label={t('deleteMenu.button')}
        onClick={() => setAsking(true)}
      />
      <Dialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('deleteMenu.title', { title: menu.title })}
        footer={
          <>
            <Button
              type="button"
              label={t('actions.cancel')}
              text
              onClick={() => setAsking(false)}
              autoFocus
            />
            <Button
              type="button"
              label={t('actions.delete')}
              icon="pi pi-trash"
              severity="danger"
              loading={remove.isPending}
              onClick={confirm}
            />
          </>
        }
        className="gl-menu-dialog"
        breakpoints={{ '640px': '95vw' }}
        draggable={false}
        resizable={false}
      >
        <p>{t('deleteMenu.message')}</p>
      </Dialog>
    </section>
  );
}
