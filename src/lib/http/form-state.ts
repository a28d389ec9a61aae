// What a page hands its form island after a plain form post failed (docs/decisions/014): the
// status, every message already in the page's language, and the typed values to put back (never a
// password); and how a form's fields become the object its schema parses — the same for the page's
// post (form-post.server.ts) and for the island (useSchemaForm). No server imports.

export type FormState = {
  status: number;
  /** the error's code (`wrong_code`, `user_exists`, `rate_limited`…) */
  code: string;
  /** field name → translated message, shown beside the field */
  fields: Record<string, string>;
  /** a translated message for the form as a whole, when no field carries it */
  message: string | null;
  /** what was typed, to refill the inputs (ticked checkboxes as 'on'; secrets left out) */
  values: Record<string, string>;
  /** seconds a 429 asks to wait */
  retryAfter: number | null;
};

/** How a form's fields become the plain object its schema parses. */
export type FormFieldOptions = {
  /** checkbox names: present → true, absent → false (a browser sends nothing for an unticked box) */
  checkboxes?: readonly string[];
  /** names never sent back into the page (passwords, codes) */
  secret?: readonly string[];
  /** number fields that may be left empty: '' → null, digits → a number (else the schema says no) */
  numbers?: readonly string[];
  /** names sent once per ticked box or hidden input (a checkbox group): every value, in order */
  arrays?: readonly string[];
};

/** `social.telegram` → `{ social: { telegram } }`: dotted names are the JSON body's nested objects. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    const path = name.split('.');
    let node = out;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      node = (node[key] = typeof next === 'object' && next !== null ? next : {}) as Record<
        string,
        unknown
      >;
    }
    node[path[path.length - 1]!] = value;
  }
  return out;
}

/** The form's fields as the plain object a schema parses, and the values to refill. */
export function formFields(
  form: Iterable<[string, string]> & {
    has(name: string): boolean;
    get(name: string): string | null;
  },
  { checkboxes = [], secret = [], numbers = [], arrays = [] }: FormFieldOptions = {},
): { data: Record<string, unknown>; values: Record<string, string> } {
  const data: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  for (const name of arrays) data[name] = []; // nothing ticked is an empty list, not a missing one
  for (const [name, value] of form) {
    if (arrays.includes(name)) {
      (data[name] as string[]).push(value);
      continue;
    }
    if (name in data) continue; // the first of a repeated name, as the JSON body has one
    data[name] = value;
    if (!secret.includes(name)) values[name] = value;
  }
  for (const name of checkboxes) {
    const ticked = form.has(name) && !['', 'false', '0'].includes(form.get(name) ?? '');
    data[name] = ticked;
    if (ticked) values[name] = 'on';
    else delete values[name];
  }
  for (const name of numbers) {
    const value = data[name];
    if (value === '') data[name] = null;
    else if (typeof value === 'string' && /^-?\d{1,9}$/.test(value)) data[name] = Number(value);
  }
  return { data: nest(data), values };
}
