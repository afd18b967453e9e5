// Uploaded images of cancelled forms do not stay public forever: an image no saved record uses is removed once it
// has been unused longer than any open form can live (a session's token, plus a margin), its file gone and its URL
// a 404; an image a record uses, one uploaded recently, and one an event let go of recently all stay. A save that
// names an image already removed is refused with a message saying so. Time moves with the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_MEDIA_TTL_MS } from '../../src/contract/limits';
import { setClock } from '../../src/server/db/clock';
import { createEvent, fetchWithoutToken, fileForm, GIF, PNG, uploadEventImage } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { serverData, type ServerData } from './serverData';

const IMAGE_REMOVED = 'This image was removed: no saved event used it for over a week. Upload it again.';

let server: TestServer;
let data: ServerData;
let ahead = 0;
const restoreClock = setClock(() => Date.now() + ahead);

beforeAll(async () => {
  server = await startTestServer({}, { mediaSweepIntervalMs: 50 });
  data = serverData(server);
});
afterAll(async () => {
  await data.close();
  await server.close();
  restoreClock();
});

const nameOf = (url: string) => url.split('/').pop()!;
/** whether the server still keeps the file (the media folder on SQLite, media_files on PostgreSQL) */
const kept = async (name: string) => (await data.media.get(name)) !== undefined;
const served = async (url: string) => (await fetchWithoutToken(url, server.url)).status;

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function putEvent(id: number, fields: Record<string, unknown>) {
  const current = await server.call('GET', `/api/events/${id}`);
  return server.call('PUT', `/api/events/${id}`, { body: { ...current.body, ...fields }, headers: { 'If-Match': current.headers.get('ETag')! } });
}

describe('uploaded images no record uses', () => {
  it('are removed once unused past the age; used, young and recently released ones stay', async () => {
    const cancelled = await uploadEventImage(server); // a form cancelled after its upload
    const used = await uploadEventImage(server, GIF);
    await createEvent(server, { image: used.id });
    const releasedLongAgo = await uploadEventImage(server);
    const changedLongAgo = await createEvent(server, { image: releasedLongAgo.id });
    expect((await putEvent(changedLongAgo.id, { image: null })).status).toBe(200);
    const releasedNow = await uploadEventImage(server);
    const changedNow = await createEvent(server, { background_image: releasedNow.id });
    const booklet = await server.call('POST', '/api/v2/booklets', {
      body: { event: changedNow.id, title: 'B', configuration: { answers: [], files: [], cover_title: { pt: 'a', en: 'a', es: 'a' } } },
    });
    const cover = await server.call('PUT', `/api/v2/booklet-covers/${booklet.body.id}`, { form: fileForm('cover_image', PNG, 'cover.png', 'image/png') });
    expect(cover.status).toBe(200);
    // a file no row names, left by a crash between its write and its row's commit
    const stray = 'strayStrayStrayStray01.png';
    await data.media.put(stray, PNG, 'image/png');
    await data.backdate(stray, Date.now() - UNUSED_MEDIA_TTL_MS - 60_000);
    for (const image of [cancelled, used, releasedLongAgo, releasedNow]) expect(await served(image.url)).toBe(200);

    ahead = UNUSED_MEDIA_TTL_MS + 60_000;
    const young = await uploadEventImage(server);
    expect((await putEvent(changedNow.id, { background_image: null })).status).toBe(200);

    await until(async () => !(await kept(nameOf(cancelled.url))), 'the cancelled upload is removed');
    expect(await served(cancelled.url)).toBe(404);
    expect((await server.call('GET', `/api/v2/event-images/${cancelled.id}`)).status).toBe(404);
    await until(async () => !(await kept(nameOf(releasedLongAgo.url))) && !(await kept(stray)), 'the image released long ago and the stray file are removed');
    expect(await served(releasedLongAgo.url)).toBe(404);
    for (const image of [used, releasedNow, young]) {
      expect(await kept(nameOf(image.url))).toBe(true);
      expect(await served(image.url)).toBe(200);
    }
    expect(await served(cover.body.cover_image)).toBe(200);
  });

  it('refuses a save naming an image already removed, saying so beside the field', async () => {
    const image = await uploadEventImage(server);
    ahead += UNUSED_MEDIA_TTL_MS + 60_000;
    await until(async () => !(await kept(nameOf(image.url))), 'the unused upload is removed');
    const made = await server.call('POST', '/api/events', {
      body: { name: 'Late save', start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00', image: image.id },
    });
    expect(made.status).toBe(400);
    expect(made.body).toEqual({ image: [IMAGE_REMOVED] });
    const unknown = await server.call('POST', '/api/events', {
      body: { name: 'Never uploaded', start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00', background_image: 999_999 },
    });
    expect(unknown.body).toEqual({ background_image: ['Invalid pk "999999" - object does not exist.'] });
  });
});
