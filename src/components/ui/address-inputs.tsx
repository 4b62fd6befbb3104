import { fieldMessageClass, inputClass, labelClass } from './form';

/** The fields of a postal address, in the order a shopper fills them. */
export const ADDRESS_FIELDS = ['fullName', 'phone', 'email', 'house', 'city', 'state', 'zipCode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const AUTOCOMPLETE: Record<AddressField, string> = {
  fullName: 'name',
  phone: 'tel',
  email: 'email',
  // one line of the address: street-address is for a multi-line box (a textarea), which HTML refuses on an input
  house: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country',
};

/** How the editor's labels, controls and messages look: the storefront's form kit unless the caller brings its own. */
export interface AddressLook {
  label: string;
  input: string;
  message: string;
  /** each field is marked required (an asterisk after its label) and its message is announced at once */
  markRequired?: boolean;
}

export const STORE_ADDRESS_LOOK: AddressLook = { label: labelClass, input: inputClass, message: fieldMessageClass };

/**
 * The one address editor (checkout, the account's address book, the dashboard's phone order and order edit): one
 * labelled control per field, the country chosen from a list and, for Canada, the province too; each field's message
 * under it. `bind` ties a control to its form (react-hook-form's `register`, a name and a default value, or a value
 * and its change); the caller names the labels and turns messages into text; the dashboard brings its own `look`.
 * Each field is a cell of the caller's two-column grid (name and street span both).
 */
export function AddressInputs({
  idPrefix,
  section,
  fields = ADDRESS_FIELDS,
  label,
  error,
  bind,
  countries,
  provinces,
  country,
  chooseCountry,
  chooseProvince,
  look = STORE_ADDRESS_LOOK,
}: {
  idPrefix: string;
  /** the autofill section ("billing", "shipping"), so a browser fills each address from its own; `off` for a customer's
   * address typed by staff, which the staff member's own browser must not fill */
  section?: string;
  fields?: readonly AddressField[];
  label: (field: AddressField) => string;
  /** the field's message as text, if any */
  error: (field: AddressField) => string | null | undefined;
  bind: (field: AddressField) => object;
  countries: { code: string; name: string }[];
  provinces: { code: string; name: string }[];
  /** the chosen country's code: Canada ("CA") chooses its province from the list */
  country: string;
  chooseCountry: string;
  chooseProvince: string;
  look?: AddressLook;
}) {
  return fields.map((f) => {
    const id = `${idPrefix}-${f}`;
    const message = error(f);
    const common = {
      id,
      'aria-invalid': !!message,
      'aria-describedby': message ? `${id}-error` : undefined,
      autoComplete: section === 'off' ? 'off' : section ? `${section} ${AUTOCOMPLETE[f]}` : AUTOCOMPLETE[f],
      className: look.input,
      ...bind(f),
    };
    return (
      <div key={f} className={f === 'house' || f === 'fullName' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={id} className={look.label}>
          {label(f)}
          {look.markRequired && (
            <span className="ms-0.5 text-red-600" aria-hidden>
              *
            </span>
          )}
        </label>
        {f === 'country' ? (
          <select {...common}>
            <option value="">{chooseCountry}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        ) : f === 'state' && country === 'CA' ? (
          // keyed, so a province list and a free text box never share a typed value
          <select key="province" {...common}>
            <option value="">{chooseProvince}</option>
            {provinces.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            key="text"
            {...common}
            type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
            // what is typed takes its own direction: a Latin street or e-mail on an Arabic page reads left to right,
            // an Arabic name right to left (docs/architecture.md, "Right-to-left text")
            dir="auto"
          />
        )}
        {message && (
          <p id={`${id}-error`} role={look.markRequired ? 'alert' : undefined} className={look.message}>
            {message}
          </p>
        )}
      </div>
    );
  });
}
