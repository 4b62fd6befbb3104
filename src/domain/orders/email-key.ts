/**
 * The mailbox an e-mail address reaches, as the limits per customer count it (docs/requirements.md, "Coupons" and
 * "Order limits"): case and surrounding spaces folded, a `+tag` and every dot of the local part dropped (most mail
 * services deliver `a.b+x@` to `ab@`), `googlemail.com` read as `gmail.com`. Two people whose addresses differ only
 * so share their allowance; one person cannot multiply theirs. src/server/orders/coupons.ts has the same rule in SQL.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.indexOf('@');
  const local = (at < 0 ? address : address.slice(0, at)).replace(/\+.*$/, '').replaceAll('.', '');
  const domain = at < 0 ? '' : address.slice(at + 1).split('@')[0];
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}
