import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ROOT } from './lib/stack.ts';

/**
 * `npm audit --omit=dev`: the production dependencies must have no high or critical advisory (issue 10). The
 * advisory endpoint is a registry service that mirrors and offline machines often lack; then the answer is
 * "unknown", said plainly, never a pass.
 */
export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'findings'; counts: Record<string, number>; packages: string[] }
  | { kind: 'unknown'; reason: string };

const BLOCKING = ['high', 'critical'] as const;

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string }>;
  error?: { summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
}

/** Reads npm audit's JSON answer (also the error it prints as JSON when the endpoint fails). */
export function auditVerdict(json: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { kind: 'unknown', reason: `npm audit answered no JSON: ${json.slice(0, 200) || '(nothing)'}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message ?? report.error?.summary ?? 'no vulnerability counts in the answer';
    return { kind: 'unknown', reason };
  }
  const blocking = BLOCKING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  if (blocking === 0) return { kind: 'clean', counts };
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, { severity }]) => (BLOCKING as readonly string[]).includes(severity))
    .map(([name, { severity }]) => `${name} (${severity})`);
  return { kind: 'findings', counts, packages };
}

export function runAudit(): AuditVerdict {
  const fixture = process.env.NPM_AUDIT_JSON_FILE;
  if (fixture) return auditVerdict(fs.readFileSync(fixture, 'utf8'));
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8' });
  if (result.error) return { kind: 'unknown', reason: result.error.message };
  return auditVerdict(result.stdout);
}

export function describeVerdict(verdict: AuditVerdict) {
  switch (verdict.kind) {
    case 'clean':
      return `npm audit --omit=dev: no high or critical advisories (${JSON.stringify(verdict.counts)})`;
    case 'findings':
      return `npm audit --omit=dev: high or critical advisories in ${verdict.packages.join(', ')}`;
    case 'unknown':
      return `npm audit --omit=dev: NOT CHECKED, the advisory endpoint could not be used (${verdict.reason})`;
  }
}

/** Exit 0 clean, 1 findings, 2 not checked. */
if (import.meta.main) {
  const verdict = runAudit();
  console.log(describeVerdict(verdict));
  process.exit({ clean: 0, findings: 1, unknown: 2 }[verdict.kind]);
}
