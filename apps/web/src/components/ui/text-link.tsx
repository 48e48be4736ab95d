import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn.ts';

/** A link inside text or a table cell, in the brand colour and underlined on hover. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn('font-medium text-brand-700 hover:underline', className)} {...props} />;
}
