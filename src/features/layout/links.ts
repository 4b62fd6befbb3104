/** A maps link for a postal address (opens in Google Maps). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** tel: link of a phone number as people write it ("604-555-0142" -> "tel:6045550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Only http(s) links from settings reach an href (no javascript: URLs). */
export function safeHttpUrl(url: string): string | null {
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
