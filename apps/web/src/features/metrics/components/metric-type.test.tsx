import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import '../test-utils';
import { useMetricTypeLabel } from './metric-type';

function Label() {
  const label = useMetricTypeLabel();
  return <p data-testid="label">{label('stars')}</p>;
}

describe('a metric type with its score range', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads "1–5" left to right, in a right-to-left language too (not "5–1")', async () => {
    render(<Label />);
    expect(screen.getByTestId('label')).toHaveTextContent('Stars · 1–5');
    await i18n.changeLanguage('ar');
    render(<Label />);
    const [, arabic] = screen.getAllByTestId('label');
    expect(arabic?.textContent).toContain('\u20661–5\u2069');
  });
});
