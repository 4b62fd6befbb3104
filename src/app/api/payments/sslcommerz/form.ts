/** SSLCommerz posts application/x-www-form-urlencoded; read it with a size limit. */
export async function readForm(req: Request): Promise<Record<string, string> | null> {
  const text = await req.text();
  if (text.length > 64 * 1024) return null;
  return Object.fromEntries(new URLSearchParams(text));
}
