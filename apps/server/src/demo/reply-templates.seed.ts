import { replyTemplates } from '../db/schema/assistance';
import { demo } from './identities';
import type { Seeder } from './seed';

/**
 * The demo team's ready replies ('Risposte pronte'), as a family tutor would have written them
 * after a few weeks of the same answers: the tutor puts one in the reply box, reads it, sends it.
 */
const replies = [
  {
    title: 'Preventivo inviato',
    body: 'Buongiorno {nome}, le ho appena inviato il preventivo: lo trova nella sua area riservata, alla pagina della richiesta. Se qualcosa non le torna, mi scriva pure qui.',
  },
  {
    title: 'Profili in arrivo',
    body: 'Buongiorno {nome}, stiamo selezionando i profili più adatti alla sua richiesta. Appena pronti glieli inviamo: riceverà un’email e li troverà nella pagina della richiesta.',
  },
  {
    title: 'Ricevuto, la richiamo',
    body: 'Grazie {nome}, ho letto il suo messaggio. La richiamo io oggi stesso per parlarne a voce.',
  },
  {
    title: 'Colloquio confermato',
    body: 'Buongiorno {nome}, il colloquio è confermato: giorno, ora e luogo sono nella pagina della richiesta, dove può anche aggiungerlo al suo calendario. A presto!',
  },
];

export const replyTemplatesSeeder: Seeder = {
  name: 'demo-reply-templates-v1',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    await tx
      .insert(replyTemplates)
      .values(
        replies.map((reply) => ({
          ...reply,
          updatedByUid: demo.tutor.uid,
          createdAt: now,
          updatedAt: now,
        })),
      );
  },
};
