import type { TQrInfoBlockType } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { BLOCK_GROUPS, BLOCK_ICONS } from '../../block-types';

export interface BlockPaletteProps {
  visible: boolean;
  /** Names the dialog: "Add a block" or "Add a block for Rooftop bar". */
  title: string;
  onAdd: (type: TQrInfoBlockType) => void;
  onClose: () => void;
}

/** The 28 block types in five groups, each saying what it gives guests. */
export function BlockPalette({ visible, title, onAdd, onClose }: BlockPaletteProps) {
  const { t } = useTranslation('qr-pages');
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={title}
      className="gl-qr-dialog gl-qr-dialog--wide"
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
    >
      <div className="gl-qr-palette">
        {BLOCK_GROUPS.map(({ group, types }) => (
          <section key={group} aria-labelledby={`qr-palette-${group}`}>
            <h3 id={`qr-palette-${group}`}>{t(`palette.groups.${group}`)}</h3>
            <ul>
              {types.map((type) => (
                <li key={type}>
                  <button
                    type="button"
                    className="gl-qr-type"
                    aria-labelledby={`qr-palette-type-${type}`}
                    aria-describedby={`qr-palette-type-${type}-hint`}
                    onClick={() => onAdd(type)}
                  >
                    <span className={`gl-qr-type__icon ${BLOCK_ICONS[type]}`} aria-hidden="true" />
                    <span className="gl-qr-type__text">
                      <strong id={`qr-palette-type-${type}`}>{t(`types.${type}.name`)}</strong>
                      <span id={`qr-palette-type-${type}-hint`}>{t(`types.${type}.hint`)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
