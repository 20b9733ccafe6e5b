import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { TutorialPage } from './tutorial-page';

/** The tutorial videos that are there (HEAD answers 200 as a video); the others answer 404. */
const serveVideos = (available: string[]) =>
  mockApi(
    Object.fromEntries(
      available.map((name) => [
        `HEAD /files/tutorials/${name}`,
        { headers: { 'content-type': 'video/mp4' } },
      ]),
    ),
  );

describe('tutorial page', () => {
  it('lists the three tutorials with their text, the first one open', async () => {
    serveVideos(['prima-richiesta.mp4']);
    renderRoute(<TutorialPage />);
    for (const title of ['Prima Richiesta', 'Gestione Assistiti', 'Conferma Caregiver']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Prima Richiesta' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const video = await screen.findByLabelText('Video tutorial: Prima Richiesta');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/files/tutorials/prima-richiesta.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/files/tutorials/prima-richiesta.jpg');
    expect(screen.getByText(/Come inviare la tua prima richiesta/)).toBeInTheDocument();
  });

  it('says a video is not available yet instead of showing a broken player', async () => {
    serveVideos([]);
    renderRoute(<TutorialPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Gestione Assistiti' }));
    expect(
      await screen.findByText(/Il video «Gestione Assistiti» sarà pubblicato a breve/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Video tutorial: Gestione Assistiti')).toBeNull();
  });

  it('falls back to the note when the file is there but cannot be played', async () => {
    serveVideos(['prima-richiesta.mp4']);
    renderRoute(<TutorialPage />);
    const video = await screen.findByLabelText('Video tutorial: Prima Richiesta');
    fireEvent.error(video);
    await waitFor(() =>
      expect(screen.queryByLabelText('Video tutorial: Prima Richiesta')).toBeNull(),
    );
    expect(screen.getByText('Video non ancora disponibile')).toBeInTheDocument();
  });
});
