// The one rule every text field of every form starts from (docs/api.md "Bad input is a 4xx"). Its
// own small module: the project form and the review form import it without the phone parser.
import { z } from 'zod';
import { M } from './messages';

/**
 * C0 control characters but tab, line feed and carriage return (a textarea's line breaks), and DEL:
 * nobody types them, some break what shows the text, and PostgreSQL text cannot hold a NUL.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Where every text field of every form starts (docs/api.md "Bad input is a 4xx"): a string with no
 * control characters. The check aborts, so the field shows this message rather than a length one.
 */
export function textString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((v) => !CONTROL_CHARS.test(v), { error: M.controlChars, abort: true });
}
