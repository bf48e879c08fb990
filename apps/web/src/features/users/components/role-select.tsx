import type { TRole } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField } from '@/components/ui';
import { useRoleList } from '@/entities/roles';
import { useCurrentUser } from '@/lib/session';
import { canAssign, useRoleLabel } from './access';

export interface RoleSelectProps {
  inputId: string;
  value: string | null | undefined;
  onChange: (slug: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface RoleOption {
  value: string;
  label: string;
  disabled: boolean;
  role: TRole;
}

/**
 * The company's roles; those with a permission the signed-in user lacks are shown but cannot be
 * chosen (nobody hands out more than they hold), with the reason beside them.
 */
export function RoleSelect({
  inputId,
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
  autoFocus,
  ...aria
}: RoleSelectProps) {
  const { t } = useTranslation('users');
  const { user } = useCurrentUser();
  const roles = useRoleList();
  const roleLabel = useRoleLabel();
  const options: RoleOption[] = (roles.data?.items ?? []).map((role) => ({
    value: role.slug,
    label: roleLabel(role),
    disabled: !user || !canAssign(user, role),
    role,
  }));

  return (
    <Dropdown
      inputId={inputId}
      value={value ?? null}
      options={options}
      optionLabel="label"
      optionValue="value"
      optionDisabled="disabled"
      placeholder={roles.isLoading ? t('roleSelect.loading') : t('roleSelect.placeholder')}
      emptyMessage={t('roleSelect.empty')}
      onChange={(event) => onChange(event.value as string)}
      onBlur={onBlur}
      invalid={invalid}
      disabled={disabled || roles.isLoading}
      autoFocus={autoFocus}
      {...aria}
      className="gl-users-role-select"
      itemTemplate={(option: RoleOption) => (
        <div className="gl-users-role-option">
          <span>{option.label}</span>
          <small>
            {option.disabled
              ? t('roleSelect.notYours')
              : t('roleSelect.permissions', { count: option.role.permissions.length })}
          </small>
        </div>
      )}
    />
  );
}

export interface RoleFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form field holding the role's slug. */
  name: Path<T>;
  inputId: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled RoleSelect bound to a react-hook-form field (add, invite and edit dialogs). */
export function RoleField<T extends FieldValues>({
  control,
  name,
  inputId,
  label,
  error,
  hint,
}: RoleFieldProps<T>) {
  return (
    <FormField label={label} htmlFor={inputId} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <RoleSelect
            inputId={inputId}
            value={field.value as string | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={fieldState.invalid}
            aria-invalid={fieldState.invalid || undefined}
            aria-describedby={describedBy(inputId, { error: fieldState.invalid, hint })}
          />
        )}
      />
    </FormField>
  );
}
