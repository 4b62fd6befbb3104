/** schema.org JSON-LD for content pages. */

export function articleJsonLd(a: {
  url: string;
  title: string;
  description: string;
  image: string | null;
  publishedAt: string;
  updatedAt: string;
  author: string | null;
  publisher: { name: string; logo?: string };
  /** the page's language (its title and description are in it) */
  inLanguage?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    ...(a.inLanguage ? { inLanguage: a.inLanguage } : {}),
    headline: a.title.slice(0, 110),
    description: a.description,
    ...(a.image ? { image: [a.image] } : {}),
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: a.author ? { '@type': 'Person', name: a.author } : { '@type': 'Organization', name: a.publisher.name },
    publisher: {
      '@type': 'Organization',
      name: a.publisher.name,
      ...(a.publisher.logo ? { logo: { '@type': 'ImageObject', url: a.publisher.logo } } : {}),
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
  };
}

export function faqJsonLd(items: { question: string; answerHtml: string }[], inLanguage?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answerHtml },
    })),
  };
}

/** An absolute URL for a path (or an already absolute URL). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}
