// The composer's "Saved replies" (docs/marketplace.md, "Quote templates and saved replies"): the company's
// replies by title; choosing one hands its body to the composer. A feature never imports another, so the
// list is read here through lib/quote-templates.ts (the Settings card refreshes it).
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { QUOTE_TEMPLATE_MESSAGES } from '@triptender/contract/quote-templates';
import { buttonClass } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { savedRepliesQuery } from '@/lib/quote-templates.ts';

const item =
  'block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

export function SavedRepliesMenu({
  companyId,
  onPick,
  onClosed,
}: {
  companyId: number;
  onPick: (body: string) => void;
  /** The menu closed: the composer takes the focus back (to where the reply went). */
  onClosed: () => void;
}) {
  const replies = useQuery(savedRepliesQuery(companyId));
  const list = replies.data?.data;
  return (
    // not modal and not in a portal: the page stays readable (the thread goes on updating) and the menu
    // sits in the conversation's landmark
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(buttonClass('outline'), 'shrink-0 px-3')}>
        <MessageSquareText className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{QUOTE_TEMPLATE_MESSAGES.savedReplies}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        side="top"
        sideOffset={6}
        collisionPadding={8}
        className="z-50 max-h-72 w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onClosed();
        }}
      >
        <DropdownMenu.Label className="px-3 py-1.5 text-xs font-medium text-slate-600">
          {QUOTE_TEMPLATE_MESSAGES.insertReply}
        </DropdownMenu.Label>
        {!list ? (
          <p className="px-3 py-2 text-sm text-slate-600">
            {replies.isError ? QUOTE_TEMPLATE_MESSAGES.repliesFailed : 'Loading...'}
          </p>
        ) : list.length === 0 ? (
          <>
            <p className="px-3 py-2 text-sm text-slate-600">{QUOTE_TEMPLATE_MESSAGES.emptyReplies}</p>
            <DropdownMenu.Item asChild className={cn(item, 'font-medium text-brand-800')}>
              <Link to={paths.company.settings}>{QUOTE_TEMPLATE_MESSAGES.addInSettings}</Link>
            </DropdownMenu.Item>
          </>
        ) : (
          list.map((r) => (
            <DropdownMenu.Item key={r.id} className={item} onSelect={() => onPick(r.body)}>
              <span className="block truncate font-medium">{r.title}</span>
              <span className="block truncate text-xs text-slate-600">{r.body}</span>
            </DropdownMenu.Item>
          ))
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
