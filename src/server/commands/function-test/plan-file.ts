// GET /v1/staff/function-tests/file: the bytes of a test plan, for engineering to read. The stored content type was
// decided from the content at upload; only a PDF or plain text is shown inline, everything else is a download.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { pcbaTestPlans } from '../../db/schema/index';
import { storageFor } from '../../integrations/storage/index';
import { notFound } from '../../http/errors';
import { testPlanNotFound } from './errors';

export interface PlanFile {
  name: string;
  contentType: string;
  bytes: Buffer;
  inline: boolean;
}

const INLINE = new Set(['application/pdf', 'text/plain; charset=utf-8', 'text/markdown; charset=utf-8']);

export const testPlanFile = async (deps: Pick<Deps, 'db' | 'config'>, planId: number): Promise<PlanFile> => {
  const [plan] = await deps.db.select().from(pcbaTestPlans).where(eq(pcbaTestPlans.id, planId));
  if (!plan) throw testPlanNotFound();
  const bytes = await storageFor(deps.config).get(plan.storageKey);
  if (!bytes) throw notFound('The test plan file is missing.');
  const inline = INLINE.has(plan.contentType);
  // Markdown shows as plain text in a browser tab: never rendered, never sniffed.
  return { name: plan.originalName, contentType: plan.contentType.startsWith('text/') ? 'text/plain; charset=utf-8' : plan.contentType, bytes, inline };
};
