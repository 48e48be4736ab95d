// The free guide is a real PDF whose page count is what the public pages claim (GET /v1/stats),
// and the guide's email links to it.
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { GUIDE_EDITIONS, TRAVELLERS_SHOWN_FROM } from '@triptender/contract/site-facts';
import { type As, describe, expect, it } from '../../../test/harness.ts';
import { renderEmail } from '../notifications/templates.ts';
import { getSiteStats, SITE_STATS_TTL_MS } from '../marketing/site-stats.ts';

const get = (as: As, url: string) => as(null).get(url);

describe('GET /v1/guides/{edition}', () => {
  it.for(GUIDE_EDITIONS)(
    'serves the %s edition as a PDF with the page count /v1/stats claims',
    async (edition, { as }) => {
      const res = await get(as, `/v1/guides/${edition}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="triptender-${edition}-travel-savings-guide.pdf"`,
      );
      const pdf = await PDFDocument.load(res.rawPayload);
      const stats = (await get(as, '/v1/stats')).json();
      const claimed = stats.guides.find((g: { edition: string }) => g.edition === edition);
      expect(claimed).toMatchObject({ pages: pdf.getPageCount(), url: `/v1/guides/${edition}` });
      expect(res.headers['x-page-count']).toBe(String(pdf.getPageCount()));
      expect(pdf.getTitle()).toBe(claimed.title);
      // a guide, not a leaflet: a cover, contents and a chapter per subject
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(10);
    },
  );

  it('answers 422 for an edition that does not exist', async ({ as }) => {
    const res = await get(as, '/v1/guides/wales');
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({ edition: ['Please choose all, ireland or scotland.'] });
  });

  it('is what the guide email links to', async ({ as, fx, outbox, ctx }) => {
    const email = fx.email('reader');
    const asked = await as(null).post(
      '/v1/client/lead-magnet',
      { first_name: 'Ciara', last_name: 'Doyle', email, lead_type: 'lead-magnet-scotland' },
      { remoteAddress: '10.8.0.1' },
    );
    expect(asked.statusCode).toBe(201);
    const [data] = await outbox.emails(email, 'savings-guide');
    const mail = renderEmail('savings-guide', data!, { publicUrl: ctx.config.publicUrl });
    const link = `${ctx.config.publicUrl}/v1/guides/scotland`;
    expect(mail.text).toContain(`Download the guide (PDF): ${link}`);
    const pdf = await get(as, new URL(link).pathname);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });
});

describe('GET /v1/stats', () => {
  it('shows no travellers count until there are enough travellers, then the real one', async ({ as, fx, db }) => {
    const traveller = await fx.traveller();
    await fx.lead(traveller.user.id);
    const first = await get(as, '/v1/stats');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    expect(first.json().travellers).toBeNull();

    // enough travellers with a request each, made in one statement
    await db.execute(sql`
      with made as (
        insert into users (first_name, last_name, email, role)
        select 'T', 'Many', 'many' || g || '@example.test', 3 from generate_series(1, ${TRAVELLERS_SHOWN_FROM}) g
        returning id
      )
      insert into leads (user_id, country, number_of_people, start_date, number_of_night, trip_type, travel_type,
        flight_booked, first_name, last_name, email)
      select id, 'ireland', 2, current_date + 30, 5, 'city', 'self-drive', 'no', 'T', 'Many', 'x@example.test'
      from made`);
    // the figure is reused for a while, then read again
    expect((await getSiteStats(db)).travellers).toBeNull();
    const later = await getSiteStats(db, Date.now() + SITE_STATS_TTL_MS + 1);
    expect(later.travellers).toBe(TRAVELLERS_SHOWN_FROM + 1);
  });
});
