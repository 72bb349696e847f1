import {
  type CompanyDetailsForm,
  companyDetailsFormSchema,
  customerFormSchema,
  emptyCustomerForm,
  UploadStatus,
} from '@foretaksportalen/shared/contract/new-case';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLeavePageGuard } from '../../../components/leave-page-guard.ts';
import { useDocumentUploads } from '../../documents/index.ts';
import { customerName } from '../customer-name.ts';
import { NEW_CASE_TEXTS } from '../texts.ts';
import { type CompanyDetailsFormApi, CompanyDetailsStep } from './company-details-step.tsx';
import { CustomerStep } from './customer-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { StepActions } from './step-actions.tsx';
import { SummaryStep } from './summary-step.tsx';
import type { CustomerFormApi } from './use-customer-rules.ts';
import { useSendCase } from './use-send-case.ts';
import { useStepFocus } from './use-step-focus.ts';
import { STEP_LABELS, WizardStep } from './wizard-steps.ts';

const NEW_CASE_MAX_WIDTH_PX = 1000;

const EMPTY_COMPANY_DETAILS: CompanyDetailsForm = {
  CaseDetailsReference: null,
  CaseDetailsNote: null,
  CaseDetailsClerk: null,
  CaseDetailsProduct: null,
  CaseDetailsCause: null,
};

/** The new-case wizard (spec 2 §2): four steps in a vertical stepper, then 'Send inn'. */
export function NewCaseWizard() {
  const customerForm: CustomerFormApi = useForm({
    resolver: zodResolver(customerFormSchema),
    defaultValues: emptyCustomerForm(),
    mode: 'onTouched',
  });
  const detailsForm: CompanyDetailsFormApi = useForm({
    resolver: zodResolver(companyDetailsFormSchema),
    defaultValues: EMPTY_COMPANY_DETAILS,
    mode: 'onTouched',
  });
  const uploads = useDocumentUploads();
  const [activeStep, setActiveStep] = useState<WizardStep>(WizardStep.Customer);
  const [filesRequired, setFilesRequired] = useState(false);
  const { focusStep, sectionRef } = useStepFocus();

  const openStep = (step: WizardStep, field?: string) => {
    setActiveStep(step);
    focusStep(step, field);
  };

  const { send, saved } = useSendCase({
    customerForm,
    detailsForm,
    uploads,
    openStep,
    requireFiles: () => setFilesRequired(true),
  });
  const changed = customerForm.formState.isDirty || detailsForm.formState.isDirty || uploads.items.length > 0;
  useLeavePageGuard(changed && !saved, { onLeave: uploads.discardAll });

  const name = useWatch({ control: customerForm.control, compute: customerName });

  const next: Record<Exclude<WizardStep, typeof WizardStep.Summary>, () => void> = {
    [WizardStep.Customer]: customerForm.handleSubmit(() => openStep(WizardStep.CompanyDetails)),
    [WizardStep.CompanyDetails]: detailsForm.handleSubmit(() => openStep(WizardStep.Documents)),
    [WizardStep.Documents]: () => {
      if (uploads.uploaded.length > 0) {
        openStep(WizardStep.Summary);
      } else {
        setFilesRequired(true);
        openStep(WizardStep.Documents);
      }
    },
  };

  const stepContent: Record<WizardStep, ReactNode> = {
    [WizardStep.Customer]: <CustomerStep form={customerForm} />,
    [WizardStep.CompanyDetails]: <CompanyDetailsStep form={detailsForm} />,
    [WizardStep.Documents]: <DocumentsStep uploads={uploads} showRequired={filesRequired} />,
    [WizardStep.Summary]: (
      <SummaryStep
        customerForm={customerForm}
        detailsForm={detailsForm}
        documents={uploads.items.filter((item) => item.status === UploadStatus.Done)}
      />
    ),
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: NEW_CASE_MAX_WIDTH_PX }}>
      <Typography component="h1" variant="h4">
        {name ? NEW_CASE_TEXTS.titleWithCustomer(name) : NEW_CASE_TEXTS.title}
      </Typography>
      <Stepper activeStep={activeStep} orientation="vertical">
        {Object.values(WizardStep).map((step) => (
          <Step key={step}>
            <StepLabel {...(step === activeStep ? { 'aria-current': 'step' } : {})}>
              {STEP_LABELS[step]}
            </StepLabel>
            <StepContent>
              <Box
                component="section"
                aria-label={STEP_LABELS[step]}
                tabIndex={-1}
                ref={sectionRef(step)}
                sx={{ outline: 'none' }}
              >
                {stepContent[step]}
                <StepActions
                  onPrevious={
                    step === WizardStep.Customer ? undefined : () => openStep((step - 1) as WizardStep)
                  }
                  onNext={step === WizardStep.Summary ? undefined : next[step]}
                  onSubmit={() => void send()}
                  busy={uploads.busy}
                />
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
