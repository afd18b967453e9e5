// A paged argument's choices (PagedArgumentSpec in commands/registry.ts): its first page when its palette page opens,
// each next one when asked (the person reached the end of the list); one request at a time, aborted when the page
// goes. Every opening walks again from the first page, so what is new shows.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CommandContext } from '../../../commands/context';
import type { ArgumentOption, OptionPages, PagedArgumentSpec } from '../../../commands/registry';
import { ApiFailure } from '../api/errors';

export interface MoreOptions {
  /** the next page is on its way */
  loading: boolean;
  /** why the last ask for more failed, or null */
  error: string | null;
  /** asks for the next page: nothing while one is on its way */
  load(): void;
  words: PagedArgumentSpec<unknown>['words'];
}

export type PagedOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `more`: null after the last page */
  | { status: 'loaded'; options: readonly ArgumentOption<unknown>[]; more: MoreOptions | null };

interface Walk {
  owner: object;
  pages: OptionPages<unknown>;
  controller: AbortController;
  busy: boolean;
}

interface Walked {
  walk: Walk;
  options: readonly ArgumentOption<unknown>[];
  /** `done`: the last page is in */
  status: 'loading' | 'ready' | 'failed' | 'done';
  error: string | null;
}

const describeError = (error: unknown) => (error instanceof ApiFailure || error instanceof Error ? error.message : String(error));

/** `owner`: the palette page asking (a new one walks from the first page again). */
export function usePagedOptions(spec: PagedArgumentSpec<unknown> | undefined, owner: object | undefined, context: CommandContext): PagedOptions {
  const [walked, setWalked] = useState<Walked | null>(null);
  const current = useRef<Walk | null>(null);

  const next = (walk: Walk) => {
    if (walk.busy || current.current !== walk) return;
    walk.busy = true;
    setWalked((before) => (before?.walk === walk ? { ...before, status: 'loading', error: null } : before));
    walk.pages.next(walk.controller.signal).then(
      (page) => {
        walk.busy = false;
        if (current.current !== walk) return;
        setWalked((before) => ({ walk, options: [...(before?.walk === walk ? before.options : []), ...page.options], status: page.more ? 'ready' : 'done', error: null }));
      },
      (error: unknown) => {
        walk.busy = false;
        if (current.current !== walk) return;
        setWalked((before) => ({ walk, options: before?.walk === walk ? before.options : [], status: 'failed', error: describeError(error) }));
      },
    );
  };
  const nextRef = useRef(next);
  nextRef.current = next;

  useEffect(() => {
    if (!spec || !owner) return;
    const walk: Walk = { owner, pages: spec.pages(context), controller: new AbortController(), busy: false };
    current.current = walk;
    setWalked({ walk, options: [], status: 'loading', error: null });
    nextRef.current(walk);
    return () => {
      walk.controller.abort();
      if (current.current === walk) current.current = null;
    };
  }, [spec, owner, context]);

  return useMemo<PagedOptions>(() => {
    if (!spec || !walked || walked.walk.owner !== owner) return { status: 'loading' };
    const { walk, options, status, error } = walked;
    const first = options.length === 0;
    if (first && status === 'loading') return { status: 'loading' };
    if (first && status === 'failed') return { status: 'error', message: error ?? '' };
    const more: MoreOptions | null = status === 'done' ? null : { loading: status === 'loading', error, load: () => nextRef.current(walk), words: spec.words };
    return { status: 'loaded', options, more };
  }, [spec, owner, walked]);
}
