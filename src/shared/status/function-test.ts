// The functional-test plan state machine as data (spec services §3 "Test-plan (functional test) record", §4
// "Functional test status: 1 Confirming, 2 Confirmed, 3 Rejected"; platform §4 the same codes). A plan is Confirming
// from its upload: bound to a PCBA cart item it waits in the engineering queue (/staff/function-tests), where staff
// confirm it (the factory can build the test from it) or reject it with a note (the customer uploads a corrected
// plan, which replaces it on the item). A decision is final for that file: a new file is a new plan.

export const FunctionTestStatus = {
  /** Uploaded; waiting for an engineer's review. */
  Confirming: 1,
  /** An engineer confirmed the plan: the board is tested with it (about 2 business days more, services §4). */
  Confirmed: 2,
  /** An engineer rejected the plan with a note: the customer is asked for another one. */
  Rejected: 3,
} as const;
export type FunctionTestStatusValue = (typeof FunctionTestStatus)[keyof typeof FunctionTestStatus];
export const FUNCTION_TEST_STATUSES = Object.values(FunctionTestStatus) as FunctionTestStatusValue[];

export const isFunctionTestStatus = (n: number): n is FunctionTestStatusValue => (FUNCTION_TEST_STATUSES as number[]).includes(n);

export type FunctionTestActor = 'customer' | 'staff' | 'system';

/** { from: { to: actors } }: a missing entry is a forbidden transition. Only staff decide, and only once. */
const TRANSITIONS: Record<FunctionTestStatusValue, Partial<Record<FunctionTestStatusValue, readonly FunctionTestActor[]>>> = {
  [FunctionTestStatus.Confirming]: { [FunctionTestStatus.Confirmed]: ['staff'], [FunctionTestStatus.Rejected]: ['staff'] },
  [FunctionTestStatus.Confirmed]: {},
  [FunctionTestStatus.Rejected]: {},
};

/** Why a transition is refused (a message key), or null when `actor` may move the plan from `from` to `to`. */
export const functionTestTransitionBlock = (from: FunctionTestStatusValue, to: FunctionTestStatusValue, actor: FunctionTestActor): string | null => {
  const actors = TRANSITIONS[from][to];
  if (!actors) return 'errors.testPlanDecided';
  return actors.includes(actor) ? null : 'errors.testPlanActor';
};

/** Label keys (Confirming / Confirmed / Rejected), in the testPlan namespace of the web catalogs. */
export const FUNCTION_TEST_LABELS: Record<FunctionTestStatusValue, string> = {
  [FunctionTestStatus.Confirming]: 'status.confirming',
  [FunctionTestStatus.Confirmed]: 'status.confirmed',
  [FunctionTestStatus.Rejected]: 'status.rejected',
};

/** A functional test adds about 2 business days to the build (services §4). */
export const FUNCTION_TEST_EXTRA_DAYS = 2;
