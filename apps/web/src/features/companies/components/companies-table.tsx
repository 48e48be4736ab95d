import { MessagesSquare } from 'lucide-react';
import { ADMIN_TEXT } from '@triptender/contract/admin';
import { paths } from '@triptender/contract/paths';
import { Badge } from '@/components/ui/badge.tsx';
import { SearchedPagedQuery } from '@/components/ui/paged-query.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useSearchedList } from '@/lib/use-paged-list.ts';
import { useCompanies } from '../api/companies.ts';

/** The admin's companies: Name, Contact, Active Quotations, Profile, Chat. */
export function CompaniesTable() {
  const { params, setPage, search } = useSearchedList();
  const query = useCompanies(params);

  return (
    <SearchedPagedQuery
      search={{ ...search, id: 'companies-search', label: 'Search companies', placeholder: 'Name or email' }}
      query={query}
      empty={ADMIN_TEXT.noCompanies}
      onPage={setPage}
      pagerLabel="Companies pages"
    >
      {(rows) => (
        <RowTable
          aria-label="Companies"
          columns={['Name', 'Contact', 'Active Quotations', 'Profile', 'Chat']}
          items={rows}
          row={(c) => (
            <>
              <Td>
                <TextLink to={paths.admin.company(c.id)}>{c.name}</TextLink>
              </Td>
              <Td className="whitespace-nowrap">
                <a href={`mailto:${c.email}`} className="hover:underline">
                  {c.email}
                </a>
              </Td>
              <Td className="text-right sm:text-left">{c.get_quoted_count}</Td>
              <Td>
                {c.profile.complete ? (
                  <Badge tone="green">Complete</Badge>
                ) : (
                  <Badge tone="amber" title={`Missing: ${c.profile.missing.join(', ')}`}>
                    Incomplete
                  </Badge>
                )}
              </Td>
              <Td>
                <TextLink
                  to={paths.admin.companyConversation(c.name)}
                  state={{ company: c }}
                  className="inline-flex items-center gap-1"
                >
                  <MessagesSquare className="h-4 w-4" aria-hidden />
                  Chat<span className="sr-only"> with {c.name}</span>
                </TextLink>
              </Td>
            </>
          )}
        />
      )}
    </SearchedPagedQuery>
  );
}
