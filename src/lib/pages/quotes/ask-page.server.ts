// /quote-request: what the "Request a quote" form chooses from and starts with. The first values
// come from the address: `?service=` (the service a listing or a specialist's page links with), and
// `?draft=`, what a visitor typed before signing in (the form sends it through the login page's
// `next`, docs/quote-requests.md "Pages"), so the server renders the form already filled — and
// sends the districts of the draft's region with it.
import type { Lang } from '@/lib/i18n/languages';
import type { RegionOption, ServiceOption } from '@/lib/catalog/form-choices';
import { constantIslandProp } from '@/lib/i18n/island-constants';
import { loadProfileFormOptions } from '@/lib/pages/profile/form-options.server';
import { decodeDraft } from '@/lib/quotes/quote-form';

export type ServiceChoice = { value: string; label: string };

export type AskView = {
  regions: RegionOption[];
  services: ServiceChoice[];
  first: Record<string, string>;
};

/** Made once per services list (itself made once per reference load and language). */
const flat = new WeakMap<ServiceOption[], ServiceChoice[]>();

// A sub-service is chosen as itself (its parent's specialists are matched too), so the list is
// flat: each service, then its sub-services under it.
function flatServices(tree: ServiceOption[]): ServiceChoice[] {
  let out = flat.get(tree);
  if (!out) {
    out = constantIslandProp(
      tree.flatMap((s) => [
        { value: String(s.id), label: s.name },
        ...s.subServices.map((x) => ({ value: String(x.id), label: `${s.name} — ${x.name}` })),
      ]),
    );
    flat.set(tree, out);
  }
  return out;
}

const ID = /^[1-9][0-9]{0,9}$/;

export async function loadAskPage(lang: Lang, query: URLSearchParams): Promise<AskView> {
  const first: Record<string, string> = { ...decodeDraft(query.get('draft')) };
  const service = query.get('service') ?? '';
  const regionId = ID.test(first.regionId ?? '') ? Number(first.regionId) : null;
  const options = await loadProfileFormOptions(lang, regionId);
  const services = flatServices(options.services);
  if (services.some((s) => s.value === service)) first.serviceId = service;
  return { regions: options.regions, services, first };
}
