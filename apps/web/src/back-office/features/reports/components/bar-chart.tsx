import { useEffect, useRef, useState } from 'react';
import type { Chart } from 'chart.js';
import type * as ChartParts from '../lib/chart-parts.ts';

/**
 * Chart.js, loaded with the first chart of this screen only, with the parts a bar chart needs
 * (lib/chart-parts.ts), once per page. Bars read at a glance; the exact figures are in the tables.
 */
let chartModule: Promise<typeof ChartParts> | null = null;
const loadChartJs = () => (chartModule ??= import('../lib/chart-parts.ts'));

interface BarChartProps {
  labels: string[];
  values: number[];
  /** How a value reads in the tooltip and on the axis (money, counts). */
  format: (value: number) => string;
  /** The chart's name for screen readers; the table beside it carries the figures. */
  label: string;
  rtl: boolean;
  /** Counts: no ticks between whole numbers. */
  integer?: boolean;
  testId: string;
}

export function BarChart({ labels, values, format, label, rtl, integer = false, testId }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadChartJs()
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        const styles = getComputedStyle(canvas.current);
        const primary = styles.getPropertyValue('--color-primary').trim() || '#b45309';
        const muted = styles.getPropertyValue('--color-muted').trim() || '#57534e';
        chart.current?.destroy();
        chart.current = new Chart(canvas.current, {
          type: 'bar',
          data: { labels, datasets: [{ data: values, backgroundColor: primary, borderRadius: 4, maxBarThickness: 40 }] },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            locale: document.documentElement.lang || undefined,
            scales: {
              x: { reverse: rtl, ticks: { color: muted, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
              y: { position: rtl ? 'right' : 'left', beginAtZero: true, ticks: { color: muted, callback: (value) => format(Number(value)), maxTicksLimit: 5, ...(integer ? { precision: 0 } : {}) } },
            },
            plugins: { tooltip: { rtl, callbacks: { label: (item) => format(Number(item.raw)) } } },
          },
        });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [labels, values, format, rtl, integer]);

  useEffect(() => () => chart.current?.destroy(), []);

  if (failed) return null;
  return (
    <div className="relative h-56 w-full" data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
