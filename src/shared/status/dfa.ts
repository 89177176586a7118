// The DFA review issue state machine as data (issue 11 "After the order": DFA review; spec services §4: "A DFA review
// problem asks the customer to reply. The customer cannot edit the reply until the engineer reviews it. Passing
// acceptance is irreversible."). Zod-free: the web app and the server both read it. docs/orders.md "DFA review".
//
//   open ──customer answers──▶ answered ──engineer accepts──▶ accepted (final: nothing changes it again)
//                                  │  ▲
//             engineer asks again  ▼  │ customer answers again
//                               reopened
//
// The reply is editable only in `open` and `reopened`; once sent (`answered`) it is locked until the engineer
// reviews it: accept (final) or ask again (`reopened`, the reply unlocks with the engineer's note beside it).

export const DFA_ISSUE_STATUSES = ['open', 'answered', 'reopened', 'accepted'] as const;
export type DfaIssueStatus = (typeof DFA_ISSUE_STATUSES)[number];
export const isDfaIssueStatus = (v: unknown): v is DfaIssueStatus => (DFA_ISSUE_STATUSES as readonly unknown[]).includes(v);

/** What the engineer found the issue in. */
export const DFA_ISSUE_KINDS = ['files', 'parts', 'design'] as const;
export type DfaIssueKind = (typeof DFA_ISSUE_KINDS)[number];

/** The customer's answer (the spec's "solution"), one of these. */
export const DFA_SOLUTIONS = ['modify_as_suggested', 'keep_as_designed', 'upload_new_files', 'other'] as const;
export type DfaSolution = (typeof DFA_SOLUTIONS)[number];

export type DfaActor = 'customer' | 'staff';

/** { from: { to: the one actor who may move it } } — a missing entry is a forbidden transition. */
export const DFA_TRANSITIONS: Record<DfaIssueStatus, Partial<Record<DfaIssueStatus, DfaActor>>> = {
  open: { answered: 'customer' },
  answered: { accepted: 'staff', reopened: 'staff' },
  reopened: { answered: 'customer' },
  accepted: {},
};

type DfaCheck = { ok: true } | { ok: false; key: string };

/** Whether `from → to` by `actor` is allowed; the refusal carries the message key the API answers with. */
export const checkDfaTransition = (from: DfaIssueStatus, to: DfaIssueStatus, actor: DfaActor): DfaCheck => {
  if (from === 'accepted') return { ok: false, key: 'errors.dfaAccepted' };
  if (from === 'answered' && actor === 'customer') return { ok: false, key: 'errors.dfaReplyLocked' };
  const who = DFA_TRANSITIONS[from][to];
  if (!who) return { ok: false, key: 'errors.dfaTransitionForbidden' };
  return who === actor ? { ok: true } : { ok: false, key: 'errors.dfaTransitionForbidden' };
};

/** The customer may write (or rewrite) the reply. */
export const canCustomerReply = (s: DfaIssueStatus): boolean => DFA_TRANSITIONS[s].answered === 'customer';
/** The engineer may review: accept or ask again. */
export const canEngineerReview = (s: DfaIssueStatus): boolean => s === 'answered';
/** The order's DFA hold is over when every issue is accepted. */
export const allAccepted = (statuses: readonly DfaIssueStatus[]): boolean => statuses.length > 0 && statuses.every((s) => s === 'accepted');
