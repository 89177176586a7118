// Which of this site's paths lead to a page that exists today (issue 8 §7): the route table decides, so a link
// set (footer, home page, sitemap, the main menu) never promotes a page that is not built yet, and a page
// appears in them by itself as soon as its route lands. A path only the catch-all (not-found) route takes does
// not exist; help topics exist for the known topics only.
import { matchRoutes } from 'react-router';
import { routes } from '../routes';
import { isHelpTopic } from '../features/content/help-topics';

export const pageExists = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  if (!leaf || leaf.route.path === '*') return false;
  if (leaf.route.path === '/get_help/:topic') return isHelpTopic(leaf.params.topic);
  return true;
};

/** The entries whose internal path exists; off-site addresses are kept. */
export const existingLinks = <T,>(links: readonly T[], path: (link: T) => string): T[] =>
  links.filter((l) => {
    const p = path(l);
    return !p.startsWith('/') || p.startsWith('//') || pageExists(p);
  });
