// Who changed a list's rows, as the live stream told (`by` of its `changes` messages), kept until the list applies
// the changes those messages announced: the rows of that difference are then marked with these people. A message
// heard while a difference is already being read is announced to the next one too (its changes may come with either:
// naming one more person is better than naming the wrong one). Anything not known (a message without `by` for the
// list, a reconnection that missed messages) makes the difference's people unknown: its rows say "Changed elsewhere".
import type { ChangedBy, ChangePerson } from '../../contract/changeStream';
import type { RowAuthors } from '../table/rowMarks';

interface Heard {
  /** null: not known */
  people: readonly ChangePerson[] | null;
  /** heard while a difference was being read: it stays for the next one too */
  alsoNext: boolean;
}

export interface AuthorsLedger {
  /** a `changes` message naming some of the list's stream names; `busy`: the list is reading a difference now */
  heard(names: readonly string[], by: ChangedBy, busy: boolean): void;
  /** the list will catch up on changes nobody named (the stream connected again) */
  unknown(busy: boolean): void;
  /** a difference was applied: who made it (null: not known), for the session's user `self` */
  applied(self: number | null): RowAuthors | null;
  /** the list was read whole or emptied: nothing heard is pending any more */
  forget(): void;
}

export function createAuthorsLedger(): AuthorsLedger {
  let pending: Heard[] = [];
  return {
    heard(names, by, busy) {
      const named = names.map((name) => by[name]);
      const people = named.every((list) => list !== undefined && list.length > 0) ? named.flatMap((list) => list ?? []) : null;
      pending.push({ people, alsoNext: busy });
    },
    unknown(busy) {
      pending.push({ people: null, alsoNext: busy });
    },
    applied(self) {
      const heard = pending;
      pending = heard.filter((each) => each.alsoNext).map((each) => ({ ...each, alsoNext: false }));
      if (heard.length === 0 || heard.some((each) => each.people === null)) return null;
      const others = new Map<number, string>();
      let you = false;
      for (const person of heard.flatMap((each) => each.people ?? [])) {
        if (person.id === self) you = true;
        else if (!others.has(person.id)) others.set(person.id, person.name);
      }
      return { names: [...others.values()], you };
    },
    forget() {
      pending = [];
    },
  };
}
