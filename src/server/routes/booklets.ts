// One booklet per event: its layout (configuration) and its cover image.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { coded } from '../../contract/errorCodes';
import { BOOKLET_FILE_FIELD_TYPES, BOOKLET_FILE_STYLES } from '../../contract/enums';
import type { Booklet } from '../../contract/entities';
import { bookletCreate, bookletUpdate, type BookletConfigurationWrite } from '../../contract/schemas/booklets';
import type { Db } from '../db/database';
import {
  bookletIdOfEvent, findBooklet, insertBooklet, listBooklets, setBookletCover, updateBooklet, type BookletRecord,
} from '../db/repos/booklets';
import { fieldTypesOfEvent } from '../db/repos/participatingFields';
import { pathId } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { eventScopedPage } from '../http/eventFilter';
import { answer, createOne, found, getOne, guardedUpdate, guardedWrite } from '../http/guarded';
import { receiveImage } from '../http/imageUpload';
import { doesNotExist, FieldErrorList, requireReferences } from '../http/references';
import { deleteMedia, mediaUrl } from '../http/uploads';


const present = (context: Context, record: BookletRecord): Booklet => ({
  id: record.id,
  event: record.event,
  title: record.title,
  cover_image: record.coverFile ? mediaUrl(context, record.coverFile) : null,
  is_published: record.is_published,
  configuration: record.configuration,
});

/**
 * The checks that need the database: the event exists and has no other booklet, every participating field named
 * in the configuration is a field of that event, and each card's style is of its field's kind (a file style for a
 * Logo or Brochure, an answer style for the rest). Errors are keyed by dotted path, e.g.
 * `configuration.answers.0.participating_field_id`.
 */
async function checkReferences(db: Db, eventId: number, configuration: BookletConfigurationWrite, bookletId?: number) {
  await requireReferences(db, [{ field: 'event', table: 'events', id: eventId }]);
  const errors = new FieldErrorList();
  const existing = await bookletIdOfEvent(db, eventId);
  if (existing !== undefined && existing !== bookletId) errors.add('event', coded('event_has_booklet'));
  const lists = { answers: configuration.answers, files: configuration.files };
  const named = Object.values(lists).flatMap((entries) => entries.map((entry) => entry.participating_field_id));
  const typeOf = await fieldTypesOfEvent(db, eventId, named.filter((fieldId) => fieldId !== null));
  for (const [list, entries] of Object.entries(lists)) {
    entries.forEach((entry, position) => {
      const fieldId = entry.participating_field_id;
      if (fieldId === null) return;
      const type = typeOf.get(fieldId);
      if (type === undefined) errors.add(`configuration.${list}.${position}.participating_field_id`, doesNotExist(fieldId));
      else if (BOOKLET_FILE_FIELD_TYPES.includes(type) !== BOOKLET_FILE_STYLES.includes(entry.style)) {
        errors.add(`configuration.${list}.${position}.style`, coded('booklet_style_not_for_field', { style: entry.style, type }));
      }
    });
  }
  errors.throwIfAny();
}

export function bookletRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/v2/booklets', (context) => eventScopedPage(context, deps.db, listBooklets, present));

  routes.get('/v2/booklets/:id{[0-9]+}', (context) => getOne(context, deps.db, findBooklet, present));

  routes.post('/v2/booklets', (context) => createOne(context, deps.writer, {
    find: findBooklet,
    schema: bookletCreate,
    present,
    check: (trx, input) => checkReferences(trx, input.event, input.configuration),
    insert: insertBooklet,
  }));

  routes.put('/v2/booklets/:id{[0-9]+}', (context) => guardedUpdate(context, deps.writer, {
    table: 'booklets',
    find: findBooklet,
    schema: bookletUpdate,
    present,
    write: async (trx, id, input, current) => {
      const event = input.event ?? current.event;
      await checkReferences(trx, event, input.configuration, id);
      await updateBooklet(trx, id, { ...input, event });
    },
  }));

  routes.put('/v2/booklet-covers/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    await found(findBooklet, deps.db, id); // an unknown booklet is a 404 before any file is saved
    const image = await receiveImage(context, deps.media, 'cover_image');
    let replaced = null as string | null;
    const updated = await guardedWrite(context, deps.writer, { table: 'booklets', id }, findBooklet, async (trx, current) => {
      replaced = current.coverFile;
      await setBookletCover(trx, id, image.fileName);
    }).catch(async (error: unknown) => {
      await deleteMedia(deps.media, image.fileName);
      throw error;
    });
    // The old file goes only once the new name is committed, so the booklet never names a missing file.
    if (replaced) await deleteMedia(deps.media, replaced);
    return answer(context, updated, 200, present);
  });

  return routes;
}
