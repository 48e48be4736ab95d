import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { z } from 'zod';
import type { user } from '@triptender/contract/auth';
import { STORAGE_KEYS } from '@triptender/contract/constants';

export type AuthUser = z.input<typeof user>;

type AuthState = {
  user: AuthUser | null;
  token: string | null;
  /** The server refused the token (401): guards then send the visitor to / rather than /login. */
  expired: boolean;
  setAuth: (user: AuthUser, token: string) => void;
  setUser: (user: AuthUser) => void;
  clear: () => void;
  expire: () => void;
};

/** The logged-in user and their token, persisted in localStorage under 'auth-storage'. */
export const useAuth = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      expired: false,
      setAuth: (user, token) => set({ user, token, expired: false }),
      setUser: (user) => set({ user }),
      clear: () => set({ user: null, token: null, expired: false }),
      expire: () => set({ user: null, token: null, expired: true }),
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token }) => ({ user, token }),
    },
  ),
);

export const getAuth = () => useAuth.getState();

// a login or logout in another tab applies here too
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.auth) void useAuth.persist.rehydrate();
  });
}
