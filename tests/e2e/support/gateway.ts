/**
 * Where the e2e suite's fake payment gateway listens (tests/e2e/support/fake-gateway-server.ts): E2E_GATEWAY_PORT,
 * else the shop's port + 81 (3181 beside the default 3100). Shared by playwright.config.ts and the specs.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? E2E_PORT + 81);
export const gatewayURL = `http://127.0.0.1:${GATEWAY_PORT}`;

export interface GatewayRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  json: unknown;
  idempotencyKey: string | null;
}

/** What the shop has sent to the fake gateway's API so far, e.g. `gatewayRequests('POST /v1/refunds')`. */
export async function gatewayRequests(pattern: string): Promise<GatewayRequest[]> {
  const res = await fetch(`${gatewayURL}/__fake/requests?pattern=${encodeURIComponent(pattern)}`);
  if (!res.ok) throw new Error(`the fake gateway answered ${res.status}`);
  return (await res.json()) as GatewayRequest[];
}
