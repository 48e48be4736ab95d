import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROLE } from '@triptender/contract/enums';
import { DUPLICATE_REQUEST, travellerLeadBody, guestLeadBody } from '@triptender/contract/leads';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { FieldError } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';
import { submitTravellerLead, submitGuestRequest } from '../api/leads.ts';
import { clearDraft, loadDraft, saveDraft } from '../draft-storage.ts';
import { countryOfPage, thankYouPath, type TripThankYouState } from '../thank-you-path.ts';
import { useTripRequest } from '../open-trip-request.ts';
import { fieldError, STEPS, stepFields, type Draft, type DraftField, type Step } from '../steps.ts';
import { DuplicateNotice } from './duplicate-notice.tsx';
import { StepBody } from './step-body.tsx';
import { StepProgress } from './step-progress.tsx';

const stepKey = (s: Step) => (s.kind === 'contact' ? 'contact' : s.field);

/** Focuses the first element matching the first selector that matches anything. */
function focusFirst(root: HTMLElement | null, selectors: string[]) {
  for (const selector of selectors) {
    const el = root?.querySelector<HTMLElement>(selector);
    if (el) return el.focus();
  }
}
const QUESTION_TARGETS = ['input:checked', '[data-day][tabindex="0"]', 'input:not([readonly])', 'textarea', 'input'];

/**
 * The multi-step trip request. Steps advance by themselves (500 ms after a choice or a date, 300 ms
 * after leaving a valid number or contact field, at once on Enter, Ctrl+Enter in the last one);
 * Continue stays disabled while the step is invalid. A guest posts to /v1/leads, a logged-in
 * traveller to /v1/client/request with their account's contact details.
 */
export default function TripRequestDialog() {
  const { open, hide, country: openedFor } = useTripRequest();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAuth((s) => s.user);
  const traveller = user?.role.id === ROLE.TRAVELLER ? user : null;
  const id = useId();

  const preset = openedFor ?? countryOfPage(pathname);
  const steps = useMemo(() => (preset ? STEPS.filter((s) => stepKey(s) !== 'country') : STEPS), [preset]);
  const locked = useMemo(
    () =>
      new Set<'first_name' | 'last_name' | 'email' | 'mobile'>(
        traveller ? ['first_name', 'last_name', 'email', ...(traveller.mobile ? (['mobile'] as const) : [])] : [],
      ),
    [traveller],
  );

  const [initial] = useState(() => {
    const saved = loadDraft();
    const draft: Draft = { ...saved.draft, ...(preset ? { country: preset } : {}) };
    if (traveller) {
      draft.first_name = traveller.first_name;
      draft.last_name = traveller.last_name;
      draft.email = traveller.email;
      if (traveller.mobile) draft.mobile = traveller.mobile;
    }
    const savedKey = stepKey(STEPS[saved.step] ?? STEPS[0]!);
    return {
      draft,
      index: Math.max(
        0,
        steps.findIndex((s) => stepKey(s) === savedKey),
      ),
    };
  });
  const [draft, setDraft] = useState<Draft>(initial.draft);
  const [index, setIndex] = useState(initial.index);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<{ message: string; leadId: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stepRef = useRef<HTMLFieldSetElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const step = steps[index]!;
  const isLast = index === steps.length - 1;
  // the locked contact fields are the account's: the server takes them from there, whatever they are
  const checked = (s: Step) => stepFields(s).filter((f) => !locked.has(f as never));
  const errorOf = (f: DraftField) => serverErrors[f] ?? (touched.has(f) ? fieldError(f, draft[f]) : null);
  const stepValid = (s: Step) => checked(s).every((f) => fieldError(f, draft[f]) === null);
  const valid = stepValid(step);

  useEffect(() => {
    // the account's own details are not kept: they are filled in again from the account
    const kept = { ...draft };
    for (const f of locked) kept[f] = '';
    saveDraft(
      kept,
      STEPS.findIndex((s) => stepKey(s) === stepKey(step)),
    );
  }, [draft, step, locked]);

  const cancelPending = () => window.clearTimeout(timer.current);
  useEffect(() => cancelPending, [index]);

  // a new step takes the focus, so keyboard and screen reader users land on its question
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusFirst(stepRef.current, QUESTION_TARGETS);
  }, [index]);

  const touch = (fields: DraftField[]) => setTouched((t) => new Set([...t, ...fields]));
  const change = (field: DraftField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
    setFailure(null);
  };

  const goTo = (i: number) => {
    cancelPending();
    setIndex(i);
  };

  const submit = async () => {
    const payload = { ...draft, lead_type: 'multi-step-form' as const };
    // the contract's schema trims and cuts the text, exactly as the API will
    const parsed = traveller
      ? travellerLeadBody.safeParse({ ...payload, user_id: traveller.id })
      : guestLeadBody.safeParse(payload);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => String(i.path[0]) as DraftField);
      touch(fields);
      const first = steps.findIndex((s) => stepFields(s).some((f) => fields.includes(f)));
      if (first >= 0) goTo(first);
      return;
    }
    const body = { ...parsed.data, title: composeLeadTitle(parsed.data) };
    setSubmitting(true);
    setFailure(null);
    setDuplicate(null);
    try {
      const res = traveller
        ? await submitTravellerLead(body as typeof parsed.data & { user_id: number })
        : await submitGuestRequest(
            body as typeof parsed.data & { first_name: string; last_name: string; email: string },
          );
      clearDraft();
      hide();
      // a guest's request, and an unverified traveller's, await the link emailed to its address
      const confirmEmail = traveller
        ? 'status' in res.data && res.data.status === 'pending'
          ? traveller.email
          : null
        : res.data.email;
      navigate(thankYouPath(pathname), {
        state: {
          kind: 'trip',
          title: res.data.title,
          account: traveller !== null,
          confirmEmail,
        } satisfies TripThankYouState,
      });
    } catch (err) {
      setSubmitting(false);
      const earlier =
        err instanceof ApiError && err.status === 409 ? err.fieldErrors[DUPLICATE_REQUEST.field]?.[0] : null;
      if (earlier) return setDuplicate({ message: (err as Error).message, leadId: earlier });
      if (err instanceof ApiError && err.status === 422 && Object.keys(err.fieldErrors).length > 0) {
        const mapped: Partial<Record<DraftField, string>> = {};
        for (const [f, messages] of Object.entries(err.fieldErrors)) {
          if (f in draft && messages[0]) mapped[f as DraftField] = messages[0];
        }
        setServerErrors(mapped);
        const first = steps.findIndex((s) => stepFields(s).some((f) => mapped[f]));
        if (first >= 0 && first !== index) goTo(first);
        setFailure(Object.values(err.fieldErrors).flat()[0] ?? err.message);
      } else {
        setFailure(
          `We could not send your request: ${err instanceof Error ? err.message : String(err)} Your answers are kept; please try again.`,
        );
      }
    }
  };

  const advance = () => {
    cancelPending();
    if (submitting) return;
    if (!stepValid(step)) {
      touch(checked(step));
      focusFirst(stepRef.current, ['[aria-invalid="true"]', ...QUESTION_TARGETS]);
      return;
    }
    if (isLast) void submit();
    else goTo(index + 1);
  };
  // timers fire after later renders: they call the newest advance, which sees the newest answers
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });
  const advanceIn = (ms: number) => {
    cancelPending();
    timer.current = window.setTimeout(() => advanceRef.current(), ms);
  };

  const legendId = `${id}-question`;
  // choices and the date show their message under the whole step
  const stepMessage = step.kind === 'choice' || step.kind === 'date' ? errorOf(step.field) : null;

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : hide())}>
      <DialogContent
        title="Get Your Free Quotes"
        description="A few quick questions, under 2 minutes. Local operators reply with quotes, free and with no obligation."
        className="max-w-2xl"
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            advance();
          }}
        >
          <StepProgress steps={steps.map(stepKey)} index={index} />

          <fieldset
            key={stepKey(step)}
            ref={stepRef}
            onFocus={cancelPending}
            aria-describedby={stepMessage ? `${id}-step-error` : undefined}
            className="mt-6 min-h-64"
          >
            <legend id={legendId} className="mb-5 text-xl font-semibold text-slate-900">
              {step.question}
            </legend>
            <StepBody
              step={step}
              id={id}
              legendId={legendId}
              draft={draft}
              locked={locked}
              errorOf={errorOf}
              checkedFields={checked(step)}
              stepValid={() => stepValid(step)}
              change={change}
              touch={touch}
              advance={advance}
              advanceIn={advanceIn}
            />
            <FieldError id={`${id}-step-error`}>{stepMessage}</FieldError>
          </fieldset>

          <FormAlert className="mt-4">{failure}</FormAlert>
          {duplicate ? <DuplicateNotice {...duplicate} onOpen={hide} /> : null}

          <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <Button variant="outline" onClick={() => goTo(index - 1)} disabled={index === 0 || submitting}>
              Back
            </Button>
            {/* distinct keys: reusing one <button> would turn the clicked Continue into a submit button
                mid-click, and the browser would then submit the form on that same click */}
            {isLast ? (
              <Button key="submit" type="submit" size="lg" disabled={submitting} aria-disabled={!valid || undefined}>
                {submitting ? 'Processing...' : 'Get My Quotes!'}
              </Button>
            ) : (
              <Button
                key="continue"
                onClick={advance}
                aria-disabled={!valid || undefined}
                className={cn(!valid && 'cursor-not-allowed opacity-50')}
              >
                Continue
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
