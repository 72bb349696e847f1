/** Norwegian texts of the FAQ page (spec 2 §2 FAQ page, §4 question). */
export const FAQ_TEXTS = {
  title: 'Hjelp',
  faqHeading: 'Ofte stilte spørsmål',
  noQuestions: 'Det er ingen spørsmål her ennå.',
  questionHeading: 'Send oss spørsmål',
  name: 'Navn',
  email: 'E-post',
  message: 'Melding',
  send: 'Send',
  sending: 'Sender spørsmål',
  sent: 'Takk! Ditt spørsmål er blitt sendt!',
} as const;
