import { PageHeader } from '@/components/ui/page-header.tsx';
import { AddCompanyDialog } from '@/features/companies/components/add-company-dialog.tsx';
import { CompaniesTable } from '@/features/companies/components/companies-table.tsx';

export function Component() {
  return (
    <>
      <title>Companies | TripTender Admin</title>
      <meta name="description" content="The tour operators on TripTender: profiles, quotes and chats." />
      <PageHeader title="Companies" description="The tour operators on TripTender." actions={<AddCompanyDialog />} />
      <CompaniesTable />
    </>
  );
}
