import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { COMPANY_MESSAGES, createCompanyBody } from '@triptender/contract/companies';
import { paths } from '@triptender/contract/paths';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useAddCompany } from '../api/companies.ts';

type FormInput = z.input<typeof createCompanyBody>;
type FormOutput = z.output<typeof createCompanyBody>;
const FIELDS = ['name', 'email', 'phone', 'website', 'address', 'manager_first_name', 'manager_last_name'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: FormInput = {
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
  const [open, setOpen] = useState(false);
  const add = useAddCompany();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(createCompanyBody), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const company = await add.mutateAsync(values);
      toast.success(COMPANY_MESSAGES.added, {
        description: `${company.name} was created and ${company.email} was invited as its Manager.`,
        action: { label: 'Open', onClick: () => navigate(paths.admin.company(company.id)) },
      });
      reset(EMPTY);
      setOpen(false);
    } catch (err) {
      showSubmitError(err, FIELDS, setError, 'Could not add the company.');
    }
  });

  const field = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField id={`add-company-${name}`} label={label} error={errors[name]?.message} {...props} {...register(name)} />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button>Add Company</Button>
      </DialogTrigger>
      <DialogContent
        title="Add Company"
        description="We email the contact address an invitation to set a password and manage the company."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {field('name', 'Company Name', { required: true, autoComplete: 'off' })}
          {field('email', 'Contact Email', { type: 'email', required: true, autoComplete: 'off' })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('phone', 'Phone', { type: 'tel' })}
            {field('website', 'Website', { type: 'url', placeholder: 'https://' })}
          </div>
          {field('address', 'Address')}
          <fieldset className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">Manager's name (optional)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('manager_first_name', 'First name')}
              {field('manager_last_name', 'Last name')}
            </div>
          </fieldset>
          <FormEnd error={errors.root?.message} pending={isSubmitting} pendingLabel="Saving...">
            Save
          </FormEnd>
        </form>
      </DialogContent>
    </Dialog>
  );
}
