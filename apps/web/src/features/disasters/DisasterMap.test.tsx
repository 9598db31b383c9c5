import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { DisasterMap } from './DisasterMap.tsx';

describe('the responders map', () => {
  it('draws one circle per responder, red for those who need help, green for the others', async () => {
    const { container } = render(
      <DisasterMap
        label="Harita"
        markers={[
          { id: 1, latitude: 41.0123457, longitude: 29.0123457, response: false, label: 'Ayşe Yılmaz' },
          { id: 2, latitude: 41.02, longitude: 29.03, response: true, label: 'Can Demir' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Harita' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('path.disaster-marker')).toHaveLength(2));
    const needsHelp = container.querySelector('path.needs-help');
    expect(needsHelp).toHaveAttribute('stroke', '#d32f2f');
    expect(container.querySelector('path.good')).toHaveAttribute('stroke', '#2e7d32');
    expect(container.querySelectorAll('img.leaflet-marker-icon')).toHaveLength(0);
  });
});
