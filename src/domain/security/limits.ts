/**
 * Every throttle of the shop in one place (docs/operations.md, "Throttles"). `points` attempts (or failures,
 * for the rules counted only on failure) per `durationSec`; at the limit the key waits `blockSec` (default:
 * until the window ends). Keys are the client address (src/server/security/client-address.ts), an account or
 * an e-mail address, as named per rule.
 */
export interface LimitRule {
  readonly points: number;
  readonly durationSec: number;
  /** how long a key stays refused once it reached `points`; default: the rest of the window */
  readonly blockSec?: number;
}

const MINUTE = 60;

export const LIMITS = {
  /** failed sign-ins per account (any address): 5 in 15 minutes lock the account for 15 minutes */
  signInAccount: { points: 5, durationSec: 15 * MINUTE, blockSec: 15 * MINUTE },
  /** failed sign-ins per address (any account): 30 in 15 minutes lock the address for 15 minutes */
  signInAddress: { points: 30, durationSec: 15 * MINUTE, blockSec: 15 * MINUTE },
  /** contact messages per address */
  contact: { points: 5, durationSec: 10 * MINUTE },
  /** free measure requests per address */
  measure: { points: 5, durationSec: 10 * MINUTE },
  /** newsletter sign-ups per address */
  subscribe: { points: 5, durationSec: 10 * MINUTE },
  /** guest order look-ups per address (an order number and e-mail pair cannot be guessed at speed) */
  orderLookup: { points: 10, durationSec: 15 * MINUTE },
  /** new accounts per address */
  signUp: { points: 5, durationSec: 60 * MINUTE },
  /** reset e-mails asked for per address */
  resetRequestAddress: { points: 5, durationSec: 60 * MINUTE },
  /** reset e-mails per e-mail address (no one's mailbox is flooded from many addresses) */
  resetRequestEmail: { points: 3, durationSec: 60 * MINUTE },
  /** new passwords set with a reset link, per address */
  resetPassword: { points: 10, durationSec: 15 * MINUTE },
  /** wrong current passwords per account (change password, change e-mail): 5 in 15 minutes lock for 15 minutes */
  currentPassword: { points: 5, durationSec: 15 * MINUTE, blockSec: 15 * MINUTE },
  /** reviews written or edited per account (each may carry three photos to convert) */
  reviewWrite: { points: 10, durationSec: 60 * MINUTE },
  /** orders placed per address (each makes a customer record, a staff notification and a mail) */
  orderAddress: { points: 10, durationSec: 60 * MINUTE },
  /** orders per address that nobody pays at checkout (cash on delivery, or nothing to pay): they hold stock for nothing */
  unpaidOrderAddress: { points: 5, durationSec: 60 * MINUTE },
  /** hosted payment sessions started per address ("Pay now" again on the confirmation page: each calls the gateway) */
  paymentStart: { points: 10, durationSec: 15 * MINUTE },
  /** orders with free samples per address */
  sampleOrderAddress: { points: 3, durationSec: 24 * 60 * MINUTE },
  /** orders with free samples per e-mail address (as emailKey() folds it) */
  sampleOrderEmail: { points: 2, durationSec: 24 * 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** Whole minutes to tell a person to wait (at least 1). */
export function waitMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** Whole hours to tell a person to wait (at least 1), for the rules counted over a day. */
export function waitHours(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 3_600_000));
}
