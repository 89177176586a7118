// The audit trail of staff actions (issue 9): one row per action, written with the transaction of the action
// (pass its `tx`), and read back for a record's page. Rows are snapshots: bigint money becomes a string of cents
// and dates ISO text, so a record's JSON is what the API would have shown.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import type { StaffAction } from '../../../shared/staff';
import type { AuditRecordType, AuditRow } from '../../../shared/contracts/staff';

interface AuditEntry {
  staffId: number;
  action: StaffAction;
  recordType: AuditRecordType;
  recordId: string | number;
  before?: unknown;
  after?: unknown;
  note?: string;
  now: Date;
}


/** JSON-safe copy: bigint → string, Date → ISO string, undefined dropped. */
const snapshot = (v: unknown): unknown =>
  v === undefined ? null : JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)));

export const writeAudit = async (tx: DbOrTx, e: AuditEntry): Promise<void> => {
  await tx.insert(auditLog).values({
    staffId: e.staffId,
    action: e.action,
    recordType: e.recordType,
    recordId: String(e.recordId),
    before: snapshot(e.before),
    after: snapshot(e.after),
    note: e.note ?? '',
    createdAt: e.now,
  });
};

/** A record's history, newest first (at most 200 rows: a record's page, not an export). */
export const listAudit = async (db: DbOrTx, recordType: AuditRecordType, recordId: string | number): Promise<AuditRow[]> => {
  const rows = await db
    .select({ a: auditLog, email: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.staffId))
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map(({ a, email }) => ({
    id: a.id, staff_id: a.staffId, staff_email: email, action: a.action, record_type: a.recordType, record_id: a.recordId,
    before: a.before, after: a.after, note: a.note, created_at: a.createdAt.toISOString(),
  }));
};
