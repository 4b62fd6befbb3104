/** A form field as collected: type, name, value. */
export interface FormField {
  type: string;
  name: string;
  value: string;
}

/** (docs/requirements.md, "Form fields"): collecting form fields skips file fields and fields with an empty name, and trims values. */
export function collectFormFields(fields: Iterable<FormField>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (f.type === 'file') continue;
    const name = (f.name ?? '').trim();
    if (!name) continue;
    out[name] = String(f.value ?? '').trim();
  }
  return out;
}
