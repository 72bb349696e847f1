/** Whether an e-mail field holds an address to notify: blank is none. */
export const hasEmailAddress = (email: string | null | undefined) => Boolean(email?.trim());

/**
 * Notification choices as they may be stored and shown: every one off without an e-mail address to send them to
 * (spec 1 §4). The one rule for profiles and companies, in the forms and on the server.
 */
export function notificationChoices<Choices extends Record<string, boolean>>(
  email: string | null | undefined,
  choices: Choices,
): Choices {
  const notifiable = hasEmailAddress(email);
  return Object.fromEntries(Object.entries(choices).map(([name, on]) => [name, notifiable && on])) as Choices;
}
