import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NAME_MAX_LENGTH, PHONE_OTHER_MAX_LENGTH } from '../limits.ts';
import {
  CUSTOMER_NATIONAL_ID_INVALID,
  EMAIL_INVALID,
  EMAIL_LIST_INVALID,
  FIRST_NAME_REQUIRED,
  NATIONAL_ID_INVALID,
  NATIONAL_ID_REQUIRED,
  PHONE_INVALID,
  TEXT_INVALID_CHARACTERS,
} from './messages.ts';
import {
  emailField,
  emailListField,
  nationalIdField,
  nullableText,
  optionalText,
  refinePhone,
  required,
  singleLineText,
  text,
} from './zod.ts';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('nullableText', () => {
  const firstName = nullableText(NAME_MAX_LENGTH, 'Fornavn');

  it('turns empty input into null and keeps other text as typed', () => {
    for (const empty of ['', '   ', null, undefined]) expect(firstName.parse(empty)).toBeNull();
    expect(firstName.parse(' Ola ')).toBe(' Ola ');
  });

  it('reports the maximum length with the field name', () => {
    expect(firstName.safeParse('x'.repeat(NAME_MAX_LENGTH)).success).toBe(true);
    expect(messages(firstName.safeParse('x'.repeat(NAME_MAX_LENGTH + 1)))).toEqual([
      { path: '', message: 'Fornavn kan maksimalt inneholde 100 tegn' },
    ]);
  });
});

describe('text helpers', () => {
  it('refuse NUL and lone surrogates with one message, so that forms show what the server answers', () => {
    const helpers = {
      text: text(),
      optionalText: optionalText(),
      nullableText: nullableText(NAME_MAX_LENGTH, 'Fornavn'),
      required: required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED),
    };
    for (const [name, schema] of Object.entries(helpers)) {
      for (const invalid of ['a\u0000b', '\uD800', 'Ola\uDC00']) {
        expect(messages(schema.safeParse(invalid)), `${name} ${JSON.stringify(invalid)}`).toEqual([
          { path: '', message: TEXT_INVALID_CHARACTERS },
        ]);
      }
      expect(schema.parse('Åse 👩‍👧'), name).toBe('Åse 👩‍👧');
    }
  });

  it('refuse control characters on one line with the same message, and take tabs and line breaks in several', () => {
    const oneLine = {
      singleLineText: singleLineText(),
      optionalText: optionalText(),
      nullableText: nullableText(NAME_MAX_LENGTH, 'Fornavn'),
    };
    for (const [name, schema] of Object.entries(oneLine)) {
      for (const invalid of ['A\r\nB', 'a\tb', 'Ola\u0007', '\u0085']) {
        expect(messages(schema.safeParse(invalid)), `${name} ${JSON.stringify(invalid)}`).toEqual([
          { path: '', message: TEXT_INVALID_CHARACTERS },
        ]);
      }
    }
    for (const schema of [text(), nullableText(500, 'Meldingen', { multiline: true })]) {
      expect(schema.parse('Hei,\r\n\tlinje to\n')).toBe('Hei,\r\n\tlinje to\n');
      expect(messages(schema.safeParse('a\u0000b'))).toEqual([
        { path: '', message: TEXT_INVALID_CHARACTERS },
      ]);
    }
  });
});

describe('required', () => {
  const firstName = required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED);

  it('reports empty input with the given message', () => {
    for (const empty of ['', '  ', null, undefined]) {
      expect(messages(firstName.safeParse(empty))).toEqual([{ path: '', message: FIRST_NAME_REQUIRED }]);
    }
  });

  it('reports only the inner error when the inner schema fails', () => {
    expect(messages(firstName.safeParse('x'.repeat(NAME_MAX_LENGTH + 1)))).toEqual([
      { path: '', message: 'Fornavn kan maksimalt inneholde 100 tegn' },
    ]);
  });

  it('passes a value through', () => {
    expect(firstName.parse('Kari')).toBe('Kari');
  });
});

describe('emailField', () => {
  it('accepts empty input as null and a valid address as typed', () => {
    expect(emailField().parse('')).toBeNull();
    expect(emailField().parse('ola@nordmann.no')).toBe('ola@nordmann.no');
  });

  it('reports an invalid address', () => {
    expect(messages(emailField().safeParse('ola@'))).toEqual([{ path: '', message: EMAIL_INVALID }]);
  });
});

describe('emailListField', () => {
  it('accepts empty input as null and a valid list as typed', () => {
    expect(emailListField().parse(' ')).toBeNull();
    expect(emailListField().parse('ola@nordmann.no, kari@nordmann.no')).toBe(
      'ola@nordmann.no, kari@nordmann.no',
    );
  });

  it('reports a list with an invalid entry', () => {
    expect(messages(emailListField().safeParse('ola, kari@nordmann.no'))).toEqual([
      { path: '', message: EMAIL_LIST_INVALID },
    ]);
  });
});

describe('nationalIdField', () => {
  it('normalizes a valid id and keeps empty input as null', () => {
    const field = nationalIdField(CUSTOMER_NATIONAL_ID_INVALID);
    expect(field.parse('19860412-2385')).toBe('198604122385');
    expect(field.parse('')).toBeNull();
  });

  it('reports an invalid id with the screen’s own message', () => {
    expect(messages(nationalIdField(CUSTOMER_NATIONAL_ID_INVALID).safeParse('15838541281'))).toEqual([
      { path: '', message: CUSTOMER_NATIONAL_ID_INVALID },
    ]);
  });

  it('combines with required', () => {
    const field = required(nationalIdField(NATIONAL_ID_INVALID), NATIONAL_ID_REQUIRED);
    expect(messages(field.safeParse(''))).toEqual([{ path: '', message: NATIONAL_ID_REQUIRED }]);
    expect(messages(field.safeParse('123'))).toEqual([{ path: '', message: NATIONAL_ID_INVALID }]);
    expect(field.parse('1204861234')).toBe('1204861234');
  });
});

describe('refinePhone', () => {
  const contact = refinePhone(
    z.object({
      FirstName: required(nullableText(NAME_MAX_LENGTH, 'Fornavn'), FIRST_NAME_REQUIRED),
      Phone: nullableText(PHONE_OTHER_MAX_LENGTH, 'Telefon'),
      PhoneCountryCode: z.string().nullable(),
    }),
    'Phone',
    'PhoneCountryCode',
  );

  it('checks the phone against the chosen country', () => {
    expect(contact.safeParse({ FirstName: 'Ola', Phone: '0701234567', PhoneCountryCode: 'SE' }).success).toBe(
      true,
    );
    expect(contact.safeParse({ FirstName: 'Ola', Phone: '91234567', PhoneCountryCode: null }).success).toBe(
      true,
    );
    expect(contact.safeParse({ FirstName: 'Ola', Phone: '', PhoneCountryCode: 'NO' }).success).toBe(true);
    expect(
      messages(contact.safeParse({ FirstName: 'Ola', Phone: '0701234567', PhoneCountryCode: 'NO' })),
    ).toEqual([{ path: 'Phone', message: PHONE_INVALID }]);
  });

  it('reports the phone together with errors in other fields', () => {
    expect(messages(contact.safeParse({ FirstName: '', Phone: '123', PhoneCountryCode: 'NO' }))).toEqual([
      { path: 'FirstName', message: FIRST_NAME_REQUIRED },
      { path: 'Phone', message: PHONE_INVALID },
    ]);
  });

  it('does not run on input that is not an object', () => {
    expect(contact.safeParse(null).success).toBe(false);
  });
});
