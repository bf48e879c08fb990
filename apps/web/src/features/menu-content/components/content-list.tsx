import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type QueryLike, QueryState } from '@/components/ui';

export interface ContentListProps<T> {
  heading: string;
  lead: string;
  query: QueryLike<{ items: T[] }>;
  /** Starts a new entry; shown in the header once there are entries, in the empty state before. */
  addButton: ReactNode;
  empty: { icon: string; title: string; message: string };
  /** Names the list for screen readers. */
  listLabel: string;
  itemKey: (item: T) => string;
  /** An entry's card: its title line, link and actions. */
  renderItem: (item: T) => ReactNode;
}

/** A content page (menu pages, privacy policies, short links): heading, the list in cards, its states. */
export function ContentList<T>({
  heading,
  lead,
  query,
  addButton,
  empty,
  listLabel,
  itemKey,
  renderItem,
}: ContentListProps<T>) {
  const { t } = useTranslation('menu-content');
  return (
    <>
      <header className="gl-page-header gl-mc-header">
        <div>
          <h1>{heading}</h1>
          <p>{lead}</p>
        </div>
        {query.data?.items.length ? addButton : null}
      </header>
      <QueryState
        query={query}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="gl-panel">
            <EmptyState icon={empty.icon} title={empty.title} message={empty.message} action={addButton} />
          </div>
        }
      >
        {(data) => (
          <ul className="gl-mc-list" aria-label={listLabel}>
            {data.items.map((item) => (
              <li key={itemKey(item)} className="gl-panel gl-mc-item">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
