import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Test support: validates ISDOC documents against the official schema (a copy in `isdoc-schema/`, see its
 * README) with libxml2's `xmllint`, which `.ci/run` installs (libxml2-utils). In CI a missing xmllint fails
 * the tests; on a developer's machine without it they are skipped with a warning.
 */
export const ISDOC_SCHEMA = fileURLToPath(new URL('./isdoc-schema/isdoc-invoice-6.0.2.xsd', import.meta.url));

export const xmllintAvailable = spawnSync('xmllint', ['--version']).status === 0;

/** Whether the ISDOC schema tests run here: throws in CI without xmllint, so they never skip silently there. */
export function schemaTestsRun(): boolean {
  if (xmllintAvailable) return true;
  if (process.env.CI) throw new Error('xmllint is missing: install libxml2-utils (.ci/run does) to validate the ISDOC documents');
  console.warn('xmllint (libxml2-utils) is missing: the ISDOC schema tests are skipped');
  return false;
}

/** xmllint's verdict on one document: `valid`, and its messages when not. */
export function validateIsdoc(xml: string | Buffer): { valid: boolean; messages: string } {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', ISDOC_SCHEMA, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw run.error;
  return { valid: run.status === 0, messages: `${run.stdout}${run.stderr}`.trim() };
}
