// What every bulk call takes: the ids of the rows it acts on, in a body or in the query of a bulk delete.
import { z } from 'zod';
import { MAX_BULK_IDS } from '../limits';
import { idList } from './fields';

/** One id or more, at most MAX_BULK_IDS. */
export const bulkIds = idList(MAX_BULK_IDS);

/** `?ids=1&ids=2` or `?ids=1,2`: every value of the query's `ids`, split on commas. */
export const bulkDeleteQuery = z.object({
  ids: z.preprocess(
    (values) =>
      Array.isArray(values)
        ? values
            .flatMap((value) => String(value).split(','))
            .map((value) => value.trim())
            .filter((value) => value !== '')
            .map((value) => (/^\d+$/.test(value) ? Number(value) : value))
        : values,
    bulkIds,
  ),
});
