/*
 * Waiting for an element to stand still before it is checked (axe reads colours: a dialog still
 * fading in reads as low contrast). No test runner here, so stories use it too.
 */

/**
 * Resolves once every CSS animation and transition inside the element (and its overlays, which
 * render in its shadow root) has finished: axe checks colours, and a dialog still fading in
 * reads as low contrast.
 */
export async function animationsSettled(element: Element): Promise<void> {
  // The root the element lives in: a dialog inside a shadow root fades in with its overlay,
  // an ancestor, so its own subtree is not enough.
  const root = element.shadowRoot ?? (element.getRootNode() as Document | ShadowRoot);
  const animations = root.getAnimations();
  const ending = animations.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Resolves once the element has rendered and nothing in its shadow root has moved for 200 ms
 * (at most `timeout` ms): an overlay it opens by itself (a panel loaded on first use) has come
 * and finished its entrance by then.
 */
export async function settledElement(element: Element, timeout = 3000): Promise<void> {
  const deadline = Date.now() + timeout;
  let quiet = 0;
  while (Date.now() < deadline && quiet < 4) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rendered = (element.shadowRoot?.childElementCount ?? 0) > 0;
    const moving = rendered && (element.shadowRoot ?? element.getRootNode() as Document | ShadowRoot).getAnimations().some((animation) => animation.playState === 'running');
    quiet = rendered && !moving ? quiet + 1 : 0;
  }
  await animationsSettled(element);
}
