import { useEffect, useRef, useState } from 'react';
import type { WizardStep } from './wizard-steps.ts';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"]';

interface FocusRequest {
  step: WizardStep;
  field?: string | undefined;
}

/** The named field of a step, else its first field, else the step itself (the summary has no fields). */
function focusTarget(section: HTMLElement, field: string | undefined): HTMLElement {
  return (
    (field ? section.querySelector<HTMLElement>(`[name="${field}"]`) : null) ??
    section.querySelector<HTMLElement>(FOCUSABLE) ??
    section
  );
}

/**
 * Moves focus into a step once its content is there (WCAG 2.4.3): a step's content mounts only when the step
 * opens, so the focus follows the render that opened it.
 */
export function useStepFocus() {
  const sections = useRef<Partial<Record<WizardStep, HTMLElement>>>({});
  const [request, setRequest] = useState<FocusRequest | null>(null);

  useEffect(() => {
    const section = request && sections.current[request.step];
    if (section) focusTarget(section, request.field).focus();
  }, [request]);

  return {
    focusStep: (step: WizardStep, field?: string) => setRequest({ step, field }),
    /** The ref of a step's content. */
    sectionRef: (step: WizardStep) => (element: HTMLElement | null) => {
      if (element) sections.current[step] = element;
      else delete sections.current[step];
    },
  };
}
