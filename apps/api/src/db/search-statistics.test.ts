// The marketplace search's second test (what a company may see of a lead's free text: the stored masked
// copies, domain/visible-text.ts) has statistics of its own (migration 0021, moved onto the copies by
// 0023): with them the planner knows a common word shows in most of the leads that contain it, and reads
// the newest-first index until a page is found instead of sorting every match. The statistics hold only
// while the migration's expression is, word for word, the one the query builds (visibleSearchText).
import { openLeadsQuery } from '@triptender/contract/marketplace';
import { fixtures } from '../../test/fixtures.ts';
import { beforeAll, expect, it } from '../../test/harness.ts';
import { explainNodes } from '../../test/plans.ts';
import { openLeadsCutQuery } from '../modules/marketplace/list-open-leads.ts';

beforeAll(async ({ db }) => {
  // 20,000 leads that all ask for 'Castles and coast' (fixtures' FIXTURE lead), analysed
  await fixtures(db).marketOf(20_000);
});

it('a search for a common word expects its many matches and reads the page in index order', async ({ db }) => {
  const cut = openLeadsCutQuery(db, 1, openLeadsQuery.parse({ search: 'castles' }));
  const plan = await explainNodes(db, cut);
  const scan = plan.find((n) => n['Relation Name'] === 'leads')!;
  // about 18,000 open leads match; without the statistics the guess was 18,000 x 0.5%
  expect(scan['Plan Rows']).toBeGreaterThan(1000);
  expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
});
