export declare const COLOR_SCHEME_COOKIE: 'COLOR_SCHEME';
export declare const COLOR_SCHEME_SCRIPT: string;
export declare const OWN_INLINE_SCRIPTS: readonly string[];
