import { COMPANY_ROLE, COMPANY_ROLE_IDS, COMPANY_ROLE_NAMES } from '@triptender/contract/enums';
import { createTeamMemberBody, TEAM_MESSAGES } from '@triptender/contract/team';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { FieldError, Label, Select, TextField } from '@/components/ui/input.tsx';
import { useDialogForm } from '@/lib/use-schema-form.ts';
import { toast } from '@/lib/toast.ts';
import { useAddTeamMember } from '../api/members.ts';

const formSchema = createTeamMemberBody.omit({ company_id: true });

/** The Add User dialog: the invitee gets an email with a link to set a password and join. */
export function AddUserDialog({ companyId }: { companyId: number }) {
  const add = useAddTeamMember(companyId);
  const { form, dialog, field } = useDialogForm(
    'add-user',
    formSchema,
    { first_name: '', last_name: '', email: '', company_role: String(COMPANY_ROLE.AGENT) },
    async (values) => {
      const member = await add.mutateAsync(values);
      toast.success(TEAM_MESSAGES.added, { description: `An invitation was sent to ${member.email}.` });
    },
    'Could not add the user.',
  );
  const error = form.formState.errors.company_role?.message;

  return (
    <FormDialog
      {...dialog}
      title="Add User"
      description="We email them a link to set a password and join the team."
      submitLabel="Send Invite"
      pendingLabel="Sending..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="off" {...field('first_name')} />
        <TextField label="Last Name" autoComplete="off" {...field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <div>
        <Label htmlFor="add-user-company_role">Role</Label>
        <Select
          id="add-user-company_role"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'add-user-company_role-error' : undefined}
          {...form.register('company_role')}
        >
          {COMPANY_ROLE_IDS.map((id) => (
            <option key={id} value={id}>
              {COMPANY_ROLE_NAMES[id]}
            </option>
          ))}
        </Select>
        <p className="mt-1 text-xs text-slate-600">
          Managers do everything; Agents buy leads, quote and chat; Finance sees the wallet and overview.
        </p>
        <FieldError id="add-user-company_role-error">{error}</FieldError>
      </div>
    </FormDialog>
  );
}
