import './chart-panel.css';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useErrorMessage } from '@/lib/errors';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportButtonsProps {
  /** Words from the caller: the group's name (what is downloaded), each button, and the failure's heading. */
  texts: { group: string; csv: string; xlsx: string; failed: string };
  /** Fetches and saves the file; a rejection is shown under the buttons. */
  download(format: ExportFormat): Promise<unknown>;
}

/** A table's downloads as CSV and XLSX: the pressed one spins while the file is made; a failure is said. */
export function ExportButtons({ texts, download }: ExportButtonsProps) {
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  const start = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await download(format);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="gl-export">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
      <div role="group" aria-label={texts.group} className="gl-export__buttons">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            type="button"
            size="small"
            outlined
            icon="pi pi-download"
            label={texts[format]}
            loading={busy === format}
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void start(format)}
          />
        ))}
      </div>
      {error ? (
        <p className="gl-export__error" role="alert">
          <strong>{texts.failed}</strong> {errorMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
