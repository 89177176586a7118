// The shop layout (spec platform §2): header, page, footer.
import { Outlet } from 'react-router';
import { ShopChrome } from './ShopChrome';

export default function ShopLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}
