import type { TSurvey } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SaveActions, UnsavedChangesPrompt } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUpdateSurvey } from '../../api/update-survey';
import { surveyPath } from '../../paths';
import { SurveyPreview } from '../preview/survey-preview';
import { SurveyDangerZone } from './danger-zone';
import { GeneralFields } from './general-fields';
import { QuestionsPanel } from './questions-panel';
import { QuizSettingsFields } from './quiz-settings-fields';
import { PrivacyFields, ScreensFields } from './screens-fields';
import {
  builderSchemaOptions,
  type SurveyFormValues,
  toFormValues,
  toUpdateBody,
  ZSurveyBuilderForm,
} from './survey-form-model';
import { SurveyImages } from './survey-images';
import './builder.css';

/** Under this width the preview is a tab of its own instead of a column beside the builder. */
const NARROW_QUERY = '(max-width: 1099px)';

export function Section({
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
    <section className="gl-panel gl-survey-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="gl-survey-muted">{lead}</p> : null}
      <div className="gl-survey-subform">{children}</div>
    </section>
  );
}

/** The preview follows every change: only it re-renders as the form changes. */
function LivePreview({ survey }: { survey: TSurvey }) {
  const values = useWatch<SurveyFormValues>() as SurveyFormValues;
  return <SurveyPreview survey={survey} values={values} />;
}

/**
 * A survey's builder: its settings, questions with their rules and jumps, the texts of every
 * screen and the privacy note (a quiz's scoring too), checked as the API checks them, beside a
 * live phone preview; the images are saved as soon as they are picked.
 */
export function SurveyBuilder({ survey }: { survey: TSurvey }) {
  const { t } = useTranslation('surveys');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const update = useUpdateSurvey(survey.kind, survey.slug);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [pane, setPane] = useState<'build' | 'preview'>('build');
  const leaving = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SurveyFormValues>({
    resolver: zodResolver(ZSurveyBuilderForm, builderSchemaOptions) as unknown as Resolver<SurveyFormValues>,
    defaultValues: toFormValues(survey),
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
        const saved = await update.mutateAsync(toUpdateBody(values));
        reset(toFormValues(saved));
        toast.success(t('builder.saved'));
        if (saved.slug !== survey.slug) navigate(surveyPath(saved.kind, saved.slug), { replace: true });
      } catch (error) {
        if (applyServerFieldErrors(error, form.getValues(), setError)) toast.error(t('builder.fixErrors'));
        else setFormError(errorMessage(error));
      }
    },
    () => toast.error(t('builder.fixErrors')),
  );

  const showBuild = !narrow || pane === 'build';
  const showPreview = !narrow || pane === 'preview';

  return (
    <FormProvider {...form}>
      {narrow ? (
        <div className="gl-survey-panes" role="tablist" aria-label={t('builder.panes')}>
          {(['build', 'preview'] as const).map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`survey-pane-${id}`}
              aria-selected={pane === id}
              aria-controls={`survey-panel-${id}`}
              className="gl-survey-panes__tab"
              onClick={() => setPane(id)}
            >
              <span className={`pi ${id === 'build' ? 'pi-pencil' : 'pi-mobile'}`} aria-hidden="true" />
              {t(`builder.pane.${id}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="gl-survey-layout">
        <div
          className="gl-survey-main"
          id="survey-panel-build"
          hidden={!showBuild}
          {...(narrow ? { role: 'tabpanel', 'aria-labelledby': 'survey-pane-build' } : {})}
        >
          <form className="gl-survey-form" onSubmit={onSubmit} noValidate aria-label={t('builder.formLabel')}>
            {formError ? (
              <p className="gl-survey-alert" role="alert">
                {formError}
              </p>
            ) : null}
            <Section id="survey-general" title={t('sections.general')}>
              <GeneralFields />
            </Section>
            <Section id="survey-questions" title={t('sections.questions')} lead={t('sections.questionsLead')}>
              <QuestionsPanel kind={survey.kind} />
            </Section>
            {survey.kind === 'quiz' ? (
              <Section id="survey-quiz" title={t('sections.quiz')} lead={t('sections.quizLead')}>
                <QuizSettingsFields />
              </Section>
            ) : null}
            <Section id="survey-screens" title={t('sections.screens')} lead={t('sections.screensLead')}>
              <ScreensFields />
            </Section>
            <Section id="survey-privacy" title={t('sections.privacy')}>
              <PrivacyFields />
            </Section>
            <div className="gl-survey-savebar">
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
          <Section id="survey-images" title={t('sections.images')} lead={t('sections.imagesLead')}>
            <SurveyImages survey={survey} />
          </Section>
          <SurveyDangerZone survey={survey} leaving={leaving} />
          <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} namespace="surveys" leaving={leaving} />
        </div>
        <aside
          id="survey-panel-preview"
          className="gl-survey-aside"
          aria-label={t('preview.caption')}
          hidden={!showPreview}
          {...(narrow ? { role: 'tabpanel', 'aria-labelledby': 'survey-pane-preview' } : {})}
        >
          <LivePreview survey={survey} />
        </aside>
      </div>
    </FormProvider>
  );
}
