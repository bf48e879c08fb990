import type { TMenu } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, PageState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import { useMenu } from '../api/get-menu';
import { ContentTab } from '../components/content-tab';
import { DeleteMenuSection } from '../components/delete-menu-section';
import { ImagesPanel } from '../components/images-panel';
import { MenuHeader } from '../components/menu-header';
import { OrderingPausePanel } from '../components/ordering-pause-panel';
import { PhonePreview } from '../components/phone-preview';
import { SettingsForm } from '../components/settings-form';
import { MENUS_PATH } from '../paths';
import '../components/menus.css';
import '../components/menu-forms.css';
import '../components/menu-editor.css';
import '../components/ordering.css';

/** /user/app/menus/:slug: one menu's editor with a live preview. */
export function MenuPage() {
  return (
    <RequirePermission permission="menus.manage" namespace="menus">
      <MenuLoader />
    </RequirePermission>
  );
}

function BackToList() {
  const { t } = useTranslation('menus');
  return <BackLink to={MENUS_PATH}>{t('editor.back')}</BackLink>;
}

function MenuLoader() {
  const { t } = useTranslation('menus');
  const { slug = '' } = useParams();
  const query = useMenu(slug);
  usePageTitle(query.data?.title);

  if (!query.data) {
    return (
      <QueryState
        query={query}
        loadingLabel={t('editor.loading')}
        errorTitle={t('editor.loadError')}
        aboveProblem={<BackToList />}
        notFound={
          <PageState icon="pi pi-book" title={t('editor.notFound')} message={t('editor.notFoundHint')} />
        }
      />
    );
  }
  // Keyed by id: another menu gets fresh forms, a new slug of the same menu keeps them.
  return <MenuEditor key={query.data.id} menu={query.data} />;
}

function MenuEditor({ menu }: { menu: TMenu }) {
  const { t } = useTranslation('menus');
  const [tab, setTab] = useState(0);
  const [previewing, setPreviewing] = useState(false);

  return (
    <>
      <BackToList />
      <MenuHeader menu={menu} />
      <OrderingPausePanel menu={menu} />
      <Button
        type="button"
        className="gl-menu-preview-toggle"
        icon={previewing ? 'pi pi-pencil' : 'pi pi-mobile'}
        label={t('preview.toggle')}
        aria-pressed={previewing}
        outlined
        onClick={() => setPreviewing((on) => !on)}
      />
      <div className={`gl-menu-layout${previewing ? ' gl-menu-layout--previewing' : ''}`}>
        <div className="gl-panel gl-menu-main">
          <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} renderActiveOnly={false}>
            <TabPanel header={t('tabs.content')}>
              <ContentTab menu={menu} />
            </TabPanel>
            <TabPanel header={t('tabs.settings')}>
              <SettingsForm menu={menu} />
              <DeleteMenuSection menu={menu} />
            </TabPanel>
            <TabPanel header={t('tabs.images')}>
              <ImagesPanel menu={menu} />
            </TabPanel>
          </TabView>
        </div>
        <aside className="gl-menu-preview" aria-label={t('preview.caption')}>
          <PhonePreview menu={menu} />
        </aside>
      </div>
    </>
  );
}
