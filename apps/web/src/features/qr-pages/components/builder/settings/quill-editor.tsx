import { Editor } from 'primereact/editor';
import { useTranslation } from 'react-i18next';
import type { RichTextProps } from './rich-text';

/** Quill's toolbar buttons by class, with the text a screen reader says for each. */
const BUTTONS = [
  ['ql-header', '2', 'heading'],
  ['ql-bold', undefined, 'bold'],
  ['ql-italic', undefined, 'italic'],
  ['ql-list', 'ordered', 'numbered'],
  ['ql-list', 'bullet', 'bulleted'],
  ['ql-link', undefined, 'link'],
  ['ql-clean', undefined, 'clear'],
] as const;

/** PrimeReact's Editor (Quill 2) with a small, labelled toolbar. Loaded lazily by RichText. */
export default function QuillEditor({ labelledBy, value, onChange, invalid, describedBy }: RichTextProps) {
  const { t } = useTranslation('qr-pages');
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
      className={`gl-qr-editor${invalid ? ' gl-qr-editor--invalid' : ''}`}
      value={value}
      headerTemplate={header}
      formats={['header', 'bold', 'italic', 'list', 'link']}
      onTextChange={(event) => onChange(event.htmlValue ?? '')}
      onLoad={(quill: { root: HTMLElement }) => {
        // Quill's editable area has no name of its own: give it the field's label.
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        quill.root.setAttribute('aria-labelledby', labelledBy);
        if (describedBy) quill.root.setAttribute('aria-describedby', describedBy);
        if (invalid) quill.root.setAttribute('aria-invalid', 'true');
      }}
    />
  );
}
