import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card.tsx';

/** The login, forgot-password and set-password pages: one narrow card in the middle of the page. */
export function AuthCard({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-slate-50 px-4 py-12">
      {head}
      <Card className="w-full max-w-sm">
        <CardContent className="py-8">{children}</CardContent>
      </Card>
    </main>
  );
}
