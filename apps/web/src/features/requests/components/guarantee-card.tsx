import { guaranteeTexts } from '@equilibrio/contract/guarantee';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import { Anchor, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/lib/current-user';
import { useRequestGuarantee } from '@/resources/service-summary';
import { useGuaranteeRenewal } from '../api/guarantee-renewal';
import type { ClientRequest } from '../api/request-schemas';
import { stopTexts } from '../messages';

type Paid = ClientRequest & { paidAt: string };

/**
 * 'Garanzia NO PROBLEM' on the request page once paid (spec: 30 days, renewed every 30 days, the
 * renewal switched off at any time): until when it covers, and the switch — where the request has
 * a guarantee (`requestGuarantee`: paid, open, its quote renewing it).
 */
export function GuaranteeCard({ request }: { request: ClientRequest }) {
  if (!request.paidAt || !request.serviceLinked || !request.requestDetail) return null;
  return <Guarantee request={request as Paid} serviceId={request.serviceLinked.id} />;
}

function Guarantee({ request, serviceId }: { request: Paid; serviceId: number }) {
  const { uid } = useCurrentUser();
  const renewal = useGuaranteeRenewal(uid);
  const guarantee = useRequestGuarantee(serviceId, {
    ...request,
    status: toRequestStatus(request.status),
  });
  if (!guarantee) return null;
  const { state, recurring } = guarantee;
  // A substitution asked and not followed yet, whatever step it is at (waiting, a new selection).
  const substituting = Boolean(request.substitutionAskedAt);

  const switchOff = async () => {
    const ok = await confirm({
      title: guaranteeTexts.confirmTitle,
      message: substituting
        ? `${guaranteeTexts.confirmText(state.lastDay)} ${guaranteeTexts.substitutionRunning}`
        : guaranteeTexts.confirmText(state.lastDay),
      confirmLabel: guaranteeTexts.switchOff,
      cancelLabel: 'Annulla',
      confirmLook: 'danger-outline',
      cancelLook: 'primary',
    });
    if (!ok) return;
    renewal.mutate(
      { requestId: request.id, renew: false },
      { onSuccess: () => toast.success(guaranteeTexts.switchedOff) },
    );
  };
  const switchOn = () =>
    renewal.mutate(
      { requestId: request.id, renew: true },
      { onSuccess: () => toast.success(guaranteeTexts.switchedOn) },
    );

  return (
    <SectionCard title={guaranteeTexts.title} id="garanzia">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconShieldCheck size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          {state.kind === 'renewing'
            ? guaranteeTexts.renewing(state.lastDay, recurring.amount)
            : state.kind === 'off'
              ? guaranteeTexts.off(state.lastDay)
              : guaranteeTexts.ended(state.lastDay)}
          {substituting ? ` ${guaranteeTexts.substitutionRunning}` : null}
        </Text>
      </Group>
      {/* The switch is not how to stop: what is, in the page's conversation ('#messaggi'). */}
      <Text size="sm">
        {state.kind === 'renewing' ? `${stopTexts.renewalIsNotStopping} ` : null}
        {stopTexts.stop.before}
        <Anchor href="#messaggi" inherit underline="always">
          {stopTexts.stop.link}
        </Anchor>
        {stopTexts.stop.after}
      </Text>
      {state.kind === 'ended' ? null : (
        <Group>
          <AppButton
            look="dark-outline"
            size="sm"
            loading={renewal.isPending}
            onClick={state.kind === 'renewing' ? switchOff : switchOn}
          >
            {state.kind === 'renewing' ? guaranteeTexts.switchOff : guaranteeTexts.switchOn}
          </AppButton>
        </Group>
      )}
    </SectionCard>
  );
}
