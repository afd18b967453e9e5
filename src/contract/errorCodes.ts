// Every error the server answers has a stable code beside its text (docs/architecture.md, "Additions to the
// contract"). This table is the one list of codes, shared by the server (which words its DRF English text from
// locales/en.json) and the app (which shows the code's message in the person's language). Each code names its
// message id in locales/ and the values its message takes.
import type english from '../../locales/en.json';

type ServerMessageId = Extract<keyof typeof english, `server.${string}`>;

export const ERROR_CODES = {
  required: { id: 'server.required', params: [] },
  blank: { id: 'server.blank', params: [] },
  'null': { id: 'server.null', params: [] },
  not_a_string: { id: 'server.notAString', params: [] },
  invalid_integer: { id: 'server.invalidInteger', params: [] },
  invalid_number: { id: 'server.invalidNumber', params: [] },
  invalid_boolean: { id: 'server.invalidBoolean', params: [] },
  not_a_list: { id: 'server.notAList', params: [] },
  empty_list: { id: 'server.emptyList', params: [] },
  invalid_email: { id: 'server.invalidEmail', params: [] },
  email_hidden_character: { id: 'server.emailHiddenCharacter', params: ['character'] },
  invalid_url: { id: 'server.invalidUrl', params: [] },
  invalid_datetime: { id: 'server.invalidDatetime', params: [] },
  max_length: { id: 'server.maxLength', params: ['max'] },
  min_length: { id: 'server.minLength', params: ['min'] },
  min_value: { id: 'server.minValue', params: ['min'] },
  max_value: { id: 'server.maxValue', params: ['max'] },
  max_items: { id: 'server.maxItems', params: ['max'] },
  invalid_choice: { id: 'server.invalidChoice', params: ['value'] },
  invalid_choice_of: { id: 'server.invalidChoiceOf', params: ['value', 'choices'] },
  not_a_dict: { id: 'server.notADict', params: ['type'] },
  not_a_dict_of_items: { id: 'server.notADictOfItems', params: ['type'] },
  invalid_mac: { id: 'server.invalidMac', params: [] },
  invalid_slug: { id: 'server.invalidSlug', params: [] },
  end_before_start: { id: 'server.endBeforeStart', params: [] },
  password_too_short: { id: 'server.passwordTooShort', params: ['min'] },
  password_blank: { id: 'server.passwordBlank', params: ['min'] },
  broken_text: { id: 'server.brokenText', params: [] },
  unique_user_email: { id: 'server.uniqueUserEmail', params: [] },
  unique_device_serial: { id: 'server.uniqueDeviceSerial', params: [] },
  unique_model_name: { id: 'server.uniqueModelName', params: [] },
  unique_category_name: { id: 'server.uniqueCategoryName', params: [] },
  unique: { id: 'server.unique', params: [] },
  unique_space_slug: { id: 'server.uniqueSpaceSlug', params: [] },
  unique_event_manager: { id: 'server.uniqueEventManager', params: [] },
  does_not_exist: { id: 'server.doesNotExist', params: ['id'] },
  unknown_ids: { id: 'server.unknownIds', params: ['ids'] },
  unknown_ids_more: { id: 'server.unknownIdsMore', params: ['ids', 'more'] },
  invalid_event_filter: { id: 'server.invalidEventFilter', params: [] },
  invalid_cursor: { id: 'server.invalidCursor', params: [] },
  cursor_expired: { id: 'server.cursorExpired', params: [] },
  invalid_history_record: { id: 'server.invalidHistoryRecord', params: [] },
  invalid_operation_header: { id: 'server.invalidOperationHeader', params: ['value'] },
  upload_not_multipart: { id: 'server.uploadNotMultipart', params: [] },
  upload_unreadable: { id: 'server.uploadUnreadable', params: [] },
  upload_missing: { id: 'server.uploadMissing', params: [] },
  upload_empty: { id: 'server.uploadEmpty', params: [] },
  upload_too_large: { id: 'server.uploadTooLarge', params: ['megabytes'] },
  image_refused: { id: 'server.imageRefused', params: [] },
  image_damaged: { id: 'server.imageDamaged', params: ['format'] },
  image_too_many_pixels: { id: 'server.imageTooManyPixels', params: ['width', 'height', 'side', 'megapixels'] },
  body_too_large: { id: 'server.bodyTooLarge', params: ['megabytes'] },
  request_too_large: { id: 'server.requestTooLarge', params: [] },
  json_parse_error: { id: 'server.jsonParseError', params: ['reason'] },
  json_too_deep: { id: 'server.jsonTooDeep', params: ['max'] },
  json_too_many_structures: { id: 'server.jsonTooManyStructures', params: ['max'] },
  json_too_many_values: { id: 'server.jsonTooManyValues', params: ['max'] },
  'body_not_utf8': { id: 'server.bodyNotUtf8', params: [] },
  not_found: { id: 'server.notFound', params: [] },
  invalid_page: { id: 'server.invalidPage', params: [] },
  precondition_failed: { id: 'server.preconditionFailed', params: [] },
  last_admin: { id: 'server.lastAdmin', params: [] },
  category_in_use: { id: 'server.categoryInUse', params: ['count'] },
  model_in_use: { id: 'server.modelInUse', params: ['count'] },
  not_authenticated: { id: 'server.notAuthenticated', params: [] },
  invalid_token: { id: 'server.invalidToken', params: [] },
  permission_denied: { id: 'server.permissionDenied', params: [] },
  admin_only: { id: 'server.adminOnly', params: [] },
  own_admin_role: { id: 'server.ownAdminRole', params: [] },
  login_throttled: { id: 'server.loginThrottled', params: ['seconds'] },
  login_in_progress: { id: 'server.loginInProgress', params: [] },
  passwords_busy: { id: 'server.passwordsBusy', params: ['seconds'] },
  invalid_credentials: { id: 'server.invalidCredentials', params: [] },
  no_user_with_email: { id: 'server.noUserWithEmail', params: [] },
  password_changed: { id: 'server.passwordChanged', params: [] },
  server_stopping: { id: 'server.serverStopping', params: [] },
  database_unreachable: { id: 'server.databaseUnreachable', params: [] },
  server_error: { id: 'server.serverError', params: [] },
  request_failed: { id: 'server.requestFailed', params: [] },
  pool_busy: { id: 'server.poolBusy', params: [] },
  import_busy: { id: 'server.importBusy', params: [] },
  import_write_timeout: { id: 'server.importWriteTimeout', params: [] },
  work_out_of_memory: { id: 'server.workOutOfMemory', params: [] },
  work_timeout: { id: 'server.workTimeout', params: ['seconds'] },
  work_stopped: { id: 'server.workStopped', params: [] },
  storage_full: { id: 'server.storageFull', params: [] },
  import_rows_failed: { id: 'server.importRowsFailed', params: ['count'] },
  import_rows_failed_listed: { id: 'server.importRowsFailedListed', params: ['count', 'shown'] },
  import_id_repeated: { id: 'server.importIdRepeated', params: ['row'] },
  import_serial_repeated_update: { id: 'server.importSerialRepeatedUpdate', params: ['row'] },
  import_serial_repeated: { id: 'server.importSerialRepeated', params: ['row'] },
  import_no_model_named: { id: 'server.importNoModelNamed', params: ['name'] },
  import_models_named: { id: 'server.importModelsNamed', params: ['count', 'name'] },
  import_no_event_named: { id: 'server.importNoEventNamed', params: ['name'] },
  import_events_named: { id: 'server.importEventsNamed', params: ['count', 'name'] },
  cell_error: { id: 'server.cellError', params: ['value'] },
  cell_uncalculated: { id: 'server.cellUncalculated', params: [] },
  sheet_column_twice: { id: 'server.sheetColumnTwice', params: ['column'] },
  sheet_columns_missing: { id: 'server.sheetColumnsMissing', params: ['columns'] },
  sheet_not_xlsx: { id: 'server.sheetNotXlsx', params: [] },
  sheet_old_xls: { id: 'server.sheetOldXls', params: [] },
  sheet_damaged: { id: 'server.sheetDamaged', params: ['damage'] },
  sheet_no_worksheet: { id: 'server.sheetNoWorksheet', params: [] },
  sheet_too_many_rows: { id: 'server.sheetTooManyRows', params: ['max'] },
  sheet_expands_too_much: { id: 'server.sheetExpandsTooMuch', params: ['megabytes'] },
  sheet_read_timeout: { id: 'server.sheetReadTimeout', params: ['seconds'] },
  sheet_read_memory: { id: 'server.sheetReadMemory', params: [] },
  invalid: { id: 'server.invalid', params: [] },
  event_has_booklet: { id: 'server.eventHasBooklet', params: [] },
  booklet_index_repeated: { id: 'server.bookletIndexRepeated', params: ['index'] },
  booklet_index_out_of_range: { id: 'server.bookletIndexOutOfRange', params: ['max'] },
  booklet_style_is_file: { id: 'server.bookletStyleIsFile', params: ['style'] },
  booklet_style_not_file: { id: 'server.bookletStyleNotFile', params: ['style'] },
  booklet_style_not_for_field: { id: 'server.bookletStyleNotForField', params: ['style', 'type'] },
  image_removed: { id: 'server.imageRemoved', params: [] },
  unique_view_name: { id: 'server.uniqueViewName', params: [] },
} as const satisfies Record<string, { id: ServerMessageId; params: readonly string[] }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A coded error as the API answers it: `{ code, params? }`, params only when its message takes values. */
export interface CodedError {
  code: ErrorCode;
  params?: ErrorParams;
}

/** Field → coded errors, in the order of the field's messages (the `error_codes` of a 400). */
export type FieldErrorCodes = Record<string, CodedError[]>;

type ParamsOf<C extends ErrorCode> = Record<(typeof ERROR_CODES)[C]['params'][number], string | number>;

/** A coded error, its values checked against the table at compile time. */
export function coded<C extends ErrorCode>(code: C, ...params: (typeof ERROR_CODES)[C]['params'] extends readonly [] ? [] : [ParamsOf<C>]): CodedError {
  return params[0] ? { code, params: params[0] } : { code };
}

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

// A zod message is a string: the schemas (shared, and free of any wording) give one that carries the coded error,
// and the server's fieldErrorsOf reads it back. No person ever sees this form: the app never shows zod messages.
const ISSUE_MARK = '\u0000coded:';

/** A coded error as a zod message, for the schemas' `error` options and `addIssue`. */
export function issueMessage(error: CodedError): string {
  return ISSUE_MARK + JSON.stringify(error);
}

/** The coded error a zod message carries, or undefined for a message that carries none. */
export function codedErrorOfIssue(message: string): CodedError | undefined {
  if (!message.startsWith(ISSUE_MARK)) return undefined;
  const parsed = JSON.parse(message.slice(ISSUE_MARK.length)) as CodedError;
  return isErrorCode(parsed.code) ? parsed : undefined;
}
