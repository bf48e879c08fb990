import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/lib/title';
import { useCustomPage } from '../api/get-custom-page';
import '../components/guest-menu.css';
import { GuestShell } from '../components/guest-shell';
import { GuestQueryState, StateMessage } from '../components/guest-states';
import { useMenuHome } from '../components/menu-home';
import { MenuSkeleton } from '../components/menu-states';

/**
 * /:slug/page/:customPageSlug — a page the venue wrote (opening story, allergens table…). Shown as
 * written (not translated); the HTML is sanitised by the server before it is stored and served.
 */
export function CustomPage() {
  const { slug = '', customPageSlug = '' } = useParams();
  const { t } = useTranslation(['guest-menu', 'common']);
  const page = useCustomPage(slug, customPageSlug);
  usePageTitle(page.data?.title);
  const menuHome = useMenuHome(slug);

  return (
    <GuestShell slug={slug} backTo={menuHome}>
      <GuestQueryState
        query={page}
        loading={<MenuSkeleton />}
        notFound={
          <StateMessage
            icon="pi-file"
            title={t('common:unavailable.page.title')}
            message={t('common:unavailable.page.message')}
          />
        }
      >
        {(data) => (
          <article className="gm-page gm-custom-page">
            <h1 className="gm-page__title">{data.title}</h1>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (DOMPurify) */}
            <div className="gm-prose" dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
          </article>
        )}
      </GuestQueryState>
    </GuestShell>
  );
}
