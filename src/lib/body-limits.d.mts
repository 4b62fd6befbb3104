export declare const UPLOAD_MAX_BYTES: number;
export declare const REVIEW_PHOTO_MAX_BYTES: number;
export declare const REVIEW_PHOTOS_MAX: number;
export declare const IMPORT_CSV_MAX_BYTES: number;
export declare const IMPORT_ZIP_MAX_BYTES: number;
export interface Refusal {
  ok: false;
  status: 413;
  error: string;
  params?: Record<string, number>;
}
export interface BodyLimit {
  name: string;
  path: RegExp;
  bytes: number;
  refusal: Refusal;
}
export declare const BODY_LIMITS: BodyLimit[];
export declare const DEFAULT_BODY_LIMIT: BodyLimit;
export declare function bodyLimit(pathname: string): BodyLimit;
export declare function bodyLimitBytes(name: string): number;
