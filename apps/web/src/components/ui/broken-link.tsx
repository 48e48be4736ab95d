import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What an emailed link's page shows when the link does not work (used, expired, incomplete): why, in
 * the server's words, and where to go instead (`to`, named `label`, after any `children`).
 */
export function BrokenLink({
  reason,
  to,
  label,
  children,
}: {
  reason: string;
  to: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">This link does not work</h1>
      <p role="alert" className="text-slate-700">
        {reason}
      </p>
      {children}
      <Link to={to} className="font-medium text-brand-700 hover:underline">
        {label}
      </Link>
    </div>
  );
}
