import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { buttonClass } from '@/components/ui/button.tsx';

export function Component() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Page not found | TripTender</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
      <Link to={paths.home} className={buttonClass('primary')}>
        Return to Home
      </Link>
    </main>
  );
}
