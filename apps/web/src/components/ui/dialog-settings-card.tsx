import { type ReactNode, type Ref, useState } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { Dialog, DialogContent } from './dialog.tsx';
import { ErrorState, Skeleton } from './feedback.tsx';

/** One fact of a settings card: its label, then a large value and any lines under it. */
export function SettingFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-700">{children}</dd>
    </div>
  );
}

/**
 * Settings shown as facts and changed in a dialog by those who may (the wallet's spending limits,
 * auto-buy): the card is a section named by its title; until the settings load it shows skeletons, and
 * their failure with a retry. The form in the dialog is made anew each time it opens, from the settings
 * as they are, and is told when it is done.
 */
export function DialogSettingsCard<T>({
  titleId,
  title,
  description,
  section,
  query,
  edit,
  facts,
  children,
}: {
  titleId: string;
  /** The card's title; a badge may follow it. */
  title: ReactNode;
  description: ReactNode;
  section?: { id?: string; ref?: Ref<HTMLElement>; className?: string };
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** The button and dialog, for those who may change the settings. */
  edit: null | {
    label: (data: T) => string;
    title: string;
    description: string;
    form: (data: T, done: () => void) => ReactNode;
  };
  /** What the card shows of the loaded settings: SettingFacts. */
  facts: (data: T) => ReactNode;
  /** More under the facts (a note for those who may not change them). */
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const data = query.data;
  return (
    <Card>
      <section aria-labelledby={titleId} {...section}>
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle id={titleId} className="flex items-center gap-2">
              {title}
            </CardTitle>
            <p className="mt-1 text-sm text-slate-600">{description}</p>
          </div>
          {edit && data !== undefined ? (
            <Dialog open={editing} onOpenChange={setEditing}>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                {edit.label(data)}
              </Button>
              <DialogContent title={edit.title} description={edit.description}>
                {editing ? edit.form(data, () => setEditing(false)) : null}
              </DialogContent>
            </Dialog>
          ) : null}
        </CardHeader>
        <CardContent>
          {query.isError && data === undefined ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : data === undefined ? (
            <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : (
            <>
              {facts(data)}
              {children}
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
