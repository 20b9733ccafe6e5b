import type { CaregiverDetail } from '@equilibrio/contract/caregivers';
import { fullName } from '@equilibrio/contract/people';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AppButton } from '@/components/app-button';
import { confirm } from '@/components/confirm';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { useListReturn } from '@/lib/list-return';
import { useDeleteCaregiver } from '../api/delete-caregiver';

/**
 * 'Elimina dalla rubrica', for a record never put on a request (one entered by mistake). Once
 * proposed, the record is the requests' history and can only be switched off: the button is
 * not offered, and the line says what to do instead (the API refuses the delete all the same).
 */
export function DeleteCaregiver({ caregiver }: { caregiver: CaregiverDetail }) {
  const navigate = useNavigate();
  // Deleted, back to the directory as the tutor left it.
  const directory = useListReturn(paths.backoffice.caregivers.href());
  const remove = useDeleteCaregiver();
  const name = fullName(caregiver.name, caregiver.surname);
  if (caregiver.places.length > 0) {
    return (
      <Text size="sm" c="ink.6" maw={420}>
        {caregiver.active
          ? 'Il profilo è già stato proposto a delle famiglie e resta nel loro storico: per non proporlo più, spegni «Attivo» e salva.'
          : 'Il profilo è già stato proposto a delle famiglie e resta nel loro storico: è disattivato, nessuno lo vede tra i profili da proporre.'}
      </Text>
    );
  }
  const deleteIt = async () => {
    const ok = await confirm({
      title: 'Eliminare il profilo?',
      message: `Il profilo di ${name} sarà eliminato dalla rubrica, con foto e CV: serve per un profilo inserito per errore. Per cancellare i dati personali su richiesta della persona usa «Cancella i dati personali» in fondo alla pagina.`,
      confirmLabel: 'Elimina dalla rubrica',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!ok) return;
    remove.mutate(caregiver.docRef, {
      onSuccess: () => {
        toast.success(`Profilo di ${name} eliminato`);
        navigate(directory);
      },
      onError: (error) => toast.error(errorMessage(error), { autoClose: 6000 }),
    });
  };
  return (
    <AppButton
      look="danger"
      variant="outline"
      loading={remove.isPending}
      onClick={() => void deleteIt()}
    >
      Elimina dalla rubrica
    </AppButton>
  );
}
