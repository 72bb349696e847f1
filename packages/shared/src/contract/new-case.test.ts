import { describe, expect, it } from 'vitest';
import { CUSTOMER_NATIONAL_ID_INVALID, POSTAL_CODE_INVALID } from '../validators/messages.ts';
import { customerFormSchema, emptyCustomerForm } from './new-case.ts';

const consumer = { ...emptyCustomerForm(), FirstName: 'Per', LastName: 'Klagesen', Phone: '41234567' };

/** Each message the customer form gives, by field. */
const messagesOf = (values: object) =>
  (customerFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the customer form’s rules between fields', () => {
  it.each([
    ['Pnr', 9007199254740992],
    ['Pnr', { Pnr: '20918912356' }],
    ['FirstName', 42],
    ['LastName', ['Klagesen']],
    ['PostalCode', 150],
  ])('refuse %s given as %j at that field, without throwing', (field, value) => {
    const messages = messagesOf({ ...consumer, [field]: value });
    expect(messages.filter(([path]) => path === field)).toHaveLength(1);
  });

  it('still check the texts they are given', () => {
    expect(messagesOf({ ...consumer, Pnr: '20918912357', PostalCode: '12' })).toEqual(
      expect.arrayContaining([
        ['Pnr', CUSTOMER_NATIONAL_ID_INVALID],
        ['PostalCode', POSTAL_CODE_INVALID],
      ]),
    );
  });
});
