// Which of this site's paths lead to a page that exists today (issue 8 §7): the route table decides, so a link
// set (footer, home page, sitemap, the main menu) never promotes a page that is not built yet, and a page
// appears in them by itself as soon as its route lands. A path only the catch-all (not-found) route takes does
// not exist; help topics exist for the known topics only.
//
// Speed (issue 17): every matchRoutes() call flattens, ranks and compiles the whole route table (~250 branches), and
// the header, footer and home page ask about some 60 links on their first render and again when the menu or the
// session arrives: 80 ms of a phone's main thread (×4) went there. Most links name a static path, which is looked
// up in a set built once from the table; the others go through matchRoutes once each and are remembered.
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from '../routes';
import { isHelpTopic } from '../features/content/help-topics';

const joinPath = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * The paths of the table made only of static segments (no `:param`, no `*`), lower-cased as the router matches
 * them. Such a path is matched by its own route, which outranks every dynamic and catch-all route.
 */
export const staticPaths = (table: RouteObject[], parent = ''): string[] =>
  table.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.path !== undefined && !/[:*]/.test(path) ? [path.toLowerCase()] : [];
    return [...own, ...staticPaths(route.children ?? [], path)];
  });

let known: Set<string> | undefined;
const answers = new Map<string, boolean>();

const matchedByTable = (pathname: string): boolean => {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return false;
  if (leaf.route.path === '/get_help/:topic') return isHelpTopic(leaf.params.topic);
  return true;
};

export const pageExists = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  known ??= new Set(staticPaths(routes));
  const key = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  if (known.has(key)) return true;
  let answer = answers.get(pathname);
  if (answer === undefined) {
    answer = matchedByTable(pathname);
    if (answers.size >= 1000) answers.clear(); // links are few; a bound all the same
    answers.set(pathname, answer);
  }
  return answer;
};

/** The entries whose internal path exists; off-site addresses are kept. */
export const existingLinks = <T,>(links: readonly T[], path: (link: T) => string): T[] =>
  links.filter((l) => {
    const p = path(l);
    return !p.startsWith('/') || p.startsWith('//') || pageExists(p);
  });
