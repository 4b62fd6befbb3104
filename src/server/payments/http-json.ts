import 'server-only';

/** A gateway answered with an HTTP error or something that is not JSON. */
export class GatewayHttpError extends Error {
  constructor(
    readonly gateway: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${gateway} answered ${status}`);
    this.name = 'GatewayHttpError';
  }
}

/** fetch with a timeout, answering parsed JSON; HTTP errors throw GatewayHttpError with the parsed body. */
export async function fetchJson(gateway: string, url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 20_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep the text */
  }
  if (!res.ok) throw new GatewayHttpError(gateway, res.status, body);
  if (typeof body !== 'object' || body === null) throw new GatewayHttpError(gateway, res.status, body);
  return body;
}
