// Session state: user info from GET /user/session, sign-in and sign-out. A 3200 from any call clears it and,
// where the page needed a login, sends the visitor to the login page (spec platform §4 Session, §8).
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../shared/contracts/user';
import { ApiCode } from '../../shared/api-codes';
import { call, onSessionFailure } from '../api/client';
import { clearStoredOrders } from '../features/order/persist';

interface SessionValue {
  user: UserInfo | null;
  /** true until the first user/info answer arrives */
  loading: boolean;
  /** Re-reads user info (after login, register, profile change). */
  refresh(): Promise<void>;
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);
export const USER_INFO_KEY = ['user', 'info'] as const;

// GET /user/session rather than /user/info: a visitor gets a 200 "signed out", not a 401 the browser would log
// as a failed request on every page (issue 8 §7). /user/info keeps its contract for API clients.
const fetchUserInfo = async (): Promise<UserInfo | null> => (await call('GET /user/session')).user;

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const qc = useQueryClient();
  const info = useQuery({ queryKey: USER_INFO_KEY, queryFn: fetchUserInfo, staleTime: 60_000, retry: false });

  useEffect(
    () =>
      onSessionFailure((code) => {
        if (code === ApiCode.sessionInvalid || code === ApiCode.notLoggedIn) {
          qc.setQueryData(USER_INFO_KEY, null);
          void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'user' });
        }
      }),
    [qc],
  );

  const refresh = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: USER_INFO_KEY });
    await qc.refetchQueries({ queryKey: ['cart'] });
  }, [qc]);

  const logout = useCallback(async () => {
    try {
      await call('POST /user/logout', { body: {} });
    } finally {
      qc.setQueryData(USER_INFO_KEY, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' });
      clearStoredOrders();
    }
  }, [qc]);

  const value = useMemo<SessionValue>(
    () => ({ user: info.data ?? null, loading: info.isPending, refresh, logout }),
    [info.data, info.isPending, refresh, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

export const useSession = (): SessionValue => {
  const v = useContext(SessionContext);
  if (!v) throw new Error('useSession outside SessionProvider');
  return v;
};
