import { companyDetailsFormSchema, customerFormSchema } from '@foretaksportalen/shared/contract/new-case';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm-dialog.tsx';
import type { UploadQueue } from '../../../components/use-upload-queue.ts';
import { paths } from '../../../config/paths.ts';
import { useCompanyClerks, useConfig } from '../../../lib/portal-config.ts';
import { type CreateCaseResponse, useCreateCase } from '../api/create-case.ts';
import { findClerk } from '../find-clerk.ts';
import { toNewIncident } from '../new-incident.ts';
import { caseCreatedDialog, INVALID_FORM_DIALOG } from '../texts.ts';
import type { CompanyDetailsFormApi } from './company-details-step.tsx';
import type { CustomerFormApi } from './use-customer-rules.ts';
import { COMPANY_DETAILS_FIELD_ORDER, CUSTOMER_FIELD_ORDER, checkForm, WizardStep } from './wizard-steps.ts';

interface SendCaseOptions {
  customerForm: CustomerFormApi;
  detailsForm: CompanyDetailsFormApi;
  uploads: UploadQueue;
  /** Opens a step and focuses a field of it (or its first). */
  openStep: (step: WizardStep, field?: string) => void;
  /** Shows 'Du må laste opp minimum 1 fil' on the file box. */
  requireFiles: () => void;
}

/**
 * 'Send inn' (spec 2 §4 submit, §5 submit): an incomplete wizard marks what is missing, says 'Feil utfylling' and
 * then opens the first incomplete step; a complete one is registered, the receipt shown and the list opened.
 */
export function useSendCase({ customerForm, detailsForm, uploads, openStep, requireFiles }: SendCaseOptions) {
  const { LoginClerk } = useConfig();
  const clerks = useCompanyClerks();
  const createCase = useCreateCase();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);

  /** The first incomplete step and the field in it to focus, or null when everything is in place. */
  const findIncomplete = async (): Promise<{ step: WizardStep; field?: string } | null> => {
    const customer = await checkForm(customerForm, CUSTOMER_FIELD_ORDER);
    if (!customer.valid) return { step: WizardStep.Customer, field: customer.field };
    const details = await checkForm(detailsForm, COMPANY_DETAILS_FIELD_ORDER);
    if (!details.valid) return { step: WizardStep.CompanyDetails, field: details.field };
    return uploads.uploaded.length > 0 ? null : { step: WizardStep.Documents };
  };

  const send = async () => {
    const incomplete = await findIncomplete();
    if (incomplete) {
      requireFiles();
      await confirm(INVALID_FORM_DIALOG);
      openStep(incomplete.step, incomplete.field);
      return;
    }
    const details = companyDetailsFormSchema.parse(detailsForm.getValues());
    const incident = toNewIncident({
      loginClerk: LoginClerk,
      customer: customerFormSchema.parse(customerForm.getValues()),
      details,
      clerk: findClerk(clerks, details.CaseDetailsClerk),
      files: uploads.uploaded,
    });
    let created: CreateCaseResponse;
    try {
      created = await createCase.mutateAsync(incident);
    } catch {
      return;
    }
    // The files now belong to the case: nothing to delete on leaving, and nothing left to guard.
    uploads.clear();
    setSaved(true);
    await confirm(caseCreatedDialog(created.CaseId));
    navigate(paths.incidents.getHref());
  };

  return { send, saved };
}
