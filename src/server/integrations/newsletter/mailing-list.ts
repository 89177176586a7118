// Where a confirmed newsletter address goes (issue 15; spec platform §7: "the newsletter form posts an EMAIL field to
// an external mailing-list provider"). With NEWSLETTER_PROVIDER_URL set, the confirmed address is posted there as a
// form with the EMAIL field, as the provider's sign-up form would; without it the local list
// (newsletter_subscriptions) is the list. The local row exists either way: it carries the double opt-in.
import type { FastifyBaseLogger } from 'fastify';

export interface MailingList {
  /** Adds a confirmed address; never throws (a provider outage must not undo a confirmation). */
  add: (email: string) => Promise<void>;
}

const localList: MailingList = { add: async () => {} };

const providerList = (url: string, log: FastifyBaseLogger): MailingList => ({
  add: async (email) => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ EMAIL: email }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) log.warn({ status: res.status }, 'newsletter provider refused a confirmed address');
    } catch (err) {
      log.warn({ err }, 'newsletter provider unreachable; the address stays on the local list');
    }
  },
});

export const mailingListFor = (providerUrl: string | undefined, log: FastifyBaseLogger): MailingList =>
  providerUrl ? providerList(providerUrl, log) : localList;
