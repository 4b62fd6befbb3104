/** Brand marks (lucide no longer ships them). */
type P = { className?: string };

export const FacebookIcon = ({ className }: P) => (
  <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden>
    <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z" />
  </svg>
);

export const XIcon = ({ className }: P) => (
  <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden>
    <path d="M3.5 3h5.2l4.3 6 5.1-6h2.4l-6.4 7.4L21 21h-5.2l-4.7-6.5L5.5 21H3.1l7-8.1zm3.3 1.6L17 19.4h1.6L8.5 4.6z" />
  </svg>
);

export const LinkedinIcon = ({ className }: P) => (
  <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden>
    <path d="M4 9h4v11H4zM6 3.5a2 2 0 110 4 2 2 0 010-4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.5 0 4.5 2.2 4.5 5.3V20h-4v-5.3c0-1.5-.3-2.7-1.8-2.7-1.6 0-2.2 1.2-2.2 2.8V20h-4z" />
  </svg>
);
