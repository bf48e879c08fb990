import { GUEST_ICON_SVG, GUEST_ICONS, type GuestIconName } from '@guestloop/contracts';

/** A first-screen icon of the guest pages as inline SVG (see GUEST_ICONS in the contracts). */
export function GuestIcon({ name, className }: { name: GuestIconName; className?: string }) {
  return (
    <svg
      className={className ? `gl-icon ${className}` : 'gl-icon'}
      viewBox={GUEST_ICON_SVG.viewBox}
      width={GUEST_ICON_SVG.width}
      height={GUEST_ICON_SVG.height}
      fill={GUEST_ICON_SVG.fill}
      stroke={GUEST_ICON_SVG.stroke}
      strokeWidth={GUEST_ICON_SVG['stroke-width']}
      strokeLinecap={GUEST_ICON_SVG['stroke-linecap']}
      strokeLinejoin={GUEST_ICON_SVG['stroke-linejoin']}
      aria-hidden="true"
      focusable="false"
    >
      {GUEST_ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
