// @vitest-environment happy-dom
// The focus stack: which layer owns the keyboard (modal > palette > panel > table > page).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushLayer, resetLayers, subscribeLayers, topLayer } from '../../src/app/keys/focusStack';

afterEach(() => resetLayers());

describe('the focus stack', () => {
  it('is the page when nothing is pushed', () => {
    expect(topLayer()).toBe('page');
  });

  it('ranks layers whatever the order they were pushed in', () => {
    const popModal = pushLayer('modal');
    const popTable = pushLayer('table');
    const popPanel = pushLayer('panel');
    expect(topLayer()).toBe('modal');
    popModal();
    expect(topLayer()).toBe('panel');
    popPanel();
    expect(topLayer()).toBe('table');
    popTable();
    expect(topLayer()).toBe('page');
  });

  it('pops exactly the entry pushed, once, even with two of the same layer', () => {
    const popFirst = pushLayer('panel');
    const popSecond = pushLayer('panel');
    popFirst();
    popFirst();
    expect(topLayer()).toBe('panel');
    popSecond();
    expect(topLayer()).toBe('page');
  });

  it('tells subscribers about pushes and pops, until they leave', () => {
    const listener = vi.fn();
    const stop = subscribeLayers(listener);
    const pop = pushLayer('palette');
    pop();
    pop();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    pushLayer('modal');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
