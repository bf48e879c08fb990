import type { TQrInfoBlockFields } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { useEffect, useRef } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '@/components/ui/SortableList';
import { useLocationList } from '@/entities/locations';
import { BLOCK_ICONS } from '../../block-types';
import { BlockSettings } from './block-settings';
import { blockSummary } from './block-summary';
import type { QrPath } from './form-fields';
import type { AnyBlock, QrFormValues } from './form-model';
import { ScheduleEditor } from './schedule-editor';

export interface BlockCardProps {
  /** The block's path in the form (`blocks.3`, `locationBlocks.0`). */
  base: string;
  /** Its number in its list, from 1. */
  number: number;
  count: number;
  open: boolean;
  /** Just added: its first field takes the focus once open. */
  focusFirst: boolean;
  onToggle: () => void;
  onMove: (offset: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One block of the builder: a head naming it, with its switch, moves, copy and delete; open, its settings and schedule. */
export function BlockCard(props: BlockCardProps) {
  const { base, number, count, open, focusFirst, onToggle, onMove, onDuplicate, onDelete } = props;
  const { t } = useTranslation('qr-pages');
  const { control } = useFormContext<QrFormValues>();
  const block = useWatch({ control, name: base as QrPath }) as AnyBlock | undefined;
  const { errors } = useFormState({ control, name: base as QrPath });
  const body = useRef<HTMLDivElement>(null);
  const locations = useLocationList().data?.items;
  useEffect(() => {
    if (open && focusFirst) body.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [open, focusFirst]);
  if (!block) return null;

  const hasError = Boolean(
    base
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors),
  );
  const typeName = t(`types.${block.type}.name`);
  const name = t('block.numbered', { number, type: typeName });
  const summary = blockSummary(block as TQrInfoBlockFields, t, {
    locationName: (id) => locations?.find((location) => location.id === id)?.name,
  });
  const bodyId = `qr-block-${block.id}`;
  const switchId = `qr-block-on-${block.id}`;

  return (
    <article
      className={`gl-qr-block${hasError ? ' gl-qr-block--invalid' : ''}${block.isActive ? '' : ' gl-qr-block--off'}`}
      aria-label={name}
    >
      <div className="gl-qr-block__head">
        <DragHandle label={t('block.drag', { name })} />
        <button
          type="button"
          className="gl-qr-block__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className={`gl-qr-block__icon ${BLOCK_ICONS[block.type]}`} aria-hidden="true" />
          <span className="gl-qr-block__summary">
            <span className="gl-qr-block__title">{typeName}</span>
            <span className="gl-qr-block__meta" dir="auto">
              {summary || t('block.notSet')}
            </span>
          </span>
          {block.schedule ? (
            <span className="gl-qr-badge">
              <span className="pi pi-clock" aria-hidden="true" /> {t('block.scheduled')}
            </span>
          ) : null}
          {hasError ? (
            <span className="gl-qr-block__error">
              <span className="pi pi-exclamation-circle" aria-hidden="true" /> {t('block.hasErrors')}
            </span>
          ) : null}
          <span className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
        </button>
        <span className="gl-qr-block__tools">
          <Controller
            control={control}
            name={`${base}.isActive` as QrPath}
            render={({ field }) => (
              <InputSwitch
                inputId={switchId}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(Boolean(event.value))}
                aria-label={t('block.shown', { name })}
              />
            )}
          />
          <Button
            type="button"
            icon="pi pi-arrow-up"
            text
            rounded
            disabled={number === 1}
            aria-label={t('block.moveUp', { name })}
            onClick={() => onMove(-1)}
          />
          <Button
            type="button"
            icon="pi pi-arrow-down"
            text
            rounded
            disabled={number === count}
            aria-label={t('block.moveDown', { name })}
            onClick={() => onMove(1)}
          />
          <Button
            type="button"
            icon="pi pi-copy"
            text
            rounded
            aria-label={t('block.duplicate', { name })}
            onClick={onDuplicate}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('block.delete', { name })}
            onClick={onDelete}
          />
        </span>
      </div>
      {open ? (
        <div id={bodyId} className="gl-qr-block__body" ref={body}>
          <p className="gl-qr-muted">{t(`types.${block.type}.hint`)}</p>
          <BlockSettings type={block.type} base={base} />
          <ScheduleEditor base={base} name={name} />
        </div>
      ) : null}
    </article>
  );
}
