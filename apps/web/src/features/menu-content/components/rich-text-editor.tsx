import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** The id of the element naming the editor (a visible label). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

// Quill and its toolbar load only when an editor opens, not with the list pages.
const QuillEditor = lazy(() => import('./quill-editor'));

/** HTML editing for pages and policies (bold, headings, lists, links); the API sanitises what it gets. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('menu-content');
  return (
    <Suspense fallback={<div className="gl-mc-editor gl-mc-editor--loading">{t('editor.loading')}</div>}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
