import { isLanguage, LANGUAGE_NAMES, type TPrivacyPolicy } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { RequirePermission } from '@/entities/permissions';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { getPolicyTemplate } from '../api/get-policy-template';
import { usePrivacyPolicies } from '../api/list-privacy-policies';
import { ContentList } from '../components/content-list';
import { CopyLink } from '../components/copy-link';
import { type PolicyDraft, PolicyEditorDialog } from '../components/policy-editor-dialog';
import { publicPolicyPath } from '../paths';
import '../components/content.css';

/** /user/app/privacy-policies: the company's privacy policies, new ones from a template. */
export function PrivacyPoliciesPage() {
  return (
    <RequirePermission permission="content.manage" namespace="menu-content">
      <PrivacyPolicies />
    </RequirePermission>
  );
}

function PrivacyPolicies() {
  const { t, i18n } = useTranslation('menu-content');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const policies = usePrivacyPolicies();
  const [draft, setDraft] = useState<PolicyDraft | null>(null);
  const [starting, setStarting] = useState(false);

  const startNew = async () => {
    setStarting(true);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : 'en';
      const template = await getPolicyTemplate(language);
      setDraft({ kind: 'new', ...template });
    } catch (error) {
      toast.error(t('policies.templateError'), errorMessage(error));
    } finally {
      setStarting(false);
    }
  };
  const addButton = (
    <Button
      type="button"
      icon="pi pi-plus"
      label={t('policies.add')}
      loading={starting}
      onClick={() => void startNew()}
    />
  );
  const dates = useConsoleDates();

  return (
    <>
      <ContentList
        heading={t('policies.heading')}
        lead={t('policies.lead')}
        query={policies}
        addButton={addButton}
        empty={{ icon: 'pi pi-shield', title: t('policies.emptyTitle'), message: t('policies.emptyMessage') }}
        listLabel={t('policies.listLabel')}
        itemKey={(policy) => policy.id}
        renderItem={(policy: TPrivacyPolicy) => (
          <>
            <div className="gl-mc-item__main">
              <h2 className="gl-mc-item__title">{policy.title}</h2>
              <span className="gl-mc-muted">
                {LANGUAGE_NAMES[policy.language]} ·{' '}
                {t('policies.updated', { date: dates.format(policy.updatedAt, 'date') })}
              </span>
            </div>
            <CopyLink path={publicPolicyPath(policy.slug)} name={policy.title} />
            <div className="gl-mc-item__actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                label={t('actions.edit')}
                outlined
                size="small"
                aria-label={t('policies.edit', { title: policy.title })}
                onClick={() => setDraft({ kind: 'edit', policy })}
              />
            </div>
          </>
        )}
      />
      <PolicyEditorDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={(policy) => {
          setDraft(null);
          toast.success(t('policies.saved', { title: policy.title }));
        }}
      />
    </>
  );
}
