// Turning a form's draft text into an API value.

/** The text trimmed, or null when the field was left blank (the API's "none"). */
export const blankAsNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
