// POST /fusion-test/upfile: the customer's functional-test plan (services §7; 20 MB, services §9). The multipart cap
// (app.ts) already stopped anything larger while it streamed; the content decides the type (sniff-test-plan.ts), the
// bytes go to the storage under a random key, and the plan waits unbound, Confirming, until the customer binds it
// to a PCBA cart item (bind-plan.ts).
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { pcbaTestPlans } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { sniffTestPlan } from '../../integrations/files/test-plan/sniff-test-plan';
import { TEST_PLAN_MAX_BYTES, type TestPlan } from '../../../shared/contracts/function-test';
import { FunctionTestStatus } from '../../../shared/status/function-test';
import { sanitiseFileName } from '../upload/present-upload';
import { testPlanTooLarge, testPlanType } from './errors';
import { presentPlan } from './present-plan';

interface UploadPlan {
  ownerId: number;
  fileName: string | undefined;
  bytes: Buffer;
}

export const uploadTestPlan = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: UploadPlan): Promise<TestPlan> => {
  if (input.bytes.length > TEST_PLAN_MAX_BYTES) throw testPlanTooLarge();
  const type = await sniffTestPlan(input.bytes);
  if (!type) throw testPlanType();
  const storage = storageFor(deps.config);
  const key = newStorageKey(type.kind === 'markdown' || type.kind === 'text' ? 'txt' : type.kind);
  await storage.put(key, input.bytes);
  try {
    const [row] = await deps.db
      .insert(pcbaTestPlans)
      .values({
        ownerId: input.ownerId, storageKey: key, originalName: sanitiseFileName(input.fileName), sizeBytes: input.bytes.length,
        sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'), contentType: type.contentType,
        status: FunctionTestStatus.Confirming, createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('test plan not stored');
    return presentPlan(row);
  } catch (err) {
    // No orphaned file when the row could not be written.
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
};
