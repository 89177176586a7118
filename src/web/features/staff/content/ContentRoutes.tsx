// The content screens' places in the console (besides the maintenance notice): navigation entries and routes,
// kept here so the console's shell (StaffApp.tsx) only lists them.
import { Route } from 'react-router';
import type { StaffAction } from '../../../../shared/staff';
import { BannersPage } from './BannersPage';
import { MenuPage } from './MenuPage';
import { ArticlesPage } from './ArticlesPage';
import { CmsBlocksPage } from './CmsBlocksPage';
import { RatesPage } from './RatesPage';

export const CONTENT_SECTIONS: { path: string; label: 'banners' | 'menu' | 'articles' | 'cms' | 'rates'; action: StaffAction }[] = [
  { path: '/staff/content/banners', label: 'banners', action: 'content.manage' },
  { path: '/staff/content/menu', label: 'menu', action: 'content.manage' },
  { path: '/staff/content/articles', label: 'articles', action: 'content.manage' },
  { path: '/staff/content/cms', label: 'cms', action: 'content.manage' },
  { path: '/staff/content/rates', label: 'rates', action: 'content.manage' },
];

/** Called as a function inside <Routes> (react-router reads <Route> elements, not components that render them). */
export const ContentRoutes = () => [
  <Route key="banners" path="content/banners" element={<BannersPage />} />,
  <Route key="menu" path="content/menu" element={<MenuPage />} />,
  <Route key="articles" path="content/articles" element={<ArticlesPage />} />,
  <Route key="cms" path="content/cms" element={<CmsBlocksPage />} />,
  <Route key="rates" path="content/rates" element={<RatesPage />} />,
];
