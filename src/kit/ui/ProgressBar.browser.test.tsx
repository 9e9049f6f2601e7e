import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { expectAccessible, mountElement, resetPage, shadowText } from '../../testing/kit';
import { ProgressBar } from './ProgressBar';

function ProgressProbe({ value, max }: { value: number; max: number }) {
  return <ProgressBar label="Avancement des travaux" value={value} max={max} />;
}

defineWidget('commune-ui-progress-probe', ProgressProbe, {
  summary: 'UI kit test: ProgressBar',
  props: {
    value: { type: 'number', default: 65, doc: '' },
    max: { type: 'number', default: 100, doc: '' },
  },
});

afterEach(resetPage);

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value written the French way', async () => {
    const el = await mountElement('commune-ui-progress-probe', { lang: 'fr' });
    await expectAccessible(el);
    const bar = page.getByRole('progressbar', { name: 'Avancement des travaux' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '65');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
    // French puts a no-break space before the percent sign.
    await expect.element(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^65[\u00a0\u202f]%$/));
    expect(shadowText(el)).toMatch(/Avancement des travaux ?65[\u00a0\u202f]%/);
    const fill = el.shadowRoot!.querySelector<HTMLElement>('.ui-progress__fill')!;
    const track = el.shadowRoot!.querySelector<HTMLElement>('.ui-progress__track')!;
    expect(fill.getBoundingClientRect().width / track.getBoundingClientRect().width).toBeCloseTo(0.65, 2);
  });

  it('writes the English way, and scales to another maximum', async () => {
    const el = await mountElement('commune-ui-progress-probe', { lang: 'en', attributes: { value: '20', max: '50' } });
    const bar = page.getByRole('progressbar', { name: 'Avancement des travaux' });
    await expect.element(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(shadowText(el)).toContain('40%');
  });
});
