import type { TQrInfoPage } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SaveActions, UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUpdateQrPage } from '../../api/update-qr-page';
import { qrPagePath } from '../../paths';
import { PhonePreview } from '../preview/phone-preview';
import { BlocksPanel } from './blocks-panel';
import { DangerZone } from './danger-zone';
import { type QrFormValues, toEditBody, toFormValues, ZQrBuilderForm } from './form-model';
import { GeneralFields } from './general-fields';
import { BlockImagesProvider } from './images-context';
import { LocationBlocksPanel } from './location-blocks-panel';
import { qrSchemaOptions } from './messages';
import { applyServerMessages } from './server-errors';
import { BackgroundImage, ThemeFields } from './theme-fields';
import './builder.css';

/** Under this width the preview is a tab of its own instead of a column beside the builder. */
const NARROW_QUERY = '(max-width: 1099px)';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="gl-panel gl-qr-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="gl-qr-muted">{lead}</p> : null}
      <div className="gl-qr-subform">{children}</div>
    </section>
  );
}

/** The preview follows every change: only it re-renders as the form changes. */
function LivePreview({ page }: { page: TQrInfoPage }) {
  const values = useWatch<QrFormValues>() as QrFormValues;
  return <PhonePreview page={page} values={values} />;
}

/**
 * A QR page's builder: title and address, its blocks and its location's, each with its settings,
 * switch and schedule, and the page's look, checked as the API checks them, beside a live phone
 * preview; one Save sends it all. The background image is saved as soon as it is picked.
 */
export function QrBuilder({ page }: { page: TQrInfoPage }) {
  const { t } = useTranslation('qr-pages');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const update = useUpdateQrPage(page.slug);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [pane, setPane] = useState<'build' | 'preview'>('build');
  const leaving = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<QrFormValues>({
    resolver: zodResolver(ZQrBuilderForm, qrSchemaOptions) as unknown as Resolver<QrFormValues>,
    defaultValues: toFormValues(page),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await update.mutateAsync(toEditBody(values));
        reset(toFormValues(saved));
        toast.success(t('builder.saved'));
        if (saved.slug !== page.slug) navigate(qrPagePath(saved.slug), { replace: true });
      } catch (error) {
        if (applyServerMessages(error, form.getValues(), setError)) toast.error(t('builder.fixErrors'));
        else setFormError(errorMessage(error));
      }
    },
    () => toast.error(t('builder.fixErrors')),
  );

  const showBuild = !narrow || pane === 'build';
  const showPreview = !narrow || pane === 'preview';

  return (
    <FormProvider {...form}>
      <BlockImagesProvider saved={page.images}>
        {narrow ? (
          <div className="gl-qr-panes" role="tablist" aria-label={t('builder.panes')}>
            {(['build', 'preview'] as const).map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`qr-pane-${id}`}
                aria-selected={pane === id}
                aria-controls={`qr-panel-${id}`}
                className="gl-qr-panes__tab"
                onClick={() => setPane(id)}
              >
                <span className={`pi ${id === 'build' ? 'pi-pencil' : 'pi-mobile'}`} aria-hidden="true" />
                {t(`builder.pane.${id}`)}
              </button>
            ))}
          </div>
        ) : null}
        <div className="gl-qr-layout">
          <div
            className="gl-qr-main"
            id="qr-panel-build"
            hidden={!showBuild}
            {...(narrow ? { role: 'tabpanel', 'aria-labelledby': 'qr-pane-build' } : {})}
          >
            <form className="gl-qr-form" onSubmit={onSubmit} noValidate aria-label={t('builder.formLabel')}>
              {formError ? (
                <p className="gl-qr-alert" role="alert">
                  {formError}
                </p>
              ) : null}
              <Section id="qr-section-general" title={t('sections.general')}>
                <GeneralFields />
              </Section>
              <Section id="qr-section-blocks" title={t('sections.blocks')} lead={t('sections.blocksLead')}>
                <BlocksPanel />
              </Section>
              <Section
                id="qr-section-location"
                title={t('sections.locationBlocks')}
                lead={t('sections.locationBlocksLead')}
              >
                <LocationBlocksPanel pageLocationId={page.locationId} />
              </Section>
              <Section id="qr-section-theme" title={t('sections.theme')} lead={t('sections.themeLead')}>
                <ThemeFields />
              </Section>
              <div className="gl-qr-savebar">
                <SaveActions
                  dirty={isDirty}
                  saving={isSubmitting}
                  onDiscard={() => {
                    reset();
                    setFormError(null);
                  }}
                  texts={{
                    unsaved: t('builder.unsaved'),
                    discard: t('builder.discard'),
                    save: t('actions.save'),
                  }}
                />
              </div>
            </form>
            <Section id="qr-section-background" title={t('sections.background')}>
              <BackgroundImage page={page} />
            </Section>
            <DangerZone page={page} leaving={leaving} />
            <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} namespace="qr-pages" leaving={leaving} />
          </div>
          <aside
            id="qr-panel-preview"
            className="gl-qr-aside"
            aria-label={t('preview.caption')}
            hidden={!showPreview}
            {...(narrow ? { role: 'tabpanel', 'aria-labelledby': 'qr-pane-preview' } : {})}
          >
            <LivePreview page={page} />
          </aside>
        </div>
      </BlockImagesProvider>
    </FormProvider>
  );
}
