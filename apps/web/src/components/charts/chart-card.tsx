import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/**
 * The frame of an overview card whose figures cover a chosen period: a titled section, a line under the
 * title, the period picker on the right, and the body dimmed while the next period loads.
 */
export function ChartCard(props: {
  id: string;
  title: string;
  description: ReactNode;
  picker: ReactNode;
  fetching: boolean;
  stale: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={props.id}>
        <CardHeader className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <CardTitle id={props.id}>{props.title}</CardTitle>
            <p className="mt-1 text-sm text-slate-600">{props.description}</p>
          </div>
          {props.picker}
        </CardHeader>
        <CardContent aria-busy={props.fetching} className={props.stale ? 'opacity-60' : undefined}>
          {props.children}
        </CardContent>
      </section>
    </Card>
  );
}
