import { SITE_CONTENT_TYPES, type TLanguage, type TSiteContentType } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink, LanguageSelect, QueryState } from '@/components/ui';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSaveSiteContent, useSiteContents } from '../api/site-contents';
import { RequireSuperAdmin } from '../components/require-super-admin';
import '../components/super-admin.css';

/** The product's own texts (terms of use, privacy policy…), one per type and language. */
export function SiteContentsPage() {
  return (
    <RequireSuperAdmin>
      <SiteContentsScreen />
    </RequireSuperAdmin>
  );
}

function SiteContentsScreen() {
  const { t } = useTranslation('super-admin');
  const typeId = useId();
  const [type, setType] = useState<TSiteContentType>(SITE_CONTENT_TYPES[0]);
  const [language, setLanguage] = useState<TLanguage>('en');
  const contents = useSiteContents(type);
  return (
    <>
      <BackLink to="/user/app/super-admin">{t('structure.back')}</BackLink>
      <header className="gl-page-header">
        <div>
          <h1>{t('contents.heading')}</h1>
          <p>{t('contents.lead')}</p>
        </div>
      </header>
      <div className="gl-sa-toolbar">
        <div className="gl-sa-field">
          <label htmlFor={typeId}>{t('contents.type')}</label>
          <Dropdown
            inputId={typeId}
            value={type}
            options={SITE_CONTENT_TYPES.map((value) => ({ value, label: t(`contents.types.${value}`) }))}
            onChange={(event) => setType(event.value as TSiteContentType)}
          />
        </div>
        <LanguageSelect value={language} onChange={setLanguage} label={t('contents.language')} />
      </div>
      <QueryState query={contents} loadingLabel={t('loading')}>
        {(list) => {
          const saved = list.items.find((item) => item.language === language)?.content ?? '';
          return (
            <ContentForm
              key={`${type}-${language}-${saved.length}`}
              type={type}
              language={language}
              saved={saved}
            />
          );
        }}
      </QueryState>
    </>
  );
}

function ContentForm({
  type,
  language,
  saved,
}: {
  type: TSiteContentType;
  language: TLanguage;
  saved: string;
}) {
  const { t } = useTranslation('super-admin');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const labelId = useId();
  const save = useSaveSiteContent();
  const [content, setContent] = useState(saved);
  const onSave = () =>
    save.mutate(
      { type, language, content },
      {
        onSuccess: () => toast.success(t('contents.saved')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <section>
      <h2 id={labelId}>
        {t(`contents.types.${type}`)} — {language}
      </h2>
      {saved ? null : <p>{t('contents.missing')}</p>}
      <RichTextEditor labelledBy={labelId} value={content} onChange={setContent} tools="basic" />
      <div className="gl-sa-actions" style={{ marginBlockStart: '1rem' }}>
        <Button
          type="button"
          icon="pi pi-check"
          label={t('actions.save')}
          loading={save.isPending}
          onClick={onSave}
        />
      </div>
    </section>
  );
}
