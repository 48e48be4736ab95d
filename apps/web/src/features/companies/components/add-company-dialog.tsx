import { useNavigate } from 'react-router';
import { COMPANY_MESSAGES, createCompanyBody, type CreateCompanyBody } from '@triptender/contract/companies';
import { paths } from '@triptender/contract/paths';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { useDialogForm } from '@/lib/use-schema-form.ts';
import { toast } from '@/lib/toast.ts';
import { useAddCompany } from '../api/companies.ts';

const EMPTY: CreateCompanyBody = {
  name: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  manager_first_name: '',
  manager_last_name: '',
};

/** The Add Company dialog; the contact email becomes the company's first Manager, invited by email. */
export function AddCompanyDialog() {
  const add = useAddCompany();
  const navigate = useNavigate();
  const { dialog, field } = useDialogForm(
    'add-company',
    createCompanyBody,
    EMPTY,
    async (values) => {
      const company = await add.mutateAsync(values);
      toast.success(COMPANY_MESSAGES.added, {
        description: `${company.name} was created and ${company.email} was invited as its Manager.`,
        action: { label: 'Open', onClick: () => navigate(paths.admin.company(company.id)) },
      });
    },
    'Could not add the company.',
  );

  return (
    <FormDialog
      {...dialog}
      title="Add Company"
      description="We email the contact address an invitation to set a password and manage the company."
      submitLabel="Save"
      pendingLabel="Saving..."
    >
      <TextField label="Company Name" required autoComplete="off" {...field('name')} />
      <TextField label="Contact Email" type="email" required autoComplete="off" {...field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" type="tel" {...field('phone')} />
        <TextField label="Website" type="url" placeholder="https://" {...field('website')} />
      </div>
      <TextField label="Address" {...field('address')} />
      <fieldset className="rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Manager's name (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" {...field('manager_first_name')} />
          <TextField label="Last name" {...field('manager_last_name')} />
        </div>
      </fieldset>
    </FormDialog>
  );
}
