import type { ConfirmOptions } from '../../components/confirm-dialog.tsx';

/** The decision of the complaints body on the case and the company's answer to it (issue 49). */
export const DECISION_TEXTS = {
  title: (product: string) => `Vedtak fra ${product}`,
  conclusion: 'Nemndas konklusjon',
  decisionDate: 'Vedtaksdato',
  document: 'Vedtaket',
  showDocument: 'Vis vedtaksbrevet',
  answerDue: 'Svarfrist',
  answer: 'Foretakets svar',
  follows: 'Foretaket følger vedtaket',
  doesNotFollow: 'Foretaket følger ikke vedtaket',
  answeredOn: (date: string) => `Svart ${date}`,
  amountPaid: 'Utbetalt til kunden',
  reason: 'Begrunnelse',
  question: 'Følger foretaket vedtaket?',
  yes: 'Ja',
  no: 'Nei',
  amountLabel: 'Utbetalt til kunden (kr)',
  amountHelp: 'Beløpet som er utbetalt eller tilbudt kunden, om noe',
  reasonLabel: 'Hvorfor følger foretaket ikke vedtaket?',
  reasonHelp: `Begrunnelsen sendes som brev til nemnda`,
  chooseAnswer: 'Velg om foretaket følger vedtaket',
  send: 'Send svar',
  sending: 'Sender svaret …',
  sent: 'Svaret på vedtaket er sendt',
} as const;

export const CONFIRM_ANSWER_DIALOG = (follows: boolean): ConfirmOptions => ({
  Title: 'Send svar på vedtaket',
  Body: follows
    ? 'Foretaket svarer at det følger vedtaket. Svaret kan ikke endres etterpå.'
    : 'Foretaket svarer at det ikke følger vedtaket, og begrunnelsen sendes som brev. Svaret kan ikke endres etterpå.',
  OKBtnName: 'Send svar',
  CloseBtnName: 'Avbryt',
});
