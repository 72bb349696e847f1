import { z } from 'zod';
import { LETTER_MESSAGE_MAX_LENGTH } from '../limits.ts';
import { calendarDaySchema } from '../validators/calendar-day.ts';
import { nullableText } from '../validators/zod.ts';
import { externalIdSchema } from './provider/common.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/** The complaints body's conclusion on a case (issue 49). */
export const OUTCOMES = ['medhold', 'delvis-medhold', 'ikke-medhold', 'avvist', 'forlik', 'trukket'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_LABELS: Record<Outcome, string> = {
  medhold: 'Medhold',
  'delvis-medhold': 'Delvis medhold',
  'ikke-medhold': 'Ikke medhold',
  avvist: 'Avvist',
  forlik: 'Forlik',
  trukket: 'Trukket',
};

/**
 * The conclusions the company must say whether it follows: those in which the customer won, wholly or in part. For
 * the others an answer is asked only when the body sends an AnswerDueDate.
 */
export const OUTCOMES_ASKING_AN_ANSWER: readonly Outcome[] = ['medhold', 'delvis-medhold'];
/** When the body sends no AnswerDueDate for a decision that asks an answer: this many days after the decision. */
export const DEFAULT_ANSWER_DAYS = 30;
/** The most an answer may say was paid to the customer, in NOK. */
export const AMOUNT_PAID_MAX = 1_000_000_000;

export const OUTCOME_INVALID = `Konklusjonen må være en av ${OUTCOMES.join(', ')}`;
export const ANSWER_DUE_BEFORE_DECISION = 'Svarfristen kan ikke være før vedtaksdatoen';

/**
 * PUT /companies/{orgNum}/cases/{externalId}/decision (provider API): the decision as the body has it now. The
 * document is a letter the body already sent in the case, named by its own id.
 */
export const decisionUpsertSchema = z
  .object({
    Outcome: z.enum(OUTCOMES, { error: OUTCOME_INVALID }),
    DecisionDate: calendarDaySchema('Vedtaksdato må være en dato (åååå-mm-dd)'),
    /** The letter (event) that holds the decision, by the body's own id; null when it has sent none. */
    EventExternalId: externalIdSchema.nullable().default(null),
    /** When the company must say whether it follows the decision; see DEFAULT_ANSWER_DAYS. */
    AnswerDueDate: calendarDaySchema('Svarfrist må være en dato (åååå-mm-dd)').nullable().default(null),
  })
  .refine((decision) => decision.AnswerDueDate === null || decision.AnswerDueDate >= decision.DecisionDate, {
    error: ANSWER_DUE_BEFORE_DECISION,
    path: ['AnswerDueDate'],
  });
export type DecisionUpsert = z.input<typeof decisionUpsertSchema>;

/** The company's answer: whether it follows the decision, what it paid or offered, and why not. */
export const decisionAnswerSchema = z.object({
  Follows: z.boolean(),
  /** NOK paid or offered to the customer; null when none was given. */
  AmountPaid: z.number().nullable(),
  /** Why the company does not follow it (also sent as a letter); null when it does. */
  Reason: z.string().nullable(),
  Answered: isoDateTime,
});
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

/** The decision of a case as the portal and the provider API show it. */
export const caseDecisionSchema = z.object({
  Outcome: z.enum(OUTCOMES),
  DecisionDate: z.iso.date(),
  /** The event (letter) that holds the decision; null when the body named none. */
  EventUid: z.string().nullable(),
  /** Null when no answer is asked. */
  AnswerDueDate: z.iso.date().nullable(),
  Answer: decisionAnswerSchema.nullable(),
});
export type CaseDecision = z.infer<typeof caseDecisionSchema>;

export const REASON_REQUIRED = 'Skriv hvorfor foretaket ikke følger vedtaket';
export const AMOUNT_INVALID = `Beløpet må være et tall fra 0 til ${AMOUNT_PAID_MAX.toLocaleString('nb-NO')} med høyst to desimaler`;
export const ANSWER_NOT_ASKED = 'Saken har ikke et vedtak som venter på svar';
export const ALREADY_ANSWERED = 'Vedtaket er allerede besvart';

/** The amount as the form gives it: a number of NOK with at most two decimals (øre). */
const amountSchema = z
  .number({ error: AMOUNT_INVALID })
  .min(0, { error: AMOUNT_INVALID })
  .max(AMOUNT_PAID_MAX, { error: AMOUNT_INVALID })
  .multipleOf(0.01, { error: AMOUNT_INVALID });

/** POST /api/case/{caseId}/decision-answer: 'Følger foretaket vedtaket?', once per decision. */
export const decisionAnswerRequestSchema = z
  .object({
    Follows: z.boolean({ error: 'Velg om foretaket følger vedtaket' }),
    AmountPaid: amountSchema.nullable().default(null),
    Reason: nullableText(LETTER_MESSAGE_MAX_LENGTH, 'Begrunnelsen', { multiline: true }),
  })
  .refine((answer) => answer.Follows || answer.Reason !== null, { error: REASON_REQUIRED, path: ['Reason'] });
export type DecisionAnswerRequest = z.input<typeof decisionAnswerRequestSchema>;

export const decisionAnswerPath = (caseId: string) =>
  `/api/case/${encodeURIComponent(caseId)}/decision-answer`;

/** The subject of the letter that carries a 'Nei' and its reason. */
export const DECISION_ANSWER_LETTER_SUBJECT = 'Svar på vedtak: foretaket følger ikke vedtaket';
