// Shapes of the written seed content: every page and article in English and Japanese.
import type { CMS_KEYS, HelpCategory } from '../../../../shared/contracts/content';

interface Text {
  title: string;
  /** Markdown, no raw HTML (the web app renders it without HTML support). */
  body: string;
}

export interface SeedPage {
  key: (typeof CMS_KEYS)[number];
  /** Date the text was last revised (shown as "last updated"), not the install time. */
  revised: string;
  en: Text;
  jp: Text;
}

export interface SeedArticle {
  /** Fixed id of the English row; the Japanese row is id + JP_ARTICLE_ID_OFFSET. */
  id: number;
  category: HelpCategory;
  en: Text;
  jp: Text;
}
