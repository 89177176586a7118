// The licensed-products program's batch stages as data (issue 15; spec services "Licensed-products program batch
// stages": "0 Application Submitted; 1 Approved, or 3 Rejected (ends); 2 Deposit Received; 4 Production Started;
// 5 Production Accomplished; 6 Sell on Seeed in Progress. Program status: 0 and 1 In Progress; 2 Rejected").
// Zod-free: the web app and the server both read it. docs/partners.md "Licensed products".
//
//   0 Submitted ──▶ 1 Approved ──▶ 2 Deposit Received ──▶ 4 Production Started ──▶ 5 Production Accomplished ──▶ 6 Selling
//        │
//        └──────▶ 3 Rejected (ends)
//
// Only staff move a batch; the numbers are the spec's codes (3 is Rejected, which is why 2 is followed by 4).

export const LICENSED_STAGES = [0, 1, 2, 3, 4, 5, 6] as const;
export type LicensedStage = (typeof LICENSED_STAGES)[number];
export const isLicensedStage = (v: unknown): v is LicensedStage => (LICENSED_STAGES as readonly unknown[]).includes(v);

/** The spec's names, for logs and the English mails (the web app translates by number). */
export const LICENSED_STAGE_NAMES: Record<LicensedStage, string> = {
  0: 'Application Submitted',
  1: 'Approved',
  2: 'Deposit Received',
  3: 'Rejected',
  4: 'Production Started',
  5: 'Production Accomplished',
  6: 'Sell on Seeed in Progress',
};

/** A name per stage for the message catalogs (their keys cannot be numbers). */
export const LICENSED_STAGE_KEYS = {
  0: 'submitted', 1: 'approved', 2: 'deposit', 3: 'rejected', 4: 'production', 5: 'accomplished', 6: 'selling',
} as const satisfies Record<LicensedStage, string>;

/** { from: [the stages it may move to] }; a missing target is a refused move. */
export const LICENSED_TRANSITIONS: Record<LicensedStage, readonly LicensedStage[]> = {
  0: [1, 3],
  1: [2],
  2: [4],
  3: [],
  4: [5],
  5: [6],
  6: [],
};

/** What a move needs besides being in the graph: the deposit amount to record it, the Bazaar SKU to sell. */
export interface LicensedMoveFacts {
  depositCents: bigint | null;
  bazaarSku: string | null;
}

type Check = { ok: true } | { ok: false; key: string };

/** Whether `from → to` is allowed; a refusal carries the message key the API answers with (a 409). */
export const checkLicensedMove = (from: LicensedStage, to: LicensedStage, facts: LicensedMoveFacts): Check => {
  if (from === 3) return { ok: false, key: 'errors.licensedRejected' };
  if (from === 6) return { ok: false, key: 'errors.licensedFinished' };
  if (!LICENSED_TRANSITIONS[from].includes(to)) return { ok: false, key: 'errors.licensedStageForbidden' };
  if (to === 2 && (facts.depositCents === null || facts.depositCents <= 0n)) return { ok: false, key: 'errors.licensedDepositRequired' };
  if (to === 6 && !facts.bazaarSku) return { ok: false, key: 'errors.licensedSkuRequired' };
  return { ok: true };
};

/** The stages staff may pick next (the console offers only these). */
export const nextLicensedStages = (from: LicensedStage): readonly LicensedStage[] => LICENSED_TRANSITIONS[from];

/** Program status (spec): 0 while the application waits, 1 once approved (both "In Progress"), 2 when rejected. */
export type LicensedProgramStatus = 0 | 1 | 2;
export const licensedProgramStatus = (stage: LicensedStage): LicensedProgramStatus => (stage === 3 ? 2 : stage === 0 ? 0 : 1);
