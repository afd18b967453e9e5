// The version (ETag) each object was answered with, kept beside the object rather than in it: the contract's
// objects carry no version field, yet an edit must send If-Match with the version it was loaded at.
const versions = new WeakMap<object, string>();

/** Records the ETag of an answer's object ("…" or W/"…"), if there is one. */
export function recordVersion(body: unknown, etag: string | null): void {
  if (!etag || typeof body !== 'object' || body === null) return;
  versions.set(body, etag.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'));
}

/** The version an object was answered with, or undefined (a list's rows carry none). */
export const versionOf = (object: object): string | undefined => versions.get(object);

/** Gives `to` (a copy of an answered object) the version `from` was answered with. */
export function carryVersion<T extends object>(from: object, to: T): T {
  const version = versions.get(from);
  if (version !== undefined) versions.set(to, version);
  return to;
}
