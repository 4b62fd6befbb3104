import { handleReviewState, handleReviewSubmit } from '@/server/reviews/review-requests';

/** The signed-in visitor's review state for a product (`?product=<id>`); see handleReviewState. */
export async function GET(req: Request) {
  return handleReviewState(req);
}

/** A customer writes or edits their review (multipart); see handleReviewSubmit. */
export async function POST(req: Request) {
  return handleReviewSubmit(req);
}
