import { expect, it } from 'vitest';
import { maskPersonal, maskPersonalIn } from './mask.ts';

it.each([
  ['resident@example.org', 're***@example.org'],
  ['a@example.org', '***@example.org'],
  ['ab@example.org', 'a***@example.org'],
  ['+16095550199', '+160***99'],
  ['609-555-0100', '609-***00'],
  ['Ada Resident', 'Ada ***nt'],
  ['12345', '***'],
  ['', '***'],
])('maskPersonal(%j) is %s', (value, expected) => {
  expect(maskPersonal(value)).toBe(expected);
});

it.each([
  ['no personal data', 'Connection timed out', [], 'Connection timed out'],
  [
    'an address an SMTP server echoes',
    "Can't send mail - all recipients were rejected: 550 5.1.1 <Ada.Lovelace@Example.org>: Recipient address rejected",
    [],
    "Can't send mail - all recipients were rejected: 550 5.1.1 <Ad***@Example.org>: Recipient address rejected",
  ],
  ['two addresses', 'a1b2@x.org, c3d4@y.org', [], 'a1***@x.org, c3***@y.org'],
  ['a known address in another case', 'refused ADA@EXAMPLE.ORG', ['ada@example.org'], 'refused AD***@EXAMPLE.ORG'],
  [
    'a phone number a provider echoes in E.164 form',
    "Twilio 400 (code 21211): The 'To' number +16095550100 is not a valid phone number.",
    ['609-555-0100'],
    "Twilio 400 (code 21211): The 'To' number +160***00 is not a valid phone number.",
  ],
  ['a phone number as it was written', 'to +1 (609) 555-0177 failed', ['+1 (609) 555-0177'], 'to +1 (***77 failed'],
  ['a name', 'no profile for ada resident', ['Ada Resident'], 'no profile for ada ***nt'],
  ['blank known values are ignored', 'status 500', ['', '  '], 'status 500'],
])('maskPersonalIn: %s masks every personal value', (_name, text, known, expected) => {
  expect(maskPersonalIn(text, known)).toBe(expected);
});
