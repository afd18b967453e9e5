// Compression of answers by Accept-Encoding (Brotli preferred, then gzip) on node:zlib, streaming: the body goes
// through the compressor as it is produced, never gathered first (the whole fleet's list is some 45 MB of JSON).
// Fast levels: at Brotli quality 1 the 100 000-device list compresses about 15× in a third of a second, on
// libuv's threads, not the event loop. Never the event stream, never bodies already compressed (xlsx, images,
// the precompressed static files), never below 1 KB, where the saving is smaller than its cost.
import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** Bodies smaller than this go as they are. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text the API and the app send; text/event-stream is left out (it must reach the client message by message). */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|image\/svg\+xml|text\/(?!event-stream))/i;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer for an Accept-Encoding header: br, else gzip, each unless refused with q=0 (`*` names
 * both); undefined when neither is accepted.
 */
export function preferredEncoding(header: string | undefined, available: readonly ContentEncoding[] = ['br', 'gzip']): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: ContentEncoding) => (available.includes(encoding) ? weights.get(encoding) ?? weights.get('*') ?? 0 : 0);
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

export function compressorFor(encoding: ContentEncoding, sizeHint?: number) {
  return encoding === 'br'
    ? createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
      },
    })
    : createGzip({ level: 1 });
}

/** Adds Accept-Encoding to Vary, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

export function compression(): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    await next();
    const response = context.res;
    if (context.req.method === 'HEAD' || !response.body || response.status === 204 || response.status === 304) return;
    if (!COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '') || response.headers.has('Content-Encoding')) return;
    if (/no-transform/i.test(response.headers.get('Cache-Control') ?? '')) return;
    varyOnEncoding(response.headers);
    const encoding = preferredEncoding(context.req.header('Accept-Encoding'));
    if (!encoding) return;

    const declared = response.headers.get('Content-Length');
    const streamed = /chunked/i.test(response.headers.get('Transfer-Encoding') ?? '');
    let source: Readable;
    let size: number | undefined;
    if (declared !== null || streamed) {
      // a length to judge by, or a body streamed as it is made (a long list): compressed as it flows
      size = declared === null ? undefined : Number(declared);
      if (size !== undefined && size < COMPRESS_MIN_BYTES) return;
      source = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
    } else {
      // bodies without a length are the small JSON answers made on this thread: read, then judged by their size
      const bytes = new Uint8Array(await response.arrayBuffer());
      size = bytes.byteLength;
      if (size < COMPRESS_MIN_BYTES) {
        context.res = new Response(bytes, response);
        return;
      }
      source = Readable.from([bytes]);
    }
    // pipeline: a client that goes away, or a body that fails, ends both sides (the body's producer is told)
    const compressor = pipeline(source, compressorFor(encoding, size), () => undefined);
    const compressed = Readable.toWeb(compressor) as unknown as ReadableStream<Uint8Array>;
    context.res = new Response(compressed, response);
    context.res.headers.delete('Content-Length');
    context.res.headers.set('Content-Encoding', encoding);
  };
}
