// The signed-in person's saved views, held whole (a few dozen at most). Not on the live stream: nobody else
// changes them (the server keeps each person's own); they load when the palette or the views' screen opens, and
// are forgotten when the session ends or another person logs in.
import { subscribe } from 'valtio';
import type { SavedView, SavedViewInput } from '../../contract/schemas/savedViews';
import type { Api } from '../api/api';
import { ApiFailure } from '../api/errors';
import { t } from '../i18n/intl';
import { api } from '../services/api';
import { auth } from '../state/auth';
import { createListStore } from '../state/listStore';

export const SAVED_VIEWS_PATH = '/api/admin/saved-views';

export const savedViewCalls = (app: Api) => app.wholeList<SavedView, SavedViewInput>(SAVED_VIEWS_PATH);

const describe = (error: unknown) => (error instanceof ApiFailure ? error.message : t('app.failed', { message: String(error) }));

export const savedViews = createListStore<SavedView>(async () => (await savedViewCalls(api).list()).results, describe);

let owner = auth.token === null ? null : (auth.user?.id ?? null);
subscribe(auth, () => {
  const now = auth.token === null ? null : (auth.user?.id ?? null);
  if (now === owner) return;
  owner = now;
  savedViews.reset();
});
