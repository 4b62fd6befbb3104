export declare const MAX_BODY_NESTING: number;
export declare function nestingDepth(text: string, limit?: number): number;
export declare function bodyTooDeep(request: Request): Promise<boolean>;
