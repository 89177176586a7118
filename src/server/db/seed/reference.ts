// Reference data every installation needs: navigation menu, banners, content pages, help articles,
// currency rates, settings. Inserted only where missing, so it is safe to run at every start.
import type { Db } from '../client';

export const seedReferenceData = async (_db: Db): Promise<void> => {
  // filled in by the content area (menu, banners, CMS pages, rates)
};
