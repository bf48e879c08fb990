import { useEffect, useState } from 'react';

/**
 * The guest sign-in code's rules (contracts guest-sign-in.ts, whose module builds schemas: a
 * guest page loads no zod). `guest-code.test.ts` keeps them equal to the contract's.
 */
export const CODE_LENGTH = 6;
/** How long the form waits before it offers to send the code again. */
export const RESEND_SECONDS = 60;

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds until `until` (ms), ticking once a second; 0 once it has passed. */
export function useSecondsLeft(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/** 75 → "1:15". */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Digits only, at most a code's length (a pasted "123 456" or "Code: 123456" works). */
export const codeDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
