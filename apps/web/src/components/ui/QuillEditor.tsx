import { Editor } from 'primereact/editor';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditor';

/** Quill's toolbar buttons by class, with the text a screen reader says for each. */
const BUTTONS = [
  ['ql-header', '2', 'heading2', 'header'],
  ['ql-header', '3', 'heading3', 'header'],
  ['ql-bold', undefined, 'bold', 'bold'],
  ['ql-italic', undefined, 'italic', 'italic'],
  ['ql-underline', undefined, 'underline', 'underline'],
  ['ql-list', 'ordered', 'numbered', 'list'],
  ['ql-list', 'bullet', 'bulleted', 'list'],
  ['ql-blockquote', undefined, 'quote', 'blockquote'],
  ['ql-link', undefined, 'link', 'link'],
  ['ql-clean', undefined, 'clear', null],
] as const;

/** The formats of the short toolbar (no underline or quotes). */
const BASIC = new Set(['header', 'bold', 'italic', 'list', 'link', null]);

/** PrimeReact's Editor (Quill 2) with a small, labelled toolbar. Loaded lazily by RichTextEditor. */
export default function QuillEditor({
  labelledBy,
  value,
  onChange,
  invalid,
  describedBy,
  tools = 'full',
  size = 'tall',
}: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const buttons = BUTTONS.filter(([, , , format]) => tools === 'full' || BASIC.has(format));
  const formats = [...new Set(buttons.map(([, , , format]) => format).filter((f) => f !== null))];
  const header = (
    <span className="ql-formats">
      {buttons.map(([className, buttonValue, label]) => (
        <button
          key={`${className}-${buttonValue ?? ''}`}
          type="button"
          className={className}
          value={buttonValue}
          aria-label={t(`richText.${label}`)}
          title={t(`richText.${label}`)}
        />
      ))}
    </span>
  );
  return (
    <Editor
      className={`gl-rich-text gl-rich-text--${size}${invalid ? ' gl-rich-text--invalid' : ''}`}
      value={value}
      headerTemplate={header}
      formats={formats}
      onTextChange={(event) => onChange(event.htmlValue ?? '')}
      onLoad={(quill: { root: HTMLElement }) => {
        // Quill's editable area has no name of its own: give it the form's label.
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        quill.root.setAttribute('aria-labelledby', labelledBy);
        if (describedBy) quill.root.setAttribute('aria-describedby', describedBy);
        if (invalid) quill.root.setAttribute('aria-invalid', 'true');
      }}
    />
  );
}
