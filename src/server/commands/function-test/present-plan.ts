// A stored test plan as its owner sees it (testPlanSchema) and as the console lists it (staffTestPlanSchema).
import type { StaffTestPlan, TestPlan, TestPlanKind } from '../../../shared/contracts/function-test';
import { TEST_PLAN_KINDS } from '../../../shared/contracts/function-test';
import { FunctionTestStatus, isFunctionTestStatus } from '../../../shared/status/function-test';
import type { pcbaTestPlans } from '../../db/schema/index';

type PlanRow = typeof pcbaTestPlans.$inferSelect;

const KIND_OF_TYPE: Record<string, TestPlanKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
  'text/plain; charset=utf-8': 'text',
  'text/markdown; charset=utf-8': 'markdown',
};

export const kindOfContentType = (type: string): TestPlanKind => {
  const kind = KIND_OF_TYPE[type];
  return kind && (TEST_PLAN_KINDS as readonly string[]).includes(kind) ? kind : 'zip';
};

export const presentPlan = (p: PlanRow): TestPlan => ({
  plan_id: p.id,
  name: p.originalName,
  size: p.sizeBytes,
  kind: kindOfContentType(p.contentType),
  status: isFunctionTestStatus(p.status) ? p.status : FunctionTestStatus.Confirming,
  cart_id: p.cartItemId,
  staff_note: p.staffNote,
  created_at: p.createdAt.toISOString(),
  decided_at: p.decidedAt?.toISOString() ?? null,
});

export interface StaffPlanExtras {
  userId: number;
  email: string;
  itemName: string | null;
  quantity: number | null;
  orderId: number | null;
  orderNo: string | null;
  decidedByEmail: string | null;
}

export const presentStaffPlan = (p: PlanRow, x: StaffPlanExtras): StaffTestPlan => ({
  ...presentPlan(p),
  user_id: x.userId,
  customer_email: x.email,
  item_name: x.itemName,
  quantity: x.quantity,
  order_id: x.orderId,
  order_no: x.orderNo,
  decided_by_email: x.decidedByEmail,
});
