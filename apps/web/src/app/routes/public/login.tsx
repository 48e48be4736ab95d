import { Card, CardContent } from '@/components/ui/card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';

export function Component() {
  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-slate-50 px-4 py-12">
      <title>Login | TripTender</title>
      <meta
        name="description"
        content="Sign in to TripTender to manage your trip requests, compare quotes, or answer travellers as a tour operator."
      />
      <Card className="w-full max-w-sm">
        <CardContent className="py-8">
          <h1 className="mb-1 text-2xl font-bold text-slate-900">Login</h1>
          <p className="mb-6 text-sm text-slate-600">Welcome back. Sign in to your account.</p>
          <LoginForm />
        </CardContent>
      </Card>
    </main>
  );
}
