// Uploaded images are read as a decoder reads their header (issue 19, point 6): a signature followed by anything
// else (HTML, a truncated file) is refused, so are broken headers and declared sizes past IMAGE_MAX_SIDE or
// IMAGE_MAX_PIXELS (a decompression bomb in a few bytes); a real 1x1 image of every accepted format is stored.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../src/contract/limits';
import { checkImage } from '../../src/server/images/check';
import { PNG_SIGNATURE } from '../../src/server/images/png';
import { fileForm, GIF, JPEG, PNG, WEBP, WEBP_EXTENDED, WEBP_LOSSLESS } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { ihdr, png, pngChunk } from './imageFixtures';
import { serverData, type ServerData } from './serverData';

let server: TestServer;
let data: ServerData;
beforeAll(async () => {
  server = await startTestServer();
  data = serverData(server);
});
afterAll(async () => {
  await data.close();
  await server.close();
});

const upload = (bytes: Uint8Array, field = 'file') => server.call('POST', '/api/v2/event-images', { form: fileForm(field, bytes, 'image.png', 'image/png') });
const stored = () => data.storedFileCount();
const damaged = (format: string) => ({ file: [`This ${format} file is damaged or incomplete: save or export the image again, then upload it.`] });
const concat = (...parts: ArrayLike<number>[]) => new Uint8Array(parts.flatMap((part) => [...Array.from(part)]));
const text = (value: string) => new TextEncoder().encode(value);
const HTML = text('<html><body><script>alert(document.cookie)</script></body></html>');

/** A copy of `bytes` with `values` written at `at`. */
function patched(bytes: Uint8Array, at: number, values: number[]): Uint8Array {
  const copy = bytes.slice();
  copy.set(values, at);
  return copy;
}

const VALID = { PNG, JPEG, GIF, WEBP, WEBP_LOSSLESS, WEBP_EXTENDED, 'PNG, interlaced 16-bit grey': png({ depth: 16, colour: 0, interlace: 1 }) };
/** Each real image, with the format its refusals name. */
const REAL: [Uint8Array, string][] = [[PNG, 'PNG'], [JPEG, 'JPEG'], [GIF, 'GIF'], [WEBP, 'WebP'], [WEBP_LOSSLESS, 'WebP'], [WEBP_EXTENDED, 'WebP']];

describe('a whole image of each accepted format', () => {
  it.each(Object.entries(VALID))('is stored: %s', async (_, bytes) => {
    const answer = await upload(bytes);
    expect(answer.status).toBe(201);
    expect(checkImage(bytes)).toMatchObject({ size: { width: 1, height: 1 } });
  });

  it('is stored at the largest size allowed', async () => {
    expect((await upload(png({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE }))).status).toBe(201);
  });
});

describe('a signature followed by something else', () => {
  it('is refused as damaged, HTML included, and nothing is stored', async () => {
    const before = await stored();
    const cases: [Uint8Array, string][] = [
      [concat(PNG_SIGNATURE, HTML), 'PNG'],
      [concat(PNG, HTML), 'PNG'],
      [concat(JPEG.subarray(0, 3), HTML), 'JPEG'],
      [concat(JPEG, HTML), 'JPEG'],
      [concat(text('GIF89a'), HTML), 'GIF'],
      [concat(GIF, HTML), 'GIF'],
      [concat(text('RIFF'), [HTML.length + 4, 0, 0, 0], text('WEBP'), HTML), 'WebP'],
    ];
    for (const [bytes, format] of cases) {
      const answer = await upload(bytes);
      expect(answer.status, format).toBe(400);
      expect(answer.body).toEqual(damaged(format));
      expect(answer.raw.error_codes.file).toEqual([{ code: 'image_damaged', params: { format } }]);
    }
    expect(await stored()).toBe(before);
  });

  it('is refused when cut anywhere (every shorter prefix of each image)', async () => {
    for (const [bytes, format] of REAL) {
      for (let cut = 1; cut < bytes.length; cut += 1) expect(checkImage(bytes.subarray(0, cut)), `${format} cut at ${cut}`).toHaveProperty('refused');
    }
    const before = await stored();
    for (const [bytes, format] of REAL) {
      const answer = await upload(bytes.subarray(0, bytes.length - 1));
      expect(answer.status, format).toBe(400);
      expect(answer.body).toEqual(damaged(format));
    }
    expect(await stored()).toBe(before);
  });
});

describe('a broken header', () => {
  it.each([
    ['IHDR of the wrong length', png({}, [pngChunk('IHDR', Buffer.concat([ihdr(), Buffer.from([0])])), pngChunk('IDAT', Buffer.from([0])), pngChunk('IEND')])],
    ['IHDR with a wrong CRC', png({}, [pngChunk('IHDR', ihdr(), 12345), pngChunk('IDAT', Buffer.from([0])), pngChunk('IEND')])],
    ['colour type 2 at bit depth 4', png({ colour: 2, depth: 4 })],
    ['colour type 3 at bit depth 16', png({ colour: 3, depth: 16 })],
    ['colour type 5', png({ colour: 5 })],
    ['interlace method 2', png({ interlace: 2 })],
    ['no width', png({ width: 0 })],
    ['no height', png({ height: 0 })],
    ['no IDAT', png({}, [pngChunk('IHDR', ihdr()), pngChunk('IEND')])],
    ['a chunk after IEND', png({}, [pngChunk('IHDR', ihdr()), pngChunk('IDAT', Buffer.from([0])), pngChunk('IEND'), pngChunk('tEXt', Buffer.from('a'))])],
    ['a chunk longer than the file', png({}, [pngChunk('IHDR', ihdr()), Buffer.from([0x7f, 0xff, 0xff, 0xff, 0x49, 0x44, 0x41, 0x54]), pngChunk('IEND')])],
  ])('is refused: PNG, %s', async (_, bytes) => {
    const answer = await upload(bytes);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(damaged('PNG'));
  });

  it('is refused for JPEG, GIF and WebP too', async () => {
    const sof = JPEG.findIndex((byte, index) => byte === 0xff && JPEG[index + 1] === 0xc0);
    const cases: [Uint8Array, string][] = [
      [patched(JPEG, sof + 5, [0, 0]), 'JPEG'], // a frame of height 0
      [patched(JPEG, sof + 1, [0xc4]), 'JPEG'], // no frame header before the scan
      [patched(GIF, 6, [0, 0]), 'GIF'], // a screen of width 0
      [patched(GIF, GIF.length - 1, [0]), 'GIF'], // no trailer
      [patched(WEBP, 4, [0xff, 0, 0, 0]), 'WebP'], // a RIFF size other than the file's
      [patched(WEBP, 23, [0, 0, 0]), 'WebP'], // no VP8 start code
      [patched(WEBP_LOSSLESS, 20, [0x2e]), 'WebP'], // no VP8L signature
    ];
    for (const [bytes, format] of cases) {
      const answer = await upload(bytes);
      expect(answer.status, format).toBe(400);
      expect(answer.body).toEqual(damaged(format));
    }
  });
});

describe('declared dimensions past the limits', () => {
  const tooLarge = (width: number, height: number) => ({
    file: [`This image is ${width} × ${height} pixels; an image may be at most 10000 pixels wide and high, and 50 megapixels in all.`],
  });

  it('are refused by side and by pixel count, in every format, and nothing is stored', async () => {
    const before = await stored();
    const sof = JPEG.findIndex((byte, index) => byte === 0xff && JPEG[index + 1] === 0xc0);
    const cases: [Uint8Array, number, number][] = [
      [png({ width: IMAGE_MAX_SIDE + 1, height: 1 }), IMAGE_MAX_SIDE + 1, 1],
      [png({ width: 1, height: 2 ** 31 - 1 }), 1, 2 ** 31 - 1],
      [png({ width: 8000, height: 8000 }), 8000, 8000],
      [patched(JPEG, sof + 5, [0xff, 0xff, 0xff, 0xff]), 65535, 65535],
      [patched(GIF, 6, [0x10, 0x27, 0x10, 0x27]), 10000, 10000],
      [patched(WEBP_EXTENDED, 24, [0xff, 0x3f, 0, 0xff, 0x3f, 0]), 16384, 16384],
    ];
    for (const [bytes, width, height] of cases) {
      const answer = await upload(bytes);
      expect(answer.status, `${width} × ${height}`).toBe(400);
      expect(answer.body).toEqual(tooLarge(width, height));
      expect(answer.raw.error_codes.file).toEqual([{ code: 'image_too_many_pixels', params: { width, height, side: IMAGE_MAX_SIDE, megapixels: 50 } }]);
    }
    expect(await stored()).toBe(before);
  });
});

describe('random bytes after a valid signature', () => {
  it('never get a 5xx, and are stored only when they make a whole image', async () => {
    const signatures = [PNG_SIGNATURE, [0xff, 0xd8, 0xff], text('GIF87a'), text('GIF89a'), concat(text('RIFF'), [0, 0, 0, 0], text('WEBP'))];
    const start = fc.oneof(
      fc.constantFrom(...signatures.map((signature) => Uint8Array.from(signature))),
      // the first bytes of a real image, so the random part falls inside a header as often as after one
      fc.constantFrom(PNG, JPEG, GIF, WEBP, WEBP_LOSSLESS, WEBP_EXTENDED).chain((image) => fc.nat(image.length - 1).map((cut) => image.subarray(0, Math.max(1, cut)))),
    );
    await fc.assert(fc.asyncProperty(start, fc.uint8Array({ minLength: 1, maxLength: 3000 }), async (head, tail) => {
      const bytes = concat(head, tail);
      const before = await stored();
      const answer = await upload(bytes);
      expect(answer.status).toBeLessThan(500);
      const whole = !('refused' in checkImage(bytes));
      expect(answer.status).toBe(whole ? 201 : 400);
      expect(await stored()).toBe(before + (whole ? 1 : 0));
    }), { numRuns: 200 });
  }, 120_000);
});
