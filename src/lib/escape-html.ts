const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text a person wrote, safe inside HTML (element content and quoted attribute values): notifications, the 360 viewer's caption. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** A text for a widget that takes HTML, escaped; `lang` marks an English text standing in for a missing translation. */
export function textAsHtml(text: string, lang?: 'en'): string {
  return lang ? `<span lang="${lang}">${escapeHtml(text)}</span>` : escapeHtml(text);
}
