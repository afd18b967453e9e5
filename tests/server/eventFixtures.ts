// What the event tests share: a valid event body, small images made by hand, and upload helpers.
import type { TestServer } from './harness';

export const EVENT_BODY = { name: 'Web Summit', start_date: '2026-11-10T09:00', end_date: '2026-11-13T18:00' };

let made = 0;

/** Creates an event through the API (a unique name unless one is given) and answers it. */
export async function createEvent(server: TestServer, fields: Record<string, unknown> = {}) {
  made += 1;
  const answer = await server.call('POST', '/api/events', { body: { ...EVENT_BODY, name: `Event ${made}`, ...fields } });
  if (answer.status !== 201) throw new Error(`event creation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { id: number; name: string; slug: string };
}

/** Adds a participating field (a question the event asks its exhibitors) to an event and answers its id. */
export async function createParticipatingField(server: TestServer, event: number, name: string, type = 'Answer'): Promise<number> {
  const answer = await server.call('POST', '/api/v2/participating-fields', { body: { event, name, type } });
  if (answer.status !== 201) throw new Error(`participating field creation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

/** Creates a user through the API, to be made an event's manager, and answers their id. */
export async function createUser(server: TestServer, name: string, email: string): Promise<number> {
  const answer = await server.call('POST', '/api/v2/beamian-users', { body: { name, email, password: 'user-password-1' } });
  if (answer.status !== 201) throw new Error(`user creation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** A real 1x1 PNG. */
export const PNG = fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
/** A real 1x1 GIF. */
export const GIF = fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
/** A real 1x1 JPEG (Chromium's canvas: JFIF, an ICC profile, quantisation and Huffman tables, one scan). */
export const JPEG = fromBase64('/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCwAk2P/9k=');
/** A real 1x1 lossy WebP (a VP8 chunk alone). */
export const WEBP = fromBase64('UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoBAAEAAMASJaACdAGgAACb1xc2RFH/5HH//kcf/+Rx/8oEAAA=');
/** A real 1x1 lossless WebP (a VP8L chunk of odd length, padded). */
export const WEBP_LOSSLESS = fromBase64('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ1c70rv+BiOh/AAA=');
/** A real 1x1 extended WebP (Chromium's: VP8X, an ICC profile, an alpha chunk, VP8). */
export const WEBP_EXTENDED = fromBase64('UklGRigCAABXRUJQVlA4WAoAAAAwAAAAAAAAAAAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZBTFBIAgAAAACAVlA4IDAAAAAQAgCdASoBAAEAAMASJaACdLoB+AH4AAPIAP72lZf+t/9QQH6dn/1ODBz5+P8AAAA=');
/** The start of a zip, which is what an .xlsx is. */
export const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]);
export const TEXT = new TextEncoder().encode('just some text, not an image\n');

/** A multipart body with one file field. */
export function fileForm(field: string, bytes: Uint8Array, fileName: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(bytes)], { type }), fileName);
  return form;
}

/** Uploads a PNG as an event image and answers `{ id, url }`. */
export async function uploadEventImage(server: TestServer, bytes: Uint8Array = PNG) {
  const answer = await server.call('POST', '/api/v2/event-images', { form: fileForm('file', bytes, 'image.png', 'image/png') });
  if (answer.status !== 201) throw new Error(`image upload failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { id: number; url: string };
}

/** GETs an absolute url with no token at all, as an <img> does. */
/** Fetches a link the server handed out (root-relative unless PUBLIC_URL is set) from `base`, with no token. */
export async function fetchWithoutToken(url: string, base: string) {
  const response = await fetch(new URL(url, base));
  return { status: response.status, type: response.headers.get('Content-Type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}
