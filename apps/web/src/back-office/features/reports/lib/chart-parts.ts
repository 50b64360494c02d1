import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

/** Only the parts a bar chart needs, so the chunk carries no other chart type (imported lazily). */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export { Chart };
