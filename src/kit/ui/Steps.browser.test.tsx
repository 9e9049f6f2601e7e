import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { Heading } from './Heading';
import { Steps, type StepsLayout } from './Steps';

const STEPS = [
  { id: 'depot', title: 'Déposer la demande', text: 'À l’accueil de l’hôtel de ville, avec les pièces demandées.' },
  { id: 'paiement', title: 'Payer les frais', text: 'À la Recette municipale, contre une quittance.' },
  { id: 'retrait', title: 'Retirer le document', text: 'Sur présentation du récépissé et de la quittance.' },
];

function StepsProbe({ layout, headingLevel }: { layout: StepsLayout; headingLevel: number }) {
  return (
    <section aria-labelledby="steps-heading">
      <Heading level={headingLevel} id="steps-heading">
        La démarche
      </Heading>
      <Steps steps={STEPS} headingLevel={headingLevel + 1} layout={layout} aria-labelledby="steps-heading" part="steps" />
    </section>
  );
}

defineWidget('commune-ui-steps-probe', StepsProbe, {
  summary: 'UI kit test: Steps',
  // Like every element: laid out by its own width.
  css: [':host { display: block; container-type: inline-size; }'],
  props: {
    layout: { type: 'enum', values: ['row', 'column'], default: 'row', doc: '' },
    headingLevel: { type: 'number', default: 2, doc: '' },
  },
});

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

const tops = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('li')].map((step) => Math.round(step.getBoundingClientRect().top));

describe('Steps', () => {
  it('is an ordered list named by its section, each step titled one level below with its number shown', async () => {
    await page.viewport(1280, 800);
    const el = await mountElement('commune-ui-steps-probe', { lang: 'fr', attributes: { 'heading-level': '3' } });
    await expectAccessible(el);
    const list = page.getByRole('list', { name: 'La démarche' });
    expect(list.element().tagName).toBe('OL');
    expect(list.element().getAttribute('part')).toBe('steps');
    expect(list.getByRole('listitem').elements()).toHaveLength(3);
    expect(list.getByRole('heading', { level: 4 }).elements().map((h) => h.textContent)).toEqual(STEPS.map((step) => step.title));
    await expect.element(list.getByText('À la Recette municipale, contre une quittance.')).toBeVisible();
    // The numbers are for the eye; the list gives the position to assistive technology.
    const numbers = [...el.shadowRoot!.querySelectorAll('.ui-steps__number')];
    expect(numbers.map((number) => number.textContent)).toEqual(['1', '2', '3']);
    expect(numbers.every((number) => number.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('puts the steps side by side in a wide container and one under the other in a narrow one', async () => {
    await page.viewport(1280, 800);
    const wide = await mountElement('commune-ui-steps-probe', { lang: 'fr' });
    await expect.element(page.getByRole('heading', { name: 'Payer les frais' })).toBeVisible();
    expect(new Set(tops(wide)).size).toBe(1);
    resetPage();

    await page.viewport(390, 844);
    const narrow = await mountElement('commune-ui-steps-probe', { lang: 'fr' });
    await expect.element(page.getByRole('heading', { name: 'Payer les frais' })).toBeVisible();
    expect(new Set(tops(narrow)).size).toBe(3);
    for (const step of narrow.shadowRoot!.querySelectorAll('li')) {
      expect(step.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      expect(step.scrollWidth).toBeLessThanOrEqual(step.clientWidth);
    }
  });

  it('keeps them one under the other with layout="column", however wide', async () => {
    await page.viewport(1280, 800);
    const el = await mountElement('commune-ui-steps-probe', { lang: 'fr', attributes: { layout: 'column' } });
    await expect.element(page.getByRole('heading', { name: 'Payer les frais' })).toBeVisible();
    expect(new Set(tops(el)).size).toBe(3);
    const number = el.shadowRoot!.querySelector('.ui-steps__number')!.getBoundingClientRect();
    const titleElement = el.shadowRoot!.querySelector<HTMLElement>('.ui-steps__title')!;
    const title = titleElement.getBoundingClientRect();
    // The number beside its title, not above it, level with the title's first line.
    expect(title.left).toBeGreaterThan(number.right);
    const style = getComputedStyle(titleElement);
    const firstLine = title.top + parseFloat(style.paddingTop) + parseFloat(style.lineHeight) / 2;
    expect(Math.abs(firstLine - (number.top + number.height / 2))).toBeLessThan(2);
  });
});
