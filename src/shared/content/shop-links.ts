// Where a banner or a menu item may point (issue 9, content screens): a shop page that exists, or an https address.
// The list names the shop's pages (src/web/routes.tsx); a web test checks every entry still resolves to a page there,
// so a link chosen in the console never lands on the not-found page.
import { HELP_CATEGORIES } from '../contracts/content';

export const SHOP_PAGES = [
  '/fusion', '/fusion_pcb', '/fusion-advanced-pcb', '/premium-pcb-pcba', '/stencil', '/pcb-assembly', '/fusion_odm', '/odm-service', '/opl', '/membership', '/faq', '/home-review-list',
  '/sitemap', '/about_us', '/terms_of_service', '/privacy_policy', '/web/cart', '/login', '/register', '/subscribe', '/fusion-questionnaire',
  ...HELP_CATEGORIES.map((c) => `/get_help/${c}`),
] as const;

const isHttpsUrl = (link: string): boolean => {
  if (!/^https:\/\/[^\s]+$/i.test(link)) return false;
  try {
    const url = new URL(link);
    // A host with a dot: "https://localhost" or a bare word is a typo, not a campaign page.
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** A shop page (with an optional query or fragment) or an https URL. */
export const isShopLink = (link: string): boolean => {
  const path = link.split(/[?#]/)[0] ?? '';
  return (SHOP_PAGES as readonly string[]).includes(path) || isHttpsUrl(link);
};

