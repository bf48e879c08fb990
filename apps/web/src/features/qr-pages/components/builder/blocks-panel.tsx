import type { TQrInfoBlock, TQrInfoBlockType } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { BlockList } from './block-list';
import { BlockPalette } from './block-palette';
import type { QrFormValues } from './form-model';
import { copyBlock, makeBlock } from './new-block';
import { useOpenBlock } from './use-open-block';

/** The page's own blocks in order: add from the palette, open one to edit, drag or move, copy, delete. */
export function BlocksPanel() {
  const { t } = useTranslation('qr-pages');
  const { control, getValues } = useFormContext<QrFormValues>();
  const blocks = useFieldArray({ control, name: 'blocks', keyName: 'key' });
  const { fields } = blocks;
  const open = useOpenBlock(
    'blocks',
    fields.map((field) => field.id),
  );
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState('');
  const typeName = (type: TQrInfoBlockType) => t(`types.${type}.name`);

  const add = (type: TQrInfoBlockType) => {
    setAdding(false);
    const block = makeBlock(type);
    blocks.append(block as never, { shouldFocus: false });
    open.openNew(block.id);
    setSaid(t('block.added', { type: typeName(type), number: fields.length + 1 }));
  };

  return (
    <div className="gl-qr-blocks">
      {fields.length === 0 ? (
        <EmptyState icon="pi pi-th-large" title={t('blocks.emptyTitle')} message={t('blocks.emptyMessage')} />
      ) : (
        <BlockList
          arrayName="blocks"
          labelledBy="qr-section-blocks"
          entries={fields.map((field, index) => ({
            key: field.key,
            id: field.id,
            index,
            typeName: typeName(field.type),
          }))}
          openId={open.openId}
          focusId={open.focusId}
          onToggle={open.toggle}
          onMove={(from, to) => {
            blocks.move(from, to);
            setSaid(t('block.moved', { from: from + 1, to: to + 1 }));
          }}
          onDuplicate={(position) => {
            const copy = copyBlock(getValues(`blocks.${position}`) as TQrInfoBlock);
            blocks.insert(position + 1, copy as never, { shouldFocus: false });
            setSaid(t('block.duplicated', { number: position + 1 }));
          }}
          onDelete={(position) => {
            blocks.remove(position);
            setSaid(t('block.deleted', { number: position + 1 }));
          }}
        />
      )}
      <div className="gl-qr-blocks__add">
        <Button type="button" icon="pi pi-plus" label={t('blocks.add')} onClick={() => setAdding(true)} />
      </div>
      <p className="gl-visually-hidden" aria-live="polite">
        {said}
      </p>
      {/* Unmounted at once on a choice, so the new block's field keeps the focus. */}
      {adding ? (
        <BlockPalette visible title={t('palette.title')} onAdd={add} onClose={() => setAdding(false)} />
      ) : null}
    </div>
  );
}
