import type { TMenu } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ImageFields } from '@/components/ui';
import { type MenuImageKind, useSetMenuImage } from '../api/set-menu-image';

/** The Images tab: the menu's logo and background, saved as soon as they are picked or removed. */
export function ImagesPanel({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const setImage = useSetMenuImage(menu.slug);
  return (
    <ImageFields<MenuImageKind>
      className="gl-menu-images"
      bucket="menus"
      slots={[
        {
          kind: 'logo',
          label: t('images.logo.label'),
          hint: t('images.logo.hint'),
          value: menu.logo?.src ?? null,
        },
        {
          kind: 'background',
          label: t('images.background.label'),
          hint: t('images.background.hint'),
          value: menu.background?.src ?? null,
        },
      ]}
      save={(kind, imageId) => setImage.mutateAsync({ kind, imageId })}
      saving={setImage.isPending}
      savedText={(kind, removed) => t(removed ? `images.${kind}.removed` : `images.${kind}.saved`)}
      failedText={t('images.failed')}
    />
  );
}
