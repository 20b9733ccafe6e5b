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
    body: 'Ciao {nome}, ti ho appena inviato il preventivo: lo trovi nella tua area riservata, nella pagina della richiesta. Se qualcosa non ti torna, scrivimi pure qui.',
  },
  {
    title: 'Profili in arrivo',
    body: 'Ciao {nome}, stiamo selezionando i profili più adatti alla tua richiesta. Appena sono pronti te li inviamo: riceverai un’email e li troverai nella pagina della richiesta.',
  },
  {
    title: 'Ricevuto, ti richiamo',
    body: 'Grazie {nome}, ho letto il tuo messaggio. Ti richiamo io oggi stesso per parlarne a voce.',
  },
  {
    title: 'Colloquio confermato',
    body: 'Ciao {nome}, il colloquio è confermato: giorno, ora e luogo sono nella pagina della richiesta, dove puoi anche aggiungerlo al tuo calendario. A presto!',
  },
];

export const replyTemplatesSeeder: Seeder = {
  name: 'demo-reply-templates-v1',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    await tx.insert(replyTemplates).values(
      replies.map((reply) => ({
        ...reply,
        updatedByUid: demo.tutor.uid,
        createdAt: now,
        updatedAt: now,
      })),
    );
  },
};
