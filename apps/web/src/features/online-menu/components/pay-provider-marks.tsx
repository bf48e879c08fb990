/**
 * Simple drawn marks of the payment services, inline so the checkout downloads nothing. They
 * only help the eye find a button; its text says which service it is.
 */
const box = { width: 44, height: 44, viewBox: '0 0 44 44', focusable: false } as const;

export function CardMark() {
  return (
    <svg {...box} aria-hidden="true">
      <rect width="44" height="44" rx="10" fill="#635bff" />
      <rect x="9" y="13" width="26" height="18" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
      <rect x="9" y="17" width="26" height="3.5" fill="#fff" />
      <rect x="13" y="25" width="7" height="2" rx="1" fill="#fff" />
    </svg>
  );
}

export function PaypalMark() {
  return (
    <svg {...box} aria-hidden="true">
      <rect width="44" height="44" rx="10" fill="#f1f6fc" />
      <path d="M16.5 11h8.2c4.3 0 6.6 2.2 6 5.9-.7 4.4-3.7 6.4-8 6.4h-2.4l-1.3 8.2h-4.9z" fill="#003087" />
      <path
        d="M19.6 15h8.2c4.3 0 6.6 2.2 6 5.9-.7 4.4-3.7 6.4-8 6.4h-2.4L22.1 35h-4.9z"
        fill="#0079c1"
        opacity="0.85"
      />
    </svg>
  );
}

export function TerminalMark() {
  return (
    <svg {...box} aria-hidden="true">
      <rect width="44" height="44" rx="10" fill="#e8f1ff" />
      <rect x="13" y="8" width="18" height="28" rx="3.5" fill="none" stroke="#1d4ed8" strokeWidth="2" />
      <rect x="16.5" y="12" width="11" height="7" rx="1.5" fill="#1d4ed8" />
      <g fill="#1d4ed8">
        <circle cx="18" cy="24" r="1.4" />
        <circle cx="22" cy="24" r="1.4" />
        <circle cx="26" cy="24" r="1.4" />
        <circle cx="18" cy="29" r="1.4" />
        <circle cx="22" cy="29" r="1.4" />
        <circle cx="26" cy="29" r="1.4" />
      </g>
    </svg>
  );
}

export function TestMark() {
  return (
    <svg {...box} aria-hidden="true">
      <rect width="44" height="44" rx="10" fill="#fff4e0" />
      <path
        d="M18 10h8M19.5 10v9L12.8 30.6A2.3 2.3 0 0 0 14.8 34h14.4a2.3 2.3 0 0 0 2-3.4L24.5 19v-9"
        fill="none"
        stroke="#b45309"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M15.5 26h13l2.4 4.6a1 1 0 0 1-.9 1.4H14a1 1 0 0 1-.9-1.4z" fill="#f59e0b" />
    </svg>
  );
}
