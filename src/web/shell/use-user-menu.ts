// The account menu's entries for the signed-in customer: entries meant for some customers only (drop shipping: goods
// in storage, issue 15) appear once the server says so; a failed or pending answer leaves them out.
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { useSession } from '../session/session';
import { USER_MENU } from './user-menu';

export const DROP_SHIP_ACCESS_KEY = ['drop-ship', 'access'] as const;

export const useUserMenu = () => {
  const { user } = useSession();
  const dropShip = useQuery({
    queryKey: [...DROP_SHIP_ACCESS_KEY, user?.uid ?? null],
    queryFn: ({ signal }) => call('GET /v1/drop-ship/access', {}, { signal }),
    enabled: user !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return USER_MENU.filter((e) => e.only !== 'dropShip' || dropShip.data?.enabled === true);
};
