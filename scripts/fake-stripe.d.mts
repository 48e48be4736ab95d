export declare const E2E_STRIPE: { secretKey: string; webhookSecret: string };
export declare function startFakeStripe(opts?: {
  port?: number;
  secretKey?: string;
  onPaid?: (session: { id: string }) => void;
}): Promise<{
  url: string;
  close(): Promise<void>;
}>;
export declare function completedEvent(session: object, id?: string): Promise<{ payload: string; signature: string }>;
