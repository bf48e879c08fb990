import { Editor } from 'primereact/editor';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor';

/** Quill's toolbar buttons by class, with the text a screen reader says for each. */
const BUTTONS = [
  ['ql-header', '2', 'heading2'],
  ['ql-header', '3', 'heading3'],
  ['ql-bold', undefined, 'bold'],
  ['ql-italic', undefined, 'italic'],
  ['ql-list', 'ordered', 'numbered'],
  ['ql-list', 'bullet', 'bulleted'],
  ['ql-link', undefined, 'link'],
  ['ql-clean', undefined, 'clear'],
] as const;

/** PrimeReact's Editor (Quill 2) with a small, labelled toolbar. Loaded lazily by RichTextEditor. */
export default function QuillEditor({ labelledBy, value, onChange }: RichTextEditorProps) {
  const { t } = useTranslation('super-admin');
  const header = (
    <span className="ql-formats">
      {BUTTONS.map(([className, buttonValue, label]) => (
        <button
          key={`${className}-${buttonValue ?? ''}`}
          type="button"
          className={className}
          value={buttonValue}
          aria-label={t(`editor.${label}`)}
          title={t(`editor.${label}`)}
        />
      ))}
    </span>
  );
  return (
    <Editor
      className="gl-sa-editor"
      value={value}
      headerTemplate={header}
      formats={['header', 'bold', 'italic', 'list', 'link']}
      onTextChange={(event) => onChange(event.htmlValue ?? '')}
      onLoad={(quill: { root: HTMLElement }) => {
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        quill.root.setAttribute('aria-labelledby', labelledBy);
      }}
    />
  );
}
