import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COMPANY_ROLE, COMPANY_ROLE_IDS, COMPANY_ROLE_NAMES } from '@triptender/contract/enums';
import { createTeamMemberBody, TEAM_MESSAGES } from '@triptender/contract/team';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { FieldError, Label, Select, TextField } from '@/components/ui/input.tsx';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useAddTeamMember } from '../api/manage-team.ts';

const formSchema = createTeamMemberBody.omit({ company_id: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'company_role'] as const;

/** The Add User dialog: the invitee gets an email with a link to set a password and join. */
export function AddUserDialog({ companyId }: { companyId: number }) {
  const [open, setOpen] = useState(false);
  const add = useAddTeamMember(companyId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { first_name: '', last_name: '', email: '', company_role: String(COMPANY_ROLE.AGENT) },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const member = await add.mutateAsync(values);
      toast.success(TEAM_MESSAGES.added, { description: `An invitation was sent to ${member.email}.` });
      reset();
      setOpen(false);
    } catch (err) {
      showSubmitError(err, FIELDS, setError, 'Could not add the user.');
    }
  });

  const text = (name: 'first_name' | 'last_name' | 'email', label: string, type = 'text') => (
    <TextField
      id={`add-user-${name}`}
      label={label}
      type={type}
      autoComplete="off"
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `add-user-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `add-user-${name}-error` : undefined,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>Add User</Button>
      </DialogTrigger>
      <DialogContent title="Add User" description="We email them a link to set a password and join the team.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {text('first_name', 'First Name')}
            {text('last_name', 'Last Name')}
          </div>
          {text('email', 'Email', 'email')}
          <div>
            <Label htmlFor="add-user-company_role">Role</Label>
            <Select {...field('company_role')} {...register('company_role')}>
              {COMPANY_ROLE_IDS.map((id) => (
                <option key={id} value={id}>
                  {COMPANY_ROLE_NAMES[id]}
                </option>
              ))}
            </Select>
            <p className="mt-1 text-xs text-slate-600">
              Managers do everything; Agents buy leads, quote and chat; Finance sees the wallet and overview.
            </p>
            <FieldError id="add-user-company_role-error">{errors.company_role?.message}</FieldError>
          </div>
          <FormEnd error={errors.root?.message} pending={isSubmitting} pendingLabel="Sending...">
            Send Invite
          </FormEnd>
        </form>
      </DialogContent>
    </Dialog>
  );
}
