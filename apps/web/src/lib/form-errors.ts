import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

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
    let placed = false;
    for (const field of fields) {
      const message = err.fieldErrors[field]?.[0];
      if (message) {
        setError(field, { message });
        placed = true;
      }
    }
    if (!placed) setError('root', { message: err.message });
  } else if (!(err instanceof ApiError && err.shown)) {
    setError('root', { message: err instanceof Error ? err.message : fallback });
  }
}

/** A failed check's first message for each field it names, as a form without react-hook-form keeps them. */
export function firstIssues<Field extends string>(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) found[issue.path[0] as Field] ??= issue.message;
  return found;
}
