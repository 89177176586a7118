// The footer's link sets per edition (spec platform §1). Labels are keys in the 'shell' namespace
// (footer.links.*); paths are this site's routes. The sets list every page the spec places there; only those
// built today are shown (site-pages.ts), so a service lands in the footer with its page.
import type { Edition } from '../../edition';
import type { shell } from '../../i18n/en/shell';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../external';
import { existingLinks } from '../site-pages';

interface FooterLink {
  key: keyof typeof shell.footer.links;
  path: string;
}
interface FooterGroup {
  key: 'product' | 'ecosystem' | 'support' | 'community';
  links: FooterLink[];
}

/** The company/legal row, shared by both editions. */
const COMMON: FooterLink[] = [
  { key: 'company', path: '/about_us' },
  { key: 'privacy', path: '/privacy_policy' },
  { key: 'terms', path: '/terms_of_service' },
  { key: 'sitemap', path: '/sitemap' },
  { key: 'contact', path: '/get_help/HowToGetHelp' },
  { key: 'faq', path: '/faq' },
];

const JAPAN_EXTRA: FooterLink[] = [
  { key: 'specs', path: '/doc' },
  { key: 'guide', path: '/fusion-guide' },
  // the design gallery (issue 14): the Japanese footer has no Community group
  { key: 'gallery', path: '/gallery-index' },
];

const GROUPS: FooterGroup[] = [
  {
    key: 'product',
    links: [
      { key: 'pcb', path: '/fusion_pcb' },
      { key: 'pcba', path: '/pcb-assembly' },
      { key: 'stencil', path: '/stencil' },
      { key: 'printing3d', path: '/fusion-3d-printing' },
      { key: 'cnc', path: '/fusion-cnc' },
      { key: 'cable', path: '/fusion-cable-assembly' },
      { key: 'odmLight', path: '/fusion_odm' },
    ],
  },
  {
    key: 'ecosystem',
    links: [
      { key: 'odm', path: '/fusion-odm-service' },
      { key: 'kitting', path: '/kitting-service' },
      { key: 'opl', path: '/opl' },
      { key: 'marketplace', path: '/fusion-marketplace' },
      { key: 'distributors', path: '/distributors' },
    ],
  },
  {
    key: 'support',
    links: [
      { key: 'technical', path: '/get_help/TechnicalSupport' },
      { key: 'shipping', path: '/get_help/ShippingOrder' },
      { key: 'returns', path: '/get_help/ReturnsRefund' },
      { key: 'payment', path: '/get_help/PaymentInformation' },
      { key: 'dfm', path: '/pcb-design-for-manufacture' },
    ],
  },
  {
    key: 'community',
    links: [
      { key: 'gallery', path: '/gallery-index' },
      { key: 'coCreate', path: '/co-create' },
      { key: 'reviews', path: '/home-review-list' },
      // Services §2: the sponsorship page is {product}-pcba-sponsorship (issue 15), not /pcb-assembly.
      { key: 'sponsorship', path: '/fusion-pcba-sponsorship' },
      { key: 'licensed', path: '/licensed-program' },
    ],
  },
];

/** The edition's links to pages that exist today (site-pages.ts); a group left empty is not shown. */
export const footerLinks = (edition: Edition): { main: FooterLink[]; groups: FooterGroup[] } => {
  const main = existingLinks(edition === 'jp' ? [...COMMON, ...JAPAN_EXTRA] : COMMON, (l) => l.path);
  const groups = edition === 'jp' ? [] : GROUPS.map((g) => ({ ...g, links: existingLinks(g.links, (l) => l.path) })).filter((g) => g.links.length > 0);
  return { main, groups };
};

/** Seven networks in the English edition, facebook and twitter in the Japanese one. */
export const socialNetworks = (edition: Edition): readonly SocialNetwork[] =>
  edition === 'jp' ? ['facebook', 'twitter'] : SOCIAL_NETWORKS;
