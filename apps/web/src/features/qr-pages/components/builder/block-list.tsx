import { useTranslation } from 'react-i18next';
import { SortableList } from '@/components/ui/SortableList';
import { BlockCard } from './block-card';
import { useSortTexts } from './use-sort-texts';

export interface BlockEntry {
  /** The field array's key (stable while the list is edited). */
  key: string;
  /** The block's id. */
  id: string;
  /** Its index in the form's array. */
  index: number;
  typeName: string;
}

export interface BlockListProps {
  /** `blocks` or `locationBlocks`. */
  arrayName: string;
  entries: BlockEntry[];
  labelledBy: string;
  openId: string | null;
  focusId: string | null;
  onToggle: (id: string) => void;
  /** Moves the entry at position `from` of this list to `to`. */
  onMove: (from: number, to: number) => void;
  onDuplicate: (position: number) => void;
  onDelete: (position: number) => void;
}

/** Blocks in order: dragged by their handle, or moved with the arrow buttons. */
export function BlockList(props: BlockListProps) {
  const { arrayName, entries, labelledBy, openId, focusId, onToggle, onMove, onDuplicate, onDelete } = props;
  const { t } = useTranslation('qr-pages');
  const sortTexts = useSortTexts();
  return (
    <SortableList
      className="gl-qr-list"
      aria-labelledby={labelledBy}
      items={entries.map((entry, position) => ({
        id: entry.key,
        title: t('block.numbered', { number: position + 1, type: entry.typeName }),
      }))}
      texts={sortTexts}
      onReorder={(_ids, { from, to }) => onMove(from, to)}
      renderItem={(_item, position) => {
        const entry = entries[position];
        if (!entry) return null;
        return (
          <BlockCard
            base={`${arrayName}.${entry.index}`}
            number={position + 1}
            count={entries.length}
            open={openId === entry.id}
            focusFirst={focusId === entry.id}
            onToggle={() => onToggle(entry.id)}
            onMove={(offset) => onMove(position, position + offset)}
            onDuplicate={() => onDuplicate(position)}
            onDelete={() => onDelete(position)}
          />
        );
      }}
    />
  );
}
