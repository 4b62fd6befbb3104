export type TrustedProxies = { hops: number } | { addresses: Set<string> };
export declare function parseTrustedProxies(value: string | undefined): TrustedProxies;
export declare function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string;
export declare const CLIENT_ADDRESS_HEADER: string;
