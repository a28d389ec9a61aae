// Training the whole estimator from the catalog and the rates table: pure and deterministic (same
// projects and rates in, the same model out), so the server can retrain whenever projects change
// and tests can compare two trainings with toEqual.
import { isComparable, selectExamples, traitsOf } from './examples';
import { trainTarget } from './train';
import type { CatalogProject, EstimatorModel, Rate } from './types';

export function trainModel(projects: CatalogProject[], rates: Rate[]): EstimatorModel {
  const construction = selectExamples(projects, rates, 'construction');
  const design = selectExamples(projects, rates, 'design');
  const sortedRates = [...rates].sort(
    (a, b) =>
      a.wallMaterial.localeCompare(b.wallMaterial) ||
      a.finishingLevel.localeCompare(b.finishingLevel) ||
      (a.regionId ?? 0) - (b.regionId ?? 0),
  );
  return {
    construction: trainTarget('construction', construction.examples),
    design: trainTarget('design', design.examples),
    rates: sortedRates,
    candidates: projects
      .filter(isComparable)
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ id: p.id, onlyDesign: p.onlyDesign, traits: traitsOf(p) })),
    excluded: { construction: construction.excluded, design: design.excluded },
  };
}
