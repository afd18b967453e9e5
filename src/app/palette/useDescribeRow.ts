// Rows are described when rendered, a few at a time, each once per set of results, with the words their results
// answer marked.
import { useMemo } from 'react';
import type { Language } from '../i18n/languages';
import { describeEntry, type EntryView } from './describeEntry';
import type { Translate } from './messages';
import type { ItemRow } from './results';

export function useDescribeRow(t: Translate, language: Language, tokens: readonly string[]): (row: ItemRow) => EntryView {
  return useMemo(() => {
    const views = new WeakMap<ItemRow, EntryView>();
    return (row: ItemRow) => {
      let view = views.get(row);
      if (!view) views.set(row, (view = describeEntry(row.entry, row.groupId, t, language, tokens)));
      return view;
    };
  }, [t, language, tokens]);
}
