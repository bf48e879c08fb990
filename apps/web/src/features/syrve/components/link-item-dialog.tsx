import type { TSyrveProduct, TSyrveProducts } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { useConnectProduct } from '../api/link-actions';
import { PickDialog } from './pick-dialog';

interface LinkItemDialogProps {
  slug: string;
  data: TSyrveProducts;
  product: TSyrveProduct | null;
  onClose: () => void;
}

/** Picks the menu item a product is linked to (an item's earlier product is replaced). */
export function LinkItemDialog({ slug, data, product, onClose }: LinkItemDialogProps) {
  const { t } = useTranslation('syrve');
  const toast = useToast();
  const connect = useConnectProduct(slug);
  const categories = new Map(data.categories.map((c) => [c.id, c.title]));
  const options = data.items.map((item) => ({
    value: item.id,
    label: `${item.title} — ${categories.get(item.categoryId) ?? ''}`,
  }));
  const noteFor = (itemId: string) => {
    const item = data.items.find((i) => i.id === itemId);
    if (!item?.productId || item.productId === product?.id) return null;
    return t('linkDialog.replaces', { name: item.productName ?? item.productId });
  };

  return (
    <PickDialog
      open={product !== null}
      header={product ? t('linkDialog.title', { name: product.name }) : ''}
      label={t('linkDialog.item')}
      placeholder={t('linkDialog.itemPlaceholder')}
      options={options}
      noteFor={noteFor}
      submit={t('linkDialog.submit')}
      cancel={t('linkDialog.cancel')}
      inputId="syrve-link-item"
      onClose={onClose}
      onPick={async (itemId) => {
        if (!product) return;
        const { item } = await connect.mutateAsync({
          syrve_product_id: product.id,
          online_menu_item_id: itemId,
        });
        toast.success(t('linkDialog.done', { title: item.title, name: product.name }));
      }}
    />
  );
}
