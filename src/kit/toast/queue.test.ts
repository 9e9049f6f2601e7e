import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMITS } from './constants';
import { ToastQueue, toastQueue } from './queue';

const { duration, removeDelay } = TOAST_LIMITS;

let queue: ToastQueue;

beforeEach(() => {
  vi.useFakeTimers();
  queue = new ToastQueue({ removeDelay: () => removeDelay });
});

afterEach(() => {
  queue.clear();
  vi.useRealTimers();
});

const titles = () => queue.getSnapshot().toasts.map((record) => record.title);
const phases = () => queue.getSnapshot().toasts.map((record) => record.phase);

describe('ToastQueue', () => {
  it('uses the SPEC §9 limits', () => {
    expect(TOAST_LIMITS).toEqual({ maxVisible: 3, duration: 4000, gap: 14, width: 356, offset: 32, swipeThreshold: 20, removeDelay: 200 });
    expect(queue.maxVisible).toBe(3);
    expect(queue.duration).toBe(4000);
  });

  it('shows at most three toasts; a fourth waits for a free place, in order of arrival', () => {
    const first = queue.add({ type: 'success', title: 'Un' });
    queue.add({ type: 'info', title: 'Deux' });
    queue.add({ type: 'warning', title: 'Trois' });
    queue.add({ type: 'error', title: 'Quatre' });
    queue.add({ type: 'info', title: 'Cinq' });
    expect(titles()).toEqual(['Un', 'Deux', 'Trois']);
    expect(queue.getSnapshot().waiting).toBe(2);

    queue.dismiss(first);
    // The leaving toast keeps its place during the removal animation.
    expect(titles()).toEqual(['Un', 'Deux', 'Trois']);
    expect(phases()).toEqual(['leaving', 'open', 'open']);
    vi.advanceTimersByTime(removeDelay);
    expect(titles()).toEqual(['Deux', 'Trois', 'Quatre']);
    expect(queue.getSnapshot().waiting).toBe(1);
  });

  it('closes a toast after 4000 ms, then removes it after the 200 ms animation', () => {
    queue.add({ type: 'success', title: 'Enregistré' });
    vi.advanceTimersByTime(duration - 1);
    expect(phases()).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(['leaving']);
    vi.advanceTimersByTime(removeDelay - 1);
    expect(titles()).toEqual(['Enregistré']);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot().toasts).toEqual([]);
  });

  it('starts a waiting toast’s 4000 ms when it shows, not when it was raised', () => {
    for (const title of ['Un', 'Deux', 'Trois', 'Quatre']) queue.add({ type: 'info', title });
    vi.advanceTimersByTime(duration + removeDelay);
    expect(titles()).toEqual(['Quatre']);
    vi.advanceTimersByTime(duration - 1);
    expect(phases()).toEqual(['open']);
    vi.advanceTimersByTime(1 + removeDelay);
    expect(titles()).toEqual([]);
  });

  it('keeps loading toasts until they are updated or dismissed', () => {
    const id = queue.add({ type: 'loading' });
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot().toasts).toEqual([{ id, type: 'loading', title: undefined, description: undefined, phase: 'open' }]);
    queue.dismiss(id);
    vi.advanceTimersByTime(removeDelay);
    expect(queue.getSnapshot().toasts).toEqual([]);
  });

  it('turns a loading toast into a success that stays 4000 ms from the update', () => {
    const id = queue.add({ type: 'loading', title: 'Création…' });
    vi.advanceTimersByTime(10_000);
    expect(queue.update(id, { type: 'success', title: 'Article créé', description: 'L’article a été créé avec succès.' })).toBe(true);
    expect(queue.getSnapshot().toasts[0]).toMatchObject({ id, type: 'success', title: 'Article créé', description: 'L’article a été créé avec succès.', phase: 'open' });
    vi.advanceTimersByTime(duration - 1);
    expect(phases()).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(['leaving']);
  });

  it('restarts the full duration on update, and stops the timer when a toast becomes a loading one', () => {
    const id = queue.add({ type: 'info', title: 'Envoi' });
    vi.advanceTimersByTime(3000);
    queue.update(id, { title: 'Envoi en cours' });
    vi.advanceTimersByTime(3000);
    expect(phases()).toEqual(['open']);
    queue.update(id, { type: 'loading' });
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot().toasts[0]).toMatchObject({ type: 'loading', title: 'Envoi en cours', phase: 'open' });
  });

  it('updates a waiting toast without showing it early, and refuses unknown or leaving toasts', () => {
    for (const title of ['Un', 'Deux', 'Trois']) queue.add({ type: 'info', title });
    const waiting = queue.add({ type: 'loading' });
    expect(queue.update(waiting, { type: 'error', title: 'Erreur' })).toBe(true);
    expect(titles()).toEqual(['Un', 'Deux', 'Trois']);
    expect(queue.update('commune-toast-999', { title: 'x' })).toBe(false);
    const shown = queue.getSnapshot().toasts[0].id;
    queue.dismiss(shown);
    expect(queue.update(shown, { title: 'trop tard' })).toBe(false);
    vi.advanceTimersByTime(removeDelay);
    expect(queue.getSnapshot().toasts.at(-1)).toMatchObject({ id: waiting, type: 'error', title: 'Erreur' });
  });

  it('dismisses a waiting toast silently, and everything without an id', () => {
    for (const title of ['Un', 'Deux', 'Trois']) queue.add({ type: 'info', title });
    const waiting = queue.add({ type: 'info', title: 'Quatre' });
    queue.dismiss(waiting);
    expect(queue.getSnapshot().waiting).toBe(0);
    queue.add({ type: 'info', title: 'Cinq' });
    queue.dismiss();
    expect(phases()).toEqual(['leaving', 'leaving', 'leaving']);
    expect(queue.getSnapshot().waiting).toBe(0);
    vi.advanceTimersByTime(removeDelay);
    expect(queue.getSnapshot().toasts).toEqual([]);
  });

  it('pauses every timer and resumes with the time each had left', () => {
    queue.add({ type: 'success', title: 'Un' });
    vi.advanceTimersByTime(3000);
    queue.pause();
    queue.add({ type: 'info', title: 'Deux' });
    vi.advanceTimersByTime(30_000);
    expect(phases()).toEqual(['open', 'open']);
    queue.resume();
    vi.advanceTimersByTime(999);
    expect(phases()).toEqual(['open', 'open']);
    vi.advanceTimersByTime(1);
    expect(phases()).toEqual(['leaving', 'open']);
    vi.advanceTimersByTime(duration - 1000 - 1);
    expect(phases()).toEqual(['open']);
  });

  it('removes at once when there is no removal animation (reduced motion)', () => {
    const instant = new ToastQueue({ removeDelay: () => 0 });
    const id = instant.add({ type: 'info', title: 'Un' });
    instant.dismiss(id);
    expect(instant.getSnapshot().toasts).toEqual([]);
  });

  it('tells subscribers about each change and keeps the snapshot stable in between', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(before);
    queue.add({ type: 'info', title: 'Un' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()).not.toBe(before);
    unsubscribe();
    queue.add({ type: 'info', title: 'Deux' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is one queue per page, shared through globalThis by every bundle', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('commune.toast-queue.v1')]).toBe(toastQueue);
  });
});
