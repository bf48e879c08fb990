import type { TSyrveProduct, TSyrveProducts } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { useCreateFromProduct } from '../api/link-actions';
import { PickDialog } from './pick-dialog';

interface CreateItemDialogProps {
  slug: string;
  data: TSyrveProducts;
  product: TSyrveProduct | null;
  /** The product's price as the menu writes it. */
  price: string;
  onClose: () => void;
}

/** Makes a menu item from a product in the chosen category (sub-categories under their parent). */
export function CreateItemDialog({ slug, data, product, price, onClose }: CreateItemDialogProps) {
  const { t } = useTranslation('syrve');
  const toast = useToast();
  const create = useCreateFromProduct(slug);
  const titles = new Map(data.categories.map((c) => [c.id, c.title]));
  const options = data.categories.map((c) => ({
    value: c.id,
    label: c.parentId ? `${titles.get(c.parentId) ?? ''} › ${c.title}` : c.title,
  }));

  return (
    <PickDialog
      open={product !== null}
      header={product ? t('createDialog.title', { name: product.name }) : ''}
      lead={options.length ? t('createDialog.lead', { price }) : t('createDialog.noCategories')}
      label={t('createDialog.category')}
      placeholder={t('createDialog.categoryPlaceholder')}
      options={options}
      submit={t('createDialog.submit')}
      cancel={t('createDialog.cancel')}
      inputId="syrve-create-category"
      onClose={onClose}
      onPick={async (categoryId) => {
        if (!product) return;
        const { item } = await create.mutateAsync({
          syrve_product_id: product.id,
          category_slug: categoryId,
        });
        toast.success(t('createDialog.done', { title: item.title }));
      }}
    />
  );
}
