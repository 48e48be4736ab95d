import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BadLeadReport } from '@triptender/contract/bad-leads';
import { api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export function useReportBadLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, reason }: { purchaseId: number; reason: string }) =>
      api<BadLeadReport>(`/purchases/${purchaseId}/report`, { method: 'POST', body: { reason } }),
    onSuccess: async () => {
      toast.success('Report sent', {
        description: 'We will check the contact details and refund you if they are invalid.',
      });
      await queryClient.invalidateQueries({ queryKey: ['purchased-leads'] });
    },
  });
}
