import { Card, CardContent } from '@/components/ui/card.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

export function Component() {
  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-slate-50 px-4 py-12">
      <title>Forgot password | TripTender</title>
      <meta name="description" content="Reset your TripTender password: we email you a link to choose a new one." />
      <Card className="w-full max-w-sm">
        <CardContent className="py-8">
          <h1 className="mb-1 text-2xl font-bold text-slate-900">Forgot password?</h1>
          <p className="mb-6 text-sm text-slate-600">
            Enter the email of your account and we will send you a link to choose a new password.
          </p>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </main>
  );
}
