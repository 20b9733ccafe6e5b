import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { ScheduleLines } from './schedule-lines';

describe("the family’s 'Quando', for the family and the tutor", () => {
  it('reads start, days, time slots and frequency in Italian', () => {
    renderRoute(
      <ScheduleLines
        schedule={{
          startDate: '2026-12-01',
          days: ['mon', 'wed', 'fri'],
          timeSlots: ['mor', 'eve'],
          timeSlotsToBeDefined: false,
          frequency: 'continuous',
        }}
      />,
    );
    expect(screen.getByText('Dall’1 dic 2026')).toBeVisible();
    expect(screen.getByText('Lunedì, Mercoledì, Venerdì')).toBeVisible();
    expect(screen.getByText('Fasce orarie: mattina e sera')).toBeVisible();
    expect(screen.getByText('Continuativo')).toBeVisible();
  });

  it("says 'Da definire' for the slots, and 'Non indicato' without the section", () => {
    const { unmount } = renderRoute(
      <ScheduleLines
        schedule={{
          startDate: null,
          days: [],
          timeSlots: [],
          timeSlotsToBeDefined: true,
          frequency: 'occasional',
        }}
      />,
    );
    expect(screen.getByText('Fasce orarie: Da definire')).toBeVisible();
    expect(screen.getByText('Occasionale')).toBeVisible();
    unmount();
    renderRoute(<ScheduleLines schedule={null} />);
    expect(screen.getByText('Non indicato')).toBeVisible();
  });
});
