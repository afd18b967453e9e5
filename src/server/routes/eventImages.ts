// Images for events (image, background_image): uploaded once, then named by id.
import { Hono } from 'hono';
import type { EventImage } from '../../contract/entities';
import { writeTransaction } from '../db/database';
import { findEventImageFile, insertEventImage } from '../db/repos/eventImages';
import { pathId } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { notFound } from '../http/errors';
import { receiveImage } from '../http/imageUpload';
import { deleteMedia, mediaUrl } from '../http/uploads';

export function eventImageRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/v2/event-images', async (context) => {
    const image = await receiveImage(context, deps.media, 'file');
    let id: number;
    try {
      // a transaction of its own, as every write, so that the activity history records it
      id = await writeTransaction(deps.writer, (trx) => insertEventImage(trx, image));
    } catch (error) {
      await deleteMedia(deps.media, image.fileName);
      throw error;
    }
    const answer: EventImage = { id, url: mediaUrl(context, image.fileName) };
    return context.json(answer, 201);
  });

  routes.get('/v2/event-images/:id{[0-9]+}', async (context) => {
    const id = pathId(context);
    const fileName = await findEventImageFile(deps.db, id);
    if (!fileName) throw notFound();
    const answer: EventImage = { id, url: mediaUrl(context, fileName) };
    return context.json(answer);
  });

  return routes;
}
