// A customer's e-mail that opens the customer's console page for roles that may see customers (plain text otherwise,
// so no one is sent to a page their role cannot open).
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useStaffMe } from './api';

export const CustomerLink = ({ uid, email }: { uid: number; email: string }) => {
  const me = useStaffMe();
  return me.data?.actions.includes('customers.view')
    ? <Anchor size="sm" component={Link} to={`/staff/customers/${uid}`}>{email}</Anchor>
    : <Text size="sm">{email}</Text>;
};
