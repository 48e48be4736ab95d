// The people and companies of the demo, made through the services the API uses (createCompany,
// createUser, topUpWallet), and the credit they paid for.
import { COMPANY_ROLE, type CompanyRoleId, ROLE } from '@triptender/contract/enums';
import { createUser } from '../modules/auth/users.ts';
import { createCompany } from '../modules/companies/service.ts';
import { topUpWallet } from '../modules/purchases/ledger.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { type DemoContext, dayMs, type User } from './context.ts';

export function peopleSteps({ db, now }: DemoContext) {
  const steps = {
    /** A company as the admin (actorUserId) or the first run (null) adds one. */
    company(company: Parameters<typeof createCompany>[0]['company'], actorUserId: number | null = null) {
      return createCompany({ db, actorUserId, company });
    },

    /** A user who can log in with the demo password (a guest traveller has none: pass password: null). */
    person(user: {
      role: 1 | 2 | 3;
      email: string;
      first_name: string;
      last_name: string;
      mobile?: string | null;
      companyId?: number;
      companyRole?: CompanyRoleId;
      password?: null;
      actorUserId?: number | null;
    }): Promise<User> {
      const { actorUserId = null, password, ...rest } = user;
      const withPassword = password === undefined;
      return createUser({
        db,
        actorUserId,
        user: { ...rest, ...(withPassword ? { password: DEMO_PASSWORD, emailVerified: true } : {}) },
      });
    },

    traveller(first: string, last: string, email: string, mobile: string | null) {
      return steps.person({ role: ROLE.TRAVELLER, email, first_name: first, last_name: last, mobile });
    },

    manager(companyId: number, first: string, last: string, email: string) {
      return steps.person({
        role: ROLE.COMPANY,
        email,
        first_name: first,
        last_name: last,
        companyId,
        companyRole: COMPANY_ROLE.MANAGER,
      });
    },

    /**
     * Credit a company paid for (an invoice or bank transfer the admin recorded), `daysAgo` days ago:
     * the revenue chart of the admin overview shows it in its week. Dated before the company's other
     * wallet entries, so the ledger's dates follow its order.
     */
    topUp(companyId: number, t: { cents: number; note: string; daysAgo: number; actorUserId?: number | null }) {
      return topUpWallet({
        db,
        actorUserId: t.actorUserId ?? null,
        companyId,
        amountCents: t.cents,
        note: t.note,
        at: new Date(now - t.daysAgo * dayMs),
      });
    },
  };
  return steps;
}
