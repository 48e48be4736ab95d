import type { ReactNode } from 'react';

/**
 * What an emailed link's page shows when the link does not work (used, expired, incomplete): why, in
 * the server's words, and where to go instead (`children`).
 */
export function BrokenLink({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">This link does not work</h1>
      <p role="alert" className="text-slate-700">
        {reason}
      </p>
      {children}
    </div>
  );
}
