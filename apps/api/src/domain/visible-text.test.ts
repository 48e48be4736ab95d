// The stored masked copies of a lead's free text (visible-text.ts, migration 0023): written with the
// text, emptied by the trigger when the text changes without them, filled again by fillVisibleText.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import { describe, expect, it } from '../../test/harness.ts';
import { MASKED_EMAIL } from './contact-masking.ts';
import { fillVisibleText, visibleOf, visibleText } from './visible-text.ts';

const copies = async (db: Db, id: number) =>
  (
    await db
      .select({
        visible_title: leads.visible_title,
        visible_special_requests: leads.visible_special_requests,
        visible_of: leads.visible_of,
      })
      .from(leads)
      .where(eq(leads.id, id))
  )[0]!;

describe('the masked copies of a lead', () => {
  it('are kept when written with the text, whatever its characters (the md5 agrees in code and SQL)', async ({
    fx,
    db,
  }) => {
    const text = 'Ｃａｓｔｌｅｓ 🏰, café — write maeve＠example.com\u200b';
    const { lead } = await fx.travellerLead({ special_requests: text, title: null });
    expect(await copies(db, lead.id)).toEqual({
      visible_title: null,
      visible_special_requests: `Ｃａｓｔｌｅｓ 🏰, café — write ${MASKED_EMAIL}\u200b`,
      visible_of: visibleOf({ title: null, special_requests: text }),
    });
    const result = await db.execute(
      sql`select md5(coalesce(null::text, '') || chr(31) || coalesce(${text}::text, '')) as h`,
    );
    expect((result as unknown as { rows: { h: string }[] }).rows[0]!.h).toBe(lead.visible_of);
  });

  it('are emptied by a write of the text without them, and filled again', async ({ fx, db }) => {
    const { traveller, lead } = await fx.travellerLead({ special_requests: 'Castles' });
    await db.update(leads).set({ special_requests: 'ring 087 123 4567' }).where(eq(leads.id, lead.id));
    expect(await copies(db, lead.id)).toEqual({
      visible_title: null,
      visible_special_requests: null,
      visible_of: null,
    });
    // other columns leave them be
    const kept = await fx.lead(traveller.user.id, { special_requests: 'Castles' });
    await db.update(leads).set({ status: 'archived' }).where(eq(leads.id, kept.id));
    expect((await copies(db, kept.id)).visible_special_requests).toBe('Castles');

    expect(await fillVisibleText(db, { batch: 1 })).toBeGreaterThanOrEqual(1);
    expect(await copies(db, lead.id)).toEqual(
      visibleText({ title: lead.title, special_requests: 'ring 087 123 4567' }),
    );
    expect(await fillVisibleText(db)).toBe(0);
  });

  it('are made for rows inserted in SQL alone, in batches', async ({ fx, db }) => {
    const traveller = await fx.traveller();
    const { id } = await fx.lead(traveller.user.id, { special_requests: 'maeve at gmail dot com' });
    await db.execute(sql`
      insert into leads (user_id, title, country, number_of_people, start_date, number_of_night, trip_type,
                         travel_type, flight_booked, first_name, last_name, email, special_requests)
      select user_id, title, country, number_of_people, start_date, number_of_night, trip_type, travel_type,
             flight_booked, first_name, last_name, email, special_requests || ' ' || i
      from leads, generate_series(1, 7) i where id = ${id}`);
    expect(await fillVisibleText(db, { batch: 3 })).toBe(7);
    const rows = await db
      .select({ v: leads.visible_special_requests })
      .from(leads)
      .where(eq(leads.user_id, traveller.user.id));
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.v?.startsWith(MASKED_EMAIL))).toBe(true);
  });
});
