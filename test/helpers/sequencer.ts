import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (browser, build, unit; within each, slowest or largest first), except
 * that the whole-site browser sweeps start first: each runs for minutes, and started last
 * (vitest does not know them on a fresh clone, and their files are small) one of them
 * would hold the run up alone at the end while the other worker idles.
 */
const LONG = /test\/browser\/(accessibility\/|portal-pages\.test|portal\.test)/;

export default class SweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => LONG.test(file.moduleId)), ...sorted.filter((file) => !LONG.test(file.moduleId))];
  }
}
