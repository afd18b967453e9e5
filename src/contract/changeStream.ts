// What the live change stream (GET /api/v2/changes) says beyond the lists that changed (docs/architecture.md,
// "Additions to the contract"): who made the changes a `changes` message announces.

/** A person as the activity history names them (the name they had when they made the change). */
export interface ChangePerson {
  id: number;
  name: string;
}

/**
 * Per list the message names, the distinct people whose recorded changes since the stream's previous message may have
 * changed its rows; a list left out is one whose changes nobody is known for (a write outside a request).
 */
export type ChangedBy = Readonly<Partial<Record<string, readonly ChangePerson[]>>>;
