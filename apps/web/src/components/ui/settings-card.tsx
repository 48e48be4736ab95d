import type { ReactNode, Ref } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { ErrorState, Spinner } from './feedback.tsx';

/** A card that is a page's landmark: a section named by the card's title, which may be linked to. */
type Section = { titleId: string; id?: string; ref?: Ref<HTMLElement>; className?: string };

/**
 * A settings card: its title, what it is for, and its body (usually a form). As a `section` it is a
 * landmark named by its title, and its description sits a little below the title.
 */
export function SettingsCard({
  title,
  description,
  section,
  header,
  contentClassName,
  children,
}: {
  title: string;
  description?: ReactNode;
  section?: Section;
  /** More under the title and description (a progress bar). */
  header?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  const body = (
    <>
      <CardHeader>
        <CardTitle id={section?.titleId}>{title}</CardTitle>
        {description ? (
          <p className={section ? 'mt-1 text-sm text-slate-600' : 'text-sm text-slate-600'}>{description}</p>
        ) : null}
        {header}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </>
  );
  if (!section) return <Card>{body}</Card>;
  const { titleId, ...props } = section;
  return (
    <Card>
      <section aria-labelledby={titleId} {...props}>
        {body}
      </section>
    </Card>
  );
}

/** The settings a card shows once they are loaded: a spinner (`loadingLabel`) until then, or the failure. */
export function WhenLoaded<T>({
  query: { data, error, refetch },
  loadingLabel,
  children,
}: {
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data === undefined) return <Spinner label={loadingLabel} />;
  return children(data);
}
