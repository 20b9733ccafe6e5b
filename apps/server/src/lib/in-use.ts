/**
 * The refusal to delete something an open request still needs (an assistito it is for, the
 * address the caregiver goes to): which requests, and when it can go. `what`: 'questo assistito'.
 */
export const inUseByOpenRequests = (what: string, ids: number[]) =>
  `Non puoi eliminare ${what}: è collegato ${
    ids.length === 1 ? 'a una richiesta in corso' : 'ad alcune richieste in corso'
  } (${ids.map((id) => `#${id}`).join(', ')}). Potrai eliminarlo quando ${
    ids.length === 1 ? 'la richiesta sarà chiusa' : 'le richieste saranno chiuse'
  }.`;
