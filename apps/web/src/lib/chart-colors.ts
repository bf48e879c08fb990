/** The colours of the console's charts, from the theme when it defines them. */
export function chartColors() {
  const style = typeof window === 'undefined' ? null : getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style?.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--primary-color', '#0e7c66'),
    secondary: read('--gl-chart-secondary', '#f59e0b'),
    grid: read('--surface-border', '#e5e7eb'),
    text: read('--text-color-secondary', '#4b5563'),
    /** Ratings by outcome: red, amber, green, told apart by position and legend as well. */
    bad: read('--gl-chart-bad', '#c2372b'),
    neutral: read('--gl-chart-neutral', '#d9a21b'),
    good: read('--gl-chart-good', '#1f9d55'),
  };
}

/** A see-through shade of a #rrggbb colour, for the area under a line; other colours stay as they are. */
export function translucent(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}22` : color;
}
