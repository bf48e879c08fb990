import { PERMISSION_GROUPS, permissionLabelKey, type TPermission } from '@guestloop/contracts';
import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFERED_GROUPS } from './offered-permissions';

/** The permissions in the matrix's order (PERMISSION_GROUPS), whatever order they were ticked in. */
export function inMatrixOrder(selected: Iterable<TPermission>): TPermission[] {
  const set = new Set(selected);
  return PERMISSION_GROUPS.flatMap((group) => group.permissions.filter((permission) => set.has(permission)));
}

const hintKey = (permission: TPermission) => `permissions.hints.${permission}`;

export interface PermissionMatrixProps {
  value: readonly TPermission[];
  onChange: (next: TPermission[]) => void;
  /** Whether the signed-in user may give or take this permission (they must hold it). */
  canChange: (permission: TPermission) => boolean;
  /** Permissions the role keeps whatever is ticked: shown ticked, not to be changed, and why (`keptNoteId`). */
  keeps?: (permission: TPermission) => boolean;
  keptNoteId?: string;
  disabled?: boolean;
}

/**
 * Every permission offered (of sections that exist), one card per group, each a labelled tick with
 * what it allows. Permissions not offered that the role holds are kept as they are.
 */
export function PermissionMatrix({
  value,
  onChange,
  canChange,
  keeps = () => false,
  keptNoteId,
  disabled = false,
}: PermissionMatrixProps) {
  const { t } = useTranslation('roles');
  const prefix = useId();
  const selected = new Set(value);
  const set = (permissions: readonly TPermission[], on: boolean) => {
    const next = new Set(selected);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange(inMatrixOrder(next));
  };

  return (
    <div className="gl-matrix">
      {OFFERED_GROUPS.map((group) => {
        const titleId = `${prefix}-${group.id}`;
        const changeable = group.permissions.filter(
          (permission) => canChange(permission) && !keeps(permission),
        );
        const allOn = changeable.length > 0 && changeable.every((permission) => selected.has(permission));
        const count = group.permissions.filter((permission) => selected.has(permission)).length;
        const groupName = t(group.labelKey);
        return (
          <fieldset key={group.id} className="gl-matrix__group" aria-labelledby={titleId}>
            <div className="gl-matrix__head">
              <h3 id={titleId}>{groupName}</h3>
              <span className="gl-matrix__count">
                {t('editor.groupCount', { selected: count, total: group.permissions.length })}
              </span>
              {changeable.length > 0 && !disabled ? (
                <button
                  type="button"
                  className="gl-roles-textlink"
                  aria-label={t(allOn ? 'editor.clearGroup' : 'editor.selectGroup', { group: groupName })}
                  onClick={() => set(changeable, !allOn)}
                >
                  {allOn ? t('editor.clear') : t('editor.selectAll')}
                </button>
              ) : null}
            </div>
            <ul className="gl-matrix__list">
              {group.permissions.map((permission) => {
                const id = `${prefix}-${permission}`;
                const locked = !canChange(permission);
                const kept = keeps(permission);
                return (
                  <li
                    key={permission}
                    className={locked || kept ? 'gl-matrix__item gl-matrix__item--locked' : 'gl-matrix__item'}
                  >
                    <Checkbox
                      inputId={id}
                      checked={kept || selected.has(permission)}
                      disabled={disabled || locked || kept}
                      aria-describedby={kept && keptNoteId ? `${id}-hint ${keptNoteId}` : `${id}-hint`}
                      onChange={(event) => set([permission], Boolean(event.checked))}
                    />
                    <div className="gl-matrix__text">
                      <label htmlFor={id}>{t(permissionLabelKey(permission))}</label>
                      <small id={`${id}-hint`}>
                        {locked ? (
                          <>
                            <span className="pi pi-lock" aria-hidden="true" /> {t('editor.notHeld')}
                          </>
                        ) : (
                          t(hintKey(permission))
                        )}
                      </small>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
