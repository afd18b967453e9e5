// The names a confirmation lists: from the list when it holds the row, else read from the server (a server-paged
// list holds one page: a selection made across pages names its rows on other pages too), "#7" until then or when
// the section cannot read one row.
import { useEffect, useState } from 'react';
import { api } from '../services/api';
import type { Section } from './section';

export function useRowNames<Row extends { id: number }, Input>(section: Section<Row, Input>, ids: readonly number[]): string[] {
  const [read, setRead] = useState<ReadonlyMap<number, string>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    const get = section.calls(api).get;
    const missing = ids.filter((id) => !section.store.find(id) && !read.has(id));
    if (!get || missing.length === 0) return;
    let live = true;
    void Promise.allSettled(missing.map(async (id) => [id, section.nameOf(await get(id))] as const)).then((answers) => {
      if (!live) return;
      const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      if (found.length > 0) setRead((before) => new Map([...before, ...found]));
    });
    return () => {
      live = false;
    };
  }, [section, key]);
  return ids.map((id) => {
    const row = section.store.find(id);
    return row ? section.nameOf(row) : (read.get(id) ?? `#${id}`);
  });
}
