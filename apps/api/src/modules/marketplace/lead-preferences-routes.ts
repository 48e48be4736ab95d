import { leadPreferences, leadPreferencesBody } from '@triptender/contract/lead-preferences';
import { moduleRoutes } from '../../lib/route.ts';
import { getLeadPreferences, setLeadPreferences } from './lead-preferences.ts';

const FIELDS =
  '`countries`, `trip_types`, `travel_types` and `budget_bands` (low < $2,000, medium $2,000-$5,000, high ' +
  '>= $5,000 of the estimated budget): known values, each once, an empty list for any; `min_people` (1 or ' +
  'more) and `max_people` (at least min_people, null for any) bound the group; `max_days_until_start` (1-730, ' +
  'null for any): the trip starts at most that many days from today (UTC).';

/** What kind of leads a company wants; GET /v1/openLeads?match=preferences lists the ones that fit. */
export const leadPreferenceRoutes = moduleRoutes('marketplace', async (route) => {
  route.companySettings('/company/:companyId/lead-preferences', {
    response: leadPreferences,
    read: {
      company: 'member',
      summary: "A company's lead preferences (its members, admin)",
      description:
        `What kind of leads the company wants. ${FIELDS} A company that never saved them has any for ` +
        'everything (`is_set` false, `updated_at` null). Another company: 404.',
      service: getLeadPreferences,
    },
    save: {
      company: 'editProfile',
      body: leadPreferencesBody,
      summary: "Set a company's lead preferences (Managers, admin)",
      description:
        `Replaces them; every field is required. ${FIELDS} Agents and Finance: 403; another company: 404. ` +
        'Answers the saved preferences.',
      service: setLeadPreferences,
    },
  });
});
