// Menu entries from GET /menu/list as links (spec platform §2), shared by the header's bar (MainNav.tsx) and the
// phone's drawer (MobileDrawer.tsx). Names follow the language (en_name / jp_name).
import { Link } from 'react-router';
import type { MenuItem } from '../../../shared/contracts/content';
import type { Edition } from '../../edition';
import { pageExists } from '../site-pages';

export const menuName = (item: MenuItem, edition: Edition) => (edition === 'jp' ? item.jp_name || item.en_name : item.en_name);

export const isInternal = (address: string) => address.startsWith('/') && !address.startsWith('//');
export const isExternal = (address: string) => /^https?:\/\//i.test(address);

/**
 * Props that make a Mantine component a link to a menu address. react-router's Link renders absolute URLs as
 * plain links, so one component serves both; off-site pages open in a new tab.
 */
export const linkProps = (address: string) => ({
  component: Link,
  to: isInternal(address) || isExternal(address) ? address : '#',
  ...(isExternal(address) ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
});

/**
 * The menu without entries that lead nowhere today (issue 8 §7): an internal address whose page is not built yet
 * (site-pages.ts) or no address at all; a group keeps its own link only if that page exists and disappears when
 * nothing is left in it.
 */
export const reachable = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => {
    const children = reachable(item.children ?? []);
    const own = isExternal(item.address) || (isInternal(item.address) && pageExists(item.address));
    if (children.length > 0) return [{ ...item, address: own ? item.address : '', children }];
    return own ? [{ ...item, children: [] }] : [];
  });

