import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CV_RULE_IDS, type CvRuleId, type CvVerdict } from '@capsuisse/contracts';
import { checkCvInPool } from './cv-check.pool';

// Issue 32's labelled CVs (apps/api/test/fixtures/cvs, made by its generate.ts): each is checked in the PDF text lane,
// as the job checks an upload; the agreement with the labels is counted per rule (docs/cv-check.md).
const DIR = join(__dirname, '../../../../../../apps/api/test/fixtures/cvs');
const EXPECTED = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, { about: string; rules: Record<CvRuleId, CvVerdict> }>;

describe('the Swiss CV check on the labelled CVs', () => {
  jest.setTimeout(120_000);

  it('has at least 20 CVs, each labelled on every rule', () => {
    expect(Object.keys(EXPECTED).length).toBeGreaterThanOrEqual(20);
    for (const { rules } of Object.values(EXPECTED)) expect(Object.keys(rules).sort()).toEqual([...CV_RULE_IDS].sort());
  });

  it('agrees with the labels on every rule, 90 % overall at least', async () => {
    const agreed = Object.fromEntries(CV_RULE_IDS.map((id) => [id, 0])) as Record<CvRuleId, number>;
    const disagreements: string[] = [];
    const files = Object.keys(EXPECTED);
    const times: number[] = [];
    for (const file of files) {
      const start = performance.now();
      const outcome = await checkCvInPool(readFileSync(join(DIR, file)));
      times.push(performance.now() - start);
      for (const rule of outcome.rules) {
        if (rule.verdict === EXPECTED[file].rules[rule.id]) agreed[rule.id] += 1;
        else disagreements.push(`${file} ${rule.id}: ${rule.verdict} (expected ${EXPECTED[file].rules[rule.id]}) « ${rule.found} »`);
      }
    }
    const total = Object.values(agreed).reduce((a, b) => a + b, 0);
    const report = CV_RULE_IDS.map((id) => `${id} ${agreed[id]}/${files.length}`).join(', ');
    console.log(`CV check agreement: ${report}; overall ${total}/${files.length * CV_RULE_IDS.length} (${((100 * total) / (files.length * CV_RULE_IDS.length)).toFixed(1)} %); first CV (thread started) ${times[0].toFixed(0)} ms, slowest after it ${Math.max(...times.slice(1)).toFixed(0)} ms\n${disagreements.join('\n')}`);
    expect(total / (files.length * CV_RULE_IDS.length)).toBeGreaterThanOrEqual(0.9);
    for (const id of CV_RULE_IDS) expect(agreed[id] / files.length).toBeGreaterThanOrEqual(0.85);
  });

  it('calls a scan illisible and gives no other verdict', async () => {
    const outcome = await checkCvInPool(readFileSync(join(DIR, 'cv-06-scan.pdf')));
    expect(outcome.status).toBe('illisible');
    expect(outcome.rules.filter((r) => r.verdict !== 'not_applicable').map((r) => [r.id, r.verdict])).toEqual([['lisible', 'failed']]);
  });
});
