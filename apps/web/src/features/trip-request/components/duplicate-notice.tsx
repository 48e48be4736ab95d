import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';

/**
 * The API refused a request that repeats one of the traveller's (409, domain/duplicates.ts): its
 * message, and the way to the earlier request, whose page lets them update it instead.
 */
export function DuplicateNotice({ message, leadId, onOpen }: { message: string; leadId: string; onOpen: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p>{message}</p>
      <Link to={paths.user.request(leadId)} onClick={onOpen} className="mt-1 inline-block font-semibold underline">
        Update my existing request
      </Link>
    </div>
  );
}
