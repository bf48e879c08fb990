import type { TQrInfoBlockType, TQrInfoLocationBlock } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocationList } from '@/entities/locations';
import { BlockList } from './block-list';
import { BlockPalette } from './block-palette';
import { ownerOf, type QrFormValues } from './form-model';
import { copyBlock, makeLocationBlock } from './new-block';
import { useOpenBlock } from './use-open-block';

/**
 * Blocks a location shares with every QR page opened for it (or one of its tables), one group
 * per location: the page's own location first. They are saved with the page.
 */
export function LocationBlocksPanel({ pageLocationId }: { pageLocationId: string }) {
  const { t } = useTranslation('qr-pages');
  const { control, getValues } = useFormContext<QrFormValues>();
  const blocks = useFieldArray({ control, name: 'locationBlocks', keyName: 'key' });
  const { fields } = blocks;
  const open = useOpenBlock(
    'locationBlocks',
    fields.map((field) => field.id),
  );
  const locations = useLocationList();
  const nameOf = (id: string) => locations.data?.items.find((item) => item.id === id)?.name ?? '…';
  const [extra, setExtra] = useState<string[]>([]);
  const [addingFor, setAddingFor] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const typeName = (type: TQrInfoBlockType) => t(`types.${type}.name`);

  const groups = [pageLocationId];
  for (const field of fields) if (!groups.includes(ownerOf(field))) groups.push(ownerOf(field));
  for (const id of extra) if (!groups.includes(id)) groups.push(id);
  const others = (locations.data?.items ?? []).filter((item) => !groups.includes(item.id));
  const positionsOf = (locationId: string) =>
    fields.flatMap((field, index) => (ownerOf(field) === locationId ? [index] : []));

  const add = (type: TQrInfoBlockType) => {
    const locationId = addingFor;
    setAddingFor(null);
    if (!locationId) return;
    const block = makeLocationBlock(type, locationId);
    const group = positionsOf(locationId);
    const at = group.length ? (group[group.length - 1] ?? 0) + 1 : fields.length;
    blocks.insert(at, block as never, { shouldFocus: false });
    open.openNew(block.id);
    setSaid(t('block.added', { type: typeName(type), number: group.length + 1 }));
  };

  return (
    <div className="gl-qr-location-groups">
      {groups.map((locationId) => {
        const group = positionsOf(locationId);
        const headingId = `qr-location-${locationId}`;
        const name = nameOf(locationId);
        return (
          <section key={locationId} className="gl-qr-location-group" aria-labelledby={headingId}>
            <h3 id={headingId} dir="auto">
              {name}
              {locationId === pageLocationId ? (
                <span className="gl-qr-badge">{t('locationBlocks.thisPage')}</span>
              ) : null}
            </h3>
            {group.length === 0 ? (
              <p className="gl-qr-muted">{t('locationBlocks.empty')}</p>
            ) : (
              <BlockList
                arrayName="locationBlocks"
                labelledBy={headingId}
                entries={group.map((index) => {
                  const field = fields[index]!;
                  return { key: field.key, id: field.id, index, typeName: typeName(field.type) };
                })}
                openId={open.openId}
                focusId={open.focusId}
                onToggle={open.toggle}
                onMove={(from, to) => {
                  const [a, b] = [group[from], group[to]];
                  if (a === undefined || b === undefined) return;
                  blocks.move(a, b);
                  setSaid(t('block.moved', { from: from + 1, to: to + 1 }));
                }}
                onDuplicate={(position) => {
                  const index = group[position] ?? 0;
                  const copy = copyBlock(getValues(`locationBlocks.${index}`) as TQrInfoLocationBlock);
                  blocks.insert(index + 1, copy as never, { shouldFocus: false });
                  setSaid(t('block.duplicated', { number: position + 1 }));
                }}
                onDelete={(position) => {
                  blocks.remove(group[position]);
                  setSaid(t('block.deleted', { number: position + 1 }));
                }}
              />
            )}
            <Button
              type="button"
              icon="pi pi-plus"
              outlined
              size="small"
              label={t('locationBlocks.add', { location: name })}
              onClick={() => setAddingFor(locationId)}
            />
          </section>
        );
      })}
      {others.length ? (
        <Dropdown
          ariaLabel={t('locationBlocks.another')}
          placeholder={t('locationBlocks.another')}
          value={null}
          options={others.map((item) => ({ value: item.id, label: item.name }))}
          optionLabel="label"
          optionValue="value"
          onChange={(event) => setExtra((all) => [...all, event.value as string])}
        />
      ) : null}
      <p className="gl-visually-hidden" aria-live="polite">
        {said}
      </p>
      {addingFor ? (
        <BlockPalette
          visible
          title={t('locationBlocks.paletteTitle', { location: nameOf(addingFor) })}
          onAdd={add}
          onClose={() => setAddingFor(null)}
        />
      ) : null}
    </div>
  );
}
