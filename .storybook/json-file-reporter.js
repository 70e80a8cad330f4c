// Writes the run's results as Jest's `--json` would, to the file named by the `outputFile` option.
// test-storybook's own --outputFile flag drops its value when another flag follows it, so the
// report is written by a reporter instead of through the CLI.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { formatTestResults } from '@jest/test-result';

export default class JsonFileReporter {
  /** @param {unknown} _globalConfig @param {{ outputFile: string }} options */
  constructor(_globalConfig, options) {
    this.outputFile = path.resolve(options.outputFile);
  }

  /** @param {unknown} _contexts @param {import('@jest/test-result').AggregatedResult} results */
  onRunComplete(_contexts, results) {
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(formatTestResults(results), null, 2));
  }
}
