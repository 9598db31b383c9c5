import { useMemo } from 'react';
import type { AriaLabelConfig } from '@xyflow/react';
import { useTranslation } from 'react-i18next';

/**
 * React Flow's own words in the user's language: its buttons' tooltips and names, its screen reader hints (the
 * minimap, the lock button and keyboard moves are not used: the cards are not dragged; the fit button is our
 * own, labelled, DiagramViewButtons).
 */
export function useDiagramLabels(): Partial<AriaLabelConfig> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      'controls.ariaLabel': t('workflows.diagram.controls'),
      'controls.zoomIn.ariaLabel': t('workflows.diagram.zoomIn'),
      'controls.zoomOut.ariaLabel': t('workflows.diagram.zoomOut'),
      'handle.ariaLabel': t('workflows.diagram.handle'),
      'node.a11yDescription.default': t('workflows.diagram.nodeHint'),
      'node.a11yDescription.keyboardDisabled': t('workflows.diagram.nodeHint'),
      'edge.a11yDescription.default': t('workflows.diagram.edgeHint'),
    }),
    [t],
  );
}
