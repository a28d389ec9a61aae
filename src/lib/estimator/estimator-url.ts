// The estimator's inputs as text: what the form holds, what the URL carries (so a result can be
// shared by link and the server can render it), and how that text becomes the schema's raw input.
// URL parameter names are the API field names: ?totalArea=150&storeys=2&wallMaterial=brick&…
import { INPUT_FIELDS, type InputField } from './estimator-fields';
import type { EstimateInput } from './estimator.schema';

export type FormValues = Record<InputField, string>;

const MAX_TEXT = 24;
const NUMBER_FIELDS = new Set<InputField>([
  'totalArea',
  'storeys',
  'length',
  'width',
  'bedrooms',
  'bathrooms',
  'regionId',
]);
const BOOLEAN_FIELDS = new Set<InputField>(['hasGarage', 'hasAttic']);

/** What a person sees before typing anything: a typical two-storey family house. */
export function defaultValues(): FormValues {
  return {
    totalArea: '150',
    storeys: '2',
    length: '',
    width: '',
    bedrooms: '3',
    bathrooms: '2',
    wallMaterial: 'brick',
    foundation: 'strip',
    roofType: 'gable',
    style: 'modern',
    regionId: '',
    finishingLevel: 'whiteBox',
    hasGarage: '0',
    hasAttic: '0',
  };
}

/** "12,5" and "12.5" are the same number; "" is "not given"; anything else stays NaN for the schema. */
export function parseNumber(text: string): number | undefined {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

const truthy = (s: string) => s === '1' || s === 'true' || s === 'on';

/** Text of the form → the schema's raw input (numbers, booleans, enum strings). */
export function toRawInput(values: FormValues): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) {
    const value = values[field] ?? '';
    if (BOOLEAN_FIELDS.has(field)) raw[field] = truthy(value);
    else if (NUMBER_FIELDS.has(field)) {
      const n = parseNumber(value);
      if (n !== undefined) raw[field] = n;
    } else if (value.trim() !== '') raw[field] = value.trim();
  }
  return raw;
}

/** A validated input back to text (after the server filled defaults), e.g. to fill the form. */
export function fromInput(input: EstimateInput): FormValues {
  const values = defaultValues();
  for (const f of INPUT_FIELDS) {
    const v = input[f];
    if (BOOLEAN_FIELDS.has(f)) values[f] = v ? '1' : '0';
    else values[f] = v === undefined ? '' : String(v);
  }
  return values;
}

/** True when the query string carries an estimate (at least the area), so the server should compute it. */
export function hasEstimateQuery(params: URLSearchParams): boolean {
  return params.has('totalArea');
}

/** Reads a query string over the defaults; unknown parameters (lang, utm_…) are ignored. */
export function fromSearch(params: URLSearchParams): FormValues {
  const values = defaultValues();
  for (const f of INPUT_FIELDS) {
    const all = params.getAll(f);
    // A checkbox of a plain GET form comes after its hidden "0": the last value wins.
    if (all.length > 0) values[f] = all[all.length - 1]!.trim().slice(0, MAX_TEXT);
  }
  return values;
}

/** The query string of the form: every field that has a value, in a stable order. */
export function toSearch(values: FormValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of INPUT_FIELDS) {
    const v = (values[f] ?? '').trim();
    if (v !== '') params.set(f, v);
  }
  return params;
}
