import { EMPTY_DRAFT, type Draft } from './steps.ts';

const KEY = 'tt-trip-request-draft';

/** The answers so far, kept for the visit: closing the dialog or reloading the page loses nothing. */
export function loadDraft(): { draft: Draft; step: number } {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { draft?: Partial<Draft>; step?: number } | null;
    if (saved?.draft) {
      const draft = { ...EMPTY_DRAFT };
      for (const k of Object.keys(EMPTY_DRAFT) as (keyof Draft)[]) {
        if (typeof saved.draft[k] === 'string') draft[k] = saved.draft[k];
      }
      return { draft, step: Number.isInteger(saved.step) ? saved.step! : 0 };
    }
  } catch {
    // unreadable or unavailable storage: start afresh
  }
  return { draft: { ...EMPTY_DRAFT }, step: 0 };
}

export function saveDraft(draft: Draft, step: number) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ draft, step }));
  } catch {
    // storage full or disabled: the dialog still works, the draft is just not kept
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
