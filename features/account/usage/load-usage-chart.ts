/**
 * The chart's drawing code (visx): loaded once the screen is up, while its figures load, so it
 * is not part of the page's first download.
 */
export const loadUsageChart = () => import('./usage-chart').then((module) => module.UsageChart);
