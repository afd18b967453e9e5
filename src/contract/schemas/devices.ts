import { z } from 'zod';
import { DEVICE_STATUSES, BASES, normaliseBase, normaliseStatus } from '../enums';
import { coded, issueMessage } from '../errorCodes';
import { TEXT_MAX, TEXTAREA_MAX } from '../limits';
import { bulkIds } from './bulk';
import { MESSAGES, missingOr, nullableId, nullableText, optionalText, requiredText } from './fields';

const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/;
const MAC_MESSAGE = issueMessage(coded('invalid_mac'));

/** Stores a MAC address upper-case with colons, or null when empty. */
export const macAddress = z
  .string({ error: MESSAGES.notString })
  .trim()
  .nullish()
  .refine((value) => !value || MAC_PATTERN.test(value), { error: MAC_MESSAGE })
  .transform((value) => (value === undefined ? undefined : value ? value.toUpperCase().replaceAll('-', ':') : null));

const choiceError = (issue: { input: unknown }) => missingOr(MESSAGES.invalidChoice(issue.input))(issue);

/** A status by machine value or label, any case ('In Use', 'in use'); answers the machine value. */
export const deviceStatus = z
  .string({ error: choiceError })
  .transform((value, context) => {
    const status = normaliseStatus(value);
    if (!status) {
      context.addIssue({ code: 'custom', message: issueMessage(coded('invalid_choice_of', { value, choices: DEVICE_STATUSES.join(', ') })) });
      return z.NEVER;
    }
    return status;
  });

/** A base by machine value, label or field spelling ('Porto', 'Vision Bolt'); empty or null means no base. */
export const deviceBase = z
  .string({ error: choiceError })
  .nullable()
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null;
    const base = normaliseBase(value);
    if (!base) {
      context.addIssue({ code: 'custom', message: issueMessage(coded('invalid_choice_of', { value, choices: BASES.join(', ') })) });
      return z.NEVER;
    }
    return base;
  });

export const deviceWrite = z.object({
  name: requiredText(TEXT_MAX),
  serial_id: nullableText(TEXT_MAX),
  mac_address: macAddress,
  firmware_version: optionalText(TEXT_MAX),
  data_version: optionalText(TEXT_MAX),
  status: deviceStatus.optional(),
  comment: optionalText(TEXTAREA_MAX),
  model_type_id: nullableId.optional(),
  current_event_id: nullableId.optional(),
  current_exhibitor_name: optionalText(TEXT_MAX),
  key_tag: optionalText(TEXT_MAX),
  base: deviceBase.optional(),
});
export type DeviceWrite = z.output<typeof deviceWrite>;

// In the bulk bodies the value is required; null clears the event, the model or the base.
export const bulkCurrentEvent = z.object({ ids: bulkIds, current_event_id: nullableId });
export const bulkBase = z.object({ ids: bulkIds, base: deviceBase });
export const bulkModelType = z.object({ ids: bulkIds, model_type_id: nullableId });
export const bulkStatus = z.object({ ids: bulkIds, status: deviceStatus });
/** POST xlsx_export: the devices to export (ids that no longer exist are left out: an export only reads) */
export const exportIds = z.object({ ids: bulkIds });
