/** An address, with the angle brackets SMTP servers often put around it. */
const EMAIL_ADDRESS = /<?[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+>?/g;

/** A text (an SMTP server's answer, an error message) without the e-mail addresses it may name. */
export const withoutEmailAddresses = (text: string) => text.replace(EMAIL_ADDRESS, '<e-postadresse>');
