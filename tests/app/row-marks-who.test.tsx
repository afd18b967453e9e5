// @vitest-environment node
// A row changed elsewhere says who changed it (issue 23): the live stream's `changes` message names the people per
// list (`by`), the list asks for its changes, and the rows of that difference are marked with them: "Alterado por
// Ana Silva", "Alterado por si noutro separador" (the session's own user, in another tab), two people named in the
// person's language, and "Alterado noutro local" when the server does not say. A message heard while a difference is
// already being read names its people on the next one too; anything unknown makes the difference's people unknown.
import './deviceRecordsDom';
import { describe, expect, it } from 'vitest';
import { useIntl } from 'react-intl';
import type { ChangedBy } from '../../src/contract/changeStream';
import type { ListChanges } from '../../src/app/state/listChanges';
import { createListStore, type ListSource } from '../../src/app/state/listStore';
import { createAuthorsLedger } from '../../src/app/sync/changeAuthors';
import { createListSync } from '../../src/app/sync/listSync';
import { rowMarkText } from '../../src/app/table/rowMarkText';
import { useRowMark, type RowAuthors } from '../../src/app/table/rowMarks';
import { MESSAGES } from './messages';
import { cleanup, render, settle } from './tableHarness';
import { createIntl } from 'react-intl';

interface Row { id: number; name: string }

const ANA = { id: 3, name: 'Ana Silva' };
const RUI = { id: 4, name: 'Rui Lopes' };
const SELF = 7;

/** A devices list whose differences the test answers, followed live over a stream the test writes into. */
async function liveList() {
  const diffs: Array<(changes: ListChanges<Row>) => void> = [];
  const source: ListSource<Row> = {
    fetchAll: async () => ({ rows: [{ id: 1, name: 'Kiosk 1' }, { id: 2, name: 'Kiosk 2' }], cursor: 'c1' }),
    fetchChanges: () => new Promise((resolve) => diffs.push(resolve)),
  };
  const store = createListStore<Row>(source, String);
  await store.load();
  const encoder = new TextEncoder();
  let write: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => { write = (text) => controller.enqueue(encoder.encode(text)); } });
  const sync = createListSync({
    lists: [{ name: 'devices', store, streamNames: ['devices'] }],
    owner: () => null,
    userId: () => SELF,
    openStream: async () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    enabled: () => true,
  });
  const stop = sync.startLive();
  write('event: ready\ndata: {"cursor":"c1"}\n\n');
  let seq = 1;
  return {
    store,
    stop,
    /** a `changes` message naming the devices, with `by` as given (undefined: a server that does not say) */
    announce(by?: ChangedBy) {
      seq += 1;
      write(`event: changes\ndata: ${JSON.stringify({ cursor: `c${seq}`, lists: ['devices'], ...(by ? { by } : {}) })}\n\n`);
    },
    /** answers the difference asked, with row 1 renamed `name` */
    async answer(name: string) {
      await settle(() => expect(diffs.length).toBeGreaterThan(0));
      diffs.shift()!({ rows: [{ id: 1, name }], deleted: [], cursor: `d${name}` });
      await settle(() => expect(store.find(1)?.name).toBe(name));
      return store.find(1)!;
    },
  };
}

function MarkOf({ row }: { row: object }) {
  const intl = useIntl();
  const mark = useRowMark(row);
  return <span>{mark ? rowMarkText(mark.authors, intl) : 'unmarked'}</span>;
}

/** What the row's mark says in Portuguese. */
function markText(row: object): string {
  const shown = render(<MarkOf row={row} />, { language: 'pt' });
  const text = shown.container.textContent ?? '';
  cleanup();
  return text;
}

describe('the mark of a row changed elsewhere', () => {
  it('names one person, the session\'s own user, two people, and nobody when the server does not say', async () => {
    const list = await liveList();
    list.announce({ devices: [ANA] });
    expect(markText(await list.answer('by Ana'))).toBe('Alterado por Ana Silva');
    list.announce({ devices: [{ id: SELF, name: 'Me' }] });
    expect(markText(await list.answer('by me'))).toBe('Alterado por si noutro separador');
    list.announce({ devices: [ANA, RUI] });
    expect(markText(await list.answer('by two'))).toBe('Alterado por Ana Silva e Rui Lopes');
    list.announce();
    expect(markText(await list.answer('by nobody known'))).toBe('Alterado noutro local');
    list.stop();
  });
});

describe('who a difference is marked with', () => {
  it('keeps a message heard during a difference for the next one too, and makes anything unknown unknown', () => {
    const ledger = createAuthorsLedger();
    ledger.heard(['devices'], { devices: [ANA] }, false);
    ledger.heard(['devices'], { devices: [RUI, ANA] }, true);
    expect(ledger.applied(SELF)).toEqual({ names: ['Ana Silva', 'Rui Lopes'], you: false });
    // Rui's message may have come after the difference was read: the next one names him too
    expect(ledger.applied(SELF)).toEqual({ names: ['Rui Lopes', 'Ana Silva'], you: false });
    expect(ledger.applied(SELF)).toBeNull();

    ledger.heard(['devices', 'event-settings'], { devices: [ANA] }, false);
    expect(ledger.applied(SELF)).toBeNull();
    ledger.heard(['devices'], { devices: [ANA, { id: SELF, name: 'Me' }] }, false);
    expect(ledger.applied(SELF)).toEqual({ names: ['Ana Silva'], you: true });
    ledger.heard(['devices'], { devices: [ANA] }, false);
    ledger.unknown(false);
    expect(ledger.applied(SELF)).toBeNull();
    ledger.heard(['devices'], { devices: [ANA] }, false);
    ledger.forget();
    expect(ledger.applied(SELF)).toBeNull();
  });

  it('words each case in English too, and cuts a long list of people', () => {
    const intl = createIntl({ locale: 'en-GB', messages: MESSAGES.en });
    const say = (authors: RowAuthors | null) => rowMarkText(authors, intl);
    expect(say(null)).toBe('Changed elsewhere');
    expect(say({ names: ['Ana Silva'], you: false })).toBe('Changed by Ana Silva');
    expect(say({ names: [], you: true })).toBe('Changed by you in another tab');
    expect(say({ names: ['Ana Silva', 'Rui Lopes'], you: false })).toBe('Changed by Ana Silva and Rui Lopes');
    expect(say({ names: ['Ana Silva'], you: true })).toBe('Changed by Ana Silva and by you in another tab');
    expect(say({ names: ['A', 'B', 'C', 'D', 'E'], you: false })).toBe('Changed by A, B, C and 2 others');
  });
});
