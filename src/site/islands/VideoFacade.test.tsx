import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VideoFacade from './VideoFacade.tsx';

const TITLE = 'Interview with Mayoral Candidate Marcus Bell';

describe.each([
  { name: 'a full interview', clip: {}, query: 'autoplay=1&rel=0&playsinline=1' },
  { name: 'a clip', clip: { start: 95, end: 201 }, query: 'start=95&end=201&autoplay=1&rel=0&playsinline=1' },
  { name: 'a clip to the end', clip: { start: 3605 }, query: 'start=3605&autoplay=1&rel=0&playsinline=1' },
])('VideoFacade, $name', ({ clip, query }) => {
  it('is a labelled button with the site poster and no player until pressed', () => {
    const { container } = render(
      <VideoFacade
        videoId="Zp4Lw8cTn3E"
        title={TITLE}
        label={`Play: ${TITLE}`}
        poster="/images/interviews/mayor-bell.svg"
        {...clip}
      />,
    );
    const button = screen.getByRole('button', { name: `Play: ${TITLE}` });
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/interviews/mayor-bell.svg');
    expect(container.querySelector('iframe')).toBeNull();

    fireEvent.click(button);
    const frame = screen.getByTitle(TITLE);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/Zp4Lw8cTn3E?${query}`);
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('VideoFacade, two on a page', () => {
  it('plays one at a time: starting the second puts the first back to its poster', () => {
    render(
      <>
        <VideoFacade videoId="kQ7vR2mXa9L" title="First" label="Play: First" poster="/a.svg" />
        <VideoFacade videoId="Zp4Lw8cTn3E" title="Second" label="Play: Second" poster="/b.svg" start={60} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play: First' }));
    expect(screen.getByTitle('First').tagName).toBe('IFRAME');
    expect(screen.getByRole('button', { name: 'Play: Second' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play: Second' }));
    expect(screen.getByTitle('Second').tagName).toBe('IFRAME');
    expect(screen.getByTitle('Second')).toHaveFocus();
    expect(screen.queryByTitle('First')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play: First' })).toBeInTheDocument();
  });

  it('keeps the shared state across separate React roots (one island each)', () => {
    const first = render(
      <VideoFacade videoId="kQ7vR2mXa9L" title="Island one" label="Play: Island one" poster="/a.svg" />,
    );
    const second = render(
      <VideoFacade videoId="Zp4Lw8cTn3E" title="Island two" label="Play: Island two" poster="/b.svg" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play: Island one' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play: Island two' }));
    expect(first.container.querySelector('iframe')).toBeNull();
    expect(second.container.querySelector('iframe')).not.toBeNull();
  });
});
