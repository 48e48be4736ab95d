import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { deleteAccountBody, PRIVACY_MESSAGES } from '@triptender/contract/privacy';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { forgetSession } from '@/lib/logout.ts';
import { toast } from '@/lib/toast.ts';
import { useDialogForm } from '@/lib/use-schema-form.ts';
import { downloadMyData, useDeleteAccount } from '../api/account.ts';

/** What deleting an account does, in the words of the privacy page (docs/decisions/024). */
const WHAT_DELETION_DOES = {
  traveller:
    'Your name, email, phone and password are erased and you are signed out everywhere. Your trip requests are ' +
    'closed and hidden from tour operators; operators who bought one keep the purchase but see "Deleted ' +
    'traveller" and no contact details. Your messages and review comments are erased. This cannot be undone.',
  member:
    'Your name, email, phone and password are erased and you are signed out everywhere. Your company, its ' +
    'quotes, purchases and wallet stay, and messages you wrote for it remain under "Deleted user". This ' +
    'cannot be undone.',
} as const;

/** "Download my data" and "Delete my account", for a traveller's account page and a member's settings. */
export function PrivacyCard({ kind }: { kind: keyof typeof WHAT_DELETION_DOES }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success('Your data is downloading', { description: 'A JSON file with everything we hold about you.' });
    } catch {
      toast.error('Could not prepare your data', { description: 'Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data and account</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <section aria-labelledby="privacy-download" className="space-y-2">
          <h3 id="privacy-download" className="font-medium text-slate-900">
            Download my data
          </h3>
          <p className="text-sm text-slate-700">
            A JSON file with your profile, trip requests, quotes, messages, reviews and the emails we sent you.
          </p>
          <Button variant="outline" onClick={() => void download()} disabled={downloading}>
            {downloading ? 'Preparing...' : 'Download my data'}
          </Button>
        </section>
        <section aria-labelledby="privacy-delete" className="space-y-2 border-t border-slate-200 pt-5">
          <h3 id="privacy-delete" className="font-medium text-slate-900">
            Delete my account
          </h3>
          <p className="text-sm text-slate-700">{WHAT_DELETION_DOES[kind]}</p>
          <DeleteAccountDialog description={WHAT_DELETION_DOES[kind]} />
        </section>
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ description }: { description: string }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const { dialog, field } = useDialogForm(
    'delete-account',
    deleteAccountBody,
    { password: '' },
    async (values) => {
      await remove.mutateAsync(values);
      toast.success(PRIVACY_MESSAGES.deleted);
      // the deletion ended every session on the server: only forget it here (a logout call would be a 401)
      forgetSession({ ended: true });
      void navigate(paths.home, { replace: true });
    },
    'Could not delete your account.',
  );
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <Button variant="danger" onClick={() => dialog.onOpenChange(true)}>
        Delete my account
      </Button>
      <DialogContent title="Delete your account?" description={description}>
        <form onSubmit={dialog.onSubmit} noValidate className="space-y-4">
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            hint="Type your password to confirm."
            {...field('password')}
          />
          <FormEnd error={dialog.error} pending={dialog.pending} pendingLabel="Deleting...">
            Delete my account
          </FormEnd>
        </form>
      </DialogContent>
    </Dialog>
  );
}
