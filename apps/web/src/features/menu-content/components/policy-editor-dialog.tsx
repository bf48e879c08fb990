import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type TLanguage,
  type TPrivacyPolicy,
  ZCreatePrivacyPolicyBody,
  ZSlug,
} from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, formSchemaOptions } from '@/lib/form-errors';
import { useSavePrivacyPolicy } from '../api/save-privacy-policy';
import { contentFieldMessage, slugTaken } from './form-errors';
import { RichTextField } from './rich-text-field';

const ZPolicyForm = ZCreatePrivacyPolicyBody.extend({ slug: z.union([z.literal(''), ZSlug]) });
type PolicyForm = z.infer<typeof ZPolicyForm>;
const FIELDS: readonly Path<PolicyForm>[] = ['title', 'slug', 'bodyHtml', 'language'];
const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** What the dialog edits: a stored policy, or a new one started from the template. */
export type PolicyDraft =
  | { kind: 'edit'; policy: TPrivacyPolicy }
  | { kind: 'new'; title: string; bodyHtml: string; language: TLanguage };

export interface PolicyEditorDialogProps {
  draft: PolicyDraft | null;
  onClose: () => void;
  onSaved: (policy: TPrivacyPolicy) => void;
}

/** Title, language, address (new policies only) and text of a privacy policy. */
export function PolicyEditorDialog({ draft, onClose, onSaved }: PolicyEditorDialogProps) {
  const { t } = useTranslation('menu-content');
  const errorMessage = useErrorMessage();
  const save = useSavePrivacyPolicy();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<PolicyForm>({
    resolver: zodResolver(ZPolicyForm, formSchemaOptions),
    defaultValues: { title: '', slug: '', bodyHtml: '', language: 'en' },
  });
  const editing = draft?.kind === 'edit' ? draft.policy : null;

  useEffect(() => {
    if (!draft) return;
    setFormError(null);
    const source = draft.kind === 'edit' ? draft.policy : draft;
    reset({
      title: source.title,
      bodyHtml: source.bodyHtml,
      language: source.language,
      slug: editing?.slug ?? '',
    });
  }, [draft, editing, reset]);

  const submit = handleSubmit(async ({ title, bodyHtml, language, slug }) => {
    setFormError(null);
    try {
      const saved = editing
        ? await save.mutateAsync({ slug: editing.slug, body: { title: title.trim(), bodyHtml, language } })
        : await save.mutateAsync({
            slug: null,
            body: { title: title.trim(), bodyHtml, language, ...(slug ? { slug } : {}) },
          });
      onSaved(saved);
    } catch (error) {
      if (slugTaken(error))
        setError('slug', { type: 'server', message: 'slug_taken' }, { shouldFocus: true });
      else if (!applyServerErrors(error, setError, FIELDS)) setFormError(errorMessage(error));
    }
  });

  const bodyError = contentFieldMessage(t, formState.errors.bodyHtml);
  return (
    <Dialog
      visible={draft !== null}
      onHide={onClose}
      header={editing ? t('policies.editTitle', { title: editing.title }) : t('policies.newTitle')}
      className="gl-mc-dialog"
      breakpoints={{ '960px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <form className="gl-mc-form" onSubmit={submit} noValidate>
        {formError ? (
          <p className="gl-mc-alert" role="alert">
            {formError}
          </p>
        ) : null}
        {editing ? null : <p className="gl-mc-note">{t('policies.templateNote')}</p>}
        <div className="gl-mc-form__row">
          <FormField
            label={t('fields.title')}
            htmlFor="policy-title"
            error={contentFieldMessage(t, formState.errors.title)}
          >
            <InputText autoComplete="off" {...register('title')} />
          </FormField>
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <FormField label={t('fields.language')} htmlFor="policy-language">
                <Dropdown
                  inputId="policy-language"
                  value={field.value}
                  options={LANGUAGE_OPTIONS}
                  optionLabel="label"
                  optionValue="value"
                  onChange={(event) => field.onChange(event.value)}
                />
              </FormField>
            )}
          />
        </div>
        {editing ? null : (
          <FormField
            label={t('fields.slugOptional')}
            htmlFor="policy-slug"
            hint={t('policies.slugHint')}
            error={contentFieldMessage(t, formState.errors.slug)}
          >
            <InputText autoComplete="off" spellCheck={false} {...register('slug')} />
          </FormField>
        )}
        <Controller
          control={control}
          name="bodyHtml"
          render={({ field }) => (
            <RichTextField
              id="policy-body"
              label={t('fields.body')}
              value={field.value}
              onChange={field.onChange}
              error={bodyError}
            />
          )}
        />
        <div className="gl-mc-actions">
          <Button type="button" label={t('actions.cancel')} text onClick={onClose} />
          <Button
            type="submit"
            label={t('actions.save')}
            icon="pi pi-check"
            loading={formState.isSubmitting}
          />
        </div>
      </form>
    </Dialog>
  );
}
