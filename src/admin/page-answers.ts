import { serverRender } from '../runtime/server-render';

/*
 * The staff API's answers an admin page arrives with. The server renders a screen's first state
 * with the data it shows (a collection's first page of items) and writes those answers in the
 * page, `<script type="application/json" data-commune-answers>{"<url>": <answer>, …}</script>`,
 * so that the browser, taking the server's HTML over, starts from the same data (not from
 * « Chargement… », which would not match the HTML) without asking the server again.
 */

const SELECTOR = 'script[type="application/json"][data-commune-answers]';

let carried: Map<string, unknown> | undefined;

function pageAnswers(): Map<string, unknown> {
  if (carried) return carried;
  carried = new Map();
  const block = typeof document === 'undefined' ? null : document.querySelector(SELECTOR);
  if (!block) return carried;
  try {
    const answers: unknown = JSON.parse(block.textContent ?? '');
    if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) throw new TypeError('not an object of answers by URL');
    for (const [url, answer] of Object.entries(answers)) carried.set(url, answer);
  } catch (error) {
    // The screens ask the server, as on a page that came without answers.
    console.warn('[commune] Ignoring the staff answers written in the page: they are not valid JSON.', error);
  }
  return carried;
}

/**
 * The answer to `GET url` the page carries, or undefined. On the server, the render's answer
 * (and the URL is noted as asked for, so that the server can answer it and render again).
 */
export function carriedAnswer<T>(url: string): T | undefined {
  const server = serverRender();
  if (server) {
    if (!server.staff) return undefined;
    server.staff.asked.add(url);
    return server.staff.answers[url] as T | undefined;
  }
  return pageAnswers().get(url) as T | undefined;
}

/** Once a screen has shown it: another visit to the screen (a later navigation) asks the server. */
export function forgetAnswer(url: string): void {
  pageAnswers().delete(url);
}
