import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { layoutSteps } from './layout.ts';
import { step } from './test/stepFixture.ts';

describe('the diagram layout', () => {
  it('lays the steps top to bottom, branches side by side, arrows labelled with their command', () => {
    const { nodes, edges } = layoutSteps([
      step(1, [[2, 'Sonraki adım']]),
      step(
        2,
        [
          [3, 'Onayla'],
          [4, 'Reddet'],
        ],
        'APPROVAL',
      ),
      step(3),
      step(4),
    ]);
    const at = (id: string) => nodes.find((n) => n.id === id) as (typeof nodes)[number];
    expect(at('1').y).toBeLessThan(at('2').y);
    expect(at('2').y).toBeLessThan(at('3').y);
    expect(at('3').y).toBe(at('4').y);
    expect(at('3').x).not.toBe(at('4').x);
    expect(nodes.map((n) => n.number)).toEqual([1, 2, 3, 4]);
    expect(edges.map((e) => `${e.source}→${e.target}:${e.label}`)).toEqual([
      '1→2:Sonraki adım',
      '2→3:Onayla',
      '2→4:Reddet',
    ]);
  });

  it('leaves out arrows to steps that are not shown, and lays out 200 steps quickly', () => {
    expect(layoutSteps([step(1, [[9, 'x']])]).edges).toEqual([]);
    const many = Array.from({ length: 200 }, (_, i) => step(i + 1, i < 199 ? [[i + 2, 'Sonraki adım']] : []));
    const started = performance.now();
    const { nodes, edges } = layoutSteps(many);
    expect(nodes).toHaveLength(200);
    expect(edges).toHaveLength(199);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('shows the server’s number (the walk from the start) whatever the step’s id or position, and names the global arrow in the user’s language', async () => {
    // a step inserted after the first one (created third, id 3) is the second a request walks: number 2
    const inserted = { ...step(3, [[2, 'Sonraki adım']]), position: 2, number: 2 };
    const steps = [step(1, [[3, 'Sonraki adım']]), inserted, { ...step(2), position: 3, number: 3 }];
    expect(layoutSteps(steps).nodes.map((n) => [n.id, n.number])).toEqual([
      ['1', 1],
      ['3', 2],
      ['2', 3],
    ]);
    await i18n.changeLanguage('en');
    try {
      expect(layoutSteps(steps, i18n.t).edges.map((e) => e.label)).toEqual(['Next step', 'Next step']);
    } finally {
      await i18n.changeLanguage('tr');
    }
  });
});
