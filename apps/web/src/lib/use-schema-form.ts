import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEventHandler, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  useController,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { showSubmitError } from './form-errors.ts';
import { toast } from './toast.ts';

/** The state of a form in a dialog (`FormDialog` in `components/ui/form-dialog.tsx`). */
export type FormDialogState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's own message, not tied to one field. */
  error: string | undefined;
  pending: boolean;
};

/** A form checked by a contract schema: what it holds is the schema's input, what it submits its output. */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  return useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
}

/**
 * The props that wire a TextField to one field of a schema form: its id (`prefix-name`), the form's
 * hold on its value, and its message.
 */
export function fieldProps<In extends FieldValues>(
  form: UseFormReturn<In, unknown, FieldValues>,
  prefix: string,
  name: Path<In>,
) {
  return {
    id: `${prefix}-${name}`,
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  };
}

/**
 * The props that wire a DateField (components/ui/date-field.tsx) to a day field of a schema form: it has
 * no native input to register, so the form holds its yyyy-MM-dd value ('' for none) through a controller.
 */
export function useDateField<In extends FieldValues>(
  form: UseFormReturn<In, unknown, FieldValues>,
  prefix: string,
  name: Path<In>,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    id: `${prefix}-${name}`,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (value: string) => field.onChange(value),
    buttonRef: field.ref,
    error: fieldState.error?.message,
  };
}

/**
 * The form of a FormDialog (an "Add ..." dialog), starting `empty`. A `submit` that succeeds empties
 * the form and closes the dialog; a refused one puts its messages beside the fields
 * (`showSubmitError`, with `failure` for an error without a message). Closing the dialog empties the
 * form too. `field(name)` wires a TextField to a field (`fieldProps`, ids starting with `prefix`).
 */
export function useDialogForm<In extends FieldValues, Out extends FieldValues>(
  prefix: string,
  schema: z.ZodType<Out, In>,
  empty: In,
  submit: (values: Out) => Promise<unknown>,
  failure: string,
) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(schema, empty as DefaultValues<In>);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
      form.reset(empty);
      setOpen(false);
    } catch (err) {
      showSubmitError(err, Object.keys(empty) as Path<In>[], form.setError, failure);
    }
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(empty);
  };
  const { errors, isSubmitting } = form.formState;
  const dialog: FormDialogState = { open, onOpenChange, onSubmit, error: errors.root?.message, pending: isSubmitting };
  return { form, dialog, field: (name: Path<In>) => fieldProps(form, prefix, name) };
}

/**
 * The submit of a settings form: `save` the checked values and say `saved`; a refused save puts its
 * messages beside the `fields` (`showSubmitError`, with `failure` for an error without a message).
 */
export function saveSubmit<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  {
    fields,
    save,
    saved,
    failure,
  }: { fields: readonly Path<In>[]; save: (values: Out) => Promise<unknown>; saved: string; failure: string },
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(saved);
    } catch (err) {
      showSubmitError(err, fields, form.setError, failure);
    }
  });
}

/** What a form's `FormEnd` shows: its own message and whether it is being sent. */
export function submitState<In extends FieldValues, Out extends FieldValues>(form: UseFormReturn<In, unknown, Out>) {
  return { error: form.formState.errors.root?.message, pending: form.formState.isSubmitting };
}

/**
 * A settings form over what is stored (`toForm(stored)`): it shows the stored values again after a
 * save or a change elsewhere, and its submit saves them (`saveSubmit`, a refused save's messages
 * beside the form's fields). `end` is what its FormEnd takes: the form's message, whether it is being
 * sent, and a Discard changes that puts back what is stored (disabled while there is nothing to).
 * `field(name)` wires a TextField to a field (`fieldProps`, ids starting with `prefix`).
 */
export function useStoredForm<In extends FieldValues, Out extends FieldValues, Stored>(
  prefix: string,
  schema: z.ZodType<Out, In>,
  stored: Stored,
  toForm: (stored: Stored) => DefaultValues<In>,
  submit: Omit<Parameters<typeof saveSubmit<In, Out>>[1], 'fields'>,
) {
  const form = useSchemaForm(schema, toForm(stored));
  const { reset } = form;
  useEffect(() => reset(toForm(stored)), [stored, reset, toForm]);
  const fields = Object.keys(toForm(stored)) as Path<In>[];
  const { isDirty, isSubmitting } = form.formState;
  const end = {
    ...submitState(form),
    onDiscard: () => reset(toForm(stored)),
    discardDisabled: !isDirty || isSubmitting,
  };
  return {
    form,
    onSubmit: saveSubmit(form, { ...submit, fields }),
    end,
    field: (name: Path<In>) => fieldProps(form, prefix, name),
  };
}
