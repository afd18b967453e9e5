// Where uploaded files live (issue 24): an interface with two homes, picked by the database the server runs on.
// On SQLite (one process) the folder DATA_DIR/media, as always (folderStore.ts); on PostgreSQL (several processes
// behind a load balancer) the `media_files` table, so that a file uploaded through one process is served by every
// other (postgresStore.ts). Routes, the media route and the sweep only ever speak to this interface.
import { randomBytes } from 'node:crypto';

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  size: number;
}

export interface MediaStore {
  /** Stores `bytes` under `name` (a name saveMedia made); refuses a name already taken. Nothing stays of a failed put. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or undefined when there is none of that name. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; one already gone is not an error. */
  delete(name: string): Promise<void>;
  /** The names of the files stored before `before` (ms since the epoch, the wall clock), in no order. */
  namesOlderThan(before: number): Promise<string[]>;
}

/** The content type of each extension an uploaded image may have (images/check.ts gives these). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The names saveMedia makes: only such files are served, or ever removed by the media sweep. */
export const SAFE_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/;

/** A new random, unguessable name (128 bits) with this extension. */
export const newMediaName = (extension: string): string => `${randomBytes(16).toString('base64url')}.${extension}`;
