/**
 * Writes the library tests' Word 97-2003 files (`src/modules/library/fixtures/*.doc`): each DOCX
 * fixture saved as .doc by LibreOffice's "MS Word 97" filter, as a firm's older files were written.
 * Needs LibreOffice (`apt-get install -y --no-install-recommends libreoffice-writer-nogui`); the tests
 * only read the committed files.
 *
 *   node --conditions=@lexio/source --import tsx apps/server/scripts/make-doc-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const fixtures = path.join(import.meta.dirname, '../src/modules/library/fixtures');
const sources = readdirSync(fixtures).filter((name) => name.endsWith('.docx'));
execFileSync(
  'soffice',
  [
    '--headless',
    '--convert-to',
    'doc:MS Word 97',
    '--outdir',
    fixtures,
    ...sources.map((name) => path.join(fixtures, name)),
  ],
  { stdio: 'inherit' },
);
for (const name of sources) {
  const target = path.join(fixtures, name.replace(/\.docx$/, '.doc'));
  console.log(`${target}: ${statSync(target).size} bytes`);
}
