import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a 422's first message for each field the API names (`fields`: the API's name and the form's, in
 * order) beside that field of the form; whether it placed any.
 */
function placeFieldErrors<T extends FieldValues>(
  err: ApiError,
  fields: readonly (readonly [string, Path<T>])[],
  setError: UseFormSetError<T>,
) {
  let placed = false;
  for (const [field, name] of fields) {
    const message = err.fieldErrors[field]?.[0];
    if (message) {
      setError(name, { message });
      placed = true;
    }
  }
  return placed;
}

/**
 * Puts the messages of a refused submit where the user looks: a 422's field messages beside their
 * fields, anything else (not already shown by the API client) as the form's own message.
 */
export function showSubmitError<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
) {
  if (err instanceof ApiError && err.status === 422) {
    const placed = placeFieldErrors(
      err,
      fields.map((field) => [field, field] as const),
      setError,
    );
    if (!placed) setError('root', { message: err.message });
  } else if (!(err instanceof ApiError && err.shown)) {
    setError('root', { message: err instanceof Error ? err.message : fallback });
  }
}

/**
 * `showSubmitError` for a form whose fields the API names otherwise (the API in cents where the form
 * has whole dollars): a 422's messages go beside the form's fields, `renamed` mapping each of the API's
 * names to the form's; a refusal without them is shown as `showSubmitError` shows it.
 */
export function showRenamedSubmitError<T extends FieldValues>(
  err: unknown,
  renamed: Readonly<Record<string, Path<T>>>,
  setError: UseFormSetError<T>,
  fallback: string,
) {
  if (err instanceof ApiError && err.status === 422 && placeFieldErrors(err, Object.entries(renamed), setError)) return;
  showSubmitError(err, [], setError, fallback);
}

/** A failed check's first message for each field it names, as a form without react-hook-form keeps them. */
export function firstIssues<Field extends string>(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) found[issue.path[0] as Field] ??= issue.message;
  return found;
}
