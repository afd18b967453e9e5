// Fills an empty database with a believable business: catalogue, fleet, events, people and spaces.
import { mediaStoreFor } from '../../media/pick';
import { writeTransaction, type Db } from '../database';
import { demoClock } from './calendar';
import { planBooklets } from './booklets';
import { planCatalogue } from './catalogue';
import { planDevices } from './devices';
import { planEvents } from './events';
import { planFields } from './fields';
import { insertInChunks, nextIdOf } from './insert';
import { planMedia, writeMedia } from './media';
import { planPeople } from './people';
import { randomFor } from './random';
import { withInsertTriggersAfter } from './triggersAfterLoad';
import { planSpaces } from './spaces';

export interface DemoOptions {
  devices: number;
  mediaDir: string;
  /** PostgreSQL: the devices' search and change-log rows written after them (the default), or by their triggers as
   * they go in, as every other write (demo-load.test.ts compares the two) */
  deviceTriggers?: 'after' | 'during';
}

async function firstFreeIds(db: Db) {
  const [category, model, event, settings, manager, field, booklet, image, user, space, subscription] = await Promise.all([
    nextIdOf(db, 'device_categories'), nextIdOf(db, 'device_models'), nextIdOf(db, 'events'),
    nextIdOf(db, 'event_settings'), nextIdOf(db, 'event_managers'), nextIdOf(db, 'participating_fields'),
    nextIdOf(db, 'booklets'), nextIdOf(db, 'event_images'), nextIdOf(db, 'users'), nextIdOf(db, 'spaces'),
    nextIdOf(db, 'subscriptions'),
  ]);
  return { category, model, event, settings, manager, field, booklet, image, user, space, subscription };
}

/**
 * Plans the rows first (ids included, so rows can point at each other), stores the images, then inserts every
 * row in one transaction; devices are generated as they are inserted. Meant for a database holding only the
 * first admin.
 */
export async function loadDemoData(db: Db, options: DemoOptions): Promise<void> {
  const clock = demoClock(Date.now());
  const ids = await firstFreeIds(db);

  const catalogue = planCatalogue(randomFor('catalogue'), clock, ids);
  const events = planEvents(randomFor('events'), clock, ids);
  const fields = planFields(randomFor('fields'), events.events, ids.field);
  const booklets = planBooklets(randomFor('booklets'), clock, events.events, fields.byEvent, ids.booklet);
  const people = planPeople(randomFor('people'), clock, events.events, ids);
  const spaces = planSpaces(randomFor('spaces'), clock, people.users, ids);
  const devices = planDevices(randomFor('devices'), clock, options.devices, catalogue.profiles, events.events);
  const media = planMedia(randomFor('media'), events.events, booklets.booklets, ids.image);

  const eventRows = events.rows.map((row) => {
    const images = media.imageOfEvent.get(row.id);
    return { ...row, image: images?.image ?? null, background_image: images?.background ?? null };
  });
  const bookletRows = booklets.rows.map((row) => ({ ...row, cover_image: media.coverOfBooklet.get(row.id) ?? null }));

  const removeMedia = await writeMedia(mediaStoreFor(db, options.mediaDir), media.files);
  try {
    await writeTransaction(db, async (trx) => {
      await insertInChunks(trx, 'device_categories', catalogue.categories);
      await insertInChunks(trx, 'device_models', catalogue.models);
      await insertInChunks(trx, 'event_images', media.eventImages);
      await insertInChunks(trx, 'events', eventRows);
      await insertInChunks(trx, 'event_settings', events.settings);
      await insertInChunks(trx, 'participating_fields', fields.rows);
      await insertInChunks(trx, 'booklets', bookletRows);
      await insertInChunks(trx, 'users', people.rows);
      await insertInChunks(trx, 'event_managers', people.managers);
      await insertInChunks(trx, 'spaces', spaces.rows);
      await insertInChunks(trx, 'subscriptions', spaces.subscriptions);
      const insertDevices = () => insertInChunks(trx, 'devices', devices);
      await (options.deviceTriggers === 'during' ? insertDevices() : withInsertTriggersAfter(trx, 'devices', insertDevices));
    });
  } catch (error) {
    await removeMedia();
    throw error;
  }
}
