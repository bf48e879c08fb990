import { PRODUCT_NAME } from '@guestloop/contracts';

export interface BrandLogoProps {
  /** Mark height in px; the word scales with it. */
  size?: number;
  /** Only the loop mark (e.g. in a narrow header). */
  markOnly?: boolean;
  className?: string;
}

/** The loop mark: an open ring in emerald closed by a coral dot. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle
        cx="16"
        cy="16"
        r="11"
        fill="none"
        stroke="#0E7C66"
        strokeWidth="5"
        strokeDasharray="56 13.1"
        strokeLinecap="round"
        transform="rotate(-40 16 16)"
      />
      <circle cx="25.2" cy="9.2" r="3.4" fill="#F26B5B" />
    </svg>
  );
}

export function BrandLogo({ size = 32, markOnly = false, className }: BrandLogoProps) {
  return (
    <span className={`gl-brand ${className ?? ''}`.trim()} role="img" aria-label={PRODUCT_NAME}>
      <BrandMark size={size} />
      {markOnly ? null : (
        <span className="gl-brand__word" aria-hidden="true" style={{ fontSize: size * 0.66 }}>
          {PRODUCT_NAME}
        </span>
      )}
    </span>
  );
}
