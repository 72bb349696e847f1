import { NewCaseWizard } from '../components/new-case-wizard.tsx';

/** /case: registering a new case (spec 2 §2). Levels 1, 3 and 5 only; the route's guard sends others away. */
export function NewCasePage() {
  return <NewCaseWizard />;
}
