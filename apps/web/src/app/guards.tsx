import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RoleId } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { useAuth } from '@/lib/auth-store.ts';

/** No user goes to /login; a user of another role goes to /. */
export function RequireRole({ role, children }: { role: RoleId; children: ReactNode }) {
  const user = useAuth((s) => s.user);
  const token = useAuth((s) => s.token);
  const expired = useAuth((s) => s.expired);
  // no user goes to /login, but a refused (401) session goes to /
  if (!user || !token) return <Navigate to={expired ? paths.home : paths.login} replace />;
  if (user.role.id !== role) return <Navigate to={paths.home} replace />;
  return children;
}
