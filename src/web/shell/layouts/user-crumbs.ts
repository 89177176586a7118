// The user-account breadcrumb (spec platform §2): root, then section, then sub-title. It follows the route
// through react-router's matches and their `handle` (RouteHandle in src/web/routes.tsx). A detail route
// declares its parent section, which is inserted before it; an item without a path is shown disabled.
import type { RouteHandle } from '../../routes';

export interface Crumb {
  /** A title key (translated by translateCrumb) */
  key: string;
  /** Link target; none for the current page and for items that have no page of their own. */
  path?: string;
}

interface MatchLike {
  pathname: string;
  handle?: unknown;
}

const handleOf = (m: MatchLike): RouteHandle | undefined =>
  typeof m.handle === 'object' && m.handle !== null ? (m.handle as RouteHandle) : undefined;

const ROOT_CRUMB: Crumb = { key: 'home', path: '/fusion' };

export const userCrumbs = (matches: readonly MatchLike[], rootPath = '/fusion'): Crumb[] => {
  const crumbs: Crumb[] = [{ ...ROOT_CRUMB, path: rootPath }];
  const leaf = [...matches].reverse().find((m) => handleOf(m)?.crumb);
  const handle = leaf ? handleOf(leaf) : undefined;
  if (!handle?.crumb) return crumbs;
  if (handle.parent) crumbs.push({ key: handle.parent.crumb, path: handle.parent.path });
  crumbs.push({ key: handle.crumb }); // the page itself: no link
  return crumbs;
};

/** The parent section's path of the current route, if it is a detail route. */
export const parentPathOf = (matches: readonly MatchLike[]): string | undefined => {
  const leaf = [...matches].reverse().find((m) => handleOf(m)?.crumb);
  return leaf ? handleOf(leaf)?.parent?.path : undefined;
};
