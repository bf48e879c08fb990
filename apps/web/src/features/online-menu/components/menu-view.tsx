import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordMenuView } from '../api/record-views';
import { countItems, filterCategories, visibleCategories } from '../model/menu-index';
import type { PublicItem } from '../model/pricing';
import { ActiveOrders } from './active-orders';
import { CartBar } from './cart-bar';
import { CategoryNav } from './category-nav';
import { GuestShell } from './guest-shell';
import { useMenu } from './menu-context';
import { MenuFooterLinks, MenuInfoCards, OfflineNotice } from './menu-extras';
import { MenuHero } from './menu-hero';
import { MenuSearch } from './menu-search';
import { MenuSection } from './menu-section';
import { OrderingBanner } from './ordering-banner';
import { OriginalNotice } from './original-marks';
import { RelatedItems } from './related-items';
import { useMenuOrdering } from './use-menu-ordering';
import { useFirstVisitTour } from './use-menu-tour';
import { useScrollSpy } from './use-scroll-spy';

const loadItemDialog = () => import('./item-dialog');
const ItemDialog = lazy(loadItemDialog);
/** Photos loaded at once: the first cards a phone shows without scrolling. */
const EAGER_PHOTOS = 3;

/** The whole menu: hero, search, category chips, sections, suggestions, info and the item dialog. */
export function MenuView({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation('guest-menu');
  const { menu, slug, language, itemsById } = useMenu();
  const ordering = useMenuOrdering();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [openItem, setOpenItem] = useState<PublicItem | null>(null);
  const [added, setAdded] = useState('');

  const categories = useMemo(() => visibleCategories(menu.categories), [menu.categories]);
  const shown = useMemo(
    () => filterCategories(categories, deferredQuery, language),
    [categories, deferredQuery, language],
  );
  const { activeId, scrollToSection } = useScrollSpy(shown.map((c) => c.id));
  const firstItemId = shown[0]?.items[0]?.id ?? shown[0]?.subCategories[0]?.items[0]?.id ?? null;
  const related = menu.settings.relatedItems.itemIds
    .map((id) => itemsById.get(id))
    .filter((item): item is PublicItem => Boolean(item));
  const searching = deferredQuery.trim().length > 0;

  useEffect(() => recordMenuView(slug), [slug]);
  useFirstVisitTour(categories.length > 0, ordering.takesOrders);

  // A link from the categories page (#category-…) lands on its section.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id.startsWith('category-')) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(''), 2500);
    return () => clearTimeout(timer);
  }, [added]);

  return (
    <GuestShell slug={slug} overlay footer={<MenuFooterLinks />}>
      <MenuHero />
      {banner}
      {ordering.notice ? <OrderingBanner notice={ordering.notice} /> : null}
      <OriginalNotice />
      <OfflineNotice />
      <div className="gm-sticky">
        <MenuSearch value={query} onChange={setQuery} />
        <CategoryNav categories={shown} activeId={activeId} onSelect={scrollToSection} />
      </div>
      <p className="gl-visually-hidden" aria-live="polite">
        {searching ? t('search.results', { n: shown.reduce((n, c) => n + countItems(c), 0) }) : ''}
      </p>
      <div className="gm-sections" onPointerDown={() => void loadItemDialog()}>
        {shown.map((category, index) => (
          <MenuSection
            key={category.id}
            category={category}
            onOpen={setOpenItem}
            eagerCount={index === 0 ? EAGER_PHOTOS : 0}
            firstItemId={firstItemId}
          />
        ))}
        {searching && shown.length === 0 ? (
          <div className="gm-empty">
            <i className="pi pi-search" aria-hidden="true" />
            <h2 className="gm-empty__title">{t('search.emptyTitle', { query: deferredQuery.trim() })}</h2>
            <p>{t('search.emptyHint')}</p>
            <button type="button" className="gm-button gm-button--secondary" onClick={() => setQuery('')}>
              {t('search.clear')}
            </button>
          </div>
        ) : null}
      </div>
      {!searching && related.length > 0 ? (
        <RelatedItems
          title={menu.settings.relatedItems.title || t('item.related')}
          items={related}
          onOpen={setOpenItem}
        />
      ) : null}
      {!searching ? <MenuInfoCards /> : null}
      {ordering.canAdd ? <CartBar /> : null}
      <ActiveOrders />
      <p className="gm-toast" role="status">
        {added ? (
          <>
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('cart.added', { title: added })}
          </>
        ) : null}
      </p>
      {openItem ? (
        <Suspense fallback={null}>
          <ItemDialog
            key={openItem.id}
            item={openItem}
            onClose={() => setOpenItem(null)}
            onOpenItem={setOpenItem}
            onAdded={(title) => {
              setOpenItem(null);
              setAdded(title);
            }}
          />
        </Suspense>
      ) : null}
    </GuestShell>
  );
}
