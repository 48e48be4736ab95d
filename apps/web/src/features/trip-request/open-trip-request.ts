import { create } from 'zustand';
import type { Country } from '@triptender/contract/enums';

type TripRequestState = {
  open: boolean;
  /** Preset country (the Ireland and Scotland pages skip the country step). */
  country: Country | null;
  show: (opts?: { country?: Country | null }) => void;
  hide: () => void;
};

/** Opens the multi-step trip request dialog from any button on any page. */
export const useTripRequest = create<TripRequestState>()((set) => ({
  open: false,
  country: null,
  show: (opts) => set({ open: true, country: opts?.country ?? null }),
  hide: () => set({ open: false }),
}));

export const openTripRequest = (opts?: { country?: Country | null }) => useTripRequest.getState().show(opts);
