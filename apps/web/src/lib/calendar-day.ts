/** Days as the address and the API carry them: YYYY-MM-DD. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A picked calendar day as YYYY-MM-DD (the day the user sees, not its UTC date). */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar's date (local midnight) of a YYYY-MM-DD day. */
export function fromDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/** A day from the page's address, or null when the parameter is missing or not a day. */
export function dayParam(search: URLSearchParams, key: string): string | null {
  const value = search.get(key);
  return value && DAY.test(value) ? value : null;
}
