import { LANGUAGE_NAMES, LANGUAGES, type TLanguage, type TTranslatableKind } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackLink, EmptyState, PageState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { CONTENT_TRANSLATIONS_PATH } from '@/lib/content-translations-path';
import { usePageTitle } from '@/lib/title';
import { useFollowedProgress } from '../api/get-translation-progress';
import { useTranslations } from '../api/get-translations';
import { TranslatePanel } from '../components/translate-panel';
import { TranslationEditor } from '../components/translation-editor';
import { isTranslatableKind, TRANSLATABLE_KIND_CONFIG } from '../kinds';
import '../components/translations.css';

const isLanguage = (value: string | null): value is TLanguage =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/** /user/app/translations/:kind/:slug?to=: a record's texts, machine translation and corrections. */
export function TranslationEditorPage() {
  return (
    <RequirePermission permission="translations.manage" namespace="translations">
      <EditorLoader />
    </RequirePermission>
  );
}

function EditorLoader() {
  const { t, i18n } = useTranslation('translations');
  const { kind = '', slug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('to');
  const uiLanguage = isLanguage(i18n.language) ? i18n.language : 'en';
  const to: TLanguage = isLanguage(asked) ? asked : uiLanguage;
  const valid = isTranslatableKind(kind);
  const query = useTranslations(valid ? kind : 'menu', slug, valid ? to : null);
  usePageTitle(query.data?.title);
  const back = <BackLink to={CONTENT_TRANSLATIONS_PATH}>{t('editor.back')}</BackLink>;
  const missing = (
    <PageState icon="pi pi-language" title={t('editor.notFound')} message={t('editor.notFoundHint')} />
  );
  if (!valid)
    return (
      <>
        {back}
        {missing}
      </>
    );
  const open = (language: TLanguage) =>
    setSearch(
      (params) => {
        params.set('to', language);
        return params;
      },
      { replace: true },
    );

  return (
    <QueryState
      query={query}
      loadingLabel={t('editor.loading')}
      errorTitle={t('editor.loadError')}
      aboveProblem={back}
      notFound={missing}
    >
      {(data) => {
        const same = data.sourceLanguage === data.language;
        return (
          <div className="gl-tr-page">
            {back}
            <header className="gl-page-header gl-tr-header">
              <span
                className={`gl-tr-header__icon ${TRANSLATABLE_KIND_CONFIG[kind].icon}`}
                aria-hidden="true"
              />
              <div className="gl-tr-header__text">
                <h1 dir="auto">{data.title}</h1>
                <p>
                  {t('editor.source', {
                    kind: t(`kind.${kind}`),
                    language: LANGUAGE_NAMES[data.sourceLanguage],
                  })}{' '}
                  · {t('editor.textsCount', { count: data.texts.length })}
                </p>
              </div>
              <Link className="gl-tr-link" to={TRANSLATABLE_KIND_CONFIG[kind].editorPath(slug)}>
                <span className="pi pi-pencil" aria-hidden="true" /> {t('editor.openRecord')}
              </Link>
            </header>
            {data.texts.length === 0 ? (
              <div className="gl-panel">
                <EmptyState
                  icon="pi pi-language"
                  title={t('editor.empty')}
                  message={t('editor.emptyMessage')}
                />
              </div>
            ) : (
              <>
                <TranslatePanel kind={kind} slug={slug} sourceLanguage={data.sourceLanguage} onEdit={open} />
                <TargetPicker
                  kind={kind}
                  slug={slug}
                  source={data.sourceLanguage}
                  to={same ? null : to}
                  onPick={open}
                />
                {same ? (
                  <div className="gl-panel">
                    <EmptyState
                      icon="pi pi-globe"
                      title={t('editor.pickTitle')}
                      message={t('editor.pickMessage')}
                    />
                  </div>
                ) : (
                  <TranslationEditor kind={kind} slug={slug} data={data} />
                )}
              </>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

/** Which language the editor shows, and how far an engine still is with it. */
function TargetPicker({
  kind,
  slug,
  source,
  to,
  onPick,
}: {
  kind: TTranslatableKind;
  slug: string;
  source: TLanguage;
  to: TLanguage | null;
  onPick: (language: TLanguage) => void;
}) {
  const { t } = useTranslation('translations');
  const id = useId();
  const progress = useFollowedProgress(kind, slug, to ? [to] : []);
  const waiting = progress.data?.languages[0]?.waiting ?? 0;
  const options = LANGUAGES.filter((code) => code !== source).map((code) => ({
    value: code,
    label: LANGUAGE_NAMES[code],
  }));
  return (
    <div className="gl-tr-target">
      <label htmlFor={id} className="gl-field__label">
        {t('editor.language')}
      </label>
      <Dropdown
        inputId={id}
        value={to}
        options={options}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onPick(event.value as TLanguage)}
        placeholder={t('editor.chooseLanguage')}
        filter
        className="gl-tr-target__select"
      />
      {waiting > 0 ? (
        <span className="gl-tr-target__waiting" role="status">
          <span className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
          {t('editor.filling', { count: waiting })}
        </span>
      ) : null}
    </div>
  );
}
