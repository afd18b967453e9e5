// @vitest-environment happy-dom
// The selection rule: which ids are in, or "all that match, except these".
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  forget,
  isSelected,
  resolveSelection,
  selectAllMatching,
  selectedCount,
  setRange,
  toggle,
  type SelectionRule,
} from '../../src/app/table/selection';

const ids = (...values: number[]): SelectionRule => ({ mode: 'ids', ids: new Set(values) });
const allExcept = (...values: number[]): SelectionRule => ({ mode: 'allMatching', except: new Set(values) });

describe('the selection rule', () => {
  it('starts empty', () => {
    expect(isSelected(EMPTY_SELECTION, 1)).toBe(false);
    expect(selectedCount(EMPTY_SELECTION, 100)).toBe(0);
    expect(resolveSelection(EMPTY_SELECTION, [1, 2, 3])).toEqual([]);
  });

  it('toggles ids in ids mode without changing the original', () => {
    const original = ids(1);
    const added = toggle(original, 2);
    expect(added).toEqual(ids(1, 2));
    expect(isSelected(original, 2)).toBe(false);
    const removed = toggle(added, 1);
    expect(isSelected(removed, 1)).toBe(false);
    expect(isSelected(removed, 2)).toBe(true);
  });

  it('toggles by changing the exceptions in allMatching mode', () => {
    const rule = toggle(selectAllMatching(), 5);
    expect(rule).toEqual(allExcept(5));
    expect(isSelected(rule, 5)).toBe(false);
    expect(isSelected(rule, 6)).toBe(true);
    expect(toggle(rule, 5)).toEqual(allExcept());
  });

  it('counts: ids mode counts its ids (even hidden ones), allMatching counts matching minus exceptions', () => {
    expect(selectedCount(ids(1, 2, 99), 10)).toBe(3);
    expect(selectedCount(selectAllMatching(), 100000)).toBe(100000);
    expect(selectedCount(allExcept(1, 2), 100000)).toBe(99998);
    expect(selectedCount(allExcept(1, 2, 3), 2)).toBe(0);
  });

  it('selects all in constant time: no ids are listed', () => {
    const rule = selectAllMatching();
    expect(rule.mode).toBe('allMatching');
    expect(rule.mode === 'allMatching' && rule.except.size).toBe(0);
  });

  it('sets a range on or off in both modes', () => {
    expect(setRange(ids(1), [2, 3, 4], true)).toEqual(ids(1, 2, 3, 4));
    expect(setRange(ids(1, 2, 3), [2, 3], false)).toEqual(ids(1));
    expect(setRange(selectAllMatching(), [2, 3], false)).toEqual(allExcept(2, 3));
    expect(setRange(allExcept(2, 3, 4), [3, 4], true)).toEqual(allExcept(2));
  });

  it('sets a range of 100000 ids', () => {
    const range = Array.from({ length: 100000 }, (_, index) => index + 1);
    const rule = setRange(EMPTY_SELECTION, range, true);
    expect(selectedCount(rule, 100000)).toBe(100000);
  });

  it('resolves against the matching ids, in their order', () => {
    expect(resolveSelection(selectAllMatching(), [3, 1, 2])).toEqual([3, 1, 2]);
    expect(resolveSelection(allExcept(1), [3, 1, 2])).toEqual([3, 2]);
    // ids mode keeps ids the filter hides: the user chose them
    expect(resolveSelection(ids(1, 9), [3, 1, 2]).sort()).toEqual([1, 9]);
  });

  it('forgets removed ids in both modes', () => {
    expect(forget(ids(1, 2, 3), new Set([2]))).toEqual(ids(1, 3));
    expect(forget(allExcept(1, 2), new Set([2]))).toEqual(allExcept(1));
  });
});
