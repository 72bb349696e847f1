import type { CategoryKind } from '../contract/category.ts';
import type { DemoCompanyKey } from '../demo-data.ts';

/** A value of a demo company's list, with the words that suggest it. */
export interface DemoCategory {
  kind: CategoryKind;
  name: string;
  words: string[];
}

const product = (name: string, words: string[]): DemoCategory => ({ kind: 'product', name, words });
const cause = (name: string, words: string[]): DemoCategory => ({ kind: 'cause', name, words });

/**
 * The demo companies' products and causes (issue 49): the values their complaint topics name, with words their
 * letters and documents say (the complaints body's letters name the topic), and a few more a company would have.
 */
export const DEMO_CATEGORIES: Record<DemoCompanyKey, readonly DemoCategory[]> = {
  bank: [
    product('Boliglån', ['boliglån', 'fastrentelån', 'lånet', 'overkurs']),
    product('Forbrukslån', ['forbrukslån', 'smålån']),
    product('Kredittkort', ['korttransaksjoner', 'kortet', 'betalingskort', 'netthandel']),
    product('Betaling', ['utenlandsbetaling', 'overføring', 'nettbanken', 'mottakerbanken']),
    cause('Informasjon og rådgivning', ['aldri forklart', 'informert', 'rådgivning', 'innfrielse']),
    cause('Saksbehandlingstid', ['saksbehandlingstid', 'venter fortsatt på svar']),
    cause('Feil i avtale', ['feil i avtalen', 'avtalen er ugyldig']),
    cause('Feil i utførelse', ['kom aldri frem', 'feil ved', 'har ikke fått']),
    cause('Prising', ['renteendring', 'satte opp renten', 'rentesats', 'prising']),
    cause('Svindel', ['svindel', 'svindlere', 'uautoriserte', 'bedrageri', 'lurt']),
  ],
  forsikring: [
    product('Reiseforsikring', ['reiseforsikringen', 'ferie', 'avreise']),
    product('Bilforsikring', ['bilskade', 'bilen', 'kollisjon']),
    product('Innboforsikring', ['boden', 'sykler', 'innbo']),
    product('Boligforsikring', ['vannskade', 'badet', 'lekkasje']),
    product('Uføreforsikring', ['uføreforsikring', 'ufør', 'uføregraden']),
    cause('Vilkår og dekning', [
      'vil ikke dekke',
      'vilkårene ikke dekker',
      'vil ikke utbetale',
      'vilkåret for',
    ]),
    cause('Erstatningsutmåling', ['erstatningsutmålingen', 'markedsverdien', 'erstatningen er']),
    cause('Sikring og forskrifter', ['godt nok sikret', 'godkjent lås', 'låste boden']),
    cause('Saksbehandlingstid', ['saksbehandlingstid', 'venter fortsatt på svar']),
  ],
};
