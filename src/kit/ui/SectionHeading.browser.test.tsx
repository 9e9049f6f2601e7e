import { useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { SectionHeading, type SectionIntroSize } from './SectionHeading';

function SectionHeadingProbe({ headingLevel, introSize, withIntro, flush }: { headingLevel: number; introSize: SectionIntroSize; withIntro: boolean; flush: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading
        level={headingLevel}
        id={headingId}
        intro={withIntro ? 'Les rendez-vous des prochaines semaines à Mokolo et dans les villages.' : undefined}
        introSize={introSize}
        flush={flush}
        part="heading"
        introPart="intro"
      >
        Agenda de la commune
      </SectionHeading>
      <p>Marché hebdomadaire de Mokolo, le mercredi.</p>
    </section>
  );
}

defineWidget('commune-ui-section-heading-probe', SectionHeadingProbe, {
  summary: 'UI kit test: SectionHeading',
  css: [':host { display: block; container-type: inline-size; }'],
  props: {
    headingLevel: { type: 'number', default: 2, doc: '' },
    introSize: { type: 'enum', values: ['lead', 'body'], default: 'lead', doc: '' },
    withIntro: { type: 'boolean', default: false, doc: '' },
    flush: { type: 'boolean', default: false, doc: '' },
  },
});

afterEach(resetPage);

const px = (value: string) => Number.parseFloat(value);

describe('SectionHeading', () => {
  it('names its section at the level asked, with the accent underline and the intro under it', async () => {
    const el = await mountElement('commune-ui-section-heading-probe', { lang: 'fr', attributes: { 'heading-level': '3', 'with-intro': '' } });
    await expectAccessible(el);
    const heading = page.getByRole('heading', { level: 3, name: 'Agenda de la commune' });
    await expect.element(heading).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Agenda de la commune' })).toBeVisible();
    expect(heading.element().getAttribute('part')).toBe('heading');

    // The underline: a short bar in the accent colour under the text.
    const after = getComputedStyle(heading.element(), '::after');
    expect(after.content).toBe('""');
    expect(px(after.blockSize)).toBe(4);
    expect(px(after.inlineSize)).toBeGreaterThan(0);
    expect(px(after.inlineSize)).toBeLessThan(heading.element().getBoundingClientRect().width);
    expect(after.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');

    const intro = page.getByText('Les rendez-vous des prochaines semaines', { exact: false });
    await expect.element(intro).toBeVisible();
    expect(intro.element().tagName).toBe('P');
    expect(intro.element().getAttribute('part')).toBe('intro');
    expect(intro.element().getBoundingClientRect().top).toBeGreaterThan(heading.element().getBoundingClientRect().bottom);
  });

  it('sets the lead intro larger than the body text, and the body intro at its size', async () => {
    const lead = await mountElement('commune-ui-section-heading-probe', { lang: 'fr', attributes: { 'with-intro': '' } });
    const leadIntro = lead.shadowRoot!.querySelector<HTMLElement>('.ui-section-heading__intro')!;
    const body = lead.shadowRoot!.querySelector<HTMLElement>('section > p:last-child')!;
    expect(px(getComputedStyle(leadIntro).fontSize)).toBeGreaterThan(px(getComputedStyle(body).fontSize));
    resetPage();

    const plain = await mountElement('commune-ui-section-heading-probe', { lang: 'fr', attributes: { 'intro-size': 'body', 'with-intro': '' } });
    await expectAccessible(plain);
    const plainIntro = plain.shadowRoot!.querySelector<HTMLElement>('.ui-section-heading__intro')!;
    const plainBody = plain.shadowRoot!.querySelector<HTMLElement>('section > p:last-child')!;
    expect(getComputedStyle(plainIntro).fontSize).toBe(getComputedStyle(plainBody).fontSize);
    expect(getComputedStyle(plainIntro).color).toBe(getComputedStyle(plainBody).color);
  });

  it('renders no paragraph without an intro, and keeps room under the heading unless flush', async () => {
    const el = await mountElement('commune-ui-section-heading-probe', { lang: 'fr' });
    await expectAccessible(el);
    expect(el.shadowRoot!.querySelector('.ui-section-heading__intro')).toBeNull();
    const space = () => {
      const heading = page.getByRole('heading', { level: 2, name: 'Agenda de la commune' }).element();
      const next = page.getByText('Marché hebdomadaire de Mokolo, le mercredi.').element();
      return next.getBoundingClientRect().top - heading.getBoundingClientRect().bottom;
    };
    expect(space()).toBeGreaterThanOrEqual(12);
    resetPage();

    // Flush: a container's gap spaces it instead.
    await mountElement('commune-ui-section-heading-probe', { lang: 'fr', attributes: { flush: '' } });
    expect(space()).toBeCloseTo(0, 0);
  });
});
