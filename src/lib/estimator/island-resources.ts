// The translations the estimator island needs: its own namespace, the toasts, and of the `projects`
// namespace only the option labels it shows (wall materials, foundations, styles) — not the whole of it.
import { islandResources, resources } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';

export function estimatorIslandResources(lang: Lang): Record<string, unknown> {
  const projects = (resources[lang]['projects'] ?? {}) as Record<string, unknown>;
  return {
    ...islandResources(lang, ['estimator', 'toasts']),
    projects: {
      wallMaterial: projects['wallMaterial'] ?? {},
      foundation: projects['foundation'] ?? {},
      style: projects['style'] ?? {},
    },
  };
}
