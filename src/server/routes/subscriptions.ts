// The subscriptions export link, and (an addition to the contract) creating a subscription.
import { Hono } from 'hono';
import { SIGNED_LINK_TTL_MS } from '../../contract/limits';
import { subscriptionCreate } from '../../contract/schemas/spaces';
import { writeTransaction } from '../db/database';
import { insertSubscription } from '../db/repos/subscriptions';
import { readBody } from '../http/body';
import type { AppEnv, ServerDeps } from '../http/env';
import { requireReferences } from '../http/references';
import { linkTo } from '../http/publicUrl';
import { linkSigner } from '../http/signedLinks';
import { SUBSCRIPTIONS_DOWNLOAD_PATH } from './downloads';

export function subscriptionRoutes(deps: ServerDeps) {
  const routes = new Hono<AppEnv>();
  const signer = linkSigner(deps.secret);

  routes.get('/v2/hc-subscriptions/export', (context) => {
    const link = signer.sign(SUBSCRIPTIONS_DOWNLOAD_PATH, SIGNED_LINK_TTL_MS);
    return context.json({ file: linkTo(context, link) });
  });

  routes.post('/v2/hc-subscriptions', async (context) => {
    const { email, space } = await readBody(context, subscriptionCreate);
    const created = await writeTransaction(deps.writer, async (trx) => {
      await requireReferences(trx, [{ field: 'space', table: 'spaces', id: space }]);
      return insertSubscription(trx, email, space);
    });
    return context.json(created, 201);
  });

  return routes;
}
