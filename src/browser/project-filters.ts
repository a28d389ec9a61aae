// Progressive enhancement of the project list's filter form (components/projects/FilterForm.astro,
// whose <script> imports this file). Without this script the form is a plain GET form and every
// link a page load; with it:
// - on phones the panel opens as a full-screen sheet whose button says how many projects match
//   (GET /api/projects?…&PageSize=1) before anything is applied;
// - on larger screens a changed filter applies at once;
// - results, page links and back/forward swap the list in place (the server renders the same page;
//   we fetch it and take its #catalog), and the address bar always holds the shareable URL; the
//   map view's "search this area" goes the same way (events `catalog:navigate`, `catalog:shown`).
// Plain DOM code, no framework (so it lives in src/browser, not among the islands): the list page
// ships no React.
import { callApi } from '@/islands/common/api';
import { cleanQuery, countActiveFilters } from '@/lib/projects/project-filters.params';

type Texts = {
  tag: string;
  show: Record<string, string>;
  counting: string;
  open: string;
  openWithCount: string;
  allDistricts: string;
  chooseRegionFirst: string;
};
type Region = { id: number; districts: { id: number; name: string }[] };

const PHONE = '(max-width: 899px)';
const COUNT_DELAY_MS = 250;
const APPLY_DELAY_MS = 400;
let regionsPromise: Promise<Region[]> | undefined;
let navigation: AbortController | undefined;
let popstateBound = false;

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));

function loadRegions(lang: string): Promise<Region[]> {
  regionsPromise ??= callApi<{ items: Region[] }>(
    `/api/regions?Lang=${encodeURIComponent(lang)}`,
  ).then((r) => {
    if (r.ok && r.data) return r.data.items;
    if (r.status === 0) regionsPromise = undefined; // no answer: ask again next time
    return [];
  });
  return regionsPromise;
}

function announce(text: string) {
  const live = document.getElementById('catalog-status');
  if (live) live.textContent = text;
}

/** Fetches a list URL's page and puts its #catalog (or only its #project-results) in place. */
async function show(url: string, opts: { push: boolean; resultsOnly: boolean; scroll: boolean }) {
  navigation?.abort();
  navigation = new AbortController();
  const results = document.getElementById('project-results');
  results?.setAttribute('aria-busy', 'true');
  try {
    // A raw fetch, not callApi: this reads a whole HTML page (not the JSON API), needs the address
    // it ended at after redirects, and on any failure falls back to loading that page for real.
    const res = await fetch(url, { signal: navigation.signal, headers: { accept: 'text/html' } });
    if (!res.ok && res.status !== 404) throw new Error(String(res.status));
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const finalUrl = new URL(res.url || url, location.href);
    const samePath = finalUrl.pathname === location.pathname;
    const next = doc.getElementById(opts.resultsOnly && samePath ? 'project-results' : 'catalog');
    const current = document.getElementById(next?.id ?? 'catalog');
    if (!next || !current) throw new Error('no catalog in the answer');
    current.replaceWith(document.importNode(next, true));
    document.documentElement.classList.remove('pjf-sheet-open'); // a replaced sheet cannot report closing
    document.title = doc.title;
    if (opts.push) history.pushState({ catalog: true }, '', finalUrl.pathname + finalUrl.search);
    if (next.id === 'catalog') {
      const form = document.querySelector<HTMLFormElement>('form[data-project-filters]');
      if (form) initProjectFilters(form);
    }
    // The map beside the list (src/browser/projects-map.ts) redraws for the new address.
    document.dispatchEvent(new CustomEvent('catalog:shown'));
    announce(document.querySelector('#project-results [data-result-count]')?.textContent ?? '');
    if (opts.scroll)
      document
        .getElementById('project-results')
        ?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  } catch (e) {
    if ((e as Error).name === 'AbortError') return;
    location.assign(url); // the plain page load still works
  } finally {
    document.getElementById('project-results')?.removeAttribute('aria-busy');
  }
}

export function initProjectFilters(form: HTMLFormElement) {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = 'true';
  form.classList.add('enhanced');
  const texts = JSON.parse(form.dataset.i18n ?? '{}') as Texts;
  const plural = new Intl.PluralRules(texts.tag);
  const lang = form.dataset.lang ?? 'uz';
  const currentCategory = form.dataset.categoryId ?? '';
  const projectsPath = form.dataset.projectsPath ?? '/projects';
  const panel = form.querySelector<HTMLDetailsElement>('[data-filter-panel]');
  const submit = form.querySelector<HTMLButtonElement>('[data-filter-submit]');
  const countLabel = form.querySelector<HTMLElement>('[data-filter-count]');
  const region = form.querySelector<HTMLSelectElement>('[data-region]');
  const district = form.querySelector<HTMLSelectElement>('[data-district]');
  const category = form.querySelector<HTMLSelectElement>('select[name="CategoryId"]');
  const phone = matchMedia(PHONE);
  let countTimer: number | undefined;
  let applyTimer: number | undefined;
  let counting: AbortController | undefined;

  const entries = () => [...new FormData(form).entries()];

  /** The page URL the form stands for: the category lives in the path, the rest in the query. */
  function targetUrl(): string {
    const query = cleanQuery(entries());
    let path = form.getAttribute('action') ?? projectsPath;
    const chosen = category?.value ?? '';
    if (currentCategory && chosen === currentCategory) query.delete('CategoryId');
    else if (currentCategory && chosen === '') path = projectsPath;
    query.delete('PageNumber'); // new filters start at the first page
    const s = query.toString();
    return s ? `${path}?${s}` : path;
  }

  function updateCount() {
    window.clearTimeout(countTimer);
    // A count under way is for the previous choice: its answer must not land on the button.
    counting?.abort();
    // Say at once that the number is being worked out, so a stale count is never on the button.
    if (submit) submit.textContent = texts.counting;
    countTimer = window.setTimeout(async () => {
      counting = new AbortController();
      const query = cleanQuery(entries());
      if (currentCategory && !query.has('CategoryId') && category?.value !== '')
        query.set('CategoryId', currentCategory);
      query.delete('Sort');
      query.delete('PageNumber');
      query.set('PageSize', '1');
      const { signal } = counting;
      const result = await callApi<{ metaData?: { totalCount: number; totalCapped?: boolean } }>(
        `/api/projects?${query}`,
        {
          signal,
        },
      );
      if (signal.aborted) return; // a newer count is under way
      const meta = result.ok ? result.data?.metaData : undefined;
      const total = meta?.totalCount;
      if (total !== undefined) {
        // A capped total (the list counts up to a cap) reads "10 000+".
        const shown = meta?.totalCapped
          ? `${new Intl.NumberFormat(texts.tag).format(total)}+`
          : total;
        if (submit)
          submit.textContent = fill(texts.show[plural.select(total)] ?? texts.show.other ?? '', {
            count: shown,
          });
      } else if (submit) {
        // A count that failed shows "…".
        submit.textContent = fill(texts.show.other ?? '', { count: '…' });
      }
      const active = countActiveFilters(new URLSearchParams(targetUrl().split('?')[1] ?? ''));
      if (countLabel)
        countLabel.textContent =
          active > 0 ? fill(texts.openWithCount, { count: active }) : texts.open;
    }, COUNT_DELAY_MS);
  }

  function apply(opts: { close: boolean }) {
    window.clearTimeout(applyTimer);
    if (opts.close && panel && phone.matches) panel.open = false;
    void show(targetUrl(), { push: true, resultsOnly: true, scroll: opts.close && phone.matches });
  }

  async function fillDistricts() {
    if (!region || !district) return;
    const id = Number(region.value);
    const regions = id ? await loadRegions(lang) : [];
    const list = regions.find((r) => r.id === id)?.districts ?? [];
    district.replaceChildren(
      new Option(list.length ? texts.allDistricts : texts.chooseRegionFirst, ''),
      ...list.map((d) => new Option(d.name, String(d.id))),
    );
    district.disabled = list.length === 0;
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    apply({ close: true });
  });

  form.addEventListener('change', (e) => {
    const el = e.target as HTMLElement;
    if (el === region) void fillDistricts().then(() => afterChange());
    else afterChange(el);
  });

  function afterChange(el?: HTMLElement) {
    updateCount();
    // The sort and, on larger screens, every filter apply at once; on a phone the sheet's button does.
    const inSheet = phone.matches && panel?.open;
    if (el?.getAttribute('name') === 'Search') return; // typed text applies on Enter
    if (!inSheet) {
      window.clearTimeout(applyTimer);
      applyTimer = window.setTimeout(
        () => apply({ close: false }),
        el?.getAttribute('name') === 'Sort' ? 0 : APPLY_DELAY_MS,
      );
    }
  }

  form.querySelector('[data-filter-close]')?.addEventListener('click', () => {
    if (panel) panel.open = false;
  });

  panel?.addEventListener('toggle', () => {
    const sheet = panel.open && phone.matches;
    document.documentElement.classList.toggle('pjf-sheet-open', sheet);
    // The page says "Show results" (a count rendered with the page would be stale once anything
    // is chosen); an open panel counts what it would show.
    if (panel.open) updateCount();
    if (sheet) {
      form.querySelector<HTMLElement>('[data-filter-close]')?.focus();
    } else if (!panel.open && phone.matches) {
      panel.querySelector('summary')?.focus();
    }
  });

  panel?.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && panel.open && phone.matches) {
      panel.open = false;
    }
  });

  // Page links and "clear filters" inside the list swap in place too.
  document.getElementById('catalog')?.addEventListener('click', (clickEvent) => {
    const link = (clickEvent.target as Element).closest<HTMLAnchorElement>('a[data-catalog-link]');
    if (
      !link ||
      clickEvent.defaultPrevented ||
      clickEvent.button !== 0 ||
      clickEvent.metaKey ||
      clickEvent.ctrlKey ||
      clickEvent.shiftKey ||
      clickEvent.altKey
    )
      return;
    clickEvent.preventDefault();
    void show(link.href, { push: true, resultsOnly: false, scroll: true });
  });

  if (!popstateBound) {
    popstateBound = true;
    // The map's "search this area" (src/browser/projects-map.ts) asks for an address like a page
    // link does; cancelling the event tells it the list is taken care of here.
    document.addEventListener('catalog:navigate', (e) => {
      const url = (e as CustomEvent<string>).detail;
      if (typeof url !== 'string' || !document.getElementById('catalog')) return;
      e.preventDefault();
      void show(url, { push: true, resultsOnly: false, scroll: false });
    });
    window.addEventListener('popstate', () => {
      if (document.getElementById('catalog'))
        void show(location.href, { push: false, resultsOnly: false, scroll: false });
    });
  }
}
