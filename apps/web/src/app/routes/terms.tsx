import { legalDocumentLabels } from '@equilibrio/contract/privacy';
import { LegalPage } from '@/features/legal/pages/legal-page';

export function Component() {
  return (
    <>
      <title>{`${legalDocumentLabels.terms} — Equilibrio`}</title>
      <LegalPage id="terms" />
    </>
  );
}
