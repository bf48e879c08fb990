import type { TTableQr } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import type { SheetTexts } from '../api/get-sheet-texts';

export interface TableQrCardProps {
  code: TTableQr;
  venueName: string;
  logoUrl: string | null;
  texts: SheetTexts;
}

// "4", "12", "T1": a bare number reads better as "Table 4"; "Garden sofa" stays as it is.
const BARE_NUMBER = /^\p{L}{0,2}\p{N}+$/u;

/** The SVG as an image: it never runs as markup in the page. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** One printed table card: the venue's logo and name, "Scan to order", the code, the table's name. */
export function TableQrCard({ code, venueName, logoUrl, texts }: TableQrCardProps) {
  const { t } = useTranslation('tables');
  const name = code.tableName.trim();
  const label = BARE_NUMBER.test(name) ? texts.table(name) : name;
  return (
    <article className="gl-qr-card" aria-label={label}>
      <header className="gl-qr-card__brand">
        {logoUrl ? <img className="gl-qr-card__logo" src={logoUrl} alt="" /> : null}
        <p className="gl-qr-card__venue">{venueName}</p>
      </header>
      <p className="gl-qr-card__cta">{texts.scan}</p>
      <div className="gl-qr-card__frame">
        <img className="gl-qr-card__code" src={svgSource(code.svg)} alt={t('qr.alt', { name })} />
      </div>
      <footer className="gl-qr-card__table">
        <p className="gl-qr-card__name">{label}</p>
        <p className="gl-qr-card__group">{code.groupName}</p>
      </footer>
    </article>
  );
}
