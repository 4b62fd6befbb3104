import { csvDownload } from '@/server/http';
import { exportSubscribers } from '@/server/dashboard/subscribers';

export const dynamic = 'force-dynamic';

/** Every subscriber as a CSV download, for staff with the `subscriber` view right (checked against the database). */
export async function GET() {
  return csvDownload('subscribers', await exportSubscribers({}));
}
