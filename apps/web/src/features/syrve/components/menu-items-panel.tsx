import type { TSyrveMenuItem, TSyrveProducts } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useDisconnectProduct } from '../api/link-actions';

/** The menu's items: which product each is linked to, and which Syrve's stop list sold out (those first). */
export function MenuItemsPanel({ slug, data }: { slug: string; data: TSyrveProducts }) {
  const { t } = useTranslation('syrve');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const disconnect = useDisconnectProduct(slug);
  const linked = data.items.filter((i) => i.productId !== null).length;
  // What the POS stopped first, then the linked items, then the rest (each in menu order).
  const rank = (item: TSyrveMenuItem) => (item.stoppedByPos ? 0 : item.productId ? 1 : 2);
  const shown = [...data.items].sort((a, b) => rank(a) - rank(b));
  const stopped = data.items.filter((i) => i.stoppedByPos).length;
  const unlink = (item: TSyrveMenuItem) =>
    disconnect.mutate(
      { online_menu_item_id: item.id },
      {
        onSuccess: () => toast.success(t('items.unlinked', { title: item.title })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <section className="gl-panel gl-syrve-panel" aria-labelledby="syrve-items-heading">
      <h2 id="syrve-items-heading">{t('items.heading')}</h2>
      {data.items.length === 0 ? (
        <p className="gl-syrve-empty">{t('items.none')}</p>
      ) : (
        <>
          <p className="gl-syrve-muted">
            {t('items.summary', { linked, count: data.items.length, stopped })}
          </p>
          <ul className="gl-syrve-items">
            {shown.map((item) => (
              <li key={item.id} className="gl-syrve-item">
                <div className="gl-syrve-item__main">
                  <span className="gl-syrve-item__title" dir="auto">
                    {item.title}
                  </span>
                  <span className={item.productId ? 'gl-syrve-item__link' : 'gl-syrve-muted'}>
                    {item.productId ? (
                      <>
                        <span className="pi pi-link" aria-hidden="true" />{' '}
                        {item.productName
                          ? t('items.linked', { name: item.productName })
                          : t('items.linkedUnknown')}
                      </>
                    ) : (
                      t('items.notLinked')
                    )}
                  </span>
                </div>
                {item.stoppedByPos ? (
                  <span className="gl-syrve-tag gl-syrve-tag--stopped">
                    <span className="pi pi-ban" aria-hidden="true" /> {t('items.stopped')}
                  </span>
                ) : item.soldOut ? (
                  <span className="gl-syrve-tag">{t('items.soldOut')}</span>
                ) : null}
                {item.productId ? (
                  <Button
                    type="button"
                    size="small"
                    text
                    severity="secondary"
                    icon="pi pi-times"
                    label={t('items.unlink')}
                    aria-label={t('items.unlinkLabel', { title: item.title })}
                    disabled={disconnect.isPending}
                    onClick={() => unlink(item)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
