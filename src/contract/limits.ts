// Business constants from spec.md section 9 and contract.md.

export const TEXT_MAX = 100;
export const TEXTAREA_MAX = 500;
export const EVENT_NAME_MAX = 30;
export const SLUG_MAX = 100;
export const SPACE_URL_MAX = 200;
export const PHONE_NUMBER_MAX = 30;
export const PASSWORD_MIN = 8;
/** the longest password the server takes (login and new passwords) */
export const PASSWORD_MAX = 1024;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
export const MAX_DEVICE_PAGE_SIZE = 100_000;
export const MAX_BULK_IDS = 100_000;
/** How many bad ids of a list a 400 names: past that, more names help nobody and each costs. */
export const ID_LIST_ERRORS_MAX = 20;

export const PAGE_SIZES = {
  categories: 500,
  models: 500,
  devices: 1000,
  participatingFields: 100,
  spaces: 20,
  users: 20,
} as const;

export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** arrays and objects inside each other in a JSON body: the deepest the contract needs is 4 (a booklet's cards) */
export const JSON_MAX_DEPTH = 32;
/**
 * arrays, objects and object members in one JSON body: a booklet, the largest, has about 2 500; a megabyte of
 * them would cost JSON.parse alone 35–150 ms
 */
export const JSON_MAX_STRUCTURES = 10_000;
/** values in a JSON body's arrays and objects: a bulk call's ids and the rest */
export const JSON_MAX_VALUES = MAX_BULK_IDS + JSON_MAX_STRUCTURES;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** An uploaded image's width and height, each, in pixels: a few bytes may declare a bomb a browser would unpack */
export const IMAGE_MAX_SIDE = 10_000;
/** An uploaded image's pixels (50 megapixels: 200 MB once a browser decodes it) */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const XLSX_MAX_BYTES = 10 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1000;
export const XLSX_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins per client address in the same window, whatever e-mails they name. */
export const LOGIN_CLIENT_MAX_FAILURES = 30;
/**
 * The longest a login should wait for its password check, the check included: an attempt that could not start in
 * time behind those queued (at the measured speed of a check) is refused at once with 503 and Retry-After.
 */
export const LOGIN_ANSWER_BUDGET_MS = 1000;
/** How long a browser that logged into an account keeps its device cookie for it (renewed by each login). */
export const LOGIN_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Failed logins with one device cookie in the login window, past which the cookie counts for nothing. */
export const LOGIN_DEVICE_MAX_FAILURES = 5;
/** Every refused login (429, 503) is answered this long after it was decided (refusalHold.ts)… */
export const LOGIN_REFUSAL_DELAY_MS = 250;
/** …and this long when its client asked again sooner than LOGIN_REPEAT_MS after its last refusal. */
export const LOGIN_REFUSAL_HOLD_MS = 1000;
export const LOGIN_REPEAT_MS = 500;
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SIGNED_LINK_TTL_MS = 10 * 60 * 1000;
/** Ids deleted from a synced list are kept this long for `?changed_since=`; an older cursor is answered 410. */
export const CHANGE_TOMBSTONE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const TOAST_DURATION_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const EXPORT_FILE_NAME = 'Devices.xlsx';
/**
 * An uploaded image no saved record uses is removed once it has been unused this long: longer than a session's
 * token lives, so no open form can still hold it, plus a day of margin.
 */
export const UNUSED_MEDIA_TTL_MS = TOKEN_TTL_MS + 24 * 60 * 60 * 1000;
/**
 * A full disk counts as recovered (and is logged again when it fills) once a write succeeds with this much free
 * space: room for the largest image. Less, and a small write that fits would make every next failure log again.
 */
export const STORAGE_RECOVERED_BYTES = IMAGE_MAX_BYTES;

/** The activity history keeps every entry at least a year: entries older than this are pruned every day. */
export const HISTORY_RETENTION_MS = 400 * 24 * 60 * 60 * 1000;
/** History entries per page (`?page_size=`, at most the max). */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_MAX_PAGE_SIZE = 200;
/** The changes an entry of a list carries; the rest are read with `GET /api/v2/history/{id}/changes`. */
export const HISTORY_ENTRY_CHANGES = 20;
/** Changes per page of `GET /api/v2/history/{id}/changes`. */
export const HISTORY_CHANGES_PAGE_SIZE = 500;
export const HISTORY_CHANGES_MAX_PAGE_SIZE = 5000;
