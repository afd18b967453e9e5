import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { coded, type CodedError } from '../../contract/errorCodes';
import { JSON_BODY_MAX_BYTES } from '../../contract/limits';
import { newMediaName, type MediaStore } from '../media/mediaStore';
import type { AppEnv } from './env';
import { ApiError, detailBody, fieldError, tooLarge } from './errors';
import { linkTo } from './publicUrl';

const MULTIPART_OVERHEAD = 64 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const uploadTooLarge = (maxBytes: number) => coded('upload_too_large', { megabytes: megabytes(maxBytes) });

/**
 * Caps a body while it streams in, before any route reads it: JSON at 1 MB, a multipart upload at the limit of the
 * route it is sent to (`uploadMaxBytes(path)`), which the refusal names. A declared length over the cap is refused
 * before a byte of the body is read; a body without one is read up to the cap, no further.
 */
export function bodyCap(uploadMaxBytes: (path: string) => number): MiddlewareHandler<AppEnv> {
  const limit = (maxSize: number, error: CodedError) =>
    // The rest of the body is never read, so the connection cannot be reused: say so to the client.
    bodyLimit({ maxSize, onError: (context) => context.json(detailBody(error), 413, { Connection: 'close' }) });
  const json = limit(JSON_BODY_MAX_BYTES, coded('body_too_large', { megabytes: megabytes(JSON_BODY_MAX_BYTES) }));
  const uploads = new Map<number, ReturnType<typeof limit>>();
  const upload = (maxBytes: number) => {
    let capped = uploads.get(maxBytes);
    if (!capped) uploads.set(maxBytes, (capped = limit(maxBytes + MULTIPART_OVERHEAD, uploadTooLarge(maxBytes))));
    return capped;
  };
  return (context, next) => {
    const multipart = context.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data');
    return (multipart ? upload(uploadMaxBytes(context.req.path)) : json)(context, next);
  };
}

export interface Upload { bytes: Uint8Array<ArrayBuffer>; name: string }

/** Reads one file field from a multipart body, refusing anything larger than `maxBytes` with 413. */
export async function readUpload(context: Context, field: string, maxBytes: number): Promise<Upload> {
  const type = context.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) throw fieldError(field, coded('upload_not_multipart'));
  let form: Record<string, unknown>;
  try {
    form = await context.req.parseBody();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fieldError(field, coded('upload_unreadable'));
  }
  const file = form[field];
  if (!(file instanceof File)) throw fieldError(field, coded('upload_missing'));
  if (file.size > maxBytes) throw tooLarge(uploadTooLarge(maxBytes));
  if (file.size === 0) throw fieldError(field, coded('upload_empty'));
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/**
 * Stores bytes under a random, server-made name in the media store (media/mediaStore.ts); returns that name. A
 * write that fails (a full disk) leaves nothing behind: a partial file would only make the shortage worse.
 */
export async function saveMedia(media: MediaStore, bytes: Uint8Array, extension: string, contentType: string): Promise<string> {
  const name = newMediaName(extension);
  await media.put(name, bytes, contentType);
  return name;
}

/** Removes a file saved by saveMedia; one already gone is not an error. */
export const deleteMedia = (media: MediaStore, name: string): Promise<void> => media.delete(name);

export const mediaUrl = (context: Context, name: string) => linkTo(context, `/media/${name}`);
