import { useId, useState, type FormEvent } from 'react';
import { FORM_TEXTS } from '@triptender/contract/constants';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, type ContactCategory } from '@triptender/contract/enums';
import { ChoiceOptions } from '@/components/ui/choice-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Select, Textarea } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { sendContactMessage } from '../api/contact-messages.ts';

type Field = 'name' | 'email' | 'subject' | 'category' | 'message';
type Errors = Partial<Record<Field, string>>;
const REQUIRED: Field[] = ['name', 'email', 'subject', 'message'];

/** The contact form: name, email, subject and message required, category optional. */
export function ContactForm() {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const value = (f: Field) => String(data.get(f) ?? '').trim();
    const next: Errors = {};
    for (const f of REQUIRED) if (!value(f)) next[f] = FORM_TEXTS.required;
    const emailInput = form.querySelector<HTMLInputElement>('[name="email"]')!;
    if (!next.email && !emailInput.checkValidity()) next.email = FORM_TEXTS.invalidEmail;
    setErrors(next);
    const first = REQUIRED.find((f) => next[f]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await sendContactMessage({
        name: value('name'),
        email: value('email'),
        subject: value('subject'),
        category: (value('category') || null) as ContactCategory | null,
        message: value('message'),
      });
      form.reset();
      toast.success(FORM_TEXTS.contactSentTitle, { description: FORM_TEXTS.contactSentText });
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const fields = err.fieldErrors as Partial<Record<Field, string[]>>;
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.[0]])));
      } else if (!(err instanceof ApiError && err.shown)) {
        toast.error(FORM_TEXTS.failureTitle, { description: FORM_TEXTS.failureText });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const field = (f: Field) => ({
    id: `${id}-${f}`,
    name: f,
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${id}-${f}-error` : undefined,
    onInput: () => errors[f] && setErrors((v) => ({ ...v, [f]: undefined })),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input {...field('name')} autoComplete="name" aria-required="true" maxLength={200} />
          <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input {...field('email')} type="email" autoComplete="email" aria-required="true" maxLength={254} />
          <FieldError id={`${id}-email-error`}>{errors.email}</FieldError>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input {...field('subject')} aria-required="true" maxLength={300} />
          <FieldError id={`${id}-subject-error`}>{errors.subject}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${id}-category`}>
            Category <span className="font-normal text-slate-600">(optional)</span>
          </Label>
          <Select {...field('category')} defaultValue="">
            <ChoiceOptions choices={CONTACT_CATEGORIES} labels={CONTACT_CATEGORY_LABELS} blank="Choose a category" />
          </Select>
          <FieldError id={`${id}-category-error`}>{errors.category}</FieldError>
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea {...field('message')} rows={6} aria-required="true" maxLength={4000} />
        <FieldError id={`${id}-message-error`}>{errors.message}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
