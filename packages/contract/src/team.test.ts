import { describe, expect, it } from 'vitest';
import { COMPANY_ROLE, ROLE, ROLE_HOME } from './enums.ts';
import { COMPANY_ROLE_ABILITIES, type CompanyAbility, companyRoleCan } from './team.ts';

const { MANAGER, AGENT, FINANCE } = COMPANY_ROLE;

describe('companyRoleCan', () => {
  it('gives each company role exactly its abilities', () => {
    const abilities = (role: number) =>
      (Object.keys(COMPANY_ROLE_ABILITIES) as CompanyAbility[]).filter((a) => companyRoleCan(role, a)).sort();
    expect(abilities(MANAGER)).toEqual([
      'buyLeads',
      'chat',
      'editBilling',
      'editProfile',
      'manageTeam',
      'payByCard',
      'receiveReceipts',
      'reportBadLeads',
      'sendQuotes',
      'setAutoBuy',
      'setSpendingLimits',
      'useTemplates',
      'viewReceipts',
      'viewWallet',
    ]);
    expect(abilities(AGENT)).toEqual(['buyLeads', 'chat', 'reportBadLeads', 'sendQuotes', 'useTemplates']);
    expect(abilities(FINANCE)).toEqual([
      'editBilling',
      'payByCard',
      'receiveReceipts',
      'reportBadLeads',
      'viewReceipts',
      'viewWallet',
    ]);
  });

  it('refuses everything to someone without a company role', () => {
    for (const role of [null, undefined, 0, 4]) {
      expect(companyRoleCan(role, 'buyLeads')).toBe(false);
      expect(companyRoleCan(role, 'reportBadLeads')).toBe(false);
    }
  });

  it('sends each role to its own dashboard after login', () => {
    expect(ROLE_HOME[ROLE.ADMIN]).toBe('/admin');
    expect(ROLE_HOME[ROLE.COMPANY]).toBe('/company');
    expect(ROLE_HOME[ROLE.TRAVELLER]).toBe('/user');
  });
});
