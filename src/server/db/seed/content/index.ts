// All written content, and the rows it becomes in content_pages and help_articles.
import type { Lang } from '../../../../shared/ids';
import { aboutUs } from './about-us';
import { FAQ_ARTICLES } from './faq';
import { HELP_TOPIC_ARTICLES } from './help-topics';
import { privacyPolicy } from './privacy-policy';
import { homeIntro, sitemap } from './short-pages';
import { termsOfService } from './terms-of-service';
import { designForManufacture, standardSpecs, technicalGuide } from './design-guides';
import { beagleboneSeries, marketplace } from './program-pages';
import type { SeedArticle, SeedPage } from './types';

const SEED_PAGES: SeedPage[] = [
  aboutUs, termsOfService, privacyPolicy, sitemap, homeIntro,
  // information pages (issue 15)
  standardSpecs, technicalGuide, designForManufacture, marketplace, beagleboneSeries,
];
const SEED_ARTICLES: SeedArticle[] = [...HELP_TOPIC_ARTICLES, ...FAQ_ARTICLES];

/**
 * Japanese article rows get the English id plus this offset. Translations of one article share category
 * and sort (sort = the English id), which is how a request in one language finds the other version.
 */
const JP_ARTICLE_ID_OFFSET = 1000;

const LANG_KEYS: Lang[] = ['en', 'jp'];

export const pageRows = () =>
  SEED_PAGES.flatMap((p) =>
    LANG_KEYS.map((lang) => ({ key: p.key, lang, title: p[lang].title, body: p[lang].body, updatedAt: new Date(`${p.revised}T00:00:00Z`) })),
  );

export const articleRows = () =>
  SEED_ARTICLES.flatMap((a) =>
    LANG_KEYS.map((lang) => ({
      id: lang === 'en' ? a.id : a.id + JP_ARTICLE_ID_OFFSET,
      category: a.category,
      lang,
      platform: 'fusion',
      position: a.category === 'FAQ' ? 'faq' : 'help',
      title: a[lang].title,
      body: a[lang].body,
      sort: a.id,
    })),
  );
