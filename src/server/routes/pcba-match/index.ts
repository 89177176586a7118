// POST /v1/pcba/bom/match (entry in src/shared/routes/pcba-match.ts): one BomMatch per BOM line, in order
// (src/server/commands/pcba/match-bom.ts). The mapping screen calls it again after each mapping change.
import type { FastifyPluginAsync } from 'fastify';
import { matchBom } from '../../commands/pcba/match-bom';
import { serveOn } from '../../http/serve';

/** A whole BOM per call against the full catalogue: generous for a customer fixing a mapping, not for a scraper. */
const MATCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const pcbaMatchRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /v1/pcba/bom/match',
    async (req) => ({ matches: await matchBom(app.deps.db, req.body.lines, req.body.build_qty) }),
    { config: { rateLimit: MATCH_RATE_LIMIT } },
  );
};
