import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminQuery, type AdminQuery } from './use-admin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * A staff page rendered by the server carries the staff API's answers its screen showed: the
 * screen's first render in the browser starts from them, as the server's HTML did, and does not
 * ask again; a later visit to the screen, or a reload, asks the server.
 */

const URL_1 = '/api/v1/news?status=all&page=1&pageSize=25&sort=-updatedAt';
const PAGE = { items: [{ id: 7, title: { fr: 'Forage de Zamay réparé' } }], total: 1, page: 1, pageSize: 25 };
const URL_BAD = '/api/v1/events?status=all&page=1&pageSize=25';

function carry(text: string): HTMLScriptElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.communeAnswers = '';
  block.textContent = text;
  document.body.append(block);
  return block;
}

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount(load: () => Promise<unknown>, options: { carried?: string; accept?: (answer: unknown) => boolean }) {
  const seen: AdminQuery<unknown>[] = [];
  function Probe() {
    seen.push(useAdminQuery(load, 'news', options));
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  act(() => root.render(<Probe />));
  return seen;
}

async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('answers carried by the page', () => {
  it('are the first render’s data, with no request, then the screen asks the server on reload and on its next visit', async () => {
    // The page's block is read once, at the first screen asking: it holds both tests' answers.
    carry(JSON.stringify({ [URL_1]: PAGE, [URL_BAD]: { items: 'none' } }));
    const load = vi.fn<() => Promise<unknown>>(async () => ({ ...PAGE, total: 2 }));
    const first = mount(load, { carried: URL_1 });
    expect(first[0]).toMatchObject({ data: PAGE, loading: false, error: null });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(first.at(-1)?.data).toEqual(PAGE);

    act(() => first.at(-1)!.reload());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.at(-1)).toMatchObject({ data: { total: 2 }, loading: false });

    // Another visit to the screen (the router drew it again): the page's answer is spent.
    const again = mount(load, { carried: URL_1 });
    expect(again[0]).toMatchObject({ data: undefined, loading: true });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('are ignored when they are not the expected shape, or for another address', async () => {
    const load = vi.fn<() => Promise<unknown>>(async () => PAGE);
    const shaped = (answer: unknown) => Array.isArray((answer as { items?: unknown }).items);
    const wrong = mount(load, { carried: URL_BAD, accept: shaped });
    expect(wrong[0]).toMatchObject({ data: undefined, loading: true });
    const other = mount(load, { carried: `${URL_1}&q=forage` });
    expect(other[0]).toMatchObject({ data: undefined, loading: true });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('written wrong in the page, are reported once and the screens ask the server', async () => {
    vi.resetModules();
    carry('{"/api/v1/news": [1, 2');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { carriedAnswer } = await import('./page-answers');
    expect(carriedAnswer(URL_1)).toBeUndefined();
    expect(carriedAnswer('/api/v1/news')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('not valid JSON');
  });
});
