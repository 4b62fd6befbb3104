import { serializeJsonLd } from '@/lib/json-ld';

/** Structured data for search engines (schema.org), serialised safely inside the page (src/lib/json-ld.ts). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
