import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@triptender/contract/constants';
import { ADMIN_TEXT } from '@triptender/contract/admin';
import { paths } from '@triptender/contract/paths';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { useCompanies } from '../api/companies.ts';

/** The admin's companies: Name, Contact, Active Quotations, Profile, Chat. */
export function CompaniesTable() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useCompanies({ page, search: search || undefined });

  return (
    <Card>
      <div className="border-b border-slate-200 p-4">
        <Label htmlFor="companies-search">Search companies</Label>
        <Input
          id="companies-search"
          type="search"
          className="max-w-sm"
          placeholder="Name or email"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <PagedQuery query={query} empty={ADMIN_TEXT.noCompanies} onPage={setPage} pagerLabel="Companies pages">
        {(rows) => (
          <Table aria-label="Companies" className="relative">
            <TableHeader columns={['Name', 'Contact', 'Active Quotations', 'Profile', 'Chat']} />
            <TBody>
              {rows.map((c) => (
                <Tr key={c.id}>
                  <Td>
                    <Link to={paths.admin.company(c.id)} className="font-medium text-brand-700 hover:underline">
                      {c.name}
                    </Link>
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
                    <Link
                      to={paths.admin.companyChat(c.name)}
                      state={{ company: c }}
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      <MessagesSquare className="h-4 w-4" aria-hidden />
                      Chat<span className="sr-only"> with {c.name}</span>
                    </Link>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </PagedQuery>
    </Card>
  );
}
