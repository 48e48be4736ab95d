import { useState } from 'react';
import { formatCents } from '@triptender/contract/money';
import { topUpForm, WALLET_MESSAGES } from '@triptender/contract/wallet';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { toast } from '@/lib/toast.ts';
import { useTopUp } from '../api/wallet.ts';

// getRandomValues works on plain-http deployments too, where randomUUID does not exist
const newKey = () =>
  `top-up-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The admin records money received from a company (an invoice paid, a bank transfer). */
export function TopUpForm({ companyId }: { companyId: number }) {
  const topUp = useTopUp(companyId);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // one key per intended top-up: a double click or a retry after a lost answer is applied once
  const [key, setKey] = useState(newKey);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = topUpForm.safeParse({ amount, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? WALLET_MESSAGES.amount);
      return;
    }
    setError(null);
    topUp.mutate(
      { amount_cents: parsed.data.amount, note: parsed.data.note, key },
      {
        onSuccess: (res) => {
          toast.success(WALLET_MESSAGES.toppedUp, {
            description: `${formatCents(parsed.data.amount)} added. The balance is ${formatCents(res.balance_after_cents)}.`,
          });
          setAmount('');
          setNote('');
          setKey(newKey());
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
      <div>
        <Label htmlFor="top-up-amount">Amount ($)</Label>
        <Input
          id="top-up-amount"
          inputMode="decimal"
          placeholder="250.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'top-up-error' : undefined}
        />
      </div>
      <div>
        <Label htmlFor="top-up-note">Note</Label>
        <Input
          id="top-up-note"
          placeholder="Invoice or transfer reference"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" className="sm:mt-6" disabled={topUp.isPending}>
        {topUp.isPending ? 'Adding...' : 'Top up'}
      </Button>
      <div className="sm:col-span-3">
        <FieldError id="top-up-error">{error}</FieldError>
      </div>
    </form>
  );
}
