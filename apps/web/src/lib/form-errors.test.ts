import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { showRenamedSubmitError, showSubmitError } from './form-errors.ts';

/** What a form is told: each field's message, and the form's own under 'root'. */
function told(show: (setError: (name: string, error: { message?: string }) => void) => void) {
  const messages: Record<string, string | undefined> = {};
  show((name, { message }) => (messages[name] = message));
  return messages;
}

const refused = (fieldErrors: Record<string, string[]>) => new ApiError(422, 'Check the form.', fieldErrors, true);

describe('showSubmitError', () => {
  it('puts a 422 beside the fields it names, else on the form', () => {
    const fields = ['title', 'body'];
    expect(told((set) => showSubmitError(refused({ body: ['Too long'] }), fields, set, 'Failed'))).toEqual({
      body: 'Too long',
    });
    expect(told((set) => showSubmitError(refused({ other: ['No'] }), fields, set, 'Failed'))).toEqual({
      root: 'Check the form.',
    });
  });

  it('says what went wrong unless the client already did', () => {
    expect(told((set) => showSubmitError(new Error('Offline'), [], set, 'Failed'))).toEqual({ root: 'Offline' });
    expect(told((set) => showSubmitError('?', [], set, 'Failed'))).toEqual({ root: 'Failed' });
    expect(told((set) => showSubmitError(new ApiError(429, 'Slow down', {}, true), [], set, 'Failed'))).toEqual({});
  });
});

describe('showRenamedSubmitError', () => {
  const renamed = { monthly_spend_limit_cents: 'monthly_limit', low_balance_threshold_cents: 'low_balance' };

  it("puts a 422 beside the form's names for the API's fields", () => {
    const err = refused({ monthly_spend_limit_cents: ['Too high'], low_balance_threshold_cents: ['Too low'] });
    expect(told((set) => showRenamedSubmitError(err, renamed, set, 'Failed'))).toEqual({
      monthly_limit: 'Too high',
      low_balance: 'Too low',
    });
  });

  it('shows a refusal without those fields as showSubmitError does', () => {
    expect(told((set) => showRenamedSubmitError(refused({ enabled: ['No'] }), renamed, set, 'Failed'))).toEqual({
      root: 'Check the form.',
    });
    expect(told((set) => showRenamedSubmitError('?', renamed, set, 'Failed'))).toEqual({ root: 'Failed' });
  });
});
