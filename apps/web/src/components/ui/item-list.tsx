import type { HTMLAttributes, ReactNode } from 'react';

/** A list of items keyed by their id, each item shown by `children` in its own list item. */
export function ItemList<Item extends { id: number | string }>({
  items,
  itemClassName,
  children,
  ...list
}: Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  items: readonly Item[];
  itemClassName?: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
