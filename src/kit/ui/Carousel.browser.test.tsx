import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { LanguageProvider } from '../../runtime/i18n/react';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { Carousel } from './Carousel';
import { adoptStyles, adoptTokens } from '../../runtime/styles/sheets';
import { uiCss } from './styles';

const villages = ['Dtima', 'Doukoula', 'Kalfou', 'Tchatibali', 'Guirvidig', 'Datcheka'];

function Slides({ loop = false }: { loop?: boolean }) {
  return (
    <Carousel aria-label="Villages" perView={{ base: 1, md: 2 }} loop={loop}>
      {villages.map((village) => (
        <p key={village} style={{ margin: 0, blockSize: '6rem', border: '1px solid' }}>
          {village}
        </p>
      ))}
    </Carousel>
  );
}

defineWidget('commune-ui-carousel-probe', ({ loop }: { loop: boolean }) => <Slides loop={loop} />, {
  summary: 'UI kit test: Carousel',
  props: { loop: { type: 'boolean', default: false, doc: '' } },
});

/** The slides inside the scroller's box, as a visitor sees them. */
function inView(root: ParentNode): string[] {
  const viewport = root.querySelector('.ui-carousel__viewport')!.getBoundingClientRect();
  return [...root.querySelectorAll('[role="group"]')]
    .filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    })
    .map((slide) => slide.textContent ?? '');
}

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

describe('Carousel', () => {
  it('is, before any script, a scrollable list of every slide with the room for its buttons kept', async () => {
    await page.viewport(390, 844);
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    adoptTokens();
    adoptStyles(shadow, [uiCss]);
    shadow.innerHTML = `<div>${renderToString(
      <LanguageProvider>
        <Slides />
      </LanguageProvider>,
    )}</div>`;
    document.body.append(host);

    expect([...shadow.querySelectorAll('[role="group"]')].map((slide) => slide.textContent)).toEqual(villages);
    expect(shadow.querySelectorAll('button')).toHaveLength(0);
    expect(inView(shadow)).toEqual(['Dtima']);
    const viewport = shadow.querySelector<HTMLElement>('.ui-carousel__viewport')!;
    expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
    expect(shadow.querySelector('.ui-carousel__controls')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    // The keyboard scrolls it: it takes focus, and the arrow keys move it.
    viewport.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => viewport.scrollLeft).toBeGreaterThan(0);
    await expect.poll(() => inView(shadow)).toEqual(['Doukoula']);
  });

  it('hydrates the server HTML, then shows its buttons without moving the slides', async () => {
    await page.viewport(390, 844);
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const tree = (
      <LanguageProvider>
        <Slides />
      </LanguageProvider>
    );
    adoptTokens();
    adoptStyles(shadow, [uiCss]);
    shadow.innerHTML = `<div id="root">${renderToString(tree)}</div>`;
    document.body.append(host);
    const container = shadow.getElementById('root')!;
    const top = shadow.querySelector('.ui-carousel__viewport')!.getBoundingClientRect().top;

    const onRecoverableError = vi.fn<(error: unknown) => void>();
    const root = hydrateRoot(container, tree, { onRecoverableError });
    await expect.poll(() => shadow.querySelectorAll('button').length).toBe(2);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(shadow.querySelector('.ui-carousel__viewport')!.getBoundingClientRect().top).toBe(top);
    root.unmount();
  });

  it('is accessible, and Previous/Next move by one slide, one or two per view by its own width', async () => {
    await page.viewport(390, 844);
    const el = await mountElement('commune-ui-carousel-probe', { lang: 'fr' });
    await expectAccessible(el);
    const next = page.getByRole('button', { name: 'Diapositive suivante' });
    const previous = page.getByRole('button', { name: 'Diapositive précédente' });
    await expect.element(previous).toBeDisabled();
    await next.click();
    await expect.poll(() => inView(el.shadowRoot!)).toEqual(['Doukoula']);
    await expect.element(previous).toBeEnabled();

    await page.viewport(900, 844);
    // The view still begins with the slide it began with.
    await expect.poll(() => inView(el.shadowRoot!)).toEqual(['Doukoula', 'Kalfou']);
    for (let press = 0; press < 4; press++) await next.click();
    await expect.poll(() => inView(el.shadowRoot!)).toEqual(['Guirvidig', 'Datcheka']);
    await expect.element(next).toBeDisabled();
  });

  it('wraps with loop, both ways', async () => {
    await page.viewport(390, 844);
    const el = await mountElement('commune-ui-carousel-probe', { lang: 'fr', attributes: { loop: '' } });
    await page.getByRole('button', { name: 'Diapositive précédente' }).click();
    await expect.poll(() => inView(el.shadowRoot!)).toEqual(['Datcheka']);
    await page.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(() => inView(el.shadowRoot!)).toEqual(['Dtima']);
  });
});
