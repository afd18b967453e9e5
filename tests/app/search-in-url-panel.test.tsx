// @vitest-environment happy-dom
// A whole list's search survives a row opened before typing paused: the URL follows the search field only once
// typing pauses, so a row opened sooner (type, Enter, j, Enter) must still bring the panel back to the list as it
// was searched, not to the unsearched list or to a half-typed text (a CI run saw `?search=AAAAAAAAAAAAAAAAAAAA`,
// 20 of the 30 letters typed).
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { EMPTY_VOCABULARY } from '../../src/app/filters/filterVocabulary';
import { listReturn } from '../../src/app/records/listReturn';
import { URL_QUIET_MS, useSearchInUrl } from '../../src/app/records/searchInUrl';
import type { HeldSearch } from '../../src/app/table/types';
import { cleanup, render } from './tableHarness';

afterEach(() => cleanup());

const typingPauses = () => act(() => new Promise((resolve) => setTimeout(resolve, URL_QUIET_MS + 50)));

describe('a whole list’s search under a panel', () => {
  it('goes back to the whole typed search when the row was opened before typing paused', async () => {
    window.history.replaceState(null, '', '/events');
    const held: { search?: HeldSearch } = {};
    function List() {
      held.search = useSearchInUrl('/events', EMPTY_VOCABULARY);
      return null;
    }
    render(<List />);
    const search = () => held.search as HeldSearch;

    act(() => search().set('porto'));
    await typingPauses();
    expect(window.location.search).toBe('?search=porto');
    act(() => search().set('porto health'));
    act(() => navigate('/events/edit/7'));
    await typingPauses();
    expect(window.location.pathname).toBe('/events/edit/7');
    expect(listReturn('/events')).toBe('/events?search=porto+health');

    act(() => navigate(listReturn('/events')));
    expect(search().get().trim()).toBe('porto health');
  });
});
