import type { TPermission, TRole, TUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@/entities/permissions';
import { useRoleLabel } from '@/entities/roles';
import { useToast } from '@/lib/toast';
import { useUpdateRolePermissions } from '../api/role-mutations';
import { isAdministratorRole, useProblemMessage } from './access';
import { OFFERED_PERMISSIONS, offeredCount } from './offered-permissions';
import { inMatrixOrder, PermissionMatrix } from './permission-matrix';

export interface RoleEditorProps {
  role: TRole;
  user: TUser;
  onRename: () => void;
  onDelete: () => void;
  /** Tells the page whether there are unsaved changes (to ask before leaving the role). */
  onDirtyChange: (dirty: boolean) => void;
}

const same = (a: readonly TPermission[], b: readonly TPermission[]) =>
  a.length === b.length && inMatrixOrder(a).every((permission, i) => inMatrixOrder(b)[i] === permission);

/** One role: its name and kind, and the permission matrix with Save / Discard. */
export function RoleEditor({ role, user, onRename, onDelete, onDirtyChange }: RoleEditorProps) {
  const { t } = useTranslation('roles');
  const toast = useToast();
  const roleLabel = useRoleLabel('roles');
  const problemMessage = useProblemMessage();
  const keptNoteId = useId();
  const save = useUpdateRolePermissions();
  // `base` is what the draft started from; dirty means the draft differs from it.
  const [base, setBase] = useState<TPermission[]>(() => inMatrixOrder(role.permissions));
  const [draft, setDraft] = useState<TPermission[]>(base);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = !same(draft, base);
  const label = roleLabel(role);
  // The server refuses to take any permission from the administrator role (it may gain new ones).
  const kept = new Set<TPermission>(isAdministratorRole(role) ? base : []);

  // A fresh answer for the role (someone else's change) replaces a draft without changes.
  useEffect(() => {
    if (dirty || same(role.permissions, base)) return;
    const fresh = inMatrixOrder(role.permissions);
    setBase(fresh);
    setDraft(fresh);
  }, [role.permissions, base, dirty]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = async () => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ slug: role.slug, permissions: draft });
      const fresh = inMatrixOrder(saved.permissions);
      setBase(fresh);
      setDraft(fresh);
      toast.success(t('editor.saved', { name: label }), t('editor.savedDetail'));
    } catch (error) {
      setProblem(problemMessage(error));
    }
  };

  return (
    <section className="gl-role-editor" aria-labelledby="role-editor-title">
      <header className="gl-role-editor__head">
        <div>
          <h2 id="role-editor-title">
            {label}
            {role.isSystem ? <span className="gl-role-badge">{t('list.builtIn')}</span> : null}
          </h2>
          <p className="gl-roles-muted">{role.isSystem ? t('editor.builtInLead') : t('editor.customLead')}</p>
        </div>
        <div className="gl-role-editor__tools">
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-pencil"
            label={t('rename.open')}
            onClick={onRename}
          />
          {role.isSystem ? null : (
            <Button
              type="button"
              size="small"
              outlined
              severity="danger"
              icon="pi pi-trash"
              label={t('delete.open')}
              onClick={onDelete}
            />
          )}
        </div>
      </header>

      <p className="gl-role-editor__summary">
        <span>
          {t('editor.summary', { selected: offeredCount(draft), total: OFFERED_PERMISSIONS.length })}
        </span>
        <span className="gl-role-editor__people">
          <span className="pi pi-users" aria-hidden="true" /> {t('list.users', { count: role.userCount })}
        </span>
      </p>
      {kept.size > 0 ? (
        <p id={keptNoteId} className="gl-roles-note" role="note">
          <span className="pi pi-lock" aria-hidden="true" /> {t('editor.administratorKeeps')}
        </p>
      ) : null}
      <PermissionMatrix
        value={draft}
        onChange={(next) => {
          setProblem(null);
          setDraft(next);
        }}
        canChange={(permission) => can(user, permission)}
        keeps={(permission) => kept.has(permission)}
        keptNoteId={keptNoteId}
        disabled={save.isPending}
      />

      <div className={`gl-role-editor__bar${dirty ? ' gl-role-editor__bar--dirty' : ''}`}>
        <div
          aria-live="polite"
          className={`gl-role-editor__status${problem ? ' gl-role-editor__status--problem' : ''}`}
        >
          {problem ? (
            <p className="gl-roles-problem" role="alert">
              {problem}
            </p>
          ) : dirty ? (
            <span>
              <span className="pi pi-circle-fill" aria-hidden="true" /> {t('editor.unsaved')}
            </span>
          ) : (
            <span className="gl-roles-muted">{t('editor.upToDate')}</span>
          )}
        </div>
        <Button
          type="button"
          text
          icon="pi pi-undo"
          className="gl-role-editor__discard"
          label={t('editor.discard')}
          aria-label={t('editor.discard')}
          disabled={!dirty || save.isPending}
          onClick={() => {
            setProblem(null);
            setDraft(base);
          }}
        />
        <Button
          type="button"
          icon="pi pi-check"
          label={t('editor.save')}
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => void submit()}
        />
      </div>
    </section>
  );
}
