import { isSectionBuilt, type TProfileMenuSectionId } from '@guestloop/contracts';

export interface ProductFeature {
  /** Its line: `brand.points.<id>` in the `auth` namespace. */
  id: string;
  /** A PrimeIcons class. */
  icon: string;
  /** The console sections the line speaks of: it is shown once every one of them is built. */
  sections: readonly TProfileMenuSectionId[];
}

/** What the sign-in pages say the product does, each line tied to the sections it promises. */
export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  { id: 'menus', icon: 'pi pi-qrcode', sections: ['menus'] },
  { id: 'orders', icon: 'pi pi-bell', sections: ['orders', 'tables'] },
  { id: 'payments', icon: 'pi pi-credit-card', sections: ['payments', 'bonus-program'] },
  { id: 'feedback', icon: 'pi pi-comments', sections: ['surveys', 'enps', 'metrics'] },
  { id: 'qrPages', icon: 'pi pi-mobile', sections: ['qr-pages'] },
  { id: 'insights', icon: 'pi pi-chart-line', sections: ['reviews', 'statistics'] },
];

/** The lines of features that exist today, in order (a line never advertises a section not built). */
export function builtFeatures(features: readonly ProductFeature[] = PRODUCT_FEATURES): ProductFeature[] {
  return features.filter((feature) => feature.sections.every(isSectionBuilt));
}
