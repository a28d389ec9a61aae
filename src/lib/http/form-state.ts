// What a page hands its form island after a plain form post failed (docs/decisions/014): the
// status, every message already in the page's language, and the typed values to put back (never a
// password). No server imports: the islands take this type as a prop.

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

/** The server's field messages as react-hook-form errors (`type: 'server'`: already translated). */
export function serverErrors(
  state: FormState | null | undefined,
): Record<string, { type: 'server'; message: string }> {
  if (!state) return {};
  return Object.fromEntries(
    Object.entries(state.fields).map(([name, message]) => [name, { type: 'server', message }]),
  );
}
