/**
 * Right-to-left pages (docs/architecture.md, "Right-to-left text"): what the database says (product, brand, colour and
 * category names, units, specifications, search words) keeps its own direction inside Arabic text.
 *
 * `bdi` is the tag function for `t.rich` messages that wrap such a value in `<bdi>…</bdi>`; a value that is a whole
 * element gets `dir="auto"` on that element instead. Icons that point along the line (arrows, chevrons, "back" and
 * "next") take the `flip-rtl` class (src/app/globals.css), which mirrors them where the text runs right to left.
 */
export function bdi(chunks: React.ReactNode) {
  return <bdi>{chunks}</bdi>;
}
