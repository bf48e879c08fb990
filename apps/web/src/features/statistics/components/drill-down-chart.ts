import type { NavigateFunction } from 'react-router';

interface ChartElement {
  index: number;
  datasetIndex: number;
}

/**
 * Chart options that open a bar's or a point's reviews on click (`link` says where, or null),
 * with a pointer over whatever leads somewhere. The table view holds the same links as anchors.
 */
export function clickThrough(
  navigate: NavigateFunction,
  link: (index: number, datasetIndex: number) => string | null,
) {
  const target = (elements: ChartElement[]) => {
    const element = elements[0];
    return element ? link(element.index, element.datasetIndex) : null;
  };
  return {
    onClick: (_event: unknown, elements: ChartElement[]) => {
      const to = target(elements);
      if (to) navigate(to);
    },
    onHover: (event: { native?: { target?: unknown } }, elements: ChartElement[]) => {
      const canvas = event.native?.target;
      if (canvas instanceof HTMLElement) canvas.style.cursor = target(elements) ? 'pointer' : 'default';
    },
  };
}
