// Device categories and device models.
import { z } from 'zod';
import { TEXT_MAX, TEXTAREA_MAX } from '../limits';
import { bulkIds } from './bulk';
import { nullableId, optionalText, requiredText } from './fields';

export const categoryWrite = z.object({
  name: requiredText(TEXT_MAX),
  description: optionalText(TEXTAREA_MAX),
});
export type CategoryWrite = z.output<typeof categoryWrite>;

/** A model names its category as `category_id`, or as `category` (an id, or an object with an id). */
export const modelWrite = z.preprocess(
  (input) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const body = input as Record<string, unknown>;
    if (body.category_id !== undefined || body.category === undefined) return body;
    const category = body.category;
    const categoryId = category && typeof category === 'object' ? (category as { id?: unknown }).id : category;
    return { ...body, category_id: categoryId };
  },
  z.object({
    name: requiredText(TEXT_MAX),
    description: optionalText(TEXTAREA_MAX),
    category_id: nullableId.optional(),
  }),
);
export type ModelWrite = z.output<typeof modelWrite>;

/** `category_id` is required; null takes the models out of any category. */
export const bulkModelCategory = z.object({
  ids: bulkIds,
  category_id: nullableId,
});
export type BulkModelCategory = z.output<typeof bulkModelCategory>;
