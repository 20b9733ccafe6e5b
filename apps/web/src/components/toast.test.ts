import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

describe('toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stay at least 5 seconds, also when a caller asks for less', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toast.success('Fatto');
    toast.error('No', { autoClose: 2000 });
    toast.info('Lungo', { autoClose: 8000 });
    expect(show.mock.calls.map(([data]) => data.autoClose)).toEqual([5000, 5000, 8000]);
  });
});
