import { memo } from 'react';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only the pieces these charts draw are registered, so the bundle stays small (tree-shaken chart.js).
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

export type Series = { label: string; data: number[]; unit: 'usd' | 'count' };
type Props = { kind: 'line' | 'bar'; title: string; labels: string[]; series: Series[]; horizontal?: boolean };

const COLOURS = ['#f59e0b', '#111827', '#10b981'];
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const format = (unit: Series['unit'], value: number) => (unit === 'usd' ? usd.format(value) : String(value));

/**
 * A sales chart (chart.js through react-chartjs-2), for the earnings page and the admin dashboard.
 * Money arrives in dollars. The same figures are in a table beside each chart, for screen readers and no-JS.
 */
function SalesChart({ kind, title, labels, series, horizontal = false }: Props) {
  const data = {
    labels,
    datasets: series.map((s, i) => ({ label: s.label, data: s.data, backgroundColor: COLOURS[i % COLOURS.length], borderColor: COLOURS[i % COLOURS.length], tension: 0.25, maxBarThickness: 28, yAxisID: i === 0 ? 'y' : 'y1' })),
  };
  const second = series[1];
  // Counts (licences, credits) have whole-number ticks; the value axis is x when the bars lie down.
  const ticks = (unit: Series['unit'] | undefined) => ({ beginAtZero: true, ticks: { precision: unit === 'count' ? 0 : undefined } });
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: horizontal ? 'y' : 'x',
    plugins: { legend: { display: series.length > 1 }, tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${format(series[c.datasetIndex]?.unit ?? 'count', Number(c.raw))}` } } },
    scales: horizontal
      ? { x: ticks(series[0]?.unit) }
      : second ? { y: ticks(series[0]?.unit), y1: { ...ticks(second.unit), position: 'right', grid: { drawOnChartArea: false } } } : { y: ticks(series[0]?.unit) },
  };
  return (
    <figure className="tm-chart">
      <figcaption>{title}</figcaption>
      {/* The canvas is the image (the chart library gives it role="img"): it carries the name. */}
      <div className="tm-chart-canvas">
        {kind === 'line' ? <Line data={data} options={options as ChartOptions<'line'>} aria-label={title} /> : <Bar data={data} options={options as ChartOptions<'bar'>} aria-label={title} />}
      </div>
    </figure>
  );
}

export default memo(SalesChart);
