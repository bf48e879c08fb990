import type { TSyrveProduct, TSyrveProducts } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateItemDialog } from './create-item-dialog';
import { formatPrice } from './format';
import { LinkItemDialog } from './link-item-dialog';

interface ProductsPanelProps {
  slug: string;
  data: TSyrveProducts;
  currency: string;
  search: string;
  onSearch: (value: string) => void;
  /** The search the shown answer is for. */
  q: string;
}

/** Syrve's products, searchable, each with the items it is linked to and the two ways to use it. */
export function ProductsPanel({ slug, data, currency, search, onSearch, q }: ProductsPanelProps) {
  const { t, i18n } = useTranslation('syrve');
  const [linking, setLinking] = useState<TSyrveProduct | null>(null);
  const [creating, setCreating] = useState<TSyrveProduct | null>(null);
  const price = (minor: number) => formatPrice(minor, currency, i18n.language);

  return (
    <section className="gl-panel gl-syrve-panel" aria-labelledby="syrve-products-heading">
      <h2 id="syrve-products-heading">{t('products.heading')}</h2>
      <div className="gl-syrve-search">
        <label htmlFor="syrve-search">{t('products.search')}</label>
        <IconField iconPosition="left">
          <InputIcon className="pi pi-search" />
          <InputText
            id="syrve-search"
            type="search"
            value={search}
            placeholder={t('products.searchHint')}
            onChange={(event) => onSearch(event.target.value)}
            autoComplete="off"
          />
        </IconField>
      </div>
      <p className="gl-syrve-muted" aria-live="polite">
        {data.products.length < data.total
          ? t('products.countLimited', { shown: data.products.length, count: data.total })
          : t('products.count', { count: data.total })}
      </p>
      {data.products.length === 0 ? (
        <p className="gl-syrve-empty">{q ? t('products.noMatch', { q }) : t('products.none')}</p>
      ) : (
        <ul className="gl-syrve-products">
          {data.products.map((product) => (
            <li key={product.id} className="gl-syrve-product">
              <div className="gl-syrve-product__main">
                <span className="gl-syrve-product__name" dir="auto">
                  {product.name}
                </span>
                <span className="gl-syrve-muted">
                  {[product.groupName, product.code ? t('products.code', { code: product.code }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {product.links.length > 0 ? (
                  <span className="gl-syrve-product__links">
                    {t('products.linkedTo')}{' '}
                    {product.links.map((link) => (
                      <span key={link.itemId} className="gl-syrve-chip" dir="auto">
                        {link.menuSlug === slug
                          ? link.itemTitle
                          : t('products.otherMenu', { title: link.itemTitle, menu: link.menuSlug })}
                      </span>
                    ))}
                  </span>
                ) : null}
              </div>
              <span className="gl-syrve-product__price">{price(product.price)}</span>
              <div className="gl-syrve-product__actions">
                <Button
                  type="button"
                  size="small"
                  outlined
                  icon="pi pi-link"
                  label={t('products.link')}
                  aria-label={t('products.linkLabel', { name: product.name })}
                  onClick={() => setLinking(product)}
                />
                <Button
                  type="button"
                  size="small"
                  text
                  icon="pi pi-plus"
                  label={t('products.create')}
                  aria-label={t('products.createLabel', { name: product.name })}
                  onClick={() => setCreating(product)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <LinkItemDialog slug={slug} data={data} product={linking} onClose={() => setLinking(null)} />
      <CreateItemDialog
        slug={slug}
        data={data}
        product={creating}
        price={creating ? price(creating.price) : ''}
        onClose={() => setCreating(null)}
      />
    </section>
  );
}
