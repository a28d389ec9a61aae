// i18next inside a React island: the page passes the island's resources as a prop
// (islandResources on the server), so an island never ships every translation.
import i18next, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Lang } from './languages';

export type IslandI18n = { lang: Lang; resources: Record<string, unknown> };

export function createIslandT({ lang, resources }: IslandI18n): TFunction {
  const inst = i18next.createInstance();
  void inst.init({
    lng: lang,
    resources: { [lang]: resources as Record<string, Record<string, string>> },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return inst.t;
}

export function useIslandT(i18n: IslandI18n): TFunction {
  return useMemo(() => createIslandT(i18n), [i18n.lang, i18n.resources]);
}
