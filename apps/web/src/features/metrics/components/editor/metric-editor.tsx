import type { TMetric, TMetricOutcome } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors, formSchemaOptions } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useUpdateMetric } from '../../api/update-metric';
import { metricPath } from '../../paths';
import { FormAlert, MetricSaveActions } from '../form-parts';
import { GeneralFields, PageTextsFields, VerificationField } from './general-fields';
import { MetricDangerZone } from './metric-danger-zone';
import { type MetricFormValues, toFormValues, toUpdateBody, ZMetricForm } from './metric-form-model';
import { MetricPicture } from './metric-picture';
import { MetricPreview, type MetricPreviewProps } from './metric-preview';
import { OutcomeFields } from './outcome-fields';
import { QuestionsFields } from './questions-fields';
import { ReviewLinksFields } from './review-links-fields';
import { SubLocationsField } from './sub-locations-field';

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
    <section className="gl-panel gl-metric-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="gl-metrics-muted">{lead}</p> : null}
      <div className="gl-metric-subform">{children}</div>
    </section>
  );
}

/** The preview follows every keystroke: only it re-renders as the form changes. */
function LivePreview(props: Omit<MetricPreviewProps, 'values'>) {
  const values = useWatch<MetricFormValues>() as MetricFormValues;
  return <MetricPreview {...props} values={values} />;
}

/** A metric's texts, questions, outcomes and links beside a live preview of the guest's page. */
export function MetricEditor({ metric }: { metric: TMetric }) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const update = useUpdateMetric(metric.slug);
  const leaving = useRef(false);
  const [outcome, setOutcome] = useState<TMetricOutcome>('good');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MetricFormValues>({
    resolver: zodResolver(ZMetricForm, formSchemaOptions) as unknown as Resolver<MetricFormValues>,
    defaultValues: toFormValues(metric),
  });
  const {
    handleSubmit,
    reset,
    resetField,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;

  // A move drops the sub-locations of the old location: the form follows.
  const seenLocation = useRef(metric.locationId);
  const { locationId } = metric;
  const { subLocationIds } = metric.content;
  useEffect(() => {
    if (seenLocation.current === locationId) return;
    seenLocation.current = locationId;
    resetField('content.subLocationIds', { defaultValue: subLocationIds });
  }, [locationId, subLocationIds, resetField]);

  const onSubmit = handleSubmit(
    async (checked) => {
      setFormError(null);
      try {
        const saved = await update.mutateAsync(toUpdateBody(checked as never, metric));
        reset(toFormValues(saved));
        toast.success(t('editor.saved'));
        if (saved.slug !== metric.slug) navigate(metricPath(saved.slug), { replace: true });
      } catch (error) {
        if (applyServerFieldErrors(error, form.getValues(), setError)) toast.error(t('editor.fixErrors'));
        else setFormError(errorMessage(error));
      }
    },
    () => toast.error(t('editor.fixErrors')),
  );

  return (
    <FormProvider {...form}>
      <div className="gl-metric-layout">
        <div className="gl-metric-main">
          <a className="gl-metric-jump gl-metrics-link" href="#metric-preview">
            <span className="pi pi-mobile" aria-hidden="true" />
            {t('preview.jump')}
          </a>
          <form className="gl-metric-form" onSubmit={onSubmit} noValidate aria-label={t('editor.formLabel')}>
            <FormAlert message={formError} />
            <Section id="metric-general" title={t('sections.general')}>
              <GeneralFields />
            </Section>
            <Section id="metric-questions" title={t('sections.questions')} lead={t('sections.questionsLead')}>
              <QuestionsFields />
            </Section>
            <Section id="metric-outcomes" title={t('sections.outcomes')} lead={t('sections.outcomesLead')}>
              <OutcomeFields type={metric.type} outcome={outcome} onOutcomeChange={setOutcome} />
              <VerificationField />
            </Section>
            <Section id="metric-links" title={t('sections.links')} lead={t('sections.linksLead')}>
              <ReviewLinksFields />
            </Section>
            <Section
              id="metric-subs"
              title={t('sections.subLocations')}
              lead={t('sections.subLocationsLead')}
            >
              <SubLocationsField locationId={metric.locationId} />
            </Section>
            <Section id="metric-texts" title={t('sections.texts')}>
              <PageTextsFields />
            </Section>
            <div className="gl-metric-savebar">
              <MetricSaveActions
                dirty={isDirty}
                saving={isSubmitting}
                onDiscard={() => {
                  reset();
                  setFormError(null);
                }}
              />
            </div>
          </form>
          <Section id="metric-picture" title={t('sections.picture')} lead={t('sections.pictureLead')}>
            <MetricPicture metric={metric} />
          </Section>
          <MetricDangerZone metric={metric} leaving={leaving} />
          <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} namespace="metrics" leaving={leaving} />
        </div>
        <aside id="metric-preview" className="gl-metric-aside" aria-label={t('preview.caption')}>
          <LivePreview metric={metric} outcome={outcome} onOutcomeChange={setOutcome} />
        </aside>
      </div>
    </FormProvider>
  );
}
