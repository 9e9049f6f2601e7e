import type { ElementTag } from './routes';

/** Loads the public entry that registers a commune element. */
export type ElementLoader = (tag: ElementTag) => Promise<unknown>;

/**
 * How far below the viewport an element starts loading: about a screen, so it is ready by the
 * time the visitor scrolls to it, while the page's first load pays only for what it shows.
 */
const NEAR_VIEWPORT = '600px 0px';

/**
 * Loads each commune element a page places, from the same `/lib/` entries partners use: at once
 * for those on or near the first screen (and the fixed ones), and for the rest when they come
 * near the viewport. The page's view is the only list of its elements.
 */
export class ElementLoading {
  private readonly loading = new Map<ElementTag, Promise<unknown>>();
  private observer: IntersectionObserver | undefined;

  constructor(private readonly load: ElementLoader) {}

  /** Every `commune-*` element under `root` that is not defined yet. */
  private pending(root: ParentNode): Element[] {
    return [...root.querySelectorAll('*')].filter((element) => element.localName.startsWith('commune-') && !customElements.get(element.localName));
  }

  /** Starts loading the elements under `root`; `everything` skips the wait for scrolling (a `#fragment` to reach). */
  scan(root: ParentNode, { everything = false } = {}): void {
    const pending = this.pending(root);
    if (pending.length === 0) return;
    const canWait = !everything && typeof IntersectionObserver === 'function';
    const limit = window.innerHeight;
    const later: Element[] = [];
    for (const element of pending) {
      const tag = element.localName as ElementTag;
      if (this.loading.has(tag)) continue;
      const box = element.getBoundingClientRect();
      const nearFirstScreen = box.top < limit || getComputedStyle(element).position === 'fixed';
      if (!canWait || nearFirstScreen) void this.loadOnce(tag);
      else later.push(element);
    }
    if (later.length === 0) return;
    this.observer ??= new IntersectionObserver((entries) => this.onIntersect(entries), { rootMargin: NEAR_VIEWPORT });
    for (const element of later) if (!this.loading.has(element.localName as ElementTag)) this.observer.observe(element);
  }

  private onIntersect(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      this.observer?.unobserve(entry.target);
      void this.loadOnce(entry.target.localName as ElementTag);
    }
  }

  /** Stops waiting for elements of a page that has been left. */
  forget(): void {
    this.observer?.disconnect();
  }

  private loadOnce(tag: ElementTag): Promise<unknown> {
    let pending = this.loading.get(tag);
    if (!pending) {
      pending = this.load(tag).catch((error: unknown) => {
        this.loading.delete(tag); // let a later navigation try again
        console.error(`[commune] Could not load <${tag}> from /lib/${tag}.js.`, error);
      });
      this.loading.set(tag, pending);
    }
    return pending;
  }
}
