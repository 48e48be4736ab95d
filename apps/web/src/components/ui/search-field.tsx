import { Search } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useDebouncedSearch } from '@/lib/use-debounced-search.ts';
import { Input, Label } from './input.tsx';

/**
 * A labelled search box that searches as the user types (`useDebouncedSearch`): `value` is the search
 * in effect, `onSearch` gets the next one. `srHint` tells screen readers what the box needs.
 */
export function SearchField({
  id,
  label,
  value,
  onSearch,
  minChars,
  placeholder,
  withIcon = false,
  srHint,
  className,
  inputClassName,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (search: string) => void;
  minChars?: number;
  placeholder: string;
  /** A magnifying glass inside the box, at its start. */
  withIcon?: boolean;
  srHint?: string;
  className?: string;
  inputClassName?: string;
}) {
  const [text, setText] = useDebouncedSearch(value, onSearch, minChars);
  const input = (
    <Input
      id={id}
      type="search"
      className={cn(withIcon && 'pl-9', inputClassName)}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      aria-describedby={srHint ? `${id}-hint` : undefined}
    />
  );
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {withIcon ? (
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-500" aria-hidden="true" />
          {input}
        </div>
      ) : (
        input
      )}
      {srHint ? (
        <p id={`${id}-hint`} className="sr-only">
          {srHint}
        </p>
      ) : null}
    </div>
  );
}
