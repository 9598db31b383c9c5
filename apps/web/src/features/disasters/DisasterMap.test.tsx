import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { DisasterMap } from './DisasterMap.tsx';
import type { MapMarker } from './mapConfig.ts';
import { clusterByGrid } from './mapClusters.ts';

const marker = (id: number, latitude: number, longitude: number, response: boolean): MapMarker => ({
  id,
  latitude,
  longitude,
  response,
  name: `Kişi ${id}`,
  answer: response ? 'İyiyim' : 'İyi değilim',
  time: '23.11.2026 10:00:00',
});

describe('the responders map', () => {
  it('draws one circle per responder apart, red for those who need help, green for the others', async () => {
    const { container } = render(
      <DisasterMap
        label="Harita"
        markers={[marker(1, 41.0123457, 29.0123457, false), marker(2, 41.02, 29.03, true)]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Harita' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('path.disaster-marker')).toHaveLength(2));
    const needsHelp = container.querySelector('path.needs-help');
    expect(needsHelp).toHaveAttribute('stroke', '#d32f2f');
    expect(container.querySelector('path.good')).toHaveAttribute('stroke', '#2e7d32');
    expect(container.querySelectorAll('img.leaflet-marker-icon')).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Harita açıklaması' })).toHaveTextContent(
      'İyiyimİyi değilim3Bir arada birden çok kişi (seçince yakınlaşır)',
    );
  });

  it('clusters responders that share a spot at this zoom: red when anyone there needs help', async () => {
    const { container } = render(
      <DisasterMap
        label="Harita"
        markers={[
          marker(1, 41.0, 29.0, true),
          marker(2, 41.00001, 29.00001, false),
          marker(3, 41.05, 29.1, true),
        ]}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('.disaster-cluster')).toHaveLength(1));
    const cluster = container.querySelector('.disaster-cluster');
    expect(cluster).toHaveClass('needs-help');
    expect(cluster).toHaveTextContent('2');
    expect(cluster).toHaveAttribute('title', 'Bir arada 2 kişi: yakınlaştır');
    expect(container.querySelectorAll('path.disaster-marker')).toHaveLength(1);
  });
});

describe('clusterByGrid', () => {
  it('groups the points of one cell, in order, and keeps the others apart', () => {
    const points = [
      { id: 1, x: 5, y: 5 },
      { id: 2, x: 100, y: 5 },
      { id: 3, x: 30, y: 40 },
    ];
    expect(clusterByGrid(points, (p) => p, 44).map((group) => group.map((p) => p.id))).toEqual([[1, 3], [2]]);
  });
});
