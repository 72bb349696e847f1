import { DEMO_COMPANIES, DEMO_PERSONS, DEMO_UNKNOWN_PERSON } from '@foretaksportalen/shared/demo-data';
import { EID } from '@foretaksportalen/shared/eid';

/** The demo logins as a table for the terminal. */
export function demoLoginsTable() {
  const rows = DEMO_PERSONS.map((person) => [
    `${person.firstName} ${person.lastName}`,
    EID[person.eid].name,
    person.nationalId,
    person.memberships
      .map((m) => `${m.role}, ${DEMO_COMPANIES[m.company].name}${m.disabled ? ' (deaktivert)' : ''}`)
      .join('; ') + (person.firstLogin ? ' (første innlogging)' : ''),
  ]);
  rows.push([
    DEMO_UNKNOWN_PERSON.label,
    EID[DEMO_UNKNOWN_PERSON.eid].name,
    DEMO_UNKNOWN_PERSON.nationalId,
    'ingen tilgang',
  ]);
  const header = ['Person', 'eID', 'Nasjonal ID', 'Rolle og foretak'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
