import { type TMenuPage, ZSaveMenuPageBody, ZSlug } from '@guestloop/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { applyServerErrors, formSchemaOptions } from '@/lib/form-errors';
import { useSaveMenuPage } from '../api/save-menu-page';
import { contentFieldMessage, slugTaken } from './form-errors';
import { RichTextField } from './rich-text-field';

const ZPageForm = ZSaveMenuPageBody.pick({ title: true, bodyHtml: true, isPublished: true }).extend({
  slug: z.union([z.literal(''), ZSlug]),
});
type PageForm = z.infer<typeof ZPageForm>;
const FIELDS: readonly Path<PageForm>[] = ['title', 'slug', 'bodyHtml'];

export interface PageEditorDialogProps {
  menuSlug: string;
  /** The page to edit, null for a new one; undefined keeps the dialog closed. */
  page: TMenuPage | null | undefined;
  onClose: () => void;
  onSaved: (page: TMenuPage) => void;
}

/** Title, address (new pages only), "published" and the text of a custom page. */
export function PageEditorDialog({ menuSlug, page, onClose, onSaved }: PageEditorDialogProps) {
  const { t } = useTranslation('menu-content');
  const errorMessage = useErrorMessage();
  const save = useSaveMenuPage();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<PageForm>({
    resolver: zodResolver(ZPageForm, formSchemaOptions),
    defaultValues: { title: '', slug: '', bodyHtml: '', isPublished: true },
  });

  useEffect(() => {
    if (page === undefined) return;
    setFormError(null);
    reset(
      page
        ? { title: page.title, slug: page.slug, bodyHtml: page.bodyHtml, isPublished: page.isPublished }
        : { title: '', slug: '', bodyHtml: '', isPublished: true },
    );
  }, [page, reset]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({
        menuSlug,
        body: {
          ...(page ? { id: page.id } : values.slug ? { slug: values.slug } : {}),
          title: values.title.trim(),
          bodyHtml: values.bodyHtml,
          isPublished: values.isPublished,
        },
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
      visible={page !== undefined}
      onHide={onClose}
      header={page ? t('pages.editTitle', { title: page.title }) : t('pages.newTitle')}
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
        <FormField
          label={t('fields.title')}
          htmlFor="page-title"
          error={contentFieldMessage(t, formState.errors.title)}
        >
          <InputText autoComplete="off" {...register('title')} />
        </FormField>
        {page ? null : (
          <FormField
            label={t('fields.slugOptional')}
            htmlFor="page-slug"
            hint={t('pages.slugHint')}
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
              id="page-body"
              label={t('fields.body')}
              value={field.value}
              onChange={field.onChange}
              error={bodyError}
            />
          )}
        />
        <Controller
          control={control}
          name="isPublished"
          render={({ field }) => (
            <div className="gl-mc-check">
              <Checkbox
                inputId="page-published"
                checked={field.value}
                onChange={(e) => field.onChange(Boolean(e.checked))}
              />
              <label htmlFor="page-published">{t('pages.published')}</label>
            </div>
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
