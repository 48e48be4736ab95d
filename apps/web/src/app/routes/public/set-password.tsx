import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { SetPasswordForm } from '@/features/auth/components/set-password-form.tsx';

export function Component() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-slate-50 px-4 py-12">
      <title>Set your password | TripTender</title>
      <meta name="robots" content="noindex" />
      <Card className="w-full max-w-sm">
        <CardContent className="py-8">
          <SetPasswordForm token={params.get('token') ?? ''} />
        </CardContent>
      </Card>
    </main>
  );
}
