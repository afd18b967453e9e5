import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/contract/limits';
import { fetchWithoutToken, fileForm, GIF, JPEG, PNG, TEXT, WEBP, XLSX } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { pngOfLength } from './imageFixtures';

const IMAGE_REFUSED = 'Upload a PNG, JPEG, WebP or GIF image.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const upload = (form: FormData) => server.call('POST', '/api/v2/event-images', { form });

describe('POST /api/v2/event-images', () => {
  it('stores a PNG and answers its id and a url that serves it without a token', async () => {
    const answer = await upload(fileForm('file', PNG, 'logo.png', 'image/png'));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}\.png$/) });
    expect(Object.keys(answer.body)).toEqual(['id', 'url']);
    const served = await fetchWithoutToken(answer.body.url, server.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes).toEqual(PNG);
  });

  it('tells JPEG, GIF and WebP by their bytes, whatever the name and declared type say', async () => {
    const cases = [
      { bytes: JPEG, type: 'image/jpeg', extension: 'jpg' },
      { bytes: GIF, type: 'image/gif', extension: 'gif' },
      { bytes: WEBP, type: 'image/webp', extension: 'webp' },
    ];
    for (const { bytes, type, extension } of cases) {
      const answer = await upload(fileForm('file', bytes, 'picture.bin', 'text/plain'));
      expect(answer.status).toBe(201);
      expect(answer.body.url.endsWith(`.${extension}`)).toBe(true);
      const served = await fetchWithoutToken(answer.body.url, server.url);
      expect(served.type).toBe(type);
      expect(served.bytes).toEqual(bytes);
    }
  });

  it('gives every upload its own name, even for the same bytes', async () => {
    const first = await upload(fileForm('file', PNG, 'same.png', 'image/png'));
    const second = await upload(fileForm('file', PNG, 'same.png', 'image/png'));
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.url).not.toBe(first.body.url);
  });

  it('refuses a text file and an .xlsx renamed .png', async () => {
    for (const form of [fileForm('file', TEXT, 'notes.txt', 'text/plain'), fileForm('file', XLSX, 'devices.png', 'image/png')]) {
      const answer = await upload(form);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ file: [IMAGE_REFUSED] });
    }
  });

  it('refuses a missing file, an empty file, and a body that is not multipart', async () => {
    const missing = await upload(fileForm('image', PNG, 'logo.png', 'image/png'));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ file: ['No file was submitted.'] });
    const text = new FormData();
    text.append('file', 'not a file');
    expect((await upload(text)).body).toEqual({ file: ['No file was submitted.'] });
    const empty = await upload(fileForm('file', new Uint8Array(), 'empty.png', 'image/png'));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ file: ['The submitted file is empty.'] });
    const json = await server.call('POST', '/api/v2/event-images', { body: { file: 'logo.png' } });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ file: ['Send the file as multipart/form-data.'] });
  });

  it('answers 413 for an image over 5 MB, and accepts one of exactly 5 MB', async () => {
    const big = pngOfLength(IMAGE_MAX_BYTES + 1);
    const tooLarge = await upload(fileForm('file', big, 'big.png', 'image/png'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ detail: 'The upload is larger than 5 MB.' });
    const atLimit = await upload(fileForm('file', pngOfLength(IMAGE_MAX_BYTES), 'limit.png', 'image/png'));
    expect(atLimit.status).toBe(201);
  });
});

describe('GET /api/v2/event-images/{id}', () => {
  it('answers the id and url of an uploaded image', async () => {
    const created = await upload(fileForm('file', GIF, 'anim.gif', 'image/gif'));
    const answer = await server.call('GET', `/api/v2/event-images/${created.body.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(created.body);
  });

  it('answers 404 for an unknown image id and an unknown media name', async () => {
    const unknown = await server.call('GET', '/api/v2/event-images/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
    const media = await server.call('GET', '/media/AAAAAAAAAAAAAAAAAAAAAA.png', { token: null });
    expect(media.status).toBe(404);
    expect(media.body).toEqual({ detail: 'Not found.' });
  });

  it('needs an admin token to upload', async () => {
    const answer = await server.call('POST', '/api/v2/event-images', { token: null, form: fileForm('file', PNG, 'a.png') });
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBe('Authentication credentials were not provided.');
  });
});
