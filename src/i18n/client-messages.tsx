import { getMessages } from 'next-intl/server';
import { MergeMessages } from './merge-messages';
import { pickMessages } from './messages';

/**
 * Gives the client components inside it these message paths (namespaces or sub-trees) on top of the layout's
 * STORE_CLIENT_MESSAGES, so that each page sends the browser only what its own client components translate with.
 */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: React.ReactNode }) {
  const messages = await getMessages();
  return <MergeMessages messages={pickMessages(messages, paths)}>{children}</MergeMessages>;
}
