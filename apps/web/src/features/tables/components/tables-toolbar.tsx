import type { TLocationSummary, TMenuList } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableQrSheetPath } from '../paths';

export interface TablesToolbarProps {
  locations: TLocationSummary[];
  locationId: string;
  onLocation: (id: string) => void;
  menus: TMenuList['items'];
  menu: string | null;
  /** No menu is picked because more than one could be meant: staff are asked which. */
  mustChooseMenu: boolean;
  onMenu: (slug: string) => void;
  hasTables: boolean;
  /** Null while the page shows its own "Add group" (no groups yet). */
  onAddGroup: (() => void) | null;
}

/** Which location, which menu the QR codes open, "Print QR codes" for the location, "Add group". */
export function TablesToolbar(props: TablesToolbarProps) {
  const { locations, locationId, onLocation, menus, menu, mustChooseMenu, onMenu, hasTables, onAddGroup } =
    props;
  const { t } = useTranslation('tables');
  return (
    <div className="gl-panel gl-tbl-toolbar">
      <div className="gl-tbl-toolbar__pickers">
        <div className="gl-field">
          <label className="gl-field__label" htmlFor="tables-location">
            {t('toolbar.location')}
          </label>
          <Dropdown
            inputId="tables-location"
            value={locationId}
            options={locations}
            optionLabel="name"
            optionValue="id"
            filter={locations.length > 8}
            onChange={(event) => onLocation(event.value as string)}
          />
        </div>
        {menus.length ? (
          <div className="gl-field">
            <label className="gl-field__label" htmlFor="tables-menu">
              {t('toolbar.menu')}
            </label>
            <Dropdown
              inputId="tables-menu"
              value={menu}
              options={menus}
              optionLabel="title"
              optionValue="slug"
              placeholder={t('toolbar.chooseMenu')}
              className={mustChooseMenu && !menu ? 'p-invalid' : undefined}
              aria-describedby="tables-menu-hint"
              onChange={(event) => onMenu(event.value as string)}
            />
            <small
              className={`gl-field__hint${mustChooseMenu && !menu ? ' gl-tbl-choose' : ''}`}
              id="tables-menu-hint"
            >
              {mustChooseMenu && !menu ? t('toolbar.chooseMenuHint') : t('toolbar.menuHint')}
            </small>
          </div>
        ) : (
          <p className="gl-tbl-notice" role="note">
            <span className="pi pi-info-circle" aria-hidden="true" /> {t('toolbar.noMenu')}
          </p>
        )}
      </div>
      <div className="gl-tbl-toolbar__buttons">
        <Link to="/user/app/tables/waiters" className="p-button p-button-outlined">
          <span className="pi pi-users" aria-hidden="true" />
          <span>{t('waiters:title')}</span>
        </Link>
        {menu && hasTables ? (
          <Link className="p-button p-button-outlined" to={tableQrSheetPath(locationId, menu)}>
            <span className="pi pi-print" aria-hidden="true" />
            <span>{t('toolbar.print')}</span>
          </Link>
        ) : null}
        {onAddGroup ? (
          <Button type="button" icon="pi pi-plus" label={t('group.add')} onClick={onAddGroup} />
        ) : null}
      </div>
    </div>
  );
}
