// Every pair of DFA issue states for both actors: the allowed list below is the whole graph (written out apart from
// the table, so a change to either is noticed); anything else must be refused, an accepted issue above all.
import { describe, expect, it } from 'vitest';
import { DFA_ISSUE_STATUSES, allAccepted, canCustomerReply, canEngineerReview, checkDfaTransition, type DfaActor, type DfaIssueStatus } from './dfa';

const ACTORS: DfaActor[] = ['customer', 'staff'];
const ALLOWED: [DfaIssueStatus, DfaIssueStatus, DfaActor][] = [
  ['open', 'answered', 'customer'],
  ['answered', 'accepted', 'staff'],
  ['answered', 'reopened', 'staff'],
  ['reopened', 'answered', 'customer'],
];

describe('DFA issue state machine', () => {
  it('allows exactly the expected moves, each to one actor', () => {
    for (const from of DFA_ISSUE_STATUSES) {
      for (const to of DFA_ISSUE_STATUSES) {
        for (const actor of ACTORS) {
          const expected = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);
          expect(checkDfaTransition(from, to, actor).ok, `${from} → ${to} by ${actor}`).toBe(expected);
        }
      }
    }
  });

  it('never moves an accepted issue again (acceptance is irreversible)', () => {
    for (const to of DFA_ISSUE_STATUSES) {
      for (const actor of ACTORS) expect(checkDfaTransition('accepted', to, actor)).toEqual({ ok: false, key: 'errors.dfaAccepted' });
    }
  });

  it('locks the customer\'s reply until the engineer reviews it', () => {
    expect(checkDfaTransition('answered', 'answered', 'customer')).toEqual({ ok: false, key: 'errors.dfaReplyLocked' });
    expect(canCustomerReply('open')).toBe(true);
    expect(canCustomerReply('reopened')).toBe(true);
    expect(canCustomerReply('answered')).toBe(false);
    expect(canCustomerReply('accepted')).toBe(false);
    expect(DFA_ISSUE_STATUSES.filter(canEngineerReview)).toEqual(['answered']);
  });

  it('releases the order only when every issue is accepted', () => {
    expect(allAccepted([])).toBe(false);
    expect(allAccepted(['accepted', 'answered'])).toBe(false);
    expect(allAccepted(['accepted', 'accepted'])).toBe(true);
  });
});
