// Toasts without sonner in the first load: the library and its <Toaster> load on the first toast.
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

let ready: Promise<Sonner> | undefined;
let requestMount: ((onMounted: () => void) => void) | undefined;

/** Called by <ToasterHost>: how to mount the Toaster when a toast is first asked for. */
export function registerToasterHost(mount: (onMounted: () => void) => void) {
  requestMount = mount;
}

function load(): Promise<Sonner> {
  ready ??= import('sonner').then(
    (sonner) =>
      new Promise<Sonner>((resolve) => {
        if (!requestMount) resolve(sonner);
        else requestMount(() => resolve(sonner));
      }),
  );
  return ready;
}

function show(kind: Kind, message: string, opts?: ExternalToast) {
  void load().then(({ toast: t }) => {
    if (kind === 'message') t(message, opts);
    else t[kind](message, opts);
  });
}

export const toast = Object.assign((message: string, opts?: ExternalToast) => show('message', message, opts), {
  success: (message: string, opts?: ExternalToast) => show('success', message, opts),
  error: (message: string, opts?: ExternalToast) => show('error', message, opts),
  info: (message: string, opts?: ExternalToast) => show('info', message, opts),
  warning: (message: string, opts?: ExternalToast) => show('warning', message, opts),
});
