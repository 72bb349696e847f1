import type { CompanyDetailsForm, CustomerForm } from '@foretaksportalen/shared/contract/new-case';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { NEW_CASE_TEXTS } from '../texts.ts';

/** The wizard's steps in order (spec 2 §2); each opens only when the ones before it are complete. */
export const WizardStep = { Customer: 0, CompanyDetails: 1, Documents: 2, Summary: 3 } as const;
export type WizardStep = (typeof WizardStep)[keyof typeof WizardStep];

export const STEP_LABELS: Record<WizardStep, string> = {
  [WizardStep.Customer]: NEW_CASE_TEXTS.steps.customer,
  [WizardStep.CompanyDetails]: NEW_CASE_TEXTS.steps.companyDetails,
  [WizardStep.Documents]: NEW_CASE_TEXTS.steps.documents,
  [WizardStep.Summary]: NEW_CASE_TEXTS.steps.summary,
};

/** The fields in the order they are shown, for finding the first invalid one. */
export const CUSTOMER_FIELD_ORDER: readonly Path<CustomerForm>[] = [
  'FirstName',
  'LastName',
  'Pnr',
  'CountryCode',
  'Address',
  'PostalCode',
  'PhoneCountryCode',
  'Phone',
  'Email',
  'Reference',
];
export const COMPANY_DETAILS_FIELD_ORDER: readonly Path<CompanyDetailsForm>[] = [
  'CaseDetailsReference',
  'CaseDetailsClerk',
  'CaseDetailsNote',
  'CaseDetailsProduct',
  'CaseDetailsCause',
];

type MarkableForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'trigger' | 'getFieldState' | 'getValues' | 'setValue'
>;

/** Whether a form is valid and, when not, the field to focus. */
type FormCheck<Values extends FieldValues> =
  | { valid: true }
  | { valid: false; field: Path<Values> | undefined };

/**
 * Checks the whole form; when it is invalid, marks its first invalid field that is not yet touched, so that its
 * message shows (spec 2 §5 submit).
 */
export async function checkForm<Values extends FieldValues>(
  form: MarkableForm<Values>,
  order: readonly Path<Values>[],
): Promise<FormCheck<Values>> {
  if (await form.trigger()) return { valid: true };
  const invalid = order.filter((name) => form.getFieldState(name).invalid);
  const untouched = invalid.find((name) => !form.getFieldState(name).isTouched);
  if (untouched)
    form.setValue(untouched, form.getValues(untouched), { shouldTouch: true, shouldValidate: true });
  return { valid: false, field: untouched ?? invalid[0] };
}
