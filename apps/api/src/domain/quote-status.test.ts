// A quote's effective status in code and in SQL must agree on every stored status and validity.
import { inArray } from 'drizzle-orm';
import type { QuoteStatus } from '@triptender/contract/enums';
import { quotes } from '../db/schema.ts';
import { describe, expect, it } from '../../test/harness.ts';
import { daysFromNow } from '../../test/marketplace.ts';
import { effectiveQuoteStatus, effectiveQuoteStatusSql, isOpenQuote, openQuoteSql } from './quote-status.ts';

describe('effectiveQuoteStatus', () => {
  it('reads a sent quote past its valid_until date as expired, and nothing else', () => {
    expect(effectiveQuoteStatus({ status: 'sent', valid_until: '2027-01-01' }, '2027-01-02')).toBe('expired');
    expect(effectiveQuoteStatus({ status: 'sent', valid_until: '2027-01-01' }, '2027-01-01')).toBe('sent');
    expect(effectiveQuoteStatus({ status: 'sent', valid_until: null }, '2030-01-01')).toBe('sent');
    expect(effectiveQuoteStatus({ status: 'accepted', valid_until: '2027-01-01' }, '2027-02-01')).toBe('accepted');
    expect(effectiveQuoteStatus({ status: 'withdrawn', valid_until: '2027-01-01' }, '2027-02-01')).toBe('withdrawn');
  });

  it('gives the same answer in SQL for every stored status, with and without a validity date', async ({ fx, db }) => {
    const owner = (await fx.traveller()).user.id;
    const statuses: QuoteStatus[] = ['sent', 'accepted', 'declined', 'withdrawn'];
    const validities = [null, daysFromNow(-1), daysFromNow(0), daysFromNow(3)];
    const rows = [];
    for (const status of statuses) {
      for (const valid_until of validities) {
        const company = await fx.company();
        const lead = await fx.lead(owner);
        const [row] = await db
          .insert(quotes)
          .values({
            lead_id: lead.id,
            company_id: company.id,
            price_cents: 1000,
            trip_duration: '1 week',
            message: 'Hi',
            status,
            valid_until,
          })
          .returning();
        rows.push(row!);
      }
    }
    const read = await db
      .select({ id: quotes.id, status: effectiveQuoteStatusSql, open: openQuoteSql })
      .from(quotes)
      .where(
        inArray(
          quotes.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) {
      const inSql = read.find((x) => x.id === r.id)!;
      expect(inSql.status).toBe(effectiveQuoteStatus(r));
      expect(inSql.open).toBe(isOpenQuote(r));
    }
    expect(rows.filter((r) => effectiveQuoteStatus(r) === 'expired')).toHaveLength(1);
  });
});
