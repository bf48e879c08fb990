/**
 * The brand panel's picture, drawn in SVG (no downloaded images): a phone showing a QR menu with a
 * rating, circled by the "loop" between a venue and its guests. Decorative only.
 */
export function AuthIllustration() {
  const qr = [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [4, 0],
    [4, 2],
    [3, 3],
    [5, 3],
    [4, 4],
    [0, 4],
    [2, 4],
    [5, 5],
    [3, 5],
    [1, 5],
  ];
  return (
    <svg
      className="gl-auth__art"
      viewBox="0 0 420 340"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="gl-art-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#818cf8" />
        </linearGradient>
        <linearGradient id="gl-art-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef2ff" />
        </linearGradient>
      </defs>
      {/* the loop */}
      <ellipse
        cx="210"
        cy="172"
        rx="178"
        ry="118"
        fill="none"
        stroke="url(#gl-art-ring)"
        strokeWidth="2"
        strokeDasharray="6 10"
        opacity="0.7"
      />
      <path
        d="M372 140 l14 -6 l-2 15"
        fill="none"
        stroke="#818cf8"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* phone */}
      <rect x="150" y="40" width="124" height="250" rx="22" fill="#0f172a" stroke="#334155" strokeWidth="2" />
      <rect x="160" y="58" width="104" height="214" rx="12" fill="url(#gl-art-screen)" />
      <rect x="194" y="47" width="36" height="5" rx="2.5" fill="#334155" />
      {/* menu header */}
      <rect x="170" y="70" width="60" height="8" rx="4" fill="#0f766e" />
      <rect x="170" y="84" width="84" height="5" rx="2.5" fill="#cbd5e1" />
      {/* menu items */}
      {[100, 132, 164].map((y) => (
        <g key={y}>
          <rect x="170" y={y} width="22" height="22" rx="6" fill="#ccfbf1" />
          <rect x="198" y={y + 3} width="44" height="6" rx="3" fill="#475569" />
          <rect x="198" y={y + 13} width="30" height="5" rx="2.5" fill="#cbd5e1" />
          <rect x="244" y={y + 3} width="12" height="6" rx="3" fill="#0f766e" />
        </g>
      ))}
      {/* rating */}
      <g transform="translate(171 204)">
        {[0, 1, 2, 3, 4].map((i) => (
          <path
            key={i}
            transform={`translate(${i * 17} 0)`}
            d="M7 0 L9 5 L14 5.3 L10 8.6 L11.4 13.6 L7 10.8 L2.6 13.6 L4 8.6 L0 5.3 L5 5 Z"
            fill={i < 4 ? '#f59e0b' : '#e2e8f0'}
          />
        ))}
      </g>
      <rect x="170" y="230" width="84" height="26" rx="13" fill="#0f766e" />
      <rect x="194" y="240" width="36" height="6" rx="3" fill="#ccfbf1" />
      {/* QR card */}
      <g transform="translate(34 92)">
        <rect width="92" height="104" rx="14" fill="#ffffff" />
        <g transform="translate(16 14)">
          {qr.map(([x = 0, y = 0]) => (
            <rect key={`${x}-${y}`} x={x * 10} y={y * 10} width="9" height="9" rx="1.5" fill="#0f172a" />
          ))}
        </g>
        <rect x="16" y="84" width="60" height="6" rx="3" fill="#cbd5e1" />
      </g>
      {/* speech bubble with a heart */}
      <g transform="translate(300 70)">
        <path
          d="M0 14 a14 14 0 0 1 14 -14 h54 a14 14 0 0 1 14 14 v26 a14 14 0 0 1 -14 14 h-40 l-14 12 v-12 a14 14 0 0 1 -14 -14 z"
          fill="#ffffff"
        />
        <path
          className="gl-auth__art-pulse"
          d="M41 40 C 26 30, 24 18, 33 15 C 37 14, 40 16, 41 19 C 42 16, 45 14, 49 15 C 58 18, 56 30, 41 40 Z"
          fill="#f43f5e"
        />
      </g>
      {/* language chip */}
      <g transform="translate(296 212)">
        <rect width="96" height="36" rx="18" fill="#1e293b" stroke="#475569" />
        <circle cx="20" cy="18" r="9" fill="none" stroke="#5eead4" strokeWidth="2" />
        <path
          d="M11 18 h18 M20 9 c-5 6 -5 12 0 18 M20 9 c5 6 5 12 0 18"
          fill="none"
          stroke="#5eead4"
          strokeWidth="1.5"
        />
        <rect x="36" y="12" width="16" height="5" rx="2.5" fill="#e2e8f0" />
        <rect x="56" y="12" width="24" height="5" rx="2.5" fill="#94a3b8" />
        <rect x="36" y="21" width="40" height="5" rx="2.5" fill="#64748b" />
      </g>
    </svg>
  );
}
