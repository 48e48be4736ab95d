import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** A value, or how to make it from the hook's arguments (a company's id). */
type PerArgs<Args extends unknown[], V> = V | ((...args: Args) => V);

type SettingsResourceOptions<Args extends unknown[]> = {
  /** Where the settings are cached; a save replaces that entry with the answer. */
  key: PerArgs<Args, QueryKey>;
  /** The endpoint below /v1 that answers the settings on GET and stores them on PUT. */
  path: PerArgs<Args, string>;
  /** Other queries a save changes (the audit log, lists that read the settings). */
  invalidates?: PerArgs<Args, QueryKey[]>;
};

function resolve<Args extends unknown[], V>(value: PerArgs<Args, V>, args: Args): V {
  return typeof value === 'function' ? (value as (...a: Args) => V)(...args) : value;
}

/**
 * One settings screen's data: a GET of the stored settings and a PUT of the form, which answers the
 * stored settings again. The save is silent and leaves 422s to the form (it shows them beside its
 * fields), and its answer becomes the cached settings. `Args` are what the hooks take (a company's id);
 * a platform-wide resource takes none.
 */
export function settingsResource<Settings, Body, Args extends unknown[] = []>(options: SettingsResourceOptions<Args>) {
  const query = (...args: Args) =>
    queryOptions({
      queryKey: resolve(options.key, args),
      queryFn: ({ signal }) => api<Settings>(resolve(options.path, args), { signal }),
    });

  function useSettings(...args: Args) {
    return useQuery(query(...args));
  }

  function useSaveSettings(...args: Args) {
    const qc = useQueryClient();
    return useMutation({
      meta: { silent: true },
      mutationFn: (body: Body) =>
        api<Settings>(resolve(options.path, args), { method: 'PUT', body, toastValidation: false }),
      onSuccess: (saved) => {
        qc.setQueryData(resolve(options.key, args), saved);
        for (const queryKey of options.invalidates ? resolve(options.invalidates, args) : []) {
          void qc.invalidateQueries({ queryKey });
        }
      },
    });
  }

  return { query, useSettings, useSaveSettings };
}
