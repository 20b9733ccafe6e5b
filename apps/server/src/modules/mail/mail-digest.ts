// The digest emails: the news they hold, queueing one, and the composers that write it again.
import type { Db } from '../../db/client';
import type { EmailContent } from './email-layout';
import type { MailFacts } from './mail.queries';
import { queueBatchedMails } from './mail.service';

/**
 * One kind of news a digest email tells, how many times it happened in its window, and the
 * latest one's own facts (`facts`: what its line needs that the thing's state no longer says,
 * e.g. a payment's amount; kept until the email is sent, then dropped with its body).
 */
export type DigestNews = { template: string; count: number; facts?: MailFacts };

const isNews = (value: unknown): value is DigestNews =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DigestNews).template === 'string' &&
  typeof (value as DigestNews).count === 'number';

/** The news a digest's facts hold (its `news`). */
export const digestNewsOf = (facts: MailFacts | null | undefined): DigestNews[] =>
  Array.isArray(facts?.news) ? facts.news.filter(isNews) : [];

/**
 * The news a waiting digest holds (its facts' `news`) with one more of `template`: its own facts
 * are the latest's, but for `firstFacts`, kept from the first of its kind in the window.
 */
function addNews(
  held: MailFacts | null | undefined,
  template: string,
  facts?: MailFacts,
  firstFacts?: MailFacts,
): DigestNews[] {
  const news = digestNewsOf(held).map((n) => ({ ...n }));
  const same = news.find((n) => n.template === template);
  if (same) {
    same.count += 1;
    const first = Object.keys(firstFacts ?? {}).filter((k) => same.facts?.[k] !== undefined);
    same.facts = {
      ...facts,
      ...firstFacts,
      ...Object.fromEntries(first.map((k) => [k, same.facts![k]])),
    };
  } else if (facts || firstFacts) {
    news.push({ template, count: 1, facts: { ...facts, ...firstFacts } });
  } else {
    news.push({ template, count: 1 });
  }
  return news;
}

/**
 * A digest (queueBatchedMails): the news of one thing (`key`, e.g. a request) told at most once
 * per recipient every `windowMs`. The news of the window are kept in the email's facts (`news`:
 * the kind of each, how many times, the latest's own facts until it is sent) and `render` tells
 * them all; `template` is the latest news. The sender writes a digest again just before it goes
 * (`DigestComposer`), from the thing's state then. Same rule as queueBatchedMail: the caller
 * serialises one key's news.
 */
export async function queueDigestMail(
  db: Db,
  input: {
    to: string | string[];
    key: string;
    windowMs: number;
    now: Date;
    template: string;
    facts: MailFacts;
    /** This news's own facts (`DigestNews.facts`); `firstFacts`: the first of the window's. */
    newsFacts?: MailFacts;
    firstFacts?: MailFacts;
    render: (news: DigestNews[]) => { template: string; content: EmailContent };
    fresh?: boolean;
    prompt?: boolean;
  },
) {
  await queueBatchedMails(db, {
    to: [input.to].flat(),
    key: input.key,
    windowMs: input.windowMs,
    now: input.now,
    ...(input.fresh ? { fresh: true } : {}),
    ...(input.prompt ? { prompt: true } : {}),
    compose: (waiting) => {
      const news = addNews(waiting?.facts, input.template, input.newsFacts, input.firstFacts);
      return { ...input.render(news), facts: { ...input.facts, news } };
    },
  });
}

/**
 * Writes a batched email again just before it is sent, from the state of what it is about then:
 * `undefined` — not one of its kind, sent as it is; `null` — nothing left to tell, not sent;
 * `{ later }` — not to be told now (its thing is paused): kept as it is, written again then;
 * written with `keep` — part of it goes now, the rest (`keep`: its template and facts) waits as
 * the batch's next email until `until`, written again then.
 */
/** The news of a digest that wait as its batch's next email, written again at `until`. */
type KeptNews = { template: string; facts: MailFacts; until: Date };

export type DigestComposer = (
  tx: Db,
  mail: { to: string; batchKey: string; template: string; facts: MailFacts | null },
) => Promise<
  | {
      template: string;
      content: EmailContent;
      facts: MailFacts;
      keep?: KeptNews;
    }
  | { later: Date }
  | null
  | undefined
>;

/** Several composers, each for its own batches: the first that knows the email writes it. */
export function composers(...each: DigestComposer[]): DigestComposer {
  return async (tx, mail) => {
    for (const compose of each) {
      const written = await compose(tx, mail);
      if (written !== undefined) return written;
    }
    return undefined;
  };
}
