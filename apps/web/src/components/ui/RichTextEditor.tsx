import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import './rich-text.css';

export interface RichTextEditorProps {
  /** The id of the element naming the editor (a visible label). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** `basic`: headings, bold, italic, lists, links; `full` adds underline and quotes. */
  tools?: 'basic' | 'full';
  /** `tall` for a page of its own (a policy, a site text); `compact` for a field among others. */
  size?: 'compact' | 'tall';
}

// Quill and its toolbar load only when an editor opens, not with the pages around it.
const QuillEditor = lazy(() => import('./QuillEditor'));

/** HTML editing (bold, headings, lists, links); the API sanitises what it gets. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <div className={`gl-rich-text gl-rich-text--${props.size ?? 'tall'} gl-rich-text--loading`}>
          {t('richText.loading')}
        </div>
      }
    >
      <QuillEditor {...props} />
    </Suspense>
  );
}
