// The sitemap's link list, in one place: group -> links (label key in the content catalog, path). Paths follow
// the route table and the spec's routes (platform §2, services §2).
import type { content } from '../../i18n/en/content';
import { HELP_TOPICS } from './help-topics';

type GroupKey = keyof typeof content.sitemap.groups;
type LinkKey = keyof typeof content.sitemap.links;

export interface SitemapLink {
  /** A key of sitemap.links, or a help topic (help.topics). */
  label: { links: LinkKey } | { topic: (typeof HELP_TOPICS)[number] };
  to: string;
}
interface SitemapGroup {
  group: GroupKey;
  links: SitemapLink[];
}

const link = (key: LinkKey, to: string): SitemapLink => ({ label: { links: key }, to });

export const SITEMAP: SitemapGroup[] = [
  { group: 'home', links: [link('home', '/fusion'), link('membership', '/membership'), link('reviews', '/home-review-list'), link('writeReview', '/review')] },
  {
    group: 'ordering',
    links: [
      link('pcb', '/fusion_pcb'),
      link('pcba', '/fusion_pcba'),
      link('pcbAssembly', '/pcb-assembly'),
      link('advancedPcb', '/fusion-advanced-pcb'),
      link('premiumPcb', '/premium-pcb-pcba'),
      link('stencil', '/stencil'),
      link('printing3d', '/fusion-3d-printing'),
      link('cnc', '/fusion-cnc'),
      link('cable', '/fusion-cable-assembly'),
      link('kitting', '/kitting-service'),
      link('groveKitting', '/grove-kitting-service'),
      link('odm', '/fusion-odm-service'),
      link('odmCustomize', '/odm'),
      link('jetsonOdm', '/jetson-odm'),
      link('coCreate', '/co-create'),
      link('odmLight', '/fusion_odm'),
      link('opl', '/opl'),
      link('gallery', '/gallery-index'),
      link('galleryRecommend', '/gallery-recommend'),
    ],
  },
  {
    group: 'account',
    links: [
      link('cart', '/web/cart'),
      link('orders', '/web/user/order/all'),
      link('addresses', '/web/user/address'),
      link('coupons', '/web/user/coupon'),
      link('odmRequests', '/web/user/odm'),
      link('licensedProducts', '/web/user/licensedProducts'),
      link('myDistributor', '/web/user/distributor'),
      link('myGallery', '/web/user/gallery'),
      link('paymentRequests', '/web/user/payment-requests'),
      link('personalDetail', '/web/user/personal_detail'),
      link('login', '/login'),
      link('register', '/register'),
    ],
  },
  {
    group: 'help',
    links: [
      ...HELP_TOPICS.map((topic) => ({ label: { topic }, to: `/get_help/${topic}` })), link('faq', '/faq'), link('contactSupport', '/web/user/support/new'),
      // information pages from the CMS (issue 15)
      link('standardSpecs', '/doc'), link('technicalGuide', '/fusion-guide'), link('designForManufacture', '/pcb-design-for-manufacture'),
    ],
  },
  {
    group: 'company',
    links: [
      link('aboutUs', '/about_us'),
      link('terms', '/terms_of_service'),
      link('privacy', '/privacy_policy'),
      link('distributors', '/distributors'),
      link('newsletter', '/subscribe'),
      link('questionnaire', '/fusion-questionnaire'),
      link('affiliate', '/distributorsAffiliate'),
      link('licensedProgram', '/licensed-program'),
      link('licensedServices', '/licensed-program-services'),
      link('marketplace', '/fusion-marketplace'),
      link('beaglebone', '/beaglebone-series'),
      link('sponsorship', '/fusion-pcba-sponsorship'),
      link('xiaoSponsorship', '/xiao-pcba-sponsorship'),
    ],
  },
];
