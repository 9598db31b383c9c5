import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition runs (a dialog fading in, a menu growing): axe measures
 * colours as drawn, and a button half-way through a fade has half its contrast. Endless ones (spinners)
 * are left alone.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

type Violation = axe.Result;

/** A page of one document: axe-core injected once per document and run in it (no frames to reach). */
async function auditDocument(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    return (await inPage.run(document, { resultTypes: ['violations'] })).violations;
  });
}

/** A page with frames: @axe-core/playwright reaches into each frame (and finishes the run on a page of its own). */
async function auditFrames(page: Page): Promise<Violation[]> {
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/**
 * The page's serious and critical axe violations, as `rule: targets` lines. Where the page is one document
 * (most screens) axe runs in it directly: @axe-core/playwright injects the 600 kB script and opens a blank
 * page to finish every run, which was most of the accessibility walk's time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found = await auditOnce(page);
  if (!found.length) return found;
  // what a fade that started after the wait caught half-drawn is gone a moment later; a real fault stays
  // (the form editor's buttons at 1280 px were measured mid-fade in CI's runs of 2026-11-29 and 2026-12-07)
  await page.waitForTimeout(REMEASURE_MS);
  return auditOnce(page);
}

/** How long a page found at fault is left before it is measured again. */
const REMEASURE_MS = 1000;

async function auditOnce(page: Page): Promise<string[]> {
  await settled(page);
  const violations = page.frames().length > 1 ? await auditFrames(page) : await auditDocument(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
