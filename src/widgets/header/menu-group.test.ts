import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuGroup } from './menu-group';

describe('the header menus’ timing', () => {
  let clock = 0;
  let menus: MenuGroup;
  const seen: Array<string | null> = [];

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    seen.length = 0;
    menus = new MenuGroup({ open: 200, close: 150, skip: 300 }, () => clock);
    menus.subscribe((id) => seen.push(id));
  });
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  it('opens a menu 200 ms after the pointer enters it, not before', () => {
    menus.pointerEnter('government');
    advance(199);
    expect(menus.current).toBeNull();
    advance(1);
    expect(menus.current).toBe('government');
  });

  it('does not open a menu the pointer only crossed', () => {
    menus.pointerEnter('government');
    advance(100);
    menus.pointerLeave('government');
    advance(500);
    expect(seen).toEqual([]);
  });

  it('moves straight to the next menu, and closes 150 ms after the pointer leaves', () => {
    menus.pointerEnter('government');
    advance(200);
    menus.pointerLeave('government');
    advance(40);
    menus.pointerEnter('residents');
    expect(menus.current).toBe('residents');
    menus.pointerLeave('residents');
    advance(149);
    expect(menus.current).toBe('residents');
    advance(1);
    expect(seen).toEqual(['government', 'residents', null]);
  });

  it('skips the open delay within 300 ms of a menu closing, not after', () => {
    menus.open('business');
    menus.close();
    advance(299);
    menus.pointerEnter('visitors');
    expect(menus.current).toBe('visitors');
    menus.close();
    advance(301);
    menus.pointerEnter('government');
    expect(menus.current).toBeNull();
    advance(200);
    expect(menus.current).toBe('government');
  });

  it('opens and closes at once from a click or the keyboard, one menu at a time', () => {
    menus.pointerEnter('government');
    menus.open('business');
    advance(500);
    expect(seen).toEqual(['business']);
    menus.close();
    expect(menus.current).toBeNull();
  });
});
