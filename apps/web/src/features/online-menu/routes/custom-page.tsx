import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/title';
import { useCustomPage } from '../api/get-custom-page';
import '../components/guest-menu.css';
import { GuestShell } from '../components/guest-shell';
import { menuPaths } from '../components/menu-context';
import { MenuSkeleton, StateMessage } from '../components/menu-states';

/**
 * /:slug/page/:customPageSlug — a page the venue wrote (opening story, allergens table…). Shown as
 * written (not translated); the HTML is sanitised by the server before it is stored and served.
 */
export function CustomPage() {
  const { slug = '', customPageSlug = '' } = useParams();
  const { t } = useTranslation(['guest-menu', 'common']);
  const errorMessage = useErrorMessage();
  const page = useCustomPage(slug, customPageSlug);
  usePageTitle(page.data?.title);

  let content: React.ReactNode;
  if (page.isPending) content = <MenuSkeleton />;
  else if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    content = (
      <StateMessage
        icon={missing ? 'pi-file' : 'pi-wifi'}
        tone={missing ? 'neutral' : 'error'}
        title={missing ? t('common:unavailable.page.title') : t('common:error.loadFailed')}
        message={missing ? t('common:unavailable.page.message') : errorMessage(page.error)}
      />
    );
  } else {
    content = (
      <article className="gm-page gm-custom-page">
        <h1 className="gm-page__title">{page.data.title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (DOMPurify) */}
        <div className="gm-prose" dangerouslySetInnerHTML={{ __html: page.data.bodyHtml }} />
      </article>
    );
  }
  return (
    <GuestShell slug={slug} backTo={menuPaths.menu(slug)}>
      {content}
    </GuestShell>
  );
}
