import type { OpenLead } from '@triptender/contract/marketplace';

export const ROLE_CANNOT_BUY = 'Only Managers and Agents can buy requests';

/** Whether this company can buy a card's lead, and if not, the reason shown on the card. */
export function buyState(
  lead: Pick<OpenLead, 'unavailable_reason'>,
  canBuy: boolean,
): { disabled: boolean; reason: string | null } {
  if (lead.unavailable_reason) return { disabled: true, reason: lead.unavailable_reason };
  if (!canBuy) return { disabled: true, reason: ROLE_CANNOT_BUY };
  return { disabled: false, reason: null };
}
