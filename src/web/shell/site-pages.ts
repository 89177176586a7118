// Which of this site's paths lead to a page that exists today (issue 8 §7): the route table decides, so a link
// set (footer, home page, sitemap, the main menu) never promotes a page that is not built yet, and a page
// appears in them by itself as soon as its route lands. A path only the catch-all (not-found) route takes does
// not exist; help topics exist for the known topics only.
//
// Speed (issue 17): every matchRoutes() call flattens, ranks and compiles the whole route table (~250 branches), and
// the header, footer and home page ask about some 60 links on their first render and again when the menu or the
// session arrives: 80 ms of a phone's main thread (×4) went there. Most links name a static path, which is looked
// up in a set built once from the table; the others (help topics, product and part pages) are tested against the
// table's dynamic paths compiled once to regular expressions (a matchRoutes() call per footer help link cost a
// phone 60 ms on its first render).
import type { RouteObject } from 'react-router';
import { routes } from '../routes';
import { isHelpTopic } from '../features/content/help-topics';
import { escapeRegExp } from '../../shared/text/escape';

const joinPath = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** Every path of the table, joined to its parents' (an index route has its parent's path). */
const tablePaths = (table: RouteObject[], parent = ''): string[] =>
  table.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.path !== undefined || route.index ? [path || '/'] : [];
    return [...own, ...tablePaths(route.children ?? [], path)];
  });

const isDynamic = (path: string): boolean => /[:*]/.test(path);

/**
 * The paths of the table made only of static segments (no `:param`, no `*`), lower-cased as the router matches
 * them. Such a path is matched by its own route, which outranks every dynamic and catch-all route.
 */
export const staticPaths = (table: RouteObject[]): string[] =>
  tablePaths(table).filter((p) => !isDynamic(p)).map((p) => p.toLowerCase());

const HELP_TOPIC_PATH = '/get_help/:topic';

interface DynamicPath {
  pattern: RegExp;
  helpTopic: boolean;
}

/** A route path as the router matches it: case-insensitive, `:param` one segment, a trailing `*` any rest. */
const compile = (path: string): RegExp => {
  const splat = path.endsWith('*');
  const segments = path.replace(/\/?\*$/, '').split('/').filter(Boolean);
  const body = segments.map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s))).join('/');
  return new RegExp(`^/${body}${splat ? '(?:/.*)?' : ''}/?$`, 'i');
};

/** Every path of the table that is not only static (the catch-all excepted: it is the not-found page). */
const dynamicPaths = (table: RouteObject[]): DynamicPath[] =>
  tablePaths(table)
    .filter((p) => isDynamic(p) && p !== '/*')
    .map((p) => ({ pattern: compile(p), helpTopic: p === HELP_TOPIC_PATH }));

let known: Set<string> | undefined;
let dynamic: DynamicPath[] | undefined;
const answers = new Map<string, boolean>();

/** For a path that is not one of the table's static paths: a dynamic route of the table takes it. */
const matchedByTable = (pathname: string): boolean => {
  dynamic ??= dynamicPaths(routes);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const found = dynamic.filter((d) => d.pattern.test(path));
  if (found.some((d) => !d.helpTopic)) return true;
  return found.length > 0 && isHelpTopic(path.split('/')[2] ?? '');
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
