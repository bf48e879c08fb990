import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** The id of the element naming the editor (a visible label). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
}

// Quill loads only with the site contents page.
const QuillEditor = lazy(() => import('./quill-editor'));

/** HTML editing of a site content (headings, lists, links); the API sanitises what it gets. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('super-admin');
  return (
    <Suspense fallback={<p>{t('editor.loading')}</p>}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
