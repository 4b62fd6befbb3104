/** Response envelope (docs/requirements.md, "Response envelope"): `{success: true, ...data}` or `{success: false, err}`. */

export const SOMETHING_WENT_WRONG = 'Something Went Wrong';
