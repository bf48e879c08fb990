import type { TWaiter } from '@guestloop/contracts';
import { MultiSelect } from 'primereact/multiselect';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SaveActions } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSetWaiterTables } from '../api/set-waiter-tables';
import { sameSet, type TableOption, type TableOptionGroup } from './table-options';

interface WaiterCardProps {
  waiter: TWaiter;
  options: TableOptionGroup[];
  onDirtyChange: (userId: string, dirty: boolean) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** One waiter: who they are and the tables they serve, saved on its own. */
export function WaiterCard({ waiter, options, onDirtyChange }: WaiterCardProps) {
  const { t } = useTranslation('waiters');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const save = useSetWaiterTables();
  const known = new Set(options.flatMap((group) => group.items.map((item) => item.value)));
  const saved = waiter.tableIds.filter((id) => known.has(id));
  const [chosen, setChosen] = useState<string[]>(saved);
  const dirty = !sameSet(chosen, saved);
  const id = `waiter-${waiter.userId}`;

  useEffect(() => onDirtyChange(waiter.userId, dirty), [waiter.userId, dirty, onDirtyChange]);

  const submit = () =>
    save.mutate(
      { userId: waiter.userId, tableIds: chosen },
      {
        onSuccess: (answer) => {
          setChosen(answer.tableIds);
          toast.success(t('card.saved', { name: waiter.name }));
        },
        onError: (error) => toast.error(t('card.saveFailed', { name: waiter.name }), errorMessage(error)),
      },
    );

  return (
    <section className="gl-panel gl-waiter" aria-labelledby={`${id}-name`}>
      <header className="gl-waiter__head">
        <span className="gl-waiter__avatar" aria-hidden="true">
          {initials(waiter.name) || <span className="pi pi-user" />}
        </span>
        <div className="gl-waiter__who">
          <h2 id={`${id}-name`} dir="auto">
            {waiter.name}
          </h2>
          <p dir="ltr">{waiter.email}</p>
        </div>
        <span className="gl-waiter__role">{waiter.role.name}</span>
      </header>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-labelledby={`${id}-name`}
      >
        <FormField
          label={t('card.tables', { name: waiter.name })}
          htmlFor={`${id}-tables`}
          hint={t('card.count', { count: chosen.length, total: known.size })}
        >
          <MultiSelect
            inputId={`${id}-tables`}
            value={chosen}
            options={options}
            optionGroupLabel="label"
            optionGroupChildren="items"
            optionLabel="fullLabel"
            optionValue="value"
            itemTemplate={(option: TableOption) => option.label}
            onChange={(event) => setChosen(event.value as string[])}
            display="chip"
            scrollHeight="320px"
            filter
            filterPlaceholder={t('card.search')}
            placeholder={t('card.none')}
            emptyFilterMessage={t('card.noMatch')}
            className="gl-waiter__tables"
            panelClassName="gl-waiter__panel"
          />
        </FormField>
        <div className="gl-waiter__actions">
          <SaveActions
            dirty={dirty}
            saving={save.isPending}
            onDiscard={() => setChosen(saved)}
            texts={{ unsaved: t('card.unsaved'), discard: t('card.discard'), save: t('card.save') }}
            saveLabel={t('card.saveFor', { name: waiter.name })}
            onlyWhenDirty
          />
        </div>
      </form>
    </section>
  );
}
