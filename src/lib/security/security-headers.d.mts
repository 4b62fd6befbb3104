export declare function securityHeaders(options: { https: boolean }): { key: string; value: string }[];
