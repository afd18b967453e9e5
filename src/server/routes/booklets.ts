// One booklet per event: its layout (configuration) and its cover image.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Booklet } from '../../contract/entities';
import { bookletCreate, bookletUpdate, type BookletConfigurationWrite } from '../../contract/schemas/booklets';
import { writeTransaction, type Db } from '../db/database';
import { idExists } from '../db/ids';
import {
  bookletIdOfEvent, findBooklet, insertBooklet, listBooklets, setBookletCover, updateBooklet, type BookletRecord,
} from '../db/repos/booklets';
import { fieldIdsOfEvent } from '../db/repos/participatingFields';
import { pathId, readBody, readJson } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventFilterOf } from '../http/eventFilter';
import { notFound, parseWith } from '../http/errors';
import { checkIfMatch, setEtag } from '../http/etag';
import { receiveImage } from '../http/imageUpload';
import { pageOf, readPaging } from '../http/pagination';
import { doesNotExist, FieldErrorList } from '../http/references';
import { deleteMedia, mediaUrl } from '../http/uploads';

export const EVENT_HAS_BOOKLET = 'This event already has a booklet.';

const present = (context: Context, record: BookletRecord): Booklet => ({
  id: record.id,
  event: record.event,
  title: record.title,
  cover_image: record.coverFile ? mediaUrl(context, record.coverFile) : null,
  is_published: record.is_published,
  configuration: record.configuration,
});

const answerWith = (context: Context, record: BookletRecord, status: 200 | 201 = 200) => {
  setEtag(context, record.updatedAt);
  return context.json(present(context, record), status);
};

/**
 * The checks that need the database: the event exists and has no other booklet, and every participating field
 * named in the configuration is a field of that event (errors keyed by dotted path, e.g.
 * `configuration.answers.0.participating_field_id`).
 */
async function checkReferences(db: Db, eventId: number, configuration: BookletConfigurationWrite, bookletId?: number) {
  const errors = new FieldErrorList();
  if (!(await idExists(db, 'events', eventId))) {
    errors.add('event', doesNotExist(eventId));
    errors.throwIfAny();
  }
  const existing = await bookletIdOfEvent(db, eventId);
  if (existing !== undefined && existing !== bookletId) errors.add('event', EVENT_HAS_BOOKLET);
  const lists = { answers: configuration.answers, files: configuration.files };
  const named = Object.values(lists).flatMap((entries) => entries.map((entry) => entry.participating_field_id));
  const ownFields = await fieldIdsOfEvent(db, eventId, named.filter((fieldId) => fieldId !== null));
  for (const [list, entries] of Object.entries(lists)) {
    entries.forEach((entry, position) => {
      const fieldId = entry.participating_field_id;
      if (fieldId !== null && !ownFields.has(fieldId)) {
        errors.add(`configuration.${list}.${position}.participating_field_id`, doesNotExist(fieldId));
      }
    });
  }
  errors.throwIfAny();
}

async function mustFind(db: Db, id: number): Promise<BookletRecord> {
  const found = await findBooklet(db, id);
  if (!found) throw notFound();
  return found;
}

export function bookletRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/booklets', async (context) => {
    const paging = readPaging(context);
    const eventId = await eventFilterOf(context, deps.db);
    const { count, results } = await listBooklets(deps.db, { eventId, ...paging });
    return context.json(pageOf(context, paging, count, results.map((record) => present(context, record))));
  });

  routes.get('/v2/booklets/:id{[0-9]+}', async (context) => answerWith(context, await mustFind(deps.db, pathId(context))));

  routes.post('/v2/booklets', async (context) => {
    const input = await readBody(context, bookletCreate);
    const created = await writeTransaction(deps.db, async (trx) => {
      await checkReferences(trx, input.event, input.configuration);
      return mustFind(trx, await insertBooklet(trx, input));
    });
    return answerWith(context, created, 201);
  });

  routes.put('/v2/booklets/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    const body = await readJson(context);
    const updated = await writeTransaction(deps.db, async (trx) => {
      const current = await mustFind(trx, id);
      checkIfMatch(context, current.updatedAt);
      const input = parseWith(bookletUpdate, body);
      const event = input.event ?? current.event;
      await checkReferences(trx, event, input.configuration, id);
      await updateBooklet(trx, id, { ...input, event });
      return mustFind(trx, id);
    });
    return answerWith(context, updated);
  });

  routes.put('/v2/booklet-covers/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    await mustFind(deps.db, id);
    const image = await receiveImage(context, deps.mediaDir, 'cover_image');
    let replaced: string | null;
    let updated: BookletRecord;
    try {
      [replaced, updated] = await writeTransaction(deps.db, async (trx) => {
        const current = await mustFind(trx, id);
        checkIfMatch(context, current.updatedAt);
        await setBookletCover(trx, id, image.fileName);
        return [current.coverFile, await mustFind(trx, id)] as const;
      });
    } catch (error) {
      await deleteMedia(deps.mediaDir, image.fileName);
      throw error;
    }
    // The old file goes only once the new name is committed, so the booklet never names a missing file.
    if (replaced) await deleteMedia(deps.mediaDir, replaced);
    return answerWith(context, updated);
  });

  return routes;
}
