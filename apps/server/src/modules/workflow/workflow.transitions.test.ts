import { closedStatuses, requestStatuses } from '@equilibrio/contract/enums';
import { familyEmailOfMove, workflowActions } from '@equilibrio/contract/workflow';
import { describe, expect, it } from 'vitest';
import { allowedTransitions, canTransition } from './workflow.service';
import { transitions } from './workflow.transitions';

describe('the transition table', () => {
  it('has one entry per action, each with a label and at least one actor', () => {
    expect(Object.keys(transitions).sort()).toEqual([...workflowActions].sort());
    for (const action of workflowActions) {
      expect(transitions[action].label.length).toBeGreaterThan(0);
      expect(transitions[action].by.length).toBeGreaterThan(0);
    }
  });

  it('emails the family on the tutor’s moves as the back office says before each (familyEmailOfMove)', () => {
    for (const action of workflowActions) {
      const def = transitions[action];
      if (!(def.by as readonly string[]).includes('tutor')) continue;
      const customer = def.notify?.customer;
      const told = familyEmailOfMove[action];
      // A move emailing the family only at times (a closing, a pause) is said by its explanation.
      if (typeof customer === 'function') continue;
      if (!customer) {
        expect(told, action).toBeUndefined();
        continue;
      }
      expect(told, action).toBe(customer.familyNotice ? 'preference' : 'always');
    }
  });

  it('lets customers only accept the quote and choose a caregiver; the provider only confirm payments', () => {
    const by = (role: string) =>
      workflowActions.filter(
        (action) =>
          (transitions[action].by as readonly string[]).includes(role) && action !== 'submit',
      );
    expect(by('customer')).toEqual(['acceptQuote', 'acceptCaregiver']);
    expect(by('provider')).toEqual(['confirmPayment']);
    expect(by('system')).toEqual(['holdExpired', 'closeAccountDeleted']);
  });

  it('reaches every status from NUOVA and leaves the closed ones terminal', () => {
    const reached = new Set<string>(['NUOVA']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const def of Object.values(transitions)) {
        if (def.to === 'PREVIOUS') continue;
        if (def.from.some((s) => reached.has(s)) && !reached.has(def.to)) {
          reached.add(def.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...requestStatuses].sort());
    for (const status of closedStatuses) {
      expect(allowedTransitions({ status, statusBeforeStandBy: null }, 'tutor')).toEqual([]);
    }
  });

  it('pauses and closes from every open status, and resumes to the status left', () => {
    for (const status of requestStatuses) {
      if ((closedStatuses as readonly string[]).includes(status)) continue;
      const request = { status, statusBeforeStandBy: null };
      expect(canTransition(request, 'closeNoAnswer', 'tutor'), status).toBe(true);
      expect(canTransition(request, 'standBy', 'tutor'), status).toBe(status !== 'STAND BY');
    }
    expect(
      allowedTransitions({ status: 'STAND BY', statusBeforeStandBy: 'DA PAGARE' }, 'tutor')[0],
    ).toMatchObject({ action: 'resume', to: 'DA PAGARE' });
    expect(
      canTransition({ status: 'DA PAGARE', statusBeforeStandBy: null }, 'confirmPayment', 'tutor'),
    ).toBe(false);
    expect(
      canTransition(
        { status: 'DA PAGARE', statusBeforeStandBy: null },
        'confirmPayment',
        'provider',
      ),
    ).toBe(true);
  });
});
