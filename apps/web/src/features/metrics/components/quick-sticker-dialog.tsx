import type { TQrSticker } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateSticker } from '../api/sticker';
import { TypeAndLocationDialog } from './type-and-location-dialog';

export interface QuickStickerDialogProps {
  visible: boolean;
  onClose: () => void;
  onReady: (sticker: TQrSticker) => void;
}

/**
 * "QR sticker in one step": the location's rating page of the type (made when it has none, with
 * ready-made texts) and its sticker, ready to print.
 */
export function QuickStickerDialog({ visible, onClose, onReady }: QuickStickerDialogProps) {
  const { t } = useTranslation('metrics');
  const create = useCreateSticker();
  return (
    <TypeAndLocationDialog
      visible={visible}
      onClose={onClose}
      texts={{ title: t('quick.title'), lead: t('quick.lead'), submit: t('quick.submit') }}
      submitIcon="pi pi-qrcode"
      idPrefix="metric-quick"
      locationFirst
      submit={async ({ type, location }) =>
        location ? create.mutateAsync({ metricType: type, slug: location.slug }) : undefined
      }
      onDone={onReady}
    />
  );
}
