import { legalDocumentLabels } from '@equilibrio/contract/privacy';
import { LegalPage } from '@/features/legal/pages/legal-page';

export function Component() {
  return (
    <>
      <title>{`${legalDocumentLabels['applicant-privacy']} — Equilibrio`}</title>
      <LegalPage id="applicant-privacy" />
    </>
  );
}
