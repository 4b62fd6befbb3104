export declare const NO_SECRET_MESSAGE: string;
export declare const NO_SITE_URL_MESSAGE: string;
export declare function startConfigProblems(vars?: Record<string, string | undefined>): string[];
