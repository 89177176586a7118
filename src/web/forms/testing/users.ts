// A signed-in customer as GET /user/info answers it, for component tests.
import type { UserInfo } from '../../../shared/contracts/user';

export const demoUser: UserInfo = {
  token: 't', uid: 7, email: 'ada@example.com', nickname: 'Ada', first_name: 'Ada', last_name: 'Lovelace',
  vip_details: null, order_pending_count: 0, global_cookie: '', user_type: 'customer', is_wholesale: false,
  is_propagate: false, distributor_code: null,
};
