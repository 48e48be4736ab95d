import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '@triptender/contract/paths';
import { buttonClass } from '@/components/ui/button.tsx';

type State = { error: Error | null };

/** Shown when a page fails to load or render (e.g. a new deploy replaced its chunk). */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    // navigating elsewhere clears the error
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = /dynamically imported module|Importing a module script failed|error loading/i.test(
      error.message,
    );
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
        <title>Something went wrong | TripTender</title>
        <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="max-w-md text-slate-600">
          {chunkFailed
            ? 'A newer version of TripTender is available. Reload the page to continue.'
            : 'Sorry, this page could not be shown. Please try again.'}
        </p>
        <div className="flex gap-3">
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            Reload
          </button>
          <a href={paths.home} className={buttonClass('outline')}>
            Return to Home
          </a>
        </div>
      </main>
    );
  }
}
