/** Response envelope (docs/requirements.md, "Response envelope"): `{success: true, ...data}` or `{success: false, err}`. */
export type ApiResult<T extends object> = ({ success: true } & T) | { success: false; err: string };

export const SOMETHING_WENT_WRONG = 'Something Went Wrong';
