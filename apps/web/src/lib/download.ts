import { api } from './api-client.ts';

type Query = Record<string, string | number | undefined>;

/**
 * Downloads a file the API answers (a receipt's PDF, a statement's CSV) with the bearer token, and
 * saves it under the name the API gives in Content-Disposition (`fallbackName` without one). A link
 * to the URL would not do: the API wants the token in a header, not a cookie. Errors are the API
 * client's (a 401 logs out, a 422 is a toast) and are thrown to the caller.
 */
export async function downloadFile(path: string, opts: { query?: Query; fallbackName: string }): Promise<void> {
  const res = await api<Response>(path, { query: opts.query, raw: true });
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? opts.fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started saving the file by now; the minute is for slow disks
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
