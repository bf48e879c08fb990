import type { TMenu } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ImagePicker, type PickedImage } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { type MenuImageKind, useSetMenuImage } from '../api/set-menu-image';

/** The Images tab: the menu's logo and background, saved as soon as they are picked or removed. */
export function ImagesPanel({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const setImage = useSetMenuImage(menu.slug);

  const change = (kind: MenuImageKind) => async (image: PickedImage | null) => {
    try {
      await setImage.mutateAsync({ kind, imageId: image?.id ?? null });
      toast.success(t(image ? `images.${kind}.saved` : `images.${kind}.removed`));
    } catch (error) {
      toast.error(t('images.failed'), errorMessage(error));
    }
  };

  return (
    <div className="gl-menu-images">
      <ImagePicker
        label={t('images.logo.label')}
        hint={t('images.logo.hint')}
        value={menu.logo?.src ?? null}
        bucket="menus"
        onChange={change('logo')}
        disabled={setImage.isPending}
      />
      <ImagePicker
        label={t('images.background.label')}
        hint={t('images.background.hint')}
        value={menu.background?.src ?? null}
        bucket="menus"
        onChange={change('background')}
        disabled={setImage.isPending}
      />
    </div>
  );
}
