// What the editor starts from: the event's booklet (none yet: saving creates it) read with its version, so that
// a save sends If-Match, and the event's participating fields. Both are read again on `reload` (a retry after a
// failure, or the latest booklet after someone else saved theirs).
import { useCallback, useEffect, useState } from 'react';
import type { Booklet, ParticipatingField } from '../../../../contract/entities';
import { failureMessage } from '../../../api/errors';
import { versionOf } from '../../../api/versions';
import { api } from '../../../services/api';
import { appServices } from '../../../services/appServices';

export interface LoadedBooklet {
  status: 'loaded';
  /** null: the event has no booklet yet */
  booklet: Booklet | null;
  version: string | undefined;
  fields: ParticipatingField[];
  /** counts the loads, so the draft knows when to start again */
  generation: number;
}

export type BookletSource = { status: 'loading'; generation: number } | { status: 'failed'; message: string; generation: number } | LoadedBooklet;

/** The event's booklet with its version (null: none yet). */
export async function readBooklet(eventId: number): Promise<{ booklet: Booklet | null; version: string | undefined }> {
  const listed = (await api.events.booklets(eventId)).results[0];
  if (!listed) return { booklet: null, version: undefined };
  // the list's rows carry no version: the booklet itself, read once more, does (its ETag)
  const booklet = await api.events.booklet(listed.id).catch(() => listed);
  return { booklet, version: versionOf(booklet) };
}

export function useBookletSource(eventId: number): { source: BookletSource; reload(): void } {
  const [generation, setGeneration] = useState(1);
  const [source, setSource] = useState<BookletSource>({ status: 'loading', generation });

  useEffect(() => {
    let current = true;
    setSource({ status: 'loading', generation });
    Promise.all([readBooklet(eventId), api.events.participatingFields(eventId)]).then(
      ([{ booklet, version }, fields]) => current && setSource({ status: 'loaded', booklet, version, fields: fields.results, generation }),
      (error: unknown) => current && setSource({ status: 'failed', message: failureMessage(error, appServices.t), generation }),
    );
    return () => {
      current = false;
    };
  }, [eventId, generation]);

  const reload = useCallback(() => setGeneration((last) => last + 1), []);
  return { source, reload };
}
